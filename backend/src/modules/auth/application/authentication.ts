import { Injectable, Logger } from '@nestjs/common';
import type { AuthenticatedUser, Role } from '../../../platform/access/access.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { UsersFacade, type AccountView } from '../../users/index.js';
import { cleanName, usableEmail, usablePicture } from '../domain/identity-claims.js';
import { mayJoinByEmail } from '../domain/identity-linking.js';
import { assertAcceptablePassword, CommonPasswordList } from '../domain/password-policy.js';
import { Session, SessionRepository, type SessionPrincipal } from '../domain/session.js';
import { Credentials } from '../domain/credentials.js';
import { AccountCredentials } from './account-credentials.js';
import { IdentityDirectory } from './identity-directory.port.js';
import {
  AttemptCounter,
  IdentityRevocations,
  IdentityTokenVerifier,
  PasswordHasher,
  SessionTokens,
  UnitOfWork,
  type IdentityClaims,
} from './auth.port.js';

export const INVALID_CREDENTIALS = 'Invalid credentials';
const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
/** Sign-in attempts checked per account from one address, and per account from all addresses together (successes are taken back). */
export const LOGIN_LIMITS = { perAccountAndAddress: 10, perAccount: 100 } as const;

const invalidCredentials = () => new DomainError('unauthorized', 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
const tooManyAttempts = () =>
  new DomainError('rate_limited', 'TOO_MANY_ATTEMPTS', 'Too many sign-in attempts. Please try again later.');
/** The attempt-counter key of an account (its per-address keys are `<key>@<address>`). */
export const accountAttemptsKey = (userId: number) => `account:${userId}`;

export interface RegisterCommand {
  username: string;
  email: string;
  password: string;
  fullName?: string;
}

/** Sign-in, sessions and credentials. */
@Injectable()
export class Authentication {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UsersFacade,
    private readonly sessions: SessionRepository,
    private readonly hasher: PasswordHasher,
    private readonly commonPasswords: CommonPasswordList,
    private readonly tokens: SessionTokens,
    private readonly identity: IdentityTokenVerifier,
    private readonly attempts: AttemptCounter,
    private readonly config: AppConfig,
    private readonly revocations: IdentityRevocations,
    private readonly directory: IdentityDirectory,
    private readonly credentials: AccountCredentials,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The profile (users) and its password (ours) are stored in one transaction: both or neither. */
  async register(command: RegisterCommand): Promise<AccountView> {
    assertAcceptablePassword(command.password, this.commonPasswords, [command.username, command.email]);
    const passwordHash = await this.hasher.hash(command.password);
    return this.unitOfWork.run(async () => {
      const user = await this.users.registerLocal({
        username: command.username,
        email: command.email,
        fullName: command.fullName,
      });
      await this.credentials.save(new Credentials({ userId: user.id, passwordHash }));
      return user;
    });
  }

  /**
   * Username or email + password. Every failure is the same 401 "Invalid credentials", with the
   * same cost for unknown accounts (a dummy hash). Attempts are counted before the password is
   * checked, atomically and for every instance, per account (whether the username or the email
   * was typed; unknown logins by their normalized text) and address, then per account: past the
   * first limit the account is refused from that address, past the second from everywhere and
   * by every sign-in method, until the window ends. A successful sign-in takes its count back.
   */
  async login(
    login: string,
    password: string,
    context: { ip: string; userAgent?: string },
  ): Promise<{ token: string; user: AccountView }> {
    // Counted by the text as users matches it (trimmed, lower case).
    const typed = login.trim().toLowerCase();
    const user = await this.users.findAccountByLogin(typed);
    const accountKey = user ? accountAttemptsKey(user.id) : `login:${typed}`;
    const pairKey = `${accountKey}@${context.ip}`;
    if ((await this.attempts.hit(pairKey, FIFTEEN_MINUTES)) > LOGIN_LIMITS.perAccountAndAddress)
      throw tooManyAttempts();
    if ((await this.attempts.hit(accountKey, ONE_HOUR)) > LOGIN_LIMITS.perAccount) throw tooManyAttempts();
    const passwordHash = user ? (await this.credentials.of(user.id)).passwordHash : null;
    let valid = false;
    if (passwordHash) valid = await this.hasher.verify(passwordHash, password);
    else await this.hasher.verifyDummy(password);
    if (!user || !valid) throw invalidCredentials();
    await this.attempts.undo([pairKey, accountKey]);
    // Only after the password: whether an account is suspended is nobody else's business.
    assertNotSuspended(user);
    return { token: await this.openSession(user.id, context.userAgent), user };
  }

  /** A locked account (LOGIN_LIMITS.perAccount failures in the window) is locked for every sign-in method. */
  private async assertNotLocked(userId: number): Promise<void> {
    if ((await this.attempts.count(accountAttemptsKey(userId))) >= LOGIN_LIMITS.perAccount) throw tooManyAttempts();
  }

  /**
   * Ends the caller's session: ours, or with a provider token, every provider token of that
   * sign-in and of earlier ones (and the provider stops refreshing them). Sign-in times have
   * whole seconds, so the cut is the second after this sign-in's, not "now": a sign-in made
   * right after the logout, in the same second, stays valid.
   */
  async logout(actor: AuthenticatedUser): Promise<void> {
    if (actor.sessionId) await this.sessions.revoke(actor.sessionId, new Date());
    if (actor.via === 'firebase') {
      await this.users.account(actor.id);
      const { firebaseUid } = await this.credentials.of(actor.id);
      const signedInBefore = actor.authTime === undefined ? new Date() : new Date((actor.authTime + 1) * 1000);
      if (firebaseUid) await this.revokeIdentitySessions(firebaseUid, signedInBefore);
    }
  }

  private async revokeIdentitySessions(uid: string, before: Date): Promise<void> {
    await this.revocations.revoke(uid, before);
    await this.directory.revokeSessions(uid).catch((error: Error) => {
      this.logger.warn(
        `provider sessions of ${uid} not revoked (its tokens are refused here anyway): ${error.message}`,
      );
    });
  }

  async changePassword(
    actor: AuthenticatedUser,
    currentPassword: string | undefined,
    newPassword: string,
  ): Promise<void> {
    const user = await this.users.account(actor.id);
    const credentials = await this.credentials.of(user.id);
    if (credentials.passwordHash) {
      if (!currentPassword || !(await this.hasher.verify(credentials.passwordHash, currentPassword))) {
        throw new DomainError('forbidden', 'CURRENT_PASSWORD_WRONG', 'The current password is not correct.');
      }
    }
    assertAcceptablePassword(newPassword, this.commonPasswords, [user.username, user.email]);
    credentials.setPassword(await this.hasher.hash(newPassword));
    await this.unitOfWork.run(async () => {
      await this.credentials.save(credentials);
      await this.users.recordSignInMethodsChanged(user.id);
    });
    // Other devices must sign in again with the new password.
    await this.sessions.revokeAllOf(user.id, new Date(), actor.sessionId);
  }

  async deleteAccount(actor: AuthenticatedUser, confirmation: string, password?: string): Promise<void> {
    const user = await this.users.account(actor.id);
    if (confirmation !== user.username) {
      throw new DomainError('invalid', 'CONFIRMATION_MISMATCH', 'Type your username exactly to confirm the deletion.');
    }
    const { passwordHash, firebaseUid } = await this.credentials.of(user.id);
    if (passwordHash && !(password && (await this.hasher.verify(passwordHash, password)))) {
      throw new DomainError('forbidden', 'CURRENT_PASSWORD_WRONG', 'The password is not correct.');
    }
    await this.sessions.revokeAllOf(user.id, new Date());
    // Tokens verified before stay cached until they expire: without this, one would recreate the account.
    if (firebaseUid) await this.revocations.revoke(firebaseUid, new Date());
    await this.unitOfWork.run(async () => {
      await this.credentials.forget(user.id);
      await this.users.deleteAccount(user.id);
    });
    // The sign-in identity goes too, or signing in with it again would quietly make a new account.
    if (firebaseUid) {
      await this.directory.deleteIdentity(firebaseUid).catch((error: Error) => {
        this.logger.warn(`account ${user.id} deleted, but its Firebase user ${firebaseUid} was not: ${error.message}`);
      });
    }
  }

  /**
   * The user behind a Firebase ID token, linking or creating the account: an existing account
   * is linked only through a verified email; otherwise a new account gets a unique username.
   */
  async firebaseProfile(idToken: string): Promise<AccountView> {
    if (!this.identity.enabled) {
      throw new DomainError(
        'unavailable',
        'IDENTITY_PROVIDER_DISABLED',
        'Email and Google sign-in are not configured on this server.',
      );
    }
    const claims = await this.liveIdentity(idToken);
    if (!claims)
      throw new DomainError('unauthorized', 'INVALID_IDENTITY_TOKEN', 'The identity token is invalid or expired.');
    const user = await this.resolveIdentity(claims);
    await this.assertNotLocked(user.id);
    assertNotSuspended(user);
    return user;
  }

  /** The claims of a valid provider token that no logout or deletion has revoked. */
  private async liveIdentity(idToken: string): Promise<IdentityClaims | null> {
    const claims = await this.identity.verify(idToken);
    if (!claims || (await this.revocations.isRevoked(claims.uid, claims.authTime * 1000))) return null;
    return claims;
  }

  private async resolveIdentity(claims: IdentityClaims): Promise<AccountView> {
    const link = await this.credentials.linkedTo(claims.uid);
    if (link) {
      // The provider has since verified the account's own address (not another one it was linked with).
      const vouched = claims.emailVerified ? usableEmail(claims.email) : null;
      return vouched ? this.users.recordEmailVouched(link.userId, vouched) : this.users.account(link.userId);
    }
    if (claims.email === undefined || claims.email === '') {
      throw new DomainError('invalid', 'EMAIL_REQUIRED', 'This sign-in method did not provide an email address.');
    }
    const email = usableEmail(claims.email);
    if (!email)
      throw new DomainError(
        'invalid',
        'EMAIL_INVALID',
        'This sign-in method gave an email address that cannot be used here.',
      );
    const existing = await this.users.findAccountByEmail(email);
    if (existing) {
      const existingCredentials = await this.credentials.of(existing.id);
      if (!mayJoinByEmail({ ...pickLinkCandidate(existing), firebaseUid: existingCredentials.firebaseUid }, claims)) {
        throw new DomainError(
          'conflict',
          'ACCOUNT_EXISTS',
          'An account with this email already exists. Sign in with your password and link this sign-in method from settings.',
        );
      }
      existingCredentials.linkIdentity(claims.uid);
      // mayJoinByEmail: the provider verified this very address, so the account's email counts as verified.
      return this.unitOfWork.run(async () => {
        await this.credentials.save(existingCredentials);
        return this.users.recordSignInMethodsChanged(existing.id, email);
      });
    }
    const fullName = cleanName(claims.name);
    const seed = email.split('@')[0] || fullName || 'learner';
    const create = () =>
      this.unitOfWork.run(async () => {
        const user = await this.users.registerFromProvider({
          usernameSeed: seed,
          email,
          fullName,
          profilePicUrl: usablePicture(claims.picture),
          provider: claims.signInProvider === 'google.com' ? 'google' : 'firebase',
          emailVerified: claims.emailVerified,
        });
        await this.credentials.save(new Credentials({ userId: user.id, firebaseUid: claims.uid }));
        return user;
      });
    try {
      return await create();
    } catch (error) {
      // Two first sign-ins racing: the other one created the account.
      const raced = await this.credentials.linkedTo(claims.uid);
      if (raced) return this.users.account(raced.userId);
      throw error;
    }
  }

  /** The caller behind the claims of a verified session token, if the session is still live. */
  async principalOfSession(claims: { sub: string; sid: string }): Promise<AuthenticatedUser> {
    const userId = Number(claims.sub);
    const session = Number.isSafeInteger(userId)
      ? await this.sessions.findActivePrincipal(claims.sid, new Date(), userId)
      : null;
    // The role from the users facade's coherent cache (no query on most requests); a deleted account's session has ended.
    const user = session && (await this.users.findAccount(session.userId));
    if (!session || !user) {
      throw new DomainError('unauthorized', 'SESSION_ENDED', 'Your session has ended. Please sign in again.');
    }
    assertNotSuspended(user, 'unauthorized');
    return asCaller(session, user.role);
  }

  /**
   * principalOfSession without waiting, when the live session is in memory (most requests);
   * undefined when only principalOfSession can tell (a miss, an ended or someone else's session).
   */
  cachedPrincipalOfSession(claims: { sub: string; sid: string }): AuthenticatedUser | undefined {
    const userId = Number(claims.sub);
    const session = Number.isSafeInteger(userId)
      ? this.sessions.peekActivePrincipal(claims.sid, new Date(), userId)
      : undefined;
    const user = session ? this.users.peekAccount(session.userId) : undefined;
    // A suspended account takes the slow path, which refuses it.
    return session && user && !user.suspendedAt ? asCaller(session, user.role) : undefined;
  }

  /** The caller behind a Firebase ID token, or null when it is not one (or not linked yet). */
  async principalOfIdentityToken(token: string): Promise<AuthenticatedUser | null> {
    if (!this.identity.enabled || !looksLikeIdentityToken(token)) return null;
    const identity = await this.liveIdentity(token);
    if (!identity) return null;
    const userId = await this.credentials.accountOfIdentity(identity.uid);
    const user = userId === null ? null : await this.users.findAccount(userId);
    if (!user) return null;
    await this.assertNotLocked(user.id);
    assertNotSuspended(user, 'unauthorized');
    return { id: user.id, role: user.role, via: 'firebase', authTime: identity.authTime };
  }

  private async openSession(userId: number, userAgent?: string): Promise<string> {
    const session = new Session({ userId, ttlSeconds: this.config.jwt.ttlSeconds, userAgent });
    await this.sessions.save(session);
    return this.tokens.issue(userId, session.id);
  }
}

/**
 * A suspended account is refused with the admin's reason: 403 at sign-in, 401 for a token issued
 * before the suspension (the client then ends its session and shows the message).
 */
function assertNotSuspended(
  user: Pick<AccountView, 'suspendedAt' | 'suspensionReason'>,
  kind: 'forbidden' | 'unauthorized' = 'forbidden',
): void {
  if (!user.suspendedAt) return;
  const reason = user.suspensionReason ? ` Reason: ${user.suspensionReason}` : '';
  throw new DomainError(
    kind,
    'ACCOUNT_SUSPENDED',
    `This account has been suspended by an administrator.${reason} If you think this is a mistake, write to us through the contact page.`,
  );
}

function asCaller(session: SessionPrincipal, role: Role): AuthenticatedUser {
  return { id: session.userId, role, sessionId: session.sessionId, via: 'password' };
}

function pickLinkCandidate(user: AccountView) {
  return { email: user.email, role: user.role, isVerified: user.isVerified };
}

/** Firebase ID tokens are RS256 (Google) or unsigned (emulator) JWTs; ours are HS256. */
function looksLikeIdentityToken(token: string): boolean {
  const [header] = token.split('.');
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
    return alg === 'RS256' || alg === 'none';
  } catch {
    return false;
  }
}
