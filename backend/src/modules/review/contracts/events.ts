/** Events the review module publishes (joined into the platform's EventMap). */

/**
 * A learner answered every review item that was due, at least one of them that day (published
 * once per learner and day, in the transaction of the answer that emptied the queue). `day` is the
 * learner's own calendar day (their time zone, as activity counts learning days). Activity pays
 * the day's review XP once (achievement `review:<day>`) and records the learning day.
 */
export interface ReviewDayCompleted {
  userId: number;
  /** YYYY-MM-DD in the learner's time zone. */
  day: string;
  /** ISO instant of the answer that emptied the queue. */
  completedAt: string;
}

declare module '../../../platform/events/event-map.js' {
  interface EventMap {
    'review.day-completed': ReviewDayCompleted;
  }
}
