import type { Json } from '../../../domain/problem.js';

/**
 * The input limits of a practice problem in machine-readable form, declared beside the prose
 * `constraints` (which learners read). Every parameter of the signature gets one, of the form its
 * type takes; limits.spec.ts checks every sample and hidden test against them and that the numbers
 * in the prose appear here.
 *
 *   int, float      { int: [min, max] } / { float: [min, max] }; an int may add `or: [0]` (values allowed besides the range)
 *   bool            { bool: true }
 *   string          { length: [min, max], chars?: /[a-z]/, pattern?: /^…$/ } (length in characters, i.e. code points;
 *                   `chars` is a class every character must match, `pattern` the whole string) or { oneOf: ['id', 'index'] }
 *   T[]             { length: [min, max], each: <limit of T>, distinct?: true }
 *   T[][]           { length, each: { length, each } } or, for fixed-size rows, { length, each: { tuple: [<limit>, …] } }
 *   json, json[]    { json: { depth, values?, keys?, key?, string?, number? } } (a scalar is depth 0, an array or object one more than its deepest element)
 *   object          { keys: [min, max], key: <string limit>, value: <limit> }
 *
 * Ranges are inclusive. Relations between parameters or elements the prose states (equal lengths, k ≤ n, sorted,
 * a tree's parents) go in the draft's `relations`, each a rule in words and a check.
 */
export type Range = readonly [min: number, max: number];

export interface IntLimit {
  int: Range;
  /** Values allowed besides the range (e.g. `0` for "0 or between 200 and 599"). */
  or?: readonly number[];
}
export interface FloatLimit {
  float: Range;
}
export interface BoolLimit {
  bool: true;
}
export type StringLimit =
  | {
      /** The length in characters (code points). */
      length: Range;
      /** A character class every character (code point) must match, e.g. /[a-z]/. */
      chars?: RegExp;
      /** A pattern the whole string must match (anchor it with ^ and $). */
      pattern?: RegExp;
    }
  | { pattern: RegExp; length?: Range; chars?: RegExp }
  | { oneOf: readonly string[] };
export interface ArrayLimit<E> {
  length: Range;
  each: E;
  distinct?: true;
}
export interface TupleLimit<E> {
  /** A fixed-size row: one limit a position. */
  tuple: readonly E[];
}
export interface JsonSpec {
  /** Deepest nesting: a scalar is 0, `[]` and `{}` are 1, `[[1]]` is 2. */
  depth: number;
  /** At most this many values in all (every scalar, array and object counts one). */
  values?: number;
  /** The number of keys an object may have. */
  keys?: Range;
  key?: StringLimit;
  string?: StringLimit;
  /** Numbers must be finite and in this range. */
  number?: Range;
}
export interface JsonLimit {
  json: JsonSpec;
}
export interface ObjectLimit {
  keys: Range;
  key: StringLimit;
  value: Limit;
}

export type Limit =
  | IntLimit
  | FloatLimit
  | BoolLimit
  | StringLimit
  | ArrayLimit<Limit>
  | TupleLimit<Limit>
  | JsonLimit
  | ObjectLimit;

/** The limit a parameter of a given signature type takes. */
export type LimitForType<T extends string> = T extends 'int'
  ? IntLimit
  : T extends 'float'
    ? FloatLimit
    : T extends 'bool'
      ? BoolLimit
      : T extends 'string'
        ? StringLimit
        : T extends 'json'
          ? JsonLimit
          : T extends 'object'
            ? ObjectLimit
            : T extends `${infer E}[]`
              ? E extends `${string}[]`
                ? ArrayLimit<LimitForType<E> | TupleLimit<LimitForType<E extends `${infer I}[]` ? I : never>>>
                : ArrayLimit<LimitForType<E>>
              : never;

type ParamName<S> = S extends `${infer N}: ${string}` ? N : never;
type ParamType<S> = S extends `${string}: ${infer T}` ? T : never;

/** One limit for each `name: type` parameter of a signature, e.g. `{ temps: { length: [1, 100_000], each: { int: [-50, 60] } } }`. */
export type LimitsFor<P extends readonly string[]> = { [S in P[number] as ParamName<S>]: LimitForType<ParamType<S>> };

/** A rule the prose states across parameters or elements, e.g. "names.length = points.length". */
export interface Relation {
  rule: string;
  // biome-ignore lint/suspicious/noExplicitAny: a test's arguments, in the signature's order
  holds: (...args: any[]) => boolean;
}

export interface ProblemLimits {
  params: Record<string, Limit>;
  relations: readonly Relation[];
  /**
   * SQL problems: the CREATE TABLE statements, whose types, NOT NULL and CHECK constraints
   * PostgreSQL enforces on every test's rows (a row outside them fails the reference's run): the
   * numbers they state count as limits.
   */
  schema?: string;
}

