import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../platform/errors/domain-error.js';
import {
  CheckAnswerError,
  gradeAttempt,
  PASS_PERCENT,
  publicQuestion,
  type CheckAnswer,
  type PublicQuestion,
} from '../domain/lesson-checks.js';
import { LessonChecksRepository, type StoredAttempt } from '../domain/lesson-checks.repository.js';
import { RoadmapCatalog } from './roadmap-catalog.js';

export interface ModuleChecksView {
  moduleKey: string;
  passPercent: number;
  questions: PublicQuestion[];
}

export interface AttemptView {
  attempt: StoredAttempt | null;
  /** When the learner first passed the module's checks; null while never passed. */
  passedAt: Date | null;
}

const noChecks = () =>
  new DomainError('not_found', 'MODULE_CHECKS_NOT_FOUND', 'This module has no checks to answer yet.');

/**
 * The graded checks at the end of a module's lesson (issue 28): the questions without their
 * keys for anyone, and for a signed-in learner the grading of an attempt (stored, each one) and
 * the module's "checks passed" state (the first attempt at or above the pass mark).
 */
@Injectable()
export class LessonChecks {
  constructor(
    private readonly catalog: RoadmapCatalog,
    private readonly checks: LessonChecksRepository,
    private readonly em: EntityManager,
  ) {}

  /** The module's questions as a learner sees them before answering (404 when the roadmap lacks the module). */
  async questions(ref: string, moduleKey: string): Promise<ModuleChecksView> {
    await this.catalog.module(ref, moduleKey);
    const questions = await this.checks.questions(moduleKey);
    return { moduleKey, passPercent: PASS_PERCENT, questions: questions.map(publicQuestion) };
  }

  async submit(
    userId: number,
    ref: string,
    moduleKey: string,
    answers: readonly CheckAnswer[],
    now = new Date(),
  ): Promise<{ attempt: StoredAttempt; passedAt: Date | null }> {
    await this.catalog.module(ref, moduleKey);
    const questions = await this.checks.questions(moduleKey);
    if (questions.length === 0) throw noChecks();
    let graded: ReturnType<typeof gradeAttempt>;
    try {
      graded = gradeAttempt(questions, answers);
    } catch (e) {
      if (e instanceof CheckAnswerError) throw new DomainError('invalid', e.code, e.message);
      throw e;
    }
    return this.em.transactional(() => this.checks.recordAttempt(userId, moduleKey, answers, graded, now));
  }

  async latest(userId: number, ref: string, moduleKey: string): Promise<AttemptView> {
    await this.catalog.module(ref, moduleKey);
    return this.checks.latest(userId, moduleKey);
  }
}
