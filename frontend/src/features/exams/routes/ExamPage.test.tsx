import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getMyCertificatesQueryKey, getStatsQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { AttemptResponse, ExamOverviewResponse } from '../../../api/generated/types.gen';
import { toastStore } from '../../../lib/toast';
import { renderRoute } from '../../../test/render';
import { signedInStore, stubApi, testStore } from '../../../test/session';
import { examAwardToast } from '../api/exams';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const rules = {
  questionsPerAttempt: 20,
  timeLimitMinutes: 30,
  passMarkPercent: 70,
  cooldownHours: 24,
  graceSeconds: 30,
};
const overview = (learner: ExamOverviewResponse['learner']): ExamOverviewResponse => ({
  roadmap: { slug: 'frontend', title: 'Frontend Developer' },
  questionCount: 2,
  rules,
  learner,
});
const learner = (
  overrides: Partial<NonNullable<ExamOverviewResponse['learner']>> = {},
): NonNullable<ExamOverviewResponse['learner']> => ({
  progressPercent: 85,
  modulesPassed: 16,
  moduleCount: 16,
  eligible: true,
  openAttemptId: null,
  nextAttemptAt: null,
  passed: false,
  bestScorePercent: null,
  attempts: [],
  ...overrides,
});

const now = new Date();
const attempt = (
  answers: Record<string, string[]> = {},
  result: AttemptResponse['result'] = null,
): AttemptResponse => ({
  id: '6f0c1c1e-1111-4222-8333-444455556666',
  roadmap: { slug: 'frontend', title: 'Frontend Developer' },
  status: result ? 'submitted' : 'open',
  startedAt: now.toISOString(),
  deadlineAt: new Date(now.getTime() + 30 * 60_000).toISOString(),
  serverNow: now.toISOString(),
  submittedAt: result ? now.toISOString() : null,
  questions: [
    {
      key: 'frontend-001',
      kind: 'single',
      prompt: 'Which element marks the main content of a page?',
      code: null,
      language: null,
      options: [
        { key: 'a', text: '<main>' },
        { key: 'b', text: '<div>' },
      ],
    },
    {
      key: 'frontend-002',
      kind: 'output',
      prompt: 'What does this code print?',
      code: 'console.log(typeof null)',
      language: 'javascript',
      options: [
        { key: 'a', text: 'null' },
        { key: 'b', text: 'object' },
      ],
    },
  ],
  answers,
  result,
});

