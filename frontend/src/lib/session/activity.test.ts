import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityResponse } from '../../api/generated/types.gen';
import { sampleUser } from '../../test/session';
import { ApiError } from '../api/http';
import { ActivityTracker, type ActivityTrackerDeps } from './activity';
import { MINUTE } from './constants';

const ok: ActivityResponse = {
  success: true,
  daysStreak: 4,
  longestStreak: 6,
  streakAdvanced: true,
  lastActiveDay: '2026-11-21',
  lastAccessedAt: '2026-11-21T12:00:00.000Z',
  totalXpEarned: 120,
};

function setup(overrides: Partial<ActivityTrackerDeps> = {}) {
  const send = vi.fn(async () => ok);
  const onSuccess = vi.fn();
  const onFailure = vi.fn();
  const deps: ActivityTrackerDeps = {
    getUser: () => sampleUser({ id: 42, email: 'ada.l@example.com', updatedAt: '2026-11-01T10:00:00.000Z' }),
    getToken: () => 'token-1',
    send,
    onSuccess,
    onFailure,
    ...overrides,
  };
  const tracker = new ActivityTracker(deps);
  return { tracker, send: (deps.send as typeof send) ?? send, onSuccess, onFailure };
}

/** Lets the pending promise callbacks of a tracking call run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('activity tracking (spec §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once at sign-in with the spec body, then every 30 minutes', async () => {
    const { tracker, send, onSuccess } = setup();
    tracker.start();
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      {
        userId: 42,
        username: 'ada',
        timestamp: Date.parse('2026-11-21T12:00:00Z'),
        source: 'web',
        firebaseUid: null,
        email: 'ada.l@example.com',
        role: 'user',
        verificationKey: `42-ada.l-${Date.parse('2026-11-01T10:00:00.000Z')}`,
      },
      'token-1',
    );
    expect(onSuccess).toHaveBeenCalledWith(ok);

    await vi.advanceTimersByTimeAsync(30 * MINUTE - 1);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(send).toHaveBeenCalledTimes(3);
    tracker.stop();
  });

  it.each(['click', 'keydown', 'scroll'])(
    'a %s tracks only when the last success is over 15 minutes old',
    async (type) => {
      const { tracker, send } = setup();
      tracker.start();
      await settle();
      expect(send).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(15 * MINUTE);
      window.dispatchEvent(new Event(type));
      await settle();
      expect(send).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(1);
      window.dispatchEvent(new Event(type));
      await settle();
      expect(send).toHaveBeenCalledTimes(2);
      tracker.stop();
    },
  );

  it('skips while the last success is under 5 minutes old', async () => {
    const { tracker, send } = setup();
    tracker.start();
    await settle();
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(await tracker.track()).toBe('skipped');
    await vi.advanceTimersByTimeAsync(1);
    expect(await tracker.track()).toBe('sent');
    expect(send).toHaveBeenCalledTimes(2);
    tracker.stop();
  });

  it('refreshes the current user on a server error or a failure', async () => {
    const serverError = new ApiError(
      403,
      'Forbidden',
      JSON.stringify({ statusCode: 403, code: 'VERIFICATION_KEY_MISMATCH', message: 'x', requestId: 'r' }),
    );
    const send = vi.fn().mockRejectedValueOnce(serverError).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { tracker, onFailure } = setup({ send });
    tracker.start();
    await settle();
    expect(onFailure).toHaveBeenCalledWith(serverError);
    expect(console.error).toHaveBeenCalledWith('Server error: 403', serverError);

    expect(await tracker.track()).toBe('failed');
    expect(onFailure).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenLastCalledWith('Failed to track activity', expect.any(TypeError));
    tracker.stop();
  });

  it('pauses when the retry count exceeds 3', async () => {
    const send = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { tracker, onFailure } = setup({ send });
    tracker.start(); // failure 1
    await settle();
    expect(await tracker.track()).toBe('failed'); // 2
    expect(await tracker.track()).toBe('failed'); // 3
    expect(tracker.isPaused).toBe(false);
    expect(await tracker.track()).toBe('failed'); // 4: the count now exceeds 3
    expect(tracker.isPaused).toBe(true);
    expect(await tracker.track()).toBe('paused');
    window.dispatchEvent(new Event('click'));
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(send).toHaveBeenCalledTimes(4);
    expect(onFailure).toHaveBeenCalledTimes(4);

    // A new sign-in starts over.
    send.mockResolvedValue(ok);
    tracker.start();
    await settle();
    expect(send).toHaveBeenCalledTimes(5);
    expect(tracker.retries).toBe(0);
    tracker.stop();
  });

  it('a success resets the retry count', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('x'))
      .mockRejectedValueOnce(new TypeError('x'))
      .mockResolvedValue(ok);
    const { tracker } = setup({ send });
    tracker.start();
    await settle();
    await tracker.track();
    expect(tracker.retries).toBe(2);
    expect(await tracker.track()).toBe('sent');
    expect(tracker.retries).toBe(0);
    tracker.stop();
  });

  it('a missing stored token is only a warning', async () => {
    const { tracker, send, onFailure } = setup({ getToken: () => null });
    tracker.start();
    await settle();
    expect(send).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalled();
    expect(tracker.retries).toBe(0);
    tracker.stop();
  });

  it('stops listening when stopped', async () => {
    const { tracker, send } = setup();
    tracker.start();
    await settle();
    tracker.stop();
    await vi.advanceTimersByTimeAsync(2 * 30 * MINUTE);
    window.dispatchEvent(new Event('click'));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
