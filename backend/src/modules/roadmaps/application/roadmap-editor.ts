import { Injectable } from '@nestjs/common';
import { RowChangeFeed } from '../../../platform/cache/row-change-feed.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { checkStructure, type StructureSection } from '../domain/roadmap-editing.js';
import {
  RoadmapEditorRepository,
  type ModuleFields,
  type RoadmapFields,
  type StaffModule,
  type StaffRoadmap,
} from '../domain/roadmap-editor.repository.js';
import { isKey } from '../domain/roadmap.js';

/** Path segments the API and the SPA use next to roadmap slugs. */
const RESERVED_SLUGS = new Set(['me', 'modules', 'new']);

const roadmapMissing = () => new DomainError('not_found', 'ROADMAP_NOT_FOUND', 'There is no roadmap with this slug.');
const moduleMissing = () =>
  new DomainError('not_found', 'ROADMAP_MODULE_NOT_FOUND', 'There is no module with this key.');

/**
 * Moderators and admins edit the catalog. Slugs and module keys are fixed at creation (they are
 * what learners' progress and exams refer to); everything else may change. An edited row is
 * marked, so a later content release never overwrites it. A roadmap is created unpublished and
 * can be published only with a structure.
 */
@Injectable()
export class RoadmapEditor {
  constructor(
    private readonly editor: RoadmapEditorRepository,
    private readonly feed: RowChangeFeed,
  ) {}

  private changed(): void {
    this.feed.announce('roadmaps', null);
  }

  roadmaps(): Promise<StaffRoadmap[]> {
    return this.editor.roadmaps();
  }

  async roadmap(slug: string): Promise<StaffRoadmap> {
    return (isKey(slug) && (await this.editor.roadmap(slug))) || Promise.reject(roadmapMissing());
  }

  async createRoadmap(slug: string, fields: RoadmapFields): Promise<StaffRoadmap> {
    if (RESERVED_SLUGS.has(slug))
      throw new DomainError(
        'conflict',
        'ROADMAP_SLUG_TAKEN',
        `"${slug}" names a page of its own; choose another slug.`,
      );
    const created = await this.editor.createRoadmap(slug, fields);
    if (!created)
      throw new DomainError('conflict', 'ROADMAP_SLUG_TAKEN', `A roadmap with the slug "${slug}" exists already.`);
    this.changed();
    return created;
  }

  async updateRoadmap(
    slug: string,
    fields: Partial<RoadmapFields> & { published?: boolean; position?: number },
  ): Promise<StaffRoadmap> {
    const current = await this.roadmap(slug);
    if (fields.published && !current.sections.length) {
      throw new DomainError(
        'invalid',
        'ROADMAP_STRUCTURE_EMPTY',
        'Add at least one section with a module before publishing.',
      );
    }
    const updated = await this.editor.updateRoadmap(slug, fields);
    if (!updated) throw roadmapMissing();
    this.changed();
    return updated;
  }

  async replaceStructure(slug: string, sections: StructureSection[]): Promise<StaffRoadmap> {
    await this.roadmap(slug);
    const known = await this.editor.moduleKeys(sections.flatMap((s) => s.modules));
    checkStructure(sections, known);
    const updated = await this.editor.replaceStructure(slug, sections);
    if (!updated) throw roadmapMissing();
    this.changed();
    return updated;
  }

  modules(query: { q?: string; page: number; pageSize: number }) {
    return this.editor.modules(query);
  }

  async module(key: string): Promise<StaffModule> {
    return (isKey(key) && (await this.editor.module(key))) || Promise.reject(moduleMissing());
  }

  async createModule(key: string, fields: ModuleFields): Promise<StaffModule> {
    const created = await this.editor.createModule(key, fields);
    if (!created)
      throw new DomainError('conflict', 'ROADMAP_MODULE_KEY_TAKEN', `A module with the key "${key}" exists already.`);
    return created;
  }

  async updateModule(key: string, fields: Partial<ModuleFields>): Promise<StaffModule> {
    await this.module(key);
    const updated = await this.editor.updateModule(key, fields);
    if (!updated) throw moduleMissing();
    this.changed();
    return updated;
  }
}
