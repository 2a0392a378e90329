import type { ModuleContent, RoadmapContent } from './content-types.js';
import { SHARED_MODULES } from './modules/shared.js';
import { FRONTEND_MODULES } from './modules/frontend.js';
import { MOBILE_MODULES } from './modules/mobile.js';
import { BACKEND_MODULES } from './modules/backend.js';
import { DEVOPS_MODULES } from './modules/devops.js';
import { DATA_MODULES } from './modules/data.js';
import { FRONTEND_ROADMAP } from './roadmaps/frontend.js';
import { BACKEND_ROADMAP } from './roadmaps/backend.js';
import { FULL_STACK_ROADMAP } from './roadmaps/full-stack.js';
import { DEVOPS_ROADMAP } from './roadmaps/devops.js';
import { DATA_ROADMAP } from './roadmaps/data.js';
import { MOBILE_ROADMAP } from './roadmaps/mobile.js';

/** Every module DevPath ships, once each (roadmaps share them by key). */
export const MODULES: readonly ModuleContent[] = [
  ...SHARED_MODULES,
  ...FRONTEND_MODULES,
  ...MOBILE_MODULES,
  ...BACKEND_MODULES,
  ...DEVOPS_MODULES,
  ...DATA_MODULES,
];

/** The roadmaps in catalog order. */
export const ROADMAPS: readonly RoadmapContent[] = [
  FRONTEND_ROADMAP,
  BACKEND_ROADMAP,
  FULL_STACK_ROADMAP,
  DEVOPS_ROADMAP,
  DATA_ROADMAP,
  MOBILE_ROADMAP,
];
