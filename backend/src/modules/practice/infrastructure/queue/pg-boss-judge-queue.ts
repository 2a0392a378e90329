import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { PgBoss } from 'pg-boss';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { JudgeQueue } from '../../domain/judge-queue.js';

export const JUDGE_QUEUE = 'practice-judge';

/**
 * The judge queue on pg-boss (PostgreSQL, SKIP LOCKED, its own `pgboss` schema): jobs persist,
 * survive restarts, are handed to one worker at a time and retried when a worker dies mid-job
 * (the job expires and comes back); workers in other processes or on other machines read the
 * same queue (`npm run judge:worker`). LISTEN/NOTIFY wakes idle workers at once.
 */
@Injectable()
export class PgBossJudgeQueue extends JudgeQueue implements OnApplicationShutdown {
  private readonly log = new Logger('JudgeQueue');
  private boss: Promise<PgBoss> | undefined;
  private stopping = false;

  constructor(private readonly config: AppConfig) {
    super();
  }

  private started(): Promise<PgBoss> {
    this.boss ??= (async () => {
      if (this.stopping) throw new Error('the judge queue is shutting down');
      const boss = new PgBoss({ connectionString: this.config.databaseUrl, schema: 'pgboss', max: 4, useListenNotify: true, application_name: 'devpath-judge-queue' });
      boss.on('error', (error) => this.log.error(`pg-boss: ${error instanceof Error ? error.message : String(error)}`));
      await boss.start();
      // A judging takes seconds: a job still active after 2 minutes belongs to a dead worker and is retried.
      await boss.createQueue(JUDGE_QUEUE, { notify: true, expireInSeconds: 120, retryLimit: 3, retryDelay: 1, deleteAfterSeconds: 24 * 3600 }).catch(async (error: unknown) => {
        if (!(await boss.getQueue(JUDGE_QUEUE))) throw error; // created meanwhile by another instance
      });
      return boss;
    })();
    // A failed start (database down) is not remembered: the next call tries again.
    const starting = this.boss;
    starting.catch(() => {
      if (this.boss === starting) this.boss = undefined;
    });
    return starting;
  }

  async enqueue(submissionId: string): Promise<void> {
    const boss = await this.started();
    // The submission's id is the job's: a second send of it creates nothing.
    await boss.send(JUDGE_QUEUE, { submissionId }, { id: submissionId });
  }

  async work(concurrency: number, handler: (submissionId: string) => Promise<void>): Promise<void> {
    if (concurrency < 1) return;
    const boss = await this.started();
    await boss.work<{ submissionId: string }>(JUDGE_QUEUE, { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 2 }, async ([job]) => {
      await handler(job.data.submissionId);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (!this.boss) return;
    const boss = await this.boss.catch(() => null);
    await boss?.stop({ graceful: true, timeout: this.config.shutdownTimeoutMs, close: true });
  }
}
