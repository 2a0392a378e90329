import { LRUCache } from 'lru-cache';

/** The claims of one of our session tokens that the strategy needs. */
export interface SessionClaims {
  sub: string;
  sid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/**
 * Tokens whose signature, algorithm, issuer and audience were already verified, with their
 * claims, until they expire. A browser sends the same token on every request; checking the
 * HMAC and parsing the JWT twice each time was a tenth of an authenticated request.
 * Only the exact string that passed verification is remembered (a changed byte is a miss),
 * expiry is checked on every hit, and revocation is not this cache's concern: the session is
 * looked up (in the coherent session cache) on every request, hit or miss.
 */
export class VerifiedTokenCache {
  /**
   * Keyed by the token's signature segment, holding the whole token: hashing a short key is
   * cheaper than hashing the whole token (a new string on every request), and the whole
   * string is still compared on every hit.
   */
  private readonly tokens: LRUCache<string, { token: string; claims: SessionClaims }>;

  constructor(max = 10_000) {
    this.tokens = new LRUCache({ max });
  }

  /** The claims of `token` if it was verified and has not expired at `nowMs`. */
  get(token: string, nowMs = Date.now()): SessionClaims | undefined {
    const key = signatureOf(token);
    const entry = this.tokens.get(key);
    if (!entry || entry.token !== token) return undefined;
    if (entry.claims.exp * 1000 <= nowMs) {
      this.tokens.delete(key);
      return undefined;
    }
    return entry.claims;
  }

  /** Remembers a token that has just passed verification. */
  remember(token: string, claims: SessionClaims): void {
    if (typeof claims.exp === 'number') this.tokens.set(signatureOf(token), { token, claims });
  }

  get size(): number {
    return this.tokens.size;
  }
}

function signatureOf(token: string): string {
  return token.slice(token.lastIndexOf('.') + 1);
}
