import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PeriodicJob } from './periodic-job.js';

export const JOB_RUN_RETENTION_DAYS = 30;

/** Daily: forget job-run records older than 30 days (one set-based DELETE). */
@Injectable()
export class HousekeepingJob extends PeriodicJob {
  protected readonly jobName = 'housekeeping';
  protected readonly periodMs = 24 * 60 * 60 * 1000;

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'housekeeping', timeZone: 'UTC' })
  onSchedule(): Promise<void> {
    return this.tick();
  }

  protected async work(em: EntityManager): Promise<void> {
    await em.execute(`delete from job_run where started_at < now() - make_interval(days => ?)`, [JOB_RUN_RETENTION_DAYS]);
  }
}
