import { pino } from 'pino';
import { loadEnvironment } from '../platform/config/environment.js';
import { fromRepoRoot } from '../platform/config/paths.js';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres.js';

/** Runs `work` against DATABASE_URL, or against the embedded PostgreSQL started for the occasion. */
export async function withDatabase(work: (databaseUrl: string) => Promise<void>): Promise<void> {
  const env = loadEnvironment();
  if (env.DATABASE_URL) return work(env.DATABASE_URL);
  const embedded = await startEmbeddedPostgres(
    fromRepoRoot(env.EMBEDDED_PG_DIR),
    env.EMBEDDED_PG_PORT,
    pino({ level: 'warn' }),
  );
  try {
    await work(embedded.url);
  } finally {
    await embedded.stop();
  }
}
