import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import { EventOutbox } from '../../../platform/events/event-outbox.js';
import { LearnerProgressFacade } from '../../activity/index.js';
import { CertificatesFacade } from '../../certificates/index.js';
import { RoadmapsFacade } from '../../roadmaps/index.js';
import type { ExamPassed } from '../contracts/events.js';
import { checkAnswers, draw, EXAM_RULES, grade, type Grade, type SavedAnswer } from '../domain/exam.js';
import { ExamRepository, type Attempt, type AttemptSummary } from '../domain/exam.repository.js';

/** The exam opens when every module of the roadmap is passed or tested out (issue 28): self-ticked "done" does not open it. */
const isEligible = (modules: { passed: number; total: number }): boolean =>
  modules.total > 0 && modules.passed >= modules.total;

export interface ExamOverview {
  roadmap: { slug: string; title: string };
  questionCount: number;
  learner: null | {
    progressPercent: number;
    modulesPassed: number;
    moduleCount: number;
    eligible: boolean;
    openAttemptId: string | null;
    nextAttemptAt: Date | null;
    passed: boolean;
    bestScorePercent: number | null;
    attempts: AttemptSummary[];
  };
}

export interface AttemptState {
  attempt: Attempt;
  grade: Grade | null;
  /** When a failed attempt's cooldown ends. */
  nextAttemptAt: Date | null;
}

/**
 * What a pass earned, read back once its `exam.passed` was delivered. `pending`: the delivery did
 * not finish in time (another instance held the event past the wait, or a handler failed and is
 * retried); the XP and the certificate follow in the background, once.
 */
export interface ExamAward {
  status: 'delivered' | 'pending';
  /** The exam's XP on the first pass of the roadmap; 0 for a retake (and while pending). */
  xp: number;
  totalXp: number;
  daysStreak: number;
  longestStreak: number;
  /** The certificate this pass issued (null for a retake: the first pass issued it; and while pending). */
  certificate: { code: string; verifyUrl: string } | null;
}

/** A pass this call graded: its event and whether it is the learner's first pass of the roadmap. */
interface Pass {
  eventId: string;
  firstPass: boolean;
}

const notFound = () => new DomainError('not_found', 'EXAM_NOT_FOUND', 'This roadmap has no exam.');
const attemptNotFound = () =>
  new DomainError('not_found', 'EXAM_ATTEMPT_NOT_FOUND', 'There is no such exam attempt of yours.');
const HOUR = 3_600_000;

/**
 * Roadmap exams: a random draw from the roadmap's bank per attempt, a server-side deadline,
 * the pass mark, a cooldown after a failure and the eligibility rule. Grading a pass publishes
 * `exam.passed` in the same transaction (XP and the certificate follow from it). An attempt left
 * open past its deadline is graded with the answers saved in time the next time it is looked at.
 */
@Injectable()
export class Exams {
  constructor(
    private readonly exams: ExamRepository,
    private readonly roadmaps: RoadmapsFacade,
    private readonly em: EntityManager,
    private readonly events: EventOutbox,
    private readonly dispatcher: EventDispatcher,
    private readonly activity: LearnerProgressFacade,
    private readonly certificates: CertificatesFacade,
  ) {}

  private async roadmap(slug: string): Promise<{ slug: string; title: string }> {
    const roadmap = await this.roadmaps.roadmap(slug);
    if (!roadmap) throw notFound();
    return roadmap;
  }

  private cooldownEnd(lastFailure: Date | null, now: Date): Date | null {
    if (!lastFailure) return null;
    const end = new Date(lastFailure.getTime() + EXAM_RULES.cooldownHours * HOUR);
    return end > now ? end : null;
  }

  private expired(attempt: Attempt, now: Date): boolean {
    return (
      attempt.submittedAt === null && now.getTime() > attempt.deadlineAt.getTime() + EXAM_RULES.graceSeconds * 1000
    );
  }

  /** Grades and closes the attempt (locked by the caller's transaction) and announces a pass. */
  private async close(
    em: EntityManager,
    attempt: Attempt,
    answers: Record<string, SavedAnswer>,
    now: Date,
  ): Promise<{ result: Grade; pass: Pass | null }> {
    const result = grade(attempt.questions, answers, attempt.deadlineAt);
    const firstPass = result.passed && !(await this.exams.passedBefore(attempt.userId, attempt.roadmapSlug));
    await this.exams.recordGrade(attempt.id, result, now, answers);
    if (!result.passed) return { result, pass: null };
    const eventId = await this.events.publish(em, 'exam.passed', {
      attemptId: attempt.id,
      userId: attempt.userId,
      roadmapSlug: attempt.roadmapSlug,
      roadmapTitle: attempt.roadmapTitle,
      scorePercent: result.scorePercent,
      passedAt: now.toISOString(),
    } satisfies ExamPassed);
    return { result, pass: { eventId, firstPass } };
  }

