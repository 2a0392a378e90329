import { dailySeries, lastDays } from './daily-series.js';

describe('daily series of the admin overview', () => {
  it('lists the last days up to today, oldest first, across a month end', () => {
    expect(lastDays(new Date('2026-12-02T23:59:00Z'), 4)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('fills the quiet days with zeros and ignores days outside the window', () => {
    const days = ['2026-11-29', '2026-11-30', '2026-12-01'];
    expect(
      dailySeries(days, [
        { day: '2026-11-28', count: 9 },
        { day: '2026-11-30', count: 4 },
      ]),
    ).toEqual([
      { day: '2026-11-29', count: 0 },
      { day: '2026-11-30', count: 4 },
      { day: '2026-12-01', count: 0 },
    ]);
  });
});
