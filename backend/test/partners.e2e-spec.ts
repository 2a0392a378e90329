import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { COMMUNITY } from '../src/modules/partners/infrastructure/content/community.js';
import {
  csrfAgent,
  registerAndLogin,
  requestsAs,
  signedInWithRole,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

/** Issue 15, partners and sponsors: the public list by tier, managed by admins only. */
describe('partners', () => {
  let t: TestApp;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  let admin: SignedIn;
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const partner = (overrides: Record<string, unknown> = {}) => ({
    name: 'Example Cloud',
    tier: 'gold',
    description: 'Gives DevPath hosting credits for the learning sandboxes.',
    websiteUrl: 'https://cloud.example-partner.org/',
    logoUrl: null,
    active: true,
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp();
    csrf = await csrfAgent(t.http);
    admin = await signedInWithRole(t, 'admin');
  });
  afterAll(() => t.close());

  it('lists the shipped community projects honestly, as recommendations and not sponsors', async () => {
    const { tiers } = (await request(t.http).get('/api/partners').expect(200)).body;
    const community = tiers.find((g: { tier: string }) => g.tier === 'community');
    expect(community.label).toBe('Open-source projects and free learning communities we recommend');
    expect(community.description).toMatch(/Not sponsors/);
    // In the shipped order; a row an admin edited meanwhile (other tests of this run) is theirs.
    const untouched = await t.app
      .get(MikroORM)
      .em.fork()
      .execute<{ shipped_key: string }[]>(
        `select shipped_key from partners where shipped_key is not null and not edited_by_staff`,
      );
    const keys = new Set(untouched.map((r) => r.shipped_key));
    const shown = community.partners.map((p: { name: string }) => p.name);
    expect(shown.filter((name: string) => COMMUNITY.some((c) => c.name === name && keys.has(c.key)))).toEqual(
      COMMUNITY.filter((c) => keys.has(c.key)).map((c) => c.name),
    );
    // (The quality harness of the same run may edit and deactivate shipped rows: only untouched ones are ours to check.)
    const ours = community.partners.filter((p: { name: string }) =>
      COMMUNITY.some((c) => c.name === p.name && keys.has(c.key)),
    );
    expect(ours.length).toBe(COMMUNITY.filter((c) => keys.has(c.key)).length);
    expect(
      ours.every(
        (p: { websiteUrl: string; logoUrl: string | null }) =>
          p.websiteUrl.startsWith('https://') && p.logoUrl === null,
      ),
    ).toBe(true);
    expect(JSON.stringify(community)).not.toMatch(/sponsor(s|ed)? (of|DevPath)|partners? with DevPath/i);
  });

  it('parallel moves in one tier leave every partner on a position of its own', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4])
      ids.push(
        (
          await as(admin)
            .post('/api/admin/partners')
            .send(
              partner({ name: `Silver ${n}`, tier: 'silver', websiteUrl: `https://silver${n}.example-partner.org/` }),
            )
            .expect(201)
        ).body.id,
      );
    const moves = await Promise.all(
      [ids[0], ids[1], ids[2], ids[3], ids[1], ids[2]].map((id, i) =>
        as(admin)
          .post(`/api/admin/partners/${id}/move`)
          .send({ direction: i % 2 ? 'up' : 'down' }),
      ),
    );
    expect(moves.map((r) => r.status)).toEqual(Array(6).fill(200));
    const silver = (
      (await as(admin).get('/api/admin/partners').expect(200)).body.items as {
        id: number;
        tier: string;
        position: number;
      }[]
    ).filter((p) => ids.includes(p.id));
    expect(silver).toHaveLength(4);
    expect(new Set(silver.map((p) => p.position)).size).toBe(4);
  });

  it('an admin adds, edits, reorders and deactivates partners; the public list follows', async () => {
    const first = (await as(admin).post('/api/admin/partners').send(partner()).expect(201)).body;
    const second = (
      await as(admin)
        .post('/api/admin/partners')
        .send(partner({ name: 'Second Gold', websiteUrl: 'https://second.example-partner.org/' }))
        .expect(201)
    ).body;
    expect(second.position).toBe(first.position + 1);
    const gold = async () =>
      (await request(t.http).get('/api/partners').expect(200)).body.tiers.find(
        (g: { tier: string }) => g.tier === 'gold',
      );
    expect((await gold()).partners.map((p: { name: string }) => p.name)).toEqual(['Example Cloud', 'Second Gold']);
    const tiers = (await request(t.http).get('/api/partners').expect(200)).body.tiers.map(
      (g: { tier: string }) => g.tier,
    );
    expect(tiers.indexOf('gold')).toBeLessThan(tiers.indexOf('community'));

    await as(admin).post(`/api/admin/partners/${second.id}/move`).send({ direction: 'up' }).expect(200);
    expect((await gold()).partners.map((p: { name: string }) => p.name)).toEqual(['Second Gold', 'Example Cloud']);
    // At the top already: nothing moves.
    await as(admin).post(`/api/admin/partners/${second.id}/move`).send({ direction: 'up' }).expect(200);
    expect((await gold()).partners.map((p: { name: string }) => p.name)).toEqual(['Second Gold', 'Example Cloud']);

    const edited = (
      await as(admin)
        .put(`/api/admin/partners/${first.id}`)
        .send(partner({ name: 'Example Cloud Ltd', logoUrl: '/partners/example-cloud.svg', active: false }))
        .expect(200)
    ).body;
    expect(edited).toMatchObject({ name: 'Example Cloud Ltd', active: false, logoUrl: '/partners/example-cloud.svg' });
    expect((await gold()).partners.map((p: { name: string }) => p.name)).toEqual(['Second Gold']);
    const all = (await as(admin).get('/api/admin/partners').expect(200)).body.items;
    expect(all.find((p: { id: number }) => p.id === first.id)).toMatchObject({ active: false });
    expect((await as(admin).put('/api/admin/partners/999999').send(partner()).expect(404)).body.code).toBe(
      'PARTNER_NOT_FOUND',
    );
    expect(
      (await as(admin).post('/api/admin/partners/999999/move').send({ direction: 'down' }).expect(404)).body.code,
    ).toBe('PARTNER_NOT_FOUND');
  });

  it('validates partners: public https websites and logos, known tiers, sane lengths; hostile input stores nothing', async () => {
    const before = (await as(admin).get('/api/admin/partners').expect(200)).body.items.length;
    const refused = async (body: object, code: string) =>
      expect((await as(admin).post('/api/admin/partners').send(body).expect(400)).body.code).toBe(code);
    for (const url of [
      'https://localhost/',
      'https://10.1.2.3/',
      'https://169.254.169.254/',
      'https://[::1]/',
      'https://user:pw@partner.org/',
    ]) {
      await refused(partner({ websiteUrl: url }), 'PARTNER_URL_INVALID');
      await refused(partner({ logoUrl: url }), 'PARTNER_URL_INVALID');
    }
    await refused(partner({ websiteUrl: 'http://partner.org/' }), 'VALIDATION_FAILED');
    await refused(partner({ logoUrl: '/partners/../../etc/passwd' }), 'PARTNER_URL_INVALID');
    await refused(partner({ logoUrl: 'data:image/svg+xml,<svg/>' }), 'VALIDATION_FAILED');
    await refused(partner({ tier: 'diamond' }), 'VALIDATION_FAILED');
    await refused(partner({ name: 'x'.repeat(10_000) }), 'VALIDATION_FAILED');
    await refused(partner({ name: 'Nul\u0000' }), 'INVALID_CHARACTERS');
    await refused(partner({ description: 'Lone surrogate \ud800 in a long enough text' }), 'INVALID_CHARACTERS');
    await refused(partner({ position: 1 }), 'VALIDATION_FAILED');
    const raw = await as(admin)
      .post('/api/admin/partners')
      .set('Content-Type', 'application/json')
      .send(`${JSON.stringify(partner()).slice(0, -1)},"__proto__":{"active":true}}`);
    expect([raw.status, raw.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await as(admin).get('/api/admin/partners').expect(200)).body.items).toHaveLength(before);
  });

  it('refuses every admin route to anonymous visitors (401) and to learners and moderators (403)', async () => {
    const [{ id }] = (await as(admin).get('/api/admin/partners').expect(200)).body.items;
    const routes: Array<['get' | 'post' | 'put', string, object?]> = [
      ['get', '/api/admin/partners'],
      ['post', '/api/admin/partners', partner()],
      ['put', `/api/admin/partners/${id}`, partner()],
      ['post', `/api/admin/partners/${id}/move`, { direction: 'down' }],
    ];
    const learner = await registerAndLogin(t.http);
    const moderator = await signedInWithRole(t, 'moderator');
    for (const [method, url, body] of routes) {
      const anonymous = csrf.agent[method](url).set('X-CSRF-Token', csrf.token);
      expect((await (body ? anonymous.send(body) : anonymous).expect(401)).body.code).toBe('UNAUTHORIZED');
      for (const who of [learner, moderator]) {
        const call = as(who)[method](url);
        expect((await (body ? call.send(body) : call).expect(403)).body.code).toBe('FORBIDDEN');
      }
    }
  });
});
