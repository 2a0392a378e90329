import type { EntityManager } from '@mikro-orm/postgresql';

/** A named, once-only piece of demo content contributed by a module. */
export interface DemoSeed {
  /** Stable name recorded in seed_history; never rename a seed that has shipped. */
  readonly name: string;
  run(em: EntityManager): Promise<void>;
}
