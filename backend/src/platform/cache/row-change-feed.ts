import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { AppConfig } from '../config/app-config.js';

/** The channel the row-change triggers (migration Migration20261122000000) notify on. */
export const ROW_CHANGE_CHANNEL = 'devpath_row_changes';

/** Rows of `table` changed: their ids, or null for "any row" (large set-based writes). */
export interface RowChange {
  table: string;
  ids: string[] | null;
}

type Listener = (change: RowChange) => void;

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * Tells in-process caches which rows changed, whoever changed them: PostgreSQL triggers on the
 * cached tables NOTIFY after every committed UPDATE or DELETE (this instance's, another
 * instance's, a set-based job's or a manual SQL session's), and this service LISTENs on one
 * dedicated connection. Writes made by this instance are also announced synchronously, so a
 * caller never reads its own write stale.
 *
 * Caches must only serve hits while the feed is `live`: while the connection is down a change
 * could be missed, so every cache is bypassed and, on reconnection, cleared.
 */
@Injectable()
export class RowChangeFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('RowChangeFeed');
  private readonly listeners = new Set<Listener>();
  private client?: pg.Client;
  private connected = false;
  private closing = false;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer?: NodeJS.Timeout;

  constructor(private readonly config: AppConfig) {}

  /** True while changes are being received: caches may serve hits. */
  get live(): boolean {
    return this.connected && this.config.cacheTtlMs > 0;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** This instance changed these rows (call after the write; the trigger informs the others). */
  announce(table: string, ids: Array<string | number> | null): void {
    this.emit({ table, ids: ids === null ? null : ids.map(String) });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.cacheTtlMs <= 0) return;
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    clearTimeout(this.reconnectTimer);
    this.connected = false;
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.config.databaseUrl,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    this.client = client;
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.markDown();
      if (!this.closing) {
        if (error) this.log.warn(`row-change feed lost (${error.message}); caches bypassed until it is back`);
        this.scheduleReconnect();
      }
      client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === ROW_CHANGE_CHANNEL && message.payload) this.emit(parsePayload(message.payload));
    });
    try {
      await client.connect();
      await client.query(`listen ${ROW_CHANGE_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    if (this.client !== client) return;
    // Anything could have changed while nobody listened.
    this.emit({ table: '*', ids: null });
    this.connected = true;
    this.reconnectDelay = RECONNECT_MIN_MS;
  }

  private markDown(): void {
    this.connected = false;
    this.emit({ table: '*', ids: null });
  }

  private scheduleReconnect(): void {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => void this.connect(), this.reconnectDelay);
    this.reconnectTimer.unref();
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
  }

  private emit(change: RowChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

/** Trigger payloads: `users:1,2,3` or `users:*`. */
export function parsePayload(payload: string): RowChange {
  const colon = payload.indexOf(':');
  const table = colon < 0 ? payload : payload.slice(0, colon);
  const rest = colon < 0 ? '*' : payload.slice(colon + 1);
  return { table, ids: rest === '*' || rest === '' ? null : rest.split(',') };
}
