/**
 * Coding practice (issue 14): problems solved by writing one function, LeetCode-style. The judge
 * calls the learner's function with each test's arguments (JSON values) and compares what it
 * returns with the expected value using the problem's comparator.
 */
export const LANGUAGES = ['javascript', 'typescript', 'python'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A JSON value: what tests pass in and expect back (no undefined, functions, NaN or Infinity). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * How a returned value is compared with the expected one:
 * - exact: deep equality of the JSON values (arrays in order, object keys in any order);
 * - whitespace: as exact, but strings compare with runs of whitespace collapsed and the ends trimmed;
 * - float: as exact, but numbers compare within an absolute or relative `tolerance` (e.g. 1e-6).
 */
export type Comparator = { kind: 'exact' } | { kind: 'whitespace' } | { kind: 'float'; tolerance: number };

export interface ProblemTest {
  /** Shown to the learner for sample tests ("two equal numbers"); a stable label for hidden ones. */
  name: string;
  /** The function's arguments, in order. */
  args: Json[];
  expected: Json;
}

/** The function every language's solution defines: `twoSum` in JavaScript and TypeScript, `two_sum` in Python. */
export interface FunctionSignature {
  /** camelCase name for JavaScript and TypeScript; Python's is pythonName(name). */
  name: string;
  params: { name: string; type: string }[];
  /** A language-neutral type description shown on the page, e.g. "int[]". */
  returns: string;
}

export interface ProblemContent {
  /** Stable, URL-safe: never renamed once published (learners' submissions point to it). */
  slug: string;
  title: string;
  difficulty: Difficulty;
  tags: string[];
  /** The statement in Markdown (no raw HTML). */
  statementMd: string;
  constraints: string[];
  signature: FunctionSignature;
  /** What the editor starts with per language: the signature and an empty body (it must fail the tests). */
  starter: Record<Language, string>;
  /** A correct solution per language. Never leaves the server (not in any response, verdict or log). */
  reference: Record<Language, string>;
  /** Visible tests: Run uses these, and their details are shown when one fails. */
  samples: ProblemTest[];
  /** Hidden tests: only a verdict and a count ever leave the server. samples + hidden ≥ 10. */
  hidden: ProblemTest[];
  comparator: Comparator;
  hints: string[];
  /** Shown after the learner has solved the problem. */
  editorialMd: string;
  /** Memory a submission may use, in MiB. */
  memoryLimitMb: number;
}

/** `twoSum` → `two_sum`, the Python name of a function. */
export function pythonName(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The name the solution's function has in `language`. */
export function functionNameIn(language: Language, signature: FunctionSignature): string {
  return language === 'python' ? pythonName(signature.name) : signature.name;
}
