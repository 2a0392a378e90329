import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { UsersFacade } from '../../users/index.js';
import { assertAcceptablePassword, CommonPasswordList } from '../domain/password-policy.js';
import { hashTokenSecret, MAIL_COOLDOWN_MS, OneTimeToken, OneTimeTokenRepository } from '../domain/one-time-token.js';
import { SessionRepository } from '../domain/session.js';
import { AccountCredentials } from './account-credentials.js';
import { AccountMails } from './account-mails.js';
import { PasswordHasher, UnitOfWork } from './auth.port.js';

const PURPOSE = 'password_reset';

const invalidToken = () =>
  new DomainError(
    'invalid',
    'RESET_TOKEN_INVALID',
    'This password reset link is invalid or has expired. Please request a new one.',
  );

/**
 * Password reset by a mailed single-use link (1 h). Works for every account with an email,
 * also those without a password yet (resetting then adds one).
 */
@Injectable()
export class PasswordReset {
  constructor(
    private readonly users: UsersFacade,
    private readonly tokens: OneTimeTokenRepository,
    private readonly mails: AccountMails,
    private readonly hasher: PasswordHasher,
    private readonly commonPasswords: CommonPasswordList,
    private readonly sessions: SessionRepository,
    private readonly credentials: AccountCredentials,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * The same answer, after the same one lookup, whether an account uses the email or not: the
   * token and the mail are made in the background. A new request replaces the previous link,
   * at most once a minute per account (within the minute nothing more is sent).
   */
  async request(email: string): Promise<void> {
    const user = await this.users.findAccountByEmail(email);
    if (!user) return;
    this.mails.inBackground(`password reset mail for account ${user.id}`, async () => {
      const now = new Date();
      const { token, secret } = OneTimeToken.issue({
        purpose: PURPOSE,
        userId: user.id,
        email: user.emailNormalized,
        now,
      });
      if (await this.tokens.issue(token, new Date(now.getTime() - MAIL_COOLDOWN_MS))) {
        await this.mails.send(this.mails.passwordReset(user.email, user.username, secret));
      }
    });
  }

  /**
   * Sets the new password: checked against the policy before the link is used up, then the link
   * is used (exactly once), the email counts as verified, and every session of the account ends.
   */
  async confirm(secret: string, newPassword: string): Promise<void> {
    const tokenHash = hashTokenSecret(secret);
    const live = await this.tokens.findLive(tokenHash, PURPOSE, new Date());
    const user = live && (await this.users.findAccountByEmail(live.email));
    if (!live || !user || user.id !== live.userId) throw invalidToken();
    assertAcceptablePassword(newPassword, this.commonPasswords, [user.username, user.email]);
    const passwordHash = await this.hasher.hash(newPassword);
    const used = await this.tokens.consume(tokenHash, PURPOSE, new Date());
    if (!used || !(await this.setPasswordOfOwner(used.userId, used.email, passwordHash))) throw invalidToken();
    await this.sessions.revokeAllOf(used.userId, new Date());
  }

  /** In one transaction: the email counts as verified (users) and the password is set (ours); false when the account no longer has that email. */
  private setPasswordOfOwner(userId: number, emailNormalized: string, passwordHash: string): Promise<boolean> {
    return this.unitOfWork.run(async () => {
      if (!(await this.users.confirmEmailOwnership(userId, emailNormalized))) return false;
      const credentials = await this.credentials.of(userId);
      credentials.setPassword(passwordHash);
      await this.credentials.save(credentials);
      return true;
    });
  }
}
