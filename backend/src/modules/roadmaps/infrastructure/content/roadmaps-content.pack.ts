import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { RoadmapsDb } from '../persistence/roadmaps-db.js';
import type { ContentPack } from '../../../../platform/content/content-pack.js';
import type { ModuleChecks } from './check-types.js';
import { MODULE_EXERCISES } from './exercises/index.js';
import { MODULE_CHECKS } from './checks/index.js';
import type { ModuleContent, RoadmapContent } from './content-types.js';
import { MODULES, ROADMAPS } from './index.js';

/**
 * Raise when the shipped roadmaps, modules or lesson checks (checks/*.ts) change. Loading is by stable key: new modules and
 * roadmaps are inserted; existing ones are updated only while no moderator has edited them
 * (`edited_by_staff`); a roadmap's sections and nodes are replaced only then too. Nothing is
 * deleted and learners' progress (kept by module key) is never touched.
 */
export const ROADMAPS_CONTENT_VERSION = 7;

export async function loadRoadmapContent(
  em: EntityManager,
  modules: readonly ModuleContent[],
  roadmaps: readonly RoadmapContent[],
): Promise<void> {
  const db = typedSql<RoadmapsDb>(em);
  for (const m of modules) {
    await db
      .insertInto('roadmap_modules')
      .values({
        key: m.key,
        title: m.title,
        summary: m.summary,
        content_md: m.contentMd,
        estimated_minutes: m.estimatedMinutes,
        resources: JSON.stringify(m.resources),
        reviewed_on: m.reviewedOn ?? null,
        updated_at: sql`now()`,
      })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            summary: eb.ref('excluded.summary'),
            content_md: eb.ref('excluded.content_md'),
            estimated_minutes: eb.ref('excluded.estimated_minutes'),
            resources: eb.ref('excluded.resources'),
            reviewed_on: eb.ref('excluded.reviewed_on'),
            updated_at: sql`now()`,
          }))
          .where((eb) => eb.not(eb.ref('roadmap_modules.edited_by_staff'))),
      )
      .execute();
  }
  for (const [position, r] of roadmaps.entries()) {
    const row = await db
      .insertInto('roadmaps')
      .values({
        slug: r.slug,
        title: r.title,
        summary: r.summary,
        description_md: r.descriptionMd,
        level: r.level,
        estimated_hours: r.estimatedHours,
        tags: [...r.tags],
        prerequisites: [...r.prerequisites],
        position,
      })
      .onConflict((oc) =>
        oc
          .column('slug')
          .doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            summary: eb.ref('excluded.summary'),
            description_md: eb.ref('excluded.description_md'),
            level: eb.ref('excluded.level'),
            estimated_hours: eb.ref('excluded.estimated_hours'),
            tags: eb.ref('excluded.tags'),
            prerequisites: eb.ref('excluded.prerequisites'),
            position: eb.ref('excluded.position'),
            updated_at: sql`now()`,
          }))
          .where((eb) => eb.not(eb.ref('roadmaps.edited_by_staff'))),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) continue; // edited by staff: their structure stands
    await db.deleteFrom('roadmap_nodes').where('roadmap_id', '=', row.id).execute();
    await db.deleteFrom('roadmap_sections').where('roadmap_id', '=', row.id).execute();
    for (const [sectionPosition, section] of r.sections.entries()) {
      await db
        .insertInto('roadmap_sections')
        .values({ roadmap_id: row.id, key: section.key, title: section.title, position: sectionPosition })
        .execute();
      for (const [nodePosition, key] of section.modules.entries()) {
        await db
          .insertInto('roadmap_nodes')
          .values({ roadmap_id: row.id, module_key: key, section_key: section.key, position: nodePosition })
          .execute();
      }
    }
  }
  // Every instance's catalog cache drops what it built (the roadmaps table notifies on update).
  await db.updateTable('roadmaps').set({ updated_at: sql`now()` }).execute();
}

/**
 * Each module's graded checks, with their keys (they stay on the server: the API strips them),
 * one row per module key; a module's row is replaced while no moderator has edited it.
 * Question ids are stable: learners' attempts name them.
 */
export async function loadModuleChecks(
  em: EntityManager,
  checks: readonly ModuleChecks[],
  exercises: Readonly<Record<string, readonly string[]>> = {},
): Promise<void> {
  const db = typedSql<RoadmapsDb>(em);
  for (const c of checks) {
    await db
      .insertInto('module_checks')
      .values({
        module_key: c.moduleKey,
        questions: JSON.stringify(c.questions),
        exercises: [...(exercises[c.moduleKey] ?? [])],
        updated_at: sql`now()`,
      })
      .onConflict((oc) =>
        oc
          .column('module_key')
          .doUpdateSet((eb) => ({
            questions: eb.ref('excluded.questions'),
            exercises: eb.ref('excluded.exercises'),
            updated_at: sql`now()`,
          }))
          .where((eb) => eb.not(eb.ref('module_checks.edited_by_staff'))),
      )
      .execute();
  }
  // Checks passed before modules had exercises (issue 28's first release) pass the modules that
  // have none: set-based and idempotent (a pass is kept once).
  await db
    .insertInto('module_passes')
    .columns(['user_id', 'module_key', 'passed_at'])
    .expression((eb) =>
      eb
        .selectFrom('module_check_passes as cp')
        .innerJoin('module_checks as mc', 'mc.module_key', 'cp.module_key')
        .select(['cp.user_id', 'cp.module_key', 'cp.passed_at'])
        .where(sql<boolean>`cardinality(mc.exercises) = 0`),
    )
    .onConflict((oc) => oc.columns(['user_id', 'module_key']).doNothing())
    .execute();
}

export const roadmapsContentPack: ContentPack = {
  name: 'roadmaps.catalog',
  version: ROADMAPS_CONTENT_VERSION,
  load: async (em) => {
    await loadRoadmapContent(em, MODULES, ROADMAPS);
    await loadModuleChecks(em, MODULE_CHECKS, MODULE_EXERCISES);
  },
};
