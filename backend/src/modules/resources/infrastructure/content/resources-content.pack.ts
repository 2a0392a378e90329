import type { ContentPack } from '../../../../platform/content/content-pack.js';
import { pgTextArray } from '../../../../platform/database/sql-values.js';
import { canonicalUrl } from '../../domain/resource.js';
import { RESOURCES } from './resources.js';

/** Raise when the shipped resources change. */
export const RESOURCES_CONTENT_VERSION = 1;

/** The curated resources: inserted by stable key, updated while no moderator edited them, never deleted. */
export const resourcesContentPack: ContentPack = {
  name: 'resources.catalog',
  version: RESOURCES_CONTENT_VERSION,
  async load(em) {
    for (const r of RESOURCES) {
      const values = [
        r.title,
        r.url,
        canonicalUrl(r.url),
        r.category,
        r.type,
        r.level,
        pgTextArray(r.tags),
        r.description,
      ];
      const [known] = await em.execute<{ id: number }[]>(`select id from resources where shipped_key = ?`, [r.key]);
      if (known) {
        await em.execute(
          `update resources set title = ?, url = ?, canonical_url = ?, category = ?, type = ?, level = ?, tags = ?::text[], description = ?
           where id = ? and not edited_by_staff`,
          [...values, known.id],
        );
      } else {
        // A learner may have suggested the same address first: theirs stays, ours is not added twice.
        await em.execute(
          `insert into resources (shipped_key, title, url, canonical_url, category, type, level, tags, description, status)
           values (?, ?, ?, ?, ?, ?, ?, ?::text[], ?, 'approved') on conflict do nothing`,
          [r.key, ...values],
        );
      }
    }
  },
};
