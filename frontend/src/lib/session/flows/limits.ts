/** What every sign-in and registration flow shares: the client-side rate limit and failure toasts. */
import { MESSAGES, TOASTS } from '../messages';
import { checkRateLimit, formatRemaining, recordAttempt, type RateLimitFlow } from '../rateLimit';
import type { SessionCore } from '../core';
import { AuthFlowError } from '../failures';

type FlowKind = 'signIn' | 'register';

/** Counts an attempt, or throws "rate-limited" (with its toast) when the flow is limited. */
export function countAttempt(core: SessionCore, flow: RateLimitFlow, kind: FlowKind): void {
  const check = checkRateLimit(flow, core.now());
  if (check.allowed) {
    recordAttempt(flow, core.now());
    return;
  }
  throw rateLimited(core, kind, check.retryAfterMs);
}

export function rateLimited(core: SessionCore, kind: FlowKind, retryAfterMs: number): AuthFlowError {
  const message =
    kind === 'register' ? MESSAGES.tooManyRegistrations : MESSAGES.tooManySignIns(formatRemaining(retryAfterMs));
  core.notify({
    title: kind === 'register' ? TOASTS.registrationRateLimited : TOASTS.signInRateLimited,
    description: message,
    variant: 'destructive',
  });
  return new AuthFlowError(message, 'rate-limited');
}

/** A failed flow: its toast, and the error to throw. */
export function fail(
  core: SessionCore,
  title: string,
  message: string,
  cause: unknown,
  fieldErrors?: Record<string, string>,
): AuthFlowError {
  core.notify({ title, description: message, variant: 'destructive' });
  return new AuthFlowError(message, 'failed', { cause, fieldErrors });
}
