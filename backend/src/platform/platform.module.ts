import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AppConfig } from './config/app-config.js';
import { createOrmConfig } from './database/orm-config.js';
import type { Composition } from './modules/module-manifest.js';
import { CsrfService } from './csrf/csrf.service.js';
import { CsrfController } from './csrf/csrf.controller.js';
import { HealthController } from './health/health.controller.js';
import { DeploymentController } from './deployment/deployment.controller.js';
import { JobRunner } from './scheduling/job-runner.js';
import { HousekeepingJob } from './scheduling/housekeeping.job.js';
import { LoggingModule } from './logging/logging.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { RowChangeFeed } from './cache/row-change-feed.js';
import { RouteMetadata } from './access/route-metadata.js';
import { EventOutbox } from './events/event-outbox.js';
import { EventHandlers } from './events/event-handlers.js';
import { EventDispatcher } from './events/event-dispatcher.js';
import { MailModule } from './mail/mail.module.js';
import { RoutePrefilter } from './http/route-prefilter.js';

@Global()
@Module({})
class ConfigHostModule {
  static register(config: AppConfig): DynamicModule {
    return { module: ConfigHostModule, providers: [{ provide: AppConfig, useValue: config }], exports: [AppConfig] };
  }
}

/**
 * The cross-cutting parts every module uses: configuration, database, logging, CSRF,
 * rate limits, mail, health, deployment info, scheduled-job infrastructure and events (outbox, handlers, dispatcher).
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig, schema: Pick<Composition, 'entities' | 'migrations'>): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        ConfigHostModule.register(config),
        LoggingModule,
        MikroOrmModule.forRoot({
          ...createOrmConfig({ databaseUrl: config.databaseUrl, schema, poolMax: config.databasePoolMax }),
          // Each request gets its context from configureHttp's requestContext (forks on demand).
          registerRequestContext: false,
        }),
        RateLimitModule,
        MailModule,
        ScheduleModule.forRoot(),
      ],
      controllers: [HealthController, CsrfController, DeploymentController],
      providers: [
        CsrfService,
        JobRunner,
        HousekeepingJob,
        RowChangeFeed,
        RouteMetadata,
        EventOutbox,
        EventHandlers,
        EventDispatcher,
        RoutePrefilter,
      ],
      exports: [JobRunner, RowChangeFeed, RouteMetadata, EventOutbox, EventHandlers, EventDispatcher],
    };
  }
}
