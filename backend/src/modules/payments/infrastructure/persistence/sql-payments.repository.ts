import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OrderLineView } from '../../contracts/events.js';
import { linesActive, statusesBefore, type Order, type OrderStatus, type ProviderName } from '../../domain/order.js';
import {
  PaymentsRepository,
  type Membership,
  type NewOrder,
  type OrderPage,
} from '../../domain/payments.repository.js';

interface OrderRow {
  id: string;
  user_id: number;
  status: OrderStatus;
  currency: string;
  total: number;
  provider: ProviderName;
  provider_session: string | null;
  checkout_url: string | null;
  provider_payment: string | null;
  failure_code: string | null;
  failure_message: string | null;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  refunded_at: Date | null;
  refund_reason: string | null;
  lines: OrderLineView[] | null;
  full_count?: number;
}

// Each order with its lines in one statement (no N+1): lines aggregated in position order.
const LINES = `coalesce((select json_agg(json_build_object('kind', l.kind, 'ref', l.ref, 'title', l.title, 'amount', l.amount, 'currency', l.currency) order by l.position)
  from order_lines l where l.order_id = o.id), '[]'::json) as lines`;
const COLUMNS = `o.id::text as id, o.user_id, o.status, o.currency, o.total, o.provider, o.provider_session, o.checkout_url, o.provider_payment, o.failure_code,
  o.failure_message, o.created_at, o.updated_at, o.expires_at, o.paid_at, o.refunded_at, o.refund_reason`;

