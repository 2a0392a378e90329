import type { ProblemContent } from '../../../domain/problem.js';
import { defineProblem, intsIn, mutate, seeded } from './define.js';

const random = seeded(14_004);

const spiralOracle = (grid: number[][]) => {
  const out: number[] = [];
  const seen = grid.map((row) => row.map(() => false));
  const moves = [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ];
  let [r, c, d] = [0, 0, 0];
  for (let k = 0; k < grid.length * grid[0].length; k++) {
    out.push(grid[r][c]);
    seen[r][c] = true;
    const [nr, nc] = [r + moves[d][0], c + moves[d][1]];
    if (nr < 0 || nc < 0 || nr >= grid.length || nc >= grid[0].length || seen[nr][nc]) d = (d + 1) % 4;
    [r, c] = [r + moves[d][0], c + moves[d][1]];
  }
  return out;
};
const topOracle = (nums: number[], k: number) => {
  const counts = new Map<number, number>();
  for (const x of nums) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, k)
    .map(([x]) => x);
};
const stairsOracle = (n: number): number => {
  const ways = [1, 1];
  for (let i = 2; i <= n; i++) ways[i] = ways[i - 1] + ways[i - 2];
  return ways[n];
};

/** The references, hoisted so the wrong solutions can be written as mutations of them. */
const spiralWalkJs = `
  const out = [];
  let top = 0;
  let bottom = grid.length - 1;
  let left = 0;
  let right = grid[0].length - 1;
  while (top <= bottom && left <= right) {
    for (let c = left; c <= right; c++) out.push(grid[top][c]);
    for (let r = top + 1; r <= bottom; r++) out.push(grid[r][right]);
    if (top < bottom && left < right) {
      for (let c = right - 1; c >= left; c--) out.push(grid[bottom][c]);
      for (let r = bottom - 1; r > top; r--) out.push(grid[r][left]);
    }
    top++;
    bottom--;
    left++;
    right--;
  }
  return out;`;

const spiralWalkPy = `
def spiral_walk(grid):
    out = []
    top, bottom, left, right = 0, len(grid) - 1, 0, len(grid[0]) - 1
    while top <= bottom and left <= right:
        out.extend(grid[top][c] for c in range(left, right + 1))
        out.extend(grid[r][right] for r in range(top + 1, bottom + 1))
        if top < bottom and left < right:
            out.extend(grid[bottom][c] for c in range(right - 1, left - 1, -1))
            out.extend(grid[r][left] for r in range(bottom - 1, top, -1))
        top, bottom, left, right = top + 1, bottom - 1, left + 1, right - 1
    return out`;

const mostFrequentNumbersJs = `
  const counts = new Map();
  for (const x of nums) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b) - counts.get(a) || a - b).slice(0, k);`;

const mostFrequentNumbersPy = `
from collections import Counter

def most_frequent(nums, k):
    counts = Counter(nums)
    return sorted(counts, key=lambda x: (-counts[x], x))[:k]`;

const waysUpTheStairsJs = `
  let [previous, current] = [1, 1];
  for (let i = 2; i <= n; i++) [previous, current] = [current, previous + current];
  return current;`;

const waysUpTheStairsPy = `
def ways_up_the_stairs(n):
    previous, current = 1, 1
    for _ in range(2, n + 1):
        previous, current = current, previous + current
    return current`;

