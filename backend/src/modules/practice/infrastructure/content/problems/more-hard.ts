import type { ProblemContent } from '../../../domain/problem.js';
import { defineProblem, intIn, mutate, seeded } from './define.js';

/**
 * Hard problems on tools the roadmaps teach and the set lacked (issue 30): a regular-expression
 * engine (regular-expressions), git's merge bases (git-basics), a key-value store with snapshot
 * isolation (database-indexes-and-transactions) and Bash brace expansion (shell-scripting).
 * Expected values of generated tests come from the plain oracles below, never from the references:
 * the regex tests from JavaScript's own RegExp engine, the others from definitional brute force.
 */
const random = seeded(51_029);

type Row = [args: unknown[], expected: unknown, name?: string];
/** Generated rows, typed for defineProblem (the values are plain JSON). */
const rows = (list: Row[]) => list as [never[], never, string?][];
const pick = <T>(list: readonly T[]) => list[intIn(random, 0, list.length - 1)];

/* ======================= 1. A tiny regular-expression engine ======================= */

const REGEX_META = '.*+?()[]|\\';
const isLetter = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** Whether a pattern follows the statement's grammar (a plain recursive check, used by the limits). */
const regexWellFormed = (p: string) => {
  let i = 0;
  const alternation = (): boolean => {
    if (!sequence()) return false;
    while (p[i] === '|') {
      i++;
      if (!sequence()) return false;
    }
    return true;
  };
  const sequence = (): boolean => {
    while (i < p.length && p[i] !== '|' && p[i] !== ')') {
      if (!atom()) return false;
      if (i < p.length && '*+?'.includes(p[i])) i++;
    }
    return true;
  };
  const atom = (): boolean => {
    const c = p[i++];
    if (c === '(') {
      if (!alternation() || p[i] !== ')') return false;
      i++;
      return true;
    }
    if (c === '\\') return i < p.length && REGEX_META.includes(p[i++]);
    if (c === '[') {
      if (p[i] === '^') i++;
      let items = 0;
      while (p[i] !== ']') {
        const lo = p[i];
        if (!isLetter(lo) && !isDigit(lo)) return false;
        if (p[i + 1] === '-') {
          const hi = p[i + 2];
          if (!(isLetter(lo) ? isLetter(hi) : isDigit(hi)) || hi < lo) return false;
          i += 3;
        } else i++;
        items++;
      }
      i++;
      return items > 0;
    }
    return c === '.' || c === '-' || isLetter(c) || isDigit(c);
  };
  return alternation() && i === p.length;
};

/**
 * The oracle of hand-written tests: JavaScript's own engine, which reads this grammar the same way (a subset of its
 * syntax). It backtracks, so the pathological tests below state their answers by hand, and generated tests use treeMatches.
 */
const regexOracle = (pattern: string, texts: string[]) => {
  const re = new RegExp(`^(?:${pattern})$`);
  return texts.map((t) => re.test(t));
};

type RegexNode =
  | { k: 'lit'; c: string }
  | { k: 'any' }
  | { k: 'cls'; negated: boolean; items: [string, string][] }
  | { k: 'cat'; parts: RegexNode[] }
  | { k: 'alt'; options: RegexNode[] }
  | { k: 'rep'; q: '*' | '+' | '?'; node: RegexNode };

const TEXT_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789.*+?()[]|\\-';
/** A random pattern over a few letters (so that texts often match), as a tree. */
const randomRegex = (depth: number, letters: string): RegexNode => {
  const roll = random();
  if (depth <= 0 || roll < 0.3) {
    const kind = random();
    if (kind < 0.6) return { k: 'lit', c: pick([...letters]) };
    if (kind < 0.7) return { k: 'lit', c: pick([...'.+()-']) };
    if (kind < 0.8) return { k: 'any' };
    const items: [string, string][] = [];
    for (let n = intIn(random, 1, 2); n > 0; n--) {
      const a = pick([...letters]);
      items.push(random() < 0.4 ? [a, String.fromCharCode(a.charCodeAt(0) + intIn(random, 0, 2))] : [a, a]);
    }
    if (random() < 0.2) items.push(random() < 0.5 ? ['0', '9'] : ['3', '3']);
    return { k: 'cls', negated: random() < 0.35, items };
  }
  if (roll < 0.6)
    return { k: 'cat', parts: Array.from({ length: intIn(random, 2, 3) }, () => randomRegex(depth - 1, letters)) };
  if (roll < 0.8)
    return {
      k: 'alt',
      options: Array.from({ length: intIn(random, 2, 3) }, () =>
        random() < 0.1 ? { k: 'cat', parts: [] } : randomRegex(depth - 1, letters),
      ),
    };
  return { k: 'rep', q: pick(['*', '+', '?'] as const), node: randomRegex(depth - 1, letters) };
};
const regexText = (n: RegexNode): string => {
  switch (n.k) {
    case 'lit':
      return REGEX_META.includes(n.c) ? `\\${n.c}` : n.c;
    case 'any':
      return '.';
    case 'cls':
      return `[${n.negated ? '^' : ''}${n.items.map(([a, b]) => (a === b ? a : `${a}-${b}`)).join('')}]`;
    case 'cat':
      return n.parts.map((p) => (p.k === 'alt' ? `(${regexText(p)})` : regexText(p))).join('');
    case 'alt':
      return n.options.map(regexText).join('|');
    case 'rep': {
      const inner = regexText(n.node);
      const atomic = n.node.k === 'lit' || n.node.k === 'any' || n.node.k === 'cls';
      return `${atomic ? inner : `(${inner})`}${n.q}`;
    }
  }
};
/** A text the tree matches (a random walk through it). */
const regexSample = (n: RegexNode): string => {
  switch (n.k) {
    case 'lit':
      return n.c;
    case 'any':
      return pick([...TEXT_CHARS]);
    case 'cls': {
      const inside = (c: string) => n.items.some(([a, b]) => a <= c && c <= b);
      const choices = [...TEXT_CHARS].filter((c) => inside(c) !== n.negated);
      return pick(choices);
    }
    case 'cat':
      return n.parts.map(regexSample).join('');
    case 'alt':
      return regexSample(pick(n.options));
    case 'rep': {
      const min = n.q === '+' ? 1 : 0;
      const max = n.q === '?' ? 1 : 3;
      return Array.from({ length: intIn(random, min, max) }, () => regexSample(n.node)).join('');
    }
  }
};
/** The end positions the tree can reach from position i of the text (memoised per node and position): a second, independent matcher. */
const treeMatches = (tree: RegexNode, text: string) => {
  const memo = new Map<RegexNode, Map<number, Set<number>>>();
  const ends = (n: RegexNode, i: number): Set<number> => {
    let byStart = memo.get(n);
    if (!byStart) {
      byStart = new Map();
      memo.set(n, byStart);
    }
    const known = byStart.get(i);
    if (known) return known;
    let out = new Set<number>();
    const c = text[i];
    if (n.k === 'lit') {
      if (c === n.c) out.add(i + 1);
    } else if (n.k === 'any') {
      if (i < text.length) out.add(i + 1);
    } else if (n.k === 'cls') {
      if (i < text.length && n.items.some(([a, b]) => a <= c && c <= b) !== n.negated) out.add(i + 1);
    } else if (n.k === 'cat') {
      out = new Set([i]);
      for (const part of n.parts) out = new Set([...out].flatMap((p) => [...ends(part, p)]));
    } else if (n.k === 'alt') {
      for (const o of n.options) for (const e of ends(o, i)) out.add(e);
    } else {
      // repetitions: the positions after 0 or 1 (?) or any number of rounds, found by a search
      const first = n.q === '+' ? [...ends(n.node, i)] : [i];
      out = new Set(first);
      if (n.q === '?') for (const e of ends(n.node, i)) out.add(e);
      else {
        const todo = [...first];
        while (todo.length > 0)
          for (const e of ends(n.node, todo.pop() as number))
            if (!out.has(e)) {
              out.add(e);
              todo.push(e);
            }
      }
    }
    byStart.set(i, out);
    return out;
  };
  return ends(tree, 0).has(text.length);
};

/** Samples, near misses (one character changed, dropped or added) and random strings. */
const regexTexts = (tree: RegexNode, count: number, letters: string) =>
  Array.from({ length: count }, () => {
    let t = regexSample(tree);
    const roll = random();
    if (roll < 0.45) return t.slice(0, 40);
    const at = intIn(random, 0, t.length);
    const c = random() < 0.8 ? pick([...letters]) : pick([...TEXT_CHARS]);
    if (roll < 0.65 && t.length > 0)
      t = t.slice(0, Math.min(at, t.length - 1)) + c + t.slice(Math.min(at, t.length - 1) + 1);
    else if (roll < 0.8 && t.length > 0)
      t = t.slice(0, Math.min(at, t.length - 1)) + t.slice(Math.min(at, t.length - 1) + 1);
    else if (roll < 0.92) t = t.slice(0, at) + c + t.slice(at);
    else t = Array.from({ length: intIn(random, 0, 6) }, () => pick([...letters])).join('');
    return t.slice(0, 40);
  });
const regexCase = (depth: number, letters: string, count: number): Row => {
  for (;;) {
    const tree = randomRegex(depth, letters);
    const pattern = regexText(tree);
    if (pattern.length < 1 || pattern.length > 100 || !regexWellFormed(pattern)) continue;
    const texts = regexTexts(tree, count, letters);
    return [[pattern, texts], texts.map((t) => treeMatches(tree, t))];
  }
};
const regexRows = (list: [pattern: string, texts: string[], name?: string][]): Row[] =>
  list.map(([pattern, texts, name]) => [[pattern, texts], regexOracle(pattern, texts), name]);

