import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import { EventOutbox } from '../../../platform/events/event-outbox.js';
import { LearnerProgressFacade } from '../../activity/index.js';
import type { RoadmapModuleCompleted } from '../contracts/events.js';
import {
  modulePassedAt,
  orderedModuleKeys,
  percentOf,
  progressOf,
  type ModuleStatus,
  type RoadmapDetail,
  type RoadmapProgress,
} from '../domain/roadmap.js';
import { LessonChecksRepository } from '../domain/lesson-checks.repository.js';
import { LearningProgressRepository, type EnrolledRoadmap } from '../domain/roadmap.repository.js';
import { type ExercisesOfModules, ModulePasses } from './module-passes.js';
import { moduleNotFound, RoadmapCatalog } from './roadmap-catalog.js';

/**
 * A learner's progress on one roadmap, named by the roadmap's slug (a ref may be its numeric id),
 * with when the learner first passed each module's checks, each code module's exercises (solved
 * or not) and when each module was passed (checks and exercises: earned, distinct from the
 * self-ticked status, which is shown as "marked done").
 */
export type ProgressOnRoadmap = RoadmapProgress & {
  roadmapSlug: string;
  checksPassed: Map<string, Date>;
  exercises: ExercisesOfModules;
  passed: Map<string, Date>;
};

export interface ProgressExport {
  exportedAt: string;
  userId: number;
  roadmaps: Array<{
    slug: string;
    title: string;
    enrolledAt: string;
    lastVisitedAt: string;
    percent: number;
    modules: Array<{ key: string; title: string; status: ModuleStatus }>;
  }>;
  modules: Array<{ key: string; status: ModuleStatus; updatedAt: string; firstCompletedAt: string | null }>;
}

/**
 * What a module's first completion earned, read back once its event was delivered.
 * `pending`: the delivery did not finish in time (another instance held the event past the
 * wait, or a handler failed and is retried); the XP follows in the background, once.
 */
export interface ModuleAward {
  status: 'delivered' | 'pending';
  /** The module's XP (0 while pending). */
  xp: number;
  totalXp: number;
  daysStreak: number;
  longestStreak: number;
}

/** The award as the learner sees it: what the delivered event paid, or pending (0 XP) when it was not delivered in time. */
export function awardAfterDelivery(
  delivered: boolean,
  standing: { xp: number | null; totalXp: number; daysStreak: number; longestStreak: number },
): ModuleAward {
  return {
    status: delivered ? 'delivered' : 'pending',
    xp: delivered ? (standing.xp ?? 0) : 0,
    totalXp: standing.totalXp,
    daysStreak: standing.daysStreak,
    longestStreak: standing.longestStreak,
  };
}

/**
 * A learner's way through the roadmaps: enrolment, module statuses (the percentage is computed
 * here, never sent by the client), "continue where you left off", reset and export. Completing a
 * module for the first time publishes `roadmap.module-completed` in the same transaction; the XP
 * and the learning day follow from it (activity), once per module key: the request delivers that
 * event at once and answers with what it awarded (setStatus's `award`).
 */
@Injectable()
export class LearningProgress {
  constructor(
    private readonly catalog: RoadmapCatalog,
    private readonly progress: LearningProgressRepository,
    private readonly em: EntityManager,
    private readonly events: EventOutbox,
    private readonly dispatcher: EventDispatcher,
    private readonly activity: LearnerProgressFacade,
    private readonly checks: LessonChecksRepository,
    private readonly passes: ModulePasses,
  ) {}

  private async progressIn(userId: number, roadmap: RoadmapDetail): Promise<ProgressOnRoadmap> {
    const keys = orderedModuleKeys(roadmap);
    const [statuses, enrolment, checksPassed, recorded, exercises] = await Promise.all([
      this.progress.statuses(userId, keys),
      this.progress.enrolment(userId, roadmap.id),
      this.checks.passes(userId, keys),
      this.checks.modulePasses(userId, keys),
      this.passes.exercisesOf(userId, keys),
    ]);
    // A pass the learner has earned counts at once, even while its record is on its way (the
    // exercise's verdict is stored before 'practice.problem-solved' settles the pass).
    const passed = new Map(recorded);
    for (const key of keys) {
      if (passed.has(key)) continue;
      const at = modulePassedAt(checksPassed.get(key), exercises.get(key) ?? []);
      if (at) passed.set(key, at);
    }
    return {
      roadmapSlug: roadmap.slug,
      checksPassed,
      exercises,
      passed,
      ...progressOf(keys, statuses, enrolment, new Set(passed.keys())),
    };
  }