describe('/roadmap-exam/{slug}', () => {
  it('explains the rules to visitors and asks them to sign in', async () => {
    stubApi({ 'GET /api/exams/frontend': overview(null) });
    testStore({ provider: null });
    renderRoute('/roadmap-exam/frontend');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend Developer exam' })).toBeInTheDocument();
    expect(screen.getByText(/70% to pass/)).toBeInTheDocument();
    expect(screen.getByText(/wait 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  it('says how many modules are passed when the exam is not open yet, and when a cooldown ends', async () => {
    const { store } = await signedInStore(undefined, {
      'GET /api/exams/frontend': overview(learner({ progressPercent: 100, modulesPassed: 13, eligible: false })),
    });
    const { unmount } = renderRoute('/roadmap-exam/frontend', { store });
    expect(await screen.findByText('Modules passed: 13 of 16')).toBeInTheDocument();
    // Marked done (100 % progress) does not open it: the 3 modules left to pass are named.
    expect(screen.getByText(/Pass the checks and exercises of the 3 modules left/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Frontend Developer roadmap' })).toHaveAttribute(
      'href',
      '/roadmap/frontend',
    );
    expect(screen.queryByRole('button', { name: 'Start the exam' })).not.toBeInTheDocument();
    unmount();

    const retry = new Date(Date.now() + 20 * 3_600_000).toISOString();
    const again = await signedInStore(undefined, {
      'GET /api/exams/frontend': overview(learner({ nextAttemptAt: retry })),
    });
    renderRoute('/roadmap-exam/frontend', { store: again.store });
    expect(await screen.findByText(/Your next attempt opens on/)).toBeInTheDocument();
  });

  it('starts an attempt, saves answers as they change, lists what is unanswered on submit, then shows the result and the review', async () => {
    let saved: Record<string, string[]> = {};
    const { store, api } = await signedInStore(undefined, {
      'GET /api/exams/frontend': overview(learner()),
      'POST /api/exams/frontend/attempts': { json: attempt(), status: 201 },
      'PUT /api/exams/attempts/6f0c1c1e-1111-4222-8333-444455556666/answers': (request) => {
        saved = { ...saved, ...(request.body as { answers: Record<string, string[]> }).answers };
        return attempt(saved);
      },
      'POST /api/exams/attempts/6f0c1c1e-1111-4222-8333-444455556666/submit': () =>
        attempt(saved, {
          scorePercent: 50,
          correctCount: 1,
          questionCount: 2,
          passed: false,
          passMarkPercent: 70,
          nextAttemptAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
          review: [
            {
              key: 'frontend-001',
              chosen: ['a'],
              correct: ['a'],
              right: true,
              explanation: "<main> holds the page's main content.",
            },
            {
              key: 'frontend-002',
              chosen: [],
              correct: ['b'],
              right: false,
              explanation: 'typeof null is "object", a historical quirk.',
            },
          ],
        }),
    });
    const { router } = renderRoute('/roadmap-exam/frontend', { store });
    await userEvent.click(await screen.findByRole('button', { name: 'Start the exam' }));
    await waitFor(() => expect(router.state.location.search).toBe('?attempt=6f0c1c1e-1111-4222-8333-444455556666'));
    expect(
      await screen.findByRole('heading', { name: 'Which element marks the main content of a page?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(30:00|29:5\d)$/);

    await userEvent.click(screen.getByRole('radio', { name: '<main>' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/exams/attempts/6f0c1c1e-1111-4222-8333-444455556666/answers')[0]?.body).toEqual({
        answers: { 'frontend-001': ['a'] },
      }),
    );
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('console.log(typeof null)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your exam?' });
    expect(within(dialog).getByText(/1 question is unanswered: 2/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit now' }));

    expect(await screen.findByText('Not this time')).toBeInTheDocument();
    expect(screen.getByText(/You can try again on/)).toBeInTheDocument();
    expect(screen.getByText('typeof null is "object", a historical quirk.')).toBeInTheDocument();
    expect(screen.getByText('Your answer: not answered in time')).toBeInTheDocument();
    expect(screen.getByText('Correct: object')).toBeInTheDocument();
  });

  it('a pass shows the XP and the certificate the submit answers with, and marks my certificates, XP and streak stale at once', async () => {
    const show = vi.spyOn(toastStore, 'show');
    const id = '6f0c1c1e-1111-4222-8333-444455556666';
    const answers = { 'frontend-001': ['a'], 'frontend-002': ['b'] };
    const passed: AttemptResponse = {
      ...attempt(answers, {
        scorePercent: 100,
        correctCount: 2,
        questionCount: 2,
        passed: true,
        passMarkPercent: 70,
        nextAttemptAt: null,
        review: [
          { key: 'frontend-001', chosen: ['a'], correct: ['a'], right: true, explanation: 'main.' },
          { key: 'frontend-002', chosen: ['b'], correct: ['b'], right: true, explanation: 'object.' },
        ],
      }),
      award: {
        status: 'delivered',
        xp: 100,
        totalXp: 1350,
        daysStreak: 4,
        longestStreak: 12,
        certificate: { code: 'DP-7K3M-9QXR-2HTW-5VBN', verifyUrl: 'https://devpath.test/verify-certificate/DP-7K3M' },
      },
    };
    const { store } = await signedInStore(undefined, {
      'GET /api/exams/frontend': overview(learner({ openAttemptId: id })),
      [`GET /api/exams/attempts/${id}`]: attempt(answers),
      [`POST /api/exams/attempts/${id}/submit`]: passed,
    });
    const certificates = getMyCertificatesQueryKey();
    const stats = getStatsQueryKey();
    store.queries.setQueryData(certificates, [] as never);
    store.queries.setQueryData(stats, { totalXpEarned: 1250, daysStreak: 4, completedModules: [] });
    renderRoute(`/roadmap-exam/frontend?attempt=${id}`, { store });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your exam?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit now' }));

    expect(await screen.findByText('You passed!')).toBeInTheDocument();
    expect(screen.getByText(/You earned/)).toHaveTextContent(
      'You earned 100 XP (1,350 in total). Your certificate DP-7K3M-9QXR-2HTW-5VBN is issued: anyone can verify it.',
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Exam passed: +100 XP',
        description: 'Certificate DP-7K3M-9QXR-2HTW-5VBN issued · 1,350 XP in total · 4-day streak',
      }),
    );
    expect(store.queries.getQueryState(certificates)?.isInvalidated).toBe(true);
    expect(store.queries.getQueryState(stats)?.isInvalidated).toBe(true);
  });

  it('words a retake and an award still on its way', () => {
    const base = { totalXp: 1350, daysStreak: 4, longestStreak: 12 };
    expect(examAwardToast({ ...base, status: 'delivered', xp: 0, certificate: null })).toEqual({
      title: 'Exam passed again',
      description: '1,350 XP in total · 4-day streak',
    });
    expect(examAwardToast({ ...base, status: 'pending', xp: 0, certificate: null }).description).toBe(
      'Your XP and certificate are on their way: they appear in a few seconds.',
    );
  });

  it('says when a roadmap has no exam', async () => {
    stubApi({});
    testStore({ provider: null });
    renderRoute('/roadmap-exam/mobile');
    expect(await screen.findByText('This roadmap has no exam yet')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
