import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../../../platform/config/app-config.js';
import { JobRunner, tickOf } from '../../../platform/scheduling/job-runner.js';
import { UsersService } from '../../users/application/users.service.js';

const HOUR_MS = 60 * 60 * 1000;

/** Hourly (days end at different hours across time zones): streaks with a missed day drop to 0. */
@Injectable()
export class StreakResetJob {
  constructor(
    private readonly runner: JobRunner,
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'streak-reset' })
  async onSchedule(): Promise<void> {
    if (this.config.schedulerEnabled) await this.run(new Date());
  }

  run(now: Date) {
    return this.runner.runOnce('streak-reset', tickOf(now, HOUR_MS), async () => {
      await this.users.resetLapsedStreaks(now);
    });
  }
}
