import { DomainError } from '../../../platform/errors/domain-error.js';
import type { Role } from '../../../platform/access/access.js';

import type { PremiumTier, Privacy, SignInSource } from '../contracts/views.js';

// The published language: declared with the views other modules read.
export type { PremiumTier, Privacy, SignInSource };

export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;
export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9_-]{1,28}[a-z0-9])?$/;
/** Handles that would collide with routes, roles or impersonate staff. */
export const RESERVED_HANDLES = new Set([
  'admin',
  'administrator',
  'root',
  'system',
  'support',
  'help',
  'moderator',
  'mod',
  'staff',
  'team',
  'devpath',
  'api',
  'auth',
  'login',
  'logout',
  'register',
  'signup',
  'signin',
  'settings',
  'dashboard',
  'profile',
  'profiles',
  'me',
  'user',
  'users',
  'null',
  'undefined',
  'anonymous',
  'security',
  'abuse',
  'official',
  'about',
  'contact',
  'blog',
  'quiz',
  'roadmaps',
  'bootcamps',
  'marketplace',
  'cart',
  'leaderboard',
  'resources',
  'practice',
  'premium',
  'pricing',
  'partners',
  'documentation',
  'docs',
  'privacy',
  'terms',
  'www',
  'mail',
  'billing',
  'payments',
]);

/** The length of the reason an admin gives for a suspension (shown to the user when sign-in is refused). */
export const SUSPENSION_REASON = { min: 10, max: 500 } as const;

