import type { ModuleChecks } from '../check-types.js';
import { BACKEND_CHECKS } from './backend.js';
import { DATA_CHECKS } from './data.js';
import { DEVOPS_CHECKS } from './devops.js';
import { FRONTEND_CHECKS } from './frontend.js';
import { MOBILE_CHECKS } from './mobile.js';
import { SHARED_CHECKS } from './shared.js';

/** Every module's graded checks, by the files of ../modules/ (a module appears once). */
export const MODULE_CHECKS: readonly ModuleChecks[] = [
  ...SHARED_CHECKS,
  ...FRONTEND_CHECKS,
  ...MOBILE_CHECKS,
  ...BACKEND_CHECKS,
  ...DEVOPS_CHECKS,
  ...DATA_CHECKS,
];
