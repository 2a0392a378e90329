import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { containsPattern } from '../../../../platform/database/sql-values.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { BlogRepository, type PostQuery, type PostSummary } from '../../domain/blog.repository.js';
import type { Post, PostContent, PostStatus } from '../../domain/post.js';
import { type BlogDb, visibleAt } from './blog-db.js';

type PostRow = Selectable<BlogDb['blog_posts']>;
type SummaryRow = Pick<PostRow, (typeof SUMMARY_COLUMNS)[number]>;

const SUMMARY_COLUMNS = [
  'slug',
  'title',
  'summary',
  'cover_image_url',
  'cover_alt',
  'tags',
  'author_name',
  'status',
  'publish_at',
  'reading_minutes',
  'updated_at',
] as const;

const toSummary = (r: SummaryRow): PostSummary => ({
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  coverImageUrl: r.cover_image_url,
  coverAlt: r.cover_alt,
  tags: r.tags,
  authorName: r.author_name,
  status: r.status as PostStatus,
  publishAt: r.publish_at ? new Date(r.publish_at) : null,
  readingMinutes: r.reading_minutes,
  updatedAt: new Date(r.updated_at),
});

const toPost = (r: PostRow): Post => ({
  ...toSummary(r),
  bodyMd: r.body_md,
  editedByStaff: r.edited_by_staff,
  createdAt: new Date(r.created_at),
});

/** The search and tag filters of a list (all of them when the query has none). */
const matching = (query: PostQuery) => (eb: ExpressionBuilder<BlogDb, 'blog_posts'>) => {
  const filters = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(eb.or([eb('title', 'ilike', pattern), eb('summary', 'ilike', pattern)]));
  }
  if (query.tag) filters.push(eb('tags', '@>', eb.val([query.tag])));
  return eb.and(filters);
};

@Injectable()
export class SqlBlogRepository extends BlogRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<BlogDb>(this.em);
  }

  private async page(
    query: PostQuery,
    order: 'publish_at' | 'updated_at',
    visible?: Date,
  ): Promise<{ items: PostSummary[]; total: number }> {
    const listed = this.db
      .selectFrom('blog_posts')
      .where(matching(query))
      .$if(visible !== undefined, (qb) => qb.where('status', '<>', 'draft').where(visibleAt(visible!)));
    const rows = await listed
      .select(SUMMARY_COLUMNS)
      .select(sql<number>`(count(*) over ())::int`.as('total'))
      .orderBy(order, 'desc')
      .orderBy('slug')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    if (rows.length === 0 && query.page > 1) {
      const { n } = await listed.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      return { items: [], total: n };
    }
    return { items: rows.map(toSummary), total: rows[0]?.total ?? 0 };
  }

  published(query: PostQuery, now: Date): Promise<{ items: PostSummary[]; total: number }> {
    return this.page(query, 'publish_at', now);
  }

  async tags(now: Date): Promise<string[]> {
    const rows = await this.db
      .selectFrom((eb) =>
        eb
          .selectFrom('blog_posts')
          .where('status', '<>', 'draft')
          .where(visibleAt(now))
          .select(sql<string>`unnest(tags)`.as('tag'))
          .as('used'),
      )
      .select('tag')
      .groupBy('tag')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('tag')
      .limit(30)
      .execute();
    return rows.map((r) => r.tag);
  }

  async publishedPost(slug: string, now: Date): Promise<Post | null> {
    const row = await this.db
      .selectFrom('blog_posts')
      .selectAll()
      .where('slug', '=', slug)
      .where(visibleAt(now))
      .executeTakeFirst();
    return row ? toPost(row) : null;
  }

  all(query: PostQuery): Promise<{ items: PostSummary[]; total: number }> {
    return this.page(query, 'updated_at');
  }

  async bodies(now: Date): Promise<Array<{ slug: string; title: string; bodyMd: string; visible: boolean }>> {
    const rows = await this.db
      .selectFrom('blog_posts')
      .select((eb) => ['slug', 'title', 'body_md', visibleAt(now)(eb).as('visible')])
      .orderBy('slug')
      .execute();
    return rows.map((r) => ({ slug: r.slug, title: r.title, bodyMd: r.body_md, visible: Boolean(r.visible) }));
  }

  async post(slug: string): Promise<Post | null> {
    const row = await this.db.selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirst();
    return row ? toPost(row) : null;
  }

  async save(p: PostContent & { readingMinutes: number }): Promise<void> {
    await this.db
      .insertInto('blog_posts')
      .values({
        slug: p.slug,
        title: p.title,
        summary: p.summary,
        body_md: p.bodyMd,
        cover_image_url: p.coverImageUrl,
        cover_alt: p.coverAlt,
        tags: p.tags,
        author_name: p.authorName,
        status: p.status,
        publish_at: p.publishAt,
        reading_minutes: p.readingMinutes,
        edited_by_staff: true,
      })
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          summary: eb.ref('excluded.summary'),
          body_md: eb.ref('excluded.body_md'),
          cover_image_url: eb.ref('excluded.cover_image_url'),
          cover_alt: eb.ref('excluded.cover_alt'),
          tags: eb.ref('excluded.tags'),
          author_name: eb.ref('excluded.author_name'),
          status: eb.ref('excluded.status'),
          publish_at: eb.ref('excluded.publish_at'),
          reading_minutes: eb.ref('excluded.reading_minutes'),
          edited_by_staff: true,
          updated_at: sql`now()`,
        })),
      )
      .execute();
  }

  async delete(slug: string): Promise<boolean> {
    const rows = await this.db.deleteFrom('blog_posts').where('slug', '=', slug).returning('slug').execute();
    return rows.length > 0;
  }
}
