/**
 * What users shows of an account's sign-in methods, owned by another module (auth keeps the
 * password hashes and provider uids): the users module declares the port, the owner provides it
 * (Nest token `SignInMethodsSource`), so users never imports the owner and its table stays its own.
 */
export interface SignInMethodsView {
  /** The account has a password of its own. */
  readonly hasPassword: boolean;
  /** The linked identity-provider (Firebase) uid, null when none. */
  readonly firebaseUid: string | null;
}

export abstract class SignInMethodsSource {
  /** An account's sign-in methods (none when it has none); frozen and cached, so the same object until they change. */
  abstract view(userId: number): Promise<SignInMethodsView>;
}
