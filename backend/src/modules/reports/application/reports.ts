import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../platform/config/app-config.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { UsersFacade } from '../../users/index.js';
import {
  checkTransition,
  hashStatusToken,
  newStatusToken,
  publicTimeline,
  securityReportNotFound,
  statusesBefore,
  STATUS_TOKEN_PATTERN,
  type BugReportFields,
  type ContactFields,
  type InboxItem,
  type InboxStatus,
  type NoteVisibility,
  type PublicSecurityStatus,
  type SecurityEvent,
  type SecurityReport,
  type SecurityReportFields,
  type SecurityStatus,
} from '../domain/reports.js';
import { ReportsRepository, type InboxQuery, type Page, type SecurityQuery } from '../domain/reports.repository.js';
import { ReportMails } from './report-mails.js';

/** The reports' use cases: public submissions, the admins' inbox and the triage of security reports. */
@Injectable()
export class Reports {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly users: UsersFacade,
    private readonly mails: ReportMails,
    private readonly config: AppConfig,
    private readonly em: EntityManager,
  ) {}

  /** The private status page's address for a token. */
  statusLink(token: string): string {
    return `${this.config.mail.appUrl}/security-reports/status/${token}`;
  }

  async submitBug(fields: BugReportFields, userId: number | null): Promise<void> {
    const item = await this.reports.insertBug(fields, userId);
    const confirmTo = fields.email ?? (userId ? ((await this.users.findAccount(userId))?.email ?? null) : null);
    await this.announce(
      item,
      confirmTo ? this.mails.bugConfirmation(confirmTo, item, await this.ownsVerified(userId, confirmTo)) : null,
    );
  }

  async submitContact(fields: ContactFields, userId: number | null): Promise<void> {
    const item = await this.reports.insertContact(fields, userId);
    await this.announce(
      item,
      this.mails.contactConfirmation(fields.email, item, await this.ownsVerified(userId, fields.email)),
    );
  }

  /**
   * Whether a confirmation to `address` may quote what was written: only when the sender is signed
   * in with that very address, verified. Anyone can type any address into a public form, and a
   * DevPath-branded mail repeating their text (links included) to a stranger is a phishing relay.
   */
  private async ownsVerified(userId: number | null, address: string): Promise<boolean> {
    if (userId === null) return false;
    const user = await this.users.findAccount(userId);
    return !!user && user.isVerified && user.email.trim().toLowerCase() === address.trim().toLowerCase();
  }

  /** Stores the report and answers its private status token (shown once; only its SHA-256 is kept). */
  async submitSecurityReport(
    fields: SecurityReportFields,
    userId: number | null,
  ): Promise<{ token: string; statusUrl: string }> {
    const { token, hash } = newStatusToken();
    const report = await this.reports.insertSecurityReport(fields, hash, userId);
    const admins = await this.users.adminEmails();
    const echo = await this.ownsVerified(userId, fields.reporterEmail);
    this.mails.send([
      this.mails.securityConfirmation(report, this.statusLink(token), echo),
      ...admins.map((to) => this.mails.adminSecurityNotice(to, report)),
    ]);
    return { token, statusUrl: this.statusLink(token) };
  }

  /** A token that could be one but matches nothing: what the honeypot answers. */
  decoyToken(): { token: string; statusUrl: string } {
    const { token } = newStatusToken();
    return { token, statusUrl: this.statusLink(token) };
  }

  /**
   * The reporter's view through the private link: found by the token's digest (an index
   * lookup on 32 random bytes: nothing to enumerate, no timing tells how close a guess was).
   */
  async publicStatus(token: string): Promise<PublicSecurityStatus> {
    if (!STATUS_TOKEN_PATTERN.test(token)) throw securityReportNotFound();
    const report = await this.reports.securityReportByTokenHash(hashStatusToken(token));
    if (!report) throw securityReportNotFound();
    const events = await this.reports.securityEvents(report.id);
    return {
      status: report.status,
      createdAt: report.createdAt,
      updatedAt: report.updatedAt,
      timeline: publicTimeline(events),
    };
  }

  inbox(query: InboxQuery): Promise<Page<InboxItem>> {
    return this.reports.inbox(query);
  }

  async setInboxStatus(id: number, status: InboxStatus, note: string | null, staffId: number): Promise<InboxItem> {
    const updated = await this.reports.setInboxStatus(id, status, note, staffId);
    if (updated) return updated;
    if (!(await this.reports.inboxItem(id)))
      throw new DomainError('not_found', 'INBOX_ITEM_NOT_FOUND', 'There is no such message in the inbox.');
    throw new DomainError(
      'conflict',
      'INBOX_STATUS_UNCHANGED',
      status === 'closed' ? 'This message is closed already.' : 'This message is open already.',
    );
  }

  securityReports(query: SecurityQuery): Promise<Page<SecurityReport>> {
    return this.reports.securityReports(query);
  }

  async securityReport(id: number): Promise<{ report: SecurityReport; events: SecurityEvent[] }> {
    const report = await this.reports.securityReport(id);
    if (!report) throw new DomainError('not_found', 'SECURITY_REPORT_NOT_FOUND', 'There is no such security report.');
    return { report, events: await this.reports.securityEvents(id) };
  }

  /**
   * Triage: a status change (valid transitions only, checked again in the update itself, so two
   * admins racing cannot both move it), a note (public: the reporter reads it; internal: staff
   * only), or both, in one transaction. The reporter is mailed when something they can see changed.
   */
  async triage(
    id: number,
    change: { status?: SecurityStatus; note?: string; visibility: NoteVisibility },
    staffId: number,
  ): Promise<{ report: SecurityReport; events: SecurityEvent[] }> {
    if (!change.status && !change.note)
      throw new DomainError('invalid', 'TRIAGE_EMPTY', 'Give a new status, a note, or both.');
    const current = (await this.securityReport(id)).report;
    if (change.status) checkTransition(current.status, change.status);
    await this.em.transactional(async () => {
      if (change.status && !(await this.reports.moveSecurityStatus(id, statusesBefore(change.status), change.status))) {
        // Another admin moved it meanwhile: judge against what it is now.
        const now = await this.reports.securityReport(id);
        checkTransition(now!.status, change.status);
      }
      await this.reports.addSecurityEvent(id, {
        status: change.status ?? null,
        note: change.note ?? null,
        visibility: change.visibility,
        authorId: staffId,
      });
    });
    const result = await this.securityReport(id);
    const publicNote = change.visibility === 'public' ? (change.note ?? null) : null;
    if (change.status || publicNote) this.mails.send([this.mails.securityUpdate(result.report, publicNote)]);
    return result;
  }

  private async announce(
    item: InboxItem,
    confirmation: ReturnType<ReportMails['bugConfirmation']> | null,
  ): Promise<void> {
    const admins = await this.users.adminEmails();
    this.mails.send([
      ...(confirmation ? [confirmation] : []),
      ...admins.map((to) => this.mails.adminInboxNotice(to, item)),
    ]);
  }
}
