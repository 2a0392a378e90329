import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Updateable, sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { OrderLineView } from '../../contracts/events.js';
import { linesActive, statusesBefore, type Order, type OrderStatus, type ProviderName } from '../../domain/order.js';
import {
  PaymentsRepository,
  type Membership,
  type NewOrder,
  type OrderPage,
} from '../../domain/payments.repository.js';
import type { PaymentsDb } from './payments-db.js';

type PaymentsTx = Kysely<PaymentsDb>;

const ORDER_COLUMNS = [
  'o.id',
  'o.user_id',
  'o.status',
  'o.currency',
  'o.total',
  'o.provider',
  'o.provider_session',
  'o.checkout_url',
  'o.provider_payment',
  'o.failure_code',
  'o.failure_message',
  'o.created_at',
  'o.updated_at',
  'o.expires_at',
  'o.paid_at',
  'o.refunded_at',
  'o.refund_reason',
] as const;

/**
 * Orders with their lines in one statement (no N+1): each order's lines aggregated in position
 * order, `[]` when it has none.
 */
const orders = (db: PaymentsTx) =>
  db
    .selectFrom('orders as o')
    .select(ORDER_COLUMNS)
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('order_lines as l')
            .whereRef('l.order_id', '=', 'o.id')
            .select(
              sql<
                OrderLineView[]
              >`json_agg(json_build_object('kind', l.kind, 'ref', l.ref, 'title', l.title, 'amount', l.amount, 'currency', l.currency) order by l.position)`.as(
                'lines',
              ),
            ),
          sql<OrderLineView[]>`'[]'::json`,
        )
        .as('lines'),
    );

type OrderRow = Awaited<ReturnType<ReturnType<typeof orders>['executeTakeFirstOrThrow']>>;

const toOrder = (r: OrderRow): Order => ({
  id: r.id,
  userId: r.user_id,
  status: r.status as OrderStatus,
  currency: r.currency,
  total: r.total,
  lines: r.lines ?? [],
  provider: r.provider as ProviderName,
  providerSession: r.provider_session,
  checkoutUrl: r.checkout_url,
  providerPayment: r.provider_payment,
  failureCode: r.failure_code,
  failureMessage: r.failure_message,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
  expiresAt: new Date(r.expires_at),
  paidAt: r.paid_at ? new Date(r.paid_at) : null,
  refundedAt: r.refunded_at ? new Date(r.refunded_at) : null,
  refundReason: r.refund_reason,
});

