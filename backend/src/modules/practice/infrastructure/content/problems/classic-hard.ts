import type { ProblemContent } from '../../../domain/problem.js';
import { defineProblem, intIn, intsIn, mutate, seeded } from './define.js';

/**
 * Hard practice problems of classic algorithms (issue 30), each framed in a lesson's world: a line
 * diff (git-basics), linking duplicate customer records (data-cleaning), CI runners for a job queue
 * (ci-cd-pipelines), a sprint plan (ux-design-process) and the cheapest rows of a cross join
 * (sql-joins-and-aggregation). Every one carries deliberately wrong solutions.
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

/** Customers as groups of record indices: labels spread over shared contacts until nothing changes (no union-find). */
const customersOracle = (records: string[][]) => {
  const norm = (c: string) => (c.includes('@') ? c.toLowerCase() : c.replace(/[^0-9]/g, ''));
  const label = records.map((_, i) => i);
  let changed = true;
  while (changed) {
    changed = false;
    const least = new Map<string, number>();
    records.forEach((contacts, i) => {
      for (const c of contacts) least.set(norm(c), Math.min(least.get(norm(c)) ?? label[i], label[i]));
    });
    records.forEach((contacts, i) => {
      for (const c of contacts) {
        const l = least.get(norm(c)) as number;
        if (l < label[i]) {
          label[i] = l;
          changed = true;
        }
      }
    });
  }
  const groups: number[][] = [];
  label.forEach((l, i) => {
    const g = groups.find((group) => label[group[0]] === l);
    if (g) g.push(i);
    else groups.push([i]);
  });
  return groups;
};
const FIRST = ['ada', 'linus', 'grace', 'alan', 'barbara', 'ken', 'radia', 'tim', 'margaret', 'dennis'];
const DOMAINS = ['mail.io', 'shop.example', 'corp.dev'];
/** A pool of contacts (emails and phone digits) and records that each take 1 to 5 of them, written in varied forms. */
const customerRecords = (n: number, poolSize: number) => {
  const pool = Array.from({ length: poolSize }, (_, k) =>
    random() < 0.6
      ? `${pick(FIRST)}.${k}@${pick(DOMAINS)}`
      : Array.from({ length: intIn(random, 7, 12) }, () => intIn(random, 0, 9)).join(''),
  );
  const written = (c: string) => {
    if (c.includes('@')) return [...c].map((ch) => (random() < 0.3 ? ch.toUpperCase() : ch)).join('');
    const style = intIn(random, 0, 2);
    if (style === 0) return c;
    if (style === 1) return `(${c.slice(0, 3)}) ${c.slice(3, 6)}-${c.slice(6)}`;
    return c.replace(/(...)(?=.)/g, '$1 ');
  };
  return Array.from({ length: n }, () => Array.from({ length: intIn(random, 1, 5) }, () => written(pick(pool))));
};

/** Runner assignment by plain simulation: scan every runner for each job (no heaps). */
const runnersOracle = (jobs: number[][], runners: number) => {
  const freeAt = new Array<number>(runners).fill(0);
  const out: number[][] = jobs.map(() => []);
  const order = jobs.map((_, i) => i).sort((a, b) => jobs[a][0] - jobs[b][0] || a - b);
  for (const i of order) {
    const [ready, duration] = jobs[i];
    let chosen = freeAt.findIndex((t) => t <= ready);
    if (chosen === -1) {
      chosen = 0;
      for (let r = 1; r < runners; r++) if (freeAt[r] < freeAt[chosen]) chosen = r;
    }
    const start = Math.max(ready, freeAt[chosen]);
    freeAt[chosen] = start + duration;
    out[i] = [chosen, start];
  }
  return out;
};
const randomJobs = (n: number, span: number, maxDuration: number) =>
  Array.from({ length: n }, () => [intIn(random, 0, span), intIn(random, 1, maxDuration)]);

/** Whether one ascending list of indices comes before another (at the first difference, the smaller index). */
const lexLess = (a: number[], b: number[]) => {
  for (let k = 0; k < Math.min(a.length, b.length); k++) if (a[k] !== b[k]) return a[k] < b[k];
  return a.length < b.length;
};
/** The sprint plan by a different DP: forward over features, by exact effort, carrying the chosen lists themselves. */
const sprintOracle = (efforts: number[], values: number[], capacity: number) => {
  // exact[e]: the best plan of exactly effort e so far (most value, then the smallest list), or null
  let exact: ({ value: number; picked: number[] } | null)[] = Array.from({ length: capacity + 1 }, () => null);
  exact[0] = { value: 0, picked: [] };
  efforts.forEach((effort, i) => {
    const next = [...exact];
    for (let e = effort; e <= capacity; e++) {
      const from = exact[e - effort];
      if (!from) continue;
      const plan = { value: from.value + values[i], picked: [...from.picked, i] };
      const here = next[e];
      if (!here || plan.value > here.value || (plan.value === here.value && lexLess(plan.picked, here.picked)))
        next[e] = plan;
    }
    exact = next;
  });
  let best = { value: 0, picked: [] as number[] };
  for (const plan of exact) if (plan && plan.value > best.value) best = plan;
  return best.picked;
};
/** Every plan tried (small inputs only): most value, then least effort, then the smallest list. */
const sprintBrute = (efforts: number[], values: number[], capacity: number) => {
  let best = { value: 0, effort: 0, picked: [] as number[] };
  for (let mask = 0; mask < 1 << efforts.length; mask++) {
    const picked = efforts.map((_, i) => i).filter((i) => mask & (1 << i));
    const effort = picked.reduce((sum, i) => sum + efforts[i], 0);
    const value = picked.reduce((sum, i) => sum + values[i], 0);
    if (effort > capacity) continue;
    if (
      value > best.value ||
      (value === best.value && effort < best.effort) ||
      (value === best.value && effort === best.effort && lexLess(picked, best.picked))
    )
      best = { value, effort, picked };
  }
  return best.picked;
};
/** Features whose efforts and values are mostly multiples of a few sizes, so that many plans tie. */
const sprintFeatures = (n: number, maxEffort: number, maxValue: number, step: number) => ({
  efforts: Array.from({ length: n }, () => step * intIn(random, 1, Math.floor(maxEffort / step))),
  values: Array.from({ length: n }, () => step * intIn(random, 1, Math.floor(maxValue / step))),
});

