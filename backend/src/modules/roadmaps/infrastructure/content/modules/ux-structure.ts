import type { ModuleContent } from '../content-types.js';

/** UX / Product Designer lessons: structure, flows, wireframes and prototypes (issue 29). Keys are stable: never rename or reuse them. */
export const UX_STRUCTURE_MODULES: ModuleContent[] = [];
