import type { ModuleContent, Resource, ModuleStatus, RoadmapDetail, RoadmapLevel, RoadmapSummary } from './roadmap.js';

export interface CatalogQuery {
  q?: string;
  level?: RoadmapLevel;
  tag?: string;
  page: number;
  pageSize: number;
}

export interface CatalogPage {
  items: RoadmapSummary[];
  total: number;
}

/** The published catalog (read side). */
export abstract class RoadmapCatalogRepository {
  abstract list(query: CatalogQuery): Promise<CatalogPage>;
  /** Every tag of the published roadmaps, most used first. */
  abstract tags(): Promise<string[]>;
  /** A published roadmap by id or slug, with its sections and modules in order. */
  abstract detail(idOrSlug: number | string): Promise<RoadmapDetail | null>;
  /** A module's lesson, when the module belongs to a published roadmap (with the roadmaps it belongs to). */
  abstract module(key: string): Promise<(ModuleContent & { roadmapIds: number[] }) | null>;
  /** Every lesson's body and resources with the slug of a roadmap it belongs to (a published one first), in one read. */
  abstract lessonSources(): Promise<LessonSource[]>;
}

/** What a lesson holds of external links, and the roadmap its page opens on (null: in none yet). */
export interface LessonSource {
  key: string;
  title: string;
  roadmapSlug: string | null;
  contentMd: string;
  resources: Resource[];
}

export interface Enrolment {
  roadmapId: number;
  enrolledAt: Date;
  lastVisitedAt: Date;
  lastModuleKey: string | null;
}

export interface EnrolledRoadmap {
  roadmap: RoadmapSummary;
  enrolment: Enrolment;
  finished: number;
  /** The first module, in order, neither done nor skipped (null when all are). */
  nextModule: { key: string; title: string } | null;
  lastModule: { key: string; title: string; status: ModuleStatus } | null;
}

export interface StatusChange {
  previous: ModuleStatus;
  current: ModuleStatus;
  /** True the first time ever the learner marks this module done. */
  firstCompletion: boolean;
}

/** A learner's progress (write side and the learner's own reads). */
export abstract class LearningProgressRepository {
  abstract statuses(userId: number, moduleKeys: readonly string[]): Promise<Map<string, ModuleStatus>>;
  abstract enrolment(userId: number, roadmapId: number): Promise<Enrolment | null>;
  /** Enrols (idempotent) and records the visit; returns the enrolment. */
  abstract enrol(userId: number, roadmapId: number, now: Date): Promise<Enrolment>;
  /**
   * Enrols if needed, sets the module's status under a row lock and remembers it as the last
   * module worked on. Joins the caller's transaction (the use case publishes its event in it).
   */
  abstract setStatus(
    userId: number,
    roadmapId: number,
    moduleKey: string,
    status: ModuleStatus,
    now: Date,
  ): Promise<StatusChange>;
  /**
   * Forgets the statuses of the roadmap's modules, except modules that also belong to another
   * roadmap the learner follows (they stay as they are there, and so here). Returns how many
   * statuses were forgotten.
   */
  abstract reset(userId: number, roadmapId: number): Promise<number>;
  /** The learner's roadmaps, most recently visited first, with counts (one query). */
  abstract enrolled(userId: number): Promise<EnrolledRoadmap[]>;
  /** Every status the learner has, for the export. */
  abstract allStatuses(
    userId: number,
  ): Promise<Array<{ moduleKey: string; status: ModuleStatus; updatedAt: Date; firstCompletedAt: Date | null }>>;
  /** Deletes everything of the learner (account deletion). */
  abstract forget(userId: number): Promise<void>;
}
