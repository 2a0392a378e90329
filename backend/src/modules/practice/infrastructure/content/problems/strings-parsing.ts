import type { ProblemContent } from '../../../domain/problem.js';
import { defineProblem, intIn, seeded } from './define.js';

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
const formulaCase = (depth: number, small: boolean, maxLength: number): Row => {
  for (;;) {
    const text = randomFormula(depth, small);
    if (text.length <= maxLength && formulaKeepsRules(text)) return [[text], formulaOracle(text)];
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
const randomPathPattern = () =>
  Array.from({ length: intIn(random, 1, 4) }, () =>
    pick(['*', '**', 'src', 'a*', '*b', '?', 'ap?', 'test', 'main', '*.ts', 'util']),
  )
    .join('/')
    .concat(pick(['', '.ts', '*', '.js']));
const pathPatternCase = (pathCount: number): Row => {
  const pattern = randomPathPattern();
  const paths = [...new Set(Array.from({ length: pathCount }, randomPath))];
  return [[pattern, paths], pathPatternOracle(pattern, paths)];
};

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
    js: `
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
  return result === 0 ? 0 : result; // no -0`,
    py: `
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

    return total()`,
    wrong: [
      {
        why: 'parses a - b - c as a - (b - c): the right side of + and - recurses instead of looping, so subtraction groups from the right',
        js: `
  let pos = 0;
  const peek = () => {
    while (formula[pos] === ' ') pos++;
    return formula[pos];
  };
  const sum = () => {
    let left = 0;
    left = product();
    const op = peek();
    if (op !== '+' && op !== '-') return left;
    pos++;
    let right = 0;
    right = sum();
    return op === '+' ? left + right : left - right;
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
      pos++;
    } else {
      const start = pos;
      while (pos < formula.length && formula[pos] >= '0' && formula[pos] <= '9') pos++;
      value = Number(formula.slice(start, pos));
    }
    return sign * value;
  };
  const result = sum();
  return result === 0 ? 0 : result;`,
      },
      {
        why: "uses Python's // for division, which rounds toward minus infinity: -7 / 2 gives -4 instead of -3",
        py: `
def evaluate_formula(formula):
    pos = 0

    def peek():
        nonlocal pos
        while pos < len(formula) and formula[pos] == " ":
            pos += 1
        return formula[pos] if pos < len(formula) else ""

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
            value = value * right if op == "*" else value // right
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

    return total()`,
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
        formulaCase(2, true, 200),
        formulaCase(3, true, 400),
        formulaCase(3, false, 400),
        formulaCase(5, true, 2_000),
        formulaCase(6, true, 2_000),
        formulaCase(6, false, 2_000),
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
];
