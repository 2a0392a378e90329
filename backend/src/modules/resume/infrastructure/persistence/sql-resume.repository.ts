import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DOCUMENT_VERSION, type ResumeDocument } from '../../domain/document.js';
import type { Resume, ResumeSettings, ResumeSummary, ResumeVersion } from '../../domain/resume.js';
import { ResumeRepository, type NewResume } from '../../domain/resume.repository.js';
import type { Paper, TemplateId } from '../../domain/resume-settings.js';

interface Row {
  id: string;
  user_id: number;
  title: string;
  template: TemplateId;
  paper: Paper;
  language: string;
  document?: ResumeDocument;
  revision: number;
  share_token: string | null;
  share_enabled: boolean;
  share_views: number;
  created_at: Date;
  updated_at: Date;
}

const SUMMARY = `id, user_id, title, template, paper, language, revision, share_token, share_enabled, share_views, created_at, updated_at`;

function toSummary(r: Row): ResumeSummary {
  return {
    id: r.id,
    userId: r.user_id,
    title: r.title,
    template: r.template,
    paper: r.paper,
    language: r.language,
    revision: r.revision,
    shareToken: r.share_token,
    shareEnabled: r.share_enabled,
    shareViews: r.share_views,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}
const toResume = (r: Row): Resume => ({ ...toSummary(r), document: r.document! });
const json = (document: ResumeDocument) => JSON.stringify(document);
/** Ids are uuids: anything else names no resume (and never reaches PostgreSQL's uuid parser). */
/** An advisory lock namespace: one learner's resumes are counted and created one at a time. */
const CREATE_LOCK = 0x7273_6d01;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class SqlResumeRepository extends ResumeRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(userId: number): Promise<ResumeSummary[]> {
    return (
      await this.em.execute<Row[]>(`select ${SUMMARY} from resumes where user_id = ? order by updated_at desc, id`, [
        userId,
      ])
    ).map(toSummary);
  }

  async count(userId: number): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>(`select count(*)::int as n from resumes where user_id = ?`, [
      userId,
    ]);
    return row.n;
  }

  async get(id: string, userId: number): Promise<Resume | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.em.execute<Row[]>(`select * from resumes where id = ? and user_id = ?`, [id, userId]);
    return row ? toResume(row) : null;
  }

  async insert(r: NewResume, cap: number): Promise<Resume | null> {
    return this.em.transactional(async (em) => {
      // Counted and inserted under a per-learner lock: parallel creations cannot all pass the count.
      await em.execute('select pg_advisory_xact_lock(?, ?)', [CREATE_LOCK, r.userId]);
      const [{ n }] = await em.execute<{ n: number }[]>(`select count(*)::int as n from resumes where user_id = ?`, [
        r.userId,
      ]);
      if (n >= cap) return null;
      const [row] = await em.execute<Row[]>(
        `insert into resumes (id, user_id, title, template, paper, language, schema_version, document) values (?, ?, ?, ?, ?, ?, ?, ?::jsonb) returning *`,
        [r.id, r.userId, r.title, r.template, r.paper, r.language, DOCUMENT_VERSION, json(r.document)],
      );
      await em.execute(
        `insert into resume_versions (resume_id, revision, title, template, paper, language, schema_version, document) values (?, 1, ?, ?, ?, ?, ?, ?::jsonb)`,
        [r.id, r.title, r.template, r.paper, r.language, DOCUMENT_VERSION, json(r.document)],
      );
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
      const [row] = await em.execute<Row[]>(
        `update resumes set title = ?, template = ?, paper = ?, language = ?, schema_version = ?, document = ?::jsonb, revision = revision + 1, updated_at = now()
         where id = ? and user_id = ? and revision = ? returning *`,
        [
          next.title,
          next.template,
          next.paper,
          next.language,
          DOCUMENT_VERSION,
          json(next.document),
          id,
          userId,
          expected,
        ],
      );
      if (!row) {
        const [current] = await em.execute<{ revision: number }[]>(
          `select revision from resumes where id = ? and user_id = ?`,
          [id, userId],
        );
        return current ? current.revision : null;
      }
      await em.execute(
        `insert into resume_versions (resume_id, revision, title, template, paper, language, schema_version, document) values (?, ?, ?, ?, ?, ?, ?, ?::jsonb)`,
        [id, row.revision, next.title, next.template, next.paper, next.language, DOCUMENT_VERSION, json(next.document)],
      );
      await em.execute(`delete from resume_versions where resume_id = ? and revision <= ?`, [id, row.revision - keep]);
      return toResume(row);
    });
  }

  async remove(id: string, userId: number): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const rows = await this.em.execute(`delete from resumes where id = ? and user_id = ? returning id`, [id, userId]);
    return rows.length > 0;
  }

  async versions(id: string): Promise<Array<Omit<ResumeVersion, 'document'>>> {
    const rows = await this.em.execute<Array<Omit<Row, 'document'> & { saved_at: Date }>>(
      `select revision, title, template, paper, language, saved_at from resume_versions where resume_id = ? order by revision desc`,
      [id],
    );
    return rows.map((r) => ({
      revision: r.revision,
      title: r.title,
      template: r.template,
      paper: r.paper,
      language: r.language,
      savedAt: new Date(r.saved_at),
    }));
  }

  async version(id: string, revision: number): Promise<ResumeVersion | null> {
    const [r] = await this.em.execute<Array<Row & { saved_at: Date }>>(
      `select * from resume_versions where resume_id = ? and revision = ?`,
      [id, revision],
    );
    return r
      ? {
          revision: r.revision,
          title: r.title,
          template: r.template,
          paper: r.paper,
          language: r.language,
          document: r.document!,
          savedAt: new Date(r.saved_at),
        }
      : null;
  }

  async setSharing(id: string, userId: number, enabled: boolean, token: string): Promise<Resume | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.em.execute<Row[]>(
      `update resumes set share_enabled = ?, share_token = coalesce(share_token, ?) where id = ? and user_id = ? returning *`,
      [enabled, token, id, userId],
    );
    return row ? toResume(row) : null;
  }

  async shared(token: string, count: boolean): Promise<Resume | null> {
    const [row] = count
      ? await this.em.execute<Row[]>(
          `update resumes set share_views = share_views + 1 where share_token = ? and share_enabled returning *`,
          [token],
        )
      : await this.em.execute<Row[]>(`select * from resumes where share_token = ? and share_enabled`, [token]);
    return row ? toResume(row) : null;
  }

  async forget(userId: number): Promise<number> {
    const rows = await this.em.execute(`delete from resumes where user_id = ? returning id`, [userId]);
    return rows.length;
  }
}
