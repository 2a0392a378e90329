import request from 'supertest';
import {
  csrfAgent,
  eventually,
  judgingEnv,
  registerAndLogin,
  requestsAs,
  signedInWithRole,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

/** Issue 14: moderators and admins write problems; the judge checks each one before it is stored. */
describe('practice problem authoring (staff)', () => {
  let t: TestApp;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const as = (who: SignedIn) => requestsAs(csrf, who);

  const cases: Array<[number, number, number, number]> = [
    [5, 0, 10, 5],
    [-3, 0, 10, 0],
    [42, 0, 10, 10],
    [0, 0, 0, 0],
    [7, 7, 9, 7],
    [9, 7, 9, 9],
    [-100, -50, -10, -50],
    [-20, -50, -10, -20],
    [1000000, -1000000, 999999, 999999],
    [3, 3, 3, 3],
  ];
  const problem = (overrides: Record<string, unknown> = {}) => ({
    title: 'Clamp a Value',
    difficulty: 'easy',
    tags: ['math'],
    statementMd: 'Return `value` moved into the range from `low` to `high` (both included).',
    constraints: ['low ≤ high'],
    signature: {
      name: 'clampValue',
      params: [
        { name: 'value', type: 'int' },
        { name: 'low', type: 'int' },
        { name: 'high', type: 'int' },
      ],
      returns: 'int',
    },
    starter: {
      javascript: 'function clampValue(value, low, high) {\n  // Your code here\n}\n',
      typescript:
        'function clampValue(value: number, low: number, high: number): number {\n  // Your code here\n  return 0;\n}\n',
      python: 'def clamp_value(value, low, high):\n    pass\n',
    },
    reference: {
      javascript: 'function clampValue(value, low, high) {\n  return Math.min(high, Math.max(low, value));\n}\n',
      typescript:
        'function clampValue(value: number, low: number, high: number): number {\n  return Math.min(high, Math.max(low, value));\n}\n',
      python: 'def clamp_value(value, low, high):\n    return min(high, max(low, value))\n',
    },
    samples: cases
      .slice(0, 2)
      .map(([value, low, high, expected], i) => ({ name: `sample ${i + 1}`, args: [value, low, high], expected })),
    hidden: cases
      .slice(2)
      .map(([value, low, high, expected], i) => ({ name: `hidden ${i + 1}`, args: [value, low, high], expected })),
    comparator: { kind: 'exact' },
    hints: ['Compare with each end of the range.'],
    editorialMd: 'Take the larger of `value` and `low`, then the smaller of that and `high`.',
    memoryLimitMb: 64,
    published: true,
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp({ env: judgingEnv });
    csrf = await csrfAgent(t.http);
  });
  afterAll(() => t.close());

  it('a moderator writes a problem: judged before it is stored, calibrated, listed, and solvable by learners', async () => {
    const moderator = await signedInWithRole(t, 'moderator');
    const saved = (await as(moderator).put('/api/admin/practice/problems/clamp-a-value').send(problem()).expect(200))
      .body;
    expect(saved.checks).toHaveLength(6);
    expect(saved.checks.every((c: { ok: boolean }) => c.ok)).toBe(true);
    expect(saved.problem).toMatchObject({ slug: 'clamp-a-value', published: true, editedByStaff: true });
    expect(Object.keys(saved.problem.timeLimits).sort()).toEqual(['javascript', 'python', 'typescript']);
    // Staff see the hidden tests and references; learners never do.
    expect(
      (await as(moderator).get('/api/admin/practice/problems/clamp-a-value').expect(200)).body.hidden,
    ).toHaveLength(8);
    const shown = (await request(t.http).get('/api/practice/problems/clamp-a-value').expect(200)).body;
    expect(shown).toMatchObject({ title: 'Clamp a Value', hiddenCount: 8 });
    expect(JSON.stringify(shown)).not.toContain('Math.min(high');
    const listed = (await request(t.http).get('/api/practice/problems?q=clamp').expect(200)).body;
    expect(listed.items.map((p: { slug: string }) => p.slug)).toEqual(['clamp-a-value']);

    const learner = await registerAndLogin(t.http);
    const submitted = (
      await as(learner)
        .post('/api/practice/problems/clamp-a-value/submissions')
        .send({ language: 'python', code: problem().reference.python as string })
        .expect(202)
    ).body;
    const judged = await eventually(async () => {
      const s = (await as(learner).get(`/api/practice/submissions/${submitted.id}`).expect(200)).body;
      expect(s.status).toBe('done');
      return s;
    }, 60_000);
    expect(judged.verdict).toBe('Accepted');

    // Unpublished: gone from the list and the problem page, still there for staff.
    await as(moderator)
      .put('/api/admin/practice/problems/clamp-a-value')
      .send(problem({ published: false }))
      .expect(200);
    expect((await request(t.http).get('/api/practice/problems/clamp-a-value').expect(404)).body.code).toBe(
      'PROBLEM_NOT_FOUND',
    );
    expect((await request(t.http).get('/api/practice/problems?q=clamp').expect(200)).body.total).toBe(0);
    expect((await as(moderator).get('/api/admin/practice/problems/clamp-a-value').expect(200)).body.published).toBe(
      false,
    );
    const staffList = (await as(moderator).get('/api/admin/practice/problems').expect(200)).body.items;
    expect(staffList.find((p: { slug: string }) => p.slug === 'clamp-a-value')).toMatchObject({
      title: 'Clamp a Value',
      published: false,
      editedByStaff: true,
    });
    expect(staffList.length).toBeGreaterThanOrEqual(31);
  }, 120_000);

  it('refuses a problem whose reference fails or whose starter passes, with each check, and stores nothing', async () => {
    const admin = await signedInWithRole(t, 'admin');
    const wrongReference = problem({
      reference: {
        ...problem().reference,
        javascript: 'function clampValue(value, low, high) {\n  return Math.max(low, value);\n}\n',
      },
    });
    const refused = (await as(admin).put('/api/admin/practice/problems/clamp-wrong').send(wrongReference).expect(400))
      .body;
    expect(refused.code).toBe('PROBLEM_CHECK_FAILED');
    expect(refused.message).toBe('The javascript reference solution is not accepted (Wrong Answer).');
    expect(refused.details).toContainEqual(
      expect.objectContaining({ language: 'javascript', solution: 'reference', verdict: 'Wrong Answer', ok: false }),
    );
    expect(refused.details).toContainEqual(
      expect.objectContaining({ language: 'python', solution: 'reference', verdict: 'Accepted', ok: true }),
    );

    const passingStarter = problem({ starter: problem().reference });
    expect(
      (await as(admin).put('/api/admin/practice/problems/clamp-wrong').send(passingStarter).expect(400)).body.code,
    ).toBe('PROBLEM_CHECK_FAILED');
    expect((await as(admin).get('/api/admin/practice/problems/clamp-wrong').expect(404)).body.code).toBe(
      'PROBLEM_NOT_FOUND',
    );
  }, 120_000);

  it('refuses learners, bad slugs, too few tests, arguments that do not fit, and hostile JSON before judging', async () => {
    const learner = await registerAndLogin(t.http);
    expect((await as(learner).put('/api/admin/practice/problems/clamp-x').send(problem()).expect(403)).body.code).toBe(
      'FORBIDDEN',
    );
    expect((await as(learner).get('/api/admin/practice/problems/pair-with-target-sum').expect(403)).body.code).toBe(
      'FORBIDDEN',
    );
    expect((await as(learner).get('/api/admin/practice/problems').expect(403)).body.code).toBe('FORBIDDEN');
    expect(
      (await request(t.http).get('/api/admin/practice/problems/pair-with-target-sum').expect(401)).body.code,
    ).toBeDefined();

    const moderator = await signedInWithRole(t, 'moderator');
    const put = (slug: string, body: unknown) =>
      as(moderator)
        .put(`/api/admin/practice/problems/${slug}`)
        .send(body as object);
    expect((await put('Bad_Slug', problem()).expect(400)).body.code).toBe('PROBLEM_SLUG_INVALID');
    expect((await put('clamp-few', problem({ hidden: [] })).expect(400)).body).toMatchObject({
      code: 'PROBLEM_INVALID',
      message: 'tests: between 10 and 200 in all (samples and hidden)',
    });
    const misfit = problem({ samples: [{ name: 'two args', args: [1, 2], expected: 1 }, problem().samples[1]] });
    expect((await put('clamp-misfit', misfit).expect(400)).body.message).toBe(
      'samples[0]: 2 arguments for 3 parameters',
    );
    const nested = (levels: number) => {
      let value: unknown = 1;
      for (let i = 0; i < levels; i++) value = [value];
      return problem({ samples: [{ name: 'deep', args: [value, 0, 1], expected: 1 }, problem().samples[1]] });
    };
    // Deeper than a test value may be (16 levels); deeper than any body may be (32).
    expect((await put('clamp-deep', nested(20)).expect(400)).body).toMatchObject({
      code: 'PROBLEM_INVALID',
      message: 'samples[0].args: nested deeper than 16 levels',
    });
    expect((await put('clamp-deep', nested(40)).expect(400)).body.code).toBe('BODY_TOO_DEEP');
    const proto = JSON.parse('{"name":"proto","args":[{"__proto__":{"x":1}},0,1],"expected":1}');
    expect((await put('clamp-proto', problem({ samples: [proto, problem().samples[1]] })).expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await put('clamp-extra', { ...problem(), secret: true }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await put('clamp-nul', problem({ title: 'Clamp\u0000' })).expect(400)).body.code).toBeDefined();
    for (const slug of [
      'clamp-few',
      'clamp-misfit',
      'clamp-deep',
      'clamp-proto',
      'clamp-extra',
      'clamp-nul',
      'clamp-x',
    ]) {
      expect((await as(moderator).get(`/api/admin/practice/problems/${slug}`).expect(404)).body.code).toBe(
        'PROBLEM_NOT_FOUND',
      );
    }
  }, 60_000);
});
