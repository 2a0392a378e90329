import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../../../platform/config/app-config.js';
import { JobRunner, tickOf } from '../../../platform/scheduling/job-runner.js';

const HOUR_MS = 60 * 60 * 1000;

/** Hourly: delete sessions that expired more than a day ago (one statement). */
@Injectable()
export class SessionCleanupJob {
  constructor(
    private readonly runner: JobRunner,
    private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'session-cleanup' })
  async onSchedule(): Promise<void> {
    if (this.config.schedulerEnabled) await this.run(new Date());
  }

  run(now: Date) {
    return this.runner.runOnce('session-cleanup', tickOf(now, HOUR_MS), async (em) => {
      await em.execute(`delete from sessions where expires_at < ? - interval '1 day'`, [now]);
    });
  }
}
