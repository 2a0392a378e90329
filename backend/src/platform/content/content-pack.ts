import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { lockForTransaction, type PlatformDb } from '../database/platform-db.js';
import { typedSql } from '../database/typed-sql.js';

/**
 * Product content a module ships with the code (roadmaps, quiz questions, exam banks): loaded
 * in every environment, production included, unlike demo seeds. A pack has a stable name and a
 * version; `loadContentPacks` runs a pack when the database holds an older version of it (or
 * none), in one transaction with its record in content_history, under an advisory lock, so a
 * restart, two instances starting together or a crash half-way never load it twice.
 *
 * A pack's `load` must be idempotent and must never overwrite what staff changed: insert what
 * is missing by its stable key, update only rows still marked as shipped content (e.g. an
 * `edited_by_staff` flag false) and never delete learners' data. Raise `version` whenever the
 * shipped content changes.
 */
export interface ContentPack {
  /** Stable name recorded in content_history (`<module>.<what>`); never rename a shipped pack. */
  readonly name: string;
  /** A positive integer; raise it when the shipped content changes. */
  readonly version: number;
  load(em: EntityManager, previousVersion: number | null): Promise<void>;
}

export interface LoadedPack {
  name: string;
  from: number | null;
  to: number;
}

/** Loads each pack whose version the database lacks; returns the packs loaded by this call. */
export async function loadContentPacks(
  orm: { em: EntityManager },
  packs: readonly ContentPack[],
): Promise<LoadedPack[]> {
  const loaded: LoadedPack[] = [];
  for (const pack of packs) {
    if (!Number.isInteger(pack.version) || pack.version < 1)
      throw new Error(`content pack ${pack.name} has no positive integer version`);
    const result = await orm.em.fork().transactional(async (em) => {
      const db = typedSql<PlatformDb>(em);
      await lockForTransaction(db, `content:${pack.name}`);
      const row = await db
        .selectFrom('content_history')
        .select('version')
        .where('name', '=', pack.name)
        .executeTakeFirst();
      const previous = row ? Number(row.version) : null;
      if (previous !== null && previous >= pack.version) return null;
      await pack.load(em, previous);
      await db
        .insertInto('content_history')
        .values({ name: pack.name, version: pack.version, loaded_at: sql<string>`now()` })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet((eb) => ({
            version: eb.ref('excluded.version'),
            loaded_at: eb.ref('excluded.loaded_at'),
          })),
        )
        .execute();
      return { name: pack.name, from: previous, to: pack.version };
    });
    if (result) loaded.push(result);
  }
  return loaded;
}
