import { User } from './user.js';

describe('User streaks across time zones', () => {
  const learner = (timeZone: string) => {
    const user = new User({ username: 'zone_walker', email: 'zone@example.com' });
    user.setTimeZone(timeZone);
    return user;
  };
  // 13:00 UTC: 01:00 on Jan 1 in Etc/GMT+12 (UTC-12), 03:00 on Jan 2 in Pacific/Kiritimati (UTC+14).
  const moment = new Date('2027-01-01T13:00:00Z');

  it('does not count the same instant as a second day after moving the clock forward', () => {
    const user = learner('Etc/GMT+12');
    expect(user.recordActivity(moment)).toBe(true);
    user.setTimeZone('Pacific/Kiritimati');
    expect(user.recordActivity(moment)).toBe(false);
    expect(user.recordActivity(new Date(moment.getTime() + 60_000))).toBe(false);
    expect(user.daysStreak).toBe(1);
    // The next real day in the new zone counts.
    expect(user.recordActivity(new Date('2027-01-02T10:00:00Z'))).toBe(true);
    expect(user.daysStreak).toBe(2);
  });

  it('does not lose the streak, nor count twice, when moving the clock back', () => {
    const user = learner('Pacific/Kiritimati');
    user.recordActivity(new Date('2026-12-31T13:00:00Z'));
    user.recordActivity(moment);
    expect(user.daysStreak).toBe(2);
    user.setTimeZone('Etc/GMT+12');
    expect(user.recordActivity(moment)).toBe(false);
    expect(user.daysStreak).toBe(2);
    expect(user.recordActivity(new Date('2027-01-02T13:00:00Z'))).toBe(true);
    expect(user.daysStreak).toBe(3);
  });

  it('keeps the day when the zone does not change', () => {
    const user = learner('Europe/Paris');
    user.recordActivity(moment);
    user.setTimeZone('Europe/Paris');
    expect(user.lastActiveDay).toBe('2027-01-01');
  });
});
