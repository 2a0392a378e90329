import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
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
const SUCCESS = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Grace Hopper' };
const DECLINE = { ...SUCCESS, number: '4000 0000 0000 0002' };
const sessionOf = (redirectUrl: string) => new URL(redirectUrl, 'https://x.test').searchParams.get('session')!;

interface Product {
  id: string;
  slug: string;
  price_amount: number;
}

/** Issue 16, the cart: server prices, guest merge, checkout through payments, and what a purchase grants. */
describe('cart and checkout', () => {
  let t: TestApp;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  let products: Product[];
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    t.app.get(MikroORM).em.fork().execute<T[]>(query, params);
  const pay = (redirectUrl: string, card = SUCCESS) =>
    csrf.agent
      .post(`/api/test-payments/sessions/${sessionOf(redirectUrl)}/pay`)
      .set('X-CSRF-Token', csrf.token)
      .send(card);
  const cart = async (who: SignedIn) => (await as(who).get('/api/cart').expect(200)).body;
  const checkout = (who: SignedIn, expectedTotal: number, idempotencyKey = key()) =>
    as(who).post('/api/cart/checkout').send({ expectedTotal, idempotencyKey });

  beforeAll(async () => {
    t = await startTestApp();
    csrf = await csrfAgent(t.http);
    products = await sql<Product>(
      `select id::text as id, slug, price_amount from marketplace_products where published and price_amount > 0 order by slug limit 4`,
    );
    expect(products.length).toBe(4);
  });
  afterAll(() => t.close());

  it("prices a guest's cart from the browser without storing anything", async () => {
    const [a, b] = products;
    const quote = await csrf.agent
      .post('/api/cart/quote')
      .set('X-CSRF-Token', csrf.token)
      .send({ productIds: [b.id, randomUUID(), a.id] })
      .expect(200);
    expect(quote.body.items.map((i: { productId: string; owned: boolean }) => [i.productId, i.owned])).toEqual([
      [b.id, false],
      [a.id, false],
    ]);
    expect(quote.body.total).toBe(a.price_amount + b.price_amount);
    await request(t.http)
      .post('/api/cart/quote')
      .send({ productIds: [a.id] })
      .expect(403);
    await csrf.agent
      .post('/api/cart/quote')
      .set('X-CSRF-Token', csrf.token)
      .send({ productIds: [a.id], total: 1 })
      .expect(400);
    const [stored] = await sql<{ n: number }>(
      `select count(*)::int as n from cart_items where product_id = any(?::varchar[])`,
      [`{${a.id},${b.id}}`],
    );
    expect(stored.n).toBe(0);
  });

  it('merges the guest cart at sign-in, skipping unknown products, and totals at server prices', async () => {
    const learner = await registerAndLogin(t.http);
    const [a, b] = products;
    const merged = await as(learner)
      .post('/api/cart/merge')
      .send({ productIds: [a.id, randomUUID(), b.id, a.id] })
      .expect(200);
    expect(merged.body.items.map((i: { productId: string }) => i.productId)).toEqual([a.id, b.id]);
    expect(merged.body.total).toBe(a.price_amount + b.price_amount);
    expect(merged.body.payableCount).toBe(2);
    // Merging again (another tab) changes nothing.
    expect(
      (
        await as(learner)
          .post('/api/cart/merge')
          .send({ productIds: [b.id] })
          .expect(200)
      ).body.items,
    ).toHaveLength(2);
    await as(learner)
      .post('/api/cart/merge')
      .send({ productIds: ['not-a-uuid'] })
      .expect(400);
    await as(learner)
      .post('/api/cart/merge')
      .send({ productIds: Array.from({ length: 51 }, () => randomUUID()) })
      .expect(400);
    // Another learner's cart is their own.
    const other = await registerAndLogin(t.http);
    expect((await cart(other)).items).toEqual([]);
    await request(t.http).get('/api/cart').expect(401);
  });

  it('never trusts a price from the browser: extra fields are refused, and a changed price stops the checkout', async () => {
    const learner = await registerAndLogin(t.http);
    const [a] = products;
    await as(learner).put(`/api/cart/items/${a.id}`).expect(200);
    const res = await as(learner)
      .post('/api/cart/checkout')
      .send({ expectedTotal: 1, idempotencyKey: key(), price: 1 })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const wrong = await checkout(learner, 1).expect(409);
    expect(wrong.body).toMatchObject({ code: 'PRICE_CHANGED', details: { total: a.price_amount, currency: 'USD' } });
    await checkout(learner, a.price_amount + 0.5).expect(400);
    const [orders] = await sql<{ n: number }>(`select count(*)::int as n from orders where user_id = ?`, [
      learner.user.id,
    ]);
    expect(orders.n).toBe(0);
    await as(learner)
      .put(`/api/cart/items/${randomUUID()}`)
      .expect(404)
      .expect((r) => expect(r.body.code).toBe('PRODUCT_NOT_FOUND'));
    await as(learner).put('/api/cart/items/..%2f..').expect(404);
  });

  it('a declined card leaves the cart as it was; paying grants the products, empties them from the cart and refuses them again', async () => {
    const learner = await registerAndLogin(t.http);
    const [a, b] = products;
    await as(learner).put(`/api/cart/items/${a.id}`).expect(200);
    const before = (await as(learner).put(`/api/cart/items/${b.id}`).expect(200)).body;
    const first = await checkout(learner, before.total).expect(200);
    expect(first.body).toMatchObject({ status: 'pending', total: before.total });
    const declined = await pay(first.body.redirectUrl, DECLINE).expect(200);
    expect(declined.body.declineCode).toBe('card_declined');
    expect((await cart(learner)).items).toHaveLength(2);
    await as(learner)
      .get('/api/marketplace/purchases')
      .expect(200)
      .expect((r) => expect(r.body.items ?? r.body).toHaveLength(0));

    await pay(first.body.redirectUrl, SUCCESS).expect(200);
    await eventually(async () => expect((await cart(learner)).items).toEqual([]));
    await eventually(async () => {
      const owned = (await as(learner).get('/api/marketplace/purchases').expect(200)).body;
      expect(
        (owned.items ?? owned)
          .map((p: { slug?: string; product?: { slug: string } }) => p.slug ?? p.product?.slug)
          .sort(),
      ).toEqual([a.slug, b.slug].sort());
    });
    await as(learner)
      .put(`/api/cart/items/${a.id}`)
      .expect(409)
      .expect((r) => expect(r.body.code).toBe('PRODUCT_OWNED'));
    // A guest cart still holding an owned product merges without it.
    expect(
      (
        await as(learner)
          .post('/api/cart/merge')
          .send({ productIds: [a.id] })
          .expect(200)
      ).body.items,
    ).toEqual([]);
    await checkout(learner, 0)
      .expect(400)
      .expect((r) => expect(r.body.code).toBe('CART_EMPTY'));
  });

  it('holds at most 50 products however many are added at once (counted and inserted atomically)', async () => {
    // Issue 24: a per-user cap counted, then inserted, let parallel requests pass it together.
    const [model] = await sql<{ id: string }>(
      `select id::text as id from marketplace_products where published and price_amount > 0 order by slug limit 1`,
    );
    const copies = await sql<{ id: string }>(
      `insert into marketplace_products
       select (jsonb_populate_record(null::marketplace_products, to_jsonb(p) || jsonb_build_object('id', gen_random_uuid(), 'slug', left(p.slug, 60) || '-cap-' || g))).*
       from marketplace_products p, generate_series(1, 70) g where p.id = ?::uuid returning id::text as id`,
      [model.id],
    );
    const learner = await registerAndLogin(t.http);
    const answers = await Promise.all(copies.map((p) => as(learner).put(`/api/cart/items/${p.id}`)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(50);
    expect(answers.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body.code}`)).toEqual(
      Array(20).fill('409 CART_FULL'),
    );
    expect(
      await sql<{ n: number }>('select count(*)::int as n from cart_items where user_id = ?', [learner.user.id]),
    ).toEqual([{ n: 50 }]);
    // The merge of a guest cart fills only what is left (nothing here).
    await as(learner)
      .post('/api/cart/merge')
      .send({ productIds: products.map((p) => p.id) })
      .expect(200);
    expect(
      await sql<{ n: number }>('select count(*)::int as n from cart_items where user_id = ?', [learner.user.id]),
    ).toEqual([{ n: 50 }]);
    await sql('delete from cart_items where user_id = ?', [learner.user.id]);
    await sql('delete from marketplace_products where id = any(?::uuid[])', [`{${copies.map((p) => p.id).join(',')}}`]);
  });

  it('two checkouts at once leave one payable order: nothing is charged or granted twice', async () => {
    const learner = await registerAndLogin(t.http);
    const [, , c] = products;
    const view = (await as(learner).put(`/api/cart/items/${c.id}`).expect(200)).body;
    const attempts = await Promise.all([
      checkout(learner, view.total),
      checkout(learner, view.total),
      checkout(learner, view.total),
    ]);
    expect(attempts.map((r) => r.status)).toEqual([200, 200, 200]);
    const results = await Promise.all(attempts.map((r) => pay(r.body.redirectUrl)));
    expect(results.filter((r) => r.status === 200 && r.body.status === 'succeeded')).toHaveLength(1);
    const paid = await sql<{ n: number }>(
      `select count(*)::int as n from orders where user_id = ? and status = 'paid'`,
      [learner.user.id],
    );
    expect(paid[0].n).toBe(1);
    await eventually(async () => {
      const owned = (await as(learner).get('/api/marketplace/purchases').expect(200)).body;
      expect(owned.items ?? owned).toHaveLength(1);
    });
  });

  it('the same idempotency key answers the same order, and a refund revokes the download', async () => {
    const learner = await registerAndLogin(t.http);
    const admin = await signedInWithRole(t, 'admin');
    const [, , , d] = products;
    const view = (await as(learner).put(`/api/cart/items/${d.id}`).expect(200)).body;
    const idempotencyKey = key();
    const [one, two] = await Promise.all([
      checkout(learner, view.total, idempotencyKey),
      checkout(learner, view.total, idempotencyKey),
    ]);
    expect(one.body.orderId).toBe(two.body.orderId);
    await pay(one.body.redirectUrl).expect(200);
    await eventually(async () => {
      const owned = (await as(learner).get('/api/marketplace/purchases').expect(200)).body;
      expect(owned.items ?? owned).toHaveLength(1);
    });
    await as(admin)
      .post(`/api/admin/orders/${one.body.orderId}/refund`)
      .send({ reason: 'Bought by mistake' })
      .expect(200);
    // The purchase stays listed, as refunded, with nothing left to download.
    await eventually(async () => {
      const owned = (await as(learner).get('/api/marketplace/purchases').expect(200)).body;
      expect(owned.items).toEqual([
        expect.objectContaining({ orderId: one.body.orderId, status: 'refunded', file: null }),
      ]);
    });
    expect((await as(learner).post(`/api/marketplace/purchases/${d.id}/download-link`).expect(403)).body.code).toBe(
      'PRODUCT_NOT_OWNED',
    );
    // Refunded: the product may be bought again.
    await as(learner).put(`/api/cart/items/${d.id}`).expect(200);
  });
});
