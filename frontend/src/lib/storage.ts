/**
 * Browser storage keys of spec §3 and small wrappers that never throw
 * (storage can be disabled, full, or blocked by privacy settings).
 */
export const STORAGE_KEYS = {
  // localStorage
  token: 'token',
  deploymentId: 'deploymentId',
  firebaseAuthToken: 'firebase_auth_token',
  authProvider: 'auth_provider',
  authHeaders: 'auth_headers',
  lastKnownUserProfile: 'last_known_user_profile',
  emailAuthRateLimit: 'email_auth_ratelimit',
  firebaseAuthRateLimit: 'firebase_auth_ratelimit',
  // sessionStorage
  csrfToken: 'csrf_token',
  csrfTokenExpiry: 'csrf_token_expiry',
} as const;

type Area = 'localStorage' | 'sessionStorage';

function area(name: Area): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

function read(name: Area, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(name: Area, key: string, value: string): void {
  try {
    area(name)?.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only as long as the caller keeps it.
  }
}

function remove(name: Area, key: string): void {
  try {
    area(name)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export const local = {
  get: (key: string) => read('localStorage', key),
  set: (key: string, value: string) => write('localStorage', key, value),
  remove: (key: string) => remove('localStorage', key),
};

export const session = {
  get: (key: string) => read('sessionStorage', key),
  set: (key: string, value: string) => write('sessionStorage', key, value),
  remove: (key: string) => remove('sessionStorage', key),
};

/** The bearer token kept in localStorage `token` (spec §6, §7). */
export function getStoredToken(): string | null {
  const token = local.get(STORAGE_KEYS.token);
  return token && token.trim() !== '' ? token : null;
}

/** Parses a JSON value kept in localStorage; null when absent or unreadable. */
export function readJson<T>(key: string): T | null {
  const text = local.get(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  local.set(key, JSON.stringify(value));
}
