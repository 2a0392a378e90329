import { Injectable } from '@nestjs/common';
import { LearnerProgressFacade } from '../../activity/index.js';
import { ReportsOverview, type OpenReportCounts } from '../../reports/index.js';
import { UsersFacade } from '../../users/index.js';
import { dailySeries, lastDays, type DailyPoint } from '../domain/daily-series.js';

export const OVERVIEW_DAYS = 30;

export interface Overview {
  days: number;
  signups: DailyPoint[];
  activeLearners: DailyPoint[];
  totals: { users: number; suspended: number; signupsInWindow: number; activeToday: number };
  openReports: OpenReportCounts;
}

/** The admin console's overview: sign-ups and active learners per day and what waits in the inboxes, from their owners' facades. */
@Injectable()
export class AdminOverview {
  constructor(
    private readonly users: UsersFacade,
    private readonly progress: LearnerProgressFacade,
    private readonly reports: ReportsOverview,
  ) {}

  async read(now = new Date()): Promise<Overview> {
    const days = lastDays(now, OVERVIEW_DAYS);
    const [signupStats, active, openReports] = await Promise.all([
      this.users.signupStats(new Date(`${days[0]}T00:00:00Z`)),
      this.progress.activeLearnersPerDay(days[0]!),
      this.reports.openCounts(),
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
      openReports,
    };
  }
}
