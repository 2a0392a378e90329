import type { EntityManager } from '@mikro-orm/postgresql';
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
      await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`seed:${seed.name}`]);
      const inserted = await em.execute<{ name: string }[]>(
        'insert into seed_history (name, applied_at) values (?, now()) on conflict (name) do nothing returning name',
        [seed.name],
      );
      if (inserted.length === 0) return false;
      await seed.run(em);
      return true;
    });
    if (ran) applied.push(seed.name);
  }
  return applied;
}
