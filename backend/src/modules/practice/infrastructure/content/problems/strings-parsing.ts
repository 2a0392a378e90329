import type { ProblemContent } from '../../../domain/problem.js';
import { defineProblem, intIn, mutate, seeded } from './define.js';

/**
 * Strings and parsing (issue 30): a formula evaluator, a path-pattern matcher, a CSV reader, a query-string
 * decoder and a version-range resolver, each tied to the lesson whose tool it rebuilds.
 */
const random = seeded(30_517);

type Row = [args: unknown[], expected: unknown, name?: string];
/** Generated rows, typed for defineProblem (the values are plain JSON). */
const rows = (list: Row[]) => list as [never[], never, string?][];
const pick = <T>(list: readonly T[]) => list[intIn(random, 0, list.length - 1)];

/* ---------- Budget formulas ---------- */

const FORMULA_BOUND = 10n ** 12n;

/**
 * Checks that a formula keeps the stated rules (well formed, parentheses at most 50 deep, at most 3 unary minus
 * signs in a row, no division by zero, every intermediate value within ±10¹²), with exact BigInt arithmetic.
 */
function formulaKeepsRules(text: string): boolean {
  const tokens = text.match(/\d+|[-+*/()]|\S/g) ?? [];
  let at = 0;
  let depth = 0;
  const fail = () => {
    throw new Error('breaks the rules');
  };
  const within = (v: bigint) => (v > FORMULA_BOUND || v < -FORMULA_BOUND ? fail() : v);
  const sum = (): bigint => {
    let v = product();
    while (tokens[at] === '+' || tokens[at] === '-') {
      const op = tokens[at++];
      const r = product();
      v = within(op === '+' ? v + r : v - r);
    }
    return v;
  };
  const product = (): bigint => {
    let v = unary();
    while (tokens[at] === '*' || tokens[at] === '/') {
      const op = tokens[at++];
      const r = unary();
      if (op === '/' && r === 0n) fail();
      v = within(op === '*' ? v * r : v / r);
    }
    return v;
  };
  const unary = (): bigint => {
    let minus = 0;
    while (tokens[at] === '-') {
      minus++;
      at++;
    }
    if (minus > 3) fail();
    let v: bigint;
    if (tokens[at] === '(') {
      at++;
      depth++;
      if (depth > 50) fail();
      v = sum();
      if (tokens[at++] !== ')') fail();
      depth--;
    } else if (/^\d+$/.test(tokens[at] ?? '')) {
      const digits = tokens[at++];
      if (digits.length > 1 && digits[0] === '0') fail();
      v = BigInt(digits);
    } else return fail();
    return within(minus % 2 ? -v : v);
  };
  try {
    sum();
    return at === tokens.length;
  } catch {
    return false;
  }
}

/** The oracle: JavaScript's own parser with BigInt numbers, whose division truncates toward zero as the rules say. */
const formulaOracle = (text: string): number => {
  const spaced = (text.match(/\d+|\S/g) ?? []).map((t) => (/\d/.test(t) ? `${t}n` : t)).join(' ');
  const value = Number(new Function(`return ${spaced};`)() as bigint);
  return value;
};

const randomFormula = (depth: number, small: boolean): string => {
  const leaf = () => {
    const n = small ? intIn(random, 0, 20) : intIn(random, 0, 100_000);
    return `${'-'.repeat(random() < 0.15 ? intIn(random, 1, 2) : 0)}${n}`;
  };
  if (depth === 0 || random() < 0.25) return leaf();
  const parts = [randomFormula(depth - 1, small)];
  const count = intIn(random, 1, 3);
  for (let i = 0; i < count; i++) {
    parts.push(pick(['+', '-', '*', '/', '+', '-']));
    parts.push(randomFormula(depth - 1, small));
  }
  const spaces = () => ' '.repeat(intIn(random, 0, 1));
  const body = parts.join(spaces());
  return random() < 0.5 ? `${random() < 0.2 ? '-' : ''}(${spaces()}${body}${spaces()})` : body;
};
const formulaCase = (depth: number, small: boolean, minLength: number, maxLength: number): Row => {
  for (;;) {
    const text = randomFormula(depth, small);
    if (text.length >= minLength && text.length <= maxLength && formulaKeepsRules(text))
      return [[text], formulaOracle(text)];
  }
};

/* ---------- Path patterns ---------- */

/** The oracle: the pattern translated into a regular expression, as the regular-expressions lesson would. */
const pathPatternOracle = (pattern: string, paths: string[]) => {
  const source = pattern
    .split(/(\*\*+|\*|\?)/)
    .map((part) =>
      part.startsWith('**')
        ? '.*'
        : part === '*'
          ? '[^/]*'
          : part === '?'
            ? '[^/]'
            : part.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'),
    )
    .join('');
  const re = new RegExp(`^${source}$`);
  return paths.filter((p) => re.test(p));
};
const pathWords = ['src', 'app', 'lib', 'test', 'a', 'b', 'ab', 'main', 'util', 'index'];
const randomPath = () =>
  Array.from({ length: intIn(random, 1, 4) }, () => pick(pathWords)).join('/') +
  pick(['.ts', '.js', '.css', '', '.d.ts']);
/** A pattern made from one of the paths (so it matches at least that one): segments become wildcards or merge into **. */
const patternFrom = (path: string) => {
  const segments = path.split('/').map((segment) => {
    const r = random();
    if (r < 0.3) return segment;
    if (r < 0.5) return '*';
    if (r < 0.65) return `${segment.slice(0, 1)}*`;
    if (r < 0.8) return `*${segment.slice(-3)}`;
    return segment.replace(/[a-z]/, '?');
  });
  const at = intIn(random, 0, segments.length - 1);
  if (segments.length > 1 && random() < 0.4) segments.splice(at, 2, '**');
  return segments.join('/');
};
const pathPatternCase = (pathCount: number): Row => {
  const paths = [...new Set(Array.from({ length: pathCount }, randomPath))];
  const pattern = patternFrom(pick(paths));
  return [[pattern, paths], pathPatternOracle(pattern, paths)];
};

/* ---------- CSV records ---------- */

/** The well-formed CSV texts this problem takes: quoted fields are closed, quotes only open a field or come doubled. */
const CSV_SHAPE = /^(?:(?:"(?:[^"]|"")*"|[^",\n]*)(?:,(?:"(?:[^"]|"")*"|[^",\n]*))*(?:\n|$))*$/;

/** The oracle: one sticky regular expression reads a field and the separator after it. */
const csvOracle = (text: string): string[][] => {
  if (text === '') return [];
  const records: string[][] = [];
  let record: string[] = [];
  const field = /("(?:[^"]|"")*"|[^",\n]*)(,|\n|$)/y;
  for (;;) {
    const m = field.exec(text);
    if (!m) throw new Error('not well formed');
    record.push(m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1]);
    if (m[2] === ',') continue;
    records.push(record);
    record = [];
    if (m[2] === '' || field.lastIndex === text.length) return records;
  }
};
const csvWords = ['ada', 'Lovelace', '12.50', 'n/a', ' spaced ', 'x', 'London', '2026-11-27', '', '-'];
const csvQuoted = ['a, b', 'say "hi"', 'line\nbreak', '', '"', ',', 'plain', '\n', 'x""y'];
const csvCase = (records: number, fields: number): Row => {
  const lines = Array.from({ length: records }, () =>
    Array.from({ length: intIn(random, 1, fields) }, () =>
      random() < 0.35 ? `"${pick(csvQuoted).replace(/"/g, '""')}"` : pick(csvWords),
    ).join(','),
  );
  const text = lines.join('\n') + (random() < 0.5 ? '\n' : '');
  return [[text], csvOracle(text)];
};

