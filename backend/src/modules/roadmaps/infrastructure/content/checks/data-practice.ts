import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/data-practice.ts. */
export const DATA_PRACTICE_CHECKS: ModuleChecks[] = [];
