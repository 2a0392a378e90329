import type { ModuleContent } from '../content-types.js';

/** Frontend lessons: functions and scope, collections (issue 29). Keys are stable: never rename or reuse them. */
export const FRONTEND_JS_DEEP_MODULES: ModuleContent[] = [];
