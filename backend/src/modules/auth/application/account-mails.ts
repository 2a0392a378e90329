import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config.js';
import { Mailer, type MailMessage } from '../../../platform/mail/mailer.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A mail of paragraphs with one link on its own line, as plain text and as escaped HTML. */
function compose(to: string, subject: string, before: string[], link: string, after: string[]): MailMessage {
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return {
    to,
    subject,
    text: `${[...before, link, ...after].join('\n\n')}\n`,
    html: `${paragraphs(before)}\n<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>\n${paragraphs(after)}\n`,
  };
}

const SIGNATURE = 'The DevPath team';

/** The account mails (their words and links) and their delivery. */
@Injectable()
export class AccountMails implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  verification(to: string, username: string, secret: string): MailMessage {
    return compose(
      to,
      'Confirm your email for DevPath',
      [`Hi ${username},`, 'Welcome to DevPath! Please confirm that this is your email address by opening this link:'],
      this.link('/verify-email', secret),
      ['The link works for 24 hours. If you did not create a DevPath account, you can ignore this mail.', SIGNATURE],
    );
  }

  passwordReset(to: string, username: string, secret: string): MailMessage {
    return compose(
      to,
      'Reset your DevPath password',
      [
        `Hi ${username},`,
        'Someone (hopefully you) asked to reset the password of your DevPath account. To choose a new password, open this link:',
      ],
      this.link('/reset-password', secret),
      [
        'The link works for one hour, once. If you did not ask for this, ignore this mail: your password stays as it is.',
        SIGNATURE,
      ],
    );
  }

  /** Sends now; the caller learns about a failure. */
  send(message: MailMessage): Promise<void> {
    return this.mailer.send(message);
  }

  /**
   * Runs `task` (issuing a token and sending its mail) without making the caller wait, so an
   * answer cannot tell by its timing whether a mail went out; a failure is logged. settled()
   * waits for these, as does shutdown.
   */
  inBackground(what: string, task: () => Promise<void>): void {
    const run = task()
      .catch((error: Error) => this.logger.error(`${what} failed: ${error.message}`))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /** Before the database and the mail transport close. */
  beforeApplicationShutdown(): Promise<void> {
    return this.settled();
  }

  private link(path: string, secret: string): string {
    return `${this.config.mail.appUrl}${path}?token=${encodeURIComponent(secret)}`;
  }
}
