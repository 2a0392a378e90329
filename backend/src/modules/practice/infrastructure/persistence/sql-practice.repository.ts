import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Selectable, sql } from 'kysely';
import type { Json } from '../../../../platform/database/db.generated.js';
import { containsPattern, isUuid } from '../../../../platform/database/sql-values.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { Verdict } from '../../domain/judge.js';
import { FAIR_SHARE } from '../../domain/judge-queue.js';
import { DIFFICULTIES, type Difficulty, type Language, type ProblemContent } from '../../domain/problem.js';
import {
  PracticeRepository,
  type ProblemForJudging,
  type ProblemQuery,
  type ProblemSummary,
  type ProblemView,
  type StaffProblem,
  type StaffProblemLine,
} from '../../domain/practice.repository.js';
import type { ShownResult, Submission, SubmissionMode } from '../../domain/submission.js';
import { incomingProblemContent, type PracticeDb, problemContentRow } from './practice-db.js';

const SUBMISSION_COLUMNS = [
  'id',
  'user_id',
  'problem_slug',
  'language',
  'code',
  'mode',
  'status',
  'verdict',
  'result',
  'created_at',
  'judged_at',
] as const;

/** An advisory lock namespace: one learner's runs and submissions are counted and inserted one at a time. */
const SUBMIT_LOCK = 0x7072_6101;

type SubmissionRow = Pick<Selectable<PracticeDb['practice_submissions']>, (typeof SUBMISSION_COLUMNS)[number]>;

const toSubmission = (r: SubmissionRow): Submission => ({
  id: r.id,
  userId: r.user_id,
  problemSlug: r.problem_slug,
  language: r.language as Language,
  code: r.code,
  mode: r.mode as SubmissionMode,
  status: r.status as Submission['status'],
  verdict: r.verdict as Verdict | null,
  result: r.result as unknown as ShownResult | null,
  createdAt: new Date(r.created_at),
  judgedAt: r.judged_at ? new Date(r.judged_at) : null,
});

/** A jsonb column's value as the domain type it was written from. */
const as = <T>(value: unknown): T => value as T;

