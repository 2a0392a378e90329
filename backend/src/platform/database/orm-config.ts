import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Composition } from '../modules/module-manifest.js';
import { currentEntityManager } from './request-context.js';

export interface OrmConfigOptions {
  databaseUrl: string;
  /** The composed monolith's tables and migrations (src/modules.ts). */
  schema: Pick<Composition, 'entities' | 'migrations'>;
  poolMax?: number;
  debug?: boolean;
}

/**
 * The one MikroORM configuration: used by the app, the CLI scripts and the tests.
 * Migrations are listed explicitly (each module's manifest, plus the history in
 * src/database/migrations) so the compiled build runs exactly the committed list, no globbing.
 */
export function createOrmConfig({ databaseUrl, schema, poolMax = 10, debug = false }: OrmConfigOptions) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: [...schema.entities],
    extensions: [Migrator],
    debug,
    allowGlobalContext: false,
    // The request's EntityManager (forked on first use; see request-context.ts).
    context: currentEntityManager,
    ensureDatabase: false,
    pool: { min: 0, max: poolMax, idleTimeoutMillis: 30_000 },
    driverOptions: { connectionTimeoutMillis: 5_000, statement_timeout: 15_000 },
    migrations: {
      migrationsList: [...schema.migrations],
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      snapshotOnMigrate: false,
    },
  });
}
