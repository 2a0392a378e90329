/**
 * The session (spec §4): who is signed in, how, and every transition —
 * password login and registration against our server, email and Google
 * sign-in through the identity provider (Firebase, loaded on demand), logout,
 * the start-up user fetch, the current-user resolution with its fallbacks,
 * profile-load retries, the 24 h profile cache, token refresh, the deployment
 * check's "refresh authentication" and activity tracking.
 *
 * One store per app (sessionStore below); React reads it through
 * SessionProvider/useSession. It lives outside React so that start-up work,
 * timers and the deployment listener do not depend on rendering.
 */
import type {
  AuthConfigResponse,
  FirebaseWebConfig,
  RegisterRequest,
  RegisterResponse,
  UpdateMeRequest,
  UserResponse,
} from '../../api/generated/types.gen';
import { requestPasswordReset } from '../../api/generated/sdk.gen';
import { onDeploymentChanged } from '../api/deployment';
import { errorMessage, fieldErrorsOf } from '../api/errors';
import { ApiError } from '../api/http';
import { STORAGE_KEYS, getStoredToken, local } from '../storage';
import type { ToastOptions } from '../toast';
import { ActivityTracker } from './activity';
import {
  fetchAuthConfig,
  fetchFirebaseProfile,
  fetchMe,
  fetchStats,
  InvalidResponseError,
  patchMe,
  postActivity,
  postLogin,
  postRegister,
  revokeSession,
} from './api';
import {
  HOUR,
  PROFILE_BACKOFF_BASE_MS,
  PROFILE_BACKOFF_CAP_MS,
  PROFILE_LOAD_ATTEMPTS,
  TOKEN_REFRESH_ATTEMPTS,
  TOKEN_REFRESH_INTERVAL_MS,
  TOKEN_REFRESH_RETRY_DELAY_MS,
  type ProfileLoadPath,
} from './constants';
import { MESSAGES, TOASTS } from './messages';
import { clearCachedProfile, readCachedProfile, saveCachedProfile } from './profileCache';
import type { IdentityProvider, ProviderUser } from './provider';
import { CREDENTIAL_CODES, isProviderError, POPUP_CLOSED_CODES, providerCode, providerErrorMessage } from './providerErrors';
import {
  checkRateLimit,
  formatRemaining,
  isTooManyRequests,
  markRateLimited,
  recordAttempt,
  type RateLimitFlow,
} from './rateLimit';
import { fallbackProfile, isFallbackProfile, type CurrentUser, type FallbackSource } from './user';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

/** How the session was opened, kept in localStorage `auth_provider`. */
export type AuthProviderName = 'local' | 'email' | 'google';

export interface SessionState {
  /** loading: a stored session is being restored; the header already shows it as signed in. */
  status: SessionStatus;
  user: CurrentUser | null;
  isAdmin: boolean;
  isModerator: boolean;
  /** The identity provider's loading flag: true until its first auth state event. */
  providerLoading: boolean;
  /** Where signed-in pages send the user after a deliberate logout (else they go to /auth). */
  signedOutTo: string | null;
  /** The account was created in this visit and the dashboard has not greeted it yet. */
  newAccount: boolean;
}

export type FlowErrorKind = 'rate-limited' | 'failed' | 'popup-closed' | 'unavailable';

