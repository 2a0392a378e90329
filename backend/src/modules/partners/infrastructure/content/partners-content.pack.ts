import type { ContentPack } from '../../../../platform/content/content-pack.js';
import { COMMUNITY } from './community.js';

/** Raise when the shipped list changes. */
export const PARTNERS_CONTENT_VERSION = 1;

/** The recommended community projects: inserted by stable key, updated while no admin edited them, never deleted. */
export const partnersContentPack: ContentPack = {
  name: 'partners.community',
  version: PARTNERS_CONTENT_VERSION,
  async load(em) {
    for (const [index, p] of COMMUNITY.entries()) {
      await em.execute(
        `insert into partners (shipped_key, name, tier, description, website_url, logo_url, position, active)
         values (?, ?, 'community', ?, ?, null, ?, true)
         on conflict (shipped_key) do update set name = excluded.name, description = excluded.description, website_url = excluded.website_url
         where not partners.edited_by_staff`,
        [p.key, p.name, p.description, p.websiteUrl, index + 1],
      );
    }
  },
};
