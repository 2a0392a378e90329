import type { ModuleContent } from '../content-types.js';

/** Security roadmap lessons (issue 29). Keys are stable: never rename or reuse them. */
export const SECURITY_OPERATIONS_MODULES: ModuleContent[] = [];
