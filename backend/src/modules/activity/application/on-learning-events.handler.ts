import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { UsersFacade } from '../../users/index.js';
import { checkAward } from '../domain/learner-progress.js';
import { LearnerProgressRepository } from '../domain/learner-progress.repository.js';
import {
  examAward,
  feedbackAward,
  moduleAward,
  moduleChecksAward,
  problemAward,
  reviewDayAward,
} from '../domain/xp-rules.js';

/**
 * Learning achievements other modules announce become XP (the ledger's uniqueness pays each
 * once, whatever redeliveries or races) and a learning day for the streak:
 * - 'roadmap.module-completed' → 'activity.award-module' (the module's XP, completedModules);
 * - 'roadmap.module-checks-passed' → 'activity.award-module-checks' (the checks' XP on the first pass per module key);
 * - 'review.day-completed' → 'activity.award-review-day' (the day's review XP, once per learner and day);
 * - 'exam.passed' → 'activity.award-exam' (the exam's XP on the first pass per roadmap);
 * - 'practice.problem-solved' → 'activity.award-problem' (the problem's XP by difficulty, first solve);
 * - 'feedback.given' → 'activity.award-feedback' (the reviewer's XP, once per project; reviewing
 *   is not a learning day).
 * A learner deleted meanwhile is skipped.
 */
@Injectable()
export class OnLearningEventsAwardXp implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly users: UsersFacade,
    private readonly progress: LearnerProgressRepository,
  ) {}

  private async learningDay(userId: number): Promise<boolean> {
    const user = await this.users.findAccount(userId);
    if (!user) return false;
    await this.progress.recordActivity(userId, user.timeZone, new Date());
    return true;
  }

  onModuleInit(): void {
    this.events.on('roadmap.module-completed', 'activity.award-module', async ({ payload }) => {
      if (!(await this.learningDay(payload.userId))) return;
      await this.progress.completeModule(
        payload.userId,
        payload.moduleKey,
        checkAward(moduleAward(payload.moduleKey, payload.moduleTitle)),
      );
    });
    this.events.on('roadmap.module-checks-passed', 'activity.award-module-checks', async ({ payload }) => {
      if (!(await this.learningDay(payload.userId))) return;
      await this.progress.award(payload.userId, checkAward(moduleChecksAward(payload.moduleKey, payload.moduleTitle)));
    });
    this.events.on('review.day-completed', 'activity.award-review-day', async ({ payload }) => {
      if (!(await this.learningDay(payload.userId))) return;
      await this.progress.award(payload.userId, checkAward(reviewDayAward(payload.day)));
    });
    this.events.on('exam.passed', 'activity.award-exam', async ({ payload }) => {
      if (!(await this.learningDay(payload.userId))) return;
      await this.progress.award(payload.userId, checkAward(examAward(payload.roadmapSlug, payload.roadmapTitle)));
    });
    this.events.on('practice.problem-solved', 'activity.award-problem', async ({ payload }) => {
      if (!(await this.learningDay(payload.userId))) return;
      await this.progress.award(
        payload.userId,
        checkAward(problemAward(payload.problemSlug, payload.problemTitle, payload.difficulty)),
      );
    });
    this.events.on('feedback.given', 'activity.award-feedback', async ({ payload }) => {
      if (!(await this.users.findAccount(payload.reviewerId))) return;
      await this.progress.award(payload.reviewerId, checkAward(feedbackAward(payload.projectId, payload.projectTitle)));
    });
  }
}
