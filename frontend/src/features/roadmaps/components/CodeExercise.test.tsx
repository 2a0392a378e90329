import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ProblemListResponse,
  ProblemResponse,
  RoadmapDetailResponse,
  RoadmapProgressResponse,
  SubmissionResponse,
} from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { signedInStore, stubApi, testStore } from '../../../test/session';
import { CodeExercise } from './CodeExercise';

// The real editor (CodeMirror) is driven in the browser tests; here a textarea with the same props.
vi.mock('../../../components/code/CodeEditor', () => ({
  default: ({ value, onChange, label }: { value: string; onChange: (code: string) => void; label: string }) => (
    <textarea aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
  ),
}));

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const KEY = 'javascript-fundamentals';
const MODULE = `/api/roadmaps/frontend/modules/${KEY}`;

const roadmap: RoadmapDetailResponse = {
  id: 8,
  slug: 'frontend',
  title: 'Frontend Developer',
  summary: 'Build websites.',
  level: 'beginner',
  estimatedHours: 80,
  tags: [],
  moduleCount: 1,
  descriptionMd: '',
  prerequisites: [],
  updatedAt: '2026-11-24T10:00:00.000Z',
  sections: [
    {
      key: 'language',
      title: 'The language',
      modules: [{ key: KEY, title: 'JavaScript fundamentals', summary: 'Values.', estimatedMinutes: 60 }],
    },
  ],
};

const lesson = {
  key: KEY,
  title: 'JavaScript fundamentals',
  summary: 'Values.',
  estimatedMinutes: 60,
  contentMd: '### Values\n\nNumbers and strings.',
  resources: [],
  reviewedOn: null,
};

const progress = (solved: boolean, passed: boolean): RoadmapProgressResponse => ({
  slug: 'frontend',
  enrolled: true,
  enrolledAt: '2026-11-20T10:00:00.000Z',
  lastVisitedAt: null,
  percent: passed ? 100 : 0,
  counts: { pending: 0, learning: 1, done: 0, skipped: 0, total: 1 },
  statuses: { [KEY]: 'learning' },
  checksPassed: { [KEY]: '2026-11-26T10:00:00.000Z' },
  passed: passed ? { [KEY]: '2026-11-27T10:00:00.000Z' } : {},
  exercises: { [KEY]: [{ slug: 'sum-two', solved }] },
  allPassed: passed,
  continueModuleKey: KEY,
});

const problem = (solved = false): ProblemResponse => ({
  slug: 'sum-two',
  title: 'Sum Two',
  difficulty: 'easy',
  tags: ['math'],
  modules: [KEY],
  statementMd: 'Return the sum of `a` and `b`.',
  constraints: [],
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
  hiddenCount: 4,
  comparator: { kind: 'exact' },
  hints: [],
  editorialMd: '',
  editorialUnlockedBy: null,
  memoryLimitMb: 64,
  timeLimits: {},
  submissions: 0,
  accepted: 0,
  acceptanceRate: null,
  solved,
});

const problems = (items: ProblemListResponse['items']): ProblemListResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  tags: [],
  solved: null,
});

const practiceItem = {
  slug: 'count-vowels',
  title: 'Count Vowels',
  difficulty: 'medium' as const,
  tags: ['strings'],
  modules: [KEY],
  submissions: 3,
  accepted: 1,
  acceptanceRate: 33,
  status: 'solved' as const,
};

const judged = (overrides: Partial<SubmissionResponse>): SubmissionResponse => ({
  id: '0b7f8a52-1d2e-4c3b-9a4f-5e6d7c8b9a01',
  problemSlug: 'sum-two',
  language: 'javascript',
  mode: 'submit',
  status: 'done',
  position: 0,
  verdict: null,
  result: null,
  code: '',
  createdAt: new Date().toISOString(),
  judgedAt: null,
  ...overrides,
});