/** The limits of every problem built by defineProblem, by slug (the judge and the database never see them). */
export const PROBLEM_LIMITS = new Map<string, ProblemLimits>();

const show = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
};
const inRange = (n: number, [min, max]: Range) => n >= min && n <= max;
const range = ([min, max]: Range) => `[${min}, ${max}]`;

function checkString(value: unknown, limit: StringLimit, at: string, out: string[]) {
  if (typeof value !== 'string') return out.push(`${at}: ${show(value)} is not a string`);
  if ('oneOf' in limit) {
    if (!limit.oneOf.includes(value)) out.push(`${at}: ${show(value)} is not one of ${show(limit.oneOf)}`);
    return;
  }
  const chars = [...value];
  if (limit.length && !inRange(chars.length, limit.length))
    out.push(`${at}: length ${chars.length} is outside ${range(limit.length)}`);
  if (limit.chars) {
    const one = new RegExp(
      `^(?:${limit.chars.source})$`,
      limit.chars.flags.includes('u') ? limit.chars.flags : `${limit.chars.flags}u`,
    );
    const bad = chars.find((c) => !one.test(c));
    if (bad !== undefined) out.push(`${at}: character ${show(bad)} is not in ${limit.chars}`);
  }
  if (limit.pattern && !limit.pattern.test(value)) out.push(`${at}: ${show(value)} does not match ${limit.pattern}`);
}

function checkJson(value: unknown, spec: JsonSpec, at: string, out: string[]) {
  let count = 0;
  const walk = (v: unknown, path: string): number => {
    count++;
    if (v === null || typeof v === 'boolean') return 0;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) out.push(`${path}: ${v} is not a finite number`);
      else if (spec.number && !inRange(v, spec.number)) out.push(`${path}: ${v} is outside ${range(spec.number)}`);
      return 0;
    }
    if (typeof v === 'string') {
      if (spec.string) checkString(v, spec.string, path, out);
      return 0;
    }
    if (Array.isArray(v)) return 1 + Math.max(0, ...v.map((e, i) => walk(e, `${path}[${i}]`)));
    if (typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      if (spec.keys && !inRange(entries.length, spec.keys))
        out.push(`${path}: ${entries.length} keys, outside ${range(spec.keys)}`);
      if (spec.key) for (const [k] of entries) checkString(k, spec.key, `${path} key ${show(k)}`, out);
      return 1 + Math.max(0, ...entries.map(([k, e]) => walk(e, `${path}.${k}`)));
    }
    out.push(`${path}: ${show(v)} is not JSON`);
    return 0;
  };
  const depth = walk(value, at);
  if (depth > spec.depth) out.push(`${at}: nested ${depth} levels, more than ${spec.depth}`);
  if (spec.values !== undefined && count > spec.values) out.push(`${at}: ${count} values, more than ${spec.values}`);
}

/** Pushes onto `out` each way `value` breaks `limit`, as `path: why`. */
export function checkLimit(value: unknown, limit: Limit, at: string, out: string[] = []): string[] {
  const before = out.length;
  if ('int' in limit) {
    if (typeof value !== 'number' || !Number.isInteger(value)) out.push(`${at}: ${show(value)} is not an integer`);
    else if (!inRange(value, limit.int) && !limit.or?.includes(value))
      out.push(`${at}: ${value} is outside ${range(limit.int)}${limit.or ? ` and not one of ${show(limit.or)}` : ''}`);
  } else if ('float' in limit) {
    if (typeof value !== 'number' || !Number.isFinite(value)) out.push(`${at}: ${show(value)} is not a finite number`);
    else if (!inRange(value, limit.float)) out.push(`${at}: ${value} is outside ${range(limit.float)}`);
  } else if ('bool' in limit) {
    if (typeof value !== 'boolean') out.push(`${at}: ${show(value)} is not a boolean`);
  } else if ('each' in limit) {
    if (!Array.isArray(value)) out.push(`${at}: ${show(value)} is not an array`);
    else {
      if (!inRange(value.length, limit.length))
        out.push(`${at}: length ${value.length} is outside ${range(limit.length)}`);
      // Report the first few bad elements, not thousands.
      for (let i = 0; i < value.length && out.length - before < 5; i++)
        checkLimit(value[i], limit.each, `${at}[${i}]`, out);
      if (limit.distinct) {
        const seen = new Set(value.map((v) => JSON.stringify(v)));
        if (seen.size !== value.length) out.push(`${at}: has repeated elements, must be distinct`);
      }
    }
  } else if ('tuple' in limit) {
    if (!Array.isArray(value) || value.length !== limit.tuple.length)
      out.push(`${at}: ${show(value)} is not a row of ${limit.tuple.length}`);
    else for (const [i, l] of limit.tuple.entries()) checkLimit(value[i], l, `${at}[${i}]`, out);
  } else if ('json' in limit) {
    checkJson(value, limit.json, at, out);
  } else if ('keys' in limit) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      out.push(`${at}: ${show(value)} is not an object`);
    else {
      const entries = Object.entries(value);
      if (!inRange(entries.length, limit.keys)) out.push(`${at}: ${entries.length} keys, outside ${range(limit.keys)}`);
      for (const [k, v] of entries) {
        checkString(k, limit.key, `${at} key ${show(k)}`, out);
        checkLimit(v, limit.value, `${at}.${k}`, out);
      }
    }
  } else if ('oneOf' in limit || 'pattern' in limit || 'chars' in limit || 'length' in limit) {
    checkString(value, limit, at, out);
  } else out.push(`${at}: unknown limit ${show(limit)}`);
  return out;
}

