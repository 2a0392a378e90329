/**
 * Free IT resources (issue 15): curated links to free courses, books, videos, tools and
 * communities. Learners suggest more; a suggestion waits for a moderator's review.
 */
export const CATEGORIES = ['web', 'backend', 'data', 'devops', 'computer science', 'careers', 'tools'] as const;
export type Category = (typeof CATEGORIES)[number];
export const TYPES = ['course', 'book', 'video', 'tool', 'docs', 'practice', 'community'] as const;
export type ResourceType = (typeof TYPES)[number];
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];
export const STATUSES = ['approved', 'pending', 'rejected'] as const;
export type ResourceStatus = (typeof STATUSES)[number];

export interface ResourceFields {
  title: string;
  url: string;
  category: Category;
  type: ResourceType;
  level: Level;
  tags: string[];
  description: string;
}

export interface Resource extends ResourceFields {
  id: number;
  status: ResourceStatus;
  suggestedBy: number | null;
  reviewNote: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
}

/** Suggestions a learner may send per day (a moderator reads each one). */
export const SUGGESTIONS_PER_DAY = 5;

/**
 * The address a resource is known by, to find duplicates: https, host in lower case without
 * "www.", no fragment, no trailing slash.
 */
export function canonicalUrl(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  parsed.hostname = parsed.hostname.toLowerCase().replace(/^www\./, '');
  parsed.protocol = 'https:';
  return parsed.toString().replace(/\/+$/, '');
}

/**
 * Whether a URL may be listed: https, a public host name (no IP literal, no localhost, no
 * internal names), no credentials. The server never fetches it. One rule for every module.
 */
export { publicUrlProblem } from '../../../platform/http/public-url.js';
