import type {
  Comparator,
  Difficulty,
  FunctionSignature,
  Json,
  ProblemContent,
  ProblemTest,
} from '../../../domain/problem.js';
import { pythonName } from '../../../domain/problem.js';
import { type LimitsFor, PROBLEM_LIMITS, type ProblemLimits, type Relation } from './limits.js';

/** Parameter and return types as the page shows them, and what they are in TypeScript. */
const TS_TYPES: Record<string, string> = {
  int: 'number',
  float: 'number',
  bool: 'boolean',
  string: 'string',
  'int[]': 'number[]',
  'float[]': 'number[]',
  'string[]': 'string[]',
  'int[][]': 'number[][]',
  'string[][]': 'string[][]',
  'bool[]': 'boolean[]',
  /** Any JSON value (string, number, boolean, null, array or object): the solution narrows it. */
  json: 'unknown',
  'json[]': 'unknown[]',
  /** A JSON object with string keys. */
  object: 'Record<string, unknown>',
};
const tsType = (type: string) => {
  const ts = TS_TYPES[type];
  if (!ts) throw new Error(`no TypeScript type for ${type}`);
  return ts;
};

/** A wrong but type-correct value for a starter to return (the starter must fail the tests). */
const PLACEHOLDER: Record<string, { js: string; py: string }> = {
  int: { js: '0', py: '0' },
  float: { js: '0', py: '0.0' },
  bool: { js: 'false', py: 'False' },
  string: { js: "''", py: "''" },
  json: { js: 'null', py: 'None' },
  object: { js: '{}', py: '{}' },
};
const placeholder = (type: string) => PLACEHOLDER[type] ?? { js: '[]', py: '[]' };

