import type { ProblemContent } from '../../../domain/problem.js';

export const CLASSES_STATE: ProblemContent[] = [];
