import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables the blog owns (its migrations create them): its SQL can name no other. */
export type BlogDb = Pick<Database, 'blog_posts'>;

/**
 * The one rule of what readers see (tested in test/blog.e2e-spec.ts): published posts, and
 * scheduled ones from their moment on, before the job has published them.
 */
export const visibleAt = (now: Date) => (eb: ExpressionBuilder<BlogDb, 'blog_posts'>) =>
  eb.or([
    eb('status', '=', 'published'),
    eb.and([eb('status', '=', 'scheduled'), eb('publish_at', '<=', now.toISOString())]),
  ]);