export const MORE: ProblemContent[] = [
  defineProblem({
    slug: 'spiral-walk',
    title: 'Spiral Walk',
    difficulty: 'medium',
    tags: ['matrices', 'simulation'],
    statement: `
Return the numbers of \`grid\` in the order you meet them walking a clockwise spiral: along the top row to the right, down the right column, back along the bottom row, up the left column, then inwards.

**Example:** \`[[1, 2, 3], [4, 5, 6], [7, 8, 9]]\` → \`[1, 2, 3, 6, 9, 8, 7, 4, 5]\`.
`,
    constraints: ['1 ≤ rows, columns ≤ 100', '-1,000 ≤ grid[r][c] ≤ 1,000'],
    limits: { grid: { length: [1, 100], each: { length: [1, 100], each: { int: [-1_000, 1_000] } } } },
    relations: [
      {
        rule: 'every row has the same number of columns',
        holds: (grid: number[][]) => grid.every((row) => row.length === grid[0].length),
      },
    ],
    signature: ['spiralWalk', 'grid: int[][]'],
    returns: 'int[]',
    js: spiralWalkJs,
    py: spiralWalkPy,
    wrong: [
      {
        why: 'always walks the bottom row and left column of a lap, so a single middle row or column is walked twice',
        js: mutate(
          spiralWalkJs,
          '    if (top < bottom && left < right) {\n      for (let c = right',
          '    for (let c = right',
          '      for (let r = bottom',
          '    for (let r = bottom',
          '\n    }\n',
          '\n',
        ),
        py: mutate(
          spiralWalkPy,
          '        if top < bottom and left < right:\n            out.extend(grid[bottom]',
          '        out.extend(grid[bottom]',
          '            out.extend(grid[r][left]',
          '        out.extend(grid[r][left]',
        ),
      },
    ],
    samples: [
      [
        [
          [
            [1, 2, 3],
            [4, 5, 6],
            [7, 8, 9],
          ],
        ],
        [1, 2, 3, 6, 9, 8, 7, 4, 5],
        '3 × 3',
      ],
      [
        [
          [
            [1, 2, 3, 4],
            [5, 6, 7, 8],
            [9, 10, 11, 12],
          ],
        ],
        [1, 2, 3, 4, 8, 12, 11, 10, 9, 5, 6, 7],
        '3 × 4',
      ],
      [[[[7]]], [7], 'one cell'],
    ],
    hidden: [
      [[[[1, 2, 3]]], [1, 2, 3], 'one row'],
      [[[[1], [2], [3]]], [1, 2, 3], 'one column'],
      [
        [
          [
            [1, 2],
            [3, 4],
          ],
        ],
        [1, 2, 4, 3],
      ],
      ...[
        [4, 4],
        [5, 2],
        [2, 5],
        [7, 3],
        [30, 45],
        [100, 100],
      ].map(([r, c]) => {
        const grid = Array.from({ length: r }, () => intsIn(random, c, -99, 99));
        return [[grid], spiralOracle(grid), `${r} × ${c}`] as [[number[][]], number[], string];
      }),
    ],
    hints: [
      'Keep four borders (top, bottom, left, right) and move them inwards after each lap.',
      'Watch out for a single row or column left in the middle.',
    ],
    editorial: `
**Idea.** Walk one lap along the current borders, then shrink all four. The bottom row and left column of a lap are walked only when the lap is more than one row tall and one column wide, or the middle row or column would be counted twice.

**Complexity.** O(rows × columns).
`,
  }),
  defineProblem({
    slug: 'most-frequent-numbers',
    title: 'Most Frequent Numbers',
    difficulty: 'medium',
    tags: ['hash maps', 'sorting'],
    modules: ['javascript-collections'],
    statement: `
Return the \`k\` numbers that appear most often in \`nums\`, most frequent first. Numbers that appear equally often come smallest first.

**Example:** \`nums = [4, 1, 1, 2, 2, 3, 1]\`, \`k = 2\` → \`[1, 2]\`.
`,
    constraints: ['1 ≤ nums.length ≤ 100,000', '-10⁹ ≤ nums[i] ≤ 10⁹', '1 ≤ k ≤ the number of distinct values'],
    limits: {
      nums: { length: [1, 100_000], each: { int: [-1_000_000_000, 1_000_000_000] } },
      k: { int: [1, 100_000] },
    },
    relations: [
      { rule: '1 ≤ k ≤ the number of distinct values', holds: (nums: number[], k: number) => k <= new Set(nums).size },
    ],
    signature: ['mostFrequent', 'nums: int[]', 'k: int'],
    returns: 'int[]',
    js: mostFrequentNumbersJs,
    py: mostFrequentNumbersPy,
    wrong: [
      {
        why: 'the wrong tie order: numbers that appear equally often come largest first',
        js: mutate(mostFrequentNumbersJs, '|| a - b', '|| b - a'),
        py: mutate(mostFrequentNumbersPy, '(-counts[x], x)', '(-counts[x], -x)'),
      },
    ],
    samples: [
      [[[4, 1, 1, 2, 2, 3, 1], 2], [1, 2], 'two most frequent'],
      [[[5], 1], [5], 'one number'],
      [[[3, 3, 2, 2, 1, 1], 2], [1, 2], 'ties: smallest first'],
    ],
    hidden: [
      [[[-1, -1, 0], 1], [-1], 'negatives'],
      [[[9, 8, 7], 3], [7, 8, 9], 'all once'],
      ...[
        [20, 3],
        [500, 10],
        [5000, 25],
      ].map(([n, k]) => {
        const nums = intsIn(random, n, -30, 30);
        return [[nums, k], topOracle(nums, k)] as [[number[], number], number[]];
      }),
      (() => {
        const nums = Array.from({ length: 100_000 }, (_, i) => (i % 1000 === 0 ? 7 : i));
        return [[nums, 1], [7], '100,000 numbers, one repeated'] as [[number[], number], number[], string];
      })(),
      [
        [[2, 2, 1, 1, 1, 3, 3, 3, 3], 3],
        [3, 1, 2],
      ],
      [[[0, 0, 0, 0], 1], [0]],
    ],
    hints: ['Count first; then order the distinct numbers by (count, value).'],
    editorial: `
**Idea.** Count each number in a hash map, then sort the distinct numbers by decreasing count and increasing value, and take the first \`k\`. A heap of size \`k\` or bucket sort by count avoids sorting everything.

**Complexity.** O(n + d log d) for d distinct numbers.
`,
  }),
  defineProblem({
    slug: 'ways-up-the-stairs',
    title: 'Ways Up the Stairs',
    difficulty: 'easy',
    tags: ['dynamic programming', 'recursion'],
    statement: `
You climb a staircase of \`n\` steps, one or two steps at a time. In how many different ways can you reach the top?

**Example:** \`n = 3\` → \`3\` (1+1+1, 1+2, 2+1).
`,
    constraints: ['0 ≤ n ≤ 70 (the answer fits in a 64-bit float exactly)'],
    limits: { n: { int: [0, 70] } },
    signature: ['waysUpTheStairs', 'n: int'],
    returns: 'int',
    js: waysUpTheStairsJs,
    py: waysUpTheStairsPy,
    wrong: [
      {
        why: 'starts from ways(1) = 1 and ways(2) = 2, so it answers 2 for n = 0 and n = 1 (both have one way)',
        js: mutate(waysUpTheStairsJs, '[1, 1]', '[1, 2]', 'i = 2', 'i = 3'),
        py: mutate(waysUpTheStairsPy, '= 1, 1', '= 1, 2', 'range(2,', 'range(3,'),
      },
    ],
    samples: [
      [[3], 3, 'three steps'],
      [[1], 1, 'one step'],
      [[5], 8, 'five steps'],
    ],
    hidden: [[0], [2], [4], [10], [20], [35], [50], [70]].map(
      ([n]) => [[n], stairsOracle(n), `${n} steps`] as [[number], number, string],
    ),
    hints: ['The last move was either one step or two steps.'],
    editorial: `
**Idea.** To stand on step \`n\` you came from step \`n − 1\` or \`n − 2\`, so \`ways(n) = ways(n − 1) + ways(n − 2)\` with \`ways(0) = ways(1) = 1\`: the Fibonacci numbers. Keep just the last two values. Plain recursion without memory takes exponential time.

**Complexity.** O(n) time, O(1) memory.
`,
  }),
];
