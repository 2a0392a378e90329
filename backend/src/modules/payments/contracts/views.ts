/** What other modules read of payments (through `PaymentsFacade`): plain data, never the `Order` aggregate. */
import type { OrderStatus } from '../domain/order.js';

/** A checkout as its caller needs it: the order it made (or found again) and where the payer goes next. */
export interface CheckoutView {
  readonly orderId: string;
  readonly status: OrderStatus;
  /** Integer, minor units of `currency`. */
  readonly total: number;
  readonly currency: string;
  /** The provider's hosted page, or the receipt when already paid. */
  readonly redirectUrl: string;
}
