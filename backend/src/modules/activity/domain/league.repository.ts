import type { Outcome } from './league.js';

export interface GroupStanding {
  userId: number;
  xp: number;
  position: number;
}

export interface LeagueWeekResult {
  weekStart: string;
  tier: number;
  position: number;
  xp: number;
  outcome: Outcome;
}

export interface Membership {
  tier: number;
  active: boolean;
}

/** The leagues' tables: members, weekly groups and placements, week results. */
export abstract class LeagueRepository {
  abstract membership(userId: number): Promise<Membership | null>;
  /** Joins (or rejoins, keeping the tier) and places the learner in a group of the current week. Idempotent. */
  abstract join(userId: number, weekStart: string): Promise<void>;
  /** Leaves: no longer placed from this week on (the history stays). Idempotent. */
  abstract leave(userId: number, weekStart: string): Promise<void>;
  /** The learner's group this week, ranked by the week's XP (ties: earlier member first), or null. */
  abstract group(
    userId: number,
    weekStart: string,
  ): Promise<{ groupId: number; tier: number; standings: GroupStanding[] } | null>;
  abstract history(userId: number, limit: number): Promise<LeagueWeekResult[]>;
  /** Forgets a deleted learner: their membership and every placement, past ones too (in the caller's transaction). */
  abstract forget(userId: number): Promise<void>;
  /**
   * The weekly work, set-based and idempotent: every placed week before `weekStart` not yet
   * settled gets its results (promotion, demotion) and the members' tiers move; then, once,
   * every active member is placed in a group of about 30 of their tier for `weekStart`.
   */
  abstract runWeek(weekStart: string): Promise<{ settled: string[]; placed: number }>;
}
