/**
 * The calls the session makes (spec §7.5–7.10), through the generated client, so they follow
 * the CSRF, bearer-token, cookie and error rules of every request (lib/api/hey-api.ts). Each
 * answer is checked before the session trusts it: a successful response whose body is not the
 * JSON the client expects is an InvalidResponseError.
 */
import {
  getAuthConfig,
  getFirebaseProfile,
  getMe,
  getStats,
  login,
  logout,
  register,
  updateMe,
  updateUserActivity,
} from '../../api/generated-shell/sdk.gen';
import type {
  ActivityRequest,
  ActivityResponse,
  AuthConfigResponse,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  StatsResponse,
  UpdateMeRequest,
  UserResponse,
} from '../../api/generated-shell/types.gen';
import { MESSAGES } from './messages';

/** A successful response whose body is not the JSON the client expects. */
export class InvalidResponseError extends Error {
  constructor() {
    super(MESSAGES.invalidResponse);
    this.name = 'InvalidResponseError';
  }
}

type Check = (value: Record<string, unknown>) => boolean;

/** The data of a generated call (which throws the API's errors), checked by `isValid`. */
async function checked<T>(call: Promise<{ data: unknown }>, isValid: Check): Promise<T> {
  let value: unknown;
  try {
    value = (await call).data;
  } catch (error) {
    // A body announced as JSON that is not.
    if (error instanceof SyntaxError) throw new InvalidResponseError();
    throw error;
  }
  if (!value || typeof value !== 'object' || !isValid(value as Record<string, unknown>))
    throw new InvalidResponseError();
  return value as T;
}

const isUser: Check = (value) => typeof value.id === 'number' && typeof value.username === 'string';

function bearer(token: string | null | undefined): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export function postLogin(body: LoginRequest): Promise<LoginResponse> {
  return checked(
    login({ body, throwOnError: true }),
    (value) => typeof value.token === 'string' && !!value.user && isUser(value.user as Record<string, unknown>),
  );
}

export function postRegister(body: RegisterRequest): Promise<RegisterResponse> {
  return checked(register({ body, throwOnError: true }), () => true);
}

/** GET /api/users/me with the given (or the stored) bearer token. */
export function fetchMe(token?: string | null): Promise<UserResponse> {
  return checked(getMe({ headers: bearer(token), throwOnError: true }), isUser);
}

export function fetchStats(token?: string | null): Promise<StatsResponse> {
  return checked(
    getStats({ headers: bearer(token), throwOnError: true }),
    (value) => typeof value.totalXpEarned === 'number',
  );
}

/**
 * GET /api/users/firebase-profile with `Authorization: Firebase <idToken>`.
 * Retries send no-cache headers and the attempt number.
 */
export function fetchFirebaseProfile(idToken: string, retryAttempt?: number): Promise<UserResponse> {
  const retry =
    retryAttempt === undefined
      ? {}
      : { 'Cache-Control': 'no-cache', Pragma: 'no-cache', 'X-Retry-Attempt': String(retryAttempt) };
  return checked(
    getFirebaseProfile({
      headers: { Authorization: `Firebase ${idToken}`, ...retry },
      ...(retryAttempt === undefined ? {} : { cache: 'no-store' as const }),
      throwOnError: true,
    }),
    isUser,
  );
}

/** Revokes our own session token on the server (logout). */
export async function revokeSession(token: string): Promise<void> {
  await logout({ headers: bearer(token), throwOnError: true });
}

export function postActivity(body: ActivityRequest, token: string): Promise<ActivityResponse> {
  return checked(
    updateUserActivity({ body, headers: bearer(token), throwOnError: true }),
    (value) => typeof value.daysStreak === 'number',
  );
}

export function patchMe(changes: UpdateMeRequest): Promise<UserResponse> {
  return checked(updateMe({ body: changes, throwOnError: true }), isUser);
}

export function fetchAuthConfig(): Promise<AuthConfigResponse> {
  return checked(getAuthConfig({ throwOnError: true }), (value) => typeof value.passwordSignIn === 'boolean');
}
