import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config.js';
import { Mailer, type MailMessage } from '../../../platform/mail/mailer.js';
import type { InboxItem, SecurityReport, SecurityStatus } from '../domain/reports.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Paragraphs as plain text and as escaped HTML (line breaks kept). */
function compose(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}\n`,
  };
}

/** A quoted excerpt of what someone wrote, so a mail stays short. */
const excerpt = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max)}…` : text);
const SIGNATURE = 'The DevPath team';
const STATUS_WORDS: Record<SecurityStatus, string> = {
  new: 'received, waiting for triage',
  triaged: 'triaged: we confirmed it and are working on a fix',
  fixed: 'fixed',
  wont_fix: 'closed without a fix (we explain why in the notes)',
};

/**
 * The words of the reports' mails (confirmations to senders, notices to admins) and their
 * delivery in the background: a slow or failing mail server never fails a submission.
 */
@Injectable()
export class ReportMails implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  private get origin(): string {
    return this.config.mail.appUrl;
  }

  /**
   * `echo`: the address is the signed-in sender's own, verified, so the mail may repeat what they
   * wrote. Otherwise it says only that a message arrived: no subject, no text, no name (anyone can
   * type anyone's address, and a branded mail quoting their words would relay them).
   */
  bugConfirmation(to: string, item: InboxItem, echo: boolean): MailMessage {
    if (!echo) return this.receivedOnly(to, 'We received your bug report', 'a bug report');
    return compose(to, `We received your bug report: ${item.subject}`, [
      'Hi,',
      'Thank you for telling us about a problem on DevPath. Reports like yours are how we find the bugs our own tests miss.',
      `What you reported: "${item.subject}"`,
      'Someone from the team will read it and try to reproduce it. We may write to this address if we need more details; there is nothing else you need to do.',
      SIGNATURE,
    ]);
  }

  contactConfirmation(to: string, item: InboxItem, echo: boolean): MailMessage {
    if (!echo) return this.receivedOnly(to, 'We received your message', 'a message');
    const partnership = item.kind === 'partnership';
    return compose(to, `We received your message: ${item.subject}`, [
      `Hi ${item.name ?? ''},`.replace(' ,', ','),
      partnership
        ? 'Thank you for your interest in partnering with DevPath. Our team reads every partnership inquiry and will answer you at this address, usually within a week.'
        : 'Thank you for writing to DevPath. A person from our small team reads every message and answers at this address, usually within a few working days.',
      `Your message:\n${excerpt(item.message)}`,
      SIGNATURE,
    ]);
  }

  /** The confirmation for an address nobody proved is the sender's: our words only. */
  private receivedOnly(to: string, subject: string, what: string): MailMessage {
    return compose(to, subject, [
      'Hi,',
      `DevPath received ${what} through one of its forms that gave this email address for the answer. A person from our team reads every message and answers at this address.`,
      'If you did not write to us, someone else typed your address: you can ignore this mail, and we will not write again unless they do.',
      SIGNATURE,
    ]);
  }

  securityConfirmation(report: SecurityReport, statusLink: string, echo: boolean): MailMessage {
    return compose(report.reporterEmail, 'We received your security report', [
      'Hi,',
      'Thank you for reporting a security issue to DevPath responsibly. We will confirm within 3 working days whether we can reproduce it, and keep you informed until it is resolved.',
      // What the reporter typed is repeated only to their own verified address.
      ...(echo ? [`Affected area: ${report.affectedArea}\nSeverity you gave: ${report.severity}`] : []),
      'Follow the status of your report at this private link. Anyone with the link can read the status and our public notes, so keep it to yourself:',
      statusLink,
      'Please do not disclose the issue publicly until we have fixed it or 90 days have passed, whichever comes first.',
      ...(echo
        ? []
        : [
            'If you did not send a security report to DevPath, someone else typed your address: you can ignore this mail.',
          ]),
      SIGNATURE,
    ]);
  }

  securityUpdate(report: SecurityReport, note: string | null): MailMessage {
    return compose(report.reporterEmail, 'Update on your DevPath security report', [
      'Hi,',
      `The status of your security report about "${report.affectedArea}" is now: ${STATUS_WORDS[report.status]}.`,
      ...(note ? [`Our note:\n${note}`] : []),
      'The private status link we gave you when you sent the report shows the full timeline.',
      SIGNATURE,
    ]);
  }

  adminInboxNotice(to: string, item: InboxItem): MailMessage {
    const kind =
      item.kind === 'bug' ? 'Bug report' : item.kind === 'partnership' ? 'Partner inquiry' : 'Contact message';
    const from =
      item.kind === 'bug'
        ? (item.email ?? (item.userId ? `signed-in user #${item.userId}` : 'an anonymous visitor'))
        : `${item.name} <${item.email}>`;
    return compose(to, `[DevPath inbox] ${kind}: ${item.subject}`, [
      `A new ${kind.toLowerCase()} arrived in the admin inbox.`,
      `From: ${from}${item.organisation ? `\nOrganisation: ${item.organisation}` : ''}${item.website ? `\nWebsite: ${item.website}` : ''}${item.pageUrl ? `\nPage: ${item.pageUrl}` : ''}`,
      excerpt(item.message),
      `Open the inbox: ${this.origin}/admin/inbox`,
    ]);
  }

  adminSecurityNotice(to: string, report: SecurityReport): MailMessage {
    // The details stay on the server: the notice says where to look, not what the flaw is.
    return compose(to, `[DevPath security] New ${report.severity} report #${report.id}`, [
      `A new security report (#${report.id}, severity ${report.severity}) arrived. Affected area: ${report.affectedArea}.`,
      'Its description and proof of concept are only shown in the triage screen:',
      `${this.origin}/admin/security-reports`,
    ]);
  }

  /** Sends in the background; a failure is logged. */
  send(messages: MailMessage[]): void {
    for (const message of messages) {
      const run = this.mailer
        .send(message)
        .catch((error: Error) => this.logger.error(`mail "${message.subject}" failed: ${error.message}`))
        .finally(() => this.pending.delete(run));
      this.pending.add(run);
    }
  }

  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.settled();
  }
}
