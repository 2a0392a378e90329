import type { ProblemContent } from '../../../domain/problem.js';
import { defineProblem, intIn, intsIn, mutate, seeded } from './define.js';

const random = seeded(14_002);
const letters = (n: number, alphabet = 'abcdefghij') =>
  Array.from({ length: n }, () => alphabet[intIn(random, 0, alphabet.length - 1)]).join('');

const longestUniqueOracle = (s: string) => {
  let best = 0;
  for (let i = 0; i < s.length; i++) {
    const seen = new Set<string>();
    for (let j = i; j < s.length && !seen.has(s[j]); j++) {
      seen.add(s[j]);
      best = Math.max(best, j - i + 1);
    }
  }
  return best;
};
const productOracle = (nums: number[]) => nums.map((_, i) => nums.reduce((p, v, j) => (j === i ? p : p * v), 1));
const mergeOracle = (intervals: number[][]) => {
  const covered = new Set<number>();
  const points: number[][] = [];
  // Doubled coordinates: touching intervals [1,2] and [2,3] share the point 4.
  for (const [a, b] of intervals) for (let x = 2 * a; x <= 2 * b; x++) covered.add(x);
  const sorted = [...covered].sort((x, y) => x - y);
  for (const x of sorted) {
    const last = points.at(-1);
    if (last && x === last[1] + 1) last[1] = x;
    else points.push([x, x]);
  }
  return points.map(([a, b]) => [a / 2, b / 2]);
};
const coinOracle = (coins: number[], amount: number) => {
  const best = new Array(amount + 1).fill(Infinity);
  best[0] = 0;
  for (let a = 1; a <= amount; a++) for (const c of coins) if (c <= a) best[a] = Math.min(best[a], best[a - c] + 1);
  return best[amount] === Infinity ? -1 : best[amount];
};
const warmerOracle = (t: number[]) =>
  t.map((v, i) => {
    for (let j = i + 1; j < t.length; j++) if (t[j] > v) return j - i;
    return 0;
  });
const lisOracle = (nums: number[]) => {
  const best = nums.map(() => 1);
  for (let i = 0; i < nums.length; i++)
    for (let j = 0; j < i; j++) if (nums[j] < nums[i]) best[i] = Math.max(best[i], best[j] + 1);
  return nums.length ? Math.max(...best) : 0;
};

/** The references, hoisted so the wrong solutions can be written as mutations of them. */
const longestUniqueRunJs = `
  const last = new Map();
  let start = 0;
  let best = 0;
  for (let i = 0; i < text.length; i++) {
    if (last.has(text[i]) && last.get(text[i]) >= start) start = last.get(text[i]) + 1;
    last.set(text[i], i);
    best = Math.max(best, i - start + 1);
  }
  return best;`;

const longestUniqueRunPy = `
def longest_unique_run(text):
    last, start, best = {}, 0, 0
    for i, c in enumerate(text):
        if last.get(c, -1) >= start:
            start = last[c] + 1
        last[c] = i
        best = max(best, i - start + 1)
    return best`;

const anagramGroupsJs = `
  const groups = new Map();
  for (const word of words) {
    const key = [...word].sort().join('');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(word);
  }
  const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  return [...groups.values()].map((g) => g.sort(byText)).sort((a, b) => byText(a[0], b[0]));`;

const anagramGroupsPy = `
def anagram_groups(words):
    groups = {}
    for word in words:
        groups.setdefault(''.join(sorted(word)), []).append(word)
    return sorted((sorted(g) for g in groups.values()), key=lambda g: g[0])`;

const mergeMeetingTimesJs = `
  const sorted = intervals.map((i) => [...i]).sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;`;

const mergeMeetingTimesPy = `
def merge_meetings(intervals):
    merged = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged`;

const rotateTheGridJs = `
  const n = grid.length;
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => grid[n - 1 - c][r]));`;

const rotateTheGridPy = `
def rotate_grid(grid):
    return [list(row) for row in zip(*grid[::-1])]`;

