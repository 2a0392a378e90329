import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type ExpressionBuilder, sql } from 'kysely';
import { containsPattern } from '../../../../platform/database/sql-values.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type {
  ModuleContent,
  Resource,
  RoadmapDetail,
  RoadmapLevel,
  RoadmapSection,
  RoadmapSummary,
} from '../../domain/roadmap.js';
import {
  RoadmapCatalogRepository,
  type CatalogPage,
  type CatalogQuery,
  type LessonSource,
} from '../../domain/roadmap.repository.js';
import type { RoadmapsDb } from './roadmaps-db.js';

/** A query over `roadmaps as r` (and possibly more tables). */
type WithRoadmap = RoadmapsDb & { r: RoadmapsDb['roadmaps'] };

/** The summary's columns of `roadmaps as r`, its module count included. */
export const summaryColumns = (eb: ExpressionBuilder<WithRoadmap, 'r'>) =>
  [
    'r.id',
    'r.slug',
    'r.title',
    'r.summary',
    'r.level',
    'r.estimated_hours',
    'r.tags',
    eb
      .selectFrom('roadmap_nodes as n')
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('n.roadmap_id', '=', 'r.id')
      .$asScalar()
      .$notNull()
      .as('module_count'),
  ] as const;

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  level: string;
  estimated_hours: number;
  tags: string[];
  module_count: number;
}

export const toSummary = (row: SummaryRow): RoadmapSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  level: row.level as RoadmapLevel,
  estimatedHours: row.estimated_hours,
  tags: row.tags,
  moduleCount: row.module_count,
});

@Injectable()
export class SqlRoadmapCatalogRepository extends RoadmapCatalogRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** Typed SQL in the caller's context (its transaction when there is one). */
  private get db() {
    return typedSql<RoadmapsDb>(this.em);
  }

  async list(query: CatalogQuery): Promise<CatalogPage> {
    const { q, level, tag } = query;
    const filtered = this.db
      .selectFrom('roadmaps as r')
      .where('r.published', '=', true)
      .$if(Boolean(q), (qb) =>
        qb.where((eb) =>
          eb.or([
            eb('r.title', 'ilike', containsPattern(q!)),
            eb('r.summary', 'ilike', containsPattern(q!)),
            eb(eb.val(q!.toLowerCase()), '=', eb.fn.any('r.tags')),
          ]),
        ),
      )
      .$if(Boolean(level), (qb) => qb.where('r.level', '=', level!))
      .$if(Boolean(tag), (qb) => qb.where('r.tags', '@>', sql<string[]>`array[${tag!}]::text[]`));
    const rows = await filtered
      .select((eb) => summaryColumns(eb))
      .select(sql<number>`count(*) over ()::int`.as('total'))
      .orderBy('r.position')
      .orderBy('r.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    let total = rows[0]?.total ?? 0;
    if (!rows.length && query.page > 1) {
      const { n } = await filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      total = n;
    }
    return { items: rows.map(toSummary), total };
  }

  async tags(): Promise<string[]> {
    const rows = await this.db
      .selectFrom(['roadmaps', sql<{ tag: string }>`unnest(tags)`.as('tag')])
      .select('tag.tag')
      .where('published', '=', true)
      .groupBy('tag.tag')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('tag.tag')
      .execute();
    return rows.map((r) => r.tag);
  }

  async detail(idOrSlug: number | string): Promise<RoadmapDetail | null> {
    const row = await this.db
      .selectFrom('roadmaps as r')
      .select((eb) => summaryColumns(eb))
      .select(['r.description_md', 'r.prerequisites', 'r.updated_at'])
      .where('r.published', '=', true)
      .$if(typeof idOrSlug === 'number', (qb) => qb.where('r.id', '=', idOrSlug as number))
      .$if(typeof idOrSlug === 'string', (qb) => qb.where('r.slug', '=', idOrSlug as string))
      .executeTakeFirst();
    if (!row) return null;
    const nodes = await this.db
      .selectFrom('roadmap_sections as s')
      .innerJoin('roadmap_nodes as n', (join) =>
        join.onRef('n.roadmap_id', '=', 's.roadmap_id').onRef('n.section_key', '=', 's.key'),
      )
      .innerJoin('roadmap_modules as m', 'm.key', 'n.module_key')
      .select([
        's.key as section_key',
        's.title as section_title',
        'm.key',
        'm.title',
        'm.summary',
        'm.estimated_minutes',
      ])
      .where('s.roadmap_id', '=', row.id)
      .orderBy('s.position')
      .orderBy('n.position')
      .execute();
    const sections: RoadmapSection[] = [];
    for (const node of nodes) {
      let section = sections.at(-1);
      if (section?.key !== node.section_key) {
        section = { key: node.section_key, title: node.section_title, modules: [] };
        sections.push(section);
      }
      section.modules.push({
        key: node.key,
        title: node.title,
        summary: node.summary,
        estimatedMinutes: node.estimated_minutes,
      });
    }
    return {
      ...toSummary(row),
      descriptionMd: row.description_md,
      prerequisites: row.prerequisites,
      sections,
      updatedAt: new Date(row.updated_at),
    };
  }

  async module(key: string): Promise<(ModuleContent & { roadmapIds: number[] }) | null> {
    const row = await this.db
      .selectFrom('roadmap_modules as m')
      .select((eb) => [
        'm.key',
        'm.title',
        'm.summary',
        'm.estimated_minutes',
        'm.content_md',
        'm.resources',
        'm.reviewed_on',
        sql<number[]>`array(${eb
          .selectFrom('roadmap_nodes as n')
          .innerJoin('roadmaps as r', 'r.id', 'n.roadmap_id')
          .select('n.roadmap_id')
          .whereRef('n.module_key', '=', 'm.key')
          .where('r.published', '=', true)})`.as('roadmap_ids'),
      ])
      .where('m.key', '=', key)
      .executeTakeFirst();
    if (!row?.roadmap_ids.length) return null;
    return {
      roadmapIds: row.roadmap_ids,
      key: row.key,
      title: row.title,
      summary: row.summary,
      estimatedMinutes: row.estimated_minutes,
      contentMd: row.content_md,
      resources: row.resources as unknown as ModuleContent['resources'],
      reviewedOn: row.reviewed_on,
    };
  }

  async lessonSources(): Promise<LessonSource[]> {
    const rows = await this.db
      .selectFrom('roadmap_modules as m')
      .select((eb) => [
        'm.key',
        'm.title',
        'm.content_md',
        'm.resources',
        eb
          .selectFrom('roadmap_nodes as n')
          .innerJoin('roadmaps as r', 'r.id', 'n.roadmap_id')
          .select('r.slug')
          .whereRef('n.module_key', '=', 'm.key')
          .orderBy('r.published', 'desc')
          .orderBy('r.position')
          .orderBy('r.id')
          .limit(1)
          .as('roadmap_slug'),
      ])
      .orderBy('m.key')
      .execute();
    return rows.map((row) => ({
      key: row.key,
      title: row.title,
      roadmapSlug: row.roadmap_slug,
      contentMd: row.content_md,
      resources: row.resources as unknown as Resource[],
    }));
  }
}