@Injectable()
export class SqlPaymentsRepository extends PaymentsRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async lockUser(em: EntityManager, userId: number): Promise<void> {
    await typedSql<PaymentsDb>(em)
      .selectNoFrom((eb) =>
        eb.fn<void>('pg_advisory_xact_lock', [sql`hashtext('payments:checkout')`, eb.val(userId)]).as('locked'),
      )
      .execute();
  }

  async findByIdempotencyKey(em: EntityManager, userId: number, key: string): Promise<Order | null> {
    const row = await orders(typedSql<PaymentsDb>(em))
      .where('o.user_id', '=', userId)
      .where('o.idempotency_key', '=', key)
      .executeTakeFirst();
    return row ? toOrder(row) : null;
  }

  async pendingOf(em: EntityManager, userId: number): Promise<Order[]> {
    const rows = await orders(typedSql<PaymentsDb>(em))
      .where('o.user_id', '=', userId)
      .where('o.status', '=', 'pending')
      .orderBy('o.created_at')
      .forUpdate('o')
      .execute();
    return rows.map(toOrder);
  }

  async insert(em: EntityManager, order: NewOrder): Promise<boolean> {
    // A savepoint: a product line already held (the partial unique index) rolls back this insert only.
    try {
      await em.transactional(async (inner) => {
        const db = typedSql<PaymentsDb>(inner);
        await db
          .insertInto('orders')
          .values({
            id: order.id,
            user_id: order.userId,
            currency: order.currency,
            total: order.total,
            provider: order.provider,
            idempotency_key: order.idempotencyKey,
            expires_at: order.expiresAt,
          })
          .execute();
        if (order.lines.length === 0) return;
        await db
          .insertInto('order_lines')
          .values(
            order.lines.map((line, position) => ({
              order_id: order.id,
              position,
              user_id: order.userId,
              kind: line.kind,
              ref: line.ref,
              title: line.title,
              amount: line.amount,
              currency: line.currency,
            })),
          )
          .execute();
      });
      return true;
    } catch (error) {
      if (
        (error as { code?: string }).code === '23505' &&
        String((error as Error).message).includes('order_lines_one_active_product')
      )
        return false;
      throw error;
    }
  }

  async setProviderSession(em: EntityManager, orderId: string, session: string, checkoutUrl: string): Promise<void> {
    await typedSql<PaymentsDb>(em)
      .updateTable('orders')
      .set({ provider_session: session, checkout_url: checkoutUrl, updated_at: sql`now()` })
      .where('id', '=', orderId)
      .execute();
  }

  async find(em: EntityManager, orderId: string, lock = false): Promise<Order | null> {
    const row = await orders(typedSql<PaymentsDb>(em))
      .where('o.id', '=', orderId)
      .$if(lock, (qb) => qb.forUpdate('o'))
      .executeTakeFirst();
    return row ? toOrder(row) : null;
  }

  async move(
    em: EntityManager,
    orderId: string,
    to: OrderStatus,
    changes: {
      paymentRef?: string | null;
      failureCode?: string | null;
      failureMessage?: string | null;
      refundReason?: string | null;
      now: Date;
    } = { now: new Date() },
  ): Promise<Order | null> {
    const from = statusesBefore(to);
    if (from.length === 0) return null;
    const db = typedSql<PaymentsDb>(em);
    // Only what this move changes: a column it does not name keeps its value.
    const set: Updateable<PaymentsDb['orders']> = { status: to, updated_at: changes.now };
    if (changes.paymentRef != null) set.provider_payment = changes.paymentRef;
    if (changes.failureCode !== undefined) set.failure_code = changes.failureCode;
    if (changes.failureMessage !== undefined) set.failure_message = changes.failureMessage;
    if (to === 'paid') set.paid_at = changes.now;
    if (to === 'refunded') set.refunded_at = changes.now;
    if (changes.refundReason != null) set.refund_reason = changes.refundReason;
    const moved = await db
      .updateTable('orders')
      .set(set)
      .where('id', '=', orderId)
      .where('status', 'in', from)
      .returning('id')
      .executeTakeFirst();
    if (!moved) return null;
    await db
      .updateTable('order_lines')
      .set({ active: linesActive(to) })
      .where('order_id', '=', orderId)
      .execute();
    return this.find(em, orderId);
  }

  async recordEvent(
    em: EntityManager,
    provider: ProviderName,
    eventId: string,
    type: string,
    orderId: string | null,
  ): Promise<boolean> {
    const rows = await typedSql<PaymentsDb>(em)
      .insertInto('payment_events')
      .values({ provider, event_id: eventId, type, order_id: orderId })
      .onConflict((oc) => oc.doNothing())
      .returning('event_id')
      .execute();
    return rows.length === 1;
  }

  async listOf(userId: number, page: number, pageSize: number): Promise<OrderPage> {
    return this.page((eb) => eb('o.user_id', '=', userId), page, pageSize);
  }

  async listAll(query: { status?: OrderStatus; userId?: number; page: number; pageSize: number }): Promise<OrderPage> {
    return this.page(
      (eb) => {
        const filters = [];
        if (query.status) filters.push(eb('o.status', '=', query.status));
        if (query.userId !== undefined) filters.push(eb('o.user_id', '=', query.userId));
        return eb.and(filters);
      },
      query.page,
      query.pageSize,
    );
  }

  private async page(
    filter: (eb: ExpressionBuilder<PaymentsDb & { o: PaymentsDb['orders'] }, 'o'>) => Expression<SqlBool>,
    page: number,
    pageSize: number,
  ): Promise<OrderPage> {
    const db = typedSql<PaymentsDb>(this.em.fork());
    const rows = await orders(db)
      .select(sql<number>`(count(*) over ())::int`.as('full_count'))
      .where(filter)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    let total = rows[0]?.full_count ?? 0;
    if (rows.length === 0 && page > 1) {
      const count = await db
        .selectFrom('orders as o')
        .where(filter)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      total = count.n;
    }
    return { items: rows.map(toOrder), total };
  }

  async expiredPending(em: EntityManager, now: Date, limit: number): Promise<Order[]> {
    const rows = await orders(typedSql<PaymentsDb>(em))
      .where('o.status', '=', 'pending')
      .where('o.expires_at', '<=', now.toISOString())
      .orderBy('o.expires_at')
      .limit(limit)
      .forUpdate('o')
      .skipLocked()
      .execute();
    return rows.map(toOrder);
  }

  async membership(em: EntityManager | null, userId: number, lock = false): Promise<Membership | null> {
    const row = await typedSql<PaymentsDb>(em ?? this.em.fork())
      .selectFrom('memberships')
      .select(['user_id', 'plan', 'status', 'started_at', 'current_period_end', 'last_order_id'])
      .where('user_id', '=', userId)
      .$if(lock, (qb) => qb.forUpdate())
      .executeTakeFirst();
    return row
      ? {
          userId: row.user_id,
          plan: row.plan,
          status: row.status as Membership['status'],
          startedAt: new Date(row.started_at),
          currentPeriodEnd: new Date(row.current_period_end),
          lastOrderId: row.last_order_id,
        }
      : null;
  }

  async saveMembership(em: EntityManager, m: Membership): Promise<void> {
    await typedSql<PaymentsDb>(em)
      .insertInto('memberships')
      .values({
        user_id: m.userId,
        plan: m.plan,
        status: m.status,
        started_at: m.startedAt,
        current_period_end: m.currentPeriodEnd,
        last_order_id: m.lastOrderId,
        updated_at: sql`now()`,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          plan: eb.ref('excluded.plan'),
          status: eb.ref('excluded.status'),
          started_at: eb.ref('excluded.started_at'),
          current_period_end: eb.ref('excluded.current_period_end'),
          last_order_id: eb.ref('excluded.last_order_id'),
          updated_at: sql`now()`,
        })),
      )
      .execute();
  }

  async endExpiredMemberships(em: EntityManager, now: Date): Promise<number[]> {
    const rows = await typedSql<PaymentsDb>(em)
      .updateTable('memberships')
      .set({ status: 'ended', updated_at: sql`now()` })
      .where('status', '=', 'active')
      .where('current_period_end', '<=', now.toISOString())
      .returning('user_id')
      .execute();
    return rows.map((r) => r.user_id);
  }

  async forgetUser(em: EntityManager, userId: number): Promise<void> {
    const db = typedSql<PaymentsDb>(em);
    await db.deleteFrom('memberships').where('user_id', '=', userId).execute();
    await db.deleteFrom('orders').where('user_id', '=', userId).execute();
  }
}
