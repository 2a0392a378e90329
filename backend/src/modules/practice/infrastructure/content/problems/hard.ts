import type { ProblemContent } from '../../../domain/problem.js';
import { defineProblem, intIn, intsIn, mutate, seeded } from './define.js';

const random = seeded(14_003);
const word = (n: number, alphabet: string) =>
  Array.from({ length: n }, () => alphabet[intIn(random, 0, alphabet.length - 1)]).join('');

const editOracle = (a: string, b: string): number => {
  // Plain recursion with memo: a different route from the reference's rolling rows.
  const memo = new Map<string, number>();
  const go = (i: number, j: number): number => {
    if (i === a.length) return b.length - j;
    if (j === b.length) return a.length - i;
    const key = `${i},${j}`;
    if (!memo.has(key))
      memo.set(key, a[i] === b[j] ? go(i + 1, j + 1) : 1 + Math.min(go(i + 1, j), go(i, j + 1), go(i + 1, j + 1)));
    return memo.get(key)!;
  };
  return go(0, 0);
};
const waterOracle = (h: number[]) =>
  h.reduce((sum, v, i) => sum + Math.max(0, Math.min(Math.max(...h.slice(0, i + 1)), Math.max(...h.slice(i))) - v), 0);
const windowMaxOracle = (nums: number[], k: number) =>
  nums.slice(0, nums.length - k + 1).map((_, i) => Math.max(...nums.slice(i, i + k)));
const validParensOracle = (s: string) => {
  let best = 0;
  for (let i = 0; i < s.length; i++) {
    let open = 0;
    for (let j = i; j < s.length; j++) {
      open += s[j] === '(' ? 1 : -1;
      if (open < 0) break;
      if (open === 0) best = Math.max(best, j - i + 1);
    }
  }
  return best;
};
const wordBreakOracle = (s: string, words: string[]): boolean => {
  const memo = new Map<number, boolean>();
  const go = (i: number): boolean => {
    if (i === s.length) return true;
    if (!memo.has(i))
      memo.set(
        i,
        words.some((w) => s.startsWith(w, i) && go(i + w.length)),
      );
    return memo.get(i)!;
  };
  return go(0);
};
const pathOracle = (grid: number[][]) => {
  const rows = grid.length;
  const cols = grid[0].length;
  const best = grid.map((row) => row.map(() => Infinity));
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      best[r][c] =
        grid[r][c] +
        (r === 0 && c === 0 ? 0 : Math.min(r > 0 ? best[r - 1][c] : Infinity, c > 0 ? best[r][c - 1] : Infinity));
  return best[rows - 1][cols - 1];
};

/** The references, hoisted so the wrong solutions can be written as mutations of them. */
const wordBreakJs = `
  const known = new Set(words);
  const longest = Math.max(...words.map((w) => w.length));
  const ok = new Array(text.length + 1).fill(false);
  ok[0] = true;
  for (let end = 1; end <= text.length; end++) {
    for (let start = Math.max(0, end - longest); start < end && !ok[end]; start++) {
      if (ok[start] && known.has(text.slice(start, end))) ok[end] = true;
    }
  }
  return ok[text.length];`;

const wordBreakPy = `
def can_split_into_words(text, words):
    known = set(words)
    longest = max(len(w) for w in words)
    ok = [True] + [False] * len(text)
    for end in range(1, len(text) + 1):
        for start in range(max(0, end - longest), end):
            if ok[start] and text[start:end] in known:
                ok[end] = True
                break
    return ok[len(text)]`;

const editDistanceJs = `
  let previous = Array.from({ length: target.length + 1 }, (_, j) => j);
  for (let i = 1; i <= source.length; i++) {
    const current = [i];
    for (let j = 1; j <= target.length; j++) {
      current[j] = source[i - 1] === target[j - 1] ? previous[j - 1] : 1 + Math.min(previous[j], current[j - 1], previous[j - 1]);
    }
    previous = current;
  }
  return previous[target.length];`;

