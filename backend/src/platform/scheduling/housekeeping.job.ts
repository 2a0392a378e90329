import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config.js';
import { JobRunner, tickOf } from './job-runner.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const JOB_RUN_RETENTION_DAYS = 30;

/** Daily: forget job-run records older than 30 days (one set-based DELETE). */
@Injectable()
export class HousekeepingJob {
  constructor(
    private readonly runner: JobRunner,
    private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'housekeeping', timeZone: 'UTC' })
  async onSchedule(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    await this.run(new Date());
  }

  run(now: Date) {
    return this.runner.runOnce('housekeeping', tickOf(now, DAY_MS), async (em) => {
      await em.execute(`delete from job_run where started_at < now() - make_interval(days => ?)`, [JOB_RUN_RETENTION_DAYS]);
    });
  }
}
