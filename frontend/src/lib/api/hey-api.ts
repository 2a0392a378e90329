/**
 * Runtime configuration of the generated client (src/api/generated), wired in
 * by `runtimeConfigPath` in openapi-ts.config.ts. Every SDK call goes through
 * apiFetch, so it follows the same rules as the default query function:
 * cookies, bearer token, CSRF header on unsafe methods, JSON content type, and
 * non-OK responses as ApiError ("<status>: <body>"). At runtime the `error`
 * of an SDK call (or the error thrown with `throwOnError: true`, which the
 * generated TanStack Query options use) is that ApiError; it carries the
 * parsed error body in `body` and its fields as getters (code, statusCode...).
 */
import { apiFetch } from './http';

/** Same origin as the page: absolute, so the client can build Request objects anywhere. */
export function apiBaseUrl(): string {
  return typeof window !== 'undefined' && window.location?.origin ? window.location.origin : '';
}

export function createClientConfig<T extends object>(override?: T) {
  return {
    ...override,
    baseUrl: apiBaseUrl(),
    credentials: 'include' as const,
    // A wrapper, not apiFetch itself: the generated client is created while
    // modules load, and this defers the lookup to request time.
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => apiFetch(input, init)) as typeof fetch,
  };
}
