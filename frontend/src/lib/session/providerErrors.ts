/**
 * The identity provider's errors in the product's words. Raw provider texts
 * ("Firebase: Error (auth/user-not-found).") never reach the user: each known
 * code has the spec's message (§5, §8) or plain words, anything else the
 * caller's fallback.
 */
import { MESSAGES } from './messages';

/** The provider's error code: `error.code`, or the "(auth/…)" in its message. */
export function providerCode(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') return code;
  const match = typeof message === 'string' ? /\((auth\/[a-z0-9-]+)\)/.exec(message) : null;
  return match ? match[1]! : '';
}

/** Whether the error came from the identity provider (a code, or its "Firebase:" message). */
export function isProviderError(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return providerCode(error).startsWith('auth/') || (typeof message === 'string' && message.startsWith('Firebase:'));
}

export const POPUP_CLOSED_CODES: readonly string[] = [
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
];

/** Email sign-in failures that mean "no such account or wrong password". */
export const CREDENTIAL_CODES: readonly string[] = [
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
];

const PLAIN_WORDS: Record<string, string> = {
  'auth/user-disabled': MESSAGES.invalidCredentials,
  'auth/email-already-in-use': 'An account with this email already exists.',
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/missing-email': 'Enter a valid email address.',
  'auth/weak-password': 'Password should be at least 6 characters.',
  'auth/network-request-failed': 'The sign-in service could not be reached. Check your connection and try again.',
  'auth/timeout': 'The sign-in service could not be reached. Check your connection and try again.',
  'auth/popup-blocked': 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/account-exists-with-different-credential':
    'This email already belongs to an account with another sign-in method. Sign in that way, then link Google in Settings.',
  'auth/credential-already-in-use': 'This Google account is already linked to another DevPath account.',
  'auth/requires-recent-login': 'For your security, sign in again and then retry.',
  'auth/operation-not-allowed': MESSAGES.providerUnavailable,
};

/** The message to show for an identity-provider error, or `fallback` for any other error. */
export function providerErrorMessage(error: unknown, fallback: string): string {
  const code = providerCode(error);
  if (POPUP_CLOSED_CODES.includes(code)) return MESSAGES.popupClosed;
  if (CREDENTIAL_CODES.includes(code)) return MESSAGES.invalidCredentials;
  return PLAIN_WORDS[code] ?? fallback;
}
