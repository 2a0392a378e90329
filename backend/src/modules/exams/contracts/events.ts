/** Events the exams module publishes (joined into the platform's EventMap). */

/**
 * A learner passed a roadmap's exam (published in the transaction that grades the attempt;
 * every pass publishes one, retakes included). Activity awards the exam's XP on the first pass
 * per roadmap; certificates issues the roadmap's certificate once per learner.
 */
export interface ExamPassed {
  attemptId: string;
  userId: number;
  /** The roadmap's stable slug (e.g. `frontend`) and its title when the exam was passed. */
  roadmapSlug: string;
  roadmapTitle: string;
  /** 0–100, rounded down. */
  scorePercent: number;
  /** ISO instant of the graded submission. */
  passedAt: string;
}

declare module '../../../platform/events/event-map.js' {
  interface EventMap {
    'exam.passed': ExamPassed;
  }
}
