import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import request from 'supertest';
import { createOrmConfig } from '../src/platform/database/orm-config.js';
import { composition } from '../src/modules.js';
import { startTestApp, testDatabaseUrl, type TestApp } from './support/test-app.js';

/**
 * Issue 11: learner progress moved out of `users` into activity's `learner_progress` and the XP
 * ledger. On a database of its own, migrated to just before the move and filled with learners
 * who have XP, streaks and completed modules, the move loses nothing, the API answers as before,
 * and the way back restores every column.
 */
describe('moving learner progress out of users (Migration20261124120000)', () => {
  const BEFORE = 'Migration20261124020000';
  const name = `devpath_progress_move_${process.pid}_${Date.now().toString(36)}`;
  const serverUrl = new URL(testDatabaseUrl());
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  let orm: MikroORM;
  let t: TestApp | undefined;

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

  const learners = [
    // username, xp, streak, longest, last day, last access, modules, zone
    ['ada_progress', 120, 3, 7, '2026-11-23', '2026-11-23T18:30:00Z', ['html-basics', 'css-grid'], 'Europe/Paris'],
    ['grace_zero', 0, 0, 0, null, null, [], 'UTC'],
    ['linus_modules', 0, 0, 2, '2026-10-01', '2026-10-01T08:00:00Z', ['git-basics'], 'America/New_York'],
  ] as const;

  it("moves every learner's XP, streaks, last activity and modules, and opens the ledger with each XP total", async () => {
    for (const [username, xp, streak, longest, day, access, modules, zone] of learners) {
      await rows(
        `insert into users (username, username_normalized, email, email_normalized, handle, total_xp_earned, days_streak, longest_streak,
           last_active_day, last_accessed_at, completed_modules, time_zone, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now())`,
        [
          username,
          username,
          `${username}@example.com`,
          `${username}@example.com`,
          username.replace('_', '-'),
          xp,
          streak,
          longest,
          day,
          access,
          `{${modules.join(',')}}`,
          zone,
        ],
      );
    }
    await orm.migrator.up();

    const moved = await rows<Record<string, unknown>>(
      `select u.username, p.total_xp, p.days_streak, p.longest_streak, to_char(p.last_active_day, 'YYYY-MM-DD') as day, to_char(p.last_accessed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_accessed_at, p.completed_modules, p.time_zone
       from learner_progress p join users u on u.id = p.user_id order by u.username`,
    );
    expect(moved).toEqual([
      {
        username: 'ada_progress',
        total_xp: 120,
        days_streak: 3,
        longest_streak: 7,
        day: '2026-11-23',
        last_accessed_at: '2026-11-23T18:30:00Z',
        completed_modules: ['html-basics', 'css-grid'],
        time_zone: 'Europe/Paris',
      },
      {
        username: 'linus_modules',
        total_xp: 0,
        days_streak: 0,
        longest_streak: 2,
        day: '2026-10-01',
        last_accessed_at: '2026-10-01T08:00:00Z',
        completed_modules: ['git-basics'],
        time_zone: 'America/New_York',
      },
    ]);
    const ledger = await rows<Record<string, unknown>>(
      `select u.username, l.achievement, l.amount from xp_ledger l join users u on u.id = l.user_id`,
    );
    expect(ledger).toEqual([{ username: 'ada_progress', achievement: 'opening-balance', amount: 120 }]);
    const columns = await rows<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'users'`,
    );
    const left = columns.map((c) => c.column_name);
    for (const moved of [
      'total_xp_earned',
      'days_streak',
      'longest_streak',
      'last_active_day',
      'last_accessed_at',
      'completed_modules',
    ])
      expect(left).not.toContain(moved);
    expect(left).toEqual(expect.arrayContaining(['username', 'time_zone']));
  });

  it('answers public profiles exactly as before, from the new owner', async () => {
    t = await startTestApp({ databaseUrl: url.toString() });
    const ada = await request(t.http).get('/api/profiles/ada-progress').expect(200);
    expect(ada.body.activity).toEqual({
      totalXpEarned: 120,
      daysStreak: 3,
      longestStreak: 7,
      completedModulesCount: 2,
    });
    const grace = await request(t.http).get('/api/profiles/grace-zero').expect(200);
    expect(grace.body.activity).toEqual({
      totalXpEarned: 0,
      daysStreak: 0,
      longestStreak: 0,
      completedModulesCount: 0,
    });
    await t.close();
    t = undefined;
  });

  it('the way back restores every column with its values', async () => {
    await orm.migrator.down({ to: BEFORE });
    const restored = await rows<Record<string, unknown>>(
      `select username, total_xp_earned, days_streak, longest_streak, to_char(last_active_day, 'YYYY-MM-DD') as day, completed_modules from users order by username`,
    );
    expect(restored).toEqual(
      learners
        .map(([username, xp, streak, longest, day, , modules]) => ({
          username,
          total_xp_earned: xp,
          days_streak: streak,
          longest_streak: longest,
          day,
          completed_modules: [...modules],
        }))
        .sort((a, b) => a.username.localeCompare(b.username)),
    );
  });
});
