import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizResponse, QuizResultResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { signedInStore, stubApi, testStore } from '../../../test/session';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
});

const quiz: QuizResponse = {
  questions: [
    {
      key: 'weekend-project',
      prompt: 'You have a free weekend to build something. What sounds most fun?',
      options: [
        { key: 'a', text: 'A personal website' },
        { key: 'b', text: 'An API' },
      ],
    },
    {
      key: 'maths',
      prompt: 'How do you feel about maths and statistics?',
      options: [
        { key: 'a', text: 'I enjoy it' },
        { key: 'b', text: 'I prefer logic' },
      ],
    },
  ],
  tracks: [],
};

const result = (id: string | null): QuizResultResponse => ({
  id,
  takenAt: id ? '2026-11-24T10:00:00.000Z' : null,
  top: { key: 'backend', title: 'Backend Developer', description: 'You build the servers.' },
  explanation:
    'You chose "An API" and "I prefer logic". Those answers point to Backend Developer: You build the servers.',
  reasons: [{ question: 'You have a free weekend to build something. What sounds most fun?', answer: 'An API' }],
  scores: [
    { track: 'backend', title: 'Backend Developer', percent: 100, points: 5 },
    { track: 'devops', title: 'DevOps & Cloud Engineer', percent: 40, points: 1 },
    { track: 'frontend', title: 'Frontend Developer', percent: 0, points: 0 },
  ],
  closeMatch: false,
  roadmaps: [
    {
      slug: 'backend',
      title: 'Backend Developer',
      track: 'backend',
      trackTitle: 'Backend Developer',
      percent: 100,
      closest: false,
    },
    {
      slug: 'devops',
      title: 'DevOps & Cloud Engineer',
      track: 'devops',
      trackTitle: 'DevOps & Cloud Engineer',
      percent: 40,
      closest: false,
    },
  ],
});