const regexJs = `
  // Thompson's construction: every state either reads one character (step) or moves on for free (free).
  const free = [];
  const step = [];
  const state = () => {
    free.push([]);
    step.push(null);
    return free.length - 1;
  };
  let i = 0;
  // Each parser reads one piece of the pattern and returns the [entry, exit] states of its fragment.
  const alternation = () => {
    const entry = state();
    const exit = state();
    for (;;) {
      const [s, e] = sequence();
      free[entry].push(s);
      free[e].push(exit);
      if (pattern[i] !== '|') return [entry, exit];
      i++;
    }
  };
  const sequence = () => {
    const entry = state();
    let exit = entry;
    while (i < pattern.length && pattern[i] !== '|' && pattern[i] !== ')') {
      let [s, e] = atom();
      const q = pattern[i];
      if (q === '*' || q === '+' || q === '?') {
        i++;
        const around = state();
        const after = state();
        free[around].push(s);
        free[e].push(after);
        if (q !== '+') free[around].push(after); // may be skipped
        if (q !== '?') free[e].push(s); // may repeat
        s = around;
        e = after;
      }
      free[exit].push(s);
      exit = e;
    }
    return [entry, exit];
  };
  const atom = () => {
    const c = pattern[i++];
    if (c === '(') {
      const fragment = alternation();
      i++; // the ')'
      return fragment;
    }
    let test;
    if (c === '.') test = () => true;
    else if (c === '[') {
      const negated = pattern[i] === '^';
      if (negated) i++;
      const ranges = [];
      while (pattern[i] !== ']') {
        if (pattern[i + 1] === '-') {
          ranges.push([pattern[i], pattern[i + 2]]);
          i += 3;
        } else {
          ranges.push([pattern[i], pattern[i]]);
          i++;
        }
      }
      i++;
      test = (ch) => ranges.some(([lo, hi]) => lo <= ch && ch <= hi) !== negated;
    } else {
      const literal = c === '\\\\' ? pattern[i++] : c;
      test = (ch) => ch === literal;
    }
    const s = state();
    const e = state();
    step[s] = [test, e];
    return [s, e];
  };
  const [start, accept] = alternation();

  // Every state reachable from the given ones by free moves.
  const closure = (states) => {
    const seen = new Set(states);
    const stack = [...states];
    while (stack.length > 0) {
      for (const next of free[stack.pop()]) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return seen;
  };
  return texts.map((text) => {
    let current = closure([start]);
    for (const ch of text) {
      const moved = [];
      for (const s of current) if (step[s] && step[s][0](ch)) moved.push(step[s][1]);
      current = closure(moved);
      if (current.size === 0) break;
    }
    return current.has(accept);
  });`;

const regexPy = `
def regex_matches(pattern, texts):
    # Thompson's construction: a state either reads one character (step) or moves on for free (free).
    free, step = [], []

    def state():
        free.append([])
        step.append(None)
        return len(free) - 1

    pos = 0

    def peek():
        return pattern[pos] if pos < len(pattern) else ""

    # Each parser reads one piece of the pattern and returns the (entry, exit) states of its fragment.
    def alternation():
        nonlocal pos
        entry, exit_ = state(), state()
        while True:
            s, e = sequence()
            free[entry].append(s)
            free[e].append(exit_)
            if peek() != "|":
                return entry, exit_
            pos += 1

    def sequence():
        nonlocal pos
        entry = exit_ = state()
        while peek() not in ("", "|", ")"):
            s, e = atom()
            q = peek()
            if q in ("*", "+", "?"):
                pos += 1
                around, after = state(), state()
                free[around].append(s)
                free[e].append(after)
                if q != "+":
                    free[around].append(after)  # may be skipped
                if q != "?":
                    free[e].append(s)  # may repeat
                s, e = around, after
            free[exit_].append(s)
            exit_ = e
        return entry, exit_

    def atom():
        nonlocal pos
        c = pattern[pos]
        pos += 1
        if c == "(":
            fragment = alternation()
            pos += 1  # the ")"
            return fragment
        if c == ".":
            test = lambda ch: True
        elif c == "[":
            negated = peek() == "^"
            if negated:
                pos += 1
            chars = set()
            while pattern[pos] != "]":
                if pattern[pos + 1] == "-":
                    lo, hi = pattern[pos], pattern[pos + 2]
                    pos += 3
                else:
                    lo = hi = pattern[pos]
                    pos += 1
                chars.update(chr(k) for k in range(ord(lo), ord(hi) + 1))
            pos += 1
            test = lambda ch, chars=chars, negated=negated: (ch in chars) != negated
        else:
            if c == "\\\\":
                c = pattern[pos]
                pos += 1
            test = lambda ch, c=c: ch == c
        s, e = state(), state()
        step[s] = (test, e)
        return s, e

    start, accept = alternation()

    def closure(states):
        seen = set(states)
        stack = list(states)
        while stack:
            for nxt in free[stack.pop()]:
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
        return seen

    result = []
    for text in texts:
        current = closure([start])
        for ch in text:
            current = closure([step[s][1] for s in current if step[s] and step[s][0](ch)])
            if not current:
                break
        result.append(accept in current)
    return result`;

/* ======================= 2. Git merge bases ======================= */

/** The merge bases by their definition, on ancestor sets as bitsets: common ancestors that no other common ancestor descends from. */
const mergeBaseOracle = (commits: string[][], queries: string[][]) => {
  const ids = commits.map((r) => r[0]);
  const at = new Map(ids.map((id, k) => [id, k]));
  const ancestors: bigint[] = [];
  commits.forEach(([, ...parents], k) => {
    let set = 1n << BigInt(k); // a commit is its own ancestor
    for (const p of parents) set |= ancestors[at.get(p) as number];
    ancestors.push(set);
  });
  return queries.map(([a, b]) => {
    const common = ancestors[at.get(a) as number] & ancestors[at.get(b) as number];
    const members = ids.map((_, k) => k).filter((k) => ((common >> BigInt(k)) & 1n) === 1n);
    // x is not best when it is a proper ancestor of some other common ancestor y
    let beaten = 0n;
    for (const y of members) beaten |= ancestors[y] & ~(1n << BigInt(y));
    return members
      .filter((x) => ((beaten >> BigInt(x)) & 1n) === 0n)
      .map((x) => ids[x])
      .sort();
  });
};
const usedIds = new Set<string>();
const commitId = () => {
  for (;;) {
    const id = Array.from({ length: 7 }, () => '0123456789abcdef'[intIn(random, 0, 15)]).join('');
    if (!usedIds.has(id)) {
      usedIds.add(id);
      return id;
    }
  }
};
/** A history of branches that fork, commit and merge into each other (so criss-cross merges happen), maybe with a second root. */
const randomHistory = (n: number, branches: number, mergeRate: number, secondRoot: boolean) => {
  const commits: string[][] = [[commitId()]];
  const heads = [commits[0][0]];
  while (commits.length < n) {
    const id = commitId();
    const roll = random();
    if (secondRoot && commits.length === Math.floor(n / 3)) {
      commits.push([id]);
      heads.push(id);
    } else if (heads.length < branches && roll < 0.2) {
      const from = pick(commits)[0];
      commits.push([id, from]);
      heads.push(id);
    } else {
      const b = intIn(random, 0, heads.length - 1);
      const c = intIn(random, 0, heads.length - 1);
      if (roll < 0.2 + mergeRate && heads[c] !== heads[b]) {
        const parents = [heads[b], heads[c]];
        const d = intIn(random, 0, heads.length - 1);
        if (random() < 0.1 && !parents.includes(heads[d])) parents.push(heads[d]); // an octopus merge
        commits.push([id, ...parents]);
      } else commits.push([id, heads[b]]);
      heads[b] = id;
    }
  }
  return commits;
};
const mergeBaseCase = (n: number, branches: number, mergeRate: number, secondRoot: boolean, q: number): Row => {
  const commits = randomHistory(n, branches, mergeRate, secondRoot);
  const late = commits.slice(Math.floor(commits.length / 2));
  const queries = Array.from({ length: q }, () => [pick(random() < 0.7 ? late : commits)[0], pick(commits)[0]]);
  return [[commits, queries], mergeBaseOracle(commits, queries)];
};
const historyKeepsRules = (commits: string[][]) => {
  const seen = new Set<string>();
  for (const [id, ...parents] of commits) {
    if (seen.has(id) || parents.length > 3 || new Set(parents).size !== parents.length) return false;
    if (!parents.every((p) => seen.has(p))) return false;
    seen.add(id);
  }
  return true;
};

const mergeBaseJs = `
  const index = new Map(commits.map(([id], k) => [id, k]));
  const parents = commits.map(([, ...ps]) => ps.map((p) => index.get(p)));
  const n = commits.length;
  // Marks in seen every commit reachable from the starts through parents (the starts included).
  const paint = (starts, seen) => {
    const stack = [...starts];
    while (stack.length > 0) {
      const c = stack.pop();
      if (seen[c]) continue;
      seen[c] = 1;
      for (const p of parents[c]) if (!seen[p]) stack.push(p);
    }
    return seen;
  };
  return queries.map(([a, b]) => {
    const fromA = paint([index.get(a)], new Uint8Array(n));
    const fromB = paint([index.get(b)], new Uint8Array(n));
    const common = [];
    for (let c = 0; c < n; c++) if (fromA[c] && fromB[c]) common.push(c);
    // A common ancestor is not best when another one descends from it: mark everything below them.
    const below = paint(common.flatMap((c) => parents[c]), new Uint8Array(n));
    return common
      .filter((c) => !below[c])
      .map((c) => commits[c][0])
      .sort();
  });`;