/**
 * The k cheapest combos, plainly: a pair (i, j) has at least (i + 1)(j + 1) pairs at or before it in the
 * query's order, so only pairs with (i + 1)(j + 1) <= k can make the cut; sort all of those.
 */
const combosOracle = (mains: number[], sides: number[], k: number) => {
  const pairs: number[][] = [];
  for (let i = 0; i < mains.length && i + 1 <= k; i++)
    for (let j = 0; j < sides.length && (i + 1) * (j + 1) <= k; j++) pairs.push([mains[i] + sides[j], i, j]);
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  return pairs.slice(0, k).map(([, i, j]) => [i, j]);
};
const sortedPrices = (n: number, lo: number, hi: number) => intsIn(random, n, lo, hi).sort((a, b) => a - b);

/* ---------- References: the wrong solutions in the problems below are mutations of them ---------- */

const linkCustomerRecordsJs = `
  // Union-find over record indices: parent[i] leads towards the root of i's customer.
  const parent = records.map((_, i) => i);
  const firstWith = new Map();
  for (let i = 0; i < records.length; i++) {
    for (const contact of records[i]) {
      const key = contact.includes('@') ? contact.toLowerCase() : contact.replace(/[^0-9]/g, '');
      if (!firstWith.has(key)) {
        firstWith.set(key, i);
        continue;
      }
      let a = i;
      while (parent[a] !== a) a = parent[a] = parent[parent[a]];
      let b = firstWith.get(key);
      while (parent[b] !== b) b = parent[b] = parent[parent[b]];
      // The smaller index becomes the root, so a root is its group's smallest record.
      if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
    }
  }
  const groups = new Map();
  for (let i = 0; i < records.length; i++) {
    let root = i;
    while (parent[root] !== root) root = parent[root];
    if (!groups.has(root)) groups.set(root, []);
    groups.get(root).push(i);
  }
  return [...groups.values()];`;
const linkCustomerRecordsPy = `
def merge_customers(records):
    # Union-find over record indices: parent[i] leads towards the root of i's customer.
    parent = list(range(len(records)))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    first_with = {}
    for i, contacts in enumerate(records):
        for contact in contacts:
            if "@" in contact:
                key = contact.lower()
            else:
                key = "".join(ch for ch in contact if ch in "0123456789")
            if key not in first_with:
                first_with[key] = i
                continue
            a, b = find(i), find(first_with[key])
            if a != b:
                parent[max(a, b)] = min(a, b)
    groups = {}
    for i in range(len(records)):
        groups.setdefault(find(i), []).append(i)
    return list(groups.values())`;

const assignCiRunnersJs = `
  // Heaps of plain numbers: idle holds runner numbers; busy holds freeAt * 1024 + runner,
  // so the smallest key is the earliest free runner, the smaller number on a tie (runners < 1024).
  const idle = Array.from({ length: runners }, (_, r) => r);
  const busy = idle.slice(0, 0);
  const order = jobs.map((_, i) => i).sort((a, b) => jobs[a][0] - jobs[b][0] || a - b);
  const result = jobs.map(() => [0, 0]);
  for (const i of order) {
    const [ready, duration] = jobs[i];
    // Every runner free at or before this job's minute is idle now.
    while (busy.length > 0 && Math.floor(busy[0] / 1024) <= ready) heapPush(idle, heapPop(busy) % 1024);
    let runner = 0;
    let start = ready;
    if (idle.length > 0) runner = heapPop(idle);
    else {
      const key = heapPop(busy);
      runner = key % 1024;
      start = Math.floor(key / 1024);
    }
    heapPush(busy, (start + duration) * 1024 + runner);
    result[i] = [runner, start];
  }
  return result;`;
const assignCiRunnersJsHelpers = `
function heapPush(heap = [0], value = 0) {
  heap.push(value);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (heap[parent] <= heap[i]) break;
    [heap[parent], heap[i]] = [heap[i], heap[parent]];
    i = parent;
  }
}

function heapPop(heap = [0]) {
  const top = heap[0];
  const last = heap.pop() ?? top;
  if (heap.length > 0) {
    heap[0] = last;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      let least = i;
      if (left < heap.length && heap[left] < heap[least]) least = left;
      if (left + 1 < heap.length && heap[left + 1] < heap[least]) least = left + 1;
      if (least === i) break;
      [heap[least], heap[i]] = [heap[i], heap[least]];
      i = least;
    }
  }
  return top;
}`;
const assignCiRunnersPy = `
import heapq


def assign_runners(jobs, runners):
    order = sorted(range(len(jobs)), key=lambda i: (jobs[i][0], i))
    idle = list(range(runners))  # a sorted list is a valid heap
    busy = []  # (free_at, runner)
    result = [None] * len(jobs)
    for i in order:
        ready, duration = jobs[i]
        # Every runner free at or before this job's minute is idle now.
        while busy and busy[0][0] <= ready:
            heapq.heappush(idle, heapq.heappop(busy)[1])
        if idle:
            runner, start = heapq.heappop(idle), ready
        else:
            start, runner = heapq.heappop(busy)
        heapq.heappush(busy, (start + duration, runner))
        result[i] = [runner, start]
    return result`;

