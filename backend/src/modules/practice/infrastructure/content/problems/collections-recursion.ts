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
];