/* ---------- Query strings ---------- */

/** The oracle: the platform's own URLSearchParams, which follows the same form-encoding rules. */
const queryOracle = (query: string) => {
  const out: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) out[key] = [...(out[key] ?? []), value];
  return out;
};
const queryKeys = ['q', 'tag', 'page', 'sort', 'city', 'name', 'a b', 'x&y', 'filter[]', 'é'];
const queryValues = ['blue shoes', '1+1=2', 'a&b', '42', '', '100%', 'Zürich', 'café au lait', '🚀', '~ok~', 'x/y?z'];
/** Encodes like a browser form, with random choices where encoders differ (%20 or +, upper or lower hex, optional escapes). */
const formEncode = (text: string) =>
  [...new TextEncoder().encode(text)]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      if (c === ' ') return random() < 0.5 ? '+' : '%20';
      if (/[A-Za-z0-9._~-]/.test(c) && random() < 0.9) return c;
      const hex = byte.toString(16).padStart(2, '0');
      return `%${random() < 0.7 ? hex.toUpperCase() : hex}`;
    })
    .join('');
const queryCase = (pairs: number): Row => {
  const pieces = Array.from({ length: pairs }, () => {
    const key = formEncode(pick(queryKeys));
    const r = random();
    return r < 0.1 ? key : r < 0.15 ? '' : `${key}=${formEncode(pick(queryValues))}`;
  });
  const query = pieces.join('&');
  return [[query], queryOracle(query)];
};

/* ---------- Version ranges ---------- */

const VERSION = String.raw`(?:0|[1-9]\d{0,2})\.(?:0|[1-9]\d{0,2})\.(?:0|[1-9]\d{0,2})`;
const PART = String.raw`(?:0|[1-9]\d{0,2})`;
const COMPARATOR = String.raw`(?:(?:<=|>=|<|>|=|\^|~)?${VERSION}|\*|${PART}\.x|${PART}\.${PART}\.x)`;
const SET = `${COMPARATOR}(?: ${COMPARATOR})*`;
const RANGE_SHAPE = new RegExp(`^${SET}(?: \\|\\| ${SET})*$`);
const VERSION_SHAPE = new RegExp(`^${VERSION}$`);

/** The oracle: every comparator as an interval [from, to) of numeric keys major·10⁶ + minor·10³ + patch. */
const versionKey = (v: string) => {
  const [major, minor, patch] = v.split('.').map(Number);
  return major * 1_000_000 + minor * 1_000 + patch;
};
const comparatorInterval = (c: string): [number, number] => {
  const END = 1_000_000_000;
  if (c === '*') return [0, END];
  const parts = c.replace(/^[<>=^~]+/, '').split('.');
  const op = c.slice(0, c.length - parts.join('.').length);
  const [major, minor] = parts.map(Number);
  if (parts[1] === 'x') return [major * 1_000_000, (major + 1) * 1_000_000];
  if (parts[2] === 'x') return [major * 1_000_000 + minor * 1_000, major * 1_000_000 + (minor + 1) * 1_000];
  const k = versionKey(parts.join('.'));
  if (op === '' || op === '=') return [k, k + 1];
  if (op === '>') return [k + 1, END];
  if (op === '>=') return [k, END];
  if (op === '<') return [0, k];
  if (op === '<=') return [0, k + 1];
  if (op === '~') return [k, major * 1_000_000 + (minor + 1) * 1_000];
  if (major > 0) return [k, (major + 1) * 1_000_000];
  if (minor > 0) return [k, (minor + 1) * 1_000];
  return [k, k + 1];
};
const resolveOracle = (published: string[], range: string) => {
  const sets = range.split(' || ').map((set) => set.split(' ').map(comparatorInterval));
  let best = '';
  for (const v of published) {
    const k = versionKey(v);
    const ok = sets.some((set) => set.every(([from, to]) => from <= k && k < to));
    if (ok && (best === '' || k > versionKey(best))) best = v;
  }
  return best;
};
const randomPart = () => (random() < 0.9 ? intIn(random, 0, 12) : intIn(random, 0, 999));
const randomVersion = () => `${intIn(random, 0, 4)}.${randomPart()}.${randomPart()}`;
/** A comparator, usually around one of the published versions so that ranges select something. */
const randomComparator = (published: string[]): string => {
  const r = random();
  const [major, minor] = pick(published).split('.');
  if (r < 0.05) return '*';
  if (r < 0.12) return `${major}.x`;
  if (r < 0.2) return `${major}.${minor}.x`;
  const v = random() < 0.75 ? pick(published) : randomVersion();
  return `${pick(['', '=', '>', '>=', '<', '<=', '^', '^', '^', '~', '~'])}${v}`;
};
const rangeCase = (count: number): Row => {
  const published = [...new Set(Array.from({ length: count }, randomVersion))];
  const range = Array.from({ length: intIn(random, 1, 3) }, () =>
    Array.from({ length: intIn(random, 1, 2) }, () => randomComparator(published)).join(' '),
  ).join(' || ');
  return [[published, range], resolveOracle(published, range)];
};

/** The references, hoisted so the wrong solutions can be written as mutations of them. */
const budgetFormulaJs = `
  let pos = 0;
  const peek = () => {
    while (formula[pos] === ' ') pos++;
    return formula[pos];
  };
  const sum = () => {
    let value = 0;
    value = product();
    for (let op = peek(); op === '+' || op === '-'; op = peek()) {
      pos++;
      const right = product();
      value = op === '+' ? value + right : value - right;
    }
    return value;
  };
  const product = () => {
    let value = 0;
    value = factor();
    for (let op = peek(); op === '*' || op === '/'; op = peek()) {
      pos++;
      const right = factor();
      value = op === '*' ? value * right : Math.trunc(value / right);
    }
    return value;
  };
  const factor = () => {
    let sign = 1;
    while (peek() === '-') {
      pos++;
      sign = -sign;
    }
    let value = 0;
    if (peek() === '(') {
      pos++;
      value = sum();
      peek();
      pos++; // the closing parenthesis
    } else {
      const start = pos;
      while (pos < formula.length && formula[pos] >= '0' && formula[pos] <= '9') pos++;
      value = Number(formula.slice(start, pos));
    }
    return sign * value;
  };
  const result = sum();
  return result === 0 ? 0 : result; // no -0`;

const budgetFormulaPy = `
def evaluate_formula(formula):
    pos = 0

    def peek():
        nonlocal pos
        while pos < len(formula) and formula[pos] == " ":
            pos += 1
        return formula[pos] if pos < len(formula) else ""

    def divide(a, b):
        q = abs(a) // abs(b)
        return -q if (a < 0) != (b < 0) else q

    def total():
        nonlocal pos
        value = product()
        while peek() in ("+", "-"):
            op = formula[pos]
            pos += 1
            right = product()
            value = value + right if op == "+" else value - right
        return value

    def product():
        nonlocal pos
        value = factor()
        while peek() in ("*", "/"):
            op = formula[pos]
            pos += 1
            right = factor()
            value = value * right if op == "*" else divide(value, right)
        return value

    def factor():
        nonlocal pos
        sign = 1
        while peek() == "-":
            pos += 1
            sign = -sign
        if peek() == "(":
            pos += 1
            value = total()
            peek()
            pos += 1
        else:
            start = pos
            while pos < len(formula) and formula[pos].isdigit():
                pos += 1
            value = int(formula[start:pos])
        return sign * value

    return total()`;

