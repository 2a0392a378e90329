// One part of `npm test`, for working on it: the same fresh database and Firebase Auth emulator
// as the full run, then only the named part with its own arguments. `npm test` stays the gate.
//   node scripts/test-part.mjs jest test/auth.e2e-spec.ts        (backend, Jest + supertest)
//   node scripts/test-part.mjs playwright e2e/accounts.spec.ts   (after `npm run build`; the
//                                                                  production server as in npm test)
//   node scripts/test-part.mjs resilience                        (after `npm run build -w backend`)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { provisionTestDatabase } from './lib/test-database.mjs';
import { startAuthEmulator } from './lib/firebase-emulator.mjs';
import { freePort } from './lib/net.mjs';
import { requireNode24, root, run } from './lib/run.mjs';

requireNode24();
const [part, ...args] = process.argv.slice(2);
if (part !== 'jest' && part !== 'playwright' && part !== 'resilience') {
  console.error('usage: node scripts/test-part.mjs <jest|playwright|resilience> [arguments of that runner]');
  process.exit(2);
}
const db = await provisionTestDatabase();
const emulator = await startAuthEmulator({ projectId: 'demo-devpath-test' });
const env = {
  ...process.env,
  TEST_DATABASE_URL: db.url,
  FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  TEST_FIREBASE_PROJECT_ID: emulator.projectId,
};
delete env.DATABASE_URL;
const outbox = mkdtempSync(join(tmpdir(), 'devpath-outbox-'));
let server;
let code = 1;
try {
  if (part === 'resilience') {
    // Production-mode servers of its own: no emulator (production refuses it), as in npm test.
    const { FIREBASE_AUTH_EMULATOR_HOST: _emulator, ...productionEnv } = env;
    code = await run(process.execPath, ['scripts/resilience.mjs', ...args], { env: productionEnv });
  } else if (part === 'jest') {
    // Two workers as in npm test (backend/jest.config.js); pass --runInBand for one.
    code = await run('node', ['--experimental-vm-modules', '../node_modules/jest/bin/jest.js', ...args], {
      cwd: join(root, 'backend'),
      env,
    });
  } else {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: join(root, 'backend'),
      env: {
        ...env,
        DATABASE_URL: db.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: base,
        MAIL_OUTBOX_DIR: outbox,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        RATE_LIMIT: '100000',
        FIREBASE_PROJECT_ID: emulator.projectId,
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
    if (ready)
      code = await run('npx', ['playwright', 'test', ...args], {
        cwd: join(root, 'frontend'),
        env: { ...env, E2E_BASE_URL: base, E2E_DATABASE_URL: db.url },
      });
    else console.error('The server did not become ready within 60 s.');
  }
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await emulator.stop();
  await db.dispose();
  rmSync(outbox, { recursive: true, force: true });
}
process.exit(code);
