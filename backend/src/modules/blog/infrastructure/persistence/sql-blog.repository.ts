import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { containsPattern, pgTextArray } from '../../../../platform/database/sql-values.js';
import { BlogRepository, type PostQuery, type PostSummary } from '../../domain/blog.repository.js';
import type { Post, PostContent, PostStatus } from '../../domain/post.js';

interface PostRow {
  slug: string;
  title: string;
  summary: string;
  body_md?: string;
  cover_image_url: string | null;
  cover_alt: string | null;
  tags: string[];
  author_name: string;
  status: PostStatus;
  publish_at: Date | null;
  reading_minutes: number;
  edited_by_staff?: boolean;
  created_at?: Date;
  updated_at: Date;
}

const SUMMARY_COLUMNS =
  'slug, title, summary, cover_image_url, cover_alt, tags, author_name, status, publish_at, reading_minutes, updated_at';
/** The one rule of what readers see (tested in test/blog.e2e-spec.ts): published posts, and scheduled ones from their moment on, before the job has published them. */
const VISIBLE = `(status = 'published' or (status = 'scheduled' and publish_at <= ?))`;

const toSummary = (r: PostRow): PostSummary => ({
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  coverImageUrl: r.cover_image_url,
  coverAlt: r.cover_alt,
  tags: r.tags,
  authorName: r.author_name,
  status: r.status,
  publishAt: r.publish_at ? new Date(r.publish_at) : null,
  readingMinutes: r.reading_minutes,
  updatedAt: new Date(r.updated_at),
});

const toPost = (r: PostRow): Post => ({
  ...toSummary(r),
  bodyMd: r.body_md ?? '',
  editedByStaff: Boolean(r.edited_by_staff),
  createdAt: new Date(r.created_at ?? r.updated_at),
});

@Injectable()
export class SqlBlogRepository extends BlogRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private filters(query: PostQuery): { where: string[]; params: unknown[] } {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.q) {
      where.push(`(title ilike ? or summary ilike ?)`);
      params.push(containsPattern(query.q), containsPattern(query.q));
    }
    if (query.tag) {
      where.push(`tags @> ?::text[]`);
      params.push(pgTextArray([query.tag]));
    }
    return { where, params };
  }

  private async page(
    where: string[],
    params: unknown[],
    order: string,
    query: PostQuery,
  ): Promise<{ items: PostSummary[]; total: number }> {
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const rows = await this.em.execute<(PostRow & { total: number })[]>(
      `select ${SUMMARY_COLUMNS}, count(*) over ()::int as total from blog_posts ${clause} order by ${order} limit ? offset ?`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
    );
    if (rows.length === 0 && query.page > 1) {
      const [{ n }] = await this.em.execute<{ n: number }[]>(
        `select count(*)::int as n from blog_posts ${clause}`,
        params,
      );
      return { items: [], total: n };
    }
    return { items: rows.map(toSummary), total: rows[0]?.total ?? 0 };
  }

  published(query: PostQuery, now: Date): Promise<{ items: PostSummary[]; total: number }> {
    const { where, params } = this.filters(query);
    return this.page([`status <> 'draft'`, VISIBLE, ...where], [now, ...params], 'publish_at desc, slug', query);
  }

  async tags(now: Date): Promise<string[]> {
    const rows = await this.em.execute<{ tag: string }[]>(
      `select tag from blog_posts, unnest(tags) as tag where status <> 'draft' and ${VISIBLE} group by tag order by count(*) desc, tag limit 30`,
      [now],
    );
    return rows.map((r) => r.tag);
  }

  async publishedPost(slug: string, now: Date): Promise<Post | null> {
    const [row] = await this.em.execute<PostRow[]>(`select * from blog_posts where slug = ? and ${VISIBLE}`, [
      slug,
      now,
    ]);
    return row ? toPost(row) : null;
  }

  all(query: PostQuery): Promise<{ items: PostSummary[]; total: number }> {
    const { where, params } = this.filters(query);
    return this.page(where, params, 'updated_at desc, slug', query);
  }

  async post(slug: string): Promise<Post | null> {
    const [row] = await this.em.execute<PostRow[]>(`select * from blog_posts where slug = ?`, [slug]);
    return row ? toPost(row) : null;
  }

  async save(p: PostContent & { readingMinutes: number }): Promise<void> {
    await this.em.execute(
      `insert into blog_posts (slug, title, summary, body_md, cover_image_url, cover_alt, tags, author_name, status, publish_at, reading_minutes, edited_by_staff)
       values (?, ?, ?, ?, ?, ?, ?::text[], ?, ?, ?, ?, true)
       on conflict (slug) do update set title = excluded.title, summary = excluded.summary, body_md = excluded.body_md,
         cover_image_url = excluded.cover_image_url, cover_alt = excluded.cover_alt, tags = excluded.tags, author_name = excluded.author_name,
         status = excluded.status, publish_at = excluded.publish_at, reading_minutes = excluded.reading_minutes, edited_by_staff = true, updated_at = now()`,
      [
        p.slug,
        p.title,
        p.summary,
        p.bodyMd,
        p.coverImageUrl,
        p.coverAlt,
        pgTextArray(p.tags),
        p.authorName,
        p.status,
        p.publishAt,
        p.readingMinutes,
      ],
    );
  }

  async delete(slug: string): Promise<boolean> {
    const rows = await this.em.execute<{ slug: string }[]>(`delete from blog_posts where slug = ? returning slug`, [
      slug,
    ]);
    return rows.length > 0;
  }
}
