import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { fromFsrsCard, missedAt, reviewed, toFsrsCard } from './scheduling.js';

describe('review scheduling (ts-fsrs, default parameters)', () => {
  const at = new Date('2026-03-01T10:00:00Z');
  const minutes = (n: number) => new Date(at.getTime() + n * 60_000);

  it('a missed item is an empty card rated Again: due after the first learning step (1 minute)', () => {
    const card = missedAt(at);
    expect(card.due).toEqual(minutes(1));
    expect({ state: card.state, reps: card.reps, lapses: card.lapses, lastReview: card.lastReview }).toEqual({
      state: 1,
      reps: 1,
      lapses: 0,
      lastReview: at,
    });
  });

  it("follows ts-fsrs's own computation for every rating, and maps its card both ways unchanged", () => {
    const scheduler = fsrs();
    const expected = scheduler.next(createEmptyCard(at), at, Rating.Again).card;
    expect(toFsrsCard(missedAt(at))).toEqual(expected);
    const later = minutes(2);
    for (const [rating, grade] of [
      ['again', Rating.Again],
      ['hard', Rating.Hard],
      ['good', Rating.Good],
      ['easy', Rating.Easy],
    ] as const) {
      const ours = reviewed(missedAt(at), later, rating);
      expect(toFsrsCard(ours)).toEqual(scheduler.next(expected, later, grade).card);
      expect(fromFsrsCard(toFsrsCard(ours))).toEqual(ours);
    }
    // Good twice in learning graduates to a review measured in days; Easy goes further than Good.
    const good = reviewed(reviewed(missedAt(at), minutes(1), 'good'), minutes(11), 'good');
    expect(good.state).toBe(2);
    expect(good.scheduledDays).toBeGreaterThanOrEqual(1);
    expect(reviewed(missedAt(at), minutes(1), 'easy').due.getTime()).toBeGreaterThan(
      reviewed(missedAt(at), minutes(1), 'good').due.getTime(),
    );
  });

  it('a review dated before the last one counts at the last review', () => {
    const card = reviewed(missedAt(at), minutes(5), 'good');
    expect(reviewed(card, at, 'again')).toEqual(reviewed(card, minutes(5), 'again'));
  });
});
