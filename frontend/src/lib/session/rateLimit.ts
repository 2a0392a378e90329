/**
 * Client-side sign-in rate limits (spec §5): 10 attempts per hour for the
 * email flow (username/password and email/password sign-in and registration)
 * and 10 per hour for the Google flow, counted separately in localStorage
 * `email_auth_ratelimit` and `firebase_auth_ratelimit`. A too-many-requests
 * answer marks the email flow as limited for one hour.
 */
import { ApiError } from '../api/http';
import { STORAGE_KEYS, readJson, writeJson } from '../storage';
import { HOUR, MINUTE, RATE_LIMIT_MAX_ATTEMPTS, RATE_LIMIT_PENALTY_MS, RATE_LIMIT_WINDOW_MS } from './constants';

export type RateLimitFlow = 'email' | 'google';

const KEYS: Record<RateLimitFlow, string> = {
  email: STORAGE_KEYS.emailAuthRateLimit,
  google: STORAGE_KEYS.firebaseAuthRateLimit,
};

/** What is kept per flow: attempt times (ms) and the end of a server-imposed limit. */
export interface RateLimitRecord {
  attempts: number[];
  limitedUntil: number | null;
}

export type RateLimitCheck = { allowed: true } | { allowed: false; retryAfterMs: number };

function read(flow: RateLimitFlow, now: number): RateLimitRecord {
  const stored = readJson<Partial<RateLimitRecord>>(KEYS[flow]);
  const attempts = Array.isArray(stored?.attempts)
    ? stored.attempts.filter(
        (at): at is number => typeof at === 'number' && now - at < RATE_LIMIT_WINDOW_MS && at <= now,
      )
    : [];
  const limitedUntil =
    typeof stored?.limitedUntil === 'number' && stored.limitedUntil > now ? stored.limitedUntil : null;
  return { attempts, limitedUntil };
}

/** Whether another attempt of this flow is allowed now, and if not for how long it is refused. */
export function checkRateLimit(flow: RateLimitFlow, now = Date.now()): RateLimitCheck {
  const record = read(flow, now);
  let retryAfterMs = 0;
  if (record.limitedUntil !== null) retryAfterMs = record.limitedUntil - now;
  if (record.attempts.length >= RATE_LIMIT_MAX_ATTEMPTS) {
    const oldestCounted = record.attempts[record.attempts.length - RATE_LIMIT_MAX_ATTEMPTS]!;
    retryAfterMs = Math.max(retryAfterMs, oldestCounted + RATE_LIMIT_WINDOW_MS - now);
  }
  return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
}

/** Counts one attempt of this flow. */
export function recordAttempt(flow: RateLimitFlow, now = Date.now()): void {
  const record = read(flow, now);
  record.attempts.push(now);
  writeJson(KEYS[flow], record);
}

/** A too-many-requests answer: the flow is refused for the next hour. */
export function markRateLimited(flow: RateLimitFlow, now = Date.now()): void {
  const record = read(flow, now);
  record.limitedUntil = now + RATE_LIMIT_PENALTY_MS;
  writeJson(KEYS[flow], record);
}

/** The remaining time in minutes, or in hours from one hour on: "1 minute", "12 minutes", "1 hour". */
export function formatRemaining(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  if (minutes >= 60) {
    const hours = Math.ceil(ms / HOUR);
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * A 429 from our server (status or code) or the identity provider (code), or
 * another error whose message contains 429. An API error's message also holds
 * its body (with a random request id), so only its status and code count.
 */
export function isTooManyRequests(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (error instanceof ApiError) return error.status === 429 || /TOO_MANY|RATE_LIMITED/.test(error.code ?? '');
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && /TOO_MANY|RATE_LIMITED|too-many-requests/i.test(code)) return true;
  return typeof message === 'string' && message.includes('429');
}
