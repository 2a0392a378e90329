import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../../test/session';
import { HOUR } from './constants';
import { cacheUid, readCachedProfile, saveCachedProfile } from './profileCache';

describe('last known profile cache (spec §3, §8, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('stores { data, timestamp, uid } in last_known_user_profile', () => {
    const user = sampleUser({ firebaseUid: 'uid-1' });
    saveCachedProfile(user);
    expect(JSON.parse(localStorage.getItem('last_known_user_profile')!)).toEqual({
      data: user,
      timestamp: Date.parse('2026-11-21T12:00:00Z'),
      uid: 'uid-1',
    });
  });

  it('is used while under 24 hours old, not from 24 hours on', () => {
    const user = sampleUser({ firebaseUid: 'uid-1' });
    saveCachedProfile(user);
    vi.advanceTimersByTime(24 * HOUR - 1);
    expect(readCachedProfile('uid-1')).toEqual(user);
    vi.advanceTimersByTime(1);
    expect(readCachedProfile('uid-1')).toBeNull();
  });

  it('belongs to one uid', () => {
    saveCachedProfile(sampleUser({ firebaseUid: 'uid-1' }));
    expect(readCachedProfile('uid-2')).toBeNull();
    expect(cacheUid(sampleUser({ id: 9, firebaseUid: null }))).toBe('local:9');
  });
});
