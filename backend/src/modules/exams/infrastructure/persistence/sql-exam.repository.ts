import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DrawnQuestion, Grade, SavedAnswer } from '../../domain/exam.js';
import { ExamRepository, type Attempt, type AttemptSummary } from '../../domain/exam.repository.js';
import { isUuid } from '../../../../platform/database/sql-values.js';

interface AttemptRow {
  id: string;
  user_id: number;
  roadmap_slug: string;
  roadmap_title: string;
  questions: DrawnQuestion[];
  answers: Record<string, SavedAnswer>;
  started_at: Date;
  deadline_at: Date;
  submitted_at: Date | null;
  score_percent: number | null;
  correct_count: number | null;
  passed: boolean | null;
}

const toAttempt = (row: AttemptRow): Attempt => ({
  id: row.id,
  userId: row.user_id,
  roadmapSlug: row.roadmap_slug,
  roadmapTitle: row.roadmap_title,
  questions: row.questions,
  answers: row.answers,
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

  async bank(roadmapSlug: string): Promise<DrawnQuestion[]> {
    return this.em.execute<DrawnQuestion[]>(
      `select key, kind, prompt, code, language, options, correct, explanation from exam_questions where roadmap_slug = ? and published order by key`,
      [roadmapSlug],
    );
  }

  async bankSize(roadmapSlug: string): Promise<number> {
    const [{ n }] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from exam_questions where roadmap_slug = ? and published`,
      [roadmapSlug],
    );
    return n;
  }

  async history(userId: number, roadmapSlug: string, limit: number): Promise<AttemptSummary[]> {
    const rows = await this.em.execute<
      Pick<AttemptRow, 'id' | 'started_at' | 'submitted_at' | 'score_percent' | 'passed'>[]
    >(
      `select id, started_at, submitted_at, score_percent, passed from exam_attempts where user_id = ? and roadmap_slug = ? order by started_at desc limit ?`,
      [userId, roadmapSlug, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      startedAt: new Date(r.started_at),
      submittedAt: r.submitted_at ? new Date(r.submitted_at) : null,
      scorePercent: r.score_percent,
      passed: r.passed,
    }));
  }

  async openAttempt(userId: number, roadmapSlug: string): Promise<Attempt | null> {
    const [row] = await this.em.execute<AttemptRow[]>(
      `select * from exam_attempts where user_id = ? and roadmap_slug = ? and submitted_at is null`,
      [userId, roadmapSlug],
    );
    return row ? toAttempt(row) : null;
  }

  async passedBefore(userId: number, roadmapSlug: string): Promise<boolean> {
    const [row] = await this.em.execute<{ passed: boolean }[]>(
      `select exists (select 1 from exam_attempts where user_id = ? and roadmap_slug = ? and passed) as passed`,
      [userId, roadmapSlug],
    );
    return row?.passed === true;
  }

  async lastFailureAt(userId: number, roadmapSlug: string): Promise<Date | null> {
    const [row] = await this.em.execute<{ at: Date | null }[]>(
      `select max(submitted_at) as at from exam_attempts where user_id = ? and roadmap_slug = ? and passed = false`,
      [userId, roadmapSlug],
    );
    return row?.at ? new Date(row.at) : null;
  }

  async create(
    attempt: Omit<Attempt, 'id' | 'answers' | 'submittedAt' | 'scorePercent' | 'correctCount' | 'passed'>,
  ): Promise<Attempt | null> {
    const rows = await this.em.execute<AttemptRow[]>(
      `insert into exam_attempts (user_id, roadmap_slug, roadmap_title, questions, started_at, deadline_at) values (?, ?, ?, ?::jsonb, ?, ?)
       on conflict (user_id, roadmap_slug) where submitted_at is null do nothing returning *`,
      [
        attempt.userId,
        attempt.roadmapSlug,
        attempt.roadmapTitle,
        JSON.stringify(attempt.questions),
        attempt.startedAt,
        attempt.deadlineAt,
      ],
    );
    return rows[0] ? toAttempt(rows[0]) : null;
  }

  async find(userId: number, attemptId: string, lock = false): Promise<Attempt | null> {
    if (!isUuid(attemptId)) return null;
    const [row] = await this.em.execute<AttemptRow[]>(
      `select * from exam_attempts where id = ? and user_id = ?${lock ? ' for update' : ''}`,
      [attemptId, userId],
    );
    return row ? toAttempt(row) : null;
  }

  async saveAnswers(attemptId: string, answers: Record<string, SavedAnswer>): Promise<void> {
    await this.em.execute(`update exam_attempts set answers = ?::jsonb where id = ?`, [
      JSON.stringify(answers),
      attemptId,
    ]);
  }

  async recordGrade(
    attemptId: string,
    grade: Grade,
    submittedAt: Date,
    answers: Record<string, SavedAnswer>,
  ): Promise<void> {
    await this.em.execute(
      `update exam_attempts set answers = ?::jsonb, submitted_at = ?, score_percent = ?, correct_count = ?, passed = ? where id = ? and submitted_at is null`,
      [JSON.stringify(answers), submittedAt, grade.scorePercent, grade.correctCount, grade.passed, attemptId],
    );
  }

  async forget(userId: number): Promise<void> {
    await this.em.execute(`delete from exam_attempts where user_id = ?`, [userId]);
  }
}