describe('/quiz', () => {
  it("asks one question at a time, keeps answers across a reload, and shows a visitor's result without keeping it on the server", async () => {
    const api = stubApi({ 'GET /api/quiz': quiz, 'POST /api/quiz/score': result(null) });
    testStore({ provider: null });
    const first = renderRoute('/quiz');
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'An API' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    first.unmount();

    // A reload resumes at the same question with the same answers.
    const { router } = renderRoute('/quiz');
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'An API' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('radio', { name: 'I prefer logic' }));
    await userEvent.click(screen.getByRole('button', { name: 'See my results' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/results'));
    expect(api.calls('POST /api/quiz/score')[0].body).toEqual({ answers: { 'weekend-project': 'b', maths: 'b' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Backend Developer' })).toBeInTheDocument();
    expect(screen.getByText(/Those answers point to Backend Developer/)).toBeInTheDocument();
    const chart = screen.getByRole('list', { name: 'Your match with each career track' });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Backend Developer100%', 'DevOps & Cloud Engineer40%', 'Frontend Developer0%']);
    expect(screen.getAllByRole('link', { name: /Start this roadmap/ })[0]).toHaveAttribute('href', '/roadmap/backend');
    expect(screen.getByText(/This result is only in this browser/)).toBeInTheDocument();
  });
});

describe('/quiz keyboard', () => {
  it('moves focus to the new question after Next and Back, so the next Tab reaches its answers', async () => {
    stubApi({ 'GET /api/quiz': quiz });
    testStore({ provider: null });
    const user = userEvent.setup();
    renderRoute('/quiz');
    await screen.findByText('Question 1 of 2');
    await user.click(screen.getByRole('radio', { name: 'An API' }));
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    const second = await screen.findByRole('heading', {
      level: 2,
      name: 'How do you feel about maths and statistics?',
    });
    expect(second).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'I enjoy it' })).toHaveFocus();

    screen.getByRole('button', { name: 'Back' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: /free weekend/ })).toHaveFocus();
  });
});

describe('/quiz/results', () => {
  it('attaches a result taken before signing in to the account once, with when it was taken, and lists past results', async () => {
    localStorage.setItem(
      'devpath.quiz.result.v1',
      JSON.stringify({
        answers: { 'weekend-project': 'b', maths: 'b' },
        takenAt: '2026-11-24T09:00:00.000Z',
        result: result(null),
        savedFor: null,
      }),
    );
    const { store, api } = await signedInStore(undefined, {
      'POST /api/quiz/results': result('5d1c7f2e-0000-4000-8000-000000000001'),
      'GET /api/quiz/results/me': {
        items: [
          {
            id: '5d1c7f2e-0000-4000-8000-000000000001',
            takenAt: '2026-11-24T09:00:00.000Z',
            top: result(null).top,
            scores: result(null).scores,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      },
    });
    renderRoute('/quiz/results', { store });
    expect(await screen.findByRole('heading', { level: 2, name: 'Backend Developer' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /api/quiz/results')).toHaveLength(1));
    expect(api.calls('POST /api/quiz/results')[0].body).toEqual({
      answers: { 'weekend-project': 'b', maths: 'b' },
      takenAt: '2026-11-24T09:00:00.000Z',
    });
    expect(await screen.findByRole('heading', { name: 'Your past results' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('devpath.quiz.result.v1')!).savedFor).not.toBeNull();
    expect(screen.queryByText(/This result is only in this browser/)).not.toBeInTheDocument();
  });

  it('says why each roadmap is suggested, following the scores, names the closest roadmap of a track without one, and flags a close match', async () => {
    const close: QuizResultResponse = {
      ...result(null),
      top: { key: 'ux-design', title: 'UX / Product Designer', description: 'You shape how a product works.' },
      closeMatch: true,
      scores: [
        { track: 'ux-design', title: 'UX / Product Designer', percent: 56, points: 18 },
        { track: 'mobile', title: 'Mobile Developer', percent: 50, points: 16 },
        { track: 'full-stack', title: 'Full-Stack Developer', percent: 27, points: 9 },
      ],
      roadmaps: [
        {
          slug: 'frontend',
          title: 'Frontend Developer',
          track: 'ux-design',
          trackTitle: 'UX / Product Designer',
          percent: 56,
          closest: true,
        },
        {
          slug: 'mobile',
          title: 'Mobile Developer',
          track: 'mobile',
          trackTitle: 'Mobile Developer',
          percent: 50,
          closest: false,
        },
        {
          slug: 'full-stack',
          title: 'Full-Stack Developer',
          track: 'full-stack',
          trackTitle: 'Full-Stack Developer',
          percent: 27,
          closest: false,
        },
      ],
    };
    localStorage.setItem(
      'devpath.quiz.result.v1',
      JSON.stringify({ answers: {}, takenAt: '2026-11-24T09:00:00.000Z', result: close, savedFor: null }),
    );
    stubApi({});
    testStore({ provider: null });
    renderRoute('/quiz/results');
    expect(await screen.findByText('Close match')).toBeInTheDocument();
    expect(screen.getByTestId('close-match')).toHaveTextContent(
      'UX / Product Designer (56%) and Mobile Developer (50%) are within 10 points',
    );
    const cards = within(screen.getByRole('region', { name: 'Start here' }));
    expect(
      cards.getByText('There is no UX / Product Designer roadmap yet: this one comes closest.'),
    ).toBeInTheDocument();
    expect(cards.getByText('Also a good fit: Mobile Developer (50%).')).toBeInTheDocument();
    expect(cards.getByText('Also a good fit: Full-Stack Developer (27%).')).toBeInTheDocument();
    expect(cards.getAllByRole('link', { name: /Start this roadmap/ }).map((a) => a.getAttribute('href'))).toEqual([
      '/roadmap/frontend',
      '/roadmap/mobile',
      '/roadmap/full-stack',
    ]);
  });

  it('invites to take the quiz when there is no result', async () => {
    stubApi({});
    testStore({ provider: null });
    renderRoute('/quiz/results');
    expect(await screen.findByText('No result yet')).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Take the career quiz' }).some((a) => a.getAttribute('href') === '/quiz'),
    ).toBe(true);
  });
});
