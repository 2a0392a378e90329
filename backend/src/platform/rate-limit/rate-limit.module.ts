import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { ResilientThrottlerStorage } from './resilient-storage.js';

/** Global rate limit per client address; counters shared through Redis when REDIS_URL is set. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const redis = config.redisUrl
          ? new Redis(config.redisUrl, {
              lazyConnect: false,
              enableOfflineQueue: false,
              maxRetriesPerRequest: 1,
              connectTimeout: 2_000,
              retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
            })
          : undefined;
        redis?.on('error', () => undefined); // reported by ResilientThrottlerStorage
        return {
          throttlers: [{ name: 'default', ttl: config.rateLimit.windowMs, limit: config.rateLimit.limit }],
          storage: new ResilientThrottlerStorage(redis ? new ThrottlerStorageRedisService(redis) : undefined),
        };
      },
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }],
})
export class RateLimitModule {}
