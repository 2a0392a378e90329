import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { pgTextArray } from '../../../../platform/database/sql-values.js';
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

interface Row {
  id: number;
  author_id: number;
  title: string;
  repository_url: string;
  live_url: string | null;
  description: string;
  roadmap_slug: string | null;
  roadmap_title: string | null;
  focus_areas: Criterion[];
  focus_note: string | null;
  state: ProjectState;
  reviewer_id: number | null;
  claimed_at: Date | null;
  reviewed_at: Date | null;
  withdrawn_at: Date | null;
  created_at: Date;
  now: Date;
  r_rubric: RubricScore[] | null;
  r_summary: string | null;
  r_reviewer_id: number | null;
  r_created_at: Date | null;
  r_helpful_at: Date | null;
}

/** A claim still running (the same rule as the domain's claimExpiresAt). */
const LIVE_CLAIM = `p.claimed_at > now() - interval '${CLAIM_HOURS} hours'`;
/** Open as it reads now: open, or claimed and the claim lapsed. */
const OPEN_NOW = `(p.state = 'open' or (p.state = 'in_review' and not ${LIVE_CLAIM}))`;
const SELECT = `select p.*, now() as now, r.rubric as r_rubric, r.summary as r_summary, r.reviewer_id as r_reviewer_id,
  r.created_at as r_created_at, r.helpful_at as r_helpful_at
  from feedback_projects p left join feedback_reviews r on r.project_id = p.id`;

const date = (d: Date | null) => (d ? new Date(d) : null);
function toProject(r: Row): Project {
  const state = effectiveState(r.state, date(r.claimed_at), new Date(r.now));
  const lapsed = state === 'open' && r.state === 'in_review';
  return {
    id: r.id,
    authorId: r.author_id,
    title: r.title,
    repositoryUrl: r.repository_url,
    liveUrl: r.live_url,
    description: r.description,
    roadmap: r.roadmap_slug ? { slug: r.roadmap_slug, title: r.roadmap_title ?? r.roadmap_slug } : null,
    focusAreas: r.focus_areas,
    focusNote: r.focus_note,
    state,
    reviewerId: lapsed ? null : r.reviewer_id,
    createdAt: new Date(r.created_at),
    claimedAt: lapsed ? null : date(r.claimed_at),
    reviewedAt: date(r.reviewed_at),
    withdrawnAt: date(r.withdrawn_at),
    review: r.r_rubric
      ? {
          rubric: r.r_rubric,
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

  async byId(id: number): Promise<Project | null> {
    const [row] = await this.em.execute<Row[]>(`${SELECT} where p.id = ?`, [id]);
    return row ? toProject(row) : null;
  }

  async ofAuthor(authorId: number): Promise<Project[]> {
    return (
      await this.em.execute<Row[]>(`${SELECT} where p.author_id = ? order by p.created_at desc, p.id desc limit 100`, [
        authorId,
      ])
    ).map(toProject);
  }

  async ofReviewer(reviewerId: number, limit: number): Promise<Project[]> {
    const rows = await this.em.execute<Row[]>(
      `${SELECT} where p.reviewer_id = ? and (p.state = 'reviewed' or (p.state = 'in_review' and ${LIVE_CLAIM}))
       order by (p.state = 'in_review') desc, coalesce(p.reviewed_at, p.claimed_at) desc limit ?`,
      [reviewerId, limit],
    );
    return rows.map(toProject);
  }

  async waitingCount(authorId: number): Promise<number> {
    const [{ n }] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from feedback_projects where author_id = ? and state in ('open', 'in_review')`,
      [authorId],
    );
    return n;
  }

  async insert(authorId: number, f: ProjectFields, roadmap: { slug: string; title: string } | null): Promise<Project> {
    const [{ id }] = await this.em.execute<{ id: number }[]>(
      `insert into feedback_projects (author_id, title, repository_url, live_url, description, roadmap_slug, roadmap_title, focus_areas, focus_note)
       values (?, ?, ?, ?, ?, ?, ?, ?::text[], ?) returning id`,
      [
        authorId,
        f.title,
        f.repositoryUrl,
        f.liveUrl,
        f.description,
        roadmap?.slug ?? null,
        roadmap?.title ?? null,
        pgTextArray(f.focusAreas),
        f.focusNote,
      ],
    );
    return (await this.byId(id))!;
  }

  async queue(reviewerId: number, page: number, pageSize: number): Promise<QueuePage> {
    const rows = await this.em.execute<(Row & { total: number })[]>(
      `${SELECT.replace('select p.*', 'select p.*, count(*) over ()::int as total')} where ${OPEN_NOW} and p.author_id <> ?
       order by p.created_at, p.id limit ? offset ?`,
      [reviewerId, pageSize, (page - 1) * pageSize],
    );
    // Medians over every open project (the reviewer's own included: the wait is the platform's).
    const [medians] = await this.em.execute<{ open: number | null; reviewed: number | null; total: number }[]>(
      `select
         (select percentile_cont(0.5) within group (order by extract(epoch from now() - p.created_at)) from feedback_projects p where ${OPEN_NOW}) as open,
         (select percentile_cont(0.5) within group (order by extract(epoch from p.reviewed_at - p.created_at)) from feedback_projects p
            where p.state = 'reviewed' and p.reviewed_at > now() - interval '30 days') as reviewed,
         (select count(*)::int from feedback_projects p where ${OPEN_NOW} and p.author_id <> ?) as total`,
      [reviewerId],
    );
    const round = (v: number | null) => (v === null ? null : Math.round(Number(v)));
    return {
      items: rows.map(toProject),
      total: medians.total,
      medianOpenWaitSeconds: round(medians.open),
      medianReviewedWaitSeconds: round(medians.reviewed),
    };
  }

  async claim(id: number, reviewerId: number): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>(
      `update feedback_projects p set state = 'in_review', reviewer_id = ?, claimed_at = now()
       where p.id = ? and p.author_id <> ? and ${OPEN_NOW} returning p.id`,
      [reviewerId, id, reviewerId],
    );
    return rows.length > 0;
  }

  async withdraw(id: number, authorId: number): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>(
      `update feedback_projects p set state = 'withdrawn', withdrawn_at = now(), reviewer_id = null, claimed_at = null
       where p.id = ? and p.author_id = ? and ${OPEN_NOW} returning p.id`,
      [id, authorId],
    );
    return rows.length > 0;
  }

  async recordReview(id: number, reviewerId: number, rubric: RubricScore[], summary: string): Promise<Date | null> {
    const [row] = await this.em.execute<{ reviewed_at: Date }[]>(
      `update feedback_projects p set state = 'reviewed', reviewed_at = now()
       where p.id = ? and p.reviewer_id = ? and p.state = 'in_review' and ${LIVE_CLAIM} returning p.reviewed_at`,
      [id, reviewerId],
    );
    if (!row) return null;
    await this.em.execute(
      `insert into feedback_reviews (project_id, reviewer_id, rubric, summary, created_at) values (?, ?, ?::jsonb, ?, ?)`,
      [id, reviewerId, JSON.stringify(rubric), summary, row.reviewed_at],
    );
    return new Date(row.reviewed_at);
  }

  async markHelpful(id: number, authorId: number): Promise<boolean> {
    const rows = await this.em.execute<{ project_id: number }[]>(
      `update feedback_reviews r set helpful_at = now() from feedback_projects p
       where r.project_id = p.id and p.id = ? and p.author_id = ? and r.helpful_at is null returning r.project_id`,
      [id, authorId],
    );
    return rows.length > 0;
  }
}
