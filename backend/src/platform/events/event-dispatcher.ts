import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { sql, type Kysely, type Selectable } from 'kysely';
import pg from 'pg';
import { AppConfig } from '../config/app-config.js';
import type { PlatformDb } from '../database/platform-db.js';
import { typedSql } from '../database/typed-sql.js';
import type { DeliveredEvent, EventName } from './event-map.js';
import { EventHandlers, type RegisteredHandler } from './event-handlers.js';
import { EVENTS_CHANNEL } from './event-outbox.js';

/** The fallback when a NOTIFY was missed (listener down, another instance's commit while reconnecting). */
export const EVENTS_POLL_MS = 5_000;
/** How long deliverNow waits, by default, for an event another dispatcher holds. */
export const DELIVER_NOW_TIMEOUT_MS = 3_000;
/** Events claimed per transaction. */
const BATCH = 20;
/** A failing handler is retried after 1 s, 2 s, 4 s, … up to an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(2 ** Math.max(attempts - 1, 0), 3600);
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/** PostgreSQL's lock_not_available (lock_timeout passed), however the driver layer wraps it. */
const isLockTimeout = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string }; message?: string } | null;
  return e?.code === '55P03' || e?.cause?.code === '55P03' || /lock timeout/i.test(e?.message ?? '');
};

type OutboxRow = Pick<Selectable<PlatformDb['outbox_events']>, 'id' | 'name' | 'payload' | 'created_at' | 'attempts'>;

/** The columns a delivery reads (the id as text: int8). */
const OUTBOX_COLUMNS = ['id', 'name', 'payload', 'created_at', 'attempts'] as const;

/** Sets PostgreSQL's lock_timeout for the rest of `db`'s transaction (`set_config(…, true)`: local). */
async function setLockTimeout(db: Kysely<PlatformDb>, timeoutMs: number): Promise<void> {
  await db
    .selectNoFrom((eb) =>
      eb.fn<string>('set_config', [eb.val('lock_timeout'), eb.val(`${timeoutMs}ms`), eb.lit(true)]).as('lock_timeout'),
    )
    .execute();
}

/**
 * Delivers the outbox's events to this instance's handlers, at least once, after commit:
 * woken by the NOTIFY of each committed publish (from any instance), by a poll every few
 * seconds, and at start (events left by a crash). Safe with any number of instances:
 *
 * - A batch of due events is claimed in one transaction with `FOR NO KEY UPDATE SKIP LOCKED`
 *   (other dispatchers skip them; NO KEY so the deliveries' foreign key can still reference
 *   them), held until the batch is done; a crash releases them with the connection.
 * - Each handler not yet recorded for an event runs in its own transaction, which first inserts
 *   (event_id, handler) into `event_deliveries` (primary key): effect and record commit together,
 *   so an effect exists once however often the event is delivered.
 * - A failing handler is retried with backoff (`attempts`, `next_attempt_at`, `last_error`);
 *   the event's other handlers and other events go on. The event is marked delivered when all
 *   its handlers are recorded (an event without handlers here: at once).
 */
