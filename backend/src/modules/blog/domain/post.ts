/**
 * The blog (issue 15): posts in Markdown written by staff for learners. A post is a draft, is
 * published, or is scheduled for a moment (visible from then on; a job marks it published).
 */
export const POST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Stable, URL-safe: lower-case words joined by "-". */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;

export interface PostContent {
  slug: string;
  title: string;
  /** One or two sentences: the list, the page's meta description and the RSS item. */
  summary: string;
  /** Markdown (the SPA renders it without raw HTML). */
  bodyMd: string;
  coverImageUrl: string | null;
  coverAlt: string | null;
  tags: string[];
  authorName: string;
  status: PostStatus;
  /** When it was or will be published (required for scheduled, set at publication otherwise). */
  publishAt: Date | null;
}

export interface Post extends PostContent {
  readingMinutes: number;
  editedByStaff: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read the Markdown at 200 words a minute (code counts as words), at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * The publication moment a save records: a scheduled post needs one; publishing keeps an
 * earlier moment (an edit does not move the post to the top) or takes now; a draft has none.
 */
export function publicationMoment(
  status: PostStatus,
  requested: Date | null,
  previous: Date | null,
  now: Date,
): Date | null {
  if (status === 'draft') return null;
  if (status === 'scheduled') return requested;
  return requested ?? previous ?? now;
}
