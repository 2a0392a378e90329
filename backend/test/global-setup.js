// Gives the run its own database (unless the caller provides TEST_DATABASE_URL) and migrates it.
import { execFileSync } from 'node:child_process';
import { provisionTestDatabase } from '../../scripts/lib/test-database.mjs';

export default async function globalSetup() {
  if (!process.env.TEST_DATABASE_URL) {
    const db = await provisionTestDatabase({ log: (m) => console.log(`\n${m}`) });
    process.env.TEST_DATABASE_URL = db.url;
    globalThis.__DEVPATH_TEST_DB__ = db;
  }
  // The same migration runner as `npm run db:migrate` (migrations need no decorator metadata).
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
