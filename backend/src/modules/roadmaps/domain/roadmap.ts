/**
 * The roadmaps' domain: what a roadmap is made of and how a learner's progress through it is
 * counted. Progress belongs to a module (by its stable key), not to a roadmap: a module shared by
 * several roadmaps (e.g. `git-basics`) done once counts as done on each of them, and editing or
 * reordering a roadmap never touches anyone's progress.
 */
export const MODULE_STATUSES = ['pending', 'learning', 'done', 'skipped'] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

export const ROADMAP_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type RoadmapLevel = (typeof ROADMAP_LEVELS)[number];

/** Stable identifiers: roadmap slugs, section and module keys. */
export const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const KEY_MAX = 80;
export const isKey = (value: string): boolean => value.length <= KEY_MAX && KEY_PATTERN.test(value);

export interface Resource {
  title: string;
  url: string;
  kind: string;
}

export interface RoadmapSummary {
  id: number;
  slug: string;
  title: string;
  summary: string;
  level: RoadmapLevel;
  estimatedHours: number;
  tags: string[];
  moduleCount: number;
}

export interface ModuleNode {
  key: string;
  title: string;
  summary: string;
  estimatedMinutes: number;
}

export interface RoadmapSection {
  key: string;
  title: string;
  modules: ModuleNode[];
}

export interface RoadmapDetail extends RoadmapSummary {
  descriptionMd: string;
  prerequisites: string[];
  sections: RoadmapSection[];
  updatedAt: Date;
}

export interface ModuleContent extends ModuleNode {
  contentMd: string;
  resources: Resource[];
  /** The month (`YYYY-MM`) the lesson was last checked against its primary sources; null when never. */
  reviewedOn: string | null;
}

/** A learner's progress through one roadmap, computed from the module statuses. */
export interface RoadmapProgress {
  enrolled: boolean;
  enrolledAt: Date | null;
  lastVisitedAt: Date | null;
  /** Modules done, skipped or passed / total, 0–100 rounded down. */
  percent: number;
  counts: Record<ModuleStatus, number> & { total: number };
  /** Status of each of the roadmap's modules (pending when never touched). */
  statuses: Record<string, ModuleStatus>;
  /** Where to continue: the module last worked on while still in progress, else the first one not done or skipped; null when all are. */
  continueModuleKey: string | null;
}

export const countsAsFinished = (status: ModuleStatus): boolean => status === 'done' || status === 'skipped';

export function percentOf(finished: number, total: number): number {
  return total === 0 ? 0 : Math.floor((finished * 100) / total);
}

/** A module's code exercise (a practice problem) and when the learner first solved it. */
export interface ModuleExercise {
  slug: string;
  solvedAt: Date | null;
}

/**
 * Earned progress (issue 28): a module is passed once its checks are passed and every one of its
 * code exercises is solved, at the later of those moments; null while either is missing. A
 * learner who knows the topic "tests out" the same way, without reading first.
 */
export function modulePassedAt(
  checksPassedAt: Date | null | undefined,
  exercises: readonly ModuleExercise[],
): Date | null {
  if (!checksPassedAt) return null;
  let at = checksPassedAt;
  for (const e of exercises) {
    if (!e.solvedAt) return null;
    if (e.solvedAt > at) at = e.solvedAt;
  }
  return at;
}

/**
 * The roadmap's progress from its modules in order, the learner's statuses (self-set), the
 * modules they passed (earned) and where they last were. A passed module counts as finished
 * whatever its status, like a module marked done.
 */
export function progressOf(
  orderedKeys: readonly string[],
  statusByKey: ReadonlyMap<string, ModuleStatus>,
  enrolment: { enrolledAt: Date; lastVisitedAt: Date; lastModuleKey: string | null } | null,
  passed: ReadonlySet<string> = new Set(),
): RoadmapProgress {
  const counts = { pending: 0, learning: 0, done: 0, skipped: 0, total: orderedKeys.length };
  const statuses: Record<string, ModuleStatus> = {};
  for (const key of orderedKeys) {
    const status = statusByKey.get(key) ?? 'pending';
    statuses[key] = status;
    counts[status] += 1;
  }
  const finished = (key: string) => passed.has(key) || countsAsFinished(statuses[key]);
  const last = enrolment?.lastModuleKey;
  const continueModuleKey =
    last && statuses[last] === 'learning' && !passed.has(last)
      ? last
      : (orderedKeys.find((key) => !finished(key)) ?? null);
  return {
    enrolled: enrolment !== null,
    enrolledAt: enrolment?.enrolledAt ?? null,
    lastVisitedAt: enrolment?.lastVisitedAt ?? null,
    percent: percentOf(orderedKeys.filter(finished).length, counts.total),
    counts,
    statuses,
    continueModuleKey,
  };
}

export const orderedModuleKeys = (roadmap: Pick<RoadmapDetail, 'sections'>): string[] =>
  roadmap.sections.flatMap((section) => section.modules.map((m) => m.key));
