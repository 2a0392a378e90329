import { checkAward, LearnerProgress } from './learner-progress.js';

describe('Learner streaks across time zones', () => {
  const learner = (timeZone: string) => new LearnerProgress(7, timeZone);
  // 13:00 UTC: 01:00 on Jan 1 in Etc/GMT+12 (UTC-12), 03:00 on Jan 2 in Pacific/Kiritimati (UTC+14).
  const moment = new Date('2027-01-01T13:00:00Z');

  it('does not count the same instant as a second day after moving the clock forward', () => {
    const progress = learner('Etc/GMT+12');
    expect(progress.recordActivity(moment, 'Etc/GMT+12').advanced).toBe(true);
    progress.changeTimeZone('Pacific/Kiritimati');
    expect(progress.recordActivity(moment, 'Pacific/Kiritimati').advanced).toBe(false);
    expect(progress.recordActivity(new Date(moment.getTime() + 60_000), 'Pacific/Kiritimati').advanced).toBe(false);
    expect(progress.daysStreak).toBe(1);
    // The next real day in the new zone counts.
    expect(progress.recordActivity(new Date('2027-01-02T10:00:00Z'), 'Pacific/Kiritimati').advanced).toBe(true);
    expect(progress.daysStreak).toBe(2);
  });

  it('does not lose the streak, nor count twice, when moving the clock back', () => {
    const progress = learner('Pacific/Kiritimati');
    progress.recordActivity(new Date('2026-12-31T13:00:00Z'), 'Pacific/Kiritimati');
    progress.recordActivity(moment, 'Pacific/Kiritimati');
    expect(progress.daysStreak).toBe(2);
    progress.changeTimeZone('Etc/GMT+12');
    expect(progress.recordActivity(moment, 'Etc/GMT+12').advanced).toBe(false);
    expect(progress.daysStreak).toBe(2);
    expect(progress.recordActivity(new Date('2027-01-02T13:00:00Z'), 'Etc/GMT+12').advanced).toBe(true);
    expect(progress.daysStreak).toBe(3);
  });

  it('re-expresses the last learning day from the last learning action, not from a later visit (issue 26)', () => {
    const progress = learner('Etc/GMT+12');
    progress.recordActivity(moment, 'Etc/GMT+12'); // Jan 1 there
    // A visit 30 hours later (the SPA's activity report) moves lastAccessedAt only.
    progress.lastAccessedAt = new Date(moment.getTime() + 30 * 3_600_000);
    progress.changeTimeZone('UTC');
    expect(progress.lastActiveDay).toBe('2027-01-01');
    expect(progress.daysStreak).toBe(1);
  });

  it('keeps the day when the zone does not change', () => {
    const progress = learner('Europe/Paris');
    progress.recordActivity(moment, 'Europe/Paris');
    progress.changeTimeZone('Europe/Paris');
    expect(progress.lastActiveDay).toBe('2027-01-01');
  });

  it('re-expresses the last day when activity arrives in a zone it has not heard of yet', () => {
    const progress = learner('Etc/GMT+12');
    progress.recordActivity(moment, 'Etc/GMT+12');
    // The account moved to Kiritimati without telling progress: the same instant is still day one.
    expect(progress.recordActivity(moment, 'Pacific/Kiritimati').advanced).toBe(false);
    expect(progress.timeZone).toBe('Pacific/Kiritimati');
    expect(progress.daysStreak).toBe(1);
  });
});

describe('XP awards', () => {
  it('accept a key of lowercase letters, digits and :._- and a whole amount from 1 to 10 000', () => {
    expect(checkAward({ achievement: 'exam:html-basics', amount: 50, reason: 'Exam passed' }).amount).toBe(50);
    for (const achievement of ['', 'Exam:HTML', 'a b', 'x'.repeat(201), ':leading']) {
      expect(() => checkAward({ achievement, amount: 5, reason: 'r' })).toThrow(
        expect.objectContaining({ code: 'ACHIEVEMENT_INVALID' }),
      );
    }
    for (const amount of [0, -5, 1.5, 10_001, Number.NaN]) {
      expect(() => checkAward({ achievement: 'ok', amount, reason: 'r' })).toThrow(
        expect.objectContaining({ code: 'XP_AMOUNT_INVALID' }),
      );
    }
  });
});

