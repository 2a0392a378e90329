import type { ProviderUserInfo } from './user';

/** The identity provider's signed-in user (a Firebase User satisfies it). */
export interface ProviderUser extends ProviderUserInfo {
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

/**
 * The external identity provider (spec §7.11): email sign-in and registration,
 * Google popup sign-in, sign-out, password reset, token refresh. Firebase
 * implements it (./firebase.ts, loaded on demand); tests pass their own.
 */
export interface IdentityProvider {
  readonly currentUser: ProviderUser | null;
  /** Resolves once the provider has restored (or not) its persisted user. */
  authStateReady(): Promise<void>;
  /** Sign-in and sign-out events; the first one tells the restored state. Returns the unsubscribe. */
  onAuthStateChanged(listener: (user: ProviderUser | null) => void): () => void;
  signInWithEmail(email: string, password: string): Promise<ProviderUser>;
  signUpWithEmail(email: string, password: string): Promise<ProviderUser>;
  signInWithGoogle(): Promise<ProviderUser>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
}
