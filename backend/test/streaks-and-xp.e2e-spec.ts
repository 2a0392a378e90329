import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { LearnerProgressRepository } from '../src/modules/activity/domain/learner-progress.repository.js';
import { LearnerProgressFacade } from '../src/modules/activity/index.js';
import {
  csrfAgent,
  registerAndLogin,
  startTestApp,
  type SignedIn,
  type TestApp,
  requestsAs,
} from './support/test-app.js';

/** Issue 12: streaks with freezes settled by the hourly job, the deadline, the heatmap and XP milestones. */
describe('streaks, freezes and XP', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);
  const as = (who: SignedIn) => requestsAs(csrf, who);
  /** A learning action (a module, an exam, a problem): what their events record, in the learner's time zone. */
  const report = async (who: SignedIn) => {
    const me = (await as(who).get('/api/users/me').expect(200)).body;
    const { advanced } = await t.app
      .get(LearnerProgressRepository)
      .recordActivity(who.user.id, me.timeZone, new Date());
    return { body: { streakAdvanced: advanced } };
  };
  const progressOf = async (who: SignedIn) =>
    (
      await sql<{
        days_streak: number;
        previous_streak: number;
        freezes_held: number;
        through: string | null;
        total_xp: number;
      }>(
        `select days_streak, previous_streak, freezes_held, to_char(streak_through, 'YYYY-MM-DD') as through, total_xp from learner_progress where user_id = ?`,
        [who.user.id],
      )
    )[0];
  /** A learner whose streak, as of `through` (days before today in UTC), is `days` long with `freezes` held. */
  const withStreak = async (
    who: SignedIn,
    { days, freezes, throughDaysAgo }: { days: number; freezes: number; throughDaysAgo: number },
  ) => {
    await sql(
      `insert into learner_progress (user_id, days_streak, longest_streak, freezes_held, last_active_day, streak_through, time_zone)
       values (?, ?, ?, ?, (now() at time zone 'UTC')::date - ?::int, (now() at time zone 'UTC')::date - ?::int, 'UTC')
       on conflict (user_id) do update set days_streak = excluded.days_streak, longest_streak = excluded.longest_streak, freezes_held = excluded.freezes_held,
         last_active_day = excluded.last_active_day, streak_through = excluded.streak_through`,
      [who.user.id, days, days, freezes, throughDaysAgo, throughDaysAgo],
    );
  };

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
  });
  afterAll(() => t.close());

  it('the hourly settlement spends freezes on missed days, ends uncovered streaks, and running it twice equals once', async () => {
    const covered = await registerAndLogin(t.http);
    const short = await registerAndLogin(t.http);
    const ended = await registerAndLogin(t.http);
    const safe = await registerAndLogin(t.http);
    await withStreak(covered, { days: 9, freezes: 2, throughDaysAgo: 3 }); // missed 2 days, holds 2 freezes
    await withStreak(short, { days: 5, freezes: 1, throughDaysAgo: 3 }); // missed 2 days, holds 1
    await withStreak(ended, { days: 4, freezes: 0, throughDaysAgo: 2 }); // missed yesterday
    await withStreak(safe, { days: 3, freezes: 0, throughDaysAgo: 1 }); // yesterday counted: nothing to settle
    const repository = t.app.get(LearnerProgressRepository);
    const now = new Date();
    const first = await repository.settleMissedDays(now);
    expect(first.frozen).toBeGreaterThanOrEqual(1);
    expect(first.ended).toBeGreaterThanOrEqual(2);
    expect(await repository.settleMissedDays(now)).toEqual({ frozen: 0, ended: 0 });

    const [yesterday] = await sql<{ d: string }>(
      `select to_char((now() at time zone 'UTC')::date - 1, 'YYYY-MM-DD') as d`,
    );
    expect(await progressOf(covered)).toMatchObject({ days_streak: 9, freezes_held: 0, through: yesterday.d });
    const frozen = await sql<{ day: string }>(
      `select to_char(day, 'YYYY-MM-DD') as day from streak_freezes where user_id = ? order by day`,
      [covered.user.id],
    );
    expect(frozen.map((f) => f.day)).toEqual([
      (await sql<{ d: string }>(`select to_char((now() at time zone 'UTC')::date - 2, 'YYYY-MM-DD') as d`))[0].d,
      yesterday.d,
    ]);
    expect(await progressOf(short)).toMatchObject({ days_streak: 0, previous_streak: 5, freezes_held: 1 });
    expect(await progressOf(ended)).toMatchObject({ days_streak: 0, previous_streak: 4 });
    expect(await progressOf(safe)).toMatchObject({ days_streak: 3, previous_streak: 0 });
    // What the learner reads agrees, at once (the caches were told).
    expect((await as(covered).get('/api/users/stats').expect(200)).body.daysStreak).toBe(9);
    expect((await as(ended).get('/api/users/stats').expect(200)).body.daysStreak).toBe(0);
  });

  it('settles each learner at their own midnight', async () => {
    const east = await registerAndLogin(t.http);
    const west = await registerAndLogin(t.http);
    await as(east).patch('/api/users/me/settings').send({ timeZone: 'Pacific/Kiritimati' }).expect(200);
    await as(west).patch('/api/users/me/settings').send({ timeZone: 'Etc/GMT+12' }).expect(200);
    // Both streaks cover through 2027-01-01. At 2027-01-02T12:00Z it is already Jan 3 (02:00) in
    // Kiritimati (UTC+14), so Jan 2 was missed there; in UTC-12 it is still Jan 2 (00:00).
    for (const who of [east, west]) {
      await sql(
        `insert into learner_progress (user_id, days_streak, longest_streak, last_active_day, streak_through, time_zone)
         values (?, 5, 5, '2027-01-01', '2027-01-01', (select time_zone from users where id = ?))
         on conflict (user_id) do update set days_streak = 5, longest_streak = 5, last_active_day = '2027-01-01', streak_through = '2027-01-01', time_zone = excluded.time_zone`,
        [who.user.id, who.user.id],
      );
    }
    await t.app.get(LearnerProgressRepository).settleMissedDays(new Date('2027-01-02T12:00:00Z'));
    expect((await progressOf(east)).days_streak).toBe(0);
    expect((await progressOf(west)).days_streak).toBe(5);
  });

  it('tells the learner the deadline of the next learning action in their own time zone', async () => {
    const me = await registerAndLogin(t.http);
    await as(me).patch('/api/users/me/settings').send({ timeZone: 'Asia/Kolkata' }).expect(200);
    const before = (await as(me).get('/api/progress/me/streak').expect(200)).body;
    expect(before).toMatchObject({
      daysStreak: 0,
      todayDone: false,
      deadline: null,
      timeZone: 'Asia/Kolkata',
      maxFreezes: 2,
      freezeEveryDays: 7,
    });
    await report(me);
    const after = (await as(me).get('/api/progress/me/streak').expect(200)).body;
    expect(after).toMatchObject({ daysStreak: 1, todayDone: true, freezesHeld: 0 });
    // Today counts, so the next action is due before tomorrow's midnight in Kolkata (18:30 UTC).
    const deadline = new Date(after.deadline);
    expect(deadline.toISOString().slice(11)).toBe('18:30:00.000Z');
    const hoursLeft = (deadline.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(24);
    expect(hoursLeft).toBeLessThanOrEqual(48);
  });

  it('a 7th day pays the streak milestone once and earns a freeze, however many reports race', async () => {
    const me = await registerAndLogin(t.http);
    await withStreak(me, { days: 6, freezes: 0, throughDaysAgo: 1 });
    const results = await Promise.all(Array.from({ length: 4 }, () => report(me)));
    expect(results.filter((r) => r.body.streakAdvanced)).toHaveLength(1);
    expect(await progressOf(me)).toMatchObject({ days_streak: 7, freezes_held: 1, total_xp: 20 });
    expect((await as(me).get('/api/users/me').expect(200)).body.totalXpEarned).toBe(20);
    const history = (await as(me).get('/api/progress/me/xp').expect(200)).body.items;
    expect(history).toEqual([expect.objectContaining({ achievement: 'streak:7', amount: 20, reason: '7-day streak' })]);
    // A rebuilt streak reaching 7 again pays nothing more.
    await withStreak(me, { days: 6, freezes: 0, throughDaysAgo: 1 });
    await sql(`update learner_progress set last_active_day = (now() at time zone 'UTC')::date - 1 where user_id = ?`, [
      me.user.id,
    ]);
    await report(me);
    expect(await progressOf(me)).toMatchObject({ days_streak: 7, total_xp: 20 });
  });

  it('a module done on the 7th day answers with the streak it made and the milestone in the total, once however many requests race', async () => {
    const me = await registerAndLogin(t.http);
    await withStreak(me, { days: 6, freezes: 0, throughDaysAgo: 1 });
    const done = await Promise.all(
      Array.from({ length: 4 }, () =>
        as(me).put('/api/roadmaps/frontend/modules/git-basics/status').send({ status: 'done' }),
      ),
    );
    expect(done.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // One answer made the award, already counted: the module's 50 XP and the 7-day milestone's 20.
    expect(done.map((r) => r.body.award).filter((award) => award !== null)).toEqual([
      { status: 'delivered', xp: 50, totalXp: 70, daysStreak: 7, longestStreak: 7 },
    ]);
    expect(await progressOf(me)).toMatchObject({ days_streak: 7, freezes_held: 1, total_xp: 70 });
  });

  it('the heatmap lists learning days, frozen days and XP per day; bad ranges are refused', async () => {
    const me = await registerAndLogin(t.http);
    await report(me);
    await t.app
      .get(LearnerProgressFacade)
      .awardXp(me.user.id, { achievement: 'exam:calendar', amount: 35, reason: 'Exam passed' });
    await t.app
      .get(LearnerProgressFacade)
      .awardXp(me.user.id, { achievement: 'module:calendar/one', amount: 50, reason: 'Module done' });
    const calendar = (await as(me).get('/api/progress/me/calendar?days=30').expect(200)).body;
    expect(calendar.active).toEqual([calendar.to]);
    expect(calendar.frozen).toEqual([]);
    expect(calendar.xp).toEqual([{ day: calendar.to, xp: 85 }]);
    const [{ n }] = await sql<{ n: number }>(`select ((?::date - ?::date) + 1)::int as n`, [
      calendar.to,
      calendar.from,
    ]);
    expect(n).toBe(30);
    for (const days of ['5', '372', '0x10', 'abc', '30.5']) {
      expect((await as(me).get(`/api/progress/me/calendar?days=${days}`).expect(400)).body.code).toBe(
        'VALIDATION_FAILED',
      );
    }
    await request(t.http).get('/api/progress/me/calendar').expect(401);
  });

  it('serves the XP table to anyone', async () => {
    const rules = (await request(t.http).get('/api/xp/rules').expect(200)).body.items;
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'exam:<roadmap>', xp: 100 }),
        expect.objectContaining({ key: 'streak:7', xp: 20 }),
      ]),
    );
  });
});
