import { DomainError } from '../../../platform/errors/domain-error.js';
import type { Role } from '../../../platform/access/access.js';

export type SignInSource = 'local' | 'firebase' | 'google';
export type PremiumTier = 'free' | 'premium';

export interface Privacy {
  showName: boolean;
  showCertificates: boolean;
  showActivity: boolean;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;
export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9_-]{1,28}[a-z0-9])?$/;
/** Handles that would collide with routes, roles or impersonate staff. */
export const RESERVED_HANDLES = new Set([
  'admin', 'administrator', 'root', 'system', 'support', 'help', 'moderator', 'mod', 'staff', 'team', 'devpath',
  'api', 'auth', 'login', 'logout', 'register', 'signup', 'signin', 'settings', 'dashboard', 'profile', 'profiles',
  'me', 'user', 'users', 'null', 'undefined', 'anonymous', 'security', 'abuse', 'official', 'about', 'contact',
  'blog', 'quiz', 'roadmaps', 'bootcamps', 'marketplace', 'cart', 'leaderboard', 'resources', 'practice', 'premium',
  'pricing', 'partners', 'documentation', 'docs', 'privacy', 'terms', 'www', 'mail', 'billing', 'payments',
]);

export function normalize(value: string): string {
  return value.trim().toLowerCase();
}

/** The local calendar day (YYYY-MM-DD) of an instant in an IANA time zone. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
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
  totalXpEarned = 0;
  daysStreak = 0;
  longestStreak = 0;
  lastActiveDay: string | null = null;
  completedModules: string[] = [];
  timeZone = 'UTC';
  handle: string | null = null;
  privacyShowName = true;
  privacyShowCertificates = true;
  privacyShowActivity = true;
  lastAccessedAt: Date | null = null;
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
    return { showName: this.privacyShowName, showCertificates: this.privacyShowCertificates, showActivity: this.privacyShowActivity };
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

  setPrivacy(changes: Partial<Privacy>): void {
    if (changes.showName !== undefined) this.privacyShowName = changes.showName;
    if (changes.showCertificates !== undefined) this.privacyShowCertificates = changes.showCertificates;
    if (changes.showActivity !== undefined) this.privacyShowActivity = changes.showActivity;
    this.touch();
  }

  /**
   * Changes the zone the streak's days are counted in. The last active day is re-expressed in
   * the new zone (the local day, there, of the last activity), so the same instant never counts
   * as two days (Etc/GMT+12 to Pacific/Kiritimati is 26 hours ahead) nor breaks the streak.
   */
  setTimeZone(timeZone: string): void {
    if (!isValidTimeZone(timeZone)) throw new DomainError('invalid', 'TIME_ZONE_INVALID', `Unknown time zone "${timeZone}".`);
    if (timeZone !== this.timeZone && this.lastActiveDay && this.lastAccessedAt) this.lastActiveDay = localDay(this.lastAccessedAt, timeZone);
    this.timeZone = timeZone;
    this.touch();
  }

  claimHandle(handle: string): void {
    const normalized = normalize(handle);
    if (!HANDLE_PATTERN.test(normalized)) {
      throw new DomainError('invalid', 'HANDLE_INVALID', 'A handle is 3–30 lowercase letters, digits, _ or -, starting and ending with a letter or digit.');
    }
    if (RESERVED_HANDLES.has(normalized)) throw new DomainError('conflict', 'HANDLE_RESERVED', `The handle "${normalized}" is reserved.`);
    this.handle = normalized;
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

  /**
   * Records activity at `now`: the streak grows by one on the first activity of a new local
   * day that follows an active day, restarts at 1 after a gap, and is unchanged within a day.
   * Returns whether the streak changed.
   */
  recordActivity(now: Date): boolean {
    this.lastAccessedAt = now;
    const today = localDay(now, this.timeZone);
    if (this.lastActiveDay === today) return false;
    this.daysStreak = this.lastActiveDay === dayBefore(today) ? this.daysStreak + 1 : 1;
    this.longestStreak = Math.max(this.longestStreak, this.daysStreak);
    this.lastActiveDay = today;
    return true;
  }

  /** The key the client derives for activity calls (spec §7.10): id, email local part, updatedAt. */
  verificationKey(): string {
    return `${this.id}-${this.email.split('@')[0]}-${this.updatedAt.getTime()}`;
  }
}
