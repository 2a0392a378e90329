/** Port: one-way password hashing (argon2id in production). */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  abstract verify(hash: string, password: string): Promise<boolean>;
  /** Burns the same time as a verify, for unknown accounts (no user enumeration by timing). */
  abstract verifyDummy(password: string): Promise<void>;
}

export interface IdentityClaims {
  uid: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
  /** e.g. password, google.com */
  signInProvider?: string;
  /** Every sign-in method of this identity that the provider vouches for (password, google.com, ...). */
  providers: string[];
  /**
   * When the user signed in to get this token's session (seconds since the epoch); tokens
   * refreshed from that session keep it, so revoking by it ends the whole session.
   */
  authTime: number;
}

/** Port: verifies an identity-provider (Firebase) ID token. */
export abstract class IdentityTokenVerifier {
  abstract readonly enabled: boolean;
  /** Resolves the claims, or null when the token is not a valid provider token. */
  abstract verify(idToken: string): Promise<IdentityClaims | null>;
}

/**
 * Port: "ID tokens of this provider uid from sign-ins before T are dead" (logout, account deletion),
 * the same for every instance and checked on every request made with a provider token.
 */
export abstract class IdentityRevocations {
  abstract revoke(uid: string, before: Date): Promise<void>;
  /** Whether a token of `uid` from a sign-in at `authTimeMs` has been revoked since. */
  abstract isRevoked(uid: string, authTimeMs: number): Promise<boolean>;
}

/**
 * Port: attempt counters in fixed windows, shared by every instance. Counting is atomic and
 * happens before the attempt is checked, so parallel attempts cannot all see the same count.
 */
export abstract class AttemptCounter {
  /** Counts one attempt under `key` (its window starts with the first) and returns the count, this one included. */
  abstract hit(key: string, windowMs: number): Promise<number>;
  /** Takes back attempts counted by hit (a successful sign-in never counts). */
  abstract undo(keys: string[]): Promise<void>;
  /** How many attempts are counted under `key` in its current window (may be answered from a coherent cache). */
  abstract count(key: string): Promise<number>;
}

/** Port: our own session tokens (signed JWTs carrying the session id). */
export abstract class SessionTokens {
  abstract issue(userId: number, sessionId: string): string;
}

/**
 * Port: what auth keeps of an account besides the account (sessions, mailed-link tokens,
 * credentials, sign-in attempt counters), forgotten when the account is deleted.
 */
export abstract class AccountTraces {
  /**
   * Deletes the account's sessions, tokens and credentials, and the attempt counters under
   * `attemptsKey` and its per-address ones (`<key>@<address>`), in the caller's transaction.
   */
  abstract forget(userId: number, attemptsKey: string): Promise<void>;
}

/**
 * Port: runs `work` in one transaction that every repository joins (ours and other modules'
 * facades): a registration never leaves an account without its credentials.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
