import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http';
import { HOUR, MINUTE } from './constants';
import { checkRateLimit, formatRemaining, isTooManyRequests, markRateLimited, recordAttempt } from './rateLimit';

describe('client sign-in rate limits (spec §5, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('allows 10 attempts per hour, then refuses with the time until the oldest one expires', () => {
    for (let i = 0; i < 10; i++) {
      expect(checkRateLimit('email')).toEqual({ allowed: true });
      recordAttempt('email');
      vi.advanceTimersByTime(MINUTE);
    }
    // 10 attempts at 0..9 min; now it is 10 min after the first.
    expect(checkRateLimit('email')).toEqual({ allowed: false, retryAfterMs: 50 * MINUTE });
    vi.advanceTimersByTime(50 * MINUTE - 1);
    expect(checkRateLimit('email').allowed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(checkRateLimit('email')).toEqual({ allowed: true });
  });

  it('counts the email and the Google flows separately, in their own storage keys', () => {
    for (let i = 0; i < 10; i++) recordAttempt('email');
    expect(checkRateLimit('email').allowed).toBe(false);
    expect(checkRateLimit('google')).toEqual({ allowed: true });
    expect(JSON.parse(localStorage.getItem('email_auth_ratelimit')!).attempts).toHaveLength(10);
    expect(localStorage.getItem('firebase_auth_ratelimit')).toBeNull();

    for (let i = 0; i < 9; i++) recordAttempt('google');
    expect(checkRateLimit('google')).toEqual({ allowed: true });
    recordAttempt('google');
    expect(checkRateLimit('google').allowed).toBe(false);
    expect(JSON.parse(localStorage.getItem('firebase_auth_ratelimit')!).attempts).toHaveLength(10);
  });

  it('a too-many-requests answer limits the flow for exactly one hour', () => {
    recordAttempt('email');
    markRateLimited('email');
    expect(checkRateLimit('email')).toEqual({ allowed: false, retryAfterMs: HOUR });
    expect(checkRateLimit('google')).toEqual({ allowed: true });
    vi.advanceTimersByTime(HOUR - 1);
    expect(checkRateLimit('email')).toEqual({ allowed: false, retryAfterMs: 1 });
    vi.advanceTimersByTime(1);
    expect(checkRateLimit('email')).toEqual({ allowed: true });
  });

  it('forgets attempts older than an hour', () => {
    for (let i = 0; i < 10; i++) recordAttempt('email');
    vi.advanceTimersByTime(HOUR);
    expect(checkRateLimit('email')).toEqual({ allowed: true });
    recordAttempt('email');
    expect(JSON.parse(localStorage.getItem('email_auth_ratelimit')!).attempts).toHaveLength(1);
  });

  it('survives unreadable storage', () => {
    localStorage.setItem('email_auth_ratelimit', '{not json');
    expect(checkRateLimit('email')).toEqual({ allowed: true });
    recordAttempt('email');
    expect(JSON.parse(localStorage.getItem('email_auth_ratelimit')!).attempts).toHaveLength(1);
  });

  it.each([
    [30 * 1000, '1 minute'],
    [MINUTE, '1 minute'],
    [MINUTE + 1, '2 minutes'],
    [50 * MINUTE, '50 minutes'],
    [59 * MINUTE + 1, '1 hour'],
    [HOUR, '1 hour'],
    [90 * MINUTE, '2 hours'],
  ])('formats %i ms as "%s"', (ms, text) => {
    expect(formatRemaining(ms)).toBe(text);
  });

  it('recognises too-many-requests answers by status, code or a message containing 429', () => {
    const body = (code: string, status = 429) =>
      JSON.stringify({ statusCode: status, code, message: 'Slow down', requestId: 'r-429-r' });
    expect(isTooManyRequests(new ApiError(429, 'Too Many Requests', body('TOO_MANY_ATTEMPTS')))).toBe(true);
    expect(isTooManyRequests(new ApiError(429, 'Too Many Requests', ''))).toBe(true);
    expect(isTooManyRequests({ code: 'auth/too-many-requests', message: 'Firebase: Error' })).toBe(true);
    expect(isTooManyRequests(new Error('429: Too Many Requests'))).toBe(true);
    // The random request id may contain 429: an API error counts by status and code only.
    expect(isTooManyRequests(new ApiError(401, 'Unauthorized', body('INVALID_CREDENTIALS', 401)))).toBe(false);
    expect(isTooManyRequests(new Error('Invalid credentials'))).toBe(false);
  });
});
