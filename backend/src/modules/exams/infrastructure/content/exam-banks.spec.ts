import { EXAM_BANKS } from './index.js';

/** The shipped exam banks: enough questions to draw from, and questions a learner can answer without ambiguity. */
describe('shipped exam banks', () => {
  it('has banks of at least 30 questions for all nine roadmaps, with every kind of question', () => {
    expect(EXAM_BANKS.map((b) => b.roadmapSlug).sort()).toEqual([
      'ai-ml',
      'backend',
      'data',
      'devops',
      'frontend',
      'full-stack',
      'mobile',
      'security',
      'ux-design',
    ]);
    for (const bank of EXAM_BANKS) {
      expect(bank.questions.length).toBeGreaterThanOrEqual(30);
      const kinds = new Set(bank.questions.map((q) => q.kind));
      expect([...kinds].sort()).toEqual(['multiple', 'output', 'single']);
    }
  });

  it('keys every question uniquely and gives each a right answer among 3 to 6 options, with an explanation', () => {
    const keys = EXAM_BANKS.flatMap((b) => b.questions.map((q) => q.key));
    expect(new Set(keys).size).toBe(keys.length);
    for (const bank of EXAM_BANKS) {
      for (const q of bank.questions) {
        expect(q.key).toMatch(new RegExp(`^${bank.roadmapSlug}-\\d{3}$`));
        expect(q.options.length).toBeGreaterThanOrEqual(3);
        expect(q.options.length).toBeLessThanOrEqual(6);
        const optionKeys = q.options.map((o) => o.key);
        expect(optionKeys).toEqual(optionKeys.map((_, i) => String.fromCharCode(97 + i)));
        expect(new Set(q.options.map((o) => o.text)).size).toBe(q.options.length);
        for (const answer of q.correct) expect(optionKeys).toContain(answer);
        expect(q.correct.length).toBe(q.kind === 'multiple' ? Math.max(2, q.correct.length) : 1);
        if (q.kind === 'multiple') expect(q.correct.length).toBeLessThan(q.options.length);
        if (q.kind === 'output') expect(q.code?.length).toBeGreaterThan(5);
        expect(q.explanation.length).toBeGreaterThan(30);
        expect(q.prompt.length).toBeGreaterThan(8);
      }
    }
  });
});
