import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { checkModuleConformance } from './support/module-conformance.js';
import { testConfig, testDatabaseUrl } from './support/test-app.js';

/**
 * Issue 11: `npm run new:module <name>` scaffolds a module in the house template and registers
 * it. On a copy of backend/src (the real tree is never touched), the scaffold compiles with the
 * rest, and the app boots with it: its migration creates its table, its seed runs, its route answers;
 * its table's type in the generated schema is what `npm run db:types` reads from that database.
 */
describe('the module template (npm run new:module)', () => {
  const backend = join(import.meta.dirname, '..');
  const copy = join(backend, `.module-template-test-${process.pid}`);
  const src = join(copy, 'src');
  const database = `devpath_module_template_${process.pid}_${Date.now().toString(36)}`;
  const serverUrl = testDatabaseUrl();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const generate = (...args: string[]) =>
    execFileSync(process.execPath, [join(backend, '../scripts/new-module.mjs'), ...args, '--src', src], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  beforeAll(async () => {
    cpSync(join(backend, 'src'), src, { recursive: true });
    await admin(`create database "${database}"`);
  });
  afterAll(async () => {
    rmSync(copy, { recursive: true, force: true });
    await admin(`drop database if exists "${database}" with (force)`);
  });

  it('scaffolds the template and registers the module; refuses a bad or taken name', () => {
    const out = generate('course-notes');
    expect(out).toContain('Registered courseNotesModule');
    for (const path of [
      'index.ts',
      'course-notes.module.ts',
      'domain/course-notes.ts',
      'domain/course-notes.repository.ts',
      'application/course-notes.facade.ts',
      'infrastructure/http/course-notes.controller.ts',
      'infrastructure/persistence/course-notes-db.ts',
      'infrastructure/persistence/sql-course-notes.repository.ts',
      'infrastructure/seeds/course-notes.seed.ts',
    ]) {
      expect(existsSync(join(src, 'modules/course-notes', path))).toBe(true);
    }
    // Typed SQL: the repository queries its own table through Kysely, typed by the generated schema.
    expect(
      readFileSync(join(src, 'modules/course-notes/infrastructure/persistence/course-notes-db.ts'), 'utf8'),
    ).toContain("Pick<Database, 'course_notes_items'>");
    expect(readFileSync(join(src, 'platform/database/db.generated.ts'), 'utf8')).toContain(
      '  course_notes_items: CourseNotesItems;\n',
    );
    expect(readFileSync(join(src, 'modules.ts'), 'utf8')).toMatch(
      /import \{ courseNotesModule \} from '\.\/modules\/course-notes\/index\.js';[\s\S]*courseNotesModule,\n/,
    );
    // The scaffold is in the template the conformance test holds every module to.
    const conformance = checkModuleConformance(src);
    expect(conformance.modules).toContain('course-notes');
    const scaffold = conformance.violations.filter((v) => v.module === 'course-notes');
    expect(scaffold.map((v) => `${v.file} [${v.rule}] ${v.message}`)).toEqual([]);
    for (const bad of ['Course', '9lives', 'a_b', 'x'.repeat(31)])
      expect(() => generate(bad)).toThrow(/usage: npm run new:module/);
    expect(() => generate('course-notes')).toThrow(/exists already/);
    expect(() => generate('users')).toThrow(/exists already/);
  });

  it('compiles with the rest of the backend (the same compiler settings as the build)', () => {
    writeFileSync(join(copy, 'tsconfig.json'), JSON.stringify({ extends: '../tsconfig.json', include: ['src'] }));
    const tsc = spawnSync(
      process.execPath,
      [join(backend, '../node_modules/typescript/bin/tsc'), '-p', join(copy, 'tsconfig.json'), '--noEmit'],
      { encoding: 'utf8' },
    );
    expect({ status: tsc.status, errors: tsc.stdout + tsc.stderr }).toEqual({ status: 0, errors: '' });
  }, 120_000);

  it('boots: its migration, its seed and its route', async () => {
    const { composition } = await import(join(src, 'modules.ts'));
    const { createOrmConfig } = await import(join(src, 'platform/database/orm-config.ts'));
    const { runDemoSeeds } = await import(join(src, 'platform/seed/seed-runner.ts'));
    const { createApp } = await import(join(src, 'bootstrap.ts'));
    const { MikroORM } = await import('@mikro-orm/postgresql');
    const orm = await MikroORM.init({
      ...createOrmConfig({ databaseUrl: url.toString(), schema: composition, poolMax: 2 }),
      logger: () => undefined,
    });
    try {
      const applied: string[] = (await orm.migrator.up()).map((m: { name: string }) => m.name);
      const own = composition.modules.find((m: { name: string }) => m.name === 'course-notes').migrations[0].name;
      expect(applied).toContain(own);
      expect(await runDemoSeeds(orm, composition.seeds)).toContain('course-notes/first-items');
    } finally {
      await orm.close();
    }
    const app = await createApp(testConfig({}, { databaseUrl: url.toString() }));
    await app.init();
    try {
      const res = await request(app.getHttpServer()).get('/api/course-notes').expect(200);
      expect(res.body.items).toEqual([expect.objectContaining({ title: 'Welcome to course-notes' })]);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('adds its table to the generated schema exactly as npm run db:types reads it from the migrated database', () => {
    // The database the previous test migrated (every module's migrations and the new one's).
    const check = spawnSync(
      process.execPath,
      [
        join(backend, 'scripts/db-types.mjs'),
        '--check',
        '--url',
        url.toString(),
        '--file',
        join(src, 'platform/database/db.generated.ts'),
      ],
      { cwd: backend, encoding: 'utf8' },
    );
    expect({ status: check.status, out: check.stdout + check.stderr }).toEqual({
      status: 0,
      out: expect.stringContaining('matches the migrations'),
    });
  }, 120_000);
});
