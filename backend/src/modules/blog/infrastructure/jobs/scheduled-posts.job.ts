import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { PeriodicJob } from '../../../../platform/scheduling/periodic-job.js';
import type { BlogDb } from '../persistence/blog-db.js';

/**
 * Every minute, scheduled posts whose moment has come become published (one statement). Readers
 * see a scheduled post from its moment on anyway; the job makes the stored status say so.
 */
@Injectable()
export class ScheduledPostsJob extends PeriodicJob {
  protected readonly jobName = 'blog-scheduled-posts';
  protected readonly periodMs = 60 * 1000;

  @Cron(CronExpression.EVERY_MINUTE, { name: 'blog-scheduled-posts' })
  onSchedule(): Promise<void> {
    return this.tick();
  }

  protected async work(em: EntityManager, now: Date): Promise<void> {
    await typedSql<BlogDb>(em)
      .updateTable('blog_posts')
      .set({ status: 'published', updated_at: sql`now()` })
      .where('status', '=', 'scheduled')
      .where('publish_at', '<=', now.toISOString())
      .execute();
  }
}