@Injectable()
export class SqlPracticeRepository extends PracticeRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<PracticeDb>(this.em);
  }

  async list(query: ProblemQuery, viewerId: number | null): Promise<{ items: ProblemSummary[]; total: number }> {
    const viewer = viewerId ?? 0;
    const rows = await this.db
      .selectFrom('practice_problems as p')
      .leftJoin('practice_solved as s', (join) =>
        join.onRef('s.problem_slug', '=', 'p.slug').on('s.user_id', '=', viewer),
      )
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('practice_submissions as x')
            .select(sql<boolean>`true`.as('tried'))
            .where('x.user_id', '=', viewer)
            .whereRef('x.problem_slug', '=', 'p.slug')
            .where('x.mode', '=', 'submit')
            .limit(1)
            .as('a'),
        (join) => join.onTrue(),
      )
      .select((eb) => [
        'p.slug',
        'p.title',
        'p.difficulty',
        'p.tags',
        'p.modules',
        'p.submissions',
        'p.accepted',
        eb('s.user_id', 'is not', null).as('solved'),
        eb.fn.coalesce('a.tried', sql<boolean>`false`).as('tried'),
        sql<number>`(count(*) over ())::int`.as('total'),
      ])
      .where((eb) => {
        const filters = [eb('p.published', '=', true)];
        if (query.q) {
          const pattern = containsPattern(query.q);
          filters.push(eb.or([eb('p.title', 'ilike', pattern), eb('p.slug', 'ilike', pattern)]));
        }
        if (query.difficulty) filters.push(eb('p.difficulty', '=', query.difficulty));
        if (query.tag) filters.push(eb(eb.val(query.tag), '=', eb.fn.any('p.tags')));
        // `@>` so the GIN index on modules answers it.
        if (query.module) filters.push(eb('p.modules', '@>', sql<string[]>`array[${query.module}]::text[]`));
        if (query.status === 'solved') filters.push(eb('s.user_id', 'is not', null));
        if (query.status === 'attempted') filters.push(eb('s.user_id', 'is', null), eb('a.tried', '=', true));
        if (query.status === 'todo')
          filters.push(eb('s.user_id', 'is', null), eb.not(eb.fn.coalesce('a.tried', sql<boolean>`false`)));
        return eb.and(filters);
      })
      .orderBy('p.position')
      .orderBy('p.slug')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return {
      items: rows.map(({ solved, tried, total: _total, ...p }) => ({
        ...p,
        difficulty: p.difficulty as Difficulty,
        status: solved ? 'solved' : tried ? 'attempted' : null,
      })),
      total:
        rows[0]?.total ?? (query.page > 1 ? (await this.list({ ...query, page: 1, pageSize: 1 }, viewerId)).total : 0),
    };
  }

  async tags(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('practice_problems')
      .select(sql<string>`unnest(tags)`.as('tag'))
      .distinct()
      .where('published', '=', true)
      .orderBy('tag')
      .execute();
    return rows.map((r) => r.tag);
  }

  async problem(slug: string): Promise<ProblemView | null> {
    const r = await this.db
      .selectFrom('practice_problems')
      .select((eb) => [
        'slug',
        'title',
        'difficulty',
        'tags',
        'modules',
        'statement_md',
        'constraints',
        'signature',
        'starter',
        'sql_schema',
        'samples',
        eb.fn<number>('jsonb_array_length', ['hidden']).as('hidden_count'),
        'comparator',
        'hints',
        'editorial_md',
        'memory_limit_mb',
        'time_limits',
        'submissions',
        'accepted',
      ])
      .where('slug', '=', slug)
      .where('published', '=', true)
      .executeTakeFirst();
    if (!r) return null;
    return {
      slug: r.slug,
      title: r.title,
      difficulty: r.difficulty as Difficulty,
      tags: r.tags,
      modules: r.modules,
      statementMd: r.statement_md,
      constraints: as<string[]>(r.constraints),
      signature: as<ProblemView['signature']>(r.signature),
      starter: as<ProblemView['starter']>(r.starter),
      ...(r.sql_schema !== null ? { sqlSchema: r.sql_schema } : {}),
      samples: as<ProblemView['samples']>(r.samples),
      hiddenCount: Number(r.hidden_count),
      comparator: as<ProblemView['comparator']>(r.comparator),
      hints: as<string[]>(r.hints),
      editorialMd: r.editorial_md,
      memoryLimitMb: r.memory_limit_mb,
      timeLimits: as<ProblemView['timeLimits']>(r.time_limits),
      submissions: r.submissions,
      accepted: r.accepted,
    };
  }

  async staffList(): Promise<StaffProblemLine[]> {
    const rows = await this.db
      .selectFrom('practice_problems')
      .select(['slug', 'title', 'difficulty', 'published', 'edited_by_staff', 'updated_at'])
      .orderBy('position')
      .execute();
    return rows.map((r) => ({
      slug: r.slug,
      title: r.title,
      difficulty: r.difficulty as Difficulty,
      published: r.published,
      editedByStaff: r.edited_by_staff,
      updatedAt: new Date(r.updated_at),
    }));
  }

  async staffProblem(slug: string): Promise<StaffProblem | null> {
    const r = await this.db.selectFrom('practice_problems').selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!r) return null;
    return {
      slug: r.slug,
      title: r.title,
      difficulty: r.difficulty as Difficulty,
      tags: r.tags,
      modules: r.modules,
      statementMd: r.statement_md,
      constraints: as<string[]>(r.constraints),
      signature: as<StaffProblem['signature']>(r.signature),
      starter: as<StaffProblem['starter']>(r.starter),
      reference: as<StaffProblem['reference']>(r.reference),
      ...(r.sql_schema !== null ? { sqlSchema: r.sql_schema } : {}),
      samples: as<StaffProblem['samples']>(r.samples),
      hidden: as<StaffProblem['hidden']>(r.hidden),
      comparator: as<StaffProblem['comparator']>(r.comparator),
      hints: as<string[]>(r.hints),
      editorialMd: r.editorial_md,
      memoryLimitMb: r.memory_limit_mb,
      published: r.published,
      editedByStaff: r.edited_by_staff,
      timeLimits: as<StaffProblem['timeLimits']>(r.time_limits),
      updatedAt: new Date(r.updated_at),
    };
  }

  async saveProblem(
    p: ProblemContent,
    options: { published: boolean; timeLimits: Partial<Record<Language, number>> },
  ): Promise<void> {
    await this.db
      .insertInto('practice_problems')
      .values((eb) => ({
        ...problemContentRow(p),
        // A new problem comes last.
        position: eb
          .selectFrom('practice_problems')
          .select((inner) =>
            inner(inner.fn.coalesce(inner.fn.max('position'), inner.lit(-1)), '+', inner.lit(1)).as('next'),
          ),
        time_limits: JSON.stringify(options.timeLimits),
        published: options.published,
        edited_by_staff: true,
      }))
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          ...incomingProblemContent(eb),
          time_limits: eb.ref('excluded.time_limits'),
          published: eb.ref('excluded.published'),
          edited_by_staff: true,
          updated_at: sql`now()`,
        })),
      )
      .execute();
  }

  async forJudging(slug: string): Promise<ProblemForJudging | null> {
    const r = await this.db
      .selectFrom('practice_problems')
      .select([
        'slug',
        'title',
        'difficulty',
        'signature',
        'samples',
        'hidden',
        'comparator',
        'memory_limit_mb',
        'time_limits',
        'reference',
        'sql_schema',
      ])
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!r) return null;
    return {
      slug: r.slug,
      title: r.title,
      difficulty: r.difficulty as Difficulty,
      signature: as<ProblemForJudging['signature']>(r.signature),
      samples: as<ProblemForJudging['samples']>(r.samples),
      hidden: as<ProblemForJudging['hidden']>(r.hidden),
      comparator: as<ProblemForJudging['comparator']>(r.comparator),
      memoryLimitMb: r.memory_limit_mb,
      timeLimits: as<ProblemForJudging['timeLimits']>(r.time_limits),
      reference: as<ProblemForJudging['reference']>(r.reference),
      ...(r.sql_schema !== null ? { sqlSchema: r.sql_schema } : {}),
    };
  }

  async setTimeLimit(slug: string, language: Language, ms: number): Promise<void> {
    await this.db
      .updateTable('practice_problems')
      .set((eb) => ({
        time_limits: eb('time_limits', '||', sql<Json>`jsonb_build_object(${language}::text, ${ms}::int)`),
      }))
      .where('slug', '=', slug)
      .execute();
  }

  async uncalibrated(): Promise<{ slug: string; languages: Language[] }[]> {
    const rows = await this.db
      .selectFrom('practice_problems')
      .select([
        'slug',
        sql<
          Language[]
        >`array(select l from jsonb_object_keys(reference) as l where not jsonb_exists(time_limits, l))`.as(
          'languages',
        ),
      ])
      .where('published', '=', true)
      .orderBy('position')
      .execute();
    return rows.filter((r) => r.languages.length > 0);
  }

  async solved(userId: number, slug: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('practice_solved')
      .select(sql`1`.as('one'))
      .where('user_id', '=', userId)
      .where('problem_slug', '=', slug)
      .executeTakeFirst();
    return row !== undefined;
  }

  async solvedBy(
    userId: number,
  ): Promise<Array<{ slug: string; title: string; difficulty: Difficulty; solvedAt: Date }>> {
    const rows = await this.db
      .selectFrom('practice_solved as s')
      .innerJoin('practice_problems as p', 'p.slug', 's.problem_slug')
      .select(['p.slug', 'p.title', 's.difficulty', 's.solved_at'])
      .where('s.user_id', '=', userId)
      .orderBy('s.solved_at')
      .orderBy('p.slug')
      .execute();
    return rows.map((r) => ({
      slug: r.slug,
      title: r.title,
      difficulty: r.difficulty as Difficulty,
      solvedAt: new Date(r.solved_at),
    }));
  }

  async solvedCounts(userId: number): Promise<Record<Difficulty, number>> {
    const rows = await this.db
      .selectFrom('practice_solved')
      .select(['difficulty', sql<number>`count(*)::int`.as('n')])
      .where('user_id', '=', userId)
      .groupBy('difficulty')
      .execute();
    const counts = Object.fromEntries(DIFFICULTIES.map((d) => [d, 0])) as Record<Difficulty, number>;
    for (const r of rows) counts[r.difficulty as Difficulty] = r.n;
    return counts;
  }

  async lockSubmitter(userId: number): Promise<void> {
    await this.db
      .selectNoFrom((eb) => eb.fn<void>('pg_advisory_xact_lock', [eb.val(SUBMIT_LOCK), eb.val(userId)]).as('locked'))
      .execute();
  }

  async recentSubmissionCount(userId: number, sinceMs: number): Promise<number> {
    const row = await this.db
      .selectFrom('practice_submissions')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', sql<string>`now() - make_interval(secs => ${sinceMs / 1000})`)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  async insertSubmission(s: {
    userId: number;
    problemSlug: string;
    language: Language;
    code: string;
    mode: SubmissionMode;
  }): Promise<Submission> {
    const row = await this.db
      .insertInto('practice_submissions')
      .values({ user_id: s.userId, problem_slug: s.problemSlug, language: s.language, code: s.code, mode: s.mode })
      .returning(SUBMISSION_COLUMNS)
      .executeTakeFirstOrThrow();
    return toSubmission(row);
  }

  async waitingAheadOfSameLearner(id: string): Promise<number> {
    if (!isUuid(id)) return 0;
    const row = await this.db
      .selectFrom('practice_submissions as mine')
      .innerJoin('practice_submissions as earlier', (join) =>
        join
          .onRef('earlier.user_id', '=', 'mine.user_id')
          .on('earlier.status', '<>', 'done')
          .on((eb) =>
            eb(eb.refTuple('earlier.created_at', 'earlier.id'), '<', eb.refTuple('mine.created_at', 'mine.id')),
          ),
      )
      .select(sql<number>`count(*)::int`.as('n'))
      .where('mine.id', '=', id)
      .executeTakeFirst();
    return row?.n ?? 0;
  }

  async submission(id: string): Promise<Submission | null> {
    if (!isUuid(id)) return null;
    const row = await this.db
      .selectFrom('practice_submissions')
      .select(SUBMISSION_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toSubmission(row) : null;
  }

  async positionOf(submission: Submission): Promise<number> {
    if (submission.status !== 'queued') return 0;
    // Waiting submissions only (a partial index): bounded by the queue's length, not the table's.
    // Ahead of it: those being judged, then the queue's order — the fair-share priority
    // (fairPriority of how many of the same learner's waiting runs come first), then age.
    const row = await this.db
      .with('waiting', (db) =>
        db
          .selectFrom('practice_submissions')
          .select([
            'id',
            'created_at',
            'status',
            sql<number>`least(0, ${FAIR_SHARE} - 1 - (row_number() over (partition by user_id order by created_at, id) - 1))`.as(
              'priority',
            ),
          ])
          .where('status', '<>', 'done'),
      )
      .selectFrom('waiting as w')
      .innerJoin('waiting as me', (join) => join.on('me.id', '=', submission.id))
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('w.id', '<>', 'me.id')
      .where((eb) =>
        eb.or([
          eb('w.status', '=', 'judging'),
          eb('w.priority', '>', eb.ref('me.priority')),
          eb.and([
            eb('w.priority', '=', eb.ref('me.priority')),
            eb(eb.refTuple('w.created_at', 'w.id'), '<', eb.refTuple('me.created_at', 'me.id')),
          ]),
        ]),
      )
      .executeTakeFirst();
    return (row?.n ?? 0) + 1;
  }

  async history(
    userId: number,
    slug: string,
    page: number,
    pageSize: number,
  ): Promise<{ items: Submission[]; total: number }> {
    const rows = await this.db
      .selectFrom('practice_submissions')
      .select(SUBMISSION_COLUMNS)
      .select(sql<number>`(count(*) over ())::int`.as('total'))
      .where('user_id', '=', userId)
      .where('problem_slug', '=', slug)
      .orderBy('created_at', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { items: rows.map(toSubmission), total: rows[0]?.total ?? 0 };
  }

  async claim(id: string): Promise<Submission | null> {
    const row = await this.db
      .updateTable('practice_submissions')
      .set({ status: 'judging' })
      .where('id', '=', id)
      .where('status', '<>', 'done')
      .returning(SUBMISSION_COLUMNS)
      .executeTakeFirst();
    return row ? toSubmission(row) : null;
  }

  async recordVerdict(
    submission: Submission,
    verdict: Verdict,
    result: ShownResult,
    difficulty: Difficulty,
  ): Promise<{ recorded: boolean; firstSolve: boolean; attempts: number }> {
    const updated = await this.db
      .updateTable('practice_submissions')
      .set({ status: 'done', verdict, result: JSON.stringify(result), judged_at: sql`now()` })
      .where('id', '=', submission.id)
      .where('status', '<>', 'done')
      .returning('id')
      .execute();
    if (updated.length === 0 || submission.mode !== 'submit')
      return { recorded: updated.length > 0, firstSolve: false, attempts: 0 };
    const accepted = verdict === 'Accepted';
    await this.db
      .updateTable('practice_problems')
      .set((eb) => ({
        submissions: eb('submissions', '+', eb.lit(1)),
        accepted: eb('accepted', '+', accepted ? 1 : 0),
      }))
      .where('slug', '=', submission.problemSlug)
      .execute();
    if (!accepted) return { recorded: true, firstSolve: false, attempts: 0 };
    const solved = await this.db
      .insertInto('practice_solved')
      .values({
        user_id: submission.userId,
        problem_slug: submission.problemSlug,
        difficulty,
        submission_id: submission.id,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('user_id')
      .execute();
    if (solved.length === 0) return { recorded: true, firstSolve: false, attempts: 0 };
    // The judged Submits up to this one (this one included): 1 when solved at the first try.
    const tries = await this.db
      .selectFrom('practice_submissions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', submission.userId)
      .where('problem_slug', '=', submission.problemSlug)
      .where('mode', '=', 'submit')
      .where('status', '=', 'done')
      .executeTakeFirstOrThrow();
    return { recorded: true, firstSolve: true, attempts: Math.max(1, Number(tries.n)) };
  }

  async solvedAmong(userId: number, slugs: readonly string[]): Promise<Map<string, Date>> {
    if (slugs.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('practice_solved')
      .select(['problem_slug', 'solved_at'])
      .where('user_id', '=', userId)
      .where('problem_slug', 'in', [...slugs])
      .execute();
    return new Map(rows.map((r) => [r.problem_slug, new Date(r.solved_at)]));
  }

  async forget(userId: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const db = typedSql<PracticeDb>(em);
      await db.deleteFrom('practice_solved').where('user_id', '=', userId).execute();
      await db.deleteFrom('practice_submissions').where('user_id', '=', userId).execute();
    });
  }
}
