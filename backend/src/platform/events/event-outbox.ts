import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
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
    const [row] = await em.execute<{ id: string }[]>(
      `with event as (insert into outbox_events (name, payload) values (?, ?::jsonb) returning id)
       select id::text as id, pg_notify(?, id::text) from event`,
      [name, JSON.stringify(payload), EVENTS_CHANNEL],
    );
    return row.id;
  }
}
