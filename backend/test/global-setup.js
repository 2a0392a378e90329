// Gives the run its own database and Firebase Auth emulator (unless the caller provides
// TEST_DATABASE_URL / FIREBASE_AUTH_EMULATOR_HOST), migrates that database once, and copies it
// for each Jest worker (CREATE DATABASE … TEMPLATE): worker N uses <database>_wN (test/preload.js).
import { execFileSync } from 'node:child_process';
import { cloneForWorkers, provisionTestDatabase } from '../../scripts/lib/test-database.mjs';
import { startAuthEmulator } from '../../scripts/lib/firebase-emulator.mjs';

export default async function globalSetup(globalConfig) {
  const log = (m) => console.log(`\n${m}`);
  if (!process.env.TEST_DATABASE_URL) {
    const db = await provisionTestDatabase({ log });
    process.env.TEST_DATABASE_URL = db.url;
    globalThis.__DEVPATH_TEST_DB__ = db;
  }
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    const emulator = await startAuthEmulator({ projectId: 'demo-devpath-test', log });
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    process.env.TEST_FIREBASE_PROJECT_ID = emulator.projectId;
    globalThis.__DEVPATH_TEST_EMULATOR__ = emulator;
  }
  // The same migration runner as `npm run db:migrate` (migrations need no decorator metadata),
  // unless the caller has run it already (npm test does, beside its type check).
  if (process.env.TEST_DATABASE_MIGRATED !== '1')
    execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], {
      cwd: new URL('..', import.meta.url),
      env: {
        ...process.env,
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        LOG_LEVEL: 'warn',
        FIREBASE_AUTH_EMULATOR_HOST: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  // The migrated database is the template; the tests use its copies (one per worker).
  process.env.TEST_DATABASE_TEMPLATE_URL = process.env.TEST_DATABASE_URL;
  globalThis.__DEVPATH_TEST_WORKER_DBS__ = await cloneForWorkers(
    process.env.TEST_DATABASE_URL,
    Math.max(1, globalConfig.maxWorkers ?? 1),
  );
}
