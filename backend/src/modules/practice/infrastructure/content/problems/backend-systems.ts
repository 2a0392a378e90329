import type { ProblemContent } from '../../../domain/problem.js';

/** Practice problems written for issue 30 (each with a deliberately wrong solution). Slugs are stable: never rename or reuse them. */
export const BACKEND_SYSTEMS: ProblemContent[] = [];
