import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/data-analysis.ts. */
export const DATA_ANALYSIS_CHECKS: ModuleChecks[] = [];
