import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ReviewAnswerResponse,
  ReviewQueueItemResponse,
  ReviewQuestionResultResponse,
} from '../../../api/generated/types.gen';
import { toastStore } from '../../../lib/toast';
import { renderRoute } from '../../../test/render';
import { signedInStore, type StubRequest } from '../../../test/session';
import { ReviewPage } from './ReviewPage';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const SOON = () => new Date(Date.now() + 10 * 60_000 + 30_000).toISOString();
const LATER = () => new Date(Date.now() + 3 * 3_600_000 + 30_000).toISOString();

const item = (id: string, extra: Partial<ReviewQueueItemResponse>): ReviewQueueItemResponse => ({
  id,
  kind: 'check',
  due: '2026-11-27T07:00:00.000Z',
  state: 'learning',
  reps: 1,
  lapses: 0,
  lastReviewAt: '2026-11-27T06:59:00.000Z',
  question: null,
  problem: null,
  ...extra,
});

const SINGLE = item('a1', {
  question: {
    id: 'git-basics-1',
    kind: 'single',
    moduleKey: 'git-basics',
    moduleTitle: 'Git basics',
    section: 'Commits',
    prompt: 'What does `git commit` record?',
    code: null,
    options: ['The working tree', 'The staged snapshot', 'The remote'],
    steps: [],
  },
});
const FILL = item('b2', {
  question: {
    id: 'git-basics-5',
    kind: 'fill',
    moduleKey: 'git-basics',
    moduleTitle: 'Git basics',
    section: 'Repositories',
    prompt: 'A new repository: `git ____`',
    code: null,
    options: [],
    steps: [],
  },
});
const PROBLEM = item('c3', { kind: 'problem', problem: { slug: 'two-sum', title: 'Two sum' } });

