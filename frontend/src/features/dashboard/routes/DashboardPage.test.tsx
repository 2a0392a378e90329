import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import type {
  CertificateResponse,
  EnrolledRoadmapResponse,
  RoadmapSummaryResponse,
} from '../../../api/generated/types.gen';
import { getMeQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { ACTIVITY_OK, json, sampleUser, signedInStore, stubApi, testStore } from '../../../test/session';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('/dashboard', () => {
  it('sends a signed-out visitor to /auth', async () => {
    const { store } = testStore({ provider: null });
    const { router } = renderRoute('/dashboard', { store });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/dashboard', search: '', hash: '' } });
  });

  it('shows a skeleton while the stored session is restored', async () => {
    localStorage.setItem('token', 'jwt');
    stubApi({});
    const { store } = testStore({ provider: null });
    renderRoute('/dashboard', { store });
    expect(await screen.findByText('Loading your dashboard...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows XP, streaks, completed modules and what to do next', async () => {
    const user = sampleUser({
      totalXpEarned: 1234,
      daysStreak: 3,
      longestStreak: 12,
      completedModules: ['html-basics', 'css-layout'],
      handle: null,
    });
    const { store } = await signedInStore(user, {
      'POST /api/update-user-activity': {
        json: { ...ACTIVITY_OK, daysStreak: 3, longestStreak: 12, totalXpEarned: 1234 },
      },
    });
    renderRoute('/dashboard', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('Current streak').parentElement).toHaveTextContent('3 days');
    expect(screen.getByText('Longest streak').parentElement).toHaveTextContent('12 days');
    expect(screen.getByText('Completed modules', { selector: 'p' }).parentElement).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /Take the career quiz/ })).toHaveAttribute('href', '/quiz');
    expect(screen.getByRole('link', { name: /Follow a roadmap/ })).toHaveAttribute('href', '/roadmaps');
    expect(screen.getByRole('link', { name: /Practice coding/ })).toHaveAttribute('href', '/practice');
    expect(screen.getByRole('link', { name: /Claim your handle/ })).toHaveAttribute('href', '/profile/claim');
    expect(screen.getByText('css-layout')).toBeInTheDocument();
  });

  it('greets a new account as new on its first visit, then says "Welcome back"', async () => {
    const user = sampleUser({ fullName: 'Ada Lovelace' });
    stubApi({
      'POST /api/users/register': json({ message: 'Registration successful', user }, 201),
      'POST /api/users/login': json({ token: 'jwt-new', user }),
      'POST /api/update-user-activity': { json: ACTIVITY_OK },
      'GET /api/users/stats': { totalXpEarned: 0, daysStreak: 0, completedModules: [] },
    });
    const { store } = testStore({ provider: null });
    await store.register({ username: 'ada', email: 'ada@example.com', password: 'a long passphrase' });
    const { router } = renderRoute('/dashboard', { store });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to DevPath, Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your account is ready. Here is where to start.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();

    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
  });

  it('refreshes the stats on every visit', async () => {
    const { store, api } = await signedInStore(sampleUser({ totalXpEarned: 10 }), {
      'GET /api/users/stats': { totalXpEarned: 75, daysStreak: 3, completedModules: [] },
      'POST /api/update-user-activity': { json: { ...ACTIVITY_OK, totalXpEarned: 75 } },
    });
    renderRoute('/dashboard', { store });
    expect(await screen.findByText('75')).toBeInTheDocument();
    expect(api.calls('GET /api/users/stats').length).toBeGreaterThan(0);
    expect(store.getState().user?.totalXpEarned).toBe(75);
  });

  it('links the public profile once a handle is claimed', async () => {
    const { store } = await signedInStore(sampleUser({ handle: 'ada' }));
    renderRoute('/dashboard', { store });
    expect(await screen.findByRole('link', { name: /View your public profile/ })).toHaveAttribute('href', '/@ada');
    expect(screen.queryByRole('link', { name: /Claim your handle/ })).not.toBeInTheDocument();
  });
});

describe('/dashboard progress cards', () => {
  it('shows the streak with its deadline in my time zone, the freezes, recent XP and the learning days', async () => {
    const deadline = new Date(Date.now() + 5 * 3_600_000 + 30_000).toISOString();
    const today = new Date().toISOString().slice(0, 10);
    const { store } = await signedInStore(sampleUser({ daysStreak: 12 }), {
      'GET /api/progress/me/streak': {
        daysStreak: 12,
        longestStreak: 30,
        previousStreak: 9,
        freezesHeld: 1,
        maxFreezes: 2,
        freezeEveryDays: 7,
        timeZone: 'Asia/Kolkata',
        today,
        todayDone: false,
        deadline,
      },
      'GET /api/progress/me/xp': {
        items: [{ achievement: 'streak:7', amount: 20, reason: '7-day streak', awardedAt: new Date().toISOString() }],
      },
      'GET /api/progress/me/calendar': {
        from: '2025-11-25',
        to: today,
        active: [today],
        frozen: [],
        xp: [{ day: today, xp: 120 }],
      },
    });
    renderRoute('/dashboard', { store });
    const card = (await screen.findByRole('heading', { name: 'Daily streak' })).closest('section')!;
    expect(await within(card).findByText('12 days')).toBeInTheDocument();
    expect(within(card).getByText(/to keep your streak/)).toHaveTextContent(/GMT\+5:30|IST/);
    expect(within(card).getByText(/in 5 hours 0 minutes/)).toBeInTheDocument();
    expect(within(card).getByRole('group', { name: 'Streak freezes: 1 of 2' })).toBeInTheDocument();
    expect(within(card).getByText('Previous: 9 days')).toBeInTheDocument();
    expect(await screen.findByText('+20 XP')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /Learning days from 2025-11-25 to .*: 1 active, 0 frozen/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /XP per day from .* to .*: 120 XP in all, at most 120 in a day/ }),
    ).toBeInTheDocument();
  });

  it('says what to do when there is no streak, and survives a card that cannot load', async () => {
    const { store } = await signedInStore(sampleUser(), {
      'GET /api/progress/me/streak': {
        daysStreak: 0,
        longestStreak: 0,
        previousStreak: 0,
        freezesHeld: 0,
        maxFreezes: 2,
        freezeEveryDays: 7,
        timeZone: 'UTC',
        today: '2026-11-24',
        todayDone: false,
        deadline: null,
      },
      'GET /api/progress/me/xp': { items: [] },
    });
    renderRoute('/dashboard', { store });
    expect(await screen.findByText('Do a lesson, a problem or an exam today to start a streak.')).toBeInTheDocument();
    expect(await screen.findByText(/No XP yet/)).toBeInTheDocument();
    expect(await screen.findByText('Your learning days could not be loaded.')).toBeInTheDocument();
  });
});

