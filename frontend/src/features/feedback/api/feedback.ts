import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  claimProjectMutation,
  getProjectOptions,
  listMyProjectsOptions,
  listReviewQueueOptions,
  markFeedbackHelpfulMutation,
  reviewProjectMutation,
  submitProjectMutation,
  withdrawProjectMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { ProjectResponse } from '../../../api/generated/types.gen';
import { isOperation } from '../../../lib/api/operations';

export const QUEUE_PAGE_SIZE = 10;
export type Criterion = 'code_quality' | 'documentation' | 'functionality' | 'design';
export type ProjectState = ProjectResponse['state'];

/** The rubric's names and what each looks at (the server sends the same with /mine; these are the short labels). */
export const CRITERIA: ReadonlyArray<{ criterion: Criterion; title: string; hint: string }> = [
  {
    criterion: 'code_quality',
    title: 'Code quality',
    hint: 'Readable names, small functions, consistent structure, errors handled.',
  },
  {
    criterion: 'documentation',
    title: 'README and documentation',
    hint: 'What it does, how to install, run and test it.',
  },
  { criterion: 'functionality', title: 'Functionality', hint: 'Does what it promises; handles empty and wrong input.' },
  {
    criterion: 'design',
    title: 'Design and user experience',
    hint: 'Clear layout, contrast, keyboard and phone use, loading and error states.',
  },
];
export const CRITERION_TITLE = Object.fromEntries(CRITERIA.map((c) => [c.criterion, c.title])) as Record<
  Criterion,
  string
>;

export const STATE_LABELS: Record<ProjectState, { label: string; color: string }> = {
  open: { label: 'Waiting for a reviewer', color: 'blue' },
  in_review: { label: 'In review', color: 'yellow' },
  reviewed: { label: 'Feedback received', color: 'teal' },
  withdrawn: { label: 'Withdrawn', color: 'gray' },
};

/** "3 hours", "2 days": a duration in seconds, in words. */
export function duration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${Math.max(minutes, 1)} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(seconds / 3600);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.round(seconds / 86_400);
  return `${days} days`;
}

/** Where this browser keeps a learner's unsent project and a reviewer's unsent review (lib/drafts), per account. */
export const projectDraftKey = (userId: number) => `devpath.feedback.project-draft.v1:${userId}`;
export const reviewDraftKey = (userId: number, projectId: number) =>
  `devpath.feedback.review-draft.v1:${userId}:${projectId}`;

const ofProjects = isOperation('listMyProjects', 'getProject', 'listReviewQueue');
function useProjectsChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ predicate: ofProjects });
}

export const useMyProjects = (enabled = true) => useQuery({ ...listMyProjectsOptions(), enabled });
export const useProject = (id: number) => useQuery({ ...getProjectOptions({ path: { id } }), retry: false });
export const useReviewQueue = (page: number, enabled: boolean) =>
  useQuery({
    ...listReviewQueueOptions({ query: { page, pageSize: QUEUE_PAGE_SIZE } }),
    enabled,
    placeholderData: keepPreviousData,
  });

export function useSubmitProject() {
  const changed = useProjectsChanged();
  return useMutation({ ...submitProjectMutation(), onSuccess: changed });
}
export function useWithdraw() {
  const changed = useProjectsChanged();
  return useMutation({ ...withdrawProjectMutation(), onSuccess: changed });
}
export function useMarkHelpful() {
  const changed = useProjectsChanged();
  return useMutation({ ...markFeedbackHelpfulMutation(), onSuccess: changed });
}
export function useClaim() {
  const changed = useProjectsChanged();
  return useMutation({ ...claimProjectMutation(), onSuccess: changed });
}
export function useSubmitReview() {
  const changed = useProjectsChanged();
  return useMutation({ ...reviewProjectMutation(), onSuccess: changed });
}
