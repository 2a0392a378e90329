import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import { EventOutbox } from '../src/platform/events/event-outbox.js';
import type { ExamPassed } from '../src/modules/exams/index.js';
import {
  csrfAgent,
  eventually,
  registerAndLogin,
  startTestApp,
  type SignedIn,
  type TestApp,
  requestsAs,
} from './support/test-app.js';

/** A credential or status list read field by field as JSON. */
// biome-ignore lint/suspicious/noExplicitAny: the test reads decoded JSON documents by path
type JsonDoc = Record<string, any>;

/** Issue 13: certificates issued on exam.passed, verified by code and as signed Open Badges 3.0 credentials, revoked by admins. */
// jose is imported once the app (whose firebase-admin require()s it) is loaded: see jose-credential-signer.ts.
let jose: typeof import('jose');

describe('certificates', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const pass = (who: SignedIn, overrides: Partial<ExamPassed> = {}) =>
    orm.em.fork().transactional((em) =>
      t.app.get(EventOutbox).publish(em, 'exam.passed', {
        attemptId: randomUUID(),
        userId: who.user.id,
        roadmapSlug: 'frontend',
        roadmapTitle: 'Frontend Developer',
        scorePercent: 85,
        passedAt: new Date().toISOString(),
        ...overrides,
      }),
    );
  const certificateOf = async (who: SignedIn) => {
    let items: { code: string }[] = [];
    await eventually(async () => {
      items = (await as(who).get('/api/certificates/me').expect(200)).body.items;
      expect(items.length).toBeGreaterThan(0);
    }, 10_000);
    return items[0] as Record<string, unknown> & { code: string; credentialUrl: string };
  };
  const jwks = async () =>
    jose.createLocalJWKSet((await request(t.http).get('/.well-known/jwks.json').expect(200)).body);

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
    jose = await import('jose');
  });
  afterAll(() => t.close());

  it('issues one certificate per learner and roadmap, whatever the retakes and redeliveries, and shows it to its holder only', async () => {
    const learner = await registerAndLogin(t.http);
    await pass(learner);
    const certificate = await certificateOf(learner);
    expect(certificate.code).toMatch(/^DP-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await Promise.all([pass(learner, { scorePercent: 95 }), pass(learner), pass(learner)]);
    await eventually(async () => {
      const [{ n }] = await sql<{ n: number }>(
        `select count(*)::int as n from outbox_events where name = 'exam.passed' and delivered_at is null and payload->>'userId' = ?`,
        [String(learner.user.id)],
      );
      expect(n).toBe(0);
    }, 10_000);
    const mine = (await as(learner).get('/api/certificates/me').expect(200)).body.items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      code: certificate.code,
      status: 'valid',
      roadmap: { slug: 'frontend', title: 'Frontend Developer' },
      scorePercent: 85,
      holderName: learner.user.username,
    });
    const other = await registerAndLogin(t.http);
    expect((await as(other).get('/api/certificates/me').expect(200)).body.items).toEqual([]);
    await request(t.http).get('/api/certificates/me').expect(401);
  });

  it('verifies by code for anyone, forgivingly typed, with nothing private; anything else is a plain "not found"', async () => {
    const learner = await registerAndLogin(t.http);
    await pass(learner, { roadmapSlug: 'backend', roadmapTitle: 'Backend Developer' });
    const { code } = await certificateOf(learner);
    for (const typed of [code, code.toLowerCase(), code.replace(/-/g, ''), code.slice(3)]) {
      const res = await request(t.http)
        .get(`/api/certificates/verify/${encodeURIComponent(typed)}`)
        .expect(200);
      expect(res.body).toMatchObject({
        code,
        status: 'valid',
        holderName: learner.user.username,
        roadmap: { slug: 'backend' },
        revokedAt: null,
      });
      expect(JSON.stringify(res.body)).not.toContain(learner.user.email);
      expect(res.body).not.toHaveProperty('userId');
    }
    for (const bad of ['DP-0000-0000-0000', 'not-a-code', 'x'.repeat(10_000), '%3Cscript%3E', '__proto__']) {
      const res = await request(t.http).get(`/api/certificates/verify/${bad}`);
      expect([400, 404]).toContain(res.status);
      expect(res.body.code).toBeTruthy();
    }
    expect((await request(t.http).get('/api/certificates/verify/DP-0000-0000-0000').expect(404)).body.code).toBe(
      'CERTIFICATE_NOT_FOUND',
    );
  });

  it('is a signed Open Badges 3.0 credential anyone can verify with the published keys; its claims match the credential; tampering breaks it', async () => {
    const learner = await registerAndLogin(t.http);
    await pass(learner, { roadmapSlug: 'devops', roadmapTitle: 'DevOps & Cloud Engineer' });
    const { code } = await certificateOf(learner);
    const res = await request(t.http).get(`/api/certificates/${code}/credential`).expect(200);
    expect(res.headers['content-type']).toContain('application/vc+jwt');
    const jwt = res.text;
    const { payload, protectedHeader } = await jose.jwtVerify(jwt, await jwks(), { algorithms: ['EdDSA'] });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });
    expect(protectedHeader.kid).toBeTruthy();
    const vc = payload as JsonDoc;
    expect(vc['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(payload.iss).toBe(vc.issuer.id);
    expect(payload.sub).toBe(vc.credentialSubject.id);
    expect(payload.jti).toBe(vc.id);
    expect(payload.nbf).toBe(Math.floor(new Date(vc.validFrom).getTime() / 1000));
    expect(payload.exp).toBe(Math.floor(new Date(vc.validUntil).getTime() / 1000));
    expect(vc.credentialSubject).toMatchObject({
      type: ['AchievementSubject'],
      achievement: { type: ['Achievement'], name: 'DevOps & Cloud Engineer' },
    });
    expect(vc.credentialSubject.id).not.toContain(learner.user.email);
    expect(vc.credentialStatus).toMatchObject({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation' });
    expect(jose.decodeJwt(jwt)).toEqual(payload);
    expect((await request(t.http).get(`/api/certificates/${code}/credential?format=json`).expect(200)).body).toEqual(
      payload,
    );

    // One character of the payload changed: the signature no longer verifies.
    const [header, body, signature] = jwt.split('.');
    const forged = JSON.parse(Buffer.from(body, 'base64url').toString());
    forged.credentialSubject.achievement.name = 'Principal Engineer';
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    await expect(jose.jwtVerify(tampered, await jwks())).rejects.toThrow();
    const bytes = Buffer.from(signature, 'base64url');
    bytes[0] ^= 0xff; // one signature byte changed
    await expect(jose.jwtVerify(`${header}.${body}.${bytes.toString('base64url')}`, await jwks())).rejects.toThrow();
  });

  it("lets only admins revoke, with a reason that verification shows, and flips the credential's bit in the signed status list", async () => {
    const learner = await registerAndLogin(t.http);
    const moderator = await registerAndLogin(t.http);
    const admin = await registerAndLogin(t.http);
    await sql(`update users set role = 'moderator' where id = ?`, [moderator.user.id]);
    await sql(`update users set role = 'admin' where id = ?`, [admin.user.id]);
    await pass(learner, { roadmapSlug: 'data', roadmapTitle: 'Data Analyst & Data Scientist' });
    const { code } = await certificateOf(learner);
    const index = Number(
      (jose.decodeJwt((await request(t.http).get(`/api/certificates/${code}/credential`).expect(200)).text) as JsonDoc)
        .credentialStatus.statusListIndex,
    );
    const revokedBit = async () => {
      const list = (await request(t.http).get('/api/certificates/status/revocation').expect(200)).text;
      const { payload } = await jose.jwtVerify(list, await jwks());
      const encoded = (payload as JsonDoc).credentialSubject.encodedList as string;
      expect((payload as JsonDoc).type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
      const bytes = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
      expect(bytes.length).toBeGreaterThanOrEqual(16_384);
      return (bytes[index >> 3] >> (7 - (index & 7))) & 1;
    };
    expect(await revokedBit()).toBe(0);

    await as(learner).post(`/api/admin/certificates/${code}/revoke`).send({ reason: 'Mine' }).expect(403);
    await as(moderator).post(`/api/admin/certificates/${code}/revoke`).send({ reason: 'Not mine' }).expect(403);
    for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(501) }, { reason: 'ok reason', extra: 1 }]) {
      expect((await as(admin).post(`/api/admin/certificates/${code}/revoke`).send(body)).status).toBe(400);
    }
    const revoked = (
      await as(admin)
        .post(`/api/admin/certificates/${code}/revoke`)
        .send({ reason: 'The exam attempt was shared.' })
        .expect(200)
    ).body;
    expect(revoked).toMatchObject({ status: 'revoked', revokedReason: 'The exam attempt was shared.' });
    expect(
      (await as(admin).post(`/api/admin/certificates/${code}/revoke`).send({ reason: 'Again' }).expect(409)).body.code,
    ).toBe('CERTIFICATE_ALREADY_REVOKED');
    expect((await request(t.http).get(`/api/certificates/verify/${code}`).expect(200)).body).toMatchObject({
      status: 'revoked',
      revokedReason: 'The exam attempt was shared.',
    });
    expect(await revokedBit()).toBe(1);
    expect(
      (await as(admin).get('/api/admin/certificates').expect(200)).body.items.some(
        (c: { code: string }) => c.code === code,
      ),
    ).toBe(true);
  });

  it('gives a PDF with the real text and the code', async () => {
    const learner = await registerAndLogin(t.http);
    await pass(learner, { roadmapSlug: 'mobile', roadmapTitle: 'Mobile Developer' });
    const { code } = await certificateOf(learner);
    const res = await request(t.http)
      .get(`/api/certificates/${code}/pdf`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(`Certificate ${code}`); // the document's subject, as text
    expect(pdf.length).toBeGreaterThan(5_000);
  });

  it("revokes a deleted account's certificates and removes the name, so older downloads verify as revoked", async () => {
    const learner = await registerAndLogin(t.http);
    await pass(learner);
    const { code } = await certificateOf(learner);
    await as(learner)
      .post('/api/users/me/deletion')
      .send({ confirmation: learner.user.username, password: learner.password })
      .expect(200);
    await eventually(async () => {
      const res = (await request(t.http).get(`/api/certificates/verify/${code}`).expect(200)).body;
      expect(res).toMatchObject({ status: 'revoked', holderName: null });
    }, 10_000);
  });
});
