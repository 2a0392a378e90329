import { RowCache } from './row-cache.js';
import type { RowChange, RowChangeFeed } from './row-change-feed.js';

/** The two things a cache needs from the feed: whether it is live, and its changes. */
function feed() {
  const listeners: Array<(change: RowChange) => void> = [];
  const state = {
    live: true,
    subscribe: (listener: (change: RowChange) => void) => (listeners.push(listener), () => undefined),
    emit: (change: RowChange) => listeners.forEach((listener) => listener(change)),
  };
  return state;
}

describe('RowCache', () => {
  const make = (f: ReturnType<typeof feed>) => new RowCache<{ v: number }>(f as unknown as RowChangeFeed, { tables: ['users', 'sessions'], max: 100, ttlMs: 60_000 });

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
    const byUid = (v: number) => cache.get('uid-a', (value) => [`users:${value.v}`], async () => ({ v }));
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
    const pending = cache.get('uid-b', (value) => [`users:${value.v}`], async () => {
      await slow;
      return { v: 1 };
    });
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
});
