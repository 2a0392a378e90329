import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useListQueryState } from './useListQueryState';

/** The hook on a list page opened at `address`; `router` shows where the address went. */
function renderAt(address: string, options?: Parameters<typeof useListQueryState>[0]) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/list', element: children }], { initialEntries: [address] });
    return <RouterProvider router={router} />;
  };
  const { result } = renderHook(() => useListQueryState(options), { wrapper });
  return { result, router, search: () => router.state.location.search };
}

describe('a list page keeps its search, filters and page in the address', () => {
  afterEach(() => vi.useRealTimers());

  it('reads them from a shared address: search text, page and only the allowed filter values', () => {
    const { result } = renderAt('/list?q=react&page=3&level=beginner&kind=nonsense');
    expect(result.current.text).toBe('react');
    expect(result.current.page).toBe(3);
    expect(result.current.pick('level', ['beginner', 'advanced'])).toBe('beginner');
    expect(result.current.pick('kind', ['kit', 'template'])).toBeUndefined();
  });

  it('a hand-edited page number is kept within 1 and the maximum', () => {
    expect(renderAt('/list?page=-4').result.current.page).toBe(1);
    expect(renderAt('/list?page=abc').result.current.page).toBe(1);
    expect(renderAt('/list?page=5000', { maxPage: 1000 }).result.current.page).toBe(1000);
  });

  it('a changed filter replaces the entry, drops empty values and goes back to the first page', async () => {
    const { result, router, search } = renderAt('/list?tag=css&page=4');
    await act(() => result.current.set({ level: 'beginner', tag: undefined }));
    expect(search()).toBe('?level=beginner');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => result.current.set({ page: '2' }));
    expect(search()).toBe('?level=beginner&page=2');
  });

  it('typed search goes into the address once typing rests, and back to the first page', async () => {
    vi.useFakeTimers();
    const { result, search } = renderAt('/list?page=2');
    act(() => result.current.setText('  git '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(search()).toBe('?page=2');
    await act(async () => vi.advanceTimersByTime(1));
    expect(search()).toBe('?q=git');
    expect(result.current.q).toBe('git');

    act(() => result.current.setText(''));
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(search()).toBe('');
  });
});
