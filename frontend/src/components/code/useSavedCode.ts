import { useEffect, useState } from 'react';
import type { ProblemResponse } from '../../api/generated/types.gen';
import { local } from '../../lib/storage';
import { LANGUAGES, languagesOf, type Language } from './languages';
import { savedCode } from './savedCode';

/** The code of each language as the learner left it (else the starter), kept in this browser. */
export function useSavedCode(problem: Pick<ProblemResponse, 'starter'> | undefined, slug: string) {
  const [language, setLanguageState] = useState<Language>(() => {
    const saved = local.get(savedCode.languageKey(slug)) as Language | null;
    return saved && LANGUAGES.includes(saved) ? saved : 'javascript';
  });
  const [code, setCodeState] = useState<string | null>(null);
  const offered = problem ? languagesOf(problem) : [];
  // A language this problem does not offer (a SQL problem after a JavaScript one): its first one.
  const shown = offered.length > 0 && !offered.includes(language) ? offered[0] : language;
  useEffect(() => {
    if (problem) setCodeState(savedCode.get(slug, shown) ?? problem.starter[shown] ?? '');
  }, [problem, slug, shown]);
  return {
    language: shown,
    /** The languages the problem offers. */
    languages: offered,
    code: code ?? '',
    ready: code !== null,
    setLanguage: (next: Language) => {
      local.set(savedCode.languageKey(slug), next);
      setLanguageState(next);
    },
    setCode: (next: string) => {
      setCodeState(next);
      if (problem && next === problem.starter[shown]) savedCode.remove(slug, shown);
      else savedCode.set(slug, shown, next);
    },
    /** A past submission's code, in its language. */
    load: (pastLanguage: Language, pastCode: string) => {
      savedCode.set(slug, pastLanguage, pastCode);
      local.set(savedCode.languageKey(slug), pastLanguage);
      setLanguageState(pastLanguage);
      setCodeState(pastCode);
    },
    reset: () => {
      if (!problem) return;
      savedCode.remove(slug, shown);
      setCodeState(problem.starter[shown] ?? '');
    },
  };
}
