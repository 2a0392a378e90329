import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/security-principles.ts. */
export const SECURITY_PRINCIPLES_CHECKS: ModuleChecks[] = [];
