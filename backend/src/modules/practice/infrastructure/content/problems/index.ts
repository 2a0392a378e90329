import { DIFFICULTIES, type ProblemContent } from '../../../domain/problem.js';
import { EASY } from './easy.js';
import { HARD } from './hard.js';
import { LESSONS_SERVER_DATA } from './lessons-server-data.js';
import { LESSONS_WEB } from './lessons-web.js';
import { MEDIUM } from './medium.js';
import { MORE } from './more.js';

/** The shipped practice problems, easiest first (the list's default order). Slugs are stable: never rename or reuse them. */
export const PROBLEMS: ProblemContent[] = [
  ...EASY,
  ...MEDIUM,
  ...HARD,
  ...MORE,
  ...LESSONS_WEB,
  ...LESSONS_SERVER_DATA,
].sort((a, b) => DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty));
