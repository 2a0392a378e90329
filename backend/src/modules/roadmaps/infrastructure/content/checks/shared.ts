import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/shared.ts (issue 28). */
export const SHARED_CHECKS: ModuleChecks[] = [];
