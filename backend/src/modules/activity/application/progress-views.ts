import { Injectable } from '@nestjs/common';
import { UsersFacade } from '../../users/index.js';
import { addDays, dayEnd, daysBetween, localDay } from '../domain/learner-day.js';
import { FREEZE_EVERY_DAYS, MAX_FREEZES } from '../domain/learner-progress.js';
import { LearnerProgressRepository } from '../domain/learner-progress.repository.js';

export interface StreakView {
  daysStreak: number;
  longestStreak: number;
  previousStreak: number;
  freezesHeld: number;
  maxFreezes: number;
  freezeEveryDays: number;
  timeZone: string;
  /** Today in the learner's zone. */
  today: string;
  /** Whether today already counts (a learning action today). */
  todayDone: boolean;
  /** When the streak ends without a learning action (the end of today, or of tomorrow once today counts); null without a streak. */
  deadline: Date | null;
}

/** What the dashboard reads of the signed-in learner's progress. */
@Injectable()
export class ProgressViews {
  constructor(
    private readonly users: UsersFacade,
    private readonly progress: LearnerProgressRepository,
  ) {}

  async streak(userId: number, now = new Date()): Promise<StreakView> {
    const [user, progress] = await Promise.all([this.users.account(userId), this.progress.view(userId)]);
    const timeZone = user.timeZone;
    const today = localDay(now, timeZone);
    const through = progress.streakThrough ?? progress.lastActiveDay;
    const todayDone =
      progress.lastActiveDay === today || (through !== null && through >= today && progress.daysStreak > 0);
    // Missed days the hourly job has not settled yet still count: freezes that cover them keep the streak.
    const alive =
      progress.daysStreak > 0 && through !== null && daysBetween(through, addDays(today, -1)) <= progress.freezesHeld;
    return {
      daysStreak: alive ? progress.daysStreak : 0,
      longestStreak: progress.longestStreak,
      previousStreak: progress.previousStreak,
      freezesHeld: progress.freezesHeld,
      maxFreezes: MAX_FREEZES,
      freezeEveryDays: FREEZE_EVERY_DAYS,
      timeZone,
      today,
      todayDone,
      deadline: alive ? dayEnd(todayDone ? addDays(today, 1) : today, timeZone) : null,
    };
  }

  /** Learning days and frozen days of the last `days` days up to today (the heatmap). */
  async calendar(
    userId: number,
    days: number,
    now = new Date(),
  ): Promise<{ from: string; to: string; active: string[]; frozen: string[]; xp: Array<{ day: string; xp: number }> }> {
    const user = await this.users.account(userId);
    const to = localDay(now, user.timeZone);
    const from = addDays(to, -(days - 1));
    return { from, to, ...(await this.progress.days(userId, from, to, user.timeZone)) };
  }

  recentXp(userId: number, limit: number) {
    return this.progress.recentAwards(userId, limit);
  }
}
