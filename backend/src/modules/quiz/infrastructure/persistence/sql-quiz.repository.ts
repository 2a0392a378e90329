import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
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

interface Row {
  id: string;
  user_id: number;
  answers: Answers;
  scores: TrackScore[];
  top_track: TrackKey;
  taken_at: Date;
}
const toResult = (r: Row): StoredResult => ({
  id: r.id,
  userId: r.user_id,
  answers: r.answers,
  scores: r.scores,
  topTrack: r.top_track,
  takenAt: new Date(r.taken_at),
});

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

  async questions(): Promise<QuizQuestion[]> {
    const value = await this.published.get('published', ['quiz_questions:*'], async () => ({
      questions: await this.em.execute<QuizQuestion[]>(
        `select key, prompt, options from quiz_questions where published order by position, key`,
      ),
    }));
    return value!.questions;
  }

  async staffQuestions(): Promise<StaffQuizQuestion[]> {
    const rows = await this.em.execute<
      {
        key: string;
        prompt: string;
        options: QuizQuestion['options'];
        position: number;
        published: boolean;
        edited_by_staff: boolean;
        updated_at: Date;
      }[]
    >(
      `select key, prompt, options, position, published, edited_by_staff, updated_at from quiz_questions order by position, key`,
    );
    return rows.map((r) => ({
      key: r.key,
      prompt: r.prompt,
      options: r.options,
      position: r.position,
      published: r.published,
      editedByStaff: r.edited_by_staff,
      updatedAt: new Date(r.updated_at),
    }));
  }

  async insertQuestion(key: string, f: QuizQuestionFields): Promise<boolean> {
    const rows = await this.em.execute<{ key: string }[]>(
      `insert into quiz_questions (key, position, prompt, options, published, edited_by_staff) values (?, ?, ?, ?::jsonb, ?, true) on conflict (key) do nothing returning key`,
      [key, f.position, f.prompt, JSON.stringify(f.options), f.published],
    );
    this.published.delete('published'); // at once here; other instances when the table's notification arrives
    return rows.length > 0;
  }

  async updateQuestion(
    key: string,
    change: (current: StaffQuizQuestion) => QuizQuestionFields,
  ): Promise<StaffQuizQuestion | null> {
    const updated = await this.em.transactional(async (em) => {
      const [row] = await em.execute<
        {
          key: string;
          prompt: string;
          options: QuizQuestion['options'];
          position: number;
          published: boolean;
          edited_by_staff: boolean;
          updated_at: Date;
        }[]
      >(
        `select key, prompt, options, position, published, edited_by_staff, updated_at from quiz_questions where key = ? for update`,
        [key],
      );
      if (!row) return false;
      const f = change({
        key: row.key,
        prompt: row.prompt,
        options: row.options,
        position: row.position,
        published: row.published,
        editedByStaff: row.edited_by_staff,
        updatedAt: new Date(row.updated_at),
      });
      await em.execute(
        `update quiz_questions set prompt = ?, options = ?::jsonb, position = ?, published = ?, edited_by_staff = true, updated_at = now() where key = ?`,
        [f.prompt, JSON.stringify(f.options), f.position, f.published, key],
      );
      return true;
    });
    this.published.delete('published');
    return updated ? ((await this.staffQuestions()).find((q) => q.key === key) ?? null) : null;
  }

  async save(result: Omit<StoredResult, 'id'> & { answersHash: string }): Promise<StoredResult> {
    const [row] = await this.em.execute<Row[]>(
      `with inserted as (
         insert into quiz_results (user_id, answers, answers_hash, scores, top_track, taken_at, taken_minute)
         values (?, ?::jsonb, ?, ?::jsonb, ?, ?, date_trunc('minute', ?::timestamptz))
         on conflict (user_id, answers_hash, taken_minute) do nothing
         returning *)
       select * from inserted
       union all
       select * from quiz_results where user_id = ? and answers_hash = ? and taken_minute = date_trunc('minute', ?::timestamptz) and not exists (select 1 from inserted)`,
      [
        result.userId,
        JSON.stringify(result.answers),
        result.answersHash,
        JSON.stringify(result.scores),
        result.topTrack,
        result.takenAt,
        result.takenAt,
        result.userId,
        result.answersHash,
        result.takenAt,
      ],
    );
    if (row) return toResult(row);
    // A parallel insert committed after this statement's snapshot: read it now.
    const [stored] = await this.em.execute<Row[]>(
      `select * from quiz_results where user_id = ? and answers_hash = ? and taken_minute = date_trunc('minute', ?::timestamptz)`,
      [result.userId, result.answersHash, result.takenAt],
    );
    return toResult(stored);
  }

  async find(userId: number, id: string): Promise<StoredResult | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.em.execute<Row[]>(`select * from quiz_results where id = ? and user_id = ?`, [id, userId]);
    return row ? toResult(row) : null;
  }

  async history(userId: number, page: number, pageSize: number): Promise<{ items: StoredResult[]; total: number }> {
    const rows = await this.em.execute<(Row & { total: number })[]>(
      `select *, count(*) over ()::int as total from quiz_results where user_id = ? order by taken_at desc, created_at desc limit ? offset ?`,
      [userId, pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map(toResult), total: rows[0]?.total ?? 0 };
  }

  async forget(userId: number): Promise<void> {
    await this.em.execute(`delete from quiz_results where user_id = ?`, [userId]);
  }
}
