import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/frontend-react.ts. */
export const FRONTEND_REACT_CHECKS: ModuleChecks[] = [];
