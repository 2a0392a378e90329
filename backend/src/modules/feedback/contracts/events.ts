/** Events the feedback module publishes (joined into the platform's EventMap). */

/**
 * A reviewer's feedback on a project was recorded (published in the transaction that stores
 * it; a project is reviewed once). Activity pays the reviewer XP once per project
 * (achievement `feedback:<projectId>`).
 */
export interface FeedbackGiven {
  projectId: number;
  reviewerId: number;
  authorId: number;
  projectTitle: string;
  /** ISO instant of the review. */
  reviewedAt: string;
}

declare module '../../../platform/events/event-map.js' {
  interface EventMap {
    'feedback.given': FeedbackGiven;
  }
}
