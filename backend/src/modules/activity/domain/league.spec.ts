import { DEMOTE, outcomeOf, PROMOTE, tierName, TIERS, weekEnd, weekStart } from './league.js';

describe('leagues', () => {
  it('weeks run from Monday 00:00 UTC to the next Monday', () => {
    expect(weekStart(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-23'); // a Tuesday
    expect(weekStart(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // Monday midnight
    expect(weekStart(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-16'); // Sunday night
    expect(weekEnd('2026-11-23').toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it(`promotes the top ${PROMOTE} with XP and demotes the bottom ${DEMOTE} of a full group`, () => {
    const outcomes = Array.from({ length: 30 }, (_, i) => outcomeOf(i + 1, 30, 100 - i, 2));
    expect(outcomes.filter((o) => o === 'promoted')).toHaveLength(PROMOTE);
    expect(outcomes.filter((o) => o === 'demoted')).toHaveLength(DEMOTE);
    expect(outcomes.slice(0, PROMOTE).every((o) => o === 'promoted')).toBe(true);
    expect(outcomes.slice(-DEMOTE).every((o) => o === 'demoted')).toBe(true);
  });

  it('never promotes without XP, and keeps the top and bottom tiers in bounds', () => {
    expect(outcomeOf(1, 30, 0, 2)).toBe('stayed');
    expect(outcomeOf(1, 30, 500, TIERS.length - 1)).toBe('stayed');
    expect(outcomeOf(30, 30, 0, 0)).toBe('stayed');
    // A small group never demotes someone who is also in the promotion places.
    expect(outcomeOf(3, 4, 10, 2)).toBe('promoted');
    expect(outcomeOf(3, 4, 0, 2)).toBe('stayed');
    expect(tierName(0)).toBe('Bronze');
    expect(tierName(99)).toBe('Diamond');
  });
});
