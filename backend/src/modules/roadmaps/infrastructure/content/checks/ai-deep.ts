import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/ai-deep.ts. */
export const AI_DEEP_CHECKS: ModuleChecks[] = [];
