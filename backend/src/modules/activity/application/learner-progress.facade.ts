import { Injectable } from '@nestjs/common';
import { LearnerProgressSource, type LearnerProgressView } from '../../users/index.js';
import { checkAward, type XpAward } from '../domain/learner-progress.js';
import { LearnerProgressRepository } from '../domain/learner-progress.repository.js';

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

  /** Awards `amount` XP for `achievement` unless the learner has it already; true when awarded. */
  async awardXp(userId: number, award: XpAward): Promise<boolean> {
    return this.progress.award(userId, checkAward(award));
  }
}
