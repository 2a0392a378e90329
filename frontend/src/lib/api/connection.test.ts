import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectionMonitor, retryDelay, type ConnectionMonitor } from './connection';

describe('connection state (spec §4, §9)', () => {
  let monitor: ConnectionMonitor;
  let ping: ReturnType<typeof vi.fn<() => Promise<boolean>>>;

  beforeEach(() => {
    vi.useFakeTimers();
    ping = vi.fn(async () => false);
    monitor = createConnectionMonitor(ping);
  });

  afterEach(() => {
    monitor.dispose();
    vi.useRealTimers();
  });

  it('starts Unknown', () => {
    expect(monitor.getState()).toBe('unknown');
  });

  it('goes Online on a reply and Offline on the first failure', () => {
    monitor.reportReply();
    expect(monitor.getState()).toBe('online');
    monitor.reportFailure();
    expect(monitor.getState()).toBe('offline');
  });

  it('goes Offline after 10 s without a reply, not before', () => {
    monitor.requestStarted();
    vi.advanceTimersByTime(9_999);
    expect(monitor.getState()).toBe('unknown');
    vi.advanceTimersByTime(1);
    expect(monitor.getState()).toBe('offline');
  });

  it('stays put when the reply comes within 10 s', () => {
    const done = monitor.requestStarted();
    vi.advanceTimersByTime(9_000);
    monitor.reportReply();
    done();
    vi.advanceTimersByTime(60_000);
    expect(monitor.getState()).toBe('online');
  });

  it('retries with a health ping after 1 s, then ×1.5 each time, capped at 60 s', async () => {
    monitor.reportFailure();
    const expected = [1000, 1500, 2250, 3375, 5063, 7594, 11391, 17086, 25629, 38443, 57665, 60000, 60000];
    for (const [index, delay] of expected.entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(ping).toHaveBeenCalledTimes(index);
      await vi.advanceTimersByTimeAsync(1);
      expect(ping).toHaveBeenCalledTimes(index + 1);
    }
    expect(monitor.getState()).toBe('offline');
  });

  it('computes the backoff sequence from 1 s by 1.5 up to 60 s', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 1500, 2250, 3375]);
    expect(retryDelay(11)).toBe(60_000);
    expect(retryDelay(50)).toBe(60_000);
  });

  it('goes Online when a retry succeeds, stops pinging, and restarts the backoff at 1 s next time', async () => {
    monitor.reportFailure();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1500);
    expect(ping).toHaveBeenCalledTimes(2);

    ping.mockResolvedValue(true);
    await vi.advanceTimersByTimeAsync(2250);
    expect(monitor.getState()).toBe('online');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(ping).toHaveBeenCalledTimes(3);

    ping.mockResolvedValue(false);
    monitor.reportFailure();
    await vi.advanceTimersByTimeAsync(999);
    expect(ping).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(ping).toHaveBeenCalledTimes(4);
  });

  it('any reply from another request ends the retries', async () => {
    monitor.reportFailure();
    monitor.reportReply();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ping).not.toHaveBeenCalled();
    expect(monitor.getState()).toBe('online');
  });

  it('repeated failures do not stack up retries', async () => {
    monitor.reportFailure();
    monitor.reportFailure();
    monitor.reportFailure();
    await vi.advanceTimersByTimeAsync(1000);
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('a ping that hangs counts as silence after 10 s and the retries go on', async () => {
    ping.mockImplementation(() => new Promise<boolean>(() => {}));
    monitor.reportFailure();
    await vi.advanceTimersByTimeAsync(1000);
    expect(ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(monitor.getState()).toBe('offline');
  });

  it('notifies subscribers on each change only', () => {
    const listener = vi.fn();
    const unsubscribe = monitor.subscribe(listener);
    monitor.reportReply();
    monitor.reportReply();
    monitor.reportFailure();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    monitor.reportReply();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('retryNow pings immediately', async () => {
    ping.mockResolvedValue(true);
    monitor.reportFailure();
    await monitor.retryNow();
    expect(ping).toHaveBeenCalledTimes(1);
    expect(monitor.getState()).toBe('online');
  });
});
