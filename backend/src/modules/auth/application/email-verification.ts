import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { UsersFacade, type AccountView } from '../../users/index.js';
import { hashTokenSecret, MAIL_COOLDOWN_MS, OneTimeToken, OneTimeTokenRepository } from '../domain/one-time-token.js';
import { AccountMails } from './account-mails.js';

const PURPOSE = 'email_verification';

/** Email verification: a mailed single-use link (24 h) marks the account's email verified. */
@Injectable()
export class EmailVerification {
  private readonly logger = new Logger('EmailVerification');

  constructor(
    private readonly users: UsersFacade,
    private readonly tokens: OneTimeTokenRepository,
    private readonly mails: AccountMails,
  ) {}

  /** The first mail, right after registration; the account exists even if sending fails (resend later). */
  async afterRegistration(user: AccountView): Promise<void> {
    try {
      await this.issueAndSend(user);
    } catch (error) {
      this.logger.error(`the verification mail for account ${user.id} was not sent: ${(error as Error).message}`);
    }
  }

  /** Another mail for the signed-in account, at most one a minute. */
  async resend(userId: number): Promise<void> {
    const user = await this.users.account(userId);
    if (user.isVerified)
      throw new DomainError('conflict', 'EMAIL_ALREADY_VERIFIED', 'Your email address is already verified.');
    let sent: boolean;
    try {
      sent = await this.issueAndSend(user);
    } catch (error) {
      this.logger.error(`the verification mail for account ${user.id} was not sent: ${(error as Error).message}`);
      throw new DomainError(
        'unavailable',
        'MAIL_NOT_SENT',
        'The email could not be sent. Please try again in a minute.',
      );
    }
    if (!sent) {
      throw new DomainError(
        'rate_limited',
        'VERIFICATION_RECENTLY_SENT',
        'A verification email was sent less than a minute ago. Please check your inbox or try again shortly.',
      );
    }
  }

  /** Uses the link: single use, refused once expired or when the account's email changed since. */
  async confirm(secret: string): Promise<void> {
    const token = await this.tokens.consume(hashTokenSecret(secret), PURPOSE, new Date());
    if (!token || !(await this.users.confirmEmailOwnership(token.userId, token.email))) {
      throw new DomainError(
        'invalid',
        'VERIFICATION_TOKEN_INVALID',
        'This verification link is invalid or has expired. Request a new one from your settings.',
      );
    }
  }

  /** False when a mail went out less than a minute ago. */
  private async issueAndSend(user: AccountView): Promise<boolean> {
    const now = new Date();
    const { token, secret } = OneTimeToken.issue({
      purpose: PURPOSE,
      userId: user.id,
      email: user.emailNormalized,
      now,
    });
    if (!(await this.tokens.issue(token, new Date(now.getTime() - MAIL_COOLDOWN_MS)))) return false;
    await this.mails.send(this.mails.verification(user.email, user.username, secret));
    return true;
  }
}
