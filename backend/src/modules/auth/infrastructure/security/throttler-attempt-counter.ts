import { Injectable } from '@nestjs/common';
import { ResilientThrottlerStorage } from '../../../../platform/rate-limit/resilient-storage.js';
import { AttemptCounter } from '../../application/ports.js';

/** Counts attempts in the rate-limit storage (Redis when configured, so all instances agree). */
@Injectable()
export class ThrottlerAttemptCounter extends AttemptCounter {
  constructor(private readonly storage: ResilientThrottlerStorage) {
    super();
  }

  async hit(key: string, windowMs: number): Promise<number> {
    // A limit high enough never to block inside the storage: the caller decides.
    const record = await this.storage.increment(key, windowMs, Number.MAX_SAFE_INTEGER, windowMs, 'attempts');
    return record.totalHits;
  }
}
