import { DomainError } from '../../../platform/errors/domain-error.js';
import type { OrderLineView } from '../contracts/events.js';
import { isCurrency, sumMinor } from './money.js';

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'cancelled';
export type ProviderName = 'test' | 'stripe';

export interface Order {
  id: string;
  userId: number;
  status: OrderStatus;
  currency: string;
  total: number;
  lines: OrderLineView[];
  provider: ProviderName;
  providerSession: string | null;
  /** Where the payer pays this order while it is pending. */
  checkoutUrl: string | null;
  providerPayment: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  paidAt: Date | null;
  refundedAt: Date | null;
  refundReason: string | null;
}

/** A pending order is payable this long; the housekeeping job cancels it afterwards. */
export const ORDER_TTL_MS = 30 * 60_000;
/** At most this many lines in one order. */
export const MAX_LINES = 50;

/** Where a status may go: pending → paid | failed | cancelled; paid → refunded; failed and cancelled are final. */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'failed', 'cancelled'],
  paid: ['refunded'],
  failed: [],
  refunded: [],
  cancelled: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => TRANSITIONS[from].includes(to);
/** The statuses an order may move to `to` from: the one table above, as the repository's update condition. */
export const statusesBefore = (to: OrderStatus): OrderStatus[] =>
  (Object.keys(TRANSITIONS) as OrderStatus[]).filter((from) => canMove(from, to));
/** Lines are active (they hold their product) while their order is pending or paid. */
export const linesActive = (status: OrderStatus) => status === 'pending' || status === 'paid';

/** Lines of one currency, each a non-negative integer, no product twice: the total in minor units. */
export function priceLines(lines: readonly OrderLineView[]): { total: number; currency: string } {
  if (lines.length === 0) throw new DomainError('invalid', 'CART_EMPTY', 'There is nothing to pay for.');
  if (lines.length > MAX_LINES)
    throw new DomainError('invalid', 'ORDER_TOO_LARGE', `An order holds at most ${MAX_LINES} items.`);
  const currency = lines[0].currency;
  if (!isCurrency(currency)) throw new DomainError('invalid', 'CURRENCY_UNSUPPORTED', `We do not sell in ${currency}.`);
  if (lines.some((line) => line.currency !== currency))
    throw new DomainError('invalid', 'CURRENCY_MIXED', 'All items of one order must be priced in the same currency.');
  const refs = new Set(lines.map((line) => `${line.kind}:${line.ref}`));
  if (refs.size !== lines.length)
    throw new DomainError('invalid', 'ORDER_DUPLICATE_ITEM', 'An item appears twice in this order.');
  return { total: sumMinor(lines.map((line) => line.amount)), currency };
}
