import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { EventOutbox } from '../../../platform/events/event-outbox.js';
import type { Order, OrderStatus } from '../domain/order.js';
import { PaymentProvider } from '../domain/payment-provider.js';
import { PaymentsRepository, type OrderPage } from '../domain/payments.repository.js';
import { Memberships } from './memberships.js';

const notFound = () => new DomainError('not_found', 'ORDER_NOT_FOUND', 'There is no such order.');

/** Orders as their owner and the admins see them; refunds (admins). */
@Injectable()
export class Orders {
  constructor(
    private readonly em: EntityManager,
    private readonly repo: PaymentsRepository,
    private readonly provider: PaymentProvider,
    private readonly outbox: EventOutbox,
    private readonly memberships: Memberships,
  ) {}

  mine(userId: number, page: number, pageSize: number): Promise<OrderPage> {
    return this.repo.listOf(userId, page, pageSize);
  }

  /** One of the caller's orders; someone else's is "not found" (its existence is not revealed). */
  async mineById(userId: number, orderId: string): Promise<Order> {
    const order = await this.repo.find(this.em.fork(), orderId);
    if (!order || order.userId !== userId) throw notFound();
    return order;
  }

  list(query: { status?: OrderStatus; userId?: number; page: number; pageSize: number }): Promise<OrderPage> {
    return this.repo.listAll(query);
  }

  async get(orderId: string): Promise<Order> {
    const order = await this.repo.find(this.em.fork(), orderId);
    if (!order) throw notFound();
    return order;
  }

  /**
   * Refunds a paid order: the provider returns the money (idempotent per order), then the order
   * moves to refunded and 'order.refunded' revokes what it bought. A second refund is refused.
   */
  async refund(orderId: string, reason: string, now = new Date()): Promise<Order> {
    const order = await this.get(orderId);
    if (order.status !== 'paid')
      throw new DomainError(
        'conflict',
        'ORDER_NOT_REFUNDABLE',
        `Only a paid order can be refunded (this one is ${order.status}).`,
      );
    await this.provider.refund(order);
    return this.em.fork().transactional(async (em) => {
      const refunded = await this.repo.move(em, orderId, 'refunded', { refundReason: reason, now });
      if (!refunded) throw new DomainError('conflict', 'ORDER_NOT_REFUNDABLE', 'This order was refunded already.');
      await this.outbox.publish(em, 'order.refunded', {
        orderId,
        userId: refunded.userId,
        lines: refunded.lines,
        refundedAt: now.toISOString(),
      });
      await this.memberships.revoke(em, refunded, now);
      return refunded;
    });
  }

  /** The job, in its transaction: pending orders past their time are cancelled, their hosted checkouts closed. */
  async cancelExpired(em: EntityManager, now: Date): Promise<number> {
    let cancelled = 0;
    for (const order of await this.repo.expiredPending(em, now, 500)) {
      const done = await this.repo.move(em, order.id, 'cancelled', {
        failureCode: 'expired',
        failureMessage: 'The checkout was not completed in time.',
        now,
      });
      if (!done) continue;
      cancelled++;
      await this.provider.cancel(done).catch(() => undefined);
    }
    return cancelled;
  }
}
