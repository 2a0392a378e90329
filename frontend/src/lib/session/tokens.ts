/** The identity provider's tokens (spec §9): stored on every refresh, refreshed every 10 minutes. */
import { STORAGE_KEYS, getStoredToken, local } from '../storage';
import { TOKEN_REFRESH_ATTEMPTS, TOKEN_REFRESH_INTERVAL_MS, TOKEN_REFRESH_RETRY_DELAY_MS } from './constants';
import { sleep } from './failures';
import type { ProviderUser } from './provider';

/** The stored token an API call of the session sends: the provider's if any, else our own. */
export function sessionToken(): string | null {
  return local.get(STORAGE_KEYS.firebaseAuthToken) ?? getStoredToken();
}

export class ProviderTokens {
  private timer: ReturnType<typeof setInterval> | null = null;

  /** `currentUser`: the provider's signed-in user, read at each scheduled refresh. */
  constructor(private readonly currentUser: () => ProviderUser | null) {}

  /** The token is stored as firebase_auth_token, token and auth_headers. */
  store(token: string): void {
    local.set(STORAGE_KEYS.firebaseAuthToken, token);
    local.set(STORAGE_KEYS.token, token);
    local.set(STORAGE_KEYS.authHeaders, JSON.stringify({ Authorization: `Firebase ${token}` }));
  }

  /** Spec §9: 3 attempts, 1 s apart; null when all failed. */
  async refresh(user: ProviderUser): Promise<string | null> {
    for (let attempt = 1; attempt <= TOKEN_REFRESH_ATTEMPTS; attempt++) {
      try {
        const token = await user.getIdToken(true);
        this.store(token);
        return token;
      } catch (error) {
        if (attempt < TOKEN_REFRESH_ATTEMPTS) await sleep(TOKEN_REFRESH_RETRY_DELAY_MS);
        else console.warn('Refreshing the identity token failed.', error);
      }
    }
    return null;
  }

  /** Every 10 minutes while signed in through the provider. */
  startRefresh(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => {
      const user = this.currentUser();
      if (user) void this.refresh(user);
    }, TOKEN_REFRESH_INTERVAL_MS);
  }

  stopRefresh(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
