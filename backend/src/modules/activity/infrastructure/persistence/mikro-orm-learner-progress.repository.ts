import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { RowCache } from '../../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../../platform/cache/row-change-feed.js';
import { LearnerProgress, NO_PROGRESS, type ProgressSnapshot, type XpAward } from '../../domain/learner-progress.js';
import { LearnerProgressRepository } from '../../domain/learner-progress.repository.js';

const TABLE = 'learner_progress';

function snapshotOf(progress: LearnerProgress): ProgressSnapshot {
  return Object.freeze({
    totalXpEarned: progress.totalXpEarned,
    daysStreak: progress.daysStreak,
    longestStreak: progress.longestStreak,
    lastActiveDay: progress.lastActiveDay,
    lastAccessedAt: progress.lastAccessedAt ? new Date(progress.lastAccessedAt) : null,
    completedModules: Object.freeze([...progress.completedModules]),
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

  async updateLocked<T>(userId: number, timeZone: string, change: (progress: LearnerProgress) => T): Promise<{ progress: LearnerProgress; result: T }> {
    const outcome = await this.em.transactional(async (em) => {
      // The row exists before it is locked: two first activities at once serialise on it.
      await em.execute(`insert into ${TABLE} (user_id, time_zone) values (?, ?) on conflict (user_id) do nothing`, [userId, timeZone]);
      const progress = await em.findOneOrFail(LearnerProgress, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const result = change(progress);
      await em.flush();
      return { progress, result };
    });
    this.feed.announce(TABLE, [userId]);
    return outcome;
  }

  async changeTimeZone(userId: number, timeZone: string): Promise<void> {
    const changed = await this.em.transactional(async (em) => {
      const progress = await em.findOne(LearnerProgress, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!progress || progress.timeZone === timeZone) return false;
      progress.changeTimeZone(timeZone);
      await em.flush();
      return true;
    });
    if (changed) this.feed.announce(TABLE, [userId]);
  }

  async award(userId: number, award: XpAward): Promise<boolean> {
    const awarded = await this.em.transactional(async (em) => {
      const inserted = await em.execute<{ id: string }[]>(
        `insert into xp_ledger (user_id, achievement, amount, reason) values (?, ?, ?, ?) on conflict (user_id, achievement) do nothing returning id`,
        [userId, award.achievement, award.amount, award.reason],
      );
      if (!inserted.length) return false;
      await em.execute(
        `insert into ${TABLE} (user_id, total_xp) values (?, ?) on conflict (user_id) do update set total_xp = ${TABLE}.total_xp + excluded.total_xp, updated_at = now()`,
        [userId, award.amount],
      );
      return true;
    });
    if (awarded) this.feed.announce(TABLE, [userId]);
    return awarded;
  }

  async resetLapsedStreaks(now: Date): Promise<number> {
    const rows = await this.em.execute<{ user_id: number }[]>(
      `update ${TABLE} set days_streak = 0, updated_at = now()
       where days_streak > 0 and last_active_day < ((? at time zone time_zone)::date - 1)
       returning user_id`,
      [now],
    );
    if (rows.length) this.feed.announce(TABLE, rows.length > 100 ? null : rows.map((row) => row.user_id));
    return rows.length;
  }

  async forget(userId: number): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.execute('delete from xp_ledger where user_id = ?', [userId]);
      await em.execute(`delete from ${TABLE} where user_id = ?`, [userId]);
    });
    this.feed.announce(TABLE, [userId]);
  }
}
