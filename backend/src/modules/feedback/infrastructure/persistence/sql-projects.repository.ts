import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { expressionBuilder, type Selectable, sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import {
  CLAIM_HOURS,
  effectiveState,
  type Criterion,
  type Project,
  type ProjectFields,
  type ProjectState,
  type RubricScore,
} from '../../domain/feedback.js';
import { ProjectsRepository, type QueuePage } from '../../domain/projects.repository.js';
import type { FeedbackDb } from './feedback-db.js';

/** An advisory lock namespace: one learner's projects are counted and inserted one at a time. */
const SUBMIT_LOCK = 0x6662_6b01;

type Row = Selectable<FeedbackDb['feedback_projects']> & {
  now: string;
  r_rubric: Selectable<FeedbackDb['feedback_reviews']>['rubric'] | null;
  r_summary: string | null;
  r_reviewer_id: number | null;
  r_created_at: string | null;
  r_helpful_at: string | null;
};

/** Conditions on a project row aliased `p`, usable in any statement that names it so. */
const p = expressionBuilder<{ p: FeedbackDb['feedback_projects'] }, 'p'>();
/** A claim still running (the same rule as the domain's claimExpiresAt). */
const LIVE_CLAIM = p('p.claimed_at', '>', sql<string>`now() - ${`${CLAIM_HOURS} hours`}::interval`);
/** Open as it reads now: open, or claimed and the claim lapsed. */
const OPEN_NOW = p.or([p('p.state', '=', 'open'), p.and([p('p.state', '=', 'in_review'), p.not(LIVE_CLAIM)])]);

const date = (d: string | null) => (d ? new Date(d) : null);
function toProject(r: Row): Project {
  const state = effectiveState(r.state as ProjectState, date(r.claimed_at), new Date(r.now));
  const lapsed = state === 'open' && r.state === 'in_review';
  return {
    id: r.id,
    authorId: r.author_id,
    title: r.title,
    repositoryUrl: r.repository_url,
    liveUrl: r.live_url,
    description: r.description,
    roadmap: r.roadmap_slug ? { slug: r.roadmap_slug, title: r.roadmap_title ?? r.roadmap_slug } : null,
    focusAreas: r.focus_areas as Criterion[],
    focusNote: r.focus_note,
    state: state as ProjectState,
    reviewerId: lapsed ? null : r.reviewer_id,
    createdAt: new Date(r.created_at),
    claimedAt: lapsed ? null : date(r.claimed_at),
    reviewedAt: date(r.reviewed_at),
    withdrawnAt: date(r.withdrawn_at),
    review: r.r_rubric
      ? {
          rubric: r.r_rubric as unknown as RubricScore[],
          summary: r.r_summary!,
          reviewerId: r.r_reviewer_id,
          createdAt: new Date(r.r_created_at!),
          helpfulAt: date(r.r_helpful_at),
        }
      : null,
  };
}

@Injectable()
export class SqlProjectsRepository extends ProjectsRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<FeedbackDb>(this.em);
  }

  /** Projects with their review (if any) and the database's clock. */
  private withReview() {
    return this.db
      .selectFrom('feedback_projects as p')
      .leftJoin('feedback_reviews as r', 'r.project_id', 'p.id')
      .selectAll('p')
      .select([
        sql<string>`now()`.as('now'),
        'r.rubric as r_rubric',
        'r.summary as r_summary',
        'r.reviewer_id as r_reviewer_id',
        'r.created_at as r_created_at',
        'r.helpful_at as r_helpful_at',
      ]);
  }

  async byId(id: number): Promise<Project | null> {
    const row = await this.withReview().where('p.id', '=', id).executeTakeFirst();
    return row ? toProject(row) : null;
  }

  async ofAuthor(authorId: number): Promise<Project[]> {
    const rows = await this.withReview()
      .where('p.author_id', '=', authorId)
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(100)
      .execute();
    return rows.map(toProject);
  }

  async ofReviewer(reviewerId: number, limit: number): Promise<Project[]> {
    const rows = await this.withReview()
      .where('p.reviewer_id', '=', reviewerId)
      .where((eb) => eb.or([eb('p.state', '=', 'reviewed'), eb.and([eb('p.state', '=', 'in_review'), LIVE_CLAIM])]))
      .orderBy((eb) => eb('p.state', '=', 'in_review'), 'desc')
      .orderBy((eb) => eb.fn.coalesce('p.reviewed_at', 'p.claimed_at'), 'desc')
      .limit(limit)
      .execute();
    return rows.map(toProject);
  }

  async lockSubmissionsOf(authorId: number): Promise<void> {
    await sql`select pg_advisory_xact_lock(${SUBMIT_LOCK}, ${authorId})`.execute(this.db);
  }

  async waitingCount(authorId: number): Promise<number> {
    const { n } = await this.db
      .selectFrom('feedback_projects')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('author_id', '=', authorId)
      .where('state', 'in', ['open', 'in_review'])
      .executeTakeFirstOrThrow();
    return n;
  }

  async insert(authorId: number, f: ProjectFields, roadmap: { slug: string; title: string } | null): Promise<Project> {
    const { id } = await this.db
      .insertInto('feedback_projects')
      .values({
        author_id: authorId,
        title: f.title,
        repository_url: f.repositoryUrl,
        live_url: f.liveUrl,
        description: f.description,
        roadmap_slug: roadmap?.slug ?? null,
        roadmap_title: roadmap?.title ?? null,
        focus_areas: f.focusAreas,
        focus_note: f.focusNote,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await this.byId(id))!;
  }

  async queue(reviewerId: number, page: number, pageSize: number): Promise<QueuePage> {
    const rows = await this.withReview()
      .where(OPEN_NOW)
      .where('p.author_id', '<>', reviewerId)
      .orderBy('p.created_at')
      .orderBy('p.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    // Medians over every open project (the reviewer's own included: the wait is the platform's).
    const medians = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('feedback_projects as p')
          .select(
            sql<
              number | null
            >`percentile_cont(0.5) within group (order by extract(epoch from now() - p.created_at))`.as('v'),
          )
          .where(OPEN_NOW)
          .as('open'),
        eb
          .selectFrom('feedback_projects as p')
          .select(
            sql<
              number | null
            >`percentile_cont(0.5) within group (order by extract(epoch from p.reviewed_at - p.created_at))`.as('v'),
          )
          .where('p.state', '=', 'reviewed')
          .where('p.reviewed_at', '>', sql<string>`now() - interval '30 days'`)
          .as('reviewed'),
        eb
          .selectFrom('feedback_projects as p')
          .select(sql<number>`count(*)::int`.as('n'))
          .where(OPEN_NOW)
          .where('p.author_id', '<>', reviewerId)
          .as('total'),
      ])
      .executeTakeFirstOrThrow();
    const round = (v: number | null) => (v === null ? null : Math.round(Number(v)));
    return {
      items: rows.map(toProject),
      total: medians.total ?? 0,
      medianOpenWaitSeconds: round(medians.open),
      medianReviewedWaitSeconds: round(medians.reviewed),
    };
  }

  async claim(id: number, reviewerId: number): Promise<boolean> {
    const rows = await this.db
      .updateTable('feedback_projects as p')
      .set({ state: 'in_review', reviewer_id: reviewerId, claimed_at: sql`now()` })
      .where('p.id', '=', id)
      .where('p.author_id', '<>', reviewerId)
      .where(OPEN_NOW)
      .returning('p.id')
      .execute();
    return rows.length > 0;
  }

  async withdraw(id: number, authorId: number): Promise<boolean> {
    const rows = await this.db
      .updateTable('feedback_projects as p')
      .set({ state: 'withdrawn', withdrawn_at: sql`now()`, reviewer_id: null, claimed_at: null })
      .where('p.id', '=', id)
      .where('p.author_id', '=', authorId)
      .where(OPEN_NOW)
      .returning('p.id')
      .execute();
    return rows.length > 0;
  }

  async recordReview(id: number, reviewerId: number, rubric: RubricScore[], summary: string): Promise<Date | null> {
    const row = await this.db
      .updateTable('feedback_projects as p')
      .set({ state: 'reviewed', reviewed_at: sql`now()` })
      .where('p.id', '=', id)
      .where('p.reviewer_id', '=', reviewerId)
      .where('p.state', '=', 'in_review')
      .where(LIVE_CLAIM)
      .returning('p.reviewed_at')
      .executeTakeFirst();
    if (!row?.reviewed_at) return null;
    await this.db
      .insertInto('feedback_reviews')
      .values({
        project_id: id,
        reviewer_id: reviewerId,
        rubric: JSON.stringify(rubric),
        summary,
        created_at: row.reviewed_at,
      })
      .execute();
    return new Date(row.reviewed_at);
  }

  async markHelpful(id: number, authorId: number): Promise<boolean> {
    const rows = await this.db
      .updateTable('feedback_reviews as r')
      .from('feedback_projects as p')
      .set({ helpful_at: sql`now()` })
      .whereRef('r.project_id', '=', 'p.id')
      .where('p.id', '=', id)
      .where('p.author_id', '=', authorId)
      .where('r.helpful_at', 'is', null)
      .returning('r.project_id')
      .execute();
    return rows.length > 0;
  }

  async forgetLearner(userId: number): Promise<void> {
    await this.db.deleteFrom('feedback_projects').where('author_id', '=', userId).execute();
    await this.db
      .updateTable('feedback_projects')
      .set({ state: 'open', reviewer_id: null, claimed_at: null })
      .where('reviewer_id', '=', userId)
      .where('state', '=', 'in_review')
      .execute();
    await this.db
      .updateTable('feedback_projects')
      .set({ reviewer_id: null })
      .where('reviewer_id', '=', userId)
      .execute();
    await this.db
      .updateTable('feedback_reviews')
      .set({ reviewer_id: null })
      .where('reviewer_id', '=', userId)
      .execute();
  }
}
