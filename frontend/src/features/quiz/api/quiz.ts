import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getMyQuizResultsOptions,
  getMyQuizResultsQueryKey,
  getQuizOptions,
  getQuizResultOptions,
  saveQuizResultMutation,
  scoreQuizMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { QuizResultResponse } from '../../../api/generated/types.gen';
import { local, readJson, writeJson } from '../../../lib/storage';

export const useQuiz = () => useQuery({ ...getQuizOptions(), staleTime: 10 * 60_000 });
export const useQuizHistory = (enabled: boolean) =>
  useQuery({ ...getMyQuizResultsOptions({ query: { page: 1, pageSize: 10 } }), enabled });
export const useQuizResult = (id: string | null) =>
  useQuery({ ...getQuizResultOptions({ path: { id: id ?? '' } }), enabled: id !== null });
export const useScoreQuiz = () => useMutation(scoreQuizMutation());

export function useSaveQuizResult() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveQuizResultMutation(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getMyQuizResultsQueryKey() }),
  });
}

/** Answers in progress, kept in this browser so a reload resumes where the learner was. */
const PROGRESS_KEY = 'devpath.quiz.progress.v1';
/** The last result, kept in this browser (anonymous visitors' only copy); `savedFor` is the account it was attached to. */
const RESULT_KEY = 'devpath.quiz.result.v1';

export interface QuizProgress {
  answers: Record<string, string>;
  index: number;
}

export interface LocalResult {
  answers: Record<string, string>;
  takenAt: string;
  result: QuizResultResponse;
  savedFor: number | null;
}

export const quizStorage = {
  progress: () => readJson<QuizProgress>(PROGRESS_KEY),
  saveProgress: (progress: QuizProgress) => writeJson(PROGRESS_KEY, progress),
  clearProgress: () => local.remove(PROGRESS_KEY),
  result: () => readJson<LocalResult>(RESULT_KEY),
  saveResult: (result: LocalResult) => writeJson(RESULT_KEY, result),
};
