// Applies pending migrations to DATABASE_URL (or the embedded PostgreSQL) and loads the product
// content packs the database lacks (roadmaps, quiz, exam banks: part of the product), then exits.
// --schema-only: the migrations alone (scripts/db-types.mjs reads the schema; the content packs take
// seconds of CPU to build, the practice problems' generated tests most).
import { MikroORM } from '@mikro-orm/postgresql';
import { withDatabase } from './with-database.js';
import { createOrmConfig } from '../platform/database/orm-config.js';
import { migrateUp } from '../platform/database/migrate.js';
import { composition } from '../modules.js';
import { loadContentPacks } from '../platform/content/content-pack.js';

await withDatabase(async (databaseUrl) => {
  const orm = await MikroORM.init(createOrmConfig({ databaseUrl, schema: composition }));
  try {
    const applied = await migrateUp(orm);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
    if (process.argv.includes('--schema-only')) return;
    const content = await loadContentPacks(orm, composition.content);
    if (content.length) console.log(`Content loaded: ${content.map((c) => `${c.name} v${c.to}`).join(', ')}`);
  } finally {
    await orm.close();
  }
});
