import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/data.ts (issue 28). */
export const DATA_CHECKS: ModuleChecks[] = [];
