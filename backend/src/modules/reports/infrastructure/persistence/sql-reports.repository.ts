import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Selectable, sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
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
import type { ReportsDb } from './reports-db.js';

const INBOX_COLUMNS = [
  'id',
  'kind',
  'status',
  'topic',
  'user_id',
  'name',
  'email',
  'subject',
  'message',
  'expected',
  'actual',
  'page_url',
  'browser',
  'organisation',
  'website',
  'note',
  'created_at',
  'closed_at',
] as const;
type InboxRow = Pick<Selectable<ReportsDb['inbox_messages']>, (typeof INBOX_COLUMNS)[number]>;
const toInbox = (r: InboxRow): InboxItem => ({
  id: r.id,
  kind: r.kind as InboxItem['kind'],
  status: r.status as InboxStatus,
  topic: r.topic as InboxItem['topic'],
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

const SECURITY_COLUMNS = [
  'id',
  'severity',
  'affected_area',
  'description',
  'proof_of_concept',
  'reporter_email',
  'user_id',
  'status',
  'created_at',
  'updated_at',
] as const;
type SecurityRow = Pick<Selectable<ReportsDb['security_reports']>, (typeof SECURITY_COLUMNS)[number]>;
const toSecurity = (r: SecurityRow): SecurityReport => ({
  id: r.id,
  severity: r.severity as SecurityReport['severity'],
  affectedArea: r.affected_area,
  description: r.description,
  proofOfConcept: r.proof_of_concept,
  reporterEmail: r.reporter_email,
  userId: r.user_id,
  status: r.status as SecurityStatus,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** The total that comes with a page (`count(*) over ()`, from the page's own statement). */
const TOTAL = sql<number>`(count(*) over ())::int`.as('total');
const COUNT = sql<number>`count(*)::int`.as('n');

/** A page of rows with the total from the same statement (a second count only past the end). */
async function paged<R extends { total: number }, T>(
  rows: R[],
  page: number,
  countPastEnd: () => Promise<number>,
  map: (r: R) => T,
): Promise<Page<T>> {
  if (rows.length === 0 && page > 1) return { items: [], total: await countPastEnd() };
  return { items: rows.map(map), total: rows[0]?.total ?? 0 };
}

@Injectable()
export class SqlReportsRepository extends ReportsRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<ReportsDb>(this.em);
  }

  async insertBug(f: BugReportFields, userId: number | null): Promise<InboxItem> {
    const row = await this.db
      .insertInto('inbox_messages')
      .values({
        kind: 'bug',
        user_id: userId,
        email: f.email,
        subject: f.title,
        message: f.steps,
        expected: f.expected,
        actual: f.actual,
        page_url: f.pageUrl,
        browser: f.browser,
      })
      .returning(INBOX_COLUMNS)
      .executeTakeFirstOrThrow();
    return toInbox(row);
  }

  async insertContact(f: ContactFields, userId: number | null): Promise<InboxItem> {
    const row = await this.db
      .insertInto('inbox_messages')
      .values({
        kind: inboxKindOfTopic(f.topic),
        topic: f.topic,
        user_id: userId,
        name: f.name,
        email: f.email,
        subject: f.subject,
        message: f.message,
        organisation: f.organisation,
        website: f.website,
      })
      .returning(INBOX_COLUMNS)
      .executeTakeFirstOrThrow();
    return toInbox(row);
  }

  async inbox(query: InboxQuery): Promise<Page<InboxItem>> {
    const listed = this.db
      .selectFrom('inbox_messages')
      .$if(Boolean(query.status), (qb) => qb.where('status', '=', query.status!))
      .$if(Boolean(query.kind), (qb) => qb.where('kind', '=', query.kind!));
    const rows = await listed
      .select(INBOX_COLUMNS)
      .select(TOTAL)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return paged(rows, query.page, async () => (await listed.select(COUNT).executeTakeFirstOrThrow()).n, toInbox);
  }

  async inboxItem(id: number): Promise<InboxItem | null> {
    const row = await this.db
      .selectFrom('inbox_messages')
      .select(INBOX_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toInbox(row) : null;
  }

  async setInboxStatus(
    id: number,
    status: InboxStatus,
    note: string | null,
    staffId: number,
  ): Promise<InboxItem | null> {
    const closing = status === 'closed';
    const row = await this.db
      .updateTable('inbox_messages')
      .set((eb) => ({
        status,
        note: note ?? eb.ref('note'),
        closed_by: closing ? staffId : null,
        closed_at: closing ? sql<string>`now()` : null,
      }))
      .where('id', '=', id)
      .where('status', '<>', status)
      .returning(INBOX_COLUMNS)
      .executeTakeFirst();
    return row ? toInbox(row) : null;
  }

  async insertSecurityReport(
    f: SecurityReportFields,
    tokenHash: Buffer,
    userId: number | null,
  ): Promise<SecurityReport> {
    const row = await this.db
      .insertInto('security_reports')
      .values({
        token_hash: tokenHash,
        severity: f.severity,
        affected_area: f.affectedArea,
        description: f.description,
        proof_of_concept: f.proofOfConcept,
        reporter_email: f.reporterEmail,
        user_id: userId,
      })
      .returning(SECURITY_COLUMNS)
      .executeTakeFirstOrThrow();
    return toSecurity(row);
  }

  async securityReports(query: SecurityQuery): Promise<Page<SecurityReport>> {
    const listed = this.db
      .selectFrom('security_reports')
      .$if(Boolean(query.status), (qb) => qb.where('status', '=', query.status!))
      .$if(Boolean(query.severity), (qb) => qb.where('severity', '=', query.severity!));
    const rows = await listed
      .select(SECURITY_COLUMNS)
      .select(TOTAL)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return paged(rows, query.page, async () => (await listed.select(COUNT).executeTakeFirstOrThrow()).n, toSecurity);
  }

  async securityReport(id: number): Promise<SecurityReport | null> {
    const row = await this.db
      .selectFrom('security_reports')
      .select(SECURITY_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toSecurity(row) : null;
  }

  async securityReportByTokenHash(hash: Buffer): Promise<SecurityReport | null> {
    const row = await this.db
      .selectFrom('security_reports')
      .select(SECURITY_COLUMNS)
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    return row ? toSecurity(row) : null;
  }

  async securityEvents(reportId: number): Promise<SecurityEvent[]> {
    const rows = await this.db
      .selectFrom('security_report_events')
      .select(['id', 'status', 'note', 'visibility', 'author_id', 'created_at'])
      .where('report_id', '=', reportId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      status: r.status as SecurityStatus | null,
      note: r.note,
      visibility: r.visibility as NoteVisibility,
      authorId: r.author_id,
      createdAt: new Date(r.created_at),
    }));
  }

  async moveSecurityStatus(id: number, from: SecurityStatus[], to: SecurityStatus): Promise<boolean> {
    if (from.length === 0) return false;
    const rows = await this.db
      .updateTable('security_reports')
      .set({ status: to, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returning('id')
      .execute();
    return rows.length === 1;
  }

  async addSecurityEvent(
    reportId: number,
    e: { status: SecurityStatus | null; note: string | null; visibility: NoteVisibility; authorId: number },
  ): Promise<void> {
    await this.db
      .insertInto('security_report_events')
      .values({ report_id: reportId, status: e.status, note: e.note, visibility: e.visibility, author_id: e.authorId })
      .execute();
    await this.db.updateTable('security_reports').set({ updated_at: sql`now()` }).where('id', '=', reportId).execute();
  }

  async forgetUser(userId: number): Promise<void> {
    await this.db.updateTable('inbox_messages').set({ user_id: null }).where('user_id', '=', userId).execute();
    await this.db.updateTable('inbox_messages').set({ closed_by: null }).where('closed_by', '=', userId).execute();
    await this.db.updateTable('security_reports').set({ user_id: null }).where('user_id', '=', userId).execute();
    await this.db
      .updateTable('security_report_events')
      .set({ author_id: null })
      .where('author_id', '=', userId)
      .execute();
  }

  async openCounts(): Promise<OpenReportCounts> {
    // Both through their status indexes: only the open rows are counted.
    const openInbox = (kind: InboxItem['kind']) =>
      this.db.selectFrom('inbox_messages').select(COUNT).where('status', '=', 'open').where('kind', '=', kind);
    const security = (status: SecurityStatus) =>
      this.db.selectFrom('security_reports').select(COUNT).where('status', '=', status);
    const row = await this.db
      .selectNoFrom([
        openInbox('bug').as('bugs'),
        openInbox('contact').as('contact'),
        openInbox('partnership').as('partnership'),
        security('new').as('securityNew'),
        security('triaged').as('securityTriaged'),
      ])
      .executeTakeFirstOrThrow();
    return {
      bugs: row.bugs ?? 0,
      contact: row.contact ?? 0,
      partnership: row.partnership ?? 0,
      securityNew: row.securityNew ?? 0,
      securityTriaged: row.securityTriaged ?? 0,
    };
  }
}
