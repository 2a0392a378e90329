import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/devops-infra.ts. */
export const DEVOPS_INFRA_CHECKS: ModuleChecks[] = [];
