import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/ux-research.ts. */
export const UX_RESEARCH_CHECKS: ModuleChecks[] = [];
