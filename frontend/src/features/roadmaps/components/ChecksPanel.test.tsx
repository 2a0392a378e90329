import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStatsQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type {
  CheckAttemptResultResponse,
  CheckQuestionResultResponse,
  ModuleChecksResponse,
} from '../../../api/generated/types.gen';
import { toastStore } from '../../../lib/toast';
import { renderRoute } from '../../../test/render';
import { signedInStore, stubApi, testStore, type StubRequest } from '../../../test/session';
import { ChecksPanel } from './ChecksPanel';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const BASE = '/api/roadmaps/frontend/modules/git-basics/checks';

const CHECKS: ModuleChecksResponse = {
  moduleKey: 'git-basics',
  passPercent: 80,
  exercises: [],
  questions: [
    {
      id: 'git-basics-1',
      kind: 'single',
      section: 'Commits',
      prompt: 'What does `git commit` record?',
      code: null,
      options: ['The working tree', 'The staged snapshot', 'The remote'],
      steps: [],
    },
    {
      id: 'git-basics-2',
      kind: 'multiple',
      section: 'Branches',
      prompt: 'Which commands switch branches?',
      code: null,
      options: ['`git switch`', '`git checkout`', '`git add`', '`git log`'],
      steps: [],
    },
    {
      id: 'git-basics-3',
      kind: 'output',
      section: 'Commits',
      prompt: 'What does this print?',
      code: { language: 'javascript', source: 'console.log(1 + 1)' },
      options: ['11', '2'],
      steps: [],
    },
    {
      id: 'git-basics-4',
      kind: 'order',
      section: 'Commits',
      prompt: 'Order the steps',
      code: null,
      steps: [
        { id: 0, text: 'Commit' },
        { id: 1, text: 'Edit' },
        { id: 2, text: 'Stage' },
      ],
      options: [],
    },
    {
      id: 'git-basics-5',
      kind: 'fill',
      section: 'Repositories',
      prompt: 'A new repository: `git ____`',
      code: null,
      options: [],
      steps: [],
    },
  ],
};

const result = (questionId: string, correct: boolean, extra: Partial<CheckQuestionResultResponse> = {}) => ({
  questionId,
  answered: true,
  correct,
  options: [],
  correctOrder: null,
  acceptedAnswer: null,
  why: null,
  givenOrder: null,
  givenText: null,
  ...extra,
});

/** The server's grading of what the stub receives: question 1 right only with option 1. */
function grade(request: StubRequest): CheckAttemptResultResponse {
  const answers = (request.body as { answers: Array<{ questionId: string; choices?: number[] }> }).answers;
  const first = answers.find((a) => a.questionId === 'git-basics-1');
  const firstRight = first?.choices?.[0] === 1;
  const score = firstRight ? 5 : 4;
  return {
    attempt: {
      id: '1',
      score,
      total: 5,
      passed: score === 5,
      submittedAt: '2026-11-27T04:00:00.000Z',
      results: [
        result('git-basics-1', firstRight, {
          options: [
            ...(firstRight
              ? []
              : [
                  {
                    index: 0,
                    text: 'The working tree',
                    chosen: true,
                    correct: false,
                    why: 'Only what is staged goes in.',
                  },
                ]),
            {
              index: 1,
              text: 'The staged snapshot',
              chosen: firstRight,
              correct: true,
              why: 'A commit saves the index.',
            },
          ],
        }),
        result('git-basics-2', true),
        result('git-basics-3', true),
        result('git-basics-4', true, { correctOrder: [1, 2, 0], why: 'Edit, stage, then commit.' }),
        result('git-basics-5', true, { acceptedAnswer: 'init', why: 'git init creates the repository.' }),
      ],
    },
    passedAt: score === 5 ? '2026-11-27T04:00:00.000Z' : null,
    // The attempt that first passes carries the XP it earned (already made on the server).
    award: score === 5 ? { status: 'delivered', xp: 60, totalXp: 1310, daysStreak: 4, longestStreak: 12 } : null,
  };
}

const panel = (signedIn: boolean) => [
  { path: '/', element: <ChecksPanel roadmapRef="frontend" moduleKey="git-basics" signedIn={signedIn} /> },
];

