import request from 'supertest';
import { RESOURCES } from '../src/modules/resources/infrastructure/content/resources.js';
import {
  csrfAgent,
  registerAndLogin,
  requestsAs,
  signedInWithRole,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

/** Issue 15, free IT resources: the curated catalog, learners' suggestions and the moderation queue. */
describe('free IT resources', () => {
  let t: TestApp;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const suggestion = (url: string, overrides: Record<string, unknown> = {}) => ({
    title: 'CSS Diner',
    url,
    category: 'web',
    type: 'practice',
    level: 'beginner',
    tags: ['css', 'selectors'],
    description: 'A small game that teaches CSS selectors by picking items off a dinner table.',
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp();
    csrf = await csrfAgent(t.http);
  });
  afterAll(() => t.close());

  it('lists at least forty real free resources with filters, search, category counts and pages', async () => {
    const all = (await request(t.http).get('/api/resources?pageSize=100').expect(200)).body;
    expect(all.total).toBe(RESOURCES.length);
    expect(all.total).toBeGreaterThanOrEqual(40);
    expect(all.items.every((r: { url: string }) => r.url.startsWith('https://'))).toBe(true);
    expect(all.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(all.total);

    const devops = (await request(t.http).get('/api/resources?category=devops&level=beginner').expect(200)).body;
    expect(devops.items.length).toBeGreaterThan(0);
    expect(
      devops.items.every((r: { category: string; level: string }) => r.category === 'devops' && r.level === 'beginner'),
    ).toBe(true);
    const books = (await request(t.http).get('/api/resources?type=book').expect(200)).body;
    expect(books.items.map((r: { title: string }) => r.title)).toContain('Pro Git');
    const git = (await request(t.http).get('/api/resources?tag=git').expect(200)).body;
    expect(git.items.every((r: { tags: string[] }) => r.tags.includes('git'))).toBe(true);
    expect(
      (await request(t.http).get('/api/resources?q=interpreters').expect(200)).body.items.map(
        (r: { title: string }) => r.title,
      ),
    ).toEqual(['Crafting Interpreters']);
    const second = (await request(t.http).get('/api/resources?pageSize=10&page=2').expect(200)).body;
    expect(second.items.map((r: { id: number }) => r.id)).toEqual(
      all.items.slice(10, 20).map((r: { id: number }) => r.id),
    );
    expect((await request(t.http).get('/api/resources?category=cooking').expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('a learner suggests a resource; it waits for review; a moderator approves it with a correction and it is listed', async () => {
    const learner = await registerAndLogin(t.http);
    const created = (
      await as(learner).post('/api/resources/suggestions').send(suggestion('https://flukeout.github.io/')).expect(201)
    ).body;
    expect(created).toMatchObject({ status: 'pending', reviewNote: null, title: 'CSS Diner' });
    expect((await request(t.http).get('/api/resources?q=diner').expect(200)).body.total).toBe(0);
    expect((await as(learner).get('/api/resources/suggestions/mine').expect(200)).body.items).toEqual([
      expect.objectContaining({ id: created.id, status: 'pending' }),
    ]);

    const moderator = await signedInWithRole(t, 'moderator');
    const queue = (await as(moderator).get('/api/admin/resources/queue').expect(200)).body.items;
    expect(queue.map((r: { id: number }) => r.id)).toContain(created.id);
    const corrected = {
      ...suggestion('https://ignored.example.org/'),
      title: 'CSS Diner (selectors game)',
      tags: ['css'],
    };
    const { url: _url, ...corrections } = corrected;
    // Issue 24: corrections given as an array (empty, or holding the fields) were a 500; they are a 400 and change nothing.
    for (const wrong of [[], [corrections], 'text', 42]) {
      const refused = await as(moderator)
        .post(`/api/admin/resources/${created.id}/review`)
        .send({ decision: 'approve', note: null, corrections: wrong })
        .expect(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', statusCode: 400 });
    }
    expect(
      (await as(moderator).get('/api/admin/resources/queue').expect(200)).body.items.map((r: { id: number }) => r.id),
    ).toContain(created.id);
    const approved = (
      await as(moderator)
        .post(`/api/admin/resources/${created.id}/review`)
        .send({ decision: 'approve', note: null, corrections })
        .expect(200)
    ).body;
    expect(approved).toMatchObject({
      status: 'approved',
      title: 'CSS Diner (selectors game)',
      url: 'https://flukeout.github.io/',
      tags: ['css'],
    });
    expect(
      (await request(t.http).get('/api/resources?q=diner').expect(200)).body.items.map(
        (r: { title: string }) => r.title,
      ),
    ).toEqual(['CSS Diner (selectors game)']);
    expect(
      (
        await as(moderator)
          .post(`/api/admin/resources/${created.id}/review`)
          .send({ decision: 'reject', note: 'Too late' })
          .expect(409)
      ).body.code,
    ).toBe('ALREADY_REVIEWED');
  });

  it("a declined suggestion carries the moderator's note to the learner; declining needs a note", async () => {
    const learner = await registerAndLogin(t.http);
    const created = (
      await as(learner)
        .post('/api/resources/suggestions')
        .send(suggestion('https://some-paid-course.com/learn', { title: 'A paid course' }))
        .expect(201)
    ).body;
    const moderator = await signedInWithRole(t, 'moderator');
    expect(
      (await as(moderator).post(`/api/admin/resources/${created.id}/review`).send({ decision: 'reject' }).expect(400))
        .body.code,
    ).toBe('REVIEW_NOTE_REQUIRED');
    await as(moderator)
      .post(`/api/admin/resources/${created.id}/review`)
      .send({ decision: 'reject', note: 'It is not free: we only list free resources.' })
      .expect(200);
    expect((await as(learner).get('/api/resources/suggestions/mine').expect(200)).body.items[0]).toMatchObject({
      status: 'rejected',
      reviewNote: 'It is not free: we only list free resources.',
    });
    expect(
      (await as(moderator).post('/api/admin/resources/999999/review').send({ decision: 'approve' }).expect(404)).body
        .code,
    ).toBe('RESOURCE_NOT_FOUND');
  });

  it('refuses listed or already suggested addresses, private or non-https ones, parallel duplicates, and more than five a day', async () => {
    const learner = await registerAndLogin(t.http);
    const post = (body: unknown) =>
      as(learner)
        .post('/api/resources/suggestions')
        .send(body as object);
    // The shipped MDN address, written differently.
    expect(
      (await post(suggestion('https://WWW.developer.mozilla.org/en-US/docs/Learn_web_development/#top')).expect(409))
        .body,
    ).toMatchObject({ code: 'RESOURCE_EXISTS', message: 'This resource is listed already.' });
    for (const url of [
      'https://127.0.0.1/admin',
      'https://localhost:8080/',
      'https://printer.local/',
      'https://[::1]/',
    ]) {
      expect((await post(suggestion(url)).expect(400)).body.code).toBe('RESOURCE_URL_INVALID');
    }
    expect((await post(suggestion('http://example.org/')).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await post(suggestion('javascript:alert(1)')).expect(400)).body.code).toBe('VALIDATION_FAILED');

    // Five at once with one address: one is stored, the others hear it exists.
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => post(suggestion('https://css-tricks.com/snippets/css/a-guide-to-flexbox/'))),
    );
    expect(parallel.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (let i = 1; i <= 4; i++) await post(suggestion(`https://learning-site-${i}.org/`)).expect(201);
    expect((await post(suggestion('https://learning-site-5.org/')).expect(429)).body.code).toBe(
      'SUGGESTIONS_RATE_LIMITED',
    );
    expect((await as(learner).get('/api/resources/suggestions/mine').expect(200)).body.items).toHaveLength(5);
  });

  it('keeps the five-a-day cap under parallel suggestions of different addresses', async () => {
    // Issue 24: every per-learner cap is counted and inserted atomically.
    const learner = await registerAndLogin(t.http);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        as(learner)
          .post('/api/resources/suggestions')
          .send(suggestion(`https://parallel-learning-${i}.org/`)),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
    expect(answers.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.body.code}`)).toEqual(
      Array(10).fill('429 SUGGESTIONS_RATE_LIMITED'),
    );
    expect((await as(learner).get('/api/resources/suggestions/mine').expect(200)).body.items).toHaveLength(5);
  });

  it('keeps the moderation routes to moderators and admins, and suggestions to signed-in learners', async () => {
    const learner = await registerAndLogin(t.http);
    expect((await as(learner).get('/api/admin/resources/queue').expect(403)).body.code).toBe('FORBIDDEN');
    expect(
      (await as(learner).post('/api/admin/resources/1/review').send({ decision: 'approve' }).expect(403)).body.code,
    ).toBe('FORBIDDEN');
    await request(t.http).get('/api/resources/suggestions/mine').expect(401);
    const admin = await signedInWithRole(t, 'admin');
    await as(admin).get('/api/admin/resources/queue').expect(200);
  });
});
