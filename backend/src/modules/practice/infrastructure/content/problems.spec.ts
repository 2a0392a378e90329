import { LANGUAGES, functionNameIn, problemContentProblems, type ProblemContent } from '../../domain/problem.js';
import { SandboxJudge } from '../judge/sandbox-judge.js';
import { sameValue } from '../judge/compare.js';
import { PROBLEMS } from './problems/index.js';

const isJson = (value: unknown) => JSON.stringify(JSON.parse(JSON.stringify(value))) === JSON.stringify(value);

/** The shipped problems: well formed, and on this judge every reference passes and every starter fails, in every language. */
describe('practice problems', () => {
  it('are at least 30, with stable unique slugs and a mix of difficulties', () => {
    expect(PROBLEMS.length).toBeGreaterThanOrEqual(30);
    const slugs = PROBLEMS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const count = (d: string) => PROBLEMS.filter((p) => p.difficulty === d).length;
    expect(count('easy')).toBeGreaterThanOrEqual(10);
    expect(count('medium')).toBeGreaterThanOrEqual(10);
    expect(count('hard')).toBeGreaterThanOrEqual(5);
  });

  it.each(PROBLEMS.map((p) => [p.slug, p] as [string, ProblemContent]))(
    '%s is complete: statement, tests, hints and editorial',
    (_slug, p) => {
      expect(p.samples.length).toBeGreaterThanOrEqual(3);
      expect(p.samples.length + p.hidden.length).toBeGreaterThanOrEqual(10);
      const names = [...p.samples, ...p.hidden].map((t) => t.name);
      expect(new Set(names).size).toBe(names.length);
      for (const test of [...p.samples, ...p.hidden]) {
        expect(isJson(test.args)).toBe(true);
        expect(isJson(test.expected)).toBe(true);
        expect(test.args).toHaveLength(p.signature.params.length);
      }
      expect(p.statementMd).not.toMatch(/<[a-z!/]/i); // Markdown, no raw HTML
      expect(p.hints.length).toBeGreaterThanOrEqual(1);
      expect(p.editorialMd.length).toBeGreaterThan(80);
      // The reference solutions never show: no line of real code of theirs appears in what the page shows.
      for (const language of LANGUAGES) {
        const lines = p.reference[language]
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l.length > 24);
        for (const text of [p.statementMd, p.editorialMd, ...p.hints])
          for (const line of lines) expect(text).not.toContain(line);
      }
    },
  );

  it('each meets the rules staff-written problems are held to (names, test counts, arguments, plain JSON)', () => {
    for (const p of PROBLEMS)
      expect({ slug: p.slug, problems: problemContentProblems(p) }).toEqual({ slug: p.slug, problems: [] });
  });

  describe('on the judge', () => {
    const judge = new SandboxJudge({ concurrency: 2, isolation: 'bwrap' });
    afterAll(() => judge.close());
    const judged = (p: ProblemContent, language: (typeof LANGUAGES)[number], code: string) =>
      judge.judge({
        language,
        code,
        functionName: functionNameIn(language, p.signature),
        tests: [...p.samples, ...p.hidden],
        comparator: p.comparator,
        limits: { timeMs: 20_000, memoryMb: p.memoryLimitMb, outputBytes: 65_536, codeBytes: 65_536 },
        stopOnFailure: false,
      });

    it.each(PROBLEMS.map((p) => [p.slug, p] as [string, ProblemContent]))(
      '%s: the reference passes and the starter fails in JavaScript, TypeScript and Python',
      async (_slug, p) => {
        const outcomes = await Promise.all(
          LANGUAGES.flatMap((language) => [
            judged(p, language, p.reference[language]).then((r) => ({ language, kind: 'reference', r })),
            judged(p, language, p.starter[language]).then((r) => ({ language, kind: 'starter', r })),
          ]),
        );
        for (const { language, kind, r } of outcomes) {
          const failed = r.tests
            .filter((t) => !t.passed)
            .map((t) => `${t.name}: ${JSON.stringify(t.actual)?.slice(0, 80)} ${t.error?.message ?? ''}`);
          if (kind === 'reference')
            expect({ language, verdict: r.verdict, failed, error: r.error }).toEqual({
              language,
              verdict: 'Accepted',
              failed: [],
              error: undefined,
            });
          else expect({ language, starterFails: r.verdict !== 'Accepted' }).toEqual({ language, starterFails: true });
        }
        // The comparator the page names agrees with the expected values (a test's own expectation passes it).
        for (const test of p.samples) expect(sameValue(test.expected, test.expected, p.comparator)).toBe(true);
      },
      120_000,
    );
  });
});
