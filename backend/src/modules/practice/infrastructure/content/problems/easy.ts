import type { ProblemContent } from '../../../domain/problem.js';
import { defineProblem, intIn, intsIn, mutate, seeded } from './define.js';

const random = seeded(14_001);

/** Brute-force oracles for generated tests (deliberately simple, unlike the references). */
const pairOracle = (nums: number[], target: number): number[] => {
  for (let i = 0; i < nums.length; i++)
    for (let j = i + 1; j < nums.length; j++) if (nums[i] + nums[j] === target) return [i, j];
  return [];
};
const pairCase = (n: number): [number[], number] => {
  // Distinct values so exactly one pair sums to the target.
  const values = new Set<number>();
  while (values.size < n) values.add(intIn(random, -50_000, 50_000) * 2);
  const nums = [...values];
  const i = intIn(random, 0, n - 1);
  let j = intIn(random, 0, n - 1);
  if (j === i) j = (i + 1) % n;
  nums[j] = nums[i] === 0 ? 1 : nums[j] + 1; // odd: the only odd value, so the pair is unique
  return [nums, nums[i] + nums[j]];
};

const profitOracle = (prices: number[]) => {
  let best = 0;
  for (let i = 0; i < prices.length; i++)
    for (let j = i + 1; j < prices.length; j++) best = Math.max(best, prices[j] - prices[i]);
  return best;
};

/** The references, hoisted so the wrong solutions can be written as mutations of them. */
const pairWithTargetSumJs = `
  const seen = new Map();
  for (let j = 0; j < nums.length; j++) {
    const wanted = target - nums[j];
    if (seen.has(wanted)) return [seen.get(wanted), j];
    seen.set(nums[j], j);
  }
  return [];`;

const pairWithTargetSumPy = `
def pair_with_target_sum(nums, target):
    seen = {}
    for j, value in enumerate(nums):
        if target - value in seen:
            return [seen[target - value], j]
        seen[value] = j
    return []`;

const reverseTheWordsJs = `
  return text.split(' ').filter((word) => word.length > 0).reverse().join(' ');`;

const reverseTheWordsPy = `
def reverse_the_words(text):
    return ' '.join(reversed(text.split()))`;

const palindromePhraseJs = `
  const keep = (c) => /[a-z0-9]/i.test(c);
  let i = 0;
  let j = phrase.length - 1;
  while (i < j) {
    if (!keep(phrase[i])) i++;
    else if (!keep(phrase[j])) j--;
    else if (phrase[i].toLowerCase() !== phrase[j].toLowerCase()) return false;
    else {
      i++;
      j--;
    }
  }
  return true;`;

const palindromePhrasePy = `
def is_palindrome_phrase(phrase):
    i, j = 0, len(phrase) - 1
    while i < j:
        if not phrase[i].isalnum():
            i += 1
        elif not phrase[j].isalnum():
            j -= 1
        elif phrase[i].lower() != phrase[j].lower():
            return False
        else:
            i += 1
            j -= 1
    return True`;

const runningTotalsJs = `
  const totals = [];
  let sum = 0;
  for (const value of nums) {
    sum += value;
    totals.push(sum);
  }
  return totals;`;

const runningTotalsPy = `
def running_totals(nums):
    totals, total = [], 0
    for value in nums:
        total += value
        totals.append(total)
    return totals`;

const firstUniqueCharacterJs = `
  const counts = new Map();
  for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (let i = 0; i < text.length; i++) if (counts.get(text[i]) === 1) return i;
  return -1;`;

const firstUniqueCharacterPy = `
from collections import Counter

def first_unique_character(text):
    counts = Counter(text)
    for i, c in enumerate(text):
        if counts[c] == 1:
            return i
    return -1`;

const bestSingleTradeJs = `
  let lowest = Infinity;
  let best = 0;
  for (const price of prices) {
    lowest = Math.min(lowest, price);
    best = Math.max(best, price - lowest);
  }
  return best;`;

const bestSingleTradePy = `
def best_single_trade(prices):
    lowest, best = float('inf'), 0
    for price in prices:
        lowest = min(lowest, price)
        best = max(best, price - lowest)
    return best`;

const mergeSortedListsJs = `
  const merged = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] <= b[j])) merged.push(a[i++]);
    else merged.push(b[j++]);
  }
  return merged;`;