  /** The learner's open attempt at this roadmap, closed (and so null) if its time is up. */
  private async openAttemptNow(userId: number, slug: string, now: Date): Promise<Attempt | null> {
    const open = await this.exams.openAttempt(userId, slug);
    if (!open || !this.expired(open, now)) return open;
    await this.submit(userId, open.id, undefined, now);
    return null;
  }

  async overview(slug: string, userId: number | null, now = new Date()): Promise<ExamOverview> {
    const roadmap = await this.roadmap(slug);
    const questionCount = Math.min(EXAM_RULES.questionsPerAttempt, await this.exams.bankSize(roadmap.slug));
    if (questionCount === 0) throw notFound();
    if (userId === null) return { roadmap, questionCount, learner: null };
    const open = await this.openAttemptNow(userId, roadmap.slug, now);
    const [modules, attempts, lastFailure] = await Promise.all([
      this.roadmaps.passedModules(userId, roadmap.slug),
      this.exams.history(userId, roadmap.slug, 20),
      this.exams.lastFailureAt(userId, roadmap.slug),
    ]);
    const scores = attempts.flatMap((a) => (a.scorePercent === null ? [] : [a.scorePercent]));
    return {
      roadmap,
      questionCount,
      learner: {
        progressPercent: modules.percent,
        modulesPassed: modules.passed,
        moduleCount: modules.total,
        eligible: isEligible(modules),
        openAttemptId: open?.id ?? null,
        nextAttemptAt: this.cooldownEnd(lastFailure, now),
        passed: attempts.some((a) => a.passed),
        bestScorePercent: scores.length ? Math.max(...scores) : null,
        attempts,
      },
    };
  }

  /** Starts an attempt, or returns the open one (also under parallel starts). */
  async start(userId: number, slug: string, now = new Date()): Promise<{ state: AttemptState; created: boolean }> {
    const roadmap = await this.roadmap(slug);
    const open = await this.openAttemptNow(userId, roadmap.slug, now);
    if (open) return { state: { attempt: open, grade: null, nextAttemptAt: null }, created: false };

    const modules = await this.roadmaps.passedModules(userId, roadmap.slug);
    if (!isEligible(modules)) {
      throw new DomainError(
        'forbidden',
        'EXAM_NOT_ELIGIBLE',
        `Pass every module of the roadmap before the exam: its checks and code exercises (you have passed ${modules.passed} of ${modules.total}).`,
        { modulesPassed: modules.passed, moduleCount: modules.total },
      );
    }
    const retryAt = this.cooldownEnd(await this.exams.lastFailureAt(userId, roadmap.slug), now);
    if (retryAt) {
      throw new DomainError(
        'conflict',
        'EXAM_COOLDOWN',
        `You can take this exam again after ${retryAt.toISOString()}.`,
        { retryAt: retryAt.toISOString() },
      );
    }
    const bank = await this.exams.bank(roadmap.slug);
    if (!bank.length) throw notFound();
    const questions = draw(bank, EXAM_RULES.questionsPerAttempt, randomInt).map((q) => ({
      ...q,
      options: draw(q.options, q.options.length, randomInt),
    }));
    const created = await this.exams.create({
      userId,
      roadmapSlug: roadmap.slug,
      roadmapTitle: roadmap.title,
      questions,
      startedAt: now,
      deadlineAt: new Date(now.getTime() + EXAM_RULES.timeLimitMinutes * 60_000),
    });
    if (created) return { state: { attempt: created, grade: null, nextAttemptAt: null }, created: true };
    const raced = await this.exams.openAttempt(userId, roadmap.slug);
    if (!raced)
      throw new DomainError(
        'conflict',
        'EXAM_ATTEMPT_CONFLICT',
        'Another attempt was started and finished meanwhile. Reload the page.',
      );
    return { state: { attempt: raced, grade: null, nextAttemptAt: null }, created: false };
  }

  private async state(attempt: Attempt, now: Date): Promise<AttemptState> {
    if (attempt.submittedAt === null) return { attempt, grade: null, nextAttemptAt: null };
    const result = grade(attempt.questions, attempt.answers, attempt.deadlineAt);
    const nextAttemptAt = result.passed ? null : this.cooldownEnd(attempt.submittedAt, now);
    return { attempt, grade: result, nextAttemptAt };
  }