const cheapestMenuCombosJs = `
  // One candidate per main: its cheapest side not yet listed, as [total, main, side].
  // Only the first k mains can appear (main i's cheapest combo comes after those of mains 0..i-1).
  const heap = [[mains[0] + sides[0], 0, 0]];
  for (let i = 1; i < Math.min(mains.length, k); i++) heapPush(heap, [mains[i] + sides[0], i, 0]);
  const result = [];
  while (result.length < k && heap.length > 0) {
    const [, main, side] = heapPop(heap);
    result.push([main, side]);
    if (side + 1 < sides.length) heapPush(heap, [mains[main] + sides[side + 1], main, side + 1]);
  }
  return result;`;
const cheapestMenuCombosJsHelpers = `
function before(a = [0, 0, 0], b = [0, 0, 0]) {
  return a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];
}

function heapPush(heap = [[0, 0, 0]], item = [0, 0, 0]) {
  heap.push(item);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!before(heap[i], heap[parent])) break;
    [heap[parent], heap[i]] = [heap[i], heap[parent]];
    i = parent;
  }
}

function heapPop(heap = [[0, 0, 0]]) {
  const top = heap[0];
  const last = heap.pop() ?? top;
  if (heap.length > 0) {
    heap[0] = last;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      let least = i;
      if (left < heap.length && before(heap[left], heap[least])) least = left;
      if (left + 1 < heap.length && before(heap[left + 1], heap[least])) least = left + 1;
      if (least === i) break;
      [heap[least], heap[i]] = [heap[i], heap[least]];
      i = least;
    }
  }
  return top;
}`;
const cheapestMenuCombosPy = `
import heapq


def cheapest_combos(mains, sides, k):
    # One candidate per main: its cheapest side not yet listed, as (total, main, side).
    # Only the first k mains can appear (main i's cheapest combo comes after those of mains 0..i-1).
    heap = [(mains[i] + sides[0], i, 0) for i in range(min(len(mains), k))]
    heapq.heapify(heap)
    result = []
    while heap and len(result) < k:
        _, main, side = heapq.heappop(heap)
        result.append([main, side])
        if side + 1 < len(sides):
            heapq.heappush(heap, (mains[main] + sides[side + 1], main, side + 1))
    return result`;

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
  defineProblem({
    slug: 'link-customer-records',
    title: 'Link Customer Records',
    difficulty: 'hard',
    tags: ['union-find', 'graphs', 'data cleaning'],
    modules: ['data-cleaning', 'data-modeling'],
    statement: `
A CRM export has one record per sign-up, and the same person often signed up more than once. Each record is a list of contacts: email addresses and phone numbers. Two records belong to the **same customer** when they share a contact, directly or through a chain of records (if records 0 and 1 share an email and records 1 and 2 share a phone, all three are one customer).

Contacts are compared after cleaning, as the data-cleaning lesson does before looking for duplicates:
- a contact containing \`@\` is an email, compared with letter case ignored (\`Ada@Mail.io\` is \`ada@mail.io\`);
- any other contact is a phone number, compared by its digits only (\`(555) 010-2030\`, \`555 010 2030\` and \`5550102030\` are one number, but \`+1 555 010 2030\` is a different one: its digits start with 1).

Return the customers as groups of record indices: each group in ascending order, the groups ordered by their smallest index. Every record is in exactly one group; a record that shares nothing is a group of its own. No records give no groups.

**Example:** \`[["ada@mail.io"], ["555-0100"], ["ADA@mail.io", "555 0100"]]\` → \`[[0, 1, 2]]\` (record 2 links the other two).
`,
    constraints: [
      '0 ≤ records.length ≤ 2,000',
      '1 ≤ records[i].length ≤ 5',
      'each contact has 3 to 40 characters: letters, digits, spaces and @ . + ( ) _ -',
      'a phone number (a contact without @) has 7 to 15 digits',
    ],
    limits: {
      records: {
        length: [0, 2_000],
        each: { length: [1, 5], each: { length: [3, 40], chars: /[A-Za-z0-9 @.+()_-]/ } },
      },
    },
    relations: [
      {
        rule: 'a contact without @ has 7 to 15 digits',
        holds: (records: string[][]) =>
          records.every((contacts) =>
            contacts.every((c) => c.includes('@') || /^(?:[^0-9]*[0-9]){7,15}[^0-9]*$/.test(c)),
          ),
      },
    ],
    signature: ['mergeCustomers', 'records: string[][]'],
    returns: 'int[][]',
    js: linkCustomerRecordsJs,
    py: linkCustomerRecordsPy,
    wrong: [
      {
        why: 'compares contacts as written: misses the same email in another letter case and the same phone written with spaces or dashes',
        js: mutate(
          linkCustomerRecordsJs,
          `for (const contact of records[i]) {
      const key = contact.includes('@') ? contact.toLowerCase() : contact.replace(/[^0-9]/g, '');
      if (!firstWith.has(key)) {`,
          'for (const key of records[i]) {\n      if (!firstWith.has(key)) {',
          '] = parent[parent[a]]',
          ']',
          '] = parent[parent[b]',
          '',
        ),
        py: mutate(
          linkCustomerRecordsPy,
          `parent[x] = parent[parent[x]]
            x = parent[x]
        return x`,
          'x = parent[x]\n        return x',
          'contact in',
          'key in',
          `:
            if "@" in contact:
                key = contact.lower()
            else:
                key = "".join(ch for ch in contact if ch in "0123456789")`,
          ':',
        ),
      },
      {
        why: 'one pass without union-find: a record joins the group of the first earlier record it shares a contact with, so a record that links two existing groups never merges them',
        js: `
  const groupOf = new Map();
  const groups = [];
  for (let i = 0; i < records.length; i++) {
    const keys = records[i].map((c) => (c.includes('@') ? c.toLowerCase() : c.replace(/[^0-9]/g, '')));
    const known = keys.find((k) => groupOf.has(k));
    let g = groupOf.get(known);
    if (known === undefined) {
      g = groups.length;
      groups.push([i]);
    } else groups[g].push(i);
    for (const k of keys) if (!groupOf.has(k)) groupOf.set(k, g);
  }
  return groups;`,
        py: `
def merge_customers(records):
    group_of = {}
    groups = []
    for i, contacts in enumerate(records):
        keys = [c.lower() if "@" in c else "".join(ch for ch in c if ch.isdigit()) for c in contacts]
        known = [group_of[k] for k in keys if k in group_of]
        if known:
            g = known[0]
        else:
            groups.append([])
            g = len(groups) - 1
        groups[g].append(i)
        for k in keys:
            group_of.setdefault(k, g)
    return groups`,
      },
    ],
    samples: [
      [[[['ada@mail.io'], ['555-0100'], ['ADA@mail.io', '555 0100']]], [[0, 1, 2]], 'one record links the other two'],
      [
        [[['tim@shop.example', '(555) 010-2030'], ['grace@corp.dev'], ['5550102030'], ['ken@shop.example']]],
        [[0, 2], [1], [3]],
        'the same phone written two ways',
      ],
      [
        [[['+1 555 010 2030'], ['555 010 2030'], ['1-555-010-2030']]],
        [[0, 2], [1]],
        'a country code is part of the digits',
      ],
    ],
    hidden: rows([
      [[[]], [], 'no records'],
      [[[['only@one.io']]], [[0]], 'one record'],
      [[[['a@x.io'], ['b@x.io'], ['c@x.io']]], [[0], [1], [2]], 'nobody shares anything'],
      [[[['a@x.io', 'a@x.io'], ['A@X.IO']]], [[0, 1]], 'a contact repeated inside a record'],
      [
        [
          [
            ['a@x.io'],
            ['b@x.io'],
            ['c@x.io'],
            ['d@x.io'],
            ['c@x.io', 'd@x.io'],
            ['b@x.io', 'c@x.io'],
            ['a@x.io', 'b@x.io'],
          ],
        ],
        [[0, 1, 2, 3, 4, 5, 6]],
        'a chain found from the end',
      ],
      [
        [[['p@q.io'], ['r@s.io'], ['t@u.io'], ['r@s.io', 't@u.io'], ['p@q.io']]],
        [
          [0, 4],
          [1, 2, 3],
        ],
        'a late record merges two groups',
      ],
      [
        [[['Ada.Lovelace@Mail.io', '020 7946 0000'], ['ada.lovelace@mail.io'], ['(020) 7946-0000']]],
        [[0, 1, 2]],
        'case and punctuation together',
      ],
      ...[
        [10, 12],
        [60, 400],
        [300, 1_500],
        [2_000, 10_000],
        [2_000, 20_000],
      ].map(([n, pool]): Row => {
        const records = customerRecords(n, pool);
        return [[records], customersOracle(records)];
      }),
      (() => {
        const records = Array.from({ length: 2_000 }, (_, i) => [`user${i}@chain.io`, `USER${i + 1}@chain.io`]);
        return [[records], [records.map((_, i) => i)], 'two thousand records in one chain'] as Row;
      })(),
    ]),
    hints: [
      'Think of records as nodes and shared contacts as edges: a customer is a connected group. Clean each contact into a key first.',
      'Remember, for each cleaned contact, the first record that had it; every later record with that contact belongs with that one.',
      'A structure that can join two groups and tell which group a record is in, almost in constant time, is union-find (a disjoint-set forest).',
    ],
    editorial: `
**Idea.** Records are nodes; two records sharing a cleaned contact are joined; a customer is a connected component. Build the cleaned key of each contact (lower case for an email, only the digits for a phone), remember the first record that had each key, and **union** every later record with it. A union-find keeps, for each record, a parent pointer towards its group's root; \`find\` follows the pointers (halving the path as it goes), \`union\` points one root at the other. Making the smaller index the root keeps the groups easy to order, but any root works as long as the output is built in index order: walk the records from 0 upwards and append each to its root's list, so each list is ascending and lists appear in order of their smallest index.

**Why not one pass?** Assigning each record to the group of the first contact already seen fails when a record links two groups that were separate until then: a union merges them, a plain map does not.

**Complexity.** About O(C × α(n)) for C contacts in all, nearly linear. A graph search (BFS over records, through a map from key to records) works too.
`,
  }),
  defineProblem({
    slug: 'assign-ci-runners',
    title: 'Assign CI Runners',
    difficulty: 'hard',
    tags: ['heap', 'simulation', 'sorting'],
    modules: ['ci-cd-pipelines'],
    statement: `
A team's CI has a fixed pool of \`runners\` self-hosted machines, numbered from 0. Each job in \`jobs\` is \`[readyAt, duration]\`: it is queued at minute \`readyAt\` and keeps a runner busy for \`duration\` minutes once it starts. A runner that finishes a job at minute t can start another one at minute t.

The queue is first in, first out: jobs start in order of \`readyAt\`, and jobs queued at the same minute in order of their index in \`jobs\` (the list itself may be in any order). When a job's turn comes:
- if some runner is idle at its \`readyAt\`, the job starts then, on the **idle runner with the smallest number**;
- otherwise it waits for the **runner that frees up first** (the smaller number if several free up at the same minute) and starts the moment that runner is free.

Return, for each job in the order of \`jobs\`, \`[runner, startedAt]\`. No jobs give an empty list.

**Example:** \`jobs = [[0, 5], [1, 3], [2, 4], [4, 2]]\`, \`runners = 2\` → \`[[0, 0], [1, 1], [1, 4], [0, 5]]\`: the third job waits for runner 1 (free at minute 4), the last one for runner 0 (free at 5).
`,
    constraints: [
      '0 ≤ jobs.length ≤ 20,000',
      'jobs[i] = [readyAt, duration] with 0 ≤ readyAt ≤ 10⁹ and 1 ≤ duration ≤ 10⁶',
      '1 ≤ runners ≤ 1,000',
    ],
    limits: {
      jobs: { length: [0, 20_000], each: { tuple: [{ int: [0, 1_000_000_000] }, { int: [1, 1_000_000] }] } },
      runners: { int: [1, 1_000] },
    },
    signature: ['assignRunners', 'jobs: int[][]', 'runners: int'],
    returns: 'int[][]',
    js: assignCiRunnersJs,
    jsHelpers: assignCiRunnersJsHelpers,
    py: assignCiRunnersPy,
    wrong: [
      {
        why: 'a runner that finishes at minute t is not reused for a job ready at t (< instead of <=)',
        js: mutate(assignCiRunnersJs, '<=', '<'),
        jsHelpers: assignCiRunnersJsHelpers,
        py: mutate(assignCiRunnersPy, '<=', '<'),
      },
      {
        why: 'takes the jobs in the order of the list instead of the queue order (by readyAt, then index)',
        js: mutate(
          assignCiRunnersJs,
          `const order = jobs.map((_, i) => i).sort((a, b) => jobs[a][0] - jobs[b][0] || a - b);
  const result = jobs.map(() => [0, 0]);
  for (const i of order) {
    const [`,
          'return jobs.map(([',
          '] = jobs[i];',
          ']) => {',
          '= Math.',
          '= Math.max(ready, Math.',
          ';\n    }',
          ');\n    }',
          `result[i] = [runner, start];
  }
  return result;`,
          'return [runner, start];\n  });',
        ),
        jsHelpers: assignCiRunnersJsHelpers,
        py: `
import heapq


def assign_runners(jobs, runners):
    idle = list(range(runners))
    busy = []
    result = []
    for ready, duration in jobs:
        while busy and busy[0][0] <= ready:
            heapq.heappush(idle, heapq.heappop(busy)[1])
        if idle:
            runner, start = heapq.heappop(idle), ready
        else:
            start, runner = heapq.heappop(busy)
            start = max(start, ready)
        heapq.heappush(busy, (start + duration, runner))
        result.append([runner, start])
    return result`,
      },
    ],
    samples: [
      [
        [
          [
            [0, 5],
            [1, 3],
            [2, 4],
            [4, 2],
          ],
          2,
        ],
        [
          [0, 0],
          [1, 1],
          [1, 4],
          [0, 5],
        ],
        'two runners, two jobs wait',
      ],
      [
        [
          [
            [0, 3],
            [3, 2],
          ],
          1,
        ],
        [
          [0, 0],
          [0, 3],
        ],
        'a runner free at minute 3 takes a job ready at 3',
      ],
      [
        [
          [
            [5, 1],
            [0, 10],
            [5, 1],
          ],
          3,
        ],
        [
          [1, 5],
          [0, 0],
          [2, 5],
        ],
        'the list is not in queue order',
      ],
    ],
    hidden: rows([
      [[[], 4], [], 'no jobs'],
      [[[[1_000_000_000, 1_000_000]], 1], [[0, 1_000_000_000]], 'one job at the last minute'],
      [
        [
          [
            [0, 4],
            [0, 4],
            [0, 4],
            [0, 4],
          ],
          1,
        ],
        [
          [0, 0],
          [0, 4],
          [0, 8],
          [0, 12],
        ],
        'one runner, a queue',
      ],
      [
        [
          [
            [0, 10],
            [0, 2],
            [0, 10],
            [3, 1],
            [3, 1],
          ],
          3,
        ],
        [
          [0, 0],
          [1, 0],
          [2, 0],
          [1, 3],
          [1, 4],
        ],
        'runner 1 is the only one back',
      ],
      [
        [
          [
            [0, 6],
            [0, 5],
            [0, 5],
            [1, 1],
          ],
          3,
        ],
        [
          [0, 0],
          [1, 0],
          [2, 0],
          [1, 5],
        ],
        'two runners free at once: the smaller number',
      ],
      [
        [
          [
            [0, 3],
            [0, 3],
            [9, 1],
          ],
          2,
        ],
        [
          [0, 0],
          [1, 0],
          [0, 9],
        ],
        'both idle later: the smaller number, not the one idle longest',
      ],
      ...[
        [12, 3, 20, 8],
        [200, 4, 1_000, 60],
        [2_000, 50, 100_000, 5_000],
        [20_000, 7, 1_000_000, 500],
        [20_000, 1_000, 1_000_000_000, 1_000_000],
        [20_000, 300, 2_000_000, 80_000],
      ].map(([n, k, span, maxDuration]): Row => {
        const jobs = randomJobs(n, span, maxDuration);
        return [[jobs, k], runnersOracle(jobs, k)];
      }),
      (() => {
        const jobs = Array.from({ length: 20_000 }, () => [0, 1_000_000]);
        return [
          [jobs, 1_000],
          jobs.map((_, i) => [i % 1_000, Math.floor(i / 1_000) * 1_000_000]),
          'twenty thousand jobs at minute 0',
        ] as Row;
      })(),
    ]),
    hints: [
      'Sort the job indices by (readyAt, index) once; then each job only needs to know which runners are idle at its minute, and when the others free up.',
      'Keep two priority queues: idle runners by number, busy runners by the minute they free up (then number). Before placing a job, move every busy runner that is free by its readyAt to the idle queue.',
    ],
    editorial: `
**Idea.** Simulate the queue in its order: sort the indices by \`(readyAt, index)\`. Keep a min-heap of **idle** runner numbers (all of them at first) and a min-heap of **busy** runners keyed by \`(freeAt, runner)\`. For each job, pop from the busy heap every runner with \`freeAt <= readyAt\` into the idle heap (\`<=\`: a runner finishing at t is free at t). If a runner is idle, take the smallest number and start at \`readyAt\`; otherwise pop the busy heap's top, the earliest free runner with the smaller number on a tie, and start at its \`freeAt\`. Push the runner back as busy until \`start + duration\`.

**Why it is right.** Jobs start in queue order, so when a job waits, no later job can take a runner before it; the earliest runner to free up is exactly the busy heap's top. The answer goes to \`result[i]\` at the job's original index.

**Complexity.** O(n log n + n log k) for n jobs and k runners; scanning every runner for every job is O(n × k), 20 million steps at the limits. In JavaScript, without a built-in heap, the reference packs \`(freeAt, runner)\` into one number, \`freeAt × 1024 + runner\`, which stays exact below 2⁵³.
`,
  }),
  defineProblem({
    slug: 'plan-the-sprint',
    title: 'Plan the Sprint',
    difficulty: 'hard',
    tags: ['dynamic programming', 'knapsack'],
    modules: ['ux-design-process'],
    statement: `
The product trio is planning the next sprint. Each candidate feature \`i\` has an estimated effort \`efforts[i]\` (story points) and an expected value \`values[i]\` (the impact score the team agreed on). The team can deliver at most \`capacity\` points, and a feature is either built whole or not at all.

Return the features to build, as their indices in ascending order, chosen by these rules in turn:
1. the **largest total value** whose total effort fits in \`capacity\`;
2. among plans with that value, the **least total effort** (spare points are welcome);
3. among those, the list that comes first when compared index by index (at the first position where two lists differ, the one with the smaller index wins).

If no feature fits, return an empty list.

**Example:** \`efforts = [3, 4, 2]\`, \`values = [40, 50, 30]\`, \`capacity = 6\` → \`[1, 2]\` (value 80 in 6 points; \`[0, 2]\` only reaches 70).
`,
    constraints: [
      '0 ≤ efforts.length = values.length ≤ 60',
      '1 ≤ efforts[i] ≤ 2,000',
      '1 ≤ values[i] ≤ 10,000',
      '0 ≤ capacity ≤ 2,000',
    ],
    limits: {
      efforts: { length: [0, 60], each: { int: [1, 2_000] } },
      values: { length: [0, 60], each: { int: [1, 10_000] } },
      capacity: { int: [0, 2_000] },
    },
    relations: [
      {
        rule: 'efforts.length = values.length',
        holds: (efforts: number[], values: number[]) => efforts.length === values.length,
      },
    ],
    signature: ['planSprint', 'efforts: int[]', 'values: int[]', 'capacity: int'],
    returns: 'int[]',
    js: `
  const n = efforts.length;
  // A plan's score packs its value and effort into one number: value * 4096 - effort. A plan's
  // effort stays below 4096, so more value always wins, and on equal value less effort does.
  // best[i][c]: the best score of a plan made of features i, i + 1, ... that fits in c points.
  const best = Array.from({ length: n + 1 }, () => new Array(capacity + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    const score = values[i] * 4096 - efforts[i];
    for (let c = 0; c <= capacity; c++) {
      best[i][c] = best[i + 1][c];
      if (efforts[i] <= c) best[i][c] = Math.max(best[i][c], best[i + 1][c - efforts[i]] + score);
    }
  }
  // Walk forward, taking a feature whenever a best plan of the rest can include it: smaller indices first.
  const plan = [];
  let room = capacity;
  for (let i = 0; i < n; i++) {
    const score = values[i] * 4096 - efforts[i];
    if (efforts[i] <= room && best[i + 1][room - efforts[i]] + score === best[i][room]) {
      plan.push(i);
      room -= efforts[i];
    }
  }
  return plan;`,
    py: `
def plan_sprint(efforts, values, capacity):
    n = len(efforts)
    # A plan's score packs its value and effort into one number: value * 4096 - effort. A plan's
    # effort stays below 4096, so more value always wins, and on equal value less effort does.
    # best[i][c]: the best score of a plan made of features i, i + 1, ... that fits in c points.
    best = [[0] * (capacity + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        effort, score = efforts[i], values[i] * 4096 - efforts[i]
        row, rest = best[i], best[i + 1]
        for c in range(capacity + 1):
            row[c] = rest[c]
            if effort <= c and rest[c - effort] + score > row[c]:
                row[c] = rest[c - effort] + score
    # Walk forward, taking a feature whenever a best plan of the rest can include it: smaller indices first.
    plan = []
    room = capacity
    for i in range(n):
        score = values[i] * 4096 - efforts[i]
        if efforts[i] <= room and best[i + 1][room - efforts[i]] + score == best[i][room]:
            plan.append(i)
            room -= efforts[i]
    return plan`,
    wrong: [
      {
        why: 'maximises the value only: on equal value it does not prefer the plan with less effort',
        js: `
  const n = efforts.length;
  const best = Array.from({ length: n + 1 }, () => new Array(capacity + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let c = 0; c <= capacity; c++) {
      best[i][c] = best[i + 1][c];
      if (efforts[i] <= c) best[i][c] = Math.max(best[i][c], best[i + 1][c - efforts[i]] + values[i]);
    }
  const plan = [];
  let room = capacity;
  for (let i = 0; i < n; i++)
    if (efforts[i] <= room && best[i + 1][room - efforts[i]] + values[i] === best[i][room]) {
      plan.push(i);
      room -= efforts[i];
    }
  return plan;`,
        py: `
def plan_sprint(efforts, values, capacity):
    n = len(efforts)
    best = [[0] * (capacity + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for c in range(capacity + 1):
            best[i][c] = best[i + 1][c]
            if efforts[i] <= c:
                best[i][c] = max(best[i][c], best[i + 1][c - efforts[i]] + values[i])
    plan = []
    room = capacity
    for i in range(n):
        if efforts[i] <= room and best[i + 1][room - efforts[i]] + values[i] == best[i][room]:
            plan.append(i)
            room -= efforts[i]
    return plan`,
      },
      {
        why: 'greedy by value per point: takes the best ratio first, which can leave points that a better combination would use',
        js: `
  const order = efforts.map((_, i) => i).sort((a, b) => values[b] / efforts[b] - values[a] / efforts[a] || a - b);
  const plan = [];
  let room = capacity;
  for (const i of order)
    if (efforts[i] <= room) {
      plan.push(i);
      room -= efforts[i];
    }
  return plan.sort((a, b) => a - b);`,
        py: `
def plan_sprint(efforts, values, capacity):
    order = sorted(range(len(efforts)), key=lambda i: (-values[i] / efforts[i], i))
    plan = []
    room = capacity
    for i in order:
        if efforts[i] <= room:
            plan.append(i)
            room -= efforts[i]
    return sorted(plan)`,
      },
    ],
    samples: [
      [[[3, 4, 2], [40, 50, 30], 6], [1, 2], 'the most value that fits'],
      [[[4, 1, 2], [50, 25, 25], 4], [1, 2], 'same value, less effort wins'],
      [[[5, 8], [10, 20], 4], [], 'nothing fits'],
    ],
    hidden: rows([
      [[[], [], 10], [], 'no candidate features'],
      [[[1, 2], [5, 9], 0], [], 'no capacity'],
      [[[7], [100], 7], [0], 'one feature, exactly fits'],
      [[[3, 1, 2], [4, 4, 4], 6], [0, 1, 2], 'everything fits'],
      [[[2, 2, 2], [7, 7, 7], 4], [0, 1], 'equal plans: the smaller indices'],
      [[[5, 3, 2], [60, 30, 30], 5], [0], 'same value and effort: [0] comes before [1, 2]'],
      [[[6, 5, 5], [60, 45, 45], 10], [1, 2], 'the best value per point is a trap'],
      [[[2_000, 1_000, 1_000], [10_000, 5_000, 5_000], 2_000], [0], 'the largest numbers'],
      ...[
        [8, 20, 30, 1],
        [12, 40, 100, 5],
        [14, 60, 40, 10],
      ].map(([n, cap, maxValue, step]): Row => {
        const { efforts, values } = sprintFeatures(n, 20, maxValue, step);
        return [[efforts, values, cap], sprintBrute(efforts, values, cap)];
      }),
      ...[
        [30, 500, 400, 10_000, 1],
        [60, 2_000, 300, 10_000, 1],
        [60, 1_500, 200, 1_000, 50],
        [60, 2_000, 2_000, 10_000, 100],
      ].map(([n, cap, maxEffort, maxValue, step]): Row => {
        const { efforts, values } = sprintFeatures(n, maxEffort, maxValue, step);
        return [[efforts, values, cap], sprintOracle(efforts, values, cap)];
      }),
    ]),
    hints: [
      'Trying every subset is 2⁶⁰ plans. What matters about the features already decided is only how many points they left.',
      'Compute, for each suffix of the features and each remaining capacity, the best you can still do: value first, then effort. Both can be packed into one number to compare.',
      'With that table, walk the features from index 0 and take each one whenever taking it still reaches the best: that gives the list that comes first.',
    ],
    editorial: `
**Idea.** This is the 0/1 knapsack with two tie rules. Let \`best[i][c]\` be the best plan using only features \`i..n-1\` within \`c\` points, where "best" compares value first and then effort (less is better). Pack both into one number, \`value × 4096 − effort\`: a plan's effort is at most 2,000 < 4096, so one more value point always outweighs any effort difference. Then \`best[i][c]\` is the larger of \`best[i+1][c]\` (skip feature i) and, if it fits, \`best[i+1][c − effort] + score_i\` (build it).

**Rebuilding the plan.** The table is filled over *suffixes* so that the walk can go forward: at feature i with \`room\` points left, build it exactly when \`best[i+1][room − effort] + score_i\` equals \`best[i][room]\`, that is when some best plan of the rest includes it. Taking the smallest usable index at every step gives the list that comes first (any other best list has a larger index at the first difference). Filling over prefixes and walking backwards would prefer the *largest* indices instead.

**Complexity.** O(n × capacity) time and memory: 60 × 2,001 cells here. A greedy by value per point is wrong (6/60 beats 5/45, yet the two 5-point features give 90).
`,
  }),
  defineProblem({
    slug: 'cheapest-menu-combos',
    title: 'Cheapest Menu Combos',
    difficulty: 'hard',
    tags: ['heap', 'sorting', 'k smallest'],
    modules: ['sql-joins-and-aggregation'],
    statement: `
A restaurant's database has a \`mains\` table and a \`sides\` table, and the "combo deals" page lists the \`k\` cheapest main-plus-side combinations. In SQL that is a join with no condition, which pairs every main with every side:

\`\`\`sql
SELECT m.id AS main, s.id AS side, m.price + s.price AS total
FROM mains m CROSS JOIN sides s
ORDER BY total, main, side
LIMIT k;
\`\`\`

With 20,000 rows on each side the join has 400 million rows before the \`LIMIT\`, so compute the same answer without building it. You get the prices (in cents) of each table, **sorted ascending**, and a main's or side's id is its index in its list. Return the first \`k\` rows of that query as \`[main, side]\` pairs, in the query's order: by total, then by main, then by side. If there are fewer than \`k\` combinations, return all of them.

**Example:** \`mains = [500, 700, 900]\`, \`sides = [100, 250]\`, \`k = 4\` → \`[[0, 0], [0, 1], [1, 0], [1, 1]]\` (totals 600, 750, 800, 950).
`,
    constraints: [
      '1 ≤ mains.length, sides.length ≤ 20,000',
      '1 ≤ mains[i], sides[j] ≤ 10⁶, each list sorted ascending',
      '1 ≤ k ≤ 5,000',
    ],
    limits: {
      mains: { length: [1, 20_000], each: { int: [1, 1_000_000] } },
      sides: { length: [1, 20_000], each: { int: [1, 1_000_000] } },
      k: { int: [1, 5_000] },
    },
    relations: [
      {
        rule: 'mains and sides are each sorted ascending',
        holds: (mains: number[], sides: number[]) =>
          [mains, sides].every((list) => list.every((price, i) => i === 0 || list[i - 1] <= price)),
      },
    ],
    signature: ['cheapestCombos', 'mains: int[]', 'sides: int[]', 'k: int'],
    returns: 'int[][]',
    js: cheapestMenuCombosJs,
    jsHelpers: cheapestMenuCombosJsHelpers,
    py: cheapestMenuCombosPy,
    wrong: [
      {
        why: 'grows from [0, 0] to both neighbours without remembering which pairs were queued, so a pair reached twice is listed twice',
        js: mutate(
          cheapestMenuCombosJs,
          'for (let i = 1; i < Math.min(mains.length, k); i++) heapPush(heap, [mains[i] + sides[0], i, 0]);\n  const result = [];',
          'const result = [];',
          'result.push([main, side]);',
          'result.push([main, side]);\n    if (main + 1 < mains.length) heapPush(heap, [mains[main + 1] + sides[side], main + 1, side]);',
        ),
        jsHelpers: cheapestMenuCombosJsHelpers,
        py: mutate(
          cheapestMenuCombosPy,
          'i]',
          '0]',
          `i, 0) for i in range(min(len(mains), k))]
    heapq.heapify(heap)
    `,
          '0, 0)]\n    ',
          'result.append([main, side])',
          `result.append([main, side])
        if main + 1 < len(mains):
            heapq.heappush(heap, (mains[main + 1] + sides[side], main + 1, side))`,
        ),
      },
      {
        why: 'breaks equal totals by side before main (ORDER BY total, side, main)',
        js: `
  const heap = [[sides[0] + mains[0], 0, 0]];
  for (let j = 1; j < Math.min(sides.length, k); j++) heapPush(heap, [sides[j] + mains[0], j, 0]);
  const result = [];
  while (result.length < k && heap.length > 0) {
    const [, side, main] = heapPop(heap);
    result.push([main, side]);
    if (main + 1 < mains.length) heapPush(heap, [sides[side] + mains[main + 1], side, main + 1]);
  }
  return result;`,
        jsHelpers: cheapestMenuCombosJsHelpers,
        py: mutate(
          cheapestMenuCombosPy,
          'mains[i] + sides[0], i, 0) for i',
          'sides[j] + mains[0], j, 0) for j',
          'mains)',
          'sides)',
          'main, side =',
          'side, main =',
          'side + 1 < len(sides',
          'main + 1 < len(mains',
          'mains[main] + sides[side + 1], main, side',
          'sides[side] + mains[main + 1], side, main',
        ),
      },
    ],
    samples: [
      [
        [[500, 700, 900], [100, 250], 4],
        [
          [0, 0],
          [0, 1],
          [1, 0],
          [1, 1],
        ],
        'four cheapest of six',
      ],
      [
        [[300, 300], [100, 100], 3],
        [
          [0, 0],
          [0, 1],
          [1, 0],
        ],
        'equal totals: by main, then by side',
      ],
      [
        [[1_000], [50, 60], 5],
        [
          [0, 0],
          [0, 1],
        ],
        'fewer combos than k',
      ],
    ],
    hidden: rows([
      [[[1], [1], 1], [[0, 0]], 'one main, one side'],
      [
        [[100, 200], [100, 200], 3],
        [
          [0, 0],
          [0, 1],
          [1, 0],
        ],
        'a tie across mains: the smaller main first',
      ],
      [
        [[100, 150, 400], [10, 300, 320], 5],
        [
          [0, 0],
          [1, 0],
          [0, 1],
          [2, 0],
          [0, 2],
        ],
        'rows interleave: the third main comes between the first main’s sides',
      ],
      [
        [[1_000_000, 1_000_000], [1_000_000], 5_000],
        [
          [0, 0],
          [1, 0],
        ],
        'the largest prices, k far beyond the combos',
      ],
      [[[5, 5, 5, 5], [5, 5, 5], 12], combosOracle([5, 5, 5, 5], [5, 5, 5], 12), 'every total equal'],
      ...[
        [6, 5, 10, 1, 20],
        [40, 30, 200, 1, 50],
        [50, 60, 5_000, 1, 1_000_000],
        [300, 200, 2_500, 1, 100],
        [20_000, 20_000, 5_000, 1, 1_000_000],
        [20_000, 20_000, 5_000, 1, 300],
        [1, 20_000, 5_000, 1, 1_000_000],
        [20_000, 1, 4_321, 1, 1_000_000],
        [5_000, 3, 5_000, 900_000, 1_000_000],
      ].map(([n, m, k, lo, hi]): Row => {
        const mains = sortedPrices(n, lo, hi);
        const sides = sortedPrices(m, lo, hi);
        return [[mains, sides, k], combosOracle(mains, sides, k)];
      }),
    ]),
    hints: [
      'For a fixed main, its combos come in the order of the sides: the next candidate from main i is always its cheapest side not yet listed.',
      'Keep one candidate per main in a priority queue ordered exactly like the query (total, main, side); pop the smallest, then offer that main’s next side.',
      'Main number k or later can never make the first k rows: each of mains 0..k-1 has a combo that comes before it.',
    ],
    editorial: `
**Idea.** Think of the combos as a grid: row i is main i, column j is side j, and each row is sorted by total because \`sides\` is sorted. Listing the k smallest entries of k sorted rows is a k-way merge: keep a min-heap holding, for each row, its first entry not yet output, ordered by \`(total, main, side)\` like the query. Pop the smallest, output it, and push the next entry of the same row.

**Why it is right.** Every entry not yet output is at or after its row's candidate (same main, a later side, a total at least as large), so the overall next row of the query is always one of the candidates. Only rows 0..k−1 are needed: \`[i, 0]\` comes after \`[i', 0]\` for every i' < i, so main k's first combo is at best row k + 1.

**Complexity.** O(k log k) time and O(k) memory, instead of sorting n × m rows. Starting from \`[0, 0]\` and pushing both neighbours also works, but then a pair is reached from two sides and must be remembered in a set, or it is listed twice.
`,
  }),
];