const editDistancePy = `
def edit_distance(source, target):
    previous = list(range(len(target) + 1))
    for i in range(1, len(source) + 1):
        current = [i] + [0] * len(target)
        for j in range(1, len(target) + 1):
            if source[i - 1] == target[j - 1]:
                current[j] = previous[j - 1]
            else:
                current[j] = 1 + min(previous[j], current[j - 1], previous[j - 1])
        previous = current
    return previous[len(target)]`;

const windowMaximumsJs = `
  const deque = [];
  let head = 0;
  const out = [];
  for (let i = 0; i < nums.length; i++) {
    while (deque.length > head && nums[deque[deque.length - 1]] <= nums[i]) deque.pop();
    deque.push(i);
    if (deque[head] <= i - k) head++;
    if (i >= k - 1) out.push(nums[deque[head]]);
  }
  return out;`;

const windowMaximumsPy = `
from collections import deque

def window_maximums(nums, k):
    window, out = deque(), []
    for i, x in enumerate(nums):
        while window and nums[window[-1]] <= x:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            out.append(nums[window[0]])
    return out`;

const peacefulQueensJs = `
  const all = (1 << n) - 1;
  const place = (cols, left, right) => {
    if (cols === all) return 1;
    let count = 0;
    let free = all & ~(cols | left | right);
    while (free) {
      const bit = free & -free;
      free -= bit;
      count += place(cols | bit, ((left | bit) << 1) & all, (right | bit) >> 1);
    }
    return count;
  };
  return place(0, 0, 0);`;

const peacefulQueensPy = `
def peaceful_queens(n):
    full = (1 << n) - 1
    def place(cols, left, right):
        if cols == full:
            return 1
        count = 0
        free = full & ~(cols | left | right)
        while free:
            bit = free & -free
            free -= bit
            count += place(cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1)
        return count
    return place(0, 0, 0)`;

