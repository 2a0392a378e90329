import type { Type } from '@nestjs/common';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { DemoSeed } from '../seed/demo-seed.js';
import type { ContentPack } from '../content/content-pack.js';

/** Any module's schema: the manifest holds schemas of unrelated entity types side by side. */
// biome-ignore lint/suspicious/noExplicitAny: EntitySchema's parameters are invariant; a list of different entities needs any
export type AnyEntitySchema = EntitySchema<any, any>;

/**
 * What a module hands to the application (docs/architecture.md, "The module template"): its Nest
 * module (controllers, providers, scheduled jobs, event handlers), the tables it owns, their
 * migrations and its demo seeds. Each module exports one from its `index.ts`; the composition
 * root (src/modules.ts) lists the modules, and platform learns about them only through this
 * shape, never by importing a module.
 */
export interface ModuleManifest {
  /** The folder name under src/modules (also the prefix of its seed and event handler names). */
  readonly name: string;
  readonly nestModule: Type;
  /** The module's persisted schemas (tables it owns; other modules refer to its rows by id only). */
  readonly entities?: readonly AnyEntitySchema[];
  /** The module's migrations, named `Migration<yyyymmddhhmmss>` (they run in name order with everyone's). */
  readonly migrations?: readonly MigrationObject[];
  /** The module's demo content, in order (stable names: recorded in seed_history). */
  readonly seeds?: readonly DemoSeed[];
  /** The module's product content (loaded in every environment, versioned; see ContentPack). */
  readonly content?: readonly ContentPack[];
}

/** Everything the platform needs to run the composed monolith. */
export interface Composition {
  readonly modules: readonly ModuleManifest[];
  readonly nestModules: readonly Type[];
  readonly entities: readonly AnyEntitySchema[];
  /** Oldest first, by name: the order the migrator applies them. */
  readonly migrations: readonly MigrationObject[];
  readonly seeds: readonly DemoSeed[];
  /** In module order: a module listed later may rely on an earlier one's content. */
  readonly content: readonly ContentPack[];
}

const MIGRATION_NAME = /^Migration\d{14}$/;

/**
 * Puts the platform's own schemas, the migration history that predates module-owned
 * migrations, and the modules together; refuses duplicates (two modules, tables, migrations or
 * seeds of one name) at startup rather than at the first query.
 */
export function composeModules(parts: {
  platformEntities: readonly AnyEntitySchema[];
  historyMigrations: readonly MigrationObject[];
  modules: readonly ModuleManifest[];
}): Composition {
  const unique = <T>(kind: string, items: readonly T[], key: (item: T) => string) => {
    const seen = new Set<string>();
    for (const item of items) {
      const k = key(item);
      if (seen.has(k)) throw new Error(`Two ${kind} are named "${k}".`);
      seen.add(k);
    }
    return items;
  };
  const modules = unique('modules', parts.modules, (m) => m.name);
  const entities = unique(
    'persisted schemas',
    [...parts.platformEntities, ...modules.flatMap((m) => m.entities ?? [])],
    (e) => e.meta.className,
  );
  const migrations = unique(
    'migrations',
    [...parts.historyMigrations, ...modules.flatMap((m) => m.migrations ?? [])],
    (m) => m.name,
  );
  for (const m of migrations) {
    if (!MIGRATION_NAME.test(m.name)) throw new Error(`Migration "${m.name}" is not named Migration<yyyymmddhhmmss>.`);
  }
  const seeds = unique(
    'demo seeds',
    modules.flatMap((m) => m.seeds ?? []),
    (s) => s.name,
  );
  const content = unique(
    'content packs',
    modules.flatMap((m) => m.content ?? []),
    (c) => c.name,
  );
  return {
    modules,
    nestModules: modules.map((m) => m.nestModule),
    entities,
    migrations: [...migrations].sort((a, b) => a.name.localeCompare(b.name)),
    seeds,
    content,
  };
}