describe('/dashboard right after registering', () => {
  it("shows the dashboard's skeleton, not a blank page, while a signed-in session waits for its user", async () => {
    const { store } = await signedInStore(sampleUser());
    store.queries.setQueryData(getMeQueryKey(), null);
    expect(store.getState()).toMatchObject({ status: 'signedIn', user: null });
    renderRoute('/dashboard', { store });
    expect(await screen.findByText('Loading your dashboard...')).toBeInTheDocument();
  });
});

describe('/dashboard premium', () => {
  it('links the pricing page for free members only', async () => {
    const free = await signedInStore(sampleUser({ premiumTier: 'free' }));
    const { unmount } = renderRoute('/dashboard', { store: free.store });
    expect(await screen.findByRole('link', { name: /See premium plans/ })).toHaveAttribute('href', '/pricing');
    unmount();
    const premium = await signedInStore(sampleUser({ premiumTier: 'premium' }));
    renderRoute('/dashboard', { store: premium.store });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /See premium plans/ })).not.toBeInTheDocument();
  });
});

const summary = (slug: string, title: string, tags: string[]): RoadmapSummaryResponse => ({
  id: slug.length,
  slug,
  title,
  summary: `${title}.`,
  level: 'beginner',
  estimatedHours: 40,
  tags,
  moduleCount: 10,
});
const FRONTEND = summary('frontend', 'Frontend Developer', [
  'frontend',
  'html',
  'css',
  'javascript',
  'react',
  'typescript',
]);
const BACKEND = summary('backend', 'Backend Developer', ['node', 'sql', 'api', 'javascript']);
const FULL_STACK = summary('full-stack', 'Full-Stack Developer', ['javascript', 'react', 'node', 'sql', 'web']);
const DATA = summary('data', 'Data Analyst & Data Scientist', ['python', 'sql']);
const enrolled = (
  roadmap: RoadmapSummaryResponse,
  finished: number,
  rest: Partial<EnrolledRoadmapResponse> = {},
): EnrolledRoadmapResponse => ({
  roadmap,
  percent: finished * 10,
  finished,
  enrolledAt: '2026-11-01T10:00:00.000Z',
  lastVisitedAt: '2026-11-20T10:00:00.000Z',
  nextModule: null,
  lastModule: null,
  ...rest,
});
const certificate = (
  roadmap: RoadmapSummaryResponse,
  status: CertificateResponse['status'] = 'valid',
): CertificateResponse => ({
  code: 'DP-7Q2M-4K9X',
  status,
  holderName: 'Ada Lovelace',
  roadmap: { slug: roadmap.slug, title: roadmap.title },
  scorePercent: 85,
  issuedAt: '2026-11-25T10:00:00.000Z',
  validUntil: '2028-11-25T10:00:00.000Z',
  revokedAt: null,
  revokedReason: null,
  verifyUrl: 'https://devpath.example/verify-certificate/DP-7Q2M-4K9X',
  credentialUrl: '/api/certificates/DP-7Q2M-4K9X/credential',
  pdfUrl: '/api/certificates/DP-7Q2M-4K9X/pdf',
});

