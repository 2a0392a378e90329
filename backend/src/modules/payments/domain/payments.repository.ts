import type { Transaction } from './transaction.js';
import type { OrderLineView } from '../contracts/events.js';
import type { Order, OrderStatus, ProviderName } from './order.js';

export interface NewOrder {
  id: string;
  userId: number;
  currency: string;
  total: number;
  lines: OrderLineView[];
  provider: ProviderName;
  idempotencyKey: string;
  expiresAt: Date;
}

export interface Membership {
  userId: number;
  plan: string;
  status: 'active' | 'ended';
  startedAt: Date;
  currentPeriodEnd: Date;
  lastOrderId: string | null;
}

export interface OrderPage {
  items: Order[];
  total: number;
}

/** The payments module's tables. Methods taking `em` run in the caller's transaction. */
export abstract class PaymentsRepository {
  /** Serialises one user's checkouts (a transaction-scoped advisory lock). */
  abstract lockUser(em: Transaction, userId: number): Promise<void>;
  abstract findByIdempotencyKey(em: Transaction, userId: number, key: string): Promise<Order | null>;
  /** The user's pending orders, locked. */
  abstract pendingOf(em: Transaction, userId: number): Promise<Order[]>;
  /** Inserts the order and its lines; false when a product line is already held by a pending or paid order. */
  abstract insert(em: Transaction, order: NewOrder): Promise<boolean>;
  abstract setProviderSession(em: Transaction, orderId: string, session: string, checkoutUrl: string): Promise<void>;
  abstract find(em: Transaction, orderId: string, lock?: boolean): Promise<Order | null>;
  /**
   * Moves the order to `to` from a status that may move there (statusesBefore: the domain's one
   * table of transitions; lines follow: inactive unless pending or paid); null when the order is
   * in no such status (another request moved it first, or the move is not allowed).
   */
  abstract move(
    em: Transaction,
    orderId: string,
    to: OrderStatus,
    changes?: {
      paymentRef?: string | null;
      failureCode?: string | null;
      failureMessage?: string | null;
      refundReason?: string | null;
      now: Date;
    },
  ): Promise<Order | null>;
  /** Records a provider event; false when it was recorded before (a replay). */
  abstract recordEvent(
    em: Transaction,
    provider: ProviderName,
    eventId: string,
    type: string,
    orderId: string | null,
  ): Promise<boolean>;
  abstract listOf(userId: number, page: number, pageSize: number): Promise<OrderPage>;
  abstract listAll(query: {
    status?: OrderStatus;
    userId?: number;
    page: number;
    pageSize: number;
  }): Promise<OrderPage>;
  /** Pending orders whose time ran out, locked and skipped when another instance holds them. */
  abstract expiredPending(em: Transaction, now: Date, limit: number): Promise<Order[]>;

  abstract membership(em: Transaction | null, userId: number, lock?: boolean): Promise<Membership | null>;
  abstract saveMembership(em: Transaction, membership: Membership): Promise<void>;
  /** Ends every active membership past its period (set-based); answers the users whose membership ended. */
  abstract endExpiredMemberships(em: Transaction, now: Date): Promise<number[]>;
  /** The user's account was deleted: their orders (test mode: no books to keep), lines and membership go. */
  abstract forgetUser(em: Transaction, userId: number): Promise<void>;
}
