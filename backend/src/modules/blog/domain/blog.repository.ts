import type { Post, PostContent } from './post.js';

export interface PostQuery {
  q?: string;
  tag?: string;
  page: number;
  pageSize: number;
}

/** A post as lists show it (no body). */
export type PostSummary = Omit<Post, 'bodyMd' | 'editedByStaff' | 'createdAt'>;

export abstract class BlogRepository {
  /** Posts readers see at `now`, newest first. */
  abstract published(query: PostQuery, now: Date): Promise<{ items: PostSummary[]; total: number }>;
  /** Tags of the posts readers see, most used first. */
  abstract tags(now: Date): Promise<string[]>;
  /** A post readers see at `now`, or null. */
  abstract publishedPost(slug: string, now: Date): Promise<Post | null>;
  /** Staff: every post, drafts and scheduled ones included, newest change first. */
  abstract all(query: PostQuery): Promise<{ items: PostSummary[]; total: number }>;
  abstract post(slug: string): Promise<Post | null>;
  /** Every post's slug, title and body, and whether readers see it at `now` (the link check's read, one query). */
  abstract bodies(now: Date): Promise<Array<{ slug: string; title: string; bodyMd: string; visible: boolean }>>;
  /** Creates or replaces a post as staff wrote it (marked edited: content releases leave it alone). */
  abstract save(post: PostContent & { readingMinutes: number }): Promise<void>;
  abstract delete(slug: string): Promise<boolean>;
}
