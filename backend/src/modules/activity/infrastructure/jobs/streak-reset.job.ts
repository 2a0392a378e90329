import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { JobRunner } from '../../../../platform/scheduling/job-runner.js';
import { PeriodicJob } from '../../../../platform/scheduling/periodic-job.js';
import { LearnerProgressRepository } from '../../domain/learner-progress.repository.js';

/**
 * Hourly (days end at different hours across time zones): streaks with a missed day spend their
 * freezes, or end (see LearnerProgressRepository.settleMissedDays; one statement for everyone).
 */
@Injectable()
export class StreakResetJob extends PeriodicJob {
  protected readonly jobName = 'streak-reset';
  protected readonly periodMs = 60 * 60 * 1000;

  constructor(
    runner: JobRunner,
    config: AppConfig,
    private readonly progress: LearnerProgressRepository,
  ) {
    super(runner, config);
  }

  @Cron(CronExpression.EVERY_HOUR, { name: 'streak-reset' })
  onSchedule(): Promise<void> {
    return this.tick();
  }

  protected async work(_em: unknown, now: Date): Promise<void> {
    await this.progress.settleMissedDays(now);
  }
}
