import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';
import { Checkout } from '../src/modules/payments/application/checkout.js';
import { signPayload } from '../src/modules/payments/infrastructure/providers/webhook-signature.js';
import { TestPaymentProvider } from '../src/modules/payments/infrastructure/providers/test-provider.js';
import {
  csrfAgent,
  eventually,
  registerAndLogin,
  requestsAs,
  signedInWithRole,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

const key = () => randomUUID().replace(/-/g, '');
const SUCCESS = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Ada Lovelace' };
const card = (number: string) => ({ ...SUCCESS, number });
const sessionOf = (redirectUrl: string) => new URL(redirectUrl, 'https://x.test').searchParams.get('session')!;

/** Issue 16, payments: orders through the test provider, signed callbacks applied once, refunds and premium. */
describe('payments', () => {
  let t: TestApp;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  let admin: SignedIn;
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    t.app.get(MikroORM).em.fork().execute<T[]>(query, params);
  const pay = (session: string, body: object) =>
    csrf.agent.post(`/api/test-payments/sessions/${session}/pay`).set('X-CSRF-Token', csrf.token).send(body);
  const webhook = (body: string, signature?: string) => {
    const req = request(t.http).post('/api/webhooks/payments/test').set('Content-Type', 'application/json');
    return (signature ? req.set('X-DevPath-Signature', signature) : req).send(body);
  };
  const secret = () => t.app.get(TestPaymentProvider).secret;
  const buyPremium = async (who: SignedIn, plan = 'premium-monthly') => {
    const res = await as(who)
      .post('/api/payments/memberships/checkout')
      .send({ plan, idempotencyKey: key() })
      .expect(200);
    return { orderId: res.body.order.id as string, session: sessionOf(res.body.redirectUrl), body: res.body };
  };
  const me = async (who: SignedIn) => (await as(who).get('/api/users/me').expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp();
    csrf = await csrfAgent(t.http);
    admin = await signedInWithRole(t, 'admin');
  });
  afterAll(() => t.close());

  it('lists the plans with integer prices in minor units', async () => {
    const res = await request(t.http).get('/api/payments/plans').expect(200);
    expect(res.body.plans).toEqual([
      expect.objectContaining({ code: 'premium-monthly', amount: 800, currency: 'USD', months: 1 }),
      expect.objectContaining({ code: 'premium-yearly', amount: 7200, currency: 'USD', months: 12 }),
    ]);
  });

  it('subscribes with the success card: the order is paid once, premium follows on /me, and the receipt shows it', async () => {
    const learner = await registerAndLogin(t.http);
    expect((await me(learner)).premiumTier).toBe('free');
    // Premium's gate is on the server: an unsolved problem's editorial is not sent to a free learner.
    const [problem] = await sql<{ slug: string }>(
      `select slug from practice_problems where published order by position limit 1`,
    );
    const editorial = async () => (await as(learner).get(`/api/practice/problems/${problem.slug}`).expect(200)).body;
    expect(await editorial()).toMatchObject({ editorialMd: '', editorialUnlockedBy: null });
    const { orderId, session, body } = await buyPremium(learner);
    expect(body.order).toMatchObject({
      status: 'pending',
      total: 800,
      currency: 'USD',
      lines: [{ kind: 'membership', ref: 'premium-monthly', amount: 800 }],
    });
    expect(body.redirectUrl).toBe(`/test-payment?session=${session}`);

    const page = await request(t.http).get(`/api/test-payments/sessions/${session}`).expect(200);
    expect(page.body).toMatchObject({
      amount: 800,
      currency: 'USD',
      status: 'open',
      successUrl: `/orders/${orderId}`,
      cancelUrl: '/premium',
    });
    expect(page.body.testCards.map((c: { outcome: string }) => c.outcome)).toEqual(
      expect.arrayContaining(['succeeded', 'card_declined', 'insufficient_funds', 'authentication_required']),
    );

    const paid = await pay(session, SUCCESS).expect(200);
    expect(paid.body).toEqual({ status: 'succeeded', redirectUrl: `/orders/${orderId}` });
    const receipt = await as(learner).get(`/api/payments/orders/${orderId}`).expect(200);
    expect(receipt.body).toMatchObject({ status: 'paid', total: 800, checkoutUrl: null });
    expect(receipt.body.paidAt).toEqual(expect.any(String));

    await eventually(async () => expect((await me(learner)).premiumTier).toBe('premium'));
    const opened = await editorial();
    expect(opened.editorialUnlockedBy).toBe('premium');
    expect(opened.editorialMd.length).toBeGreaterThan(50);
    const membership = await as(learner).get('/api/payments/membership').expect(200);
    expect(membership.body).toMatchObject({ tier: 'premium', plan: 'premium-monthly' });
    const until = new Date(membership.body.until).getTime();
    expect(until - Date.now()).toBeGreaterThan(27 * 86_400_000);

    // Paying the same session again is refused; nothing is charged twice.
    await pay(session, SUCCESS)
      .expect(409)
      .expect((res) => expect(res.body.code).toBe('PAYMENT_SESSION_CLOSED'));
    const [events] = await sql<{ n: number }>(
      `select count(*)::int as n from outbox_events where name = 'order.paid' and payload->>'orderId' = ?`,
      [orderId],
    );
    expect(events.n).toBe(1);

    // A second month extends from the current end, not from today.
    const again = await buyPremium(learner);
    await pay(again.session, SUCCESS).expect(200);
    await eventually(async () => {
      const next = (await as(learner).get('/api/payments/membership').expect(200)).body;
      expect(new Date(next.until).getTime() - until).toBeGreaterThan(27 * 86_400_000);
    });
  });

  it('declines the decline and insufficient-funds cards with clear messages, keeps the order payable, then pays with another card', async () => {
    const learner = await registerAndLogin(t.http);
    const { orderId, session } = await buyPremium(learner);
    const declined = await pay(session, card('4000 0000 0000 0002')).expect(200);
    expect(declined.body).toEqual({
      status: 'open',
      declineCode: 'card_declined',
      message: 'Your card was declined. Try another card.',
    });
    const poor = await pay(session, card('4000000000009995')).expect(200);
    expect(poor.body).toMatchObject({
      status: 'open',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds. Try another card.',
    });
    const invalid = await pay(session, card('4242 4242 4242 4241')).expect(200);
    expect(invalid.body).toMatchObject({ status: 'open', declineCode: 'invalid_number' });
    const expired = await pay(session, { ...SUCCESS, expMonth: 1, expYear: 2020 }).expect(200);
    expect(expired.body).toMatchObject({ declineCode: 'expired_card' });
    expect((await as(learner).get(`/api/payments/orders/${orderId}`).expect(200)).body.status).toBe('pending');
    expect((await me(learner)).premiumTier).toBe('free');
    await pay(session, SUCCESS).expect(200);
    expect((await as(learner).get(`/api/payments/orders/${orderId}`).expect(200)).body.status).toBe('paid');
  });

  it('asks for 3-D Secure with the authentication card: a failed challenge declines, a completed one pays', async () => {
    const learner = await registerAndLogin(t.http);
    const { orderId, session } = await buyPremium(learner);
    const challenge = await pay(session, card('4000 0025 0000 3155')).expect(200);
    expect(challenge.body).toEqual({ status: 'requires_action' });
    const failed = await csrf.agent
      .post(`/api/test-payments/sessions/${session}/authenticate`)
      .set('X-CSRF-Token', csrf.token)
      .send({ approve: false })
      .expect(200);
    expect(failed.body).toMatchObject({ status: 'open', declineCode: 'authentication_failed' });
    await pay(session, card('4000 0025 0000 3155')).expect(200);
    const ok = await csrf.agent
      .post(`/api/test-payments/sessions/${session}/authenticate`)
      .set('X-CSRF-Token', csrf.token)
      .send({ approve: true })
      .expect(200);
    expect(ok.body).toMatchObject({ status: 'succeeded' });
    expect((await as(learner).get(`/api/payments/orders/${orderId}`).expect(200)).body.status).toBe('paid');
  });

  it('cancelling on the payment page cancels the order; a replaced checkout can no longer be paid', async () => {
    const learner = await registerAndLogin(t.http);
    const first = await buyPremium(learner);
    const second = await buyPremium(learner);
    expect((await as(learner).get(`/api/payments/orders/${first.orderId}`).expect(200)).body).toMatchObject({
      status: 'cancelled',
      failureCode: 'replaced',
    });
    await pay(first.session, SUCCESS)
      .expect(409)
      .expect((res) => expect(res.body.code).toBe('PAYMENT_SESSION_CLOSED'));
    const gaveUp = await csrf.agent
      .post(`/api/test-payments/sessions/${second.session}/cancel`)
      .set('X-CSRF-Token', csrf.token)
      .send({})
      .expect(200);
    expect(gaveUp.body).toEqual({ status: 'cancelled', redirectUrl: '/premium' });
    expect((await as(learner).get(`/api/payments/orders/${second.orderId}`).expect(200)).body.status).toBe('cancelled');
    expect((await me(learner)).premiumTier).toBe('free');
  });

  it('answers the same order for the same idempotency key, and refuses the key for other items', async () => {
    const learner = await registerAndLogin(t.http);
    const idempotencyKey = key();
    const [a, b] = await Promise.all([
      as(learner)
        .post('/api/payments/memberships/checkout')
        .send({ plan: 'premium-monthly', idempotencyKey })
        .expect(200),
      as(learner)
        .post('/api/payments/memberships/checkout')
        .send({ plan: 'premium-monthly', idempotencyKey })
        .expect(200),
    ]);
    expect(a.body.order.id).toBe(b.body.order.id);
    expect(a.body.redirectUrl).toBe(b.body.redirectUrl);
    const other = await as(learner)
      .post('/api/payments/memberships/checkout')
      .send({ plan: 'premium-yearly', idempotencyKey })
      .expect(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const [count] = await sql<{ n: number }>(`select count(*)::int as n from orders where user_id = ?`, [
      learner.user.id,
    ]);
    expect(count.n).toBe(1);
  });

  it('never sells a product twice: concurrent checkouts leave one payable order, and an owned product is refused', async () => {
    const learner = await registerAndLogin(t.http);
    const checkout = t.app.get(Checkout);
    const productId = randomUUID();
    const lines = [
      { kind: 'product' as const, ref: productId, title: 'React starter kit', amount: 1900, currency: 'USD' },
    ];
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => checkout.start(learner.user.id, lines, key())),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const pending = await sql<{ id: string }>(`select id::text from orders where user_id = ? and status = 'pending'`, [
      learner.user.id,
    ]);
    expect(pending).toHaveLength(1);
    const winner = results
      .map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<Checkout['start']>>>).value)
      .find((r) => r.order.id === pending[0].id)!;
    await pay(sessionOf(winner.redirectUrl), SUCCESS).expect(200);
    await expect(checkout.start(learner.user.id, lines, key())).rejects.toMatchObject({ code: 'PRODUCT_OWNED' });
    // Tampered amounts never reach an order: the facade only takes integer minor units.
    await expect(
      checkout.start(learner.user.id, [{ ...lines[0], ref: randomUUID(), amount: 19.99 }], key()),
    ).rejects.toMatchObject({ code: 'AMOUNT_INVALID' });
    await expect(
      checkout.start(learner.user.id, [{ ...lines[0], ref: randomUUID(), amount: -100 }], key()),
    ).rejects.toMatchObject({ code: 'AMOUNT_INVALID' });
  });

  it('refuses forged, tampered, stale and unsigned callbacks, and applies a replayed one only once', async () => {
    const learner = await registerAndLogin(t.http);
    const { orderId, session } = await buyPremium(learner);
    const event = (id: string, amount = 800) =>
      JSON.stringify({
        id,
        type: 'payment.succeeded',
        created: Math.floor(Date.now() / 1000),
        data: {
          sessionId: session,
          orderId,
          amount,
          currency: 'USD',
          paymentId: 'pi_test_x',
          failureCode: null,
          failureMessage: null,
        },
      });
    const now = () => Math.floor(Date.now() / 1000);

    await webhook(event('evt_unsigned'))
      .expect(400)
      .expect((res) => expect(res.body.code).toBe('WEBHOOK_SIGNATURE_INVALID'));
    await webhook(event('evt_forged'), signPayload(Buffer.from('not-our-secret'), event('evt_forged'), now())).expect(
      400,
    );
    const signedBody = event('evt_tampered');
    const signature = signPayload(secret(), signedBody, now());
    await webhook(signedBody.replace('"amount":800', '"amount":1'), signature).expect(400);
    await webhook(event('evt_stale'), signPayload(secret(), event('evt_stale'), now() - 3600)).expect(400);
    await webhook(event('evt_garbage'), 't=abc,v1=zz').expect(400);
    expect((await as(learner).get(`/api/payments/orders/${orderId}`).expect(200)).body.status).toBe('pending');

    // A correctly signed event for the wrong amount is not applied as a payment.
    const wrong = event('evt_wrong_amount', 1);
    expect((await webhook(wrong, signPayload(secret(), wrong, now())).expect(200)).body.outcome).toBe('ignored');
    expect((await as(learner).get(`/api/payments/orders/${orderId}`).expect(200)).body).toMatchObject({
      status: 'failed',
      failureCode: 'amount_mismatch',
    });

    // A fresh order, then the same genuine callback delivered three times (twice at once): paid once.
    const fresh = await buyPremium(learner);
    const genuine = JSON.stringify({
      id: `evt_genuine_${key()}`,
      type: 'payment.succeeded',
      created: now(),
      data: {
        sessionId: fresh.session,
        orderId: fresh.orderId,
        amount: 800,
        currency: 'USD',
        paymentId: 'pi_test_y',
        failureCode: null,
        failureMessage: null,
      },
    });
    const sig = signPayload(secret(), genuine, now());
    const outcomes = await Promise.all([webhook(genuine, sig), webhook(genuine, sig)]);
    const third = await webhook(genuine, sig).expect(200);
    expect([...outcomes.map((r) => r.body.outcome), third.body.outcome].sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
    ]);
    const [paidEvents] = await sql<{ n: number }>(
      `select count(*)::int as n from outbox_events where name = 'order.paid' and payload->>'orderId' = ?`,
      [fresh.orderId],
    );
    expect(paidEvents.n).toBe(1);
    const [membershipEvents] = await sql<{ n: number }>(
      `select count(*)::int as n from outbox_events where name = 'membership.changed' and (payload->>'userId')::int = ?`,
      [learner.user.id],
    );
    expect(membershipEvents.n).toBe(1);
  });

  it("keeps orders private: another learner's order is not found, admin routes refuse learners and moderators", async () => {
    const owner = await registerAndLogin(t.http);
    const other = await registerAndLogin(t.http);
    const moderator = await signedInWithRole(t, 'moderator');
    const { orderId } = await buyPremium(owner);
    await as(other)
      .get(`/api/payments/orders/${orderId}`)
      .expect(404)
      .expect((res) => expect(res.body.code).toBe('ORDER_NOT_FOUND'));
    await as(other).get('/api/payments/orders/not-a-uuid').expect(404);
    expect((await as(other).get('/api/payments/orders').expect(200)).body.total).toBe(0);
    await request(t.http).get(`/api/payments/orders/${orderId}`).expect(401);
    for (const who of [other, moderator]) {
      await as(who).get('/api/admin/orders').expect(403);
      await as(who).post(`/api/admin/orders/${orderId}/refund`).send({ reason: 'mine now' }).expect(403);
    }
  });

  it('refunds a paid membership: premium ends at once, a second refund is refused, and only admins refund', async () => {
    const learner = await registerAndLogin(t.http);
    const { orderId, session } = await buyPremium(learner, 'premium-yearly');
    await as(admin)
      .post(`/api/admin/orders/${orderId}/refund`)
      .send({ reason: 'Not paid yet' })
      .expect(409)
      .expect((res) => expect(res.body.code).toBe('ORDER_NOT_REFUNDABLE'));
    await pay(session, SUCCESS).expect(200);
    await eventually(async () => expect((await me(learner)).premiumTier).toBe('premium'));
    const listed = await as(admin)
      .get('/api/admin/orders')
      .query({ userId: learner.user.id, status: 'paid' })
      .expect(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        id: orderId,
        userId: learner.user.id,
        total: 7200,
        providerPayment: expect.stringMatching(/^pi_test_/),
      }),
    ]);
    const refunded = await as(admin)
      .post(`/api/admin/orders/${orderId}/refund`)
      .send({ reason: 'Asked within 14 days' })
      .expect(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', refundReason: 'Asked within 14 days' });
    await as(admin).post(`/api/admin/orders/${orderId}/refund`).send({ reason: 'Again' }).expect(409);
    await eventually(async () => expect((await me(learner)).premiumTier).toBe('free'));
    expect((await as(learner).get('/api/payments/membership').expect(200)).body.tier).toBe('free');
    const [refunds] = await sql<{ n: number }>(
      `select count(*)::int as n from outbox_events where name = 'order.refunded' and payload->>'orderId' = ?`,
      [orderId],
    );
    expect(refunds.n).toBe(1);
  });

  it('refuses bad input with codes and changes nothing', async () => {
    const learner = await registerAndLogin(t.http);
    const bad = [
      { plan: 'premium-lifetime', idempotencyKey: key() },
      { plan: 'premium-monthly', idempotencyKey: 'short' },
      { plan: 'premium-monthly', idempotencyKey: key(), amount: 1 },
      { plan: 'premium-monthly', idempotencyKey: 'x'.repeat(10_000) },
      { plan: 'premium-monthly\u0000', idempotencyKey: key() },
    ];
    for (const body of bad) {
      const res = await as(learner).post('/api/payments/memberships/checkout').send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toEqual(expect.any(String));
    }
    await as(learner)
      .post('/api/payments/memberships/checkout')
      .set('Content-Type', 'application/json')
      .send('{"plan":"premium-monthly","idempotencyKey":"abcdefghijklmnopqrstu","__proto__":{"amount":1}}')
      .expect(400);
    const { session } = await buyPremium(learner);
    for (const body of [
      { ...SUCCESS, number: 'abcd' },
      { ...SUCCESS, cvc: '12' },
      { ...SUCCESS, expMonth: 13 },
      { ...SUCCESS, extra: true },
      { ...SUCCESS, name: '\ud800' },
    ]) {
      const res = await pay(session, body);
      expect(res.status).toBe(400);
    }
    await request(t.http).get('/api/test-payments/sessions/cs_test_doesnotexistdoesnotexist').expect(404);
    await request(t.http).get('/api/test-payments/sessions/..%2f..').expect(404);
    const [count] = await sql<{ n: number }>(`select count(*)::int as n from orders where user_id = ?`, [
      learner.user.id,
    ]);
    expect(count.n).toBe(1);
  });

  it('ends expired memberships and unpaid orders in the housekeeping job, and twice equals once', async () => {
    const learner = await registerAndLogin(t.http);
    const { orderId, session } = await buyPremium(learner);
    await pay(session, SUCCESS).expect(200);
    await eventually(async () => expect((await me(learner)).premiumTier).toBe('premium'));
    const stale = await buyPremium(learner);
    await sql(`update memberships set current_period_end = now() - interval '1 minute' where user_id = ?`, [
      learner.user.id,
    ]);
    await sql(`update orders set expires_at = now() - interval '1 minute' where id = ?`, [stale.orderId]);
    const { PaymentsHousekeepingJob } = await import(
      '../src/modules/payments/infrastructure/jobs/payments-housekeeping.job.js'
    );
    const job = t.app.get(PaymentsHousekeepingJob);
    const at = new Date(Date.now() + 60 * 60_000);
    expect(await job.run(at)).toBe('ran');
    expect(await job.run(at)).not.toBe('ran');
    await eventually(async () => expect((await me(learner)).premiumTier).toBe('free'));
    expect((await as(learner).get(`/api/payments/orders/${stale.orderId}`).expect(200)).body).toMatchObject({
      status: 'cancelled',
      failureCode: 'expired',
    });
    expect((await as(learner).get(`/api/payments/orders/${orderId}`).expect(200)).body.status).toBe('paid');
    const [ended] = await sql<{ n: number }>(
      `select count(*)::int as n from outbox_events where name = 'membership.changed' and (payload->>'userId')::int = ? and payload->>'tier' = 'free'`,
      [learner.user.id],
    );
    expect(ended.n).toBe(1);
  });

  describe('with Stripe configured', () => {
    const WEBHOOK_SECRET = 'whsec_testsecretfordevpathe2e0123456789';
    let s: TestApp;
    beforeAll(async () => {
      s = await startTestApp({
        env: { STRIPE_SECRET_KEY: 'sk_test_devpathe2enotarealkey0000', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      });
    });
    afterAll(() => s.close());

    it("applies Stripe's checkout.session.completed once, checked with the library's own test header, and refuses a bad signature", async () => {
      const learner = await registerAndLogin(s.http);
      const orderId = randomUUID();
      const db = s.app.get(MikroORM).em.fork();
      await db.execute(
        `insert into orders (id, user_id, currency, total, provider, provider_session, idempotency_key, expires_at) values (?, ?, 'USD', 800, 'stripe', 'cs_test_stripe_1', ?, now() + interval '30 minutes')`,
        [orderId, learner.user.id, key()],
      );
      await db.execute(
        `insert into order_lines (order_id, position, user_id, kind, ref, title, amount, currency) values (?, 0, ?, 'membership', 'premium-monthly', 'DevPath Premium, 1 month', 800, 'USD')`,
        [orderId, learner.user.id],
      );
      const payload = JSON.stringify({
        id: `evt_stripe_${key()}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_test_stripe_1',
            object: 'checkout.session',
            client_reference_id: orderId,
            metadata: { orderId },
            payment_status: 'paid',
            amount_total: 800,
            currency: 'usd',
            payment_intent: 'pi_stripe_1',
          },
        },
      });
      const stripe = new Stripe('sk_test_devpathe2enotarealkey0000');
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const send = (signature: string) =>
        request(s.http)
          .post('/api/webhooks/payments/stripe')
          .set('Content-Type', 'application/json')
          .set('Stripe-Signature', signature)
          .send(payload);

      await send(stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_somebodyelsesecret0000000' }))
        .expect(400)
        .expect((res) => expect(res.body.code).toBe('WEBHOOK_SIGNATURE_INVALID'));
      expect((await send(header).expect(200)).body.outcome).toBe('applied');
      expect((await send(header).expect(200)).body.outcome).toBe('duplicate');
      const [order] = await db.execute<{ status: string; provider_payment: string }[]>(
        `select status, provider_payment from orders where id = ?`,
        [orderId],
      );
      expect(order).toEqual({ status: 'paid', provider_payment: 'pi_stripe_1' });
      // Without Stripe configured, the endpoint says so.
      await request(t.http)
        .post('/api/webhooks/payments/stripe')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', header)
        .send(payload)
        .expect(404);
    });
  });
});
