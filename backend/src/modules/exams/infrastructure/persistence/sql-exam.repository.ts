import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Selectable, sql } from 'kysely';
import { isUuid } from '../../../../platform/database/sql-values.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { DrawnQuestion, Grade, QuestionKind, Option, SavedAnswer } from '../../domain/exam.js';
import { ExamRepository, type Attempt, type AttemptSummary } from '../../domain/exam.repository.js';
import type { ExamsDb } from './exams-db.js';

type AttemptRow = Selectable<ExamsDb['exam_attempts']>;

const toAttempt = (row: AttemptRow): Attempt => ({
  id: row.id,
  userId: row.user_id,
  roadmapSlug: row.roadmap_slug,
  roadmapTitle: row.roadmap_title,
  questions: row.questions as unknown as DrawnQuestion[],
  answers: row.answers as unknown as Record<string, SavedAnswer>,
  startedAt: new Date(row.started_at),
  deadlineAt: new Date(row.deadline_at),
  submittedAt: row.submitted_at ? new Date(row.submitted_at) : null,
  scorePercent: row.score_percent,
  correctCount: row.correct_count,
  passed: row.passed,
});

@Injectable()
export class SqlExamRepository extends ExamRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** Typed SQL in the caller's context (its transaction when there is one). */
  private get db() {
    return typedSql<ExamsDb>(this.em);
  }

  async bank(roadmapSlug: string): Promise<DrawnQuestion[]> {
    const rows = await this.db
      .selectFrom('exam_questions')
      .select(['key', 'kind', 'prompt', 'code', 'language', 'options', 'correct', 'explanation'])
      .where('roadmap_slug', '=', roadmapSlug)
      .where('published', '=', true)
      .orderBy('key')
      .execute();
    return rows.map((r) => ({
      ...r,
      kind: r.kind as QuestionKind,
      options: r.options as unknown as Option[],
    }));
  }

  async bankSize(roadmapSlug: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('exam_questions')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('roadmap_slug', '=', roadmapSlug)
      .where('published', '=', true)
      .executeTakeFirstOrThrow();
    return n;
  }

  async history(userId: number, roadmapSlug: string, limit: number): Promise<AttemptSummary[]> {
    const rows = await this.db
      .selectFrom('exam_attempts')
      .select(['id', 'started_at', 'submitted_at', 'score_percent', 'passed'])
      .where('user_id', '=', userId)
      .where('roadmap_slug', '=', roadmapSlug)
      .orderBy('started_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      startedAt: new Date(r.started_at),
      submittedAt: r.submitted_at ? new Date(r.submitted_at) : null,
      scorePercent: r.score_percent,
      passed: r.passed,
    }));
  }

  async openAttempt(userId: number, roadmapSlug: string): Promise<Attempt | null> {
    const row = await this.db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('roadmap_slug', '=', roadmapSlug)
      .where('submitted_at', 'is', null)
      .executeTakeFirst();
    return row ? toAttempt(row) : null;
  }

  async passedBefore(userId: number, roadmapSlug: string): Promise<boolean> {
    const row = await this.db
      .selectNoFrom((eb) =>
        eb
          .exists(
            eb
              .selectFrom('exam_attempts')
              .select(eb.lit(1).as('one'))
              .where('user_id', '=', userId)
              .where('roadmap_slug', '=', roadmapSlug)
              .where('passed', '=', true),
          )
          .as('passed'),
      )
      .executeTakeFirst();
    return row?.passed === true;
  }

  async lastFailureAt(userId: number, roadmapSlug: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('exam_attempts')
      .select((eb) => eb.fn.max('submitted_at').as('at'))
      .where('user_id', '=', userId)
      .where('roadmap_slug', '=', roadmapSlug)
      .where('passed', '=', false)
      .executeTakeFirst();
    return row?.at ? new Date(row.at) : null;
  }

  async create(
    attempt: Omit<Attempt, 'id' | 'answers' | 'submittedAt' | 'scorePercent' | 'correctCount' | 'passed'>,
  ): Promise<Attempt | null> {
    const row = await this.db
      .insertInto('exam_attempts')
      .values({
        user_id: attempt.userId,
        roadmap_slug: attempt.roadmapSlug,
        roadmap_title: attempt.roadmapTitle,
        questions: JSON.stringify(attempt.questions),
        started_at: attempt.startedAt,
        deadline_at: attempt.deadlineAt,
      })
      .onConflict((oc) => oc.columns(['user_id', 'roadmap_slug']).where('submitted_at', 'is', null).doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? toAttempt(row) : null;
  }

  async find(userId: number, attemptId: string, lock = false): Promise<Attempt | null> {
    if (!isUuid(attemptId)) return null;
    const row = await this.db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('id', '=', attemptId)
      .where('user_id', '=', userId)
      .$if(lock, (qb) => qb.forUpdate())
      .executeTakeFirst();
    return row ? toAttempt(row) : null;
  }

  async saveAnswers(attemptId: string, answers: Record<string, SavedAnswer>): Promise<void> {
    await this.db
      .updateTable('exam_attempts')
      .set({ answers: JSON.stringify(answers) })
      .where('id', '=', attemptId)
      .execute();
  }

  async recordGrade(
    attemptId: string,
    grade: Grade,
    submittedAt: Date,
    answers: Record<string, SavedAnswer>,
  ): Promise<void> {
    await this.db
      .updateTable('exam_attempts')
      .set({
        answers: JSON.stringify(answers),
        submitted_at: submittedAt,
        score_percent: grade.scorePercent,
        correct_count: grade.correctCount,
        passed: grade.passed,
      })
      .where('id', '=', attemptId)
      .where('submitted_at', 'is', null)
      .execute();
  }

  async forget(userId: number): Promise<void> {
    await this.db.deleteFrom('exam_attempts').where('user_id', '=', userId).execute();
  }
}
