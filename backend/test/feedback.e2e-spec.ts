import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { LearnerProgressFacade } from '../src/modules/activity/index.js';
import { EventOutbox } from '../src/platform/events/event-outbox.js';
import {
  csrfAgent,
  registerAndLogin,
  requestsAs,
  signedInWithRole,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

const CRITERIA = ['code_quality', 'documentation', 'functionality', 'design'];

/** Issue 15, project feedback: submit → claim → rubric review → the author reads it; XP for the reviewer once. */
describe('project feedback', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  /** Each learner from their own address, as real ones are (the route's throttle counts per address). */
  const as = (who: SignedIn) => {
    const r = requestsAs(csrf, who);
    const from = `10.88.${Math.floor(who.user.id / 250) % 250}.${(who.user.id % 250) + 1}`;
    return {
      get: (url: string) => r.get(url).set('X-Forwarded-For', from),
      post: (url: string) => r.post(url).set('X-Forwarded-For', from),
    };
  };
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);
  const project = (overrides: Record<string, unknown> = {}) => ({
    title: 'Weather dashboard',
    repositoryUrl: 'https://github.com/ada/weather-dashboard',
    liveUrl: 'https://ada.github.io/weather-dashboard/',
    description:
      'A dashboard that shows the forecast for saved cities, built with React and the Open-Meteo API, my first app with routing.',
    roadmapSlug: 'frontend',
    focusAreas: ['code_quality', 'design'],
    focusNote: 'Is my state management sensible?',
    ...overrides,
  });
  const review = (overrides: Record<string, unknown> = {}) => ({
    rubric: CRITERIA.map((criterion, i) => ({
      criterion,
      score: 2 + i,
      comment: `Specific remarks about ${criterion.replace('_', ' ')}, with examples.`,
    })),
    summary:
      'A solid first app. The README explains how to run it; next, split the large App component and handle failed requests with a visible message.',
    ...overrides,
  });
  const reviewerLearner = async () => {
    const who = await registerAndLogin(t.http);
    await t.app
      .get(LearnerProgressFacade)
      .awardXp(who.user.id, { achievement: 'exam:test-reviewer', amount: 500, reason: 'Test: reviewer XP' });
    return who;
  };
  const xpOf = async (who: SignedIn) => (await t.app.get(LearnerProgressFacade).view(who.user.id)).totalXpEarned;

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
  });
  afterAll(() => t.close());

  it('a learner submits, a reviewer claims and reviews, the author reads the feedback and marks it helpful; XP is paid once even when the event comes twice', async () => {
    const author = await registerAndLogin(t.http);
    const created = (await as(author).post('/api/feedback/projects').send(project()).expect(201)).body;
    expect(created).toMatchObject({
      state: 'open',
      mine: true,
      roadmap: { slug: 'frontend', title: 'Frontend Developer' },
      feedback: null,
      focusAreas: ['code_quality', 'design'],
    });
    const mine = (await as(author).get('/api/feedback/projects/mine').expect(200)).body;
    expect(mine).toMatchObject({ maxWaiting: 3, reviewer: { eligible: false, threshold: 500 }, claimHours: 48 });
    expect(mine.rubric.map((r: { criterion: string }) => r.criterion)).toEqual(CRITERIA);
    expect(mine.items.map((p: { id: number }) => p.id)).toEqual([created.id]);

    const reviewer = await reviewerLearner();
    const queue = (await as(reviewer).get('/api/feedback/queue?pageSize=50').expect(200)).body;
    expect(queue.items.map((p: { id: number }) => p.id)).toContain(created.id);
    expect(typeof queue.medianOpenWaitSeconds).toBe('number');
    // Before the claim, a review is refused; the reviewer can read the open project.
    expect(
      (await as(reviewer).post(`/api/feedback/projects/${created.id}/review`).send(review()).expect(409)).body.code,
    ).toBe('CLAIM_REQUIRED');
    await as(reviewer).get(`/api/feedback/projects/${created.id}`).expect(200);

    const claimed = (await as(reviewer).post(`/api/feedback/projects/${created.id}/claim`).expect(200)).body;
    expect(claimed).toMatchObject({ state: 'in_review', claimedByMe: true });
    expect(new Date(claimed.claimExpiresAt).getTime() - new Date(claimed.claimedAt).getTime()).toBe(48 * 3600_000);
    expect(
      (await as(reviewer).get('/api/feedback/queue').expect(200)).body.claimed.map((p: { id: number }) => p.id),
    ).toEqual([created.id]);
    expect((await as(author).post(`/api/feedback/projects/${created.id}/withdraw`).expect(409)).body.code).toBe(
      'PROJECT_NOT_OPEN',
    );

    const xpBefore = await xpOf(reviewer);
    const reviewed = (await as(reviewer).post(`/api/feedback/projects/${created.id}/review`).send(review()).expect(200))
      .body;
    expect(reviewed).toMatchObject({ state: 'reviewed', feedback: { byMe: true, helpfulAt: null } });
    expect(
      (await as(reviewer).post(`/api/feedback/projects/${created.id}/review`).send(review()).expect(409)).body.code,
    ).toBe('PROJECT_ALREADY_REVIEWED');

    const seen = (await as(author).get(`/api/feedback/projects/${created.id}`).expect(200)).body;
    expect(seen.state).toBe('reviewed');
    expect(seen.feedback.rubric).toEqual(review().rubric);
    expect(seen.feedback.byMe).toBe(false);
    expect(JSON.stringify(seen)).not.toContain(reviewer.user.username);

    // The reviewer's XP: once, and once more after a second delivery of the same fact.
    await eventually(async () => expect(await xpOf(reviewer)).toBe(xpBefore + 15));
    const [event] = await sql<{ payload: object }>(
      `select payload from outbox_events where name = 'feedback.given' and (payload->>'projectId')::int = ?`,
      [created.id],
    );
    expect(event.payload).toMatchObject({
      projectId: created.id,
      reviewerId: reviewer.user.id,
      authorId: author.user.id,
    });
    await orm.em
      .fork()
      .transactional((em) => t.app.get(EventOutbox).publish(em, 'feedback.given', event.payload as never));
    await eventually(async () => {
      const [{ n }] = await sql<{ n: number }>(
        `select count(*)::int as n from outbox_events where name = 'feedback.given' and delivered_at is null`,
      );
      expect(n).toBe(0);
    });
    expect(await xpOf(reviewer)).toBe(xpBefore + 15);
    expect(
      await sql('select amount from xp_ledger where user_id = ? and achievement = ?', [
        reviewer.user.id,
        `feedback:${created.id}`,
      ]),
    ).toEqual([{ amount: 15 }]);

    const helpful = (await as(author).post(`/api/feedback/projects/${created.id}/helpful`).expect(200)).body;
    expect(helpful.feedback.helpfulAt).toEqual(expect.any(String));
    expect((await as(author).post(`/api/feedback/projects/${created.id}/helpful`).expect(409)).body.code).toBe(
      'ALREADY_MARKED_HELPFUL',
    );
    expect((await as(reviewer).post(`/api/feedback/projects/${created.id}/helpful`).expect(404)).body.code).toBe(
      'PROJECT_NOT_FOUND',
    );
    // The reviewed project is no longer in the queue; the median of reviewed projects exists now.
    const after = (await as(reviewer).get('/api/feedback/queue?pageSize=50').expect(200)).body;
    expect(after.items.map((p: { id: number }) => p.id)).not.toContain(created.id);
    expect(typeof after.medianReviewedWaitSeconds).toBe('number');
  });

  it('of parallel claims one wins; a claim lapses after 48 hours and the project is open again', async () => {
    const author = await registerAndLogin(t.http);
    const { id } = (
      await as(author)
        .post('/api/feedback/projects')
        .send(project({ roadmapSlug: null, liveUrl: null }))
        .expect(201)
    ).body;
    const reviewers = await Promise.all([
      signedInWithRole(t, 'moderator'),
      signedInWithRole(t, 'admin'),
      reviewerLearner(),
    ]);
    const answers = await Promise.all(reviewers.map((r) => as(r).post(`/api/feedback/projects/${id}/claim`)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual([
      'PROJECT_ALREADY_CLAIMED',
      'PROJECT_ALREADY_CLAIMED',
    ]);
    const winner = reviewers[answers.findIndex((r) => r.status === 200)];
    const loser = reviewers[answers.findIndex((r) => r.status === 409)];

    // 49 hours later (moved back in the database), the claim has lapsed.
    await sql(`update feedback_projects set claimed_at = now() - interval '49 hours' where id = ?`, [id]);
    expect((await as(author).get(`/api/feedback/projects/${id}`).expect(200)).body).toMatchObject({
      state: 'open',
      claimedAt: null,
    });
    expect((await as(winner).post(`/api/feedback/projects/${id}/review`).send(review()).expect(409)).body.code).toBe(
      'CLAIM_REQUIRED',
    );
    expect((await as(loser).post(`/api/feedback/projects/${id}/claim`).expect(200)).body).toMatchObject({
      state: 'in_review',
      claimedByMe: true,
    });
    await as(loser).post(`/api/feedback/projects/${id}/review`).send(review()).expect(200);
  });

  it("refuses reviewing one's own project, learners below the XP threshold, and incomplete rubrics", async () => {
    const reviewer = await reviewerLearner();
    const own = (await as(reviewer).post('/api/feedback/projects').send(project()).expect(201)).body;
    expect(
      (await as(reviewer).get('/api/feedback/queue?pageSize=50').expect(200)).body.items.map(
        (p: { id: number }) => p.id,
      ),
    ).not.toContain(own.id);
    expect((await as(reviewer).post(`/api/feedback/projects/${own.id}/claim`).expect(403)).body.code).toBe(
      'OWN_PROJECT',
    );
    const moderator = await signedInWithRole(t, 'moderator');
    const modOwn = (await as(moderator).post('/api/feedback/projects').send(project()).expect(201)).body;
    expect((await as(moderator).post(`/api/feedback/projects/${modOwn.id}/claim`).expect(403)).body.code).toBe(
      'OWN_PROJECT',
    );

    const novice = await registerAndLogin(t.http);
    await t.app
      .get(LearnerProgressFacade)
      .awardXp(novice.user.id, { achievement: 'exam:almost', amount: 499, reason: 'Test: just below' });
    expect((await as(novice).get('/api/feedback/queue').expect(403)).body.code).toBe('REVIEWER_REQUIRED');
    expect((await as(novice).post(`/api/feedback/projects/${own.id}/claim`).expect(403)).body.code).toBe(
      'REVIEWER_REQUIRED',
    );
    expect((await as(novice).get(`/api/feedback/projects/${own.id}`).expect(404)).body.code).toBe('PROJECT_NOT_FOUND');

    await as(moderator).post(`/api/feedback/projects/${own.id}/claim`).expect(200);
    const bad = async (body: object, code: string) =>
      expect(
        (await as(moderator).post(`/api/feedback/projects/${own.id}/review`).send(body).expect(400)).body.code,
      ).toBe(code);
    const full = review();
    await bad({ ...full, rubric: [...full.rubric.slice(1), full.rubric[1]] }, 'RUBRIC_INCOMPLETE');
    await bad({ ...full, rubric: full.rubric.map((r) => ({ ...r, score: 6 })) }, 'VALIDATION_FAILED');
    await bad({ ...full, rubric: full.rubric.slice(1) }, 'VALIDATION_FAILED');
    await bad({ ...full, summary: 'Nice work!' }, 'VALIDATION_FAILED');
    expect((await as(reviewer).get(`/api/feedback/projects/${own.id}`).expect(200)).body.state).toBe('in_review');
  });

  it('lets the author withdraw an open project; at most three wait at once', async () => {
    const author = await registerAndLogin(t.http);
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++)
      ids.push(
        (
          await as(author)
            .post('/api/feedback/projects')
            .send(project({ title: `Project number ${i}` }))
            .expect(201)
        ).body.id,
      );
    expect((await as(author).post('/api/feedback/projects').send(project()).expect(409)).body.code).toBe(
      'TOO_MANY_OPEN_PROJECTS',
    );
    expect((await as(author).post(`/api/feedback/projects/${ids[0]}/withdraw`).expect(200)).body.state).toBe(
      'withdrawn',
    );
    expect((await as(author).post(`/api/feedback/projects/${ids[0]}/withdraw`).expect(409)).body.code).toBe(
      'PROJECT_NOT_OPEN',
    );
    const moderator = await signedInWithRole(t, 'moderator');
    expect((await as(moderator).post(`/api/feedback/projects/${ids[0]}/claim`).expect(404)).body.code).toBe(
      'PROJECT_NOT_FOUND',
    );
    await as(author).post('/api/feedback/projects').send(project()).expect(201);
    // Five attempts an hour per learner (refused and withdrawn ones included): this is the sixth.
    await as(author).post(`/api/feedback/projects/${ids[1]}/withdraw`).expect(200);
    const limited = (await as(author).post('/api/feedback/projects').send(project()).expect(429)).body;
    expect(limited.code).toBe('PROJECT_SUBMISSIONS_RATE_LIMITED');
    expect((await as(author).get('/api/feedback/projects/mine').expect(200)).body.items).toHaveLength(4);
  });

  it('keeps both caps under parallel submissions: three waiting at once, five attempts an hour', async () => {
    // Issue 24: every per-learner cap is counted and inserted atomically.
    const author = await registerAndLogin(t.http);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        as(author)
          .post('/api/feedback/projects')
          .send(project({ title: `Parallel project ${i}` })),
      ),
    );
    expect(answers.map((r) => `${r.status} ${r.body.code ?? ''}`.trim()).sort()).toEqual([
      ...Array(3).fill('201'),
      ...Array(2).fill('409 TOO_MANY_OPEN_PROJECTS'),
      ...Array(5).fill('429 PROJECT_SUBMISSIONS_RATE_LIMITED'),
    ]);
    expect((await as(author).get('/api/feedback/projects/mine').expect(200)).body.items).toHaveLength(3);
  });

  it('accepts only https addresses on public hosts, known roadmaps and valid fields; stores nothing otherwise', async () => {
    const author = await registerAndLogin(t.http);
    const count = async () =>
      (
        await sql<{ n: number }>('select count(*)::int as n from feedback_projects where author_id = ?', [
          author.user.id,
        ])
      )[0].n;
    let n = 0;
    // Each from its own address: the route's throttle (10 a minute per address) is not under test here.
    const refused = async (body: object, code: string) =>
      expect(
        (
          await as(author)
            .post('/api/feedback/projects')
            .set('X-Forwarded-For', `10.89.0.${++n}`)
            .send(body)
            .expect(400)
        ).body.code,
      ).toBe(code);
    for (const url of [
      'https://localhost/ada/app',
      'https://10.0.0.8/repo',
      'https://169.254.169.254/latest',
      'https://[::1]/repo',
      'https://git.internal/ada',
    ]) {
      await refused(project({ repositoryUrl: url }), 'PROJECT_URL_INVALID');
      await refused(project({ liveUrl: url }), 'PROJECT_URL_INVALID');
    }
    await refused(project({ repositoryUrl: 'https://ada:token@github.com/ada/app' }), 'PROJECT_URL_INVALID');
    await refused(project({ repositoryUrl: 'http://github.com/ada/app' }), 'VALIDATION_FAILED');
    await refused(project({ liveUrl: 'javascript:alert(1)' }), 'VALIDATION_FAILED');
    await refused(project({ roadmapSlug: 'no-such-roadmap' }), 'ROADMAP_NOT_FOUND');
    await refused(project({ focusAreas: [] }), 'VALIDATION_FAILED');
    await refused(project({ focusAreas: ['everything'] }), 'VALIDATION_FAILED');
    await refused(project({ description: 'Too short.' }), 'VALIDATION_FAILED');
    await refused(project({ title: 'x'.repeat(10_000) }), 'VALIDATION_FAILED');
    await refused(project({ title: 'Nul\u0000byte' }), 'INVALID_CHARACTERS');
    await refused(
      project({ description: `${'A long enough description of the project. '.repeat(2)}\ud800` }),
      'INVALID_CHARACTERS',
    );
    await refused(project({ authorId: 1 }), 'VALIDATION_FAILED');
    const raw = await as(author)
      .post('/api/feedback/projects')
      .set('Content-Type', 'application/json')
      .send(`${JSON.stringify(project()).slice(0, -1)},"__proto__":{"state":"reviewed"}}`);
    expect([raw.status, raw.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await count()).toBe(0);
  });

  it('shows a project to its author, its reviewer and staff only; other learners hear it does not exist', async () => {
    const author = await registerAndLogin(t.http);
    const { id } = (await as(author).post('/api/feedback/projects').send(project()).expect(201)).body;
    const other = await registerAndLogin(t.http);
    for (const [method, url] of [
      ['get', `/api/feedback/projects/${id}`],
      ['post', `/api/feedback/projects/${id}/withdraw`],
      ['post', `/api/feedback/projects/${id}/helpful`],
    ] as const) {
      expect((await as(other)[method](url).expect(404)).body.code).toBe('PROJECT_NOT_FOUND');
    }
    expect((await as(other).get('/api/feedback/projects/mine').expect(200)).body.items).toEqual([]);
    expect((await as(author).get('/api/feedback/projects/999999').expect(404)).body.code).toBe('PROJECT_NOT_FOUND');
    expect((await as(author).get('/api/feedback/projects/0x10').expect(400)).body.code).toBe('VALIDATION_FAILED');
    await request(t.http).get(`/api/feedback/projects/${id}`).expect(401);
    await request(t.http).get('/api/feedback/queue').expect(401);
    // A reviewer who claimed it keeps seeing it; after the review, the author's project stays theirs.
    const reviewer = await reviewerLearner();
    await as(reviewer).post(`/api/feedback/projects/${id}/claim`).expect(200);
    const third = await reviewerLearner();
    expect((await as(third).get(`/api/feedback/projects/${id}`).expect(404)).body.code).toBe('PROJECT_NOT_FOUND');
    await as(reviewer).get(`/api/feedback/projects/${id}`).expect(200);
    expect((await as(other).post(`/api/feedback/projects/${id}/review`).send(review()).expect(403)).body.code).toBe(
      'REVIEWER_REQUIRED',
    );
  });

  it("on user.deleted removes the learner's projects and keeps their reviews without them", async () => {
    const author = await registerAndLogin(t.http);
    const reviewer = await reviewerLearner();
    const { id: reviewedId } = (await as(author).post('/api/feedback/projects').send(project()).expect(201)).body;
    await as(reviewer).post(`/api/feedback/projects/${reviewedId}/claim`).expect(200);
    await as(reviewer).post(`/api/feedback/projects/${reviewedId}/review`).send(review()).expect(200);
    const { id: ownId } = (await as(reviewer).post('/api/feedback/projects').send(project()).expect(201)).body;

    const { agent, token } = await csrfAgent(t.http);
    await agent
      .post('/api/users/me/deletion')
      .set('Authorization', `Bearer ${reviewer.token}`)
      .set('X-CSRF-Token', token)
      .send({ confirmation: reviewer.user.username, password: reviewer.password })
      .expect(200);
    await eventually(async () =>
      expect(await sql('select id from feedback_projects where id = ?', [ownId])).toHaveLength(0),
    );
    await eventually(async () =>
      expect(await sql('select reviewer_id from feedback_reviews where project_id = ?', [reviewedId])).toEqual([
        { reviewer_id: null },
      ]),
    );
    const seen = (await as(author).get(`/api/feedback/projects/${reviewedId}`).expect(200)).body;
    expect(seen).toMatchObject({ state: 'reviewed', feedback: { summary: review().summary } });
  });
});
