/**
 * Every event of the monolith: name → payload. Empty here, so the platform names no module:
 * each module adds the events it publishes from a file of its own by declaration merging,
 *
 *   declare module '../../../platform/events/event-map.js' {
 *     interface EventMap { 'user.deleted': UserDeleted }
 *   }
 *
 * and publishing or handling an event is then typed by its name. Payloads are plain JSON
 * (stored as jsonb): ids and values, never entities, dates as ISO strings.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging (see above); a type alias cannot be merged
export interface EventMap {}

export type EventName = keyof EventMap & string;

/** An event as its handlers get it. */
export interface DeliveredEvent<N extends EventName = EventName> {
  /** Unique and stable across retries and instances: what a handler is idempotent by. */
  id: string;
  name: N;
  payload: EventMap[N];
  createdAt: Date;
}

/** Event and handler names: lower-case dotted words, e.g. `user.deleted`, `auth.forget-account`. */
export const EVENT_NAME_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;
