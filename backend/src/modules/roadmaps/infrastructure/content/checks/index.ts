import type { ModuleChecks } from '../check-types.js';
import { BACKEND_CHECKS } from './backend.js';
import { DATA_CHECKS } from './data.js';
import { DEVOPS_CHECKS } from './devops.js';
import { FRONTEND_CHECKS } from './frontend.js';
import { FRONTEND_JAVASCRIPT_CHECKS } from './frontend-javascript.js';
import { MOBILE_CHECKS } from './mobile.js';
import { SECURITY_PRINCIPLES_CHECKS } from './security-principles.js';
import { SECURITY_IDENTITY_WEB_CHECKS } from './security-identity-web.js';
import { SECURITY_APPSEC_CHECKS } from './security-appsec.js';
import { SECURITY_INFRA_CHECKS } from './security-infra.js';
import { SECURITY_OPERATIONS_CHECKS } from './security-operations.js';
import { SHARED_CHECKS } from './shared.js';

/** Every module's graded checks, by the files of ../modules/ (a module appears once). */
export const MODULE_CHECKS: readonly ModuleChecks[] = [
  ...SHARED_CHECKS,
  ...FRONTEND_CHECKS,
  ...FRONTEND_JAVASCRIPT_CHECKS,
  ...MOBILE_CHECKS,
  ...BACKEND_CHECKS,
  ...DEVOPS_CHECKS,
  ...DATA_CHECKS,
  ...SECURITY_PRINCIPLES_CHECKS,
  ...SECURITY_IDENTITY_WEB_CHECKS,
  ...SECURITY_APPSEC_CHECKS,
  ...SECURITY_INFRA_CHECKS,
  ...SECURITY_OPERATIONS_CHECKS,
];
