/** Events the practice module publishes (joined into the platform's EventMap). */

/**
 * A learner's code was accepted on a problem for the first time (published in the transaction
 * that records the verdict; later accepted submissions publish nothing). Activity awards the
 * problem's XP by difficulty and records a learning day.
 */
export interface ProblemSolved {
  submissionId: string;
  userId: number;
  problemSlug: string;
  problemTitle: string;
  difficulty: 'easy' | 'medium' | 'hard';
  /**
   * The learner's judged Submits of this problem up to the accepted one (1: solved at the first
   * try). Absent in events published before issue 28's review queue.
   */
  attempts?: number;
  /** ISO instant of the verdict. */
  solvedAt: string;
}

/** A submission was stored; its handler puts it on the judge queue (so a crash between the two loses nothing). */
export interface SubmissionCreated {
  submissionId: string;
}

declare module '../../../platform/events/event-map.js' {
  interface EventMap {
    'practice.problem-solved': ProblemSolved;
    'practice.submission-created': SubmissionCreated;
  }
}
