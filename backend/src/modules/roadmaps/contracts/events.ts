/** Events the roadmaps module publishes (joined into the platform's EventMap). */

/**
 * A learner marked a roadmap module done for the first time (published in that change's
 * transaction). `moduleKey` is the module's stable key: a module shared by several roadmaps
 * (e.g. `git-basics`) is completed once, whichever roadmap it was done from. Activity awards the
 * module's XP once per key and records the learning day.
 */
export interface RoadmapModuleCompleted {
  userId: number;
  moduleKey: string;
  /** The module's title when it was completed (for the XP history); absent in events of the first release. */
  moduleTitle?: string;
  /** The roadmap the learner was on when completing it. */
  roadmapSlug: string;
  /** ISO instant of the completion. */
  completedAt: string;
}

/**
 * A learner passed a module's checks for the first time (issue 28; published in the transaction
 * of the attempt that recorded the module's first pass, never on a later one). Activity awards
 * the checks' XP once per (learner, module key) and records the learning day.
 */
export interface RoadmapModuleChecksPassed {
  userId: number;
  moduleKey: string;
  /** The module's title when its checks were passed (for the XP history). */
  moduleTitle: string;
  /** The roadmap the learner was on when passing them. */
  roadmapSlug: string;
  /** ISO instant of the passing attempt. */
  passedAt: string;
}

/**
 * A learner answered a module's checks (every attempt; published in the attempt's transaction):
 * the questions answered wrongly (or left unanswered) and those answered rightly. The review
 * queue (spaced repetition) schedules the missed ones for another try.
 */
export interface RoadmapModuleChecksAnswered {
  attemptId: string;
  userId: number;
  moduleKey: string;
  roadmapSlug: string;
  /** Question ids answered wrongly or not at all, in the module's order. */
  missed: string[];
  /** Question ids answered rightly. */
  right: string[];
  /** ISO instant of the attempt. */
  answeredAt: string;
}

declare module '../../../platform/events/event-map.js' {
  interface EventMap {
    'roadmap.module-completed': RoadmapModuleCompleted;
    'roadmap.module-checks-passed': RoadmapModuleChecksPassed;
    'roadmap.module-checks-answered': RoadmapModuleChecksAnswered;
  }
}
