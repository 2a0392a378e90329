import { MikroORM } from '@mikro-orm/postgresql';
import { LeagueRepository } from '../src/modules/activity/domain/league.repository.js';
import { outcomeOf } from '../src/modules/activity/domain/league.js';
import { LearnerProgressFacade } from '../src/modules/activity/index.js';
import {
  csrfAgent,
  registerAndLogin,
  startTestApp,
  unique,
  type SignedIn,
  type TestApp,
  requestsAs,
} from './support/test-app.js';

/** Issue 12: weekly leagues, opt-in, groups by tier, promotion and demotion settled once a week. */
describe('weekly leagues', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  let leagues: LeagueRepository;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);
  const as = (who: SignedIn) => requestsAs(csrf, who);
  /** A learner with a public handle (not their sign-in username), as public lists name them. */
  const withHandle = async (who: SignedIn) => {
    const handle = unique('h');
    await as(who).put('/api/users/me/handle').send({ handle }).expect(200);
    return Object.assign(who, { handle });
  };

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
    leagues = t.app.get(LeagueRepository);
  });
  afterAll(() => t.close());

  it('is opt-in: joining places me in a Bronze group this week, twice at once is once, and leaving is one call', async () => {
    const me = await registerAndLogin(t.http);
    const before = (await as(me).get('/api/leagues/me').expect(200)).body;
    expect(before).toMatchObject({
      joined: false,
      tier: null,
      group: [],
      promoteCount: 7,
      demoteCount: 5,
      groupSize: 30,
    });
    expect(new Date(before.weekEndsAt).getUTCDay()).toBe(1); // a Monday, 00:00 UTC
    const joins = await Promise.all([
      as(me).post('/api/leagues/me'),
      as(me).post('/api/leagues/me'),
      as(me).post('/api/leagues/me'),
    ]);
    expect(joins.map((r) => r.status)).toEqual([200, 200, 200]);
    const joined = joins[0].body;
    expect(joined).toMatchObject({ joined: true, tier: 0, tierName: 'Bronze' });
    expect(joined.group.filter((m: { isMe: boolean }) => m.isMe)).toHaveLength(1);
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from league_placements where user_id = ?', [
      me.user.id,
    ]);
    expect(n).toBe(1);

    const left = (await as(me).delete('/api/leagues/me').expect(200)).body;
    expect(left).toMatchObject({ joined: false, group: [] });
    await as(me).delete('/api/leagues/me').expect(200);
    // Rejoining keeps the tier.
    await sql('update league_members set tier = 3 where user_id = ?', [me.user.id]);
    expect((await as(me).post('/api/leagues/me').expect(200)).body).toMatchObject({
      joined: true,
      tier: 3,
      tierName: 'Sapphire',
    });
    await as(me).delete('/api/leagues/me').expect(200);
  });

  it("ranks my group by this week's XP, with the promotion and demotion zones, hiding learners who hide their activity", async () => {
    const [first, second, shy] = [
      await withHandle(await registerAndLogin(t.http)),
      await withHandle(await registerAndLogin(t.http)),
      await withHandle(await registerAndLogin(t.http)),
    ];
    for (const who of [first, second, shy]) await as(who).post('/api/leagues/me').expect(200);
    await as(shy)
      .patch('/api/users/me/settings')
      .send({ privacy: { showActivity: false } })
      .expect(200);
    const progress = t.app.get(LearnerProgressFacade);
    await progress.awardXp(first.user.id, { achievement: 'exam:league-a', amount: 300, reason: 'Exam passed' });
    await progress.awardXp(second.user.id, { achievement: 'exam:league-b', amount: 120, reason: 'Exam passed' });
    const group = (await as(second).get('/api/leagues/me').expect(200)).body.group as Array<Record<string, unknown>>;
    const names = group.map((m) => m.handle);
    expect(names.indexOf(first.handle)).toBeLessThan(names.indexOf(second.handle));
    expect(group.find((m) => m.handle === first.handle)).toMatchObject({ xp: 300, zone: 'promotion', isMe: false });
    expect(group.find((m) => m.isMe)).toMatchObject({ xp: 120, handle: second.handle });
    expect(JSON.stringify(group)).not.toContain(shy.handle);
    // No member's sign-in username, in any field (issue 26, leftover of item 23): handle and display name only.
    for (const who of [first, second, shy]) expect(JSON.stringify(group)).not.toContain(who.user.username);
    expect(group.every((m) => !('username' in m))).toBe(true);
    expect(group.some((m) => m.anonymous === true)).toBe(true);
    for (const who of [first, second, shy]) await as(who).delete('/api/leagues/me').expect(200);
  });

  it('settles a finished week once: the top with XP move up, the bottom move down, the history records it', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => registerAndLogin(t.http)));
    for (const who of members) await as(who).post('/api/leagues/me').expect(200);
    const ids = members.map((m) => m.user.id);
    await sql(`update league_members set tier = 2 where user_id = any(?::int[])`, [`{${ids.join(',')}}`]);
    // A week long past, placed like any other: the 12 Gold members form one group.
    const week = '2020-01-06';
    expect((await leagues.runWeek(week)).placed).toBeGreaterThanOrEqual(12);
    const [{ groups }] = await sql<{ groups: number }>(
      `select count(distinct group_id)::int as groups from league_placements where week_start = ? and user_id = any(?::int[])`,
      [week, `{${ids.join(',')}}`],
    );
    expect(groups).toBe(1);
    // XP earned that week: 9 of them, all different; three earn nothing.
    const earned = ids.map((_, i) => (i < 9 ? 500 - i * 40 : 0));
    for (const [i, id] of ids.entries()) {
      if (earned[i])
        await sql(
          `insert into xp_ledger (user_id, achievement, amount, reason, awarded_at) values (?, ?, ?, 'test', '2020-01-08T12:00:00Z')`,
          [id, `exam:old-week-${i}`, earned[i]],
        );
    }
    const outcome = await leagues.runWeek('2020-01-13');
    expect(outcome.settled).toEqual([week]);
    expect(await leagues.runWeek('2020-01-13')).toEqual({ settled: [], placed: 0 });

    const results = await sql<{
      user_id: number;
      final_position: number;
      final_xp: number;
      outcome: string;
      tier: number;
    }>(
      `select p.user_id, p.final_position, p.final_xp, p.outcome, m.tier from league_placements p join league_members m using (user_id)
       where p.week_start = ? and p.user_id = any(?::int[]) order by p.final_position`,
      [week, `{${ids.join(',')}}`],
    );
    expect(results.map((r) => r.final_xp)).toEqual([...earned].sort((a, b) => b - a));
    for (const r of results) {
      expect(r.outcome).toBe(outcomeOf(r.final_position, 12, r.final_xp, 2));
      expect(r.tier).toBe(r.outcome === 'promoted' ? 3 : r.outcome === 'demoted' ? 1 : 2);
    }
    expect(results.filter((r) => r.outcome === 'promoted')).toHaveLength(7);
    expect(results.filter((r) => r.outcome === 'demoted')).toHaveLength(5);
    const history = (await as(members[0]).get('/api/leagues/me').expect(200)).body.history;
    expect(history[0]).toMatchObject({
      weekStart: week,
      tier: 2,
      tierName: 'Gold',
      position: 1,
      xp: 500,
      outcome: 'promoted',
    });
  });

  it('refuses the league routes signed out', async () => {
    await csrf.agent.get('/api/leagues/me').expect(401);
    await csrf.agent.post('/api/leagues/me').set('X-CSRF-Token', csrf.token).expect(401);
  });
});