const deployPathPatternsJs = `
  return paths.filter((path) => {
    // ok[j]: the pattern read so far matches the first j characters of the path.
    let ok = Array.from({ length: path.length + 1 }, (_, j) => j === 0);
    let i = 0;
    while (i < pattern.length) {
      const next = Array.from({ length: path.length + 1 }, () => false);
      if (pattern[i] === '*') {
        let end = i;
        while (pattern[end] === '*') end++;
        const crossesSlash = end - i >= 2;
        for (let j = 0; j <= path.length; j++)
          next[j] = ok[j] || (j > 0 && next[j - 1] && (crossesSlash || path[j - 1] !== '/'));
        i = end;
      } else {
        for (let j = 1; j <= path.length; j++) {
          const c = path[j - 1];
          next[j] = ok[j - 1] && (pattern[i] === '?' ? c !== '/' : pattern[i] === c);
        }
        i++;
      }
      ok = next;
    }
    return ok[path.length];
  });`;

const deployPathPatternsPy = `
def match_paths(pattern, paths):
    def matches(path):
        n = len(path)
        ok = [j == 0 for j in range(n + 1)]
        i = 0
        while i < len(pattern):
            nxt = [False] * (n + 1)
            if pattern[i] == "*":
                end = i
                while end < len(pattern) and pattern[end] == "*":
                    end += 1
                crosses_slash = end - i >= 2
                for j in range(n + 1):
                    nxt[j] = ok[j] or (j > 0 and nxt[j - 1] and (crosses_slash or path[j - 1] != "/"))
                i = end
            else:
                p = pattern[i]
                for j in range(1, n + 1):
                    c = path[j - 1]
                    nxt[j] = ok[j - 1] and (c != "/" if p == "?" else p == c)
                i += 1
            ok = nxt
        return ok[n]

    return [path for path in paths if matches(path)]`;

const quotedCsvRecordsJs = `
  if (text === '') return [];
  const records = [['']].slice(1);
  let record = [''].slice(1);
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++; // skip the second quote of the pair
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (!text.endsWith('\\n')) {
    record.push(field);
    records.push(record);
  }
  return records;`;

const quotedCsvRecordsPy = `
def parse_csv(text):
    if text == "":
        return []
    records, record, field = [], [], []
    quoted = False
    i = 0
    while i < len(text):
        c = text[i]
        if quoted:
            if c != '"':
                field.append(c)
            elif text[i + 1 : i + 2] == '"':
                field.append('"')
                i += 1
            else:
                quoted = False
        elif c == '"':
            quoted = True
        elif c == ",":
            record.append("".join(field))
            field = []
        elif c == "\\n":
            record.append("".join(field))
            records.append(record)
            record, field = [], []
        else:
            field.append(c)
        i += 1
    if not text.endswith("\\n"):
        record.append("".join(field))
        records.append(record)
    return records`;

const decodeQueryStringJs = `
  const decode = (text = '') => decodeURIComponent(text.replace(/\\+/g, ' '));
  const entries = new Map();
  for (const piece of query.split('&')) {
    if (piece === '') continue;
    const cut = piece.indexOf('=');
    const key = decode(cut === -1 ? piece : piece.slice(0, cut));
    const value = cut === -1 ? '' : decode(piece.slice(cut + 1));
    const values = entries.get(key);
    if (values) values.push(value);
    else entries.set(key, [value]);
  }
  return Object.fromEntries(entries);`;

const decodeQueryStringPy = `
from urllib.parse import unquote


def parse_query(query):
    def decode(text):
        return unquote(text.replace("+", " "), encoding="utf-8", errors="strict")

    result = {}
    for piece in query.split("&"):
        if piece == "":
            continue
        key, _, value = piece.partition("=")
        result.setdefault(decode(key), []).append(decode(value))
    return result`;

const resolveVersionRangeJs = `
  const parse = (text = '') => text.split('.').map(Number);
  const compare = (a = [0], b = [0]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  const allows = (comparator = '', v = [0]) => {
    if (comparator === '*') return true;
    const op = comparator.replace(/[0-9.x]+$/, '');
    const parts = comparator.slice(op.length).split('.');
    if (parts.includes('x')) return parts.every((part, i) => part === 'x' || Number(part) === v[i]);
    const w = parts.map(Number);
    const d = compare(v, w);
    if (op === '' || op === '=') return d === 0;
    if (op === '>') return d > 0;
    if (op === '>=') return d >= 0;
    if (op === '<') return d < 0;
    if (op === '<=') return d <= 0;
    if (d < 0) return false; // ~ and ^ both start at the version itself
    if (op === '~') return v[0] === w[0] && v[1] === w[1];
    if (w[0] > 0) return v[0] === w[0];
    if (w[1] > 0) return v[0] === 0 && v[1] === w[1];
    return v[0] === 0 && v[1] === 0 && v[2] === w[2];
  };
  const sets = range.split(' || ').map((set) => set.split(' '));
  let best = '';
  let bestParts = [-1, -1, -1];
  for (const version of published) {
    const v = parse(version);
    if (compare(v, bestParts) > 0 && sets.some((set) => set.every((c) => allows(c, v)))) {
      best = version;
      bestParts = v;
    }
  }
  return best;`;

const resolveVersionRangePy = `
def resolve_version(published, range):
    def parse(text):
        return tuple(int(part) for part in text.split("."))

    def allows(comparator, v):
        if comparator == "*":
            return True
        op = comparator.rstrip("0123456789.x")
        parts = comparator[len(op):].split(".")
        if "x" in parts:
            return all(part == "x" or int(part) == v[i] for i, part in enumerate(parts))
        w = parse(comparator[len(op):])
        if op in ("", "="):
            return v == w
        if op == ">":
            return v > w
        if op == ">=":
            return v >= w
        if op == "<":
            return v < w
        if op == "<=":
            return v <= w
        if v < w:
            return False
        if op == "~":
            return v[:2] == w[:2]
        if w[0] > 0:
            return v[0] == w[0]
        if w[1] > 0:
            return v[:2] == w[:2]
        return v == w

    sets = [s.split(" ") for s in range.split(" || ")]
    best, best_parts = "", (-1, -1, -1)
    for version in published:
        v = parse(version)
        if v > best_parts and any(all(allows(c, v) for c in s) for s in sets):
            best, best_parts = version, v
    return best`;

