import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getLatestCheckAttemptOptions,
  getLatestCheckAttemptQueryKey,
  getModuleChecksOptions,
  submitCheckAttemptMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { LatestCheckAttemptResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { isOperation } from '../../../lib/api/operations';
import { toast } from '../../../lib/toast';
import { XP_AWARD_QUERIES, type XpAward, xpAwardToast } from '../../../lib/xpAward';

/** A module's questions, without their keys (anyone may read them). */
export const useModuleChecks = (ref: string, moduleKey: string) =>
  useQuery({ ...getModuleChecksOptions({ path: { ref, moduleKey } }), staleTime: 10 * 60_000 });

/** My last attempt and when I first passed (signed in only). */
export const useLatestCheckAttempt = (ref: string, moduleKey: string, enabled: boolean) =>
  useQuery({ ...getLatestCheckAttemptOptions({ path: { ref, moduleKey } }), enabled });

/** Roadmap progress carries each module's "checks passed": refresh it after a pass. */
const PROGRESS_QUERIES = isOperation('getRoadmapProgress');

/** What a module's checks first passed earned, in words (the server delivers the award before it answers). */
export const checksAwardToast = (award: XpAward) =>
  xpAwardToast(award, {
    title: 'Checks passed',
    pending: 'Your XP is on its way: it appears on your dashboard shortly.',
  });

/**
 * Sends the answers; the graded attempt becomes "my last attempt" at once. The attempt that
 * first passes carries the award (already made): a toast says it and my XP queries refresh.
 */
export function useSubmitCheckAttempt(ref: string, moduleKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...submitCheckAttemptMutation(),
    onSuccess: (result) => {
      queryClient.setQueryData<LatestCheckAttemptResponse>(
        getLatestCheckAttemptQueryKey({ path: { ref, moduleKey } }),
        result,
      );
      if (result.attempt.passed) void queryClient.invalidateQueries({ predicate: PROGRESS_QUERIES });
      if (result.award) {
        void queryClient.invalidateQueries({ predicate: XP_AWARD_QUERIES });
        toast(checksAwardToast(result.award));
      }
    },
    onError: (error) =>
      toast({
        title: 'Could not check your answers',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
