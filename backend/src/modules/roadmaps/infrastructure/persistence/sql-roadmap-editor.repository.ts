import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RoadmapLevel } from '../../domain/roadmap.js';
import type { StructureSection } from '../../domain/roadmap-editing.js';
import {
  RoadmapEditorRepository,
  type ModuleFields,
  type RoadmapFields,
  type StaffModule,
  type StaffRoadmap,
} from '../../domain/roadmap-editor.repository.js';
import { containsPattern, pgTextArray } from '../../../../platform/database/sql-values.js';

interface RoadmapRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description_md: string;
  level: RoadmapLevel;
  estimated_hours: number;
  tags: string[];
  prerequisites: string[];
  published: boolean;
  edited_by_staff: boolean;
  position: number;
  updated_at: Date;
  sections: StructureSection[] | null;
  module_titles: Record<string, string>;
}

interface ModuleRow {
  key: string;
  title: string;
  summary: string;
  content_md: string;
  estimated_minutes: number;
  resources: StaffModule['resources'];
  edited_by_staff: boolean;
  updated_at: Date;
  used_by: string[];
}

const ROADMAP_SELECT = `select r.id, r.slug, r.title, r.summary, r.description_md, r.level, r.estimated_hours, r.tags, r.prerequisites,
  r.published, r.edited_by_staff, r.position, r.updated_at,
  (select json_agg(json_build_object('key', s.key, 'title', s.title,
     'modules', (select coalesce(json_agg(n.module_key order by n.position), '[]'::json) from roadmap_nodes n where n.roadmap_id = s.roadmap_id and n.section_key = s.key))
   order by s.position) from roadmap_sections s where s.roadmap_id = r.id) as sections,
  (select coalesce(json_object_agg(m.key, m.title), '{}'::json) from roadmap_nodes n join roadmap_modules m on m.key = n.module_key
   where n.roadmap_id = r.id) as module_titles
  from roadmaps r`;

const MODULE_SELECT = `select m.key, m.title, m.summary, m.content_md, m.estimated_minutes, m.resources, m.edited_by_staff, m.updated_at,
  array(select r.slug from roadmap_nodes n join roadmaps r on r.id = n.roadmap_id where n.module_key = m.key order by r.position) as used_by
  from roadmap_modules m`;

const toRoadmap = (row: RoadmapRow): StaffRoadmap => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  descriptionMd: row.description_md,
  level: row.level,
  estimatedHours: row.estimated_hours,
  tags: row.tags,
  prerequisites: row.prerequisites,
  published: row.published,
  editedByStaff: row.edited_by_staff,
  position: row.position,
  sections: row.sections ?? [],
  moduleTitles: row.module_titles,
  updatedAt: new Date(row.updated_at),
});

const toModule = (row: ModuleRow): StaffModule => ({
  key: row.key,
  title: row.title,
  summary: row.summary,
  contentMd: row.content_md,
  estimatedMinutes: row.estimated_minutes,
  resources: row.resources,
  editedByStaff: row.edited_by_staff,
  usedBy: row.used_by,
  updatedAt: new Date(row.updated_at),
});

/** Column of each editable field (never from input: the keys are fixed here). */
const ROADMAP_COLUMNS: Record<string, { column: string; cast?: string; encode?: (v: never) => unknown }> = {
  title: { column: 'title' },
  summary: { column: 'summary' },
  descriptionMd: { column: 'description_md' },
  level: { column: 'level' },
  estimatedHours: { column: 'estimated_hours' },
  tags: { column: 'tags', cast: '::text[]', encode: pgTextArray as (v: never) => unknown },
  prerequisites: { column: 'prerequisites', cast: '::text[]', encode: pgTextArray as (v: never) => unknown },
  published: { column: 'published' },
  position: { column: 'position' },
};
const MODULE_COLUMNS: Record<string, { column: string; cast?: string; encode?: (v: never) => unknown }> = {
  title: { column: 'title' },
  summary: { column: 'summary' },
  contentMd: { column: 'content_md' },
  estimatedMinutes: { column: 'estimated_minutes' },
  resources: { column: 'resources', cast: '::jsonb', encode: JSON.stringify as (v: never) => unknown },
};

function assignments(
  fields: Record<string, unknown>,
  columns: typeof ROADMAP_COLUMNS,
): { sql: string[]; params: unknown[] } {
  const sql: string[] = [];
  const params: unknown[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const spec = columns[name];
    if (!spec || value === undefined) continue;
    sql.push(`${spec.column} = ?${spec.cast ?? ''}`);
    params.push(spec.encode ? spec.encode(value as never) : value);
  }
  return { sql, params };
}

