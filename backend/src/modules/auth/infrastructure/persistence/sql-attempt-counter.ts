import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { RowCache } from '../../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../../platform/cache/row-change-feed.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { AttemptCounter } from '../../application/auth.port.js';
import type { AuthDb } from './auth-db.js';

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

  private get db() {
    return typedSql<AuthDb>(this.em);
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const row = await this.db
      .insertInto('login_attempts')
      .values({ id: key, count: 1, window_ends_at: sql<string>`now() + ${windowMs} * interval '1 millisecond'` })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => {
          const live = eb('login_attempts.window_ends_at', '>', sql<string>`now()`);
          return {
            count: eb
              .case()
              .when(live)
              .then(eb('login_attempts.count', '+', 1))
              .else(1)
              .end(),
            window_ends_at: eb
              .case()
              .when(live)
              .then(eb.ref('login_attempts.window_ends_at'))
              .else(eb.ref('excluded.window_ends_at'))
              .end(),
          };
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    this.feed.announce('login_attempts', [key]);
    return row.count;
  }

  async undo(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.db
      .updateTable('login_attempts')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('id', 'in', keys)
      .where('count', '>', 0)
      .where('window_ends_at', '>', sql<string>`now()`)
      .execute();
    this.feed.announce('login_attempts', keys);
  }

  async count(key: string): Promise<number> {
    const window = await this.windows.get(key, [`login_attempts:${key}`], async () => {
      const row = await this.db
        .selectFrom('login_attempts')
        .select(['count', 'window_ends_at'])
        .where('id', '=', key)
        .executeTakeFirst();
      return row ? { count: row.count, endsAtMs: new Date(row.window_ends_at).getTime() } : { count: 0, endsAtMs: 0 };
    });
    return window && window.endsAtMs > Date.now() ? window.count : 0;
  }
}