const mergeSortedListsPy = `
def merge_sorted(a, b):
    merged, i, j = [], 0, 0
    while i < len(a) or j < len(b):
        if j >= len(b) or (i < len(a) and a[i] <= b[j]):
            merged.append(a[i])
            i += 1
        else:
            merged.append(b[j])
            j += 1
    return merged`;

const fizzBuzzListJs = `
  const out = [];
  for (let i = 1; i <= n; i++) out.push(i % 15 === 0 ? 'FizzBuzz' : i % 3 === 0 ? 'Fizz' : i % 5 === 0 ? 'Buzz' : String(i));
  return out;`;

const fizzBuzzListPy = `
def fizz_buzz_list(n):
    return ['FizzBuzz' if i % 15 == 0 else 'Fizz' if i % 3 == 0 else 'Buzz' if i % 5 == 0 else str(i) for i in range(1, n + 1)]`;

const findInSortedListJs = `
  let lo = 0;
  let hi = nums.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (nums[mid] === target) return mid;
    if (nums[mid] < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;`;

const findInSortedListPy = `
def find_in_sorted(nums, target):
    lo, hi = 0, len(nums) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if nums[mid] == target:
            return mid
        if nums[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1`;

export const EASY: ProblemContent[] = [
  defineProblem({
    slug: 'pair-with-target-sum',
    title: 'Pair With Target Sum',
    difficulty: 'easy',
    tags: ['arrays', 'hash maps'],
    modules: ['javascript-collections'],
    statement: `
You get a list of integers \`nums\` and an integer \`target\`. Exactly one pair of **different positions** holds two numbers that add up to \`target\`.

Return the two positions \`[i, j]\` with \`i < j\`.

**Example:** \`nums = [3, 8, 11, 5]\`, \`target = 13\` → \`[1, 3]\`, because \`8 + 5 = 13\`.
`,
    constraints: ['2 ≤ nums.length ≤ 10,000', '-10⁹ ≤ nums[i], target ≤ 10⁹', 'Exactly one answer exists.'],
    limits: {
      nums: { length: [2, 10_000], each: { int: [-1_000_000_000, 1_000_000_000] } },
      target: { int: [-1_000_000_000, 1_000_000_000] },
    },
    signature: ['pairWithTargetSum', 'nums: int[]', 'target: int'],
    returns: 'int[]',
    js: pairWithTargetSumJs,
    py: pairWithTargetSumPy,
    wrong: [
      {
        why: 'remembers the current number before looking for its partner, so a number can pair with itself',
        js: mutate(
          pairWithTargetSumJs,
          '    seen.set(nums[j], j);\n',
          '',
          '    const wanted',
          '    seen.set(nums[j], j);\n    const wanted',
        ),
        py: mutate(
          pairWithTargetSumPy,
          '        seen[value] = j\n',
          '',
          '        if target',
          '        seen[value] = j\n        if target',
        ),
      },
    ],
    samples: [
      [[[3, 8, 11, 5], 13], [1, 3], 'the second and the last'],
      [[[4, 4], 8], [0, 1], 'two equal numbers'],
      [[[-2, 7, 19, 40], 17], [0, 2], 'a negative number'],
    ],
    hidden: [
      [[[0, 5, 0], 0], [0, 2], 'zeros'],
      [[[1000000000, -1000000000, 3], 0], [0, 1], 'large values'],
      [[[1, 2], 3], [0, 1], 'the smallest list'],
      ...([8, 50, 400, 3000].map((n): [unknown[], number[]] => {
        const [nums, target] = pairCase(n);
        return [[nums, target], pairOracle(nums, target)];
      }) as [[number[], number], number[]][]),
      (() => {
        const nums = Array.from({ length: 10_000 }, (_, i) => i * 3);
        return [[nums, 3 * 9_998 + 3 * 9_999], [9_998, 9_999], 'the pair at the very end of 10,000'] as [
          [number[], number],
          number[],
          string,
        ];
      })(),
    ],
    hints: [
      'For each number, which other number would complete the pair?',
      'Remember the numbers you have already passed, and where they were.',
    ],
    editorial: `
**Idea.** Walk the list once. For the number at position \`j\`, the partner it needs is \`target - nums[j]\`. If that partner appeared earlier, you are done; otherwise remember \`nums[j]\` and its position in a hash map.

**Complexity.** One pass: O(n) time and O(n) memory, instead of O(n²) for checking every pair.
`,
  }),
  defineProblem({
    slug: 'reverse-the-words',
    title: 'Reverse the Words',
    difficulty: 'easy',
    tags: ['strings'],
    modules: ['javascript-fundamentals'],
    statement: `
Given a sentence \`text\`, return its words in reverse order, separated by single spaces. Words are runs of non-space characters; the sentence may have leading, trailing or repeated spaces, which do not appear in the result.

**Example:** \`"  learn   to code "\` → \`"code to learn"\`.
`,
    constraints: ['0 ≤ text.length ≤ 10,000', 'text contains printable ASCII characters and spaces'],
    limits: { text: { length: [0, 10_000], chars: /[ -~]/ } },
    signature: ['reverseTheWords', 'text: string'],
    returns: 'string',
    js: reverseTheWordsJs,
    py: reverseTheWordsPy,
    wrong: [
      {
        why: 'splits on single spaces without dropping the empty pieces, so repeated, leading and trailing spaces stay in the result',
        js: mutate(reverseTheWordsJs, '.filter((word) => word.length > 0)', ''),
        py: mutate(reverseTheWordsPy, 'split()', "split(' ')"),
      },
    ],
    samples: [
      [['  learn   to code '], 'code to learn', 'extra spaces'],
      [['hello world'], 'world hello', 'two words'],
      [['single'], 'single', 'one word'],
    ],
    hidden: [
      [[''], '', 'empty'],
      [['     '], '', 'only spaces'],
      [['a b c d e'], 'e d c b a'],
      [['Ship it, then fix it!'], 'it! fix then it, Ship', 'punctuation stays with its word'],
      [['  x  '], 'x'],
      [
        [Array.from({ length: 1500 }, (_, i) => `w${i}`).join('  ')],
        Array.from({ length: 1500 }, (_, i) => `w${1499 - i}`).join(' '),
        '1,500 words',
      ],
      [['MiXeD CaSe words'], 'words CaSe MiXeD'],
    ],
    hints: ['Split the sentence into words first; be careful with empty pieces between repeated spaces.'],
    editorial: `
**Idea.** Split on spaces, drop the empty pieces that repeated spaces leave behind, reverse the list and join it with one space. In Python, \`str.split()\` without an argument already ignores runs of whitespace.

**Complexity.** O(n) time and memory.
`,
  }),
  defineProblem({
    slug: 'palindrome-phrase',
    title: 'Palindrome Phrase',
    difficulty: 'easy',
    tags: ['strings', 'two pointers'],
    modules: ['javascript-fundamentals'],
    statement: `
A phrase is a palindrome when, keeping only its letters and digits and ignoring upper or lower case, it reads the same forwards and backwards.

Return \`true\` when \`phrase\` is a palindrome.

**Example:** \`"Was it a car or a cat I saw?"\` → \`true\`.
`,
    constraints: ['0 ≤ phrase.length ≤ 100,000', 'phrase contains printable ASCII characters'],
    limits: { phrase: { length: [0, 100_000], chars: /[ -~]/ } },
    signature: ['isPalindromePhrase', 'phrase: string'],
    returns: 'bool',
    js: palindromePhraseJs,
    py: palindromePhrasePy,
    wrong: [
      {
        why: 'keeps only letters and skips digits, although digits count like letters',
        js: mutate(palindromePhraseJs, 'a-z0-9', 'a-z'),
        py: mutate(palindromePhrasePy, '[i].isalnum', '[i].isalpha', '[j].isalnum', '[j].isalpha'),
      },
    ],
    samples: [
      [['Was it a car or a cat I saw?'], true, 'a question'],
      [['Code, edoc!'], true, 'punctuation ignored'],
      [['developer'], false, 'not a palindrome'],
    ],
    hidden: [
      [[''], true, 'empty'],
      [['!!??'], true, 'no letters at all'],
      [['A1b2B1a'], true, 'digits count like letters'],
      [['1a2'], false],
      [['No lemon, no melon'], true],
      [['ab'], false],
      [[`${'x'.repeat(49_999)}y${'x'.repeat(49_999)}`], true, '99,999 characters'],
      [[`${'x'.repeat(49_999)}yz${'x'.repeat(49_999)}`], false, 'almost a palindrome'],
    ],
    hints: ['Compare from both ends at once.', 'Skip characters that are neither letters nor digits as you go.'],
    editorial: `
**Idea.** Two pointers, one at each end. Move a pointer past anything that is not a letter or digit; otherwise compare the two characters case-insensitively and move both inwards. Stop when they meet.

**Complexity.** O(n) time, O(1) extra memory (no cleaned copy of the string).
`,
  }),
  defineProblem({
    slug: 'running-totals',
    title: 'Running Totals',
    difficulty: 'easy',
    tags: ['arrays', 'prefix sums'],
    modules: ['javascript-collections'],
    statement: `
Return a list where position \`i\` holds the sum of \`nums[0]\` through \`nums[i]\`.

**Example:** \`[3, 1, 4, 1]\` → \`[3, 4, 8, 9]\`.
`,
    constraints: ['0 ≤ nums.length ≤ 100,000', '-10⁴ ≤ nums[i] ≤ 10⁴'],
    limits: { nums: { length: [0, 100_000], each: { int: [-10_000, 10_000] } } },
    signature: ['runningTotals', 'nums: int[]'],
    returns: 'int[]',
    js: runningTotalsJs,
    py: runningTotalsPy,
    wrong: [
      {
        why: 'an off-by-one: the total is stored before the current number is added',
        js: mutate(
          runningTotalsJs,
          '    sum += value;\n    totals.push(sum);',
          '    totals.push(sum);\n    sum += value;',
        ),
        py: mutate(
          runningTotalsPy,
          '        total += value\n        totals.append(total)',
          '        totals.append(total)\n        total += value',
        ),
      },
    ],
    samples: [
      [[[3, 1, 4, 1]], [3, 4, 8, 9], 'four numbers'],
      [[[5]], [5], 'one number'],
      [[[-2, 2, -2]], [-2, 0, -2], 'negatives'],
    ],
    hidden: [
      [[[]], [], 'empty'],
      [[[0, 0, 0]], [0, 0, 0]],
      [[[10000, 10000, 10000]], [10000, 20000, 30000]],
      ...[5, 30, 1000].map((n) => {
        const nums = intsIn(random, n, -10_000, 10_000);
        return [[nums], nums.map((_, i) => nums.slice(0, i + 1).reduce((a, b) => a + b, 0))] as [[number[]], number[]];
      }),
      (() => {
        const nums = Array.from({ length: 100_000 }, (_, i) => (i % 2 ? -1 : 2));
        const expected: number[] = [];
        let s = 0;
        for (const v of nums) {
          s += v;
          expected.push(s);
        }
        return [[nums], expected, '100,000 numbers'] as [[number[]], number[], string];
      })(),
    ],
    hints: ['Keep the sum so far in one variable.'],
    editorial: `
**Idea.** Carry the running sum: each total is the previous total plus the current number. Recomputing each sum from the start would take O(n²).

**Complexity.** O(n) time.
`,
  }),
  defineProblem({
    slug: 'first-unique-character',
    title: 'First Unique Character',
    difficulty: 'easy',
    tags: ['strings', 'hash maps'],
    modules: ['javascript-collections'],
    statement: `
Return the position of the first character of \`text\` that appears in it exactly once, or \`-1\` when there is none.

**Example:** \`"stress"\` → \`1\` (the \`t\`).
`,
    constraints: ['0 ≤ text.length ≤ 100,000', 'text contains lowercase English letters'],
    limits: { text: { length: [0, 100_000], chars: /[a-z]/ } },
    signature: ['firstUniqueCharacter', 'text: string'],
    returns: 'int',
    js: firstUniqueCharacterJs,
    py: firstUniqueCharacterPy,
    wrong: [
      {
        why: 'an off-by-one: the second pass stops before the last character, so a unique last letter is missed',
        js: mutate(firstUniqueCharacterJs, 'i < text.length;', 'i < text.length - 1;'),
        py: mutate(
          firstUniqueCharacterPy,
          'i, c in enumerate(text)',
          'i in range(len(text) - 1)',
          'counts[c]',
          'counts[text[i]]',
        ),
      },
    ],
    samples: [
      [['stress'], 1, 'the t'],
      [['aabb'], -1, 'none'],
      [['developer'], 0, 'the first one'],
    ],
    hidden: [
      [[''], -1, 'empty'],
      [['z'], 0, 'one letter'],
      [['abcabcd'], 6, 'the last one'],
      [['aabbccddeeffg'], 12],
      [['abab'], -1],
      [['rememberthecodee'], 5, 'after several repeats'],
      [[`${'a'.repeat(50_000)}b${'a'.repeat(49_999)}`], 50_000, '100,000 letters'],
      [['qwertyuiopasdfghjklzxcvbnm'.repeat(3846)], -1, 'every letter many times'],
    ],
    hints: ['Count every character first, then look again.'],
    editorial: `
**Idea.** Two passes: count each character, then return the first position whose character has count 1.

**Complexity.** O(n) time; the counts take O(1) memory (at most 26 letters).
`,
  }),
  defineProblem({
    slug: 'balanced-brackets',
    title: 'Balanced Brackets',
    difficulty: 'easy',
    tags: ['stacks', 'strings'],
    modules: ['javascript-collections'],
    statement: `
A string of brackets \`()[]{}\` is balanced when every opening bracket is closed by the same kind of bracket, in the right order.

Return \`true\` when \`brackets\` is balanced. The empty string is balanced.

**Example:** \`"{[()()]}"\` → \`true\`, \`"([)]"\` → \`false\`.
`,
    constraints: ['0 ≤ brackets.length ≤ 100,000', 'brackets contains only ()[]{}'],
    limits: { brackets: { length: [0, 100_000], chars: /[()[\]{}]/ } },
    signature: ['isBalanced', 'brackets: string'],
    returns: 'bool',
    js: `
  const pairs = { ')': '(', ']': '[', '}': '{' };
  const stack = [];
  for (const c of brackets) {
    if (c in pairs) {
      if (stack.pop() !== pairs[c]) return false;
    } else stack.push(c);
  }
  return stack.length === 0;`,
    py: `
def is_balanced(brackets):
    pairs = {')': '(', ']': '[', '}': '{'}
    stack = []
    for c in brackets:
        if c in pairs:
            if not stack or stack.pop() != pairs[c]:
                return False
        else:
            stack.append(c)
    return not stack`,
    wrong: [
      {
        why: 'only counts open brackets against closing ones, ignoring their kind and order, so crossed pairs like "([)]" pass',
        js: `
  let depth = 0;
  for (const c of brackets) {
    if ('([{'.includes(c)) depth++;
    else if (--depth < 0) return false;
  }
  return depth === 0;`,
        py: `
def is_balanced(brackets):
    depth = 0
    for c in brackets:
        if c in '([{':
            depth += 1
        else:
            depth -= 1
            if depth < 0:
                return False
    return depth == 0`,
      },
    ],
    samples: [
      [['{[()()]}'], true, 'nested'],
      [['([)]'], false, 'crossed'],
      [['(('], false, 'never closed'],
    ],
    hidden: [
      [[''], true, 'empty'],
      [['()[]{}'], true],
      [[')('], false, 'closed before opened'],
      [['}'], false],
      [['{{{{}}}}'], true],
      [['[(])'], false],
      [['('.repeat(50_000) + ')'.repeat(50_000)], true, '100,000 deep'],
      [[`${'('.repeat(50_000) + ')'.repeat(49_999)}]`], false, 'wrong at the very end'],
    ],
    hints: ['The most recent unclosed bracket is the one that must close next.'],
    editorial: `
**Idea.** Push opening brackets on a stack. A closing bracket must match the top of the stack (pop it); otherwise the string is not balanced. At the end the stack must be empty.

**Complexity.** O(n) time and O(n) memory.
`,
  }),
  defineProblem({
    slug: 'best-single-trade',
    title: 'Best Single Trade',
    difficulty: 'easy',
    tags: ['arrays', 'greedy'],
    modules: ['javascript-fundamentals'],
    statement: `
\`prices[i]\` is a stock's price on day \`i\`. You may buy once and sell once, on a later day. Return the largest profit you can make, or \`0\` if no trade makes money.

**Example:** \`[7, 2, 5, 1, 6, 4]\` → \`5\` (buy at 1, sell at 6).
`,
    constraints: ['1 ≤ prices.length ≤ 100,000', '0 ≤ prices[i] ≤ 10⁴'],
    limits: { prices: { length: [1, 100_000], each: { int: [0, 10_000] } } },
    signature: ['bestSingleTrade', 'prices: int[]'],
    returns: 'int',
    js: bestSingleTradeJs,
    py: bestSingleTradePy,
    wrong: [
      {
        why: 'takes the highest price minus the lowest, forgetting that the sale must come after the purchase',
        js: mutate(
          bestSingleTradeJs,
          'let best = 0',
          'let highest = 0',
          'best = Math.max(best, price - lowest)',
          'highest = Math.max(highest, price)',
          'return best',
          'return highest - lowest',
        ),
        py: `
def best_single_trade(prices):
    return max(prices) - min(prices)`,
      },
    ],
    samples: [
      [[[7, 2, 5, 1, 6, 4]], 5, 'buy low, sell later'],
      [[[9, 7, 4, 1]], 0, 'prices only fall'],
      [[[1, 2]], 1, 'two days'],
    ],
    hidden: [
      [[[5]], 0, 'one day'],
      [[[3, 3, 3]], 0],
      [[[2, 10, 1, 4]], 8, 'the best buy is not the lowest price'],
      ...[6, 40, 1500].map((n) => {
        const prices = intsIn(random, n, 0, 10_000);
        return [[prices], profitOracle(prices)] as [[number[]], number];
      }),
      (() => {
        const prices = Array.from({ length: 100_000 }, (_, i) => 10_000 - (i % 10_000));
        return [[prices], 9_999, '100,000 days'] as [[number[]], number, string];
      })(),
    ],
    hints: ['If you sell today, which day should you have bought?'],
    editorial: `
**Idea.** Selling on day \`i\`, the best buy is the lowest price before it. Walk the days keeping the lowest price so far and the best profit so far.

**Complexity.** O(n) time, O(1) memory.
`,
  }),
  defineProblem({
    slug: 'merge-sorted-lists',
    title: 'Merge Two Sorted Lists',
    difficulty: 'easy',
    tags: ['arrays', 'two pointers'],
    modules: ['javascript-collections'],
    statement: `
Both \`a\` and \`b\` are sorted in ascending order. Return one ascending list with all their numbers.

**Example:** \`a = [1, 4, 9]\`, \`b = [2, 4, 10, 11]\` → \`[1, 2, 4, 4, 9, 10, 11]\`.
`,
    constraints: ['0 ≤ a.length, b.length ≤ 50,000', '-10⁹ ≤ a[i], b[i] ≤ 10⁹'],
    limits: {
      a: { length: [0, 50_000], each: { int: [-1_000_000_000, 1_000_000_000] } },
      b: { length: [0, 50_000], each: { int: [-1_000_000_000, 1_000_000_000] } },
    },
    relations: [
      {
        rule: 'a and b are sorted ascending',
        holds: (a: number[], b: number[]) => [a, b].every((l) => l.every((x, i) => i === 0 || l[i - 1] <= x)),
      },
    ],
    signature: ['mergeSorted', 'a: int[]', 'b: int[]'],
    returns: 'int[]',
    js: mergeSortedListsJs,
    py: mergeSortedListsPy,
    wrong: [
      {
        why: 'stops as soon as one list runs out and forgets the rest of the other',
        js: mutate(
          mergeSortedListsJs,
          'i < a.length || j',
          'i < a.length && j',
          'j >= b.length || (i < a.length && a[i] <= b[j])',
          'a[i] <= b[j]',
        ),
        py: mutate(
          mergeSortedListsPy,
          ' or j < len(b)',
          ' and j < len(b)',
          'j >= len(b) or (i < len(a) and a[i] <= b[j])',
          'a[i] <= b[j]',
        ),
      },
    ],
    samples: [
      [
        [
          [1, 4, 9],
          [2, 4, 10, 11],
        ],
        [1, 2, 4, 4, 9, 10, 11],
        'interleaved',
      ],
      [[[], [3]], [3], 'one list empty'],
      [
        [
          [-5, 0],
          [-6, 7],
        ],
        [-6, -5, 0, 7],
        'negatives',
      ],
    ],
    hidden: [
      [[[], []], [], 'both empty'],
      [
        [
          [1, 1, 1],
          [1, 1],
        ],
        [1, 1, 1, 1, 1],
        'all equal',
      ],
      [
        [
          [10, 20],
          [1, 2],
        ],
        [1, 2, 10, 20],
        'one list entirely first',
      ],
      ...[10, 200, 5000].map((n) => {
        const a = intsIn(random, n, -1_000_000, 1_000_000).sort((x, y) => x - y);
        const b = intsIn(random, Math.floor(n / 2), -1_000_000, 1_000_000).sort((x, y) => x - y);
        return [[a, b], [...a, ...b].sort((x, y) => x - y)] as [[number[], number[]], number[]];
      }),
      (() => {
        const a = Array.from({ length: 50_000 }, (_, i) => 2 * i);
        const b = Array.from({ length: 50_000 }, (_, i) => 2 * i + 1);
        return [[a, b], Array.from({ length: 100_000 }, (_, i) => i), '100,000 numbers'] as [
          [number[], number[]],
          number[],
          string,
        ];
      })(),
    ],
    hints: ['The smallest remaining number is at the front of one of the two lists.'],
    editorial: `
**Idea.** Keep a position in each list and repeatedly take the smaller front element; when one list runs out, take the rest of the other. Concatenating and sorting works too, but costs O(n log n).

**Complexity.** O(a + b) time.
`,
  }),
  defineProblem({
    slug: 'fizz-buzz-list',
    title: 'Fizz Buzz List',
    difficulty: 'easy',
    tags: ['math', 'strings'],
    modules: ['javascript-fundamentals'],
    statement: `
Return the list of the numbers 1 to \`n\` as strings, except that multiples of 3 become \`"Fizz"\`, multiples of 5 become \`"Buzz"\`, and multiples of both become \`"FizzBuzz"\`.

**Example:** \`n = 5\` → \`["1", "2", "Fizz", "4", "Buzz"]\`.
`,
    constraints: ['0 ≤ n ≤ 100,000'],
    limits: { n: { int: [0, 100_000] } },
    signature: ['fizzBuzzList', 'n: int'],
    returns: 'string[]',
    js: fizzBuzzListJs,
    py: fizzBuzzListPy,
    wrong: [
      {
        why: 'tests multiples of 3 before multiples of 15, so 15, 30, \u2026 become "Fizz" instead of "FizzBuzz"',
        js: mutate(
          fizzBuzzListJs,
          "i % 15 === 0 ? 'FizzBuzz' : ",
          '',
          'String(i)',
          "i % 15 === 0 ? 'FizzBuzz' : String(i)",
        ),
        py: mutate(
          fizzBuzzListPy,
          "'FizzBuzz' if i % 15 == 0 else ",
          '',
          'str(i)',
          "'FizzBuzz' if i % 15 == 0 else str(i)",
        ),
      },
    ],
    samples: [
      [[5], ['1', '2', 'Fizz', '4', 'Buzz'], 'to five'],
      [[1], ['1'], 'just one'],
      [
        [15],
        ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz', '11', 'Fizz', '13', '14', 'FizzBuzz'],
        'to fifteen',
      ],
    ],
    hidden: (() => {
      const fb = (n: number) =>
        Array.from({ length: n }, (_, k) => {
          const i = k + 1;
          return i % 3 === 0 && i % 5 === 0 ? 'FizzBuzz' : i % 3 === 0 ? 'Fizz' : i % 5 === 0 ? 'Buzz' : `${i}`;
        });
      return [
        [[0], [], 'zero'],
        [[3], fb(3)],
        [[10], fb(10)],
        [[30], fb(30)],
        [[31], fb(31)],
        [[99], fb(99)],
        [[100_000], fb(100_000), 'one hundred thousand'],
      ] as [[number], string[], string?][];
    })(),
    hints: ['Check the multiple of both 3 and 5 first.'],
    editorial: `
**Idea.** Loop from 1 to \`n\`; test divisibility by 15 first (both), then 3, then 5, else the number itself.

**Complexity.** O(n).
`,
  }),
  defineProblem({
    slug: 'missing-number',
    title: 'The Missing Number',
    difficulty: 'easy',
    tags: ['math', 'arrays'],
    modules: ['javascript-fundamentals'],
    statement: `
\`nums\` holds \`n\` different numbers taken from \`0, 1, …, n\`: exactly one of those \`n + 1\` numbers is missing. Return it.

**Example:** \`[3, 0, 1]\` → \`2\`.
`,
    constraints: ['1 ≤ nums.length ≤ 100,000', '0 ≤ nums[i] ≤ nums.length', 'all numbers are different'],
    limits: { nums: { length: [1, 100_000], each: { int: [0, 100_000] }, distinct: true } },
    relations: [
      { rule: '0 ≤ nums[i] ≤ nums.length', holds: (nums: number[]) => nums.every((x) => x >= 0 && x <= nums.length) },
    ],
    signature: ['missingNumber', 'nums: int[]'],
    returns: 'int',
    js: `
  const n = nums.length;
  let sum = (n * (n + 1)) / 2;
  for (const value of nums) sum -= value;
  return sum;`,
    py: `
def missing_number(nums):
    n = len(nums)
    return n * (n + 1) // 2 - sum(nums)`,
    wrong: [
      {
        why: 'looks for the first position that does not hold its own number and forgets the case where the largest number, n, is the missing one',
        js: `
  const sorted = [...nums].sort((x, y) => x - y);
  for (let i = 0; i < sorted.length; i++) if (sorted[i] !== i) return i;
  return -1;`,
        py: `
def missing_number(nums):
    ordered = sorted(nums)
    for i, value in enumerate(ordered):
        if value != i:
            return i
    return -1`,
      },
    ],
    samples: [
      [[[3, 0, 1]], 2, 'in the middle'],
      [[[0, 1]], 2, 'the largest'],
      [[[1]], 0, 'zero'],
    ],
    hidden: [
      [[[0]], 1],
      [[[2, 0]], 1],
      ...[10, 100, 5000].map((n) => {
        const missing = intIn(random, 0, n);
        const nums = Array.from({ length: n + 1 }, (_, i) => i).filter((v) => v !== missing);
        for (let i = nums.length - 1; i > 0; i--) {
          const j = intIn(random, 0, i);
          [nums[i], nums[j]] = [nums[j], nums[i]];
        }
        return [[nums], missing] as [[number[]], number];
      }),
      [[Array.from({ length: 100_000 }, (_, i) => i + 1)], 0, '100,000 numbers without 0'],
      [[Array.from({ length: 100_000 }, (_, i) => i)], 100_000, '100,000 numbers without the largest'],
    ],
    hints: ['You know what all n + 1 numbers add up to.'],
    editorial: `
**Idea.** \`0 + 1 + … + n = n(n + 1)/2\`. Subtract every number in the list; what remains is the missing one. (XOR-ing all indices and values works too.)

**Complexity.** O(n) time, O(1) memory.
`,
  }),
  defineProblem({
    slug: 'find-in-sorted-list',
    title: 'Find in a Sorted List',
    difficulty: 'easy',
    tags: ['binary search'],
    statement: `
\`nums\` is sorted in ascending order and its numbers are all different. Return the position of \`target\`, or \`-1\` when it is not there. Aim for O(log n).

**Example:** \`nums = [-3, 0, 4, 9, 12]\`, \`target = 9\` → \`3\`.
`,
    constraints: ['0 ≤ nums.length ≤ 100,000', '-10⁹ ≤ nums[i], target ≤ 10⁹', 'nums is strictly increasing'],
    limits: {
      nums: { length: [0, 100_000], each: { int: [-1_000_000_000, 1_000_000_000] } },
      target: { int: [-1_000_000_000, 1_000_000_000] },
    },
    relations: [
      {
        rule: 'nums is strictly increasing',
        holds: (nums: number[]) => nums.every((x, i) => i === 0 || nums[i - 1] < x),
      },
    ],
    signature: ['findInSorted', 'nums: int[]', 'target: int'],
    returns: 'int',
    js: findInSortedListJs,
    py: findInSortedListPy,
    wrong: [
      {
        why: 'an off-by-one: the loop runs while lo < hi, so a range of one element is never checked',
        js: mutate(findInSortedListJs, 'lo <= hi', 'lo < hi'),
        py: mutate(findInSortedListPy, 'lo <= hi', 'lo < hi'),
      },
    ],
    samples: [
      [[[-3, 0, 4, 9, 12], 9], 3, 'present'],
      [[[-3, 0, 4, 9, 12], 5], -1, 'absent'],
      [[[7], 7], 0, 'one number'],
    ],
    hidden: [
      [[[], 1], -1, 'empty'],
      [[[1, 2, 3], 1], 0, 'the first'],
      [[[1, 2, 3], 3], 2, 'the last'],
      [[[1, 2, 3], 0], -1, 'below all'],
      [[[1, 2, 3], 4], -1, 'above all'],
      ...[1000, 100_000].flatMap((n) => {
        const nums = Array.from({ length: n }, (_, i) => i * 2 - n);
        const at = intIn(random, 0, n - 1);
        return [
          [[nums, nums[at]], at],
          [[nums, nums[at] + 1], -1],
        ] as [[number[], number], number][];
      }),
    ],
    hints: ['Compare with the middle element: which half can still hold the target?'],
    editorial: `
**Idea.** Binary search: keep the range \`[lo, hi]\` that could hold the target; compare with the middle and drop the half that cannot.

**Complexity.** O(log n) time, O(1) memory.
`,
  }),
];
