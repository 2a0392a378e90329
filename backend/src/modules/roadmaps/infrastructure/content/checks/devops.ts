import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/devops.ts (issue 28). */
export const DEVOPS_CHECKS: ModuleChecks[] = [];
