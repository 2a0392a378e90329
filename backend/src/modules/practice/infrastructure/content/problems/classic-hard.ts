import type { ProblemContent } from '../../../domain/problem.js';
import { defineProblem, intIn, seeded } from './define.js';

/**
 * Hard practice problems of classic algorithms (issue 30), each framed in a lesson's world: a line
 * diff (git-basics), ... Every one carries deliberately wrong solutions.
 */
const random = seeded(30_517);

type Row = [args: unknown[], expected: unknown, name?: string];
/** Generated rows, typed for defineProblem (the values are plain JSON). */
const rows = (list: Row[]) => list as [never[], never, string?][];
const pick = <T>(list: readonly T[]) => list[intIn(random, 0, list.length - 1)];

/* ---------- Oracles: deliberately plain, unlike the references ---------- */

/** The diff by the fewest changes: memoised recursion on the edit distance (not a table of common lines), then a walk. */
const diffOracle = (before: string[], after: string[]) => {
  const memo = new Map<number, number>();
  const changes = (i: number, j: number): number => {
    if (i === before.length) return after.length - j;
    if (j === after.length) return before.length - i;
    const key = i * 1000 + j;
    let best = memo.get(key);
    if (best === undefined) {
      best = 1 + Math.min(changes(i + 1, j), changes(i, j + 1));
      if (before[i] === after[j]) best = Math.min(best, changes(i + 1, j + 1));
      memo.set(key, best);
    }
    return best;
  };
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    const here = changes(i, j);
    if (i < before.length && j < after.length && before[i] === after[j] && changes(i + 1, j + 1) === here) {
      out.push(` ${before[i]}`);
      i++;
      j++;
    } else if (i < before.length && changes(i + 1, j) + 1 === here) {
      out.push(`-${before[i]}`);
      i++;
    } else {
      out.push(`+${after[j]}`);
      j++;
    }
  }
  return out;
};

const CODE_LINES = ['{', '}', '', 'return x;', 'x += 1;', 'if (x) {', '} else {', 'log(x);', 'let x = 0;', 'end'];
/** A file of n lines from a small vocabulary (so many lines repeat), and an edited copy of it. */
const editedFile = (n: number, edits: number) => {
  const before = Array.from({ length: n }, () => pick(CODE_LINES));
  const after = [...before];
  for (let e = 0; e < edits; e++) {
    const at = intIn(random, 0, after.length);
    const kind = intIn(random, 0, 2);
    if (kind === 0 && after.length > 0) after.splice(Math.min(at, after.length - 1), 1);
    else if (kind === 1 && after.length < 300) after.splice(at, 0, pick(CODE_LINES));
    else if (after.length > 0) after[Math.min(at, after.length - 1)] = pick(CODE_LINES);
  }
  return { before, after };
};

