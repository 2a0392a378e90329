import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { JobRunner } from '../../../../platform/scheduling/job-runner.js';
import { PeriodicJob } from '../../../../platform/scheduling/periodic-job.js';
import { LinkChecks } from '../../application/link-checks.js';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Weekly (Monday 03:00 UTC), once across instances: requests every external link of lessons,
 * free resources and blog posts and replaces the stored results (`npm run job -w backend --
 * link-check`). Staff can run it now (`runNow`) through the same runner and lock.
 */
@Injectable()
export class LinkCheckJob extends PeriodicJob {
  protected readonly jobName = 'link-check';
  protected readonly periodMs = WEEK_MS;

  constructor(
    private readonly jobRunner: JobRunner,
    private readonly appConfig: AppConfig,
    private readonly checks: LinkChecks,
  ) {
    super(jobRunner, appConfig);
  }

  @Cron('0 3 * * 1', { name: 'link-check', timeZone: 'UTC' })
  onSchedule(): Promise<void> {
    return this.tick();
  }

  protected async work(_em: unknown, now: Date): Promise<void> {
    await this.checks.refresh(now);
  }

  /**
   * A check now, outside the weekly tick (its own tick: this moment), under the job's lock: while
   * another run holds it, on any instance, the answer is LINK_CHECK_RUNNING (409); within
   * LINK_CHECK_COOLDOWN_MS of the last finished run it is LINK_CHECK_TOO_SOON (429), since each
   * run requests every external link.
   */
  async runNow(now = new Date()): Promise<{ checked: number; dead: number }> {
    const last = await this.jobRunner.lastSucceeded(this.jobName);
    const waitMs = last ? last.getTime() + this.appConfig.linkCheck.cooldownMs - now.getTime() : 0;
    if (waitMs > 0)
      throw new DomainError(
        'rate_limited',
        'LINK_CHECK_TOO_SOON',
        `The links were checked at ${last?.toISOString()}; the next check can run in ${Math.ceil(waitMs / 60_000)} min.`,
        { lastCheckedAt: last?.toISOString(), retryAfterSeconds: Math.ceil(waitMs / 1000) },
      );
    const run: { result?: { checked: number; dead: number } } = {};
    const outcome = await this.jobRunner.runOnce(this.jobName, now, async () => {
      run.result = await this.checks.refresh(now);
    });
    if (outcome === 'skipped-locked' || outcome === 'skipped-done')
      throw new DomainError(
        'conflict',
        'LINK_CHECK_RUNNING',
        'A link check is running already; its results show when it ends.',
      );
    if (outcome === 'failed' || !run.result)
      throw new DomainError(
        'unavailable',
        'LINK_CHECK_FAILED',
        'The link check failed; it was logged. Try again later.',
      );
    return run.result;
  }
}
