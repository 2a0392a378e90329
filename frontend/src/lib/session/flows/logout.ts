/**
 * Logout (spec §4): signs out of the identity provider, removes the stored token and deployment
 * id and clears the user and flags, even if the provider sign-out fails.
 */
import { errorMessage } from '../../api/errors';
import { getStoredToken } from '../../storage';
import { revokeSession } from '../api';
import { TOASTS } from '../messages';
import { isProviderSession } from '../state';
import type { SessionParts } from './context';

export interface LogoutOptions {
  /** No toast (a session that ended by itself). */
  silent?: boolean;
  /** Where signed-in pages send the user (else /auth). */
  to?: string | null;
}

/**
 * The local session is cleared first, so the app never shows a half-signed-out state while the
 * provider answers. Our own token is also revoked on the server. Resolves to false when the
 * provider sign-out failed (the session is cleared anyway).
 */
export async function logout(
  { core, identity }: SessionParts,
  { silent = false, to = null }: LogoutOptions = {},
): Promise<boolean> {
  const token = getStoredToken();
  const providerSession = isProviderSession();
  const signOutOfProvider = providerSession || core.provider?.currentUser != null;
  core.clearLocalSession(to);
  let failure: unknown = null;
  if (signOutOfProvider) {
    try {
      const provider = core.provider ?? (await identity.loadProvider());
      await provider?.signOut();
    } catch (error) {
      failure = error;
    }
  }
  if (token && !providerSession) {
    // Our own token is revoked on the server too (an identity token cannot be).
    void revokeSession(token).catch(() => {
      // Already invalid or unreachable: the token is gone from this browser either way.
    });
  }
  if (!silent) {
    if (failure) {
      core.notify({
        title: TOASTS.logoutFailed,
        description: errorMessage(failure, 'Signing out of the identity provider failed.'),
        variant: 'destructive',
      });
    } else {
      core.notify(TOASTS.logoutSuccessful);
    }
  }
  return failure === null;
}
