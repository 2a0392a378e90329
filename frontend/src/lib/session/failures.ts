/** How the session's flows fail: the error they throw and which failures a retry may fix. */
import { errorMessage } from '../api/errors';
import { ApiError } from '../api/http';
import { InvalidResponseError } from './api';
import { PROFILE_BACKOFF_BASE_MS, PROFILE_BACKOFF_CAP_MS, type ProfileLoadPath } from './constants';
import { MESSAGES } from './messages';
import { isProviderError, providerErrorMessage } from './providerErrors';

export type FlowErrorKind = 'rate-limited' | 'failed' | 'popup-closed' | 'unavailable';

/** A failed sign-in, registration or reset; `message` is the text to show. */
export class AuthFlowError extends Error {
  readonly kind: FlowErrorKind;
  readonly fieldErrors: Record<string, string>;

  constructor(
    message: string,
    kind: FlowErrorKind,
    options: { cause?: unknown; fieldErrors?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AuthFlowError';
    this.kind = kind;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

/** The server's message when it refuses a suspended account (ACCOUNT_SUSPENDED, with the administrator's reason), else null. */
export function suspensionMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code === 'ACCOUNT_SUSPENDED'
    ? errorMessage(error, 'This account has been suspended.')
    : null;
}

/** Backoff before attempt n+1 of a profile load: 1 s × 2^n, capped per path (2, 4, 8, then the cap). */
export function profileBackoffDelay(failedAttempt: number, path: ProfileLoadPath): number {
  return Math.min(PROFILE_BACKOFF_CAP_MS[path], PROFILE_BACKOFF_BASE_MS * 2 ** failedAttempt);
}

/** Identity-provider verification failures that no retry can fix. */
export function isDefinitive(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    ['ACCOUNT_EXISTS', 'IDENTITY_PROVIDER_DISABLED', 'EMAIL_REQUIRED', 'USERNAME_UNAVAILABLE'].includes(
      error.code ?? '',
    )
  );
}

/** Errors a retry may fix: our API's answers (but 403 and the definitive ones) and network failures. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return !isDefinitive(error) && error.status !== 403;
  if (error instanceof InvalidResponseError || error instanceof TypeError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /network-request-failed|internal-error|timeout/.test(code);
}

/** The text for a failed flow: the API's message, the provider's error in plain words (never its raw text), or the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return isProviderError(error) ? providerErrorMessage(error, fallback) : errorMessage(error, fallback);
}

/** Spec §5: the server's message, "Registration failed: {status} {statusText}" for a non-JSON error, or the fallback. */
export function registrationMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.body?.message) return error.body.message;
    return MESSAGES.registrationFailedStatus(error.status, error.statusText);
  }
  if (error instanceof InvalidResponseError) return error.message;
  return MESSAGES.registrationFailed;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
