import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../platform/config/app-config.js';
import { JudgeQueue } from '../domain/judge-queue.js';
import { Judging } from './judging.js';

/**
 * Judges the queue in this process, `JUDGE_CONCURRENCY` at a time (the CPU cores by default;
 * 0 leaves it to judge workers elsewhere), and calibrates the problems' time limits once in the
 * background unless `JUDGE_CALIBRATE=false` (judging waits for nothing: an uncalibrated problem
 * uses the default limits).
 */
@Injectable()
export class JudgeWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('JudgeWorkers');
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private calibration: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly config: AppConfig,
    private readonly queue: JudgeQueue,
    private readonly judging: Judging,
    private readonly em: EntityManager,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.judgeConcurrency < 1) return;
    // The app starts without its database too (readiness says 503 meanwhile): the workers
    // attach to the queue in the background, retrying with backoff until they do.
    this.startWorking(0);
    if (!this.config.judgeCalibrate) return;
    this.calibration = RequestContext.create(this.em, () => this.judging.calibrate(() => this.stopped)).then(
      (n) => n > 0 && this.log.log(`calibrated ${n} time limits from the reference solutions`),
      (error: unknown) =>
        this.log.error(`calibration failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  private startWorking(attempt: number): void {
    // Outside any request: each job gets its own EntityManager context, as a request would.
    this.queue
      .work(this.config.judgeConcurrency, (id) =>
        RequestContext.create(this.em, () => this.judging.judgeSubmission(id)),
      )
      .catch((error: unknown) => {
        if (this.stopped) return;
        const waitMs = Math.min(30_000, 1_000 * 2 ** attempt);
        this.log.warn(
          `the judge queue is not reachable (${error instanceof Error ? error.message : String(error)}); trying again in ${waitMs / 1000} s`,
        );
        this.retry = setTimeout(() => this.startWorking(attempt + 1), waitMs);
        this.retry.unref();
      });
  }

  /** Stops retrying and waits for the calibration's current problem (it takes no next one). */
  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.calibration;
  }
}
