import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { PROBLEMS } from '../src/modules/practice/infrastructure/content/problems/index.js';
import {
  functionNameIn,
  problemLanguages,
  pythonName,
  type ProblemContent,
} from '../src/modules/practice/domain/problem.js';
import { DEFAULT_TIME_LIMIT_MS, TIME_LIMIT_FLOOR_MS } from '../src/modules/practice/domain/submission.js';
import {
  csrfAgent,
  eventually,
  judgingEnv,
  registerAndLogin,
  startTestApp,
  type SignedIn,
  type TestApp,
  requestsAs,
} from './support/test-app.js';

/** Issue 14: problems, Run and Submit judged in the sandbox from the queue, verdicts, XP once, and what never leaves the server. */
describe('coding practice', () => {
  let t: TestApp;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const easy = PROBLEMS.find((p) => p.difficulty === 'easy')!;
  /** A JavaScript function with the problem's signature that returns a wrong answer and prints its input. */
  const wrong = (p: ProblemContent) =>
    `function ${p.signature.name}(...args) {\n  console.log('called with', JSON.stringify(args));\n  return "not it";\n}\n`;

  const judged = (who: SignedIn, id: string) =>
    eventually(async () => {
      const s = (await as(who).get(`/api/practice/submissions/${id}`).expect(200)).body;
      expect(s.status).toBe('done');
      return s;
    }, 60_000);

  beforeAll(async () => {
    t = await startTestApp({ env: judgingEnv });
    csrf = await csrfAgent(t.http);
  });
  afterAll(() => t.close());

  it('lists the problems with filters, and a problem never carries its hidden tests or reference solutions', async () => {
    const all = (await request(t.http).get('/api/practice/problems?pageSize=100').expect(200)).body;
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.solved).toBeNull();
    const hard = (await request(t.http).get('/api/practice/problems?difficulty=hard&pageSize=100').expect(200)).body;
    expect(hard.items.length).toBeGreaterThan(0);
    expect(hard.items.every((p: { difficulty: string }) => p.difficulty === 'hard')).toBe(true);

    for (const problem of PROBLEMS) {
      const res = await request(t.http).get(`/api/practice/problems/${problem.slug}`).expect(200);
      const text = JSON.stringify(res.body);
      for (const language of problemLanguages(problem))
        expect(text).not.toContain(JSON.stringify(problem.reference[language]).slice(1, -1));
      // The languages offered are the problem's own: SQL alone for a SQL problem, with its tables.
      expect(Object.keys(res.body.starter).sort()).toEqual(problemLanguages(problem).sort());
      expect(res.body.sqlSchema).toBe(problem.sqlSchema);
      for (const hidden of problem.hidden)
        expect(res.body.samples).not.toContainEqual(expect.objectContaining({ name: hidden.name, args: hidden.args }));
      expect(res.body.hiddenCount).toBe(problem.hidden.length);
      expect(res.body.editorialMd).toBe('');
    }
    expect((await request(t.http).get('/api/practice/problems/no-such-problem').expect(404)).body.code).toBe(
      'PROBLEM_NOT_FOUND',
    );
  });

  it('Run shows a wrong answer with the sample, the result and what the code printed; Submit of a right answer is accepted once for XP', async () => {
    const me = await registerAndLogin(t.http);
    const run = (
      await as(me)
        .post(`/api/practice/problems/${easy.slug}/runs`)
        .send({ language: 'javascript', code: wrong(easy) })
        .expect(202)
    ).body;
    expect(run).toMatchObject({ status: 'queued', mode: 'run', problemSlug: easy.slug });
    expect(run.position).toBeGreaterThanOrEqual(1);
    const ran = await judged(me, run.id);
    expect(ran.verdict).toBe('Wrong Answer');
    const failed = ran.result.tests.find((test: { passed: boolean }) => !test.passed);
    expect(failed).toMatchObject({
      hidden: false,
      name: easy.samples[0].name,
      input: easy.samples[0].args,
      expected: easy.samples[0].expected,
      actual: 'not it',
    });
    expect(failed.stdout).toContain('called with');
    expect(ran.result.tests).toHaveLength(easy.samples.length); // Run judges the samples only, every one

    const stats = async () => (await as(me).get('/api/users/stats').expect(200)).body.totalXpEarned as number;
    const before = await stats();
    const submit = (
      await as(me)
        .post(`/api/practice/problems/${easy.slug}/submissions`)
        .send({ language: 'javascript', code: easy.reference.javascript })
        .expect(202)
    ).body;
    const accepted = await judged(me, submit.id);
    expect(accepted.verdict).toBe('Accepted');
    expect(accepted.result.totalCount).toBe(easy.samples.length + easy.hidden.length);
    // Hidden tests: passed and time only.
    for (const hidden of accepted.result.tests.filter((test: { hidden: boolean }) => test.hidden))
      expect(Object.keys(hidden).sort()).toEqual(['hidden', 'name', 'passed', 'timeMs']);
    await eventually(async () => expect(await stats()).toBe(before + 10));

    // A second accepted submission pays nothing more; the problem shows as solved with its editorial.
    const again = (
      await as(me)
        .post(`/api/practice/problems/${easy.slug}/submissions`)
        .send({ language: 'python', code: easy.reference.python })
        .expect(202)
    ).body;
    expect((await judged(me, again.id)).verdict).toBe('Accepted');
    const page = (await as(me).get(`/api/practice/problems?pageSize=100`).expect(200)).body;
    expect(page.items.find((p: { slug: string }) => p.slug === easy.slug).status).toBe('solved');
    expect(page.solved).toMatchObject({ easy: 1 });
    expect((await as(me).get(`/api/practice/problems/${easy.slug}`).expect(200)).body).toMatchObject({
      solved: true,
      editorialMd: easy.editorialMd,
    });
    expect(await stats()).toBe(before + 10);
    const history = (await as(me).get(`/api/practice/problems/${easy.slug}/submissions`).expect(200)).body;
    expect(history.items.map((s: { mode: string; verdict: string }) => [s.mode, s.verdict])).toEqual([
      ['submit', 'Accepted'],
      ['submit', 'Accepted'],
      ['run', 'Wrong Answer'],
    ]);

    // The public profile shows the solved counts, while its owner shows their activity.
    const handle = `solver${me.user.id}`;
    await as(me).put('/api/users/me/handle').send({ handle }).expect(200);
    expect((await request(t.http).get(`/api/practice/profiles/${handle}/solved`).expect(200)).body).toEqual({
      easy: 1,
      medium: 0,
      hard: 0,
    });
    await as(me)
      .patch(`/api/profiles/${handle}`)
      .send({ privacy: { showActivity: false } })
      .expect(200);
    expect((await request(t.http).get(`/api/practice/profiles/${handle}/solved`).expect(404)).body.code).toBe(
      'ACTIVITY_HIDDEN',
    );
    expect((await request(t.http).get('/api/practice/profiles/nobody-has-this/solved').expect(404)).body.code).toBe(
      'PROFILE_NOT_FOUND',
    );
  });

  it('a hidden test that fails shows as failed, without its input, expected value or printed output', async () => {
    const me = await registerAndLogin(t.http);
    // One whose sample arguments print the same from Python and JavaScript (ASCII, no fractions).
    const problem = PROBLEMS.find(
      (p) =>
        p.hidden.length > 0 &&
        /^[\x20-\x7e]*$/.test(JSON.stringify(p.samples)) &&
        !/\d\.\d/.test(JSON.stringify(p.samples)),
    )!;
    // Right on the samples, wrong elsewhere: the samples' answers by their input, else nonsense.
    const table = JSON.stringify(problem.samples.map((s) => [JSON.stringify(s.args), s.expected]));
    const name = functionNameIn('python', problem.signature);
    const code = `import json\nANSWERS = dict((k, v) for k, v in json.loads(${JSON.stringify(table)}))\ndef ${name}(*args):\n    print("secret", args)\n    key = json.dumps(list(args), separators=(",", ":"))\n    return ANSWERS.get(key, "nonsense")\n`;
    const submit = (
      await as(me)
        .post(`/api/practice/problems/${problem.slug}/submissions`)
        .send({ language: 'python', code })
        .expect(202)
    ).body;
    const result = (await judged(me, submit.id)).result;
    expect(result.verdict).toBe('Wrong Answer');
    const hidden = result.tests.filter((test: { hidden: boolean }) => test.hidden);
    expect(hidden.at(-1)).toMatchObject({ passed: false, name: 'Hidden test 1' });
    expect(JSON.stringify(hidden)).not.toContain('secret');
    expect(pythonName(problem.signature.name)).toBe(name);
  });

  it('keeps the per-minute limit under parallel runs: exactly the limit accepted, the rest 429, as many stored', async () => {
    // Issue 24: the limit was counted, then inserted, without a lock: 40 runs at once → 19 accepted (limit 12).
    const racer = await registerAndLogin(t.http);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        as(racer)
          .post(`/api/practice/problems/${easy.slug}/runs`)
          .send({ language: 'javascript', code: wrong(easy) }),
      ),
    );
    expect(answers.filter((r) => r.status === 202)).toHaveLength(12);
    expect(answers.filter((r) => r.status !== 202).map((r) => `${r.status} ${r.body.code}`)).toEqual(
      Array(28).fill('429 SUBMISSIONS_RATE_LIMITED'),
    );
    const [stored] = await t.app
      .get(MikroORM)
      .em.fork()
      .execute<{ n: number }[]>('select count(*)::int as n from practice_submissions where user_id = ?', [
        racer.user.id,
      ]);
    expect(stored.n).toBe(12);
  });

  it('keeps submissions private, refuses bad input with a code and limits a learner to a few a minute', async () => {
    const owner = await registerAndLogin(t.http);
    const other = await registerAndLogin(t.http);
    const mine = (
      await as(owner)
        .post(`/api/practice/problems/${easy.slug}/runs`)
        .send({ language: 'javascript', code: wrong(easy) })
        .expect(202)
    ).body;
    expect((await as(other).get(`/api/practice/submissions/${mine.id}`).expect(404)).body.code).toBe(
      'SUBMISSION_NOT_FOUND',
    );
    expect((await as(other).get(`/api/practice/submissions/not-a-uuid`).expect(404)).body.code).toBe(
      'SUBMISSION_NOT_FOUND',
    );
    await request(t.http).get(`/api/practice/submissions/${mine.id}`).expect(401);
    for (const body of [
      { language: 'ruby', code: 'x' },
      { language: 'javascript', code: '   ' },
      { language: 'javascript' },
      { language: 'javascript', code: 'x', extra: 1 },
    ]) {
      expect((await as(owner).post(`/api/practice/problems/${easy.slug}/runs`).send(body).expect(400)).body.code).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect(
      (
        await as(owner)
          .post(`/api/practice/problems/no-such-problem/runs`)
          .send({ language: 'javascript', code: 'x' })
          .expect(404)
      ).body.code,
    ).toBe('PROBLEM_NOT_FOUND');

    const spammer = await registerAndLogin(t.http);
    const codes: number[] = [];
    for (let i = 0; i < 14; i++)
      codes.push(
        (
          await as(spammer)
            .post(`/api/practice/problems/${easy.slug}/runs`)
            .send({ language: 'javascript', code: wrong(easy) })
        ).status,
      );
    expect(codes.slice(0, 12).every((c) => c === 202)).toBe(true);
    expect(codes.slice(12)).toEqual([429, 429]);
  });

  it('SQL: a Run answers with the result table beside the expected one; a language the problem does not offer is refused; the reference query is accepted', async () => {
    const sqlProblem = PROBLEMS.find((p) => p.slug === 'team-headcount')!;
    const me = await registerAndLogin(t.http);
    const shown = (await as(me).get(`/api/practice/problems/${sqlProblem.slug}`).expect(200)).body;
    expect(Object.keys(shown.starter)).toEqual(['sql']);
    expect(shown.sqlSchema).toContain('CREATE TABLE teams');
    expect(shown.comparator).toEqual({ kind: 'rows', ordered: true });

    const refused = await as(me)
      .post(`/api/practice/problems/${sqlProblem.slug}/runs`)
      .send({ language: 'javascript', code: 'function query() { return 1; }' })
      .expect(400);
    expect(refused.body).toMatchObject({ code: 'LANGUAGE_NOT_OFFERED', details: { languages: ['sql'] } });
    expect(
      (
        await as(me)
          .post(`/api/practice/problems/${easy.slug}/runs`)
          .send({ language: 'sql', code: 'SELECT 1' })
          .expect(400)
      ).body.code,
    ).toBe('LANGUAGE_NOT_OFFERED');

    const innerJoin =
      'SELECT t.name AS team, count(e.id) AS headcount FROM teams t JOIN employees e ON e.team_id = t.id GROUP BY t.id, t.name ORDER BY headcount DESC, team';
    const run = (
      await as(me)
        .post(`/api/practice/problems/${sqlProblem.slug}/runs`)
        .send({ language: 'sql', code: innerJoin })
        .expect(202)
    ).body;
    const ran = await judged(me, run.id);
    expect(ran.verdict).toBe('Wrong Answer');
    const failed = ran.result.tests.find((test: { passed: boolean }) => !test.passed);
    expect(failed).toMatchObject({
      name: sqlProblem.samples[0].name,
      input: sqlProblem.samples[0].args,
      expected: sqlProblem.samples[0].expected,
      actual: {
        columns: ['team', 'headcount'],
        types: ['text', 'bigint'],
        rows: [
          ['core', 2],
          ['web', 1],
        ],
      },
    });

    const submit = (
      await as(me)
        .post(`/api/practice/problems/${sqlProblem.slug}/submissions`)
        .send({ language: 'sql', code: sqlProblem.reference.sql })
        .expect(202)
    ).body;
    const accepted = await judged(me, submit.id);
    expect(accepted.verdict).toBe('Accepted');
    expect(accepted.result.totalCount).toBe(sqlProblem.samples.length + sqlProblem.hidden.length);
  }, 120_000);

  it('calibrates at start the time limits a problem lacks, from its reference solutions on this judge', async () => {
    // The other apps of the tests do not calibrate (JUDGE_CALIBRATE=false): this one does, for one
    // problem (the others are given limits first, so it measures only that one), then the limits are put back.
    const sql = <R>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().execute<R[]>(query, params);
    const before = await sql<{ slug: string; time_limits: Record<string, number> }>(
      'select slug, time_limits from practice_problems',
    );
    await sql(`update practice_problems set time_limits = case when slug = ? then '{}'::jsonb else ?::jsonb end`, [
      easy.slug,
      JSON.stringify(DEFAULT_TIME_LIMIT_MS),
    ]);
    const calibrating = await startTestApp({ env: { ...judgingEnv, JUDGE_CALIBRATE: 'true' } });
    try {
      const limits = await eventually(async () => {
        const [row] = await sql<{ time_limits: Record<string, number> }>(
          'select time_limits from practice_problems where slug = ?',
          [easy.slug],
        );
        expect(Object.keys(row.time_limits).sort()).toEqual(['javascript', 'python', 'typescript']);
        return row.time_limits;
      }, 120_000);
      for (const ms of Object.values(limits)) expect(Number.isInteger(ms) && ms >= TIME_LIMIT_FLOOR_MS).toBe(true);
      const others = await sql<{ n: number }>(
        'select count(*)::int as n from practice_problems where slug <> ? and time_limits <> ?::jsonb',
        [easy.slug, JSON.stringify(DEFAULT_TIME_LIMIT_MS)],
      );
      expect(others[0].n).toBe(0);
    } finally {
      await calibrating.close();
      for (const row of before)
        await sql('update practice_problems set time_limits = ?::jsonb where slug = ?', [
          JSON.stringify(row.time_limits),
          row.slug,
        ]);
    }
  }, 180_000);
});
