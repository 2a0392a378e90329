import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config.js';
import { JobRunner, tickOf, type JobOutcome } from './job-runner.js';

/**
 * A job run once per period across all instances (see JobRunner). Subclasses name the job,
 * give its period, do the work (set-based, in the given transaction) and put @Cron on a
 * method that calls tick(). An instance that starts also runs the current period's tick if
 * nobody has yet (a deploy or an outage over the scheduled moment does not skip a period).
 */
@Injectable()
export abstract class PeriodicJob implements OnApplicationBootstrap {
  protected abstract readonly jobName: string;
  protected abstract readonly periodMs: number;

  constructor(
    private readonly runner: JobRunner,
    private readonly config: AppConfig,
  ) {
    runner.register(this);
  }

  get name(): string {
    return this.jobName;
  }

  protected abstract work(em: EntityManager, now: Date): Promise<void>;

  /** Runs the tick containing `now` unless another instance ran it already. */
  run(now: Date): Promise<JobOutcome> {
    return this.runner.runOnce(this.jobName, tickOf(now, this.periodMs), (em) => this.work(em, now));
  }

  onApplicationBootstrap(): void {
    // In the background: starting to serve does not wait for housekeeping.
    void this.tick();
  }

  protected async tick(): Promise<void> {
    if (this.config.schedulerEnabled) await this.run(new Date());
  }
}
