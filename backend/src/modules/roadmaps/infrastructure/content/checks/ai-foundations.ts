import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/ai-foundations.ts. */
export const AI_FOUNDATIONS_CHECKS: ModuleChecks[] = [];
