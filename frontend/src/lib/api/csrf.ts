import type { CsrfTokenResponse } from '../../api/generated/types.gen';
import { STORAGE_KEYS, session } from '../storage';

/** Spec §7.1 and §9: the CSRF token lives 30 minutes. */
export const CSRF_TOKEN_LIFETIME_MS = 30 * 60 * 1000;
export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_TOKEN_URL = '/api/csrf-token';

let pending: Promise<string> | null = null;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random 32-byte URL-safe token, used when the server cannot hand one out. */
export function generateClientCsrfToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return toBase64Url(bytes);
}

/** The stored token while it is still valid, otherwise null. */
export function readStoredCsrfToken(now = Date.now()): string | null {
  const token = session.get(STORAGE_KEYS.csrfToken);
  const expiry = Number(session.get(STORAGE_KEYS.csrfTokenExpiry));
  if (!token || !Number.isFinite(expiry) || expiry <= now) return null;
  return token;
}

function storeCsrfToken(token: string): void {
  session.set(STORAGE_KEYS.csrfToken, token);
  session.set(STORAGE_KEYS.csrfTokenExpiry, String(Date.now() + CSRF_TOKEN_LIFETIME_MS));
}

/** Forget the stored token, e.g. after the server rejected it. */
export function clearCsrfToken(): void {
  session.remove(STORAGE_KEYS.csrfToken);
  session.remove(STORAGE_KEYS.csrfTokenExpiry);
}

async function requestCsrfToken(): Promise<string> {
  try {
    // Plain fetch: the token request sits below apiFetch, which depends on it.
    const response = await fetch(CSRF_TOKEN_URL, {
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const body: unknown = await response.json();
    const token: unknown = (body as Partial<CsrfTokenResponse> | null)?.csrfToken;
    if (typeof token !== 'string' || token === '') {
      throw new Error('The response has no csrfToken field');
    }
    return token;
  } catch (error) {
    console.warn('Could not fetch a CSRF token; using a client-generated one instead.', error);
    return generateClientCsrfToken();
  }
}

/**
 * The CSRF token for unsafe requests: the stored one until it expires, then a
 * fresh one from GET /api/csrf-token (or a client-generated fallback).
 * Concurrent callers share one request.
 */
export function getCsrfToken(): Promise<string> {
  const stored = readStoredCsrfToken();
  if (stored) return Promise.resolve(stored);
  if (!pending) {
    pending = requestCsrfToken()
      .then((token) => {
        storeCsrfToken(token);
        return token;
      })
      .finally(() => {
        pending = null;
      });
  }
  return pending;
}
