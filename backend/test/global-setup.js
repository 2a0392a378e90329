// Gives the run its own database and Firebase Auth emulator (unless the caller provides
// TEST_DATABASE_URL / FIREBASE_AUTH_EMULATOR_HOST), and migrates the database.
import { execFileSync } from 'node:child_process';
import { provisionTestDatabase } from '../../scripts/lib/test-database.mjs';
import { startAuthEmulator } from '../../scripts/lib/firebase-emulator.mjs';

export default async function globalSetup() {
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
  // The same migration runner as `npm run db:migrate` (migrations need no decorator metadata).
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL, LOG_LEVEL: 'warn', FIREBASE_AUTH_EMULATOR_HOST: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