  async get(userId: number, attemptId: string, now = new Date()): Promise<AttemptState> {
    const attempt = await this.exams.find(userId, attemptId);
    if (!attempt) throw attemptNotFound();
    if (this.expired(attempt, now)) return this.submit(userId, attemptId, undefined, now);
    return this.state(attempt, now);
  }

  /** Saves (merges) answers while the attempt is open and its time is not up; each answer keeps when it was saved. */
  async save(
    userId: number,
    attemptId: string,
    answers: Record<string, string[]>,
    now = new Date(),
  ): Promise<AttemptState> {
    const saved = await this.em.transactional(async () => {
      const attempt = await this.exams.find(userId, attemptId, true);
      if (!attempt) throw attemptNotFound();
      if (attempt.submittedAt)
        throw new DomainError('conflict', 'EXAM_ALREADY_SUBMITTED', 'This attempt is submitted already.');
      if (this.expired(attempt, now))
        throw new DomainError(
          'conflict',
          'EXAM_DEADLINE_PASSED',
          'Time is up: answers can no longer be changed. Submit to see your result.',
        );
      checkAnswers(attempt.questions, answers);
      const merged = { ...attempt.answers };
      for (const [key, options] of Object.entries(answers))
        merged[key] = { options: [...options].sort(), savedAt: now.toISOString() };
      await this.exams.saveAnswers(attempt.id, merged);
      return { ...attempt, answers: merged };
    });
    return this.state(saved, now);
  }

  /** Grades once: a second submit (or a parallel one) returns the same result without grading again. */
  async submit(
    userId: number,
    attemptId: string,
    answers: Record<string, string[]> | undefined,
    now = new Date(),
  ): Promise<AttemptState> {
    return (await this.gradeOnce(userId, attemptId, answers, now)).state;
  }

  /**
   * Submit as the learner does: grades once (as submit) and, when this call graded a pass,
   * delivers its `exam.passed` at once and answers with what it awarded (XP on the first pass,
   * the certificate). A second or parallel submit answers the same result with `award: null`.
   */
  async submitForAward(
    userId: number,
    attemptId: string,
    answers: Record<string, string[]> | undefined,
    now = new Date(),
  ): Promise<{ state: AttemptState; award: ExamAward | null }> {
    const { state, pass } = await this.gradeOnce(userId, attemptId, answers, now);
    if (!pass) return { state, award: null };
    const delivered = await this.dispatcher.deliverNow([pass.eventId]);
    const [standing, certificate] = await Promise.all([
      this.activity.examAward(userId, state.attempt.roadmapSlug),
      delivered ? this.certificates.ofRoadmap(userId, state.attempt.roadmapSlug) : null,
    ]);
    // The certificate is issued at the pass's instant: one issued at another was an earlier pass's.
    const issuedNow = certificate !== null && certificate.issuedAt.getTime() === now.getTime();
    return {
      state,
      award: {
        status: delivered ? 'delivered' : 'pending',
        xp: delivered && pass.firstPass ? (standing.xp ?? 0) : 0,
        totalXp: standing.totalXp,
        daysStreak: standing.daysStreak,
        longestStreak: standing.longestStreak,
        certificate: issuedNow ? { code: certificate.code, verifyUrl: certificate.verifyUrl } : null,
      },
    };
  }

  private async gradeOnce(
    userId: number,
    attemptId: string,
    answers: Record<string, string[]> | undefined,
    now: Date,
  ): Promise<{ state: AttemptState; pass: Pass | null }> {
    const closed = await this.em.transactional(async (em) => {
      const attempt = await this.exams.find(userId, attemptId, true);
      if (!attempt) throw attemptNotFound();
      if (attempt.submittedAt) return { attempt, pass: null };
      const merged = { ...attempt.answers };
      if (answers && !this.expired(attempt, now)) {
        checkAnswers(attempt.questions, answers);
        for (const [key, options] of Object.entries(answers))
          merged[key] = { options: [...options].sort(), savedAt: now.toISOString() };
      }
      const { result, pass } = await this.close(em, attempt, merged, now);
      return {
        attempt: {
          ...attempt,
          answers: merged,
          submittedAt: now,
          scorePercent: result.scorePercent,
          correctCount: result.correctCount,
          passed: result.passed,
        },
        pass,
      };
    });
    return { state: await this.state(closed.attempt, now), pass: closed.pass };
  }
}