/** A failed sign-in, registration or reset; `message` is the text to show. */
export class AuthFlowError extends Error {
  readonly kind: FlowErrorKind;
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, kind: FlowErrorKind, options: { cause?: unknown; fieldErrors?: Record<string, string> } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AuthFlowError';
    this.kind = kind;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

export interface RegistrationResult extends RegisterResponse {
  /** Whether the automatic login after the registration succeeded. */
  loggedIn: boolean;
}

export interface SessionStoreOptions {
  /** The server's sign-in configuration (GET /api/auth/config). */
  getAuthConfig?: () => Promise<AuthConfigResponse>;
  /** Creates the identity provider; by default imports ./firebase on demand. */
  createProvider?: (config: FirebaseWebConfig) => Promise<IdentityProvider>;
  notify?: (toast: ToastOptions) => void;
  now?: () => number;
}

const FIREBASE_PROVIDERS: readonly string[] = ['email', 'google'];

/** Whether the stored session was opened through the identity provider. */
export function isProviderSession(): boolean {
  return FIREBASE_PROVIDERS.includes(local.get(STORAGE_KEYS.authProvider) ?? '');
}

function defaultNotify(toast: ToastOptions): void {
  // The toast module (Mantine notifications) is not part of the first paint.
  void import('../toast').then(({ toast: show }) => show(toast)).catch(() => undefined);
}

async function defaultCreateProvider(config: FirebaseWebConfig): Promise<IdentityProvider> {
  const { createFirebaseProvider } = await import('./firebase');
  return createFirebaseProvider(config);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Backoff before attempt n+1 of a profile load: 1 s × 2^n, capped per path (2, 4, 8, then the cap). */
export function profileBackoffDelay(failedAttempt: number, path: ProfileLoadPath): number {
  return Math.min(PROFILE_BACKOFF_CAP_MS[path], PROFILE_BACKOFF_BASE_MS * 2 ** failedAttempt);
}

/** Identity-provider verification failures that no retry can fix. */
function isDefinitive(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    ['ACCOUNT_EXISTS', 'IDENTITY_PROVIDER_DISABLED', 'EMAIL_REQUIRED', 'USERNAME_UNAVAILABLE'].includes(error.code ?? '')
  );
}

/** Errors a retry may fix: our API's answers (but 403 and the definitive ones) and network failures. */
function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return !isDefinitive(error) && error.status !== 403;
  if (error instanceof InvalidResponseError || error instanceof TypeError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /network-request-failed|internal-error|timeout/.test(code);
}

/** The text for a failed flow: the API's message, the provider's error in plain words (never its raw text), or the fallback. */
function failureMessage(error: unknown, fallback: string): string {
  return isProviderError(error) ? providerErrorMessage(error, fallback) : errorMessage(error, fallback);
}

/** Spec §5: the server's message, "Registration failed: {status} {statusText}" for a non-JSON error, or the fallback. */
function registrationMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.body?.message) return error.body.message;
    return MESSAGES.registrationFailedStatus(error.status, error.statusText);
  }
  if (error instanceof InvalidResponseError) return error.message;
  return MESSAGES.registrationFailed;
}

const signedOutState: SessionState = {
  status: 'signedOut',
  user: null,
  isAdmin: false,
  isModerator: false,
  providerLoading: false,
  signedOutTo: null,
  newAccount: false,
};

export class SessionStore {
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  private readonly notify: (toast: ToastOptions) => void;
  private readonly now: () => number;
  private readonly getConfig: () => Promise<AuthConfigResponse>;
  private readonly createProvider: (config: FirebaseWebConfig) => Promise<IdentityProvider>;
  private configPromise: Promise<AuthConfigResponse> | null = null;
  private providerPromise: Promise<IdentityProvider | null> | null = null;
  private provider: IdentityProvider | null = null;
  private unsubscribeProvider: (() => void) | null = null;
  private refreshTimer: ReturnType<typeof setInterval> | null = null;
  private startup: Promise<void> | null = null;
  private explicitSignIns = 0;
  private readonly establishing = new Map<string, Promise<CurrentUser>>();
  private started = false;
  private stopHooks: Array<() => void> = [];
  readonly activity: ActivityTracker;

