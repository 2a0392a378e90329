import { RowCache } from './row-cache.js';
import type { RowChange, RowChangeFeed } from './row-change-feed.js';

/** The two things a cache needs from the feed: whether it is live, and its changes. */
function feed() {
  const listeners: Array<(change: RowChange) => void> = [];
  const state = {
    live: true,
    subscribe: (listener: (change: RowChange) => void) => {
      listeners.push(listener);
      return () => undefined;
    },
    emit: (change: RowChange) => {
      for (const listener of listeners) listener(change);
    },
  };
  return state;
}

describe('RowCache', () => {
  const make = (f: ReturnType<typeof feed>) =>
    new RowCache<{ v: number }>(f as unknown as RowChangeFeed, {
      tables: ['users', 'sessions'],
      max: 100,
      ttlMs: 60_000,
    });

  it('loads once and serves hits until a tagged row changes', async () => {
    const f = feed();
    const cache = make(f);
    let loads = 0;
    const load = async () => ({ v: ++loads });
    expect(await cache.get('s1', ['sessions:s1', 'users:7'], load)).toEqual({ v: 1 });
    expect(await cache.get('s1', ['sessions:s1', 'users:7'], load)).toEqual({ v: 1 });
    f.emit({ table: 'users', ids: ['8'] });
    expect(await cache.get('s1', ['sessions:s1', 'users:7'], load)).toEqual({ v: 1 });
    f.emit({ table: 'users', ids: ['7'] });
    expect(await cache.get('s1', ['sessions:s1', 'users:7'], load)).toEqual({ v: 2 });
    f.emit({ table: 'sessions', ids: null });
    expect(await cache.get('s1', ['sessions:s1', 'users:7'], load)).toEqual({ v: 3 });
  });

  it('drops a value built from any row of a table (`table:*`) when one row of it changes, as this instance announces its writes', async () => {
    const f = feed();
    const cache = make(f);
    let loads = 0;
    const load = async () => ({ v: ++loads });
    expect(await cache.get('all-users', ['users:*'], load)).toEqual({ v: 1 });
    f.emit({ table: 'sessions', ids: ['s1'] });
    expect(await cache.get('all-users', ['users:*'], load)).toEqual({ v: 1 });
    f.emit({ table: 'users', ids: ['42'] });
    expect(await cache.get('all-users', ['users:*'], load)).toEqual({ v: 2 });
    // A load in flight when one row changes is not kept either.
    let release!: () => void;
    const slow = cache.get(
      'all-users-2',
      ['users:*'],
      () => new Promise<{ v: number }>((r) => (release = () => r({ v: 100 }))),
    );
    f.emit({ table: 'users', ids: ['42'] });
    release();
    expect(await slow).toEqual({ v: 100 });
    expect(await cache.get('all-users-2', ['users:*'], load)).toEqual({ v: 3 });
  });

  it('does not keep a value whose rows changed while it was loading', async () => {
    const f = feed();
    const cache = make(f);
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const pending = cache.get('u1', ['users:1'], async () => {
      await slow;
      return { v: 1 };
    });
    f.emit({ table: 'users', ids: ['1'] });
    release();
    expect(await pending).toEqual({ v: 1 });
    expect(cache.size).toBe(0);
    expect(await cache.get('u1', ['users:1'], async () => ({ v: 2 }))).toEqual({ v: 2 });
  });

  it('bypasses the cache while the feed is down, and starts empty when it is back', async () => {
    const f = feed();
    const cache = make(f);
    await cache.get('u1', ['users:1'], async () => ({ v: 1 }));
    f.live = false;
    f.emit({ table: '*', ids: null });
    expect(await cache.get('u1', ['users:1'], async () => ({ v: 2 }))).toEqual({ v: 2 });
    expect(cache.size).toBe(0);
    f.live = true;
    expect(await cache.get('u1', ['users:1'], async () => ({ v: 3 }))).toEqual({ v: 3 });
    expect(await cache.get('u1', ['users:1'], async () => ({ v: 4 }))).toEqual({ v: 3 });
  });

  it('tags a value looked up by another key with the rows it came from', async () => {
    const f = feed();
    const cache = make(f);
    const byUid = (v: number) =>
      cache.get(
        'uid-a',
        (value) => [`users:${value.v}`],
        async () => ({ v }),
      );
    expect(await byUid(7)).toEqual({ v: 7 });
    expect(await byUid(8)).toEqual({ v: 7 });
    f.emit({ table: 'users', ids: ['6'] });
    expect(await byUid(8)).toEqual({ v: 7 });
    f.emit({ table: 'users', ids: ['7'] });
    expect(await byUid(8)).toEqual({ v: 8 });
  });

  it('does not keep a value looked up by another key when any row of its tables changed while it loaded', async () => {
    const f = feed();
    const cache = make(f);
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const pending = cache.get(
      'uid-b',
      (value) => [`users:${value.v}`],
      async () => {
        await slow;
        return { v: 1 };
      },
    );
    f.emit({ table: 'users', ids: ['999'] });
    release();
    expect(await pending).toEqual({ v: 1 });
    expect(cache.size).toBe(0);
  });

  it('peeks at a cached value without loading, and never while the feed is down', async () => {
    const f = feed();
    const cache = make(f);
    expect(cache.peek('u1')).toBeUndefined();
    await cache.get('u1', ['users:1'], async () => ({ v: 1 }));
    expect(cache.peek('u1')).toEqual({ v: 1 });
    f.live = false;
    expect(cache.peek('u1')).toBeUndefined();
    f.live = true;
    f.emit({ table: 'users', ids: ['1'] });
    expect(cache.peek('u1')).toBeUndefined();
  });

  it('never caches a missing row', async () => {
    const cache = make(feed());
    expect(await cache.get('gone', ['users:9'], async () => null)).toBeNull();
    expect(await cache.get('gone', ['users:9'], async () => ({ v: 1 }))).toEqual({ v: 1 });
  });

  /** A load the test finishes when it wants, counting how many were started. */
  function controlledLoads() {
    const started: Array<(v: number) => void> = [];
    return {
      started,
      load: () => new Promise<{ v: number }>((resolve) => started.push((v) => resolve({ v }))),
    };
  }

  it('shares one load among concurrent misses of a key', async () => {
    const cache = make(feed());
    const loads = controlledLoads();
    const readers = Array.from({ length: 20 }, () => cache.get('board', ['users:1'], loads.load));
    expect(loads.started).toHaveLength(1);
    loads.started[0](1);
    expect(await Promise.all(readers)).toEqual(Array.from({ length: 20 }, () => ({ v: 1 })));
    expect(await cache.get('board', ['users:1'], loads.load)).toEqual({ v: 1 });
    expect(loads.started).toHaveLength(1);
  });

  it('does not join a load whose rows changed after it started: the later reader loads again', async () => {
    const f = feed();
    const cache = make(f);
    const loads = controlledLoads();
    const early = cache.get('board', ['users:1'], loads.load);
    f.emit({ table: 'users', ids: ['1'] });
    const late = cache.get('board', ['users:1'], loads.load);
    expect(loads.started).toHaveLength(2);
    loads.started[0](1);
    loads.started[1](2);
    expect(await early).toEqual({ v: 1 });
    expect(await late).toEqual({ v: 2 });
    expect(await cache.get('board', ['users:1'], loads.load)).toEqual({ v: 2 });
  });

  it('forgets a failed load: the next reader tries again', async () => {
    const cache = make(feed());
    await expect(
      cache.get('board', ['users:1'], async () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await cache.get('board', ['users:1'], async () => ({ v: 3 }))).toEqual({ v: 3 });
  });

  it('with refreshAfterExpiry, serves an expired value while one load replaces it, and drops it at once on a change', async () => {
    const f = feed();
    const cache = new RowCache<{ v: number }>(f as unknown as RowChangeFeed, {
      tables: ['users'],
      max: 10,
      ttlMs: 5,
      refreshAfterExpiry: true,
    });
    const loads = controlledLoads();
    const first = cache.get('board', ['users:1'], loads.load);
    loads.started[0](1);
    expect(await first).toEqual({ v: 1 });
    // Wait until the value is past its TTL (peek shows fresh values only).
    for (let i = 0; i < 500 && cache.peek('board'); i++) await new Promise((resolve) => setTimeout(resolve, 2));
    expect(cache.peek('board')).toBeUndefined();
    // Expired: answered from the old value, with one refresh started however many read.
    expect(await cache.get('board', ['users:1'], loads.load)).toEqual({ v: 1 });
    expect(await cache.get('board', ['users:1'], loads.load)).toEqual({ v: 1 });
    expect(loads.started).toHaveLength(2);
    loads.started[1](2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('board', ['users:1'], loads.load)).toEqual({ v: 2 });
    // A change is not an expiry: the next reader waits for the new value.
    f.emit({ table: 'users', ids: ['1'] });
    const after = cache.get('board', ['users:1'], loads.load);
    expect(loads.started).toHaveLength(3);
    loads.started[2](3);
    expect(await after).toEqual({ v: 3 });
  });
});
