/**
 * Coding practice (issue 14): problems solved by writing one function, LeetCode-style. The judge
 * calls the learner's function with each test's arguments (JSON values) and compares what it
 * returns with the expected value using the problem's comparator.
 */
export const LANGUAGES = ['javascript', 'typescript', 'python', 'sql'] as const;
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
export type Comparator =
  | { kind: 'exact' }
  | { kind: 'whitespace' }
  | { kind: 'float'; tolerance: number }
  /**
   * SQL: a result table `{ columns, rows }` — the same column names in the same order, and the same
   * rows, in order when `ordered` (the statement asks for an ORDER BY), else as a multiset. Values
   * compare as JSON (numbers within 1e-9, so 2.50 and 2.5 agree); the column types are shown, not compared.
   */
  | { kind: 'rows'; ordered: boolean };

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
  /**
   * What the editor starts with per language it offers (the signature and an empty body; it must
   * fail the tests): JavaScript, TypeScript and Python for a function problem, SQL alone for a SQL one.
   */
  starter: Partial<Record<Language, string>>;
  /** A correct solution per language offered. Never leaves the server (not in any response, verdict or log). */
  reference: Partial<Record<Language, string>>;
  /**
   * SQL problems only: the CREATE TABLE statements (shown to the learner) whose tables every test
   * fills with its rows. A test's single argument is `{ table: [{ column: value, … }, …] }` and its
   * expected value `{ columns: string[], rows: value[][] }`.
   */
  sqlSchema?: string;
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
  /**
   * The roadmap modules whose lessons this problem exercises (module keys, e.g.
   * `javascript-fundamentals`): the lesson lists it and the practice list filters by it. May be empty.
   */
  modules: string[];
}

/** The languages a problem offers, in the editor's order. */
export function problemLanguages(p: Pick<ProblemContent, 'starter'>): Language[] {
  return LANGUAGES.filter((language) => typeof p.starter[language] === 'string');
}

/** `twoSum` → `two_sum`, the Python name of a function. */
export function pythonName(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The name the solution's function has in `language`. */
export function functionNameIn(language: Language, signature: FunctionSignature): string {
  return language === 'python' ? pythonName(signature.name) : signature.name;
}

/** Tests a problem must have: at least one sample, at most ten (they are shown), ten in all. */
export const TEST_RULES = { minSamples: 1, maxSamples: 10, minTotal: 10, maxTotal: 200, maxJsonDepth: 16 } as const;
const IDENTIFIER = /^[a-z][A-Za-z0-9]{0,63}$/;

/** Why a value is not a plain JSON value (finite numbers, no prototype keys, bounded depth), or null. */
export function jsonValueProblem(value: unknown, depth = 0): string | null {
  if (depth > TEST_RULES.maxJsonDepth) return `nested deeper than ${TEST_RULES.maxJsonDepth} levels`;
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'a number that is not finite';
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = jsonValueProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') return `the key "${key}"`;
      const problem = jsonValueProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  return 'not a JSON value';
}

/**
 * The rules a problem meets before any judging (staff-written problems; the shipped ones meet
 * them too): names, test counts, arguments matching the signature, plain JSON values.
 */
export function problemContentProblems(p: ProblemContent): string[] {
  const problems: string[] = [];
  if (!IDENTIFIER.test(p.signature.name)) problems.push('signature.name must be a camelCase identifier');
  const params = new Set<string>();
  for (const param of p.signature.params) {
    if (!IDENTIFIER.test(param.name))
      problems.push(`signature parameter "${param.name}" must be a camelCase identifier`);
    if (params.has(param.name)) problems.push(`signature parameter "${param.name}" appears twice`);
    params.add(param.name);
  }
  if (p.samples.length < TEST_RULES.minSamples || p.samples.length > TEST_RULES.maxSamples)
    problems.push(`samples: between ${TEST_RULES.minSamples} and ${TEST_RULES.maxSamples} visible tests`);
  const total = p.samples.length + p.hidden.length;
  if (total < TEST_RULES.minTotal || total > TEST_RULES.maxTotal)
    problems.push(`tests: between ${TEST_RULES.minTotal} and ${TEST_RULES.maxTotal} in all (samples and hidden)`);
  const names = new Set<string>();
  for (const [kind, tests] of [
    ['samples', p.samples],
    ['hidden', p.hidden],
  ] as const) {
    tests.forEach((test, i) => {
      const at = `${kind}[${i}]`;
      if (names.has(test.name)) problems.push(`${at}: the name "${test.name}" is used twice`);
      names.add(test.name);
      if (test.args.length !== p.signature.params.length)
        problems.push(`${at}: ${test.args.length} arguments for ${p.signature.params.length} parameters`);
      const argsProblem = jsonValueProblem(test.args);
      if (argsProblem) problems.push(`${at}.args: ${argsProblem}`);
      const expectedProblem = jsonValueProblem(test.expected);
      if (expectedProblem) problems.push(`${at}.expected: ${expectedProblem}`);
    });
  }
  if (p.comparator.kind === 'float' && !(p.comparator.tolerance > 0 && p.comparator.tolerance < 1))
    problems.push('comparator.tolerance must be between 0 and 1');
  const languages = problemLanguages(p);
  if (languages.length === 0) problems.push('starter: at least one language');
  for (const language of languages)
    if (typeof p.reference[language] !== 'string') problems.push(`reference: missing for ${language}`);
  const sql = languages.includes('sql');
  if (sql) {
    if (languages.length > 1) problems.push('a SQL problem offers the language sql alone');
    if (!p.sqlSchema?.trim()) problems.push('sqlSchema: a SQL problem needs its CREATE TABLE statements');
    if (p.comparator.kind !== 'rows') problems.push('comparator: a SQL problem compares rows');
    for (const [i, test] of [...p.samples, ...p.hidden].entries()) {
      const [tables] = test.args;
      if (test.args.length !== 1 || !tables || typeof tables !== 'object' || Array.isArray(tables))
        problems.push(`tests[${i}].args: one object of tables ({ table: rows })`);
      else
        for (const [table, rows] of Object.entries(tables)) {
          if (!/^[a-z_][a-z0-9_]{0,62}$/.test(table)) problems.push(`tests[${i}]: "${table}" is not a table name`);
          if (!Array.isArray(rows) || rows.some((row) => !row || typeof row !== 'object' || Array.isArray(row)))
            problems.push(`tests[${i}].${table}: a list of rows (objects by column)`);
        }
      const expected = test.expected as { columns?: unknown; rows?: unknown } | null;
      const columns = expected?.columns;
      if (
        !Array.isArray(columns) ||
        !columns.every((c) => typeof c === 'string') ||
        !Array.isArray(expected?.rows) ||
        !expected.rows.every((row) => Array.isArray(row) && row.length === columns.length)
      )
        problems.push(`tests[${i}].expected: { columns: string[], rows: value[][] } with one value per column`);
    }
  } else if (p.comparator.kind === 'rows') problems.push('comparator: rows are for SQL problems');
  return problems;
}
