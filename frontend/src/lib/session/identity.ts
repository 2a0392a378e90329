/**
 * The identity provider (Firebase, loaded on demand): the server's sign-in configuration, the
 * provider itself, and its auth-state listener, attached once.
 */
import type { AuthConfigResponse, FirebaseWebConfig } from '../../api/generated/types.gen';
import { getStoredToken } from '../storage';
import type { SessionCore } from './core';
import { AuthFlowError } from './failures';
import { MESSAGES } from './messages';
import type { IdentityProvider, ProviderUser } from './provider';
import { isProviderSession, signedOutIdentity } from './state';
import type { CurrentUser } from './user';

export interface IdentityLinkOptions {
  getAuthConfig: () => Promise<AuthConfigResponse>;
  createProvider: (config: FirebaseWebConfig) => Promise<IdentityProvider>;
  /** Each auth-state event of the provider. */
  onProviderUser: (user: ProviderUser | null) => void;
}

export class IdentityLink {
  private configPromise: Promise<AuthConfigResponse> | null = null;
  private providerPromise: Promise<IdentityProvider | null> | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Sign-ins the user started (their flow, not the auth-state listener, opens the session). */
  explicitSignIns = 0;
  /** Provider sessions being opened, by provider uid: one verification and profile load each. */
  readonly establishing = new Map<string, Promise<CurrentUser>>();

  constructor(
    private readonly core: SessionCore,
    private readonly options: IdentityLinkOptions,
  ) {}

  /** The server's sign-in configuration, fetched once. */
  authConfig(): Promise<AuthConfigResponse> {
    this.configPromise ??= this.options.getAuthConfig().catch((error: unknown) => {
      this.configPromise = null;
      throw error;
    });
    return this.configPromise;
  }

  /** Loads the identity provider (null when the server has none configured). */
  loadProvider(): Promise<IdentityProvider | null> {
    this.providerPromise ??= this.authConfig()
      .then((config) => (config.firebase ? this.options.createProvider(config.firebase) : null))
      .then((provider) => {
        this.core.provider = provider;
        return provider;
      })
      .catch((error: unknown) => {
        this.providerPromise = null;
        throw error;
      });
    return this.providerPromise;
  }

  /** The provider for a flow the user started; "unavailable" when it cannot be loaded. */
  async requireProvider(): Promise<IdentityProvider> {
    let provider: IdentityProvider | null;
    try {
      provider = await this.attach();
    } catch (error) {
      throw new AuthFlowError(MESSAGES.providerUnavailable, 'unavailable', { cause: error });
    }
    if (!provider) throw new AuthFlowError(MESSAGES.providerUnavailable, 'unavailable');
    return provider;
  }

  /** Loads the provider and listens to its auth state (once). */
  async attach(): Promise<IdentityProvider | null> {
    const provider = await this.loadProvider().catch((error: unknown) => {
      console.warn('The identity provider could not be loaded.', error);
      return null;
    });
    if (!provider) {
      if (this.core.getState().status === 'loading' && getStoredToken() === null)
        this.core.set({ ...signedOutIdentity }, null);
      return null;
    }
    if (!this.unsubscribe) {
      let first = true;
      this.core.set({ providerLoading: true });
      this.unsubscribe = provider.onAuthStateChanged((user) => {
        if (first) {
          first = false;
          this.core.set({ providerLoading: false });
        }
        this.options.onProviderUser(user);
      });
    }
    return provider;
  }

  detach(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** The provider's signed-in user, when the stored session came from it. */
  async providerUser(): Promise<ProviderUser | null> {
    if (!isProviderSession()) return null;
    const provider = await this.attach();
    if (!provider) return null;
    await provider.authStateReady();
    return provider.currentUser;
  }

  /** Runs a sign-in the user started, so the auth-state listener leaves it to the flow. */
  async explicitly<T>(work: () => Promise<T>): Promise<T> {
    this.explicitSignIns += 1;
    try {
      return await work();
    } finally {
      this.explicitSignIns -= 1;
    }
  }
}
