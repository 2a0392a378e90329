import type { ModuleContent } from '../content-types.js';

/** DevOps lessons: Kubernetes workloads, configuration management, cloud networking and IAM (issue 29). Keys are stable: never rename or reuse them. */
export const DEVOPS_INFRA_MODULES: ModuleContent[] = [];
