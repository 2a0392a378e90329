import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { ModuleStatus } from '../../domain/roadmap.js';
import {
  LearningProgressRepository,
  type EnrolledRoadmap,
  type Enrolment,
  type StatusChange,
} from '../../domain/roadmap.repository.js';
import type { RoadmapsDb } from './roadmaps-db.js';
import { summaryColumns, toSummary } from './sql-roadmap-catalog.repository.js';

const ENROLMENT_COLUMNS = ['roadmap_id', 'enrolled_at', 'last_visited_at', 'last_module_key'] as const;

interface EnrolmentRow {
  roadmap_id: number;
  enrolled_at: string;
  last_visited_at: string;
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

  /** Typed SQL in the caller's context (its transaction when there is one). */
  private get db() {
    return typedSql<RoadmapsDb>(this.em);
  }

  async statuses(userId: number, moduleKeys: readonly string[]): Promise<Map<string, ModuleStatus>> {
    if (!moduleKeys.length) return new Map();
    const rows = await this.db
      .selectFrom('module_progress')
      .select(['module_key', 'status'])
      .where('user_id', '=', userId)
      .where((eb) => eb('module_key', '=', eb.fn.any(eb.val([...moduleKeys]))))
      .execute();
    return new Map(rows.map((r) => [r.module_key, r.status as ModuleStatus]));
  }

  async enrolment(userId: number, roadmapId: number): Promise<Enrolment | null> {
    const row = await this.db
      .selectFrom('roadmap_enrolments')
      .select(ENROLMENT_COLUMNS)
      .where('user_id', '=', userId)
      .where('roadmap_id', '=', roadmapId)
      .executeTakeFirst();
    return row ? toEnrolment(row) : null;
  }