const daysUntilWarmerJs = `
  const wait = new Array(temps.length).fill(0);
  const stack = [];
  for (let i = 0; i < temps.length; i++) {
    while (stack.length && temps[stack[stack.length - 1]] < temps[i]) {
      const day = stack.pop();
      wait[day] = i - day;
    }
    stack.push(i);
  }
  return wait;`;

const daysUntilWarmerPy = `
def days_until_warmer(temps):
    wait = [0] * len(temps)
    stack = []
    for i, t in enumerate(temps):
        while stack and temps[stack[-1]] < t:
            day = stack.pop()
            wait[day] = i - day
        stack.append(i)
    return wait`;

const searchRotatedListJs = `
  let lo = 0;
  let hi = nums.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (nums[mid] === target) return mid;
    if (nums[lo] <= nums[mid]) {
      if (nums[lo] <= target && target < nums[mid]) hi = mid - 1;
      else lo = mid + 1;
    } else if (nums[mid] < target && target <= nums[hi]) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;`;

const searchRotatedListPy = `
def search_rotated(nums, target):
    lo, hi = 0, len(nums) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if nums[mid] == target:
            return mid
        if nums[lo] <= nums[mid]:
            if nums[lo] <= target < nums[mid]:
                hi = mid - 1
            else:
                lo = mid + 1
        elif nums[mid] < target <= nums[hi]:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1`;

const longestRisingSequenceJs = `
  const tails = [];
  for (const x of nums) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = x;
  }
  return tails.length;`;

const longestRisingSequencePy = `
from bisect import bisect_left

def longest_rising(nums):
    tails = []
    for x in nums:
        i = bisect_left(tails, x)
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    return len(tails)`;

