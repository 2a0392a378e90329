import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getProblemOptions, listProblemsOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { SubmissionResponse } from '../../../api/generated/types.gen';
import { isOperation, type QueryOperationId } from '../../../lib/api/operations';
import { useSession } from '../../../lib/session/SessionProvider';
import { XP_AWARD_QUERIES } from '../../../lib/xpAward';

/** The viewer is part of the key (as on the practice pages): signed in, a problem carries my "solved". */
function useViewerKey<K extends readonly unknown[]>(key: K): K {
  const { user } = useSession();
  return [...key, user?.id ?? 'signed-out'] as unknown as K;
}

/** A lesson exercise's problem: its statement, samples and starter code. */
export function useExerciseProblem(slug: string) {
  const options = getProblemOptions({ path: { slug } });
  return useQuery({
    ...options,
    queryKey: useViewerKey(options.queryKey),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The practice problems that exercise a module (the module's key), with my status when signed in. */
export function useModuleProblems(moduleKey: string) {
  const options = listProblemsOptions({ query: { module: moduleKey, pageSize: 50 } });
  return useQuery({ ...options, queryKey: useViewerKey(options.queryKey), staleTime: 60_000 });
}

/**
 * After a judged submission: the problem's and the lists' marks, my history, and (accepted) the
 * roadmap's progress and my XP. The progress counts an earned pass as soon as the verdict is
 * stored (the server reads the solve with it), so one refetch shows it.
 */
export function useAfterExerciseJudged() {
  const queryClient = useQueryClient();
  return (submission: SubmissionResponse) => {
    const ids: QueryOperationId[] = ['listMySubmissions', 'listProblems', 'getProblem'];
    if (submission.verdict !== 'Accepted') {
      void queryClient.invalidateQueries({ predicate: isOperation(...ids) });
      return;
    }
    ids.push('getRoadmapProgress', 'getMyRoadmaps');
    void queryClient.invalidateQueries({ predicate: isOperation(...ids) });
    void queryClient.invalidateQueries({ predicate: XP_AWARD_QUERIES });
  };
}
