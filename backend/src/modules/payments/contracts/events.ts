/**
 * Events the payments module publishes (joined into the platform's EventMap). Money and access
 * follow from these: marketplace grants and revokes products, users' premium tier follows the
 * membership. Amounts are integers in the currency's minor unit (cents); never floats.
 */

/** What an order line buys: a marketplace product (ref = the product's id) or a membership plan. */
export type OrderLineKind = 'product' | 'membership';

export interface OrderLineView {
  kind: OrderLineKind;
  /** The product's id (kind product) or the plan's code, `premium-monthly` | `premium-yearly` (kind membership). */
  ref: string;
  title: string;
  /** Price charged for this line, in minor units of `currency`. */
  amount: number;
  /** ISO 4217, upper case (e.g. `USD`). */
  currency: string;
}

/** An order's payment was confirmed (published once per order, in the transaction that marks it paid). */
export interface OrderPaid {
  orderId: string;
  userId: number;
  lines: OrderLineView[];
  total: number;
  currency: string;
  /** ISO instant. */
  paidAt: string;
}

/** A paid order was refunded by an admin (once per order): access bought by it is revoked. */
export interface OrderRefunded {
  orderId: string;
  userId: number;
  lines: OrderLineView[];
  /** ISO instant. */
  refundedAt: string;
}

/** A learner's membership started, was extended or ended: users keeps `premiumTier` from it. */
export interface MembershipChanged {
  userId: number;
  tier: 'free' | 'premium';
  /** ISO instant the membership runs until, null when it ended. */
  until: string | null;
}

declare module '../../../platform/events/event-map.js' {
  interface EventMap {
    'order.paid': OrderPaid;
    'order.refunded': OrderRefunded;
    'membership.changed': MembershipChanged;
  }
}
