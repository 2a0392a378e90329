import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deletePostMutation,
  getPostOptions,
  getStaffPostOptions,
  listPostsOptions,
  listStaffPostsOptions,
  savePostMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { isOperation } from '../../../lib/api/operations';

export const PAGE_SIZE = 9;
export type PostStatus = 'draft' | 'published' | 'scheduled';
export const STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  scheduled: 'Scheduled',
};

export const usePostList = (query: { q?: string; tag?: string; page: number }) =>
  useQuery({
    ...listPostsOptions({ query: { ...query, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const usePost = (slug: string) =>
  useQuery({ ...getPostOptions({ path: { slug } }), retry: false, staleTime: 5 * 60_000 });

export const useStaffPosts = (query: { q?: string; page: number }) =>
  useQuery({ ...listStaffPostsOptions({ query: { ...query, pageSize: 20 } }), placeholderData: keepPreviousData });

export const useStaffPost = (slug: string | null) =>
  useQuery({ ...getStaffPostOptions({ path: { slug: slug ?? '' } }), enabled: slug !== null, retry: false });

/** Every blog read, for readers and staff, is stale after a change. */
function useBlogChanged() {
  const queryClient = useQueryClient();
  return () =>
    void queryClient.invalidateQueries({
      predicate: isOperation('listPosts', 'getPost', 'listStaffPosts', 'getStaffPost'),
    });
}

export function useSavePost() {
  const changed = useBlogChanged();
  return useMutation({ ...savePostMutation(), onSuccess: changed });
}

export function useDeletePost() {
  const changed = useBlogChanged();
  return useMutation({
    ...deletePostMutation(),
    onSuccess: changed,
    onError: (error) =>
      toast({
        title: 'The post was not deleted',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
export const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '');
