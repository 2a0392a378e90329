import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config.js';
import { RowCache } from '../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../platform/cache/row-change-feed.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { isKey, type ModuleContent, type ModuleNode, type RoadmapDetail } from '../domain/roadmap.js';
import { RoadmapCatalogRepository, type CatalogPage, type CatalogQuery } from '../domain/roadmap.repository.js';

export const roadmapNotFound = () =>
  new DomainError('not_found', 'ROADMAP_NOT_FOUND', 'There is no published roadmap with this id or slug.');
export const moduleNotFound = () =>
  new DomainError('not_found', 'ROADMAP_MODULE_NOT_FOUND', 'This roadmap has no module with this key.');

/** `/bootcamps/{id}` and `/roadmap/{slug}` name the same roadmap: a number is an id, else a slug. */
export function parseRoadmapRef(ref: string): number | string {
  if (/^[1-9]\d{0,8}$/.test(ref)) return Number(ref);
  if (isKey(ref)) return ref;
  throw roadmapNotFound();
}

/**
 * The public catalog: cached in process (a public read served to every visitor) and dropped
 * when a roadmap row changes, on any instance (the roadmaps table notifies; a change to a
 * roadmap's modules or sections touches its row).
 */
@Injectable()
export class RoadmapCatalog {
  private readonly lists: RowCache<{ page: CatalogPage; tags: string[] }>;
  private readonly details: RowCache<{ roadmap: RoadmapDetail }>;
  private readonly modules: RowCache<{ module: ModuleContent & { roadmapIds: number[] } }>;

  constructor(
    private readonly catalog: RoadmapCatalogRepository,
    feed: RowChangeFeed,
    config: AppConfig,
  ) {
    const options = { tables: ['roadmaps'], ttlMs: config.cacheTtlMs };
    this.lists = new RowCache(feed, { ...options, max: 500 });
    this.details = new RowCache(feed, { ...options, max: 500 });
    this.modules = new RowCache(feed, { ...options, max: 2_000 });
  }

  async list(query: CatalogQuery): Promise<{ page: CatalogPage; tags: string[] }> {
    const key = JSON.stringify([query.q ?? '', query.level ?? '', query.tag ?? '', query.page, query.pageSize]);
    const value = await this.lists.get(
      key,
      (v) => v.page.items.map((r) => `roadmaps:${r.id}`),
      async () => ({ page: await this.catalog.list(query), tags: await this.catalog.tags() }),
    );
    return value!;
  }

  async detail(ref: string): Promise<RoadmapDetail> {
    const parsed = parseRoadmapRef(ref);
    const value = await this.details.get(
      `${typeof parsed}:${parsed}`,
      (v) => [`roadmaps:${v.roadmap.id}`],
      async () => {
        const roadmap = await this.catalog.detail(parsed);
        return roadmap ? { roadmap } : null;
      },
    );
    if (!value) throw roadmapNotFound();
    return value.roadmap;
  }

  /** A module's lesson, as part of the roadmap `ref` (404 when the roadmap does not contain it). */
  async module(ref: string, key: string): Promise<ModuleContent> {
    const roadmap = await this.detail(ref);
    if (!isKey(key) || !roadmap.sections.some((s) => s.modules.some((m) => m.key === key))) throw moduleNotFound();
    const value = await this.modules.get(
      key,
      (v) => v.module.roadmapIds.map((id) => `roadmaps:${id}`),
      async () => {
        const module = await this.catalog.module(key);
        return module ? { module } : null;
      },
    );
    if (!value) throw moduleNotFound();
    const { roadmapIds: _ids, ...module } = value.module;
    return module;
  }

  /**
   * A module by its key alone, with the published roadmaps that teach it in their order (a
   * practice problem names its modules by key: its page links to the lesson). Cached as a
   * module of a roadmap is.
   */
  async lesson(key: string): Promise<ModuleNode & { roadmaps: Array<{ slug: string; title: string }> }> {
    if (!isKey(key)) throw moduleNotFound();
    const value = await this.modules.get(
      key,
      (v) => v.module.roadmapIds.map((id) => `roadmaps:${id}`),
      async () => {
        const module = await this.catalog.module(key);
        return module ? { module } : null;
      },
    );
    if (!value || value.module.roadmapIds.length === 0) throw moduleNotFound();
    const { key: moduleKey, title, summary, estimatedMinutes, roadmapIds } = value.module;
    const roadmaps = await Promise.all([...roadmapIds].sort((a, b) => a - b).map((id) => this.detail(String(id))));
    return {
      key: moduleKey,
      title,
      summary,
      estimatedMinutes,
      roadmaps: roadmaps.map((r) => ({ slug: r.slug, title: r.title })),
    };
  }
}
