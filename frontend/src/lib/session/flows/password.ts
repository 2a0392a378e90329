/** Accounts of our own (spec §5): username (or email) and password login, registration with an automatic login. */
import type { RegisterRequest, RegisterResponse } from '../../../api/generated/types.gen';
import { fieldErrorsOf } from '../../api/errors';
import { postLogin, postRegister } from '../api';
import { HOUR } from '../constants';
import type { SessionCore } from '../core';
import { registrationMessage, suspensionMessage } from '../failures';
import { MESSAGES, TOASTS } from '../messages';
import { isTooManyRequests, markRateLimited } from '../rateLimit';
import type { CurrentUser } from '../user';
import { countAttempt, fail, rateLimited } from './limits';

export interface RegistrationResult extends RegisterResponse {
  /** Whether the automatic login after the registration succeeded. */
  loggedIn: boolean;
}

export interface Credentials {
  username: string;
  password: string;
}

function openOwnSession(core: SessionCore, token: string, user: CurrentUser): CurrentUser {
  core.storeOwnToken(token);
  core.signIn(user);
  return user;
}

/**
 * Any failure shows "Invalid credentials" (spec §5), but for the right password of a suspended
 * account: the server tells only then, and the learner is told so with the reason (issue 26).
 */
export async function loginWithPassword(core: SessionCore, credentials: Credentials): Promise<CurrentUser> {
  countAttempt(core, 'email', 'signIn');
  return ownAccountSignIn(core, credentials);
}

/** POST /api/users/login (the attempt already counted), then our own session. */
export async function ownAccountSignIn(core: SessionCore, credentials: Credentials): Promise<CurrentUser> {
  let result: Awaited<ReturnType<typeof postLogin>>;
  try {
    result = await postLogin(credentials);
  } catch (error) {
    if (isTooManyRequests(error)) {
      markRateLimited('email', core.now());
      throw rateLimited(core, 'signIn', HOUR);
    }
    throw fail(core, TOASTS.loginFailed, suspensionMessage(error) ?? MESSAGES.invalidCredentials, error);
  }
  const user = openOwnSession(core, result.token, result.user);
  core.notify(TOASTS.loginSuccessful);
  return user;
}

/** Registration, then an automatic login; the registration result is returned even if that login fails. */
export async function register(core: SessionCore, payload: RegisterRequest): Promise<RegistrationResult> {
  countAttempt(core, 'email', 'register');
  let result: RegisterResponse;
  try {
    result = await postRegister(payload);
  } catch (error) {
    if (isTooManyRequests(error)) {
      markRateLimited('email', core.now());
      throw rateLimited(core, 'register', HOUR);
    }
    throw fail(core, TOASTS.registrationFailed, registrationMessage(error), error, fieldErrorsOf(error));
  }
  core.notify(TOASTS.registrationSuccessful);
  try {
    const login = await postLogin({ username: payload.username, password: payload.password });
    openOwnSession(core, login.token, login.user);
    core.set({ newAccount: true });
    return { ...result, loggedIn: true };
  } catch (error) {
    console.warn('Automatic login after registration failed.', error);
    return { ...result, loggedIn: false };
  }
}
