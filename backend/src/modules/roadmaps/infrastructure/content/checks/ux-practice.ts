import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/ux-practice.ts. */
export const UX_PRACTICE_CHECKS: ModuleChecks[] = [];
