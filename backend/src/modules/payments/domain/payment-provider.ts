import type { Transaction } from './transaction.js';
import type { Order, ProviderName } from './order.js';

/** Where the payer goes to pay, and the provider's id of that checkout. */
export interface CheckoutStart {
  session: string;
  /** Absolute (a processor's page) or an address of this app (the test provider's `/test-payment`). */
  redirectUrl: string;
}

/**
 * What a provider told us about a payment, after its signature was checked. The application
 * applies it once per (provider, eventId), whatever retries or replays follow.
 */
export interface ProviderEvent {
  provider: ProviderName;
  eventId: string;
  type: 'paid' | 'failed' | 'cancelled';
  /** Our order id, as the provider echoes it (client reference / metadata). */
  orderId: string;
  /** What the provider charged, checked against the order before it is marked paid. */
  amount: number | null;
  currency: string | null;
  paymentRef: string | null;
  failureCode: string | null;
  failureMessage: string | null;
}

/** The payments port: a card processor behind one interface (the test provider, Stripe). */
export abstract class PaymentProvider {
  abstract readonly name: ProviderName;
  /**
   * Opens a hosted checkout for a pending order, inside the transaction that creates the order
   * (`tx`, for a provider that keeps its own rows): if it fails, no order exists.
   */
  abstract startCheckout(order: Order, tx: Transaction): Promise<CheckoutStart>;
  /** Closes the order's hosted checkout so it can no longer be paid (best effort, idempotent). */
  abstract cancel(order: Order): Promise<void>;
  /** Returns the money of a paid order to the payer (idempotent per order). */
  abstract refund(order: Order): Promise<void>;
}
