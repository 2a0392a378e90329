import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PeriodicJob } from '../../../platform/scheduling/periodic-job.js';
import { REVOCATION_RETENTION_MS } from './persistence/sql-identity-revocations.js';

/**
 * Hourly, the auth module's expired rows: sessions and mailed-link tokens that expired more than a
 * day ago, revocations no token can outlive, and ended attempt windows (one statement each).
 */
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
    await em.execute('delete from identity_revocations where revoked_before < ?', [
      new Date(now.getTime() - REVOCATION_RETENTION_MS),
    ]);
    await em.execute('delete from login_attempts where window_ends_at < ?', [now]);
    await em.execute(`delete from one_time_tokens where expires_at < ?::timestamptz - interval '1 day'`, [now]);
  }
}
