import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { loadContentPacks } from '../src/platform/content/content-pack.js';
import { createOrmConfig } from '../src/platform/database/orm-config.js';
import { composition } from '../src/modules.js';
import { RoadmapsFacade } from '../src/modules/roadmaps/index.js';
import { ROADMAPS } from '../src/modules/roadmaps/infrastructure/content/index.js';
import { startTestApp, testDatabaseUrl, type TestApp } from './support/test-app.js';

/**
 * Issue 28, earned progress, on a database filled before it: learners who ticked modules done and
 * passed checks yesterday keep every status and pass. Self-ticked modules stay "marked done" (they
 * count for the progress bar, not for the exam); checks passed before modules had exercises pass
 * the modules that have none, and not the code modules (their exercise is still to solve).
 */
describe('earned progress on a filled database (Migration20261127080000)', () => {
  const BEFORE = 'Migration20261127040000';
  const name = `devpath_earned_${process.pid}_${Date.now().toString(36)}`;
  const serverUrl = new URL(testDatabaseUrl());
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  let orm: MikroORM;
  let t: TestApp | undefined;
  const frontend = ROADMAPS.find((r) => r.slug === 'frontend')!.sections.flatMap((s) => s.modules);
  const codeModule = 'javascript-fundamentals';
  const plainModule = 'git-basics';

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const rows = <T>(sql: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(sql, params);
  const user = async (username: string) =>
    (
      await rows<{ id: number }>(
        `insert into users (username, username_normalized, email, email_normalized, handle, created_at, updated_at)
         values (?, ?, ?, ?, ?, now(), now()) returning id`,
        [username, username, `${username}@example.com`, `${username}@example.com`, username.replace('_', '-')],
      )
    )[0].id;

  beforeAll(async () => {
    await admin(`create database "${name}"`);
    orm = await MikroORM.init({
      ...createOrmConfig({ databaseUrl: url.toString(), schema: composition, poolMax: 2 }),
      logger: () => undefined,
    });
    await orm.migrator.up({ to: BEFORE });
  });
  afterAll(async () => {
    await t?.close();
    await orm?.close();
    await admin(`drop database if exists "${name}" with (force)`);
  });

  it('keeps every status and check pass; marked done counts for the bar, not the exam; checks passed yesterday pass modules without exercises', async () => {
    expect(frontend).toEqual(expect.arrayContaining([codeModule, plainModule]));
    const marked = await user('ada_marked');
    const checked = await user('bob_checked');
    for (const key of frontend)
      await rows(
        `insert into module_progress (user_id, module_key, status, first_completed_at) values (?, ?, 'done', now() - interval '2 days')`,
        [marked, key],
      );
    for (const [i, key] of [plainModule, codeModule].entries())
      await rows(
        `insert into module_check_passes (user_id, module_key, passed_at, attempt_id) values (?, ?, timestamptz '2026-11-26T10:00:00Z' + ? * interval '1 hour', ?)`,
        [checked, key, i, i + 1],
      );
    const before = {
      statuses: await rows(`select user_id, module_key, status from module_progress order by user_id, module_key`),
      checkPasses: await rows(
        `select user_id, module_key, passed_at from module_check_passes order by user_id, module_key`,
      ),
    };

    // The release, as `npm run db:migrate` makes it: the rest of the migrations, then the content packs.
    await orm.migrator.up();
    await loadContentPacks(orm, composition.content);
    t = await startTestApp({ databaseUrl: url.toString() });
    expect(await rows(`select user_id, module_key, status from module_progress order by user_id, module_key`)).toEqual(
      before.statuses,
    );
    expect(
      await rows(`select user_id, module_key, passed_at from module_check_passes order by user_id, module_key`),
    ).toEqual(before.checkPasses);

    const roadmaps = t.app.get(RoadmapsFacade);
    // Every module marked done: the bar is full, nothing is passed, the exam stays closed.
    expect(await roadmaps.passedModules(marked, 'frontend')).toEqual({
      passed: 0,
      total: frontend.length,
      percent: 100,
    });
    // Checks passed yesterday: the module without exercises is passed (at its checks' time), the code module is not.
    expect(
      await rows(
        `select module_key, to_char(passed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as passed_at from module_passes where user_id = ? order by module_key`,
        [checked],
      ),
    ).toEqual([{ module_key: plainModule, passed_at: '2026-11-26T10:00:00' }]);
    expect(await roadmaps.passedModules(checked, 'frontend')).toEqual({
      passed: 1,
      total: frontend.length,
      percent: Math.floor(100 / frontend.length),
    });
    // A release's whole path (every later migration, every content pack with its 151 problems, an
    // app start): a budget for a busy 2-core machine, not a speed target.
  }, 180_000);
});
