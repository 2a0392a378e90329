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

  /** How long an idle worker waits before looking again when no NOTIFY woke it (tests set it large). */
  pollSeconds = 5;

  private started(): Promise<PgBoss> {
    this.boss ??= (async () => {
      if (this.stopping) throw new Error('the judge queue is shutting down');
      const boss = new PgBoss({
        connectionString: this.config.databaseUrl,
        schema: 'pgboss',
        max: 4,
        useListenNotify: true,
        application_name: 'devpath-judge-queue',
      });
      boss.on('error', (error) => this.log.error(`pg-boss: ${error instanceof Error ? error.message : String(error)}`));
      await boss.start();
      // A judging takes seconds: a job still active after 2 minutes belongs to a dead worker and is retried.
      await boss
        .createQueue(JUDGE_QUEUE, {
          notify: true,
          expireInSeconds: 120,
          retryLimit: 3,
          retryDelay: 1,
          deleteAfterSeconds: 24 * 3600,
        })
        .catch(async (error: unknown) => {
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

  async enqueue(submissionId: string, priority = 0): Promise<void> {
    const boss = await this.started();
    // The submission's id is the job's: a second send of it creates nothing.
    await boss.send(JUDGE_QUEUE, { submissionId }, { id: submissionId, priority });
  }

  /**
   * One pg-boss worker per slot, each fetching one job at a time (highest priority, then oldest).
   * pg-boss waits its polling interval after every fetch, and with LISTEN/NOTIFY on that interval
   * is at least 30 s: a backlog drained one job per slot every 30 s. So a worker that finished a
   * job wakes itself (notifyWorker) and fetches the next one at once; only an empty fetch waits,
   * for a NOTIFY of a new job or the next poll (which also catches retries coming due).
   */
  async work(concurrency: number, handler: (submissionId: string) => Promise<void>): Promise<void> {
    if (concurrency < 1) return;
    const boss = await this.started();
    const poll = this.pollSeconds;
    for (let slot = 0; slot < concurrency; slot++) {
      const worker: { id?: string } = {};
      worker.id = await boss.work<{ submissionId: string }>(
        JUDGE_QUEUE,
        { localConcurrency: 1, batchSize: 1, pollingIntervalSeconds: poll, notifyPollingIntervalSeconds: poll },
        async ([job]) => {
          try {
            await handler(job.data.submissionId);
          } finally {
            // Fetch again as soon as this job is settled (the flag makes the worker skip its wait).
            if (worker.id) boss.notifyWorker(worker.id);
          }
        },
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (!this.boss) return;
    const boss = await this.boss.catch(() => null);
    await boss?.stop({ graceful: true, timeout: this.config.shutdownTimeoutMs, close: true });
  }
}
