import type { Kysely } from 'kysely';
import type { Database } from './typed-sql.js';

/**
 * The tables the platform owns (its first migrations created them): the scheduler's job runs,
 * the demo seeds' and content packs' records, the event outbox and its deliveries. Platform
 * imports no module, and its SQL can name no module's table.
 */
export type PlatformDb = Pick<
  Database,
  'job_run' | 'seed_history' | 'content_history' | 'outbox_events' | 'event_deliveries'
>;

/**
 * Waits for the transaction-scoped advisory lock named `key` (`pg_advisory_xact_lock`), held
 * until `db`'s transaction commits or rolls back: serialises concurrent starters on one database.
 */
export async function lockForTransaction(db: Kysely<PlatformDb>, key: string): Promise<void> {
  await db
    .selectNoFrom((eb) =>
      eb.fn<void>('pg_advisory_xact_lock', [eb.fn<string>('hashtextextended', [eb.val(key), eb.lit(0)])]).as('locked'),
    )
    .execute();
}

/** Like lockForTransaction, without waiting: false when another transaction holds the lock. */
export async function tryLockForTransaction(db: Kysely<PlatformDb>, key: string): Promise<boolean> {
  const { locked } = await db
    .selectNoFrom((eb) =>
      eb
        .fn<boolean>('pg_try_advisory_xact_lock', [eb.fn<string>('hashtextextended', [eb.val(key), eb.lit(0)])])
        .as('locked'),
    )
    .executeTakeFirstOrThrow();
  return locked;
}
