import { jest } from '@jest/globals';
import { FixedWindowThrottlerStorage } from './fixed-window-storage.js';

describe('FixedWindowThrottlerStorage', () => {
  let storage: FixedWindowThrottlerStorage;
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    storage = new FixedWindowThrottlerStorage();
  });
  afterEach(() => {
    storage.close();
    jest.useRealTimers();
  });

  it('allows `limit` hits per window, then blocks for the block duration', async () => {
    for (let i = 1; i <= 3; i++) {
      expect(await storage.increment('ip-1', 60_000, 3, 30_000, 'default')).toMatchObject({
        totalHits: i,
        isBlocked: false,
      });
    }
    expect(await storage.increment('ip-1', 60_000, 3, 30_000, 'default')).toMatchObject({
      isBlocked: true,
      timeToBlockExpire: 30,
    });
    // Another client and another throttler count separately.
    expect(await storage.increment('ip-2', 60_000, 3, 30_000, 'default')).toMatchObject({
      totalHits: 1,
      isBlocked: false,
    });
    expect(await storage.increment('ip-1', 60_000, 3, 30_000, 'sign-in')).toMatchObject({
      totalHits: 1,
      isBlocked: false,
    });
    jest.advanceTimersByTime(29_000);
    expect(await storage.increment('ip-1', 60_000, 3, 30_000, 'default')).toMatchObject({
      isBlocked: true,
      timeToBlockExpire: 1,
    });
  });

  it('starts a new window after the ttl, and says when the current one ends', async () => {
    expect(await storage.increment('ip-1', 60_000, 2, 60_000, 'default')).toMatchObject({
      totalHits: 1,
      timeToExpire: 60,
    });
    jest.advanceTimersByTime(45_000);
    expect(await storage.increment('ip-1', 60_000, 2, 60_000, 'default')).toMatchObject({
      totalHits: 2,
      timeToExpire: 15,
    });
    jest.advanceTimersByTime(15_000);
    expect(await storage.increment('ip-1', 60_000, 2, 60_000, 'default')).toMatchObject({
      totalHits: 1,
      isBlocked: false,
      timeToExpire: 60,
    });
  });

  it('forgets idle clients, so memory follows the number of active ones', async () => {
    for (let i = 0; i < 100; i++) await storage.increment(`ip-${i}`, 60_000, 10, 60_000, 'default');
    expect(storage.size).toBe(100);
    jest.advanceTimersByTime(120_000);
    expect(storage.size).toBe(0);
  });
});
