import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/data-modelling.ts. */
export const DATA_MODELLING_CHECKS: ModuleChecks[] = [];
