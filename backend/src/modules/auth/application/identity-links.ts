import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { UsersFacade, type AccountView, type SignInSource } from '../../users/index.js';
import type { Credentials } from '../domain/credentials.js';
import { AccountCredentials } from './account-credentials.js';
import { IdentityDirectory, type IdentityRecord } from './identity-directory.port.js';
import { IdentityTokenVerifier, UnitOfWork } from './auth.port.js';

/** How one can sign in to an account (the settings page lists them). */
export interface SignInMethods {
  password: boolean;
  emailVerified: boolean;
  email: string;
  /** The linked provider identity, null when none. */
  identity: IdentityRecord | null;
}

/** Provider ids when the provider cannot be asked: from how the account was created. */
const PROVIDERS_BY_SOURCE: Record<SignInSource, string[]> = {
  google: ['google.com'],
  firebase: ['password'],
  local: [],
};

/**
 * Sign-in methods of the signed-in account: its password and one linked provider identity,
 * which the holder links (with a fresh provider token) and unlinks, never the last method.
 */
@Injectable()
export class IdentityLinks {
  private readonly logger = new Logger('IdentityLinks');

  constructor(
    private readonly users: UsersFacade,
    private readonly verifier: IdentityTokenVerifier,
    private readonly directory: IdentityDirectory,
    private readonly credentials: AccountCredentials,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async methods(userId: number): Promise<SignInMethods> {
    const user = await this.users.account(userId);
    return this.describe(user, await this.credentials.of(user.id));
  }

  async link(userId: number, idToken: string): Promise<SignInMethods> {
    if (!this.verifier.enabled) {
      throw new DomainError(
        'unavailable',
        'IDENTITY_PROVIDER_DISABLED',
        'Email and Google sign-in are not configured on this server.',
      );
    }
    const claims = await this.verifier.verify(idToken);
    if (!claims)
      throw new DomainError('unauthorized', 'INVALID_IDENTITY_TOKEN', 'The identity token is invalid or expired.');
    const user = await this.users.account(userId);
    const credentials = await this.credentials.of(user.id);
    if (credentials.firebaseUid === claims.uid) return this.describe(user, credentials);
    if (credentials.firebaseUid) {
      throw new DomainError(
        'conflict',
        'IDENTITY_ALREADY_LINKED',
        'Another sign-in provider is already linked to your account. Unlink it first.',
      );
    }
    if (await this.credentials.linkedTo(claims.uid)) {
      throw new DomainError(
        'conflict',
        'IDENTITY_LINKED_ELSEWHERE',
        'This sign-in belongs to another DevPath account.',
      );
    }
    credentials.linkIdentity(claims.uid);
    const linked = await this.unitOfWork.run(async () => {
      await this.credentials.save(credentials);
      // The provider vouching for this very email proves it as a mailed link would.
      return this.users.recordSignInMethodsChanged(user.id, claims.emailVerified ? claims.email : null);
    });
    return this.describe(linked, credentials);
  }

  async unlink(userId: number): Promise<SignInMethods> {
    const user = await this.users.account(userId);
    const credentials = await this.credentials.of(user.id);
    const uid = credentials.firebaseUid;
    if (!uid)
      throw new DomainError('not_found', 'NO_LINKED_IDENTITY', 'No sign-in provider is linked to your account.');
    if (!credentials.passwordHash) {
      throw new DomainError(
        'conflict',
        'LAST_SIGN_IN_METHOD',
        'This is the only way to sign in to your account. Set a password first (use "Forgot password" to get a link by email), then unlink it.',
      );
    }
    credentials.unlinkIdentity();
    const unlinked = await this.unitOfWork.run(async () => {
      await this.credentials.save(credentials);
      return this.users.recordSignInMethodsChanged(user.id);
    });
    await this.directory.revokeSessions(uid).catch((error: Error) => {
      this.logger.warn(
        `identity ${uid} unlinked from account ${user.id}, but its provider sessions were not revoked: ${error.message}`,
      );
    });
    return this.describe(unlinked, credentials);
  }

  private async describe(user: AccountView, credentials: Credentials): Promise<SignInMethods> {
    let identity: IdentityRecord | null = null;
    const uid = credentials.firebaseUid;
    if (uid) {
      const record = await this.directory.describe(uid).catch((error: Error) => {
        this.logger.warn(`could not read identity ${uid}: ${error.message}`);
        return null;
      });
      identity = record ?? { providers: PROVIDERS_BY_SOURCE[user.source] ?? [] };
    }
    return { password: !!credentials.passwordHash, emailVerified: user.isVerified, email: user.email, identity };
  }
}
