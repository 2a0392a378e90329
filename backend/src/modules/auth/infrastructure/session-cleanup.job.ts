import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PeriodicJob } from '../../../platform/scheduling/periodic-job.js';

/** Hourly: delete sessions that expired more than a day ago (one statement). */
@Injectable()
export class SessionCleanupJob extends PeriodicJob {
  protected readonly jobName = 'session-cleanup';
  protected readonly periodMs = 60 * 60 * 1000;

  @Cron(CronExpression.EVERY_HOUR, { name: 'session-cleanup' })
  onSchedule(): Promise<void> {
    return this.tick();
  }

  protected async work(em: EntityManager, now: Date): Promise<void> {
    await em.execute(`delete from sessions where expires_at < ?::timestamptz - interval '1 day'`, [now]);
  }
}
