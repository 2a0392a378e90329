import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Updateable, sql } from 'kysely';
import { containsPattern } from '../../../../platform/database/sql-values.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { RoadmapLevel } from '../../domain/roadmap.js';
import type { StructureSection } from '../../domain/roadmap-editing.js';
import {
  RoadmapEditorRepository,
  type ModuleFields,
  type RoadmapFields,
  type StaffModule,
  type StaffRoadmap,
} from '../../domain/roadmap-editor.repository.js';
import type { RoadmapsDb } from './roadmaps-db.js';

type Db = ReturnType<typeof typedSql<RoadmapsDb>>;

/** A roadmap as staff edit it: its columns, its sections with their module keys, and its modules' titles. */
const roadmapSelect = (db: Db) =>
  db
    .selectFrom('roadmaps as r')
    .select([
      'r.id',
      'r.slug',
      'r.title',
      'r.summary',
      'r.description_md',
      'r.level',
      'r.estimated_hours',
      'r.tags',
      'r.prerequisites',
      'r.published',
      'r.edited_by_staff',
      'r.position',
      'r.updated_at',
    ])
    .select((eb) => [
      eb
        .selectFrom('roadmap_sections as s')
        .select((inner) =>
          sql<StructureSection[] | null>`json_agg(json_build_object('key', s.key, 'title', s.title, 'modules', ${inner
            .selectFrom('roadmap_nodes as n')
            .select(sql<string[]>`coalesce(json_agg(n.module_key order by n.position), '[]'::json)`.as('modules'))
            .whereRef('n.roadmap_id', '=', 's.roadmap_id')
            .whereRef('n.section_key', '=', 's.key')}) order by s.position)`.as('sections'),
        )
        .whereRef('s.roadmap_id', '=', 'r.id')
        .$asScalar()
        .as('sections'),
      eb
        .selectFrom('roadmap_nodes as n')
        .innerJoin('roadmap_modules as m', 'm.key', 'n.module_key')
        .select((eb) =>
          eb.fn
            .coalesce(
              eb.fn<Record<string, string>>('json_object_agg', ['m.key', 'm.title']),
              sql<Record<string, string>>`'{}'::json`,
            )
            .as('module_titles'),
        )
        .whereRef('n.roadmap_id', '=', 'r.id')
        .$asScalar()
        .$notNull()
        .as('module_titles'),
    ]);

/** A module as staff edit it, with the slugs of the roadmaps that use it. */
const moduleSelect = (db: Db) =>
  db
    .selectFrom('roadmap_modules as m')
    .select([
      'm.key',
      'm.title',
      'm.summary',
      'm.content_md',
      'm.estimated_minutes',
      'm.resources',
      'm.edited_by_staff',
      'm.updated_at',
    ])
    .select((eb) =>
      sql<string[]>`array(${eb
        .selectFrom('roadmap_nodes as n')
        .innerJoin('roadmaps as r', 'r.id', 'n.roadmap_id')
        .select('r.slug')
        .whereRef('n.module_key', '=', 'm.key')
        .orderBy('r.position')})`.as('used_by'),
    );

type RoadmapRow = Awaited<ReturnType<ReturnType<typeof roadmapSelect>['executeTakeFirstOrThrow']>>;
type ModuleRow = Awaited<ReturnType<ReturnType<typeof moduleSelect>['executeTakeFirstOrThrow']>>;

const toRoadmap = (row: RoadmapRow): StaffRoadmap => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  descriptionMd: row.description_md,
  level: row.level as RoadmapLevel,
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
  resources: row.resources as unknown as StaffModule['resources'],
  editedByStaff: row.edited_by_staff,
  usedBy: row.used_by,
  updatedAt: new Date(row.updated_at),
});