const toOrder = (r: OrderRow): Order => ({
  id: r.id,
  userId: r.user_id,
  status: r.status,
  currency: r.currency,
  total: r.total,
  lines: r.lines ?? [],
  provider: r.provider,
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

interface MembershipRow {
  user_id: number;
  plan: string;
  status: 'active' | 'ended';
  started_at: Date;
  current_period_end: Date;
  last_order_id: string | null;
}

@Injectable()
export class SqlPaymentsRepository extends PaymentsRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async lockUser(em: EntityManager, userId: number): Promise<void> {
    await em.execute(`select pg_advisory_xact_lock(hashtext('payments:checkout'), ?)`, [userId]);
  }

  async findByIdempotencyKey(em: EntityManager, userId: number, key: string): Promise<Order | null> {
    const [row] = await em.execute<OrderRow[]>(
      `select ${COLUMNS}, ${LINES} from orders o where o.user_id = ? and o.idempotency_key = ?`,
      [userId, key],
    );
    return row ? toOrder(row) : null;
  }

  async pendingOf(em: EntityManager, userId: number): Promise<Order[]> {
    const rows = await em.execute<OrderRow[]>(
      `select ${COLUMNS}, ${LINES} from orders o where o.user_id = ? and o.status = 'pending' order by o.created_at for update of o`,
      [userId],
    );
    return rows.map(toOrder);
  }

  async insert(em: EntityManager, order: NewOrder): Promise<boolean> {
    // A savepoint: a product line already held (the partial unique index) rolls back this insert only.
    try {
      await em.transactional(async (inner) => {
        await inner.execute(
          `insert into orders (id, user_id, currency, total, provider, idempotency_key, expires_at) values (?, ?, ?, ?, ?, ?, ?)`,
          [order.id, order.userId, order.currency, order.total, order.provider, order.idempotencyKey, order.expiresAt],
        );
        await inner.execute(
          `insert into order_lines (order_id, position, user_id, kind, ref, title, amount, currency)
           select ?::uuid, l.position::smallint, ?, l.kind, l.ref, l.title, l.amount, l.currency
           from jsonb_to_recordset(?::jsonb) as l(position int, kind text, ref text, title text, amount int, currency text)`,
          [order.id, order.userId, JSON.stringify(order.lines.map((line, position) => ({ ...line, position })))],
        );
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
    await em.execute(`update orders set provider_session = ?, checkout_url = ?, updated_at = now() where id = ?`, [
      session,
      checkoutUrl,
      orderId,
    ]);
  }

  async find(em: EntityManager, orderId: string, lock = false): Promise<Order | null> {
    const [row] = await em.execute<OrderRow[]>(
      `select ${COLUMNS}, ${LINES} from orders o where o.id = ?${lock ? ' for update of o' : ''}`,
      [orderId],
    );
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
    const [moved] = await em.execute<{ id: string }[]>(
      `update orders set status = ?, updated_at = ?,
         provider_payment = coalesce(?, provider_payment),
         failure_code = case when ? then ? else failure_code end,
         failure_message = case when ? then ? else failure_message end,
         paid_at = case when ? = 'paid' then ? else paid_at end,
         refunded_at = case when ? = 'refunded' then ? else refunded_at end,
         refund_reason = coalesce(?, refund_reason)
       where id = ? and status in (${from.map(() => '?').join(', ')}) returning id::text as id`,
      [
        to,
        changes.now,
        changes.paymentRef ?? null,
        changes.failureCode !== undefined,
        changes.failureCode ?? null,
        changes.failureMessage !== undefined,
        changes.failureMessage ?? null,
        to,
        changes.now,
        to,
        changes.now,
        changes.refundReason ?? null,
        orderId,
        ...from,
      ],
    );
    if (!moved) return null;
    await em.execute(`update order_lines set active = ? where order_id = ?`, [linesActive(to), orderId]);
    return this.find(em, orderId);
  }

  async recordEvent(
    em: EntityManager,
    provider: ProviderName,
    eventId: string,
    type: string,
    orderId: string | null,
  ): Promise<boolean> {
    const rows = await em.execute<{ inserted: boolean }[]>(
      `insert into payment_events (provider, event_id, type, order_id) values (?, ?, ?, ?) on conflict do nothing returning true as inserted`,
      [provider, eventId, type, orderId],
    );
    return rows.length === 1;
  }

  async listOf(userId: number, page: number, pageSize: number): Promise<OrderPage> {
    return this.page(`o.user_id = ?`, [userId], page, pageSize);
  }

  async listAll(query: { status?: OrderStatus; userId?: number; page: number; pageSize: number }): Promise<OrderPage> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      where.push('o.status = ?');
      params.push(query.status);
    }
    if (query.userId !== undefined) {
      where.push('o.user_id = ?');
      params.push(query.userId);
    }
    return this.page(where.length ? where.join(' and ') : 'true', params, query.page, query.pageSize);
  }

  private async page(where: string, params: unknown[], page: number, pageSize: number): Promise<OrderPage> {
    const rows = await this.em
      .fork()
      .execute<OrderRow[]>(
        `select ${COLUMNS}, ${LINES}, count(*) over ()::int as full_count from orders o where ${where} order by o.created_at desc, o.id desc limit ? offset ?`,
        [...params, pageSize, (page - 1) * pageSize],
      );
    let total = rows[0]?.full_count ?? 0;
    if (rows.length === 0 && page > 1) {
      const [count] = await this.em
        .fork()
        .execute<{ n: number }[]>(`select count(*)::int as n from orders o where ${where}`, params);
      total = count.n;
    }
    return { items: rows.map(toOrder), total };
  }

  async expiredPending(em: EntityManager, now: Date, limit: number): Promise<Order[]> {
    const rows = await em.execute<OrderRow[]>(
      `select ${COLUMNS}, ${LINES} from orders o where o.status = 'pending' and o.expires_at <= ? order by o.expires_at limit ? for update of o skip locked`,
      [now, limit],
    );
    return rows.map(toOrder);
  }

  async membership(em: EntityManager | null, userId: number, lock = false): Promise<Membership | null> {
    const [row] = await (em ?? this.em.fork()).execute<MembershipRow[]>(
      `select user_id, plan, status, started_at, current_period_end, last_order_id::text as last_order_id from memberships where user_id = ?${lock ? ' for update' : ''}`,
      [userId],
    );
    return row
      ? {
          userId: row.user_id,
          plan: row.plan,
          status: row.status,
          startedAt: new Date(row.started_at),
          currentPeriodEnd: new Date(row.current_period_end),
          lastOrderId: row.last_order_id,
        }
      : null;
  }

  async saveMembership(em: EntityManager, m: Membership): Promise<void> {
    await em.execute(
      `insert into memberships (user_id, plan, status, started_at, current_period_end, last_order_id, updated_at) values (?, ?, ?, ?, ?, ?, now())
       on conflict (user_id) do update set plan = excluded.plan, status = excluded.status, started_at = excluded.started_at,
         current_period_end = excluded.current_period_end, last_order_id = excluded.last_order_id, updated_at = now()`,
      [m.userId, m.plan, m.status, m.startedAt, m.currentPeriodEnd, m.lastOrderId],
    );
  }

  async endExpiredMemberships(em: EntityManager, now: Date): Promise<number[]> {
    const rows = await em.execute<{ user_id: number }[]>(
      `update memberships set status = 'ended', updated_at = now() where status = 'active' and current_period_end <= ? returning user_id`,
      [now],
    );
    return rows.map((r) => r.user_id);
  }

  async forgetUser(em: EntityManager, userId: number): Promise<void> {
    await em.execute(`delete from memberships where user_id = ?`, [userId]);
    await em.execute(`delete from orders where user_id = ?`, [userId]);
  }
}
