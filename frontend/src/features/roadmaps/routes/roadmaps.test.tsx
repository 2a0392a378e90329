import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getMyStreakQueryKey, getStatsQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type {
  ModuleStatusResponse,
  RoadmapDetailResponse,
  RoadmapListResponse,
  RoadmapProgressResponse,
  RoadmapSummaryResponse,
} from '../../../api/generated/types.gen';
import { toastStore } from '../../../lib/toast';
import { renderRoute } from '../../../test/render';
import { moduleAwardToast } from '../api/roadmaps';
import { signedInStore, stubApi, testStore, type StubRequest } from '../../../test/session';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const summary = (
  slug: string,
  title: string,
  level: RoadmapSummaryResponse['level'] = 'beginner',
): RoadmapSummaryResponse => ({
  id: slug.length,
  slug,
  title,
  summary: `Become a ${title.toLowerCase()} step by step.`,
  level,
  estimatedHours: 80,
  tags: ['javascript', 'web'],
  moduleCount: 3,
});

function list(request: StubRequest): RoadmapListResponse {
  const url = new URL(request.url, 'http://localhost');
  const all = [summary('frontend', 'Frontend Developer'), summary('devops', 'DevOps Engineer', 'intermediate')];
  const level = url.searchParams.get('level');
  const q = url.searchParams.get('q')?.toLowerCase();
  const items = all.filter((r) => (!level || r.level === level) && (!q || r.title.toLowerCase().includes(q)));
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 12,
    tags: ['javascript', 'web'],
    levels: ['beginner', 'intermediate', 'advanced'],
  };
}

const frontend: RoadmapDetailResponse = {
  ...summary('frontend', 'Frontend Developer'),
  descriptionMd: 'For **beginners** who want to build websites.',
  prerequisites: ['A computer'],
  updatedAt: '2026-11-24T10:00:00.000Z',
  sections: [
    {
      key: 'foundations',
      title: 'Foundations',
      modules: [
        { key: 'git-basics', title: 'Git basics', summary: 'Save your work in history.', estimatedMinutes: 90 },
      ],
    },
    {
      key: 'the-language',
      title: 'The language',
      modules: [
        {
          key: 'javascript-fundamentals',
          title: 'JavaScript fundamentals',
          summary: 'Values, functions and objects.',
          estimatedMinutes: 240,
        },
        { key: 'dom-and-events', title: 'The DOM and events', summary: 'Make pages respond.', estimatedMinutes: 120 },
      ],
    },
  ],
};

const lesson = {
  key: 'git-basics',
  title: 'Git basics',
  summary: 'Save your work in history.',
  estimatedMinutes: 90,
  contentMd:
    '### What Git does\n\nGit records **snapshots**. <script>alert(1)</script> [Pro Git](https://git-scm.com/book/en/v2)',
  resources: [{ title: 'Pro Git', url: 'https://git-scm.com/book/en/v2', kind: 'book' }],
  reviewedOn: '2026-11',
};

const progress = (
  statuses: Record<string, RoadmapProgressResponse['statuses'][string]>,
  enrolled = true,
): RoadmapProgressResponse => {
  const keys = ['git-basics', 'javascript-fundamentals', 'dom-and-events'];
  const all = Object.fromEntries(keys.map((k) => [k, statuses[k] ?? 'pending'])) as RoadmapProgressResponse['statuses'];
  const count = (s: string) => Object.values(all).filter((v) => v === s).length;
  return {
    slug: 'frontend',
    enrolled,
    checksPassed: {},
    passed: {},
    exercises: {},
    allPassed: false,
    enrolledAt: enrolled ? '2026-11-20T10:00:00.000Z' : null,
    lastVisitedAt: enrolled ? '2026-11-24T10:00:00.000Z' : null,
    percent: Math.floor(((count('done') + count('skipped')) * 100) / keys.length),
    counts: {
      pending: count('pending'),
      learning: count('learning'),
      done: count('done'),
      skipped: count('skipped'),
      total: keys.length,
    },
    statuses: all,
    continueModuleKey: keys.find((k) => !['done', 'skipped'].includes(all[k])) ?? null,
  };
};

