import type { ModuleContent } from '../content-types.js';

/** DevOps lessons: shell scripting, proxies, Compose, alerting and recovery (issue 29). Keys are stable: never rename or reuse them. */
export const DEVOPS_PLATFORM_MODULES: ModuleContent[] = [];
