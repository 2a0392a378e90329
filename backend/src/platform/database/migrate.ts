import type { MikroORM } from '@mikro-orm/core';

/** Applies pending migrations (all in one transaction); returns their names. */
export async function migrateUp(orm: Pick<MikroORM, 'migrator'>): Promise<string[]> {
  const done = await orm.migrator.up();
  return done.map((m) => m.name);
}
