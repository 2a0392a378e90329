import type { ContentPack } from '../../../../platform/content/content-pack.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { canonicalUrl } from '../../domain/resource.js';
import type { ResourcesDb } from '../persistence/resources-db.js';
import { RESOURCES } from './resources.js';

/** Raise when the shipped resources change. */
export const RESOURCES_CONTENT_VERSION = 1;

/** The curated resources: inserted by stable key, updated while no moderator edited them, never deleted. */
export const resourcesContentPack: ContentPack = {
  name: 'resources.catalog',
  version: RESOURCES_CONTENT_VERSION,
  async load(em) {
    const db = typedSql<ResourcesDb>(em);
    for (const r of RESOURCES) {
      const values = {
        title: r.title,
        url: r.url,
        canonical_url: canonicalUrl(r.url),
        category: r.category,
        type: r.type,
        level: r.level,
        tags: r.tags,
        description: r.description,
      };
      const known = await db.selectFrom('resources').select('id').where('shipped_key', '=', r.key).executeTakeFirst();
      if (known) {
        await db
          .updateTable('resources')
          .set(values)
          .where('id', '=', known.id)
          .where('edited_by_staff', '=', false)
          .execute();
      } else {
        // A learner may have suggested the same address first: theirs stays, ours is not added twice.
        await db
          .insertInto('resources')
          .values({ shipped_key: r.key, ...values, status: 'approved' })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
  },
};
