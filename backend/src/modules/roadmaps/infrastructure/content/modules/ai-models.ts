import type { ModuleContent } from '../content-types.js';

/** AI / ML Engineer lessons: classic models (issue 29). Keys are stable: never rename or reuse them. */
export const AI_MODELS_MODULES: ModuleContent[] = [];
