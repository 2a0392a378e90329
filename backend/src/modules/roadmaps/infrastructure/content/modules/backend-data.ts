import type { ModuleContent } from '../content-types.js';

/** Backend lessons: SQL in depth, transactions, ORMs, validation and system design (issue 29). Keys are stable: never rename or reuse them. */
export const BACKEND_DATA_MODULES: ModuleContent[] = [];
