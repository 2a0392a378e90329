import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  ModuleContent,
  RoadmapDetail,
  RoadmapLevel,
  RoadmapSection,
  RoadmapSummary,
} from '../../domain/roadmap.js';
import { RoadmapCatalogRepository, type CatalogPage, type CatalogQuery } from '../../domain/roadmap.repository.js';
import { containsPattern } from '../../../../platform/database/sql-values.js';

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  level: RoadmapLevel;
  estimated_hours: number;
  tags: string[];
  module_count: number;
}

export const SUMMARY_COLUMNS = `r.id, r.slug, r.title, r.summary, r.level, r.estimated_hours, r.tags,
  (select count(*)::int from roadmap_nodes n where n.roadmap_id = r.id) as module_count`;

export const toSummary = (row: SummaryRow): RoadmapSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  level: row.level,
  estimatedHours: row.estimated_hours,
  tags: row.tags,
  moduleCount: row.module_count,
});

/** Escapes LIKE wildcards so a search for "50%" looks for those characters. */

@Injectable()
export class SqlRoadmapCatalogRepository extends RoadmapCatalogRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(query: CatalogQuery): Promise<CatalogPage> {
    const where = ['r.published'];
    const params: unknown[] = [];
    if (query.q) {
      where.push(`(r.title ilike ? or r.summary ilike ? or ? = any(r.tags))`);
      params.push(containsPattern(query.q), containsPattern(query.q), query.q.toLowerCase());
    }
    if (query.level) {
      where.push('r.level = ?');
      params.push(query.level);
    }
    if (query.tag) {
      where.push('r.tags @> array[?]::text[]');
      params.push(query.tag);
    }
    const rows = await this.em.execute<(SummaryRow & { total: number })[]>(
      `select ${SUMMARY_COLUMNS}, count(*) over ()::int as total from roadmaps r
       where ${where.join(' and ')} order by r.position, r.id limit ? offset ?`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
    );
    let total = rows[0]?.total ?? 0;
    if (!rows.length && query.page > 1) {
      const [{ n }] = await this.em.execute<{ n: number }[]>(
        `select count(*)::int as n from roadmaps r where ${where.join(' and ')}`,
        params,
      );
      total = n;
    }
    return { items: rows.map(toSummary), total };
  }

  async tags(): Promise<string[]> {
    const rows = await this.em.execute<{ tag: string }[]>(
      `select tag from roadmaps, unnest(tags) as tag where published group by tag order by count(*) desc, tag`,
    );
    return rows.map((r) => r.tag);
  }

  async detail(idOrSlug: number | string): Promise<RoadmapDetail | null> {
    const [row] = await this.em.execute<
      (SummaryRow & { description_md: string; prerequisites: string[]; updated_at: Date })[]
    >(
      `select ${SUMMARY_COLUMNS}, r.description_md, r.prerequisites, r.updated_at from roadmaps r
       where r.published and ${typeof idOrSlug === 'number' ? 'r.id = ?' : 'r.slug = ?'}`,
      [idOrSlug],
    );
    if (!row) return null;
    const nodes = await this.em.execute<
      {
        section_key: string;
        section_title: string;
        key: string;
        title: string;
        summary: string;
        estimated_minutes: number;
      }[]
    >(
      `select s.key as section_key, s.title as section_title, m.key, m.title, m.summary, m.estimated_minutes
       from roadmap_sections s
       join roadmap_nodes n on n.roadmap_id = s.roadmap_id and n.section_key = s.key
       join roadmap_modules m on m.key = n.module_key
       where s.roadmap_id = ? order by s.position, n.position`,
      [row.id],
    );
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
    const [row] = await this.em.execute<
      {
        key: string;
        title: string;
        summary: string;
        estimated_minutes: number;
        content_md: string;
        resources: ModuleContent['resources'];
        roadmap_ids: number[];
      }[]
    >(
      `select m.key, m.title, m.summary, m.estimated_minutes, m.content_md, m.resources,
         array(select n.roadmap_id from roadmap_nodes n join roadmaps r on r.id = n.roadmap_id where n.module_key = m.key and r.published) as roadmap_ids
       from roadmap_modules m where m.key = ?`,
      [key],
    );
    if (!row || !row.roadmap_ids.length) return null;
    return {
      roadmapIds: row.roadmap_ids,
      key: row.key,
      title: row.title,
      summary: row.summary,
      estimatedMinutes: row.estimated_minutes,
      contentMd: row.content_md,
      resources: row.resources,
    };
  }
}
