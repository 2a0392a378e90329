import { DIFFICULTIES, type ProblemContent } from '../../../domain/problem.js';
import { EASY } from './easy.js';
import { HARD } from './hard.js';
import { MEDIUM } from './medium.js';
import { MORE } from './more.js';

/** The shipped practice problems, easiest first (the list's default order). Slugs are stable: never rename or reuse them. */
export const PROBLEMS: ProblemContent[] = [...EASY, ...MEDIUM, ...HARD, ...MORE].sort(
  (a, b) => DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty),
);