/** Every way a test's arguments break the problem's limits, as `param: why`. */
export function argumentViolations(limits: ProblemLimits, params: readonly { name: string }[], args: readonly Json[]) {
  const out: string[] = [];
  params.forEach((p, i) => {
    const limit = limits.params[p.name];
    if (!limit) out.push(`${p.name}: no limit declared`);
    else checkLimit(args[i], limit, p.name, out);
  });
  for (const r of limits.relations) {
    let holds: boolean;
    try {
      holds = r.holds(...args);
    } catch {
      holds = false;
    }
    if (!holds) out.push(`relation: ${r.rule} does not hold`);
  }
  return out;
}

/** Every number a limit states (range ends, `or` and `oneOf` values, numbers in patterns and relation rules). */
export function limitNumbers(limits: ProblemLimits): Set<number> {
  const numbers = new Set<number>();
  const fromText = (text: string) => {
    for (const m of text.matchAll(/\d+/g)) numbers.add(Number(m[0]));
    for (const n of proseNumbers(text)) numbers.add(n);
  };
  const walk = (l: unknown) => {
    if (l instanceof RegExp) return fromText(l.source);
    if (typeof l === 'number') return numbers.add(Math.abs(l));
    if (typeof l === 'string') return fromText(l);
    if (Array.isArray(l)) for (const e of l) walk(e);
    else if (l && typeof l === 'object') for (const e of Object.values(l)) walk(e);
  };
  walk(limits.params);
  for (const r of limits.relations) fromText(r.rule);
  if (limits.schema) fromText(limits.schema);
  return numbers;
}

/** The numbers a prose constraint states (10⁹, 100,000, -50), leaving out bit widths ("64-bit") and those in quotes. */
export function proseNumbers(text: string): number[] {
  const SUP: Record<string, string> = {
    '⁰': '0',
    '¹': '1',
    '²': '2',
    '³': '3',
    '⁴': '4',
    '⁵': '5',
    '⁶': '6',
    '⁷': '7',
    '⁸': '8',
    '⁹': '9',
  };
  const plain = text.replace(/"[^"]*"/g, ' ').replace(/\d+-bit/g, ' ');
  const out: number[] = [];
  for (const m of plain.matchAll(/(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:([⁰¹²³⁴⁵⁶⁷⁸⁹]+))?/g)) {
    const before = plain[(m.index ?? 0) - 1];
    if (before && /[A-Za-z_]/.test(before)) continue; // part of a name, e.g. "v2"
    let n = Number(m[1].replace(/,/g, '') + (m[2] ? `.${m[2]}` : ''));
    if (m[3]) n = n ** Number([...m[3]].map((c) => SUP[c]).join(''));
    out.push(Math.abs(n));
  }
  return out;
}

/** Every range end a limit states, at any depth, as `[where, number]` (e.g. `['temps[].int', 60]`). */
export function limitBounds(limits: ProblemLimits): [where: string, bound: number][] {
  const out: [string, number][] = [];
  const walk = (l: Limit, at: string) => {
    if ('int' in l) out.push(...l.int.map((n): [string, number] => [`${at}.int`, n]));
    else if ('float' in l) out.push(...l.float.map((n): [string, number] => [`${at}.float`, n]));
    if ('length' in l && l.length) out.push(...l.length.map((n): [string, number] => [`${at}.length`, n]));
    if ('each' in l) walk(l.each, `${at}[]`);
    if ('tuple' in l) for (const [i, t] of l.tuple.entries()) walk(t, `${at}[${i}]`);
    if ('keys' in l && 'value' in l) walk(l.value, `${at}{}`);
  };
  for (const [name, l] of Object.entries(limits.params)) walk(l, name);
  return out;
}
