import { createHash, randomBytes } from 'node:crypto';

/** What a mailed link proves: the account holder reads that mailbox. */
export type TokenPurpose = 'email_verification' | 'password_reset';

/** How long a mailed link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  email_verification: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

/** The shortest time between two mails of one purpose to one account. */
export const MAIL_COOLDOWN_MS = 60 * 1000;

/** Stored form of a secret: its SHA-256 (hex). The secret itself is only ever in the mail. */
export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * A single-use link secret for one account and purpose. Only its hash is kept, with the
 * email it was mailed to: a link stops working when the account's email changes.
 */
export class OneTimeToken {
  tokenHash: string;
  purpose: TokenPurpose;
  userId: number;
  /** The normalized email the link was sent to. */
  email: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null = null;

  constructor(props: {
    tokenHash: string;
    purpose: TokenPurpose;
    userId: number;
    email: string;
    createdAt: Date;
    expiresAt: Date;
  }) {
    this.tokenHash = props.tokenHash;
    this.purpose = props.purpose;
    this.userId = props.userId;
    this.email = props.email;
    this.createdAt = props.createdAt;
    this.expiresAt = props.expiresAt;
  }

  /** A new token (32 random bytes, base64url) and the secret that goes into the link. */
  static issue(props: { purpose: TokenPurpose; userId: number; email: string; now?: Date }): {
    token: OneTimeToken;
    secret: string;
  } {
    const now = props.now ?? new Date();
    const secret = randomBytes(32).toString('base64url');
    const token = new OneTimeToken({
      tokenHash: hashTokenSecret(secret),
      purpose: props.purpose,
      userId: props.userId,
      email: props.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[props.purpose]),
    });
    return { token, secret };
  }
}

/** Persistence port: at most one live token per account and purpose. */
export abstract class OneTimeTokenRepository {
  /**
   * Stores `token` as the live token of its account and purpose, replacing the previous live
   * one, unless that one was issued after `cooldownStart` (then nothing changes and the answer
   * is false). Atomic: of two parallel calls within the cooldown, one wins.
   */
  abstract issue(token: OneTimeToken, cooldownStart: Date): Promise<boolean>;
  /** The unused, unexpired token with this secret's hash and purpose, without using it. */
  abstract findLive(tokenHash: string, purpose: TokenPurpose, now: Date): Promise<OneTimeToken | null>;
  /** Marks the token used if it is live, in one statement: of parallel calls exactly one gets it. */
  abstract consume(tokenHash: string, purpose: TokenPurpose, now: Date): Promise<OneTimeToken | null>;
}
