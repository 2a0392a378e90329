/**
 * The durable queue between the API and the judge workers: a submission stored and announced
 * is put on it once (by its id), survives restarts, and is handed to one worker at a time.
 */
export abstract class JudgeQueue {
  /** Queues the submission (a second call with the same id is ignored). */
  abstract enqueue(submissionId: string): Promise<void>;
  /** Starts judging in this process, `concurrency` at a time (0: none). */
  abstract work(concurrency: number, handler: (submissionId: string) => Promise<void>): Promise<void>;
}
