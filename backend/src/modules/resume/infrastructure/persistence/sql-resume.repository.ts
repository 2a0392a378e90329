import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Kysely, type Selectable, sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { DOCUMENT_VERSION, type ResumeDocument } from '../../domain/document.js';
import type { Resume, ResumeSettings, ResumeSummary, ResumeVersion } from '../../domain/resume.js';
import { ResumeRepository, type NewResume } from '../../domain/resume.repository.js';
import type { Paper, TemplateId } from '../../domain/resume-settings.js';
import type { ResumeDb } from './resume-db.js';

type Row = Selectable<ResumeDb['resumes']>;
type SummaryRow = Pick<Row, (typeof SUMMARY)[number]>;

const SUMMARY = [
  'id',
  'user_id',
  'title',
  'template',
  'paper',
  'language',
  'revision',
  'share_token',
  'share_enabled',
  'share_views',
  'created_at',
  'updated_at',
] as const;

function toSummary(r: SummaryRow): ResumeSummary {
  return {
    id: r.id,
    userId: r.user_id,
    title: r.title,
    template: r.template as TemplateId,
    paper: r.paper as Paper,
    language: r.language,
    revision: r.revision,
    shareToken: r.share_token,
    shareEnabled: r.share_enabled,
    shareViews: r.share_views,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}
const toResume = (r: Row): Resume => ({ ...toSummary(r), document: r.document as unknown as ResumeDocument });
const json = (document: ResumeDocument) => JSON.stringify(document);
/** An advisory lock namespace: one learner's resumes are counted and created one at a time. */
const CREATE_LOCK = 0x7273_6d01;

/** Ids are uuids: anything else names no resume (and never reaches PostgreSQL's uuid parser). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class SqlResumeRepository extends ResumeRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<ResumeDb>(this.em);
  }

  async list(userId: number): Promise<ResumeSummary[]> {
    const rows = await this.db
      .selectFrom('resumes')
      .select(SUMMARY)
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toSummary);
  }

  private countOf(db: Kysely<ResumeDb>, userId: number) {
    return db
      .selectFrom('resumes')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  async count(userId: number): Promise<number> {
    return (await this.countOf(this.db, userId)).n;
  }

  async get(id: string, userId: number): Promise<Resume | null> {
    if (!UUID.test(id)) return null;
    const row = await this.db
      .selectFrom('resumes')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? toResume(row) : null;
  }

  async insert(r: NewResume, cap: number): Promise<Resume | null> {
    return this.em.transactional(async (em) => {
      const db = typedSql<ResumeDb>(em);
      // Counted and inserted under a per-learner lock: parallel creations cannot all pass the count.
      await db
        .selectNoFrom((eb) =>
          eb.fn<void>('pg_advisory_xact_lock', [eb.val(CREATE_LOCK), eb.val(r.userId)]).as('locked'),
        )
        .execute();
      const { n } = await this.countOf(db, r.userId);
      if (n >= cap) return null;
      const settings = {
        title: r.title,
        template: r.template,
        paper: r.paper,
        language: r.language,
        schema_version: DOCUMENT_VERSION,
        document: json(r.document),
      };
      const row = await db
        .insertInto('resumes')
        .values({ id: r.id, user_id: r.userId, ...settings })
        .returningAll()
        .executeTakeFirstOrThrow();
      await db
        .insertInto('resume_versions')
        .values({ resume_id: r.id, revision: 1, ...settings })
        .execute();
      return toResume(row);
    });
  }

  async save(
    id: string,
    userId: number,
    expected: number,
    next: ResumeSettings & { document: ResumeDocument },
    keep: number,
  ): Promise<Resume | number | null> {
    if (!UUID.test(id)) return null;
    return this.em.transactional(async (em) => {
      const db = typedSql<ResumeDb>(em);
      const settings = {
        title: next.title,
        template: next.template,
        paper: next.paper,
        language: next.language,
        schema_version: DOCUMENT_VERSION,
        document: json(next.document),
      };
      const row = await db
        .updateTable('resumes')
        .set((eb) => ({ ...settings, revision: eb('revision', '+', eb.lit(1)), updated_at: sql`now()` }))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revision', '=', expected)
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        const current = await db
          .selectFrom('resumes')
          .select('revision')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        return current ? current.revision : null;
      }
      await db
        .insertInto('resume_versions')
        .values({ resume_id: id, revision: row.revision, ...settings })
        .execute();
      await db
        .deleteFrom('resume_versions')
        .where('resume_id', '=', id)
        .where('revision', '<=', row.revision - keep)
        .execute();
      return toResume(row);
    });
  }

  async remove(id: string, userId: number): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const rows = await this.db
      .deleteFrom('resumes')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  async versions(id: string): Promise<Array<Omit<ResumeVersion, 'document'>>> {
    const rows = await this.db
      .selectFrom('resume_versions')
      .select(['revision', 'title', 'template', 'paper', 'language', 'saved_at'])
      .where('resume_id', '=', id)
      .orderBy('revision', 'desc')
      .execute();
    return rows.map((r) => ({
      revision: r.revision,
      title: r.title,
      template: r.template as TemplateId,
      paper: r.paper as Paper,
      language: r.language,
      savedAt: new Date(r.saved_at),
    }));
  }

  async version(id: string, revision: number): Promise<ResumeVersion | null> {
    const r = await this.db
      .selectFrom('resume_versions')
      .selectAll()
      .where('resume_id', '=', id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    return r
      ? {
          revision: r.revision,
          title: r.title,
          template: r.template as TemplateId,
          paper: r.paper as Paper,
          language: r.language,
          document: r.document as unknown as ResumeDocument,
          savedAt: new Date(r.saved_at),
        }
      : null;
  }

  async setSharing(id: string, userId: number, enabled: boolean, token: string): Promise<Resume | null> {
    if (!UUID.test(id)) return null;
    const row = await this.db
      .updateTable('resumes')
      .set((eb) => ({ share_enabled: enabled, share_token: eb.fn.coalesce('share_token', eb.val(token)) }))
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return row ? toResume(row) : null;
  }

  async shared(token: string, count: boolean): Promise<Resume | null> {
    const row = count
      ? await this.db
          .updateTable('resumes')
          .set((eb) => ({ share_views: eb('share_views', '+', eb.lit(1)) }))
          .where('share_token', '=', token)
          .where('share_enabled', '=', true)
          .returningAll()
          .executeTakeFirst()
      : await this.db
          .selectFrom('resumes')
          .selectAll()
          .where('share_token', '=', token)
          .where('share_enabled', '=', true)
          .executeTakeFirst();
    return row ? toResume(row) : null;
  }

  async forget(userId: number): Promise<number> {
    const rows = await this.db.deleteFrom('resumes').where('user_id', '=', userId).returning('id').execute();
    return rows.length;
  }
}
