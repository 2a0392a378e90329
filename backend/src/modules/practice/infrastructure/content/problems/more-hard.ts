import type { ProblemContent } from '../../../domain/problem.js';

export const MORE_HARD: ProblemContent[] = [];
