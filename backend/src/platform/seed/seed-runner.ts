import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { lockForTransaction, type PlatformDb } from '../database/platform-db.js';
import { typedSql } from '../database/typed-sql.js';
import type { DemoSeed } from './demo-seed.js';

/**
 * Applies each seed not yet recorded in seed_history, each in its own transaction with its
 * record, so a restart (or a crash half-way) never duplicates demo content.
 * Returns the names applied by this call.
 */
export async function runDemoSeeds(orm: { em: EntityManager }, seeds: readonly DemoSeed[]): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of seeds) {
    const ran = await orm.em.fork().transactional(async (em) => {
      // Serialise concurrent starters on the same database.
      const db = typedSql<PlatformDb>(em);
      await lockForTransaction(db, `seed:${seed.name}`);
      const inserted = await db
        .insertInto('seed_history')
        .values({ name: seed.name, applied_at: sql<string>`now()` })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('name')
        .execute();
      if (inserted.length === 0) return false;
      await seed.run(em);
      return true;
    });
    if (ran) applied.push(seed.name);
  }
  return applied;
}
