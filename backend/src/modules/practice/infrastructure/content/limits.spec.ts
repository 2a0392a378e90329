import type { ProblemContent } from '../../domain/problem.js';
import { PROBLEMS } from './problems/index.js';
import { argumentViolations, limitBounds, limitNumbers, PROBLEM_LIMITS, proseNumbers } from './problems/limits.js';

/**
 * Every practice problem declares its input limits (`limits` in its draft, next to the prose
 * `constraints`), and its own tests keep them: a test outside the stated limits teaches the wrong
 * problem and lets a solution that relies on the limits fail unfairly.
 */
describe('practice problem limits', () => {
  const cases = PROBLEMS.map((p) => [p.slug, p] as [string, ProblemContent]);

  it.each(cases)('%s declares a limit for every parameter', (slug, p) => {
    const limits = PROBLEM_LIMITS.get(slug);
    const missing = p.signature.params.filter((param) => !limits?.params[param.name]).map((param) => param.name);
    // Declare them in the draft: `limits: { <param>: … }` (the forms are in problems/limits.ts).
    expect({ slug, missing }).toEqual({ slug, missing: [] });
    const extra = Object.keys(limits?.params ?? {}).filter((name) => !p.signature.params.some((q) => q.name === name));
    expect({ slug, extra }).toEqual({ slug, extra: [] });
  });

  it.each(cases)('%s: every number in the prose constraints is in its limits', (slug, p) => {
    const limits = PROBLEM_LIMITS.get(slug);
    if (!limits) return;
    const known = limitNumbers(limits);
    const unknown = p.constraints.flatMap((c) =>
      proseNumbers(c)
        .filter((n) => !known.has(n))
        .map((n) => `${slug}: "${c}" states ${n}, which no limit or relation has`),
    );
    expect(unknown).toEqual([]);
  });

  it.each(cases)('%s: every bound in its limits is in the prose constraints, so learners see it', (slug, p) => {
    const limits = PROBLEM_LIMITS.get(slug);
    if (!limits) return;
    const stated = new Set(p.constraints.flatMap(proseNumbers));
    // A lower bound of 0 goes without saying ("at most 1,000 characters").
    const unstated = limitBounds(limits)
      .filter(([, n]) => n !== 0 && !stated.has(Math.abs(n)))
      .map(([where, n]) => `${slug}: ${where} bound ${n} is not in the constraints`);
    expect(unstated).toEqual([]);
  });

  it('every sample and hidden test keeps its problem’s limits', () => {
    const violations: string[] = [];
    for (const p of PROBLEMS) {
      const limits = PROBLEM_LIMITS.get(p.slug);
      if (!limits) continue;
      for (const test of [...p.samples, ...p.hidden])
        for (const why of argumentViolations(limits, p.signature.params, test.args))
          violations.push(`${p.slug} / ${test.name} / ${why}`);
    }
    expect(violations).toEqual([]);
  });
});
