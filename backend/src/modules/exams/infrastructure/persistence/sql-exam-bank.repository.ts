import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Selectable, sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { Option, QuestionKind } from '../../domain/exam.js';
import { ExamBankRepository, type QuestionFields, type StaffQuestion } from '../../domain/exam-bank.repository.js';
import type { ExamsDb } from './exams-db.js';

type Row = Selectable<ExamsDb['exam_questions']>;

const toQuestion = (r: Row): StaffQuestion => ({
  key: r.key,
  roadmapSlug: r.roadmap_slug,
  kind: r.kind as QuestionKind,
  prompt: r.prompt,
  code: r.code,
  language: r.language,
  options: r.options as unknown as Option[],
  correct: r.correct,
  explanation: r.explanation,
  moduleKey: r.module_key,
  published: r.published,
  editedByStaff: r.edited_by_staff,
  updatedAt: new Date(r.updated_at),
});

@Injectable()
export class SqlExamBankRepository extends ExamBankRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** Typed SQL in the caller's context (its transaction when there is one). */
  private get db() {
    return typedSql<ExamsDb>(this.em);
  }

  async list(roadmapSlug: string): Promise<StaffQuestion[]> {
    const rows = await this.db
      .selectFrom('exam_questions')
      .selectAll()
      .where('roadmap_slug', '=', roadmapSlug)
      .orderBy('key')
      .execute();
    return rows.map(toQuestion);
  }

  async find(key: string): Promise<StaffQuestion | null> {
    const row = await this.db.selectFrom('exam_questions').selectAll().where('key', '=', key).executeTakeFirst();
    return row ? toQuestion(row) : null;
  }

  async insert(roadmapSlug: string, key: string, f: QuestionFields): Promise<boolean> {
    const inserted = await this.db
      .insertInto('exam_questions')
      .values({
        key,
        roadmap_slug: roadmapSlug,
        kind: f.kind,
        prompt: f.prompt,
        code: f.code,
        language: f.language,
        options: JSON.stringify(f.options),
        correct: f.correct,
        explanation: f.explanation,
        module_key: f.moduleKey,
        published: f.published,
        edited_by_staff: true,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .execute();
    return inserted.length > 0;
  }

  async update(key: string, change: (current: StaffQuestion) => QuestionFields): Promise<StaffQuestion | null> {
    return this.em.transactional(async (em) => {
      const db = typedSql<ExamsDb>(em);
      const row = await db
        .selectFrom('exam_questions')
        .selectAll()
        .where('key', '=', key)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return null;
      const f = change(toQuestion(row));
      await db
        .updateTable('exam_questions')
        .set({
          kind: f.kind,
          prompt: f.prompt,
          code: f.code,
          language: f.language,
          options: JSON.stringify(f.options),
          correct: f.correct,
          explanation: f.explanation,
          module_key: f.moduleKey,
          published: f.published,
          edited_by_staff: true,
          updated_at: sql`now()`,
        })
        .where('key', '=', key)
        .execute();
      return this.find(key);
    });
  }
}
