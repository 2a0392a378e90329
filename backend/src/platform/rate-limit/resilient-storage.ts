import { Logger } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface.js';

/**
 * Shared (Redis) counters when available, this instance's memory when not: Redis is
 * optional, so an outage degrades rate limiting to per-instance instead of failing requests.
 */
export class ResilientThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimit');
  private readonly local = new ThrottlerStorageService();
  private degraded = false;

  constructor(private readonly shared?: ThrottlerStorage) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
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
    return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
  }
}
