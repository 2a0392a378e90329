import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventOutbox } from '../../../platform/events/event-outbox.js';
import type { Order } from '../domain/order.js';
import { PaymentProvider, type ProviderEvent } from '../domain/payment-provider.js';
import { PaymentsRepository } from '../domain/payments.repository.js';
import { Memberships } from './memberships.js';

export type ConfirmationOutcome = 'applied' | 'duplicate' | 'ignored' | 'refunded_late_payment';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Applies what a provider reported (its signature already checked by the adapter) exactly once:
 * the event id is recorded in the same transaction as the order's move, so a retried, duplicated
 * or replayed callback changes nothing; a payment is applied only to a pending order of the same
 * provider, for exactly the order's total and currency. Access follows from 'order.paid'.
 */
@Injectable()
export class PaymentConfirmations {
  private readonly log = new Logger('PaymentConfirmations');

  constructor(
    private readonly em: EntityManager,
    private readonly repo: PaymentsRepository,
    private readonly outbox: EventOutbox,
    private readonly memberships: Memberships,
    private readonly provider: PaymentProvider,
  ) {}

  async apply(event: ProviderEvent, now = new Date()): Promise<ConfirmationOutcome> {
    const orderId = UUID.test(event.orderId) ? event.orderId : null;
    let refundLate: Order | null = null;
    const outcome = await this.em.fork().transactional(async (em): Promise<ConfirmationOutcome> => {
      if (!(await this.repo.recordEvent(em, event.provider, event.eventId, event.type, orderId))) return 'duplicate';
      const order = orderId ? await this.repo.find(em, orderId, true) : null;
      if (!order || order.provider !== event.provider) return 'ignored';
      if (event.type === 'paid') {
        if (event.amount !== order.total || event.currency !== order.currency) {
          this.log.error(
            `payment for order ${order.id} reported ${event.amount} ${event.currency}, the order is ${order.total} ${order.currency}: not applied`,
          );
          await this.repo.move(em, order.id, 'failed', {
            failureCode: 'amount_mismatch',
            failureMessage: 'The amount paid does not match the order.',
            paymentRef: event.paymentRef,
            now,
          });
          return 'ignored';
        }
        const paid = await this.repo.move(em, order.id, 'paid', {
          paymentRef: event.paymentRef,
          failureCode: null,
          failureMessage: null,
          now,
        });
        if (!paid) {
          if (order.status === 'cancelled' || order.status === 'failed') {
            refundLate = { ...order, providerPayment: event.paymentRef ?? order.providerPayment };
            return 'refunded_late_payment';
          }
          return 'ignored';
        }
        await this.outbox.publish(em, 'order.paid', {
          orderId: paid.id,
          userId: paid.userId,
          lines: paid.lines,
          total: paid.total,
          currency: paid.currency,
          paidAt: now.toISOString(),
        });
        await this.memberships.grant(em, paid, now);
        return 'applied';
      }
      const moved = await this.repo.move(em, order.id, event.type === 'failed' ? 'failed' : 'cancelled', {
        failureCode: event.failureCode ?? (event.type === 'cancelled' ? 'cancelled' : 'payment_failed'),
        failureMessage: event.failureMessage,
        now,
      });
      return moved ? 'applied' : 'ignored';
    });
    if (refundLate) {
      // Money arrived for an order that was replaced or had expired: it goes back to the payer.
      this.log.warn(
        `payment arrived for ${(refundLate as Order).status} order ${(refundLate as Order).id}: refunding it`,
      );
      await this.provider.refund(refundLate);
    }
    return outcome;
  }
}
