import type { ModuleContent } from '../content-types.js';

/** UX / Product Designer lessons: the design process and research (issue 29). Keys are stable: never rename or reuse them. */
export const UX_RESEARCH_MODULES: ModuleContent[] = [];
