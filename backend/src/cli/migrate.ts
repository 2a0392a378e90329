// Applies pending migrations to DATABASE_URL (or the embedded PostgreSQL), then exits.
import { MikroORM } from '@mikro-orm/postgresql';
import { withDatabase } from './with-database.js';
import { createOrmConfig } from '../platform/database/orm-config.js';
import { migrateUp } from '../platform/database/migrate.js';
import { composition } from '../modules.js';

await withDatabase(async (databaseUrl) => {
  const orm = await MikroORM.init(createOrmConfig({ databaseUrl, schema: composition }));
  try {
    const applied = await migrateUp(orm);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await orm.close();
  }
});
