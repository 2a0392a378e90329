import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from '../../database/entities.js';
import { migrationsList } from '../../database/migrations/index.js';
import { currentEntityManager } from './request-context.js';

export interface OrmConfigOptions {
  databaseUrl: string;
  poolMax?: number;
  debug?: boolean;
}

/**
 * The one MikroORM configuration: used by the app, the CLI scripts and the tests.
 * Migrations are listed explicitly (src/database/migrations/index.ts) so the compiled
 * build runs exactly the committed history with no file globbing.
 */
export function createOrmConfig({ databaseUrl, poolMax = 10, debug = false }: OrmConfigOptions) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    debug,
    allowGlobalContext: false,
    // The request's EntityManager (forked on first use; see request-context.ts).
    context: currentEntityManager,
    ensureDatabase: false,
    pool: { min: 0, max: poolMax, idleTimeoutMillis: 30_000 },
    driverOptions: { connectionTimeoutMillis: 5_000, statement_timeout: 15_000 },
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      snapshotOnMigrate: false,
    },
  });
}
