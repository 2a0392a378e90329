import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getExamAttemptOptions,
  getExamAttemptQueryKey,
  getExamOptions,
  saveExamAnswersMutation,
  startExamAttemptMutation,
  submitExamAttemptMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { AttemptResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/SessionProvider';
import { toast } from '../../../lib/toast';
import { isOperation } from '../../../lib/api/operations';

/** The exam's overview; signed in it carries my eligibility and attempts, so the viewer is part of the key. */
export function useExam(slug: string) {
  const { user } = useSession();
  const options = getExamOptions({ path: { roadmapSlug: slug } });
  return useQuery({
    ...options,
    queryKey: [...options.queryKey, user?.id ?? 'signed-out'] as unknown as typeof options.queryKey,
    retry: false,
  });
}

export const useAttempt = (attemptId: string | null) =>
  useQuery({
    ...getExamAttemptOptions({ path: { attemptId: attemptId ?? '' } }),
    enabled: attemptId !== null,
    refetchOnWindowFocus: false,
  });

function useAttemptUpdate() {
  const queryClient = useQueryClient();
  return (attempt: AttemptResponse) => {
    queryClient.setQueryData(getExamAttemptQueryKey({ path: { attemptId: attempt.id } }), attempt);
    if (attempt.status === 'submitted') {
      void queryClient.invalidateQueries({ predicate: isOperation('getExam') });
    }
  };
}

export function useStartAttempt() {
  const update = useAttemptUpdate();
  return useMutation({ ...startExamAttemptMutation(), onSuccess: update });
}

export function useSaveAnswers() {
  const update = useAttemptUpdate();
  return useMutation({
    ...saveExamAnswersMutation(),
    onSuccess: update,
    onError: (error) =>
      toast({
        title: 'Your last answer was not saved',
        description: errorMessage(error, 'Check your connection; it is saved again with your next answer.'),
        variant: 'destructive',
      }),
  });
}

export function useSubmitAttempt() {
  const update = useAttemptUpdate();
  const queryClient = useQueryClient();
  return useMutation({
    ...submitExamAttemptMutation(),
    onSuccess: (attempt) => {
      update(attempt);
      // XP and the certificate follow a pass on the server shortly after.
      if (attempt.result?.passed) {
        setTimeout(
          () =>
            void queryClient.invalidateQueries({ predicate: isOperation('getMe', 'getStats', 'getMyCertificates') }),
          1_500,
        );
      }
    },
    onError: (error) =>
      toast({
        title: 'Could not submit the exam',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
