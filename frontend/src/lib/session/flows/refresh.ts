/**
 * Keeping the session current (spec §4): restoring a stored session at start-up, re-reading
 * the current user, and "refresh authentication" when the deployment changed.
 */
import { ApiError } from '../../api/http';
import { paths } from '../../paths';
import { suspensionMessage } from '../failures';
import { getStoredToken } from '../../storage';
import { TOASTS } from '../messages';
import { isProviderSession } from '../state';
import type { CurrentUser } from '../user';
import type { SessionParts } from './context';
import { logout } from './logout';
import { loadProfileWithRetries, resolveCurrentUser } from './profile';

const SESSION_ENDED = { title: TOASTS.loggedOut, description: 'Your session has ended. Please sign in again.' };

/**
 * The server ended the session (401). When it did so because the account was suspended, the
 * session keeps the message and signed-in pages go to /auth, which says so with the reason.
 */
async function sessionEnded(parts: SessionParts, error: ApiError): Promise<void> {
  const suspension = suspensionMessage(error);
  await logout(parts, { silent: true, to: suspension ? paths.auth : null });
  if (suspension) {
    parts.core.set({ suspension });
    parts.core.notify({ title: 'Account suspended', description: suspension, variant: 'destructive' });
  } else {
    parts.core.notify(SESSION_ENDED);
  }
}

/** Start-up: a stored token is checked by fetching the current user; on failure the session is logged out. */
export function restoreStoredSession(parts: SessionParts): void {
  const { core } = parts;
  if (getStoredToken() === null) {
    if (!isProviderSession()) core.set({ status: 'signedOut' });
    return;
  }
  const startup = resolveCurrentUser(parts).then(
    (user) => core.signIn(user),
    async (error: unknown) => {
      console.warn('Could not restore the session; signing out.', error);
      if (error instanceof ApiError && error.status === 401) await sessionEnded(parts, error);
      else await logout(parts, { silent: true });
    },
  );
  core.startup = startup;
  void startup.finally(() => {
    core.startup = null;
  });
}

/** Re-reads the current user; a 401 means the session ended (logged out). */
export async function refreshUser(parts: SessionParts): Promise<CurrentUser | null> {
  const { core } = parts;
  if (core.getState().status === 'signedOut') return null;
  try {
    const user = await resolveCurrentUser(parts);
    if (core.getState().status === 'signedOut') return null;
    core.applyUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await sessionEnded(parts, error);
    return null;
  }
}

/** Deployment changed (spec §4): refresh the provider token and the profile. */
export async function refreshAuth(parts: SessionParts): Promise<void> {
  const { core, identity } = parts;
  if (core.startup || core.getState().status !== 'signedIn') return;
  if (!isProviderSession()) {
    await refreshUser(parts);
    return;
  }
  const user = await identity.providerUser();
  if (!user) return;
  await core.tokens.refresh(user);
  try {
    const profile = await loadProfileWithRetries(core, user, 'refresh');
    if (core.getState().status === 'signedIn') core.applyUser(profile);
  } catch (error) {
    console.warn('Refreshing the session failed.', error);
  }
}
