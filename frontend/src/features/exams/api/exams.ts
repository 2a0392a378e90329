import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getExamAttemptOptions,
  getExamAttemptQueryKey,
  getExamOptions,
  saveExamAnswersMutation,
  startExamAttemptMutation,
  submitExamAttemptMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { AttemptResponse, ExamAwardResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/SessionProvider';
import { toast } from '../../../lib/toast';
import { isOperation } from '../../../lib/api/operations';
import { XP_AWARD_OPERATIONS, xpAwardToast } from '../../../lib/xpAward';

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

/** What a pass earned, in words (the server delivers the award before it answers). */
export const examAwardToast = (award: ExamAwardResponse) =>
  xpAwardToast(award, {
    title: 'Exam passed',
    again: 'Exam passed again',
    pending: 'Your XP and certificate are on their way: they appear in a few seconds.',
    details: award.certificate ? [`Certificate ${award.certificate.code} issued`] : [],
  });

export function useSubmitAttempt() {
  const update = useAttemptUpdate();
  const queryClient = useQueryClient();
  return useMutation({
    ...submitExamAttemptMutation(),
    onSuccess: (attempt) => {
      update(attempt);
      // Only the submit that graded a pass carries an award, already made (XP, certificate).
      if (attempt.award) {
        void queryClient.invalidateQueries({ predicate: isOperation(...XP_AWARD_OPERATIONS, 'getMyCertificates') });
        toast(examAwardToast(attempt.award));
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
