import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/frontend-platform.ts. */
export const FRONTEND_PLATFORM_CHECKS: ModuleChecks[] = [];