@Injectable()
export class EventDispatcher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger('Events');
  private running?: Promise<void>;
  private again = false;
  private closing = false;
  private pollTimer?: NodeJS.Timeout;
  private retryTimer?: NodeJS.Timeout;
  private retryAt = Infinity;
  private listener?: pg.Client;
  private reconnectTimer?: NodeJS.Timeout;
  private reconnectDelay = RECONNECT_MIN_MS;

  constructor(
    private readonly orm: MikroORM,
    private readonly handlers: EventHandlers,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.pollTimer = setInterval(() => this.wake(), EVENTS_POLL_MS);
    this.pollTimer.unref();
    // Once listening, it delivers what is due: events committed while no instance ran, or left by a
    // crash (if the listener cannot connect, its reconnection or the poll does).
    await this.listen();
  }

  /** Graceful shutdown: stops claiming and waits for the batch being delivered. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.retryTimer);
    clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.running;
  }

  /** Delivers what is due now, in the background (a run in progress goes round once more). */
  wake(): void {
    if (this.closing) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => (this.running = undefined));
  }

  /** Until nothing due is left (for tests and shutdown: the run in progress, if any, then one more). */
  async drain(): Promise<void> {
    while (this.running) await this.running;
    this.wake();
    await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.closing && (await this.dispatchBatch()) === BATCH);
      } catch (error) {
        // The database is away or the tables are missing: the poll tries again.
        this.log.warn(`event delivery paused: ${(error as Error).message}`);
        return;
      }
    } while (this.again && !this.closing);
  }

  /** Claims and delivers one batch of due events; returns how many were claimed. */
  private async dispatchBatch(): Promise<number> {
    // begin/commit on a fork, not em.transactional: the handlers' transactions must not nest in this one.
    const claim = this.orm.em.fork({ disableContextResolution: true });
    await claim.begin();
    try {
      const events = await typedSql<PlatformDb>(claim)
        .selectFrom('outbox_events')
        .select(OUTBOX_COLUMNS)
        .where('delivered_at', 'is', null)
        .where('next_attempt_at', '<=', sql<string>`now()`)
        .orderBy('id')
        .limit(BATCH)
        .forNoKeyUpdate()
        .skipLocked()
        .execute();
      await this.deliverClaimed(claim, events);
      await claim.commit();
      return events.length;
    } catch (error) {
      await claim.rollback().catch(() => undefined);
      throw error;
    }
  }

  /**
   * Delivers these events now, in this process: for a request that published them and answers
   * with their effects (the XP a module done awarded). Call it after the publishing transaction
   * committed. The events are claimed as the background delivery claims them (a row lock held
   * until they are done), so each handler's effect still happens once:
   *
   * - an event nobody holds is delivered here at once (the background delivery skips it meanwhile);
   * - an event another dispatcher holds (this instance's background run, woken by the same commit,
   *   or another instance's) is waited for, at most `timeoutMs` (PostgreSQL's lock_timeout: the
   *   wait ends when the holder commits, no polling); then it is delivered, or delivered here if
   *   the holder stopped short of it;
   * - past the timeout, or when a handler fails (it is retried with backoff as usual), or while
   *   shutting down, the answer is false: the background delivery delivers them, nothing is lost.
   *
   * True when every event is delivered (an event no longer in the outbox was delivered long ago).
   */
  async deliverNow(eventIds: readonly string[], options: { timeoutMs?: number } = {}): Promise<boolean> {
    const ids = [...new Set(eventIds)];
    if (ids.some((id) => !/^\d+$/.test(id))) throw new Error(`not event ids: ${ids.join(', ')}`);
    if (!ids.length) return true;
    if (this.closing) return false;
    const timeoutMs = Math.max(1, Math.round(options.timeoutMs ?? DELIVER_NOW_TIMEOUT_MS));
    const claim = this.orm.em.fork({ disableContextResolution: true });
    try {
      // The caller's change is committed: a failure here leaves the events to the background, never to the answer.
      await claim.begin();
      const db = typedSql<PlatformDb>(claim);
      await setLockTimeout(db, timeoutMs);
      const rows = await db
        .selectFrom('outbox_events')
        .select((eb) => [
          ...OUTBOX_COLUMNS,
          eb('delivered_at', 'is not', null).$castTo<boolean>().as('delivered'),
          eb('next_attempt_at', '<=', sql<string>`now()`).$castTo<boolean>().as('due'),
        ])
        .where('id', 'in', ids)
        .orderBy('id')
        .forNoKeyUpdate()
        .execute();
      const undelivered = rows.filter((row) => !row.delivered);
      const delivered = await this.deliverClaimed(
        claim,
        undelivered.filter((row) => row.due),
      );
      await claim.commit();
      return undelivered.every((row) => delivered.has(row.id));
    } catch (error) {
      await claim.rollback().catch(() => undefined);
      if (!isLockTimeout(error))
        this.log.warn(
          `immediate delivery of events ${ids.join(', ')} left to the background: ${(error as Error).message}`,
        );
      return false;
    }
  }

  /**
   * Delivers events claimed (row-locked) by `claim`'s transaction: each handler not yet recorded,
   * then the event marked delivered, or its retry scheduled. Returns the ids of the events marked
   * delivered (not those with a failed handler, nor those left when shutdown began).
   */
  private async deliverClaimed(claim: EntityManager, events: readonly OutboxRow[]): Promise<Set<string>> {
    const delivered = new Set<string>();
    const done = new Set<string>();
    const db = typedSql<PlatformDb>(claim);
    if (events.length) {
      const rows = await db
        .selectFrom('event_deliveries')
        .select(['event_id', 'handler'])
        .where(
          'event_id',
          'in',
          events.map((e) => e.id),
        )
        .execute();
      for (const row of rows) done.add(`${row.event_id} ${row.handler}`);
    }
    for (const row of events) {
      if (this.closing) break;
      const failures: string[] = [];
      for (const handler of this.handlers.of(row.name)) {
        if (done.has(`${row.id} ${handler.handler}`)) continue;
        try {
          await this.deliver(row, handler);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          failures.push(`${handler.handler}: ${message}`);
          this.log.error(
            { err: error, eventId: row.id, event: row.name, handler: handler.handler },
            `event handler ${handler.handler} failed`,
          );
        }
      }
      if (failures.length === 0) {
        await db
          .updateTable('outbox_events')
          .set((eb) => ({ delivered_at: sql<string>`now()`, attempts: eb('attempts', '+', 1) }))
          .where('id', '=', row.id)
          .execute();
        delivered.add(row.id);
      } else {
        const delay = retryDelaySeconds(row.attempts + 1);
        await db
          .updateTable('outbox_events')
          .set((eb) => ({
            attempts: eb('attempts', '+', 1),
            next_attempt_at: sql<string>`now() + ${delay} * interval '1 second'`,
            last_error: failures.join('\n').slice(0, 4000),
          }))
          .where('id', '=', row.id)
          .execute();
        this.retryIn(delay * 1000);
      }
    }
    return delivered;
  }

  private async deliver(row: OutboxRow, handler: RegisteredHandler): Promise<void> {
    const event: DeliveredEvent<EventName> = {
      id: row.id,
      name: row.name as EventName,
      payload: row.payload as unknown as DeliveredEvent<EventName>['payload'],
      createdAt: new Date(row.created_at),
    };
    await this.orm.em.fork({ disableContextResolution: true }).transactional(async (em) => {
      const recorded = await typedSql<PlatformDb>(em)
        .insertInto('event_deliveries')
        .values({ event_id: row.id, handler: handler.handler })
        .onConflict((oc) => oc.doNothing())
        .returning('event_id')
        .execute();
      // Recorded by another dispatcher already (its effect committed with that record).
      if (recorded.length === 0) return;
      await handler.run(event, em);
    });
  }

  /** Wakes this instance when the earliest retry it scheduled is due (the poll would, later). */
  private retryIn(ms: number): void {
    const at = Date.now() + ms;
    if (at >= this.retryAt) return;
    clearTimeout(this.retryTimer);
    this.retryAt = at;
    this.retryTimer = setTimeout(() => {
      this.retryAt = Infinity;
      this.wake();
    }, ms + 50);
    this.retryTimer.unref();
  }

  private async listen(): Promise<void> {
    if (this.closing) return;
    const client = new pg.Client({
      connectionString: this.config.databaseUrl,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    this.listener = client;
    const lost = (error?: Error) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      if (!this.closing) {
        if (error)
          this.log.warn(
            `event listener lost (${error.message}); polling every ${EVENTS_POLL_MS / 1000} s until it is back`,
          );
        clearTimeout(this.reconnectTimer);
        this.reconnectTimer = setTimeout(() => void this.listen(), this.reconnectDelay);
        this.reconnectTimer.unref();
        this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
      }
      client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) this.wake();
    });
    try {
      await client.connect();
      await client.query(`listen ${EVENTS_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    if (this.listener !== client) return;
    this.reconnectDelay = RECONNECT_MIN_MS;
    // Anything committed while nobody listened (at start: while no instance ran, or left by a crash).
    this.wake();
  }
}
