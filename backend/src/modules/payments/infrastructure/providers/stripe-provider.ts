import { Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import type { Order } from '../../domain/order.js';
import { PaymentProvider, type CheckoutStart, type ProviderEvent } from '../../domain/payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  appUrl: string;
}

/**
 * Stripe behind the payments port: a Checkout Session per order (prices from our order, never
 * from Stripe's catalog; the order id as client_reference_id and metadata) and its webhook,
 * verified with the official library's signature check. Chosen when STRIPE_SECRET_KEY is set.
 */
@Injectable()
export class StripePaymentProvider extends PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly log = new Logger('StripePaymentProvider');
  readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    super();
    this.stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 15_000 });
  }

  async startCheckout(order: Order): Promise<CheckoutStart> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: order.id,
        metadata: { orderId: order.id },
        payment_intent_data: { metadata: { orderId: order.id } },
        line_items: order.lines.map((line) => ({
          quantity: 1,
          price_data: {
            currency: line.currency.toLowerCase(),
            unit_amount: line.amount,
            product_data: { name: line.title },
          },
        })),
        success_url: `${this.settings.appUrl}/orders/${order.id}`,
        cancel_url: `${this.settings.appUrl}${order.lines.some((line) => line.kind === 'membership') ? '/premium' : '/cart'}`,
        // Stripe's shortest allowed expiry is 30 minutes; our order waits a little longer.
        expires_at: Math.floor(Math.max(order.expiresAt.getTime(), Date.now() + 31 * 60_000) / 1000),
      },
      { idempotencyKey: `devpath-checkout-${order.id}` },
    );
    if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
    return { session: session.id, redirectUrl: session.url };
  }

  async cancel(order: Order): Promise<void> {
    if (!order.providerSession) return;
    try {
      await this.stripe.checkout.sessions.expire(order.providerSession);
    } catch (error) {
      // Already completed or expired: nothing to close.
      this.log.warn(`could not expire Stripe session ${order.providerSession}: ${(error as Error).message}`);
    }
  }

  async refund(order: Order): Promise<void> {
    if (!order.providerPayment)
      throw new DomainError('conflict', 'REFUND_UNAVAILABLE', 'This order has no Stripe payment to refund.');
    await this.stripe.refunds.create(
      { payment_intent: order.providerPayment, metadata: { orderId: order.id } },
      { idempotencyKey: `devpath-refund-${order.id}` },
    );
  }

  /**
   * Verifies a webhook with Stripe's own check (signature and 5-minute tolerance) and maps the
   * events we act on; null for an event we do not need. Throws DomainError on a bad signature.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.settings.webhookSecret);
    } catch {
      throw new DomainError(
        'invalid',
        'WEBHOOK_SIGNATURE_INVALID',
        'The webhook signature is missing, invalid or too old.',
      );
    }
    return mapStripeEvent(event);
  }
}

/** The Stripe events that move an order, mapped onto the port's ProviderEvent. */
export function mapStripeEvent(event: Stripe.Event): ProviderEvent | null {
  if (!event.type.startsWith('checkout.session.')) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = session.client_reference_id ?? session.metadata?.orderId ?? '';
  const paymentRef =
    typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  const base = {
    provider: 'stripe' as const,
    eventId: event.id,
    orderId,
    amount: session.amount_total ?? null,
    currency: session.currency?.toUpperCase() ?? null,
    paymentRef,
  };
  switch (event.type) {
    case 'checkout.session.completed':
      // Delayed methods (bank debits) complete unpaid and report later.
      return session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
        ? { ...base, type: 'paid', failureCode: null, failureMessage: null }
        : null;
    case 'checkout.session.async_payment_succeeded':
      return { ...base, type: 'paid', failureCode: null, failureMessage: null };
    case 'checkout.session.async_payment_failed':
      return { ...base, type: 'failed', failureCode: 'payment_failed', failureMessage: 'The payment failed.' };
    case 'checkout.session.expired':
      return {
        ...base,
        type: 'cancelled',
        failureCode: 'expired',
        failureMessage: 'The checkout expired before it was paid.',
      };
    default:
      return null;
  }
}
