import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  csrfAgent,
  registerAndLogin,
  startTestApp,
  type SignedIn,
  type TestApp,
  requestsAs,
} from './support/test-app.js';
import { passModules } from './support/module-passes.js';

/** Issue 13: roadmap exams with a random draw, hidden answers, a server-side deadline, a cooldown and exam.passed. */
describe('roadmap exams', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  let frontendKeys: string[];
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);
  const as = (who: SignedIn) => requestsAs(csrf, who);
  /** A learner with `share` of the frontend roadmap marked done (self-ticked). */
  const learnerAt = async (share: number) => {
    const who = await registerAndLogin(t.http);
    for (const key of frontendKeys.slice(0, Math.ceil(frontendKeys.length * share))) {
      await as(who).put(`/api/roadmaps/frontend/modules/${key}/status`).send({ status: 'done' }).expect(200);
    }
    return who;
  };
  /**
   * A learner who passed the first `count` modules of the frontend roadmap (all by default). The
   * passes are arranged in the database: how a pass is earned (checks and exercises) is
   * lesson-checks.e2e-spec's subject; here it is only the exam's gate.
   */
  const learnerPassing = async (count = frontendKeys.length) => {
    const who = await registerAndLogin(t.http);
    await passModules(orm, who.user.id, frontendKeys.slice(0, count));
    return who;
  };
  const answerKey = async (keys: string[]) =>
    new Map(
      (
        await sql<{ key: string; correct: string[] }>(
          `select key, correct from exam_questions where key = any(?::text[])`,
          [`{${keys.join(',')}}`],
        )
      ).map((r) => [r.key, r.correct]),
    );
  const wrong = (options: { key: string }[], correct: string[]) => [options.find((o) => !correct.includes(o.key))!.key];

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
    const detail = (await request(t.http).get('/api/roadmaps/frontend').expect(200)).body;
    frontendKeys = detail.sections.flatMap((s: { modules: { key: string }[] }) => s.modules.map((m) => m.key));
  });
  afterAll(() => t.close());

  it('describes the exam to anyone, and says which roadmaps have none', async () => {
    const overview = (await request(t.http).get('/api/exams/frontend').expect(200)).body;
    expect(overview).toMatchObject({
      roadmap: { slug: 'frontend', title: 'Frontend Developer' },
      questionCount: 20,
      rules: {
        questionsPerAttempt: 20,
        timeLimitMinutes: 30,
        passMarkPercent: 70,
        cooldownHours: 24,
      },
      learner: null,
    });
    // Every roadmap has a bank since issue 29: one whose questions staff have all withdrawn has no exam.
    await sql(`update exam_questions set published = false where roadmap_slug = 'full-stack'`);
    for (const slug of ['no-such-roadmap', 'full-stack', '__proto__', 'x'.repeat(200)]) {
      const res = await request(t.http).get(`/api/exams/${slug}`).expect(404);
      expect(res.body.code).toBe('EXAM_NOT_FOUND');
    }
  });

  it('opens only when every module is passed: modules marked done do not open it', async () => {
    const learner = await learnerAt(1);
    await passModules(orm, learner.user.id, frontendKeys.slice(0, frontendKeys.length - 1));
    const res = await as(learner).post('/api/exams/frontend/attempts').expect(403);
    expect(res.body).toMatchObject({
      code: 'EXAM_NOT_ELIGIBLE',
      details: { modulesPassed: frontendKeys.length - 1, moduleCount: frontendKeys.length },
    });
    expect(res.body.message).toMatch(/Pass every module/);
    expect((await as(learner).get('/api/exams/frontend').expect(200)).body.learner).toMatchObject({
      progressPercent: 100,
      modulesPassed: frontendKeys.length - 1,
      moduleCount: frontendKeys.length,
      eligible: false,
      attempts: [],
    });
    expect(
      (await sql<{ n: number }>(`select count(*)::int as n from exam_attempts where user_id = ?`, [learner.user.id]))[0]
        .n,
    ).toBe(0);
  });

  it('draws a random subset in random order, never sends the answers before submission, and keeps one open attempt under parallel starts', async () => {
    const [a, b] = [await learnerPassing(), await learnerPassing()];
    const starts = await Promise.all(Array.from({ length: 5 }, () => as(a).post('/api/exams/frontend/attempts')));
    expect(starts.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(starts.map((r) => r.body.id)).size).toBe(1);
    const attempt = starts[0].body;
    expect(attempt.status).toBe('open');
    expect(attempt.questions).toHaveLength(20);
    expect(new Set(attempt.questions.map((q: { key: string }) => q.key)).size).toBe(20);
    expect(attempt.result).toBeNull();
    expect(new Date(attempt.deadlineAt).getTime() - new Date(attempt.startedAt).getTime()).toBe(30 * 60_000);

    // Nothing in any answer before submission says which option is right or why.
    const bank = await sql<{ explanation: string }>(
      `select explanation from exam_questions where roadmap_slug = 'frontend'`,
    );
    for (const body of [attempt, (await as(a).get(`/api/exams/attempts/${attempt.id}`).expect(200)).body]) {
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/"correct"|"explanation"|"right"/);
      for (const { explanation } of bank) expect(text).not.toContain(explanation);
    }
    const other = (await as(b).post('/api/exams/frontend/attempts').expect(201)).body;
    expect(other.questions.map((q: { key: string }) => q.key)).not.toEqual(
      attempt.questions.map((q: { key: string }) => q.key),
    );
  });

  it('keeps another learner out of my attempt, and refuses unknown questions and options with a code', async () => {
    const [owner, intruder] = [await learnerPassing(), await registerAndLogin(t.http)];
    const attempt = (await as(owner).post('/api/exams/frontend/attempts').expect(201)).body;
    const q = attempt.questions[0];
    for (const res of [
      await as(intruder).get(`/api/exams/attempts/${attempt.id}`),
      await as(intruder)
        .put(`/api/exams/attempts/${attempt.id}/answers`)
        .send({ answers: { [q.key]: [q.options[0].key] } }),
      await as(intruder).post(`/api/exams/attempts/${attempt.id}/submit`).send({}),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('EXAM_ATTEMPT_NOT_FOUND');
    }
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', 'a%00b']) {
      expect([400, 404]).toContain((await as(owner).get(`/api/exams/attempts/${id}`)).status);
    }
    const bad: Array<[object, string]> = [
      [{ answers: { 'no-such-question': ['a'] } }, 'EXAM_QUESTION_UNKNOWN'],
      [{ answers: { [q.key]: ['z'] } }, 'EXAM_OPTION_UNKNOWN'],
      [{ answers: { [q.key]: 'a' } }, 'VALIDATION_FAILED'],
      [{ answers: [] }, 'VALIDATION_FAILED'],
      [{ answers: {}, score: 100 }, 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of bad) {
      const res = await as(owner).put(`/api/exams/attempts/${attempt.id}/answers`).send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
    }
    const proto = await as(owner)
      .put(`/api/exams/attempts/${attempt.id}/answers`)
      .set('Content-Type', 'application/json')
      .send('{"answers":{"__proto__":["a"]}}');
    expect(proto.status).toBe(400);
    expect((await as(owner).get(`/api/exams/attempts/${attempt.id}`).expect(200)).body.answers).toEqual({});
  });

  it("grades a pass once, publishes exam.passed once and pays the exam's XP, whatever the repeats", async () => {
    const learner = await learnerPassing();
    const attempt = (await as(learner).post('/api/exams/frontend/attempts').expect(201)).body;
    const key = await answerKey(attempt.questions.map((q: { key: string }) => q.key));
    const answers = Object.fromEntries(
      attempt.questions.map((q: { key: string; options: { key: string }[] }, i: number) => [
        q.key,
        i < 3 ? wrong(q.options, key.get(q.key)!) : key.get(q.key)!,
      ]),
    );
    const saved = (await as(learner).put(`/api/exams/attempts/${attempt.id}/answers`).send({ answers }).expect(200))
      .body;
    expect(Object.keys(saved.answers)).toHaveLength(20);

    const submits = await Promise.all(
      Array.from({ length: 4 }, () => as(learner).post(`/api/exams/attempts/${attempt.id}/submit`).send({})),
    );
    expect(submits.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const result = submits[0].body.result;
    expect(result).toMatchObject({
      scorePercent: 85,
      correctCount: 17,
      questionCount: 20,
      passed: true,
      passMarkPercent: 70,
      nextAttemptAt: null,
    });
    expect(result.review.filter((r: { right: boolean }) => !r.right).map((r: { key: string }) => r.key)).toEqual(
      attempt.questions.slice(0, 3).map((q: { key: string }) => q.key),
    );
    expect(result.review[0].explanation.length).toBeGreaterThan(10);
    for (const r of submits) expect(r.body.result).toEqual(result);
    // The submit that graded the pass answers with its award, already made: the exam's XP and the
    // certificate; the parallel ones found it graded and award nothing.
    const awards = submits.map((r) => r.body.award).filter((award) => award !== null);
    expect(submits.every((r) => r.body.award !== undefined)).toBe(true);
    expect(awards).toHaveLength(1);
    // The learner's passes were arranged (no XP of theirs): the exam's is the first.
    expect(awards[0]).toEqual({
      status: 'delivered',
      xp: 100,
      totalXp: 100,
      daysStreak: 1,
      longestStreak: 1,
      certificate: { code: expect.any(String), verifyUrl: expect.stringContaining('/verify-certificate/') },
    });
    const mine = (await as(learner).get('/api/certificates/me').expect(200)).body;
    expect(JSON.stringify(mine)).toContain(awards[0].certificate.code);

    const events = await sql<{ payload: Record<string, unknown> }>(
      `select payload from outbox_events where name = 'exam.passed' and payload->>'attemptId' = ?`,
      [attempt.id],
    );
    expect(events).toHaveLength(1);
    expect(events[0].payload).toMatchObject({
      userId: learner.user.id,
      roadmapSlug: 'frontend',
      roadmapTitle: 'Frontend Developer',
      scorePercent: 85,
    });
    expect(
      await sql(`select amount from xp_ledger where user_id = ? and achievement = 'exam:frontend'`, [learner.user.id]),
    ).toEqual([{ amount: 100 }]);
    await as(learner).put(`/api/exams/attempts/${attempt.id}/answers`).send({ answers: {} }).expect(409);
    const overview = (await as(learner).get('/api/exams/frontend').expect(200)).body.learner;
    expect(overview).toMatchObject({ passed: true, bestScorePercent: 85, nextAttemptAt: null, openAttemptId: null });

    // A retake passed: graded and announced, but it pays no XP and issues no second certificate.
    const retake = (await as(learner).post('/api/exams/frontend/attempts').expect(201)).body;
    const retakeKey = await answerKey(retake.questions.map((q: { key: string }) => q.key));
    const allRight = Object.fromEntries(retake.questions.map((q: { key: string }) => [q.key, retakeKey.get(q.key)!]));
    const passedAgain = (
      await as(learner).post(`/api/exams/attempts/${retake.id}/submit`).send({ answers: allRight }).expect(200)
    ).body;
    expect(passedAgain.result).toMatchObject({ passed: true, scorePercent: 100 });
    expect(passedAgain.award).toEqual({
      status: 'delivered',
      xp: 0,
      totalXp: 100,
      daysStreak: 1,
      longestStreak: 1,
      certificate: null,
    });
  });

  it('counts only answers saved before the deadline, closes a late attempt when it is next read, and cools down after a failure', async () => {
    const learner = await learnerPassing();
    const attempt = (await as(learner).post('/api/exams/frontend/attempts').expect(201)).body;
    const key = await answerKey(attempt.questions.map((q: { key: string }) => q.key));
    const [first, ...rest] = attempt.questions as { key: string; options: { key: string }[] }[];
    await as(learner)
      .put(`/api/exams/attempts/${attempt.id}/answers`)
      .send({ answers: { [first.key]: key.get(first.key) } })
      .expect(200);
    // Time runs out: the attempt is moved 35 minutes into the past (the answer was saved 10 minutes after the start).
    await sql(
      `update exam_attempts set deadline_at = now() - interval '5 minutes', started_at = now() - interval '35 minutes',
         answers = jsonb_set(answers, array[?, 'savedAt'], to_jsonb(to_char(now() at time zone 'UTC' - interval '25 minutes', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')))
       where id = ?`,
      [first.key, attempt.id],
    );
    const late = await as(learner)
      .put(`/api/exams/attempts/${attempt.id}/answers`)
      .send({ answers: { [rest[0].key]: key.get(rest[0].key) } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('EXAM_DEADLINE_PASSED');
    const allRight = Object.fromEntries(rest.map((q) => [q.key, key.get(q.key)!]));
    const graded = (
      await as(learner).post(`/api/exams/attempts/${attempt.id}/submit`).send({ answers: allRight }).expect(200)
    ).body;
    expect(graded.result).toMatchObject({ correctCount: 1, scorePercent: 5, passed: false });
    expect(graded.award).toBeNull();
    expect(graded.result.review.find((r: { key: string }) => r.key === rest[0].key).chosen).toEqual([]);
    const retryAt = graded.result.nextAttemptAt;
    expect(new Date(retryAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    const again = await as(learner).post('/api/exams/frontend/attempts').expect(409);
    expect(again.body).toMatchObject({ code: 'EXAM_COOLDOWN', details: { retryAt } });
    expect((await as(learner).get('/api/exams/frontend').expect(200)).body.learner).toMatchObject({
      nextAttemptAt: retryAt,
      passed: false,
      bestScorePercent: 5,
    });
    expect(
      (
        await sql<{ n: number }>(
          `select count(*)::int as n from outbox_events where name = 'exam.passed' and payload->>'attemptId' = ?`,
          [attempt.id],
        )
      )[0].n,
    ).toBe(0);

    // An attempt abandoned past its deadline is graded when next read.
    const other = await learnerPassing();
    const abandoned = (await as(other).post('/api/exams/frontend/attempts').expect(201)).body;
    await sql(`update exam_attempts set deadline_at = now() - interval '1 minute' where id = ?`, [abandoned.id]);
    const read = (await as(other).get(`/api/exams/attempts/${abandoned.id}`).expect(200)).body;
    expect(read).toMatchObject({ status: 'submitted', result: { scorePercent: 0, passed: false } });
  });
});
