import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_TOKEN_LIFETIME_MS, clearCsrfToken, generateClientCsrfToken, getCsrfToken } from './csrf';

const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

describe('CSRF token', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    clearCsrfToken();
    fetchMock = vi.fn(async () => jsonResponse({ csrfToken: 'server-token' }));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches GET /api/csrf-token with cookies, accepting JSON', async () => {
    await expect(getCsrfToken()).resolves.toBe('server-token');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/csrf-token');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
  });

  it('keeps the token in sessionStorage with a 30-minute expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-01T10:00:00Z') });
    await getCsrfToken();
    expect(sessionStorage.getItem('csrf_token')).toBe('server-token');
    expect(Number(sessionStorage.getItem('csrf_token_expiry'))).toBe(Date.now() + 30 * 60 * 1000);
    expect(CSRF_TOKEN_LIFETIME_MS).toBe(1_800_000);
  });

  it('reuses the stored token until it expires', async () => {
    await getCsrfToken();
    await getCsrfToken();
    await getCsrfToken();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shares one request between concurrent callers', async () => {
    const tokens = await Promise.all([getCsrfToken(), getCsrfToken(), getCsrfToken()]);
    expect(tokens).toEqual(['server-token', 'server-token', 'server-token']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches a new token after 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-01T10:00:00Z') });
    await getCsrfToken();
    fetchMock.mockImplementation(async () => jsonResponse({ csrfToken: 'second-token' }));

    vi.setSystemTime(Date.now() + CSRF_TOKEN_LIFETIME_MS - 1);
    await expect(getCsrfToken()).resolves.toBe('server-token');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 1);
    await expect(getCsrfToken()).resolves.toBe('second-token');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem('csrf_token')).toBe('second-token');
  });

  it.each([
    ['the request fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers an error', async () => new Response('boom', { status: 500 })],
    ['the csrfToken field is missing', async () => jsonResponse({ token: 'wrong-field' })],
    ['the body is not JSON', async () => new Response('<html>', { status: 200 })],
  ])('falls back to a client-generated token when %s, with a warning', async (_case, impl) => {
    fetchMock.mockImplementation(impl);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const token = await getCsrfToken();

    expect(warn).toHaveBeenCalledTimes(1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes in base64url, no padding
    expect(sessionStorage.getItem('csrf_token')).toBe(token);
    expect(Number(sessionStorage.getItem('csrf_token_expiry'))).toBeGreaterThan(Date.now());
    // The fallback is reused like a server token.
    await expect(getCsrfToken()).resolves.toBe(token);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('generates 32 random bytes as URL-safe base64 with crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const a = generateClientCsrfToken();
    const b = generateClientCsrfToken();
    expect(spy).toHaveBeenCalledTimes(2);
    expect((spy.mock.calls[0]?.[0] as Uint8Array | undefined)?.length).toBe(32);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('ignores a stored token whose expiry is missing or in the past', async () => {
    sessionStorage.setItem('csrf_token', 'stale');
    sessionStorage.setItem('csrf_token_expiry', String(Date.now() - 1));
    await expect(getCsrfToken()).resolves.toBe('server-token');
    sessionStorage.setItem('csrf_token', 'no-expiry');
    sessionStorage.removeItem('csrf_token_expiry');
    await expect(getCsrfToken()).resolves.toBe('server-token');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
