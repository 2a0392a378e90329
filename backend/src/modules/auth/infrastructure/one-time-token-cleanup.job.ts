import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PeriodicJob } from '../../../platform/scheduling/periodic-job.js';

/** Hourly: delete mailed-link tokens that expired more than a day ago (one statement). */
@Injectable()
export class OneTimeTokenCleanupJob extends PeriodicJob {
  protected readonly jobName = 'one-time-token-cleanup';
  protected readonly periodMs = 60 * 60 * 1000;

  @Cron(CronExpression.EVERY_HOUR, { name: 'one-time-token-cleanup' })
  onSchedule(): Promise<void> {
    return this.tick();
  }

  protected async work(em: EntityManager, now: Date): Promise<void> {
    await em.execute(`delete from one_time_tokens where expires_at < ?::timestamptz - interval '1 day'`, [now]);
  }
}
