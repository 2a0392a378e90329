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

/** A module's questions, without their keys (anyone may read them). */
export const useModuleChecks = (ref: string, moduleKey: string) =>
  useQuery({ ...getModuleChecksOptions({ path: { ref, moduleKey } }), staleTime: 10 * 60_000 });

/** My last attempt and when I first passed (signed in only). */
export const useLatestCheckAttempt = (ref: string, moduleKey: string, enabled: boolean) =>
  useQuery({ ...getLatestCheckAttemptOptions({ path: { ref, moduleKey } }), enabled });

/** Roadmap progress carries each module's "checks passed": refresh it after a pass. */
const PROGRESS_QUERIES = isOperation('getRoadmapProgress');

/** Sends the answers; the graded attempt becomes "my last attempt" at once. */
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
    },
    onError: (error) =>
      toast({
        title: 'Could not check your answers',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