export const HARD: ProblemContent[] = [
  defineProblem({
    slug: 'word-break',
    title: 'Split Into Words',
    difficulty: 'medium',
    tags: ['dynamic programming', 'strings'],
    statement: `
Can \`text\` be split into a sequence of one or more words from \`words\` (each word may be used any number of times)? Return \`true\` or \`false\`.

**Example:** \`text = "devpathcode"\`, \`words = ["dev", "path", "code"]\` → \`true\`.
`,
    constraints: [
      '1 ≤ text.length ≤ 1,000',
      '1 ≤ words.length ≤ 500',
      '1 ≤ words[i].length ≤ 20',
      'lowercase English letters',
    ],
    limits: {
      text: { length: [1, 1_000], chars: /[a-z]/ },
      words: { length: [1, 500], each: { length: [1, 20], chars: /[a-z]/ } },
    },
    signature: ['canSplitIntoWords', 'text: string', 'words: string[]'],
    returns: 'bool',
    js: wordBreakJs,
    py: wordBreakPy,
    wrong: [
      {
        why: 'an off-by-one in the start window: pieces as long as the longest word are never tried',
        js: mutate(wordBreakJs, 'end - longest)', 'end - longest + 1)'),
        py: mutate(wordBreakPy, 'end - longest)', 'end - longest + 1)'),
      },
    ],
    samples: [
      [['devpathcode', ['dev', 'path', 'code']], true, 'three words'],
      [['applepenapple', ['apple', 'pen']], true, 'a word used twice'],
      [['catsandog', ['cats', 'dog', 'sand', 'and', 'cat']], false, 'almost'],
    ],
    hidden: [
      [['a', ['a']], true],
      [['a', ['b']], false],
      [['aaaaaaa', ['aaaa', 'aaa']], true],
      [['aaaaaaab', ['a', 'aa', 'aaa', 'aaaa']], false, 'no b'],
      ...[20, 80, 300].map((n) => {
        const text = word(n, 'ab');
        const words = ['a', 'bb', 'ab', 'bab'];
        return [[text, words], wordBreakOracle(text, words)] as [[string, string[]], boolean];
      }),
      [
        [
          `${'a'.repeat(999)}b`,
          ['a', 'aa', 'aaa', 'aaaa', 'aaaaa', 'aaaaaa', 'aaaaaaa', 'aaaaaaaa', 'aaaaaaaaa', 'aaaaaaaaaa'],
        ],
        false,
        'a thousand letters that almost split',
      ],
    ],
    hints: ['If the first k letters can be split, what must hold for the first n?'],
    editorial: `
**Idea.** \`ok[end]\` says whether \`text[0:end]\` splits into words: it is true when some \`ok[start]\` is true and \`text[start:end]\` is a word. Only starts within the longest word's length need checking. Plain recursion without memory explodes on inputs like \`"aaaa…ab"\`.

**Complexity.** O(n × L) substring checks, L the longest word.
`,
  }),
  defineProblem({
    slug: 'cheapest-grid-path',
    title: 'Cheapest Grid Path',
    difficulty: 'medium',
    tags: ['dynamic programming', 'matrices'],
    statement: `
Each cell of \`grid\` has a cost. Moving only right or down, go from the top-left cell to the bottom-right one. Return the smallest total cost of the cells you pass through (both ends included).

**Example:** \`[[1, 3, 1], [1, 5, 1], [4, 2, 1]]\` → \`7\` (1 → 3 → 1 → 1 → 1).
`,
    constraints: ['1 ≤ rows, columns ≤ 300', '0 ≤ grid[r][c] ≤ 100'],
    limits: { grid: { length: [1, 300], each: { length: [1, 300], each: { int: [0, 100] } } } },
    relations: [
      {
        rule: 'every row has the same number of columns',
        holds: (grid: number[][]) => grid.every((row) => row.length === grid[0].length),
      },
    ],
    signature: ['cheapestPath', 'grid: int[][]'],
    returns: 'int',
    js: `
  const cols = grid[0].length;
  const best = new Array(cols).fill(Infinity);
  best[0] = 0;
  for (const row of grid) {
    for (let c = 0; c < cols; c++) best[c] = row[c] + Math.min(best[c], c > 0 ? best[c - 1] : Infinity);
  }
  return best[cols - 1];`,
    py: `
def cheapest_path(grid):
    cols = len(grid[0])
    best = [0] + [float('inf')] * (cols - 1)
    for row in grid:
        for c in range(cols):
            best[c] = row[c] + min(best[c], best[c - 1] if c > 0 else float('inf'))
    return best[-1]`,
    wrong: [
      {
        why: 'greedy: always steps to the cheaper of the right and lower neighbours, which is not the cheapest path overall',
        js: `
  const rows = grid.length;
  const cols = grid[0].length;
  let r = 0;
  let c = 0;
  let total = grid[0][0];
  while (r < rows - 1 || c < cols - 1) {
    if (r === rows - 1) c++;
    else if (c === cols - 1) r++;
    else if (grid[r][c + 1] <= grid[r + 1][c]) c++;
    else r++;
    total += grid[r][c];
  }
  return total;`,
        py: `
def cheapest_path(grid):
    rows, cols = len(grid), len(grid[0])
    r = c = 0
    total = grid[0][0]
    while r < rows - 1 or c < cols - 1:
        if r == rows - 1:
            c += 1
        elif c == cols - 1:
            r += 1
        elif grid[r][c + 1] <= grid[r + 1][c]:
            c += 1
        else:
            r += 1
        total += grid[r][c]
    return total`,
      },
    ],
    samples: [
      [
        [
          [
            [1, 3, 1],
            [1, 5, 1],
            [4, 2, 1],
          ],
        ],
        7,
        '3 × 3',
      ],
      [
        [
          [
            [1, 2, 3],
            [4, 5, 6],
          ],
        ],
        12,
        '2 × 3',
      ],
      [[[[9]]], 9, 'one cell'],
    ],
    hidden: [
      [[[[1, 2, 3, 4]]], 10, 'one row'],
      [[[[1], [2], [3]]], 6, 'one column'],
      [
        [
          [
            [0, 0],
            [0, 0],
          ],
        ],
        0,
      ],
      ...[
        [4, 5],
        [20, 20],
        [100, 80],
        [300, 300],
      ].map(([r, c]) => {
        const grid = Array.from({ length: r }, () => intsIn(random, c, 0, 100));
        return [[grid], pathOracle(grid), `${r} × ${c}`] as [[number[][]], number, string];
      }),
    ],
    hints: ['The cheapest way into a cell comes from above or from the left.'],
    editorial: `
**Idea.** The cheapest cost to reach a cell is its own cost plus the cheaper of the cheapest costs to reach the cell above and the cell to its left. One row of these values is enough, updated left to right.

**Complexity.** O(rows × columns) time, O(columns) memory.
`,
  }),
  defineProblem({
    slug: 'edit-distance',
    title: 'Edit Distance',
    difficulty: 'hard',
    tags: ['dynamic programming', 'strings'],
    statement: `
Return the fewest single-character edits (insert a character, delete one, or replace one) that turn \`source\` into \`target\`.

**Example:** \`source = "kitten"\`, \`target = "sitting"\` → \`3\`.
`,
    constraints: ['0 ≤ source.length, target.length ≤ 1,000', 'lowercase English letters'],
    limits: { source: { length: [0, 1_000], chars: /[a-z]/ }, target: { length: [0, 1_000], chars: /[a-z]/ } },
    signature: ['editDistance', 'source: string', 'target: string'],
    returns: 'int',
    js: editDistanceJs,
    py: editDistancePy,
    wrong: [
      {
        why: 'forgets replacing: only inserts and deletes are counted',
        js: mutate(editDistanceJs, ', previous[j - 1])', ')'),
        py: mutate(editDistancePy, ', previous[j - 1])', ')'),
      },
    ],
    samples: [
      [['kitten', 'sitting'], 3, 'kitten to sitting'],
      [['horse', 'ros'], 3, 'horse to ros'],
      [['', 'abc'], 3, 'from nothing'],
    ],
    hidden: [
      [['', ''], 0, 'both empty'],
      [['same', 'same'], 0],
      [['abc', ''], 3],
      [['intention', 'execution'], 5],
      ...[
        [6, 7],
        [30, 25],
        [120, 140],
      ].map(([a, b]) => {
        const s = word(a, 'abcd');
        const t = word(b, 'abcd');
        return [[s, t], editOracle(s, t)] as [[string, string], number];
      }),
      [['a'.repeat(1000), 'b'.repeat(1000)], 1000, '1,000 replacements'],
    ],
    hints: [
      'Compare the last characters: if they match, they cost nothing.',
      'Otherwise the last edit was an insert, a delete or a replace.',
    ],
    editorial: `
**Idea.** \`d[i][j]\` = edits to turn the first \`i\` letters of the source into the first \`j\` of the target. If the letters match, \`d[i][j] = d[i-1][j-1]\`; otherwise 1 + the minimum of deleting (\`d[i-1][j]\`), inserting (\`d[i][j-1]\`) or replacing (\`d[i-1][j-1]\`). Two rows suffice.

**Complexity.** O(n × m) time, O(m) memory.
`,
  }),
  defineProblem({
    slug: 'rain-between-walls',
    title: 'Rain Between Walls',
    difficulty: 'hard',
    tags: ['two pointers', 'arrays'],
    statement: `
\`heights[i]\` is the height of a wall of width 1. After rain, how many units of water stay trapped between the walls?

**Example:** \`[0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1]\` → \`6\`.
`,
    constraints: ['0 ≤ heights.length ≤ 100,000', '0 ≤ heights[i] ≤ 10⁵'],
    limits: { heights: { length: [0, 100_000], each: { int: [0, 100_000] } } },
    signature: ['trappedRain', 'heights: int[]'],
    returns: 'int',
    js: `
  let left = 0;
  let right = heights.length - 1;
  let leftMax = 0;
  let rightMax = 0;
  let water = 0;
  while (left < right) {
    if (heights[left] < heights[right]) {
      leftMax = Math.max(leftMax, heights[left]);
      water += leftMax - heights[left++];
    } else {
      rightMax = Math.max(rightMax, heights[right]);
      water += rightMax - heights[right--];
    }
  }
  return water;`,
    py: `
def trapped_rain(heights):
    left, right = 0, len(heights) - 1
    left_max = right_max = water = 0
    while left < right:
        if heights[left] < heights[right]:
            left_max = max(left_max, heights[left])
            water += left_max - heights[left]
            left += 1
        else:
            right_max = max(right_max, heights[right])
            water += right_max - heights[right]
            right -= 1
    return water`,
    wrong: [
      {
        why: 'the highest walls on each side leave out the wall itself and nothing clamps at zero, so a wall higher than both sides adds negative water',
        js: `
  const n = heights.length;
  const leftMax = new Array(n).fill(0);
  const rightMax = new Array(n).fill(0);
  for (let i = 1; i < n; i++) leftMax[i] = Math.max(leftMax[i - 1], heights[i - 1]);
  for (let i = n - 2; i >= 0; i--) rightMax[i] = Math.max(rightMax[i + 1], heights[i + 1]);
  let water = 0;
  for (let i = 0; i < n; i++) water += Math.min(leftMax[i], rightMax[i]) - heights[i];
  return water;`,
        py: `
def trapped_rain(heights):
    n = len(heights)
    left_max = [0] * n
    right_max = [0] * n
    for i in range(1, n):
        left_max[i] = max(left_max[i - 1], heights[i - 1])
    for i in range(n - 2, -1, -1):
        right_max[i] = max(right_max[i + 1], heights[i + 1])
    return sum(min(left_max[i], right_max[i]) - heights[i] for i in range(n))`,
      },
    ],
    samples: [
      [[[0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1]], 6, 'a landscape'],
      [[[4, 2, 0, 3, 2, 5]], 9, 'a basin'],
      [[[1, 2, 3]], 0, 'a slope holds nothing'],
    ],
    hidden: [
      [[[]], 0, 'no walls'],
      [[[5]], 0],
      [[[3, 0, 3]], 3],
      [[[5, 0, 0, 0, 1]], 3, 'the low side decides'],
      ...[10, 200, 2000].map((n) => {
        const h = intsIn(random, n, 0, 50);
        return [[h], waterOracle(h)] as [[number[]], number];
      }),
      (() => {
        const h = Array.from({ length: 100_000 }, (_, i) => (i === 0 || i === 99_999 ? 100_000 : 0));
        return [[h], 99_998 * 100_000, '100,000 walls, a wide pool'] as [[number[]], number, string];
      })(),
    ],
    hints: [
      'The water above a wall is min(highest wall to its left, highest to its right) − its height.',
      'Move inwards from the side whose highest wall is lower.',
    ],
    editorial: `
**Idea.** Water above position \`i\` is \`min(maxLeft, maxRight) − height[i]\`. Two pointers from both ends: the side with the lower wall is limited by its own running maximum (the other side is at least as high), so settle that side and move it inwards.

**Complexity.** O(n) time, O(1) memory.
`,
  }),
  defineProblem({
    slug: 'window-maximums',
    title: 'Window Maximums',
    difficulty: 'hard',
    tags: ['sliding window', 'queues'],
    statement: `
Slide a window of \`k\` consecutive numbers over \`nums\` from left to right and return the largest number in each position of the window.

**Example:** \`nums = [1, 3, -1, -3, 5, 3, 6, 7]\`, \`k = 3\` → \`[3, 3, 5, 5, 6, 7]\`.
`,
    constraints: ['1 ≤ k ≤ nums.length ≤ 100,000', '-10⁴ ≤ nums[i] ≤ 10⁴'],
    limits: { nums: { length: [1, 100_000], each: { int: [-10_000, 10_000] } }, k: { int: [1, 100_000] } },
    relations: [{ rule: 'k ≤ nums.length', holds: (nums: number[], k: number) => k <= nums.length }],
    signature: ['windowMaximums', 'nums: int[]', 'k: int'],
    returns: 'int[]',
    js: windowMaximumsJs,
    py: windowMaximumsPy,
    wrong: [
      {
        why: 'an off-by-one when the front leaves: the window is k + 1 numbers wide',
        js: mutate(windowMaximumsJs, 'deque[head] <= i - k', 'deque[head] < i - k'),
        py: mutate(windowMaximumsPy, 'window[0] <= i - k', 'window[0] < i - k'),
      },
    ],
    samples: [
      [[[1, 3, -1, -3, 5, 3, 6, 7], 3], [3, 3, 5, 5, 6, 7], 'width 3'],
      [[[4], 1], [4], 'one number'],
      [[[2, 1], 2], [2], 'the whole list'],
    ],
    hidden: [
      [[[5, 4, 3, 2, 1], 2], [5, 4, 3, 2], 'falling'],
      [[[1, 2, 3, 4, 5], 2], [2, 3, 4, 5], 'rising'],
      [
        [[7, 7, 7], 1],
        [7, 7, 7],
      ],
      ...[
        [12, 4],
        [300, 17],
        [3000, 250],
      ].map(([n, k]) => {
        const nums = intsIn(random, n, -10_000, 10_000);
        return [[nums, k], windowMaxOracle(nums, k)] as [[number[], number], number[]];
      }),
      (() => {
        // Non-increasing (10,000 down to -9,999, each five times): every window's maximum is its first value.
        const nums = Array.from({ length: 100_000 }, (_, i) => 10_000 - Math.floor(i / 5));
        return [[nums, 50_000], nums.slice(0, 50_001), '100,000 falling, window 50,000'] as [
          [number[], number],
          number[],
          string,
        ];
      })(),
      (() => {
        const nums = Array.from({ length: 100_000 }, (_, i) => i % 1000);
        const k = 1000;
        return [[nums, k], nums.slice(0, nums.length - k + 1).map(() => 999), 'sawtooth'] as [
          [number[], number],
          number[],
          string,
        ];
      })(),
    ],
    hints: [
      'A number smaller than a later number in the window can never be a maximum again.',
      'Keep candidate positions with decreasing values.',
    ],
    editorial: `
**Idea.** A deque of positions whose values decrease from front to back. For each new number, drop smaller values from the back (they can never win), drop the front if it left the window, and the front is the window's maximum. Recomputing the maximum of each window is O(n·k), too slow for the large tests.

**Complexity.** O(n): each position enters and leaves the deque once.
`,
  }),
  defineProblem({
    slug: 'longest-valid-brackets',
    title: 'Longest Valid Brackets',
    difficulty: 'hard',
    tags: ['stacks', 'dynamic programming', 'strings'],
    statement: `
\`text\` contains only \`(\` and \`)\`. Return the length of its longest substring that is a correctly matched sequence of brackets.

**Example:** \`")()())"\` → \`4\` (\`"()()"\`).
`,
    constraints: ['0 ≤ text.length ≤ 100,000', 'text contains only ( and )'],
    limits: { text: { length: [0, 100_000], chars: /[()]/ } },
    signature: ['longestValidBrackets', 'text: string'],
    returns: 'int',
    js: `
  const stack = [-1];
  let best = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') stack.push(i);
    else {
      stack.pop();
      if (stack.length === 0) stack.push(i);
      else best = Math.max(best, i - stack[stack.length - 1]);
    }
  }
  return best;`,
    py: `
def longest_valid_brackets(text):
    stack, best = [-1], 0
    for i, c in enumerate(text):
        if c == '(':
            stack.append(i)
        else:
            stack.pop()
            if not stack:
                stack.append(i)
            else:
                best = max(best, i - stack[-1])
    return best`,
    wrong: [
      {
        why: 'counts every matched pair in the whole text, even when an unmatched bracket separates them',
        js: `
  let open = 0;
  let pairs = 0;
  for (const c of text) {
    if (c === '(') open++;
    else if (open > 0) {
      open--;
      pairs++;
    }
  }
  return 2 * pairs;`,
        py: `
def longest_valid_brackets(text):
    open_count = pairs = 0
    for c in text:
        if c == '(':
            open_count += 1
        elif open_count > 0:
            open_count -= 1
            pairs += 1
    return 2 * pairs`,
      },
    ],
    samples: [
      [[')()())'], 4, 'in the middle'],
      [['(()'], 2, 'one unclosed'],
      [[''], 0, 'empty'],
    ],
    hidden: [
      [['()(()'], 2],
      [['()(())'], 6],
      [[')('], 0],
      [['(((((('], 0],
      ...[10, 100, 1500].map((n) => {
        const s = word(n, '()');
        return [[s], validParensOracle(s)] as [[string], number];
      }),
      [['()'.repeat(50_000)], 100_000, '100,000 characters, all valid'],
      [[`)${'('.repeat(49_999)}${')'.repeat(49_999)}(`], 99_998, 'valid inside, broken at both ends'],
    ],
    hints: ['Keep the position of the last bracket that could not be matched.'],
    editorial: `
**Idea.** A stack of positions: push every \`(\`; on \`)\` pop, and if the stack empties push this position as the new "last unmatched" boundary, else the valid run ends here and started after the position on top. (A two-pass counter solution also works in O(1) memory.)

**Complexity.** O(n).
`,
  }),
  defineProblem({
    slug: 'peaceful-queens',
    title: 'Peaceful Queens',
    difficulty: 'hard',
    tags: ['recursion', 'backtracking'],
    statement: `
In how many ways can \`n\` queens be placed on an \`n × n\` chessboard so that no two attack each other (no two share a row, a column or a diagonal)?

**Example:** \`n = 4\` → \`2\`.
`,
    constraints: ['1 ≤ n ≤ 11'],
    limits: { n: { int: [1, 11] } },
    signature: ['peacefulQueens', 'n: int'],
    returns: 'int',
    js: peacefulQueensJs,
    py: peacefulQueensPy,
    wrong: [
      {
        why: 'checks columns and only one diagonal direction',
        js: mutate(
          peacefulQueensJs,
          '(cols, left, right)',
          '(cols, left)',
          ' | left | right)',
          ' | left)',
          ', (right | bit) >> 1)',
          ')',
          'place(0, 0, 0)',
          'place(0, 0)',
        ),
        py: mutate(
          peacefulQueensPy,
          '(cols, left, right)',
          '(cols, left)',
          ' | left | right)',
          ' | left)',
          ', (right | bit) >> 1)',
          ')',
          'place(0, 0, 0)',
          'place(0, 0)',
        ),
      },
    ],
    samples: [
      [[4], 2, 'four queens'],
      [[1], 1, 'one queen'],
      [[2], 0, 'impossible'],
    ],
    hidden: [
      [[3], 0],
      [[5], 10],
      [[6], 4],
      [[7], 40],
      [[8], 92, 'the classic board'],
      [[9], 352],
      [[10], 724],
      [[11], 2680],
    ],
    hints: [
      'Place one queen per row; backtrack when a row has no safe square.',
      'Track attacked columns and both diagonal directions as you go.',
    ],
    editorial: `
**Idea.** Backtracking, one row at a time: try each column not attacked by the queens above (by column or by either diagonal), recurse, undo. Bit masks for columns and the two diagonal directions make each step a few integer operations.

**Complexity.** Exponential, but the pruning keeps n = 11 well under a second.
`,
  }),
];
