/** What other modules may read of a learner's review queue. */
export interface ReviewSummaryView {
  /** Items due now. */
  readonly dueNow: number;
  /** When the next item not yet due comes due; null when none is waiting. */
  readonly nextDueAt: Date | null;
  /** Every item in the learner's queue. */
  readonly total: number;
}
