import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/frontend.ts (issue 28). */
export const FRONTEND_CHECKS: ModuleChecks[] = [];
