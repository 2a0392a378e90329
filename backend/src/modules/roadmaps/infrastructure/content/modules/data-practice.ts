import type { ModuleContent } from '../content-types.js';

/** Data Analyst lessons: spreadsheets, SQL window functions, dashboards, A/B tests (issue 29). Keys are stable: never rename or reuse them. */
export const DATA_PRACTICE_MODULES: ModuleContent[] = [];