describe('/dashboard next steps follow the real state', () => {
  it('after the exam is passed: view and share the certificate, then the suggested next roadmap', async () => {
    const { store } = await signedInStore(sampleUser(), {
      'GET /api/roadmaps/me': {
        items: [
          enrolled(FRONTEND, 10, {
            lastModule: { key: 'how-the-web-works', title: 'How the Web Works', status: 'learning' },
          }),
          enrolled(BACKEND, 10),
        ],
      },
      'GET /api/certificates/me': { items: [certificate(FRONTEND)] },
      'GET /api/roadmaps': {
        items: [FRONTEND, BACKEND, DATA, FULL_STACK],
        total: 4,
        page: 1,
        pageSize: 50,
        tags: [],
        levels: ['beginner'],
      },
    });
    renderRoute('/dashboard', { store });
    const card = (await screen.findByRole('heading', { name: 'Continue learning' })).closest('section')!;
    expect(await within(card).findByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      '/verify-certificate/DP-7Q2M-4K9X',
    );
    expect(within(card).getByRole('link', { name: /Share it/ })).toHaveAttribute('href', '/my-certificates');
    // Backend is finished too; of the others Full-Stack shares the most with Frontend.
    expect(await within(card).findByRole('link', { name: /Start Full-Stack Developer/ })).toHaveAttribute(
      'href',
      '/roadmap/full-stack',
    );
    expect(within(card).queryByText(/take the exam/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/Continue:/)).not.toBeInTheDocument();
  });

  it('a roadmap with every module done offers the exam, never a module to continue; a revoked certificate does not count', async () => {
    const { store } = await signedInStore(sampleUser(), {
      'GET /api/roadmaps/me': {
        items: [
          enrolled(FRONTEND, 10, {
            lastModule: { key: 'how-the-web-works', title: 'How the Web Works', status: 'learning' },
          }),
        ],
      },
      'GET /api/certificates/me': { items: [certificate(FRONTEND, 'revoked')] },
    });
    renderRoute('/dashboard', { store });
    const card = (await screen.findByRole('heading', { name: 'Continue learning' })).closest('section')!;
    expect(await within(card).findByRole('link', { name: 'Every module is done: take the exam' })).toHaveAttribute(
      'href',
      '/roadmap-exam/frontend',
    );
    expect(within(card).queryByText(/Continue: How the Web Works/)).not.toBeInTheDocument();
  });

  it('a roadmap under way continues with the module in progress', async () => {
    const { store } = await signedInStore(sampleUser(), {
      'GET /api/roadmaps/me': {
        items: [
          enrolled(FRONTEND, 4, {
            nextModule: { key: 'css-layout', title: 'CSS Layout' },
            lastModule: { key: 'javascript-fundamentals', title: 'JavaScript Fundamentals', status: 'learning' },
          }),
        ],
      },
      'GET /api/certificates/me': { items: [] },
    });
    renderRoute('/dashboard', { store });
    expect(await screen.findByRole('link', { name: 'Continue: JavaScript Fundamentals' })).toHaveAttribute(
      'href',
      '/roadmap/frontend?module=javascript-fundamentals',
    );
  });
});
