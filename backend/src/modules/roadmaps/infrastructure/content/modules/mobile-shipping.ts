import type { ModuleContent } from '../content-types.js';

/** Mobile lessons: testing, security, CI and builds, analytics and crash reporting (issue 29). Keys are stable: never rename or reuse them. */
export const MOBILE_SHIPPING_MODULES: ModuleContent[] = [];
