import type { AppConfig } from '../../../../platform/config/app-config.js';
import { ReviewClock } from '../../application/review-clock.js';
import { DevReviewClockController } from './dev-review-clock.controller.js';

describe('the review clock for tests', () => {
  const clockIn = (isProduction: boolean) => new ReviewClock({ isProduction } as AppConfig);
  const learner = { id: 7, role: 'user' as const, via: 'password' as const };

  it("moves only the calling learner's now, and 0 resets it", () => {
    const clock = clockIn(false);
    const controller = new DevReviewClockController(clock);
    const before = Date.now();
    const answer = controller.setReviewClock(learner, { offsetMinutes: 90 });
    expect(answer.offsetMinutes).toBe(90);
    expect(Date.parse(answer.now)).toBeGreaterThanOrEqual(before + 90 * 60_000);
    expect(clock.now(7).getTime()).toBeGreaterThanOrEqual(before + 90 * 60_000);
    expect(clock.now(8).getTime()).toBeLessThan(before + 60_000);
    controller.setReviewClock(learner, { offsetMinutes: 0 });
    expect(clock.now(7).getTime()).toBeLessThan(before + 60_000);
  });

  it('is fixed in production: the route answers 404 ROUTE_NOT_FOUND and no offset applies', () => {
    const clock = clockIn(true);
    const controller = new DevReviewClockController(clock);
    expect(() => controller.setReviewClock(learner, { offsetMinutes: 90 })).toThrow(
      expect.objectContaining({ status: 404, code: 'ROUTE_NOT_FOUND' }),
    );
    expect(() => clock.setOffset(7, 90)).toThrow();
    expect(clock.now(7).getTime()).toBeLessThan(Date.now() + 60_000);
  });
});
