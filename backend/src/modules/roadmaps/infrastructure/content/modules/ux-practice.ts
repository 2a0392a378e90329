import type { ModuleContent } from '../content-types.js';

/** UX / Product Designer lessons: interaction, words, measurement and handoff (issue 29). Keys are stable: never rename or reuse them. */
export const UX_PRACTICE_MODULES: ModuleContent[] = [];
