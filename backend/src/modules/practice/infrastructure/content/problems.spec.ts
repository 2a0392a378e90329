import { execFileSync } from 'node:child_process';
import { stripTypeScriptTypes } from 'node:module';
import { createContext, runInContext } from 'node:vm';
import {
  functionNameIn,
  problemContentProblems,
  problemLanguages,
  type Language,
  type ProblemContent,
} from '../../domain/problem.js';
import { SandboxJudge } from '../judge/sandbox-judge.js';
import { sameValue } from '../judge/compare.js';
import { WRONG_SOLUTIONS } from './problems/define.js';
import { PROBLEMS } from './problems/index.js';

const isJson = (value: unknown) => JSON.stringify(JSON.parse(JSON.stringify(value))) === JSON.stringify(value);

/** The shipped problems: well formed, on this judge every reference passes, and every starter fails, in every language. */
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
      for (const language of problemLanguages(p)) {
        const lines = (p.reference[language] ?? '')
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
    const judge = new SandboxJudge({ concurrency: 2, isolation: 'bwrap', reuseForTrustedCode: true });
    afterAll(() => judge.close());
    const judged = (p: ProblemContent, language: Language, code: string) =>
      judge.judge({
        language,
        code,
        functionName: functionNameIn(language, p.signature),
        tests: [...p.samples, ...p.hidden],
        comparator: p.comparator,
        ...(p.sqlSchema !== undefined ? { setup: p.sqlSchema } : {}),
        limits: { timeMs: 20_000, memoryMb: p.memoryLimitMb, outputBytes: 65_536, codeBytes: 65_536 },
        stopOnFailure: false,
      });

    it.each(PROBLEMS.map((p) => [p.slug, p] as [string, ProblemContent]))(
      '%s: the reference passes in every language it offers',
      async (_slug, p) => {
        const outcomes = await Promise.all(
          problemLanguages(p).map((language) =>
            judged(p, language, p.reference[language] ?? '').then((r) => ({ language, r })),
          ),
        );
        for (const { language, r } of outcomes) {
          const failed = r.tests
            .filter((t) => !t.passed)
            .map((t) => `${t.name}: ${JSON.stringify(t.actual)?.slice(0, 80)} ${t.error?.message ?? ''}`);
          expect({ language, verdict: r.verdict, failed, error: r.error }).toEqual({
            language,
            verdict: 'Accepted',
            failed: [],
            error: undefined,
          });
        }
        // The comparator the page names agrees with the expected values (a test's own expectation passes it).
        for (const test of p.samples) expect(sameValue(test.expected, test.expected, p.comparator)).toBe(true);
      },
      120_000,
    );
  });

  /**
   * Tests that cannot lie (issue 30): each problem carries at least one deliberately wrong solution
   * (an off-by-one, a missed edge case, a misread rule), and its tests reject it on the judge.
   */
  describe('wrong solutions', () => {
    it('every problem has at least one', () => {
      expect(PROBLEMS.filter((p) => !WRONG_SOLUTIONS.get(p.slug)?.length).map((p) => p.slug)).toEqual([]);
    });

    const judge = new SandboxJudge({ concurrency: 2, isolation: 'bwrap', reuseForTrustedCode: true });
    afterAll(() => judge.close());
    const withWrong = PROBLEMS.filter((p) => WRONG_SOLUTIONS.get(p.slug)?.length);
    it.each(withWrong.map((p) => [p.slug, p] as [string, ProblemContent]))(
      '%s: each wrong solution is rejected by its tests (a wrong answer or an error, never a compilation error)',
      async (_slug, p) => {
        const outcomes = await Promise.all(
          WRONG_SOLUTIONS.get(p.slug)!.map((w) =>
            judge
              .judge({
                language: w.language,
                code: w.code,
                functionName: functionNameIn(w.language, p.signature),
                tests: [...p.samples, ...p.hidden],
                comparator: p.comparator,
                ...(p.sqlSchema !== undefined ? { setup: p.sqlSchema } : {}),
                limits: { timeMs: 20_000, memoryMb: p.memoryLimitMb, outputBytes: 65_536, codeBytes: 65_536 },
                stopOnFailure: true,
              })
              .then((r) => ({ language: w.language, why: w.why, verdict: r.verdict })),
          ),
        );
        for (const outcome of outcomes)
          expect(outcome).toEqual({ ...outcome, verdict: expect.stringMatching(/^(Wrong Answer|Runtime Error)$/) });
      },
      120_000,
    );
  });

  /**
   * Every starter fails its tests, in each language. The starters are our own code (a signature and
   * a wrong placeholder), so they run here, not in the sandbox: JavaScript and TypeScript in a
   * fresh `vm` context each, Python in one python3 process for all problems.
   */
  describe('every starter fails', () => {
    const tests = (p: ProblemContent) => [...p.samples, ...p.hidden];
    const passesAll = (p: ProblemContent, results: unknown[]) =>
      results.length === tests(p).length && tests(p).every((t, i) => sameValue(results[i], t.expected, p.comparator));

    const FUNCTION_PROBLEMS = PROBLEMS.filter((p) => p.sqlSchema === undefined);
    it.each(['javascript', 'typescript'] as const)('in %s', (language) => {
      const passing = FUNCTION_PROBLEMS.filter((p) => {
        const name = functionNameIn(language, p.signature);
        const js = language === 'typescript' ? stripTypeScriptTypes(p.starter.typescript ?? '') : p.starter.javascript;
        const context = createContext({});
        runInContext(`${js}\n;globalThis.__starter = ${name};`, context, { timeout: 1_000 });
        const results = tests(p).map((t) => {
          try {
            const value = (context.__starter as (...args: unknown[]) => unknown)(...structuredClone(t.args));
            return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
          } catch {
            return Symbol('threw');
          }
        });
        return passesAll(p, results);
      });
      expect(passing.map((p) => p.slug)).toEqual([]);
    });

    it('in Python', () => {
      const program = [
        'import json, sys',
        'out = []',
        'for problem in json.load(sys.stdin):',
        '    scope = {}',
        '    exec(problem["code"], scope)',
        '    results = []',
        '    for args in problem["args"]:',
        '        try:',
        '            results.append(scope[problem["name"]](*args))',
        '        except Exception:',
        '            results.append({"__threw": True})',
        '    out.append(results)',
        'json.dump(out, sys.stdout)',
      ].join('\n');
      const input = FUNCTION_PROBLEMS.map((p) => ({
        code: p.starter.python,
        name: functionNameIn('python', p.signature),
        args: tests(p).map((t) => t.args),
      }));
      const results = JSON.parse(
        execFileSync('python3', ['-c', program], {
          input: JSON.stringify(input),
          maxBuffer: 512 * 1024 * 1024,
        }).toString(),
      ) as unknown[][];
      expect(results).toHaveLength(FUNCTION_PROBLEMS.length);
      expect(FUNCTION_PROBLEMS.filter((p, i) => passesAll(p, results[i]!)).map((p) => p.slug)).toEqual([]);
    });

    // A SQL starter is a query too: PostgreSQL runs it, on the judge.
    const judge = new SandboxJudge({ concurrency: 2, isolation: 'bwrap', reuseForTrustedCode: true });
    afterAll(() => judge.close());
    const SQL_PROBLEMS = PROBLEMS.filter((p) => p.sqlSchema !== undefined);
    it.each(SQL_PROBLEMS.map((p) => [p.slug, p] as [string, ProblemContent]))('in SQL: %s', async (_slug, p) => {
      const result = await judge.judge({
        language: 'sql',
        code: p.starter.sql ?? '',
        functionName: 'query',
        tests: tests(p),
        comparator: p.comparator,
        setup: p.sqlSchema,
        limits: { timeMs: 20_000, memoryMb: p.memoryLimitMb, outputBytes: 65_536, codeBytes: 65_536 },
        stopOnFailure: true,
      });
      expect(result.verdict).toBe('Wrong Answer');
    });
  });
});
