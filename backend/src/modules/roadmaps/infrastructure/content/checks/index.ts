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
import { BACKEND_DATA_CHECKS } from './backend-data.js';
import { DEVOPS_PLATFORM_CHECKS } from './devops-platform.js';
import { DATA_ANALYSIS_CHECKS } from './data-analysis.js';
import { MOBILE_UI_CHECKS } from './mobile-ui.js';
import { FRONTEND_PLATFORM_CHECKS } from './frontend-platform.js';
import { FULL_STACK_CHECKS } from './full-stack.js';
import { UX_RESEARCH_CHECKS } from './ux-research.js';
import { UX_STRUCTURE_CHECKS } from './ux-structure.js';
import { UX_VISUAL_CHECKS } from './ux-visual.js';
import { UX_PRACTICE_CHECKS } from './ux-practice.js';
import { AI_FOUNDATIONS_CHECKS } from './ai-foundations.js';
import { AI_MODELS_CHECKS } from './ai-models.js';
import { AI_DEEP_CHECKS } from './ai-deep.js';
import { AI_PRODUCTION_CHECKS } from './ai-production.js';
import { FRONTEND_JS_DEEP_CHECKS } from './frontend-js-deep.js';
import { FRONTEND_REACT_CHECKS } from './frontend-react.js';
import { DATA_PRACTICE_CHECKS } from './data-practice.js';
import { DATA_MODELLING_CHECKS } from './data-modelling.js';
import { MOBILE_SHIPPING_CHECKS } from './mobile-shipping.js';
import { BACKEND_APIS_CHECKS } from './backend-apis.js';
import { DEVOPS_INFRA_CHECKS } from './devops-infra.js';
import { TEXT_PROCESSING_CHECKS } from './text-processing.js';

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
  ...BACKEND_DATA_CHECKS,
  ...DEVOPS_PLATFORM_CHECKS,
  ...DATA_ANALYSIS_CHECKS,
  ...MOBILE_UI_CHECKS,
  ...FRONTEND_PLATFORM_CHECKS,
  ...FULL_STACK_CHECKS,
  ...UX_RESEARCH_CHECKS,
  ...UX_STRUCTURE_CHECKS,
  ...UX_VISUAL_CHECKS,
  ...UX_PRACTICE_CHECKS,
  ...AI_FOUNDATIONS_CHECKS,
  ...AI_MODELS_CHECKS,
  ...AI_DEEP_CHECKS,
  ...AI_PRODUCTION_CHECKS,
  ...FRONTEND_JS_DEEP_CHECKS,
  ...FRONTEND_REACT_CHECKS,
  ...DATA_PRACTICE_CHECKS,
  ...DATA_MODELLING_CHECKS,
  ...MOBILE_SHIPPING_CHECKS,
  ...BACKEND_APIS_CHECKS,
  ...DEVOPS_INFRA_CHECKS,
  ...TEXT_PROCESSING_CHECKS,
];
