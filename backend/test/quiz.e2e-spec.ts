import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  csrfAgent,
  eventually,
  registerAndLogin,
  startTestApp,
  type SignedIn,
  type TestApp,
  requestsAs,
} from './support/test-app.js';

/** Issue 13: the career quiz: anonymous scoring, kept results for learners, history, privacy. */
describe('career quiz', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);
  const as = (who: SignedIn) => requestsAs(csrf, who);
  /** The answers that favour `track` most (read from the stored weights). */
  const leaningTo = async (track: string) => {
    const rows = await sql<{ key: string; options: { key: string; weights: Record<string, number> }[] }>(
      `select key, options from quiz_questions where published`,
    );
    return Object.fromEntries(
      rows.map((q) => [
        q.key,
        [...q.options].sort(
          (a, b) =>
            (b.weights[track] ?? 0) - (a.weights[track] ?? 0) ||
            Object.keys(a.weights).length - Object.keys(b.weights).length,
        )[0].key,
      ]),
    );
  };

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
  });
  afterAll(() => t.close());

  it('serves at least 15 questions and the nine career tracks to anyone, without the weights', async () => {
    const quiz = (await request(t.http).get('/api/quiz').expect(200)).body;
    expect(quiz.questions.length).toBeGreaterThanOrEqual(15);
    expect(quiz.tracks.map((tr: { key: string }) => tr.key)).toEqual([
      'frontend',
      'backend',
      'full-stack',
      'mobile',
      'data',
      'ai-ml',
      'devops',
      'security',
      'ux-design',
    ]);
    expect(JSON.stringify(quiz)).not.toContain('weights');
  });

  it('scores answers for a visitor: every track, the top one explained by the answers, and roadmaps to start', async () => {
    const answers = await leaningTo('data');
    const stored = async () => (await sql<{ n: number }>(`select count(*)::int as n from quiz_results`))[0].n;
    const before = await stored();
    const result = (
      await csrf.agent.post('/api/quiz/score').set('X-CSRF-Token', csrf.token).send({ answers }).expect(200)
    ).body;
    expect(result.id).toBeNull();
    expect(result.top).toMatchObject({ key: 'data', title: 'Data Analyst' });
    expect(result.scores).toHaveLength(9);
    expect(result.scores[0]).toMatchObject({ track: 'data', percent: 100 });
    expect(result.scores.map((s: { percent: number }) => s.percent)).toEqual(
      [...result.scores.map((s: { percent: number }) => s.percent)].sort((a, b) => b - a),
    );
    expect(result.reasons.length).toBeGreaterThan(0);
    expect(result.explanation).toContain(result.reasons[0].answer);
    expect(result.roadmaps[0]).toEqual({
      slug: 'data',
      title: 'Data Analyst & Data Scientist',
      track: 'data',
      trackTitle: 'Data Analyst',
      percent: 100,
      closest: false,
    });
    // The others follow the scores ("Also a good fit"), each with its track's score, a roadmap at most once.
    const scoreOf = new Map(result.scores.map((s: { track: string; percent: number }) => [s.track, s.percent]));
    const percents = result.roadmaps.map((r: { percent: number }) => r.percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    for (const r of result.roadmaps) expect(r.percent).toBe(scoreOf.get(r.track));
    expect(new Set(result.roadmaps.map((r: { slug: string }) => r.slug)).size).toBe(result.roadmaps.length);
    expect(result.closeMatch).toBe(result.scores[0].percent - result.scores[1].percent <= 10);
    expect(await stored()).toBe(before); // a visitor's answers are not kept
  });

  it('the tracks whose roadmaps came last (UX and AI/ML) lead to their own roadmaps', async () => {
    for (const [track, title] of [
      ['ux-design', 'UX / Product Designer'],
      ['ai-ml', 'AI / Machine Learning Engineer'],
    ]) {
      const result = (
        await csrf.agent
          .post('/api/quiz/score')
          .set('X-CSRF-Token', csrf.token)
          .send({ answers: await leaningTo(track) })
          .expect(200)
      ).body;
      expect(result.top.key).toBe(track);
      expect(result.roadmaps[0]).toMatchObject({ slug: track, title, track, trackTitle: title, closest: false });
    }
  });

  it('refuses unfinished, unknown and hostile answers with a code', async () => {
    const answers = await leaningTo('frontend');
    const [first] = Object.keys(answers);
    const cases: Array<[unknown, string]> = [
      [{ answers: { [first]: answers[first] } }, 'QUIZ_INCOMPLETE'],
      [{ answers: { ...answers, 'no-such-question': 'a' } }, 'QUIZ_QUESTION_UNKNOWN'],
      [{ answers: { ...answers, [first]: 'z' } }, 'QUIZ_OPTION_UNKNOWN'],
      [{ answers: { ...answers, [first]: ['a'] } }, 'VALIDATION_FAILED'],
      [{ answers: 'all a' }, 'VALIDATION_FAILED'],
      [{ answers, admin: true }, 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of cases) {
      const res = await csrf.agent
        .post('/api/quiz/score')
        .set('X-CSRF-Token', csrf.token)
        .send(body as object);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
    }
    const proto = await csrf.agent
      .post('/api/quiz/score')
      .set('X-CSRF-Token', csrf.token)
      .set('Content-Type', 'application/json')
      .send('{"answers":{"constructor":"a"}}');
    expect(proto.status).toBe(400);
  });

  it("keeps a learner's results (an anonymous one attached after sign-in with when it was taken), once under parallel posts, newest first", async () => {
    const learner = await registerAndLogin(t.http);
    const frontend = await leaningTo('frontend');
    const takenAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const posts = await Promise.all(
      Array.from({ length: 5 }, () => as(learner).post('/api/quiz/results').send({ answers: frontend, takenAt })),
    );
    expect(posts.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(posts.map((r) => r.body.id)).size).toBe(1);
    expect(posts[0].body).toMatchObject({ top: { key: 'frontend' }, takenAt });
    expect(
      (await sql<{ n: number }>(`select count(*)::int as n from quiz_results where user_id = ?`, [learner.user.id]))[0]
        .n,
    ).toBe(1);

    const devops = (
      await as(learner)
        .post('/api/quiz/results')
        .send({ answers: await leaningTo('devops') })
        .expect(200)
    ).body;
    const history = (await as(learner).get('/api/quiz/results/me').expect(200)).body;
    expect(history).toMatchObject({ total: 2, page: 1 });
    expect(history.items.map((r: { id: string }) => r.id)).toEqual([devops.id, posts[0].body.id]);
    expect(history.items[0].top.key).toBe('devops');
    expect(
      (await as(learner).get('/api/quiz/results/me?page=2&pageSize=1').expect(200)).body.items.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual([posts[0].body.id]);
    expect((await as(learner).get(`/api/quiz/results/${devops.id}`).expect(200)).body).toMatchObject({
      id: devops.id,
      top: { key: 'devops' },
    });

    for (const bad of [
      new Date(Date.now() + 3_600_000).toISOString(),
      new Date(Date.now() - 40 * 86_400_000).toISOString(),
    ]) {
      expect(
        (await as(learner).post('/api/quiz/results').send({ answers: frontend, takenAt: bad }).expect(400)).body.code,
      ).toBe('QUIZ_TAKEN_AT_INVALID');
    }
    await request(t.http).get('/api/quiz/results/me').expect(401);
  });

  it("never shows a learner's result to another, and forgets them with the account", async () => {
    const [owner, other] = [await registerAndLogin(t.http), await registerAndLogin(t.http)];
    const result = (
      await as(owner)
        .post('/api/quiz/results')
        .send({ answers: await leaningTo('security') })
        .expect(200)
    ).body;
    for (const id of [result.id, 'not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      const res = await as(other).get(`/api/quiz/results/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('QUIZ_RESULT_NOT_FOUND');
    }
    expect((await as(other).get('/api/quiz/results/me').expect(200)).body.items).toEqual([]);
    await as(owner)
      .post('/api/users/me/deletion')
      .send({ confirmation: owner.user.username, password: owner.password })
      .expect(200);
    await eventually(async () =>
      expect(
        (await sql<{ n: number }>(`select count(*)::int as n from quiz_results where user_id = ?`, [owner.user.id]))[0]
          .n,
      ).toBe(0),
    );
  });
});
