import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppThrottlerGuard } from './app-throttler.guard.js';
import { AppConfig } from '../config/app-config.js';
import { ResilientThrottlerStorage } from './resilient-storage.js';

@Global()
@Module({ providers: [ResilientThrottlerStorage], exports: [ResilientThrottlerStorage] })
class RateLimitStorageModule {}

/** Global rate limit per client address; counters shared through Redis when REDIS_URL is set. */
@Module({
  imports: [
    RateLimitStorageModule,
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStorageModule],
      inject: [AppConfig, ResilientThrottlerStorage],
      useFactory: (config: AppConfig, storage: ResilientThrottlerStorage) => ({
        throttlers: [{ name: 'default', ttl: config.rateLimit.windowMs, limit: config.rateLimit.limit }],
        storage,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: AppThrottlerGuard }],
  exports: [RateLimitStorageModule],
})
export class RateLimitModule {}
