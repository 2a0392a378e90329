import type { Project, ProjectFields, RubricScore } from './feedback.js';

export interface QueuePage {
  items: Project[];
  total: number;
  /** Median seconds the projects open now have waited (null when none is open). */
  medianOpenWaitSeconds: number | null;
  /** Median seconds from submission to feedback, over projects reviewed in the last 30 days. */
  medianReviewedWaitSeconds: number | null;
}

/** Persistence port of projects and their reviews. Every "open" here includes lapsed claims. */
export abstract class ProjectsRepository {
  abstract byId(id: number): Promise<Project | null>;
  /** A learner's projects, newest first (withdrawn ones included). */
  abstract ofAuthor(authorId: number): Promise<Project[]>;
  /** Projects the reviewer holds a live claim on, or reviewed, newest first. */
  abstract ofReviewer(reviewerId: number, limit: number): Promise<Project[]>;
  /** Inside the caller's transaction: waits until no other transaction counts or inserts this learner's projects. */
  abstract lockSubmissionsOf(authorId: number): Promise<void>;
  /** Inside the caller's transaction. */
  abstract waitingCount(authorId: number): Promise<number>;
  abstract insert(
    authorId: number,
    fields: ProjectFields,
    roadmap: { slug: string; title: string } | null,
  ): Promise<Project>;
  /** Open projects (not the reviewer's own), oldest first, and the median waits. */
  abstract queue(reviewerId: number, page: number, pageSize: number): Promise<QueuePage>;
  /** One conditional UPDATE: true when this reviewer now holds the claim (of parallel claims one wins). */
  abstract claim(id: number, reviewerId: number): Promise<boolean>;
  /** One conditional UPDATE: open (or lapsed) → withdrawn, by its author. */
  abstract withdraw(id: number, authorId: number): Promise<boolean>;
  /** Inside the caller's transaction: in_review with this reviewer's live claim → reviewed, with the review. False when the claim is not theirs (any more). */
  abstract recordReview(id: number, reviewerId: number, rubric: RubricScore[], summary: string): Promise<Date | null>;
  /** Once: false when already marked (or no review). */
  abstract markHelpful(id: number, authorId: number): Promise<boolean>;
  /**
   * A deleted learner: their projects go (their reviews with them); the reviews they wrote stay,
   * no longer linked to them; a project they had claimed goes back to the queue.
   */
  abstract forgetLearner(userId: number): Promise<void>;
}
