import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import { createQueryClient, getQueryFn } from './query';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function runQueryFn(fn: ReturnType<typeof getQueryFn>, key: string): Promise<unknown> {
  return Promise.resolve().then(() =>
    fn({
      queryKey: [key],
      signal: new AbortController().signal,
      meta: undefined,
      client: createQueryClient(),
    } as never),
  );
}

describe('query client defaults (spec §9)', () => {
  it('never goes stale, never refetches on focus or on an interval, never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  function wrapper() {
    const client = createQueryClient();
    return {
      client,
      // biome-ignore lint/correctness/noComponentHookFactories: a test wrapper made once per test, around the client it returns
      Wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    };
  }

  it('a failing query is tried once only, and data is not refetched on remount', async () => {
    const fetchMock = vi.fn(async () => new Response('down', { status: 503, statusText: 'Service Unavailable' }));
    vi.stubGlobal('fetch', fetchMock);
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useQuery({ queryKey: ['/api/flaky'] }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('503: down');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses the default query function and keeps fresh data without refetching', async () => {
    const fetchMock = vi.fn(async () => json({ status: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    const { Wrapper } = wrapper();
    const first = renderHook(() => useQuery({ queryKey: ['/api/health'] }), { wrapper: Wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual({ status: 'ok' }));
    const second = renderHook(() => useQuery({ queryKey: ['/api/health'] }), { wrapper: Wrapper });
    expect(second.result.current.data).toEqual({ status: 'ok' });
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failing mutation is not retried', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/csrf-token') ? json({ csrfToken: 't' }) : new Response('no', { status: 500 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { Wrapper } = wrapper();
    const { apiRequest } = await import('./http');
    const { result } = renderHook(() => useMutation({ mutationFn: () => apiRequest('POST', '/api/things', {}) }), {
      wrapper: Wrapper,
    });
    result.current.mutate();
    await waitFor(() => expect(result.current.isError).toBe(true));
    const posts = fetchMock.mock.calls.filter(([input]) => String(input) === '/api/things');
    expect(posts).toHaveLength(1);
  });
});

describe('default query function (spec §7.3)', () => {
  it('GETs the first element of the query key with cookies and the bearer token', async () => {
    localStorage.setItem('token', 'jwt-9');
    const fetchMock = vi.fn(async () => json({ id: 1 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(runQueryFn(getQueryFn(), '/api/users/me')).resolves.toEqual({ id: 1 });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/me');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer jwt-9');
  });

  it('throws on 401 by default', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Unauthorized', { status: 401 })),
    );
    const error = await runQueryFn(getQueryFn(), '/api/users/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('401: Unauthorized');
  });

  it('returns null on 401 with on401: "returnNull", and still throws other errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Unauthorized', { status: 401 })),
    );
    await expect(runQueryFn(getQueryFn({ on401: 'returnNull' }), '/api/users/me')).resolves.toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Forbidden', { status: 403 })),
    );
    await expect(runQueryFn(getQueryFn({ on401: 'returnNull' }), '/api/users/me')).rejects.toThrow('403: Forbidden');
  });

  it('refuses a query key without a URL', async () => {
    await expect(runQueryFn(getQueryFn(), '')).rejects.toThrow(/URL as the first query key element/);
  });
});
