import type { ModuleContent } from '../content-types.js';

/** Frontend lessons: React state and effects, routing and data (issue 29). Keys are stable: never rename or reuse them. */
export const FRONTEND_REACT_MODULES: ModuleContent[] = [];
