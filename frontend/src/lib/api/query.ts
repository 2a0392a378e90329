import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiFetch, readBody } from './http';

/** What the default query function does on 401 (spec §7.3). */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

/**
 * The default query function: GET to the first element of the query key,
 * with cookies and the bearer token. On 401 it throws (default) or returns null.
 */
export function getQueryFn<T>({ on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey[0];
    if (typeof url !== 'string' || url === '') {
      throw new Error('The default query function needs a URL as the first query key element');
    }
    try {
      const response = await apiFetch(url, { method: 'GET', signal });
      return await readBody<T>(response);
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * Spec §9: data never goes stale, no refetch on focus, no polling and no
 * retries for queries or mutations.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
