import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { RowCache } from '../../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../../platform/cache/row-change-feed.js';
import { AttemptCounter } from '../../application/ports.js';

/**
 * Attempt counters in PostgreSQL (`login_attempts`), not Redis: the database is always there and
 * shared by every instance, while Redis is optional and falls back to per-instance memory when
 * it fails, which would give each instance its own allowance again. A hit is one upsert that
 * returns the new count (the row lock serialises parallel hits); the windows follow the
 * database's clock, the same for every instance. Reads go through a coherent cache.
 */
@Injectable()
export class SqlAttemptCounter extends AttemptCounter {
  private readonly windows: RowCache<{ count: number; endsAtMs: number }>;

  constructor(
    private readonly em: EntityManager,
    private readonly feed: RowChangeFeed,
    config: AppConfig,
  ) {
    super();
    this.windows = new RowCache(feed, { tables: ['login_attempts'], max: 50_000, ttlMs: config.cacheTtlMs });
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const [row] = await this.em.execute<{ count: number }[]>(
      `insert into login_attempts as a (id, count, window_ends_at) values (?, 1, now() + ? * interval '1 millisecond')
       on conflict (id) do update set
         count = case when a.window_ends_at > now() then a.count + 1 else 1 end,
         window_ends_at = case when a.window_ends_at > now() then a.window_ends_at else excluded.window_ends_at end
       returning count`,
      [key, windowMs],
    );
    this.feed.announce('login_attempts', [key]);
    return row.count;
  }

  async undo(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.em.execute(
      `update login_attempts set count = count - 1 where id in (${keys.map(() => '?').join(', ')}) and count > 0 and window_ends_at > now()`,
      keys,
    );
    this.feed.announce('login_attempts', keys);
  }

  async count(key: string): Promise<number> {
    const window = await this.windows.get(key, [`login_attempts:${key}`], async () => {
      const [row] = await this.em.execute<{ count: number; window_ends_at: Date }[]>(
        'select count, window_ends_at from login_attempts where id = ?',
        [key],
      );
      return row ? { count: row.count, endsAtMs: new Date(row.window_ends_at).getTime() } : { count: 0, endsAtMs: 0 };
    });
    return window && window.endsAtMs > Date.now() ? window.count : 0;
  }
}
