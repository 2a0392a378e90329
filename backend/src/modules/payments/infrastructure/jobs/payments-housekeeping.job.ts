import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { JobRunner } from '../../../../platform/scheduling/job-runner.js';
import { PeriodicJob } from '../../../../platform/scheduling/periodic-job.js';
import { Memberships } from '../../application/memberships.js';
import { Orders } from '../../application/orders.js';

/**
 * Every 10 minutes, once across instances: memberships past their period end (one UPDATE; each
 * owner's premium tier follows through 'membership.changed'), and unpaid orders past their 30
 * minutes are cancelled (their products free to buy again). Running it twice changes nothing more.
 */
@Injectable()
export class PaymentsHousekeepingJob extends PeriodicJob {
  protected readonly jobName = 'payments-housekeeping';
  protected readonly periodMs = 10 * 60 * 1000;

  constructor(
    runner: JobRunner,
    config: AppConfig,
    private readonly memberships: Memberships,
    private readonly orders: Orders,
  ) {
    super(runner, config);
  }

  @Cron('*/10 * * * *', { name: 'payments-housekeeping', timeZone: 'UTC' })
  onSchedule(): Promise<void> {
    return this.tick();
  }

  protected async work(em: EntityManager, now: Date): Promise<void> {
    await this.memberships.endExpired(em, now);
    await this.orders.cancelExpired(em, now);
  }
}
