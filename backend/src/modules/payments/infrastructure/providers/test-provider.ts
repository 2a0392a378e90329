import { createHmac, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Updateable } from 'kysely';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import type { Order } from '../../domain/order.js';
import { PaymentProvider, type CheckoutStart } from '../../domain/payment-provider.js';
import { cardOutcome, DECLINE_MESSAGES, TEST_CARDS, type CardInput } from '../../domain/test-cards.js';
import type { PaymentsDb } from '../persistence/payments-db.js';
import { signPayload } from './webhook-signature.js';

export type TestSessionStatus = 'open' | 'requires_action' | 'succeeded' | 'failed' | 'cancelled' | 'expired';

export interface TestSession {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  description: string;
  status: TestSessionStatus;
  cardLast4: string | null;
  declineCode: string | null;
  attempts: number;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

/** After this many declined cards the session fails (and the order with it). */
export const MAX_ATTEMPTS = 5;

export interface PayResult {
  status: TestSessionStatus;
  /** Set when the card was declined: a code and the message for the payer. */
  declineCode?: string;
  message?: string;
  /** Where the payer goes now (succeeded: the receipt). */
  redirectUrl?: string;
}

/** What the test provider posts to our webhook, signed: like a processor's event. */
export interface TestProviderEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'checkout.cancelled';
  created: number;
  data: {
    sessionId: string;
    orderId: string;
    amount: number;
    currency: string;
    paymentId: string | null;
    failureCode: string | null;
    failureMessage: string | null;
  };
}

/** Delivers a signed callback to the webhook endpoint's handler (set by the webhook receiver). */
export type CallbackSink = (rawBody: string, signature: string) => Promise<void>;

/**
 * The built-in test provider: a card processor in test mode. Its hosted page is the SPA's
 * `/test-payment?session=…`; the card number decides the outcome (test-cards.ts); a decision is
 * sent back as an HMAC-signed callback through the same verification as an external webhook.
 * Its secret is derived from the session-signing secret, so every instance shares it.
 */
@Injectable()
export class TestPaymentProvider extends PaymentProvider {
  readonly name = 'test' as const;
  readonly secret: Buffer;
  private sink: CallbackSink | null = null;

  constructor(
    private readonly em: EntityManager,
    config: AppConfig,
  ) {
    super();
    this.secret = createHmac('sha256', config.jwt.secret).update('devpath:test-payments-webhook').digest();
  }

  /** Statements on the pool, outside any caller's transaction (the hosted page's own steps). */
  private get pooled() {
    return typedSql<PaymentsDb>(this.em.fork());
  }

  /** The webhook receiver plugs itself in: callbacks take the same path as an external POST. */
  connect(sink: CallbackSink): void {
    this.sink = sink;
  }

  async startCheckout(order: Order, tx: EntityManager): Promise<CheckoutStart> {
    const id = `cs_test_${randomBytes(24).toString('base64url')}`;
    const description =
      order.lines.length === 1 ? order.lines[0].title : `${order.lines[0].title} and ${order.lines.length - 1} more`;
    const successUrl = `/orders/${order.id}`;
    const cancelUrl = order.lines.some((line) => line.kind === 'membership') ? '/premium' : '/cart';
    await typedSql<PaymentsDb>(tx)
      .insertInto('test_payment_sessions')
      .values({
        id,
        order_id: order.id,
        amount: order.total,
        currency: order.currency,
        description: description.slice(0, 300),
        success_url: successUrl,
        cancel_url: cancelUrl,
        expires_at: order.expiresAt,
      })
      .execute();
    return { session: id, redirectUrl: `/test-payment?session=${encodeURIComponent(id)}` };
  }

  async cancel(order: Order): Promise<void> {
    await this.pooled
      .updateTable('test_payment_sessions')
      .set({ status: 'cancelled' })
      .where('order_id', '=', order.id)
      .where('status', 'in', ['open', 'requires_action'])
      .execute();
  }

  async refund(order: Order): Promise<void> {
    // Test mode: nothing moves; the session keeps its record. Idempotent by nature.
    void order;
  }