export const CLASSIC_HARD: ProblemContent[] = [
  defineProblem({
    slug: 'minimal-line-diff',
    title: 'Minimal Line Diff',
    difficulty: 'hard',
    tags: ['dynamic programming', 'strings', 'longest common subsequence'],
    modules: ['git-basics'],
    statement: `
Before you commit, \`git diff\` shows how a file changed as a list of lines: a line kept as it was starts with a space, a removed line with \`-\` and an added line with \`+\`. Write that diff for two versions of a file, \`before\` and \`after\` (arrays of lines).

A diff is valid when its kept and removed lines, in order, spell \`before\`, and its kept and added lines, in order, spell \`after\`. Return a valid diff with the **fewest removed plus added lines**, each line as its prefix (\`" "\`, \`"-"\` or \`"+"\`) followed by the line's text.

Several diffs can be equally short. Return the one that, compared with any other from the top, at the first line where they differ has a kept line rather than a removed or added one, and a removed line rather than an added one (keep when you can, and remove before you add). Two empty files give an empty diff.

**Example:** \`before = ["a", "b", "c"]\`, \`after = ["a", "c", "d"]\` → \`[" a", "-b", " c", "+d"]\`.
`,
    constraints: [
      '0 ≤ before.length, after.length ≤ 300',
      'each line has at most 30 characters, printable ASCII (spaces allowed, no line breaks)',
    ],
    limits: {
      before: { length: [0, 300], each: { length: [0, 30], chars: /[ -~]/ } },
      after: { length: [0, 300], each: { length: [0, 30], chars: /[ -~]/ } },
    },
    signature: ['lineDiff', 'before: string[]', 'after: string[]'],
    returns: 'string[]',
    js: `
  const n = before.length;
  const m = after.length;
  // common[i][j]: how many lines the longest common subsequence of before[i..] and after[j..] has
  const common = Array.from({ length: n + 1 }, () => new Array(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      common[i][j] =
        before[i] === after[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
    }
  }
  const diff = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      diff.push(' ' + before[i]);
      i++;
      j++;
    } else if (i < n && (j === m || common[i + 1][j] >= common[i][j + 1])) {
      diff.push('-' + before[i]);
      i++;
    } else {
      diff.push('+' + after[j]);
      j++;
    }
  }
  return diff;`,
    py: `
def line_diff(before, after):
    n, m = len(before), len(after)
    # common[i][j]: length of the longest common subsequence of before[i:] and after[j:]
    common = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        row, below = common[i], common[i + 1]
        for j in range(m - 1, -1, -1):
            if before[i] == after[j]:
                row[j] = below[j + 1] + 1
            else:
                row[j] = max(below[j], row[j + 1])
    diff = []
    i = j = 0
    while i < n or j < m:
        if i < n and j < m and before[i] == after[j]:
            diff.append(" " + before[i])
            i += 1
            j += 1
        elif i < n and (j == m or common[i + 1][j] >= common[i][j + 1]):
            diff.append("-" + before[i])
            i += 1
        else:
            diff.append("+" + after[j])
            j += 1
    return diff`,
    wrong: [
      {
        why: 'breaks ties the other way: adds a line before removing one when both keep the diff shortest',
        js: `
  const n = before.length;
  const m = after.length;
  const common = Array.from({ length: n + 1 }, () => new Array(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      common[i][j] = before[i] === after[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
  const diff = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      diff.push(' ' + before[i]);
      i++;
      j++;
    } else if (i < n && (j === m || common[i + 1][j] > common[i][j + 1])) {
      diff.push('-' + before[i]);
      i++;
    } else {
      diff.push('+' + after[j]);
      j++;
    }
  }
  return diff;`,
        py: `
def line_diff(before, after):
    n, m = len(before), len(after)
    common = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            if before[i] == after[j]:
                common[i][j] = common[i + 1][j + 1] + 1
            else:
                common[i][j] = max(common[i + 1][j], common[i][j + 1])
    diff = []
    i = j = 0
    while i < n or j < m:
        if i < n and j < m and before[i] == after[j]:
            diff.append(" " + before[i]); i += 1; j += 1
        elif i < n and (j == m or common[i + 1][j] > common[i][j + 1]):
            diff.append("-" + before[i]); i += 1
        else:
            diff.append("+" + after[j]); j += 1
    return diff`,
      },
      {
        why: 'greedy without the table: keeps equal lines, otherwise adds a line if the old one still appears later, which is not always shortest',
        js: `
  const diff = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      diff.push(' ' + before[i]);
      i++;
      j++;
    } else if (j < after.length && after.indexOf(before[i], j) !== -1) {
      diff.push('+' + after[j]);
      j++;
    } else if (i < before.length) {
      diff.push('-' + before[i]);
      i++;
    } else {
      diff.push('+' + after[j]);
      j++;
    }
  }
  return diff;`,
        py: `
def line_diff(before, after):
    diff = []
    i = j = 0
    while i < len(before) or j < len(after):
        if i < len(before) and j < len(after) and before[i] == after[j]:
            diff.append(" " + before[i]); i += 1; j += 1
        elif j < len(after) and i < len(before) and before[i] in after[j:]:
            diff.append("+" + after[j]); j += 1
        elif i < len(before):
            diff.append("-" + before[i]); i += 1
        else:
            diff.append("+" + after[j]); j += 1
    return diff`,
      },
    ],
    samples: [
      [
        [
          ['a', 'b', 'c'],
          ['a', 'c', 'd'],
        ],
        [' a', '-b', ' c', '+d'],
        'one line removed, one added',
      ],
      [
        [
          ['x', 'y'],
          ['y', 'x'],
        ],
        ['-x', ' y', '+x'],
        'two lines swapped: remove before adding',
      ],
      [
        [
          ['def f():', '    return 1', ''],
          ['def f():', '    return 2', ''],
        ],
        [' def f():', '-    return 1', '+    return 2', ' '],
        'a changed line is a removal then an addition',
      ],
    ],
    hidden: rows([
      [[[], []], [], 'two empty files'],
      [[[], ['new file', 'second line']], ['+new file', '+second line'], 'a new file'],
      [[['deleted', 'file'], []], ['-deleted', '-file'], 'a deleted file'],
      [[['same'], ['same']], [' same'], 'nothing changed'],
      [[['old'], ['new']], ['-old', '+new'], 'one line replaced'],
      [
        [
          ['', '', ''],
          ['', ''],
        ],
        [' ', ' ', '-'],
        'blank lines: the last one goes',
      ],
      [
        [
          ['a', 'b', 'a', 'b'],
          ['b', 'a', 'b', 'a'],
        ],
        ['-a', ' b', ' a', ' b', '+a'],
        'shifted by one',
      ],
      [
        [
          ['x', 'a', 'b', 'c', 'd', 'e'],
          ['a', 'b', 'c', 'd', 'e', 'x', 'y', 'z', 'w'],
        ],
        diffOracle(['x', 'a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c', 'd', 'e', 'x', 'y', 'z', 'w']),
        'a line moved to the end',
      ],
      [
        [Array.from({ length: 300 }, (_, k) => `line ${k}`), Array.from({ length: 300 }, (_, k) => `line ${k}`)],
        Array.from({ length: 300 }, (_, k) => ` line ${k}`),
        'three hundred equal lines',
      ],
      ...[
        [8, 3],
        [20, 6],
        [40, 12],
        [120, 30],
        [300, 40],
        [300, 120],
      ].map(([n, edits]): Row => {
        const { before, after } = editedFile(n, edits);
        return [[before, after], diffOracle(before, after)];
      }),
      ...[30, 300].map((n): Row => {
        const before = Array.from({ length: n }, () => pick(['a', 'b']));
        const after = Array.from({ length: n }, () => pick(['a', 'b']));
        return [[before, after], diffOracle(before, after)];
      }),
    ]),
    hints: [
      'The lines a shortest diff keeps form the longest sequence of lines that appears, in order, in both files: everything else is removed or added.',
      'Fill a table of how many lines can still be kept from position i of `before` and j of `after`, filling it from the ends of the files backwards.',
      'Then walk forward from (0, 0): keep equal lines; otherwise remove a line whenever doing so loses nothing in the table, and add one only when it would.',
    ],
    editorial: `
**Idea.** A diff keeps some lines and removes or adds all the others, so the fewest changes means keeping as many lines as possible: the longest common subsequence (LCS) of the two files. Let \`common[i][j]\` be the LCS length of \`before[i:]\` and \`after[j:]\`. It is \`common[i+1][j+1] + 1\` when the two lines are equal, otherwise the larger of \`common[i+1][j]\` (drop the old line) and \`common[i][j+1]\` (skip the new one). Fill it from the bottom right.

**The tie rule.** Walk forward from (0, 0), choosing at each step the most preferred move that still leads to a shortest diff. When the two lines are equal, keeping both is always optimal (any common subsequence that skips one of them can be changed to use this pair instead), so keep. Otherwise removing is still optimal exactly when \`common[i+1][j]\` equals \`common[i][j]\`, that is when it is at least \`common[i][j+1]\`; if not, add. Because each step takes the best allowed move, the first difference from any other shortest diff is always in our favour. Note \`>=\`, not \`>\`: with \`>\` a tie adds first.

**Complexity.** O(n × m) time and memory for n and m lines (90,000 cells here). Real diff tools use Myers' algorithm, which is O((n + m) × d) for d changes, fast when few lines changed.
`,
  }),
];
