import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/mobile.ts (issue 28). */
export const MOBILE_CHECKS: ModuleChecks[] = [];
