import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  enrolInRoadmapMutation,
  getMyRoadmapsOptions,
  getMyRoadmapsQueryKey,
  getRoadmapModuleOptions,
  getRoadmapOptions,
  getRoadmapProgressOptions,
  getRoadmapProgressQueryKey,
  listRoadmapsOptions,
  resetRoadmapProgressMutation,
  setModuleStatusMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { exportMyRoadmapProgress } from '../../../api/generated/sdk.gen';
import type { ModuleAwardResponse, RoadmapProgressResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { operationKey } from '../../../lib/api/operations';
import { XP_AWARD_QUERIES, xpAwardToast } from '../../../lib/xpAward';

export type ModuleStatus = 'pending' | 'learning' | 'done' | 'skipped';
export type Level = 'beginner' | 'intermediate' | 'advanced';
export const PAGE_SIZE = 12;

export const STATUS_LABELS: Record<ModuleStatus, string> = {
  pending: 'Not started',
  learning: 'In progress',
  done: 'Done',
  skipped: 'Skipped',
};
export const LEVEL_LABELS: Record<Level, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export function useRoadmapList(query: { q?: string; level?: Level; tag?: string; page: number }) {
  return useQuery({
    ...listRoadmapsOptions({ query: { ...query, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export const useRoadmap = (ref: string) =>
  useQuery({ ...getRoadmapOptions({ path: { ref } }), staleTime: 5 * 60_000, retry: false });

export const useRoadmapModule = (ref: string, moduleKey: string | null) =>
  useQuery({
    ...getRoadmapModuleOptions({ path: { ref, moduleKey: moduleKey ?? '' } }),
    enabled: moduleKey !== null,
    staleTime: 10 * 60_000,
  });

export const useRoadmapProgress = (ref: string, enabled: boolean) =>
  useQuery({ ...getRoadmapProgressOptions({ path: { ref } }), enabled });

export const useMyRoadmaps = (enabled: boolean) => useQuery({ ...getMyRoadmapsOptions(), enabled });

/** After a change, the server's answer is the progress: put it in place of the cached one (both the slug's and the id's). */
function useProgressUpdate(ref: string) {
  const queryClient = useQueryClient();
  return (progress: RoadmapProgressResponse) => {
    queryClient.setQueryData(getRoadmapProgressQueryKey({ path: { ref } }), progress);
    if (progress.slug !== ref)
      queryClient.setQueryData(getRoadmapProgressQueryKey({ path: { ref: progress.slug } }), progress);
    void queryClient.invalidateQueries({ queryKey: getMyRoadmapsQueryKey() });
    // Other roadmaps share modules: their cached progress may have moved too.
    void queryClient.invalidateQueries({
      predicate: (q) => {
        const key = operationKey(q);
        return key?._id === 'getRoadmapProgress' && key.path?.ref !== progress.slug;
      },
      refetchType: 'none',
    });
  };
}

/** What a module's first "done" earned, in words (the server delivers the award before it answers). */
export const moduleAwardToast = (award: ModuleAwardResponse) =>
  xpAwardToast(award, {
    title: 'Module done',
    pending: 'Your XP is on its way: it appears on your dashboard shortly.',
  });

export function useSetModuleStatus(ref: string) {
  const update = useProgressUpdate(ref);
  const queryClient = useQueryClient();
  return useMutation({
    ...setModuleStatusMutation(),
    onSuccess: ({ award, ...progress }) => {
      update(progress);
      // Only the change that completed the module for the first time carries an award, already made.
      if (award) {
        void queryClient.invalidateQueries({ predicate: XP_AWARD_QUERIES });
        toast(moduleAwardToast(award));
      }
    },
    onError: (error) =>
      toast({
        title: 'Could not save your progress',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

export function useEnrol(ref: string) {
  const update = useProgressUpdate(ref);
  return useMutation({
    ...enrolInRoadmapMutation(),
    onSuccess: update,
    onError: (error) =>
      toast({
        title: 'Could not start this roadmap',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

export function useResetProgress(ref: string) {
  const update = useProgressUpdate(ref);
  return useMutation({
    ...resetRoadmapProgressMutation(),
    onSuccess: (result) => {
      update(result.progress);
      toast({
        title: 'Progress reset',
        description: `${result.reset} module${result.reset === 1 ? '' : 's'} set back to not started. Your XP stays.`,
      });
    },
    onError: (error) =>
      toast({
        title: 'Could not reset your progress',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

/** Downloads all of the learner's roadmap progress as a JSON file. */
export async function downloadProgressExport(): Promise<void> {
  try {
    const { data } = await exportMyRoadmapProgress({ throwOnError: true });
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `devpath-progress-${new Date().toISOString().slice(0, 10)}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    toast({
      title: 'Could not export your progress',
      description: errorMessage(error, 'Please try again.'),
      variant: 'destructive',
    });
  }
}
