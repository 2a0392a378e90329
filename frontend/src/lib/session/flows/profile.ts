/**
 * Loading the current user (spec §4, §8, §9): GET /api/users/me or the identity provider's
 * profile, enriched with the stats, with retries and the cached or minimal fallbacks.
 */
import type { UserResponse } from '../../../api/generated/types.gen';
import { ApiError } from '../../api/http';
import { getStoredToken } from '../../storage';
import { fetchFirebaseProfile, fetchMe, fetchStats } from '../api';
import { PROFILE_LOAD_ATTEMPTS, type ProfileLoadPath } from '../constants';
import type { SessionCore } from '../core';
import { isDefinitive, isRetryable, profileBackoffDelay, sleep } from '../failures';
import { MESSAGES } from '../messages';
import { readCachedProfile } from '../profileCache';
import type { ProviderUser } from '../provider';
import { fallbackProfile, type CurrentUser, type FallbackSource } from '../user';
import type { SessionParts } from './context';

/** A successful profile fetch is enriched with the stats (kept as is when they fail). */
export async function withStats(user: UserResponse | CurrentUser, token?: string | null): Promise<CurrentUser> {
  try {
    const stats = await fetchStats(token);
    return {
      ...user,
      totalXpEarned: stats.totalXpEarned,
      daysStreak: stats.daysStreak,
      completedModules: stats.completedModules,
    };
  } catch {
    return user;
  }
}

function cachedOrFallback(core: SessionCore, user: ProviderUser, source: FallbackSource): CurrentUser {
  const cached = readCachedProfile(user.uid, core.now());
  if (cached) return { ...cached, source: 'cached-profile' };
  return fallbackProfile(user, source, core.now());
}

/**
 * Up to 5 attempts with exponential backoff capped per path; then the cached profile when
 * under 24 hours old, otherwise a minimal profile from the provider's data.
 */
export async function loadProfileWithRetries(
  core: SessionCore,
  user: ProviderUser,
  path: ProfileLoadPath,
): Promise<CurrentUser> {
  for (let attempt = 1; attempt <= PROFILE_LOAD_ATTEMPTS; attempt++) {
    try {
      const token = await user.getIdToken(attempt > 1);
      core.tokens.store(token);
      return await withStats(await fetchFirebaseProfile(token, attempt), token);
    } catch (error) {
      if (isDefinitive(error)) throw error;
      if (error instanceof ApiError && error.status === 403) {
        // The server denies access to the profile: a basic one from the authentication data.
        return fallbackProfile(user, 'firebase-auth-fallback', core.now());
      }
      if (!isRetryable(error)) {
        console.warn('Loading the profile failed unexpectedly.', error);
        return cachedOrFallback(core, user, 'error-fallback');
      }
      if (attempt < PROFILE_LOAD_ATTEMPTS) await sleep(profileBackoffDelay(attempt, path));
    }
  }
  return cachedOrFallback(core, user, 'firebase-auth-fallback-after-retries');
}

/**
 * Spec §4: without a stored token, the provider's user and its profile. With a token,
 * GET /api/users/me; on 401 the provider's profile; if that fails too, a local profile from
 * the provider's data (firebase-fallback).
 */
export async function resolveCurrentUser({ core, identity }: SessionParts): Promise<CurrentUser> {
  const token = getStoredToken();
  if (token === null) {
    const user = await identity.providerUser();
    if (!user) throw new Error(MESSAGES.noUser);
    return loadProfileWithRetries(core, user, 'currentUser');
  }
  try {
    return await withStats(await fetchMe(token), token);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    const user = await identity.providerUser();
    if (!user) throw error;
    try {
      const fresh = await core.tokens.refresh(user);
      if (!fresh) throw new Error('No identity token');
      const profile = await withStats(await fetchFirebaseProfile(fresh), fresh);
      core.tokens.startRefresh();
      return profile;
    } catch {
      core.tokens.startRefresh();
      return fallbackProfile(user, 'firebase-fallback', core.now());
    }
  }
}
