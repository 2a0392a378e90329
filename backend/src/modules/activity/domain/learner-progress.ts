import { DomainError } from '../../../platform/errors/domain-error.js';
import { addDays, dayBefore, daysBetween, localDay } from './learner-day.js';

/** A streak freeze is earned at every 7th day of a streak; at most 2 are held. */
export const FREEZE_EVERY_DAYS = 7;
export const MAX_FREEZES = 2;

/** A learner's progress as read (a learner without a row has the zeros); other modules see it as users' LearnerProgressView. */
export interface ProgressSnapshot {
  readonly totalXpEarned: number;
  readonly daysStreak: number;
  readonly longestStreak: number;
  readonly lastActiveDay: string | null;
  readonly lastAccessedAt: Date | null;
  readonly completedModules: readonly string[];
  readonly previousStreak: number;
  readonly freezesHeld: number;
  /** The last day the streak covers (active or frozen), in `timeZone`. */
  readonly streakThrough: string | null;
  readonly timeZone: string | null;
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
  /** The last visit or learning action (the SPA reports visits: they never count for the streak). */
  lastAccessedAt: Date | null = null;
  /** The last learning action: the instant the last active day is the local day of. */
  lastLearnedAt: Date | null = null;
  completedModules: string[] = [];
  /** The length of the streak that ended last (0 before any ended). */
  previousStreak = 0;
  /** Streak freezes held: each covers one missed day, spent automatically. */
  freezesHeld = 0;
  /** The last day the current streak covers: the last active day, or a later day a freeze covered. */
  streakThrough: string | null = null;
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
    if (this.lastActiveDay && this.lastLearnedAt) {
      const moved = localDay(this.lastLearnedAt, timeZone);
      // The days a freeze covered after the last activity move with it.
      if (this.streakThrough) this.streakThrough = addDays(this.streakThrough, daysBetween(this.lastActiveDay, moved));
      this.lastActiveDay = moved;
    }
    this.timeZone = timeZone;
    this.updatedAt = new Date();
  }

  /**
   * Records a learning action at `now`: the first one of a local day extends the streak when
   * the day before is covered (active, or frozen), spends held freezes on missed days when they
   * cover them all (the hourly job may not have got there yet), else starts a new streak.
   * Every 7th day of a streak earns a freeze (at most 2 held). Returns whether the streak changed.
   */
  recordActivity(now: Date, timeZone: string): { advanced: boolean; frozenDays: string[] } {
    this.changeTimeZone(timeZone);
    this.lastAccessedAt = now;
    this.lastLearnedAt = now;
    this.updatedAt = now;
    const today = localDay(now, this.timeZone);
    const covered = this.streakThrough ?? this.lastActiveDay;
    this.lastActiveDay = today;
    if (covered && covered >= today) return { advanced: false, frozenDays: [] };
    const frozenDays: string[] = [];
    if (covered && this.daysStreak > 0) {
      const missed = daysBetween(covered, dayBefore(today));
      if (missed <= this.freezesHeld) {
        for (let i = 1; i <= missed; i++) frozenDays.push(addDays(covered, i));
        this.freezesHeld -= missed;
        this.daysStreak += 1;
      } else {
        this.previousStreak = this.daysStreak;
        this.daysStreak = 1;
      }
    } else {
      this.daysStreak = 1;
    }
    this.streakThrough = today;
    this.longestStreak = Math.max(this.longestStreak, this.daysStreak);
    if (this.daysStreak % FREEZE_EVERY_DAYS === 0) this.freezesHeld = Math.min(MAX_FREEZES, this.freezesHeld + 1);
    return { advanced: true, frozenDays };
  }
}

export const NO_PROGRESS: ProgressSnapshot = Object.freeze({
  totalXpEarned: 0,
  daysStreak: 0,
  longestStreak: 0,
  lastActiveDay: null,
  lastAccessedAt: null,
  completedModules: Object.freeze([]) as readonly string[],
  previousStreak: 0,
  freezesHeld: 0,
  streakThrough: null,
  timeZone: null,
});

/** An achievement's key: what makes an award once-only per learner (`exam:html-basics`, `module:frontend/css-grid`). */
export const ACHIEVEMENT_PATTERN = /^[a-z0-9][a-z0-9:._/-]{0,199}$/;
export const MAX_AWARD = 10_000;

/** One entry of the append-only XP ledger. */
export interface XpAward {
  readonly achievement: string;
  readonly amount: number;
  readonly reason: string;
}

export function checkAward(award: XpAward): XpAward {
  if (!ACHIEVEMENT_PATTERN.test(award.achievement)) {
    throw new DomainError(
      'invalid',
      'ACHIEVEMENT_INVALID',
      'An achievement key is 1–200 lowercase letters, digits, ":", ".", "/", "_" or "-".',
    );
  }
  if (!Number.isInteger(award.amount) || award.amount < 1 || award.amount > MAX_AWARD) {
    throw new DomainError('invalid', 'XP_AMOUNT_INVALID', `An XP award is a whole number from 1 to ${MAX_AWARD}.`);
  }
  return award;
}
