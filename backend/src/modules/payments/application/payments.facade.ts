import { Injectable } from '@nestjs/common';
import type { OrderLineView } from '../contracts/events.js';
import type { CheckoutView } from '../contracts/views.js';
import { Checkout } from './checkout.js';

/** What other modules may ask of payments: a checkout of lines they priced on the server. */
@Injectable()
export class PaymentsFacade {
  constructor(private readonly checkouts: Checkout) {}

  /**
   * A pending order for `lines` and its payment page, under the user's lock (Checkout.start): the
   * same idempotency key answers the same order; a new checkout replaces the user's earlier
   * pending ones. 409 PRODUCT_OWNED / IDEMPOTENCY_KEY_REUSED, 503 PAYMENTS_UNAVAILABLE.
   */
  async checkout(userId: number, lines: OrderLineView[], idempotencyKey: string): Promise<CheckoutView> {
    const { order, redirectUrl } = await this.checkouts.start(userId, lines, idempotencyKey);
    return { orderId: order.id, status: order.status, total: order.total, currency: order.currency, redirectUrl };
  }
}