export const STRINGS_PARSING: ProblemContent[] = [
  /* ---------- javascript-functions-and-scope ---------- */
  defineProblem({
    slug: 'budget-formula',
    title: 'Budget Formula',
    difficulty: 'hard',
    tags: ['parsing', 'recursion', 'strings', 'closures'],
    modules: ['javascript-functions-and-scope'],
    statement: `
A budgeting app lets people type a formula into a cell, such as \`(1200 - 350) * 12 / 5\`. Write the function that **evaluates a formula** and returns its whole-number result.

A formula is made of whole numbers, the operators \`+ - * /\`, parentheses and spaces:

- \`*\` and \`/\` bind tighter than \`+\` and \`-\`; operators of the same level are applied **from left to right** (\`10 - 4 - 3\` is \`3\`, \`100 / 10 / 5\` is \`2\`).
- \`/\` is whole-number division that **truncates toward zero**: \`7 / 2\` is \`3\` and \`-7 / 2\` is \`-3\` (not \`-4\`).
- A \`-\` where a number is expected is a **unary minus**: \`-5\`, \`2 * -3\`, \`4 - -1\`, \`-(2 + 3)\`. There is no unary plus.
- Spaces may appear anywhere between numbers, operators and parentheses, or not at all.

One clean way to write it is the lesson's closure pattern: a few small functions (one per precedence level) that call each other and share one cursor variable from the enclosing scope.

**Example:** \`"2 + 3 * 4"\` → \`14\`; \`"(2 + 3) * 4"\` → \`20\`; \`"-7 / 2"\` → \`-3\`.
`,
    constraints: [
      '1 ≤ formula.length ≤ 2,000; it holds only digits, + - * / ( ) and spaces',
      'the formula is well formed: numbers have no leading zeros, parentheses are balanced and nest at most 50 deep, and at most 3 unary minus signs come in a row',
      'it never divides by zero, and the result and every intermediate value lie between -10¹² and 10¹²',
    ],
    limits: { formula: { length: [1, 2_000], chars: /[0-9+\-*/() ]/ } },
    relations: [
      {
        rule: 'well formed: no leading zeros, parentheses nest at most 50 deep, at most 3 unary minus signs in a row, no division by zero, every value within ±10¹²',
        holds: (formula: string) => formulaKeepsRules(formula),
      },
    ],
    signature: ['evaluateFormula', 'formula: string'],
    returns: 'int',
    js: budgetFormulaJs,
    py: budgetFormulaPy,
    wrong: [
      {
        why: 'parses a - b - c as a - (b - c): the right side of + and - recurses instead of looping, so subtraction groups from the right',
        js: mutate(
          budgetFormulaJs,
          "for (let op = peek(); op === '+' || op === '-'; op = peek()) {\n      pos++;\n      const right = product();\n      value = op === '+' ? value + right : value - right;\n    }\n    return value;",
          "const op = peek();\n    if (op !== '+' && op !== '-') return value;\n    pos++;\n    let right = 0;\n    right = sum();\n    return op === '+' ? value + right : value - right;",
        ),
      },
      {
        why: "uses Python's // for division, which rounds toward minus infinity: -7 / 2 gives -4 instead of -3",
        py: mutate(
          budgetFormulaPy,
          '    def divide(a, b):\n        q = abs(a) // abs(b)\n        return -q if (a < 0) != (b < 0) else q\n\n',
          '',
          'divide(value, right)',
          'value // right',
        ),
      },
    ],
    samples: [
      [['2 + 3 * 4'], 14, 'multiplication binds tighter'],
      [['(2 + 3) * 4'], 20, 'parentheses first'],
      [['10 - 4 - 3'], 3, 'left to right'],
      [['-7 / 2'], -3, 'division truncates toward zero'],
    ],
    hidden: [
      [['42'], 42, 'a single number'],
      [['0'], 0, 'zero'],
      [['100/10/5'], 2, 'no spaces, division left to right'],
      [['8 / 3 * 3'], 6, 'truncation happens before the multiplication'],
      [['7 / -2'], -3, 'a negative divisor'],
      [['-(3 - 10) / 2'], 3, 'unary minus before a parenthesis'],
      [['2 * -3 - -4'], -2, 'unary minus after operators'],
      [['---5'], -5, 'three unary minus signs'],
      [['1 - 2 + 3 - 4 + 5'], 3, 'a long chain of + and -'],
      [['  (  ( 17 ) )  '], 17, 'spaces and redundant parentheses'],
      [['-1 / 3'], 0, 'a negative quotient that truncates to zero'],
      [['1000000 * 1000000'], 1_000_000_000_000, 'the largest value'],
      [['0 - 1000000 * 1000000'], -1_000_000_000_000, 'the smallest value'],
      [[`${'('.repeat(50)}6 - 9${')'.repeat(50)} * 2`], -6, 'parentheses 50 deep'],
      [
        [
          Array.from({ length: 400 }, (_, i) => `${i % 97} ${i % 3 === 0 ? '-' : '+'}`)
            .join(' ')
            .concat(' 1'),
        ],
        formulaOracle(
          Array.from({ length: 400 }, (_, i) => `${i % 97} ${i % 3 === 0 ? '-' : '+'}`)
            .join(' ')
            .concat(' 1'),
        ),
        '400 terms',
      ],
      ...rows([
        formulaCase(2, true, 10, 200),
        formulaCase(3, true, 30, 400),
        formulaCase(3, false, 30, 400),
        formulaCase(5, true, 200, 2_000),
        formulaCase(6, true, 400, 2_000),
        formulaCase(6, false, 400, 2_000),
      ]),
    ],
    hints: [
      'Split the job by precedence: a sum is products joined by + and -, a product is factors joined by * and /, and a factor is a number, a parenthesised sum, or a minus sign in front of a factor.',
      'Keep one position in the text that every helper reads and advances; loop (do not recurse) over the operators of one level, so that equal operators group from the left.',
      'Truncating division toward zero is not the same as floor division for negative numbers: divide the absolute values, then fix the sign.',
    ],
    editorial: `
**Idea: recursive descent.** Write one function per precedence level. \`sum\` reads a product, then, while the next symbol is \`+\` or \`-\`, consumes it, reads another product and folds it into the running value. \`product\` does the same with factors and \`*\` / \`/\`. \`factor\` counts leading minus signs, then reads either a parenthesised sum (calling \`sum\` again) or a run of digits. The functions share one cursor through a closure, which is exactly what the lesson's closures are for: state that several helpers read and update, without a global.

**Why it is right.** Because \`sum\` only ever combines whole products, \`*\` and \`/\` are applied first. Because each level folds its operators in a loop, \`10 - 4 - 3\` becomes \`(10 - 4) - 3\`. A version whose right-hand side recurses into \`sum\` groups it as \`10 - (4 - 3)\` instead, a classic bug.

**Division.** JavaScript needs \`Math.trunc\` on the quotient; Python's \`//\` floors (\`-7 // 2 == -4\`), so divide the absolute values and restore the sign.

**Complexity.** Each character is read a constant number of times: O(n) time, and O(d) stack for parentheses nested d deep.
`,
  }),
  /* ---------- regular-expressions ---------- */
  defineProblem({
    slug: 'deploy-path-patterns',
    title: 'Deploy Path Patterns',
    difficulty: 'hard',
    tags: ['dynamic programming', 'strings', 'pattern matching'],
    modules: ['regular-expressions'],
    statement: `
A deploy tool uploads only the files whose paths match an **include pattern**, such as \`src/*.ts\` or \`assets/**.png\`. Given one \`pattern\` and a list of file \`paths\`, return the paths that match it, **in their input order** (an empty list when none does).

The pattern must match the **whole** path (as if anchored with \`^\` and \`$\`). Its characters mean:

- \`?\` matches exactly one character that is not \`/\`;
- \`*\` matches any run of characters without \`/\`, possibly empty;
- two or more stars in a row (\`**\`, \`***\`, …) match any run of characters, \`/\` included, possibly empty;
- every other character (letters, digits, \`.\`, \`_\`, \`-\`, \`/\`) matches only itself: a \`.\` is a literal dot.

Unlike some tools, \`**\` has no special meaning next to a slash: \`src/**/*.ts\` needs a \`/\` after \`src/\`'s run *and* another before the file name, so it matches \`src/app/main.ts\` but not \`src/main.ts\`.

The lesson warns about ReDoS: translating the pattern into a regular expression and letting a backtracking engine try every split can take exponential time on patterns like \`a*a*a*a*a*b\`. Decide each match in polynomial time instead.

**Example:** \`pattern = "src/*.ts"\`, \`paths = ["src/main.ts", "src/app/main.ts", "src/main.js"]\` → \`["src/main.ts"]\`.
`,
    constraints: [
      '1 ≤ pattern.length ≤ 100; it holds lowercase letters, digits, . _ - / * and ?',
      '1 ≤ paths.length ≤ 200; the paths are distinct',
      '1 ≤ paths[i].length ≤ 100; paths hold lowercase letters, digits, . _ - and /',
    ],
    limits: {
      pattern: { length: [1, 100], chars: /[a-z0-9._\-/*?]/ },
      paths: { length: [1, 200], each: { length: [1, 100], chars: /[a-z0-9._\-/]/ }, distinct: true },
    },
    signature: ['matchPaths', 'pattern: string', 'paths: string[]'],
    returns: 'string[]',
    js: deployPathPatternsJs,
    py: deployPathPatternsPy,
    wrong: [
      {
        why: 'lets a single * run across / (the classic wildcard rule), so src/*.ts also matches src/app/main.ts',
        js: `
  return paths.filter((path) => {
    let ok = Array.from({ length: path.length + 1 }, (_, j) => j === 0);
    for (const p of pattern) {
      const next = Array.from({ length: path.length + 1 }, () => false);
      for (let j = 0; j <= path.length; j++) {
        if (p === '*') next[j] = ok[j] || (j > 0 && next[j - 1]);
        else if (j > 0) next[j] = ok[j - 1] && (p === '?' ? path[j - 1] !== '/' : p === path[j - 1]);
      }
      ok = next;
    }
    return ok[path.length];
  });`,
        py: `
def match_paths(pattern, paths):
    def matches(path):
        n = len(path)
        ok = [j == 0 for j in range(n + 1)]
        for p in pattern:
            nxt = [False] * (n + 1)
            for j in range(n + 1):
                if p == "*":
                    nxt[j] = ok[j] or (j > 0 and nxt[j - 1])
                elif j > 0:
                    nxt[j] = ok[j - 1] and (path[j - 1] != "/" if p == "?" else p == path[j - 1])
            ok = nxt
        return ok[n]

    return [path for path in paths if matches(path)]`,
      },
      {
        why: 'lets ? match a slash too',
        py: mutate(deployPathPatternsPy, 'c != "/" if p == "?" else p == c', 'p == "?" or p == c'),
      },
    ],
    samples: [
      [
        ['src/*.ts', ['src/main.ts', 'src/app/main.ts', 'src/main.js', 'lib/main.ts']],
        ['src/main.ts'],
        'a single star stays in one folder',
      ],
      [
        ['src/**.ts', ['src/main.ts', 'src/app/main.ts', 'src/main.js', 'lib/main.ts']],
        ['src/main.ts', 'src/app/main.ts'],
        'a double star crosses folders',
      ],
      [['??.css', ['ab.css', 'a.css', 'abc.css', 'a/.css']], ['ab.css'], 'each ? is one character, never a slash'],
      [
        ['src/**/*.ts', ['src/a.ts', 'src/app/a.ts', 'src/app/x/a.ts']],
        ['src/app/a.ts', 'src/app/x/a.ts'],
        'the slashes around ** are literal',
      ],
    ],
    hidden: [
      [['*', ['readme.md', 'docs/readme.md', 'a']], ['readme.md', 'a'], 'a lone star: top-level files only'],
      [
        ['**', ['readme.md', 'docs/readme.md', '/']],
        ['readme.md', 'docs/readme.md', '/'],
        'a lone double star matches everything',
      ],
      [['***', ['x/y/z', 'x']], ['x/y/z', 'x'], 'three stars act as two'],
      [['main.ts', ['main.ts', 'main-ts', 'mainxts', 'src/main.ts']], ['main.ts'], 'a dot is a literal dot'],
      [['a*', ['b', 'c/a']], [], 'nothing matches'],
      [['a*b', ['ab', 'axxb', 'a/b', 'abb', 'ba']], ['ab', 'axxb', 'abb'], 'a star may match nothing'],
      [['*/*', ['a/b', 'a/b/c', '/', 'ab', 'a/']], ['a/b', '/', 'a/'], 'stars around a slash may be empty'],
      [['?', ['/', 'a', 'aa']], ['a'], 'one question mark, one character'],
      [['a**z', ['az', 'a/z', 'a/b/c/z', 'za']], ['az', 'a/z', 'a/b/c/z'], 'a double star may be empty'],
      [
        ['*.test.ts', ['app.test.ts', '.test.ts', 'app.ts', 'lib/app.test.ts']],
        ['app.test.ts', '.test.ts'],
        'literal dots inside a suffix',
      ],
      [
        ['a*a*a*a*a*a*a*a*a*a*a*a*b', ['a'.repeat(100), `${'a'.repeat(99)}b`, `${'a'.repeat(50)}/${'a'.repeat(48)}b`]],
        [`${'a'.repeat(99)}b`],
        'a pattern that makes backtracking explode',
      ],
      [
        ['**a**a**a**a**a**a**a**a**c', [`${'a/'.repeat(49)}b`, `${'a/'.repeat(49)}c`, 'ac']],
        [`${'a/'.repeat(49)}c`],
        'many double stars over a deep path',
      ],
      [['*'.repeat(100), ['x'.repeat(100)]], ['x'.repeat(100)], 'a pattern of 100 stars'],
      [['?'.repeat(100), ['y'.repeat(100), 'y'.repeat(99)]], ['y'.repeat(100)], '100 question marks'],
      ...rows([
        pathPatternCase(20),
        pathPatternCase(60),
        pathPatternCase(120),
        pathPatternCase(200),
        pathPatternCase(200),
      ]),
    ],
    hints: [
      'Think of it as a table: can the first i pattern characters match the first j path characters? Each entry depends on one or two entries for a shorter pattern.',
      'A star either matches nothing (drop it: look at the row before) or swallows one more character (look one column to the left in the same row), and that character must not be a slash unless the star is doubled.',
      'Treat a run of stars as one token, and keep only the previous row of the table: O(pattern × path) time per path.',
    ],
    editorial: `
**Idea: dynamic programming over prefixes.** Let ok[i][j] say whether the first i pattern tokens match the first j characters of the path (a token is one character, or a whole run of stars). ok[0][0] is true and ok[0][j > 0] false. Then:

- a literal matches when ok[i-1][j-1] holds and the characters are equal; \`?\` the same, for any character except \`/\`;
- a single star: ok[i][j] = ok[i-1][j] (it matches nothing) or ok[i][j-1] when path[j-1] is not \`/\` (it grows by one character); a run of two or more stars drops the slash test.

The answer is ok[tokens][path length]. Each row only needs the previous row, so two arrays suffice.

**Why not a regular expression?** Translating \`*\` to \`[^/]*\` is correct (that is how the tests were checked), but a backtracking engine tries the ways of splitting the path between stars one after another: \`a*a*a*…b\` against a long run of \`a\` without a \`b\` takes exponential time. This is the ReDoS trap the lesson describes; the table fills each cell once.

**Complexity.** O(m × n) per path for a pattern of m characters and a path of n, so O(m × n × paths) in all, O(n) memory.
`,
  }),
  /* ---------- python-for-data, data-cleaning ---------- */
  defineProblem({
    slug: 'quoted-csv-records',
    title: 'Quoted CSV Records',
    difficulty: 'hard',
    tags: ['parsing', 'strings', 'csv', 'state machines'],
    modules: ['python-for-data', 'data-cleaning'],
    statement: `
A signup export has a free-text \`note\` column, and people type commas, quotes and line breaks into it. Splitting the file at every line break and every comma shreds those rows, which is why the lessons read files with the \`csv\` module (opened with \`newline=""\`) or \`pd.read_csv\`. Write the reader yourself: given the whole \`text\` of a CSV file, return its **records**, each a list of field strings.

- Records are separated by line breaks (\`\\n\`). A line break at the very end of the text ends the last record and does **not** start a new one. An empty text has no records; an empty line is a record with one empty field.
- Within a record, fields are separated by commas.
- A field that starts with \`"\` is **quoted**: it runs to its closing quote, and inside it \`""\` stands for one \`"\`, while commas and line breaks are ordinary characters of the field. The quotes around it are not part of the value.
- Any other field is **unquoted**: it runs to the next comma or line break and is kept exactly as written, spaces included.

The text is always well formed: a closing quote is followed by a comma, a line break or the end of the text, and unquoted fields contain no \`"\`.

**Example:** \`'id,note\\n1,"fragile, handle with care"\\n'\` → \`[["id", "note"], ["1", "fragile, handle with care"]]\`.
`,
    constraints: [
      '0 ≤ text.length ≤ 5,000',
      'text holds printable ASCII characters and line breaks (\\n), and is well formed as described',
    ],
    limits: { text: { length: [0, 5_000], chars: /[\n -~]/, pattern: CSV_SHAPE } },
    signature: ['parseCsv', 'text: string'],
    returns: 'string[][]',
    js: quotedCsvRecordsJs,
    py: quotedCsvRecordsPy,
    wrong: [
      {
        why: 'splits the text into lines first, so a line break inside a quoted field cuts the record in two',
        js: `
  if (text === '') return [];
  const lines = text.split('\\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => {
    const record = [''].slice(1);
    let field = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quoted) {
        if (c !== '"') field += c;
        else if (line[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else if (c === '"') quoted = true;
      else if (c === ',') {
        record.push(field);
        field = '';
      } else field += c;
    }
    record.push(field);
    return record;
  });`,
        py: `
def parse_csv(text):
    if text == "":
        return []
    lines = text.split("\\n")
    if lines[-1] == "":
        lines.pop()
    records = []
    for line in lines:
        record, field, quoted, i = [], "", False, 0
        while i < len(line):
            c = line[i]
            if quoted:
                if c != '"':
                    field += c
                elif line[i + 1 : i + 2] == '"':
                    field += '"'
                    i += 1
                else:
                    quoted = False
            elif c == '"':
                quoted = True
            elif c == ",":
                record.append(field)
                field = ""
            else:
                field += c
            i += 1
        record.append(field)
        records.append(record)
    return records`,
      },
      {
        why: 'always closes the last record, so a file ending in a line break gets an extra record [""]',
        py: mutate(
          quotedCsvRecordsPy,
          'if not text.endswith("\\n"):\n        record',
          'record',
          '        records.append(record)\n    return',
          '    records.append(record)\n    return',
        ),
      },
    ],
    samples: [
      [
        ['name,city\nAda,London\n'],
        [
          ['name', 'city'],
          ['Ada', 'London'],
        ],
        'a plain file with a final line break',
      ],
      [
        ['id,note\n1,"fragile, handle with care"\n2,"says ""hi"""'],
        [
          ['id', 'note'],
          ['1', 'fragile, handle with care'],
          ['2', 'says "hi"'],
        ],
        'a comma and doubled quotes inside quoted fields',
      ],
      [['1,"line one\nline two",x'], [['1', 'line one\nline two', 'x']], 'a line break inside a quoted field'],
    ],
    hidden: [
      [[''], [], 'an empty text'],
      [['\n'], [['']], 'one empty line'],
      [['a'], [['a']], 'one field, no line break'],
      [['a,,b'], [['a', '', 'b']], 'an empty field in the middle'],
      [[','], [['', '']], 'two empty fields'],
      [['a,'], [['a', '']], 'a trailing comma ends with an empty field'],
      [['""'], [['']], 'an empty quoted field'],
      [['"",""\n'], [['', '']], 'two empty quoted fields'],
      [['a\n\nb\n'], [['a'], [''], ['b']], 'an empty line in the middle'],
      [['a\n\n'], [['a'], ['']], 'an empty last line before the final line break'],
      [[' spaced , kept '], [[' spaced ', ' kept ']], 'unquoted spaces are kept'],
      [['""""'], [['"']], 'a field that is one quote'],
      [['"\n"'], [['\n']], 'a field that is one line break'],
      [['"x\n",y\n"z"'], [['x\n', 'y'], ['z']], 'a quoted line break right before the closing quote'],
      [[`"${'""'.repeat(2_499)}"`], [['"'.repeat(2_499)]], '2,499 escaped quotes'],
      ...rows([csvCase(3, 3), csvCase(8, 4), csvCase(40, 6), csvCase(150, 8), csvCase(200, 5)]),
    ],
    hints: [
      'Read the text one character at a time and remember one thing: are you inside a quoted field or not?',
      'Outside quotes, a comma ends a field and a line break ends a field and a record; inside quotes, only a quote matters: look at the next character to tell a doubled quote from the closing one.',
      'At the end, the last record still has to be closed, unless the text ended with a line break that already closed it.',
    ],
    editorial: `
**Idea: a two-state machine.** Walk the text once, building the current field and the current record. The only state is whether you are inside quotes.

- Outside quotes: \`"\` opens a quoted field; \`,\` appends the field to the record; \`\\n\` appends the field and then the record to the result; any other character joins the field.
- Inside quotes: a \`"\` followed by another \`"\` adds one quote and skips the pair; a lone \`"\` closes the quotes; everything else, commas and line breaks included, joins the field.

At the end, close the last record unless the text ended with a line break outside quotes (that break already closed it), and answer \`[]\` for an empty text.

**Why splitting fails.** \`text.split("\\n")\` and \`line.split(",")\` decide where records and fields end before knowing which characters are quoted, so a note such as \`"fragile, handle with care"\` becomes two fields and a line break inside quotes becomes two records. Only a reader that tracks quotes can tell, which is why the \`csv\` module must see the raw line breaks (\`newline=""\`).

**Complexity.** O(n) time for n characters; build fields in a list (Python) or with string concatenation (JavaScript) to avoid quadratic copying.
`,
  }),
  /* ---------- http-and-apis, html-forms ---------- */
  defineProblem({
    slug: 'decode-query-string',
    title: 'Decode a Query String',
    difficulty: 'medium',
    tags: ['strings', 'parsing', 'http', 'encoding'],
    modules: ['http-and-apis', 'html-forms'],
    statement: `
A form sent with \`method="get"\` puts its fields in the URL: \`/search?q=blue+shoes&size=42\`. Given the query string (everything after \`?\`, without the \`?\`), return an object that maps **each key to the list of its values, in the order they appear** (a key repeated three times has three values).

- The query is split at every \`&\`. Empty pieces are ignored.
- Each piece is split at its **first** \`=\` into a key and a value; a piece without \`=\` has the value \`""\`. Later \`=\` signs belong to the value.
- Keys and values are then decoded the way forms encode them: first every \`+\` becomes a space, then every \`%\` followed by two hex digits (either case) stands for one byte, and the bytes are read as **UTF-8** (\`%C3%A9\` is \`é\`). Because \`+\` is handled first, \`%2B\` decodes to a literal \`+\`.
- Keys are case-sensitive and may be empty. An empty query gives \`{}\`.

**Example:** \`"q=blue+shoes&tag=a&tag=b"\` → \`{"q": ["blue shoes"], "tag": ["a", "b"]}\`.
`,
    constraints: [
      '0 ≤ query.length ≤ 2,000; it holds printable ASCII characters other than the space',
      'every % starts a %XX escape, and the escaped bytes of each key and value are valid UTF-8',
    ],
    limits: { query: { length: [0, 2_000], chars: /[!-~]/ } },
    relations: [
      {
        rule: 'every % starts an escape of two hex digits and the escaped bytes are valid UTF-8',
        holds: (query: string) => {
          try {
            decodeURIComponent(query);
            return true;
          } catch {
            return false;
          }
        },
      },
    ],
    signature: ['parseQuery', 'query: string'],
    returns: 'object',
    js: decodeQueryStringJs,
    py: decodeQueryStringPy,
    wrong: [
      {
        why: 'turns + into a space after percent-decoding, so an encoded plus (%2B) also becomes a space',
        js: mutate(decodeQueryStringJs, "(text.replace(/\\+/g, ' '))", "(text).replace(/\\+/g, ' ')"),
        py: mutate(
          decodeQueryStringPy,
          'unquote(text.replace("+", " "), encoding="utf-8", errors="strict")',
          'unquote(text).replace("+", " ")',
        ),
      },
      {
        why: 'splits a piece at every = and keeps only the second part, so a value containing = is cut short',
        py: mutate(
          decodeQueryStringPy,
          '        key, _, value = piece.partition("=")\n',
          '        parts = piece.split("=")\n        key, value = parts[0], parts[1] if len(parts) > 1 else ""\n',
        ),
      },
    ],
    samples: [
      [['q=blue+shoes&size=42'], { q: ['blue shoes'], size: ['42'] }, 'a plus is a space'],
      [['tag=a&tag=b&tag=a'], { tag: ['a', 'b', 'a'] }, 'a repeated key keeps every value in order'],
      [['name=Ren%C3%A9e&sum=1%2B1%3D2'], { name: ['Renée'], sum: ['1+1=2'] }, 'UTF-8 escapes and an encoded plus'],
    ],
    hidden: [
      [[''], {}, 'an empty query'],
      [['&&&'], {}, 'only empty pieces'],
      [['flag'], { flag: [''] }, 'a key without ='],
      [['flag=&flag'], { flag: ['', ''] }, 'empty values both ways'],
      [['=x'], { '': ['x'] }, 'an empty key'],
      [['a=b=c'], { a: ['b=c'] }, 'only the first = splits'],
      [['%41%42=%7e%7E'], { AB: ['~~'] }, 'hex digits in either case'],
      [['x=%20+%2B+'], { x: ['  + '] }, 'spaces written both ways next to an encoded plus'],
      [['launch=%F0%9F%9A%80'], { launch: ['🚀'] }, 'a four-byte UTF-8 character'],
      [['a%26b=c%3Dd&a%26b=%26'], { 'a&b': ['c=d', '&'] }, 'encoded & and = in keys and values'],
      [['k=1&K=2&k=3'], { k: ['1', '3'], K: ['2'] }, 'keys are case-sensitive'],
      [
        ['path=%2Fdocs%2Fa%2Bb.md&&sort=-date&'],
        { path: ['/docs/a+b.md'], sort: ['-date'] },
        'empty pieces between and after',
      ],
      [[`big=${'%E2%82%AC'.repeat(221)}`], { big: ['€'.repeat(221)] }, '221 euro signs (1,993 characters)'],
      ...rows([queryCase(3), queryCase(10), queryCase(25), queryCase(40)]),
    ],
    hints: [
      'Split at & first, then split each piece at its first = only: the value may contain more = signs.',
      'Order matters when decoding: replace + with a space before percent-decoding, or an encoded %2B would turn into a space too.',
      'Percent escapes are bytes, not characters: collect the bytes and decode them as UTF-8 (decodeURIComponent in JavaScript and urllib.parse.unquote in Python do this for you).',
    ],
    editorial: `
**Idea.** Three steps, in this order:

1. Split the query at \`&\` and skip empty pieces.
2. Cut each piece at its first \`=\` (\`indexOf\` / \`str.partition\`); no \`=\` means an empty value.
3. Decode key and value: \`+\` → space, then percent-decoding with UTF-8. Append the value to the key's list, creating the list on a key's first appearance.

**Why the order matters.** A form encodes a real \`+\` as \`%2B\` and a space as \`+\`. Replacing \`+\` after percent-decoding cannot tell them apart any more, so \`1%2B1\` would come out as \`1 1\`. Splitting at \`&\` and \`=\` before decoding matters for the same reason: \`%26\` and \`%3D\` are data, not separators.

**Objects as maps.** In JavaScript, collect the lists in a \`Map\` (or an object without a prototype) and convert at the end: with a plain \`{}\`, a key such as \`constructor\` would find an inherited property. The platform's own \`URLSearchParams\` applies the same rules, which is how the generated tests were checked.

**Complexity.** O(n) for a query of n characters.
`,
  }),
  /* ---------- backend-language-node ---------- */
  defineProblem({
    slug: 'resolve-version-range',
    title: 'Resolve a Version Range',
    difficulty: 'hard',
    tags: ['parsing', 'strings', 'semver', 'npm'],
    modules: ['backend-language-node'],
    statement: `
\`npm install express\` writes a **range** such as \`"^4.18.0"\` into \`package.json\`, and the exact version it picked into \`package-lock.json\`. Rebuild that choice: given the \`published\` versions of a package and a \`range\`, return the **highest published version that satisfies the range**, or \`""\` when none does.

Versions are \`MAJOR.MINOR.PATCH\` (three whole numbers, no pre-release tags). They compare part by part, **numerically**: \`1.10.0\` is higher than \`1.9.0\`.

A range is one or more **sets** separated by \` || \`; a version satisfies the range when it satisfies **any** set. A set is one or more **comparators** separated by single spaces; a version satisfies the set when it satisfies **all** of them. The comparators:

| Comparator | Means |
| --- | --- |
| \`1.2.3\` or \`=1.2.3\` | exactly 1.2.3 |
| \`>1.2.3\`, \`>=1.2.3\`, \`<1.2.3\`, \`<=1.2.3\` | the comparison with 1.2.3 |
| \`~1.2.3\` | \`>=1.2.3\` and \`<1.3.0\` (patch updates only) |
| \`^1.2.3\` | \`>=1.2.3\` and below the next change of the **leftmost non-zero part**: \`<2.0.0\`; for \`^0.2.3\` it is \`<0.3.0\`, for \`^0.0.3\` it is \`<0.0.4\` |
| \`*\` | any version |
| \`1.x\` / \`1.2.x\` | any version with that major / that major and minor |

**Example:** \`published = ["4.17.1", "4.18.2", "4.19.2", "5.0.0"]\`, \`range = "^4.18.0"\` → \`"4.19.2"\`.
`,
    constraints: [
      '1 ≤ published.length ≤ 500; the versions are distinct, in any order',
      'each part of a version is a whole number from 0 to 999, written without leading zeros',
      '1 ≤ range.length ≤ 200, well formed as described (single spaces between comparators, " || " between sets)',
    ],
    limits: {
      published: { length: [1, 500], each: { pattern: VERSION_SHAPE }, distinct: true },
      range: { length: [1, 200], pattern: RANGE_SHAPE },
    },
    relations: [
      {
        rule: 'each part of a version is a whole number from 0 to 999',
        holds: (published: string[], range: string) =>
          [...published.join('.').matchAll(/\d+/g), ...range.matchAll(/\d+/g)].every((m) => Number(m[0]) <= 999),
      },
    ],
    signature: ['resolveVersion', 'published: string[]', 'range: string'],
    returns: 'string',
    js: resolveVersionRangeJs,
    py: resolveVersionRangePy,
    wrong: [
      {
        why: 'compares versions as strings, so 1.9.0 counts as higher than 1.10.0',
        js: `
  const compare = (a = '', b = '') => (a < b ? -1 : a > b ? 1 : 0);
  const allows = (comparator = '', version = '') => {
    if (comparator === '*') return true;
    const op = comparator.replace(/[0-9.x]+$/, '');
    const target = comparator.slice(op.length);
    const parts = target.split('.');
    const v = version.split('.').map(Number);
    if (parts.includes('x')) return parts.every((part, i) => part === 'x' || Number(part) === v[i]);
    const w = parts.map(Number);
    const d = compare(version, target);
    if (op === '' || op === '=') return d === 0;
    if (op === '>') return d > 0;
    if (op === '>=') return d >= 0;
    if (op === '<') return d < 0;
    if (op === '<=') return d <= 0;
    if (d < 0) return false;
    if (op === '~') return v[0] === w[0] && v[1] === w[1];
    if (w[0] > 0) return v[0] === w[0];
    if (w[1] > 0) return v[0] === 0 && v[1] === w[1];
    return v[0] === 0 && v[1] === 0 && v[2] === w[2];
  };
  const sets = range.split(' || ').map((set) => set.split(' '));
  let best = '';
  for (const version of published)
    if ((best === '' || compare(version, best) > 0) && sets.some((set) => set.every((c) => allows(c, version))))
      best = version;
  return best;`,
        py: `
def resolve_version(published, range):
    def allows(comparator, version):
        if comparator == "*":
            return True
        op = comparator.rstrip("0123456789.x")
        target = comparator[len(op):]
        parts = target.split(".")
        v = [int(p) for p in version.split(".")]
        if "x" in parts:
            return all(part == "x" or int(part) == v[i] for i, part in enumerate(parts))
        w = [int(p) for p in parts]
        if op in ("", "="):
            return version == target
        if op == ">":
            return version > target
        if op == ">=":
            return version >= target
        if op == "<":
            return version < target
        if op == "<=":
            return version <= target
        if version < target:
            return False
        if op == "~":
            return v[:2] == w[:2]
        if w[0] > 0:
            return v[0] == w[0]
        if w[1] > 0:
            return v[:2] == w[:2]
        return v == w

    sets = [s.split(" ") for s in range.split(" || ")]
    best = ""
    for version in published:
        if (best == "" or version > best) and any(all(allows(c, version) for c in s) for s in sets):
            best = version
    return best`,
      },
      {
        why: 'treats ^0.2.3 like ^1.2.3 (anything below 1.0.0), ignoring the leftmost non-zero rule',
        py: mutate(
          resolveVersionRangePy,
          '        if w[0] > 0:\n            return v[0] == w[0]\n        if w[1] > 0:\n            return v[:2] == w[:2]\n        return v == w',
          '        return v[0] == w[0]',
        ),
      },
    ],
    samples: [
      [[['4.17.1', '4.18.2', '4.19.2', '5.0.0'], '^4.18.0'], '4.19.2', 'a caret range takes the newest 4.x'],
      [[['1.9.0', '1.10.0', '1.2.0'], '>=1.2.0 <2.0.0'], '1.10.0', 'parts compare as numbers'],
      [[['0.2.3', '0.2.9', '0.3.0', '1.0.0'], '^0.2.3'], '0.2.9', 'a caret on 0.x stays within the minor'],
      [[['2.0.0', '3.1.0'], '^1.0.0'], '', 'nothing satisfies the range'],
    ],
    hidden: [
      [[['1.2.2', '1.2.9', '1.3.0'], '~1.2.3'], '1.2.9', 'a tilde allows patch updates only'],
      [[['0.0.3', '0.0.4', '0.1.0'], '^0.0.3'], '0.0.3', 'a caret on 0.0.x is exact'],
      [[['0.0.0', '0.0.1'], '^0.0.0'], '0.0.0', 'a caret on 0.0.0'],
      [[['0.2.3', '0.2.99', '0.3.0'], '~0.2.3'], '0.2.99', 'a tilde on 0.x'],
      [[['0.0.1', '10.0.0', '9.99.999'], '*'], '10.0.0', 'a star takes the highest of all'],
      [[['1.0.0', '1.999.999', '2.0.0'], '1.x'], '1.999.999', 'an x-range on the major'],
      [[['1.2.0', '1.2.15', '1.3.0', '1.10.0'], '1.2.x'], '1.2.15', 'an x-range on the minor'],
      [[['1.2.3', '1.2.4'], '1.2.3'], '1.2.3', 'a bare version is exact'],
      [[['1.2.4', '1.2.3'], '=1.2.3'], '1.2.3', 'an explicit ='],
      [[['1.2.3'], '>1.2.3'], '', 'a strict > excludes the version itself'],
      [[['2.0.0', '2.0.1', '1.99.0'], '<=2.0.0'], '2.0.0', '<= includes the version itself'],
      [[['1.2.4', '1.2.5', '1.3.0'], '^1.2.3 <1.2.5'], '1.2.4', 'two comparators in one set'],
      [[['1.0.0', '0.5.0'], '>2.0.0 <1.0.0'], '', 'a set nothing can satisfy'],
      [[['0.9.9', '1.0.0', '2.5.0', '3.0.7', '3.1.0'], '<1.0.0 || >=3.0.0 <3.1.0'], '3.0.7', 'two sets, either one'],
      [[['999.999.999', '999.999.998', '0.0.0'], '^999.999.0'], '999.999.999', 'the largest parts'],
      [[['1.10.0', '1.9.0', '1.100.0'], '>=1.9.0'], '1.100.0', 'numeric comparison in a lower bound'],
      ...rows([rangeCase(10), rangeCase(30), rangeCase(100), rangeCase(250), rangeCase(500), rangeCase(500)]),
    ],
    hints: [
      'Parse each version into three numbers once; comparing versions is then comparing the first parts, then the second, then the third.',
      'Every comparator is a test "does version v pass?": write one small function for it, then a set is "all pass" and a range is "some set passes".',
      'Turn ~ and ^ into a lower and an upper bound. For ^, find the leftmost part of its version that is not 0: the upper bound bumps that part and zeroes the ones after it.',
    ],
    editorial: `
**Idea: parse, then test every candidate.** Split the range at \` || \` into sets and each set at spaces into comparators. Parse every published version into three integers. A version is accepted when some set has every comparator accepting it, and among accepted versions keep the one that compares highest. With at most 500 versions and a short range, testing each version against each comparator is plenty fast.

**Each comparator is an interval.** \`>=w\` is [w, ∞), \`<w\` is [0, w), \`=w\` is [w, w]. \`~M.m.p\` is [M.m.p, M.(m+1).0). \`^\` bumps the leftmost non-zero part: \`^M.m.p\` with M > 0 is [M.m.p, (M+1).0.0); with M = 0 and m > 0 it is [0.m.p, 0.(m+1).0); \`^0.0.p\` is just 0.0.p. \`*\` is everything and the x-ranges fix the leading parts. The generated tests were checked exactly this way, with each version turned into the number major·10⁶ + minor·10³ + patch.

**The classic bug.** Comparing version strings as text puts \`1.9.0\` above \`1.10.0\` and \`10.0.0\` below \`9.0.0\`: always compare the parts as numbers (tuples in Python compare part by part).

**Complexity.** O(V × C) for V versions and C comparators, after O(total length) parsing.
`,
  }),
];