/** A deterministic pseudo-random sequence (mulberry32), so generated tests are the same on every machine. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** An integer in [lo, hi]. */
export const intIn = (random: () => number, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
export const intsIn = (random: () => number, n: number, lo: number, hi: number) =>
  Array.from({ length: n }, () => intIn(random, lo, hi));

type TestRow = [args: Json[], expected: Json, name?: string];

export interface ProblemDraft<P extends readonly string[] = string[]> {
  slug: string;
  title: string;
  difficulty: Difficulty;
  tags: string[];
  statement: string;
  /** The limits in words, as learners read them; every number here must appear in `limits`. */
  constraints: string[];
  /**
   * The same limits, machine-readable: one for every parameter of the signature (see limits.ts for the forms),
   * e.g. `{ temps: { length: [1, 100_000], each: { int: [-50, 60] } } }`. Every sample and hidden test must keep them.
   */
  limits: LimitsFor<P>;
  /** Rules across parameters or elements the prose states, checked on every test (e.g. equal lengths, sorted input). */
  relations?: Relation[];
  /** name and `param: type` pairs, e.g. ['pairWithTargetSum', 'nums: int[]', 'target: int'], and the return type. */
  signature: readonly [name: string, ...params: P];
  returns: string;
  /** The JavaScript reference: the body of the function (between its braces), plus any helpers after it. */
  js: string;
  /** Helpers used by the JavaScript body, defined after the function (JavaScript and TypeScript alike). */
  jsHelpers?: string;
  /** The full Python reference. */
  py: string;
  samples: TestRow[];
  /** Hand-written edge cases and generated tests (names are given when missing). */
  hidden: TestRow[];
  comparator?: Comparator;
  hints: string[];
  editorial: string;
  memoryLimitMb?: number;
  /** The roadmap modules (keys) whose lessons this problem exercises. */
  modules?: string[];
  /**
   * Deliberately wrong solutions (issue 30): each a plausible mistake (an off-by-one, a missed edge
   * case, a misread rule) that gives a wrong answer or fails on at least one test, so the tests are
   * shown to catch it. `js` is a function body as `js` above (run as JavaScript and TypeScript), `py`
   * a whole Python solution; give at least one of them. Checked by the content tests only, never shipped.
   */
  wrong: { why: string; js?: string; jsHelpers?: string; py?: string }[];
}

/**
 * A wrong solution written as the change it makes to a reference: `code` with the one occurrence
 * of `from` replaced by `to` (more pairs apply in order). Throws when a `from` is not found exactly
 * once, so a reference that changes later cannot silently turn the mistake into a no-op.
 * `mutate(d.js, '< limit', '<= limit')`.
 */
export function mutate(code: string, from: string, to: string, ...more: string[]): string {
  if (more.length % 2 !== 0) throw new Error('mutate: replacements come in pairs (from, to)');
  let out = code;
  const pairs: [string, string][] = [[from, to]];
  for (let i = 0; i < more.length; i += 2) pairs.push([more[i], more[i + 1]]);
  for (const [a, b] of pairs) {
    const first = out.indexOf(a);
    if (a === '' || first < 0 || out.indexOf(a, first + 1) >= 0)
      throw new Error(
        `mutate: ${JSON.stringify(a.slice(0, 60))} must occur exactly once (${first < 0 ? 'not found' : 'found more than once'})`,
      );
    if (a === b) throw new Error(`mutate: ${JSON.stringify(a.slice(0, 60))} is replaced by itself`);
    out = out.slice(0, first) + b + out.slice(first + a.length);
  }
  return out;
}

/** A deliberately wrong solution of a problem, in one language (see ProblemDraft.wrong). */
export interface WrongSolution {
  why: string;
  language: 'javascript' | 'typescript' | 'python' | 'sql';
  code: string;
}

/** The wrong solutions of each problem, by slug (filled by defineProblem; content tests only). */
export const WRONG_SOLUTIONS = new Map<string, WrongSolution[]>();

const toTests = (rows: TestRow[], prefix: string): ProblemTest[] =>
  rows.map(([args, expected, name], i) => ({ name: name ?? `${prefix} ${i + 1}`, args, expected }));

/** Builds a problem's content: the signature, the starter code and the TypeScript reference follow from the draft. */
export function defineProblem<const P extends readonly string[]>(d: ProblemDraft<P>): ProblemContent {
  const [name, ...params] = d.signature;
  PROBLEM_LIMITS.set(d.slug, { params: d.limits as ProblemLimits['params'], relations: d.relations ?? [] });
  const parsed = params.map((p) => {
    const [paramName, type] = p.split(':').map((x) => x.trim());
    return { name: paramName, type };
  });
  const signature: FunctionSignature = { name, params: parsed, returns: d.returns };
  const jsParams = parsed.map((p) => p.name).join(', ');
  const tsParams = parsed.map((p) => `${p.name}: ${tsType(p.type)}`).join(', ');
  const pyName = pythonName(name);
  const pyParams = parsed.map((p) => pythonName(p.name)).join(', ');
  const ph = placeholder(d.returns);
  const jsFunction = (code: string, extra?: string) =>
    `function ${name}(${jsParams}) {\n${code.replace(/^\n+|\s+$/g, '')}\n}${extra ? `\n\n${extra.trim()}\n` : '\n'}`;
  const tsFunction = (code: string, extra?: string) =>
    `function ${name}(${tsParams}): ${tsType(d.returns)} {\n${code.replace(/^\n+|\s+$/g, '')}\n}${extra ? `\n\n${extra.trim()}\n` : '\n'}`;
  WRONG_SOLUTIONS.set(
    d.slug,
    d.wrong.flatMap((w): WrongSolution[] => [
      ...(w.js
        ? [
            { why: w.why, language: 'javascript' as const, code: jsFunction(w.js, w.jsHelpers) },
            { why: w.why, language: 'typescript' as const, code: tsFunction(w.js, w.jsHelpers) },
          ]
        : []),
      ...(w.py ? [{ why: w.why, language: 'python' as const, code: `${w.py.replace(/^\n+|\s+$/g, '')}\n` }] : []),
    ]),
  );
  return {
    slug: d.slug,
    title: d.title,
    difficulty: d.difficulty,
    tags: d.tags,
    statementMd: d.statement.trim(),
    constraints: d.constraints,
    signature,
    starter: {
      javascript: `function ${name}(${jsParams}) {\n  // Write your solution here.\n  return ${ph.js};\n}\n`,
      typescript: `function ${name}(${tsParams}): ${tsType(d.returns)} {\n  // Write your solution here.\n  return ${ph.js};\n}\n`,
      python: `def ${pyName}(${pyParams}):\n    # Write your solution here.\n    return ${ph.py}\n`,
    },
    reference: {
      javascript: jsFunction(d.js, d.jsHelpers),
      typescript: tsFunction(d.js, d.jsHelpers),
      python: `${d.py.replace(/^\n+|\s+$/g, '')}\n`,
    },
    samples: toTests(d.samples, 'Example'),
    hidden: toTests(d.hidden, 'Hidden'),
    comparator: d.comparator ?? { kind: 'exact' },
    hints: d.hints,
    editorialMd: d.editorial.trim(),
    memoryLimitMb: d.memoryLimitMb ?? 128,
    modules: d.modules ?? [],
  };
}
