import { DomainError } from '../../../platform/errors/domain-error.js';

/** The local calendar day (YYYY-MM-DD) of an instant in an IANA time zone. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** What other modules read of a learner's progress (a learner without a row has the zeros). */
export interface ProgressSnapshot {
  readonly totalXpEarned: number;
  readonly daysStreak: number;
  readonly longestStreak: number;
  readonly lastActiveDay: string | null;
  readonly lastAccessedAt: Date | null;
  readonly completedModules: readonly string[];
}

/**
 * One learner's progress, keyed by user id: the XP total (the sum of their ledger entries), the
 * daily streak counted in their time zone, the last activity and the completed modules.
 */
export class LearnerProgress {
  totalXpEarned = 0;
  daysStreak = 0;
  longestStreak = 0;
  lastActiveDay: string | null = null;
  lastAccessedAt: Date | null = null;
  completedModules: string[] = [];
  /** The zone the streak's days are counted in (the account's setting, kept here for the set-based reset). */
  timeZone: string;
  updatedAt: Date = new Date();

  constructor(
    readonly userId: number,
    timeZone = 'UTC',
  ) {
    this.timeZone = timeZone;
  }

  /**
   * Counts days in `timeZone` from now on. The last active day is re-expressed in the new zone
   * (the local day, there, of the last activity), so the same instant never counts as two days
   * (Etc/GMT+12 to Pacific/Kiritimati is 26 hours ahead) nor breaks the streak.
   */
  changeTimeZone(timeZone: string): void {
    if (timeZone === this.timeZone) return;
    if (this.lastActiveDay && this.lastAccessedAt) this.lastActiveDay = localDay(this.lastAccessedAt, timeZone);
    this.timeZone = timeZone;
    this.updatedAt = new Date();
  }

  /**
   * Records activity at `now`: the streak grows by one on the first activity of a new local
   * day that follows an active day, restarts at 1 after a gap, and is unchanged within a day.
   * Returns whether the streak changed.
   */
  recordActivity(now: Date, timeZone: string): boolean {
    this.changeTimeZone(timeZone);
    this.lastAccessedAt = now;
    this.updatedAt = now;
    const today = localDay(now, this.timeZone);
    if (this.lastActiveDay === today) return false;
    this.daysStreak = this.lastActiveDay === dayBefore(today) ? this.daysStreak + 1 : 1;
    this.longestStreak = Math.max(this.longestStreak, this.daysStreak);
    this.lastActiveDay = today;
    return true;
  }
}

export const NO_PROGRESS: ProgressSnapshot = Object.freeze({
  totalXpEarned: 0,
  daysStreak: 0,
  longestStreak: 0,
  lastActiveDay: null,
  lastAccessedAt: null,
  completedModules: Object.freeze([]) as readonly string[],
});

/** An achievement's key: what makes an award once-only per learner (`exam:html-basics`, `module:css-grid`). */
export const ACHIEVEMENT_PATTERN = /^[a-z0-9][a-z0-9:._-]{0,199}$/;
export const MAX_AWARD = 10_000;

/** One entry of the append-only XP ledger. */
export interface XpAward {
  readonly achievement: string;
  readonly amount: number;
  readonly reason: string;
}

export function checkAward(award: XpAward): XpAward {
  if (!ACHIEVEMENT_PATTERN.test(award.achievement)) {
    throw new DomainError('invalid', 'ACHIEVEMENT_INVALID', 'An achievement key is 1–200 lowercase letters, digits, ":", ".", "_" or "-".');
  }
  if (!Number.isInteger(award.amount) || award.amount < 1 || award.amount > MAX_AWARD) {
    throw new DomainError('invalid', 'XP_AMOUNT_INVALID', `An XP award is a whole number from 1 to ${MAX_AWARD}.`);
  }
  return award;
}
