import type { User } from './user.js';

export interface UserPage {
  items: User[];
  total: number;
}

/** Persistence port of the User aggregate. */
export abstract class UserRepository {
  abstract findById(id: number): Promise<User | null>;
  /** A read-only copy for display (may come from a cache that every change to the row evicts). */
  abstract findSnapshotById(id: number): Promise<Readonly<User> | null>;
  abstract findByLogin(usernameOrEmail: string): Promise<User | null>;
  abstract findByEmail(email: string): Promise<User | null>;
  abstract findByFirebaseUid(uid: string): Promise<User | null>;
  /** A read-only copy by Firebase uid (cached like findSnapshotById). */
  abstract findSnapshotByFirebaseUid(uid: string): Promise<Readonly<User> | null>;
  abstract findByHandle(handle: string): Promise<User | null>;
  abstract usernameTaken(username: string): Promise<boolean>;
  abstract emailTaken(email: string): Promise<boolean>;
  abstract handleTaken(handle: string, exceptUserId?: number): Promise<boolean>;
  abstract search(query: { q?: string; role?: string; page: number; pageSize: number }): Promise<UserPage>;
  abstract save(user: User): Promise<void>;
  abstract delete(user: User): Promise<void>;
  /** Loads the user under a row lock, applies `change`, saves, all in one transaction. */
  abstract updateLocked<T>(id: number, change: (user: User) => T): Promise<{ user: User; result: T } | null>;
  /** Ends the streak of everyone whose last active day is before yesterday in their time zone. */
  abstract resetLapsedStreaks(now: Date): Promise<number>;
}
