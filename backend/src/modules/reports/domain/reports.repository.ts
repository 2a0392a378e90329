import type { OpenReportCounts } from '../contracts/views.js';
import type {
  BugReportFields,
  ContactFields,
  InboxItem,
  InboxKind,
  InboxStatus,
  NoteVisibility,
  SecurityEvent,
  SecurityReport,
  SecurityReportFields,
  SecurityStatus,
  Severity,
} from './reports.js';

export interface Page<T> {
  items: T[];
  total: number;
}

export interface InboxQuery {
  kind?: InboxKind;
  status?: InboxStatus;
  page: number;
  pageSize: number;
}

export interface SecurityQuery {
  status?: SecurityStatus;
  severity?: Severity;
  page: number;
  pageSize: number;
}

// The published view, declared in contracts/ (the persistence adapter imports it from here).
export type { OpenReportCounts };

/** Port: the module's tables (inbox_messages, security_reports, security_report_events). */
export abstract class ReportsRepository {
  abstract insertBug(fields: BugReportFields, userId: number | null): Promise<InboxItem>;
  abstract insertContact(fields: ContactFields, userId: number | null): Promise<InboxItem>;
  abstract inbox(query: InboxQuery): Promise<Page<InboxItem>>;
  abstract inboxItem(id: number): Promise<InboxItem | null>;
  /** Sets the status when it differs (one statement); null when the item is missing or already there. */
  abstract setInboxStatus(
    id: number,
    status: InboxStatus,
    note: string | null,
    staffId: number,
  ): Promise<InboxItem | null>;

  abstract insertSecurityReport(
    fields: SecurityReportFields,
    tokenHash: Buffer,
    userId: number | null,
  ): Promise<SecurityReport>;
  abstract securityReports(query: SecurityQuery): Promise<Page<SecurityReport>>;
  abstract securityReport(id: number): Promise<SecurityReport | null>;
  abstract securityReportByTokenHash(hash: Buffer): Promise<SecurityReport | null>;
  abstract securityEvents(reportId: number): Promise<SecurityEvent[]>;
  /** Moves the status when the report is in one of `from` (one statement); false otherwise. */
  abstract moveSecurityStatus(id: number, from: SecurityStatus[], to: SecurityStatus): Promise<boolean>;
  abstract addSecurityEvent(
    reportId: number,
    event: { status: SecurityStatus | null; note: string | null; visibility: NoteVisibility; authorId: number },
  ): Promise<void>;
  /** Keeps a deleted user's reports, without the link to them. */
  abstract forgetUser(userId: number): Promise<void>;
  /** What waits for staff: open inbox messages by kind, and security reports not yet fixed or declined. */
  abstract openCounts(): Promise<OpenReportCounts>;
}
