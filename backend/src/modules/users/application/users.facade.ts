import { Injectable } from '@nestjs/common';
import type {
  AccountView,
  ProfileOwnerView,
  PublicCard,
  SignedInUserView,
  SignupStats,
  VerificationKeyView,
} from '../contracts/views.js';
import { accountViewOf } from './account-view.js';
import { SignedInUsers } from './signed-in-user.js';
import { UserAccounts } from './user-accounts.js';

/**
 * What other modules may ask of users: explicit commands and plain read views (contracts/views.ts).
 * The `User` aggregate, its DTOs and its repository stay inside the module; so do the profile,
 * handle, role and suspension use cases, which only users' own routes reach.
 */
@Injectable()
export class UsersFacade {
  constructor(
    private readonly users: UserAccounts,
    private readonly signedIn: SignedInUsers,
  ) {}

  // Reads.

  /** The account, from the coherent cache; 404 USER_NOT_FOUND when it is gone. */
  async account(id: number): Promise<AccountView> {
    return accountViewOf(await this.users.view(id));
  }

  /** account() without the 404: null when the account is gone (authentication asks on every request). */
  async findAccount(id: number): Promise<AccountView | null> {
    const user = await this.users.findView(id);
    return user && accountViewOf(user);
  }

  /** findAccount answered from memory alone: undefined when only the database can tell. */
  peekAccount(id: number): AccountView | undefined {
    const user = this.users.peekView(id);
    return user && accountViewOf(user);
  }

  /** The account a sign-in names: by email when the text has an @, else by username (both normalized). */
  async findAccountByLogin(usernameOrEmail: string): Promise<AccountView | null> {
    const user = await this.users.findByLogin(usernameOrEmail);
    return user && accountViewOf(user);
  }

  async findAccountByEmail(email: string): Promise<AccountView | null> {
    const user = await this.users.findByEmail(email);
    return user && accountViewOf(user);
  }

  /** The owner of the public profile at `handle` and what they show; 404 PROFILE_NOT_FOUND. */
  async profileOwner(handle: string): Promise<ProfileOwnerView> {
    const user = await this.users.publicProfile(handle);
    return Object.freeze({ id: user.id, handle: user.handle!, privacy: Object.freeze(user.privacy) });
  }

  /** The verification key an activity report must carry, and the learner's time zone, from the row; 404 USER_NOT_FOUND. */
  async verificationKey(id: number): Promise<VerificationKeyView> {
    const user = await this.users.get(id);
    return Object.freeze({ verificationKey: user.verificationKey(), timeZone: user.timeZone });
  }

  /** How learners appear on public lists, as their privacy settings allow; absent ids are left out. */
  publicCards(ids: readonly number[]): Promise<Map<number, PublicCard>> {
    return this.users.publicCards(ids);
  }

  /** Where notices for the admins go: the emails of the accounts with role admin (oldest first). */
  adminEmails(limit?: number): Promise<string[]> {
    return this.users.adminEmails(limit);
  }

  /** Sign-ups per UTC day since `since`, and the account totals. */
  signupStats(since: Date): Promise<SignupStats> {
    return this.users.signupStats(since);
  }

  /** The signed-in user as the API answers it (schema: `ApiSignedInUserProperty`/`ApiSignedInUserResponse`). */
  signedInUser(account: AccountView): Promise<SignedInUserView> {
    return this.signedIn.of(account);
  }

  // Commands (auth owns sign-in; these are the profile's side of its flows).

  /**
   * A new account that signs in with a password (auth stores the password in the same unit of
   * work); 409 USERNAME_TAKEN or EMAIL_TAKEN, 400 USERNAME_INVALID.
   */
  async registerLocal(props: { username: string; email: string; fullName?: string | null }): Promise<AccountView> {
    return accountViewOf(await this.users.create({ ...props, source: 'local' }));
  }

  /**
   * A new account created at its first sign-in with an identity provider: a free username derived
   * from `usernameSeed`, the provider's name and picture, verified when the provider verified the email.
   */
  async registerFromProvider(props: {
    usernameSeed: string;
    email: string;
    fullName: string | null;
    profilePicUrl: string | null;
    provider: 'google' | 'firebase';
    emailVerified: boolean;
  }): Promise<AccountView> {
    const username = await this.users.generateUsername(props.usernameSeed);
    return accountViewOf(
      await this.users.create({
        username,
        email: props.email,
        fullName: props.fullName,
        profilePicUrl: props.profilePicUrl,
        source: props.provider,
        isVerified: props.emailVerified,
      }),
    );
  }

  /**
   * Auth changed the account's sign-in methods (a password set, a provider identity linked or
   * unlinked): its updatedAt moves; when the provider vouches for `vouchedEmail` and it is the
   * account's own address, the email counts as verified. 404 USER_NOT_FOUND.
   */
  async recordSignInMethodsChanged(userId: number, vouchedEmail?: string | null): Promise<AccountView> {
    return accountViewOf(await this.users.recordSignInMethodsChanged(userId, vouchedEmail));
  }

  /**
   * At sign-in, the linked provider vouches for `email`: the account's own, unverified address
   * becomes verified; otherwise nothing is written. Answers the account as it is now.
   */
  async recordEmailVouched(userId: number, email: string): Promise<AccountView> {
    return accountViewOf(await this.users.recordEmailVouched(userId, email));
  }

  /**
   * A mailed link proved that the holder reads `emailNormalized`: the email counts as verified
   * (under a row lock, in the caller's unit of work). False when the account is gone or no
   * longer has that email.
   */
  async confirmEmailOwnership(userId: number, emailNormalized: string): Promise<boolean> {
    return (await this.users.confirmEmailOwnership(userId, emailNormalized)) !== null;
  }

  /** The holder deleted their account: it goes, and 'user.deleted' is published in the same transaction. */
  deleteAccount(userId: number): Promise<void> {
    return this.users.delete(userId);
  }
}
