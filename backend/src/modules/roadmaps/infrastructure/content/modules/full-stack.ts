import type { ModuleContent } from '../content-types.js';

/** Full-Stack lessons: architecture and deployment of a whole application (issue 29). Keys are stable: never rename or reuse them. */
export const FULL_STACK_MODULES: ModuleContent[] = [];
