import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/ux-visual.ts. */
export const UX_VISUAL_CHECKS: ModuleChecks[] = [];
