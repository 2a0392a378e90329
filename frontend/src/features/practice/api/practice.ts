import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getLessonOptions,
  getProblemOptions,
  getXpRulesOptions,
  listMySubmissionsOptions,
  listProblemsOptions,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { SubmissionResponse } from '../../../api/generated/types.gen';
import { useSession } from '../../../lib/session/SessionProvider';
import { isOperation, type QueryOperationId } from '../../../lib/api/operations';

import type { Difficulty } from '../../../components/code/difficulty';

export { DIFFICULTY_COLORS, DIFFICULTY_LABELS, type Difficulty } from '../../../components/code/difficulty';
export { LANGUAGE_LABELS, LANGUAGES, type Language } from '../../../components/code/languages';
export { useJudge, useSubmission } from '../../../components/code/judge';

export type ProblemStatus = 'solved' | 'attempted' | 'todo';
export const PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = 10;

/** The viewer is part of the key: signed in, the list carries my status per problem and my solved counts. */
function viewerKey<K extends readonly unknown[]>(key: K, viewer: number | 'signed-out'): K {
  return [...key, viewer] as unknown as K;
}

export function useProblemList(query: {
  q?: string;
  difficulty?: Difficulty;
  tag?: string;
  status?: ProblemStatus;
  /** Only the problems that exercise this roadmap module (its key). */
  module?: string;
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

/** A roadmap module found by its key alone: its title and the roadmaps whose lesson teaches it. */
export const useLesson = (moduleKey: string | undefined) =>
  useQuery({
    ...getLessonOptions({ path: { moduleKey: moduleKey ?? '' } }),
    enabled: Boolean(moduleKey),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** A lesson's address: its module opened on the first roadmap that teaches it. */
export const lessonPath = (roadmapSlug: string, moduleKey: string) =>
  `/roadmap/${encodeURIComponent(roadmapSlug)}?module=${encodeURIComponent(moduleKey)}`;

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
