import type { ModuleContent } from '../content-types.js';

/** Data Analyst lessons: storytelling, regression, time series, notebooks (issue 29). Keys are stable: never rename or reuse them. */
export const DATA_MODELLING_MODULES: ModuleContent[] = [];
