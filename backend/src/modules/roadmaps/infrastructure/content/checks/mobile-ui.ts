import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/mobile-ui.ts. */
export const MOBILE_UI_CHECKS: ModuleChecks[] = [];
