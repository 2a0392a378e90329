import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { CheckAnswer, GradedAttempt, Question, QuestionResult } from '../../domain/lesson-checks.js';
import { LessonChecksRepository, type StoredAttempt } from '../../domain/lesson-checks.repository.js';
import type { RoadmapsDb } from './roadmaps-db.js';

interface AttemptRow {
  id: string;
  score: number;
  total: number;
  passed: boolean;
  results: unknown;
  created_at: string;
}
const toAttempt = (row: AttemptRow): StoredAttempt => ({
  id: String(row.id),
  score: row.score,
  total: row.total,
  passed: row.passed,
  results: row.results as QuestionResult[],
  createdAt: new Date(row.created_at),
});
/** The advisory lock class of a learner's module passes (the second key is the user id). */
const MODULE_PASS_LOCK = 2_811_280;
const ATTEMPT_COLUMNS = ['id', 'score', 'total', 'passed', 'results', 'created_at'] as const;

@Injectable()
export class SqlLessonChecksRepository extends LessonChecksRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** Typed SQL in the caller's context (its transaction when there is one). */
  private get db() {
    return typedSql<RoadmapsDb>(this.em);
  }

  async questions(moduleKey: string): Promise<Question[]> {
    const row = await this.db
      .selectFrom('module_checks')
      .select('questions')
      .where('module_key', '=', moduleKey)
      .executeTakeFirst();
    return (row?.questions as Question[] | undefined) ?? [];
  }

  async questionsOf(moduleKeys: readonly string[]): Promise<Map<string, { title: string; questions: Question[] }>> {
    if (moduleKeys.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('module_checks')
      .innerJoin('roadmap_modules', 'roadmap_modules.key', 'module_checks.module_key')
      .select(['module_checks.module_key', 'roadmap_modules.title', 'module_checks.questions'])
      .where('module_checks.module_key', 'in', [...new Set(moduleKeys)])
      .execute();
    return new Map(
      rows.map((r) => [r.module_key, { title: r.title, questions: r.questions as unknown as Question[] }]),
    );
  }

  private async passedAt(userId: number, moduleKey: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('module_check_passes')
      .select('passed_at')
      .where('user_id', '=', userId)
      .where('module_key', '=', moduleKey)
      .executeTakeFirst();
    return row ? new Date(row.passed_at) : null;
  }

  async recordAttempt(
    userId: number,
    moduleKey: string,
    answers: readonly CheckAnswer[],
    graded: GradedAttempt,
    now: Date,
  ): Promise<{ attempt: StoredAttempt; passedAt: Date | null; firstPass: boolean }> {
    const row = await this.db
      .insertInto('check_attempts')
      .values({
        user_id: userId,
        module_key: moduleKey,
        answers: JSON.stringify(answers),
        results: JSON.stringify(graded.results),
        score: graded.score,
        total: graded.total,
        passed: graded.passed,
        created_at: now.toISOString(),
      })
      .returning(ATTEMPT_COLUMNS)
      .executeTakeFirstOrThrow();
    // A parallel first pass waits for the other's commit on the unique key, then inserts nothing.
    const recorded = graded.passed
      ? await this.db
          .insertInto('module_check_passes')
          .values({ user_id: userId, module_key: moduleKey, passed_at: now.toISOString(), attempt_id: row.id })
          .onConflict((oc) => oc.columns(['user_id', 'module_key']).doNothing())
          .returning('attempt_id')
          .executeTakeFirst()
      : undefined;
    return {
      attempt: toAttempt(row),
      passedAt: await this.passedAt(userId, moduleKey),
      firstPass: recorded !== undefined,
    };
  }

  async latest(userId: number, moduleKey: string): Promise<{ attempt: StoredAttempt | null; passedAt: Date | null }> {
    const [row, passedAt] = await Promise.all([
      this.db
        .selectFrom('check_attempts')
        .select(ATTEMPT_COLUMNS)
        .where('user_id', '=', userId)
        .where('module_key', '=', moduleKey)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
      this.passedAt(userId, moduleKey),
    ]);
    return { attempt: row ? toAttempt(row) : null, passedAt };
  }

  async exercisesOf(moduleKeys: readonly string[]): Promise<Map<string, string[]>> {
    if (moduleKeys.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('module_checks')
      .select(['module_key', 'exercises'])
      .where('module_key', 'in', [...moduleKeys])
      .where(sql<boolean>`cardinality(exercises) > 0`)
      .execute();
    return new Map(rows.map((r) => [r.module_key, r.exercises]));
  }

  async modulesWithExercise(slug: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('module_checks')
      .select('module_key')
      .where('exercises', '@>', sql<string[]>`array[${slug}]::text[]`)
      .execute();
    return rows.map((r) => r.module_key);
  }

  async lockPassesOf(userId: number): Promise<void> {
    await sql`select pg_advisory_xact_lock(${MODULE_PASS_LOCK}, ${userId})`.execute(this.db);
  }

  async recordModulePass(userId: number, moduleKey: string, passedAt: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('module_passes')
      .values({ user_id: userId, module_key: moduleKey, passed_at: passedAt.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'module_key']).doNothing())
      .returning('module_key')
      .executeTakeFirst();
    return row !== undefined;
  }

  async modulePasses(userId: number, moduleKeys: readonly string[]): Promise<Map<string, Date>> {
    if (moduleKeys.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('module_passes')
      .select(['module_key', 'passed_at'])
      .where('user_id', '=', userId)
      .where('module_key', 'in', [...moduleKeys])
      .execute();
    return new Map(rows.map((r) => [r.module_key, new Date(r.passed_at)]));
  }

  async passes(userId: number, moduleKeys: readonly string[]): Promise<Map<string, Date>> {
    if (moduleKeys.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('module_check_passes')
      .select(['module_key', 'passed_at'])
      .where('user_id', '=', userId)
      .where('module_key', 'in', [...moduleKeys])
      .execute();
    return new Map(rows.map((r) => [r.module_key, new Date(r.passed_at)]));
  }
}
