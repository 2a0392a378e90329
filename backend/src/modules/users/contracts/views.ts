/**
 * What other modules read of users (through `UsersFacade`): plain, readonly data, never the `User`
 * aggregate, its DTOs or its repository. The users module builds these from its rows; a change to
 * the aggregate that keeps these shapes changes no other module.
 */
import type { Role } from '../../../platform/access/access.js';

export type SignInSource = 'local' | 'firebase' | 'google';
export type PremiumTier = 'free' | 'premium';

export interface Privacy {
  showName: boolean;
  showCertificates: boolean;
  showActivity: boolean;
}

/** An account and its profile as other modules read it (frozen: the same object until the row changes). */
export interface AccountView {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  /** The email as accounts are matched by it (trimmed, lower case). */
  readonly emailNormalized: string;
  readonly fullName: string | null;
  readonly profilePicUrl: string | null;
  readonly bio: string | null;
  readonly role: Role;
  /** The email was proved to us (a mailed link, or a provider that verified it). */
  readonly isVerified: boolean;
  readonly premiumTier: PremiumTier;
  /** How the account was created. */
  readonly source: SignInSource;
  readonly timeZone: string;
  readonly handle: string | null;
  readonly privacy: Readonly<Privacy>;
  /** Set while an admin has suspended the account (it cannot sign in), with the reason given. */
  readonly suspendedAt: Date | null;
  readonly suspensionReason: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** The owner of a public profile, as modules that show parts of it need it: who, and what they show. */
export interface ProfileOwnerView {
  readonly id: number;
  readonly handle: string;
  readonly privacy: Readonly<Privacy>;
}

/**
 * A learner as public lists show them: the public handle and display name, never the sign-in
 * username (half of a credential).
 */
export interface PublicCard {
  anonymous: boolean;
  handle: string | null;
  fullName: string | null;
  profilePicUrl: string | null;
}

/**
 * The signed-in user as the API answers it (`GET /api/users/me`, and auth's sign-in routes): the
 * profile with its sign-in methods and the learner's progress. Its OpenAPI schema is
 * `SIGNED_IN_USER_SCHEMA` (users' `UserResponse`).
 */
export interface SignedInUserView {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly fullName: string | null;
  readonly profilePicUrl: string | null;
  readonly bio: string | null;
  readonly role: Role;
  readonly isVerified: boolean;
  readonly premiumTier: string;
  readonly firebaseUid: string | null;
  readonly updatedAt: string;
  readonly createdAt: string;
  readonly totalXpEarned: number;
  readonly daysStreak: number;
  readonly longestStreak: number;
  readonly completedModules: readonly string[];
  readonly source: string;
  readonly hasPassword: boolean;
  readonly lastAccessedAt: string | null;
  readonly handle: string | null;
  readonly timeZone: string;
  readonly privacy: Readonly<Privacy>;
}

/**
 * What an activity report is checked against (spec §7.10), read from the account's row rather than
 * the cache: the key the client derives from the current profile (id, email local part, updatedAt)
 * and the learner's time zone.
 */
export interface VerificationKeyView {
  readonly verificationKey: string;
  readonly timeZone: string;
}

/** Accounts created per UTC day since a date, and the totals (the admin overview). */
export interface SignupStats {
  readonly perDay: ReadonlyArray<{ day: string; count: number }>;
  readonly total: number;
  readonly suspended: number;
}
