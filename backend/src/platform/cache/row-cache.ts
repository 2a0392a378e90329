import { LRUCache } from 'lru-cache';
import type { RowChange, RowChangeFeed } from './row-change-feed.js';

interface Entry<V> {
  value: V;
  tags: readonly string[];
}

interface Load {
  /** The rows the load reads; null when they are known only from its result (any change counts). */
  tags: readonly string[] | null;
  stale: boolean;
}

interface Flight<V> {
  load: Load;
  value: Promise<V | null>;
}

/**
 * A bounded in-process read-through cache of values built from database rows. Each value is
 * tagged with the rows it was built from (`users:42`, `sessions:<uuid>`); when the change feed
 * reports one of those rows changed, the value is dropped, and a load that was in flight while
 * its rows changed is not stored. No hits are served while the feed is down.
 *
 * Concurrent misses of one key share one load (joined only while no row of it has changed), so
 * an expiry under load is one query, not one per request. With `refreshAfterExpiry`, a value
 * past its TTL (but not dropped by a change) is still served while one load replaces it in the
 * background: the TTL only bounds how long a missed notification could keep a value, and the
 * readers of hot keys (the leaderboards) never wait for it.
 */
export class RowCache<V extends object> {
  private readonly entries: LRUCache<string, Entry<V>>;
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly loads = new Set<Load>();
  private readonly flights = new Map<string, Flight<V>>();
  private readonly tables: ReadonlySet<string>;
  private readonly refreshAfterExpiry: boolean;

  constructor(
    private readonly feed: RowChangeFeed,
    options: { tables: string[]; max: number; ttlMs: number; refreshAfterExpiry?: boolean },
  ) {
    this.tables = new Set(options.tables);
    this.refreshAfterExpiry = options.refreshAfterExpiry ?? false;
    this.entries = new LRUCache<string, Entry<V>>({
      max: options.max,
      ttl: Math.max(1, options.ttlMs),
      dispose: (entry, key) => this.untag(key, entry.tags),
    });
    feed.subscribe((change) => this.onChange(change));
  }

  /**
   * The cached value of `key`, else `load()`, kept unless one of `tags` changed meanwhile.
   * `tags` may be a function of the loaded value, for a lookup by another key (the rows are
   * known only once loaded): then a change to any row of the cache's tables during the load
   * means the value is not kept.
   */
  async get(
    key: string,
    tags: readonly string[] | ((value: V) => readonly string[]),
    load: () => Promise<V | null>,
  ): Promise<V | null> {
    if (!this.feed.live) return load();
    if (!this.refreshAfterExpiry) {
      const hit = this.entries.get(key);
      return hit ? hit.value : this.loadOnce(key, tags, load);
    }
    const hit = this.entries.get(key, { allowStale: true, noDeleteOnStaleGet: true });
    if (!hit) return this.loadOnce(key, tags, load);
    if (this.entries.getRemainingTTL(key) <= 0) void this.loadOnce(key, tags, load).catch(() => undefined);
    return hit.value;
  }

  /** One load per key at a time: a caller joins the load in flight unless its rows changed meanwhile. */
  private loadOnce(
    key: string,
    tags: readonly string[] | ((value: V) => readonly string[]),
    load: () => Promise<V | null>,
  ): Promise<V | null> {
    const flying = this.flights.get(key);
    if (flying && !flying.load.stale) return flying.value;
    const pending: Load = { tags: typeof tags === 'function' ? null : tags, stale: false };
    this.loads.add(pending);
    const flight: Flight<V> = { load: pending, value: Promise.resolve(null) };
    this.flights.set(key, flight);
    flight.value = (async () => {
      try {
        const loaded = await load();
        if (loaded && !pending.stale && this.feed.live)
          this.store(key, typeof tags === 'function' ? tags(loaded) : tags, loaded);
        return loaded;
      } finally {
        this.loads.delete(pending);
        if (this.flights.get(key) === flight) this.flights.delete(key);
      }
    })();
    return flight.value;
  }

  /** The cached value of `key` without loading it (undefined on a miss or while the feed is down). */
  peek(key: string): V | undefined {
    return this.feed.live ? this.entries.get(key, { noDeleteOnStaleGet: true })?.value : undefined;
  }

  delete(key: string): void {
    this.entries.delete(key);
    const flying = this.flights.get(key);
    if (flying) flying.load.stale = true;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, tags: readonly string[], value: V): void {
    this.entries.set(key, { value, tags });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.keysByTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  private untag(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }

  private onChange({ table, ids }: RowChange): void {
    if (table !== '*' && !this.tables.has(table)) return;
    if (table === '*' || ids === null) {
      for (const load of this.loads) load.stale = true;
      this.entries.clear();
      return;
    }
    // A value tagged `table:*` was built from any rows of the table: a change to one row drops it too
    // (this instance announces its own writes by id, synchronously; the triggers' `table:*` comes later).
    for (const tag of [...ids.map((id) => `${table}:${id}`), `${table}:*`]) {
      for (const load of this.loads) if (!load.tags || load.tags.includes(tag)) load.stale = true;
      const keys = this.keysByTag.get(tag);
      if (keys) for (const key of [...keys]) this.entries.delete(key);
    }
  }
}
