import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Kysely, sql } from 'kysely';
import { pooledSql, typedSql } from '../../../../platform/database/typed-sql.js';
import type { CartEntry } from '../../domain/cart.js';
import { CartRepository } from '../../domain/cart.repository.js';
import type { CartDb } from './cart-db.js';

/** An advisory lock namespace: one learner's cart is counted and filled one request at a time. */
const ADD_LOCK = 0x6361_7201;

/** Waits (in the caller's transaction) until no other transaction counts or fills this learner's cart. */
function lockCartOf(db: Kysely<CartDb>, userId: number): Promise<unknown> {
  return sql`select pg_advisory_xact_lock(${ADD_LOCK}, ${userId})`.execute(db);
}

/** The cart's statements run on the pool, outside any transaction of the request. */
@Injectable()
export class SqlCartRepository extends CartRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return pooledSql<CartDb>(this.em);
  }

  async entries(userId: number): Promise<CartEntry[]> {
    const rows = await this.db
      .selectFrom('cart_items')
      .select(['product_id', 'added_at'])
      .where('user_id', '=', userId)
      .orderBy('added_at')
      .orderBy('product_id')
      .execute();
    return rows.map((r) => ({ productId: r.product_id, addedAt: new Date(r.added_at) }));
  }

  async add(userId: number, productIds: readonly string[], at: Date, cap: number): Promise<{ full: boolean }> {
    return this.em.fork().transactional(async (em) => {
      const db = typedSql<CartDb>(em);
      // Counted and inserted under a per-learner lock: parallel adds cannot overfill the cart.
      await lockCartOf(db, userId);
      const present = new Set(
        (await db.selectFrom('cart_items').select('product_id').where('user_id', '=', userId).execute()).map(
          (r) => r.product_id,
        ),
      );
      const wanted = [...new Set(productIds)].filter((id) => !present.has(id));
      const adding = wanted.slice(0, Math.max(0, cap - present.size));
      if (adding.length) {
        // One statement; a millisecond apart, so the cart keeps the order they were added in.
        await db
          .insertInto('cart_items')
          .values(
            adding.map((productId, i) => ({
              user_id: userId,
              product_id: productId,
              added_at: new Date(at.getTime() + i),
            })),
          )
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      return { full: adding.length < wanted.length };
    });
  }

  async remove(userId: number, productIds: readonly string[]): Promise<void> {
    await this.db
      .deleteFrom('cart_items')
      .where('user_id', '=', userId)
      .where((eb) => eb('product_id', '=', eb.fn.any(eb.val([...productIds]))))
      .execute();
  }

  async clear(userId: number): Promise<void> {
    await this.db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
  }
}
