import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Option, QuestionKind } from '../../domain/exam.js';
import { ExamBankRepository, type QuestionFields, type StaffQuestion } from '../../domain/exam-bank.repository.js';
import { pgTextArray } from '../../../../platform/database/sql-values.js';

type Row = {
  key: string;
  roadmap_slug: string;
  kind: QuestionKind;
  prompt: string;
  code: string | null;
  language: string | null;
  options: Option[];
  correct: string[];
  explanation: string;
  module_key: string | null;
  published: boolean;
  edited_by_staff: boolean;
  updated_at: Date;
};
const toQuestion = (r: Row): StaffQuestion => ({
  key: r.key,
  roadmapSlug: r.roadmap_slug,
  kind: r.kind,
  prompt: r.prompt,
  code: r.code,
  language: r.language,
  options: r.options,
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

  async list(roadmapSlug: string): Promise<StaffQuestion[]> {
    return (
      await this.em.execute<Row[]>(`select * from exam_questions where roadmap_slug = ? order by key`, [roadmapSlug])
    ).map(toQuestion);
  }

  async find(key: string): Promise<StaffQuestion | null> {
    const [row] = await this.em.execute<Row[]>(`select * from exam_questions where key = ?`, [key]);
    return row ? toQuestion(row) : null;
  }

  async insert(roadmapSlug: string, key: string, f: QuestionFields): Promise<boolean> {
    const inserted = await this.em.execute<{ key: string }[]>(
      `insert into exam_questions (key, roadmap_slug, kind, prompt, code, language, options, correct, explanation, module_key, published, edited_by_staff)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?::text[], ?, ?, ?, true) on conflict (key) do nothing returning key`,
      [
        key,
        roadmapSlug,
        f.kind,
        f.prompt,
        f.code,
        f.language,
        JSON.stringify(f.options),
        pgTextArray(f.correct),
        f.explanation,
        f.moduleKey,
        f.published,
      ],
    );
    return inserted.length > 0;
  }

  async update(key: string, change: (current: StaffQuestion) => QuestionFields): Promise<StaffQuestion | null> {
    return this.em.transactional(async (em) => {
      const [row] = await em.execute<Row[]>(`select * from exam_questions where key = ? for update`, [key]);
      if (!row) return null;
      const f = change(toQuestion(row));
      await em.execute(
        `update exam_questions set kind = ?, prompt = ?, code = ?, language = ?, options = ?::jsonb, correct = ?::text[], explanation = ?, module_key = ?,
           published = ?, edited_by_staff = true, updated_at = now() where key = ?`,
        [
          f.kind,
          f.prompt,
          f.code,
          f.language,
          JSON.stringify(f.options),
          pgTextArray(f.correct),
          f.explanation,
          f.moduleKey,
          f.published,
          key,
        ],
      );
      return this.find(key);
    });
  }
}
