import type { ProblemResponse } from '../../api/generated/types.gen';

/** The languages the judge runs, and how the SPA names them (practice problems and lesson exercises). */
export type Language = 'javascript' | 'typescript' | 'python' | 'sql';

export const LANGUAGE_LABELS: Record<Language, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  sql: 'SQL (PostgreSQL)',
};
export const LANGUAGES = Object.keys(LANGUAGE_LABELS) as Language[];

/** The languages a problem offers (one starter each): JavaScript, TypeScript and Python, or SQL alone. */
export const languagesOf = (problem: Pick<ProblemResponse, 'starter'>): Language[] =>
  LANGUAGES.filter((language) => typeof problem.starter[language] === 'string');
