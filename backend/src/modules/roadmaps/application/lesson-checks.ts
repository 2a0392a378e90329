import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import { EventOutbox } from '../../../platform/events/event-outbox.js';
import { LearnerProgressFacade } from '../../activity/index.js';
import type { ReviewQuestion } from '../contracts/views.js';
import type { RoadmapModuleChecksAnswered, RoadmapModuleChecksPassed } from '../contracts/events.js';
import {
  CheckAnswerError,
  gradeAttempt,
  PASS_PERCENT,
  publicQuestion,
  type CheckAnswer,
  type PublicQuestion,
  type QuestionResult,
} from '../domain/lesson-checks.js';
import { LessonChecksRepository, type StoredAttempt } from '../domain/lesson-checks.repository.js';
import { awardAfterDelivery, type ModuleAward } from './learning-progress.js';
import { ModulePasses } from './module-passes.js';
import { RoadmapCatalog } from './roadmap-catalog.js';

export interface ModuleChecksView {
  moduleKey: string;
  passPercent: number;
  questions: PublicQuestion[];
  /** The module's code exercises (practice problem slugs) a pass also needs; empty when its topic is not code. */
  exercises: string[];
}

export interface AttemptView {
  attempt: StoredAttempt | null;
  /** When the learner first passed the module's checks; null while never passed. */
  passedAt: Date | null;
}

const noChecks = () =>
  new DomainError('not_found', 'MODULE_CHECKS_NOT_FOUND', 'This module has no checks to answer yet.');

/** A graded attempt, the module's first pass, and what this attempt awarded (the first pass only). */
export interface SubmittedAttempt {
  attempt: StoredAttempt;
  passedAt: Date | null;
  award: ModuleAward | null;
}

/**
 * The graded checks at the end of a module's lesson (issue 28): the questions without their
 * keys for anyone, and for a signed-in learner the grading of an attempt (stored, each one) and
 * the module's "checks passed" state (the first attempt at or above the pass mark). The attempt
 * that records the first pass publishes `roadmap.module-checks-passed` in its transaction,
 * delivers it at once and answers with the XP it earned (activity pays it once per module key).
 */
@Injectable()
export class LessonChecks {
  constructor(
    private readonly catalog: RoadmapCatalog,
    private readonly checks: LessonChecksRepository,
    private readonly em: EntityManager,
    private readonly events: EventOutbox,
    private readonly dispatcher: EventDispatcher,
    private readonly activity: LearnerProgressFacade,
    private readonly passes: ModulePasses,
  ) {}

  /** The module's questions as a learner sees them before answering (404 when the roadmap lacks the module). */
  async questions(ref: string, moduleKey: string): Promise<ModuleChecksView> {
    await this.catalog.module(ref, moduleKey);
    const [questions, exercises] = await Promise.all([
      this.checks.questions(moduleKey),
      this.checks.exercisesOf([moduleKey]),
    ]);
    return {
      moduleKey,
      passPercent: PASS_PERCENT,
      questions: questions.map(publicQuestion),
      exercises: exercises.get(moduleKey) ?? [],
    };
  }

  async submit(
    userId: number,
    ref: string,
    moduleKey: string,
    answers: readonly CheckAnswer[],
    now = new Date(),
  ): Promise<SubmittedAttempt> {
    const module = await this.catalog.module(ref, moduleKey);
    const roadmap = await this.catalog.detail(ref);
    const questions = await this.checks.questions(moduleKey);
    if (questions.length === 0) throw noChecks();
    let graded: ReturnType<typeof gradeAttempt>;
    try {
      graded = gradeAttempt(questions, answers);
    } catch (e) {
      if (e instanceof CheckAnswerError) throw new DomainError('invalid', e.code, e.message);
      throw e;
    }
    const { attempt, passedAt, eventId } = await this.em.transactional(async (em) => {
      const recorded = await this.checks.recordAttempt(userId, moduleKey, answers, graded, now);
      await this.events.publish(em, 'roadmap.module-checks-answered', {
        attemptId: recorded.attempt.id,
        userId,
        moduleKey,
        roadmapSlug: roadmap.slug,
        missed: graded.results.filter((r) => !r.correct).map((r) => r.questionId),
        right: graded.results.filter((r) => r.correct).map((r) => r.questionId),
        answeredAt: now.toISOString(),
      } satisfies RoadmapModuleChecksAnswered);
      // A passing attempt may complete the module (its exercises solved before).
      if (graded.passed) await this.passes.settle(userId, [moduleKey]);
      const event = recorded.firstPass
        ? await this.events.publish(em, 'roadmap.module-checks-passed', {
            userId,
            moduleKey,
            moduleTitle: module.title,
            roadmapSlug: roadmap.slug,
            passedAt: now.toISOString(),
          } satisfies RoadmapModuleChecksPassed)
        : null;
      return { ...recorded, eventId: event };
    });
    const award = eventId === null ? null : await this.awardOf(userId, moduleKey, eventId);
    return { attempt, passedAt, award };
  }

  /** Delivers the first pass's event now and reads what it paid (pending when it could not be delivered in time). */
  private async awardOf(userId: number, moduleKey: string, eventId: string): Promise<ModuleAward> {
    const delivered = await this.dispatcher.deliverNow([eventId]);
    return awardAfterDelivery(delivered, await this.activity.moduleChecksAward(userId, moduleKey));
  }

  /**
   * Keyless questions by (module, question id), for the review queue; those no longer shipped
   * are absent. One read for any number of modules.
   */
  async reviewQuestions(refs: ReadonlyArray<{ moduleKey: string; questionId: string }>): Promise<ReviewQuestion[]> {
    const modules = await this.checks.questionsOf(refs.map((r) => r.moduleKey));
    return refs.flatMap(({ moduleKey, questionId }) => {
      const module = modules.get(moduleKey);
      const question = module?.questions.find((q) => q.id === questionId);
      return module && question ? [{ moduleKey, moduleTitle: module.title, ...publicQuestion(question) }] : [];
    });
  }

  /**
   * Grades one answer to one of a module's questions, storing nothing (the review queue stores
   * its own outcome). Null when the question is no longer shipped; a malformed answer throws
   * the same 400 codes as an attempt.
   */
  async gradeOne(moduleKey: string, answer: CheckAnswer): Promise<QuestionResult | null> {
    const question = (await this.checks.questionsOf([moduleKey]))
      .get(moduleKey)
      ?.questions.find((q) => q.id === answer.questionId);
    if (!question) return null;
    try {
      return gradeAttempt([question], [answer]).results[0] ?? null;
    } catch (e) {
      if (e instanceof CheckAnswerError) throw new DomainError('invalid', e.code, e.message);
      throw e;
    }
  }

  async latest(userId: number, ref: string, moduleKey: string): Promise<AttemptView> {
    await this.catalog.module(ref, moduleKey);
    return this.checks.latest(userId, moduleKey);
  }
}
