import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  BugReportFields,
  ContactFields,
  InboxItem,
  InboxStatus,
  NoteVisibility,
  SecurityEvent,
  SecurityReport,
  SecurityReportFields,
  SecurityStatus,
} from '../../domain/reports.js';
import { inboxKindOfTopic } from '../../domain/reports.js';
import { ReportsRepository, type InboxQuery, type Page, type SecurityQuery } from '../../domain/reports.repository.js';
import type { OpenReportCounts } from '../../domain/reports.repository.js';

interface InboxRow {
  id: number;
  kind: InboxItem['kind'];
  status: InboxStatus;
  topic: InboxItem['topic'];
  user_id: number | null;
  name: string | null;
  email: string | null;
  subject: string;
  message: string;
  expected: string | null;
  actual: string | null;
  page_url: string | null;
  browser: string | null;
  organisation: string | null;
  website: string | null;
  note: string | null;
  created_at: Date;
  closed_at: Date | null;
}

const INBOX_COLUMNS =
  'id, kind, status, topic, user_id, name, email, subject, message, expected, actual, page_url, browser, organisation, website, note, created_at, closed_at';
const toInbox = (r: InboxRow): InboxItem => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  topic: r.topic,
  userId: r.user_id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  expected: r.expected,
  actual: r.actual,
  pageUrl: r.page_url,
  browser: r.browser,
  organisation: r.organisation,
  website: r.website,
  note: r.note,
  createdAt: new Date(r.created_at),
  closedAt: r.closed_at ? new Date(r.closed_at) : null,
});

interface SecurityRow {
  id: number;
  severity: SecurityReport['severity'];
  affected_area: string;
  description: string;
  proof_of_concept: string | null;
  reporter_email: string;
  user_id: number | null;
  status: SecurityStatus;
  created_at: Date;
  updated_at: Date;
}

const SECURITY_COLUMNS =
  'id, severity, affected_area, description, proof_of_concept, reporter_email, user_id, status, created_at, updated_at';
