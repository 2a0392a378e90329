// `npm test`: every test of the product, against a real PostgreSQL.
//   1. an isolated database (local PostgreSQL at 127.0.0.1:5432, DATABASE_URL's server, or an embedded one)
//   2. the shared packages (packages/*) built; then in two lanes (see `lanes`): backend typecheck, unused
//      files, exports and dependencies (knip, knip.jsonc), the dependency rules of both workspaces
//      (scripts/lint-deps.mjs) | the tests' database migrated with the content packs, format and lint
//      (Biome, biome.jsonc), the typed SQL schema matches the migrations (backend/scripts/db-types.mjs --check);
//      the content group (the curriculum checked like code, no database: backend/jest.content.config.js);
//      Jest unit + e2e (supertest against the real app and database)
//   3. frontend: the generated API client is up to date; Vitest component/unit tests | the production
//      build (with the bundle budget), then faults and scale-out with real processes (scripts/resilience.mjs;
//      Redis at REDIS_URL or 127.0.0.1:6379)
//   4. the production build served by the backend on a free port (its database a copy of the migrated one)
//   5. Playwright in Debian's Chromium against that server
//   6. Lighthouse (mobile) budgets on the public pages of that server (scripts/quality/lighthouse.mjs)
// Ends with the 10 slowest test files (Jest, Vitest, Playwright), the browser tests that needed a
// retry (under "Flaky:", each counted as a failure) and one line "Summary: N passed, N failed".
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyDatabase, provisionTestDatabase } from './lib/test-database.mjs';
import { startAuthEmulator } from './lib/firebase-emulator.mjs';
import { requireNode24, root, run as runShown } from './lib/run.mjs';
import { freePort } from './lib/net.mjs';

