import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  getMeQueryKey,
  getPostQueryKey,
  getRoadmapProgressQueryKey,
  listPostsQueryKey,
} from '../../api/generated/@tanstack/react-query.gen';
import { isOperation, operationKey, type QueryOperationId } from './operations';

describe('the operation of a cached query', () => {
  it('is read from a generated key, with its parameters', () => {
    const key = operationKey({ queryKey: getRoadmapProgressQueryKey({ path: { ref: 'frontend' } }) });
    expect(key?._id).toBe('getRoadmapProgress');
    expect(key?.path).toEqual({ ref: 'frontend' });
  });

  it('is undefined for keys made by hand', () => {
    expect(operationKey({ queryKey: ['/api/users/me'] })).toBeUndefined();
    expect(operationKey({ queryKey: [null] })).toBeUndefined();
    expect(operationKey({ queryKey: [] })).toBeUndefined();
  });

  it('invalidates every query of the named operations, whatever their parameters, and nothing else', async () => {
    const client = new QueryClient();
    const keys = [
      listPostsQueryKey({ query: { page: 2 } }),
      getPostQueryKey({ path: { slug: 'git' } }),
      getMeQueryKey(),
      ['by-hand'],
    ];
    for (const key of keys) client.setQueryData(key, 'cached');
    await client.invalidateQueries({ predicate: isOperation('listPosts', 'getPost'), refetchType: 'none' });
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, false, false]);
  });

  it('names only operations the generated client has', () => {
    // @ts-expect-error: not an operation of the API (a misspelt or removed one fails the type check)
    const misspelt: QueryOperationId = 'listPost';
    const known: QueryOperationId[] = ['getMe', 'listPosts', 'getRoadmapProgress'];
    expect([misspelt, ...known]).toHaveLength(4);
  });
});
