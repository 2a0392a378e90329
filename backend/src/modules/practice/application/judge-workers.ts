import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../platform/config/app-config.js';
import { JudgeQueue } from '../domain/judge-queue.js';
import { Judging } from './judging.js';

/**
 * Judges the queue in this process, `JUDGE_CONCURRENCY` at a time (the CPU cores by default;
 * 0 leaves it to judge workers elsewhere), and calibrates the problems' time limits once in the
 * background (judging waits for nothing: an uncalibrated problem uses the default limits).
 */
@Injectable()
export class JudgeWorkers implements OnApplicationBootstrap {
  private readonly log = new Logger('JudgeWorkers');

  constructor(
    private readonly config: AppConfig,
    private readonly queue: JudgeQueue,
    private readonly judging: Judging,
    private readonly em: EntityManager,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.judgeConcurrency < 1) return;
    // Outside any request: each job gets its own EntityManager context, as a request would.
    await this.queue.work(this.config.judgeConcurrency, (id) => RequestContext.create(this.em, () => this.judging.judgeSubmission(id)));
    void RequestContext.create(this.em, () => this.judging.calibrate()).then(
      (n) => n > 0 && this.log.log(`calibrated ${n} time limits from the reference solutions`),
      (error: unknown) => this.log.error(`calibration failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
}
