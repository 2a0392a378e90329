import { DIFFICULTIES, type ProblemContent } from '../../../domain/problem.js';
import { EASY } from './easy.js';
import { HARD } from './hard.js';
import { LESSONS_SERVER_DATA } from './lessons-server-data.js';
import { LESSONS_WEB } from './lessons-web.js';
import { MEDIUM } from './medium.js';
import { MORE } from './more.js';
import { STRINGS_PARSING } from './strings-parsing.js';
import { COLLECTIONS_RECURSION } from './collections-recursion.js';
import { DATES_DATA } from './dates-data.js';
import { BACKEND_SYSTEMS } from './backend-systems.js';
import { CLASSIC_HARD } from './classic-hard.js';
import { CLASSES_STATE } from './classes-state.js';
import { DATA_CLEANING } from './data-cleaning.js';
import { MORE_HARD } from './more-hard.js';
import { SQL_BASICS } from './sql-basics.js';
import { SQL_JOINS } from './sql-joins.js';
import { SQL_AGGREGATES } from './sql-aggregates.js';
import { SQL_WINDOWS } from './sql-windows.js';
import { SQL_ANALYSIS } from './sql-analysis.js';

/** The shipped practice problems, easiest first (the list's default order). Slugs are stable: never rename or reuse them. */
export const PROBLEMS: ProblemContent[] = [
  ...EASY,
  ...MEDIUM,
  ...HARD,
  ...MORE,
  ...LESSONS_WEB,
  ...LESSONS_SERVER_DATA,
  ...STRINGS_PARSING,
  ...COLLECTIONS_RECURSION,
  ...DATES_DATA,
  ...BACKEND_SYSTEMS,
  ...CLASSIC_HARD,
  ...CLASSES_STATE,
  ...DATA_CLEANING,
  ...MORE_HARD,
  ...SQL_BASICS,
  ...SQL_JOINS,
  ...SQL_AGGREGATES,
  ...SQL_WINDOWS,
  ...SQL_ANALYSIS,
].sort((a, b) => DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty));