const result = (questionId: string, correct: boolean, extra: Partial<ReviewQuestionResultResponse> = {}) => ({
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

/** The server's grading: the single question is right with option 1, the fill with "init". */
function grade(request: StubRequest): ReviewAnswerResponse {
  const id = request.path.split('/')[4]!;
  const answer = (request.body as { answer: { choices?: number[]; text?: string } }).answer;
  const right = id === 'a1' ? answer.choices?.[0] === 1 : answer.text?.trim() === 'init';
  const graded =
    id === 'a1'
      ? result('git-basics-1', right, {
          options: [
            { index: 0, text: 'The working tree', chosen: !right, correct: false, why: 'Only what is staged goes in.' },
            { index: 1, text: 'The staged snapshot', chosen: right, correct: true, why: 'A commit saves the index.' },
          ],
        })
      : result('git-basics-5', right, { acceptedAnswer: 'init', why: 'git init creates the repository.' });
  return {
    rating: right ? 'good' : 'again',
    item: { ...(id === 'a1' ? SINGLE : FILL), question: null, due: right ? LATER() : SOON() },
    dayCompleted: id === 'b2' ? { day: '2026-11-27', status: 'delivered' } : null,
    result: graded,
  };
}

const page = [{ path: '/', element: <ReviewPage /> }];

describe('ReviewPage', () => {
  it('shows each due item, grades it with the explanation, lets a right answer be rated, and sums up', async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(toastStore, 'show');
    let summaryCalls = 0;
    const { store, api } = await signedInStore(undefined, {
      'GET /api/review/due': { items: [SINGLE, FILL, PROBLEM] },
      'GET /api/review/summary': () => {
        summaryCalls += 1;
        return { dueNow: summaryCalls === 1 ? 3 : 0, nextDueAt: summaryCalls === 1 ? null : SOON(), total: 3 };
      },
      'POST /api/review/items/a1/answer': (request) => grade(request),
      'POST /api/review/items/b2/answer': (request) => grade(request),
      'POST /api/review/items/b2/rate': (request) => ({
        rating: (request.body as { rating: string }).rating,
        item: { ...FILL, due: LATER() },
        dayCompleted: null,
      }),
      'POST /api/review/items/c3/rate': (request) => ({
        rating: (request.body as { rating: string }).rating,
        item: { ...PROBLEM, due: LATER() },
        dayCompleted: null,
      }),
    });
    renderRoute('/', { routes: page, store });

    // A wrong answer: explained, rated Again, then the next item.
    expect(await screen.findByText('Item 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('From Git basics · Commits')).toBeInTheDocument();
    const check = screen.getByRole('button', { name: 'Check my answer' });
    expect(check).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'The working tree' }));
    await user.click(check);
    expect(await screen.findByText('Not quite')).toBeInTheDocument();
    expect(screen.getByText(/Only what is staged goes in\./)).toBeInTheDocument();
    expect(screen.getByText('Rated Again: you will see it again soon.')).toBeInTheDocument();
    expect(screen.getByText(/It comes back in 10 minutes/)).toBeInTheDocument();
    expect(api.calls('POST /api/review/items/a1/answer')[0]!.body).toEqual({ answer: { choices: [0] } });
    expect(screen.getByRole('radio', { name: 'The working tree' })).toBeDisabled();
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toHaveFocus());
    await user.keyboard('{Enter}');

    // A right answer: Good is chosen; key 4 turns it into Easy (typing in the field does not).
    expect(await screen.findByText('Item 2 of 3')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'init{Enter}');
    expect(await screen.findByText('Right')).toBeInTheDocument();
    const rating = screen.getByRole('group', { name: 'How well you knew it' });
    expect(within(rating).getByRole('button', { name: /Good/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(rating).queryByRole('button', { name: /Again/ })).not.toBeInTheDocument();
    expect(api.calls('POST /api/review/items/b2/rate')).toEqual([]);
    // The answer that emptied the day's queue says so (the XP is the server's, paid once).
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: "Today's reviews done" }));
    await user.keyboard('4');
    await waitFor(() =>
      expect(within(rating).getByRole('button', { name: /Easy/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(api.calls('POST /api/review/items/b2/rate').map((r) => r.body)).toEqual([{ rating: 'easy' }]);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // A problem: a link to solve it again, then a self-rating with the keys 1–4.
    expect(await screen.findByText('Item 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Solve “Two sum” again/ })).toHaveAttribute(
      'href',
      '/practice/problem/two-sum',
    );
    await user.keyboard('1');

    // The summary: answered, right, and when the next item comes back.
    expect(await screen.findByRole('heading', { name: 'Review complete' })).toBeInTheDocument();
    expect(screen.getByText('You answered 3 items: 1 right.')).toBeInTheDocument();
    expect(await screen.findByText(/The next item comes back in 10 minutes/)).toBeInTheDocument();
    expect(api.calls('POST /api/review/items/c3/rate').map((r) => r.body)).toEqual([{ rating: 'again' }]);
  });

  it('says when nothing is due and when the next item comes back', async () => {
    const { store } = await signedInStore(undefined, {
      'GET /api/review/due': { items: [] },
      'GET /api/review/summary': { dueNow: 0, nextDueAt: LATER(), total: 4 },
    });
    renderRoute('/', { routes: page, store });
    expect(await screen.findByRole('heading', { name: 'Nothing to review right now' })).toBeInTheDocument();
    expect(await screen.findByText('The next item comes back in 3 hours 0 minutes.')).toBeInTheDocument();
  });

  it('shows the loading state, then an error with its message and a retry', async () => {
    let fail = true;
    const { store } = await signedInStore(undefined, {
      'GET /api/review/due': () =>
        fail
          ? { status: 500, json: { statusCode: 500, code: 'X', message: 'The queue is down.', requestId: 'r' } }
          : { items: [SINGLE] },
      'GET /api/review/summary': { dueNow: 1, nextDueAt: null, total: 1 },
    });
    renderRoute('/', { routes: page, store });
    expect(screen.getByRole('status', { name: 'Loading your reviews' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load your reviews')).toBeInTheDocument();
    expect(within(alert).getByText('The queue is down.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Item 1 of 1')).toBeInTheDocument();
  });

  it('skips an item that left the queue', async () => {
    const user = userEvent.setup();
    const { store } = await signedInStore(undefined, {
      'GET /api/review/due': { items: [SINGLE] },
      'GET /api/review/summary': { dueNow: 0, nextDueAt: null, total: 0 },
      'POST /api/review/items/a1/answer': {
        status: 404,
        json: {
          statusCode: 404,
          code: 'REVIEW_ITEM_GONE',
          message: 'This question is no longer part of its lesson, so it has left your review queue.',
          requestId: 'r',
        },
      },
    });
    renderRoute('/', { routes: page, store });
    await user.click(await screen.findByRole('radio', { name: 'The staged snapshot' }));
    await user.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(await screen.findByText('This item left your queue')).toBeInTheDocument();
    expect(screen.getByText(/no longer part of its lesson/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next item' }));
    expect(await screen.findByText('You answered 0 items: 0 right.')).toBeInTheDocument();
  });
});
