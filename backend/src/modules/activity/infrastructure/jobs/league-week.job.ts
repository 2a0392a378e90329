import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { JobRunner } from '../../../../platform/scheduling/job-runner.js';
import { PeriodicJob } from '../../../../platform/scheduling/periodic-job.js';
import { weekStart } from '../../domain/league.js';
import { LeagueRepository } from '../../domain/league.repository.js';

/**
 * Hourly, once across instances: settles the weeks that ended (promotions, demotions, history)
 * and places every member for the current week. Idempotent: a week is settled and placed once.
 */
@Injectable()
export class LeagueWeekJob extends PeriodicJob {
  protected readonly jobName = 'league-week';
  protected readonly periodMs = 60 * 60 * 1000;

  constructor(
    runner: JobRunner,
    config: AppConfig,
    private readonly leagues: LeagueRepository,
  ) {
    super(runner, config);
  }

  @Cron(CronExpression.EVERY_HOUR, { name: 'league-week' })
  onSchedule(): Promise<void> {
    return this.tick();
  }

  protected async work(_em: unknown, now: Date): Promise<void> {
    await this.leagues.runWeek(weekStart(now));
  }
}
