import type { ProblemContent } from '../../../domain/problem.js';

export const DATA_CLEANING: ProblemContent[] = [];
