// Applies the demo seeds not yet applied (idempotent), after migrating.
import { MikroORM } from '@mikro-orm/postgresql';
import { withDatabase } from './with-database.js';
import { createOrmConfig } from '../platform/database/orm-config.js';
import { migrateUp } from '../platform/database/migrate.js';
import { runDemoSeeds } from '../platform/seed/seed-runner.js';
import { composition } from '../modules.js';

await withDatabase(async (databaseUrl) => {
  const orm = await MikroORM.init(createOrmConfig({ databaseUrl, schema: composition }));
  try {
    await migrateUp(orm);
    const applied = await runDemoSeeds(orm, composition.seeds);
    console.log(applied.length ? `Seeded: ${applied.join(', ')}` : 'Demo content is already in place.');
  } finally {
    await orm.close();
  }
});
