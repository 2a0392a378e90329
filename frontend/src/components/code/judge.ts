import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSubmissionOptions,
  getSubmissionQueryKey,
  runCodeMutation,
  submitCodeMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import type { SubmissionResponse } from '../../api/generated/types.gen';

/** A submission, asked again every 700 ms until it is judged (queued and judging are shown meanwhile). */
export const useSubmission = (id: string | null) =>
  useQuery({
    ...getSubmissionOptions({ path: { id: id ?? '' } }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'done' || query.state.error ? false : 700),
    refetchOnWindowFocus: false,
  });

/** Run (the samples) or Submit (every test): the answer is the queued submission, which the page then follows. */
export function useJudge(mode: 'run' | 'submit') {
  const queryClient = useQueryClient();
  return useMutation({
    ...(mode === 'run' ? runCodeMutation() : submitCodeMutation()),
    onSuccess: (submission: SubmissionResponse) => {
      queryClient.setQueryData(getSubmissionQueryKey({ path: { id: submission.id } }), submission);
    },
  });
}
