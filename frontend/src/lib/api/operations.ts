import type * as generated from '../../api/generated/@tanstack/react-query.gen';

/**
 * The id of every operation the generated client builds query keys for (its OpenAPI
 * operationId: 'getMe', 'listPosts', ...): a misspelt or removed operation is a type error.
 */
export type QueryOperationId = {
  [K in keyof typeof generated]: K extends `${string}InfiniteQueryKey`
    ? never
    : K extends `${infer Id}QueryKey`
      ? Id
      : never;
}[keyof typeof generated];

/** The first element of a generated query key: the operation's id and the request's parameters. */
export interface OperationQueryKey {
  _id: QueryOperationId;
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

type AnyQuery = { queryKey: readonly unknown[] };

/** The generated operation a cached query belongs to; undefined for a key made by hand. */
export function operationKey(query: AnyQuery): OperationQueryKey | undefined {
  const first = query.queryKey[0];
  return typeof first === 'object' && first !== null && typeof (first as { _id?: unknown })._id === 'string'
    ? (first as OperationQueryKey)
    : undefined;
}

/**
 * A query filter's predicate matching every cached query of these operations, whatever their
 * parameters: `queryClient.invalidateQueries({ predicate: isOperation('listPosts', 'getPost') })`.
 */
export function isOperation(...ids: QueryOperationId[]): (query: AnyQuery) => boolean {
  return (query) => {
    const id = operationKey(query)?._id;
    return id !== undefined && ids.includes(id);
  };
}
