import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config.js';

/** The largest offset the development clock takes: about 69 days. */
export const CLOCK_OFFSET_MAX_MINUTES = 100_000;

/**
 * "Now" for the review queue. Outside production a learner's clock may be moved forward (PUT
 * /api/dev/review-clock, for browser tests that must see an item come due without waiting); the
 * offset is that learner's only, kept in this process's memory. In production it is always the
 * real time and offsets cannot be set.
 */
@Injectable()
export class ReviewClock {
  private readonly offsets = new Map<number, number>();

  constructor(private readonly config: AppConfig) {}

  /** Whether offsets may be set (never in production). */
  get adjustable(): boolean {
    return !this.config.isProduction;
  }

  now(userId: number): Date {
    const minutes = this.adjustable ? (this.offsets.get(userId) ?? 0) : 0;
    return new Date(Date.now() + minutes * 60_000);
  }

  /** Moves this learner's clock `minutes` ahead of the real time (0 resets it). */
  setOffset(userId: number, minutes: number): void {
    if (!this.adjustable) throw new Error('The review clock is fixed in production');
    if (minutes === 0) this.offsets.delete(userId);
    else this.offsets.set(userId, minutes);
  }

  offsetOf(userId: number): number {
    return this.offsets.get(userId) ?? 0;
  }
}
