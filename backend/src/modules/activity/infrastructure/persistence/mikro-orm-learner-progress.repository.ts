import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { RowCache } from '../../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../../platform/cache/row-change-feed.js';
import { LearnerProgress, NO_PROGRESS, type ProgressSnapshot, type XpAward } from '../../domain/learner-progress.js';
import { LearnerProgressRepository, type AchievementStanding } from '../../domain/learner-progress.repository.js';
import { streakMilestone } from '../../domain/xp-rules.js';

const TABLE = 'learner_progress';

function snapshotOf(progress: LearnerProgress): ProgressSnapshot {
  return Object.freeze({
    totalXpEarned: progress.totalXpEarned,
    daysStreak: progress.daysStreak,
    longestStreak: progress.longestStreak,
    lastActiveDay: progress.lastActiveDay,
    lastAccessedAt: progress.lastAccessedAt ? new Date(progress.lastAccessedAt) : null,
    completedModules: Object.freeze([...progress.completedModules]),
    previousStreak: progress.previousStreak,
    freezesHeld: progress.freezesHeld,
    streakThrough: progress.streakThrough,
    timeZone: progress.timeZone,
  });
}

@Injectable()
export class MikroOrmLearnerProgressRepository extends LearnerProgressRepository {
  /** Views by user id, the zeros included; any change to the learner's row (insert too) evicts it everywhere. */
  private readonly views: RowCache<{ view: ProgressSnapshot }>;

  constructor(
    private readonly em: EntityManager,
    private readonly feed: RowChangeFeed,
    config: AppConfig,
  ) {
    super();
    this.views = new RowCache(feed, { tables: [TABLE], max: 50_000, ttlMs: config.cacheTtlMs });
  }

  async view(userId: number): Promise<ProgressSnapshot> {
    const cached = await this.views.get(String(userId), [`${TABLE}:${userId}`], async () => {
      const progress = await this.em.findOne(LearnerProgress, { userId }, { disableIdentityMap: true });
      return { view: progress ? snapshotOf(progress) : NO_PROGRESS };
    });
    return cached?.view ?? NO_PROGRESS;
  }

  async viewMany(userIds: readonly number[]): Promise<Map<number, ProgressSnapshot>> {
    const views = new Map<number, ProgressSnapshot>(userIds.map((id) => [id, NO_PROGRESS]));
    if (!userIds.length) return views;
    const rows = await this.em.find(LearnerProgress, { userId: { $in: [...userIds] } }, { disableIdentityMap: true });
    for (const row of rows) views.set(row.userId, snapshotOf(row));
    return views;
  }

