import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/security-identity-web.ts. */
export const SECURITY_IDENTITY_WEB_CHECKS: ModuleChecks[] = [];
