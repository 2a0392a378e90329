/**
 * Sessions opened through the identity provider: verifying its token with the backend and
 * loading the profile, for a sign-in the user started and for the provider's own auth state.
 */
import { STORAGE_KEYS, local } from '../../storage';
import { fetchFirebaseProfile } from '../api';
import type { ProfileLoadPath } from '../constants';
import { isDefinitive } from '../failures';
import type { IdentityProvider, ProviderUser } from '../provider';
import { isProviderSession, type AuthProviderName } from '../state';
import { isFallbackProfile, type CurrentUser } from '../user';
import type { SessionParts } from './context';
import { logout } from './logout';
import { loadProfileWithRetries, withStats } from './profile';

/** Refresh the token, verify it with the backend, then load the profile (once per provider user at a time). */
export function establishProviderSession(
  parts: SessionParts,
  user: ProviderUser,
  path: ProfileLoadPath,
): Promise<CurrentUser> {
  const { core, identity } = parts;
  const pending = identity.establishing.get(user.uid);
  if (pending) return pending;
  const run = (async () => {
    const token = await core.tokens.refresh(user);
    let profile: CurrentUser;
    try {
      if (!token) throw new Error('No identity token');
      profile = await withStats(await fetchFirebaseProfile(token), token);
    } catch (error) {
      if (isDefinitive(error)) throw error;
      profile = await loadProfileWithRetries(core, user, path);
    }
    core.signIn(profile);
    core.tokens.startRefresh();
    return profile;
  })();
  identity.establishing.set(user.uid, run);
  const done = () => identity.establishing.delete(user.uid);
  void run.then(done, done);
  return run;
}

/** A sign-in the user started with the provider; on the backend's refusal the provider is left too. */
export async function providerSignIn(
  parts: SessionParts,
  providerName: Exclude<AuthProviderName, 'local'>,
  signIn: (provider: IdentityProvider) => Promise<ProviderUser>,
): Promise<CurrentUser> {
  const provider = await parts.identity.requireProvider();
  return parts.identity.explicitly(async () => {
    const user = await signIn(provider);
    local.set(STORAGE_KEYS.authProvider, providerName);
    try {
      return await establishProviderSession(parts, user, 'signIn');
    } catch (error) {
      // The backend refused the identity (e.g. ACCOUNT_EXISTS): leave the provider too.
      local.remove(STORAGE_KEYS.authProvider);
      await provider.signOut().catch(() => undefined);
      parts.core.clearLocalSession();
      throw error;
    }
  });
}

/** The provider's auth state: on sign-in refresh the token, verify it and load the profile; on sign-out clear the profile. */
export async function onProviderUser(parts: SessionParts, user: ProviderUser | null): Promise<void> {
  const { core, identity } = parts;
  if (core.startup) await core.startup.catch(() => undefined);
  if (identity.explicitSignIns > 0 || !isProviderSession()) return;
  if (!user) {
    core.tokens.stopRefresh();
    core.clearLocalSession();
    return;
  }
  const current = core.getState().user;
  if (current && current.firebaseUid === user.uid && !isFallbackProfile(current)) {
    core.tokens.startRefresh();
    return;
  }
  try {
    await establishProviderSession(parts, user, 'signIn');
  } catch (error) {
    console.warn('Signing in with the identity provider failed.', error);
    await logout(parts, { silent: true });
  }
}
