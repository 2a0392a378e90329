import type { ModuleContent } from '../content-types.js';

/** Mobile lessons: layout, lists, forms, notifications and accessibility (issue 29). Keys are stable: never rename or reuse them. */
export const MOBILE_UI_MODULES: ModuleContent[] = [];
