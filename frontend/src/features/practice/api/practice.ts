import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getProblemOptions,
  getXpRulesOptions,
  listMySubmissionsOptions,
  listProblemsOptions,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { SubmissionResponse } from '../../../api/generated/types.gen';
import { local } from '../../../lib/storage';
import { useSession } from '../../../lib/session/SessionProvider';
import { isOperation, type QueryOperationId } from '../../../lib/api/operations';
import type { Language } from '../../../components/code/languages';

export { LANGUAGE_LABELS, LANGUAGES, type Language } from '../../../components/code/languages';
export { useJudge, useSubmission } from '../../../components/code/judge';

export type Difficulty = 'easy' | 'medium' | 'hard';
export type ProblemStatus = 'solved' | 'attempted' | 'todo';
export const PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = 10;

export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
/** Filled badge colours whose text keeps a 4.5:1 contrast (with autoContrast) in both schemes. */
export const DIFFICULTY_COLORS: Record<Difficulty, string> = { easy: 'teal.9', medium: 'yellow.5', hard: 'red.9' };

/** The viewer is part of the key: signed in, the list carries my status per problem and my solved counts. */
function viewerKey<K extends readonly unknown[]>(key: K, viewer: number | 'signed-out'): K {
  return [...key, viewer] as unknown as K;
}

export function useProblemList(query: {
  q?: string;
  difficulty?: Difficulty;
  tag?: string;
  status?: ProblemStatus;
  page: number;
}) {
  const { user } = useSession();
  const options = listProblemsOptions({ query: { ...query, pageSize: PAGE_SIZE } });
  return useQuery({
    ...options,
    queryKey: viewerKey(options.queryKey, user?.id ?? 'signed-out'),
    placeholderData: keepPreviousData,
  });
}

export function useProblem(slug: string) {
  const { user } = useSession();
  const options = getProblemOptions({ path: { slug } });
  return useQuery({
    ...options,
    queryKey: viewerKey(options.queryKey, user?.id ?? 'signed-out'),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export const useMySubmissions = (slug: string, page: number, enabled: boolean) =>
  useQuery({
    ...listMySubmissionsOptions({ path: { slug }, query: { page, pageSize: HISTORY_PAGE_SIZE } }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** What a first accepted solution of this difficulty pays (the public XP table). */
export function useProblemXp(difficulty: Difficulty | undefined) {
  const rules = useQuery({ ...getXpRulesOptions(), staleTime: 60 * 60_000, enabled: difficulty !== undefined });
  return rules.data?.items.find(
    (rule) => rule.key === 'problem:<problem>' && rule.action.toLowerCase().includes(` ${difficulty} `),
  )?.xp;
}

/** After a judged submission: the history, the list's marks and rates, and (accepted) my XP change. */
export function useAfterJudged() {
  const queryClient = useQueryClient();
  return (submission: SubmissionResponse) => {
    const ids: QueryOperationId[] = ['listMySubmissions', 'listProblems', 'getProblem'];
    if (submission.verdict === 'Accepted')
      ids.push('getMe', 'getStats', 'getMyStreak', 'getMyXpHistory', 'getMyCalendar', 'getLeaderboard');
    void queryClient.invalidateQueries({ predicate: isOperation(...ids) });
  };
}

/** The learner's code per problem and language, kept in this browser between visits (never run by itself). */
export const savedCode = {
  key: (slug: string, language: Language) => `practice_code:${slug}:${language}`,
  get: (slug: string, language: Language) => local.get(savedCode.key(slug, language)),
  set: (slug: string, language: Language, code: string) => local.set(savedCode.key(slug, language), code),
  remove: (slug: string, language: Language) => local.remove(savedCode.key(slug, language)),
  languageKey: (slug: string) => `practice_language:${slug}`,
};