describe('Streak freezes', () => {
  const zone = 'America/New_York';
  // Noon in New York on consecutive days, starting 2027-03-01.
  const noon = (dayOffset: number) => new Date(Date.UTC(2027, 2, 1 + dayOffset, 17));
  const activeDays = (progress: LearnerProgress, days: number[]) =>
    days.map((d) => progress.recordActivity(noon(d), zone));

  it('earns one at every 7th day of a streak, holding at most 2', () => {
    const progress = new LearnerProgress(1, zone);
    activeDays(progress, [0, 1, 2, 3, 4, 5]);
    expect(progress.freezesHeld).toBe(0);
    activeDays(progress, [6]);
    expect(progress.freezesHeld).toBe(1);
    activeDays(
      progress,
      Array.from({ length: 14 }, (_, i) => 7 + i),
    );
    expect(progress.daysStreak).toBe(21);
    expect(progress.freezesHeld).toBe(2);
  });

  it('spends freezes on missed days (the day after counts as the next day of the streak)', () => {
    const progress = new LearnerProgress(1, zone);
    activeDays(
      progress,
      Array.from({ length: 14 }, (_, i) => i),
    );
    expect(progress.freezesHeld).toBe(2);
    // Days 14 and 15 missed; day 16 active: both freezes spent, the streak goes on.
    const outcome = progress.recordActivity(noon(16), zone);
    expect(outcome).toEqual({ advanced: true, frozenDays: ['2027-03-15', '2027-03-16'] });
    expect(progress.daysStreak).toBe(15);
    expect(progress.freezesHeld).toBe(0);
  });

  it('ends the streak when the freezes do not cover every missed day, keeping it as the previous streak', () => {
    const progress = new LearnerProgress(1, zone);
    activeDays(
      progress,
      Array.from({ length: 7 }, (_, i) => i),
    );
    expect(progress.freezesHeld).toBe(1);
    progress.recordActivity(noon(9), zone);
    expect(progress.daysStreak).toBe(1);
    expect(progress.previousStreak).toBe(7);
    expect(progress.longestStreak).toBe(7);
    expect(progress.freezesHeld).toBe(1);
  });

  it('counts a day of 23 hours (DST) as one day like any other', () => {
    const progress = new LearnerProgress(1, zone);
    // 2027-03-13 23:30 and 2027-03-15 00:30 local: two calendar days apart, with the 23-hour 14th between.
    progress.recordActivity(new Date('2027-03-14T04:30:00Z'), zone);
    progress.recordActivity(new Date('2027-03-14T16:00:00Z'), zone);
    expect(progress.daysStreak).toBe(2);
    progress.recordActivity(new Date('2027-03-15T04:30:00Z'), zone);
    expect(progress.daysStreak).toBe(3);
  });
});

describe('learning awards', () => {
  it("name the module or the exam in the reason, within the ledger's 64 characters", async () => {
    const { moduleAward, examAward } = await import('./xp-rules.js');
    expect(moduleAward('git-basics', 'Git Basics')).toEqual({
      achievement: 'module:git-basics',
      amount: 50,
      reason: 'Module completed: Git Basics',
    });
    expect(moduleAward('git-basics')).toMatchObject({ reason: 'Module completed: git-basics' });
    expect(moduleAward('x', 'A'.repeat(200)).reason).toHaveLength(64);
    expect(examAward('devops', 'DevOps & Cloud Engineer')).toEqual({
      achievement: 'exam:devops',
      amount: 100,
      reason: 'Exam passed: DevOps & Cloud Engineer',
    });
  });
});
