import { addDays, dayEnd, dayStart, daysBetween, localDay } from './learner-day.js';

describe("the learner's day", () => {
  it("is the calendar date in the learner's zone, not UTC's", () => {
    const at = new Date('2027-01-01T13:00:00Z');
    expect(localDay(at, 'Etc/GMT+12')).toBe('2027-01-01');
    expect(localDay(at, 'Pacific/Kiritimati')).toBe('2027-01-02');
    expect(localDay(new Date('2026-11-24T04:59:59Z'), 'America/New_York')).toBe('2026-11-23');
    expect(localDay(new Date('2026-11-24T05:00:00Z'), 'America/New_York')).toBe('2026-11-24');
  });

  it('ends at the next local midnight', () => {
    expect(dayEnd('2026-11-23', 'UTC').toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(dayEnd('2026-11-23', 'America/New_York').toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(dayEnd('2026-11-23', 'Asia/Kolkata').toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(dayEnd('2026-11-23', 'Pacific/Kiritimati').toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('lasts 23 hours on the day clocks spring forward and 25 when they fall back', () => {
    // New York: 2027-03-14 02:00 -> 03:00; 2027-11-07 02:00 -> 01:00.
    const hours = (day: string, zone: string) =>
      (dayEnd(day, zone).getTime() - dayStart(day, zone).getTime()) / 3_600_000;
    expect(hours('2027-03-14', 'America/New_York')).toBe(23);
    expect(hours('2027-11-07', 'America/New_York')).toBe(25);
    expect(hours('2027-03-28', 'Europe/Berlin')).toBe(23);
    expect(hours('2027-06-01', 'Europe/Berlin')).toBe(24);
  });

  it('begins at the first instant of the day where midnight itself is skipped', () => {
    // Santiago springs forward at 24:00 on the first Saturday of September: 2027-09-05 starts at 01:00 local (-03).
    const start = dayStart('2027-09-05', 'America/Santiago');
    expect(localDay(start, 'America/Santiago')).toBe('2027-09-05');
    expect(localDay(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2027-09-04');
  });

  it('counts calendar days, across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-20', '2026-11-24')).toBe(4);
    expect(daysBetween('2026-11-24', '2026-11-20')).toBe(-4);
  });
});