const mergeBasePy = `
def merge_bases(commits, queries):
    index = {row[0]: k for k, row in enumerate(commits)}
    parents = [[index[p] for p in row[1:]] for row in commits]
    n = len(commits)

    def reach(starts):
        # every commit reachable from the starts through parents, the starts included
        seen = [False] * n
        stack = list(starts)
        while stack:
            c = stack.pop()
            if not seen[c]:
                seen[c] = True
                stack.extend(parents[c])
        return seen

    result = []
    for a, b in queries:
        from_a, from_b = reach([index[a]]), reach([index[b]])
        common = [c for c in range(n) if from_a[c] and from_b[c]]
        # a common ancestor is not best when another one descends from it
        below = reach([p for c in common for p in parents[c]])
        result.append(sorted(commits[c][0] for c in common if not below[c]))
    return result`;

/* ======================= 3. Snapshot isolation ======================= */

/** The store by replaying its log: every get scans the commits before the snapshot, every commit scans those after it. */
const snapshotOracle = (ops: string[][]) => {
  const log: { time: number; writes: [string, string | null][] }[] = [];
  const open = new Map<string, { start: number; writes: [string, string | null][] }>();
  return ops.map((op, time) => {
    const [kind, name, key, value] = op;
    if (kind === 'begin') {
      open.set(name, { start: time, writes: [] });
      return 'ok';
    }
    const tx = open.get(name) as { start: number; writes: [string, string | null][] };
    if (kind === 'get') {
      for (let k = tx.writes.length - 1; k >= 0; k--) if (tx.writes[k][0] === key) return tx.writes[k][1] ?? '(nil)';
      for (let c = log.length - 1; c >= 0; c--) {
        if (log[c].time > tx.start) continue;
        const mine = log[c].writes.filter(([k]) => k === key);
        if (mine.length > 0) return mine[mine.length - 1][1] ?? '(nil)';
      }
      return '(nil)';
    }
    if (kind === 'set' || kind === 'del') {
      tx.writes.push([key, kind === 'set' ? value : null]);
      return 'ok';
    }
    open.delete(name);
    if (kind === 'rollback') return 'rolled back';
    const written = new Set(tx.writes.map(([k]) => k));
    if (log.some((c) => c.time > tx.start && c.writes.some(([k]) => written.has(k)))) return 'conflict';
    log.push({ time, writes: tx.writes });
    return 'committed';
  });
};
/** Whether every operation has its form and names a transaction in the right state. */
const opsKeepRules = (ops: string[][]) => {
  const open = new Set<string>();
  const arity: Record<string, number> = { begin: 2, get: 3, set: 4, del: 3, commit: 2, rollback: 2 };
  return ops.every(([kind, name, ...rest]) => {
    if (arity[kind] !== 2 + rest.length) return false;
    if (kind === 'begin') {
      if (open.has(name)) return false;
      open.add(name);
      return true;
    }
    if (!open.has(name)) return false;
    if (kind === 'commit' || kind === 'rollback') open.delete(name);
    return true;
  });
};
/** Random interleaved transactions over a few keys (so they collide), each ending in commit or rollback. */
const randomOps = (n: number, keys: string[], maxOpen: number, rollbackRate: number) => {
  const ops: string[][] = [];
  const open: string[] = [];
  let next = 1;
  while (ops.length < n) {
    const left = n - ops.length;
    if (open.length > 0 && (left <= open.length || random() < 0.15)) {
      const k = intIn(random, 0, open.length - 1);
      ops.push([random() < rollbackRate ? 'rollback' : 'commit', open[k]]);
      open.splice(k, 1);
    } else if (open.length === 0 || (open.length < maxOpen && random() < 0.2)) {
      const name = random() < 0.5 && next > 3 ? `t${intIn(random, 1, next - 1)}` : `t${next++}`;
      if (open.includes(name)) continue;
      if (left < 2) break;
      ops.push(['begin', name]);
      open.push(name);
    } else {
      const name = pick(open);
      const key = pick(keys);
      const roll = random();
      if (roll < 0.45) ops.push(['get', name, key]);
      else if (roll < 0.9) ops.push(['set', name, key, String(intIn(random, 0, 99))]);
      else ops.push(['del', name, key]);
    }
  }
  return ops;
};
const snapshotCase = (n: number, keys: string[], maxOpen: number, rollbackRate: number): Row => {
  const ops = randomOps(n, keys, maxOpen, rollbackRate);
  return [[ops], snapshotOracle(ops)];
};

const snapshotJs = `
  // The committed versions of each key, oldest first: their commit times and values (null: deleted).
  const times = new Map();
  const values = new Map();
  const open = new Map(); // name -> { start, writes: Map(key -> value or null) }
  // The value of key in the snapshot taken at start: its newest version committed before then.
  const snapshotValue = (key, start) => {
    const t = times.get(key);
    if (!t) return null;
    let lo = 0;
    let hi = t.length; // the first version committed after start
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (t[mid] < start) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? null : values.get(key)[lo - 1];
  };
  return ops.map(([kind, name, key, value], time) => {
    if (kind === 'begin') {
      open.set(name, { start: time, writes: new Map() });
      return 'ok';
    }
    const tx = open.get(name);
    if (kind === 'get') {
      const seen = tx.writes.has(key) ? tx.writes.get(key) : snapshotValue(key, tx.start);
      return seen ?? '(nil)';
    }
    if (kind === 'set' || kind === 'del') {
      tx.writes.set(key, kind === 'set' ? value : null);
      return 'ok';
    }
    open.delete(name);
    if (kind === 'rollback') return 'rolled back';
    // First committer wins: a key this transaction wrote was committed by someone else since it began.
    for (const k of tx.writes.keys()) {
      const t = times.get(k);
      if (t && t[t.length - 1] > tx.start) return 'conflict';
    }
    for (const [k, v] of tx.writes) {
      if (!times.has(k)) {
        times.set(k, []);
        values.set(k, []);
      }
      times.get(k).push(time);
      values.get(k).push(v);
    }
    return 'committed';
  });`;

const snapshotPy = `
from bisect import bisect_left


def run_transactions(ops):
    times, values = {}, {}  # key -> commit times and values (None: deleted), oldest first
    open_tx = {}  # name -> (start, writes)
    out = []
    for time, op in enumerate(ops):
        kind, name = op[0], op[1]
        if kind == "begin":
            open_tx[name] = (time, {})
            out.append("ok")
            continue
        start, writes = open_tx[name]
        if kind == "get":
            key = op[2]
            if key in writes:
                value = writes[key]
            else:
                # the newest version committed before the snapshot
                k = bisect_left(times.get(key, []), start)
                value = values[key][k - 1] if k else None
            out.append("(nil)" if value is None else value)
        elif kind in ("set", "del"):
            writes[op[2]] = op[3] if kind == "set" else None
            out.append("ok")
        else:
            del open_tx[name]
            if kind == "rollback":
                out.append("rolled back")
            elif any(key in times and times[key][-1] > start for key in writes):
                out.append("conflict")  # first committer wins
            else:
                for key, value in writes.items():
                    times.setdefault(key, []).append(time)
                    values.setdefault(key, []).append(value)
                out.append("committed")
    return out`;

/* ======================= 4. Bash brace expansion ======================= */

const BRACE_SEQUENCE = /^(?:(?:0|-?[1-9]\d{0,3})\.\.(?:0|-?[1-9]\d{0,3})|[a-z]\.\.[a-z])(?:\.\.[1-9]\d{0,3})?$/;

/** The expansion by rewriting, as the Bash manual tells it: expand the first brace pair, put each result back, repeat. */
const braceOracle = (word: string): string[] => {
  const open = word.indexOf('{');
  if (open < 0) return [word];
  let depth = 0;
  let close = open;
  const commas: number[] = [];
  for (let k = open; k < word.length; k++) {
    if (word[k] === '{') depth++;
    else if (word[k] === '}' && --depth === 0) {
      close = k;
      break;
    } else if (word[k] === ',' && depth === 1) commas.push(k);
  }
  const options: string[] = [];
  if (commas.length > 0) {
    let from = open + 1;
    for (const c of [...commas, close]) {
      options.push(word.slice(from, c));
      from = c + 1;
    }
  } else {
    const [x, y, by] = word.slice(open + 1, close).split('..');
    const letters = /[a-z]/.test(x);
    const code = (s: string) => (letters ? s.charCodeAt(0) : Number(s));
    const [a, b, step] = [code(x), code(y), Number(by ?? 1)];
    // every value between the ends, inclusive, that lies a whole number of steps from the start
    for (let k = 0; k <= Math.abs(b - a); k++) {
      if (k % step !== 0) continue;
      const v = a <= b ? a + k : a - k;
      options.push(letters ? String.fromCharCode(v) : String(v));
    }
  }
  return options.flatMap((o) => braceOracle(word.slice(0, open) + o + word.slice(close + 1)));
};
/** Braces balanced, and every pair holds a comma at its own level or is exactly a sequence expression. */
const braceWellFormed = (word: string) => {
  const stack: { start: number; comma: boolean }[] = [];
  for (let k = 0; k < word.length; k++) {
    if (word[k] === '{') stack.push({ start: k, comma: false });
    else if (word[k] === ',' && stack.length > 0) stack[stack.length - 1].comma = true;
    else if (word[k] === '}') {
      const top = stack.pop();
      if (!top) return false;
      if (!top.comma && !BRACE_SEQUENCE.test(word.slice(top.start + 1, k))) return false;
    }
  }
  return stack.length === 0;
};
const braceKeepsRules = (word: string) => braceWellFormed(word) && braceOracle(word).length <= 2_000;