  async enrol(userId: number, roadmapId: number, now: Date): Promise<Enrolment> {
    const row = await this.db
      .insertInto('roadmap_enrolments')
      .values({ user_id: userId, roadmap_id: roadmapId, enrolled_at: now, last_visited_at: now })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'roadmap_id'])
          .doUpdateSet((eb) => ({ last_visited_at: eb.ref('excluded.last_visited_at') })),
      )
      .returning(ENROLMENT_COLUMNS)
      .executeTakeFirstOrThrow();
    return toEnrolment(row);
  }

  async setStatus(
    userId: number,
    roadmapId: number,
    moduleKey: string,
    status: ModuleStatus,
    now: Date,
  ): Promise<StatusChange> {
    await this.db
      .insertInto('roadmap_enrolments')
      .values({
        user_id: userId,
        roadmap_id: roadmapId,
        enrolled_at: now,
        last_visited_at: now,
        last_module_key: moduleKey,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'roadmap_id']).doUpdateSet((eb) => ({
          last_visited_at: eb.ref('excluded.last_visited_at'),
          last_module_key: eb.ref('excluded.last_module_key'),
        })),
      )
      .execute();
    // The row exists before it is locked, so two changes at once serialise on it.
    await this.db
      .insertInto('module_progress')
      .values({ user_id: userId, module_key: moduleKey, status: 'pending', updated_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const before = await this.db
      .selectFrom('module_progress')
      .select(['status', 'first_completed_at'])
      .where('user_id', '=', userId)
      .where('module_key', '=', moduleKey)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const previous = before.status as ModuleStatus;
    const firstCompletion = status === 'done' && before.first_completed_at === null;
    if (previous !== status) {
      await this.db
        .updateTable('module_progress')
        .set((eb) => ({
          status,
          updated_at: now,
          first_completed_at: eb.fn.coalesce('first_completed_at', eb.val(status === 'done' ? now : null)),
        }))
        .where('user_id', '=', userId)
        .where('module_key', '=', moduleKey)
        .execute();
    }
    return { previous, current: status, firstCompletion };
  }

  async reset(userId: number, roadmapId: number): Promise<number> {
    const rows = await this.db
      .updateTable('module_progress as p')
      .set({ status: 'pending', updated_at: sql`now()` })
      .where('p.user_id', '=', userId)
      .where('p.status', '<>', 'pending')
      .where('p.module_key', 'in', (eb) =>
        eb.selectFrom('roadmap_nodes').select('module_key').where('roadmap_id', '=', roadmapId),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('roadmap_nodes as other')
              .innerJoin('roadmap_enrolments as e', (join) =>
                join.onRef('e.roadmap_id', '=', 'other.roadmap_id').onRef('e.user_id', '=', 'p.user_id'),
              )
              .select(eb.lit(1).as('one'))
              .whereRef('other.module_key', '=', 'p.module_key')
              .where('other.roadmap_id', '<>', roadmapId),
          ),
        ),
      )
      .returning('p.module_key')
      .execute();
    await this.db
      .updateTable('roadmap_enrolments')
      .set({ last_module_key: null })
      .where('user_id', '=', userId)
      .where('roadmap_id', '=', roadmapId)
      .execute();
    return rows.length;
  }

  async enrolled(userId: number): Promise<EnrolledRoadmap[]> {
    const rows = await this.db
      .selectFrom('roadmap_enrolments as e')
      .innerJoin('roadmaps as r', (join) => join.onRef('r.id', '=', 'e.roadmap_id').on('r.published', '=', true))
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('roadmap_nodes as n')
            .leftJoin('module_progress as p', (join) =>
              join.onRef('p.user_id', '=', 'e.user_id').onRef('p.module_key', '=', 'n.module_key'),
            )
            .leftJoin('module_passes as mp', (join) =>
              join.onRef('mp.user_id', '=', 'e.user_id').onRef('mp.module_key', '=', 'n.module_key'),
            )
            .select(
              sql<number>`count(*) filter (where p.status in ('done', 'skipped') or mp.user_id is not null)::int`.as(
                'finished',
              ),
            )
            .whereRef('n.roadmap_id', '=', 'r.id')
            .as('agg'),
        (join) => join.onTrue(),
      )
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('roadmap_nodes as n')
            .innerJoin('roadmap_sections as s', (join) =>
              join.onRef('s.roadmap_id', '=', 'n.roadmap_id').onRef('s.key', '=', 'n.section_key'),
            )
            .innerJoin('roadmap_modules as m', 'm.key', 'n.module_key')
            .leftJoin('module_progress as p', (join) =>
              join.onRef('p.user_id', '=', 'e.user_id').onRef('p.module_key', '=', 'n.module_key'),
            )
            .leftJoin('module_passes as mp', (join) =>
              join.onRef('mp.user_id', '=', 'e.user_id').onRef('mp.module_key', '=', 'n.module_key'),
            )
            .select(['m.key', 'm.title'])
            .whereRef('n.roadmap_id', '=', 'r.id')
            .where((eb) => eb(eb.fn.coalesce('p.status', eb.val('pending')), 'not in', ['done', 'skipped']))
            .where('mp.user_id', 'is', null)
            .orderBy('s.position')
            .orderBy('n.position')
            .limit(1)
            .as('nxt'),
        (join) => join.onTrue(),
      )
      .leftJoin('roadmap_modules as lm', 'lm.key', 'e.last_module_key')
      .leftJoin('module_progress as lp', (join) =>
        join.onRef('lp.user_id', '=', 'e.user_id').onRef('lp.module_key', '=', 'e.last_module_key'),
      )
      .select((eb) => summaryColumns(eb))
      .select([
        'e.roadmap_id',
        'e.enrolled_at',
        'e.last_visited_at',
        'e.last_module_key',
        'agg.finished',
        'nxt.key as next_key',
        'nxt.title as next_title',
        'lm.title as last_title',
        'lp.status as last_status',
      ])
      .where('e.user_id', '=', userId)
      .orderBy('e.last_visited_at', 'desc')
      .limit(100)
      .execute();
    return rows.map((row) => ({
      roadmap: toSummary(row),
      enrolment: toEnrolment(row),
      finished: row.finished,
      nextModule: row.next_key ? { key: row.next_key, title: row.next_title! } : null,
      lastModule:
        row.last_module_key && row.last_title
          ? {
              key: row.last_module_key,
              title: row.last_title,
              status: (row.last_status as ModuleStatus | null) ?? 'pending',
            }
          : null,
    }));
  }

  async allStatuses(userId: number) {
    const rows = await this.db
      .selectFrom('module_progress')
      .select(['module_key', 'status', 'updated_at', 'first_completed_at'])
      .where('user_id', '=', userId)
      .orderBy('module_key')
      .execute();
    return rows.map((r) => ({
      moduleKey: r.module_key,
      status: r.status as ModuleStatus,
      updatedAt: new Date(r.updated_at),
      firstCompletedAt: r.first_completed_at ? new Date(r.first_completed_at) : null,
    }));
  }

  async forget(userId: number): Promise<void> {
    await this.db.deleteFrom('module_progress').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('roadmap_enrolments').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('check_attempts').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('module_check_passes').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('module_passes').where('user_id', '=', userId).execute();
  }
}
