import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { zipSync } from 'fflate';
import request from 'supertest';
import { MarketplaceCatalog } from '../src/modules/marketplace/index.js';
import { signDownloadLink } from '../src/modules/marketplace/domain/download-link.js';
import type { OrderLineView } from '../src/modules/payments/contracts/events.js';
import { EventOutbox } from '../src/platform/events/event-outbox.js';
import {
  csrfAgent,
  eventually,
  registerAndLogin,
  requestsAs,
  signedInWithRole,
  startTestApp,
  unique,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

interface Summary {
  id: string;
  slug: string;
  kind: string;
  priceAmount: number;
  tags: string[];
  ratingTenths: number;
  ratingCount: number;
}

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('marketplace', () => {
  let t: TestApp;
  let orm: MikroORM;
  let outbox: EventOutbox;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  let buyer: SignedIn;
  let stranger: SignedIn;
  let moderator: SignedIn;
  let admin: SignedIn;
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const sql = <T extends object>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);

  beforeAll(async () => {
    t = await startTestApp({ env: { MARKETPLACE_FILES_DIR: mkdtempSync(join(tmpdir(), 'devpath-marketplace-')) } });
    orm = t.app.get(MikroORM);
    outbox = t.app.get(EventOutbox);
    csrf = await csrfAgent(t.http);
    [buyer, stranger, moderator, admin] = await Promise.all([
      registerAndLogin(t.http),
      registerAndLogin(t.http),
      signedInWithRole(t, 'moderator'),
      signedInWithRole(t, 'admin'),
    ]);
  });
  afterAll(() => t.close());

  const product = async (slug: string) =>
    (await request(t.http).get(`/api/marketplace/products/${slug}`).expect(200)).body as Summary & {
      file: { sha256: string; size: number };
    };
  const line = (p: { id: string; priceAmount: number }): OrderLineView => ({
    kind: 'product',
    ref: p.id,
    title: 'x',
    amount: p.priceAmount,
    currency: 'USD',
  });
  const publish = <N extends 'order.paid' | 'order.refunded' | 'user.deleted'>(
    name: N,
    payload: Parameters<EventOutbox['publish']>[2] & object,
  ) => orm.em.fork().transactional((em) => outbox.publish(em, name, payload as never));
  const paid = (who: SignedIn, orderId: string, lines: OrderLineView[]) =>
    publish('order.paid', {
      orderId,
      userId: who.user.id,
      lines,
      total: lines.reduce((s, l) => s + l.amount, 0),
      currency: 'USD',
      paidAt: new Date().toISOString(),
    });
  const delivered = (handler: string, count: number) =>
    eventually(async () => {
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from event_deliveries where handler = ?`, [
        handler,
      ]);
      expect(n).toBeGreaterThanOrEqual(count);
    }, 10_000);
  const deliveries = async (handler: string) =>
    (await sql<{ n: number }>(`select count(*)::int as n from event_deliveries where handler = ?`, [handler]))[0].n;

  describe('the public list', () => {
    const list = async (query: string) =>
      (await request(t.http).get(`/api/marketplace/products?${query}`).expect(200)).body as {
        items: Summary[];
        total: number;
        page: number;
        pageSize: number;
      };

    it('lists the shipped products in pages', async () => {
      const all = await list('pageSize=48');
      expect(all.total).toBeGreaterThanOrEqual(8);
      const first = await list('pageSize=3&sort=newest');
      const second = await list('pageSize=3&page=2&sort=newest');
      expect(first.items).toHaveLength(3);
      expect(first).toMatchObject({ page: 1, pageSize: 3, total: all.total });
      expect(second.items.map((p) => p.id)).not.toEqual(expect.arrayContaining(first.items.map((p) => p.id)));
      const beyond = await list('pageSize=3&page=500');
      expect(beyond).toMatchObject({ items: [], total: all.total });
    });

    it('filters by kind, tag, price and words, and sorts', async () => {
      const projects = await list('kind=course-project');
      expect(projects.items.length).toBeGreaterThanOrEqual(2);
      expect(projects.items.every((p) => p.kind === 'course-project')).toBe(true);
      const react = await list('tag=react');
      expect(react.items.map((p) => p.slug)).toContain('react-vite-starter');
      expect(react.items.every((p) => p.tags.includes('react'))).toBe(true);
      const range = await list('minPrice=900&maxPrice=1500&pageSize=48');
      expect(range.items.length).toBeGreaterThan(0);
      expect(range.items.every((p) => p.priceAmount >= 900 && p.priceAmount <= 1500)).toBe(true);
      expect((await list('q=NestJS')).items.map((p) => p.slug)).toEqual(['nestjs-api-starter']);
      expect((await list('q=%25')).total).toBe(0); // a literal %, not a wildcard
      const asc = (await list('sort=price-asc&pageSize=48')).items.map((p) => p.priceAmount);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      const desc = (await list('sort=price-desc&pageSize=48')).items.map((p) => p.priceAmount);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      const tags = (await request(t.http).get('/api/marketplace/tags').expect(200)).body.tags as {
        tag: string;
        count: number;
      }[];
      expect(tags.find((x) => x.tag === 'react')?.count).toBeGreaterThanOrEqual(1);
    });

    it('caches the public reads and drops them when any instance changes a product (the table notifies)', async () => {
      const before = await product('node-cli-starter');
      await list('tag=cli');
      // As another instance or a manual SQL session would: no announcement from this process.
      await sql(`update marketplace_products set summary = summary || ' (updated)' where slug = 'node-cli-starter'`);
      await eventually(async () => {
        expect((await product('node-cli-starter')) as unknown as { summary: string }).toMatchObject({
          summary: expect.stringMatching(/\(updated\)$/),
        });
        expect((await list('tag=cli')).items[0]).toMatchObject({ summary: expect.stringMatching(/\(updated\)$/) });
      });
      await sql(`update marketplace_products set summary = ? where slug = 'node-cli-starter'`, [
        (before as unknown as { summary: string }).summary,
      ]);
    });

    it('refuses malformed filters with codes', async () => {
      for (const query of [
        'sort=cheapest',
        'minPrice=-1',
        'minPrice=1.5',
        'maxPrice=1e3',
        'kind=ebook',
        'pageSize=1000',
        'page=0',
        'tag=Two%20Words',
        `q=${'x'.repeat(101)}`,
      ]) {
        const res = await request(t.http).get(`/api/marketplace/products?${query}`).expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
      expect((await request(t.http).get('/api/marketplace/products?q=%00').expect(400)).body.code).toBe(
        'INVALID_CHARACTERS',
      );
    });

    it('shows a product by its address, without the storage key', async () => {
      const p = await product('react-vite-starter');
      expect(p).toMatchObject({
        slug: 'react-vite-starter',
        kind: 'starter-kit',
        priceAmount: 1900,
        currency: 'USD',
        license: 'MIT',
      });
      expect(p.file.size).toBeGreaterThan(1000);
      expect(JSON.stringify(p)).not.toContain('shipped/');
      expect((await request(t.http).get('/api/marketplace/products/no-such-product').expect(404)).body.code).toBe(
        'PRODUCT_NOT_FOUND',
      );
    });
  });

  describe('ownership, downloads and reviews', () => {
    it('grants a paid product once, however often the order is delivered, and downloads it through a signed link', async () => {
      const starter = await product('react-vite-starter');
      const before = await deliveries('marketplace.grant-products');
      const orderId = unique('order');
      await paid(buyer, orderId, [
        line(starter),
        { kind: 'membership', ref: 'premium-monthly', title: 'Premium', amount: 900, currency: 'USD' },
      ]);
      await paid(buyer, orderId, [line(starter)]); // the same order delivered again
      await paid(buyer, unique('order'), [line(starter)]); // a second order of the same product
      await delivered('marketplace.grant-products', before + 3);
      const rows = await sql<{ n: number }>(`select count(*)::int as n from marketplace_ownerships where user_id = ?`, [
        buyer.user.id,
      ]);
      expect(rows[0].n).toBe(1);
      const [{ owners_count }] = await sql<{ owners_count: number }>(
        `select owners_count from marketplace_products where id = ?`,
        [starter.id],
      );
      expect(owners_count).toBe(1);

      const mine = (await as(buyer).get('/api/marketplace/purchases').expect(200)).body.items as {
        product: Summary;
        orderId: string;
      }[];
      expect(mine.map((p) => p.product.slug)).toEqual(['react-vite-starter']);
      expect(mine[0].orderId).toBe(orderId);

      const link = (await as(buyer).post(`/api/marketplace/purchases/${starter.id}/download-link`).expect(201))
        .body as { url: string; token: string; expiresAt: string };
      expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      const file = await as(buyer).get(link.url).buffer(true).parse(binary).expect(200);
      expect(file.headers['content-type']).toBe('application/zip');
      expect(file.headers['content-disposition']).toBe('attachment; filename="react-vite-starter.zip"');
      const bytes = file.body as Buffer;
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(starter.file.sha256);

      // The facade the cart prices with: current prices, owned flags, unknown ids left out.
      const quotes = await t.app
        .get(MarketplaceCatalog)
        .quote(buyer.user.id, [starter.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']);
      expect(quotes).toEqual([
        {
          productId: starter.id,
          slug: starter.slug,
          title: 'React + Vite starter',
          amount: 1900,
          currency: 'USD',
          owned: true,
          purchasable: true,
        },
      ]);
      expect(await t.app.get(MarketplaceCatalog).owns(stranger.user.id, starter.id)).toBe(false);
    });

    it('refuses downloads to non-owners, other accounts, forged and expired links', async () => {
      const starter = await product('react-vite-starter');
      const notOwned = await as(stranger).post(`/api/marketplace/purchases/${starter.id}/download-link`).expect(403);
      expect(notOwned.body.code).toBe('PRODUCT_NOT_OWNED');
      expect(
        (await as(stranger).post('/api/marketplace/purchases/not-a-uuid/download-link').expect(404)).body.code,
      ).toBe('PRODUCT_NOT_FOUND');

      const link = (await as(buyer).post(`/api/marketplace/purchases/${starter.id}/download-link`).expect(201))
        .body as { url: string; token: string };
      expect((await request(t.http).get(link.url).expect(401)).body.code).toBe('UNAUTHORIZED');
      expect((await as(stranger).get(link.url).expect(403)).body.code).toBe('DOWNLOAD_LINK_NOT_YOURS');

      const parts = link.token.split('.');
      const flipped = parts[3][0] === 'A' ? 'B' : 'A';
      const forged = [parts[0], parts[1], String(Number(parts[2]) + 3600), parts[3]].join('.');
      const badSignature = [parts[0], parts[1], parts[2], flipped + parts[3].slice(1)].join('.');
      for (const token of [forged, badSignature, 'garbage', `${link.token}.extra`]) {
        expect(
          (
            await as(buyer)
              .get(`/api/marketplace/downloads/${encodeURIComponent(token)}`)
              .expect(403)
          ).body.code,
        ).toBe('DOWNLOAD_LINK_INVALID');
      }
      const expired = signDownloadLink(t.config.marketplace.downloadSecret, {
        userId: buyer.user.id,
        productId: starter.id,
        expiresAt: Math.floor(Date.now() / 1000) - 1,
      });
      expect((await as(buyer).get(`/api/marketplace/downloads/${expired}`).expect(403)).body.code).toBe(
        'DOWNLOAD_LINK_EXPIRED',
      );
      const otherSecret = signDownloadLink('x'.repeat(43), {
        userId: buyer.user.id,
        productId: starter.id,
        expiresAt: Math.floor(Date.now() / 1000) + 60,
      });
      expect((await as(buyer).get(`/api/marketplace/downloads/${otherSecret}`).expect(403)).body.code).toBe(
        'DOWNLOAD_LINK_INVALID',
      );
    });

    it('lets owners review once (a second write edits), keeps the rating in step, and refunds revoke access and the review', async () => {
      const kit = await product('plain-css-ui-kit');
      const second = await registerAndLogin(t.http);
      const firstOrder = unique('order');
      const before = await deliveries('marketplace.grant-products');
      await paid(buyer, firstOrder, [line(kit)]);
      await paid(second, unique('order'), [line(kit)]);
      await delivered('marketplace.grant-products', before + 2);

      const url = `/api/marketplace/products/${kit.slug}/reviews/mine`;
      expect(
        (await as(stranger).put(url).send({ rating: 5, body: 'Looks great from the outside.' }).expect(403)).body.code,
      ).toBe('PRODUCT_NOT_OWNED');
      for (const body of [
        { rating: 0, body: 'Rated with zero stars.' },
        { rating: 4.5, body: 'Half stars are not a thing.' },
        { rating: 6, body: 'Six stars for this kit.' },
        { rating: 4, body: 'short' },
        { rating: '4', body: 'A string for a rating.' },
      ]) {
        expect((await as(buyer).put(url).send(body).expect(400)).body.code).toBe('VALIDATION_FAILED');
      }
      await as(buyer).put(url).send({ rating: 4, body: 'Clean tokens and readable classes.' }).expect(200);
      const edited = await as(buyer)
        .put(url)
        .send({ rating: 2, body: 'Second thoughts: the grid is too simple.' })
        .expect(200);
      expect(edited.body).toMatchObject({ rating: 2, body: 'Second thoughts: the grid is too simple.' });
      await as(second).put(url).send({ rating: 5, body: 'Exactly what I needed for my portfolio.' }).expect(200);
      expect(await product(kit.slug)).toMatchObject({ ratingCount: 2, ratingTenths: 35 });
      const reviews = (
        await request(t.http).get(`/api/marketplace/products/${kit.slug}/reviews?pageSize=1`).expect(200)
      ).body;
      expect(reviews).toMatchObject({ total: 2, page: 1, pageSize: 1 });
      expect(reviews.items).toHaveLength(1);
      expect((await as(buyer).get(url).expect(200)).body.review).toMatchObject({ rating: 2 });
      expect((await as(stranger).get(url).expect(200)).body.review).toBeNull();

      const link = (await as(buyer).post(`/api/marketplace/purchases/${kit.id}/download-link`).expect(201)).body as {
        url: string;
      };
      const owning = (
        (await as(buyer).get('/api/marketplace/purchases').expect(200)).body.items as {
          product: Summary;
          status: string;
          refund: unknown;
        }[]
      ).find((p) => p.product.slug === kit.slug);
      expect(owning).toMatchObject({
        orderId: firstOrder,
        status: 'owned',
        refund: null,
        file: { name: expect.any(String) },
      });
      const refunds = await deliveries('marketplace.revoke-products');
      const refundedAt = new Date(Date.now() - 1000).toISOString();
      await publish('order.refunded', { orderId: firstOrder, userId: buyer.user.id, lines: [line(kit)], refundedAt });
      await delivered('marketplace.revoke-products', refunds + 1);
      expect((await as(buyer).get(link.url).expect(403)).body.code).toBe('PRODUCT_NOT_OWNED');
      expect((await as(buyer).post(`/api/marketplace/purchases/${kit.id}/download-link`).expect(403)).body.code).toBe(
        'PRODUCT_NOT_OWNED',
      );
      // Issue 26: the refunded purchase stays in My purchases, marked refunded with its date and amount, without a file.
      const mine = (await as(buyer).get('/api/marketplace/purchases').expect(200)).body.items as {
        product: Summary;
        status: string;
      }[];
      const refunded = mine.filter((p) => p.product.slug === kit.slug);
      expect(refunded).toHaveLength(1);
      expect(refunded[0]).toMatchObject({
        orderId: firstOrder,
        status: 'refunded',
        file: null,
        refund: { refundedAt, amount: kit.priceAmount, currency: 'USD' },
      });
      // A redelivered refund changes nothing.
      await publish('order.refunded', { orderId: firstOrder, userId: buyer.user.id, lines: [line(kit)], refundedAt });
      await delivered('marketplace.revoke-products', refunds + 2);
      expect(
        ((await as(buyer).get('/api/marketplace/purchases').expect(200)).body.items as { product: Summary }[]).filter(
          (p) => p.product.slug === kit.slug,
        ),
      ).toHaveLength(1);
      // The handler commits on the dispatcher's transaction; the cached page follows the table's notification.
      await eventually(async () => expect(await product(kit.slug)).toMatchObject({ ratingCount: 1, ratingTenths: 50 }));

      // A deleted account's ownerships, refunded purchases and reviews go too.
      const another = unique('order');
      const cli = await product('node-cli-starter');
      await paid(second, another, [line(cli)]);
      await delivered('marketplace.grant-products', before + 3);
      await publish('order.refunded', {
        orderId: another,
        userId: second.user.id,
        lines: [line(cli)],
        refundedAt: new Date().toISOString(),
      });
      await delivered('marketplace.revoke-products', refunds + 3);
      expect(
        await sql(`select 1 from marketplace_refunded_purchases where user_id = ?`, [second.user.id]),
      ).toHaveLength(1);
      const forgets = await deliveries('marketplace.forget-buyer');
      await publish('user.deleted', { userId: second.user.id });
      await delivered('marketplace.forget-buyer', forgets + 1);
      expect(
        await sql(
          `select 1 from marketplace_ownerships where user_id = ? union all select 1 from marketplace_reviews where user_id = ? union all select 1 from marketplace_refunded_purchases where user_id = ?`,
          [second.user.id, second.user.id, second.user.id],
        ),
      ).toEqual([]);
      await eventually(async () => expect(await product(kit.slug)).toMatchObject({ ratingCount: 0, ratingTenths: 0 }));
    });
  });

  describe('administration', () => {
    const draft = () => ({
      title: `Tailwind dashboard kit ${unique('t')}`,
      summary: 'An admin dashboard layout with charts and tables.',
      descriptionMd: '## A dashboard\n\nSidebar, header, cards and a data table.',
      kind: 'ui-kit',
      priceAmount: 2500,
      images: [{ url: '/marketplace-covers/plain-css-ui-kit.svg', alt: 'A dashboard with charts' }],
      tags: ['css', 'dashboard'],
      license: 'MIT',
    });
    const zip = () => Buffer.from(zipSync({ 'kit/README.md': new TextEncoder().encode('# Kit\n') }));
    // Only this file writes products titled so (other suites may create products meanwhile).
    const count = async () =>
      (
        await sql<{ n: number }>(
          `select count(*)::int as n from marketplace_products where title like 'Tailwind dashboard kit %' or title like 'Kit%' or title like 'Proto kit%'`,
        )
      )[0].n;

    it('refuses writes to learners and moderators; moderators may read', async () => {
      for (const who of [buyer, moderator]) {
        expect((await as(who).post('/api/admin/marketplace/products').send(draft()).expect(403)).body.code).toBe(
          'FORBIDDEN',
        );
      }
      expect((await as(buyer).get('/api/admin/marketplace/products').expect(403)).body.code).toBe('FORBIDDEN');
      expect(
        (await as(moderator).get('/api/admin/marketplace/products').expect(200)).body.total,
      ).toBeGreaterThanOrEqual(8);
      const starter = await product('react-vite-starter');
      expect(
        (
          await as(moderator)
            .patch(`/api/admin/marketplace/products/${starter.id}`)
            .send({ priceAmount: 100 })
            .expect(403)
        ).body.code,
      ).toBe('FORBIDDEN');
      expect(
        (
          await as(moderator)
            .put(`/api/admin/marketplace/products/${starter.id}/file`)
            .attach('file', zip(), 'kit.zip')
            .expect(403)
        ).body.code,
      ).toBe('FORBIDDEN');
      expect((await request(t.http).get('/api/admin/marketplace/products').expect(401)).body.code).toBe('UNAUTHORIZED');
    });

    it('creates, uploads, publishes, edits and unpublishes a product', async () => {
      const created = (await as(admin).post('/api/admin/marketplace/products').send(draft()).expect(201)).body;
      expect(created).toMatchObject({ published: false, file: null, editedByStaff: true, priceAmount: 2500 });
      expect(created.slug).toMatch(/^tailwind-dashboard-kit-/);
      await request(t.http).get(`/api/marketplace/products/${created.slug}`).expect(404);
      const url = `/api/admin/marketplace/products/${created.id}`;
      expect((await as(admin).patch(url).send({ published: true }).expect(409)).body.code).toBe(
        'PRODUCT_FILE_REQUIRED',
      );
      expect(
        (
          await as(admin)
            .post('/api/admin/marketplace/products')
            .send({ ...draft(), slug: created.slug })
            .expect(409)
        ).body.code,
      ).toBe('PRODUCT_SLUG_TAKEN');

      expect(
        (
          await as(admin)
            .put(`${url}/file`)
            .attach('file', Buffer.from('<html>not a zip</html>'.padEnd(64)), 'kit.zip')
            .expect(400)
        ).body.code,
      ).toBe('FILE_NOT_ZIP');
      expect((await as(admin).put(`${url}/file`).attach('file', zip(), 'kit.exe').expect(400)).body.code).toBe(
        'FILE_NOT_ZIP',
      );
      expect((await as(admin).put(`${url}/file`).expect(400)).body.code).toBe('FILE_REQUIRED');
      const uploaded = (await as(admin).put(`${url}/file`).attach('file', zip(), 'kit.zip').expect(200)).body;
      expect(uploaded.file).toMatchObject({ name: `${created.slug}.zip`, size: zip().length });

      const published = (
        await as(admin)
          .patch(url)
          .send({ published: true, priceAmount: 2900, tags: ['css', 'dashboard', 'admin'] })
          .expect(200)
      ).body;
      expect(published).toMatchObject({ published: true, priceAmount: 2900, tags: ['css', 'dashboard', 'admin'] });
      expect(
        (await request(t.http).get(`/api/marketplace/products?tag=dashboard`).expect(200)).body.items.map(
          (p: Summary) => p.id,
        ),
      ).toContain(created.id);
      await as(admin).patch(url).send({ published: false }).expect(200);
      await request(t.http).get(`/api/marketplace/products/${created.slug}`).expect(404);
      expect((await as(admin).get('/api/admin/marketplace/products/not-a-uuid').expect(404)).body.code).toBe(
        'PRODUCT_NOT_FOUND',
      );
    });

    it('refuses hostile input with codes and changes nothing', async () => {
      const starter = await product('react-vite-starter');
      const before = await count();
      const post = (body: string | object) =>
        as(admin)
          .post('/api/admin/marketplace/products')
          .set('Content-Type', 'application/json')
          .send(typeof body === 'string' ? body : JSON.stringify(body));
      const cases: [string | object, string][] = [
        [{ ...draft(), title: 'Kit\u0000' }, 'INVALID_CHARACTERS'],
        [`{"title":"Kit \\ud800 lone","summary":"x"}`, 'INVALID_CHARACTERS'],
        [{ ...draft(), title: 'x'.repeat(10_000) }, 'VALIDATION_FAILED'],
        [{ ...draft(), descriptionMd: 'x'.repeat(20_001) }, 'VALIDATION_FAILED'],
        [`{"a":${'['.repeat(40)}${']'.repeat(40)}}`, 'BODY_TOO_DEEP'],
        [`{"__proto__":{"admin":true},"title":"Proto kit"}`, 'VALIDATION_FAILED'],
        [{ ...draft(), priceAmount: -100 }, 'VALIDATION_FAILED'],
        [{ ...draft(), priceAmount: 19.99 }, 'VALIDATION_FAILED'],
        [{ ...draft(), priceAmount: '2500' }, 'VALIDATION_FAILED'],
        [{ ...draft(), priceAmount: 1e12 }, 'VALIDATION_FAILED'],
        [{ ...draft(), currency: 'EUR' }, 'VALIDATION_FAILED'],
        [{ ...draft(), slug: '../etc/passwd' }, 'VALIDATION_FAILED'],
        [{ ...draft(), images: [{ url: 'javascript:alert(1)', alt: 'xss' }] }, 'VALIDATION_FAILED'],
        [{ ...draft(), tags: Array.from({ length: 9 }, (_, i) => `tag${i}`) }, 'VALIDATION_FAILED'],
        [{ ...draft(), ownersCount: 1000 }, 'VALIDATION_FAILED'],
        ['{"title": "unterminated', 'MALFORMED_JSON'],
      ];
      for (const [body, code] of cases) {
        const res = await post(body);
        expect([res.status, res.body.code]).toEqual([400, code]);
      }
      const patch = await as(admin)
        .patch(`/api/admin/marketplace/products/${starter.id}`)
        .send({ priceAmount: -1 })
        .expect(400);
      expect(patch.body.code).toBe('VALIDATION_FAILED');
      const huge = await as(admin)
        .put(`/api/admin/marketplace/products/${starter.id}/file`)
        .attach('file', Buffer.alloc(20 * 1024 * 1024 + 1, 0x50), 'huge.zip');
      expect([huge.status, huge.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
      expect(await count()).toBe(before);
      expect(await product('react-vite-starter')).toMatchObject({
        priceAmount: 1900,
        file: { sha256: starter.file.sha256 },
      });
    });
  });
});
