import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/full-stack.ts. */
export const FULL_STACK_CHECKS: ModuleChecks[] = [];
