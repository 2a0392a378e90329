/** The session's state (spec §4): who is signed in and how; read by React through useSession. */
import { STORAGE_KEYS, local } from '../storage';
import type { CurrentUser } from './user';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

/** How the session was opened, kept in localStorage `auth_provider`. */
export type AuthProviderName = 'local' | 'email' | 'google';

/** What the session itself keeps: identity flags. The user is the current-user query's data. */
export interface IdentityState {
  /** loading: a stored session is being restored; the header already shows it as signed in. */
  status: SessionStatus;
  /** The identity provider's loading flag: true until its first auth state event. */
  providerLoading: boolean;
  /** Where signed-in pages send the user after a deliberate logout (else they go to /auth). */
  signedOutTo: string | null;
  /** The account was created in this visit and the dashboard has not greeted it yet. */
  newAccount: boolean;
  /** The session ended because an administrator suspended the account: the server's message, with the reason. */
  suspension: string | null;
}

export interface SessionState extends IdentityState {
  user: CurrentUser | null;
  isAdmin: boolean;
  isModerator: boolean;
}

export const signedOutIdentity: IdentityState = {
  status: 'signedOut',
  providerLoading: false,
  signedOutTo: null,
  newAccount: false,
  suspension: null,
};

const FIREBASE_PROVIDERS: readonly string[] = ['email', 'google'];

/** Whether the stored session was opened through the identity provider. */
export function isProviderSession(): boolean {
  return FIREBASE_PROVIDERS.includes(local.get(STORAGE_KEYS.authProvider) ?? '');
}
