import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { PlatformDb } from '../database/platform-db.js';
import { typedSql } from '../database/typed-sql.js';
import { EVENT_NAME_PATTERN, type EventMap, type EventName } from './event-map.js';

/** The channel that wakes the dispatchers (NOTIFY is delivered at commit, and not at all on rollback). */
export const EVENTS_CHANNEL = 'devpath_events';

/**
 * Publishes events into the outbox (`outbox_events`) in the caller's transaction: the event
 * exists if and only if the change it announces commits. The same statement queues a NOTIFY,
 * which PostgreSQL delivers when (and only if) that transaction commits, to every instance's
 * dispatcher, this one's included; see EventDispatcher.
 */
@Injectable()
export class EventOutbox {
  /** Returns the event's id. Must run inside the transaction of the change (throws otherwise). */
  async publish<N extends EventName>(em: EntityManager, name: N, payload: EventMap[N]): Promise<string> {
    if (!EVENT_NAME_PATTERN.test(name)) throw new Error(`event name "${name}" is not of the form module.something`);
    if (!em.isInTransaction()) {
      throw new Error(
        `event ${name} published outside a transaction: publish it in the transaction of the change it announces`,
      );
    }
    // One statement: the insert, and the NOTIFY of its id (queued until commit).
    const row = await typedSql<PlatformDb>(em)
      .with('event', (db) =>
        db
          .insertInto('outbox_events')
          .values({ name, payload: JSON.stringify(payload) })
          .returning('id'),
      )
      .selectFrom('event')
      .select((eb) => [
        sql<string>`id::text`.as('id'),
        eb.fn<void>('pg_notify', [eb.val(EVENTS_CHANNEL), sql<string>`id::text`]).as('notified'),
      ])
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
