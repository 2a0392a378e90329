import type { ModuleContent } from '../content-types.js';

/** UX / Product Designer lessons: visual design and design systems (issue 29). Keys are stable: never rename or reuse them. */
export const UX_VISUAL_MODULES: ModuleContent[] = [];
