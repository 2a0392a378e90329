import { FAIR_SHARE, fairPriority } from './judge-queue.js';

describe('fairPriority', () => {
  it("keeps a learner's fair share at the normal priority and steps each further waiting run one lower", () => {
    expect(FAIR_SHARE).toBe(2);
    expect([0, 1, 2, 3, 9].map(fairPriority)).toEqual([0, 0, -1, -2, -8]);
  });

  it("orders a flood of one learner's runs behind another learner's first run from the third on", () => {
    // Priority first (higher first), then the order they were queued: A1..A10, then B1.
    const queued = [
      ...Array.from({ length: 10 }, (_, i) => ({ id: `A${i + 1}`, priority: fairPriority(i) })),
      { id: 'B1', priority: fairPriority(0) },
    ];
    const order = queued
      .map((job, at) => ({ ...job, at }))
      .sort((x, y) => y.priority - x.priority || x.at - y.at)
      .map((job) => job.id);
    expect(order.slice(0, 4)).toEqual(['A1', 'A2', 'B1', 'A3']);
  });
});
