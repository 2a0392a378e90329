import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/security-infra.ts. */
export const SECURITY_INFRA_CHECKS: ModuleChecks[] = [];
