import type { ModuleContent } from '../content-types.js';

/** AI / ML Engineer lessons: the maths, evaluation and features (issue 29). Keys are stable: never rename or reuse them. */
export const AI_FOUNDATIONS_MODULES: ModuleContent[] = [];
