import type { ContentPack } from '../../../../platform/content/content-pack.js';
import { sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { readingMinutes } from '../../domain/post.js';
import type { BlogDb } from '../persistence/blog-db.js';
import { POSTS } from './posts.js';

/** Raise when the shipped posts change. */
export const BLOG_CONTENT_VERSION = 2;

/**
 * The shipped posts: inserted by slug, updated while no staff member edited them, never
 * deleted (a post staff deleted is not brought back by a later version: only missing slugs
 * that were never shipped before are inserted, see `previousVersion`).
 */
export const blogContentPack: ContentPack = {
  name: 'blog.posts',
  version: BLOG_CONTENT_VERSION,
  async load(em, previousVersion) {
    const db = typedSql<BlogDb>(em);
    for (const post of POSTS) {
      if (previousVersion !== null && post.since <= previousVersion) {
        // Shipped before: update it if it is still ours, but do not recreate a post staff deleted.
        await db
          .updateTable('blog_posts')
          .set({
            title: post.title,
            summary: post.summary,
            body_md: post.bodyMd,
            tags: post.tags,
            reading_minutes: readingMinutes(post.bodyMd),
            updated_at: sql`now()`,
          })
          .where('slug', '=', post.slug)
          .where('edited_by_staff', '=', false)
          .execute();
        continue;
      }
      await db
        .insertInto('blog_posts')
        .values({
          slug: post.slug,
          title: post.title,
          summary: post.summary,
          body_md: post.bodyMd,
          cover_image_url: null,
          cover_alt: null,
          tags: post.tags,
          author_name: post.authorName,
          status: 'published',
          publish_at: post.publishAt,
          reading_minutes: readingMinutes(post.bodyMd),
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
    }
  },
};
