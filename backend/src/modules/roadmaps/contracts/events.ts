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

declare module '../../../platform/events/event-map.js' {
  interface EventMap {
    'roadmap.module-completed': RoadmapModuleCompleted;
  }
}
