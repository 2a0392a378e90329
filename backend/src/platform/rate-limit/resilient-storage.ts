import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface.js';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { FixedWindowThrottlerStorage } from './fixed-window-storage.js';

/**
 * Shared (Redis) counters when REDIS_URL is set and Redis answers, this instance's memory
 * otherwise: Redis is optional, so an outage degrades rate limiting to per-instance
 * instead of failing requests.
 */
@Injectable()
export class ResilientThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly localCounters = new FixedWindowThrottlerStorage();
  /** The shared Redis connection, when REDIS_URL is set (other counters may use it too). */
  readonly redis?: Redis;
  private readonly shared?: ThrottlerStorage;
  private degraded = false;

  constructor(config: AppConfig) {
    if (config.redisUrl) {
      this.redis = new Redis(config.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
      });
      this.redis.on('error', () => undefined); // reported once per outage by increment()
      this.shared = new ThrottlerStorageRedisService(this.redis);
    }
  }

  /** True when counters live in this instance only (no REDIS_URL): then incrementNow() counts synchronously. */
  get local(): boolean {
    return !this.shared;
  }

  /** The local counter, synchronously (for the guard's fast path; only when `local`). */
  incrementNow(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): ThrottlerStorageRecord {
    return this.localCounters.incrementNow(key, ttl, limit, blockDuration, throttlerName);
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    if (this.shared) {
      try {
        const record = await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
        if (this.degraded) this.logger.log('shared rate-limit storage is back');
        this.degraded = false;
        return record;
      } catch (error) {
        if (!this.degraded) this.logger.warn({ err: error }, 'shared rate-limit storage unavailable; counting locally');
        this.degraded = true;
      }
    }
    return this.localCounters.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  async onApplicationShutdown(): Promise<void> {
    this.localCounters.close();
    this.redis?.disconnect();
  }
}
