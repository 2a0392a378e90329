import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/ux-structure.ts. */
export const UX_STRUCTURE_CHECKS: ModuleChecks[] = [];
