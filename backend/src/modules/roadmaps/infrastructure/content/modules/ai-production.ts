import type { ModuleContent } from '../content-types.js';

/** AI / ML Engineer lessons: LLM apps, serving, experiments and responsibility (issue 29). Keys are stable: never rename or reuse them. */
export const AI_PRODUCTION_MODULES: ModuleContent[] = [];
