import { Injectable } from '@nestjs/common';
import { LearnerProgressSource, type LearnerProgressView } from '../../users/index.js';
import type { AchievementAwardView, AwardXpCommand } from '../contracts/views.js';
import { checkAward } from '../domain/learner-progress.js';
import { LearnerProgressRepository } from '../domain/learner-progress.repository.js';
import { examAward, moduleAward, moduleChecksAward } from '../domain/xp-rules.js';

/**
 * What other modules may ask of learner progress: read it (users composes it into /me, stats
 * and profiles through its LearnerProgressSource port, which this provides) and award XP once
 * per achievement (exams, practice, modules: the ledger's uniqueness makes a repeat a no-op).
 */
@Injectable()
export class LearnerProgressFacade extends LearnerProgressSource {
  constructor(private readonly progress: LearnerProgressRepository) {
    super();
  }

  view(userId: number): Promise<LearnerProgressView> {
    return this.progress.view(userId);
  }

  viewMany(userIds: readonly number[]): Promise<Map<number, LearnerProgressView>> {
    return this.progress.viewMany(userIds);
  }

  timeZoneChanged(userId: number, timeZone: string): Promise<void> {
    return this.progress.changeTimeZone(userId, timeZone);
  }

  /** For the admin overview: learners active on each day since `from` (YYYY-MM-DD). */
  activeLearnersPerDay(from: string): Promise<Array<{ day: string; count: number }>> {
    return this.progress.activeLearnersPerDay(from);
  }

  /** What completing a roadmap module (by its key) has paid the learner, read fresh. */
  async moduleAward(userId: number, moduleKey: string): Promise<AchievementAwardView> {
    return this.standing(userId, moduleAward(moduleKey).achievement);
  }

  /** What passing a module's checks (the first pass, by module key) has paid the learner, read fresh. */
  async moduleChecksAward(userId: number, moduleKey: string): Promise<AchievementAwardView> {
    return this.standing(userId, moduleChecksAward(moduleKey).achievement);
  }

  /** What passing a roadmap's exam (the first pass) has paid the learner, read fresh. */
  async examAward(userId: number, roadmapSlug: string): Promise<AchievementAwardView> {
    return this.standing(userId, examAward(roadmapSlug, roadmapSlug).achievement);
  }

  private async standing(userId: number, achievement: string): Promise<AchievementAwardView> {
    const s = await this.progress.achievement(userId, achievement);
    return { xp: s.amount, totalXp: s.totalXpEarned, daysStreak: s.daysStreak, longestStreak: s.longestStreak };
  }

  /** Awards `amount` XP for `achievement` unless the learner has it already; true when awarded. */
  async awardXp(userId: number, award: AwardXpCommand): Promise<boolean> {
    return this.progress.award(userId, checkAward(award));
  }
}
