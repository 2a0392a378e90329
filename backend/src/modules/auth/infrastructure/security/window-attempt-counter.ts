import { Injectable, Logger } from '@nestjs/common';
import { ResilientThrottlerStorage } from '../../../../platform/rate-limit/resilient-storage.js';
import { AttemptCounter } from '../../application/ports.js';

/**
 * Failure counters in Redis when configured (INCR + PEXPIRE, so all instances agree), in this
 * instance's memory otherwise or while Redis is unreachable.
 */
@Injectable()
export class WindowAttemptCounter extends AttemptCounter {
  private readonly logger = new Logger('Attempts');
  private readonly local = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly storage: ResilientThrottlerStorage) {
    super();
  }

  async count(key: string): Promise<number> {
    const redis = this.storage.redis;
    if (redis) {
      try {
        return Number((await redis.get(`attempts:${key}`)) ?? 0);
      } catch (error) {
        this.logger.warn({ err: error }, 'shared attempt counters unavailable; counting locally');
      }
    }
    const entry = this.local.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.count : 0;
  }

  async record(key: string, windowMs: number): Promise<void> {
    const redis = this.storage.redis;
    if (redis) {
      try {
        await redis.multi().incr(`attempts:${key}`).pexpire(`attempts:${key}`, windowMs, 'NX').exec();
        return;
      } catch (error) {
        this.logger.warn({ err: error }, 'shared attempt counters unavailable; counting locally');
      }
    }
    const now = Date.now();
    const entry = this.local.get(key);
    if (entry && entry.expiresAt > now) entry.count += 1;
    else this.local.set(key, { count: 1, expiresAt: now + windowMs });
    if (this.local.size > 100_000) this.prune(now);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.local) if (entry.expiresAt <= now) this.local.delete(key);
  }
}