describe('ChecksPanel', () => {
  it('answers every kind, shows right and wrong with the explanations, and passes on a retry', async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(toastStore, 'show');
    const { store, api } = await signedInStore(undefined, {
      [`GET ${BASE}`]: CHECKS,
      [`GET ${BASE}/attempts/latest`]: { attempt: null, passedAt: null },
      [`POST ${BASE}/attempts`]: (request) => ({ status: 201, json: grade(request) }),
    });
    const stats = getStatsQueryKey();
    store.queries.setQueryData(stats, { totalXpEarned: 1250, daysStreak: 4, completedModules: [] } as never);
    renderRoute('/', { routes: panel(true), store });

    await user.click(await screen.findByRole('radio', { name: 'The working tree' }));
    // `code` in an option is shown as code (and read without its backticks).
    expect(screen.getByText('git switch', { selector: 'code' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'git switch' }));
    await user.click(screen.getByRole('checkbox', { name: 'git checkout' }));
    await user.click(screen.getByRole('radio', { name: '2' }));
    // Order with the keyboard-reachable buttons: Edit up, then Stage up → Edit, Stage, Commit.
    await user.click(screen.getByRole('button', { name: 'Move "Edit" up' }));
    await user.click(screen.getByRole('button', { name: 'Move "Stage" up' }));
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'init');
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));

    expect(await screen.findByText('4 of 5 — not passed yet')).toBeInTheDocument();
    expect(api.calls(`POST ${BASE}/attempts`)[0]!.body).toEqual({
      answers: [
        { questionId: 'git-basics-1', choices: [0] },
        { questionId: 'git-basics-2', choices: [0, 1] },
        { questionId: 'git-basics-3', choices: [1] },
        { questionId: 'git-basics-4', order: [1, 2, 0] },
        { questionId: 'git-basics-5', text: 'init' },
      ],
    });
    expect(screen.getByText('Not quite')).toBeInTheDocument();
    expect(screen.getByText(/Only what is staged goes in\./)).toBeInTheDocument();
    expect(screen.getByText(/A commit saves the index\./)).toBeInTheDocument();
    // The line as it reads (the steps are their own element: `code` in a step is shown as code).
    expect(
      screen.getByText((_, el) => el?.tagName === 'DIV' && el.textContent === 'The right order: Edit → Stage → Commit'),
    ).toBeInTheDocument();
    expect(screen.getByText('git init creates the repository.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'The working tree' })).toBeDisabled();
    expect(screen.queryByText('Passed')).not.toBeInTheDocument();
    expect(show).not.toHaveBeenCalled();
    expect(store.queries.getQueryState(stats)?.isInvalidated).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText('Not quite')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'The staged snapshot' }));
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await screen.findByText('5 of 5 — passed')).toBeInTheDocument();
    expect(screen.getByText('Passed')).toBeInTheDocument();
    // The pass's award shows in a toast, with my XP total and streak; my XP queries go stale.
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Checks passed: +60 XP', description: '1,310 XP in total · 4-day streak' }),
    );
    expect(show).toHaveBeenCalledTimes(1);
    expect(store.queries.getQueryState(stats)?.isInvalidated).toBe(true);
    // The retry sent only what was answered again: the rest count as wrong on the server.
    expect(api.calls(`POST ${BASE}/attempts`)[1]!.body).toEqual({
      answers: [
        { questionId: 'git-basics-1', choices: [1] },
        { questionId: 'git-basics-4', order: [0, 1, 2] },
      ],
    });
  });

  it('shows a signed-out visitor the questions and a call to sign in', async () => {
    const api = stubApi({ [`GET ${BASE}`]: CHECKS });
    testStore({ provider: null });
    renderRoute('/', { routes: panel(false) });
    expect(await screen.findByRole('radio', { name: 'The working tree' })).toBeInTheDocument();
    const call = screen.getByRole('link', { name: 'Sign in to check your answers' });
    expect(call).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Check my answers' })).not.toBeInTheDocument();
    expect(api.calls(`GET ${BASE}/attempts/latest`)).toEqual([]);
  });

  it('says when a lesson has no checks yet, and when they cannot load', async () => {
    stubApi({ [`GET ${BASE}`]: { moduleKey: 'git-basics', passPercent: 80, questions: [] } });
    testStore({ provider: null });
    const { unmount } = renderRoute('/', { routes: panel(false) });
    expect(await screen.findByText('This lesson has no checks yet.')).toBeInTheDocument();
    unmount();

    stubApi({
      [`GET ${BASE}`]: { status: 500, json: { statusCode: 500, code: 'X', message: 'Down', requestId: 'r' } },
    });
    renderRoute('/', { routes: panel(false) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the checks')).toBeInTheDocument();
  });
});
