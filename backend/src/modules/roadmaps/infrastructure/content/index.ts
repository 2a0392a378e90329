import type { ModuleContent, RoadmapContent } from './content-types.js';
import { SHARED_MODULES } from './modules/shared.js';
import { FRONTEND_MODULES } from './modules/frontend.js';
import { FRONTEND_JAVASCRIPT_MODULES } from './modules/frontend-javascript.js';
import { MOBILE_MODULES } from './modules/mobile.js';
import { BACKEND_MODULES } from './modules/backend.js';
import { DEVOPS_MODULES } from './modules/devops.js';
import { DATA_MODULES } from './modules/data.js';
import { SECURITY_PRINCIPLES_MODULES } from './modules/security-principles.js';
import { SECURITY_IDENTITY_WEB_MODULES } from './modules/security-identity-web.js';
import { SECURITY_APPSEC_MODULES } from './modules/security-appsec.js';
import { SECURITY_INFRA_MODULES } from './modules/security-infra.js';
import { SECURITY_OPERATIONS_MODULES } from './modules/security-operations.js';
import { BACKEND_DATA_MODULES } from './modules/backend-data.js';
import { DEVOPS_PLATFORM_MODULES } from './modules/devops-platform.js';
import { DATA_ANALYSIS_MODULES } from './modules/data-analysis.js';
import { MOBILE_UI_MODULES } from './modules/mobile-ui.js';
import { FRONTEND_PLATFORM_MODULES } from './modules/frontend-platform.js';
import { FULL_STACK_MODULES } from './modules/full-stack.js';
import { UX_RESEARCH_MODULES } from './modules/ux-research.js';
import { UX_STRUCTURE_MODULES } from './modules/ux-structure.js';
import { UX_VISUAL_MODULES } from './modules/ux-visual.js';
import { UX_PRACTICE_MODULES } from './modules/ux-practice.js';
import { AI_FOUNDATIONS_MODULES } from './modules/ai-foundations.js';
import { AI_MODELS_MODULES } from './modules/ai-models.js';
import { AI_DEEP_MODULES } from './modules/ai-deep.js';
import { AI_PRODUCTION_MODULES } from './modules/ai-production.js';
import { FRONTEND_JS_DEEP_MODULES } from './modules/frontend-js-deep.js';
import { FRONTEND_REACT_MODULES } from './modules/frontend-react.js';
import { DATA_PRACTICE_MODULES } from './modules/data-practice.js';
import { DATA_MODELLING_MODULES } from './modules/data-modelling.js';
import { MOBILE_SHIPPING_MODULES } from './modules/mobile-shipping.js';
import { BACKEND_APIS_MODULES } from './modules/backend-apis.js';
import { DEVOPS_INFRA_MODULES } from './modules/devops-infra.js';
import { TEXT_PROCESSING_MODULES } from './modules/text-processing.js';
import { FRONTEND_ROADMAP } from './roadmaps/frontend.js';
import { BACKEND_ROADMAP } from './roadmaps/backend.js';
import { FULL_STACK_ROADMAP } from './roadmaps/full-stack.js';
import { DEVOPS_ROADMAP } from './roadmaps/devops.js';
import { DATA_ROADMAP } from './roadmaps/data.js';
import { MOBILE_ROADMAP } from './roadmaps/mobile.js';
import { SECURITY_ROADMAP } from './roadmaps/security.js';
import { UX_DESIGN_ROADMAP } from './roadmaps/ux-design.js';
import { AI_ML_ROADMAP } from './roadmaps/ai-ml.js';

/** Every module DevPath ships, once each (roadmaps share them by key). */
export const MODULES: readonly ModuleContent[] = [
  ...SHARED_MODULES,
  ...FRONTEND_MODULES,
  ...FRONTEND_JAVASCRIPT_MODULES,
  ...MOBILE_MODULES,
  ...BACKEND_MODULES,
  ...DEVOPS_MODULES,
  ...DATA_MODULES,
  ...SECURITY_PRINCIPLES_MODULES,
  ...SECURITY_IDENTITY_WEB_MODULES,
  ...SECURITY_APPSEC_MODULES,
  ...SECURITY_INFRA_MODULES,
  ...SECURITY_OPERATIONS_MODULES,
  ...BACKEND_DATA_MODULES,
  ...DEVOPS_PLATFORM_MODULES,
  ...DATA_ANALYSIS_MODULES,
  ...MOBILE_UI_MODULES,
  ...FRONTEND_PLATFORM_MODULES,
  ...FULL_STACK_MODULES,
  ...UX_RESEARCH_MODULES,
  ...UX_STRUCTURE_MODULES,
  ...UX_VISUAL_MODULES,
  ...UX_PRACTICE_MODULES,
  ...AI_FOUNDATIONS_MODULES,
  ...AI_MODELS_MODULES,
  ...AI_DEEP_MODULES,
  ...AI_PRODUCTION_MODULES,
  ...FRONTEND_JS_DEEP_MODULES,
  ...FRONTEND_REACT_MODULES,
  ...DATA_PRACTICE_MODULES,
  ...DATA_MODELLING_MODULES,
  ...MOBILE_SHIPPING_MODULES,
  ...BACKEND_APIS_MODULES,
  ...DEVOPS_INFRA_MODULES,
  ...TEXT_PROCESSING_MODULES,
];

/** The roadmaps in catalog order. */
export const ROADMAPS: readonly RoadmapContent[] = [
  FRONTEND_ROADMAP,
  BACKEND_ROADMAP,
  FULL_STACK_ROADMAP,
  DEVOPS_ROADMAP,
  DATA_ROADMAP,
  MOBILE_ROADMAP,
  SECURITY_ROADMAP,
  UX_DESIGN_ROADMAP,
  AI_ML_ROADMAP,
];