const wrong = judged({
  verdict: 'Wrong Answer',
  result: {
    verdict: 'Wrong Answer',
    passedCount: 0,
    totalCount: 5,
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
const accepted = judged({
  id: '1c8f8a52-1d2e-4c3b-9a4f-5e6d7c8b9a02',
  verdict: 'Accepted',
  result: { verdict: 'Accepted', passedCount: 5, totalCount: 5, totalTimeMs: 4, tests: [] },
});

const common = {
  'GET /api/roadmaps/frontend': roadmap,
  [`GET ${MODULE}`]: lesson,
  [`GET ${MODULE}/checks`]: { moduleKey: KEY, passPercent: 80, questions: [], exercises: ['sum-two'] },
  [`GET ${MODULE}/checks/attempts/latest`]: { attempt: null, passedAt: '2026-11-26T10:00:00.000Z' },
};

describe('the code exercise in a lesson', () => {
  it('a wrong Submit shows the failing test with its diff; an accepted one says Solved and the module Passed', async () => {
    let solved = false;
    const { store, api } = await signedInStore(undefined, {
      ...common,
      'GET /api/roadmaps/frontend/progress': () => progress(solved, solved),
      'GET /api/practice/problems/sum-two': () => problem(solved),
      'GET /api/practice/problems': problems([practiceItem]),
      'POST /api/practice/problems/sum-two/submissions': () =>
        api.calls('POST /api/practice/problems/sum-two/submissions').length === 1
          ? { status: 202, json: judged({ ...wrong, status: 'queued', position: 1 }) }
          : { status: 202, json: judged({ ...accepted, status: 'queued', position: 1 }) },
      [`GET /api/practice/submissions/${wrong.id}`]: wrong,
      [`GET /api/practice/submissions/${accepted.id}`]: () => {
        solved = true;
        return accepted;
      },
    });
    const user = userEvent.setup();
    renderRoute(`/roadmap/frontend?module=${KEY}`, { store });
    const panel = await screen.findByRole('dialog', { name: 'JavaScript fundamentals' });
    const exercise = await within(panel).findByRole('region', { name: 'Code exercise: Sum Two' });
    expect(within(panel).getByText('Exercise left')).toBeInTheDocument();
    expect(within(exercise).getByText('a = 1, b = 2')).toBeInTheDocument();
    expect(within(exercise).getByRole('link', { name: 'Open in practice' })).toHaveAttribute(
      'href',
      '/practice/problem/sum-two',
    );
    const editor = await within(exercise).findByRole('textbox', { name: 'Your JavaScript solution to Sum Two' });
    expect(editor).toHaveValue('function sumTwo(a, b) {\n}\n');

    await user.clear(editor);
    await user.type(editor, 'function sumTwo(a, b) {{ return a - b; }');
    await user.click(within(exercise).getByRole('button', { name: 'Submit' }));
    expect(await within(exercise).findByTestId('verdict', {}, { timeout: 8_000 })).toHaveTextContent('Wrong Answer');
    expect(api.calls('POST /api/practice/problems/sum-two/submissions')[0]?.body).toEqual({
      language: 'javascript',
      code: 'function sumTwo(a, b) { return a - b; }',
    });
    expect(within(exercise).getByText('a is 1')).toBeInTheDocument();
    expect(exercise.querySelector('del')).toHaveTextContent('3');
    expect(exercise.querySelector('ins')).toHaveTextContent('-1');
    expect(within(exercise).queryByTestId('exercise-solved')).toBeNull();

    await user.clear(editor);
    await user.type(editor, 'function sumTwo(a, b) {{ return a + b; }');
    await user.click(within(exercise).getByRole('button', { name: 'Submit' }));
    expect(await within(exercise).findByTestId('exercise-accepted', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(await within(exercise).findByTestId('exercise-solved')).toHaveTextContent('Solved');
    // The progress is asked again: the module is passed now.
    expect(await within(panel).findByTestId('earned-help')).toHaveTextContent(
      'Its checks are passed and its code exercises solved',
    );
    expect(panel.querySelector('[data-earned="passed"]')).toHaveTextContent('Passed');
    await waitFor(() => expect(api.calls('GET /api/roadmaps/frontend/progress').length).toBeGreaterThan(1));
  });

  it('lists the practice problems of the lesson, and says when there are none', async () => {
    const { store } = await signedInStore(undefined, {
      ...common,
      [`GET ${MODULE}/checks`]: { moduleKey: KEY, passPercent: 80, questions: [], exercises: [] },
      'GET /api/roadmaps/frontend/progress': { ...progress(false, false), exercises: {} },
      'GET /api/practice/problems': (request) =>
        new URL(request.url, 'http://localhost').searchParams.get('module') === KEY
          ? problems([practiceItem])
          : problems([]),
    });
    renderRoute(`/roadmap/frontend?module=${KEY}`, { store });
    const panel = await screen.findByRole('dialog', { name: 'JavaScript fundamentals' });
    const practice = await within(panel).findByRole('region', { name: 'Practice this lesson' });
    expect(await within(practice).findByRole('link', { name: 'Count Vowels' })).toHaveAttribute(
      'href',
      '/practice/problem/count-vowels',
    );
    expect(within(practice).getByText('Medium')).toBeInTheDocument();
    expect(within(practice).getByRole('img', { name: 'Solved' })).toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: /Code exercise/ })).toBeNull();
  });

  it('a module without problems says so', async () => {
    const { store } = await signedInStore(undefined, {
      ...common,
      [`GET ${MODULE}/checks`]: { moduleKey: KEY, passPercent: 80, questions: [], exercises: [] },
      'GET /api/roadmaps/frontend/progress': { ...progress(false, false), exercises: {} },
      'GET /api/practice/problems': problems([]),
    });
    renderRoute(`/roadmap/frontend?module=${KEY}`, { store });
    const panel = await screen.findByRole('dialog', { name: 'JavaScript fundamentals' });
    expect(await within(panel).findByText(/No practice problems for this lesson/)).toBeInTheDocument();
  });

  it('signed out: a code lesson shows its exercise (which the checks name) with its statement, and asks to sign in to run code', async () => {
    stubApi({
      ...common,
      'GET /api/practice/problems': problems([practiceItem]),
      'GET /api/practice/problems/sum-two': problem(),
    });
    testStore({ provider: null });
    renderRoute(`/roadmap/frontend?module=${KEY}`);
    const panel = await screen.findByRole('dialog', { name: 'JavaScript fundamentals' });
    const exercise = await within(panel).findByRole('region', { name: 'Code exercise: Sum Two' });
    expect(await within(exercise).findByText('Sign in to run your code')).toBeInTheDocument();
    expect(within(exercise).getByText('a = 1, b = 2')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('signed out, the exercise itself shows the statement and the samples, and no Run or Submit', async () => {
    stubApi({ 'GET /api/practice/problems/sum-two': problem() });
    testStore({ provider: null });
    renderRoute('/lesson', {
      routes: [{ path: '/lesson', element: <CodeExercise slug="sum-two" solved={false} signedIn={false} /> }],
    });
    const exercise = await screen.findByRole('region', { name: 'Code exercise: Sum Two' });
    expect(within(exercise).getByText('a = 1, b = 2')).toBeInTheDocument();
    expect(within(exercise).getByText('Sign in to run your code')).toBeInTheDocument();
    expect(within(exercise).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(within(exercise).queryByRole('button', { name: 'Run' })).toBeNull();
    expect(within(exercise).queryByRole('textbox')).toBeNull();
  });
});
