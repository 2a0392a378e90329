import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/backend-data.ts. */
export const BACKEND_DATA_CHECKS: ModuleChecks[] = [];