requireNode24();
const started = Date.now();
const reports = mkdtempSync(join(tmpdir(), 'devpath-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];
/** Names of the failed tests (Jest and Vitest JSON reports), repeated at the end: CI shows only the tail. */
const failedTests = [];
function noteFailedTests(label, report) {
  for (const suite of report?.testResults ?? []) {
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failedTests.push(`${label}: ${test.fullName ?? test.title} (${suite.name.replace(root, '').replace(/^\//, '')})`);
    if (!failed.length && suite.status === 'failed')
      failedTests.push(
        `${label}: ${suite.name.replace(root, '').replace(/^\//, '')}: ${
          String(suite.message ?? '')
            .split('\n')
            .find((l) => l.trim()) ?? 'failed'
        }`,
      );
  }
}

/** Each test file's time (Jest, Vitest: from start to end; Playwright: its tests' durations, retries included). */
const fileTimes = [];
/** Browser tests that passed only on a retry: a race to fix, counted as failed. */
const flakyTests = [];
function noteFileTimes(label, report) {
  for (const suite of report?.testResults ?? []) {
    const ms = (suite.endTime ?? 0) - (suite.startTime ?? 0);
    if (ms > 0) fileTimes.push({ label, file: suite.name.replace(root, '').replace(/^\//, ''), ms });
  }
}

/** Each part's time limit: with install, the whole run stays inside CI's 90 minutes even if one part hangs. */
const minutes = (n) => n * 60_000;
/**
 * A part that runs beside another (see `lanes`) collects its output here and shows it, whole,
 * when it ends; a part on its own shows its output as it comes.
 */
const collected = new AsyncLocalStorage();
const say = (line) => {
  const buffer = collected.getStore();
  if (buffer) buffer.push(Buffer.from(`${line}\n`));
  else console.log(line);
};
const run = (command, args, options = {}) => runShown(command, args, { ...options, capture: collected.getStore() });
const step = (title) => say(`\n\x1b[1m▶ ${title}\x1b[0m`);
function count(label, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  say(`  ${label}: ${passed} passed, ${failed} failed`);
}
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}
function hashTree(dir) {
  const hash = createHash('sha256');
  const visit = (path) => {
    for (const entry of readdirSync(path).sort()) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) visit(full);
      else hash.update(entry).update(readFileSync(full));
    }
  };
  if (existsSync(dir)) visit(dir);
  return hash.digest('hex');
}

async function check(title, fn) {
  step(title);
  const t0 = Date.now();
  const ok = await fn().catch((error) => {
    say(`  ${error instanceof Error ? error.stack : error}`);
    return false;
  });
  say(`  ${ok ? '✔' : '✘'} ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(title);
  return ok;
}

/**
 * Lanes of parts side by side, the parts of each lane one after another: for parts that leave a
 * core idle (tsc, knip, a migration: one thread each) on the 2-core machines. Each part's output
 * is shown whole when it ends. Resolves when every lane is done.
 */
function lanes(...laneParts) {
  return Promise.all(
    laneParts.map(async (parts) => {
      for (const [title, fn] of parts) {
        const buffer = [];
        await collected.run(buffer, () => check(title, fn));
        process.stdout.write(Buffer.concat(buffer));
      }
    }),
  );
}

step('Test database');
const db = await provisionTestDatabase();
console.log(`  ${db.source}: ${db.url.replace(/\/\/[^@]*@/, '//')}`);
step('Firebase Auth emulator');
const emulator = await startAuthEmulator({ projectId: 'demo-devpath-test', log: (m) => console.log(`  ${m}`) });
const env = {
  ...process.env,
  TEST_DATABASE_URL: db.url,
  FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  TEST_FIREBASE_PROJECT_ID: emulator.projectId,
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};
delete env.DATABASE_URL;

let server;
let e2eDb;
try {
  // The shared packages as their sources are now (npm install built them; an edit since would be missed).
  await check(
    'Shared packages (packages/resume-core built to dist/)',
    async () => (await run(process.execPath, ['scripts/build-packages.mjs'], { env, timeoutMs: minutes(2) })) === 0,
  );

  // Two lanes: the type checker, knip and the migration each keep one core busy, not two.
  await lanes(
    [
      [
        'Backend typecheck',
        async () => (await run('npm', ['run', 'typecheck', '-w', 'backend'], { env, timeoutMs: minutes(4) })) === 0,
      ],
      [
        'Unused files, exports and dependencies (knip: npm run lint:unused)',
        async () => {
          const code = await run('npm', ['run', 'lint:unused'], { env, timeoutMs: minutes(3) });
          count('unused code', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
          return code === 0;
        },
      ],
      [
        'Dependency rules (modules, domain, application, platform, features, shared SPA code, /api calls, SQL tables, import loops)',
        async () => {
          const out = join(reports, 'lint-deps.json');
          const code = await run(process.execPath, ['scripts/lint-deps.mjs'], {
            env: { ...env, LINT_DEPS_REPORT: out },
            timeoutMs: minutes(3),
          });
          const r = readJson(out);
          count('dependency rules', r?.passed ?? 0, r ? r.failed : 1);
          return code === 0;
        },
      ],
    ],
    [
      [
        "The backend tests' database migrated, with the content packs (the template of each Jest worker's copy)",
        async () => {
          // What Jest's global setup would do first (test/global-setup.js), while the other lane type-checks.
          // Its output (a line per migration) is shown only when it fails.
          const output = [];
          const code = await runShown(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], {
            cwd: join(root, 'backend'),
            env: { ...env, DATABASE_URL: db.url, LOG_LEVEL: 'warn', FIREBASE_AUTH_EMULATOR_HOST: '' },
            timeoutMs: minutes(5),
            capture: output,
          });
          if (code !== 0) {
            say(Buffer.concat(output).toString());
            return false;
          }
          env.TEST_DATABASE_MIGRATED = '1';
          // The production server's database for the browser tests, copied now, before any test
          // runs: it starts migrated, with the content packs loaded (seconds of CPU less at its start).
          e2eDb = await copyDatabase(db.url, 'e2e');
          return true;
        },
      ],
      [
        'Format and lint (Biome: npm run lint:code; `npx biome check --write <files>` fixes)',
        async () => {
          const code = await run('npm', ['run', 'lint:code'], { env, timeoutMs: minutes(2) });
          count('format and lint', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
          return code === 0;
        },
      ],
      [
        'Typed SQL schema (backend/src/platform/database/db.generated.ts) matches the migrations',
        async () => {
          // A fresh database, migrated, introspected and compared with the committed file (issue 27 item 1).
          const code = await run(process.execPath, ['scripts/db-types.mjs', '--check'], {
            cwd: join(root, 'backend'),
            env,
            timeoutMs: minutes(5),
          });
          count('schema types freshness', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
          return code === 0;
        },
      ],
    ],
  );

  /** A Jest run in backend/ with a JSON report; its failures, file times and counts join the summary. */
  async function jest(label, args, timeoutMs) {
    const out = join(reports, `${label}.json`);
    const jestArgs = ['--experimental-vm-modules', '../node_modules/jest/bin/jest.js', ...args];
    const code = await run('node', [...jestArgs, '--json', `--outputFile=${out}`], {
      cwd: join(root, 'backend'),
      env,
      timeoutMs,
    });
    const r = readJson(out);
    noteFailedTests(label, r);
    noteFileTimes(label === 'backend' ? 'jest' : label, r);
    count(label, r?.numPassedTests ?? 0, r ? r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) : 1);
    return code === 0;
  }

  // Lessons, checks, exam banks, practice problems and products, with no database or app: first.
  await check('Content (the curriculum checked like code: backend/jest.content.config.js)', () =>
    jest('content', ['-c', 'jest.content.config.js'], minutes(8)),
  );

  // --forceExit: a handle left open after the last test (a leak, found with test-part and
  // --detectOpenHandles) must not keep the suite from finishing. Two workers
  // (backend/jest.config.js), each on its own copy of the migrated database. The content group ran above.
  await check('Backend tests (Jest + supertest, real PostgreSQL)', () =>
    jest(
      'backend',
      ['--forceExit', '--testPathIgnorePatterns', '/test/content/', '/infrastructure/content/'],
      minutes(30),
    ),
  );

  await check('Generated API client matches docs/openapi.json', async () => {
    const dirs = ['frontend/src/api/generated', 'frontend/src/api/generated-shell'].map((dir) => join(root, dir));
    const hashes = () => dirs.map((dir) => (existsSync(dir) ? hashTree(dir) : 'missing')).join();
    const before = hashes();
    const code = await run('npm', ['run', 'generate:api', '-w', 'frontend'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
      timeoutMs: minutes(3),
    });
    const fresh = code === 0 && hashes() === before;
    if (!fresh)
      console.log(
        '  The clients in frontend/src/api/generated and generated-shell were stale and have been regenerated: commit them.',
      );
    count('client freshness', fresh ? 1 : 0, fresh ? 0 : 1);
    return fresh;
  });

  // Vitest beside the production build and then the fault checks: neither side keeps both cores
  // busy (Vitest about 85 %, the build and the fault checks 55-75 %, one after another).
  let built = false;
  await lanes(
    [
      [
        'Frontend tests (Vitest + Testing Library)',
        async () => {
          const out = join(reports, 'vitest.json');
          const code = await run(
            'npx',
            ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
            {
              cwd: join(root, 'frontend'),
              env,
              timeoutMs: minutes(15),
            },
          );
          const r = readJson(out);
          noteFailedTests('frontend', r);
          noteFileTimes('vitest', r);
          count('frontend', r?.numPassedTests ?? 0, r ? r.numFailedTests : 1);
          return code === 0;
        },
      ],
    ],
    [
      [
        'Production build (typecheck, Vite, bundle budget, API)',
        async () => (built = (await run('npm', ['run', 'build'], { env, timeoutMs: minutes(8) })) === 0),
      ],
      [
        'Faults and scale-out (SIGKILL, database outage, two instances on Redis, jobs once per tick)',
        async () => {
          const out = join(reports, 'resilience.json');
          // Production-mode servers of its own: no emulator (production refuses it).
          const { FIREBASE_AUTH_EMULATOR_HOST: _emulator, ...productionEnv } = env;
          const code = await run(process.execPath, ['scripts/resilience.mjs'], {
            env: { ...productionEnv, RESILIENCE_REPORT: out },
            timeoutMs: minutes(8),
          });
          const r = readJson(out);
          count('resilience', r?.passed ?? 0, r ? r.failed : 1);
          return code === 0;
        },
      ],
    ],
  );

  // The production server that the browser tests and Lighthouse use, on a database of its own
  // (demo content only, as a new installation has).
  let base;
  if (built) {
    step('Production server');
    e2eDb ??= await provisionTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: join(root, 'backend'),
      env: {
        ...env,
        DATABASE_URL: e2eDb.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        // Links in mails (verification, password reset) lead back to this server.
        APP_URL: base,
        MAIL_OUTBOX_DIR: join(reports, 'outbox'),
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        RATE_LIMIT: '100000',
        FIREBASE_PROJECT_ID: emulator.projectId,
        // It judges (the browser's practice tests) but does not measure every problem's time
        // limits at start (minutes of CPU beside the browser tests): the default limits apply.
        JUDGE_CALIBRATE: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    let ready = false;
    while (!ready && Date.now() < deadline && server.exitCode === null) {
      ready = await fetch(`${base}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 300));
    }
    console.log(ready ? `  listening on ${base}` : '  The server did not become ready within 60 s.');
    if (!ready) base = undefined;
  }

  if (base) {
    await check('Browser tests (Playwright, Chromium) against the production build', async () => {
      const out = join(reports, 'playwright.json');
      const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
        cwd: join(root, 'frontend'),
        // E2E_DATABASE_URL: the server's database, for tests that read what the server stored.
        env: {
          ...env,
          E2E_BASE_URL: base,
          E2E_DATABASE_URL: e2eDb.url,
          PLAYWRIGHT_JSON_OUTPUT_NAME: out,
          CI: process.env.CI ?? '',
        },
        // One worker; the axe checks of every route in both colour schemes alone take ~12 minutes.
        timeoutMs: minutes(30),
      });
      const report = readJson(out);
      const perFile = new Map();
      const visit = (suite, titles) => {
        for (const spec of suite.specs ?? []) {
          const name = `${[...titles, spec.title].join(' › ')} (frontend/e2e/${spec.file})`;
          if (!spec.ok) failedTests.push(`browser: ${name}`);
          for (const test of spec.tests ?? []) {
            if (test.status === 'flaky')
              flakyTests.push(
                `browser: ${test.projectName ? `[${test.projectName}] ` : ''}${name}, passed on retry ${test.results.length - 1}`,
              );
            for (const result of test.results ?? [])
              perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + (result.duration ?? 0));
          }
        }
        for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
      };
      // The top-level suites are the files (their title is the file name).
      for (const suite of report?.suites ?? []) visit(suite, []);
      for (const [file, ms] of perFile) fileTimes.push({ label: 'playwright', file: `frontend/e2e/${file}`, ms });
      const stats = report?.stats;
      // A test that needed a retry counts as failed: a flaky test hides a race.
      count('browser', stats ? stats.expected : 0, stats ? stats.unexpected + stats.flaky : 1);
      if (stats?.flaky)
        console.log(
          `  ${stats.flaky} flaky (passed only on a retry): counted as failed, listed under "Flaky:" at the end`,
        );
      return code === 0 && !stats?.flaky;
    });

    await check('Lighthouse (mobile) budgets on the public pages of the production build', async () => {
      const { auditAll, BUDGETS, MAX_CLS, ROUTE_COUNT } = await import('./quality/lighthouse.mjs');
      console.log(
        `  budgets: ${Object.entries(BUDGETS)
          .map(([category, min]) => `${category} >= ${min}`)
          .join(', ')}; every route, the content pages too: layout shift (CLS) <= ${MAX_CLS}`,
      );
      let results = [];
      try {
        results = await auditAll(base);
      } catch (error) {
        console.log(`  Lighthouse failed: ${error instanceof Error ? error.message : error}`);
      }
      // A route without a result (Lighthouse failed) counts as failed.
      const passed = results.filter((r) => r.ok).length;
      count('lighthouse', passed, ROUTE_COUNT - passed);
      return passed === ROUTE_COUNT;
    });
  } else {
    const why = built ? 'the server did not start' : 'the build failed';
    const { ROUTE_COUNT } = await import('./quality/lighthouse.mjs');
    failures.push(`Browser tests and Lighthouse (not run: ${why})`);
    count('browser', 0, 1);
    count('lighthouse', 0, ROUTE_COUNT);
  }
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await emulator.stop();
  await e2eDb?.dispose();
  await db.dispose();
  rmSync(reports, { recursive: true, force: true });
}

console.log(`\nFinished in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (fileTimes.length) {
  console.log('Slowest test files:');
  for (const { label, file, ms } of fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${label.padEnd(10)} ${file}`);
}
console.log(`Flaky:${flakyTests.length ? `\n${flakyTests.map((name) => `  ${name}`).join('\n')}` : ' none'}`);
if (failedTests.length) console.log(`Failed tests:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`Summary: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length || totals.failed ? 1 : 0);
