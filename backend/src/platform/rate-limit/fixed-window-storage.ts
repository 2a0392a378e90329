import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface.js';

interface Window {
  hits: number;
  resetAt: number;
  blockedUntil: number;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * This instance's rate-limit counters: one fixed window per key, O(1) per request.
 * (@nestjs/throttler's in-memory storage keeps one timestamp per hit and filters them on every
 * request, so a busy client made every one of its requests slower; the profile showed it.)
 * Expired windows are swept once a minute, so memory follows the number of active clients.
 */
export class FixedWindowThrottlerStorage implements ThrottlerStorage {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper = setInterval(() => this.sweep(Date.now()), SWEEP_EVERY_MS).unref();

  increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    return Promise.resolve(this.incrementNow(key, ttl, limit, blockDuration, throttlerName));
  }

  /** increment(), synchronously. */
  incrementNow(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): ThrottlerStorageRecord {
    const now = Date.now();
    const id = `${throttlerName}:${key}`;
    let window = this.windows.get(id);
    if (!window) {
      window = { hits: 0, resetAt: now + ttl, blockedUntil: 0 };
      this.windows.set(id, window);
    }
    if (window.blockedUntil > now) return this.record(window, now, true);
    if (window.resetAt <= now) {
      window.hits = 0;
      window.resetAt = now + ttl;
    }
    window.hits++;
    if (window.hits > limit) {
      window.blockedUntil = now + blockDuration;
      return this.record(window, now, true);
    }
    return this.record(window, now, false);
  }

  /** How many windows are held (for tests). */
  get size(): number {
    return this.windows.size;
  }

  sweep(now: number): void {
    for (const [id, window] of this.windows) {
      if (window.resetAt <= now && window.blockedUntil <= now) this.windows.delete(id);
    }
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private record(window: Window, now: number, isBlocked: boolean): ThrottlerStorageRecord {
    return {
      totalHits: window.hits,
      timeToExpire: Math.max(0, Math.ceil((window.resetAt - now) / 1000)),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.max(0, Math.ceil((window.blockedUntil - now) / 1000)) : 0,
    };
  }
}
