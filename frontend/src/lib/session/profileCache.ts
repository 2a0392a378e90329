/**
 * The last known profile (spec §3, §8): localStorage `last_known_user_profile`
 * = { data, timestamp, uid }. After every profile-load retry has failed it
 * stands in for the profile while it is under 24 hours old.
 */
import { STORAGE_KEYS, local, readJson, writeJson } from '../storage';
import { PROFILE_CACHE_TTL_MS } from './constants';
import type { CurrentUser } from './user';

export interface CachedProfile {
  data: CurrentUser;
  timestamp: number;
  uid: string;
}

/** The cache key of a user: the provider uid, or "local:<id>" for own accounts. */
export function cacheUid(user: Pick<CurrentUser, 'id' | 'firebaseUid'>): string {
  return user.firebaseUid ?? `local:${user.id}`;
}

export function saveCachedProfile(user: CurrentUser, now = Date.now()): void {
  const entry: CachedProfile = { data: user, timestamp: now, uid: cacheUid(user) };
  writeJson(STORAGE_KEYS.lastKnownUserProfile, entry);
}

/** The cached profile of this uid when it is under 24 hours old, else null. */
export function readCachedProfile(uid: string, now = Date.now()): CurrentUser | null {
  const entry = readJson<Partial<CachedProfile>>(STORAGE_KEYS.lastKnownUserProfile);
  if (!entry || typeof entry.timestamp !== 'number' || !entry.data || entry.uid !== uid) return null;
  const age = now - entry.timestamp;
  if (age < 0 || age >= PROFILE_CACHE_TTL_MS) return null;
  return entry.data;
}

export function clearCachedProfile(): void {
  local.remove(STORAGE_KEYS.lastKnownUserProfile);
}
