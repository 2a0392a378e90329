import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ModuleStatus, RoadmapLevel } from '../../domain/roadmap.js';
import {
  LearningProgressRepository,
  type EnrolledRoadmap,
  type Enrolment,
  type StatusChange,
} from '../../domain/roadmap.repository.js';
import { SUMMARY_COLUMNS, toSummary } from './sql-roadmap-catalog.repository.js';

interface EnrolmentRow {
  roadmap_id: number;
  enrolled_at: Date;
  last_visited_at: Date;
  last_module_key: string | null;
}
const toEnrolment = (row: EnrolmentRow): Enrolment => ({
  roadmapId: row.roadmap_id,
  enrolledAt: new Date(row.enrolled_at),
  lastVisitedAt: new Date(row.last_visited_at),
  lastModuleKey: row.last_module_key,
});

@Injectable()
export class SqlLearningProgressRepository extends LearningProgressRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async statuses(userId: number, moduleKeys: readonly string[]): Promise<Map<string, ModuleStatus>> {
    if (!moduleKeys.length) return new Map();
    const rows = await this.em.execute<{ module_key: string; status: ModuleStatus }[]>(
      `select module_key, status from module_progress where user_id = ? and module_key = any(?::text[])`,
      [userId, `{${moduleKeys.join(',')}}`],
    );
    return new Map(rows.map((r) => [r.module_key, r.status]));
  }

  async enrolment(userId: number, roadmapId: number): Promise<Enrolment | null> {
    const [row] = await this.em.execute<EnrolmentRow[]>(
      `select roadmap_id, enrolled_at, last_visited_at, last_module_key from roadmap_enrolments where user_id = ? and roadmap_id = ?`,
      [userId, roadmapId],
    );
    return row ? toEnrolment(row) : null;
  }

  async enrol(userId: number, roadmapId: number, now: Date): Promise<Enrolment> {
    const [row] = await this.em.execute<EnrolmentRow[]>(
      `insert into roadmap_enrolments (user_id, roadmap_id, enrolled_at, last_visited_at) values (?, ?, ?, ?)
       on conflict (user_id, roadmap_id) do update set last_visited_at = excluded.last_visited_at
       returning roadmap_id, enrolled_at, last_visited_at, last_module_key`,
      [userId, roadmapId, now, now],
    );
    return toEnrolment(row);
  }

  async setStatus(
    userId: number,
    roadmapId: number,
    moduleKey: string,
    status: ModuleStatus,
    now: Date,
  ): Promise<StatusChange> {
    await this.em.execute(
      `insert into roadmap_enrolments (user_id, roadmap_id, enrolled_at, last_visited_at, last_module_key) values (?, ?, ?, ?, ?)
       on conflict (user_id, roadmap_id) do update set last_visited_at = excluded.last_visited_at, last_module_key = excluded.last_module_key`,
      [userId, roadmapId, now, now, moduleKey],
    );
    // The row exists before it is locked, so two changes at once serialise on it.
    await this.em.execute(
      `insert into module_progress (user_id, module_key, status, updated_at) values (?, ?, 'pending', ?) on conflict do nothing`,
      [userId, moduleKey, now],
    );
    const [before] = await this.em.execute<{ status: ModuleStatus; first_completed_at: Date | null }[]>(
      `select status, first_completed_at from module_progress where user_id = ? and module_key = ? for update`,
      [userId, moduleKey],
    );
    const firstCompletion = status === 'done' && before.first_completed_at === null;
    if (before.status !== status) {
      await this.em.execute(
        `update module_progress set status = ?, updated_at = ?, first_completed_at = coalesce(first_completed_at, ?)
         where user_id = ? and module_key = ?`,
        [status, now, status === 'done' ? now : null, userId, moduleKey],
      );
    }
    return { previous: before.status, current: status, firstCompletion };
  }

  async reset(userId: number, roadmapId: number): Promise<number> {
    const rows = await this.em.execute<{ module_key: string }[]>(
      `update module_progress p set status = 'pending', updated_at = now()
       where p.user_id = ? and p.status <> 'pending'
         and p.module_key in (select module_key from roadmap_nodes where roadmap_id = ?)
         and not exists (
           select 1 from roadmap_nodes other join roadmap_enrolments e on e.roadmap_id = other.roadmap_id and e.user_id = p.user_id
           where other.module_key = p.module_key and other.roadmap_id <> ?)
       returning p.module_key`,
      [userId, roadmapId, roadmapId],
    );
    await this.em.execute(`update roadmap_enrolments set last_module_key = null where user_id = ? and roadmap_id = ?`, [
      userId,
      roadmapId,
    ]);
    return rows.length;
  }

  async enrolled(userId: number): Promise<EnrolledRoadmap[]> {
    const rows = await this.em.execute<
      (EnrolmentRow & {
        id: number;
        slug: string;
        title: string;
        summary: string;
        level: RoadmapLevel;
        estimated_hours: number;
        tags: string[];
        module_count: number;
        finished: number;
        next_key: string | null;
        next_title: string | null;
        last_title: string | null;
        last_status: ModuleStatus | null;
      })[]
    >(
      `select ${SUMMARY_COLUMNS}, e.roadmap_id, e.enrolled_at, e.last_visited_at, e.last_module_key,
         agg.finished, nxt.key as next_key, nxt.title as next_title, lm.title as last_title, lp.status as last_status
       from roadmap_enrolments e
       join roadmaps r on r.id = e.roadmap_id and r.published
       cross join lateral (
         select count(*) filter (where p.status in ('done', 'skipped'))::int as finished
         from roadmap_nodes n left join module_progress p on p.user_id = e.user_id and p.module_key = n.module_key
         where n.roadmap_id = r.id) agg
       left join lateral (
         select m.key, m.title from roadmap_nodes n
         join roadmap_sections s on s.roadmap_id = n.roadmap_id and s.key = n.section_key
         join roadmap_modules m on m.key = n.module_key
         left join module_progress p on p.user_id = e.user_id and p.module_key = n.module_key
         where n.roadmap_id = r.id and coalesce(p.status, 'pending') not in ('done', 'skipped')
         order by s.position, n.position limit 1) nxt on true
       left join roadmap_modules lm on lm.key = e.last_module_key
       left join module_progress lp on lp.user_id = e.user_id and lp.module_key = e.last_module_key
       where e.user_id = ? order by e.last_visited_at desc limit 100`,
      [userId],
    );
    return rows.map((row) => ({
      roadmap: toSummary(row),
      enrolment: toEnrolment(row),
      finished: row.finished,
      nextModule: row.next_key ? { key: row.next_key, title: row.next_title! } : null,
      lastModule:
        row.last_module_key && row.last_title
          ? { key: row.last_module_key, title: row.last_title, status: row.last_status ?? 'pending' }
          : null,
    }));
  }

  async allStatuses(userId: number) {
    const rows = await this.em.execute<
      { module_key: string; status: ModuleStatus; updated_at: Date; first_completed_at: Date | null }[]
    >(
      `select module_key, status, updated_at, first_completed_at from module_progress where user_id = ? order by module_key`,
      [userId],
    );
    return rows.map((r) => ({
      moduleKey: r.module_key,
      status: r.status,
      updatedAt: new Date(r.updated_at),
      firstCompletedAt: r.first_completed_at ? new Date(r.first_completed_at) : null,
    }));
  }

  async forget(userId: number): Promise<void> {
    await this.em.execute(`delete from module_progress where user_id = ?`, [userId]);
    await this.em.execute(`delete from roadmap_enrolments where user_id = ?`, [userId]);
  }
}
