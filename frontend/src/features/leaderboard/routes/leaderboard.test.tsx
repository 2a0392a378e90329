import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeaderboardEntryResponse, LeaderboardResponse, LeagueResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { sampleUser, signedInStore, stubApi, testStore, type StubRequest } from '../../../test/session';
import { timeLeft } from '../../../lib/time';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const entry = (position: number, overrides: Partial<LeaderboardEntryResponse> = {}): LeaderboardEntryResponse => ({
  rank: position,
  position,
  xp: 1000 - position * 10,
  anonymous: false,
  handle: `learner-${position}`,
  fullName: null,
  profilePicUrl: null,
  isMe: false,
  ...overrides,
});

function board(request: StubRequest, me: LeaderboardResponse['me'] = null): LeaderboardResponse {
  const url = new URL(request.url, 'http://localhost');
  const page = Number(url.searchParams.get('page') ?? '1');
  const items = Array.from({ length: 50 }, (_, i) => entry((page - 1) * 50 + i + 1));
  items[1] = entry((page - 1) * 50 + 2, { anonymous: true, handle: null });
  return {
    board: (url.searchParams.get('board') ?? 'week') as LeaderboardResponse['board'],
    periodStart: '2026-11-23',
    refreshedAt: new Date(Date.now() - 120_000).toISOString(),
    total: 120,
    page,
    pageSize: 50,
    items,
    me,
  };
}