export const MEDIUM: ProblemContent[] = [
  defineProblem({
    slug: 'longest-unique-run',
    title: 'Longest Run Without Repeats',
    difficulty: 'medium',
    tags: ['strings', 'sliding window', 'hash maps'],
    modules: ['javascript-collections'],
    statement: `
Return the length of the longest stretch of consecutive characters in \`text\` in which no character appears twice.

**Example:** \`"abcabcbb"\` → \`3\` (\`"abc"\`).
`,
    constraints: ['0 ≤ text.length ≤ 100,000', 'text contains printable ASCII characters'],
    limits: { text: { length: [0, 100_000], chars: /[ -~]/ } },
    signature: ['longestUniqueRun', 'text: string'],
    returns: 'int',
    js: longestUniqueRunJs,
    py: longestUniqueRunPy,
    wrong: [
      {
        why: 'a repeat seen before the window\'s start still moves the start (back), so "abba" counts "bba"',
        js: mutate(longestUniqueRunJs, ' && last.get(text[i]) >= start', ''),
        py: mutate(longestUniqueRunPy, 'last.get(c, -1) >= start', 'c in last'),
      },
    ],
    samples: [
      [['abcabcbb'], 3, 'abc'],
      [['bbbbb'], 1, 'one letter repeated'],
      [['pwwkew'], 3, 'wke'],
    ],
    hidden: [
      [[''], 0, 'empty'],
      [[' '], 1, 'a space'],
      [['abba'], 2, 'the window must not move back'],
      [['dvdf'], 3],
      ...[12, 60, 500].map((n) => {
        const s = letters(n);
        return [[s], longestUniqueOracle(s)] as [[string], number];
      }),
      [[letters(100_000, 'abcdefghijklmnopqrstuvwxyz0123456789')], -1, 'placeholder'],
    ].map((row) =>
      row[1] === -1 ? [row[0], longestUniqueOracle((row[0] as [string])[0]), '100,000 characters'] : row,
    ) as [[string], number, string?][],
    hints: [
      'Keep a window with no repeats and slide its start forward when a repeat enters it.',
      'Remember where you saw each character last.',
    ],
    editorial: `
**Idea.** Sliding window. Extend the window one character at a time; if the new character was seen inside the window, move the window's start just past its previous position. The answer is the widest window seen.

**Complexity.** O(n) time, O(alphabet) memory.
`,
  }),
  defineProblem({
    slug: 'anagram-groups',
    title: 'Anagram Groups',
    difficulty: 'medium',
    tags: ['strings', 'hash maps', 'sorting'],
    modules: ['javascript-collections'],
    statement: `
Group the words of \`words\` that are anagrams of each other (the same letters in another order).

So that there is one right answer: sort the words inside each group alphabetically, then sort the groups by their first word.

**Example:** \`["tea", "eat", "bat", "ate", "tab", "nat"]\` → \`[["ate", "eat", "tea"], ["bat", "tab"], ["nat"]]\`.
`,
    constraints: ['0 ≤ words.length ≤ 10,000', '0 ≤ words[i].length ≤ 20', 'lowercase English letters'],
    limits: { words: { length: [0, 10_000], each: { length: [0, 20], chars: /[a-z]/ } } },
    signature: ['anagramGroups', 'words: string[]'],
    returns: 'string[][]',
    js: anagramGroupsJs,
    py: anagramGroupsPy,
    wrong: [
      {
        why: 'each group is a set, so a word given twice appears only once',
        js: mutate(
          anagramGroupsJs,
          'groups.set(key, [])',
          'groups.set(key, new Set())',
          '.push(word)',
          '.add(word)',
          'g.sort(byText)',
          '[...g].sort(byText)',
        ),
        py: mutate(anagramGroupsPy, '[]).append(word)', 'set()).add(word)'),
      },
    ],
    samples: [
      [[['tea', 'eat', 'bat', 'ate', 'tab', 'nat']], [['ate', 'eat', 'tea'], ['bat', 'tab'], ['nat']], 'three groups'],
      [[['']], [['']], 'one empty word'],
      [[['a']], [['a']], 'one word'],
    ],
    hidden: [
      [[[]], [], 'no words'],
      [[['ab', 'ba', 'ab']], [['ab', 'ab', 'ba']], 'repeated words'],
      [[['abc', 'def', 'ghi']], [['abc'], ['def'], ['ghi']], 'no anagrams'],
      [
        [['listen', 'silent', 'enlist', 'google', 'gogole']],
        [
          ['enlist', 'listen', 'silent'],
          ['gogole', 'google'],
        ],
      ],
      [[['', 'b', '']], [['', ''], ['b']]],
      [[['zz', 'z', 'zzz']], [['z'], ['zz'], ['zzz']]],
      ...[20, 300, 5000].map((n) => {
        const words = Array.from({ length: n }, () => letters(intIn(random, 1, 5), 'abcd'));
        const groups = new Map<string, string[]>();
        for (const w of words) groups.set([...w].sort().join(''), [...(groups.get([...w].sort().join('')) ?? []), w]);
        const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
        return [[words], [...groups.values()].map((g) => g.sort(cmp)).sort((a, b) => cmp(a[0], b[0]))] as [
          [string[]],
          string[][],
        ];
      }),
    ],
    hints: ['Two words are anagrams when their sorted letters are equal: use that as a key.'],
    editorial: `
**Idea.** Key each word by its letters in sorted order and collect words per key in a hash map. Then sort each group and the groups, as the statement asks.

**Complexity.** O(n · k log k) for n words of length k, plus sorting the output.
`,
  }),
  defineProblem({
    slug: 'product-of-the-others',
    title: 'Product of the Others',
    difficulty: 'medium',
    tags: ['arrays', 'prefix sums'],
    modules: ['javascript-collections'],
    statement: `
Return a list where position \`i\` holds the product of every number of \`nums\` except \`nums[i]\`. Do it without division, in O(n).

**Example:** \`[1, 2, 3, 4]\` → \`[24, 12, 8, 6]\`.
`,
    constraints: ['2 ≤ nums.length ≤ 100,000', '-30 ≤ nums[i] ≤ 30', 'every product fits in a 32-bit integer'],
    limits: { nums: { length: [2, 100_000], each: { int: [-30, 30] } } },
    signature: ['productOfOthers', 'nums: int[]'],
    returns: 'int[]',
    js: `
  const out = new Array(nums.length).fill(1);
  let left = 1;
  for (let i = 0; i < nums.length; i++) {
    out[i] = left;
    left *= nums[i];
  }
  let right = 1;
  for (let i = nums.length - 1; i >= 0; i--) {
    out[i] *= right;
    right *= nums[i];
  }
  return out.map((v) => (v === 0 ? 0 : v));`,
    py: `
def product_of_others(nums):
    out = [1] * len(nums)
    left = 1
    for i, v in enumerate(nums):
        out[i] = left
        left *= v
    right = 1
    for i in range(len(nums) - 1, -1, -1):
        out[i] *= right
        right *= nums[i]
    return out`,
    wrong: [
      {
        why: 'divides the product of everything by nums[i], which breaks on zeros',
        js: `
  const total = nums.reduce((p, v) => p * v, 1);
  return nums.map((v) => total / v);`,
        py: `
def product_of_others(nums):
    total = 1
    for v in nums:
        total *= v
    return [total // v for v in nums]`,
      },
    ],
    samples: [
      [[[1, 2, 3, 4]], [24, 12, 8, 6], 'four numbers'],
      [[[-1, 1, 0, -3, 3]], [0, 0, 9, 0, 0], 'with a zero'],
      [[[2, 3]], [3, 2], 'two numbers'],
    ],
    hidden: [
      [[[0, 0]], [0, 0], 'two zeros'],
      [[[5, 0, 2]], [0, 10, 0]],
      [[[-2, -3, -4]], [12, 8, 6], 'negatives'],
      [[[1, 1, 1, 1, 1]], [1, 1, 1, 1, 1]],
      ...[6, 10, 14].map((n) => {
        const nums = intsIn(random, n, -4, 4);
        return [[nums], productOracle(nums).map((v) => (v === 0 ? 0 : v))] as [[number[]], number[]];
      }),
      (() => {
        const nums = Array.from({ length: 100_000 }, (_, i) => (i === 500 ? 2 : i === 99_000 ? -1 : 1));
        return [[nums], nums.map((v) => -2 / v)] as [[number[]], number[]];
      })(),
    ],
    hints: ['The product of the others is (product of everything before i) × (product of everything after i).'],
    editorial: `
**Idea.** A first pass fills each position with the product of the numbers before it; a second pass from the right multiplies in the product of the numbers after it.

**Complexity.** O(n) time, O(1) extra memory besides the answer. Division would fail on zeros.
`,
  }),
  defineProblem({
    slug: 'merge-meeting-times',
    title: 'Merge Meeting Times',
    difficulty: 'medium',
    tags: ['intervals', 'sorting'],
    modules: ['javascript-collections'],
    statement: `
Each element of \`intervals\` is a meeting \`[start, end]\` with \`start ≤ end\`. Merge every group of overlapping or touching meetings into one, and return the merged meetings sorted by start.

**Example:** \`[[1, 3], [8, 10], [2, 6], [10, 12]]\` → \`[[1, 6], [8, 12]]\`.
`,
    constraints: ['0 ≤ intervals.length ≤ 10,000', '0 ≤ start ≤ end ≤ 10⁶'],
    limits: { intervals: { length: [0, 10_000], each: { tuple: [{ int: [0, 1_000_000] }, { int: [0, 1_000_000] }] } } },
    relations: [{ rule: 'start ≤ end', holds: (intervals: number[][]) => intervals.every(([s, e]) => s <= e) }],
    signature: ['mergeMeetings', 'intervals: int[][]'],
    returns: 'int[][]',
    js: mergeMeetingTimesJs,
    py: mergeMeetingTimesPy,
    wrong: [
      {
        why: 'touching meetings ([8, 10] and [10, 12]) are kept apart: the overlap test is strict',
        js: mutate(mergeMeetingTimesJs, 'start <= ', 'start < '),
        py: mutate(mergeMeetingTimesPy, 'start <= ', 'start < '),
      },
    ],
    samples: [
      [
        [
          [
            [1, 3],
            [8, 10],
            [2, 6],
            [10, 12],
          ],
        ],
        [
          [1, 6],
          [8, 12],
        ],
        'overlapping and touching',
      ],
      [[[[5, 7]]], [[5, 7]], 'one meeting'],
      [
        [
          [
            [1, 2],
            [3, 4],
          ],
        ],
        [
          [1, 2],
          [3, 4],
        ],
        'apart',
      ],
    ],
    hidden: [
      [[[]], [], 'none'],
      [
        [
          [
            [1, 10],
            [2, 3],
            [4, 5],
          ],
        ],
        [[1, 10]],
        'one holds the others',
      ],
      [
        [
          [
            [0, 0],
            [0, 0],
          ],
        ],
        [[0, 0]],
        'empty meetings',
      ],
      [
        [
          [
            [6, 8],
            [1, 9],
            [2, 4],
            [4, 7],
          ],
        ],
        [[1, 9]],
      ],
      ...[5, 30, 200].map((n) => {
        const intervals = Array.from({ length: n }, () => {
          const a = intIn(random, 0, 300);
          return [a, a + intIn(random, 0, 12)];
        });
        return [[intervals], mergeOracle(intervals)] as [[number[][]], number[][]];
      }),
      (() => {
        const intervals = Array.from({ length: 10_000 }, (_, i) => [i * 3, i * 3 + 1]);
        return [[intervals.reverse()], [...intervals].reverse(), '10,000 apart, given backwards'] as [
          [number[][]],
          number[][],
          string,
        ];
      })(),
    ],
    hints: ['Sort by start: then only the last merged meeting can overlap the next one.'],
    editorial: `
**Idea.** Sort by start time. Walk the meetings; if one starts before (or when) the last merged one ends, extend that one's end; otherwise start a new merged meeting.

**Complexity.** O(n log n) for the sort.
`,
  }),
  defineProblem({
    slug: 'rotate-the-grid',
    title: 'Rotate the Grid',
    difficulty: 'medium',
    tags: ['matrices'],
    modules: ['javascript-collections'],
    statement: `
Return the square grid \`grid\` rotated 90 degrees clockwise.

**Example:** \`[[1, 2], [3, 4]]\` → \`[[3, 1], [4, 2]]\`.
`,
    constraints: ['1 ≤ n ≤ 300 (the grid is n × n)', '-1000 ≤ grid[i][j] ≤ 1000'],
    limits: { grid: { length: [1, 300], each: { length: [1, 300], each: { int: [-1_000, 1_000] } } } },
    relations: [
      { rule: 'the grid is n × n', holds: (grid: number[][]) => grid.every((row) => row.length === grid.length) },
    ],
    signature: ['rotateGrid', 'grid: int[][]'],
    returns: 'int[][]',
    js: rotateTheGridJs,
    py: rotateTheGridPy,
    wrong: [
      {
        why: 'only transposes the grid and forgets to reverse the rows (a mirror, not a rotation)',
        js: mutate(rotateTheGridJs, 'grid[n - 1 - c][r]', 'grid[c][r]'),
        py: mutate(rotateTheGridPy, 'grid[::-1]', 'grid'),
      },
    ],
    samples: [
      [
        [
          [
            [1, 2],
            [3, 4],
          ],
        ],
        [
          [3, 1],
          [4, 2],
        ],
        '2 × 2',
      ],
      [
        [
          [
            [1, 2, 3],
            [4, 5, 6],
            [7, 8, 9],
          ],
        ],
        [
          [7, 4, 1],
          [8, 5, 2],
          [9, 6, 3],
        ],
        '3 × 3',
      ],
      [[[[5]]], [[5]], '1 × 1'],
    ],
    hidden: [
      ...[4, 5, 7, 10, 50, 300].map((n) => {
        const grid = Array.from({ length: n }, () => intsIn(random, n, -1000, 1000));
        const rotated = grid.map((_, r) => grid.map((_, c) => grid[n - 1 - c][r]));
        return [[grid], rotated, `${n} × ${n}`] as [[number[][]], number[][], string];
      }),
      [
        [
          [
            [0, 0],
            [0, 1],
          ],
        ],
        [
          [0, 0],
          [1, 0],
        ],
      ],
    ],
    hints: [
      'Where does the cell in row r, column c end up?',
      'Rotating clockwise = reversing the rows, then transposing.',
    ],
    editorial: `
**Idea.** Cell \`(r, c)\` of the result comes from \`(n - 1 - c, r)\` of the input. Equivalently: reverse the order of the rows, then transpose.

**Complexity.** O(n²).
`,
  }),
  defineProblem({
    slug: 'fewest-coins',
    title: 'Fewest Coins',
    difficulty: 'medium',
    tags: ['dynamic programming'],
    statement: `
With coins of the values in \`coins\` (as many of each as you like), return the fewest coins that add up to exactly \`amount\`, or \`-1\` if it cannot be done.

**Example:** \`coins = [1, 5, 10, 25]\`, \`amount = 63\` → \`6\` (25 + 25 + 10 + 1 + 1 + 1).
`,
    constraints: ['1 ≤ coins.length ≤ 12', '1 ≤ coins[i] ≤ 10,000', '0 ≤ amount ≤ 10,000'],
    limits: { coins: { length: [1, 12], each: { int: [1, 10_000] } }, amount: { int: [0, 10_000] } },
    signature: ['fewestCoins', 'coins: int[]', 'amount: int'],
    returns: 'int',
    js: `
  const best = new Array(amount + 1).fill(Infinity);
  best[0] = 0;
  for (const coin of coins) for (let a = coin; a <= amount; a++) best[a] = Math.min(best[a], best[a - coin] + 1);
  return best[amount] === Infinity ? -1 : best[amount];`,
    py: `
def fewest_coins(coins, amount):
    best = [0] + [float('inf')] * amount
    for coin in coins:
        for a in range(coin, amount + 1):
            best[a] = min(best[a], best[a - coin] + 1)
    return -1 if best[amount] == float('inf') else best[amount]`,
    wrong: [
      {
        why: 'greedy: takes the largest coin first, which needs 3 coins for 6 with [1, 3, 4] (and misses some payable amounts)',
        js: `
  const sorted = [...coins].sort((a, b) => b - a);
  let left = amount;
  let count = 0;
  for (const coin of sorted) {
    count += Math.floor(left / coin);
    left %= coin;
  }
  return left === 0 ? count : -1;`,
        py: `
def fewest_coins(coins, amount):
    left, count = amount, 0
    for coin in sorted(coins, reverse=True):
        count += left // coin
        left %= coin
    return count if left == 0 else -1`,
      },
    ],
    samples: [
      [[[1, 5, 10, 25], 63], 6, 'US coins'],
      [[[2], 3], -1, 'impossible'],
      [[[7], 0], 0, 'nothing to pay'],
    ],
    hidden: [
      [[[1, 3, 4], 6], 2, 'greedy would take 3 coins'],
      [[[5, 10], 1], -1],
      [[[186, 419, 83, 408], 6249], 20],
      [[[1], 10_000], 10_000, 'only ones'],
      ...[
        [3, 50],
        [4, 300],
        [6, 2000],
      ].map(([k, amount]) => {
        const coins = [...new Set(intsIn(random, k, 2, 60))];
        return [[coins, amount], coinOracle(coins, amount)] as [[number[], number], number];
      }),
      [[[9999, 10000], 10_000], 1],
    ],
    hints: ['The fewest coins for an amount a is 1 + the fewest coins for a − coin, for the best coin.'],
    editorial: `
**Idea.** Dynamic programming over amounts: \`best[0] = 0\`, and \`best[a] = min(best[a − c] + 1)\` over the coins \`c ≤ a\`. Greedy (largest coin first) fails for coin sets like \`[1, 3, 4]\`.

**Complexity.** O(amount × coins).
`,
  }),
  defineProblem({
    slug: 'days-until-warmer',
    title: 'Days Until Warmer',
    difficulty: 'medium',
    tags: ['stacks', 'arrays'],
    modules: ['javascript-collections'],
    statement: `
\`temps[i]\` is the temperature on day \`i\`. For each day, return how many days you must wait for a warmer day, or \`0\` if none comes.

**Example:** \`[23, 24, 25, 21, 19, 22, 26, 23]\` → \`[1, 1, 4, 2, 1, 1, 0, 0]\`.
`,
    constraints: ['1 ≤ temps.length ≤ 100,000', '-50 ≤ temps[i] ≤ 60'],
    limits: { temps: { length: [1, 100_000], each: { int: [-50, 60] } } },
    signature: ['daysUntilWarmer', 'temps: int[]'],
    returns: 'int[]',
    js: daysUntilWarmerJs,
    py: daysUntilWarmerPy,
    wrong: [
      {
        why: 'an equal temperature counts as warmer (<= instead of <)',
        js: mutate(daysUntilWarmerJs, '] < temps[i]', '] <= temps[i]'),
        py: mutate(daysUntilWarmerPy, '] < t', '] <= t'),
      },
    ],
    samples: [
      [[[23, 24, 25, 21, 19, 22, 26, 23]], [1, 1, 4, 2, 1, 1, 0, 0], 'a week'],
      [[[30, 40, 50, 60]], [1, 1, 1, 0], 'warming up'],
      [[[30, 20, 10]], [0, 0, 0], 'cooling down'],
    ],
    hidden: [
      [[[5]], [0], 'one day'],
      [[[10, 10, 11]], [2, 1, 0], 'equal is not warmer'],
      [[[-5, -10, 0]], [2, 1, 0], 'below zero'],
      ...[10, 100, 2000].map((n) => {
        const t = intsIn(random, n, -50, 60);
        return [[t], warmerOracle(t)] as [[number[]], number[]];
      }),
      (() => {
        const t = Array.from({ length: 100_000 }, (_, i) => (i === 99_999 ? 60 : 59));
        return [[t], t.map((_, i) => (i === 99_999 ? 0 : 99_999 - i)), '100,000 days, one warm day at the end'] as [
          [number[]],
          number[],
          string,
        ];
      })(),
    ],
    hints: ['Keep the days still waiting for a warmer one; their temperatures never increase from bottom to top.'],
    editorial: `
**Idea.** A monotonic stack of days that have not found a warmer day yet. Each new day pops every waiting day that is colder (their wait ends today), then waits itself.

**Complexity.** O(n): each day is pushed and popped once. The brute force is O(n²), too slow for 100,000 equal days.
`,
  }),
  defineProblem({
    slug: 'search-rotated-list',
    title: 'Search a Rotated List',
    difficulty: 'medium',
    tags: ['binary search'],
    statement: `
A strictly increasing list was rotated at an unknown point (for example \`[0, 1, 2, 4, 5, 6, 7]\` became \`[4, 5, 6, 7, 0, 1, 2]\`). Return the position of \`target\` in \`nums\`, or \`-1\`. Aim for O(log n).
`,
    constraints: ['1 ≤ nums.length ≤ 100,000', '-10⁹ ≤ nums[i], target ≤ 10⁹', 'all numbers are different'],
    limits: {
      nums: { length: [1, 100_000], each: { int: [-1_000_000_000, 1_000_000_000] }, distinct: true },
      target: { int: [-1_000_000_000, 1_000_000_000] },
    },
    signature: ['searchRotated', 'nums: int[]', 'target: int'],
    returns: 'int',
    js: searchRotatedListJs,
    py: searchRotatedListPy,
    wrong: [
      {
        why: 'the left half counts as sorted only when nums[lo] < nums[mid], so a one-element left half (lo = mid) sends the search the wrong way',
        js: mutate(searchRotatedListJs, 'nums[lo] <= nums[mid]', 'nums[lo] < nums[mid]'),
        py: mutate(searchRotatedListPy, 'nums[lo] <= nums[mid]', 'nums[lo] < nums[mid]'),
      },
    ],
    samples: [
      [[[4, 5, 6, 7, 0, 1, 2], 0], 4, 'in the second part'],
      [[[4, 5, 6, 7, 0, 1, 2], 3], -1, 'absent'],
      [[[1], 1], 0, 'one number'],
    ],
    hidden: [
      [[[1, 3], 3], 1],
      [[[3, 1], 1], 1],
      [[[5, 1, 3], 5], 0],
      [[[1, 2, 3, 4, 5], 4], 3, 'not rotated'],
      ...[50, 1000, 100_000].flatMap((n) => {
        const sorted = Array.from({ length: n }, (_, i) => i * 3 - n);
        const k = intIn(random, 0, n - 1);
        const nums = [...sorted.slice(k), ...sorted.slice(0, k)];
        const at = intIn(random, 0, n - 1);
        return [
          [[nums, nums[at]], at],
          [[nums, nums[at] + 1], -1],
        ] as [[number[], number], number][];
      }),
    ],
    hints: ['After splitting at the middle, one of the two halves is always in order.'],
    editorial: `
**Idea.** Binary search where, at each step, one half \`[lo, mid]\` or \`[mid, hi]\` is sorted. If the target lies within the sorted half's range, search there; otherwise search the other half.

**Complexity.** O(log n).
`,
  }),
  defineProblem({
    slug: 'longest-rising-sequence',
    title: 'Longest Rising Sequence',
    difficulty: 'medium',
    tags: ['dynamic programming', 'binary search'],
    statement: `
Return the length of the longest strictly increasing subsequence of \`nums\` (its elements keep their order but need not be next to each other).

**Example:** \`[10, 9, 2, 5, 3, 7, 101, 18]\` → \`4\` (for instance 2, 3, 7, 18).
`,
    constraints: ['0 ≤ nums.length ≤ 20,000', '-10⁴ ≤ nums[i] ≤ 10⁴'],
    limits: { nums: { length: [0, 20_000], each: { int: [-10_000, 10_000] } } },
    signature: ['longestRising', 'nums: int[]'],
    returns: 'int',
    js: longestRisingSequenceJs,
    py: longestRisingSequencePy,
    wrong: [
      {
        why: 'finds the first tail greater than x instead of greater or equal, so equal numbers count as rising',
        js: mutate(longestRisingSequenceJs, 'tails[mid] < x', 'tails[mid] <= x'),
        py: mutate(
          longestRisingSequencePy,
          'import bisect_left',
          'import bisect_right',
          '= bisect_left',
          '= bisect_right',
        ),
      },
    ],
    samples: [
      [[[10, 9, 2, 5, 3, 7, 101, 18]], 4, 'mixed'],
      [[[0, 1, 0, 3, 2, 3]], 4, 'with repeats'],
      [[[7, 7, 7]], 1, 'all equal'],
    ],
    hidden: [
      [[[]], 0, 'empty'],
      [[[5]], 1],
      [[[5, 4, 3, 2, 1]], 1, 'falling'],
      ...[10, 100, 1500].map((n) => {
        const nums = intsIn(random, n, -100, 100);
        return [[nums], lisOracle(nums)] as [[number[]], number];
      }),
      [[Array.from({ length: 20_000 }, (_, i) => i - 10_000)], 20_000, '20,000 rising'],
      [
        [Array.from({ length: 20_000 }, (_, i) => (i % 2 ? (i + 1) / 2 : -i / 2))],
        10_001,
        '20,000 zigzag (0, then 1 to 10,000 between falling negatives)',
      ],
    ],
    hints: ['For each length, keep the smallest possible last element of a rising sequence of that length.'],
    editorial: `
**Idea.** Keep \`tails[k]\`: the smallest last element of any rising subsequence of length \`k + 1\`. For each number, binary-search the first tail ≥ it and replace it (or append). The number of tails is the answer. The O(n²) DP also works for small inputs.

**Complexity.** O(n log n).
`,
  }),
];
