import { Injectable } from '@nestjs/common';
import { SignInMethodsSource, UsersFacade, type SignInMethodsView } from '../../users/index.js';
import { Credentials, CredentialsRepository } from '../domain/credentials.js';

/**
 * Auth's credentials as users shows them: this provides the SignInMethodsSource port users declares
 * for /me (whether the account has a password, and its linked provider uid). It depends on the
 * credentials alone: users' facade builds /me from it, so it must not depend on that facade.
 */
@Injectable()
export class SignInMethodsOfAccounts extends SignInMethodsSource {
  constructor(private readonly credentials: CredentialsRepository) {
    super();
  }

  view(userId: number): Promise<SignInMethodsView> {
    return this.credentials.view(userId);
  }
}

/** Auth's credentials as the rest of auth uses them. */
@Injectable()
export class AccountCredentials {
  constructor(
    private readonly credentials: CredentialsRepository,
    private readonly users: UsersFacade,
  ) {}

  /** The account's credentials, empty (not yet stored) when it has none. */
  async of(userId: number): Promise<Credentials> {
    return (await this.credentials.find(userId)) ?? new Credentials({ userId });
  }

  /**
   * The credentials a provider identity is linked to, or null. A link whose account is gone
   * (deleted behind the application's back) is dropped, as the account's own column would have been.
   */
  async linkedTo(uid: string): Promise<Credentials | null> {
    const linked = await this.credentials.findByFirebaseUid(uid);
    if (!linked || (await this.users.findAccount(linked.userId))) return linked;
    await this.credentials.delete(linked.userId);
    return null;
  }

  /** The id of the account a provider uid is linked to, answered from the coherent caches on most requests. */
  async accountOfIdentity(uid: string): Promise<number | null> {
    return this.credentials.userIdOfFirebaseUid(uid);
  }

  save(credentials: Credentials): Promise<void> {
    return this.credentials.save(credentials);
  }

  forget(userId: number): Promise<void> {
    return this.credentials.delete(userId);
  }
}
