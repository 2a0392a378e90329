import type { ContentPack } from '../../../../platform/content/content-pack.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { PartnersDb } from '../persistence/partners-db.js';
import { COMMUNITY } from './community.js';

/** Raise when the shipped list changes. */
export const PARTNERS_CONTENT_VERSION = 1;

/** The recommended community projects: inserted by stable key, updated while no admin edited them, never deleted. */
export const partnersContentPack: ContentPack = {
  name: 'partners.community',
  version: PARTNERS_CONTENT_VERSION,
  async load(em) {
    const db = typedSql<PartnersDb>(em);
    for (const [index, p] of COMMUNITY.entries()) {
      await db
        .insertInto('partners')
        .values({
          shipped_key: p.key,
          name: p.name,
          tier: 'community',
          description: p.description,
          website_url: p.websiteUrl,
          logo_url: null,
          position: index + 1,
          active: true,
        })
        .onConflict((oc) =>
          oc
            .column('shipped_key')
            .doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              description: eb.ref('excluded.description'),
              website_url: eb.ref('excluded.website_url'),
            }))
            .where('partners.edited_by_staff', '=', false),
        )
        .execute();
    }
  },
};
