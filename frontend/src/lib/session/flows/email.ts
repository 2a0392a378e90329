/** Email and password through the identity provider (spec §6): sign-in, sign-up and password reset. */
import { requestPasswordReset } from '../../../api/generated-shell/sdk.gen';
import { ApiError } from '../../api/http';
import { errorMessage } from '../../api/errors';
import { HOUR } from '../constants';
import { AuthFlowError, failureMessage } from '../failures';
import { MESSAGES, TOASTS } from '../messages';
import { CREDENTIAL_CODES, providerCode } from '../providerErrors';
import { isTooManyRequests, markRateLimited } from '../rateLimit';
import type { CurrentUser } from '../user';
import type { SessionParts } from './context';
import { countAttempt, fail, rateLimited } from './limits';
import { ownAccountSignIn } from './password';
import { providerSignIn } from './providerSession';

/**
 * When the provider knows no such account (or not with this password), the same email and
 * password are tried as a DevPath account (the server takes the email as username): one person,
 * one account, whichever button they use.
 */
export async function signInWithEmail(parts: SessionParts, email: string, password: string): Promise<CurrentUser> {
  const { core } = parts;
  countAttempt(core, 'email', 'signIn');
  try {
    const user = await providerSignIn(parts, 'email', (provider) => provider.signInWithEmail(email, password));
    core.notify(TOASTS.loginSuccessful);
    return user;
  } catch (error) {
    if (error instanceof AuthFlowError) throw fail(core, TOASTS.loginFailed, error.message, error);
    if (isTooManyRequests(error)) {
      markRateLimited('email', core.now());
      throw rateLimited(core, 'signIn', HOUR);
    }
    // Not an account of the provider: maybe one of ours with this email as its sign-in name.
    if (CREDENTIAL_CODES.includes(providerCode(error))) return ownAccountSignIn(core, { username: email, password });
    const message =
      error instanceof ApiError ? errorMessage(error, MESSAGES.invalidCredentials) : MESSAGES.invalidCredentials;
    throw fail(core, TOASTS.loginFailed, message, error);
  }
}

/** Registration with email and password through the identity provider. */
export async function signUpWithEmail(parts: SessionParts, email: string, password: string): Promise<CurrentUser> {
  const { core } = parts;
  countAttempt(core, 'email', 'register');
  try {
    const user = await providerSignIn(parts, 'email', (provider) => provider.signUpWithEmail(email, password));
    core.set({ newAccount: true });
    core.notify(TOASTS.registrationSuccessful);
    return user;
  } catch (error) {
    if (error instanceof AuthFlowError) throw fail(core, TOASTS.registrationFailed, error.message, error);
    if (isTooManyRequests(error)) {
      markRateLimited('email', core.now());
      throw rateLimited(core, 'register', HOUR);
    }
    const message = failureMessage(error, MESSAGES.registrationFailed);
    const field = providerCode(error) === 'auth/weak-password' ? 'password' : 'email';
    throw fail(core, TOASTS.registrationFailed, message, error, providerCode(error) ? { [field]: message } : {});
  }
}

/**
 * The provider's password reset email; for an email the provider does not know, DevPath's own
 * (POST /api/users/password-reset), which resets the password of an account of ours.
 */
export async function sendPasswordReset({ core, identity }: SessionParts, email: string): Promise<void> {
  try {
    const provider = await identity.requireProvider();
    await provider.sendPasswordReset(email).catch(async (error: unknown) => {
      if (!CREDENTIAL_CODES.includes(providerCode(error))) throw error;
      await requestPasswordReset({ body: { email }, throwOnError: true });
    });
  } catch (error) {
    throw fail(
      core,
      TOASTS.passwordResetFailed,
      failureMessage(error, 'The password reset email could not be sent.'),
      error,
    );
  }
  core.notify({ title: TOASTS.passwordResetSent, description: `Check ${email} for a link to reset your password.` });
}
