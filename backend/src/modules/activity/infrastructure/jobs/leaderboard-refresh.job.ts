import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { JobRunner } from '../../../../platform/scheduling/job-runner.js';
import { PeriodicJob } from '../../../../platform/scheduling/periodic-job.js';
import { LeaderboardRepository } from '../../domain/leaderboard.repository.js';

/** Every 5 minutes, once across instances: the leaderboard snapshots are rebuilt set-based. */
@Injectable()
export class LeaderboardRefreshJob extends PeriodicJob {
  protected readonly jobName = 'leaderboard-refresh';
  protected readonly periodMs = 5 * 60 * 1000;

  constructor(
    runner: JobRunner,
    config: AppConfig,
    private readonly boards: LeaderboardRepository,
  ) {
    super(runner, config);
  }

  @Cron(CronExpression.EVERY_5_MINUTES, { name: 'leaderboard-refresh' })
  onSchedule(): Promise<void> {
    return this.tick();
  }

  protected async work(_em: unknown, now: Date): Promise<void> {
    await this.boards.refresh(now);
  }
}
