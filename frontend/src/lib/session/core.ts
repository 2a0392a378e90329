/**
 * The session's core: identity flags and tokens, and the signed-in user as the data of the
 * current-user query (GET /api/users/me's query key in the app's QueryClient), so server state
 * lives once. Flows (./flows) change the session only through this class.
 */
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getMeQueryKey } from '../../api/generated-shell/@tanstack/react-query.gen';
import type { UserResponse } from '../../api/generated-shell/types.gen';
import { createQueryClient } from '../api/query';
import { STORAGE_KEYS, getStoredToken, local } from '../storage';
import type { ToastOptions } from '../toast';
import { ActivityTracker } from './activity';
import { postActivity } from './api';
import { clearCachedProfile, saveCachedProfile } from './profileCache';
import type { IdentityProvider } from './provider';
import { isProviderSession, signedOutIdentity, type IdentityState, type SessionState } from './state';
import { ProviderTokens, sessionToken } from './tokens';
import { isFallbackProfile, type CurrentUser } from './user';

export interface SessionCoreOptions {
  /** Where the current user is kept; a client of its own by default (the app passes its shared one). */
  queryClient?: QueryClient;
  notify: (toast: ToastOptions) => void;
  now: () => number;
  /** Activity tracking failed: the session re-reads the current user. */
  onActivityFailure: () => void;
}

/** The current-user query's key: the generated key of GET /api/users/me. */
export const currentUserKey = (): QueryKey => getMeQueryKey() as QueryKey;

export class SessionCore {
  readonly queries: QueryClient;
  readonly notify: (toast: ToastOptions) => void;
  readonly now: () => number;
  readonly activity: ActivityTracker;
  readonly tokens: ProviderTokens;
  readonly userKey = currentUserKey();
  /** The identity provider once loaded (null: not loaded, or none configured). */
  provider: IdentityProvider | null = null;
  /** The start-up restore of a stored session, while it runs. */
  startup: Promise<void> | null = null;
  private identity: IdentityState;
  private snapshot: SessionState;
  private readonly listeners = new Set<() => void>();
  private settingUser = false;

  constructor(options: SessionCoreOptions) {
    this.queries = options.queryClient ?? createQueryClient();
    this.notify = options.notify;
    this.now = options.now;
    // The user is never stale and never garbage-collected while the session holds it.
    this.queries.setQueryDefaults(this.userKey, { staleTime: Infinity, gcTime: Infinity });
    const restoring = getStoredToken() !== null || isProviderSession();
    this.identity = { ...signedOutIdentity, status: restoring ? 'loading' : 'signedOut' };
    this.snapshot = this.compose();
    const userHash = hashKey(this.userKey);
    this.queries.getQueryCache().subscribe((event) => {
      if (!this.settingUser && event.query.queryHash === userHash && this.readUser() !== this.snapshot.user)
        this.publish();
    });
    this.tokens = new ProviderTokens(() => this.provider?.currentUser ?? null);
    this.activity = new ActivityTracker({
      getUser: () => this.snapshot.user,
      getToken: sessionToken,
      send: postActivity,
      onSuccess: (result) =>
        this.patchUser({
          daysStreak: result.daysStreak,
          longestStreak: result.longestStreak,
          totalXpEarned: result.totalXpEarned,
          lastAccessedAt: result.lastAccessedAt,
        }),
      onFailure: options.onActivityFailure,
      now: this.now,
    });
  }

  // ---- state -----------------------------------------------------------------

  getState = (): SessionState => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private readUser(): CurrentUser | null {
    return this.queries.getQueryData<CurrentUser | null>(this.userKey) ?? null;
  }

  private compose(): SessionState {
    const user = this.readUser();
    return { ...this.identity, user, isAdmin: user?.role === 'admin', isModerator: user?.role === 'moderator' };
  }

  private publish(): void {
    this.snapshot = this.compose();
    for (const listener of [...this.listeners]) listener();
  }

  /** Changes identity flags and, when given, the current user; listeners hear one change. */
  set(changes: Partial<IdentityState>, user?: CurrentUser | null): void {
    this.identity = { ...this.identity, ...changes };
    if (user !== undefined) {
      this.settingUser = true;
      try {
        this.queries.setQueryData(this.userKey, user);
      } finally {
        this.settingUser = false;
      }
    }
    this.publish();
  }

  // ---- the user ----------------------------------------------------------------

  /** Sets the signed-in user (any path), caching real profiles and starting activity tracking. */
  signIn(user: CurrentUser): void {
    const state = this.snapshot;
    const wasSignedIn = state.status === 'signedIn' && state.user?.id === user.id;
    const changes: Partial<IdentityState> = { signedOutTo: null, suspension: null };
    if (!wasSignedIn) changes.newAccount = false;
    this.applyUser(user, changes);
    if (!wasSignedIn || !this.activity.isRunning) this.activity.start();
  }

  applyUser(user: CurrentUser, changes: Partial<IdentityState> = {}): void {
    if (!isFallbackProfile(user)) saveCachedProfile(user, this.now());
    this.set({ ...changes, status: 'signedIn' }, user);
  }

  /** Merges fresh fields into the current user (after activity tracking, a profile or settings update). */
  patchUser(changes: Partial<CurrentUser>): void {
    const user = this.snapshot.user;
    if (user) this.applyUser({ ...user, ...changes });
  }

  /** Replaces the current user with the server's copy (after a profile, handle or settings change). */
  setUser(user: UserResponse | CurrentUser): void {
    if (this.snapshot.user) this.applyUser(user);
  }

  // ---- tokens ------------------------------------------------------------------

  /** Our own session: the token is stored and any provider token forgotten. */
  storeOwnToken(token: string): void {
    this.tokens.stopRefresh();
    local.set(STORAGE_KEYS.token, token);
    local.set(STORAGE_KEYS.authProvider, 'local');
    local.remove(STORAGE_KEYS.firebaseAuthToken);
    local.remove(STORAGE_KEYS.authHeaders);
  }

  /** Removes the stored session and clears the user and flags. */
  clearLocalSession(signedOutTo: string | null = null): void {
    this.activity.stop();
    this.tokens.stopRefresh();
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
    this.set({ ...signedOutIdentity, signedOutTo }, null);
  }
}
