import type { UserResponse } from '../../api/generated/types.gen';

/** Source markers of profiles the client built itself (spec §3). */
export const FALLBACK_SOURCES = [
  'firebase-auth-fallback',
  'cached-profile',
  'error-fallback',
  'firebase-auth-fallback-after-retries',
  'firebase-fallback',
] as const;
export type FallbackSource = (typeof FALLBACK_SOURCES)[number];

/**
 * The user as the client reads it (spec §3). `source` is how the account was
 * created when the profile came from the server, or a fallback marker when
 * the client built it from the identity provider's data or its cache.
 */
export type CurrentUser = Omit<UserResponse, 'source'> & { source: UserResponse['source'] | FallbackSource };

/** What the identity provider knows about its signed-in user. */
export interface ProviderUserInfo {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

export function isFallbackProfile(user: Pick<CurrentUser, 'source'>): boolean {
  return (FALLBACK_SOURCES as readonly string[]).includes(user.source);
}

/**
 * The id of a profile built locally: derived from the first 8 characters of
 * the provider uid (read as a base-36 number, as uids are alphanumeric)
 * modulo 1,000,000.
 */
export function fallbackUserId(uid: string): number {
  const parsed = parseInt(uid.slice(0, 8), 36);
  if (Number.isFinite(parsed)) return parsed % 1_000_000;
  let hash = 0;
  for (const char of uid.slice(0, 8)) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000;
  return hash;
}

export function detectTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A minimal profile from the provider's data: role user, premiumTier free. */
export function fallbackProfile(info: ProviderUserInfo, source: FallbackSource, now = Date.now()): CurrentUser {
  const at = new Date(now).toISOString();
  const emailName = info.email?.split('@')[0] ?? '';
  return {
    id: fallbackUserId(info.uid),
    username: emailName || info.displayName || `user-${info.uid.slice(0, 8)}`,
    email: info.email ?? '',
    fullName: info.displayName,
    profilePicUrl: info.photoURL,
    bio: null,
    role: 'user',
    isVerified: info.emailVerified,
    premiumTier: 'free',
    firebaseUid: info.uid,
    updatedAt: at,
    createdAt: at,
    totalXpEarned: 0,
    daysStreak: 0,
    longestStreak: 0,
    completedModules: [],
    source,
    // Built from the identity provider's account: no password of our own is known.
    hasPassword: false,
    lastAccessedAt: null,
    handle: null,
    timeZone: detectTimeZone(),
    privacy: { showName: true, showCertificates: true, showActivity: true },
  };
}

/** Spec §7.10: built from the user id, the local part of the email and updatedAt. */
export function verificationKey(user: Pick<CurrentUser, 'id' | 'email' | 'updatedAt'>): string {
  const emailLocalPart = (user.email ?? '').split('@')[0] ?? '';
  return `${user.id}-${emailLocalPart}-${new Date(user.updatedAt).getTime()}`;
}

/**
 * Whether the account has a password on our server (own accounts), as opposed to Firebase-only
 * ones: the server says so; a profile cached before it did falls back to the sign-up source.
 */
export function hasOwnPassword(user: Pick<CurrentUser, 'source'> & { hasPassword?: boolean }): boolean {
  return user.hasPassword ?? user.source === 'local';
}
