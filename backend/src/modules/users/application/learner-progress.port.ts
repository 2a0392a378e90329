/**
 * What users shows of a learner's progress, owned by another module (activity): the users
 * module declares the port, the owner provides it (Nest token `LearnerProgressSource`), so
 * users never imports the owner and the owner's tables stay its own.
 */
export interface LearnerProgressView {
  readonly totalXpEarned: number;
  readonly daysStreak: number;
  readonly longestStreak: number;
  readonly lastAccessedAt: Date | null;
  readonly completedModules: readonly string[];
}

export abstract class LearnerProgressSource {
  /** A learner's progress (the zeros when none); frozen and cached, so the same object until it changes. */
  abstract view(userId: number): Promise<LearnerProgressView>;
  /** Many learners' progress in one query. */
  abstract viewMany(userIds: readonly number[]): Promise<Map<number, LearnerProgressView>>;
  /** The account's time zone changed: the streak's days are counted there from now on. */
  abstract timeZoneChanged(userId: number, timeZone: string): Promise<void>;
}
