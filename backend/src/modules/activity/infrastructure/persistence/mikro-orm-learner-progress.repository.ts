import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { RowCache } from '../../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../../platform/cache/row-change-feed.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { LearnerProgress, NO_PROGRESS, type ProgressSnapshot, type XpAward } from '../../domain/learner-progress.js';
import { LearnerProgressRepository, type AchievementStanding } from '../../domain/learner-progress.repository.js';
import { streakMilestone } from '../../domain/xp-rules.js';
import type { ActivityDb } from './activity-db.js';

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

  private get db() {
    return typedSql<ActivityDb>(this.em);
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
      const db = typedSql<ActivityDb>(em);
      await db
        .insertInto('learner_progress')
        .values({ user_id: userId, time_zone: timeZone })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      const progress = await em.findOneOrFail(
        LearnerProgress,
        { userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const { advanced, frozenDays } = progress.recordActivity(now, timeZone);
      const milestone = advanced ? streakMilestone(progress.daysStreak) : null;
      if (milestone && (await this.appendToLedger(em, userId, milestone))) progress.totalXpEarned += milestone.amount;
      await em.flush();
      // A learning action always sets the learner's active day.
      const day = progress.lastActiveDay as string;
      await db
        .insertInto('activity_days')
        .values({ user_id: userId, day })
        .onConflict((oc) => oc.doNothing())
        .execute();
      if (frozenDays.length) {
        await db
          .insertInto('streak_freezes')
          .values(frozenDays.map((frozen) => ({ user_id: userId, day: frozen })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      return { progress, advanced };
    });
    this.feed.announce(TABLE, [userId]);
    return outcome;
  }

  async recordVisit(userId: number, timeZone: string, now: Date): Promise<ProgressSnapshot> {
    await this.db
      .insertInto('learner_progress')
      .values({ user_id: userId, time_zone: timeZone, last_accessed_at: now, updated_at: sql<string>`now()` })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          last_accessed_at: eb.fn('greatest', ['learner_progress.last_accessed_at', 'excluded.last_accessed_at']),
          updated_at: sql<string>`now()`,
        })),
      )
      .execute();
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
    const rows = await this.db
      .selectFrom('activity_days')
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), sql<boolean>`false`.as('frozen')])
      .where('user_id', '=', userId)
      .where((eb) => eb.between('day', from, to))
      .unionAll(
        this.db
          .selectFrom('streak_freezes')
          .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), sql<boolean>`true`.as('frozen')])
          .where('user_id', '=', userId)
          .where((eb) => eb.between('day', from, to)),
      )
      .orderBy(sql`1`)
      .execute();
    // XP by the learner's own day (the carried-over opening balance belongs to no day).
    const xp = await this.db
      .selectFrom('xp_ledger')
      .select([
        sql<string>`to_char((awarded_at at time zone ${timeZone})::date, 'YYYY-MM-DD')`.as('day'),
        sql<number>`sum(amount)::int`.as('xp'),
      ])
      .where('user_id', '=', userId)
      .where('achievement', '<>', 'opening-balance')
      .where('awarded_at', '>=', sql<string>`(${from}::date)::timestamp at time zone ${timeZone}`)
      .where('awarded_at', '<', sql<string>`(${to}::date + 1)::timestamp at time zone ${timeZone}`)
      .groupBy(sql`1`)
      .orderBy(sql`1`)
      .execute();
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
    const inserted = await typedSql<ActivityDb>(em)
      .insertInto('xp_ledger')
      .values({ user_id: userId, achievement: award.achievement, amount: award.amount, reason: award.reason })
      .onConflict((oc) => oc.columns(['user_id', 'achievement']).doNothing())
      .returning('id')
      .execute();
    return inserted.length > 0;
  }

  async completeModule(userId: number, moduleKey: string, award: XpAward): Promise<boolean> {
    const awarded = await this.em.transactional(async (em) => {
      const paid = await this.appendToLedger(em, userId, award);
      await typedSql<ActivityDb>(em)
        .insertInto('learner_progress')
        .values({ user_id: userId, total_xp: paid ? award.amount : 0, completed_modules: [moduleKey] })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({
            total_xp: eb('learner_progress.total_xp', '+', eb.ref('excluded.total_xp')),
            completed_modules: sql<string[]>`case when ${moduleKey}::text = any(learner_progress.completed_modules)
              then learner_progress.completed_modules else array_append(learner_progress.completed_modules, ${moduleKey}::text) end`,
            updated_at: sql<string>`now()`,
          })),
        )
        .execute();
      return paid;
    });
    this.feed.announce(TABLE, [userId]);
    return awarded;
  }

  async award(userId: number, award: XpAward): Promise<boolean> {
    const awarded = await this.em.transactional(async (em) => {
      if (!(await this.appendToLedger(em, userId, award))) return false;
      await typedSql<ActivityDb>(em)
        .insertInto('learner_progress')
        .values({ user_id: userId, total_xp: award.amount })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({
            total_xp: eb('learner_progress.total_xp', '+', eb.ref('excluded.total_xp')),
            updated_at: sql<string>`now()`,
          })),
        )
        .execute();
      return true;
    });
    if (awarded) this.feed.announce(TABLE, [userId]);
    return awarded;
  }

  async settleMissedDays(now: Date): Promise<{ frozen: number; ended: number }> {
    // One statement: the learners with missed days (the day before yesterday or earlier is the
    // last their streak covers, in their own zone), then, on disjoint rows, the freezes spent and
    // the streaks ended. Afterwards no row matches `due` any more: a second run does nothing.
    const yesterday = sql<string>`((${now}::timestamptz at time zone time_zone)::date - 1)`;
    const row = await this.db
      .with('due', (qb) =>
        qb
          .selectFrom('learner_progress')
          .select(['user_id', yesterday.as('yesterday'), sql<number>`${yesterday} - streak_through`.as('missed')])
          .where('days_streak', '>', 0)
          .where('streak_through', '<', yesterday),
      )
      .with('frozen', (qb) =>
        qb
          .updateTable('learner_progress as p')
          .from('due as d')
          .set((eb) => ({
            freezes_held: eb('p.freezes_held', '-', eb.ref('d.missed')),
            streak_through: eb.ref('d.yesterday'),
            updated_at: sql<string>`now()`,
          }))
          .whereRef('p.user_id', '=', 'd.user_id')
          .whereRef('p.freezes_held', '>=', 'd.missed')
          .returning(['p.user_id', 'd.yesterday', 'd.missed']),
      )
      .with('covered', (qb) =>
        qb
          .insertInto('streak_freezes')
          .columns(['user_id', 'day'])
          .expression(
            qb
              .selectFrom(['frozen as f', sql<{ k: number }>`generate_series(0, f.missed - 1)`.as('k')])
              .select(['f.user_id', sql<string>`f.yesterday - k`.as('day')]),
          )
          .onConflict((oc) => oc.doNothing()),
      )
      .with('ended', (qb) =>
        qb
          .updateTable('learner_progress as p')
          .from('due as d')
          .set((eb) => ({ previous_streak: eb.ref('p.days_streak'), days_streak: 0, updated_at: sql<string>`now()` }))
          .whereRef('p.user_id', '=', 'd.user_id')
          .whereRef('p.freezes_held', '<', 'd.missed')
          .returning('p.user_id'),
      )
      .selectNoFrom((eb) => [
        eb.selectFrom('frozen').select(sql<number>`count(*)::int`.as('n')).as('frozen'),
        eb.selectFrom('ended').select(sql<number>`count(*)::int`.as('n')).as('ended'),
        eb
          .selectFrom(
            eb
              .selectFrom('frozen')
              .select('user_id')
              .unionAll(eb.selectFrom('ended').select('user_id'))
              .limit(101)
              .as('changed'),
          )
          .select(sql<number[] | null>`array_agg(user_id)`.as('ids'))
          .as('ids'),
      ])
      .executeTakeFirstOrThrow();
    const frozen = row.frozen ?? 0;
    const ended = row.ended ?? 0;
    const changed = frozen + ended;
    if (changed) this.feed.announce(TABLE, changed > 100 ? null : (row.ids ?? []));
    return { frozen, ended };
  }

  /** Forgets a deleted learner: their progress, XP ledger, learning days and freezes. */
  async forget(userId: number): Promise<void> {
    await this.db.deleteFrom('xp_ledger').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('activity_days').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('streak_freezes').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('learner_progress').where('user_id', '=', userId).execute();
  }

  async achievement(userId: number, achievement: string): Promise<AchievementStanding> {
    const row = await this.db
      .selectFrom(sql<{ one: number }>`(select 1)`.as('one'))
      .leftJoin('learner_progress as p', (join) => join.on('p.user_id', '=', userId))
      .select((eb) => [
        eb
          .selectFrom('xp_ledger')
          .select('amount')
          .where('user_id', '=', userId)
          .where('achievement', '=', achievement)
          .as('amount'),
        'p.total_xp',
        'p.days_streak',
        'p.longest_streak',
      ])
      .executeTakeFirst();
    return {
      amount: row?.amount ?? null,
      totalXpEarned: row?.total_xp ?? 0,
      daysStreak: row?.days_streak ?? 0,
      longestStreak: row?.longest_streak ?? 0,
    };
  }

  async recentAwards(userId: number, limit: number): Promise<Array<XpAward & { awardedAt: Date }>> {
    const rows = await this.db
      .selectFrom('xp_ledger')
      .select(['achievement', 'amount', 'reason', 'awarded_at'])
      .where('user_id', '=', userId)
      .orderBy('awarded_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      achievement: r.achievement,
      amount: r.amount,
      reason: r.reason,
      awardedAt: new Date(r.awarded_at),
    }));
  }

  async activeLearnersPerDay(from: string): Promise<Array<{ day: string; count: number }>> {
    // activity_days_day_index: one index range per day, not the whole table.
    return this.db
      .selectFrom('activity_days')
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), sql<number>`count(*)::int`.as('count')])
      .where('day', '>=', sql<string>`${from}::date`)
      .groupBy('activity_days.day')
      .orderBy('activity_days.day')
      .execute();
  }
}
