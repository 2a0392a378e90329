import type { ModuleContent } from '../content-types.js';

/** Backend lessons: GraphQL, real-time APIs (issue 29). Keys are stable: never rename or reuse them. */
export const BACKEND_APIS_MODULES: ModuleContent[] = [];
