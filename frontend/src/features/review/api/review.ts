import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerReviewItemMutation,
  getReviewDueOptions,
  getReviewSummaryOptions,
  rateReviewItemMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { ReviewDayCompletedResponse } from '../../../api/generated/types.gen';
import { isOperation } from '../../../lib/api/operations';
import { toast } from '../../../lib/toast';
import { XP_AWARD_QUERIES } from '../../../lib/xpAward';

/** The header's and the dashboard's count: refreshed after every review. */
const SUMMARY_QUERIES = isOperation('getReviewSummary');

/**
 * The items due when the session starts: one list for the whole session (the queue changes as
 * I answer; reloading it mid-way would bring an item back that I just rated Again).
 */
export const useDueItems = () =>
  useQuery({
    ...getReviewDueOptions({ query: { limit: 50 } }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** My counts (due now, next due). */
export const useReviewSummary = () => useQuery(getReviewSummaryOptions());

/** The toast of the answer that emptied the day's queue (the server pays the day's review XP once). */
export function dayCompletedToast(done: ReviewDayCompletedResponse) {
  return {
    title: "Today's reviews done",
    description:
      done.status === 'delivered'
        ? 'Every item that was due is answered: your review XP for today is in.'
        : 'Every item that was due is answered: your review XP for today is on its way.',
  };
}

function useAfterReview() {
  const queryClient = useQueryClient();
  return (dayCompleted: ReviewDayCompletedResponse | null) => {
    void queryClient.invalidateQueries({ predicate: SUMMARY_QUERIES });
    if (dayCompleted) {
      void queryClient.invalidateQueries({ predicate: XP_AWARD_QUERIES });
      toast(dayCompletedToast(dayCompleted));
    }
  };
}

/** Answers a check item (graded on the server; right → Good unless rated otherwise later). */
export function useAnswerItem() {
  const after = useAfterReview();
  return useMutation({ ...answerReviewItemMutation(), onSuccess: (answer) => after(answer.dayCompleted) });
}

/** Rates a problem item, or turns a right answer's Good into Hard or Easy. */
export function useRateItem() {
  const after = useAfterReview();
  return useMutation({ ...rateReviewItemMutation(), onSuccess: (rated) => after(rated.dayCompleted) });
}
