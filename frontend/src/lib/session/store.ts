/**
 * The session (spec §4): who is signed in, how, and every transition. One store per app
 * (sessionStore below); React reads it through SessionProvider/useSession and starts its flows
 * as mutations (./mutations.ts). It lives outside React so that start-up work, timers and the
 * deployment listener do not depend on rendering.
 *
 * The store keeps identity flags and tokens (./core.ts); the signed-in user is the data of the
 * current-user query in the app's QueryClient (`userQuery()`). Each flow is a file of ./flows:
 * password (own accounts), email and google (the identity provider), providerSession, profile
 * (loading the user, with retries and fallbacks), refresh (start-up, re-reads, deployment
 * changes), logout; activity tracking is ./activity.ts, tokens ./tokens.ts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getAuthConfigQueryKey } from '../../api/generated-shell/@tanstack/react-query.gen';
import type {
  AuthConfigResponse,
  FirebaseWebConfig,
  RegisterRequest,
  UpdateMeRequest,
  UserResponse,
} from '../../api/generated-shell/types.gen';
import { onDeploymentChanged } from '../api/deployment';
import { errorMessage } from '../api/errors';
import { queryClient } from '../api/query';
import type { ToastOptions } from '../toast';
import { fetchAuthConfig, patchMe } from './api';
import type { ProfileLoadPath } from './constants';
import { SessionCore } from './core';
import { loadProfileWithRetries, resolveCurrentUser } from './flows/profile';
import type { SessionParts } from './flows/context';
import { logout, type LogoutOptions } from './flows/logout';
import type { Credentials, RegistrationResult } from './flows/password';
import { onProviderUser } from './flows/providerSession';
import { refreshAuth, refreshUser, restoreStoredSession } from './flows/refresh';
import { IdentityLink } from './identity';
import { MESSAGES, TOASTS } from './messages';
import type { IdentityProvider, ProviderUser } from './provider';
import { isProviderSession, type SessionState } from './state';
import type { CurrentUser } from './user';

export { AuthFlowError, profileBackoffDelay } from './failures';
export type { RegistrationResult } from './flows/password';
export type { SessionState } from './state';

export interface SessionStoreOptions {
  /** The server's sign-in configuration (GET /api/auth/config). */
  getAuthConfig?: () => Promise<AuthConfigResponse>;
  /** Creates the identity provider; by default imports ./firebase on demand. */
  createProvider?: (config: FirebaseWebConfig) => Promise<IdentityProvider>;
  /** Where the current user is kept (the app's QueryClient); a client of its own by default. */
  queryClient?: QueryClient;
  notify?: (toast: ToastOptions) => void;
  now?: () => number;
}

function defaultNotify(toast: ToastOptions): void {
  // The toast module (Mantine notifications) is not part of the first paint.
  void import('../toast').then(({ toast: show }) => show(toast)).catch(() => undefined);
}

/** The sign-in flows' chunk (./signInFlows.ts). */
const signInFlows = () => import('./signInFlows');

async function defaultCreateProvider(config: FirebaseWebConfig): Promise<IdentityProvider> {
  const { createFirebaseProvider } = await import('./firebase');
  return createFirebaseProvider(config);
}

export class SessionStore {
  private readonly parts: SessionParts;
  private started = false;
  private stopHooks: Array<() => void> = [];

  constructor(options: SessionStoreOptions = {}) {
    const core = new SessionCore({
      queryClient: options.queryClient,
      notify: options.notify ?? defaultNotify,
      now: options.now ?? Date.now,
      onActivityFailure: () => void this.refreshUser(),
    });
    const identity = new IdentityLink(core, {
      getAuthConfig: options.getAuthConfig ?? fetchAuthConfig,
      createProvider: options.createProvider ?? defaultCreateProvider,
      onProviderUser: (user) => void onProviderUser(this.parts, user),
    });
    this.parts = { core, identity };
  }

  // ---- state -----------------------------------------------------------------

  get queries(): QueryClient {
    return this.parts.core.queries;
  }

  get activity() {
    return this.parts.core.activity;
  }

  getState = (): SessionState => this.parts.core.getState();
  subscribe = (listener: () => void): (() => void) => this.parts.core.subscribe(listener);

  /**
   * The current user as a query (GET /api/users/me's generated key): reading it re-reads the
   * user with the session's fallbacks; null once signed out; a failed re-read keeps the user.
   */
  userQuery() {
    return queryOptions<CurrentUser | null>({
      queryKey: this.parts.core.userKey,
      queryFn: async () => {
        const user = await this.refreshUser();
        if (user || this.getState().status === 'signedOut') return user;
        throw new Error(MESSAGES.noUser);
      },
      // Never stale, never collected: SessionCore sets that as the defaults of this key.
    });
  }

