/**
 * The shape of the roadmap content DevPath ships (loaded by the roadmaps content pack in every
 * environment). Keys and slugs are stable identifiers: learners' progress is stored by module
 * key, so a key is never renamed or reused once shipped; titles, text, order and resources may
 * change freely (raise the pack's version).
 */
/**
 * The month (`YYYY-MM`) of this content release's review against primary sources: no module's
 * `reviewedOn` may be later than it. Raise it when a new review is recorded.
 */
export const CONTENT_REVIEW_MONTH = '2026-11';

export type ResourceKind = 'docs' | 'article' | 'video' | 'course' | 'interactive' | 'book';

export interface ResourceContent {
  title: string;
  /** A real, free, https URL. */
  url: string;
  kind: ResourceKind;
}

export interface ModuleContent {
  /** Stable id, kebab-case (e.g. `git-basics`); a module shared by roadmaps appears once, under one key. */
  key: string;
  title: string;
  /** One sentence shown on the map's node and in lists. */
  summary: string;
  /** The lesson, in Markdown (headings from ###, lists, links, code fences); rendered safely. */
  contentMd: string;
  estimatedMinutes: number;
  /** Curated free resources, best first. */
  resources: ResourceContent[];
  /**
   * The month this lesson was last checked against its primary sources (MDN, the language's and
   * tools' own docs, RFCs, OWASP), as `YYYY-MM`, e.g. `'2026-11'`; absent when it has not been
   * reviewed. Shown to learners as "reviewed <month year>".
   */
  reviewedOn?: string;
}

export interface SectionContent {
  /** Stable within its roadmap (e.g. `foundations`). */
  key: string;
  title: string;
  /** Module keys in learning order. */
  modules: string[];
}

export type RoadmapLevel = 'beginner' | 'intermediate' | 'advanced';

export interface RoadmapContent {
  /** Stable, url-safe (e.g. `frontend`): /roadmap/{slug}; exams and certificates refer to it. */
  slug: string;
  title: string;
  /** One or two sentences for the list. */
  summary: string;
  /** A short Markdown introduction for the detail page: who it is for and what you can do after. */
  descriptionMd: string;
  level: RoadmapLevel;
  estimatedHours: number;
  tags: string[];
  /** What to know before starting, in plain words (may name other roadmaps). */
  prerequisites: string[];
  sections: SectionContent[];
}
