import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { PROBLEMS } from '../src/modules/practice/infrastructure/content/problems/index.js';
import type { ModuleChecks } from '../src/modules/roadmaps/infrastructure/content/check-types.js';
import type { ModuleContent, RoadmapContent } from '../src/modules/roadmaps/infrastructure/content/content-types.js';
import {
  loadModuleChecks,
  loadRoadmapContent,
} from '../src/modules/roadmaps/infrastructure/content/roadmaps-content.pack.js';
import {
  csrfAgent,
  eventually,
  judgingEnv,
  registerAndLogin,
  requestsAs,
  startTestApp,
  unique,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

/**
 * Issue 28, earned progress: a module is passed when its checks are passed and its code exercise
 * is solved on the judge, whichever comes last; a module marked done is not passed; a pass counts
 * for the progress bar once; practice lists a module's problems.
 */
describe('earned progress', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);

  const id = unique('earn')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const coded = `${id}-code`;
  const plain = `${id}-plain`;
  // A shipped problem stands for the module's exercise (the module is this test's own).
  const exercise = PROBLEMS.find((p) => p.difficulty === 'easy')!;
  const question = (n: number) => ({
    id: `${id}-q${n}`,
    kind: 'single' as const,
    section: 'Lesson',
    prompt: `Pick the right one (${n})`,
    options: [
      { text: 'right', correct: true, why: 'It is right.' },
      { text: 'wrong', correct: false, why: 'It is wrong.' },
    ],
  });
  const checksOf = (moduleKey: string, from: number): ModuleChecks => ({
    moduleKey,
    questions: [0, 1, 2, 3, 4].map((i) => question(from + i)),
  });
  const answers = (from: number, right = 5) =>
    [0, 1, 2, 3, 4].map((i) => ({ questionId: `${id}-q${from + i}`, choices: [i < right ? 0 : 1] }));
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
    title: 'Earned progress test roadmap',
    summary: 'A roadmap of this test.',
    descriptionMd: 'For the test.',
    level: 'beginner',
    estimatedHours: 1,
    tags: ['test'],
    prerequisites: [],
    sections: [{ key: 'a', title: 'A', modules: [coded, plain] }],
  };

  const progress = async (who: SignedIn) => (await as(who).get(`/api/roadmaps/${id}/progress`).expect(200)).body;
  const passChecks = (who: SignedIn, moduleKey: string, from: number, right = 5) =>
    as(who)
      .post(`/api/roadmaps/${id}/modules/${moduleKey}/checks/attempts`)
      .send({ answers: answers(from, right) })
      .expect(201);
  const solve = async (who: SignedIn, code = exercise.reference.javascript) => {
    const { id: submission } = (
      await as(who)
        .post(`/api/practice/problems/${exercise.slug}/submissions`)
        .send({ language: 'javascript', code })
        .expect(202)
    ).body;
    return eventually(async () => {
      const s = (await as(who).get(`/api/practice/submissions/${submission}`).expect(200)).body;
      expect(s.status).toBe('done');
      return s;
    }, 60_000);
  };

  beforeAll(async () => {
    t = await startTestApp({ env: judgingEnv });
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
    await orm.em.fork().transactional(async (em) => {
      await loadRoadmapContent(em, [mod(coded), mod(plain)], [ROADMAP]);
      await loadModuleChecks(em, [checksOf(coded, 1), checksOf(plain, 6)], { [coded]: [exercise.slug] });
    });
  });
  afterAll(() => t.close());

  it('passes a code module only once its checks are passed and its exercise solved (checks first), and counts it once', async () => {
    const learner = await registerAndLogin(t.http);
    await as(learner).post(`/api/roadmaps/${id}/enrolment`).expect(200);
    await passChecks(learner, coded, 1);
    let p = await progress(learner);
    expect(p.checksPassed[coded]).toEqual(expect.any(String));
    expect(p.passed).toEqual({});
    expect(p.exercises).toEqual({ [coded]: [{ slug: exercise.slug, solved: false }] });
    expect(p.percent).toBe(0);
    expect(p.allPassed).toBe(false);

    // Anyone can see which exercises a pass needs (the lesson shows them signed out too).
    expect(
      (await request(t.http).get(`/api/roadmaps/${id}/modules/${coded}/checks`).expect(200)).body.exercises,
    ).toEqual([exercise.slug]);
    expect(
      (await request(t.http).get(`/api/roadmaps/${id}/modules/${plain}/checks`).expect(200)).body.exercises,
    ).toEqual([]);
    // A wrong solution does not pass it; the accepted one does: at once on reading the progress
    // (the verdict's solve is stored with it), and recorded when the judge's event settles it.
    expect((await solve(learner, `function ${exercise.signature.name}() { return 42; }`)).verdict).not.toBe('Accepted');
    expect((await progress(learner)).passed).toEqual({});
    expect((await solve(learner)).verdict).toBe('Accepted');
    p = await progress(learner);
    expect(Object.keys(p.passed)).toEqual([coded]);
    await eventually(async () =>
      expect(
        (
          await sql<{ n: number }>(
            'select count(*)::int as n from module_passes where user_id = ? and module_key = ?',
            [learner.user.id, coded],
          )
        )[0].n,
      ).toBe(1),
    );
    expect(p.exercises[coded]).toEqual([{ slug: exercise.slug, solved: true }]);
    expect(p.percent).toBe(50);
    expect(p.continueModuleKey).toBe(plain);

    // The module without exercises passes with its checks; then the whole roadmap is passed.
    await passChecks(learner, plain, 6, 4);
    p = await progress(learner);
    expect(Object.keys(p.passed).sort()).toEqual([coded, plain].sort());
    expect(p).toMatchObject({ percent: 100, allPassed: true, continueModuleKey: null });
    // Passing again records nothing more.
    await passChecks(learner, plain, 6);
    expect(
      (await sql<{ n: number }>('select count(*)::int as n from module_passes where user_id = ?', [learner.user.id]))[0]
        .n,
    ).toBe(2);
    // The dashboard's list counts passes as the roadmap page does.
    const mine = (await as(learner).get('/api/roadmaps/me').expect(200)).body.items;
    expect(mine.find((e: { roadmap: { slug: string } }) => e.roadmap.slug === id)).toMatchObject({
      percent: 100,
      finished: 2,
      nextModule: null,
    });
  });

  it('passes it at the checks when the exercise was solved before (testing out), and never for a module only marked done', async () => {
    const learner = await registerAndLogin(t.http);
    expect((await solve(learner)).verdict).toBe('Accepted');
    await as(learner).put(`/api/roadmaps/${id}/modules/${plain}/status`).send({ status: 'done' }).expect(200);
    let p = await progress(learner);
    expect(p).toMatchObject({ percent: 50, passed: {}, allPassed: false });
    expect(p.statuses[plain]).toBe('done');
    // A failing attempt (3 of 5) passes nothing.
    await passChecks(learner, coded, 1, 3);
    expect((await progress(learner)).passed).toEqual({});
    await passChecks(learner, coded, 1);
    p = await progress(learner);
    expect(Object.keys(p.passed)).toEqual([coded]);
    expect(p).toMatchObject({ percent: 100, allPassed: false });
  });

  it('settles one pass when the checks and the exercise arrive together', async () => {
    const learner = await registerAndLogin(t.http);
    const [, solved] = await Promise.all([passChecks(learner, coded, 1), solve(learner)]);
    expect(solved.verdict).toBe('Accepted');
    await eventually(async () => expect(Object.keys((await progress(learner)).passed)).toEqual([coded]));
  });

  it("lists a module's practice problems, and refuses a malformed module filter", async () => {
    const linked = PROBLEMS.filter((p) => p.modules.length > 0);
    expect(linked.length).toBeGreaterThanOrEqual(3);
    for (const p of linked.slice(0, 3)) {
      const list = (await request(t.http).get(`/api/practice/problems?module=${p.modules[0]}&pageSize=100`).expect(200))
        .body;
      expect(list.items.map((i: { slug: string }) => i.slug)).toContain(p.slug);
      for (const item of list.items) expect(item.modules).toContain(p.modules[0]);
    }
    expect((await request(t.http).get(`/api/practice/problems?module=${id}-none`).expect(200)).body.items).toEqual([]);
    for (const [bad, code] of [
      ['Bad Key', 'VALIDATION_FAILED'],
      ['__proto__', 'VALIDATION_FAILED'],
      ['x'.repeat(81), 'VALIDATION_FAILED'],
      ['a\u0000b', 'INVALID_CHARACTERS'],
    ])
      expect(
        (
          await request(t.http)
            .get(`/api/practice/problems?module=${encodeURIComponent(bad)}`)
            .expect(400)
        ).body.code,
      ).toBe(code);
  });

  it('finds a lesson by its module key alone, with the roadmaps that teach it (a problem links to its lesson)', async () => {
    expect((await request(t.http).get(`/api/lessons/${coded}`).expect(200)).body).toEqual({
      key: coded,
      title: `Module ${coded}`,
      summary: 'A module of this test.',
      estimatedMinutes: 20,
      roadmaps: [{ slug: id, title: 'Earned progress test roadmap' }],
    });
    const shared = (await request(t.http).get('/api/lessons/git-basics').expect(200)).body;
    expect(shared.roadmaps.length).toBeGreaterThan(1);
    for (const bad of [`${id}-none`, 'Bad_Key', '__proto__', 'x'.repeat(81)])
      expect(
        (
          await request(t.http)
            .get(`/api/lessons/${encodeURIComponent(bad)}`)
            .expect(404)
        ).body.code,
      ).toBe('ROADMAP_MODULE_NOT_FOUND');
  });

  it("forgets a learner's passes with the account", async () => {
    const learner = await registerAndLogin(t.http);
    await passChecks(learner, plain, 6);
    expect(Object.keys((await progress(learner)).passed)).toEqual([plain]);
    await as(learner)
      .post('/api/users/me/deletion')
      .send({ confirmation: learner.user.username, password: learner.password })
      .expect(200);
    await eventually(async () =>
      expect(
        (
          await sql<{ n: number }>('select count(*)::int as n from module_passes where user_id = ?', [learner.user.id])
        )[0].n,
      ).toBe(0),
    );
  });
});
