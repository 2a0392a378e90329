import type { ModuleContent } from '../content-types.js';

/** Data Analyst lessons: NumPy, probability, testing hypotheses, cleaning and exploring data (issue 29). Keys are stable: never rename or reuse them. */
export const DATA_ANALYSIS_MODULES: ModuleContent[] = [];
