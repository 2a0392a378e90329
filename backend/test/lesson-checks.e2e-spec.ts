import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type { ModuleChecks } from '../src/modules/roadmaps/infrastructure/content/check-types.js';
import { MODULE_CHECKS } from '../src/modules/roadmaps/infrastructure/content/checks/index.js';
import type { ModuleContent, RoadmapContent } from '../src/modules/roadmaps/infrastructure/content/content-types.js';
import { ROADMAPS } from '../src/modules/roadmaps/infrastructure/content/index.js';
import {
  loadModuleChecks,
  loadRoadmapContent,
} from '../src/modules/roadmaps/infrastructure/content/roadmaps-content.pack.js';
import { readOperations, responseValidators, type Schema } from './quality/openapi-model.js';
import {
  csrfAgent,
  eventually,
  registerAndLogin,
  requestsAs,
  startTestApp,
  unique,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

/** Issue 28, first increment: graded checks at the end of a lesson, keys kept on the server. */
describe('lesson checks', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);
  const as = (who: SignedIn) => requestsAs(csrf, who);

  // A roadmap of this test's own, whose first module has one question of each kind (loaded
  // through the content pack's loaders, as a content release would); the second has no checks.
  const id = unique('chk')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const withChecks = `${id}-m1`;
  const withoutChecks = `${id}-m2`;
  const base = `/api/roadmaps/${id}/modules/${withChecks}/checks`;
  const option = (text: string, correct = false) => ({ text, correct, why: `Because ${text} is how it works.` });
  const FIXTURE: ModuleChecks = {
    moduleKey: withChecks,
    questions: [
      {
        id: `${id}-q1`,
        kind: 'single',
        section: 'Lesson',
        prompt: 'Pick b',
        options: [option('a'), option('b', true), option('c')],
      },
      {
        id: `${id}-q2`,
        kind: 'multiple',
        section: 'Lesson',
        prompt: 'Pick a and c',
        options: [option('a', true), option('b'), option('c', true), option('d')],
      },
      {
        id: `${id}-q3`,
        kind: 'output',
        section: 'Lesson',
        prompt: 'What does this print?',
        code: { language: 'javascript', source: 'console.log(1 + 1)' },
        options: [option('11'), option('2', true), option('NaN')],
      },
      {
        id: `${id}-q4`,
        kind: 'order',
        section: 'Lesson',
        prompt: 'Put them in order',
        steps: ['first', 'second', 'third', 'fourth'],
        why: 'Counting goes up.',
      },
      {
        id: `${id}-q5`,
        kind: 'fill',
        section: 'Lesson',
        prompt: 'A new repository: git ____',
        answers: ['init'],
        why: 'git init creates the repository.',
      },
    ],
  };
  const mod = (key: string): ModuleContent => ({
    key,
    title: `Module ${key}`,
    summary: 'A module of this test.',
    contentMd: '### Lesson\n\nWhat this module teaches.',
    estimatedMinutes: 20,
    resources: [{ title: 'MDN', url: 'https://developer.mozilla.org/', kind: 'docs' }],
  });
  const ROADMAP: RoadmapContent = {
    slug: id,
    title: 'Checks test roadmap',
    summary: 'A roadmap of this test.',
    descriptionMd: 'For the test.',
    level: 'beginner',
    estimatedHours: 1,
    tags: ['test'],
    prerequisites: [],
    sections: [{ key: 'a', title: 'A', modules: [withChecks, withoutChecks] }],
  };

  type Shown = { id: string; kind: string; options: string[]; steps: Array<{ id: number; text: string }> };
  let shown: Shown[];
  /** Every answer right, found from the fixture's key and what the GET shows. */
  const rightAnswers = () => [
    { questionId: `${id}-q1`, choices: [1] },
    { questionId: `${id}-q2`, choices: [0, 2] },
    { questionId: `${id}-q3`, choices: [1] },
    {
      questionId: `${id}-q4`,
      order: ['first', 'second', 'third', 'fourth'].map((text) => shown[3].steps.find((s) => s.text === text)!.id),
    },
    { questionId: `${id}-q5`, text: ' init ' },
  ];
  const attempts = async (who: SignedIn) =>
    (await sql<{ n: string }>('select count(*) as n from check_attempts where user_id = ?', [who.user.id]))[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
    await orm.em.fork().transactional(async (em) => {
      await loadRoadmapContent(em, [mod(withChecks), mod(withoutChecks)], [ROADMAP]);
      await loadModuleChecks(em, [FIXTURE]);
    });
    shown = (await request(t.http).get(base).expect(200)).body.questions;
  });
  afterAll(() => t.close());

  /** The GET's questions reveal no key: no key fields, and order questions' steps not in the right order. */
  function expectNoKey(content: ModuleChecks, body: { questions: Array<Shown & Record<string, unknown>> }) {
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/"(correct|why|answers|caseInsensitive)"/);
    expect(body.questions.map((q) => q.id)).toEqual(content.questions.map((q) => q.id));
    for (const [i, q] of content.questions.entries()) {
      const served = body.questions[i];
      expect(Object.keys(served).sort()).toEqual(['code', 'id', 'kind', 'options', 'prompt', 'section', 'steps']);
      if (q.kind === 'order') {
        expect(served.steps.map((s) => s.text).sort()).toEqual([...q.steps].sort());
        expect({ id: q.id, order: served.steps.map((s) => s.text) }).not.toEqual({ id: q.id, order: q.steps });
      }
    }
  }

  it("serves every shipped module's questions and the fixture's without their keys", async () => {
    expectNoKey(FIXTURE, (await request(t.http).get(base).expect(200)).body);
    for (const content of MODULE_CHECKS) {
      const roadmap = ROADMAPS.find((r) => r.sections.some((s) => s.modules.includes(content.moduleKey)));
      expect({ module: content.moduleKey, onARoadmap: !!roadmap }).toEqual({
        module: content.moduleKey,
        onARoadmap: true,
      });
      const res = await request(t.http)
        .get(`/api/roadmaps/${roadmap!.slug}/modules/${content.moduleKey}/checks`)
        .expect(200);
      expectNoKey(content, res.body);
    }
  });

  it('shows a lesson without checks as empty, and 404s a module the roadmap lacks', async () => {
    const empty = (await request(t.http).get(`/api/roadmaps/${id}/modules/${withoutChecks}/checks`).expect(200)).body;
    expect(empty).toEqual({ moduleKey: withoutChecks, passPercent: 80, questions: [], exercises: [] });
    const learner = await registerAndLogin(t.http);
    const none = await as(learner)
      .post(`/api/roadmaps/${id}/modules/${withoutChecks}/checks/attempts`)
      .send({ answers: [] });
    expect([none.status, none.body.code]).toEqual([404, 'MODULE_CHECKS_NOT_FOUND']);
    const missing = await request(t.http).get(`/api/roadmaps/${id}/modules/git-basics/checks`);
    expect([missing.status, missing.body.code]).toEqual([404, 'ROADMAP_MODULE_NOT_FOUND']);
    const noRoadmap = await request(t.http).get(`/api/roadmaps/no-such-roadmap-${id}/modules/${withChecks}/checks`);
    expect([noRoadmap.status, noRoadmap.body.code]).toEqual([404, 'ROADMAP_NOT_FOUND']);
  });

  it('grades only signed-in learners, with CSRF', async () => {
    await csrf.agent
      .post(`${base}/attempts`)
      .set('X-CSRF-Token', csrf.token)
      .send({ answers: rightAnswers() })
      .expect(401);
    await request(t.http).get(`${base}/attempts/latest`).expect(401);
    const learner = await registerAndLogin(t.http);
    await csrf.agent
      .post(`${base}/attempts`)
      .set('Authorization', `Bearer ${learner.token}`)
      .send({ answers: rightAnswers() })
      .expect(403);
    expect(await attempts(learner)).toBe('0');
  });

  it('grades a wrong attempt with the explanations, then a retry passes; the pass shows on reload and on the roadmap', async () => {
    const learner = await registerAndLogin(t.http);
    const before = (await as(learner).get(`${base}/attempts/latest`).expect(200)).body;
    expect(before).toEqual({ attempt: null, passedAt: null });

    const wrong = rightAnswers();
    wrong[0] = { questionId: `${id}-q1`, choices: [0] };
    wrong[1] = { questionId: `${id}-q2`, choices: [0] };
    const first = (await as(learner).post(`${base}/attempts`).send({ answers: wrong }).expect(201)).body;
    expect(first).toMatchObject({ attempt: { score: 3, total: 5, passed: false }, passedAt: null });
    const [q1, q2, q3, q4, q5] = first.attempt.results;
    expect(q1).toMatchObject({ questionId: `${id}-q1`, answered: true, correct: false });
    expect(q1.options).toEqual([
      { index: 0, text: 'a', chosen: true, correct: false, why: 'Because a is how it works.' },
      { index: 1, text: 'b', chosen: false, correct: true, why: 'Because b is how it works.' },
    ]);
    expect(q2.options.map((o: { index: number }) => o.index)).toEqual([0, 2]);
    expect(q3).toMatchObject({ correct: true });
    const order = rightAnswers()[3].order;
    expect(q4).toMatchObject({ correct: true, correctOrder: order, why: 'Counting goes up.', givenOrder: order });
    expect(q5).toMatchObject({ correct: true, acceptedAnswer: 'init', why: 'git init creates the repository.' });
    expect(q5.givenText).toBe(' init ');
    let progress = (await as(learner).get(`/api/roadmaps/${id}/progress`).expect(200)).body;
    expect(progress.checksPassed).toEqual({});

    // Retry: 4 of 5 (one question left out counts wrong) passes.
    const second = (
      await as(learner)
        .post(`${base}/attempts`)
        .send({ answers: rightAnswers().slice(1) })
        .expect(201)
    ).body;
    expect(second).toMatchObject({ attempt: { score: 4, total: 5, passed: true } });
    expect(second.attempt.results[0]).toMatchObject({ answered: false, correct: false });
    expect(second.passedAt).toEqual(second.attempt.submittedAt);
    expect(await attempts(learner)).toBe('2');

    // A later failing attempt keeps the pass; the reload shows the last attempt and the first pass.
    await as(learner).post(`${base}/attempts`).send({ answers: [] }).expect(201);
    const latest = (await as(learner).get(`${base}/attempts/latest`).expect(200)).body;
    expect(latest.attempt).toMatchObject({ score: 0, passed: false });
    expect(latest.passedAt).toBe(second.passedAt);
    progress = (await as(learner).get(`/api/roadmaps/${id}/progress`).expect(200)).body;
    expect(progress.checksPassed).toEqual({ [withChecks]: second.passedAt });
    // Distinct from the self-set status: the module is still "pending" there.
    expect(progress.statuses[withChecks]).toBe('pending');

    // Another learner sees none of it.
    const other = await registerAndLogin(t.http);
    expect((await as(other).get(`${base}/attempts/latest`).expect(200)).body).toEqual({
      attempt: null,
      passedAt: null,
    });
    expect((await as(other).get(`/api/roadmaps/${id}/progress`).expect(200)).body.checksPassed).toEqual({});
  });

  it('keeps one pass, the first, when passing attempts arrive in parallel', async () => {
    const learner = await registerAndLogin(t.http);
    const answers = rightAnswers();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => as(learner).post(`${base}/attempts`).send({ answers })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(await attempts(learner)).toBe('8');
    const passes = await sql<{ passed_at: string }>(
      'select passed_at from module_check_passes where user_id = ? and module_key = ?',
      [learner.user.id, withChecks],
    );
    expect(passes).toHaveLength(1);
    // Every answer names that one pass (a parallel request waits for the first to commit, then keeps it).
    const first = new Date(passes[0].passed_at).toISOString();
    expect(results.map((r) => r.body.passedAt)).toEqual(Array(8).fill(first));
    expect((await as(learner).get(`${base}/attempts/latest`).expect(200)).body.passedAt).toBe(first);
  });

  /** The learner's XP ledger, oldest first. */
  const ledger = (who: SignedIn) =>
    sql<{ achievement: string; amount: number }>(
      'select achievement, amount from xp_ledger where user_id = ? order by id',
      [who.user.id],
    );
  const passedEvents = async (who: SignedIn) =>
    (
      await sql<{ n: number }>(
        `select count(*)::int as n from outbox_events where name = 'roadmap.module-checks-passed' and (payload->>'userId')::int = ?`,
        [who.user.id],
      )
    )[0].n;

  it("pays the checks' XP once, on the attempt that first passes: failures, later passes and retries pay nothing", async () => {
    const learner = await registerAndLogin(t.http);
    const failing = (await as(learner).post(`${base}/attempts`).send({ answers: [] }).expect(201)).body;
    expect(failing).toMatchObject({ attempt: { passed: false }, passedAt: null, award: null });
    expect(await ledger(learner)).toEqual([]);

    // The passing attempt answers with its award, already counted (delivered before answering),
    // and it is a learning day (the streak starts).
    const pass = (await as(learner).post(`${base}/attempts`).send({ answers: rightAnswers() }).expect(201)).body;
    expect(pass.attempt.passed).toBe(true);
    expect(pass.award).toEqual({ status: 'delivered', xp: 60, totalXp: 60, daysStreak: 1, longestStreak: 1 });
    expect(await ledger(learner)).toEqual([{ achievement: `checks:${withChecks}`, amount: 60 }]);
    expect((await as(learner).get('/api/users/me').expect(200)).body.totalXpEarned).toBe(60);
    expect((await as(learner).get('/api/progress/me/streak').expect(200)).body).toMatchObject({
      daysStreak: 1,
      todayDone: true,
    });

    // Passing again, failing again: no award, one event, one ledger entry.
    const again = (await as(learner).post(`${base}/attempts`).send({ answers: rightAnswers() }).expect(201)).body;
    expect(again).toMatchObject({ attempt: { passed: true }, passedAt: pass.passedAt, award: null });
    const worse = (await as(learner).post(`${base}/attempts`).send({ answers: [] }).expect(201)).body;
    expect(worse.award).toBeNull();
    expect(await passedEvents(learner)).toBe(1);
    expect(await ledger(learner)).toEqual([{ achievement: `checks:${withChecks}`, amount: 60 }]);
  });

  it('ten parallel passing attempts by a fresh learner make one award, one event and one ledger entry', async () => {
    const learner = await registerAndLogin(t.http);
    const answers = rightAnswers();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => as(learner).post(`${base}/attempts`).send({ answers })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(results.every((r) => r.body.award !== undefined && r.body.attempt.passed)).toBe(true);
    const awards = results.map((r) => r.body.award).filter((award) => award !== null);
    expect(awards).toEqual([{ status: 'delivered', xp: 60, totalXp: 60, daysStreak: 1, longestStreak: 1 }]);
    expect(await passedEvents(learner)).toBe(1);
    expect(await ledger(learner)).toEqual([{ achievement: `checks:${withChecks}`, amount: 60 }]);
    // The one event is delivered once: its handler recorded once, nothing left to pay later.
    const delivered = await sql<{ handler: string }>(
      `select d.handler from event_deliveries d join outbox_events e on e.id = d.event_id
        where e.name = 'roadmap.module-checks-passed' and (e.payload->>'userId')::int = ?`,
      [learner.user.id],
    );
    expect(delivered).toEqual([{ handler: 'activity.award-module-checks' }]);
  });

  it("deleting the account forgets the attempts, the pass and the checks' XP", async () => {
    const learner = await registerAndLogin(t.http);
    const pass = (await as(learner).post(`${base}/attempts`).send({ answers: rightAnswers() }).expect(201)).body;
    expect(pass.award).toMatchObject({ status: 'delivered', xp: 60 });
    await as(learner)
      .post('/api/users/me/deletion')
      .send({ confirmation: learner.user.username, password: learner.password })
      .expect(200);
    await eventually(async () => {
      for (const table of ['check_attempts', 'module_check_passes', 'xp_ledger', 'learner_progress'])
        expect({ table, rows: await sql(`select 1 from ${table} where user_id = ?`, [learner.user.id]) }).toEqual({
          table,
          rows: [],
        });
    });
  });

  it('answers as the OpenAPI document says (the generated client relies on it)', async () => {
    const doc: Schema = (await request(t.http).get('/api/docs-json').expect(200)).body;
    const operations = readOperations(doc);
    const validate = responseValidators(doc);
    const problems = (operationId: string, status: string, body: unknown) => {
      const schema = operations.find((o) => o.operationId === operationId)?.responses[status];
      expect({ operationId, documented: !!schema }).toEqual({ operationId, documented: true });
      return validate(schema!, body);
    };
    const learner = await registerAndLogin(t.http);
    const questions = (await request(t.http).get(base).expect(200)).body;
    expect(problems('getModuleChecks', '200', questions)).toEqual([]);
    const wrong = rightAnswers().slice(2);
    const graded = (await as(learner).post(`${base}/attempts`).send({ answers: wrong }).expect(201)).body;
    expect(problems('submitCheckAttempt', '201', graded)).toEqual([]);
    const passed = (await as(learner).post(`${base}/attempts`).send({ answers: rightAnswers() }).expect(201)).body;
    expect(problems('submitCheckAttempt', '201', passed)).toEqual([]);
    const latest = (await as(learner).get(`${base}/attempts/latest`).expect(200)).body;
    expect(problems('getLatestCheckAttempt', '200', latest)).toEqual([]);
    const progress = (await as(learner).get(`/api/roadmaps/${id}/progress`).expect(200)).body;
    expect(progress.checksPassed[withChecks]).toBe(passed.passedAt);
    expect(problems('getRoadmapProgress', '200', progress)).toEqual([]);
  });

  it('refuses broken answers with a code and stores nothing', async () => {
    const learner = await registerAndLogin(t.http);
    const post = (body: unknown) =>
      as(learner)
        .post(`${base}/attempts`)
        .send(body as object);
    const postRaw = (raw: string) =>
      as(learner).post(`${base}/attempts`).set('Content-Type', 'application/json').send(raw);
    const cases: Array<[unknown, string]> = [
      [{ answers: [{ questionId: 'not-a-question', choices: [0] }] }, 'CHECK_QUESTION_UNKNOWN'],
      [
        {
          answers: [
            { questionId: `${id}-q1`, choices: [0] },
            { questionId: `${id}-q1`, choices: [1] },
          ],
        },
        'CHECK_ANSWER_DUPLICATE',
      ],
      [{ answers: [{ questionId: `${id}-q1`, choices: [0, 1] }] }, 'CHECK_ANSWER_INVALID'],
      [{ answers: [{ questionId: `${id}-q1`, choices: [7] }] }, 'CHECK_ANSWER_INVALID'],
      [{ answers: [{ questionId: `${id}-q4`, order: [0, 0, 1, 2] }] }, 'CHECK_ANSWER_INVALID'],
      [{ answers: [{ questionId: `${id}-q5`, choices: [0] }] }, 'CHECK_ANSWER_INVALID'],
      [{ answers: [{ questionId: `${id}-q5`, text: 'x'.repeat(201) }] }, 'VALIDATION_FAILED'],
      [{ answers: [{ questionId: `${id}-q5`, text: 'x'.repeat(10_000) }] }, 'VALIDATION_FAILED'],
      [{ answers: [{ questionId: `${id}-q1`, choices: [-1] }] }, 'VALIDATION_FAILED'],
      [{ answers: [{ questionId: `${id}-q1`, choices: ['0'] }] }, 'VALIDATION_FAILED'],
      [{ answers: [{ questionId: `${id}-q1`, choices: [0], score: 5 }] }, 'VALIDATION_FAILED'],
      [{ answers: [{ questionId: `${id}-q1`, choices: [0] }], passed: true }, 'VALIDATION_FAILED'],
      [{ answers: 'all right' }, 'VALIDATION_FAILED'],
      [{}, 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of cases) {
      const res = await post(body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code });
    }
    const nul = await post({ answers: [{ questionId: `${id}-q5`, text: 'in\u0000it' }] });
    expect(nul.status).toBe(400);
    const proto = await postRaw(`{"answers":[{"questionId":"${id}-q5","text":"init","__proto__":{"passed":true}}]}`);
    expect(proto.status).toBe(400);
    const deep = await postRaw(`{"answers":${'['.repeat(200)}${']'.repeat(200)}}`);
    expect(deep.status).toBe(400);
    expect(await attempts(learner)).toBe('0');
  });
});