export function normalize(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A handle's form, for anyone: normalized (trimmed, lower case), well-formed (HANDLE_INVALID) and
 * not reserved (HANDLE_RESERVED). Whether another account holds it is the repository's to say.
 */
export function checkHandleForm(handle: string): string {
  const normalized = normalize(handle);
  if (!HANDLE_PATTERN.test(normalized)) {
    throw new DomainError(
      'invalid',
      'HANDLE_INVALID',
      'A handle is 3–30 lowercase letters, digits, _ or -, starting and ending with a letter or digit.',
    );
  }
  if (RESERVED_HANDLES.has(normalized))
    throw new DomainError('conflict', 'HANDLE_RESERVED', `The handle "${normalized}" is reserved.`);
  return normalized;
}

/** A learner's account and profile: the aggregate every other module refers to by id. */
export class User {
  id!: number;
  username: string;
  usernameNormalized: string;
  email: string;
  emailNormalized: string;
  fullName: string | null = null;
  profilePicUrl: string | null = null;
  bio: string | null = null;
  role: Role = 'user';
  isVerified = false;
  premiumTier: PremiumTier = 'free';
  source: SignInSource = 'local';
  timeZone = 'UTC';
  handle: string | null = null;
  privacyShowName = true;
  privacyShowCertificates = true;
  privacyShowActivity = true;
  /** Set while an admin has suspended the account: it cannot sign in and its sessions end. */
  suspendedAt: Date | null = null;
  suspensionReason: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();

  constructor(props: { username: string; email: string; fullName?: string | null; source?: SignInSource }) {
    if (!USERNAME_PATTERN.test(props.username)) {
      throw new DomainError('invalid', 'USERNAME_INVALID', 'Username must be 3–30 letters, digits, _ or -.');
    }
    this.username = props.username;
    this.usernameNormalized = normalize(props.username);
    this.email = props.email.trim();
    this.emailNormalized = normalize(props.email);
    this.fullName = props.fullName?.trim() || null;
    this.source = props.source ?? 'local';
  }

  get privacy(): Privacy {
    return {
      showName: this.privacyShowName,
      showCertificates: this.privacyShowCertificates,
      showActivity: this.privacyShowActivity,
    };
  }

  get suspended(): boolean {
    return this.suspendedAt !== null;
  }

  /** An admin suspends the account; admins cannot be suspended (change the role first). */
  suspend(reason: string, now = new Date()): void {
    if (this.role === 'admin') {
      throw new DomainError('conflict', 'CANNOT_SUSPEND_ADMIN', 'Admins cannot be suspended; change their role first.');
    }
    if (this.suspendedAt) throw new DomainError('conflict', 'ALREADY_SUSPENDED', 'This account is already suspended.');
    const text = reason.trim();
    if (text.length < SUSPENSION_REASON.min || text.length > SUSPENSION_REASON.max) {
      throw new DomainError(
        'invalid',
        'SUSPENSION_REASON_INVALID',
        `Give a reason of ${SUSPENSION_REASON.min} to ${SUSPENSION_REASON.max} characters.`,
      );
    }
    this.suspendedAt = now;
    this.suspensionReason = text;
    this.updatedAt = now;
  }

  /** Lifts a suspension; the account signs in again (its old sessions stay ended). */
  reinstate(now = new Date()): void {
    if (!this.suspendedAt) throw new DomainError('conflict', 'NOT_SUSPENDED', 'This account is not suspended.');
    this.suspendedAt = null;
    this.suspensionReason = null;
    this.updatedAt = now;
  }

  touch(now = new Date()): void {
    this.updatedAt = now;
  }

  updateProfile(changes: { fullName?: string | null; profilePicUrl?: string | null; bio?: string | null }): void {
    if (changes.fullName !== undefined) this.fullName = changes.fullName?.trim() || null;
    if (changes.profilePicUrl !== undefined) this.profilePicUrl = changes.profilePicUrl || null;
    if (changes.bio !== undefined) this.bio = changes.bio?.trim() || null;
    this.touch();
  }

  /** The membership's tier, as payments reports it; false when it was that already. */
  setPremiumTier(tier: PremiumTier): boolean {
    if (this.premiumTier === tier) return false;
    this.premiumTier = tier;
    this.touch();
    return true;
  }

  setPrivacy(changes: Partial<Privacy>): void {
    if (changes.showName !== undefined) this.privacyShowName = changes.showName;
    if (changes.showCertificates !== undefined) this.privacyShowCertificates = changes.showCertificates;
    if (changes.showActivity !== undefined) this.privacyShowActivity = changes.showActivity;
    this.touch();
  }

  /** Changes the account's time zone (learner progress counts streak days there: activity re-expresses its last day). */
  setTimeZone(timeZone: string): void {
    if (!isValidTimeZone(timeZone))
      throw new DomainError('invalid', 'TIME_ZONE_INVALID', `Unknown time zone "${timeZone}".`);
    this.timeZone = timeZone;
    this.touch();
  }

  claimHandle(handle: string): void {
    this.handle = checkHandleForm(handle);
    this.touch();
  }

  /**
   * Gives this user `role`, given the ids of every admin (read under lock): the last admin
   * stays one. Returns the role it had.
   */
  changeRole(role: Role, adminIds: readonly number[]): Role {
    const previous = this.role;
    if (previous === 'admin' && role !== 'admin' && !adminIds.some((id) => id !== this.id)) {
      throw new DomainError('conflict', 'LAST_ADMIN', 'This is the last admin: make another admin first.');
    }
    if (role !== previous && role !== 'user' && this.suspendedAt) {
      throw new DomainError(
        'conflict',
        'ACCOUNT_SUSPENDED',
        'A suspended account cannot become staff; lift the suspension first.',
      );
    }
    this.role = role;
    this.touch();
    return previous;
  }

  /**
   * The account's sign-in methods (owned by auth) changed: a password set, a provider identity
   * linked or unlinked. The profile's updatedAt moves (clients key on it), and a provider that
   * vouched for the account's own address verifies it.
   */
  signInMethodsChanged(emailVerified = false): void {
    if (emailVerified) this.isVerified = true;
    this.touch();
  }

  /** The key the client derives for activity calls (spec §7.10): id, email local part, updatedAt. */
  verificationKey(): string {
    return `${this.id}-${this.email.split('@')[0]}-${this.updatedAt.getTime()}`;
  }
}
