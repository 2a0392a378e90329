import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { containsPattern, isUuid, pgTextArray } from '../../../../platform/database/sql-values.js';
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

interface SubmissionRow {
  id: string;
  user_id: number;
  problem_slug: string;
  language: Language;
  code: string;
  mode: SubmissionMode;
  status: Submission['status'];
  verdict: Verdict | null;
  result: ShownResult | null;
  created_at: Date;
  judged_at: Date | null;
}

const toSubmission = (r: SubmissionRow): Submission => ({
  id: r.id,
  userId: r.user_id,
  problemSlug: r.problem_slug,
  language: r.language,
  code: r.code,
  mode: r.mode,
  status: r.status,
  verdict: r.verdict,
  result: r.result,
  createdAt: new Date(r.created_at),
  judgedAt: r.judged_at ? new Date(r.judged_at) : null,
});

const SUBMISSION_COLUMNS =
  'id, user_id, problem_slug, language, code, mode, status, verdict, result, created_at, judged_at';

@Injectable()
export class SqlPracticeRepository extends PracticeRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(query: ProblemQuery, viewerId: number | null): Promise<{ items: ProblemSummary[]; total: number }> {
    const where = ['p.published'];
    const params: unknown[] = [viewerId ?? 0, viewerId ?? 0];
    if (query.q) {
      where.push('(p.title ilike ? or p.slug ilike ?)');
      params.push(containsPattern(query.q), containsPattern(query.q));
    }
    if (query.difficulty) {
      where.push('p.difficulty = ?');
      params.push(query.difficulty);
    }
    if (query.tag) {
      where.push('? = any(p.tags)');
      params.push(query.tag);
    }
    if (query.status === 'solved') where.push('s.user_id is not null');
    if (query.status === 'attempted') where.push('s.user_id is null and a.tried');
    if (query.status === 'todo') where.push('s.user_id is null and not coalesce(a.tried, false)');
    params.push(query.pageSize, (query.page - 1) * query.pageSize);
    const rows = await this.em.execute<
      (Omit<ProblemSummary, 'status'> & { solved: boolean; tried: boolean | null; total: number })[]
    >(
      `select p.slug, p.title, p.difficulty, p.tags, p.submissions, p.accepted,
              s.user_id is not null as solved, coalesce(a.tried, false) as tried, count(*) over ()::int as total
       from practice_problems p
       left join practice_solved s on s.problem_slug = p.slug and s.user_id = ?
       left join lateral (select true as tried from practice_submissions x where x.user_id = ? and x.problem_slug = p.slug and x.mode = 'submit' limit 1) a on true
       where ${where.join(' and ')}
       order by p.position, p.slug limit ? offset ?`,
      params,
    );
    return {
      items: rows.map(({ solved, tried, total: _total, ...p }) => ({
        ...p,
        status: solved ? 'solved' : tried ? 'attempted' : null,
      })),
      total:
        rows[0]?.total ?? (query.page > 1 ? (await this.list({ ...query, page: 1, pageSize: 1 }, viewerId)).total : 0),
    };
  }

  async tags(): Promise<string[]> {
    const rows = await this.em.execute<{ tag: string }[]>(
      `select distinct unnest(tags) as tag from practice_problems where published order by tag`,
    );
    return rows.map((r) => r.tag);
  }

  async problem(slug: string): Promise<ProblemView | null> {
    const [row] = await this.em.execute<Record<string, never>[]>(
      `select slug, title, difficulty, tags, statement_md, constraints, signature, starter, samples, jsonb_array_length(hidden) as hidden_count,
              comparator, hints, editorial_md, memory_limit_mb, time_limits, submissions, accepted
       from practice_problems where slug = ? and published`,
      [slug],
    );
    if (!row) return null;
    const r = row as Record<string, unknown>;
    return {
      slug: r.slug as string,
      title: r.title as string,
      difficulty: r.difficulty as Difficulty,
      tags: r.tags as string[],
      statementMd: r.statement_md as string,
      constraints: r.constraints as string[],
      signature: r.signature as ProblemView['signature'],
      starter: r.starter as ProblemView['starter'],
      samples: r.samples as ProblemView['samples'],
      hiddenCount: Number(r.hidden_count),
      comparator: r.comparator as ProblemView['comparator'],
      hints: r.hints as string[],
      editorialMd: r.editorial_md as string,
      memoryLimitMb: r.memory_limit_mb as number,
      timeLimits: r.time_limits as ProblemView['timeLimits'],
      submissions: r.submissions as number,
      accepted: r.accepted as number,
    };
  }

  async staffList(): Promise<StaffProblemLine[]> {
    const rows = await this.em.execute<
      {
        slug: string;
        title: string;
        difficulty: Difficulty;
        published: boolean;
        edited_by_staff: boolean;
        updated_at: Date;
      }[]
    >(
      `select slug, title, difficulty, published, edited_by_staff, updated_at from practice_problems order by position`,
    );
    return rows.map((r) => ({
      slug: r.slug,
      title: r.title,
      difficulty: r.difficulty,
      published: r.published,
      editedByStaff: r.edited_by_staff,
      updatedAt: new Date(r.updated_at),
    }));
  }

  async staffProblem(slug: string): Promise<StaffProblem | null> {
    const [r] = await this.em.execute<Record<string, unknown>[]>(`select * from practice_problems where slug = ?`, [
      slug,
    ]);
    if (!r) return null;
    return {
      slug: r.slug as string,
      title: r.title as string,
      difficulty: r.difficulty as Difficulty,
      tags: r.tags as string[],
      statementMd: r.statement_md as string,
      constraints: r.constraints as string[],
      signature: r.signature as StaffProblem['signature'],
      starter: r.starter as StaffProblem['starter'],
      reference: r.reference as StaffProblem['reference'],
      samples: r.samples as StaffProblem['samples'],
      hidden: r.hidden as StaffProblem['hidden'],
      comparator: r.comparator as StaffProblem['comparator'],
      hints: r.hints as string[],
      editorialMd: r.editorial_md as string,
      memoryLimitMb: r.memory_limit_mb as number,
      published: r.published as boolean,
      editedByStaff: r.edited_by_staff as boolean,
      timeLimits: r.time_limits as StaffProblem['timeLimits'],
      updatedAt: new Date(r.updated_at as string),
    };
  }

  async saveProblem(
    p: ProblemContent,
    options: { published: boolean; timeLimits: Partial<Record<Language, number>> },
  ): Promise<void> {
    await this.em.execute(
      `insert into practice_problems (slug, position, title, difficulty, tags, statement_md, constraints, signature, starter, reference,
         samples, hidden, comparator, hints, editorial_md, memory_limit_mb, time_limits, published, edited_by_staff)
       values (?, (select coalesce(max(position), -1) + 1 from practice_problems), ?, ?, ?::text[], ?, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb,
         ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?, ?::jsonb, ?, true)
       on conflict (slug) do update set title = excluded.title, difficulty = excluded.difficulty, tags = excluded.tags,
         statement_md = excluded.statement_md, constraints = excluded.constraints, signature = excluded.signature, starter = excluded.starter,
         reference = excluded.reference, samples = excluded.samples, hidden = excluded.hidden, comparator = excluded.comparator,
         hints = excluded.hints, editorial_md = excluded.editorial_md, memory_limit_mb = excluded.memory_limit_mb,
         time_limits = excluded.time_limits, published = excluded.published, edited_by_staff = true, updated_at = now()`,
      [
        p.slug,
        p.title,
        p.difficulty,
        pgTextArray(p.tags),
        p.statementMd,
        JSON.stringify(p.constraints),
        JSON.stringify(p.signature),
        JSON.stringify(p.starter),
        JSON.stringify(p.reference),
        JSON.stringify(p.samples),
        JSON.stringify(p.hidden),
        JSON.stringify(p.comparator),
        JSON.stringify(p.hints),
        p.editorialMd,
        p.memoryLimitMb,
        JSON.stringify(options.timeLimits),
        options.published,
      ],
    );
  }

  async forJudging(slug: string): Promise<ProblemForJudging | null> {
    const [r] = await this.em.execute<Record<string, unknown>[]>(
      `select slug, title, difficulty, signature, samples, hidden, comparator, memory_limit_mb, time_limits, reference from practice_problems where slug = ?`,
      [slug],
    );
    if (!r) return null;
    return {
      slug: r.slug as string,
      title: r.title as string,
      difficulty: r.difficulty as Difficulty,
      signature: r.signature as ProblemForJudging['signature'],
      samples: r.samples as ProblemForJudging['samples'],
      hidden: r.hidden as ProblemForJudging['hidden'],
      comparator: r.comparator as ProblemForJudging['comparator'],
      memoryLimitMb: r.memory_limit_mb as number,
      timeLimits: r.time_limits as ProblemForJudging['timeLimits'],
      reference: r.reference as ProblemForJudging['reference'],
    };
  }

  async setTimeLimit(slug: string, language: Language, ms: number): Promise<void> {
    await this.em.execute(
      `update practice_problems set time_limits = time_limits || jsonb_build_object(?::text, ?::int) where slug = ?`,
      [language, ms, slug],
    );
  }

  async uncalibrated(): Promise<{ slug: string; languages: Language[] }[]> {
    const rows = await this.em.execute<{ slug: string; languages: Language[] }[]>(
      `select slug, array(select l from unnest(array['javascript', 'typescript', 'python']) as l where not jsonb_exists(time_limits, l)) as languages
       from practice_problems where published order by position`,
    );
    return rows.filter((r) => r.languages.length > 0);
  }

  async solved(userId: number, slug: string): Promise<boolean> {
    const rows = await this.em.execute(`select 1 from practice_solved where user_id = ? and problem_slug = ?`, [
      userId,
      slug,
    ]);
    return rows.length > 0;
  }

  async solvedBy(
    userId: number,
  ): Promise<Array<{ slug: string; title: string; difficulty: Difficulty; solvedAt: Date }>> {
    const rows = await this.em.execute<Array<{ slug: string; title: string; difficulty: Difficulty; solved_at: Date }>>(
      `select p.slug, p.title, s.difficulty, s.solved_at from practice_solved s join practice_problems p on p.slug = s.problem_slug where s.user_id = ? order by s.solved_at, p.slug`,
      [userId],
    );
    return rows.map((r) => ({
      slug: r.slug,
      title: r.title,
      difficulty: r.difficulty,
      solvedAt: new Date(r.solved_at),
    }));
  }

  async solvedCounts(userId: number): Promise<Record<Difficulty, number>> {
    const rows = await this.em.execute<{ difficulty: Difficulty; n: number }[]>(
      `select difficulty, count(*)::int as n from practice_solved where user_id = ? group by difficulty`,
      [userId],
    );
    const counts = Object.fromEntries(DIFFICULTIES.map((d) => [d, 0])) as Record<Difficulty, number>;
    for (const r of rows) counts[r.difficulty] = r.n;
    return counts;
  }

  async recentSubmissionCount(userId: number, sinceMs: number): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from practice_submissions where user_id = ? and created_at > now() - make_interval(secs => ?)`,
      [userId, sinceMs / 1000],
    );
    return row.n;
  }

  async insertSubmission(s: {
    userId: number;
    problemSlug: string;
    language: Language;
    code: string;
    mode: SubmissionMode;
  }): Promise<Submission> {
    const [row] = await this.em.execute<SubmissionRow[]>(
      `insert into practice_submissions (user_id, problem_slug, language, code, mode) values (?, ?, ?, ?, ?) returning ${SUBMISSION_COLUMNS}`,
      [s.userId, s.problemSlug, s.language, s.code, s.mode],
    );
    return toSubmission(row);
  }

  async waitingAheadOfSameLearner(id: string): Promise<number> {
    if (!isUuid(id)) return 0;
    const [row] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from practice_submissions mine join practice_submissions earlier
         on earlier.user_id = mine.user_id and earlier.status <> 'done' and (earlier.created_at, earlier.id) < (mine.created_at, mine.id)
       where mine.id = ?`,
      [id],
    );
    return row?.n ?? 0;
  }

  async submission(id: string): Promise<Submission | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.em.execute<SubmissionRow[]>(
      `select ${SUBMISSION_COLUMNS} from practice_submissions where id = ?`,
      [id],
    );
    return row ? toSubmission(row) : null;
  }

  async positionOf(submission: Submission): Promise<number> {
    if (submission.status !== 'queued') return 0;
    // Waiting submissions only (a partial index): bounded by the queue's length, not the table's.
    // Ahead of it: those being judged, then the queue's order — the fair-share priority
    // (fairPriority of how many of the same learner's waiting runs come first), then age.
    const [row] = await this.em.execute<{ n: number }[]>(
      `with waiting as (
         select id, created_at, status,
                least(0, ? - 1 - (row_number() over (partition by user_id order by created_at, id) - 1)) as priority
         from practice_submissions where status <> 'done'
       )
       select count(*)::int as n from waiting w join waiting me on me.id = ?
       where w.id <> me.id and (w.status = 'judging' or w.priority > me.priority or (w.priority = me.priority and (w.created_at, w.id) < (me.created_at, me.id)))`,
      [FAIR_SHARE, submission.id],
    );
    return (row?.n ?? 0) + 1;
  }

  async history(
    userId: number,
    slug: string,
    page: number,
    pageSize: number,
  ): Promise<{ items: Submission[]; total: number }> {
    const rows = await this.em.execute<(SubmissionRow & { total: number })[]>(
      `select ${SUBMISSION_COLUMNS}, count(*) over ()::int as total from practice_submissions
       where user_id = ? and problem_slug = ? order by created_at desc limit ? offset ?`,
      [userId, slug, pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map(toSubmission), total: rows[0]?.total ?? 0 };
  }

  async claim(id: string): Promise<Submission | null> {
    const [row] = await this.em.execute<SubmissionRow[]>(
      `update practice_submissions set status = 'judging' where id = ? and status <> 'done' returning ${SUBMISSION_COLUMNS}`,
      [id],
    );
    return row ? toSubmission(row) : null;
  }

  async recordVerdict(
    submission: Submission,
    verdict: Verdict,
    result: ShownResult,
    difficulty: Difficulty,
  ): Promise<{ recorded: boolean; firstSolve: boolean }> {
    const updated = await this.em.execute(
      `update practice_submissions set status = 'done', verdict = ?, result = ?::jsonb, judged_at = now() where id = ? and status <> 'done' returning id`,
      [verdict, JSON.stringify(result), submission.id],
    );
    if (updated.length === 0 || submission.mode !== 'submit')
      return { recorded: updated.length > 0, firstSolve: false };
    const accepted = verdict === 'Accepted';
    await this.em.execute(
      `update practice_problems set submissions = submissions + 1, accepted = accepted + ? where slug = ?`,
      [accepted ? 1 : 0, submission.problemSlug],
    );
    if (!accepted) return { recorded: true, firstSolve: false };
    const solved = await this.em.execute(
      `insert into practice_solved (user_id, problem_slug, difficulty, submission_id) values (?, ?, ?, ?) on conflict do nothing returning user_id`,
      [submission.userId, submission.problemSlug, difficulty, submission.id],
    );
    return { recorded: true, firstSolve: solved.length > 0 };
  }

  async forget(userId: number): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.execute(`delete from practice_solved where user_id = ?`, [userId]);
      await em.execute(`delete from practice_submissions where user_id = ?`, [userId]);
    });
  }
}
