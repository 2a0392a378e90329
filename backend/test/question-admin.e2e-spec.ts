import { MikroORM } from '@mikro-orm/postgresql';
import { loadExamBanks } from '../src/modules/exams/infrastructure/content/exams-content.pack.js';
import { EXAM_BANKS } from '../src/modules/exams/infrastructure/content/index.js';
import { loadQuizQuestions } from '../src/modules/quiz/infrastructure/content/quiz-content.pack.js';
import { QUIZ_QUESTIONS } from '../src/modules/quiz/infrastructure/content/questions.js';
import {
  csrfAgent,
  startTestApp,
  unique,
  type SignedIn,
  type TestApp,
  requestsAs,
  signedInWithRole,
} from './support/test-app.js';

/** Issue 13: moderators and admins edit quiz questions and exam questions; learners cannot; content releases never overwrite staff edits. */
describe('quiz and exam question administration', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const staff = (role: 'user' | 'moderator' | 'admin') => signedInWithRole(t, role);

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
  });
  afterAll(() => t.close());

  it('refuses learners on every question route, and shows answers only to staff', async () => {
    const learner = await staff('user');
    for (const [method, url] of [
      ['get', '/api/admin/quiz/questions'],
      ['post', '/api/admin/quiz/questions'],
      ['patch', '/api/admin/quiz/questions/maths'],
      ['get', '/api/admin/exams/frontend/questions'],
      ['post', '/api/admin/exams/frontend/questions'],
      ['patch', '/api/admin/exams/questions/frontend-001'],
    ] as const) {
      expect((await as(learner)[method](url).send({})).status).toBe(403);
    }
    const moderator = await staff('moderator');
    const bank = (await as(moderator).get('/api/admin/exams/frontend/questions').expect(200)).body.items;
    expect(bank.length).toBeGreaterThanOrEqual(30);
    expect(bank[0]).toHaveProperty('correct');
    const quiz = (await as(moderator).get('/api/admin/quiz/questions').expect(200)).body.items;
    expect(quiz[0].options[0]).toHaveProperty('weights');
  });

  it('lets a moderator edit and unpublish an exam question; new attempts no longer draw it; a content release leaves the edit alone', async () => {
    const moderator = await staff('moderator');
    const key = `frontend-x${unique('q')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}`;
    const question = {
      key,
      kind: 'single',
      prompt: 'Which HTML element is meant for the main navigation links of a page?',
      code: null,
      language: null,
      options: [
        { key: 'a', text: '<nav>' },
        { key: 'b', text: '<menu>' },
        { key: 'c', text: '<links>' },
      ],
      correct: ['a'],
      explanation: '<nav> marks a section of navigation links, which assistive technology lists as a landmark.',
      moduleKey: 'html-semantics',
      published: true,
    };
    const created = (await as(moderator).post('/api/admin/exams/frontend/questions').send(question).expect(201)).body;
    expect(created).toMatchObject({ key, roadmapSlug: 'frontend', editedByStaff: true, published: true });
    expect((await as(moderator).post('/api/admin/exams/frontend/questions').send(question).expect(409)).body.code).toBe(
      'EXAM_QUESTION_KEY_TAKEN',
    );
    for (const [body, code] of [
      [{ correct: ['a', 'b'] }, 'EXAM_QUESTION_ANSWER'],
      [{ kind: 'multiple' }, 'EXAM_QUESTION_ANSWER'],
      [{ kind: 'output' }, 'EXAM_QUESTION_CODE'],
      [
        {
          options: [
            { key: 'a', text: 'x' },
            { key: 'c', text: 'y' },
            { key: 'd', text: 'z' },
          ],
        },
        'EXAM_QUESTION_OPTIONS',
      ],
      [{ correct: ['z'] }, 'VALIDATION_FAILED'],
      [{ roadmapSlug: 'backend' }, 'VALIDATION_FAILED'],
    ] as const) {
      const res = await as(moderator).patch(`/api/admin/exams/questions/${key}`).send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
    }
    const edited = (
      await as(moderator)
        .patch('/api/admin/exams/questions/frontend-001')
        .send({ prompt: 'What does DNS do when you open a website?', published: false })
        .expect(200)
    ).body;
    expect(edited).toMatchObject({
      prompt: 'What does DNS do when you open a website?',
      published: false,
      editedByStaff: true,
    });
    await orm.em.fork().transactional((em) => loadExamBanks(em, EXAM_BANKS));
    expect((await sql(`select prompt, published from exam_questions where key = 'frontend-001'`))[0]).toEqual({
      prompt: 'What does DNS do when you open a website?',
      published: false,
    });
    // Unpublished: never drawn into a new attempt.
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from exam_questions where roadmap_slug = 'frontend' and published`,
    );
    expect(n).toBeGreaterThanOrEqual(20);
    await as(moderator).patch('/api/admin/exams/questions/frontend-001').send({ published: true }).expect(200);
    expect(
      (await as(moderator).patch('/api/admin/exams/questions/no-such-question').send({ published: true }).expect(404))
        .body.code,
    ).toBe('EXAM_QUESTION_NOT_FOUND');
  });

  it('lets an admin reword a quiz question and reweigh its options, refusing unknown tracks; a content release leaves it alone', async () => {
    const admin = await staff('admin');
    const [first] = (await as(admin).get('/api/admin/quiz/questions').expect(200)).body.items as {
      key: string;
      options: { key: string; text: string; weights: Record<string, number> }[];
    }[];
    const options = first.options.map((o, i) => ({ ...o, weights: i === 0 ? { security: 3 } : o.weights }));
    const updated = (
      await as(admin)
        .patch(`/api/admin/quiz/questions/${first.key}`)
        .send({ prompt: 'A free weekend: what would you build?', options })
        .expect(200)
    ).body;
    expect(updated).toMatchObject({ prompt: 'A free weekend: what would you build?', editedByStaff: true });
    expect(updated.options[0].weights).toEqual({ security: 3 });
    // The public quiz shows the new wording at once on this instance.
    const quiz = (await csrf.agent.get('/api/quiz').expect(200)).body;
    expect(quiz.questions.find((q: { key: string }) => q.key === first.key).prompt).toBe(
      'A free weekend: what would you build?',
    );
    for (const weights of [{ astronaut: 3 }, { security: 5 }, {}]) {
      const res = await as(admin)
        .patch(`/api/admin/quiz/questions/${first.key}`)
        .send({ options: options.map((o, i) => (i === 0 ? { ...o, weights } : o)) });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('QUIZ_QUESTION_OPTIONS');
    }
    await orm.em.fork().transactional((em) => loadQuizQuestions(em, QUIZ_QUESTIONS));
    expect((await sql(`select prompt from quiz_questions where key = ?`, [first.key]))[0]).toEqual({
      prompt: 'A free weekend: what would you build?',
    });
    // Restore the shipped wording for the other tests of this run.
    await sql(`update quiz_questions set edited_by_staff = false where key = ?`, [first.key]);
    await orm.em.fork().transactional((em) => loadQuizQuestions(em, QUIZ_QUESTIONS));
  });
});
