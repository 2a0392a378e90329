import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { ModuleChecks } from '../src/modules/roadmaps/infrastructure/content/check-types.js';
import type { ModuleContent, RoadmapContent } from '../src/modules/roadmaps/infrastructure/content/content-types.js';
import {
  loadModuleChecks,
  loadRoadmapContent,
} from '../src/modules/roadmaps/infrastructure/content/roadmaps-content.pack.js';
import { EventDispatcher } from '../src/platform/events/event-dispatcher.js';
import { EventOutbox } from '../src/platform/events/event-outbox.js';
import type { EventMap } from '../src/platform/events/event-map.js';
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

/** Issue 28 item 4: what a learner missed comes back in their review queue, scheduled by FSRS. */
describe('review queue', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);
  const as = (who: SignedIn) => requestsAs(csrf, who);

  const id = unique('rev')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const moduleKey = `${id}-m1`;
  const checksUrl = `/api/roadmaps/${id}/modules/${moduleKey}/checks/attempts`;
  const option = (text: string, correct = false) => ({ text, correct, why: `Because ${text} is how it works.` });
  const q = (n: number) => `${id}-q${n}`;
  const FIXTURE: ModuleChecks = {
    moduleKey,
    questions: [
      {
        id: q(1),
        kind: 'single',
        section: 'Lesson',
        prompt: 'Pick b',
        options: [option('a'), option('b', true), option('c')],
      },
      {
        id: q(2),
        kind: 'multiple',
        section: 'Lesson',
        prompt: 'Pick a and c',
        options: [option('a', true), option('b'), option('c', true)],
      },
      {
        id: q(3),
        kind: 'fill',
        section: 'Lesson',
        prompt: 'A new repository: git ____',
        answers: ['init'],
        why: 'git init creates the repository.',
      },
    ],
  };
  const mod: ModuleContent = {
    key: moduleKey,
    title: 'Review test module',
    summary: 'A module of this test.',
    contentMd: '### Lesson\n\nWhat this module teaches.',
    estimatedMinutes: 20,
    resources: [{ title: 'MDN', url: 'https://developer.mozilla.org/', kind: 'docs' }],
  };
  const ROADMAP: RoadmapContent = {
    slug: id,
    title: 'Review test roadmap',
    summary: 'A roadmap of this test.',
    descriptionMd: 'For the test.',
    level: 'beginner',
    estimatedHours: 1,
    tags: ['test'],
    prerequisites: [],
    sections: [{ key: 'a', title: 'A', modules: [moduleKey] }],
  };
  const right = { [q(1)]: { choices: [1] }, [q(2)]: { choices: [0, 2] }, [q(3)]: { text: 'init' } };
  const wrong = { [q(1)]: { choices: [0] }, [q(2)]: { choices: [0] }, [q(3)]: { text: 'commit' } };

  type ItemRow = {
    id: string;
    kind: string;
    ref: string;
    due: Date;
    stability: number;
    difficulty: number;
    elapsed_days: number;
    scheduled_days: number;
    learning_steps: number;
    reps: number;
    lapses: number;
    state: number;
    last_review: Date | null;
    source_id: string | null;
  };
  const rows = (who: SignedIn) =>
    sql<ItemRow>('select * from review_items where user_id = ? order by kind, ref', [who.user.id]);
  const cardOf = (r: ItemRow): Card => ({
    due: new Date(r.due),
    stability: r.stability,
    difficulty: r.difficulty,
    elapsed_days: r.elapsed_days,
    scheduled_days: r.scheduled_days,
    learning_steps: r.learning_steps,
    reps: r.reps,
    lapses: r.lapses,
    state: r.state,
    last_review: r.last_review ? new Date(r.last_review) : undefined,
  });
  const setClock = (who: SignedIn, offsetMinutes: number) =>
    as(who).put('/api/dev/review-clock').send({ offsetMinutes }).expect(200);

  /** A learner who answered the module's checks with `missed` wrong (the rest right); waits for the queue. */
  async function learnerWhoMissed(missed: number[]): Promise<{ who: SignedIn; answeredAt: Date }> {
    const who = await registerAndLogin(t.http);
    const answers = [1, 2, 3].map((n) => ({ questionId: q(n), ...(missed.includes(n) ? wrong : right)[q(n)] }));
    const res = await as(who).post(checksUrl).send({ answers }).expect(201);
    await eventually(async () => expect((await rows(who)).length).toBe(missed.length));
    return { who, answeredAt: new Date(res.body.attempt.submittedAt) };
  }

  async function publish<N extends keyof EventMap>(name: N, payload: EventMap[N]): Promise<void> {
    const eventId = await orm.em.fork().transactional((em) => t.app.get(EventOutbox).publish(em, name, payload));
    expect(await t.app.get(EventDispatcher).deliverNow([eventId])).toBe(true);
  }

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
    await orm.em.fork().transactional(async (em) => {
      await loadRoadmapContent(em, [mod], [ROADMAP]);
      await loadModuleChecks(em, [FIXTURE]);
    });
  });
  afterAll(() => t.close());

  it('queues the missed questions (not the right ones), due after the first learning step', async () => {
    const { who, answeredAt } = await learnerWhoMissed([1, 3]);
    const queued = await rows(who);
    expect(queued.map((r) => [r.kind, r.ref])).toEqual([
      ['check', q(1)],
      ['check', q(3)],
    ]);
    // Exactly ts-fsrs's empty card rated Again at the attempt's instant: due one minute later.
    const expected = fsrs().next(createEmptyCard(answeredAt), answeredAt, Rating.Again).card;
    for (const r of queued) expect(cardOf(r)).toEqual(expected);
    expect(expected.due.getTime() - answeredAt.getTime()).toBe(60_000);

    // Not due yet: nothing to answer, the summary says when.
    expect((await as(who).get('/api/review/summary').expect(200)).body).toEqual({
      dueNow: 0,
      nextDueAt: expected.due.toISOString(),
      total: 2,
    });
    expect((await as(who).get('/api/review/due').expect(200)).body).toEqual({ items: [] });
    const early = await as(who)
      .post(`/api/review/items/${queued[0].id}/answer`)
      .send({ answer: { choices: [1] } });
    expect([early.status, early.body.code]).toEqual([409, 'REVIEW_NOT_DUE']);

    // Two minutes later (this learner's dev clock), both are due, with their keyless questions.
    const clock = (await setClock(who, 2)).body;
    expect(clock.offsetMinutes).toBe(2);
    expect((await as(who).get('/api/review/summary').expect(200)).body).toEqual({
      dueNow: 2,
      nextDueAt: null,
      total: 2,
    });
    const due = (await as(who).get('/api/review/due').expect(200)).body.items;
    expect(due.map((i: { question: { id: string } }) => i.question.id).sort()).toEqual([q(1), q(3)]);
    expect(due[0]).toMatchObject({ kind: 'check', state: 'learning', reps: 1, lapses: 0, problem: null });
    expect(due[0].question).toMatchObject({ moduleKey, moduleTitle: 'Review test module', section: 'Lesson' });
    expect(JSON.stringify(due)).not.toMatch(/"(correct|why|answers)"/);
    expect((await as(who).get('/api/review/due?limit=1').expect(200)).body.items).toHaveLength(1);

    // Another learner's clock and queue are untouched.
    const other = await registerAndLogin(t.http);
    expect((await as(other).get('/api/review/summary').expect(200)).body).toEqual({
      dueNow: 0,
      nextDueAt: null,
      total: 0,
    });
  });

  it('moves due as ts-fsrs says: wrong → Again, right → Good or the rating given, and a re-rating to Hard or Easy', async () => {
    const { who } = await learnerWhoMissed([1, 2, 3]);
    await setClock(who, 5);
    const before = await rows(who);
    const byRef = (list: ItemRow[], ref: string) => list.find((r) => r.ref === ref)!;
    const expectScheduled = (prev: ItemRow, now: ItemRow, grade: Grade) => {
      const at = new Date(now.last_review!);
      expect(cardOf(now)).toEqual(fsrs().next(cardOf(prev), at, grade).card);
    };

    const wrongAnswer = (
      await as(who)
        .post(`/api/review/items/${byRef(before, q(1)).id}/answer`)
        .send({ answer: wrong[q(1)] })
        .expect(200)
    ).body;
    expect(wrongAnswer.rating).toBe('again');
    expect(wrongAnswer.result).toMatchObject({ questionId: q(1), correct: false });
    expect(wrongAnswer.result.options.find((o: { correct: boolean }) => o.correct).why).toMatch(/Because b/);
    expect(wrongAnswer.dayCompleted).toBeNull();

    const good = (
      await as(who)
        .post(`/api/review/items/${byRef(before, q(2)).id}/answer`)
        .send({ answer: right[q(2)] })
        .expect(200)
    ).body;
    expect([good.rating, good.result.correct]).toEqual(['good', true]);
    const easy = (
      await as(who)
        .post(`/api/review/items/${byRef(before, q(3)).id}/answer`)
        .send({ answer: { text: ' init ' }, rating: 'easy' })
        .expect(200)
    ).body;
    expect(easy.rating).toBe('easy');

    const after = await rows(who);
    expectScheduled(byRef(before, q(1)), byRef(after, q(1)), Rating.Again);
    expectScheduled(byRef(before, q(2)), byRef(after, q(2)), Rating.Good);
    expectScheduled(byRef(before, q(3)), byRef(after, q(3)), Rating.Easy);
    expect(good.item.due).toBe(new Date(byRef(after, q(2)).due).toISOString());

    // Good turned into Hard: rescheduled from the card before the answer, at the answer's instant.
    const hard = (
      await as(who)
        .post(`/api/review/items/${byRef(before, q(2)).id}/rate`)
        .send({ rating: 'hard' })
        .expect(200)
    ).body;
    expect(hard.rating).toBe('hard');
    const rerated = byRef(await rows(who), q(2));
    expect(cardOf(rerated)).toEqual(
      fsrs().next(cardOf(byRef(before, q(2))), new Date(byRef(after, q(2)).last_review!), Rating.Hard).card,
    );
    // A wrong answer is not re-rated; Again is not a rating for a right one.
    const notRight = await as(who)
      .post(`/api/review/items/${byRef(before, q(1)).id}/rate`)
      .send({ rating: 'good' });
    expect([notRight.status, notRight.body.code]).toEqual([409, 'REVIEW_NOT_ANSWERED']);
    const again = await as(who)
      .post(`/api/review/items/${byRef(before, q(2)).id}/rate`)
      .send({ rating: 'again' });
    expect([again.status, again.body.code]).toEqual([400, 'REVIEW_RATING_INVALID']);
  });

  it('ten parallel answers to the last due item apply once and pay the day’s XP once, on the learner’s own day', async () => {
    const { who } = await learnerWhoMissed([1]);
    await as(who).patch('/api/users/me/settings').send({ timeZone: 'Pacific/Kiritimati' }).expect(200);
    await setClock(who, 3);
    const [item] = await rows(who);
    const xpBefore = (await as(who).get('/api/users/me').expect(200)).body.totalXpEarned;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        as(who)
          .post(`/api/review/items/${item.id}/answer`)
          .send({ answer: right[q(1)] }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.code === 'REVIEW_NOT_DUE')).toBe(true);
    const applied = answers.find((r) => r.status === 200)!.body;
    const [after] = await rows(who);
    expect(after.reps).toBe(item.reps + 1);
    // The learner's day is Kiritimati's (UTC+14) at the review clock's now.
    const now = new Date(after.last_review!);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(now);
    expect(applied.dayCompleted).toEqual({ day, status: 'delivered' });
    const ledger = await sql<{ achievement: string; amount: number }>(
      'select achievement, amount from xp_ledger where user_id = ? and achievement like ?',
      [who.user.id, 'review:%'],
    );
    expect(ledger).toEqual([{ achievement: `review:${day}`, amount: 15 }]);
    expect((await as(who).get('/api/users/me').expect(200)).body.totalXpEarned).toBe(xpBefore + 15);
    const events = await sql("select 1 from outbox_events where name = ? and (payload->>'userId')::int = ?", [
      'review.day-completed',
      who.user.id,
    ]);
    expect(events).toHaveLength(1);
    const rules = (await request(t.http).get('/api/xp/rules').expect(200)).body.items;
    expect(rules).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'review:<day>', xp: 15 })]));
  });

  it("answers another learner's item, an unknown id and a malformed id with 404", async () => {
    const { who } = await learnerWhoMissed([1]);
    await setClock(who, 3);
    const [item] = await rows(who);
    const stranger = await registerAndLogin(t.http);
    await setClock(stranger, 3);
    for (const url of [
      `/api/review/items/${item.id}/answer`,
      '/api/review/items/00000000-0000-4000-8000-000000000000/answer',
      '/api/review/items/42/answer',
      "/api/review/items/'or'1'='1/answer",
    ]) {
      const res = await as(stranger)
        .post(url)
        .send({ answer: right[q(1)] });
      expect({ url, status: res.status, code: res.body.code }).toEqual({
        url,
        status: 404,
        code: 'REVIEW_ITEM_NOT_FOUND',
      });
    }
    const rate = await as(stranger).post(`/api/review/items/${item.id}/rate`).send({ rating: 'good' });
    expect([rate.status, rate.body.code]).toEqual([404, 'REVIEW_ITEM_NOT_FOUND']);
    expect((await rows(who))[0]).toEqual(item);
    // Signed out: 401, and the dev clock too.
    await request(t.http).get('/api/review/summary').expect(401);
    await request(t.http).get('/api/review/due').expect(401);
  });

  it('refuses malformed bodies with 400 and a code, changing nothing', async () => {
    const { who } = await learnerWhoMissed([3]);
    await setClock(who, 3);
    const [item] = await rows(who);
    const url = `/api/review/items/${item.id}/answer`;
    const cases: Array<[unknown, string]> = [
      [{ answer: { text: 'x'.repeat(201) } }, 'VALIDATION_FAILED'],
      [{ answer: { text: 'x'.repeat(10_000) } }, 'VALIDATION_FAILED'],
      [{ answer: { choices: [0] } }, 'CHECK_ANSWER_INVALID'],
      [{ answer: { text: 'init', choices: [0] } }, 'CHECK_ANSWER_INVALID'],
      [{ answer: {} }, 'CHECK_ANSWER_INVALID'],
      [{ answer: { text: 'init' }, rating: 'again' }, 'VALIDATION_FAILED'],
      [{ answer: { text: 'init' }, rating: 'perfect' }, 'VALIDATION_FAILED'],
      [{ answer: { text: 'init' }, score: 5 }, 'VALIDATION_FAILED'],
      [{ answer: { text: 'init', correct: true } }, 'VALIDATION_FAILED'],
      [{ answer: 'init' }, 'VALIDATION_FAILED'],
      [{}, 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of cases) {
      const res = await as(who)
        .post(url)
        .send(body as object);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code });
    }
    const raw = (text: string) => as(who).post(url).set('Content-Type', 'application/json').send(text);
    const nul = await as(who)
      .post(url)
      .send({ answer: { text: 'in\u0000it' } });
    expect(nul.status).toBe(400);
    expect((await raw('{"answer":{"text":"init","__proto__":{"correct":true}}}')).status).toBe(400);
    expect((await raw(`{"answer":${'{"a":'.repeat(200)}1${'}'.repeat(200)}}`)).status).toBe(400);
    expect((await raw(`{"answer":${'['.repeat(200)}${']'.repeat(200)}}`)).status).toBe(400);
    for (const limit of ['0', '51', 'ten', '1.5', '0x10', '1e1']) {
      const res = await as(who).get(`/api/review/due?limit=${limit}`);
      expect({ limit, status: res.status }).toEqual({ limit, status: 400 });
    }
    for (const body of [{ rating: 'sometimes' }, {}, { rating: 'good', extra: 1 }]) {
      const res = await as(who).post(`/api/review/items/${item.id}/rate`).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    for (const offsetMinutes of [-1, 100_001, 1.5, '10']) {
      const res = await as(who).put('/api/dev/review-clock').send({ offsetMinutes });
      expect({ offsetMinutes, status: res.status }).toEqual({ offsetMinutes, status: 400 });
    }
    expect((await rows(who))[0]).toEqual(item);
  });

  it('a redelivered or republished event changes nothing; a new attempt rates the queued question Again', async () => {
    const { who, answeredAt } = await learnerWhoMissed([1]);
    const [first] = await rows(who);
    const attempt = (await sql<{ id: string }>('select id from check_attempts where user_id = ?', [who.user.id]))[0];
    const payload = {
      attemptId: String(attempt.id),
      userId: who.user.id,
      moduleKey,
      roadmapSlug: id,
      missed: [q(1)],
      right: [q(2), q(3)],
      answeredAt: answeredAt.toISOString(),
    };
    await publish('roadmap.module-checks-answered', payload);
    expect(await rows(who)).toEqual([first]);

    // A new attempt that misses it again: rated Again at that attempt.
    const later = new Date(answeredAt.getTime() + 30_000);
    await publish('roadmap.module-checks-answered', {
      ...payload,
      attemptId: `${attempt.id}9`,
      answeredAt: later.toISOString(),
    });
    const [again] = await rows(who);
    expect(cardOf(again)).toEqual(fsrs().next(cardOf(first), later, Rating.Again).card);
    await publish('roadmap.module-checks-answered', {
      ...payload,
      attemptId: `${attempt.id}9`,
      answeredAt: later.toISOString(),
    });
    expect(await rows(who)).toEqual([again]);

    // A problem solved at the first try is not queued; one that took three Submits is, once.
    const solved = {
      submissionId: `sub-${id}`,
      userId: who.user.id,
      problemSlug: `${id}-problem`,
      problemTitle: 'Reverse a list',
      difficulty: 'easy' as const,
      solvedAt: answeredAt.toISOString(),
    };
    await publish('practice.problem-solved', { ...solved, problemSlug: `${id}-first-try`, attempts: 1 });
    await publish('practice.problem-solved', { ...solved, problemSlug: `${id}-old-event` });
    expect(await rows(who)).toEqual([again]);
    await publish('practice.problem-solved', { ...solved, attempts: 3 });
    const withProblem = await rows(who);
    expect(withProblem.map((r) => [r.kind, r.ref])).toEqual([
      ['check', q(1)],
      ['problem', `${id}-problem`],
    ]);
    await publish('practice.problem-solved', { ...solved, attempts: 3 });
    expect(await rows(who)).toEqual(withProblem);

    // The problem item is rated (not answered) once due, and shows its title and slug.
    await setClock(who, 60);
    const due = (await as(who).get('/api/review/due').expect(200)).body.items;
    const problem = due.find((i: { kind: string }) => i.kind === 'problem');
    expect(problem).toMatchObject({ question: null, problem: { slug: `${id}-problem`, title: 'Reverse a list' } });
    const answered = await as(who)
      .post(`/api/review/items/${problem.id}/answer`)
      .send({ answer: { text: 'x' } });
    expect([answered.status, answered.body.code]).toEqual([409, 'REVIEW_ITEM_KIND']);
    const prev = withProblem[1];
    const rated = (await as(who).post(`/api/review/items/${problem.id}/rate`).send({ rating: 'good' }).expect(200))
      .body;
    expect(rated.rating).toBe('good');
    const now = (await rows(who))[1];
    expect(cardOf(now)).toEqual(fsrs().next(cardOf(prev), new Date(now.last_review!), Rating.Good).card);
    const twice = await as(who).post(`/api/review/items/${problem.id}/rate`).send({ rating: 'good' });
    expect([twice.status, twice.body.code]).toEqual([409, 'REVIEW_NOT_DUE']);
  });

  it('drops an item whose question is no longer shipped (404 REVIEW_ITEM_GONE), and leaves it out of the due list', async () => {
    const { who, answeredAt } = await learnerWhoMissed([1]);
    await publish('roadmap.module-checks-answered', {
      attemptId: `gone-${id}`,
      userId: who.user.id,
      moduleKey,
      roadmapSlug: id,
      missed: [`${id}-retired-1`, `${id}-retired-2`],
      right: [],
      answeredAt: answeredAt.toISOString(),
    });
    expect(await rows(who)).toHaveLength(3);
    await setClock(who, 3);
    const retired = (await rows(who)).find((r) => r.ref === `${id}-retired-1`)!;
    const gone = await as(who)
      .post(`/api/review/items/${retired.id}/answer`)
      .send({ answer: { text: 'x' } });
    expect([gone.status, gone.body.code]).toEqual([404, 'REVIEW_ITEM_GONE']);
    expect((await rows(who)).map((r) => r.ref).sort()).toEqual([q(1), `${id}-retired-2`]);
    const due = (await as(who).get('/api/review/due').expect(200)).body.items;
    expect(due.map((i: { question: { id: string } }) => i.question.id)).toEqual([q(1)]);
    expect((await rows(who)).map((r) => r.ref)).toEqual([q(1)]);
  });

  it("deleting the account forgets the learner's review items and days", async () => {
    const { who } = await learnerWhoMissed([1]);
    await setClock(who, 3);
    const [item] = await rows(who);
    await as(who)
      .post(`/api/review/items/${item.id}/answer`)
      .send({ answer: right[q(1)] })
      .expect(200);
    expect(await sql('select 1 from review_days where user_id = ?', [who.user.id])).toHaveLength(1);
    await as(who)
      .post('/api/users/me/deletion')
      .send({ confirmation: who.user.username, password: who.password })
      .expect(200);
    await eventually(async () => {
      for (const table of ['review_items', 'review_days'])
        expect({ table, rows: await sql(`select 1 from ${table} where user_id = ?`, [who.user.id]) }).toEqual({
          table,
          rows: [],
        });
    });
  });
});