@Injectable()
export class SqlRoadmapEditorRepository extends RoadmapEditorRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** Typed SQL in the caller's context (its transaction when there is one). */
  private get db() {
    return typedSql<RoadmapsDb>(this.em);
  }

  async roadmaps(): Promise<StaffRoadmap[]> {
    const rows = await roadmapSelect(this.db).orderBy('r.position').orderBy('r.id').execute();
    return rows.map(toRoadmap);
  }

  async roadmap(slug: string): Promise<StaffRoadmap | null> {
    const row = await roadmapSelect(this.db).where('r.slug', '=', slug).executeTakeFirst();
    return row ? toRoadmap(row) : null;
  }

  async createRoadmap(slug: string, f: RoadmapFields): Promise<StaffRoadmap | null> {
    const inserted = await this.db
      .insertInto('roadmaps')
      .values((eb) => ({
        slug,
        title: f.title,
        summary: f.summary,
        description_md: f.descriptionMd,
        level: f.level,
        estimated_hours: f.estimatedHours,
        tags: f.tags,
        prerequisites: f.prerequisites,
        position: eb
          .selectFrom('roadmaps')
          .select(sql<number>`coalesce(max(position), -1) + 1`.as('next'))
          .$asScalar()
          .$notNull(),
        published: false,
        edited_by_staff: true,
      }))
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .execute();
    return inserted.length ? this.roadmap(slug) : null;
  }

  async updateRoadmap(
    slug: string,
    fields: Partial<RoadmapFields> & { published?: boolean; position?: number },
  ): Promise<StaffRoadmap | null> {
    const set: Updateable<RoadmapsDb['roadmaps']> = {};
    if (fields.title !== undefined) set.title = fields.title;
    if (fields.summary !== undefined) set.summary = fields.summary;
    if (fields.descriptionMd !== undefined) set.description_md = fields.descriptionMd;
    if (fields.level !== undefined) set.level = fields.level;
    if (fields.estimatedHours !== undefined) set.estimated_hours = fields.estimatedHours;
    if (fields.tags !== undefined) set.tags = fields.tags;
    if (fields.prerequisites !== undefined) set.prerequisites = fields.prerequisites;
    if (fields.published !== undefined) set.published = fields.published;
    if (fields.position !== undefined) set.position = fields.position;
    const updated = await this.db
      .updateTable('roadmaps')
      .set({ ...set, edited_by_staff: true, updated_at: sql`now()` })
      .where('slug', '=', slug)
      .returning('id')
      .execute();
    return updated.length ? this.roadmap(slug) : null;
  }

  async replaceStructure(slug: string, sections: readonly StructureSection[]): Promise<StaffRoadmap | null> {
    return this.em.transactional(async (em) => {
      const db = typedSql<RoadmapsDb>(em);
      const row = await db.selectFrom('roadmaps').select('id').where('slug', '=', slug).forUpdate().executeTakeFirst();
      if (!row) return null;
      await db.deleteFrom('roadmap_nodes').where('roadmap_id', '=', row.id).execute();
      await db.deleteFrom('roadmap_sections').where('roadmap_id', '=', row.id).execute();
      for (const [position, section] of sections.entries()) {
        await db
          .insertInto('roadmap_sections')
          .values({ roadmap_id: row.id, key: section.key, title: section.title, position })
          .execute();
        if (!section.modules.length) continue;
        await db
          .insertInto('roadmap_nodes')
          .values(
            section.modules.map((key, nodePosition) => ({
              roadmap_id: row.id,
              module_key: key,
              section_key: section.key,
              position: nodePosition,
            })),
          )
          .execute();
      }
      await db
        .updateTable('roadmaps')
        .set({ edited_by_staff: true, updated_at: sql`now()` })
        .where('id', '=', row.id)
        .execute();
      return this.roadmap(slug);
    });
  }

  async moduleKeys(keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.db
      .selectFrom('roadmap_modules')
      .select('key')
      .where((eb) => eb('key', '=', eb.fn.any(eb.val([...keys]))))
      .execute();
    return new Set(rows.map((r) => r.key));
  }

  async modules(query: {
    q?: string;
    page: number;
    pageSize: number;
  }): Promise<{ items: StaffModule[]; total: number }> {
    const { q } = query;
    const matching = moduleSelect(this.db).$if(Boolean(q), (qb) =>
      qb.where((eb) => eb.or([eb('m.key', 'ilike', containsPattern(q!)), eb('m.title', 'ilike', containsPattern(q!))])),
    );
    const rows = await this.db
      .selectFrom(matching.as('m'))
      .selectAll()
      .select(sql<number>`count(*) over ()::int`.as('total'))
      .orderBy('m.key')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return { items: rows.map(toModule), total: rows[0]?.total ?? 0 };
  }

  async module(key: string): Promise<StaffModule | null> {
    const row = await moduleSelect(this.db).where('m.key', '=', key).executeTakeFirst();
    return row ? toModule(row) : null;
  }

  async createModule(key: string, f: ModuleFields): Promise<StaffModule | null> {
    const inserted = await this.db
      .insertInto('roadmap_modules')
      .values({
        key,
        title: f.title,
        summary: f.summary,
        content_md: f.contentMd,
        estimated_minutes: f.estimatedMinutes,
        resources: JSON.stringify(f.resources),
        edited_by_staff: true,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .execute();
    return inserted.length ? this.module(key) : null;
  }

  async updateModule(key: string, fields: Partial<ModuleFields>): Promise<StaffModule | null> {
    const set: Updateable<RoadmapsDb['roadmap_modules']> = {};
    if (fields.title !== undefined) set.title = fields.title;
    if (fields.summary !== undefined) set.summary = fields.summary;
    if (fields.contentMd !== undefined) set.content_md = fields.contentMd;
    if (fields.estimatedMinutes !== undefined) set.estimated_minutes = fields.estimatedMinutes;
    if (fields.resources !== undefined) set.resources = JSON.stringify(fields.resources);
    return this.em.transactional(async (em) => {
      const db = typedSql<RoadmapsDb>(em);
      const updated = await db
        .updateTable('roadmap_modules')
        .set({ ...set, edited_by_staff: true, updated_at: sql`now()` })
        .where('key', '=', key)
        .returning('key')
        .execute();
      if (!updated.length) return null;
      // The roadmaps that show it: their cached pages drop it (the roadmaps table notifies every instance).
      await db
        .updateTable('roadmaps')
        .set({ updated_at: sql`now()` })
        .where('id', 'in', (eb) => eb.selectFrom('roadmap_nodes').select('roadmap_id').where('module_key', '=', key))
        .execute();
      return this.module(key);
    });
  }
}
