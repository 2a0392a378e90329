import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { PeriodicJob } from '../../../../platform/scheduling/periodic-job.js';
import type { AuthDb } from '../persistence/auth-db.js';
import { REVOCATION_RETENTION_MS } from '../persistence/sql-identity-revocations.js';

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
    const db = typedSql<AuthDb>(em);
    const dayBefore = sql<string>`${now}::timestamptz - interval '1 day'`;
    await db.deleteFrom('sessions').where('expires_at', '<', dayBefore).execute();
    await db
      .deleteFrom('identity_revocations')
      .where('revoked_before', '<', new Date(now.getTime() - REVOCATION_RETENTION_MS).toISOString())
      .execute();
    await db.deleteFrom('login_attempts').where('window_ends_at', '<', now.toISOString()).execute();
    await db.deleteFrom('one_time_tokens').where('expires_at', '<', dayBefore).execute();
  }
}
