import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContentPack } from '../../../../platform/content/content-pack.js';
import type { ModuleContent, RoadmapContent } from './content-types.js';
import { MODULES, ROADMAPS } from './index.js';
import { pgTextArray } from '../../../../platform/database/sql-values.js';

/**
 * Raise when the shipped roadmaps or modules change. Loading is by stable key: new modules and
 * roadmaps are inserted; existing ones are updated only while no moderator has edited them
 * (`edited_by_staff`); a roadmap's sections and nodes are replaced only then too. Nothing is
 * deleted and learners' progress (kept by module key) is never touched.
 */
export const ROADMAPS_CONTENT_VERSION = 1;

export async function loadRoadmapContent(
  em: EntityManager,
  modules: readonly ModuleContent[],
  roadmaps: readonly RoadmapContent[],
): Promise<void> {
  for (const m of modules) {
    await em.execute(
      `insert into roadmap_modules (key, title, summary, content_md, estimated_minutes, resources, updated_at)
       values (?, ?, ?, ?, ?, ?::jsonb, now())
       on conflict (key) do update set title = excluded.title, summary = excluded.summary, content_md = excluded.content_md,
         estimated_minutes = excluded.estimated_minutes, resources = excluded.resources, updated_at = now()
       where not roadmap_modules.edited_by_staff`,
      [m.key, m.title, m.summary, m.contentMd, m.estimatedMinutes, JSON.stringify(m.resources)],
    );
  }
  for (const [position, r] of roadmaps.entries()) {
    const [row] = await em.execute<{ id: number }[]>(
      `insert into roadmaps (slug, title, summary, description_md, level, estimated_hours, tags, prerequisites, position)
       values (?, ?, ?, ?, ?, ?, ?::text[], ?::text[], ?)
       on conflict (slug) do update set title = excluded.title, summary = excluded.summary, description_md = excluded.description_md,
         level = excluded.level, estimated_hours = excluded.estimated_hours, tags = excluded.tags,
         prerequisites = excluded.prerequisites, position = excluded.position, updated_at = now()
       where not roadmaps.edited_by_staff
       returning id`,
      [
        r.slug,
        r.title,
        r.summary,
        r.descriptionMd,
        r.level,
        r.estimatedHours,
        pgTextArray(r.tags),
        pgTextArray(r.prerequisites),
        position,
      ],
    );
    if (!row) continue; // edited by staff: their structure stands
    await em.execute(`delete from roadmap_nodes where roadmap_id = ?`, [row.id]);
    await em.execute(`delete from roadmap_sections where roadmap_id = ?`, [row.id]);
    for (const [sectionPosition, section] of r.sections.entries()) {
      await em.execute(`insert into roadmap_sections (roadmap_id, key, title, position) values (?, ?, ?, ?)`, [
        row.id,
        section.key,
        section.title,
        sectionPosition,
      ]);
      for (const [nodePosition, key] of section.modules.entries()) {
        await em.execute(
          `insert into roadmap_nodes (roadmap_id, module_key, section_key, position) values (?, ?, ?, ?)`,
          [row.id, key, section.key, nodePosition],
        );
      }
    }
  }
  // Every instance's catalog cache drops what it built (the roadmaps table notifies on update).
  await em.execute(`update roadmaps set updated_at = now()`);
}

export const roadmapsContentPack: ContentPack = {
  name: 'roadmaps.catalog',
  version: ROADMAPS_CONTENT_VERSION,
  load: (em) => loadRoadmapContent(em, MODULES, ROADMAPS),
};
