import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/frontend-js-deep.ts. */
export const FRONTEND_JS_DEEP_CHECKS: ModuleChecks[] = [];
