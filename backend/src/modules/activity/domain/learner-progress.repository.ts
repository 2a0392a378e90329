import type { LearnerProgress, ProgressSnapshot, XpAward } from './learner-progress.js';

/** Persistence port of learner progress and the XP ledger. */
export abstract class LearnerProgressRepository {
  /** A read-only view (from a cache that every change to the learner's row evicts); the zeros when there is none. */
  abstract view(userId: number): Promise<ProgressSnapshot>;
  /** Views of many learners in one query (absent learners map to the zeros). */
  abstract viewMany(userIds: readonly number[]): Promise<Map<number, ProgressSnapshot>>;
  /** In one transaction: the learner's row under a lock (created if missing, in `timeZone`), `change`, saved. */
  abstract updateLocked<T>(userId: number, timeZone: string, change: (progress: LearnerProgress) => T): Promise<{ progress: LearnerProgress; result: T }>;
  /** Changes the zone of an existing row (none: nothing to re-express). */
  abstract changeTimeZone(userId: number, timeZone: string): Promise<void>;
  /** Appends the award unless the learner has that achievement already; adds it to the total. True when awarded. */
  abstract award(userId: number, award: XpAward): Promise<boolean>;
  /** Set-based: every streak whose last active day is before yesterday (in its zone) drops to 0. */
  abstract resetLapsedStreaks(now: Date): Promise<number>;
  /** Removes a learner's progress and ledger (the account is gone). */
  abstract forget(userId: number): Promise<void>;
}
