import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/devops-platform.ts. */
export const DEVOPS_PLATFORM_CHECKS: ModuleChecks[] = [];