  patchUser(changes: Partial<CurrentUser>): void {
    this.parts.core.patchUser(changes);
  }

  setUser(user: UserResponse | CurrentUser): void {
    this.parts.core.setUser(user);
  }

  /** The dashboard has greeted the new account: from now on it says "Welcome back". */
  welcomed(): void {
    if (this.getState().newAccount) this.parts.core.set({ newAccount: false });
  }

  // ---- start-up ----------------------------------------------------------------

  /**
   * Starts the session: hooks the deployment check, listens to the identity provider when the
   * stored session came from it, and restores a stored session. Returns a stop function.
   */
  start(): () => void {
    if (this.started) return this.stop;
    this.started = true;
    this.stopHooks.push(onDeploymentChanged(() => void this.refreshAuth()));
    if (isProviderSession()) void this.parts.identity.attach();
    restoreStoredSession(this.parts);
    return this.stop;
  }

  stop = (): void => {
    this.started = false;
    for (const hook of this.stopHooks) hook();
    this.stopHooks = [];
    this.parts.identity.detach();
    this.parts.core.tokens.stopRefresh();
    this.parts.core.activity.stop();
  };

  // ---- the identity provider and the current user --------------------------------

  authConfig(): Promise<AuthConfigResponse> {
    return this.parts.identity.authConfig();
  }

  /** GET /api/auth/config as a query (its generated key), fetched once by the session. */
  authConfigQuery() {
    return queryOptions({ queryKey: getAuthConfigQueryKey(), queryFn: () => this.authConfig() });
  }

  loadProvider(): Promise<IdentityProvider | null> {
    return this.parts.identity.loadProvider();
  }

  refreshProviderToken(user: ProviderUser): Promise<string | null> {
    return this.parts.core.tokens.refresh(user);
  }

  loadProfileWithRetries(user: ProviderUser, path: ProfileLoadPath): Promise<CurrentUser> {
    return loadProfileWithRetries(this.parts.core, user, path);
  }

  resolveCurrentUser(): Promise<CurrentUser> {
    return resolveCurrentUser(this.parts);
  }

  refreshUser(): Promise<CurrentUser | null> {
    return refreshUser(this.parts);
  }

  refreshAuth(): Promise<void> {
    return refreshAuth(this.parts);
  }

  // ---- flows ---------------------------------------------------------------------

  /** Loads the sign-in flows ahead of their first use (the /auth page does, as the visitor moves into it). */
  preloadSignIn(): Promise<unknown> {
    return signInFlows();
  }

  async loginWithPassword(credentials: Credentials): Promise<CurrentUser> {
    return (await signInFlows()).loginWithPassword(this.parts.core, credentials);
  }

  async register(payload: RegisterRequest): Promise<RegistrationResult> {
    return (await signInFlows()).register(this.parts.core, payload);
  }

  async signInWithEmail(email: string, password: string): Promise<CurrentUser> {
    return (await signInFlows()).signInWithEmail(this.parts, email, password);
  }

  async signUpWithEmail(email: string, password: string): Promise<CurrentUser> {
    return (await signInFlows()).signUpWithEmail(this.parts, email, password);
  }

  async signInWithGoogle(): Promise<CurrentUser> {
    return (await signInFlows()).signInWithGoogle(this.parts);
  }

  async googleIdToken(): Promise<string> {
    return (await signInFlows()).googleIdToken(this.parts);
  }

  async sendPasswordReset(email: string): Promise<void> {
    return (await signInFlows()).sendPasswordReset(this.parts, email);
  }

  logout(options?: LogoutOptions): Promise<boolean> {
    return logout(this.parts, options);
  }

  /** PATCH /api/users/me; "No user is logged in" while signed out. */
  async updateProfile(changes: UpdateMeRequest): Promise<CurrentUser> {
    const { core } = this.parts;
    const current = core.getState();
    if (!current.user || current.status !== 'signedIn') {
      const error = new Error(MESSAGES.noUser);
      core.notify({ title: TOASTS.profileUpdateFailed, description: error.message, variant: 'destructive' });
      throw error;
    }
    try {
      const updated = await patchMe(changes);
      core.applyUser({ ...(core.getState().user ?? current.user), ...updated });
      core.notify({ title: TOASTS.profileUpdated, description: 'Your changes have been saved.' });
      return core.getState().user!;
    } catch (error) {
      core.notify({
        title: TOASTS.profileUpdateFailed,
        description: errorMessage(error, 'Your changes could not be saved.'),
        variant: 'destructive',
      });
      throw error;
    }
  }
}

/** The app's session, keeping the current user in the app's QueryClient. */
export const sessionStore = new SessionStore({ queryClient });