  async of(userId: number, ref: string): Promise<ProgressOnRoadmap> {
    return this.progressIn(userId, await this.catalog.detail(ref));
  }

  async enrol(userId: number, ref: string, now = new Date()): Promise<ProgressOnRoadmap> {
    const roadmap = await this.catalog.detail(ref);
    await this.progress.enrol(userId, roadmap.id, now);
    return this.progressIn(userId, roadmap);
  }

  /**
   * Sets a module's status. The first "done" of a module (only one request can make it: the
   * status row is locked) publishes `roadmap.module-completed`, delivers it at once and answers
   * with the award; any other change answers `award: null`.
   */
  async setStatus(
    userId: number,
    ref: string,
    moduleKey: string,
    status: ModuleStatus,
    now = new Date(),
  ): Promise<{ progress: ProgressOnRoadmap; award: ModuleAward | null }> {
    const roadmap = await this.catalog.detail(ref);
    if (!orderedModuleKeys(roadmap).includes(moduleKey)) throw moduleNotFound();
    const eventId = await this.em.transactional(async (em) => {
      const change = await this.progress.setStatus(userId, roadmap.id, moduleKey, status, now);
      if (!change.firstCompletion) return null;
      return this.events.publish(em, 'roadmap.module-completed', {
        userId,
        moduleKey,
        moduleTitle: roadmap.sections.flatMap((s) => s.modules).find((m) => m.key === moduleKey)?.title,
        roadmapSlug: roadmap.slug,
        completedAt: now.toISOString(),
      } satisfies RoadmapModuleCompleted);
    });
    const award = eventId === null ? null : await this.awardOf(userId, moduleKey, eventId);
    return { progress: await this.progressIn(userId, roadmap), award };
  }

  private async awardOf(userId: number, moduleKey: string, eventId: string): Promise<ModuleAward> {
    const delivered = await this.dispatcher.deliverNow([eventId]);
    return awardAfterDelivery(delivered, await this.activity.moduleAward(userId, moduleKey));
  }

  async reset(userId: number, ref: string): Promise<{ progress: ProgressOnRoadmap; forgotten: number }> {
    const roadmap = await this.catalog.detail(ref);
    const forgotten = await this.em.transactional(() => this.progress.reset(userId, roadmap.id));
    return { progress: await this.progressIn(userId, roadmap), forgotten };
  }

  enrolled(userId: number): Promise<EnrolledRoadmap[]> {
    return this.progress.enrolled(userId);
  }

  /** The roadmap's percentage for the learner. */
  async percent(userId: number, ref: string): Promise<number> {
    return (await this.of(userId, ref)).percent;
  }

  /** How many of the roadmap's modules the learner passed (checks and exercises), of how many: the exam's gate. */
  async passedModules(userId: number, ref: string): Promise<{ passed: number; total: number; percent: number }> {
    const progress = await this.of(userId, ref);
    return { passed: progress.passed.size, total: progress.counts.total, percent: progress.percent };
  }

  async export(userId: number, now = new Date()): Promise<ProgressExport> {
    const [enrolled, statuses] = await Promise.all([this.progress.enrolled(userId), this.progress.allStatuses(userId)]);
    const statusByKey = new Map(statuses.map((s) => [s.moduleKey, s.status]));
    const roadmaps = await Promise.all(enrolled.map((e) => this.catalog.detail(e.roadmap.slug)));
    return {
      exportedAt: now.toISOString(),
      userId,
      roadmaps: enrolled.map((e, i) => {
        const modules = roadmaps[i].sections.flatMap((s) =>
          s.modules.map((m) => ({
            key: m.key,
            title: m.title,
            status: statusByKey.get(m.key) ?? ('pending' as const),
          })),
        );
        return {
          slug: e.roadmap.slug,
          title: e.roadmap.title,
          enrolledAt: e.enrolment.enrolledAt.toISOString(),
          lastVisitedAt: e.enrolment.lastVisitedAt.toISOString(),
          percent: percentOf(e.finished, e.roadmap.moduleCount),
          modules,
        };
      }),
      modules: statuses.map((s) => ({
        key: s.moduleKey,
        status: s.status,
        updatedAt: s.updatedAt.toISOString(),
        firstCompletedAt: s.firstCompletedAt?.toISOString() ?? null,
      })),
    };
  }
}