const toSecurity = (r: SecurityRow): SecurityReport => ({
  id: r.id,
  severity: r.severity,
  affectedArea: r.affected_area,
  description: r.description,
  proofOfConcept: r.proof_of_concept,
  reporterEmail: r.reporter_email,
  userId: r.user_id,
  status: r.status,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** A page of rows with the total from the same statement (a second count only past the end). */
async function paged<R, T>(
  em: EntityManager,
  table: string,
  columns: string,
  where: string[],
  params: unknown[],
  order: string,
  page: number,
  pageSize: number,
  map: (r: R) => T,
): Promise<Page<T>> {
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const rows = await em.execute<(R & { total: number })[]>(
    `select ${columns}, count(*) over ()::int as total from ${table} ${clause} order by ${order} limit ? offset ?`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  if (rows.length === 0 && page > 1) {
    const [{ n }] = await em.execute<{ n: number }[]>(`select count(*)::int as n from ${table} ${clause}`, params);
    return { items: [], total: n };
  }
  return { items: rows.map(map), total: rows[0]?.total ?? 0 };
}

@Injectable()
export class SqlReportsRepository extends ReportsRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async insertBug(f: BugReportFields, userId: number | null): Promise<InboxItem> {
    const [row] = await this.em.execute<InboxRow[]>(
      `insert into inbox_messages (kind, user_id, email, subject, message, expected, actual, page_url, browser) values ('bug', ?, ?, ?, ?, ?, ?, ?, ?) returning ${INBOX_COLUMNS}`,
      [userId, f.email, f.title, f.steps, f.expected, f.actual, f.pageUrl, f.browser],
    );
    return toInbox(row);
  }

  async insertContact(f: ContactFields, userId: number | null): Promise<InboxItem> {
    const [row] = await this.em.execute<InboxRow[]>(
      `insert into inbox_messages (kind, topic, user_id, name, email, subject, message, organisation, website) values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning ${INBOX_COLUMNS}`,
      [inboxKindOfTopic(f.topic), f.topic, userId, f.name, f.email, f.subject, f.message, f.organisation, f.website],
    );
    return toInbox(row);
  }

  inbox(query: InboxQuery): Promise<Page<InboxItem>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      where.push('status = ?');
      params.push(query.status);
    }
    if (query.kind) {
      where.push('kind = ?');
      params.push(query.kind);
    }
    return paged(
      this.em,
      'inbox_messages',
      INBOX_COLUMNS,
      where,
      params,
      'created_at desc, id desc',
      query.page,
      query.pageSize,
      toInbox,
    );
  }

  async inboxItem(id: number): Promise<InboxItem | null> {
    const [row] = await this.em.execute<InboxRow[]>(`select ${INBOX_COLUMNS} from inbox_messages where id = ?`, [id]);
    return row ? toInbox(row) : null;
  }

  async setInboxStatus(
    id: number,
    status: InboxStatus,
    note: string | null,
    staffId: number,
  ): Promise<InboxItem | null> {
    const closing = status === 'closed';
    const [row] = await this.em.execute<InboxRow[]>(
      `update inbox_messages set status = ?, note = coalesce(?, note), closed_by = ?, closed_at = ${closing ? 'now()' : 'null'} ` +
        `where id = ? and status <> ? returning ${INBOX_COLUMNS}`,
      [status, note, closing ? staffId : null, id, status],
    );
    return row ? toInbox(row) : null;
  }

  async insertSecurityReport(
    f: SecurityReportFields,
    tokenHash: Buffer,
    userId: number | null,
  ): Promise<SecurityReport> {
    const [row] = await this.em.execute<SecurityRow[]>(
      `insert into security_reports (token_hash, severity, affected_area, description, proof_of_concept, reporter_email, user_id) values (?, ?, ?, ?, ?, ?, ?) returning ${SECURITY_COLUMNS}`,
      [tokenHash, f.severity, f.affectedArea, f.description, f.proofOfConcept, f.reporterEmail, userId],
    );
    return toSecurity(row);
  }

  securityReports(query: SecurityQuery): Promise<Page<SecurityReport>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      where.push('status = ?');
      params.push(query.status);
    }
    if (query.severity) {
      where.push('severity = ?');
      params.push(query.severity);
    }
    return paged(
      this.em,
      'security_reports',
      SECURITY_COLUMNS,
      where,
      params,
      'created_at desc, id desc',
      query.page,
      query.pageSize,
      toSecurity,
    );
  }

  async securityReport(id: number): Promise<SecurityReport | null> {
    const [row] = await this.em.execute<SecurityRow[]>(
      `select ${SECURITY_COLUMNS} from security_reports where id = ?`,
      [id],
    );
    return row ? toSecurity(row) : null;
  }

  async securityReportByTokenHash(hash: Buffer): Promise<SecurityReport | null> {
    const [row] = await this.em.execute<(SecurityRow & { token_hash: Buffer })[]>(
      `select ${SECURITY_COLUMNS}, token_hash from security_reports where token_hash = ?`,
      [hash],
    );
    return row ? toSecurity(row) : null;
  }

  async securityEvents(reportId: number): Promise<SecurityEvent[]> {
    const rows = await this.em.execute<
      {
        id: number;
        status: SecurityStatus | null;
        note: string | null;
        visibility: NoteVisibility;
        author_id: number | null;
        created_at: Date;
      }[]
    >(
      'select id, status, note, visibility, author_id, created_at from security_report_events where report_id = ? order by created_at, id',
      [reportId],
    );
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      note: r.note,
      visibility: r.visibility,
      authorId: r.author_id,
      createdAt: new Date(r.created_at),
    }));
  }

  async moveSecurityStatus(id: number, from: SecurityStatus[], to: SecurityStatus): Promise<boolean> {
    if (from.length === 0) return false;
    const rows = await this.em.execute<{ id: number }[]>(
      `update security_reports set status = ?, updated_at = now() where id = ? and status in (${from.map(() => '?').join(', ')}) returning id`,
      [to, id, ...from],
    );
    return rows.length === 1;
  }

  async addSecurityEvent(
    reportId: number,
    e: { status: SecurityStatus | null; note: string | null; visibility: NoteVisibility; authorId: number },
  ): Promise<void> {
    await this.em.execute(
      'insert into security_report_events (report_id, status, note, visibility, author_id) values (?, ?, ?, ?, ?)',
      [reportId, e.status, e.note, e.visibility, e.authorId],
    );
    await this.em.execute('update security_reports set updated_at = now() where id = ?', [reportId]);
  }

  async forgetUser(userId: number): Promise<void> {
    await this.em.execute('update inbox_messages set user_id = null where user_id = ?', [userId]);
    await this.em.execute('update inbox_messages set closed_by = null where closed_by = ?', [userId]);
    await this.em.execute('update security_reports set user_id = null where user_id = ?', [userId]);
    await this.em.execute('update security_report_events set author_id = null where author_id = ?', [userId]);
  }

  async openCounts(): Promise<OpenReportCounts> {
    // Both through their status indexes: only the open rows are counted.
    const [row] = await this.em.execute<OpenReportCounts[]>(
      `select
         (select count(*) from inbox_messages where status = 'open' and kind = 'bug')::int as "bugs",
         (select count(*) from inbox_messages where status = 'open' and kind = 'contact')::int as "contact",
         (select count(*) from inbox_messages where status = 'open' and kind = 'partnership')::int as "partnership",
         (select count(*) from security_reports where status = 'new')::int as "securityNew",
         (select count(*) from security_reports where status = 'triaged')::int as "securityTriaged"`,
    );
    return row!;
  }
}
