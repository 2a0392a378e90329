/** Google accounts through the identity provider's popup (spec §6): sign-in, and an ID token to link one in settings. */
import { AuthFlowError, failureMessage } from '../failures';
import { MESSAGES, TOASTS } from '../messages';
import { POPUP_CLOSED_CODES, providerCode } from '../providerErrors';
import type { CurrentUser } from '../user';
import type { SessionParts } from './context';
import { countAttempt, fail } from './limits';
import { providerSignIn } from './providerSession';

export async function signInWithGoogle(parts: SessionParts): Promise<CurrentUser> {
  const { core } = parts;
  countAttempt(core, 'google', 'signIn');
  try {
    const user = await providerSignIn(parts, 'google', (provider) => provider.signInWithGoogle());
    core.notify(TOASTS.loginSuccessful);
    return user;
  } catch (error) {
    if (POPUP_CLOSED_CODES.includes(providerCode(error))) {
      core.notify({ title: TOASTS.googleLoginFailed, description: MESSAGES.popupClosed, variant: 'destructive' });
      throw new AuthFlowError(MESSAGES.popupClosed, 'popup-closed', { cause: error });
    }
    throw fail(
      core,
      TOASTS.googleLoginFailed,
      failureMessage(error, 'Google sign-in failed. Please try again.'),
      error,
    );
  }
}

/**
 * A fresh ID token of the Google account the user picks in the provider's popup, to link it to
 * the signed-in account (settings). The provider is signed out again afterwards: the session
 * stays the one the user has.
 */
export async function googleIdToken({ identity }: SessionParts): Promise<string> {
  const provider = await identity.requireProvider();
  try {
    return await identity.explicitly(async () => {
      const user = await provider.signInWithGoogle();
      try {
        return await user.getIdToken();
      } finally {
        await provider.signOut().catch(() => undefined);
      }
    });
  } catch (error) {
    const kind = POPUP_CLOSED_CODES.includes(providerCode(error)) ? 'popup-closed' : 'failed';
    throw new AuthFlowError(failureMessage(error, 'Google could not be reached. Please try again.'), kind, {
      cause: error,
    });
  }
}
