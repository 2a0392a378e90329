import type { ProblemContent } from '../../../domain/problem.js';
import { defineProblem, intIn, seeded } from './define.js';

/*
 * Practice problems on collections and recursion (issue 30), each tied to a lesson and each with a
 * deliberately wrong solution. Generated tests take their expected values from the plain "oracle"
 * functions below, never from the references.
 */

type Row = [args: unknown[], expected: unknown, name?: string];
/** Generated rows, typed for defineProblem (the values are plain JSON). */
const rows = (list: Row[]) => list as [never[], never, string?][];
const pickFrom = <T>(random: () => number, list: readonly T[]) => list[intIn(random, 0, list.length - 1)];
const shuffled = <T>(random: () => number, list: readonly T[]) => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = intIn(random, 0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/* ---------- bundle-evaluation-order ---------- */

/** Plain recursion over indexes, with linear searches: slow but obviously what the statement says. */
const bundleOracle = (modules: string[], imports: string[][], entry: string) => {
  const status = modules.map(() => 'new');
  const stack: number[] = [];
  const order: string[] = [];
  const cycles: string[] = [];
  const visit = (i: number) => {
    status[i] = 'open';
    stack.push(i);
    for (const name of imports[i]) {
      const j = modules.indexOf(name);
      if (status[j] === 'open') {
        const from = stack.indexOf(j);
        cycles.push([...stack.slice(from), j].map((k) => modules[k]).join(' -> '));
      } else if (status[j] === 'new') visit(j);
    }
    stack.pop();
    status[i] = 'done';
    order.push(modules[i]);
  };
  visit(modules.indexOf(entry));
  return [order, cycles];
};

const bundleRandom = seeded(30_201);
const MODULE_WORDS = ['api', 'store', 'ui', 'util', 'date', 'auth', 'cart', 'log', 'http', 'theme', 'router', 'i18n'];
/** n modules; module i imports up to `fanOut` later modules, and with probability `back` one earlier module. */
const bundleCase = (n: number, fanOut: number, back: number): [string[], string[][], string] => {
  const r = bundleRandom;
  const names = shuffled(
    r,
    Array.from({ length: n }, (_, i) => `${pickFrom(r, MODULE_WORDS)}-${i}.js`),
  );
  const imports = names.map((_, i) => {
    const targets = new Set<number>();
    const count = i === n - 1 ? 0 : intIn(r, 0, fanOut);
    for (let k = 0; k < count; k++) targets.add(intIn(r, i + 1, Math.min(n - 1, i + 6)));
    if (r() < back) targets.add(intIn(r, 0, i));
    return shuffled(r, [...targets]).map((j) => names[j]);
  });
  const order = shuffled(
    r,
    names.map((_, i) => i),
  );
  return [order.map((i) => names[i]), order.map((i) => imports[i]), names[0]];
};

const MODULE_NAME = /^[a-z][a-z0-9-]{0,15}\.js$/;

/* ---------- lru-cache-by-size ---------- */

/** Entries as [key, size] pairs, least recently used first, found by linear search. */
const lruOracle = (capacity: number, ops: string[]) => {
  let entries: [string, number][] = [];
  const log: string[] = [];
  const total = () => entries.reduce((sum, [, size]) => sum + size, 0);
  for (const op of ops) {
    const words = op.split(' ');
    const key = words[1];
    const at = entries.findIndex(([k]) => k === key);
    if (words[0] === 'get') {
      if (at === -1) log.push(`miss ${key}`);
      else {
        const [entry] = entries.splice(at, 1);
        entries.push(entry);
        log.push(`hit ${key}`);
      }
      continue;
    }
    const size = Number(words[2]);
    if (at !== -1) entries = entries.filter(([k]) => k !== key);
    if (size > capacity) {
      log.push(`reject ${key}`);
      continue;
    }
    while (total() + size > capacity) {
      const [gone] = entries.splice(0, 1);
      log.push(`evict ${gone[0]}`);
    }
    entries.push([key, size]);
  }
  return log;
};

const lruRandom = seeded(30_202);
const lruCase = (count: number, keyCount: number, maxSize: number, getShare: number) => {
  const keys = Array.from(
    { length: keyCount },
    (_, i) => `${pickFrom(lruRandom, ['user', 'cart', 'sku', 'page', 'img'])}${i}`,
  );
  return Array.from({ length: count }, () => {
    const key = pickFrom(lruRandom, keys);
    return lruRandom() < getShare ? `get ${key}` : `put ${key} ${intIn(lruRandom, 1, maxSize)}`;
  });
};

const CACHE_OP = /^(get [a-z0-9]{1,8}|put [a-z0-9]{1,8} ([1-9][0-9]{0,2}|1000))$/;

/* ---------- autocomplete-as-you-type ---------- */

/** Counts in a Map, then for every keystroke a filter and a sort over all the distinct searches. */
const autocompleteOracle = (searches: string[], typed: string, k: number) => {
  const counts = new Map<string, number>();
  for (const s of searches) counts.set(s, (counts.get(s) ?? 0) + 1);
  let prefix = '';
  const out: string[][] = [];
  for (const key of typed) {
    prefix = key === '#' ? prefix.slice(0, -1) : prefix + key;
    if (prefix === '') {
      out.push([]);
      continue;
    }
    const matches = [...counts.keys()].filter((w) => w.startsWith(prefix));
    matches.sort((a, b) => {
      const byCount = (counts.get(b) ?? 0) - (counts.get(a) ?? 0);
      if (byCount !== 0) return byCount;
      return a < b ? -1 : a > b ? 1 : 0;
    });
    out.push(matches.slice(0, k));
  }
  return out;
};

const acRandom = seeded(30_203);
/** Words built from a few stems so prefixes are shared; popular words repeat more often. */
const acSearches = (count: number, stems: string[], maxLen: number) => {
  const words = Array.from({ length: Math.max(5, Math.floor(count / 8)) }, () => {
    const stem = pickFrom(acRandom, stems);
    let w = stem;
    const extra = intIn(acRandom, 0, 4);
    for (let i = 0; i < extra; i++) w += pickFrom(acRandom, 'aeioulnrst'.split(''));
    return w.slice(0, maxLen);
  });
  return Array.from({ length: count }, () => {
    const i = Math.floor(acRandom() * acRandom() * words.length);
    return words[i];
  });
};
const acTyped = (length: number, stems: string[]) => {
  let out = '';
  while (out.length < length) {
    const r = acRandom();
    if (r < 0.2) out += '#';
    else if (r < 0.25) out += '###';
    else if (r < 0.6) out += pickFrom(acRandom, stems).slice(0, intIn(acRandom, 1, 3));
    else out += pickFrom(acRandom, 'aeioulnrstcbx'.split(''));
  }
  return out.slice(0, length);
};
const AC_STEMS = [
  'car',
  'cart',
  'cat',
  'data',
  'date',
  'dash',
  'react',
  'read',
  'redux',
  'route',
  'rust',
  'test',
  'tes',
];

export const COLLECTIONS_RECURSION: ProblemContent[] = [
  defineProblem({
    slug: 'bundle-evaluation-order',
    title: 'Bundle Evaluation Order',
    difficulty: 'hard',
    tags: ['graphs', 'depth-first search', 'recursion', 'bundlers'],
    modules: ['build-tools-and-bundlers'],
    statement: `
A bundler such as Rollup (the one behind \`vite build\`) puts your ES modules into one file in the order the browser would **evaluate** them: a module's imports run before the module itself, and a module runs only once, however many modules import it. When it meets a circular import it does not stop; it warns \`Circular dependency: a.js -> b.js -> a.js\` and carries on. Write that part of the bundler.

\`modules[i]\` is a module's name and \`imports[i]\` the modules it imports, in the order its \`import\` statements appear. Starting from \`entry\`, visit modules like this:

- **visit(m)**: mark \`m\` as *in progress*. Then, for each import \`x\` of \`m\`, in order:
  - if \`x\` is *in progress*, this is a circular dependency: record the chain of modules on the current visiting path from \`x\` down to \`m\`, followed by \`x\` again, joined with \`" -> "\`, and go on with the next import;
  - if \`x\` has already been evaluated, skip it;
  - otherwise visit(x).
- After its imports, \`m\` is **evaluated** (it joins the bundle) and is no longer in progress.

Return \`[order, cycles]\`: the modules in the order they are evaluated, and the circular-dependency chains in the order they were found (\`[]\` if none). Modules that \`entry\` does not reach, directly or indirectly, are left out of the bundle. A module that imports itself gives the chain \`"x.js -> x.js"\`.

**Example:** \`main.js\` imports \`router.js\` then \`store.js\`; \`router.js\` imports \`utils.js\`; \`store.js\` imports \`utils.js\` then \`api.js\`; \`api.js\` imports \`utils.js\`. The order is \`utils.js, router.js, api.js, store.js, main.js\`: \`utils.js\` runs once, before everything that needs it, and there is no cycle.
`,
    constraints: [
      '1 ≤ n = modules.length = imports.length ≤ 300; the names in modules are distinct',
      'each name is 4 to 19 characters: a lowercase letter, then up to 15 lowercase letters, digits or hyphens, then ".js"',
      '0 ≤ imports[i].length ≤ 20; the names in one imports[i] are distinct and each is in modules',
      'entry is in modules',
    ],
    limits: {
      modules: { length: [1, 300], each: { length: [4, 19], pattern: MODULE_NAME }, distinct: true },
      imports: {
        length: [1, 300],
        each: { length: [0, 20], each: { length: [4, 19], pattern: MODULE_NAME }, distinct: true },
      },
      entry: { length: [4, 19], pattern: MODULE_NAME },
    },
    relations: [
      {
        rule: 'modules.length = imports.length',
        holds: (modules: string[], imports: string[][]) => modules.length === imports.length,
      },
      {
        rule: 'each imported name is in modules',
        holds: (modules: string[], imports: string[][]) => imports.flat().every((x) => modules.includes(x)),
      },
      {
        rule: 'entry is in modules',
        holds: (modules: string[], _i: string[][], entry: string) => modules.includes(entry),
      },
    ],
    signature: ['bundleOrder', 'modules: string[]', 'imports: string[][]', 'entry: string'],
    returns: 'string[][]',
    js: `
  const deps = new Map(modules.map((name, i) => [name, imports[i]]));
  // 1 = in progress, 2 = evaluated; the explicit stack is the visiting path.
  const state = new Map([[entry, 1]]);
  const path = [entry];
  const next = [0];
  const order = [];
  const cycles = [];
  while (path.length > 0) {
    const top = path.length - 1;
    const current = path[top];
    const list = deps.get(current) ?? [];
    if (next[top] === list.length) {
      path.pop();
      next.pop();
      state.set(current, 2);
      order.push(current);
      continue;
    }
    const x = list[next[top]];
    next[top] += 1;
    const seen = state.get(x);
    if (seen === 1) {
      cycles.push([...path.slice(path.indexOf(x)), x].join(' -> '));
    } else if (seen === undefined) {
      state.set(x, 1);
      path.push(x);
      next.push(0);
    }
  }
  return [order, cycles];`,
    py: `
def bundle_order(modules, imports, entry):
    deps = dict(zip(modules, imports))
    in_progress = set()
    evaluated = set()
    path, order, cycles = [], [], []

    def visit(module):
        in_progress.add(module)
        path.append(module)
        for x in deps[module]:
            if x in in_progress:
                chain = path[path.index(x):] + [x]
                cycles.append(" -> ".join(chain))
            elif x not in evaluated:
                visit(x)
        path.pop()
        in_progress.discard(module)
        evaluated.add(module)
        order.append(module)

    visit(entry)
    return [order, cycles]`,
    wrong: [
      {
        why: 'evaluates a module when it is first reached, before its imports (pre-order instead of post-order)',
        js: `
  const deps = new Map(modules.map((name, i) => [name, imports[i]]));
  const state = new Map();
  const path = [entry];
  const order = [];
  const cycles = [];
  const visit = (m) => {
    state.set(m, 1);
    order.push(m);
    for (const x of deps.get(m) ?? []) {
      if (state.get(x) === 1 && path.includes(x)) cycles.push([...path.slice(path.indexOf(x)), x].join(' -> '));
      else if (!state.has(x)) {
        path.push(x);
        visit(x);
        path.pop();
      }
    }
  };
  visit(entry);
  return [order, cycles];`,
        py: `
def bundle_order(modules, imports, entry):
    deps = dict(zip(modules, imports))
    seen = set()
    path, order, cycles = [], [], []

    def visit(module):
        seen.add(module)
        order.append(module)
        path.append(module)
        for x in deps[module]:
            if x in path:
                cycles.append(" -> ".join(path[path.index(x):] + [x]))
            elif x not in seen:
                visit(x)
        path.pop()

    visit(entry)
    return [order, cycles]`,
      },
      {
        why: 'writes the whole path from the entry into the warning, not just the loop that starts at the repeated module',
        py: `
def bundle_order(modules, imports, entry):
    deps = dict(zip(modules, imports))
    done = set()
    path, order, cycles = [], [], []

    def visit(module):
        path.append(module)
        for x in deps[module]:
            if x in path:
                cycles.append(" -> ".join(path + [x]))
            elif x not in done:
                visit(x)
        path.pop()
        done.add(module)
        order.append(module)

    visit(entry)
    return [order, cycles]`,
      },
    ],
    samples: [
      [
        [
          ['main.js', 'router.js', 'store.js', 'api.js', 'utils.js'],
          [['router.js', 'store.js'], ['utils.js'], ['utils.js', 'api.js'], ['utils.js'], []],
          'main.js',
        ],
        [['utils.js', 'router.js', 'api.js', 'store.js', 'main.js'], []],
        'a shared module runs once',
      ],
      [
        [['main.js', 'a.js', 'b.js', 'c.js'], [['a.js'], ['b.js'], ['c.js', 'a.js'], []], 'main.js'],
        [['c.js', 'b.js', 'a.js', 'main.js'], ['a.js -> b.js -> a.js']],
        'a circular import below the entry',
      ],
      [
        [['app.js', 'legacy.js', 'old-utils.js'], [[], ['old-utils.js'], []], 'app.js'],
        [['app.js'], []],
        'modules the entry never imports are left out',
      ],
    ],
    hidden: [
      [[['log.js'], [['log.js']], 'log.js'], [['log.js'], ['log.js -> log.js']], 'a module that imports itself'],
      [[['index.js'], [[]], 'index.js'], [['index.js'], []], 'one module, no imports'],
      [
        [['main.js', 'x.js', 'y.js'], [['x.js'], ['y.js'], ['main.js']], 'main.js'],
        [['y.js', 'x.js', 'main.js'], ['main.js -> x.js -> y.js -> main.js']],
        'the cycle goes through the entry',
      ],
      [
        [
          ['main.js', 'router.js', 'store.js', 'api.js', 'utils.js'],
          [['store.js', 'router.js'], ['utils.js'], ['api.js', 'utils.js'], ['utils.js'], []],
          'main.js',
        ],
        [['utils.js', 'api.js', 'store.js', 'router.js', 'main.js'], []],
        'import order decides the evaluation order',
      ],
      [
        [
          ['utils.js', 'api.js', 'store.js', 'main.js'],
          [[], ['utils.js'], ['api.js'], ['store.js', 'utils.js']],
          'store.js',
        ],
        [['utils.js', 'api.js', 'store.js'], []],
        'the entry is not the first module listed',
      ],
      [
        [['a.js', 'b.js', 'c.js', 'd.js'], [['b.js'], ['c.js', 'd.js'], ['a.js', 'b.js'], ['b.js', 'a.js']], 'a.js'],
        [
          ['c.js', 'd.js', 'b.js', 'a.js'],
          [
            'a.js -> b.js -> c.js -> a.js',
            'b.js -> c.js -> b.js',
            'b.js -> d.js -> b.js',
            'a.js -> b.js -> d.js -> a.js',
          ],
        ],
        'four cycles through the same modules',
      ],
      [
        [['a.js', 'b.js', 'c.js'], [['b.js', 'c.js'], ['c.js'], ['b.js']], 'a.js'],
        [['c.js', 'b.js', 'a.js'], ['b.js -> c.js -> b.js']],
        'a module met again after its cycle was evaluated is skipped',
      ],
      (() => {
        const names = Array.from({ length: 300 }, (_, i) => `step-${i}.js`);
        const imports = names.map((_, i) => (i < 299 ? [names[i + 1]] : [names[0]]));
        return [
          [names, imports, names[0]],
          bundleOracle(names, imports, names[0]),
          'a chain of 300 modules closing on itself',
        ] as Row;
      })() as [never[], never, string],
      ...rows(
        (
          [
            [8, 2, 0.2],
            [20, 3, 0.1],
            [60, 3, 0.05],
            [150, 4, 0.03],
            [300, 5, 0.02],
            [300, 2, 0],
          ] as const
        ).map(([n, fanOut, back]) => {
          const [modules, imports, entry] = bundleCase(n, fanOut, back);
          return [[modules, imports, entry], bundleOracle(modules, imports, entry)] as Row;
        }),
      ),
    ],
    hints: [
      'This is a depth-first search where a module is added to the result *after* all of its imports: a post-order.',
      'Three states are needed, not two: never seen, in progress (on the current path), evaluated. Only meeting an in-progress module is a cycle; meeting an evaluated one (a diamond) is normal.',
      'Keep the current path as a list; when you meet an in-progress module, the chain is the part of the path from that module to the end, plus that module again.',
    ],
    editorial: `
**Idea.** Evaluation order is the **post-order** of a depth-first search from the entry: a module is appended once every import has been handled. Each module has one of three states. *Unseen* modules are visited; *evaluated* modules are skipped (two modules importing the same helper is a diamond, not a cycle); an *in-progress* module is on the current path, so importing it closes a loop. The loop is exactly the part of the path from that module to the current one, which is why the path is kept as a list (a stack) beside the states.

**Why it is right.** While visit(m) runs, the in-progress modules are exactly the path from the entry to \`m\`, so an import of an in-progress module is a back edge and the path slice is the cycle. A module is evaluated only after all its imports were evaluated or found to be in progress (the circular case, where real ES modules also run the module before its dependency finishes).

**Recursion or a stack.** A recursive visit is the shortest; with up to 300 modules in a chain it stays within Python's default recursion limit of 1000. An explicit stack of (module, next import index) pairs does the same without any limit.

**Complexity.** Every module is visited once and every import looked at once: O(n + e) for n modules and e imports, plus the length of the chains written out.

**Common mistakes.** Adding a module when it is first reached (pre-order: the entry would run first), using one "visited" set (a diamond then looks like a cycle, or a real cycle is missed), and writing the whole path from the entry into the warning instead of the loop.
`,
  }),
  defineProblem({
    slug: 'lru-cache-by-size',
    title: 'LRU Cache by Size',
    difficulty: 'hard',
    tags: ['caching', 'hash maps', 'linked lists', 'simulation'],
    modules: ['caching-basics', 'javascript-collections'],
    statement: `
The caching lesson mentions Redis's \`allkeys-lru\` policy: when memory is full, the **least recently used** key goes first. Build that policy for an in-process cache whose limit is in bytes, not in entries, and write its log.

The cache holds at most \`capacity\` bytes and starts empty. Process \`ops\` in order:

- \`"get {key}"\`: if the key is cached, log \`"hit {key}"\`; the entry is now the most recently used. Otherwise log \`"miss {key}"\`.
- \`"put {key} {size}"\`: store an entry of \`size\` bytes under \`key\`, as the most recently used one. If the key is already cached, its old entry is removed first (its bytes are freed). Then:
  - if \`size > capacity\`, the entry can never fit: log \`"reject {key}"\` and store nothing (the old entry stays removed);
  - otherwise, while the cached bytes plus \`size\` exceed \`capacity\`, remove the least recently used entry and log \`"evict {thatKey}"\`; then store the entry.

Both a \`get\` that hits and a \`put\` count as a use. Return the log lines in order (\`[]\` if nothing was logged: a \`put\` that fits without evicting logs nothing).

**Example:** \`capacity = 10\`, ops \`["put a 4", "put b 4", "get a", "put c 4", "get b", "get c"]\` → \`["hit a", "evict b", "miss b", "hit c"]\`. Reading \`a\` made \`b\` the least recently used entry, so \`b\` makes room for \`c\`.
`,
    constraints: [
      '1 ≤ capacity ≤ 10,000',
      '1 ≤ ops.length ≤ 20,000',
      'each op is "get {key}" or "put {key} {size}" with single spaces; a key is 1 to 8 lowercase letters or digits; 1 ≤ size ≤ 1,000',
    ],
    limits: {
      capacity: { int: [1, 10_000] },
      ops: { length: [1, 20_000], each: { pattern: CACHE_OP } },
    },
    signature: ['lruLog', 'capacity: int', 'ops: string[]'],
    returns: 'string[]',
    js: `
  // A Map remembers insertion order: the first key is the least recently used.
  const cache = new Map();
  let used = 0;
  const log = [];
  for (const op of ops) {
    const [kind, key, sizeText] = op.split(' ');
    if (kind === 'get') {
      const bytes = cache.get(key);
      if (bytes === undefined) {
        log.push('miss ' + key);
      } else {
        cache.delete(key);
        cache.set(key, bytes);
        log.push('hit ' + key);
      }
      continue;
    }
    const size = Number(sizeText);
    const previous = cache.get(key);
    if (previous !== undefined) {
      cache.delete(key);
      used -= previous;
    }
    if (size > capacity) {
      log.push('reject ' + key);
      continue;
    }
    for (const [oldest, bytes] of cache) {
      if (used + size <= capacity) break;
      cache.delete(oldest);
      used -= bytes;
      log.push('evict ' + oldest);
    }
    cache.set(key, size);
    used += size;
  }
  return log;`,
    py: `
from collections import OrderedDict


def lru_log(capacity, ops):
    cache = OrderedDict()  # least recently used first
    used = 0
    log = []
    for op in ops:
        parts = op.split(" ")
        key = parts[1]
        if parts[0] == "get":
            if key in cache:
                cache.move_to_end(key)
                log.append("hit " + key)
            else:
                log.append("miss " + key)
            continue
        size = int(parts[2])
        if key in cache:
            used -= cache.pop(key)
        if size > capacity:
            log.append("reject " + key)
            continue
        while used + size > capacity:
            oldest, freed = cache.popitem(last=False)
            used -= freed
            log.append("evict " + oldest)
        cache[key] = size
        used += size
    return log`,
    wrong: [
      {
        why: 'a hit does not refresh the entry, so it evicts the oldest stored entry (FIFO) instead of the least recently used',
        js: `
  const cache = new Map();
  let used = 0;
  const log = [];
  for (const op of ops) {
    const [kind, key, sizeText] = op.split(' ');
    if (kind === 'get') {
      log.push((cache.has(key) ? 'hit ' : 'miss ') + key);
      continue;
    }
    const size = Number(sizeText);
    const previous = cache.get(key);
    if (previous !== undefined) {
      cache.delete(key);
      used -= previous;
    }
    if (size > capacity) {
      log.push('reject ' + key);
      continue;
    }
    for (const [oldest, bytes] of cache) {
      if (used + size <= capacity) break;
      cache.delete(oldest);
      used -= bytes;
      log.push('evict ' + oldest);
    }
    cache.set(key, size);
    used += size;
  }
  return log;`,
        py: `
def lru_log(capacity, ops):
    cache = {}
    used = 0
    log = []
    for op in ops:
        parts = op.split(" ")
        key = parts[1]
        if parts[0] == "get":
            log.append(("hit " if key in cache else "miss ") + key)
            continue
        size = int(parts[2])
        if key in cache:
            used -= cache.pop(key)
        if size > capacity:
            log.append("reject " + key)
            continue
        while used + size > capacity:
            oldest = next(iter(cache))
            used -= cache.pop(oldest)
            log.append("evict " + oldest)
        cache[key] = size
        used += size
    return log`,
      },
      {
        why: 'makes room before removing the old entry of a key that is stored again, so it evicts too much (even the key itself)',
        py: `
from collections import OrderedDict


def lru_log(capacity, ops):
    cache = OrderedDict()
    used = 0
    log = []
    for op in ops:
        parts = op.split(" ")
        key = parts[1]
        if parts[0] == "get":
            if key in cache:
                cache.move_to_end(key)
                log.append("hit " + key)
            else:
                log.append("miss " + key)
            continue
        size = int(parts[2])
        if size > capacity:
            if key in cache:
                used -= cache.pop(key)
            log.append("reject " + key)
            continue
        while cache and used + size > capacity:
            oldest, freed = cache.popitem(last=False)
            used -= freed
            log.append("evict " + oldest)
        if key in cache:
            used -= cache.pop(key)
        cache[key] = size
        used += size
    return log`,
      },
    ],
    samples: [
      [
        [10, ['put a 4', 'put b 4', 'get a', 'put c 4', 'get b', 'get c']],
        ['hit a', 'evict b', 'miss b', 'hit c'],
        'a read keeps an entry alive',
      ],
      [
        [10, ['put a 6', 'put b 3', 'put a 7', 'get b', 'put c 1']],
        ['hit b', 'evict a'],
        'storing a key again frees its old bytes first',
      ],
      [[5, ['put a 3', 'put a 6', 'get a']], ['reject a', 'miss a'], 'an entry larger than the whole cache'],
    ],
    hidden: [
      [[100, ['get x', 'get y', 'get x']], ['miss x', 'miss y', 'miss x'], 'only reads of an empty cache'],
      [[100, ['put x 5']], [], 'one put that fits logs nothing'],
      [
        [5, ['put a 1', 'put b 2', 'put c 5', 'get a', 'get c']],
        ['evict a', 'evict b', 'miss a', 'hit c'],
        'an entry as large as the cache evicts everything else, oldest first',
      ],
      [
        [4, ['put a 2', 'put b 2', 'put a 2', 'put c 2', 'get a', 'get b']],
        ['evict b', 'hit a', 'miss b'],
        'a put is a use too',
      ],
      [
        [4, ['put a 2', 'put b 2', 'put a 4', 'get a', 'get b']],
        ['evict b', 'hit a', 'miss b'],
        'a key grows and pushes the others out',
      ],
      [
        [1, ['put k 1', 'put k 1', 'get k', 'put j 1', 'get k', 'get j']],
        ['hit k', 'evict k', 'miss k', 'hit j'],
        'a capacity of one byte',
      ],
      [
        [3, ['put a 1', 'put b 1', 'put c 1', 'get a', 'get b', 'put d 2', 'get c', 'get a', 'get b', 'get d']],
        ['hit a', 'hit b', 'evict c', 'evict a', 'miss c', 'miss a', 'hit b', 'hit d'],
        'two evictions for one put',
      ],
      [[10_000, ['put big 1000', 'put big2 1000', 'get big', 'put huge 1000']], ['hit big'], 'the largest capacity'],
      [
        [999, ['put a 10', 'put b 1000', 'get a', 'get b']],
        ['reject b', 'hit a', 'miss b'],
        'a rejected put evicts nothing',
      ],
      ...rows(
        (
          [
            [30, 10, 5, 6, 0.4],
            [200, 50, 12, 20, 0.5],
            [2_000, 300, 40, 60, 0.5],
            [5_000, 1_000, 200, 400, 0.6],
            [20_000, 10_000, 500, 1_000, 0.5],
            [20_000, 600, 100, 1_000, 0.3],
          ] as const
        ).map(([count, capacity, keyCount, maxSize, getShare]) => {
          const ops = lruCase(count, keyCount, maxSize, getShare);
          return [[capacity, ops], lruOracle(capacity, ops)] as Row;
        }),
      ),
    ],
    hints: [
      'You need two things at once: find an entry by key quickly, and know which entry was used longest ago. A JavaScript `Map` (or a Python `dict`) keeps keys in insertion order.',
      'To mark an entry as just used, delete it and insert it again: it moves to the end. The least recently used entry is then always the first key.',
      'Keep a running total of the cached bytes. On a put, free the old entry of the same key before deciding how much to evict.',
    ],
    editorial: `
**Idea.** An LRU cache needs a lookup by key and an order of use. Classic implementations pair a hash map with a doubly linked list; in JavaScript a \`Map\` already is both, because it iterates in insertion order and deleting then re-inserting a key moves it to the end. So the first key of the map is always the least recently used entry. Python's \`OrderedDict\` has \`move_to_end\` and \`popitem(last=False)\` for the same two moves (a plain \`dict\` with delete-and-reinsert works too).

**The put, in order.** Free the key's old entry (subtract its size from the running total), reject if the new size alone exceeds the capacity, then evict from the front while the total plus the new size is too large, and finally insert the entry at the back. Freeing first matters: otherwise the old copy is counted twice and the cache evicts entries it did not need to.

**Complexity.** Each op does O(1) work besides its evictions, and every entry is evicted at most once after being stored, so the whole log costs O(m) for m ops (amortised), plus the length of the keys. Scanning a list for the oldest entry on each put would be O(m · n).

**Common mistakes.** Forgetting that a hit is a use (that gives a FIFO cache), evicting before removing the key's old entry, and keeping the old entry when the new one is rejected.
`,
  }),
  defineProblem({
    slug: 'autocomplete-as-you-type',
    title: 'Autocomplete as You Type',
    difficulty: 'hard',
    tags: ['hash maps', 'sorting', 'tries', 'stacks', 'strings'],
    modules: ['javascript-collections'],
    statement: `
A search box suggests what people searched before. \`searches\` is the log of past searches (the same query appears once per time it was searched). A user now types into the empty box: \`typed\` lists their keystrokes in order, where a letter adds itself to the end of the text and \`#\` is **Backspace** (it removes the last character; on an empty box it does nothing).

After **every** keystroke the box shows up to \`k\` suggestions for the current text: the distinct past searches that **start with** the text (a search equal to the text counts), the most searched first; searches with the same count are ordered alphabetically (by character codes). When the text is empty, or nothing matches, the box shows no suggestions.

Return one list of suggestions per keystroke.

**Example:** \`searches = ["tea", "ten", "to", "tea", "toy"]\`, \`typed = "te#o"\`, \`k = 2\` → \`[["tea", "ten"], ["tea", "ten"], ["tea", "ten"], ["to", "toy"]]\`: the texts are \`t\`, \`te\`, \`t\` (after the Backspace) and \`to\`; \`"tea"\` was searched twice, the others once.
`,
    constraints: [
      '1 ≤ searches.length ≤ 5,000; each search is 1 to 20 lowercase letters (a–z)',
      '1 ≤ typed.length ≤ 500; typed holds lowercase letters and "#"',
      '1 ≤ k ≤ 10',
    ],
    limits: {
      searches: { length: [1, 5_000], each: { length: [1, 20], chars: /[a-z]/ } },
      typed: { length: [1, 500], chars: /[a-z#]/ },
      k: { int: [1, 10] },
    },
    signature: ['suggestions', 'searches: string[]', 'typed: string', 'k: int'],
    returns: 'string[][]',
    js: `
  const counts = new Map();
  for (const query of searches) counts.set(query, (counts.get(query) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  // Walking the words best first, each prefix keeps the first k words that reach it.
  const best = new Map();
  for (const [word] of ranked) {
    for (let end = 1; end <= word.length; end++) {
      const prefix = word.slice(0, end);
      const list = best.get(prefix);
      if (list === undefined) best.set(prefix, [word]);
      else if (list.length < k) list.push(word);
    }
  }
  const text = [];
  const shown = [];
  for (const key of typed) {
    if (key === '#') text.pop();
    else text.push(key);
    const found = text.length > 0 ? best.get(text.join('')) : undefined;
    shown.push(found === undefined ? [] : [...found]);
  }
  return shown;`,
    py: `
from collections import Counter


def suggestions(searches, typed, k):
    counts = Counter(searches)
    ranked = sorted(counts, key=lambda word: (-counts[word], word))
    # Walking the words best first, each prefix keeps the first k words that reach it.
    best = {}
    for word in ranked:
        for end in range(1, len(word) + 1):
            chosen = best.setdefault(word[:end], [])
            if len(chosen) < k:
                chosen.append(word)
    text = []
    shown = []
    for key in typed:
        if key == "#":
            if text:
                text.pop()
        else:
            text.append(key)
        shown.append(list(best.get("".join(text), [])) if text else [])
    return shown`,
    wrong: [
      {
        why: 'breaks ties by the order the searches first appeared instead of alphabetically',
        js: `
  const counts = new Map();
  for (const query of searches) counts.set(query, (counts.get(query) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const text = [];
  const shown = [];
  for (const key of typed) {
    if (key === '#') text.pop();
    else text.push(key);
    const prefix = text.join('');
    shown.push(prefix === '' ? [] : ranked.filter(([w]) => w.startsWith(prefix)).slice(0, k).map(([w]) => w));
  }
  return shown;`,
        py: `
from collections import Counter


def suggestions(searches, typed, k):
    counts = Counter(searches)
    ranked = sorted(counts, key=lambda word: -counts[word])
    text = ""
    shown = []
    for key in typed:
        text = text[:-1] if key == "#" else text + key
        shown.append([w for w in ranked if w.startswith(text)][:k] if text else [])
    return shown`,
      },
      {
        why: 'shows the overall top k when the box is empty again, since every word starts with ""',
        py: `
from collections import Counter


def suggestions(searches, typed, k):
    counts = Counter(searches)
    ranked = sorted(counts, key=lambda word: (-counts[word], word))
    text = ""
    shown = []
    for key in typed:
        text = text[:-1] if key == "#" else text + key
        shown.append([w for w in ranked if w.startswith(text)][:k])
    return shown`,
      },
    ],
    samples: [
      [
        [['cart', 'car', 'cat', 'car', 'care', 'cat', 'dog'], 'car', 3],
        [
          ['car', 'cat', 'care'],
          ['car', 'cat', 'care'],
          ['car', 'care', 'cart'],
        ],
        'most searched first, ties alphabetical',
      ],
      [
        [['tea', 'ten', 'to', 'tea', 'toy'], 'te#o', 2],
        [
          ['tea', 'ten'],
          ['tea', 'ten'],
          ['tea', 'ten'],
          ['to', 'toy'],
        ],
        'a Backspace',
      ],
      [[['go', 'java'], 'x##g', 3], [[], [], [], ['go']], 'no match, an empty box, Backspace on an empty box'],
    ],
    hidden: [
      [[['zeta', 'alpha', 'beta'], 'a', 1], [['alpha']], 'one keystroke, k = 1'],
      [
        [['node', 'nest', 'next', 'nuxt'], 'n', 10],
        [['nest', 'next', 'node', 'nuxt']],
        'all tied, fewer matches than k',
      ],
      [
        [['sql', 'sqlite', 'sqlite', 'sql'], 'sqlx', 2],
        [['sql', 'sqlite'], ['sql', 'sqlite'], ['sql', 'sqlite'], []],
        'typing past every word',
      ],
      [
        [['vue', 'vite', 'vitest', 'vite', 'vitest', 'vitest'], 'vit###v', 2],
        [
          ['vitest', 'vite'],
          ['vitest', 'vite'],
          ['vitest', 'vite'],
          ['vitest', 'vite'],
          ['vitest', 'vite'],
          [],
          ['vitest', 'vite'],
        ],
        'deleting everything and starting again',
      ],
      [[['b', 'a', 'b', 'a', 'c'], 'ab#c', 3], [['a'], [], ['a'], []], 'one-letter searches'],
      [[['zoo', 'zebra', 'zinc'], '#', 5], [[]], 'a lone Backspace'],
      [
        [['redis', 'react', 'redux', 'react', 'redis', 'rest'], 'red', 2],
        [
          ['react', 'redis'],
          ['react', 'redis'],
          ['redis', 'redux'],
        ],
        'first-seen order is not the tie rule',
      ],
      (() => {
        const searches = acSearches(5_000, AC_STEMS, 20);
        const typed = acTyped(500, AC_STEMS);
        return [
          [searches, typed, 10],
          autocompleteOracle(searches, typed, 10),
          '5,000 searches and 500 keystrokes',
        ] as Row;
      })() as [never[], never, string],
      ...rows(
        (
          [
            [20, 10, 3],
            [100, 30, 1],
            [400, 60, 5],
            [1_500, 150, 10],
            [3_000, 300, 4],
          ] as const
        ).map(([count, keystrokes, k]) => {
          const searches = acSearches(count, AC_STEMS, 20);
          const typed = acTyped(keystrokes, AC_STEMS);
          return [[searches, typed, k], autocompleteOracle(searches, typed, k)] as Row;
        }),
      ),
    ],
    hints: [
      'Count the searches first (a `Map` from query to count), then sort the distinct queries once: by count, highest first, then alphabetically.',
      'Keep the current text as a stack of characters: a letter pushes, Backspace pops (if there is anything to pop).',
      'Rather than filtering every query on every keystroke, walk the sorted queries once and give every prefix of each query the first k queries that reach it. A prefix tree (trie) or a `Map` from prefix to list does this.',
    ],
    editorial: `
**Idea.** The ranking does not depend on what is typed, so compute it once: count the queries with a \`Map\` (a \`Counter\` in Python) and sort the distinct ones by count descending, then by the string. Now walk this ranked list and, for every prefix of every query, append the query to that prefix's list unless it already holds \`k\`. Because the walk goes best first, each prefix ends up with exactly its top \`k\`, already in order. A trie stores the same lists in its nodes; a \`Map\` keyed by the prefix string is the shortest way to write it.

The typed text is a **stack**: a letter pushes, \`#\` pops (ignored on an empty stack). After each keystroke, look the current text up; an empty text or an unknown prefix shows \`[]\`.

**Why it is right.** A query starts with a text exactly when the text is one of the query's prefixes, so the list kept for a prefix contains only matching queries, and the first \`k\` of them in ranked order are the answer.

**Complexity.** Counting and sorting: O(n log n) comparisons for n searches; building the prefix lists: O(L) prefixes for L letters in the distinct queries (each sliced in O(length), so O(L · 20) at most); each keystroke is one lookup. Filtering and sorting all queries on every keystroke would be O(t · n log n) for t keystrokes.

**Common mistakes.** Breaking ties by first appearance (a stable sort on the count alone keeps the log's order, not the alphabet), suggesting everything when the box is empty again (every word starts with the empty string), and Python's \`list.pop()\` on an empty list, which raises \`IndexError\`.
`,
  }),
];
