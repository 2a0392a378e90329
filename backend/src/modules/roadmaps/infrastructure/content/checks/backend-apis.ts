import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/backend-apis.ts. */
export const BACKEND_APIS_CHECKS: ModuleChecks[] = [];
