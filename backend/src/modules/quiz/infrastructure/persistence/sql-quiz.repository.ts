import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Selectable, sql } from 'kysely';
import type { Answers, QuizQuestion, TrackScore } from '../../domain/quiz.js';
import {
  QuizRepository,
  type QuizQuestionFields,
  type StaffQuizQuestion,
  type StoredResult,
} from '../../domain/quiz.repository.js';
import type { TrackKey } from '../../domain/tracks.js';
import { RowCache } from '../../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../../platform/cache/row-change-feed.js';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { isUuid } from '../../../../platform/database/sql-values.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { QuizDb } from './quiz-db.js';

type Row = Selectable<QuizDb['quiz_results']>;
const toResult = (r: Row): StoredResult => ({
  id: r.id,
  userId: r.user_id,
  answers: r.answers as Answers,
  scores: r.scores as unknown as TrackScore[],
  topTrack: r.top_track as TrackKey,
  takenAt: new Date(r.taken_at),
});

const STAFF_COLUMNS = ['key', 'prompt', 'options', 'position', 'published', 'edited_by_staff', 'updated_at'] as const;
const toStaffQuestion = (
  r: Pick<Selectable<QuizDb['quiz_questions']>, (typeof STAFF_COLUMNS)[number]>,
): StaffQuizQuestion => ({
  key: r.key,
  prompt: r.prompt,
  options: r.options as unknown as QuizQuestion['options'],
  position: r.position,
  published: r.published,
  editedByStaff: r.edited_by_staff,
  updatedAt: new Date(r.updated_at),
});

/** The minute a result was taken in (one stored result per learner, answers and minute). */
const minuteOf = (at: Date) => sql<string>`date_trunc('minute', ${at}::timestamptz)`;

@Injectable()
export class SqlQuizRepository extends QuizRepository {
  /** The published questions: a public, read-mostly list kept in process until the table changes on any instance. */
  private readonly published: RowCache<{ questions: QuizQuestion[] }>;

  constructor(
    private readonly em: EntityManager,
    feed: RowChangeFeed,
    config: AppConfig,
  ) {
    super();
    this.published = new RowCache(feed, { tables: ['quiz_questions'], max: 1, ttlMs: config.cacheTtlMs });
  }

  private get db() {
    return typedSql<QuizDb>(this.em);
  }

  async questions(): Promise<QuizQuestion[]> {
    const value = await this.published.get('published', ['quiz_questions:*'], async () => ({
      questions: (
        await this.db
          .selectFrom('quiz_questions')
          .select(['key', 'prompt', 'options'])
          .where('published', '=', true)
          .orderBy('position')
          .orderBy('key')
          .execute()
      ).map((r) => ({ key: r.key, prompt: r.prompt, options: r.options as unknown as QuizQuestion['options'] })),
    }));
    return value!.questions;
  }

  async staffQuestions(): Promise<StaffQuizQuestion[]> {
    const rows = await this.db
      .selectFrom('quiz_questions')
      .select(STAFF_COLUMNS)
      .orderBy('position')
      .orderBy('key')
      .execute();
    return rows.map(toStaffQuestion);
  }

  async insertQuestion(key: string, f: QuizQuestionFields): Promise<boolean> {
    const rows = await this.db
      .insertInto('quiz_questions')
      .values({
        key,
        position: f.position,
        prompt: f.prompt,
        options: JSON.stringify(f.options),
        published: f.published,
        edited_by_staff: true,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .execute();
    this.published.delete('published'); // at once here; other instances when the table's notification arrives
    return rows.length > 0;
  }

  async updateQuestion(
    key: string,
    change: (current: StaffQuizQuestion) => QuizQuestionFields,
  ): Promise<StaffQuizQuestion | null> {
    const updated = await this.em.transactional(async (em) => {
      const db = typedSql<QuizDb>(em);
      const row = await db
        .selectFrom('quiz_questions')
        .select(STAFF_COLUMNS)
        .where('key', '=', key)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return false;
      const f = change(toStaffQuestion(row));
      await db
        .updateTable('quiz_questions')
        .set({
          prompt: f.prompt,
          options: JSON.stringify(f.options),
          position: f.position,
          published: f.published,
          edited_by_staff: true,
          updated_at: sql`now()`,
        })
        .where('key', '=', key)
        .execute();
      return true;
    });
    this.published.delete('published');
    return updated ? ((await this.staffQuestions()).find((q) => q.key === key) ?? null) : null;
  }

  async save(result: Omit<StoredResult, 'id'> & { answersHash: string }): Promise<StoredResult> {
    const stored = this.db
      .selectFrom('quiz_results')
      .selectAll()
      .where('user_id', '=', result.userId)
      .where('answers_hash', '=', result.answersHash)
      .where('taken_minute', '=', minuteOf(result.takenAt));
    // One statement: the new result, or the one stored for the same answers in the same minute.
    const row = await this.db
      .with('inserted', (db) =>
        db
          .insertInto('quiz_results')
          .values({
            user_id: result.userId,
            answers: JSON.stringify(result.answers),
            answers_hash: result.answersHash,
            scores: JSON.stringify(result.scores),
            top_track: result.topTrack,
            taken_at: result.takenAt,
            taken_minute: minuteOf(result.takenAt),
          })
          .onConflict((oc) => oc.columns(['user_id', 'answers_hash', 'taken_minute']).doNothing())
          .returningAll(),
      )
      .selectFrom('inserted')
      .selectAll()
      .unionAll((eb) =>
        stored.where(({ not, exists }) => not(exists(eb.selectFrom('inserted').select(sql`1`.as('one'))))),
      )
      .executeTakeFirst();
    if (row) return toResult(row);
    // A parallel insert committed after this statement's snapshot: read it now.
    return toResult(await stored.executeTakeFirstOrThrow());
  }

  async find(userId: number, id: string): Promise<StoredResult | null> {
    if (!isUuid(id)) return null;
    const row = await this.db
      .selectFrom('quiz_results')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? toResult(row) : null;
  }

  async history(userId: number, page: number, pageSize: number): Promise<{ items: StoredResult[]; total: number }> {
    const rows = await this.db
      .selectFrom('quiz_results')
      .selectAll()
      .select(sql<number>`(count(*) over ())::int`.as('total'))
      .where('user_id', '=', userId)
      .orderBy('taken_at', 'desc')
      .orderBy('created_at', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { items: rows.map(toResult), total: rows[0]?.total ?? 0 };
  }

  async forget(userId: number): Promise<void> {
    await this.db.deleteFrom('quiz_results').where('user_id', '=', userId).execute();
  }
}
