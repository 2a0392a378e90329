import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing rests before the search goes into the address and the list is asked for. */
export const SEARCH_DEBOUNCE_MS = 300;

export type ListQueryChanges = Record<string, string | undefined>;

/**
 * The state of a list page (catalogs, blog, practice, resources) kept in the query string, so a
 * filtered list can be shared and survives reloads: the search box (`text`, written to `q` once
 * typing rests), the page number and any filters. `set` replaces values in the address (an empty
 * value removes its key) without a new history entry, and goes back to the first page unless it
 * sets `page` itself.
 */
export function useListQueryState({ maxPage = Number.POSITIVE_INFINITY }: { maxPage?: number } = {}) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const page = Math.max(1, Math.min(maxPage, Number.parseInt(params.get('page') ?? '1', 10) || 1));

  const set = useCallback(
    (changes: ListQueryChanges) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const current = params.get('q') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the debounced text changes: a `q` changed by the address itself is not typed text
  useEffect(() => {
    if (current !== q) set({ q: q || undefined });
  }, [q]);

  /** A parameter's value when it is one of `allowed`, otherwise undefined (a hand-edited address). */
  const pick = <T extends string>(key: string, allowed: readonly T[]): T | undefined => {
    const value = params.get(key);
    return allowed.includes(value as T) ? (value as T) : undefined;
  };

  return { params, text, setText, q, page, set, pick };
}
