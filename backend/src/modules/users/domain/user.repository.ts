import type { Role } from '../../../platform/access/access.js';
import type { User } from './user.js';

/** One entry of the role audit: who changed whose role, from what to what, and when. */
export interface RoleChange {
  id: number;
  userId: number;
  changedBy: number;
  fromRole: Role;
  toRole: Role;
  changedAt: Date;
}

export interface UserPage {
  items: User[];
  total: number;
}

/** Persistence port of the User aggregate. */
export abstract class UserRepository {
  abstract findById(id: number): Promise<User | null>;
  /** A read-only copy for display (may come from a cache that every change to the row evicts). */
  abstract findSnapshotById(id: number): Promise<Readonly<User> | null>;
  /** findSnapshotById answered from memory alone: undefined when only the database can tell. */
  abstract peekSnapshotById(id: number): Readonly<User> | undefined;
  abstract findByLogin(usernameOrEmail: string): Promise<User | null>;
  abstract findByEmail(email: string): Promise<User | null>;
  abstract findByHandle(handle: string): Promise<User | null>;
  /** The users with these ids (absent ids are left out), in one query. */
  abstract findManyByIds(ids: readonly number[]): Promise<User[]>;
  /** Usernames and handles are one namespace (normalized): true when another user has it as either. */
  abstract usernameTaken(username: string): Promise<boolean>;
  abstract emailTaken(email: string): Promise<boolean>;
  abstract handleTaken(handle: string, exceptUserId?: number): Promise<boolean>;
  abstract search(query: { q?: string; role?: string; page: number; pageSize: number }): Promise<UserPage>;
  abstract save(user: User): Promise<void>;
  abstract delete(user: User): Promise<void>;
  /** Loads the user under a row lock, applies `change`, saves, all in one transaction. */
  abstract updateLocked<T>(id: number, change: (user: User) => T): Promise<{ user: User; result: T } | null>;
  /**
   * In one transaction: locks every admin row and the user's, applies `change` (given the
   * admins' ids, so a rule about them holds against concurrent changes), saves, and appends
   * `audit(result)` to the role audit when it returns an entry.
   */
  abstract changeRoleLocked<T>(
    id: number,
    change: (user: User, adminIds: readonly number[]) => T,
    audit: (result: T) => Omit<RoleChange, 'id' | 'changedAt'> | null,
  ): Promise<{ user: User; result: T } | null>;
  /** For the admin overview: accounts created on each day since `since` (UTC days), and the totals. */
  abstract signupStats(
    since: Date,
  ): Promise<{ perDay: Array<{ day: string; count: number }>; total: number; suspended: number }>;
  /** The emails of the accounts with role admin, oldest accounts first, at most `limit`. */
  abstract adminEmails(limit: number): Promise<string[]>;
  /** The role audit of a user, newest first. */
  abstract roleChangesOf(userId: number, limit: number): Promise<RoleChange[]>;
}
