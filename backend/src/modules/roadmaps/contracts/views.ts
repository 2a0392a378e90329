import type { PublicQuestion } from '../domain/lesson-checks.js';

/**
 * What other modules read of roadmaps through `RoadmapsFacade`: plain data.
 */

/** A lesson-check question as the review queue shows it again: keyless, with its module. */
export type ReviewQuestion = PublicQuestion & { moduleKey: string; moduleTitle: string };