@Injectable()
export class SqlRoadmapEditorRepository extends RoadmapEditorRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async roadmaps(): Promise<StaffRoadmap[]> {
    return (await this.em.execute<RoadmapRow[]>(`${ROADMAP_SELECT} order by r.position, r.id`)).map(toRoadmap);
  }

  async roadmap(slug: string): Promise<StaffRoadmap | null> {
    const [row] = await this.em.execute<RoadmapRow[]>(`${ROADMAP_SELECT} where r.slug = ?`, [slug]);
    return row ? toRoadmap(row) : null;
  }

  async createRoadmap(slug: string, f: RoadmapFields): Promise<StaffRoadmap | null> {
    const inserted = await this.em.execute<{ id: number }[]>(
      `insert into roadmaps (slug, title, summary, description_md, level, estimated_hours, tags, prerequisites, position, published, edited_by_staff)
       values (?, ?, ?, ?, ?, ?, ?::text[], ?::text[], (select coalesce(max(position), -1) + 1 from roadmaps), false, true)
       on conflict (slug) do nothing returning id`,
      [
        slug,
        f.title,
        f.summary,
        f.descriptionMd,
        f.level,
        f.estimatedHours,
        pgTextArray(f.tags),
        pgTextArray(f.prerequisites),
      ],
    );
    return inserted.length ? this.roadmap(slug) : null;
  }

  async updateRoadmap(
    slug: string,
    fields: Partial<RoadmapFields> & { published?: boolean; position?: number },
  ): Promise<StaffRoadmap | null> {
    const { sql, params } = assignments(fields, ROADMAP_COLUMNS);
    const updated = await this.em.execute<{ id: number }[]>(
      `update roadmaps set ${[...sql, 'edited_by_staff = true', 'updated_at = now()'].join(', ')} where slug = ? returning id`,
      [...params, slug],
    );
    return updated.length ? this.roadmap(slug) : null;
  }

  async replaceStructure(slug: string, sections: readonly StructureSection[]): Promise<StaffRoadmap | null> {
    return this.em.transactional(async (em) => {
      const [row] = await em.execute<{ id: number }[]>(`select id from roadmaps where slug = ? for update`, [slug]);
      if (!row) return null;
      await em.execute(`delete from roadmap_nodes where roadmap_id = ?`, [row.id]);
      await em.execute(`delete from roadmap_sections where roadmap_id = ?`, [row.id]);
      for (const [position, section] of sections.entries()) {
        await em.execute(`insert into roadmap_sections (roadmap_id, key, title, position) values (?, ?, ?, ?)`, [
          row.id,
          section.key,
          section.title,
          position,
        ]);
        await em.execute(
          `insert into roadmap_nodes (roadmap_id, module_key, section_key, position) select ?, key, ?, ord - 1 from unnest(?::text[]) with ordinality as t(key, ord)`,
          [row.id, section.key, pgTextArray(section.modules)],
        );
      }
      await em.execute(`update roadmaps set edited_by_staff = true, updated_at = now() where id = ?`, [row.id]);
      return this.roadmap(slug);
    });
  }

  async moduleKeys(keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.em.execute<{ key: string }[]>(
      `select key from roadmap_modules where key = any(?::text[])`,
      [pgTextArray(keys)],
    );
    return new Set(rows.map((r) => r.key));
  }

  async modules(query: {
    q?: string;
    page: number;
    pageSize: number;
  }): Promise<{ items: StaffModule[]; total: number }> {
    const where = query.q ? `where m.key ilike ? or m.title ilike ?` : '';
    const params = query.q ? [containsPattern(query.q), containsPattern(query.q)] : [];
    const rows = await this.em.execute<(ModuleRow & { total: number })[]>(
      `select *, count(*) over ()::int as total from (${MODULE_SELECT} ${where}) m order by m.key limit ? offset ?`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return { items: rows.map(toModule), total: rows[0]?.total ?? 0 };
  }

  async module(key: string): Promise<StaffModule | null> {
    const [row] = await this.em.execute<ModuleRow[]>(`${MODULE_SELECT} where m.key = ?`, [key]);
    return row ? toModule(row) : null;
  }

  async createModule(key: string, f: ModuleFields): Promise<StaffModule | null> {
    const inserted = await this.em.execute<{ key: string }[]>(
      `insert into roadmap_modules (key, title, summary, content_md, estimated_minutes, resources, edited_by_staff)
       values (?, ?, ?, ?, ?, ?::jsonb, true) on conflict (key) do nothing returning key`,
      [key, f.title, f.summary, f.contentMd, f.estimatedMinutes, JSON.stringify(f.resources)],
    );
    return inserted.length ? this.module(key) : null;
  }

  async updateModule(key: string, fields: Partial<ModuleFields>): Promise<StaffModule | null> {
    const { sql, params } = assignments(fields, MODULE_COLUMNS);
    return this.em.transactional(async (em) => {
      const updated = await em.execute<{ key: string }[]>(
        `update roadmap_modules set ${[...sql, 'edited_by_staff = true', 'updated_at = now()'].join(', ')} where key = ? returning key`,
        [...params, key],
      );
      if (!updated.length) return null;
      // The roadmaps that show it: their cached pages drop it (the roadmaps table notifies every instance).
      await em.execute(
        `update roadmaps set updated_at = now() where id in (select roadmap_id from roadmap_nodes where module_key = ?)`,
        [key],
      );
      return this.module(key);
    });
  }
}