  async recordActivity(
    userId: number,
    timeZone: string,
    now: Date,
  ): Promise<{ progress: LearnerProgress; advanced: boolean }> {
    const outcome = await this.em.transactional(async (em) => {
      // The row exists before it is locked: two first activities at once serialise on it.
      await em.execute(`insert into ${TABLE} (user_id, time_zone) values (?, ?) on conflict (user_id) do nothing`, [
        userId,
        timeZone,
      ]);
      const progress = await em.findOneOrFail(
        LearnerProgress,
        { userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const { advanced, frozenDays } = progress.recordActivity(now, timeZone);
      const milestone = advanced ? streakMilestone(progress.daysStreak) : null;
      if (milestone && (await this.appendToLedger(em, userId, milestone))) progress.totalXpEarned += milestone.amount;
      await em.flush();
      await em.execute('insert into activity_days (user_id, day) values (?, ?) on conflict do nothing', [
        userId,
        progress.lastActiveDay,
      ]);
      if (frozenDays.length) {
        await em.execute(
          'insert into streak_freezes (user_id, day) select ?, unnest(?::date[]) on conflict do nothing',
          [userId, `{${frozenDays.join(',')}}`],
        );
      }
      return { progress, advanced };
    });
    this.feed.announce(TABLE, [userId]);
    return outcome;
  }

  async recordVisit(userId: number, timeZone: string, now: Date): Promise<ProgressSnapshot> {
    await this.em.execute(
      `insert into ${TABLE} (user_id, time_zone, last_accessed_at, updated_at) values (?, ?, ?, now())
       on conflict (user_id) do update set last_accessed_at = greatest(${TABLE}.last_accessed_at, excluded.last_accessed_at), updated_at = now()`,
      [userId, timeZone, now],
    );
    this.feed.announce(TABLE, [userId]);
    const progress = await this.em.findOneOrFail(LearnerProgress, { userId }, { disableIdentityMap: true });
    return snapshotOf(progress);
  }

  async days(
    userId: number,
    from: string,
    to: string,
    timeZone: string,
  ): Promise<{ active: string[]; frozen: string[]; xp: Array<{ day: string; xp: number }> }> {
    const rows = await this.em.execute<{ day: string; frozen: boolean }[]>(
      `select to_char(day, 'YYYY-MM-DD') as day, false as frozen from activity_days where user_id = ? and day between ? and ?
       union all
       select to_char(day, 'YYYY-MM-DD'), true from streak_freezes where user_id = ? and day between ? and ?
       order by 1`,
      [userId, from, to, userId, from, to],
    );
    // XP by the learner's own day (the carried-over opening balance belongs to no day).
    const xp = await this.em.execute<{ day: string; xp: number }[]>(
      `select to_char((awarded_at at time zone ?)::date, 'YYYY-MM-DD') as day, sum(amount)::int as xp from xp_ledger
       where user_id = ? and achievement <> 'opening-balance'
         and awarded_at >= (?::date)::timestamp at time zone ? and awarded_at < (?::date + 1)::timestamp at time zone ?
       group by 1 order by 1`,
      [timeZone, userId, from, timeZone, to, timeZone],
    );
    return {
      active: rows.filter((r) => !r.frozen).map((r) => r.day),
      frozen: rows.filter((r) => r.frozen).map((r) => r.day),
      xp,
    };
  }

  async changeTimeZone(userId: number, timeZone: string): Promise<void> {
    const changed = await this.em.transactional(async (em) => {
      const progress = await em.findOne(
        LearnerProgress,
        { userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!progress || progress.timeZone === timeZone) return false;
      progress.changeTimeZone(timeZone);
      await em.flush();
      return true;
    });
    if (changed) this.feed.announce(TABLE, [userId]);
  }

  /** Appends an award unless the learner has that achievement (the ledger's unique key decides, also under races). */
  private async appendToLedger(em: EntityManager, userId: number, award: XpAward): Promise<boolean> {
    const inserted = await em.execute<{ id: string }[]>(
      `insert into xp_ledger (user_id, achievement, amount, reason) values (?, ?, ?, ?) on conflict (user_id, achievement) do nothing returning id`,
      [userId, award.achievement, award.amount, award.reason],
    );
    return inserted.length > 0;
  }

  async completeModule(userId: number, moduleKey: string, award: XpAward): Promise<boolean> {
    const awarded = await this.em.transactional(async (em) => {
      const paid = await this.appendToLedger(em, userId, award);
      await em.execute(
        `insert into ${TABLE} (user_id, total_xp, completed_modules) values (?, ?, array[?]::text[])
         on conflict (user_id) do update set total_xp = ${TABLE}.total_xp + excluded.total_xp,
           completed_modules = case when ? = any(${TABLE}.completed_modules) then ${TABLE}.completed_modules
                                    else array_append(${TABLE}.completed_modules, ?) end,
           updated_at = now()`,
        [userId, paid ? award.amount : 0, moduleKey, moduleKey, moduleKey],
      );
      return paid;
    });
    this.feed.announce(TABLE, [userId]);
    return awarded;
  }

  async award(userId: number, award: XpAward): Promise<boolean> {
    const awarded = await this.em.transactional(async (em) => {
      if (!(await this.appendToLedger(em, userId, award))) return false;
      await em.execute(
        `insert into ${TABLE} (user_id, total_xp) values (?, ?) on conflict (user_id) do update set total_xp = ${TABLE}.total_xp + excluded.total_xp, updated_at = now()`,
        [userId, award.amount],
      );
      return true;
    });
    if (awarded) this.feed.announce(TABLE, [userId]);
    return awarded;
  }

  async settleMissedDays(now: Date): Promise<{ frozen: number; ended: number }> {
    // One statement: the learners with missed days (the day before yesterday or earlier is the
    // last their streak covers, in their own zone), then, on disjoint rows, the freezes spent and
    // the streaks ended. Afterwards no row matches `due` any more: a second run does nothing.
    const [row] = await this.em.execute<{ frozen: number; ended: number; ids: number[] | null }[]>(
      `with due as (
         select user_id, ((?::timestamptz at time zone time_zone)::date - 1) as yesterday,
                ((?::timestamptz at time zone time_zone)::date - 1) - streak_through as missed
         from ${TABLE}
         where days_streak > 0 and streak_through < ((?::timestamptz at time zone time_zone)::date - 1)
       ),
       frozen as (
         update ${TABLE} p set freezes_held = p.freezes_held - d.missed, streak_through = d.yesterday, updated_at = now()
         from due d where p.user_id = d.user_id and p.freezes_held >= d.missed
         returning p.user_id, d.yesterday, d.missed
       ),
       covered as (
         insert into streak_freezes (user_id, day)
         select f.user_id, (f.yesterday - k) from frozen f, generate_series(0, f.missed - 1) as k
         on conflict do nothing
       ),
       ended as (
         update ${TABLE} p set previous_streak = p.days_streak, days_streak = 0, updated_at = now()
         from due d where p.user_id = d.user_id and p.freezes_held < d.missed
         returning p.user_id
       )
       select (select count(*)::int from frozen) as frozen, (select count(*)::int from ended) as ended,
              (select array_agg(user_id) from (select user_id from frozen union all select user_id from ended limit 101) as changed) as ids`,
      [now, now, now],
    );
    const changed = row.frozen + row.ended;
    if (changed) this.feed.announce(TABLE, changed > 100 ? null : (row.ids ?? []));
    return { frozen: row.frozen, ended: row.ended };
  }

  async achievement(userId: number, achievement: string): Promise<AchievementStanding> {
    const [row] = await this.em.execute<
      { amount: number | null; total_xp: number | null; days_streak: number | null; longest_streak: number | null }[]
    >(
      `select (select amount from xp_ledger where user_id = ? and achievement = ?) as amount,
              p.total_xp, p.days_streak, p.longest_streak
       from (select 1) as one left join ${TABLE} p on p.user_id = ?`,
      [userId, achievement, userId],
    );
    return {
      amount: row?.amount ?? null,
      totalXpEarned: row?.total_xp ?? 0,
      daysStreak: row?.days_streak ?? 0,
      longestStreak: row?.longest_streak ?? 0,
    };
  }

  async recentAwards(userId: number, limit: number): Promise<Array<XpAward & { awardedAt: Date }>> {
    const rows = await this.em.execute<
      { achievement: string; amount: number; reason: string; awarded_at: Date | string }[]
    >(
      'select achievement, amount, reason, awarded_at from xp_ledger where user_id = ? order by awarded_at desc, id desc limit ?',
      [userId, limit],
    );
    return rows.map((r) => ({
      achievement: r.achievement,
      amount: r.amount,
      reason: r.reason,
      awardedAt: new Date(r.awarded_at),
    }));
  }

  async activeLearnersPerDay(from: string): Promise<Array<{ day: string; count: number }>> {
    // activity_days_day_index: one index range per day, not the whole table.
    return this.em.execute<Array<{ day: string; count: number }>>(
      `select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as count from activity_days where day >= ?::date group by day order by day`,
      [from],
    );
  }
}
