import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { LearnerProgressFacade } from '../src/modules/activity/index.js';
import type { Board } from '../src/modules/activity/domain/leaderboard.js';
import { LeaderboardRepository } from '../src/modules/activity/domain/leaderboard.repository.js';
import type { ActivityDb } from '../src/modules/activity/infrastructure/persistence/activity-db.js';
import { lockBoardRebuild } from '../src/modules/activity/infrastructure/persistence/sql-leaderboard.repository.js';
import { typedSql } from '../src/platform/database/typed-sql.js';
import {
  csrfAgent,
  eventually,
  registerAndLogin,
  startTestApp,
  unique,
  type SignedIn,
  type TestApp,
  requestsAs,
} from './support/test-app.js';

/** Issue 12: leaderboards from snapshots, the caller's rank and neighbours, privacy, and XP paid once. */
describe('leaderboards', () => {
  let t: TestApp;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  let progress: LearnerProgressFacade;
  let boards: LeaderboardRepository;
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const award = (who: SignedIn, achievement: string, amount: number) =>
    progress.awardXp(who.user.id, { achievement, amount, reason: 'Leaderboard test' });
  /** A learner with a public handle (not their sign-in username), as public lists name them. */
  const withHandle = async (who: SignedIn) => {
    const handle = unique('h');
    await as(who).put('/api/users/me/handle').send({ handle }).expect(200);
    return Object.assign(who, { handle });
  };

  beforeAll(async () => {
    t = await startTestApp();
    csrf = await csrfAgent(t.http);
    progress = t.app.get(LearnerProgressFacade);
    boards = t.app.get(LeaderboardRepository);
  });
  afterAll(() => t.close());

  it('pays an achievement once, however many duplicate awards race', async () => {
    const me = await registerAndLogin(t.http);
    const key = `exam:${unique('race')}`;
    const results = await Promise.all(Array.from({ length: 6 }, () => award(me, key, 100)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await as(me).get('/api/users/stats').expect(200)).body.totalXpEarned).toBe(100);
    await expect(award(me, 'Not A Key', 5)).rejects.toMatchObject({ code: 'ACHIEVEMENT_INVALID' });
    await expect(award(me, 'exam:ok', 0)).rejects.toMatchObject({ code: 'XP_AMOUNT_INVALID' });
  });

  it('ranks learners by XP this week, shows my rank with neighbours, and hides those who hide their activity', async () => {
    const leader = await withHandle(await registerAndLogin(t.http));
    const second = await withHandle(await registerAndLogin(t.http));
    const hidden = await withHandle(await registerAndLogin(t.http));
    const newcomer = await registerAndLogin(t.http);
    await award(leader, 'problem:lb-a', 10_000);
    await award(leader, 'problem:lb-b', 9_999);
    await award(second, 'problem:lb-c', 9_000);
    await award(hidden, 'problem:lb-d', 9_000);
    await as(hidden)
      .patch('/api/users/me/settings')
      .send({ privacy: { showActivity: false } })
      .expect(200);
    await boards.refresh(new Date());

    const page = (await as(second).get('/api/leaderboard?board=week&pageSize=10').expect(200)).body;
    expect(page).toMatchObject({ board: 'week', page: 1, pageSize: 10 });
    expect(page.refreshedAt).not.toBeNull();
    expect(page.items[0]).toMatchObject({
      rank: 1,
      position: 1,
      xp: 19_999,
      handle: leader.handle,
      anonymous: false,
      isMe: false,
    });
    const mine = page.items.find((row: { isMe: boolean }) => row.isMe);
    expect(mine).toMatchObject({ xp: 9_000, handle: second.handle });
    // Equal XP, equal rank; the hidden learner shows as anonymous, without name or handle.
    const tied = page.items.filter((row: { xp: number }) => row.xp === 9_000);
    expect(tied).toHaveLength(2);
    expect(new Set(tied.map((row: { rank: number }) => row.rank)).size).toBe(1);
    expect(tied.find((row: { isMe: boolean }) => !row.isMe)).toMatchObject({
      anonymous: true,
      handle: null,
      fullName: null,
    });
    expect(JSON.stringify(page)).not.toContain(hidden.handle);
    expect(page.me).toMatchObject({ rank: mine.rank, xp: 9_000 });
    expect(page.me.neighbours.some((row: { isMe: boolean }) => row.isMe)).toBe(true);
    expect(page.me.neighbours.length).toBeGreaterThanOrEqual(2);

    // A learner without XP this week is not on the board; signed out, there is no "me".
    expect((await as(newcomer).get('/api/leaderboard?board=week').expect(200)).body.me).toBeNull();
    expect((await request(t.http).get('/api/leaderboard').expect(200)).body.me).toBeNull();

    // Showing activity again shows the name at once (the cached page is evicted with the user's row).
    await as(hidden)
      .patch('/api/users/me/settings')
      .send({ privacy: { showActivity: true } })
      .expect(200);
    const again = (await request(t.http).get('/api/leaderboard?board=week&pageSize=10').expect(200)).body;
    expect(again.items.map((row: { handle: string | null }) => row.handle)).toContain(hidden.handle);
  });

  it('moves me at once when I earn XP, past the learners I overtake (they move at the next snapshot), on the all-time board too', async () => {
    const rival = await withHandle(await registerAndLogin(t.http));
    const climber = await withHandle(await registerAndLogin(t.http));
    for (const [key, amount] of [
      ['one', 10_000],
      ['two', 10_000],
      ['three', 5_000],
    ] as const)
      await award(rival, `module:lb/rival-${key}`, amount);
    await award(climber, 'module:lb/one', 50);
    await boards.refresh(new Date());
    const before = (await as(climber).get('/api/leaderboard?board=all').expect(200)).body.me;
    expect(before.xp).toBe(50);

    await award(climber, 'module:lb/two', 10_000);
    await award(climber, 'module:lb/three', 10_000);
    await award(climber, 'module:lb/four', 5_010);
    // My place follows my XP as soon as the award is in (no job run), one lookup in the snapshot.
    const live = await eventually(async () => {
      const me = (await as(climber).get('/api/leaderboard?board=all').expect(200)).body.me;
      expect(me.xp).toBe(25_060);
      return me;
    });
    expect(live.rank).toBeLessThan(before.rank);
    const names = live.neighbours.map((row: { handle: string }) => row.handle);
    expect(names.indexOf(rival.handle)).toBe(names.indexOf(climber.handle) + 1);
    expect(live.neighbours.find((row: { isMe: boolean }) => row.isMe)).toMatchObject({
      rank: live.rank,
      position: live.position,
      xp: 25_060,
    });
    // The rival I passed is shown behind me although the snapshot still has them ahead of my old place.
    expect(live.neighbours[names.indexOf(rival.handle)]).toMatchObject({
      xp: 25_000,
      rank: live.rank + 1,
      position: live.position + 1,
    });

    // One figure per learner on the page too (issue 26, item 5): my own row, still at its
    // snapshot place, shows the XP and rank of "me" (live), not the snapshot's 50.
    const snapshotPage = (
      await as(climber).get(`/api/leaderboard?board=all&pageSize=1&page=${before.position}`).expect(200)
    ).body;
    expect(snapshotPage.items).toEqual([
      expect.objectContaining({ isMe: true, position: before.position, xp: 25_060, rank: live.rank }),
    ]);
    expect(snapshotPage.me).toMatchObject({ xp: 25_060, rank: live.rank });
    // Signed out, the same row is the snapshot's.
    expect(
      (await request(t.http).get(`/api/leaderboard?board=all&pageSize=1&page=${before.position}`).expect(200)).body
        .items[0],
    ).toMatchObject({ xp: 50, isMe: false });

    // The next snapshot agrees with the live place.
    await boards.refresh(new Date());
    const after = (await as(climber).get('/api/leaderboard?board=all').expect(200)).body.me;
    expect(after).toMatchObject({ xp: 25_060, rank: live.rank, position: live.position });
  });

  it('never shows a sign-in username: entries carry the public handle and display name only (issue 26, leftover of item 23)', async () => {
    const named = await withHandle(await registerAndLogin(t.http));
    const bare = await registerAndLogin(t.http); // no handle, no display name
    const shy = await withHandle(await registerAndLogin(t.http));
    await award(named, 'problem:lb-priv-a', 7_000);
    await award(bare, 'problem:lb-priv-b', 6_000);
    await award(shy, 'problem:lb-priv-c', 5_000);
    await as(shy)
      .patch('/api/users/me/settings')
      .send({ privacy: { showActivity: false } })
      .expect(200);
    await boards.refresh(new Date());
    const usernames = [named, bare, shy].map((who) => who.user.username);
    const keys = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(keys)
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([k, v]) => [k, ...keys(v)])
          : [];
    for (const board of ['week', 'month', 'all']) {
      for (const viewer of [undefined, named, bare, shy]) {
        const path = `/api/leaderboard?board=${board}&pageSize=100`;
        const body = (await (viewer ? as(viewer).get(path) : request(t.http).get(path)).expect(200)).body;
        const text = JSON.stringify(body);
        for (const username of usernames) expect(text).not.toContain(username);
        expect(keys(body)).not.toContain('username');
      }
    }
    const rows = (await as(bare).get('/api/leaderboard?board=week&pageSize=100').expect(200)).body.items;
    expect(rows.find((row: { handle: string | null }) => row.handle === named.handle)).toMatchObject({
      anonymous: false,
      xp: 7_000,
    });
    expect(rows.find((row: { isMe: boolean }) => row.isMe)).toMatchObject({
      anonymous: false,
      handle: null,
      fullName: null,
      xp: 6_000,
    });
  });

  it('rebuilds a board one run at a time: a refresh waits while another run holds the board, and each new board swaps in with its indexes', async () => {
    const me = await registerAndLogin(t.http);
    await award(me, 'problem:lb-twice', 4_321);
    const now = new Date();
    // Another run holds the weekly board (lockBoardRebuild, in a transaction of its own).
    const holder = t.app.get(MikroORM).em.fork();
    await holder.begin();
    let refreshing: Promise<Record<Board, number>> | undefined;
    try {
      await lockBoardRebuild(typedSql<ActivityDb>(holder), 'week');
      refreshing = boards.refresh(now);
      await eventually(async () => {
        const [waiting] = await holder.execute<{ n: number }[]>(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
           and objsubid = 1 and objid::bigint = (hashtext('leaderboard-refresh:week')::bigint & 4294967295)`,
        );
        expect(waiting.n).toBe(1);
      });
    } finally {
      await holder.rollback();
    }
    const first = await refreshing;
    expect(first?.week).toBeGreaterThanOrEqual(1);
    // Two at once both finish; each swap renamed the built board's indexes to the live names,
    // which the following rebuild needs free (renameIndex).
    const [second, third] = await Promise.all([boards.refresh(now), boards.refresh(now)]);
    expect([second, third]).toEqual([first, first]);
    for (const board of ['week', 'month', 'all'] as const) {
      expect(await boards.state(board)).toMatchObject({ total: first?.[board] });
      const entry = await boards.entryOf(board, me.user.id);
      expect(entry?.xp).toBeGreaterThanOrEqual(4_321);
      expect(await boards.range(board, entry?.position ?? 0, entry?.position ?? 0)).toEqual([entry]);
    }
  });

  it('refuses unknown boards and out-of-range pages with 400', async () => {
    for (const query of ['board=year', 'page=0', 'pageSize=101', 'page=0x10', 'pageSize=abc', 'board=week&extra=1']) {
      const res = await request(t.http).get(`/api/leaderboard?${query}`).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});
