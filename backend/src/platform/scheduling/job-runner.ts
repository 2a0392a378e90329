import { Injectable, Logger } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { tryLockForTransaction, type PlatformDb } from '../database/platform-db.js';
import { typedSql } from '../database/typed-sql.js';

export type JobOutcome = 'ran' | 'skipped-locked' | 'skipped-done' | 'failed';

/** The start of the period containing `at` (e.g. the minute or the day of a tick). */
export function tickOf(at: Date, periodMs: number): Date {
  return new Date(Math.floor(at.getTime() / periodMs) * periodMs);
}

/**
 * Runs a scheduled job so that, with any number of instances, each tick runs once:
 * a PostgreSQL advisory lock keyed by the job name stops two instances from running it at
 * the same moment, and the unique (job_name, tick) row stops a late instance from running
 * a tick that another already finished. Jobs get a transactional EntityManager and should
 * be set-based (one UPDATE ... FROM, not a loop of queries).
 */
@Injectable()
export class JobRunner {
  private readonly logger = new Logger(JobRunner.name);
  readonly instanceId = `${hostname()}-${process.pid}-${randomBytes(2).toString('hex')}`;

  private readonly registered: Array<{ readonly name: string; run(now: Date): Promise<JobOutcome> }> = [];

  constructor(private readonly orm: MikroORM) {}

  /** Every periodic job registers itself (the CLI's `job` command finds them here). */
  register(job: { readonly name: string; run(now: Date): Promise<JobOutcome> }): void {
    this.registered.push(job);
  }

  get jobs(): ReadonlyArray<{ readonly name: string; run(now: Date): Promise<JobOutcome> }> {
    return this.registered;
  }

  async runOnce(jobName: string, tick: Date, work: (em: EntityManager) => Promise<void>): Promise<JobOutcome> {
    const em = this.orm.em.fork();
    let lockedOut = false;
    let alreadyDone = false;
    try {
      await em.transactional(async (tx) => {
        const db = typedSql<PlatformDb>(tx);
        if (!(await tryLockForTransaction(db, `job:${jobName}`))) {
          lockedOut = true;
          return;
        }
        const inserted = await db
          .insertInto('job_run')
          .values({
            job_name: jobName,
            tick,
            status: 'running',
            instance_id: this.instanceId,
            started_at: sql<string>`now()`,
          })
          .onConflict((oc) => oc.columns(['job_name', 'tick']).doNothing())
          .returning('id')
          .execute();
        if (inserted.length === 0) {
          alreadyDone = true;
          return;
        }
        await work(tx);
        await db
          .updateTable('job_run')
          .set({ status: 'succeeded', finished_at: sql<string>`clock_timestamp()` })
          .where('id', '=', inserted[0].id)
          .execute();
      });
    } catch (error) {
      this.logger.error({ err: error, jobName, tick }, `scheduled job ${jobName} failed`);
      await this.recordFailure(jobName, tick, error).catch(() => undefined);
      return 'failed';
    }
    if (lockedOut) return 'skipped-locked';
    if (alreadyDone) return 'skipped-done';
    return 'ran';
  }

  /** When a run of this job last finished successfully (any tick), or null if none has. */
  async lastSucceeded(jobName: string): Promise<Date | null> {
    const row = await typedSql<PlatformDb>(this.orm.em.fork())
      .selectFrom('job_run')
      .select('finished_at')
      .where('job_name', '=', jobName)
      .where('status', '=', 'succeeded')
      .orderBy('finished_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.finished_at ? new Date(row.finished_at) : null;
  }

  private async recordFailure(jobName: string, tick: Date, error: unknown): Promise<void> {
    // The job's transaction rolled back (its job_run row too); keep a trace of the failure
    // without claiming the tick, so the next tick can try again.
    await typedSql<PlatformDb>(this.orm.em.fork())
      .insertInto('job_run')
      .values({
        job_name: `${jobName}#failed`,
        tick,
        status: 'failed',
        instance_id: this.instanceId,
        started_at: sql<string>`now()`,
        finished_at: sql<string>`now()`,
        error: String(error instanceof Error ? error.message : error).slice(0, 2000),
      })
      .onConflict((oc) => oc.columns(['job_name', 'tick']).doNothing())
      .execute();
  }
}
