import type { ModuleContent } from '../content-types.js';

/** Frontend lessons: forms, CSS fundamentals, storage, build tools and deployment (issue 29). Keys are stable: never rename or reuse them. */
export const FRONTEND_PLATFORM_MODULES: ModuleContent[] = [];
