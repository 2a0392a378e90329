import type { LearnerProgress, ProgressSnapshot, XpAward } from './learner-progress.js';

/** One achievement in a learner's ledger, with their totals, read fresh (not from the view cache). */
export interface AchievementStanding {
  /** The XP the ledger holds for it; null when it holds none (not awarded, or not yet). */
  amount: number | null;
  totalXpEarned: number;
  daysStreak: number;
  longestStreak: number;
}

/** Persistence port of learner progress and the XP ledger. */
export abstract class LearnerProgressRepository {
  /** A read-only view (from a cache that every change to the learner's row evicts); the zeros when there is none. */
  abstract view(userId: number): Promise<ProgressSnapshot>;
  /** Views of many learners in one query (absent learners map to the zeros). */
  abstract viewMany(userIds: readonly number[]): Promise<Map<number, ProgressSnapshot>>;
  /**
   * In one transaction: the learner's row under a lock (created if missing), the learning
   * action recorded (LearnerProgress.recordActivity), the day kept for the heatmap and the days
   * freezes covered.
   */
  abstract recordActivity(
    userId: number,
    timeZone: string,
    now: Date,
  ): Promise<{ progress: LearnerProgress; advanced: boolean }>;
  /**
   * A visit (the SPA's activity report): moves only lastAccessedAt (created if missing, never
   * backwards). It is not a learning action: the streak and the learning days stay as they are.
   */
  abstract recordVisit(userId: number, timeZone: string, now: Date): Promise<ProgressSnapshot>;
  /**
   * The learner's learning days, frozen days and XP per day from `from` to `to` (inclusive,
   * YYYY-MM-DD, days in `timeZone`), oldest first.
   */
  abstract days(
    userId: number,
    from: string,
    to: string,
    timeZone: string,
  ): Promise<{ active: string[]; frozen: string[]; xp: Array<{ day: string; xp: number }> }>;
  /** Changes the zone of an existing row (none: nothing to re-express). */
  abstract changeTimeZone(userId: number, timeZone: string): Promise<void>;
  /**
   * A roadmap module completed: its award (unless the learner has it) and its key added to the
   * completed modules, in one transaction. True when awarded.
   */
  abstract completeModule(userId: number, moduleKey: string, award: XpAward): Promise<boolean>;
  /** Appends the award unless the learner has that achievement already; adds it to the total. True when awarded. */
  abstract award(userId: number, award: XpAward): Promise<boolean>;
  /**
   * Set-based, for every learner at once: a streak with missed days (before yesterday, in the
   * learner's zone) spends as many freezes when it holds enough, else ends (kept as the previous
   * streak). Running it twice at the same moment equals running it once.
   */
  abstract settleMissedDays(now: Date): Promise<{ frozen: number; ended: number }>;
  /** Forgets a deleted learner: their progress, XP ledger, learning days and freezes (set-based, in the caller's transaction). */
  abstract forget(userId: number): Promise<void>;
  /** The ledger's entry for one achievement and the learner's totals, in one query, uncached. */
  abstract achievement(userId: number, achievement: string): Promise<AchievementStanding>;
  /** Learners active on each day since `from` (YYYY-MM-DD), days without anyone left out. */
  abstract activeLearnersPerDay(from: string): Promise<Array<{ day: string; count: number }>>;
  /** The learner's latest ledger entries, newest first. */
  abstract recentAwards(userId: number, limit: number): Promise<Array<XpAward & { awardedAt: Date }>>;
}
