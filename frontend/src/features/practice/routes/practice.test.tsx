import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProblemListResponse, ProblemResponse, SubmissionResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { sampleUser, signedInStore, stubApi, testStore } from '../../../test/session';

// The real editor (CodeMirror) is driven in the browser tests; here a textarea with the same props.
vi.mock('../../../components/code/CodeEditor', () => ({
  default: ({
    value,
    onChange,
    label,
    onRun,
  }: {
    value: string;
    onChange: (code: string) => void;
    label: string;
    onRun: () => void;
  }) => (
    <textarea
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => event.ctrlKey && event.key === 'Enter' && onRun()}
    />
  ),
}));

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const list = (overrides: Partial<ProblemListResponse> = {}): ProblemListResponse => ({
  items: [
    {
      slug: 'pair-with-target-sum',
      title: 'Pair With Target Sum',
      difficulty: 'easy',
      tags: ['arrays', 'hash maps'],
      modules: ['javascript-fundamentals'],
      submissions: 4,
      accepted: 3,
      acceptanceRate: 75,
      status: 'solved',
    },
    {
      slug: 'longest-common-subsequence',
      title: 'Longest Common Subsequence',
      difficulty: 'hard',
      tags: ['dynamic programming'],
      modules: [],
      submissions: 0,
      accepted: 0,
      acceptanceRate: null,
      status: null,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
  tags: ['arrays', 'dynamic programming', 'hash maps'],
  solved: null,
  ...overrides,
});

const problem = (overrides: Partial<ProblemResponse> = {}): ProblemResponse => ({
  slug: 'sum-two',
  title: 'Sum Two',
  difficulty: 'easy',
  tags: ['math'],
  modules: [],
  statementMd: 'Return the sum of `a` and `b`.',
  constraints: ['-1000 ≤ a, b ≤ 1000'],
  signature: {
    name: 'sumTwo',
    params: [
      { name: 'a', type: 'int' },
      { name: 'b', type: 'int' },
    ],
    returns: 'int',
  },
  starter: {
    javascript: 'function sumTwo(a, b) {\n}\n',
    typescript: 'function sumTwo(a: number, b: number): number {\n}\n',
    python: 'def sum_two(a, b):\n    pass\n',
  },
  samples: [{ name: 'small numbers', args: [1, 2], expected: 3 }],
  hiddenCount: 9,
  comparator: { kind: 'exact' },
  hints: ['Use the + operator.'],
  editorialMd: '',
  editorialUnlockedBy: null,
  memoryLimitMb: 64,
  timeLimits: { javascript: 1000 },
  submissions: 0,
  accepted: 0,
  acceptanceRate: null,
  solved: false,
  ...overrides,
});

const submission = (overrides: Partial<SubmissionResponse>): SubmissionResponse => ({
  id: '0b7f8a52-1d2e-4c3b-9a4f-5e6d7c8b9a01',
  problemSlug: 'sum-two',
  language: 'javascript',
  mode: 'run',
  status: 'done',
  position: 0,
  verdict: null,
  result: null,
  code: '',
  createdAt: new Date().toISOString(),
  judgedAt: null,
  ...overrides,
});

const emptyHistory = { items: [], total: 0, page: 1, pageSize: 10 };
const xpRules = {
  items: [
    { key: 'problem:<problem>', action: 'Solve an easy practice problem', xp: 10, note: '' },
    { key: 'problem:<problem>', action: 'Solve a medium practice problem', xp: 25, note: '' },
  ],
};

describe('/practice', () => {
  it('lists the problems with difficulty, acceptance and my marks, and filters by difficulty in the request', async () => {
    const { store, api } = await signedInStore(undefined, {
      'GET /api/practice/problems': list({ solved: { easy: 1, medium: 0, hard: 0 } }),
    });
    const user = userEvent.setup();
    renderRoute('/practice', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Practice problems/ });
    const first = within(table).getByTestId('problem-row-pair-with-target-sum');
    expect(within(first).getByRole('link', { name: 'Pair With Target Sum' })).toHaveAttribute(
      'href',
      '/practice/problem/pair-with-target-sum',
    );
    expect(within(first).getByRole('img', { name: 'Solved' })).toBeInTheDocument();
    expect(within(first).getByText('75%')).toBeInTheDocument();
    expect(within(table).getByTestId('problem-row-longest-common-subsequence')).toHaveTextContent('—');
    expect(screen.getByText('You solved 1')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Hard' }));
    await waitFor(() =>
      expect(
        api
          .calls('GET /api/practice/problems')
          .some((r) => new URL(r.url, 'http://x').searchParams.get('difficulty') === 'hard'),
      ).toBe(true),
    );
  });

  it('invites visitors to sign in and offers no status filter', async () => {
    stubApi({ 'GET /api/practice/problems': list() });
    testStore({ provider: null });
    renderRoute('/practice');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters', async () => {
    const { store } = await signedInStore(undefined, { 'GET /api/practice/problems': list({ items: [], total: 0 }) });
    const user = userEvent.setup();
    const { router } = renderRoute('/practice?difficulty=medium', { store });
    expect(await screen.findByText('No problem matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('/practice?module=<key>', () => {
  it('lists the problems of one lesson, shows its title in a removable chip, and keeps the filter in the address', async () => {
    const { store, api } = await signedInStore(undefined, {
      'GET /api/practice/problems': list(),
      'GET /api/lessons/javascript-fundamentals': {
        key: 'javascript-fundamentals',
        title: 'JavaScript fundamentals',
        summary: 'Values, functions and objects.',
        estimatedMinutes: 240,
        roadmaps: [{ slug: 'frontend', title: 'Frontend Developer' }],
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/practice?module=javascript-fundamentals', { store });
    const chip = await screen.findByTestId('lesson-filter');
    await waitFor(() => expect(chip).toHaveTextContent('JavaScript fundamentals'));
    expect(
      api
        .calls('GET /api/practice/problems')
        .every((r) => new URL(r.url, 'http://x').searchParams.get('module') === 'javascript-fundamentals'),
    ).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Easy' }));
    await waitFor(() => expect(router.state.location.search).toContain('difficulty=easy'));
    expect(router.state.location.search).toContain('module=javascript-fundamentals');

    await user.click(screen.getByRole('button', { name: 'Remove the lesson filter' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('module='));
    expect(screen.queryByTestId('lesson-filter')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(new URL(api.calls('GET /api/practice/problems').at(-1)!.url, 'http://x').searchParams.has('module')).toBe(
        false,
      ),
    );
  });
});

describe('/practice/problem/{id}', () => {
  it('shows the statement, the examples, the limits and the hidden test count', async () => {
    stubApi({ 'GET /api/practice/problems/sum-two': problem(), 'GET /api/xp/rules': xpRules });
    testStore({ provider: null });
    renderRoute('/practice/problem/sum-two');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sum Two' })).toBeInTheDocument();
    expect(screen.getByText('sumTwo(a: int, b: int) → int')).toBeInTheDocument();
    expect(screen.getByText('a = 1, b = 2')).toBeInTheDocument();
    expect(screen.getByText(/Submit also runs 9 hidden tests/)).toBeInTheDocument();
    expect(screen.getByText(/JavaScript 1.0 s for all tests together, 64 MB of memory/)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Your JavaScript solution' })).toHaveValue(
      'function sumTwo(a, b) {\n}\n',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Run' })).not.toBeInTheDocument();
  });

  it('names the lessons it exercises, each linking its module on the first roadmap that teaches it', async () => {
    stubApi({
      'GET /api/practice/problems/sum-two': problem({ modules: ['javascript-fundamentals', 'orphan-module'] }),
      'GET /api/xp/rules': xpRules,
      'GET /api/lessons/javascript-fundamentals': {
        key: 'javascript-fundamentals',
        title: 'JavaScript fundamentals',
        summary: 'Values, functions and objects.',
        estimatedMinutes: 240,
        roadmaps: [
          { slug: 'frontend', title: 'Frontend Developer' },
          { slug: 'fullstack', title: 'Full-stack Developer' },
        ],
      },
      'GET /api/lessons/orphan-module': {
        key: 'orphan-module',
        title: 'A module no roadmap teaches',
        summary: '',
        estimatedMinutes: 10,
        roadmaps: [],
      },
    });
    testStore({ provider: null });
    renderRoute('/practice/problem/sum-two');
    const lessons = await screen.findByTestId('problem-lessons');
    expect(await within(lessons).findByRole('link', { name: 'JavaScript fundamentals' })).toHaveAttribute(
      'href',
      '/roadmap/frontend?module=javascript-fundamentals',
    );
    expect(lessons).toHaveTextContent('Lesson: JavaScript fundamentals');
    expect(await within(lessons).findByText(/A module no roadmap teaches/)).toBeInTheDocument();
    expect(within(lessons).getAllByRole('link')).toHaveLength(1);
  });

  it('a locked editorial says when it opens and links the premium plans', async () => {
    stubApi({ 'GET /api/practice/problems/sum-two': problem(), 'GET /api/xp/rules': xpRules });
    testStore({ provider: null });
    renderRoute('/practice/problem/sum-two');
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Editorial' }));
    expect(await screen.findByText(/The editorial opens once you have solved the problem/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see premium' })).toHaveAttribute('href', '/pricing');
  });

  it('keeps my code per language in this browser and never runs it by itself', async () => {
    localStorage.setItem('practice_code:sum-two:python', 'def sum_two(a, b):\n    return a + b\n');
    localStorage.setItem('practice_language:sum-two', 'python');
    const { store, api } = await signedInStore(undefined, {
      'GET /api/practice/problems/sum-two': problem(),
      'GET /api/xp/rules': xpRules,
    });
    const user = userEvent.setup();
    renderRoute('/practice/problem/sum-two', { store });
    const editor = await screen.findByRole('textbox', { name: 'Your Python solution' });
    expect(editor).toHaveValue('def sum_two(a, b):\n    return a + b\n');
    expect(api.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/practice'))).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'JavaScript' }));
    const js = await screen.findByRole('textbox', { name: 'Your JavaScript solution' });
    expect(js).toHaveValue('function sumTwo(a, b) {\n}\n');
    await user.type(js, '// mine');
    expect(localStorage.getItem('practice_code:sum-two:javascript')).toBe('function sumTwo(a, b) {\n}\n// mine');
    await user.click(screen.getByRole('button', { name: 'Reset to starter code' }));
    expect(await screen.findByRole('textbox', { name: 'Your JavaScript solution' })).toHaveValue(
      'function sumTwo(a, b) {\n}\n',
    );
    expect(localStorage.getItem('practice_code:sum-two:javascript')).toBeNull();
  });

  it('runs the code: the queue position while waiting, then Wrong Answer with expected, returned, the diff and my output', async () => {
    const wrong = submission({
      verdict: 'Wrong Answer',
      result: {
        verdict: 'Wrong Answer',
        passedCount: 0,
        totalCount: 1,
        totalTimeMs: 3,
        tests: [
          {
            name: 'small numbers',
            hidden: false,
            passed: false,
            timeMs: 1,
            input: [1, 2],
            expected: 3,
            actual: -1,
            stdout: 'a is 1\n',
          },
        ],
      },
    });
    let polls = 0;
    const { store, api } = await signedInStore(undefined, {
      'GET /api/practice/problems/sum-two': problem(),
      'GET /api/xp/rules': xpRules,
      'GET /api/practice/problems/sum-two/submissions': emptyHistory,
      'POST /api/practice/problems/sum-two/runs': { status: 202, json: submission({ status: 'queued', position: 2 }) },
      [`GET /api/practice/submissions/${wrong.id}`]: () =>
        ++polls < 2 ? submission({ status: 'queued', position: 1 }) : wrong,
    });
    const user = userEvent.setup();
    renderRoute('/practice/problem/sum-two', { store });
    const editor = await screen.findByRole('textbox', { name: 'Your JavaScript solution' });
    await user.clear(editor);
    await user.type(editor, 'function sumTwo(a, b) {{ console.log("a is", a); return a - b; }');
    await user.click(screen.getByRole('button', { name: 'Run' }));

    expect(await screen.findByText(/number 2 in the queue/)).toBeInTheDocument();
    expect(api.calls('POST /api/practice/problems/sum-two/runs')[0].body).toEqual({
      language: 'javascript',
      code: 'function sumTwo(a, b) { console.log("a is", a); return a - b; }',
    });
    expect(await screen.findByTestId('verdict', {}, { timeout: 8_000 })).toHaveTextContent('Wrong Answer');
    expect(screen.getByText(/0 \/ 1 tests passed/)).toBeInTheDocument();
    expect(screen.getByText('a is 1')).toBeInTheDocument();
    expect(screen.getByText('Returned')).toBeInTheDocument();
    expect(screen.getByText(/Difference/)).toBeInTheDocument();
    expect(document.querySelector('del')).toHaveTextContent('3');
    expect(document.querySelector('ins')).toHaveTextContent('-1');
  });

  it('submits: a first Accepted says the XP it earns; hidden tests show no input', async () => {
    const accepted = submission({
      mode: 'submit',
      verdict: 'Accepted',
      result: {
        verdict: 'Accepted',
        passedCount: 2,
        totalCount: 2,
        totalTimeMs: 5,
        tests: [
          {
            name: 'small numbers',
            hidden: false,
            passed: true,
            timeMs: 1,
            input: [1, 2],
            expected: 3,
            actual: 3,
            stdout: '',
          },
          { name: 'Hidden test 1', hidden: true, passed: true, timeMs: 1 },
        ],
      },
    });
    const { store } = await signedInStore(undefined, {
      'GET /api/practice/problems/sum-two': problem(),
      'GET /api/xp/rules': xpRules,
      'GET /api/practice/problems/sum-two/submissions': emptyHistory,
      'POST /api/practice/problems/sum-two/submissions': {
        status: 202,
        json: submission({ mode: 'submit', status: 'judging' }),
      },
      [`GET /api/practice/submissions/${accepted.id}`]: accepted,
    });
    const user = userEvent.setup();
    renderRoute('/practice/problem/sum-two', { store });
    await screen.findByRole('textbox', { name: 'Your JavaScript solution' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('verdict', {}, { timeout: 8_000 })).toHaveTextContent('Accepted');
    expect(await screen.findByTestId('first-solve')).toHaveTextContent('earns 10 XP');
    await user.click(screen.getByRole('button', { name: /Hidden test 1/ }));
    expect(await screen.findByText(/Hidden tests keep their input to themselves/)).toBeInTheDocument();
  });

  it('says why the code was not judged (rate limit)', async () => {
    const { store } = await signedInStore(undefined, {
      'GET /api/practice/problems/sum-two': problem(),
      'GET /api/xp/rules': xpRules,
      'GET /api/practice/problems/sum-two/submissions': emptyHistory,
      'POST /api/practice/problems/sum-two/runs': {
        status: 429,
        json: {
          statusCode: 429,
          code: 'SUBMISSIONS_RATE_LIMITED',
          message: 'Too many runs and submissions: wait a minute.',
          requestId: 'r',
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/practice/problem/sum-two', { store });
    await screen.findByRole('textbox', { name: 'Your JavaScript solution' });
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Your code was not sent to the judge')).toBeInTheDocument();
    expect(screen.getByText('Too many runs and submissions: wait a minute.')).toBeInTheDocument();
  });

  it('answers an unknown problem with a way back', async () => {
    stubApi({ 'GET /api/xp/rules': xpRules });
    testStore({ provider: null });
    renderRoute('/practice/problem/nope');
    expect(await screen.findByText('This problem does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All problems' })).toHaveAttribute('href', '/practice');
  });
});

describe('/admin/practice', () => {
  const list = {
    items: [
      {
        slug: 'sum-two',
        title: 'Sum Two',
        difficulty: 'easy',
        published: true,
        editedByStaff: false,
        updatedAt: new Date().toISOString(),
      },
    ],
  };

  it('starts a new problem from a complete example, and shows each check when the judge refuses it', async () => {
    const checks = [
      {
        language: 'javascript',
        solution: 'reference',
        verdict: 'Wrong Answer',
        ok: false,
        passed: 3,
        total: 10,
        message: 'fails the test "hidden 2"',
      },
      { language: 'javascript', solution: 'starter', verdict: 'Wrong Answer', ok: true, passed: 0, total: 10 },
    ];
    const { store, api } = await signedInStore(sampleUser({ role: 'moderator' }), {
      'GET /api/admin/practice/problems': list,
      'PUT /api/admin/practice/problems/sum-of-a-list': {
        status: 400,
        json: {
          statusCode: 400,
          code: 'PROBLEM_CHECK_FAILED',
          message: 'The javascript reference solution is not accepted (Wrong Answer).',
          requestId: 'r',
          details: checks,
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/practice', { store });
    const form = await screen.findByRole('form', { name: 'New problem' });
    const json = within(form).getByRole('textbox', { name: 'Problem (JSON)' }) as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toMatchObject({ title: 'Sum of a List', published: false });
    await user.click(within(form).getByRole('button', { name: 'Check and save' }));
    expect(
      await within(form).findByText('The javascript reference solution is not accepted (Wrong Answer).'),
    ).toBeInTheDocument();
    const table = within(form).getByRole('table', { name: 'What the judge said' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('fails')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/practice/problems/sum-of-a-list')[0].body).toMatchObject({
      title: 'Sum of a List',
      samples: expect.any(Array),
    });
  });

  it("saves an existing SQL problem with its lessons' modules and its tables as they were", async () => {
    const problem = {
      slug: 'team-payroll',
      title: 'Team Payroll',
      difficulty: 'easy',
      tags: ['sql', 'aggregation'],
      modules: ['sql-basics'],
      statementMd: 'Payroll per team.',
      constraints: ['0 ≤ employees ≤ 1,000'],
      signature: { name: 'query', params: [{ name: 'tables', type: 'tables' }], returns: 'rows' },
      starter: { sql: 'SELECT 1;' },
      reference: { sql: 'SELECT team, sum(salary) AS payroll FROM employees GROUP BY team;' },
      sqlSchema: 'CREATE TABLE employees (team text, salary numeric NOT NULL);',
      samples: [],
      hidden: [],
      comparator: { kind: 'rows', ordered: false },
      hints: [],
      editorialMd: 'Group by team.',
      memoryLimitMb: 64,
      timeLimits: { javascript: 1000, typescript: 1000, python: 2000, sql: 2000 },
      published: true,
      editedByStaff: false,
      updatedAt: new Date().toISOString(),
    };
    const { store, api } = await signedInStore(sampleUser({ role: 'moderator' }), {
      'GET /api/admin/practice/problems': {
        items: [{ ...list.items[0], slug: 'team-payroll', title: 'Team Payroll' }],
      },
      'GET /api/admin/practice/problems/team-payroll': problem,
      'PUT /api/admin/practice/problems/team-payroll': { problem, checks: [] },
    });
    const user = userEvent.setup();
    renderRoute('/admin/practice', { store });
    await user.click(
      await within(await screen.findByRole('navigation', { name: 'Problems' })).findByText('Team Payroll'),
    );
    const form = await screen.findByRole('form', { name: 'Edit Team Payroll' });
    await user.click(within(form).getByRole('button', { name: 'Check and save' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/practice/problems/team-payroll')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/practice/problems/team-payroll')[0].body).toMatchObject({
      modules: ['sql-basics'],
      sqlSchema: 'CREATE TABLE employees (team text, salary numeric NOT NULL);',
      reference: { sql: expect.stringContaining('GROUP BY team') },
    });
  });

  it('says when the text is not JSON, and sends nothing', async () => {
    const { store, api } = await signedInStore(sampleUser({ role: 'admin' }), {
      'GET /api/admin/practice/problems': list,
    });
    const user = userEvent.setup();
    renderRoute('/admin/practice', { store });
    const form = await screen.findByRole('form', { name: 'New problem' });
    const json = within(form).getByRole('textbox', { name: 'Problem (JSON)' });
    await user.clear(json);
    await user.type(json, '{{ not json');
    await user.click(within(form).getByRole('button', { name: 'Check and save' }));
    await waitFor(() => expect(json).toHaveAttribute('aria-invalid', 'true'));
    expect(json).toHaveAccessibleDescription(/JSON/);
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });
});
