import type { EntityManager } from '@mikro-orm/postgresql';
import type { Kysely } from 'kysely';
import type { DB } from './db.generated.js';

/**
 * Every table of the migrated schema with its columns (generated: db.generated.ts). A module never
 * uses it whole: its persistence adapter declares the tables it owns, `Pick<Database, 'blog_posts'>`,
 * so a query naming another module's table, or a column that no migration made, does not compile.
 */
export type Database = DB;

/**
 * A typed Kysely for `em`'s current context: the request's EntityManager and, inside
 * `em.transactional(...)` or after `begin()`, its transaction (MikroORM's `getKysely`), so the
 * statements commit or roll back with the ORM's and with the outbox's events as before.
 * Ask for it at each use (a getter), never keep it: the context is the caller's, not the constructor's.
 */
export function typedSql<Tables extends Partial<Database>>(em: EntityManager): Kysely<Tables> {
  // getKysely's return type is conditional on its type argument, which TypeScript cannot resolve
  // for a generic one: the instance is exactly a Kysely<Tables>.
  return em.getKysely<Tables>() as unknown as Kysely<Tables>;
}

/**
 * A typed Kysely on the pool, outside any transaction the caller may be in: for a statement of its
 * own that must not commit or roll back with the request's (the audit log's line after the answer).
 */
export function pooledSql<Tables extends Partial<Database>>(em: EntityManager): Kysely<Tables> {
  return em.getConnection().getClient<Tables>();
}
