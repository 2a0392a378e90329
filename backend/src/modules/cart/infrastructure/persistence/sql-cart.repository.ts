import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { pgTextArray } from '../../../../platform/database/sql-values.js';
import type { CartEntry } from '../../domain/cart.js';
import { CartRepository } from '../../domain/cart.repository.js';

/** An advisory lock namespace: one learner's cart is counted and filled one request at a time. */
const ADD_LOCK = 0x6361_7201;

@Injectable()
export class SqlCartRepository extends CartRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async entries(userId: number): Promise<CartEntry[]> {
    const rows = await this.em
      .fork()
      .execute<{ product_id: string; added_at: Date }[]>(
        `select product_id, added_at from cart_items where user_id = ? order by added_at, product_id`,
        [userId],
      );
    return rows.map((r) => ({ productId: r.product_id, addedAt: new Date(r.added_at) }));
  }

  async add(userId: number, productIds: readonly string[], at: Date, cap: number): Promise<{ full: boolean }> {
    return this.em.fork().transactional(async (em) => {
      // Counted and inserted under a per-learner lock: parallel adds cannot overfill the cart.
      await em.execute('select pg_advisory_xact_lock(?, ?)', [ADD_LOCK, userId]);
      const present = new Set(
        (
          await em.execute<{ product_id: string }[]>(`select product_id from cart_items where user_id = ?`, [userId])
        ).map((r) => r.product_id),
      );
      const wanted = [...new Set(productIds)].filter((id) => !present.has(id));
      const adding = wanted.slice(0, Math.max(0, cap - present.size));
      if (adding.length) {
        await em.execute(
          `insert into cart_items (user_id, product_id, added_at)
           select ?, id, ?::timestamptz + (n - 1) * interval '1 millisecond' from unnest(?::varchar[]) with ordinality as item(id, n)
           on conflict do nothing`,
          [userId, at, pgTextArray(adding)],
        );
      }
      return { full: adding.length < wanted.length };
    });
  }

  async remove(userId: number, productIds: readonly string[]): Promise<void> {
    await this.em
      .fork()
      .execute(`delete from cart_items where user_id = ? and product_id = any(?::varchar[])`, [
        userId,
        pgTextArray(productIds),
      ]);
  }

  async clear(userId: number): Promise<void> {
    await this.em.fork().execute(`delete from cart_items where user_id = ?`, [userId]);
  }
}
