import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/ai-production.ts. */
export const AI_PRODUCTION_CHECKS: ModuleChecks[] = [];
