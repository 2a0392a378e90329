import type { ContentPack } from '../../../../platform/content/content-pack.js';
import { pgTextArray } from '../../../../platform/database/sql-values.js';
import { readingMinutes } from '../../domain/post.js';
import { POSTS } from './posts.js';

/** Raise when the shipped posts change. */
export const BLOG_CONTENT_VERSION = 1;

/**
 * The shipped posts: inserted by slug, updated while no staff member edited them, never
 * deleted (a post staff deleted is not brought back by a later version: only missing slugs
 * that were never shipped before are inserted, see `previousVersion`).
 */
export const blogContentPack: ContentPack = {
  name: 'blog.posts',
  version: BLOG_CONTENT_VERSION,
  async load(em, previousVersion) {
    for (const post of POSTS) {
      if (previousVersion !== null && post.since <= previousVersion) {
        // Shipped before: update it if it is still ours, but do not recreate a post staff deleted.
        await em.execute(
          `update blog_posts set title = ?, summary = ?, body_md = ?, tags = ?::text[], reading_minutes = ?, updated_at = now()
           where slug = ? and not edited_by_staff`,
          [post.title, post.summary, post.bodyMd, pgTextArray(post.tags), readingMinutes(post.bodyMd), post.slug],
        );
        continue;
      }
      await em.execute(
        `insert into blog_posts (slug, title, summary, body_md, cover_image_url, cover_alt, tags, author_name, status, publish_at, reading_minutes)
         values (?, ?, ?, ?, null, null, ?::text[], ?, 'published', ?, ?) on conflict (slug) do nothing`,
        [
          post.slug,
          post.title,
          post.summary,
          post.bodyMd,
          pgTextArray(post.tags),
          post.authorName,
          post.publishAt,
          readingMinutes(post.bodyMd),
        ],
      );
    }
  },
};