describe('/leaderboard', () => {
  it("lists the week's board with ranks and XP, anonymous learners without a name, and pages", async () => {
    const api = stubApi({ 'GET /api/leaderboard': (request) => board(request) });
    testStore({ provider: null });
    const { router } = renderRoute('/leaderboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: '@learner-1' })).toHaveAttribute('href', '/@learner-1');
    expect(within(table).getByText('Anonymous learner')).toBeInTheDocument();
    expect(within(table).getByText('990 XP')).toBeInTheDocument();
    expect(screen.getByText(/This week: 120 learners, updated 2 minutes ago/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?board=week&page=2'));
    expect(await screen.findByRole('link', { name: '@learner-51' })).toBeInTheDocument();
    expect(api.calls('GET /api/leaderboard').some((r) => r.url.includes('page=2'))).toBe(true);
  });

  it('switches between this week, this month and all time', async () => {
    const api = stubApi({ 'GET /api/leaderboard': (request) => board(request) });
    testStore({ provider: null });
    const { router } = renderRoute('/leaderboard');
    await screen.findByRole('table');
    await userEvent.click(screen.getByText('All time'));
    await waitFor(() => expect(router.state.location.search).toBe('?board=all'));
    await waitFor(() => expect(api.calls('GET /api/leaderboard').some((r) => r.url.includes('board=all'))).toBe(true));
    expect(await screen.findByText(/All time: 120 learners/)).toBeInTheDocument();
  });

  it('shows a signed-in learner far down their rank and neighbours', async () => {
    const me = {
      rank: 812,
      position: 812,
      xp: 40,
      neighbours: [entry(811), entry(812, { isMe: true, handle: 'ada' }), entry(813)],
    };
    const { store } = await signedInStore(sampleUser({ username: 'ada', handle: 'ada' }), {
      'GET /api/leaderboard': (request: StubRequest) => board(request, me),
    });
    renderRoute('/leaderboard', { store });
    expect(await screen.findByRole('heading', { name: 'You are #812 with 40 XP' })).toBeInTheDocument();
    const mine = screen.getByRole('link', { name: '@ada' }).closest('tr')!;
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(within(mine).getByText('You')).toBeInTheDocument();
  });

  it('shows one figure per learner: my row has my XP now, and the caption says the others are a snapshot (issue 26, item 5)', async () => {
    const me = { rank: 1, position: 1, xp: 940, neighbours: [] };
    const { store } = await signedInStore(sampleUser({ username: 'ada', handle: 'ada' }), {
      'GET /api/leaderboard': (request: StubRequest) => ({
        ...board(request, me),
        total: 1,
        items: [entry(1, { isMe: true, xp: 940, handle: 'ada' })],
      }),
    });
    renderRoute('/leaderboard', { store });
    expect(await screen.findByRole('heading', { name: 'You are #1 with 940 XP' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('940 XP')).toBeInTheDocument();
    expect(screen.getByText('This week: 1 learner, updated 2 minutes ago; your own XP is live')).toBeInTheDocument();
  });

  it('never says "no one is on this board" beside my live rank on it', async () => {
    const me = { rank: 1, position: 1, xp: 550, neighbours: [] };
    const { store } = await signedInStore(sampleUser(), {
      'GET /api/leaderboard': (request: StubRequest) => ({
        ...board(request, me),
        total: 0,
        items: [],
        refreshedAt: null,
      }),
    });
    renderRoute('/leaderboard', { store });
    expect(await screen.findByRole('heading', { name: 'You are #1 with 550 XP' })).toBeInTheDocument();
    expect(screen.getByText('You will be on the list at its next update.')).toBeInTheDocument();
    expect(screen.queryByText('No one is on this board yet.')).not.toBeInTheDocument();
  });

  it('says how to get on the board, and offers a retry when it cannot load', async () => {
    let fail = true;
    const { store } = await signedInStore(sampleUser(), {
      'GET /api/leaderboard': (request: StubRequest) =>
        fail ? new Response('{}', { status: 503 }) : { ...board(request), items: [], total: 0 },
    });
    renderRoute('/leaderboard', { store });
    expect(await screen.findByText('The leaderboard could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No one is on this board yet.')).toBeInTheDocument();
    expect(screen.getByText('You are not on this board yet')).toBeInTheDocument();
  });
});

function league(overrides: Partial<LeagueResponse> = {}): LeagueResponse {
  return {
    joined: true,
    tier: 2,
    tierName: 'Gold',
    tiers: ['Bronze', 'Silver', 'Gold', 'Sapphire', 'Ruby', 'Emerald', 'Diamond'],
    weekStart: '2026-11-23',
    weekEndsAt: new Date(Date.now() + (2 * 24 + 5) * 3_600_000 + 30_000).toISOString(),
    promoteCount: 7,
    demoteCount: 5,
    groupSize: 30,
    group: Array.from({ length: 14 }, (_, i) => ({
      position: i + 1,
      xp: 500 - i * 30,
      anonymous: false,
      handle: i === 3 || i === 4 ? null : `rival${i + 1}`,
      fullName: i === 0 ? 'Grace Hopper' : null,
      profilePicUrl: null,
      isMe: i === 3,
      zone: i < 7 ? 'promotion' : i >= 9 ? 'demotion' : 'safe',
    })),
    history: [{ weekStart: '2026-11-16', tier: 1, tierName: 'Silver', position: 2, xp: 640, outcome: 'promoted' }],
    ...overrides,
  };
}

describe('/leaderboard-new (weekly leagues)', () => {
  it('offers to join, explaining the rules, and joins with one click', async () => {
    const { store, api } = await signedInStore(sampleUser(), {
      'GET /api/leagues/me': league({ joined: false, tier: null, tierName: null, group: [], history: [] }),
      'POST /api/leagues/me': league(),
    });
    renderRoute('/leaderboard-new', { store });
    expect(await screen.findByRole('heading', { name: 'Join the leagues' })).toBeInTheDocument();
    expect(screen.getByText(/the top 7 move up a tier and the bottom 5 move down/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Join this week's league" }));
    expect(await screen.findByRole('heading', { name: 'Gold group' })).toBeInTheDocument();
    expect(api.calls('POST /api/leagues/me')).toHaveLength(1);
  });

  it('shows my group with the promotion and demotion lines, the time left and my history; leaving is one click', async () => {
    const { store, api } = await signedInStore(sampleUser({ username: 'ada' }), {
      'GET /api/leagues/me': league(),
      'DELETE /api/leagues/me': league({ joined: false, tier: null, tierName: null, group: [] }),
    });
    renderRoute('/leaderboard-new', { store });
    const group = await screen.findByRole('table', { name: 'Your Gold group this week' });
    const rows = within(group).getAllByRole('row');
    const labels = rows.map((row) => row.textContent);
    expect(labels.indexOf('Promotion zone ends')).toBe(8); // header + 7 promoted places
    expect(labels.indexOf('Demotion zone')).toBe(11); // then places 8 and 9
    // Named by display name, else handle, else a neutral label; my own row without a public name
    // by the name I see elsewhere (as the dashboard greets me: from my session, the API sends no username).
    expect(within(group).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/@rival1');
    expect(within(group).getByRole('link', { name: '@rival2' })).toHaveAttribute('href', '/@rival2');
    expect(within(rows[5]).getByText('Learner')).toBeInTheDocument(); // 5th: no name, no handle
    const mine = within(group).getByText('You').closest('tr')!;
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(within(mine).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('4 of 14')).toBeInTheDocument();
    expect(screen.getByText('2 days 5 hours')).toBeInTheDocument();
    expect(screen.getByText('Promoted')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave the leagues' }));
    expect(await screen.findByRole('heading', { name: 'Join the leagues' })).toBeInTheDocument();
    expect(api.calls('DELETE /api/leagues/me')).toHaveLength(1);
  });

  it('explains the leagues to a signed-out visitor and leads to sign in, without calling the API', async () => {
    const api = stubApi({});
    testStore({ provider: null });
    renderRoute('/leaderboard-new');
    expect(await screen.findByRole('heading', { name: 'Compete with learners at your level' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute('href', '/auth');
    expect(api.calls('GET /api/leagues/me')).toHaveLength(0);
  });
});

describe('time left', () => {
  it('reads in days and hours, then hours and minutes, then minutes', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(timeLeft('2026-11-30T00:00:00Z', now)).toBe('5 days 12 hours');
    expect(timeLeft('2026-11-24T13:01:00Z', now)).toBe('1 hour 1 minute');
    expect(timeLeft('2026-11-24T12:08:30Z', now)).toBe('8 minutes');
    expect(timeLeft('2026-11-24T11:00:00Z', now)).toBe('0 minutes');
  });
});
