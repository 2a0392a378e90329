import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { PlatformDb } from '../database/platform-db.js';
import { typedSql } from '../database/typed-sql.js';
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
    const db = typedSql<PlatformDb>(em);
    const daysAgo = (days: number) => sql<string>`now() - make_interval(days => ${days})`;
    await db.deleteFrom('job_run').where('started_at', '<', daysAgo(JOB_RUN_RETENTION_DAYS)).execute();
    await db.deleteFrom('outbox_events').where('delivered_at', '<', daysAgo(DELIVERED_EVENT_RETENTION_DAYS)).execute();
  }
}
