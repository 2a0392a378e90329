import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../platform/errors/domain-error.js';
import type { OrderLineView } from '../contracts/events.js';
import { ORDER_TTL_MS, priceLines, type Order } from '../domain/order.js';
import { PaymentProvider } from '../domain/payment-provider.js';
import { PaymentsRepository } from '../domain/payments.repository.js';
import { planOf } from '../domain/plans.js';

export interface CheckoutResult {
  order: Order;
  /** Where the payer goes next: the provider's hosted page, or the receipt when already paid. */
  redirectUrl: string;
}

const sameLines = (a: readonly OrderLineView[], b: readonly OrderLineView[]) =>
  a.length === b.length &&
  a.every(
    (line, i) =>
      line.kind === b[i].kind &&
      line.ref === b[i].ref &&
      line.amount === b[i].amount &&
      line.currency === b[i].currency,
  );

/**
 * Checkout, the facade the cart and the membership pages use: turns priced lines (prices read on
 * the server by the caller, never sent by the browser) into a pending order and a hosted payment.
 * One user's checkouts are serialised; the same idempotency key answers the same order; a new
 * checkout replaces the user's earlier pending ones, so at most one can ever be paid.
 */
@Injectable()
export class Checkout {
  private readonly log = new Logger('Checkout');

  constructor(
    private readonly em: EntityManager,
    private readonly repo: PaymentsRepository,
    private readonly provider: PaymentProvider,
  ) {}

  async start(
    userId: number,
    lines: OrderLineView[],
    idempotencyKey: string,
    now = new Date(),
  ): Promise<CheckoutResult> {
    const { total, currency } = priceLines(lines);
    const replaced: Order[] = [];
    let result: CheckoutResult;
    try {
      result = await this.em.fork().transactional(async (em): Promise<CheckoutResult> => {
        await this.repo.lockUser(em, userId);
        const existing = await this.repo.findByIdempotencyKey(em, userId, idempotencyKey);
        if (existing) {
          if (!sameLines(existing.lines, lines)) {
            throw new DomainError(
              'conflict',
              'IDEMPOTENCY_KEY_REUSED',
              'This checkout key was used for different items. Reload the cart and try again.',
            );
          }
          return { order: existing, redirectUrl: this.whereTo(existing) };
        }
        for (const pending of await this.repo.pendingOf(em, userId)) {
          const cancelled = await this.repo.move(em, pending.id, 'cancelled', {
            failureCode: 'replaced',
            failureMessage: 'Replaced by a newer checkout.',
            now,
          });
          if (cancelled) replaced.push(cancelled);
        }
        const id = randomUUID();
        const inserted = await this.repo.insert(em, {
          id,
          userId,
          currency,
          total,
          lines,
          provider: this.provider.name,
          idempotencyKey,
          expiresAt: new Date(now.getTime() + ORDER_TTL_MS),
        });
        if (!inserted)
          throw new DomainError(
            'conflict',
            'PRODUCT_OWNED',
            'You already own an item of this order. It is in My purchases.',
          );
        const order = (await this.repo.find(em, id))!;
        // Inside the transaction (and the user's lock): a retry with the same key waits and then
        // finds the order with its payment page; if the provider fails, no order is left behind.
        const started = await this.provider.startCheckout(order, em);
        await this.repo.setProviderSession(em, id, started.session, started.redirectUrl);
        return {
          order: { ...order, providerSession: started.session, checkoutUrl: started.redirectUrl },
          redirectUrl: started.redirectUrl,
        };
      });
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.log.error(
        `checkout for user ${userId} failed at payment provider ${this.provider.name}: ${(error as Error).message}`,
      );
      throw new DomainError(
        'unavailable',
        'PAYMENTS_UNAVAILABLE',
        'Payments are unavailable right now. Nothing was charged; please try again in a few minutes.',
      );
    }
    for (const order of replaced) await this.cancelAtProvider(order);
    return result;
  }

  /** Buys (or extends) a premium membership through the same checkout. */
  startMembership(userId: number, planCode: string, idempotencyKey: string): Promise<CheckoutResult> {
    const plan = planOf(planCode);
    if (!plan) throw new DomainError('invalid', 'PLAN_UNKNOWN', `There is no plan "${planCode}".`);
    return this.start(
      userId,
      [{ kind: 'membership', ref: plan.code, title: plan.title, amount: plan.amount, currency: plan.currency }],
      idempotencyKey,
    );
  }

  private whereTo(order: Order): string {
    if (order.status === 'pending' && order.checkoutUrl) return order.checkoutUrl;
    return `/orders/${order.id}`;
  }

  private async cancelAtProvider(order: Order): Promise<void> {
    try {
      await this.provider.cancel(order);
    } catch (error) {
      // The order is cancelled on our side; a late payment for it is refunded when it arrives.
      this.log.warn(`could not close the provider checkout of replaced order ${order.id}: ${(error as Error).message}`);
    }
  }
}
