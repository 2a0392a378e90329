/**
 * The calls the session makes (spec §7.5–7.10), through apiFetch so they
 * follow the CSRF, bearer-token, cookie and error rules of every request.
 */
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
} from '../../api/generated/types.gen';
import { apiFetch } from '../api/http';
import { MESSAGES } from './messages';

/** A successful response whose body is not the JSON the client expects. */
export class InvalidResponseError extends Error {
  constructor() {
    super(MESSAGES.invalidResponse);
    this.name = 'InvalidResponseError';
  }
}

async function readJsonObject<T>(response: Response, isValid: (value: Record<string, unknown>) => boolean): Promise<T> {
  let value: unknown;
  try {
    value = JSON.parse(await response.text());
  } catch {
    throw new InvalidResponseError();
  }
  if (!value || typeof value !== 'object' || !isValid(value as Record<string, unknown>)) throw new InvalidResponseError();
  return value as T;
}

const isUser = (value: Record<string, unknown>) => typeof value.id === 'number' && typeof value.username === 'string';

function bearer(token: string | null | undefined): HeadersInit {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export async function postLogin(body: LoginRequest): Promise<LoginResponse> {
  const response = await apiFetch('/api/users/login', { method: 'POST', body: JSON.stringify(body) });
  return readJsonObject<LoginResponse>(
    response,
    (value) => typeof value.token === 'string' && !!value.user && isUser(value.user as Record<string, unknown>),
  );
}

export async function postRegister(body: RegisterRequest): Promise<RegisterResponse> {
  const response = await apiFetch('/api/users/register', { method: 'POST', body: JSON.stringify(body) });
  return readJsonObject<RegisterResponse>(response, (value) => typeof value === 'object');
}

/** GET /api/users/me with the given (or the stored) bearer token. */
export async function fetchMe(token?: string | null): Promise<UserResponse> {
  const response = await apiFetch('/api/users/me', { headers: bearer(token) });
  return readJsonObject<UserResponse>(response, isUser);
}

export async function fetchStats(token?: string | null): Promise<StatsResponse> {
  const response = await apiFetch('/api/users/stats', { headers: bearer(token) });
  return readJsonObject<StatsResponse>(response, (value) => typeof value.totalXpEarned === 'number');
}

/**
 * GET /api/users/firebase-profile with `Authorization: Firebase <idToken>`.
 * Retries send no-cache headers and the attempt number.
 */
export async function fetchFirebaseProfile(idToken: string, retryAttempt?: number): Promise<UserResponse> {
  const headers: Record<string, string> = { Authorization: `Firebase ${idToken}` };
  if (retryAttempt !== undefined) {
    headers['Cache-Control'] = 'no-cache';
    headers.Pragma = 'no-cache';
    headers['X-Retry-Attempt'] = String(retryAttempt);
  }
  const init: RequestInit = { headers };
  if (retryAttempt !== undefined) init.cache = 'no-store';
  const response = await apiFetch('/api/users/firebase-profile', init);
  return readJsonObject<UserResponse>(response, isUser);
}

/** Revokes our own session token on the server (logout). */
export async function revokeSession(token: string): Promise<void> {
  await apiFetch('/api/users/logout', { method: 'POST', headers: bearer(token) });
}

export async function postActivity(body: ActivityRequest, token: string): Promise<ActivityResponse> {
  const response = await apiFetch('/api/update-user-activity', {
    method: 'POST',
    headers: bearer(token),
    body: JSON.stringify(body),
  });
  return readJsonObject<ActivityResponse>(response, (value) => typeof value.daysStreak === 'number');
}

export async function patchMe(changes: UpdateMeRequest): Promise<UserResponse> {
  const response = await apiFetch('/api/users/me', { method: 'PATCH', body: JSON.stringify(changes) });
  return readJsonObject<UserResponse>(response, isUser);
}

export async function fetchAuthConfig(): Promise<AuthConfigResponse> {
  const response = await apiFetch('/api/auth/config');
  return readJsonObject<AuthConfigResponse>(response, (value) => typeof value.passwordSignIn === 'boolean');
}
