import type { ModuleContent } from '../content-types.js';

/** AI / ML Engineer lessons: deep learning, vision and language (issue 29). Keys are stable: never rename or reuse them. */
export const AI_DEEP_MODULES: ModuleContent[] = [];
