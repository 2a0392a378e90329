/**
 * How one signs in to an account: its password (hash) and its linked identity-provider uid.
 * Auth owns them, in its own table keyed by the user id; an account without any has no row.
 */
export class Credentials {
  userId: number;
  passwordHash: string | null = null;
  firebaseUid: string | null = null;
  updatedAt: Date = new Date();

  constructor(props: { userId: number; passwordHash?: string | null; firebaseUid?: string | null }) {
    this.userId = props.userId;
    this.passwordHash = props.passwordHash ?? null;
    this.firebaseUid = props.firebaseUid ?? null;
  }

  setPassword(hash: string, now = new Date()): void {
    this.passwordHash = hash;
    this.updatedAt = now;
  }

  linkIdentity(uid: string, now = new Date()): void {
    this.firebaseUid = uid;
    this.updatedAt = now;
  }

  unlinkIdentity(now = new Date()): void {
    this.firebaseUid = null;
    this.updatedAt = now;
  }
}

/** What others may see of an account's credentials (never the hash). */
export interface CredentialsView {
  readonly hasPassword: boolean;
  readonly firebaseUid: string | null;
}

/** Persistence port of Credentials. */
export abstract class CredentialsRepository {
  /** The account's credentials, null when it has none stored. */
  abstract find(userId: number): Promise<Credentials | null>;
  /** The credentials a provider identity is linked to. */
  abstract findByFirebaseUid(uid: string): Promise<Credentials | null>;
  /** The id of the account a provider uid is linked to (coherent cache: every request made with a provider token asks). */
  abstract userIdOfFirebaseUid(uid: string): Promise<number | null>;
  /** A frozen view of the account's credentials (coherent cache; the same object until they change). */
  abstract view(userId: number): Promise<CredentialsView>;
  /** Inserts or updates (in the caller's transaction when there is one). */
  abstract save(credentials: Credentials): Promise<void>;
  abstract delete(userId: number): Promise<void>;
}
