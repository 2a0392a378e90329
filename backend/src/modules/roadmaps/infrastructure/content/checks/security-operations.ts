import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/security-operations.ts. */
export const SECURITY_OPERATIONS_CHECKS: ModuleChecks[] = [];