  constructor(options: SessionStoreOptions = {}) {
    this.notify = options.notify ?? defaultNotify;
    this.now = options.now ?? Date.now;
    this.getConfig = options.getAuthConfig ?? fetchAuthConfig;
    this.createProvider = options.createProvider ?? defaultCreateProvider;
    const restoring = getStoredToken() !== null || isProviderSession();
    this.state = { ...signedOutState, status: restoring ? 'loading' : 'signedOut' };
    this.activity = new ActivityTracker({
      getUser: () => this.state.user,
      getToken: () => local.get(STORAGE_KEYS.firebaseAuthToken) ?? getStoredToken(),
      send: postActivity,
      onSuccess: (result) =>
        this.patchUser({
          daysStreak: result.daysStreak,
          longestStreak: result.longestStreak,
          totalXpEarned: result.totalXpEarned,
          lastAccessedAt: result.lastAccessedAt,
        }),
      onFailure: () => void this.refreshUser(),
      now: this.now,
    });
  }

  // ---- state ---------------------------------------------------------------

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private set(changes: Partial<SessionState>): void {
    const next = { ...this.state, ...changes };
    next.isAdmin = next.user?.role === 'admin';
    next.isModerator = next.user?.role === 'moderator';
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  /** Sets the signed-in user (any path), caching real profiles and starting activity tracking. */
  private signIn(user: CurrentUser): void {
    if (this.state.signedOutTo !== null) this.set({ signedOutTo: null });
    const wasSignedIn = this.state.status === 'signedIn' && this.state.user?.id === user.id;
    if (!wasSignedIn && this.state.newAccount) this.set({ newAccount: false });
    this.applyUser(user);
    if (!wasSignedIn || !this.activity.isRunning) this.activity.start();
  }

  private applyUser(user: CurrentUser): void {
    if (!isFallbackProfile(user)) saveCachedProfile(user, this.now());
    this.set({ status: 'signedIn', user });
  }

  /** Merges fresh fields into the current user (after activity tracking, a profile or settings update). */
  patchUser(changes: Partial<CurrentUser>): void {
    if (!this.state.user) return;
    this.applyUser({ ...this.state.user, ...changes });
  }

  /** The dashboard has greeted the new account: from now on it says "Welcome back". */
  welcomed(): void {
    if (this.state.newAccount) this.set({ newAccount: false });
  }

  /** Replaces the current user with the server's copy (after a profile, handle or settings change). */
  setUser(user: UserResponse | CurrentUser): void {
    if (!this.state.user) return;
    this.applyUser(user);
  }

  // ---- start-up --------------------------------------------------------------

  /**
   * Starts the session: hooks the deployment check, listens to the identity
   * provider when the stored session came from it, and fetches the current
   * user when a token is stored (logging out on failure). Returns a stop function.
   */
  start(): () => void {
    if (this.started) return this.stop;
    this.started = true;
    this.stopHooks.push(onDeploymentChanged(() => void this.refreshAuth()));
    if (isProviderSession()) void this.attachProvider();

    if (getStoredToken() !== null) {
      this.startup = this.resolveCurrentUser().then(
        (user) => {
          this.signIn(user);
        },
        async (error: unknown) => {
          console.warn('Could not restore the session; signing out.', error);
          await this.logout({ silent: true });
          if (error instanceof ApiError && error.status === 401) {
            this.notify({ title: TOASTS.loggedOut, description: 'Your session has ended. Please sign in again.' });
          }
        },
      );
      void this.startup.finally(() => {
        this.startup = null;
      });
    } else if (!isProviderSession()) {
      this.set({ status: 'signedOut' });
    }
    return this.stop;
  }

  stop = (): void => {
    this.started = false;
    for (const hook of this.stopHooks) hook();
    this.stopHooks = [];
    this.unsubscribeProvider?.();
    this.unsubscribeProvider = null;
    this.stopTokenRefresh();
    this.activity.stop();
  };

  // ---- identity provider ---------------------------------------------------

  /** The server's sign-in configuration, fetched once. */
  authConfig(): Promise<AuthConfigResponse> {
    this.configPromise ??= this.getConfig().catch((error: unknown) => {
      this.configPromise = null;
      throw error;
    });
    return this.configPromise;
  }

  /** Loads the identity provider (null when the server has none configured). */
  loadProvider(): Promise<IdentityProvider | null> {
    this.providerPromise ??= this.authConfig()
      .then((config) => (config.firebase ? this.createProvider(config.firebase) : null))
      .then((provider) => {
        this.provider = provider;
        return provider;
      })
      .catch((error: unknown) => {
        this.providerPromise = null;
        throw error;
      });
    return this.providerPromise;
  }

  private async requireProvider(): Promise<IdentityProvider> {
    let provider: IdentityProvider | null;
    try {
      provider = await this.attachProvider();
    } catch (error) {
      throw new AuthFlowError(MESSAGES.providerUnavailable, 'unavailable', { cause: error });
    }
    if (!provider) throw new AuthFlowError(MESSAGES.providerUnavailable, 'unavailable');
    return provider;
  }

  /** Loads the provider and listens to its auth state (once). */
  private async attachProvider(): Promise<IdentityProvider | null> {
    const provider = await this.loadProvider().catch((error: unknown) => {
      console.warn('The identity provider could not be loaded.', error);
      return null;
    });
    if (!provider) {
      if (this.state.status === 'loading' && getStoredToken() === null) this.set({ ...signedOutState });
      return null;
    }
    if (!this.unsubscribeProvider) {
      let first = true;
      this.set({ providerLoading: true });
      this.unsubscribeProvider = provider.onAuthStateChanged((user) => {
        if (first) {
          first = false;
          this.set({ providerLoading: false });
        }
        void this.onProviderUser(user);
      });
    }
    return provider;
  }

  /** Identity-provider auth state: on sign-in refresh the token, verify it and load the profile; on sign-out clear the profile. */
  private async onProviderUser(user: ProviderUser | null): Promise<void> {
    if (this.startup) await this.startup.catch(() => undefined);
    if (this.explicitSignIns > 0 || !isProviderSession()) return;
    if (!user) {
      this.stopTokenRefresh();
      this.clearLocalSession();
      return;
    }
    const current = this.state.user;
    if (current && current.firebaseUid === user.uid && !isFallbackProfile(current)) {
      this.startTokenRefresh();
      return;
    }
    try {
      await this.establishProviderSession(user, 'signIn');
    } catch (error) {
      console.warn('Signing in with the identity provider failed.', error);
      await this.logout({ silent: true });
    }
  }

  /** The provider's signed-in user, when the stored session came from it. */
  private async providerUser(): Promise<ProviderUser | null> {
    if (!isProviderSession()) return null;
    const provider = await this.attachProvider();
    if (!provider) return null;
    await provider.authStateReady();
    return provider.currentUser;
  }

  /** Spec §9: 3 attempts, 1 s apart; the token is stored (firebase_auth_token, token, auth_headers). */
  async refreshProviderToken(user: ProviderUser): Promise<string | null> {
    for (let attempt = 1; attempt <= TOKEN_REFRESH_ATTEMPTS; attempt++) {
      try {
        const token = await user.getIdToken(true);
        this.storeProviderToken(token);
        return token;
      } catch (error) {
        if (attempt < TOKEN_REFRESH_ATTEMPTS) await sleep(TOKEN_REFRESH_RETRY_DELAY_MS);
        else console.warn('Refreshing the identity token failed.', error);
      }
    }
    return null;
  }

  private storeProviderToken(token: string): void {
    local.set(STORAGE_KEYS.firebaseAuthToken, token);
    local.set(STORAGE_KEYS.token, token);
    local.set(STORAGE_KEYS.authHeaders, JSON.stringify({ Authorization: `Firebase ${token}` }));
  }

  /** Every 10 minutes while signed in through the provider. */
  private startTokenRefresh(): void {
    if (this.refreshTimer !== null) return;
    this.refreshTimer = setInterval(() => {
      const user = this.provider?.currentUser;
      if (user) void this.refreshProviderToken(user);
    }, TOKEN_REFRESH_INTERVAL_MS);
  }

  private stopTokenRefresh(): void {
    if (this.refreshTimer !== null) clearInterval(this.refreshTimer);
    this.refreshTimer = null;
  }

  /** Refresh the token, verify it with the backend, then load the profile. */
  private establishProviderSession(user: ProviderUser, path: ProfileLoadPath): Promise<CurrentUser> {
    const pending = this.establishing.get(user.uid);
    if (pending) return pending;
    const run = (async () => {
      const token = await this.refreshProviderToken(user);
      let profile: CurrentUser;
      try {
        if (!token) throw new Error('No identity token');
        profile = await this.withStats(await fetchFirebaseProfile(token), token);
      } catch (error) {
        if (isDefinitive(error)) throw error;
        profile = await this.loadProfileWithRetries(user, path);
      }
      this.signIn(profile);
      this.startTokenRefresh();
      return profile;
    })();
    this.establishing.set(user.uid, run);
    void run.then(
      () => this.establishing.delete(user.uid),
      () => this.establishing.delete(user.uid),
    );
    return run;
  }

  /**
   * Profile load (spec §8, §9): up to 5 attempts with exponential backoff
   * capped per path; then the cached profile when under 24 hours old,
   * otherwise a minimal profile from the provider's data.
   */
  async loadProfileWithRetries(user: ProviderUser, path: ProfileLoadPath): Promise<CurrentUser> {
    for (let attempt = 1; attempt <= PROFILE_LOAD_ATTEMPTS; attempt++) {
      try {
        const token = await user.getIdToken(attempt > 1);
        this.storeProviderToken(token);
        return await this.withStats(await fetchFirebaseProfile(token, attempt), token);
      } catch (error) {
        if (isDefinitive(error)) throw error;
        if (error instanceof ApiError && error.status === 403) {
          // The server denies access to the profile: a basic one from the authentication data.
          return fallbackProfile(user, 'firebase-auth-fallback', this.now());
        }
        if (!isRetryable(error)) {
          console.warn('Loading the profile failed unexpectedly.', error);
          return this.cachedOrFallback(user, 'error-fallback');
        }
        if (attempt < PROFILE_LOAD_ATTEMPTS) await sleep(profileBackoffDelay(attempt, path));
      }
    }
    return this.cachedOrFallback(user, 'firebase-auth-fallback-after-retries');
  }

  private cachedOrFallback(user: ProviderUser, source: FallbackSource): CurrentUser {
    const cached = readCachedProfile(user.uid, this.now());
    if (cached) return { ...cached, source: 'cached-profile' };
    return fallbackProfile(user, source, this.now());
  }

  /** A successful profile fetch is enriched with the stats (kept as is when they fail). */
  private async withStats(user: UserResponse | CurrentUser, token?: string | null): Promise<CurrentUser> {
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

  // ---- current user ----------------------------------------------------------

  /**
   * Spec §4: without a stored token, the provider's user and its profile.
   * With a token, GET /api/users/me; on 401 the provider's profile; if that
   * fails too, a local profile from the provider's data (firebase-fallback).
   */
  async resolveCurrentUser(): Promise<CurrentUser> {
    const token = getStoredToken();
    if (token === null) {
      const user = await this.providerUser();
      if (!user) throw new Error(MESSAGES.noUser);
      return this.loadProfileWithRetries(user, 'currentUser');
    }
    try {
      return await this.withStats(await fetchMe(token), token);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      const user = await this.providerUser();
      if (!user) throw error;
      try {
        const fresh = await this.refreshProviderToken(user);
        if (!fresh) throw new Error('No identity token');
        const profile = await this.withStats(await fetchFirebaseProfile(fresh), fresh);
        this.startTokenRefresh();
        return profile;
      } catch {
        this.startTokenRefresh();
        return fallbackProfile(user, 'firebase-fallback', this.now());
      }
    }
  }

  /** Re-reads the current user; a 401 means the session ended (logged out). */
  async refreshUser(): Promise<CurrentUser | null> {
    if (this.state.status === 'signedOut') return null;
    try {
      const user = await this.resolveCurrentUser();
      if (this.getState().status === 'signedOut') return null;
      this.applyUser(user);
      return user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await this.logout({ silent: true });
        this.notify({ title: TOASTS.loggedOut, description: 'Your session has ended. Please sign in again.' });
      }
      return null;
    }
  }

  /** Deployment changed (spec §4): refresh the provider token and the profile. */
  async refreshAuth(): Promise<void> {
    if (this.startup || this.state.status !== 'signedIn') return;
    if (isProviderSession()) {
      const user = await this.providerUser();
      if (!user) return;
      await this.refreshProviderToken(user);
      try {
        const profile = await this.loadProfileWithRetries(user, 'refresh');
        if (this.state.status === 'signedIn') this.applyUser(profile);
      } catch (error) {
        console.warn('Refreshing the session failed.', error);
      }
      return;
    }
    await this.refreshUser();
  }

  // ---- flows -----------------------------------------------------------------

  private countAttempt(flow: RateLimitFlow, kind: 'signIn' | 'register'): void {
    const check = checkRateLimit(flow, this.now());
    if (check.allowed) {
      recordAttempt(flow, this.now());
      return;
    }
    throw this.rateLimited(kind, check.retryAfterMs);
  }

  private rateLimited(kind: 'signIn' | 'register', retryAfterMs: number): AuthFlowError {
    const message =
      kind === 'register' ? MESSAGES.tooManyRegistrations : MESSAGES.tooManySignIns(formatRemaining(retryAfterMs));
    this.notify({
      title: kind === 'register' ? TOASTS.registrationRateLimited : TOASTS.signInRateLimited,
      description: message,
      variant: 'destructive',
    });
    return new AuthFlowError(message, 'rate-limited');
  }

  private fail(title: string, message: string, cause: unknown, fieldErrors?: Record<string, string>): AuthFlowError {
    this.notify({ title, description: message, variant: 'destructive' });
    return new AuthFlowError(message, 'failed', { cause, fieldErrors });
  }

  private openOwnSession(token: string, user: UserResponse): CurrentUser {
    this.stopTokenRefresh();
    local.set(STORAGE_KEYS.token, token);
    local.set(STORAGE_KEYS.authProvider, 'local');
    local.remove(STORAGE_KEYS.firebaseAuthToken);
    local.remove(STORAGE_KEYS.authHeaders);
    this.signIn(user);
    return user;
  }

  /** Username (or email) and password against our server. Any failure shows "Invalid credentials". */
  async loginWithPassword(credentials: { username: string; password: string }): Promise<CurrentUser> {
    this.countAttempt('email', 'signIn');
    return this.ownAccountSignIn(credentials);
  }

  /** POST /api/users/login (the attempt already counted), then our own session. */
  private async ownAccountSignIn(credentials: { username: string; password: string }): Promise<CurrentUser> {
    let result;
    try {
      result = await postLogin(credentials);
    } catch (error) {
      if (isTooManyRequests(error)) {
        markRateLimited('email', this.now());
        throw this.rateLimited('signIn', HOUR);
      }
      throw this.fail(TOASTS.loginFailed, MESSAGES.invalidCredentials, error);
    }
    const user = this.openOwnSession(result.token, result.user);
    this.notify(TOASTS.loginSuccessful);
    return user;
  }

  /** Registration, then an automatic login; the registration result is returned even if that login fails. */
  async register(payload: RegisterRequest): Promise<RegistrationResult> {
    this.countAttempt('email', 'register');
    let result: RegisterResponse;
    try {
      result = await postRegister(payload);
    } catch (error) {
      if (isTooManyRequests(error)) {
        markRateLimited('email', this.now());
        throw this.rateLimited('register', HOUR);
      }
      throw this.fail(TOASTS.registrationFailed, registrationMessage(error), error, fieldErrorsOf(error));
    }
    this.notify(TOASTS.registrationSuccessful);
    try {
      const login = await postLogin({ username: payload.username, password: payload.password });
      this.openOwnSession(login.token, login.user);
      this.set({ newAccount: true });
      return { ...result, loggedIn: true };
    } catch (error) {
      console.warn('Automatic login after registration failed.', error);
      return { ...result, loggedIn: false };
    }
  }

  private async providerFlow(
    providerName: Exclude<AuthProviderName, 'local'>,
    signIn: (provider: IdentityProvider) => Promise<ProviderUser>,
  ): Promise<CurrentUser> {
    const provider = await this.requireProvider();
    this.explicitSignIns += 1;
    try {
      const user = await signIn(provider);
      local.set(STORAGE_KEYS.authProvider, providerName);
      try {
        return await this.establishProviderSession(user, 'signIn');
      } catch (error) {
        // The backend refused the identity (e.g. ACCOUNT_EXISTS): leave the provider too.
        local.remove(STORAGE_KEYS.authProvider);
        await provider.signOut().catch(() => undefined);
        this.clearLocalSession();
        throw error;
      }
    } finally {
      this.explicitSignIns -= 1;
    }
  }

  /**
   * Email and password through the identity provider. When the provider knows
   * no such account (or not with this password), the same email and password
   * are tried as a DevPath account (the server takes the email as username):
   * one person, one account, whichever button they use.
   */
  async signInWithEmail(email: string, password: string): Promise<CurrentUser> {
    this.countAttempt('email', 'signIn');
    try {
      const user = await this.providerFlow('email', (provider) => provider.signInWithEmail(email, password));
      this.notify(TOASTS.loginSuccessful);
      return user;
    } catch (error) {
      if (error instanceof AuthFlowError) throw this.fail(TOASTS.loginFailed, error.message, error);
      if (isTooManyRequests(error)) {
        markRateLimited('email', this.now());
        throw this.rateLimited('signIn', HOUR);
      }
      // Not an account of the provider: maybe one of ours with this email as its sign-in name.
      if (CREDENTIAL_CODES.includes(providerCode(error))) return this.ownAccountSignIn({ username: email, password });
      const message = error instanceof ApiError ? errorMessage(error, MESSAGES.invalidCredentials) : MESSAGES.invalidCredentials;
      throw this.fail(TOASTS.loginFailed, message, error);
    }
  }

  /** Registration with email and password through the identity provider. */
  async signUpWithEmail(email: string, password: string): Promise<CurrentUser> {
    this.countAttempt('email', 'register');
    try {
      const user = await this.providerFlow('email', (provider) => provider.signUpWithEmail(email, password));
      this.set({ newAccount: true });
      this.notify(TOASTS.registrationSuccessful);
      return user;
    } catch (error) {
      if (error instanceof AuthFlowError) throw this.fail(TOASTS.registrationFailed, error.message, error);
      if (isTooManyRequests(error)) {
        markRateLimited('email', this.now());
        throw this.rateLimited('register', HOUR);
      }
      const message = failureMessage(error, MESSAGES.registrationFailed);
      const field = providerCode(error) === 'auth/weak-password' ? 'password' : 'email';
      throw this.fail(TOASTS.registrationFailed, message, error, providerCode(error) ? { [field]: message } : {});
    }
  }

  /** A Google account through the provider's popup. */
  async signInWithGoogle(): Promise<CurrentUser> {
    this.countAttempt('google', 'signIn');
    try {
      const user = await this.providerFlow('google', (provider) => provider.signInWithGoogle());
      this.notify(TOASTS.loginSuccessful);
      return user;
    } catch (error) {
      if (POPUP_CLOSED_CODES.includes(providerCode(error))) {
        this.notify({ title: TOASTS.googleLoginFailed, description: MESSAGES.popupClosed, variant: 'destructive' });
        throw new AuthFlowError(MESSAGES.popupClosed, 'popup-closed', { cause: error });
      }
      throw this.fail(TOASTS.googleLoginFailed, failureMessage(error, 'Google sign-in failed. Please try again.'), error);
    }
  }

  /**
   * A fresh ID token of the Google account the user picks in the provider's
   * popup, to link it to the signed-in account (settings). The provider is
   * signed out again afterwards: the session stays the one the user has.
   */
  async googleIdToken(): Promise<string> {
    const provider = await this.requireProvider();
    this.explicitSignIns += 1;
    try {
      const user = await provider.signInWithGoogle();
      try {
        return await user.getIdToken();
      } finally {
        await provider.signOut().catch(() => undefined);
      }
    } catch (error) {
      const kind = POPUP_CLOSED_CODES.includes(providerCode(error)) ? 'popup-closed' : 'failed';
      throw new AuthFlowError(failureMessage(error, 'Google could not be reached. Please try again.'), kind, { cause: error });
    } finally {
      this.explicitSignIns -= 1;
    }
  }

  /**
   * The provider's password reset email; for an email the provider does not
   * know, DevPath's own (POST /api/users/password-reset), which resets the
   * password of an account of ours.
   */
  async sendPasswordReset(email: string): Promise<void> {
    try {
      const provider = await this.requireProvider();
      await provider.sendPasswordReset(email).catch(async (error: unknown) => {
        if (!CREDENTIAL_CODES.includes(providerCode(error))) throw error;
        await requestPasswordReset({ body: { email }, throwOnError: true });
      });
    } catch (error) {
      throw this.fail(TOASTS.passwordResetFailed, failureMessage(error, 'The password reset email could not be sent.'), error);
    }
    this.notify({ title: TOASTS.passwordResetSent, description: `Check ${email} for a link to reset your password.` });
  }

  /** PATCH /api/users/me; "No user is logged in" while signed out. */
  async updateProfile(changes: UpdateMeRequest): Promise<CurrentUser> {
    if (!this.state.user || this.state.status !== 'signedIn') {
      const error = new Error(MESSAGES.noUser);
      this.notify({ title: TOASTS.profileUpdateFailed, description: error.message, variant: 'destructive' });
      throw error;
    }
    try {
      const updated = await patchMe(changes);
      this.applyUser({ ...this.state.user, ...updated });
      this.notify({ title: TOASTS.profileUpdated, description: 'Your changes have been saved.' });
      return this.state.user!;
    } catch (error) {
      this.notify({
        title: TOASTS.profileUpdateFailed,
        description: errorMessage(error, 'Your changes could not be saved.'),
        variant: 'destructive',
      });
      throw error;
    }
  }

  // ---- logout ----------------------------------------------------------------

  /** Removes the stored session and clears the user and flags. */
  private clearLocalSession(signedOutTo: string | null = null): void {
    this.activity.stop();
    this.stopTokenRefresh();
    for (const key of [
      STORAGE_KEYS.token,
      STORAGE_KEYS.deploymentId,
      STORAGE_KEYS.firebaseAuthToken,
      STORAGE_KEYS.authProvider,
      STORAGE_KEYS.authHeaders,
    ]) {
      local.remove(key);
    }
    clearCachedProfile();
    this.set({ ...signedOutState, signedOutTo });
  }

  /**
   * Spec §4: signs out of the identity provider, removes the stored token and
   * deployment id and clears the user and flags, even if the provider
   * sign-out fails. The local session is cleared first, so the app never
   * shows a half-signed-out state while the provider answers. Our own token
   * is also revoked on the server. Resolves to false when the provider
   * sign-out failed (the session is cleared anyway).
   */
  async logout({ silent = false, to = null }: { silent?: boolean; to?: string | null } = {}): Promise<boolean> {
    const token = getStoredToken();
    const providerSession = isProviderSession();
    const signOutOfProvider = providerSession || this.provider?.currentUser != null;
    this.clearLocalSession(to);
    let failure: unknown = null;
    if (signOutOfProvider) {
      try {
        const provider = this.provider ?? (await this.loadProvider());
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
        this.notify({
          title: TOASTS.logoutFailed,
          description: errorMessage(failure, 'Signing out of the identity provider failed.'),
          variant: 'destructive',
        });
      } else {
        this.notify(TOASTS.logoutSuccessful);
      }
    }
    return failure === null;
  }
}

/** The app's session. */
export const sessionStore = new SessionStore();
