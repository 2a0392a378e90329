/** What the identity provider knows of one of its users. */
export interface IdentityRecord {
  /** Provider ids of its sign-in methods, e.g. ['google.com'] or ['password']. */
  providers: string[];
  email?: string;
}

/** Port: the identity provider's user records (Firebase Auth), beyond verifying tokens. */
export abstract class IdentityDirectory {
  /** The record of `uid`; null when the provider is off or does not know the uid. */
  abstract describe(uid: string): Promise<IdentityRecord | null>;
  /** Ends the provider sessions of `uid` (revokes its refresh tokens); an unknown uid counts as done. */
  abstract revokeSessions(uid: string): Promise<void>;
  /** Deletes the provider's account of `uid` (gone already counts as done). */
  abstract deleteIdentity(uid: string): Promise<void>;
}
