import type { ProblemContent } from '../../../domain/problem.js';

export const SQL_ANALYSIS: ProblemContent[] = [];
