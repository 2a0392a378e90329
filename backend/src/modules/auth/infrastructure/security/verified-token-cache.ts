import { LRUCache } from 'lru-cache';

/** The claims of one of our session tokens that the strategy needs. */
export interface SessionClaims {
  sub: string;
  sid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/**
 * Tokens whose signature and claims were already verified, with what the verification
 * returned, until they expire. A client sends the same token on every request; verifying the
 * signature and parsing the JWT each time was a tenth of an authenticated request (an RS256
 * Firebase ID token costs more). Only the exact string that passed is remembered (a changed
 * byte is a miss), and expiry is checked on every hit. Revocation is not this cache's concern:
 * the session or the account is looked up (in the coherent row caches) on every request.
 */
export class VerifiedTokenCache<C> {
  /**
   * Keyed by the token's signature segment, holding the whole token: hashing a short key is
   * cheaper than hashing the whole token (a new string on every request), and the whole
   * string is still compared on every hit.
   */
  private readonly tokens: LRUCache<string, { token: string; claims: C; expiresAtMs: number }>;

  constructor(max = 10_000) {
    this.tokens = new LRUCache({ max });
  }

  /** What `token` was verified to carry, if it was and has not expired at `nowMs`. */
  get(token: string, nowMs = Date.now()): C | undefined {
    const key = signatureOf(token);
    const entry = this.tokens.get(key);
    if (!entry || entry.token !== token) return undefined;
    if (entry.expiresAtMs <= nowMs) {
      this.tokens.delete(key);
      return undefined;
    }
    return entry.claims;
  }

  /** Remembers a token that has just passed verification, until `exp` (seconds since the epoch). */
  remember(token: string, claims: C, exp: unknown): void {
    if (typeof exp === 'number' && Number.isFinite(exp))
      this.tokens.set(signatureOf(token), { token, claims, expiresAtMs: exp * 1000 });
  }

  get size(): number {
    return this.tokens.size;
  }
}

function signatureOf(token: string): string {
  return token.slice(token.lastIndexOf('.') + 1);
}