  async session(id: string, now = new Date()): Promise<TestSession> {
    const row = await this.pooled
      .selectFrom('test_payment_sessions')
      .select([
        'id',
        'order_id',
        'amount',
        'currency',
        'description',
        'status',
        'card_last4',
        'decline_code',
        'attempts',
        'success_url',
        'cancel_url',
        'expires_at',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row)
      throw new DomainError(
        'not_found',
        'PAYMENT_SESSION_NOT_FOUND',
        'This payment page does not exist. Start again from your cart.',
      );
    const session: TestSession = {
      id: row.id,
      orderId: row.order_id,
      amount: row.amount,
      currency: row.currency,
      description: row.description,
      status: row.status as TestSessionStatus,
      cardLast4: row.card_last4,
      declineCode: row.decline_code,
      attempts: row.attempts,
      successUrl: row.success_url,
      cancelUrl: row.cancel_url,
      expiresAt: new Date(row.expires_at),
    };
    if ((session.status === 'open' || session.status === 'requires_action') && session.expiresAt <= now)
      session.status = 'expired';
    return session;
  }

  /** Charges a card for an open session. Declines leave it open for another card, up to MAX_ATTEMPTS. */
  async pay(id: string, card: CardInput, now = new Date()): Promise<PayResult> {
    const session = await this.openSession(id, now, ['open']);
    const outcome = cardOutcome(card, now);
    const last4 = card.number.replace(/[\s-]/g, '').slice(-4);
    if (outcome === 'invalid_number' || outcome === 'incorrect_cvc' || outcome === 'expired_card') {
      // Refused before any charge, as a processor's form does: not an attempt.
      return { status: 'open', declineCode: outcome, message: DECLINE_MESSAGES[outcome] };
    }
    if (outcome === 'authentication_required') {
      await this.update(id, ['open'], { status: 'requires_action', card_last4: last4 });
      return { status: 'requires_action' };
    }
    if (outcome === 'succeeded') return this.succeed(session, last4, now);
    return this.decline(session, outcome, last4, now);
  }

  /** The 3-D Secure challenge's answer: approve → the charge succeeds, fail → declined. */
  async authenticate(id: string, approve: boolean, now = new Date()): Promise<PayResult> {
    const session = await this.openSession(id, now, ['requires_action']);
    if (approve) return this.succeed(session, session.cardLast4 ?? '3155', now);
    await this.update(id, ['requires_action'], { status: 'open' });
    return this.decline({ ...session, status: 'open' }, 'authentication_failed', session.cardLast4 ?? '3155', now);
  }

  /** The payer gives up: the session closes and the order is cancelled (the cart is untouched). */
  async abandon(id: string, now = new Date()): Promise<PayResult> {
    const session = await this.openSession(id, now, ['open', 'requires_action']);
    await this.update(id, ['open', 'requires_action'], { status: 'cancelled' });
    await this.send(session, 'checkout.cancelled', null, 'cancelled', 'The payer cancelled the payment.', now);
    return { status: 'cancelled', redirectUrl: session.cancelUrl };
  }

  private async succeed(session: TestSession, last4: string, now: Date): Promise<PayResult> {
    const claimed = await this.update(session.id, ['open', 'requires_action'], {
      status: 'succeeded',
      card_last4: last4,
      decline_code: null,
    });
    if (!claimed)
      throw new DomainError('conflict', 'PAYMENT_SESSION_CLOSED', 'This payment was completed or closed already.');
    await this.send(session, 'payment.succeeded', `pi_test_${randomBytes(12).toString('base64url')}`, null, null, now);
    return { status: 'succeeded', redirectUrl: session.successUrl };
  }

  private async decline(
    session: TestSession,
    code: keyof typeof DECLINE_MESSAGES,
    last4: string,
    now: Date,
  ): Promise<PayResult> {
    const attempts = session.attempts + 1;
    const final = attempts >= MAX_ATTEMPTS;
    await this.update(session.id, ['open'], {
      status: final ? 'failed' : 'open',
      card_last4: last4,
      decline_code: code,
      attempts,
    });
    if (final) {
      await this.send(session, 'payment.failed', null, code, DECLINE_MESSAGES[code], now);
      return {
        status: 'failed',
        declineCode: code,
        message: `${DECLINE_MESSAGES[code]} This payment has been stopped after ${MAX_ATTEMPTS} declined attempts.`,
        redirectUrl: session.cancelUrl,
      };
    }
    return { status: 'open', declineCode: code, message: DECLINE_MESSAGES[code] };
  }

  private async openSession(id: string, now: Date, allowed: TestSessionStatus[]): Promise<TestSession> {
    const session = await this.session(id, now);
    if (session.status === 'expired')
      throw new DomainError(
        'conflict',
        'PAYMENT_SESSION_EXPIRED',
        'This payment page has expired. Start again from your cart.',
      );
    if (!allowed.includes(session.status))
      throw new DomainError('conflict', 'PAYMENT_SESSION_CLOSED', 'This payment was completed or closed already.');
    const order = await this.pooled
      .selectFrom('orders')
      .select('status')
      .where('id', '=', session.orderId)
      .executeTakeFirst();
    if (order?.status !== 'pending') {
      await this.update(id, ['open', 'requires_action'], { status: 'cancelled' });
      throw new DomainError(
        'conflict',
        'PAYMENT_SESSION_CLOSED',
        'This checkout was replaced or closed. Start again from your cart.',
      );
    }
    return session;
  }

  /** Moves the session from one of `from` (a compare-and-set: two clicks cannot both pay). */
  private async update(
    id: string,
    from: TestSessionStatus[],
    changes: Updateable<PaymentsDb['test_payment_sessions']> & { status?: TestSessionStatus },
  ): Promise<boolean> {
    const rows = await this.pooled
      .updateTable('test_payment_sessions')
      .set(changes)
      .where('id', '=', id)
      .where('status', 'in', from)
      .returning('id')
      .execute();
    return rows.length === 1;
  }

  private async send(
    session: TestSession,
    type: TestProviderEvent['type'],
    paymentId: string | null,
    failureCode: string | null,
    failureMessage: string | null,
    now: Date,
  ): Promise<void> {
    const created = Math.floor(now.getTime() / 1000);
    const event: TestProviderEvent = {
      id: `evt_test_${randomBytes(16).toString('base64url')}`,
      type,
      created,
      data: {
        sessionId: session.id,
        orderId: session.orderId,
        amount: session.amount,
        currency: session.currency,
        paymentId,
        failureCode,
        failureMessage,
      },
    };
    const body = JSON.stringify(event);
    if (!this.sink) throw new Error('the test provider has no webhook receiver connected');
    await this.sink(body, signPayload(this.secret, body, Math.floor(Date.now() / 1000)));
  }

  /** The test cards, for the hosted page. */
  cards() {
    return TEST_CARDS;
  }
}
