import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/ai-models.ts. */
export const AI_MODELS_CHECKS: ModuleChecks[] = [];
