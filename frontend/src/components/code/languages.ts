/** The languages the judge runs, and how the SPA names them (practice problems and lesson exercises). */
export type Language = 'javascript' | 'typescript' | 'python';

export const LANGUAGE_LABELS: Record<Language, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
};
export const LANGUAGES = Object.keys(LANGUAGE_LABELS) as Language[];