/** A random well-formed word: literal runs, lists (maybe nested, maybe with empty options) and sequences. */
const randomBrace = (depth: number): string => {
  const parts: string[] = [];
  for (let n = intIn(random, 1, 3); n > 0; n--) {
    const roll = random();
    if (roll < 0.4 || depth <= 0) {
      parts.push(Array.from({ length: intIn(random, 0, 3) }, () => pick([...'abcxyz019._-,'])).join(''));
    } else if (roll < 0.8) {
      const options = Array.from({ length: intIn(random, 2, 3) }, () =>
        random() < 0.15 ? '' : randomBrace(depth - 1),
      );
      parts.push(`{${options.join(',')}}`);
    } else if (random() < 0.6) {
      const a = intIn(random, -12, 12);
      const b = intIn(random, -12, 12);
      parts.push(`{${a}..${b}${random() < 0.4 ? `..${intIn(random, 1, 5)}` : ''}}`);
    } else {
      const a = String.fromCharCode(97 + intIn(random, 0, 25));
      const b = String.fromCharCode(97 + intIn(random, 0, 25));
      parts.push(`{${a}..${b}${random() < 0.4 ? `..${intIn(random, 1, 7)}` : ''}}`);
    }
  }
  return parts.join('');
};
const braceCase = (depth: number): Row => {
  for (;;) {
    const word = randomBrace(depth);
    if (word.length < 1 || word.length > 60 || !/[{]/.test(word) || !braceWellFormed(word)) continue;
    const words = braceOracle(word);
    if (words.length > 2_000) continue;
    return [[word], words];
  }
};
const braceRows = (list: [word: string, name?: string][]): Row[] =>
  list.map(([word, name]) => [[word], braceOracle(word), name]);

const braceJs = `
  let i = 0;
  // The words spelled from i up to the next ',' or '}' of the enclosing pair (or the end of the word).
  const sequence = (inPair) => {
    const stops = (c) => inPair && (c === ',' || c === '}');
    let words = [''];
    while (i < word.length && !stops(word[i])) {
      if (word[i] === '{') {
        i++;
        const options = pair();
        words = words.flatMap((w) => options.map((o) => w + o));
      } else {
        const start = i;
        while (i < word.length && word[i] !== '{' && !stops(word[i])) i++;
        const text = word.slice(start, i);
        words = words.map((w) => w + text);
      }
    }
    return words;
  };
  // After a '{': a sequence expression, or options split by this pair's commas, through its '}'.
  const pair = () => {
    const close = word.indexOf('}', i);
    const m = SEQUENCE.exec(word.slice(i, close));
    if (m) {
      i = close + 1;
      return sequenceTerms(m);
    }
    const options = [];
    for (;;) {
      options.push(...sequence(true));
      if (word[i++] === '}') return options;
    }
  };
  return sequence(false);`;

const braceJsHelpers = String.raw`
const SEQUENCE = /^(?:(-?\d+)\.\.(-?\d+)|([a-z])\.\.([a-z]))(?:\.\.(\d+))?$/;

function sequenceTerms(m) {
  const letters = m[3] !== undefined;
  const a = letters ? m[3].charCodeAt(0) : Number(m[1]);
  const b = letters ? m[4].charCodeAt(0) : Number(m[2]);
  const step = Number(m[5] ?? 1) * (a <= b ? 1 : -1);
  const out = [];
  for (let v = a; a <= b ? v <= b : v >= b; v += step) out.push(letters ? String.fromCharCode(v) : String(v));
  return out;
}`;

const bracePy = String.raw`
import re

SEQUENCE = re.compile(r"(?:(-?\d+)\.\.(-?\d+)|([a-z])\.\.([a-z]))(?:\.\.(\d+))?")


def brace_expand(word):
    pos = 0

    def sequence(in_pair):
        # the words spelled from pos up to the next ',' or '}' of the enclosing pair (or the end)
        nonlocal pos
        words = [""]
        while pos < len(word) and not (in_pair and word[pos] in ",}"):
            if word[pos] == "{":
                pos += 1
                options = pair()
                words = [w + o for w in words for o in options]
            else:
                start = pos
                while pos < len(word) and word[pos] != "{" and not (in_pair and word[pos] in ",}"):
                    pos += 1
                words = [w + word[start:pos] for w in words]
        return words

    def pair():
        # after a '{': a sequence expression, or options split by this pair's commas, through its '}'
        nonlocal pos
        close = word.index("}", pos)
        m = SEQUENCE.fullmatch(word, pos, close)
        if m:
            pos = close + 1
            return terms(m)
        options = []
        while True:
            options += sequence(True)
            pos += 1
            if word[pos - 1] == "}":
                return options

    return sequence(False)


def terms(m):
    letters = m.group(3) is not None
    a, b = (ord(m.group(3)), ord(m.group(4))) if letters else (int(m.group(1)), int(m.group(2)))
    step = int(m.group(5) or 1)
    values = range(a, b + 1, step) if a <= b else range(a, b - 1, -step)
    return [chr(v) if letters else str(v) for v in values]`;

/* ======================= The problems ======================= */

export const MORE_HARD: ProblemContent[] = [
  defineProblem({
    slug: 'tiny-regex-engine',
    title: 'A Tiny Regex Engine',
    difficulty: 'hard',
    tags: ['regular expressions', 'parsing', 'automata', 'graphs'],
    modules: ['regular-expressions'],
    statement: `
The regular-expressions lesson uses an engine; now build one. Given a \`pattern\` and a list of \`texts\`, return for each text whether the **whole text** matches the pattern (as \`re.fullmatch\` does in Python, or \`^(?:pattern)$\` in JavaScript).

A pattern is built from these pieces:

- a letter, a digit or \`-\` matches that character;
- \`.\` matches any one character;
- a backslash followed by one of \`. * + ? ( ) [ ] | \\\` matches that character itself: \`\\.\` is a literal dot, \`\\\\\` a literal backslash;
- \`[...]\` matches one character of the class, which lists single letters or digits and ranges such as \`a-f\` or \`0-7\` (both ends letters or both digits, the first not after the last), e.g. \`[a-cx0-9]\`; \`[^...]\` matches one character **not** in the class;
- \`(R)\` matches what \`R\` matches; groups nest, and \`()\` matches the empty text;
- a piece followed by \`*\`, \`+\` or \`?\` matches zero or more, one or more, or zero or one of it (at most one quantifier per piece).

Pieces written one after another match one after another, and \`R|S\` matches what \`R\` or \`S\` matches. \`|\` binds loosest: \`ab|cd\` means \`(ab)|(cd)\`. A branch may be empty: \`a|\` matches \`a\` or the empty text.

**Example:** \`pattern = "a(b|c)*d"\`, \`texts = ["ad", "abcbd", "abca", "bd"]\` → \`[true, true, false, false]\`: \`abca\` does not end with \`d\`, and \`bd\` does not start with \`a\`.

Backtracking (trying one choice, then undoing it) takes exponential time on patterns like \`(a|aa)*c\`; your solution must stay fast on every input allowed below.
`,
    constraints: [
      '1 ≤ pattern.length ≤ 100; the pattern follows the grammar above',
      '1 ≤ texts.length ≤ 50',
      'each text has 0 to 100 characters, each a lowercase letter, a digit or one of . * + ? ( ) [ ] | \\ -',
    ],
    limits: {
      pattern: { length: [1, 100], chars: /[a-z0-9.*+?()[\]|\\^-]/ },
      texts: { length: [1, 50], each: { length: [0, 100], chars: /[a-z0-9.*+?()[\]|\\-]/ } },
    },
    relations: [{ rule: 'the pattern follows the grammar of the statement', holds: (p: string) => regexWellFormed(p) }],
    signature: ['regexMatches', 'pattern: string', 'texts: string[]'],
    returns: 'bool[]',
    js: regexJs,
    py: regexPy,
    samples: rows([
      ...regexRows([
        ['a(b|c)*d', ['ad', 'abcbd', 'abca', 'bd'], 'groups and a star'],
        ['v[0-9]+\\.[0-9]+', ['v1.2', 'v10.25', 'v1x2', 'v.2', 'v1.'], 'an escaped dot between digit classes'],
        ['(|ab)(c|)', ['', 'ab', 'c', 'abc', 'abcc'], 'empty branches'],
      ]),
    ]),
    hidden: rows([
      ...regexRows([
        ['ab+c', ['ac', 'abc', 'abbbc', 'abcc'], 'plus needs one or more'],
        ['ab', ['ab', 'abc', 'a', ''], 'the whole text must match, not a prefix'],
        ['ab|cd', ['ab', 'cd', 'abd', 'acd', 'abcd'], 'alternation binds loosest'],
        ['a.c', ['abc', 'a.c', 'a+c', 'ac', 'abbc'], 'the dot matches any character, metacharacters too'],
        ['a\\.c', ['a.c', 'abc', 'a\\.c'], 'an escaped dot is a literal dot'],
        ['\\(\\[\\\\\\|\\]\\)\\*\\+\\?', ['([\\|])*+?', '([|])*+?'], 'every escapable character'],
        ['[^abc]*', ['', 'xyz', 'xay', '.-9'], 'a negated class'],
        [
          '[a-c0-2x]+-[^0-9]?',
          ['ab2x-', 'cx-z', 'd-', 'a-5', '-', 'b-.'],
          'ranges, a literal dash and an optional negated class',
        ],
        ['x?y?z?', ['', 'xz', 'zy', 'xyz', 'xyzz'], 'all optional'],
        ['(((a)))', ['a', '', 'aa'], 'nested groups'],
        ['()', ['', 'a'], 'an empty group matches only the empty text'],
        ['a|', ['', 'a', 'aa'], 'an empty last branch'],
        ['((ab|a)(bc|c))+', ['abc', 'abcabc', 'abbc', 'ab'], 'ambiguous concatenation repeated'],
        ['.*x.*', ['x', 'abcx', 'xabc', 'abc', ''], 'contains an x'],
        [
          '(a|b)*a(a|b)(a|b)(a|b)(a|b)(a|b)(a|b)(a|b)(a|b)(a|b)',
          [
            'a'.repeat(10),
            `a${'b'.repeat(9)}`,
            `b${'a'.repeat(9)}`,
            `${'ab'.repeat(45)}bbbbbbbbbb`,
            `${'ab'.repeat(45)}abbbbbbbbb`,
          ],
          'the tenth letter from the end is a (a DFA would need 1,024 states)',
        ],
      ]),
      // Pathological for backtracking (the oracle engine too), so answered by hand: only a's can never end in b or c,
      // and a?{30}a{30} matches exactly 30 to 60 a's.
      [
        ['(a*)*b', ['b', 'aaab', 'a'.repeat(99), `${'a'.repeat(99)}b`]],
        [true, true, false, true],
        'a starred star: backtracking explodes',
      ],
      [
        ['(a|aa)*c', ['a'.repeat(100), `${'a'.repeat(99)}c`, 'aac', 'ca']],
        [false, true, true, false],
        'two ways to read every run of a',
      ],
      [
        [
          `${'a?'.repeat(30)}${'a'.repeat(30)}`,
          ['a'.repeat(30), 'a'.repeat(45), 'a'.repeat(60), 'a'.repeat(29), 'a'.repeat(61)],
        ],
        [true, true, true, false, false],
        'thirty optional then thirty required',
      ],
      regexCase(2, 'ab', 12),
      regexCase(3, 'ab', 12),
      regexCase(3, 'abc', 12),
      regexCase(3, 'ab', 12),
      regexCase(4, 'ab', 12),
      regexCase(4, 'abc', 12),
      regexCase(4, 'ab', 12),
      regexCase(5, 'ab', 12),
      regexCase(5, 'abc', 12),
      regexCase(5, 'ab', 12),
      regexCase(6, 'ab', 12),
      regexCase(6, 'xyz', 12),
      regexCase(7, 'ab', 50),
      regexCase(7, 'abc', 50),
    ]),
    hints: [
      'Parse first: a recursive-descent parser with one function per level (alternation, then concatenation, then a piece with its quantifier, then an atom) reads the grammar exactly as the statement lists it.',
      'Do not backtrack over the text. Turn the pattern into a graph of states (a nondeterministic automaton) and move a whole **set** of current states forward one character at a time; the text matches when the final state is in the set after the last character.',
      'Some moves read nothing: entering a group, skipping an optional piece, looping back for a star. After each character, add every state reachable by such free moves (the closure), and watch out for loops of free moves (`(a*)*`).',
    ],
    editorial: `
**Idea: Thompson's construction, then simulate the automaton.** A regular expression describes a *nondeterministic finite automaton*: states joined by edges that either read one character or read nothing (free moves). Instead of guessing which branch to take and backtracking, keep the set of all states the automaton could be in: the approach of Ken Thompson's original \`grep\` and of Google's RE2.

**Building the automaton.** Parse with recursive descent; each parser returns a fragment with one entry and one exit state:
- a character, \`.\` or a class: two states joined by an edge that reads one character passing the test;
- concatenation: a free move from each fragment's exit to the next one's entry;
- \`R|S\`: a new entry with free moves into both, and free moves from both exits to a new exit;
- \`X*\`: a new entry and exit around X, with a free move entry→exit (skip) and X's exit→X's entry (repeat); \`X+\` leaves out the skip, \`X?\` the repeat.

Each character of the pattern adds at most a few states, so there are O(m) states for a pattern of length m.

**Simulating it.** Start with the closure of the start state (everything reachable by free moves). For each character of the text, take the read-edges that accept it and close again. If the set becomes empty, stop early. The text matches when the accepting state is in the final set.

For \`a(b|c)*d\` on \`abca\`: after \`a\` the set holds the states before \`b\`, \`c\` and \`d\`; \`b\` and \`c\` loop back to the same set; the last \`a\` has no edge, so the set is empty and the answer is \`false\`.

**Complexity.** Each character touches every state and free edge at most once: O(m · n) per text of length n, O(m · total length) in all, and O(m) memory. A backtracking matcher can take exponential time: \`(a|aa)*c\` on a hundred \`a\`s tries every way to split them (that is ReDoS, which the lesson warns about).

**Common mistakes.**
- Matching a prefix (\`re.match\`) instead of the whole text: \`ab\` must not match \`abc\`.
- Treating \`+\` like \`*\`, so \`ab+c\` wrongly matches \`ac\`.
- Giving \`|\` higher precedence than concatenation: \`ab|cd\` is not \`a(b|c)d\`.
- Computing the closure without a visited set: \`(a*)*\` has a cycle of free moves and loops forever.
- Forgetting that a negated class \`[^abc]\` still matches exactly one character, and that \`.\` and a negated class match metacharacters in the text too.
`,
    wrong: [
      {
        why: 'lets X+ be skipped like X*, so ab+c matches ac',
        js: mutate(regexJs, "if (q !== '+') free", 'if (q) free'),
        py: mutate(regexPy, 'if q != "+":', 'if q:'),
      },
      {
        why: 'answers true as soon as a prefix of the text matches (re.match instead of re.fullmatch)',
        js: mutate(regexJs, 'if (current.size === 0) break;', 'if (current.size === 0 || current.has(accept)) break;'),
        py: mutate(regexPy, 'if not current:', 'if not current or accept in current:'),
      },
      {
        why: 'ignores the ^ of a negated class, so [^abc] matches a, b or c',
        js: mutate(regexJs, ' !== negated;', ';'),
        py: mutate(regexPy, '(ch in chars) != negated', 'ch in chars'),
      },
    ],
  }),

  defineProblem({
    slug: 'git-merge-bases',
    title: 'Git Merge Bases',
    difficulty: 'hard',
    tags: ['graphs', 'git', 'depth-first search', 'directed acyclic graphs'],
    modules: ['git-basics'],
    statement: `
Before \`git merge\` combines two branches it finds their **merge base**: the commit a three-way merge compares both sides with. Compute what \`git merge-base --all A B\` prints.

The history is a list of \`commits\`; each row is \`[id, ...parents]\`: a commit id followed by the ids of its parents (none for a root commit, one for an ordinary commit, two or more for a merge). Every parent appears in an earlier row.

A commit's **ancestors** are the commit itself and, recursively, the ancestors of its parents. A **common ancestor** of A and B is an ancestor of both. In the words of the git documentation, one common ancestor is *better* than another if the latter is an ancestor of the former, and a common ancestor with no better common ancestor is a **best common ancestor**, a merge base. There can be several (after criss-cross merges) or none (two unrelated histories).

For each query \`[A, B]\` of \`queries\`, return the ids of all merge bases of A and B, **sorted** in ascending string order.

**Example:**
\`\`\`
commits = [["aaaaaaa"], ["bbbbbbb", "aaaaaaa"], ["ccccccc", "aaaaaaa"], ["ddddddd", "bbbbbbb", "ccccccc"], ["eeeeeee", "ccccccc", "bbbbbbb"]]
queries = [["ddddddd", "eeeeeee"], ["bbbbbbb", "ddddddd"], ["bbbbbbb", "ccccccc"]]
\`\`\`
→ \`[["bbbbbbb", "ccccccc"], ["bbbbbbb"], ["aaaaaaa"]]\`. \`ddddddd\` and \`eeeeeee\` are criss-cross merges of \`bbbbbbb\` and \`ccccccc\`: both are common ancestors, neither is an ancestor of the other, and \`aaaaaaa\` is beaten by both. \`bbbbbbb\` is an ancestor of \`ddddddd\`, so it is its own merge base with \`ddddddd\`. (Ids are 7 hexadecimal characters, like short git hashes.)
`,
    constraints: [
      '1 ≤ commits.length ≤ 2,000; each row has 1 to 4 ids: a commit id and its parents',
      'ids are distinct, each 7 lowercase hexadecimal characters (digits and a to f); a commit has at most 3 parents, distinct, each listed in an earlier row',
      '1 ≤ queries.length ≤ 300; each query names two commits of the history (possibly the same one)',
    ],
    limits: {
      commits: { length: [1, 2_000], each: { length: [1, 4], each: { pattern: /^[0-9a-f]{7}$/ } } },
      queries: {
        length: [1, 300],
        each: { tuple: [{ pattern: /^[0-9a-f]{7}$/ }, { pattern: /^[0-9a-f]{7}$/ }] },
      },
    },
    relations: [
      {
        rule: 'ids are distinct; a commit has at most 3 parents, distinct, each listed in an earlier row',
        holds: (commits: string[][]) => historyKeepsRules(commits),
      },
      {
        rule: 'every query names commits of the history',
        holds: (commits: string[][], queries: string[][]) => {
          const ids = new Set(commits.map((r) => r[0]));
          return queries.every((q) => q.every((id) => ids.has(id)));
        },
      },
    ],
    signature: ['mergeBases', 'commits: string[][]', 'queries: string[][]'],
    returns: 'string[][]',
    js: mergeBaseJs,
    py: mergeBasePy,
    samples: rows(
      (
        [
          [
            [
              [
                ['aaaaaaa'],
                ['bbbbbbb', 'aaaaaaa'],
                ['ccccccc', 'aaaaaaa'],
                ['ddddddd', 'bbbbbbb', 'ccccccc'],
                ['eeeeeee', 'ccccccc', 'bbbbbbb'],
              ],
              [
                ['ddddddd', 'eeeeeee'],
                ['bbbbbbb', 'ddddddd'],
                ['bbbbbbb', 'ccccccc'],
              ],
            ],
            'criss-cross merges have two merge bases',
          ],
          [
            [
              [
                ['0000001'],
                ['0000002', '0000001'],
                ['0000003', '0000002'],
                ['0000004', '0000002'],
                ['0000005', '0000004'],
              ],
              [
                ['0000003', '0000005'],
                ['0000005', '0000003'],
                ['0000004', '0000004'],
              ],
            ],
            'a branch off a line; a commit with itself',
          ],
          [
            [
              [['aaaaaaa'], ['bbbbbbb', 'aaaaaaa'], ['ccccccc'], ['ddddddd', 'ccccccc']],
              [
                ['bbbbbbb', 'ddddddd'],
                ['aaaaaaa', 'bbbbbbb'],
              ],
            ],
            'unrelated histories share nothing',
          ],
        ] as [[string[][], string[][]], string][]
      ).map(([[commits, queries], name]): Row => [[commits, queries], mergeBaseOracle(commits, queries), name]),
    ),
    hidden: rows([
      ...(
        [
          [[['1234567']], [['1234567', '1234567']], 'a single root commit'],
          [
            [['0000000'], ['1111111', '0000000'], ['2222222', '1111111'], ['3333333', '2222222']],
            [
              ['3333333', '1111111'],
              ['0000000', '3333333'],
              ['2222222', '3333333'],
            ],
            'a straight line: the older commit',
          ],
          [
            // an octopus merge m of three branches, then a commit on one branch
            [
              ['a000000'],
              ['b000000', 'a000000'],
              ['c000000', 'a000000'],
              ['d000000', 'a000000'],
              ['e000000', 'b000000', 'c000000', 'd000000'],
              ['f000000', 'd000000'],
            ],
            [
              ['e000000', 'f000000'],
              ['b000000', 'c000000'],
              ['e000000', 'c000000'],
            ],
            'an octopus merge',
          ],
          [
            // three criss-crossed branches: x and y each merge all of p, q and r
            [
              ['0a0a0a0'],
              ['1a1a1a1', '0a0a0a0'],
              ['2a2a2a2', '0a0a0a0'],
              ['3a3a3a3', '0a0a0a0'],
              ['4a4a4a4', '1a1a1a1', '2a2a2a2', '3a3a3a3'],
              ['5a5a5a5', '3a3a3a3', '2a2a2a2', '1a1a1a1'],
              ['6a6a6a6', '4a4a4a4'],
            ],
            [
              ['6a6a6a6', '5a5a5a5'],
              ['4a4a4a4', '5a5a5a5'],
            ],
            'three merge bases',
          ],
          [
            // the merge base is a merge commit, and an older common ancestor is beaten by it
            [
              ['9000000'],
              ['9100000', '9000000'],
              ['9200000', '9000000'],
              ['9300000', '9100000', '9200000'],
              ['9400000', '9300000'],
              ['9500000', '9300000'],
            ],
            [
              ['9400000', '9500000'],
              ['9100000', '9500000'],
            ],
            'a merge commit as the merge base',
          ],
        ] as [string[][], string[][], string][]
      ).map(([commits, queries, name]): Row => [[commits, queries], mergeBaseOracle(commits, queries), name]),
      mergeBaseCase(12, 3, 0.3, false, 20),
      mergeBaseCase(20, 3, 0.4, false, 30),
      mergeBaseCase(25, 4, 0.5, true, 30),
      mergeBaseCase(40, 4, 0.4, false, 40),
      mergeBaseCase(60, 5, 0.5, false, 50),
      mergeBaseCase(80, 6, 0.6, true, 60),
      mergeBaseCase(150, 6, 0.4, false, 100),
      mergeBaseCase(300, 8, 0.5, false, 150),
      mergeBaseCase(2_000, 10, 0.4, false, 300),
      mergeBaseCase(2_000, 3, 0.1, true, 300),
    ]),
    hints: [
      'Mark the ancestors of A and of B with one graph walk each (parents only, the commit itself included); the common ancestors are the commits marked twice.',
      'A common ancestor is not best exactly when it is a *proper* ancestor of another common ancestor. One more walk finds all of those at once: start it from the parents of every common ancestor.',
    ],
    editorial: `
**Idea: three walks per query.** Following the definition in the [git merge-base documentation](https://git-scm.com/docs/git-merge-base): a merge base is a common ancestor that no other common ancestor descends from.

1. Walk from A through parents (a stack and a visited array), marking everything reached: A's ancestors, A included. Do the same from B. The commits marked by both walks are the common ancestors C.
2. A commit x of C is beaten when some other y of C has x as a *proper* ancestor, i.e. x is reachable from y's parents. So walk once from the parents of **all** of C together: every commit reached is beaten.
3. The merge bases are the commits of C the third walk did not reach; sort their ids.

**Worked example.** In the sample, \`ddddddd\` merges \`bbbbbbb\` and \`ccccccc\`, and \`eeeeeee\` merges them the other way. Ancestors of \`ddddddd\`: \`{ddddddd, bbbbbbb, ccccccc, aaaaaaa}\`; of \`eeeeeee\`: \`{eeeeeee, ccccccc, bbbbbbb, aaaaaaa}\`. C = \`{aaaaaaa, bbbbbbb, ccccccc}\`. Walking from their parents reaches only \`aaaaaaa\`, so the merge bases are \`bbbbbbb\` and \`ccccccc\`. This is why git falls back to a *recursive* (or \`ort\`) merge of the merge bases themselves after criss-cross merges.

**Complexity.** Each walk visits every commit and parent link at most once: O(n + e) per query with n commits and e parent links, O(q · (n + e)) in all, and O(n) extra memory. Computing every commit's full ancestor set up front would cost O(n²) memory; real git instead walks by commit date with flags ("paint down to common"), which is faster on huge histories but follows the same definition.

**Common mistakes.**
- Returning every common ancestor instead of only the best ones (\`aaaaaaa\` above).
- Returning only one merge base: after criss-cross merges there are several, and \`--all\` prints them all.
- Forgetting that a commit is its own ancestor: when A is an ancestor of B, the merge base is A itself, and a commit with itself gives that commit.
- Filtering with "x is an ancestor of y" without requiring y ≠ x, which removes every candidate.
`,
    wrong: [
      {
        why: 'returns every common ancestor, not only the best ones',
        js: mutate(mergeBaseJs, '.filter((c) => !below[c])', ''),
        py: mutate(mergeBasePy, ' if not below[c]', ''),
      },
      {
        why: 'returns one merge base (the smallest id), as git merge-base without --all would pick one',
        js: mutate(mergeBaseJs, '.sort();', '.sort().slice(0, 1);'),
        py: mutate(mergeBasePy, 'if not below[c]))', 'if not below[c])[:1])'),
      },
      {
        why: 'does not count a commit as its own ancestor, so A is never the merge base of A and its descendant',
        js: mutate(
          mergeBaseJs,
          'paint([index.get(a)]',
          'paint(parents[index.get(a)]',
          'paint([index.get(b)]',
          'paint(parents[index.get(b)]',
        ),
        py: mutate(
          mergeBasePy,
          'reach([index[a]]), reach([index[b]])',
          'reach(parents[index[a]]), reach(parents[index[b]])',
        ),
      },
    ],
  }),

  defineProblem({
    slug: 'snapshot-isolation-store',
    title: 'Snapshot Isolation Store',
    difficulty: 'hard',
    tags: ['databases', 'transactions', 'mvcc', 'hash maps', 'binary search', 'simulation'],
    modules: ['database-indexes-and-transactions'],
    statement: `
At PostgreSQL's **Repeatable Read** level every statement of a transaction sees the same snapshot of the data, and two concurrent transactions that change the same row cannot both succeed. Build a key-value store with that behaviour (called *snapshot isolation*): run a list of operations \`ops\` and return the result of each.

The operations, each a list of strings (\`t\` names a transaction):

| Operation | Effect | Result |
| --- | --- | --- |
| \`["begin", t]\` | starts transaction \`t\` and takes its snapshot | \`"ok"\` |
| \`["get", t, key]\` | reads \`key\` as \`t\` sees it | the value, or \`"(nil)"\` when the key has none |
| \`["set", t, key, value]\` | writes \`value\` to \`key\` inside \`t\` | \`"ok"\` |
| \`["del", t, key]\` | deletes \`key\` inside \`t\` | \`"ok"\` |
| \`["commit", t]\` | ends \`t\`, applying its writes unless they conflict | \`"committed"\` or \`"conflict"\` |
| \`["rollback", t]\` | ends \`t\`, discarding its writes | \`"rolled back"\` |

The rules:
- **Snapshot.** \`t\` sees exactly the writes of the transactions that *committed before \`t\` began*, plus its own writes so far (its latest write to a key wins; after its own \`del\` the key has no value). Writes of transactions still running, rolled back or committed after \`t\` began are invisible to it. Every key starts with no value.
- **First committer wins.** A \`commit\` of \`t\` fails with \`"conflict"\` when another transaction that **committed after \`t\` began** wrote (set or deleted) a key that \`t\` also wrote. A failed commit discards all of \`t\`'s writes. Otherwise the commit succeeds and all of \`t\`'s writes become visible, atomically, to transactions that begin later. A transaction that wrote nothing always commits.
- Once ended (committed, in conflict or rolled back), a name may begin again as a new transaction.

**Example:**
\`\`\`
["begin","a"], ["begin","b"], ["set","a","x","1"], ["commit","a"],
["get","b","x"], ["begin","c"], ["get","c","x"], ["set","b","x","2"], ["commit","b"]
\`\`\`
→ \`["ok", "ok", "ok", "committed", "(nil)", "ok", "1", "ok", "conflict"]\`: \`b\` began before \`a\` committed, so it still sees no \`x\`; \`c\` began after and sees \`1\`; \`b\` then wrote \`x\`, which \`a\` wrote and committed after \`b\` began, so \`b\` loses (without that rule, \`a\`'s update would be silently lost).
`,
    constraints: [
      '1 ≤ ops.length ≤ 20,000; each operation is a list of 2 to 4 strings of one of the six forms above',
      'every transaction name, key and value has 1 to 8 characters, each a lowercase letter or a digit',
      'begin names a transaction that is not running; every other operation names one that is',
    ],
    limits: {
      ops: { length: [1, 20_000], each: { length: [2, 4], each: { length: [1, 8], chars: /[a-z0-9]/ } } },
    },
    relations: [
      {
        rule: 'each operation has one of the six forms; begin names a transaction that is not running, every other operation one that is',
        holds: (ops: string[][]) => opsKeepRules(ops),
      },
    ],
    signature: ['runTransactions', 'ops: string[][]'],
    returns: 'string[]',
    js: snapshotJs,
    py: snapshotPy,
    samples: rows(
      (
        [
          [
            [
              ['begin', 'a'],
              ['begin', 'b'],
              ['set', 'a', 'x', '1'],
              ['commit', 'a'],
              ['get', 'b', 'x'],
              ['begin', 'c'],
              ['get', 'c', 'x'],
              ['set', 'b', 'x', '2'],
              ['commit', 'b'],
            ],
            'a snapshot, then a lost update prevented',
          ],
          [
            [
              ['begin', 't1'],
              ['set', 't1', 'k', 'v1'],
              ['get', 't1', 'k'],
              ['del', 't1', 'k'],
              ['get', 't1', 'k'],
              ['set', 't1', 'k', 'v2'],
              ['commit', 't1'],
              ['begin', 't2'],
              ['get', 't2', 'k'],
              ['rollback', 't2'],
            ],
            'a transaction reads its own writes',
          ],
          [
            [
              ['begin', 'a'],
              ['begin', 'b'],
              ['set', 'a', 'x', '1'],
              ['set', 'b', 'y', '2'],
              ['get', 'a', 'y'],
              ['commit', 'a'],
              ['commit', 'b'],
              ['begin', 'a'],
              ['get', 'a', 'x'],
              ['get', 'a', 'y'],
              ['commit', 'a'],
            ],
            'different keys never conflict; a name begins again',
          ],
        ] as [string[][], string][]
      ).map(([ops, name]): Row => [[ops], snapshotOracle(ops), name]),
    ),
    hidden: rows([
      ...(
        [
          [
            [
              ['begin', 'solo'],
              ['commit', 'solo'],
            ],
            'an empty transaction',
          ],
          [
            [
              ['begin', 'w'],
              ['set', 'w', 'x', '1'],
              ['begin', 'r'],
              ['get', 'r', 'x'],
              ['rollback', 'w'],
              ['get', 'r', 'x'],
              ['begin', 's'],
              ['get', 's', 'x'],
              ['commit', 'r'],
              ['commit', 's'],
            ],
            'uncommitted and rolled back writes are never seen',
          ],
          [
            [
              ['begin', 'a'],
              ['begin', 'b'],
              ['set', 'a', 'x', '1'],
              ['set', 'b', 'x', '1'],
              ['commit', 'b'],
              ['commit', 'a'],
              ['begin', 'c'],
              ['get', 'c', 'x'],
              ['commit', 'c'],
            ],
            'the first to commit wins even if it began later',
          ],
          [
            [
              ['begin', 'a'],
              ['set', 'a', 'x', '1'],
              ['commit', 'a'],
              ['begin', 'b'],
              ['set', 'b', 'x', '2'],
              ['commit', 'b'],
              ['begin', 'c'],
              ['get', 'c', 'x'],
              ['commit', 'c'],
            ],
            'a commit before the begin is no conflict',
          ],
          [
            [
              ['begin', 'a'],
              ['set', 'a', 'x', '1'],
              ['commit', 'a'],
              ['begin', 'r'],
              ['begin', 'd'],
              ['del', 'd', 'x'],
              ['commit', 'd'],
              ['get', 'r', 'x'],
              ['set', 'r', 'x', '5'],
              ['commit', 'r'],
              ['begin', 'q'],
              ['get', 'q', 'x'],
              ['commit', 'q'],
            ],
            'a delete is a write: it hides the key and conflicts',
          ],
          [
            [
              ['begin', 'a'],
              ['begin', 'b'],
              ['get', 'a', 'x'],
              ['get', 'b', 'y'],
              ['set', 'a', 'y', '1'],
              ['set', 'b', 'x', '1'],
              ['commit', 'a'],
              ['commit', 'b'],
              ['begin', 'c'],
              ['get', 'c', 'x'],
              ['get', 'c', 'y'],
              ['commit', 'c'],
            ],
            'write skew is allowed: the write sets do not overlap',
          ],
          [
            [
              ['begin', 'a'],
              ['begin', 'b'],
              ['set', 'a', 'x', '1'],
              ['set', 'a', 'y', '1'],
              ['set', 'b', 'y', '2'],
              ['set', 'b', 'z', '2'],
              ['commit', 'b'],
              ['commit', 'a'],
              ['begin', 'c'],
              ['get', 'c', 'x'],
              ['get', 'c', 'y'],
              ['get', 'c', 'z'],
              ['commit', 'c'],
            ],
            'a conflict discards all of the loser’s writes',
          ],
        ] as [string[][], string][]
      ).map(([ops, name]): Row => [[ops], snapshotOracle(ops), name]),
      snapshotCase(30, ['x', 'y'], 3, 0.1),
      snapshotCase(60, ['x', 'y', 'z'], 3, 0.2),
      snapshotCase(100, ['x', 'y', 'z'], 4, 0.1),
      snapshotCase(200, ['a', 'b', 'c', 'd'], 5, 0.2),
      snapshotCase(400, ['k1', 'k2', 'k3', 'k4', 'k5', 'k6'], 6, 0.1),
      snapshotCase(1_000, ['x', 'y', 'z'], 8, 0.1),
      snapshotCase(3_000, ['alpha', 'beta', 'gamma', 'delta'], 10, 0.15),
      snapshotCase(20_000, ['hot', 'warm', 'cold', 'k1', 'k2', 'k3', 'k4', 'k5'], 12, 0.1),
    ]),
    hints: [
      'Never copy the whole store at begin. Keep, for every key, the list of its committed versions with the time (operation index) of their commit; versions arrive in time order.',
      "A get outside the transaction's own writes wants the newest version committed before the transaction began: a binary search in that key's list.",
      "For the conflict check at commit you only need, for each key the transaction wrote, the time of that key's last commit: compare it with the transaction's start.",
    ],
    editorial: `
**Idea: multiversion storage (MVCC), as PostgreSQL keeps it.** Use the index of each operation as a clock. For every key keep its committed versions, oldest first, as pairs (commit time, value), where a delete is a version with no value. A running transaction holds its start time and a private map of its own writes.

- **get**: if the transaction wrote the key, answer from its private map. Otherwise find the newest version committed *before its start*: the versions are sorted by commit time, so binary-search the first one at or after the start and step back one.
- **set / del**: record in the private map (a delete as "no value"). Nobody else sees it.
- **commit**: for each key written, look at the key's *last* committed version. If it was committed after this transaction's start, someone else committed a write to the same key meanwhile: answer \`conflict\` and drop the map. Otherwise append every written key's new version with the current time.
- **rollback**: drop the map.

**Worked example.** In the sample, \`a\` commits \`x = 1\` at time 3. \`b\` began at time 1, so its search for \`x\` finds no version before 1: \`(nil)\`. \`c\` began at 5 and finds the version of time 3. When \`b\` commits, \`x\`'s last version is from time 3 > 1: conflict. This is the *lost update* that plain "last writer wins" would allow.

**Complexity.** A get costs O(log v) for a key with v versions, a set or delete O(1), a commit O(w) for w written keys: O(n log n) for n operations, O(n) memory. Copying the store at every begin, or replaying the history on every read, is O(n²).

**What this models, precisely.** This is snapshot isolation with the *first-committer-wins* rule described by Berenson et al. (1995). PostgreSQL's Repeatable Read enforces the rule differently: a second writer of a row *waits* for the first one and fails with a serialization error as soon as the first commits (first updater wins), and its snapshot is taken at the transaction's first statement rather than at \`BEGIN\`. This store has no waiting, so the check happens at commit. Snapshot isolation still allows **write skew**: two transactions that read each other's keys and write different keys both commit (a hidden test shows it); only Serializable prevents that.

**Common mistakes.**
- Reading the latest committed value instead of the snapshot (that is Read Committed).
- Not letting a transaction see its own uncommitted writes.
- No conflict check (last committer wins, losing updates), or a check against commits that happened *before* the transaction began.
- Forgetting that a delete is a write: it hides the key and can conflict.
`,
    wrong: [
      {
        why: 'reads the latest committed version instead of the snapshot (Read Committed)',
        js: mutate(snapshotJs, 'snapshotValue(key, tx.start)', 'snapshotValue(key, time)'),
        py: mutate(snapshotPy, 'bisect_left(times.get(key, []), start)', 'bisect_left(times.get(key, []), time)'),
      },
      {
        why: 'a transaction does not see its own uncommitted writes',
        js: mutate(snapshotJs, 'tx.writes.has(key) ? tx.writes.get(key) : snapshotValue', 'snapshotValue'),
        py: mutate(snapshotPy, 'if key in writes:', 'if False:'),
      },
      {
        why: 'never reports a conflict, so the last committer wins and an update is lost',
        js: mutate(snapshotJs, 't[t.length - 1] > tx.start', 't[t.length - 1] > time'),
        py: mutate(snapshotPy, 'times[key][-1] > start', 'times[key][-1] > time'),
      },
    ],
  }),

  defineProblem({
    slug: 'bash-brace-expansion',
    title: 'Bash Brace Expansion',
    difficulty: 'hard',
    tags: ['parsing', 'recursion', 'strings', 'bash'],
    modules: ['shell-scripting', 'command-line-basics'],
    statement: `
\`mkdir -p app/{src,test}/{models,views}\` creates four directories because Bash expands braces before running the command. Write that expansion: given one \`word\`, return the list of words Bash's brace expansion makes of it, **in Bash's order**.

- A **list** \`{a,b,c}\` makes one word per option, in the order written: \`x{a,b}y\` → \`xay\`, \`xby\`. Options may be empty (\`x{,s}\` → \`x\`, \`xs\`) and may contain braces themselves (\`{a,b{1,2}}\` → \`a\`, \`b1\`, \`b2\`). Only the commas of the pair itself separate its options; commas outside any braces are ordinary characters.
- A **sequence** \`{x..y}\` or \`{x..y..step}\` makes the values from \`x\` to \`y\` inclusive, counting up or down by \`step\` (1 when left out); it stops at the last value that does not pass \`y\`. \`x\` and \`y\` are both integers (\`{-2..2}\`, \`{10..1..3}\` → \`10 7 4 1\`) or both lowercase letters (\`{a..e..2}\` → \`a c e\`).
- Several brace pairs in one word multiply, the **leftmost varying slowest**: \`{a,b}{1,2}\` → \`a1\`, \`a2\`, \`b1\`, \`b2\`. Text before and after a pair is copied into every word.

A word without braces expands to itself. Return every word, **duplicates and empty words included** (\`{,}\` → \`""\`, \`""\`; the shell would drop empty words later, you keep them).

**Example:** \`word = "v{1..3..2}.{js,ts}"\` → \`["v1.js", "v1.ts", "v3.js", "v3.ts"]\`: the sequence gives \`1\` and \`3\`, and each is crossed with both options of the list.
`,
    constraints: [
      '1 ≤ word.length ≤ 60; it holds lowercase letters, digits and the characters { } , . - _',
      'every { has a matching }, and every pair holds a comma of its own or is exactly a sequence expression',
      'sequence ends are both lowercase letters, or both integers of at most 4 digits with an optional minus sign and no leading zeros; a step is a positive integer of at most 4 digits, no leading zeros',
      'the expansion has at most 2,000 words',
    ],
    limits: { word: { length: [1, 60], chars: /[a-z0-9{},._-]/ } },
    relations: [
      {
        rule: 'braces are well formed (each pair a list or exactly a sequence expression, integers of at most 4 digits) and the expansion has at most 2,000 words',
        holds: (word: string) => braceKeepsRules(word),
      },
    ],
    signature: ['braceExpand', 'word: string'],
    returns: 'string[]',
    js: braceJs,
    jsHelpers: braceJsHelpers,
    py: bracePy,
    samples: rows(
      braceRows([
        ['v{1..3..2}.{js,ts}', 'a sequence with a step, then a list'],
        ['{a,b{1,2}}c', 'nested lists'],
        ['x{,s}-{c..a}', 'an empty option and a descending letter sequence'],
      ]),
    ),
    hidden: rows([
      ...braceRows([
        ['readme.md', 'no braces'],
        ['{a,b}{1,2}{x,y}', 'three pairs: the leftmost varies slowest'],
        ['{10..1..3}', 'counting down with a step'],
        ['{-3..3..2}', 'negative integers'],
        ['{0..-2}', 'down through zero'],
        ['{1..3..5}', 'a step longer than the range'],
        ['{a..z..10}', 'letters with a step, not reaching the end'],
        ['{7..7}', 'a one-value sequence'],
        ['{1..2,3}', 'a list whose option looks like a sequence'],
        ['a,b{c,d},e', 'commas outside braces are ordinary'],
        ['{,}', 'two empty words'],
        ['{a,a}{b,b}', 'duplicates are kept'],
        ['{x,{1..3},{y,{z,w}}}_', 'a sequence and lists nested in a list'],
        ['a..b{x,y}z..', 'dots outside a pair are ordinary'],
        ['{-9999..-8000}', 'the widest integers'],
        ['{1..2000}', 'the most words'],
        ['{a..z}{a..z}{a,b}', 'two alphabets crossed'],
        ['x{{{{{{{{{{{a,b},c},d},e},f},g},h},i},j},k},l}', 'deep nesting'],
        ['{9..0..1}{0..9}', 'a descending and an ascending sequence: 100 words'],
      ]),
      braceCase(1),
      braceCase(2),
      braceCase(2),
      braceCase(2),
      braceCase(3),
      braceCase(3),
      braceCase(3),
      braceCase(3),
      braceCase(4),
      braceCase(4),
    ]),
    hints: [
      'Parse with a cursor and two mutually recursive functions: one reads a run of text and pairs up to a `,` or `}` of the pair it is inside (or the end), returning the list of words it spells; the other reads one pair after its `{`.',
      'A run of pairs is a cross product: for words `W` so far and a pair giving options `O`, the next list is every `w + o` with `w` in the outer loop, which keeps the leftmost pair varying slowest.',
      'To tell a sequence from a list, look at the text up to the first `}` after the `{`: a sequence holds no braces, so it is a sequence exactly when that text matches `x..y` or `x..y..step`.',
    ],
    editorial: `
**Idea: recursive descent over the word.** The [Bash manual](https://www.gnu.org/software/bash/manual/html_node/Brace-Expansion.html) describes a word as an optional preamble, a brace pair (a comma-separated list or a sequence expression) and an optional postscript; the preamble is prefixed and the postscript appended to each result, left to right, and pairs may nest. That is a small grammar:

\`\`\`
text  := ( plain-characters | pair )*          -- inside a pair, stops at its , or }
pair  := "{" sequence "}"  |  "{" text ( "," text )+ "}"
\`\`\`

Read it with one cursor. \`text\` keeps a list of words, starting with \`[""]\`: plain characters are appended to every word; a pair's options \`O\` replace the words \`W\` by \`[w + o for w in W for o in O]\`. \`pair\` either recognises a sequence (the text up to the first \`}\` matches \`x..y[..step]\`) and generates its terms, or collects options: call \`text\` inside the pair, take its words, and repeat after each comma until the \`}\`. Nested pairs come out naturally because an option is itself a \`text\`.

**Worked example.** \`v{1..3..2}.{js,ts}\`: the words start as \`["v"]\`; the sequence gives \`1, 3\`, so \`["v1", "v3"]\`; the dot makes \`["v1.", "v3."]\`; the list crosses in with the outer loop over the words: \`v1.js, v1.ts, v3.js, v3.ts\`.

**Sequences.** Count from x towards y by step (negated when y < x), stopping before passing y: \`{10..1..3}\` is 10, 7, 4, 1, and \`{1..3..5}\` is just 1. Letters count by character code.

**Complexity.** Linear in the size of the output: each output character is written a constant number of times per level of nesting, at most O(L · R) for R result words of length up to L; parsing the word itself is O(length).

**Common mistakes.**
- Crossing in the wrong order (options in the outer loop), which lists \`a1, b1, a2, b2\` instead of Bash's \`a1, a2, b1, b2\`.
- Splitting a list at *every* comma, including those of nested pairs (\`{x,{y,z}}\`).
- Supporting only ascending sequences, or stopping a stepped sequence one term early or late.
- Treating \`{1..2,3}\` as a sequence: it has a comma of its own, so it is a list of \`1..2\` and \`3\`.
- Dropping duplicates or empty words, which brace expansion keeps.
`,
    wrong: [
      {
        why: 'crosses the pairs with the options in the outer loop, so the rightmost pair varies slowest',
        js: mutate(
          braceJs,
          'words.flatMap((w) => options.map((o) => w + o))',
          'options.flatMap((o) => words.map((w) => w + o))',
        ),
        jsHelpers: braceJsHelpers,
        py: mutate(bracePy, 'for w in words for o in options', 'for o in options for w in words'),
      },
      {
        why: 'only counts upwards, so a descending sequence such as {3..1} makes no words',
        js: braceJs,
        jsHelpers: mutate(braceJsHelpers, ' * (a <= b ? 1 : -1)', '', 'a <= b ? v <= b : v >= b', 'v <= b'),
        py: mutate(bracePy, ' if a <= b else range(a, b - 1, -step)', ''),
      },
    ],
  }),
];
