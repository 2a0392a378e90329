/**
 * What other modules read of activity and ask of it (through `LearnerProgressFacade`): plain,
 * readonly data, never the `LearnerProgress` aggregate, its ledger entries or its repository.
 * (The progress other modules show goes through users' `LearnerProgressView` port, which the
 * facade provides.)
 */

/**
 * What a learning achievement has paid so far and where the learner stands after it (a read view
 * for the modules whose changes earn XP through their events: they answer with the award).
 */
export interface AchievementAwardView {
  /** The XP the achievement paid; null while it has paid nothing (its event not delivered yet, or the learner gone). */
  readonly xp: number | null;
  readonly totalXp: number;
  readonly daysStreak: number;
  readonly longestStreak: number;
}

/**
 * The command to award XP for an achievement, once per learner: `achievement` is its key
 * (`exam:html-basics`: 1–200 lowercase letters, digits, ":", ".", "/", "_" or "-"), `amount` a
 * whole number from 1 to 10,000, `reason` what the learner's XP history shows.
 */
export interface AwardXpCommand {
  readonly achievement: string;
  readonly amount: number;
  readonly reason: string;
}
