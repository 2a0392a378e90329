import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listMySuggestionsOptions,
  listResourcesOptions,
  listSuggestionQueueOptions,
  reviewSuggestionMutation,
  suggestResourceMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import { isOperation } from '../../../lib/api/operations';

export const PAGE_SIZE = 24;
export type Category = 'web' | 'backend' | 'data' | 'devops' | 'computer science' | 'careers' | 'tools';
export type ResourceType = 'course' | 'book' | 'video' | 'tool' | 'docs' | 'practice' | 'community';
export type Level = 'beginner' | 'intermediate' | 'advanced';

export const CATEGORY_LABELS: Record<Category, string> = {
  web: 'Web',
  backend: 'Backend',
  data: 'Data',
  devops: 'DevOps',
  'computer science': 'Computer science',
  careers: 'Careers',
  tools: 'Tools',
};
export const TYPE_LABELS: Record<ResourceType, string> = {
  course: 'Course',
  book: 'Book',
  video: 'Video',
  tool: 'Tool',
  docs: 'Docs',
  practice: 'Practice',
  community: 'Community',
};
export const LEVEL_LABELS: Record<Level, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const useResourceList = (query: {
  q?: string;
  category?: Category;
  type?: ResourceType;
  level?: Level;
  page: number;
}) =>
  useQuery({
    ...listResourcesOptions({ query: { ...query, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useMySuggestions = (enabled: boolean) => useQuery({ ...listMySuggestionsOptions(), enabled });

export const useSuggestionQueue = () => useQuery(listSuggestionQueueOptions());

function useResourcesChanged() {
  const queryClient = useQueryClient();
  return () =>
    void queryClient.invalidateQueries({
      predicate: isOperation('listResources', 'listMySuggestions', 'listSuggestionQueue'),
    });
}

export function useSuggest() {
  const changed = useResourcesChanged();
  return useMutation({ ...suggestResourceMutation(), onSuccess: changed });
}

export function useReview() {
  const changed = useResourcesChanged();
  return useMutation({ ...reviewSuggestionMutation(), onSuccess: changed });
}
