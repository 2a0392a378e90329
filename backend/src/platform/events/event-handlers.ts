import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EVENT_NAME_PATTERN, type DeliveredEvent, type EventName } from './event-map.js';

/**
 * A handler's work for one event. `em` is the handler's own transaction, which also records the
 * delivery (handler, event id): the effect and that record commit together or not at all, so
 * the effect happens once even though an event may be delivered more than once. Repositories
 * that use the injected EntityManager join that transaction too (MikroORM's transaction context).
 */
export type EventHandler<N extends EventName> = (event: DeliveredEvent<N>, em: EntityManager) => Promise<void>;

export interface RegisteredHandler {
  /** Stable name (`<module>.<what-it-does>`): deliveries are recorded under it, so never rename a live one. */
  handler: string;
  run: EventHandler<EventName>;
}

/**
 * The handlers of this instance, by event name. Modules register theirs when they start
 * (onModuleInit), e.g. `handlers.on('user.deleted', 'auth.forget-account', async (event, em) => …)`.
 */
@Injectable()
export class EventHandlers {
  private readonly byEvent = new Map<string, RegisteredHandler[]>();
  private readonly names = new Set<string>();

  on<N extends EventName>(name: N, handler: string, run: EventHandler<N>): void {
    if (!EVENT_NAME_PATTERN.test(name)) throw new Error(`event name "${name}" is not of the form module.something`);
    if (!EVENT_NAME_PATTERN.test(handler) || handler.length > 100)
      throw new Error(`handler name "${handler}" is not of the form module.what-it-does`);
    if (this.names.has(handler)) throw new Error(`event handler "${handler}" is registered twice`);
    this.names.add(handler);
    const list = this.byEvent.get(name) ?? [];
    list.push({ handler, run: run as EventHandler<EventName> });
    this.byEvent.set(name, list);
  }

  of(name: string): readonly RegisteredHandler[] {
    return this.byEvent.get(name) ?? [];
  }
}
