import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PeriodicJob } from './periodic-job.js';

export const JOB_RUN_RETENTION_DAYS = 30;
/** Delivered events (and their delivery records, by cascade) are kept this long. */
export const DELIVERED_EVENT_RETENTION_DAYS = 7;

/**
 * Daily: forget job-run records older than 30 days and events delivered more than 7 days ago
 * (one set-based DELETE each; undelivered events are never deleted).
 */
@Injectable()
export class HousekeepingJob extends PeriodicJob {
  protected readonly jobName = 'housekeeping';
  protected readonly periodMs = 24 * 60 * 60 * 1000;

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'housekeeping', timeZone: 'UTC' })
  onSchedule(): Promise<void> {
    return this.tick();
  }

  protected async work(em: EntityManager): Promise<void> {
    await em.execute(`delete from job_run where started_at < now() - make_interval(days => ?)`, [
      JOB_RUN_RETENTION_DAYS,
    ]);
    await em.execute(`delete from outbox_events where delivered_at < now() - make_interval(days => ?)`, [
      DELIVERED_EVENT_RETENTION_DAYS,
    ]);
  }
}
