import type { NewReviewItem, ReviewCard, ReviewItem, ReviewKind } from './review-item.js';

/** Persistence port of the review queue (the adapter lives in infrastructure/persistence). */
export abstract class ReviewItemRepository {
  /** Waits (in the caller's transaction) until no other transaction changes this learner's queue. */
  abstract lockQueueOf(userId: number): Promise<void>;
  /** The learner's item (null when unknown or another learner's). */
  abstract find(userId: number, id: string): Promise<ReviewItem | null>;
  abstract findByRef(userId: number, kind: ReviewKind, moduleKey: string, ref: string): Promise<ReviewItem | null>;
  abstract insert(item: NewReviewItem): Promise<void>;
  abstract updateCard(
    id: string,
    card: ReviewCard,
    changes: { sourceId?: string | null; rerateFrom: ReviewCard | null },
  ): Promise<void>;
  abstract remove(userId: number, ids: readonly string[]): Promise<void>;
  /** Items due at `now`, oldest due first. */
  abstract due(userId: number, now: Date, limit: number): Promise<ReviewItem[]>;
  abstract summary(userId: number, now: Date): Promise<{ dueNow: number; nextDueAt: Date | null; total: number }>;
  /** Records that the learner finished the day's reviews; false when already recorded. */
  abstract recordDayCompleted(userId: number, day: string, at: Date): Promise<boolean>;
  /** An account deleted: its items and days go. */
  abstract forget(userId: number): Promise<void>;
}