describe('/roadmaps', () => {
  it('lists the roadmaps, filters by level through the URL and says when nothing matches', async () => {
    const api = stubApi({ 'GET /api/roadmaps': list });
    testStore({ provider: null });
    const { router } = renderRoute('/roadmaps');
    expect(await screen.findByRole('heading', { level: 1, name: 'Roadmaps' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Frontend Developer' })).toHaveAttribute(
      'href',
      '/roadmap/frontend',
    );
    expect(screen.getByText('2 roadmaps')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Intermediate' }));
    await waitFor(() => expect(router.state.location.search).toBe('?level=intermediate'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Frontend Developer' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'DevOps Engineer' })).toBeInTheDocument();
    expect(api.calls('GET /api/roadmaps').some((r) => r.url.includes('level=intermediate'))).toBe(true);

    await userEvent.type(screen.getByLabelText('Search'), 'cobol');
    expect(await screen.findByText('No roadmap matches')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Frontend Developer' })).toBeInTheDocument();
  });

  it('serves /bootcamps as the same list', async () => {
    stubApi({ 'GET /api/roadmaps': list });
    testStore({ provider: null });
    renderRoute('/bootcamps');
    expect(await screen.findByRole('link', { name: 'Frontend Developer' })).toBeInTheDocument();
  });
});

describe('/roadmap/{slug}', () => {
  it('draws the map for visitors; a node opens its lesson (Markdown without raw HTML) and asks to sign in to save progress', async () => {
    stubApi({ 'GET /api/roadmaps/frontend': frontend, 'GET /api/roadmaps/frontend/modules/git-basics': lesson });
    testStore({ provider: null });
    const { router } = renderRoute('/roadmap/frontend');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend Developer' })).toBeInTheDocument();
    const map = screen.getByRole('group', { name: 'Frontend Developer roadmap map' });
    expect(within(map).getByRole('region', { name: 'Foundations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to start' })).toBeInTheDocument();

    await userEvent.click(within(map).getByRole('button', { name: 'Git basics: Not started' }));
    await waitFor(() => expect(router.state.location.search).toBe('?module=git-basics'));
    const panel = await screen.findByRole('dialog', { name: 'Git basics' });
    expect(await within(panel).findByRole('heading', { name: 'What Git does' })).toBeInTheDocument();
    expect(within(panel).getByText('snapshots').tagName).toBe('STRONG');
    expect(within(panel).getByText('Reviewed November 2026 against its primary sources.')).toBeInTheDocument();
    expect(document.querySelector('script')?.textContent ?? '').not.toContain('alert(1)');
    expect(within(panel).getAllByRole('link', { name: 'Pro Git' })[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(panel).getByText(/to save your progress/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /JavaScript fundamentals/ })).toBeInTheDocument(); // next module
  });

  it("shows a signed-in learner's progress, saves a module as done and shows the new percentage; the list view reads in order", async () => {
    const { store, api } = await signedInStore(undefined, {
      'GET /api/roadmaps/frontend': frontend,
      'GET /api/roadmaps/frontend/modules/javascript-fundamentals': {
        ...lesson,
        key: 'javascript-fundamentals',
        title: 'JavaScript fundamentals',
      },
      'GET /api/roadmaps/frontend/progress': progress({ 'git-basics': 'done' }),
      'PUT /api/roadmaps/frontend/modules/javascript-fundamentals/status': (request) =>
        progress({ 'git-basics': 'done', 'javascript-fundamentals': (request.body as { status: 'done' }).status }),
    });
    renderRoute('/roadmap/frontend?view=list', { store });
    expect(await screen.findByText('Your progress: 33%')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Frontend Developer: sections in order' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.getAttribute('aria-label'))).toEqual([
      // Done by the learner's own tick, not passed: "marked done".
      '1. Git basics: Done, marked done, not passed. Open the lesson',
      '2. JavaScript fundamentals: Not started. Open the lesson',
      '3. The DOM and events: Not started. Open the lesson',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Continue: JavaScript fundamentals' }));
    const panel = await screen.findByRole('dialog', { name: 'JavaScript fundamentals' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark as done' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/roadmaps/frontend/modules/javascript-fundamentals/status')[0]?.body).toEqual({
        status: 'done',
      }),
    );
    expect(await screen.findByText('Your progress: 66%')).toBeInTheDocument();
  });

  it('a first "done" shows the award the server answers with and marks my XP, streak and stats stale at once; other changes show nothing', async () => {
    const show = vi.spyOn(toastStore, 'show');
    const { store } = await signedInStore(undefined, {
      'GET /api/roadmaps/frontend': frontend,
      'GET /api/roadmaps/frontend/modules/javascript-fundamentals': {
        ...lesson,
        key: 'javascript-fundamentals',
        title: 'JavaScript fundamentals',
      },
      'GET /api/roadmaps/frontend/progress': progress({ 'git-basics': 'done' }),
      'PUT /api/roadmaps/frontend/modules/javascript-fundamentals/status': (request) => {
        const status = (request.body as { status: ModuleStatusResponse['statuses'][string] }).status;
        const answer: ModuleStatusResponse = {
          ...progress({ 'git-basics': 'done', 'javascript-fundamentals': status }),
          award:
            status === 'done' ? { status: 'delivered', xp: 50, totalXp: 1250, daysStreak: 4, longestStreak: 12 } : null,
        };
        return answer;
      },
    });
    const stats = getStatsQueryKey();
    const streak = getMyStreakQueryKey();
    store.queries.setQueryData(stats, { totalXpEarned: 1200, daysStreak: 3, completedModules: ['git-basics'] });
    store.queries.setQueryData(streak, {} as never);
    renderRoute('/roadmap/frontend?view=list&module=javascript-fundamentals', { store });
    const panel = await screen.findByRole('dialog', { name: 'JavaScript fundamentals' });

    await userEvent.click(within(panel).getByRole('radio', { name: 'In progress' }));
    await waitFor(() => expect(within(panel).getByRole('radio', { name: 'In progress' })).toBeChecked());
    expect(show).not.toHaveBeenCalled();
    expect(store.queries.getQueryState(stats)?.isInvalidated).toBe(false);

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark as done' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Module done: +50 XP', description: '1,250 XP in total · 4-day streak' }),
      ),
    );
    expect(show).toHaveBeenCalledTimes(1);
    expect(store.queries.getQueryState(stats)?.isInvalidated).toBe(true);
    expect(store.queries.getQueryState(streak)?.isInvalidated).toBe(true);
  });

  it('says the award is on its way when the server could not make it before answering', () => {
    expect(moduleAwardToast({ status: 'pending', xp: 0, totalXp: 1200, daysStreak: 3, longestStreak: 12 })).toEqual({
      title: 'Module done',
      description: 'Your XP is on its way: it appears on your dashboard shortly.',
    });
  });

  it('says a roadmap does not exist, with the way back to the list', async () => {
    stubApi({});
    testStore({ provider: null });
    renderRoute('/roadmap/cobol-wizard');
    expect(await screen.findByText('This roadmap does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all roadmaps' })).toHaveAttribute('href', '/roadmaps');
  });
});
