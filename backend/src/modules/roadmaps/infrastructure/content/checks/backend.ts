import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/backend.ts (issue 28). */
export const BACKEND_CHECKS: ModuleChecks[] = [];
