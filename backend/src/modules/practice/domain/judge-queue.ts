/**
 * The durable queue between the API and the judge workers: a submission stored and announced
 * is put on it once (by its id), survives restarts, and is handed to one worker at a time.
 */
export abstract class JudgeQueue {
  /**
   * Queues the submission (a second call with the same id is ignored). Higher `priority` is
   * taken first; equal priorities in the order they were queued (see `fairPriority`).
   */
  abstract enqueue(submissionId: string, priority?: number): Promise<void>;
  /**
   * Starts judging in this process, `concurrency` at a time (0: none). A worker that finishes a
   * job takes the next one at once; only an empty queue makes it wait (for a wake-up or a poll).
   */
  abstract work(concurrency: number, handler: (submissionId: string) => Promise<void>): Promise<void>;
}

/** How many of one learner's submissions wait in the queue's plain order before the rest wait behind other learners'. */
export const FAIR_SHARE = 2;

/**
 * Per-learner fairness: a submission with `waitingAhead` of the same learner's submissions not
 * yet judged before it keeps the normal priority (0) within the learner's fair share, and after
 * that steps one lower per submission, so another learner's first run passes a flood of runs:
 * with A's 10 queued and B's 1 after them, the order is A1, A2, B1, A3, A4, …
 */
export const fairPriority = (waitingAhead: number): number => Math.min(0, FAIR_SHARE - 1 - waitingAhead);
