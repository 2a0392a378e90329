import { Injectable } from '@nestjs/common';
import { LearnerProgressFacade } from '../../activity/index.js';
import { UsersService } from '../../users/index.js';
import { dailySeries, lastDays, type DailyPoint } from '../domain/daily-series.js';

export const OVERVIEW_DAYS = 30;

export interface Overview {
  days: number;
  signups: DailyPoint[];
  activeLearners: DailyPoint[];
  totals: { users: number; suspended: number; signupsInWindow: number; activeToday: number };
}

/** The admin console's overview: sign-ups and active learners per day, from their owners' facades. */
@Injectable()
export class AdminOverview {
  constructor(
    private readonly users: UsersService,
    private readonly progress: LearnerProgressFacade,
  ) {}

  async read(now = new Date()): Promise<Overview> {
    const days = lastDays(now, OVERVIEW_DAYS);
    const [signupStats, active] = await Promise.all([
      this.users.signupStats(new Date(`${days[0]}T00:00:00Z`)),
      this.progress.activeLearnersPerDay(days[0]!),
    ]);
    const signups = dailySeries(days, signupStats.perDay);
    const activeLearners = dailySeries(days, active);
    return {
      days: OVERVIEW_DAYS,
      signups,
      activeLearners,
      totals: {
        users: signupStats.total,
        suspended: signupStats.suspended,
        signupsInWindow: signups.reduce((sum, point) => sum + point.count, 0),
        activeToday: activeLearners.at(-1)!.count,
      },
    };
  }
}
