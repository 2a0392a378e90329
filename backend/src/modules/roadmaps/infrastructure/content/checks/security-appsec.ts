import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/security-appsec.ts. */
export const SECURITY_APPSEC_CHECKS: ModuleChecks[] = [];
