import type { ProblemContent } from '../../../domain/problem.js';
import { defineProblem, intIn, mutate, seeded } from './define.js';

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
    const count = i === n - 1 ? 0 : intIn(r, 1, fanOut);
    for (let k = 0; k < count; k++) targets.add(intIn(r, i + 1, Math.min(n - 1, i + 6)));
    if (r() < back) targets.add(intIn(r, Math.max(0, i - 8), i));
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
/** Keystrokes that mostly follow past searches (so suggestions show), with stray letters and Backspaces. */
const acTyped = (length: number, searches: string[]) => {
  const keys: string[] = [];
  let text = '';
  while (keys.length < length) {
    const r = acRandom();
    const next = searches.filter((w) => w.length > text.length && w.startsWith(text));
    if (r < 0.6 && next.length > 0) {
      const key = pickFrom(acRandom, next)[text.length];
      keys.push(key);
      text += key;
    } else if (r < 0.7) {
      const key = pickFrom(acRandom, 'abcdefghijklmnopqrstuvwxyz'.split(''));
      keys.push(key);
      text += key;
    } else {
      for (let n = intIn(acRandom, 1, 3); n > 0; n--) {
        keys.push('#');
        text = text.slice(0, -1);
      }
    }
  }
  return keys.slice(0, length).join('');
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

/* ---------- json-config-diff ---------- */

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
const kindName = (v: JsonValue) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
/** The id map of an array whose elements are all objects with distinct non-empty string ids, else null. */
const idMap = (list: JsonValue[]) => {
  const ids = new Map<string, JsonValue>();
  for (const item of list) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return null;
    const id = item.id;
    if (typeof id !== 'string' || id === '' || ids.has(id)) return null;
    ids.set(id, item);
  }
  return ids;
};
/** Straight recursion, as the statement reads. */
const diffOracle = (before: JsonValue, after: JsonValue) => {
  const out: string[] = [];
  const walk = (a: JsonValue, b: JsonValue, path: string) => {
    if (kindName(a) !== kindName(b)) {
      out.push(`~ ${path}`);
      return;
    }
    const children = (
      names: string[],
      hasA: (n: string) => boolean,
      hasB: (n: string) => boolean,
      getA: (n: string) => JsonValue,
      getB: (n: string) => JsonValue,
      seg: (n: string) => string,
    ) => {
      for (const n of names) {
        if (!hasB(n)) out.push(`- ${path}${seg(n)}`);
        else if (!hasA(n)) out.push(`+ ${path}${seg(n)}`);
        else walk(getA(n), getB(n), path + seg(n));
      }
    };
    if (Array.isArray(a) && Array.isArray(b)) {
      const ma = idMap(a);
      const mb = idMap(b);
      if (ma && mb) {
        const ids = [...new Set([...ma.keys(), ...mb.keys()])].sort();
        children(
          ids,
          (n) => ma.has(n),
          (n) => mb.has(n),
          (n) => ma.get(n) ?? null,
          (n) => mb.get(n) ?? null,
          (n) => `[id=${n}]`,
        );
      } else {
        const idx = Array.from({ length: Math.max(a.length, b.length) }, (_, i) => String(i));
        children(
          idx,
          (n) => Number(n) < a.length,
          (n) => Number(n) < b.length,
          (n) => a[Number(n)],
          (n) => b[Number(n)],
          (n) => `[${n}]`,
        );
      }
    } else if (
      a !== null &&
      b !== null &&
      typeof a === 'object' &&
      typeof b === 'object' &&
      !Array.isArray(a) &&
      !Array.isArray(b)
    ) {
      const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
      children(
        keys,
        (n) => n in a,
        (n) => n in b,
        (n) => a[n],
        (n) => b[n],
        (n) => `.${n}`,
      );
    } else if (a !== b) out.push(`~ ${path}`);
  };
  walk(before, after, '$');
  return out;
};

const diffRandom = seeded(30_204);
const DIFF_KEYS = [
  'name',
  'port',
  'host',
  'debug',
  'tags',
  'users',
  'role',
  'limits',
  'cpu',
  'Memory',
  'env',
  'a1',
  'a10',
  'a2',
  'id',
];
const randomScalar = (): JsonValue => {
  const r = diffRandom();
  if (r < 0.1) return null;
  if (r < 0.25) return diffRandom() < 0.5;
  if (r < 0.6) return intIn(diffRandom, -5, 5);
  return pickFrom(diffRandom, ['on', 'off', 'eu-west', 'v1', 'v2', '', 'admin', 'dev']);
};
let nextId = 0;
const randomValue = (depth: number): JsonValue => {
  const r = diffRandom();
  if (depth <= 1 || r < 0.35) return randomScalar();
  if (r < 0.55) return Array.from({ length: intIn(diffRandom, 0, 4) }, () => randomValue(depth - 1));
  if (r < 0.7) {
    // a keyed list
    return Array.from({ length: intIn(diffRandom, 0, 4) }, () => {
      const item = randomValue(depth - 1);
      const base = item !== null && typeof item === 'object' && !Array.isArray(item) ? item : {};
      nextId += 1;
      return { ...base, id: `u${nextId % 7}` };
    });
  }
  const obj: { [key: string]: JsonValue } = {};
  for (let i = intIn(diffRandom, 0, 5); i > 0; i--) obj[pickFrom(diffRandom, DIFF_KEYS)] = randomValue(depth - 1);
  return obj;
};
/** A copy of v with some random edits (changed scalars, added/removed keys and elements, reordered lists). */
const mutated = (v: JsonValue, depth: number): JsonValue => {
  const r = diffRandom();
  if (r < 0.08) return randomValue(depth);
  if (Array.isArray(v)) {
    let list = v.map((x) => mutated(x, depth - 1));
    if (diffRandom() < 0.2) list = list.slice(0, -1);
    if (diffRandom() < 0.2) list.push(randomValue(depth - 1));
    if (diffRandom() < 0.3) list = shuffled(diffRandom, list);
    return list;
  }
  if (v !== null && typeof v === 'object') {
    const obj: { [key: string]: JsonValue } = {};
    for (const [k, x] of Object.entries(v))
      if (diffRandom() > 0.1 || k === 'id') obj[k] = k === 'id' ? x : mutated(x, depth - 1);
    if (diffRandom() < 0.2)
      obj[
        pickFrom(
          diffRandom,
          DIFF_KEYS.filter((k) => k !== 'id'),
        )
      ] = randomValue(depth - 1);
    return obj;
  }
  return diffRandom() < 0.25 ? randomScalar() : v;
};
const countValues = (v: JsonValue): number =>
  Array.isArray(v)
    ? 1 + v.reduce((s: number, x) => s + countValues(x), 0)
    : v !== null && typeof v === 'object'
      ? 1 + Object.values(v).reduce((s: number, x) => s + countValues(x), 0)
      : 1;
const diffCase = (size: number): [JsonValue, JsonValue] => {
  for (;;) {
    const before: JsonValue = Object.fromEntries(
      Array.from({ length: size }, (_, i) => [`${pickFrom(diffRandom, DIFF_KEYS)}_${i}`, randomValue(5)]),
    );
    const after = mutated(before, 6);
    if (countValues(before) <= 2_000 && countValues(after) <= 2_000 && kindName(after) === 'object')
      return [before, after];
  }
};
const DIFF_JSON = {
  json: {
    depth: 8,
    values: 2_000,
    keys: [0, 20],
    key: { length: [1, 12], chars: /[A-Za-z0-9_]/ },
    string: { length: [0, 20], chars: /[A-Za-z0-9_-]/ },
    number: [-1_000_000, 1_000_000],
  },
} as const;

/* ---------- flatten-settings ---------- */

/** Recursion with string paths: the statement, line by line. */
const flattenOracle = (settings: JsonValue) => {
  const lines: string[] = [];
  const walk = (value: JsonValue, path: string) => {
    if (Array.isArray(value) && value.length > 0) for (let i = 0; i < value.length; i++) walk(value[i], `${path}.${i}`);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0)
      for (const key of Object.keys(value)) walk(value[key], `${path}.${key}`);
    else lines.push(`${path}=${JSON.stringify(value)}`);
  };
  if (settings !== null && typeof settings === 'object' && !Array.isArray(settings))
    for (const key of Object.keys(settings)) walk(settings[key], key);
  return lines;
};

const flatRandom = seeded(30_205);
const FLAT_KEYS = [
  'db',
  'host',
  'port',
  'user',
  'cache',
  'ttl',
  'servers',
  'tags',
  'name',
  'features',
  'beta',
  'retry',
  'limits',
  'Region',
  '_internal',
  'v2',
];
const flatScalar = (): JsonValue => {
  const r = flatRandom();
  if (r < 0.1) return null;
  if (r < 0.25) return flatRandom() < 0.5;
  if (r < 0.55) return intIn(flatRandom, -1_000_000, 1_000_000);
  return pickFrom(flatRandom, ['eu-west-1', 'localhost', '', 'say "hi"', 'C:\\temp', '42', 'a b', 'true', 'x/y']);
};
const flatValue = (depth: number): JsonValue => {
  const r = flatRandom();
  if (depth === 0 || r < 0.45) return flatScalar();
  if (r < 0.65) return Array.from({ length: intIn(flatRandom, 0, 4) }, () => flatValue(depth - 1));
  const obj: { [key: string]: JsonValue } = {};
  for (let i = intIn(flatRandom, 0, 5); i > 0; i--) obj[pickFrom(flatRandom, FLAT_KEYS)] = flatValue(depth - 1);
  return obj;
};
const flatCase = (size: number): JsonValue => {
  for (;;) {
    const obj: { [key: string]: JsonValue } = {};
    for (let i = 0; i < size; i++) obj[`${pickFrom(flatRandom, FLAT_KEYS)}${i}`] = flatValue(4);
    if (countValues(obj) <= 2_000) return obj;
  }
};

/** The references, hoisted so the wrong solutions can be written as mutations of them. */
const bundleEvaluationOrderJs = `
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
  return [order, cycles];`;

const bundleEvaluationOrderPy = `
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
    return [order, cycles]`;

const lruCacheBySizeJs = `
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
  return log;`;

const lruCacheBySizePy = `
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
    return log`;

const autocompleteAsYouTypeJs = `
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
  return shown;`;

const autocompleteAsYouTypePy = `
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
    return shown`;

const jsonConfigDiffJs = `
  // An explicit stack instead of recursion. Each entry is a pending step: walk two values, or write a line.
  const out = [];
  const steps = ['walk'];
  const lefts = [before];
  const rights = [after];
  const paths = ['$'];
  while (steps.length > 0) {
    const step = steps.pop();
    const a = lefts.pop();
    const b = rights.pop();
    const path = paths.pop() ?? '$';
    if (step !== 'walk') {
      out.push(step + ' ' + path);
      continue;
    }
    const kindA = a === null ? 'null' : Array.isArray(a) ? 'array' : typeof a;
    const kindB = b === null ? 'null' : Array.isArray(b) ? 'array' : typeof b;
    if (kindA !== kindB) {
      out.push('~ ' + path);
      continue;
    }
    // The children in walk order: [segment, in a?, value in a, in b?, value in b].
    const children = [];
    if (Array.isArray(a) && Array.isArray(b)) {
      const [idsA, idsB] = [a, b].map((list) => {
        const ids = new Map();
        for (const item of list) {
          const isObject = item !== null && typeof item === 'object' && !Array.isArray(item);
          const id = isObject ? item.id : undefined;
          if (typeof id !== 'string' || id === '' || ids.has(id)) return null;
          ids.set(id, item);
        }
        return ids;
      });
      if (idsA && idsB) {
        const ids = [...new Set([...idsA.keys(), ...idsB.keys()])].sort();
        for (const id of ids) children.push(['[id=' + id + ']', idsA.has(id), idsA.get(id), idsB.has(id), idsB.get(id)]);
      } else {
        const longest = Math.max(a.length, b.length);
        for (let i = 0; i < longest; i++) children.push(['[' + i + ']', i < a.length, a[i], i < b.length, b[i]]);
      }
    } else if (kindA === 'object') {
      const fieldsA = new Map(Object.entries(Object(a)));
      const fieldsB = new Map(Object.entries(Object(b)));
      const keys = [...new Set([...fieldsA.keys(), ...fieldsB.keys()])].sort();
      for (const key of keys)
        children.push(['.' + key, fieldsA.has(key), fieldsA.get(key), fieldsB.has(key), fieldsB.get(key)]);
    } else if (a !== b) {
      out.push('~ ' + path);
    }
    // Push in reverse so that the first child is handled first.
    for (const [segment, inA, valueA, inB, valueB] of children.reverse()) {
      steps.push(!inB ? '-' : !inA ? '+' : 'walk');
      lefts.push(valueA);
      rights.push(valueB);
      paths.push(path + segment);
    }
  }
  return out;`;

const jsonConfigDiffPy = `
def kind(value):
    if value is None:
        return "null"
    if isinstance(value, bool):  # before int: True is an int in Python
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


def by_id(items):
    found = {}
    for item in items:
        ident = item.get("id") if isinstance(item, dict) else None
        if not isinstance(ident, str) or ident == "" or ident in found:
            return None
        found[ident] = item
    return found


def config_diff(before, after):
    out = []

    def compare(names, a, b, segment, path):
        for name in names:
            if name not in b:
                out.append("- " + path + segment(name))
            elif name not in a:
                out.append("+ " + path + segment(name))
            else:
                walk(a[name], b[name], path + segment(name))

    def walk(a, b, path):
        if kind(a) != kind(b):
            out.append("~ " + path)
        elif isinstance(a, dict):
            compare(sorted(set(a) | set(b)), a, b, lambda k: "." + k, path)
        elif isinstance(a, list):
            ids_a, ids_b = by_id(a), by_id(b)
            if ids_a is not None and ids_b is not None:
                ids = sorted(set(ids_a) | set(ids_b))
                compare(ids, ids_a, ids_b, lambda i: "[id=" + i + "]", path)
            else:
                left = dict(enumerate(a))
                right = dict(enumerate(b))
                indexes = range(max(len(a), len(b)))
                compare(indexes, left, right, lambda i: "[" + str(i) + "]", path)
        elif a != b:
            out.append("~ " + path)

    walk(before, after, "$")
    return out`;

const flattenSettingsJs = `
  // A stack of pending (path, value) pairs; children are pushed in reverse so the first comes out first.
  const lines = [];
  const paths = Object.keys(Object(settings)).reverse();
  const values = Object.values(Object(settings)).reverse();
  while (paths.length > 0) {
    const path = paths.pop() ?? '';
    const value = values.pop();
    const children = Array.isArray(value)
      ? value.map((child, i) => [String(i), child])
      : value !== null && typeof value === 'object'
        ? Object.entries(value)
        : [];
    if (children.length === 0) {
      lines.push(path + '=' + JSON.stringify(value));
      continue;
    }
    for (const [key, child] of children.reverse()) {
      paths.push(path + '.' + key);
      values.push(child);
    }
  }
  return lines;`;

const flattenSettingsPy = `
import json


def flatten_settings(settings):
    lines = []

    def walk(value, path):
        if isinstance(value, dict) and value:
            for key, child in value.items():
                walk(child, path + "." + key)
        elif isinstance(value, list) and value:
            for index, child in enumerate(value):
                walk(child, path + "." + str(index))
        else:
            lines.append(path + "=" + json.dumps(value))

    for key, value in settings.items():
        walk(value, key)
    return lines`;

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
    js: bundleEvaluationOrderJs,
    py: bundleEvaluationOrderPy,
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
        py: mutate(bundleEvaluationOrderPy, 'path[path.index(x):] + [x]', 'path + [x]'),
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
    js: lruCacheBySizeJs,
    py: lruCacheBySizePy,
    wrong: [
      {
        why: 'a hit does not refresh the entry, so it evicts the oldest stored entry (FIFO) instead of the least recently used',
        js: mutate(lruCacheBySizeJs, '        cache.delete(key);\n        cache.set(key, bytes);\n', ''),
        py: mutate(lruCacheBySizePy, '                cache.move_to_end(key)\n', ''),
      },
      {
        why: 'makes room before removing the old entry of a key that is stored again, so it evicts too much (even the key itself)',
        py: mutate(
          lruCacheBySizePy,
          '        if key in cache:\n            used -= cache.pop(key)\n        if size > capacity:\n',
          '        if size > capacity:\n            if key in cache:\n                used -= cache.pop(key)\n',
          'while used',
          'while cache and used',
          '        cache[key] = size',
          '        if key in cache:\n            used -= cache.pop(key)\n        cache[key] = size',
        ),
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
            [5_000, 600, 100, 1_000, 0.3],
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
    js: autocompleteAsYouTypeJs,
    py: autocompleteAsYouTypePy,
    wrong: [
      {
        why: 'breaks ties by the order the searches first appeared instead of alphabetically',
        js: mutate(autocompleteAsYouTypeJs, ' || (a[0] < b[0] ? -1 : 1)', ''),
        py: mutate(autocompleteAsYouTypePy, 'key=lambda word: (-counts[word], word)', 'key=lambda word: -counts[word]'),
      },
      {
        why: 'shows the overall top k when the box is empty again, since every word starts with ""',
        py: mutate(autocompleteAsYouTypePy, ' if text else [])', ' if text else ranked[:k])'),
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
        const typed = acTyped(500, searches);
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
          const typed = acTyped(keystrokes, searches);
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
  defineProblem({
    slug: 'json-config-diff',
    title: 'JSON Config Diff',
    difficulty: 'hard',
    tags: ['recursion', 'json', 'hash maps', 'trees'],
    modules: ['javascript-collections'],
    statement: `
Before a deploy, a review tool shows what changed between the running configuration and the new one. Both are JSON values: \`before\` and \`after\`. List every difference as one line, \`"+ path"\` (only in \`after\`), \`"- path"\` (only in \`before\`) or \`"~ path"\` (changed). A path starts at \`$\`; an object key adds \`.key\` and an array element adds \`[i]\` or, in a list matched by id, \`[id=value]\`.

Compare two values \`a\` (before) and \`b\` (after) at a path:

- If they are of different kinds (null, boolean, number, string, array, object), the line is \`~ path\`. So \`true\` and \`1\` differ, and so do \`null\` and \`{}\`.
- Two null, boolean, number or string values give \`~ path\` when they are not equal.
- Two objects: take every key of either, in ascending character-code order. A key only in \`a\` gives \`- path.key\`, only in \`b\` gives \`+ path.key\`, in both: compare the two values at \`path.key\`. Key order inside the JSON does not matter.
- Two arrays **matched by id**: when every element of \`a\` and every element of \`b\` is an object whose \`"id"\` is a non-empty string, with no id repeated inside the same array (an empty array qualifies), elements are paired by id, as Kubernetes pairs list items by their name. Take every id of either, in ascending character-code order, as with keys, with the segment \`[id=value]\`.
- Other arrays are compared by position: indexes \`0\` up to the longer length minus one, with the segment \`[i]\` (an index only \`a\` has gives \`-\`, only \`b\` has gives \`+\`).

Return the lines in the order this walk produces them; \`[]\` if the values are deeply equal.

**Example:** \`before = {"port": 8080, "debug": true, "tags": ["web"]}\`, \`after = {"port": 8081, "tags": ["web", "eu"], "tls": {"cert": "a"}}\` → \`["- $.debug", "~ $.port", "+ $.tags[1]", "+ $.tls"]\`.
`,
    constraints: [
      'before and after are JSON values nested at most 8 deep (a scalar is depth 0, an array or object adds one), with at most 2,000 values each (every scalar, array and object counts one)',
      'an object has 0 to 20 keys, each 1 to 12 characters from A–Z, a–z, 0–9 and _',
      'strings have 0 to 20 characters from A–Z, a–z, 0–9, _ and -; numbers are between -1,000,000 and 1,000,000',
    ],
    limits: { before: DIFF_JSON, after: DIFF_JSON },
    signature: ['configDiff', 'before: json', 'after: json'],
    returns: 'string[]',
    js: jsonConfigDiffJs,
    py: jsonConfigDiffPy,
    wrong: [
      {
        why: 'always compares arrays by position, so lists of items with ids report every shift as a change',
        js: mutate(
          jsonConfigDiffJs,
          '      const [idsA, idsB] = [a, b].map((list) => {\n' +
            '        const ids = new Map();\n' +
            '        for (const item of list) {\n' +
            "          const isObject = item !== null && typeof item === 'object' && !Array.isArray(item);\n" +
            '          const id = isObject ? item.id : undefined;\n' +
            "          if (typeof id !== 'string' || id === '' || ids.has(id)) return null;\n" +
            '          ids.set(id, item);\n' +
            '        }\n' +
            '        return ids;\n' +
            '      });\n' +
            '      if (idsA && idsB) {\n' +
            '        const ids = [...new Set([...idsA.keys(), ...idsB.keys()])].sort();\n' +
            "        for (const id of ids) children.push(['[id=' + id + ']', idsA.has(id), idsA.get(id), idsB.has(id), idsB.get(id)]);\n" +
            '      } else {\n' +
            '        const longest = Math.max(a.length, b.length);\n' +
            "        for (let i = 0; i < longest; i++) children.push(['[' + i + ']', i < a.length, a[i], i < b.length, b[i]]);\n" +
            '      }\n',
          "      for (let i = 0; i < Math.max(a.length, b.length); i++) children.push(['[' + i + ']', i < a.length, a[i], i < b.length, b[i]]);\n",
        ),
        py: `
def config_diff(before, after):
    out = []

    def walk(a, b, path):
        if type(a) != type(b) and not (isinstance(a, (int, float)) and isinstance(b, (int, float))):
            out.append("~ " + path)
        elif isinstance(a, dict):
            for key in sorted(set(a) | set(b)):
                if key not in b:
                    out.append("- " + path + "." + key)
                elif key not in a:
                    out.append("+ " + path + "." + key)
                else:
                    walk(a[key], b[key], path + "." + key)
        elif isinstance(a, list):
            for i in range(max(len(a), len(b))):
                if i >= len(b):
                    out.append("- " + path + "[" + str(i) + "]")
                elif i >= len(a):
                    out.append("+ " + path + "[" + str(i) + "]")
                else:
                    walk(a[i], b[i], path + "[" + str(i) + "]")
        elif a != b:
            out.append("~ " + path)

    walk(before, after, "$")
    return out`,
      },
      {
        why: "checks the kind with isinstance(value, int) before bool, so Python's True == 1 makes true and 1 look equal",
        py: mutate(
          jsonConfigDiffPy,
          '    if isinstance(value, bool):  # before int: True is an int in Python\n        return "boolean"\n',
          '',
          '    return "array"',
          '    if isinstance(value, bool):\n        return "boolean"\n    return "array"',
        ),
      },
    ],
    samples: [
      [
        [
          { port: 8080, debug: true, tags: ['web'] },
          { port: 8081, tags: ['web', 'eu'], tls: { cert: 'a' } },
        ],
        ['- $.debug', '~ $.port', '+ $.tags[1]', '+ $.tls'],
        'a changed port, a removed flag, an added tag and section',
      ],
      [
        [
          {
            users: [
              { id: 'u1', role: 'admin' },
              { id: 'u2', role: 'dev' },
            ],
          },
          {
            users: [
              { id: 'u2', role: 'ops' },
              { id: 'u3', role: 'dev' },
            ],
          },
        ],
        ['- $.users[id=u1]', '~ $.users[id=u2].role', '+ $.users[id=u3]'],
        'a list matched by id',
      ],
      [[{ a: [1, { b: null }] }, { a: [1, { b: null }] }], [], 'deeply equal'],
    ],
    hidden: [
      [[5, '5'], ['~ $'], 'a number and a string'],
      [[true, 1], ['~ $'], 'true is not 1'],
      [[{ on: false }, { on: 0 }], ['~ $.on'], 'false is not 0'],
      [[null, {}], ['~ $'], 'null is not an empty object'],
      [[[], {}], ['~ $'], 'an array is not an object'],
      [[[], [{ id: 'a' }]], ['+ $[id=a]'], 'an empty list and a list with ids'],
      [
        [
          [
            { id: 'b', n: 1 },
            { id: 'a', n: 2 },
          ],
          [
            { id: 'a', n: 2 },
            { id: 'b', n: 1 },
          ],
        ],
        [],
        'reordered items with ids are equal',
      ],
      [
        [
          ['x', 'y'],
          ['y', 'x'],
        ],
        ['~ $[0]', '~ $[1]'],
        'reordered scalars are not',
      ],
      [
        [
          [
            { id: 'a', n: 1 },
            { id: 'a', n: 2 },
          ],
          [{ id: 'a', n: 2 }],
        ],
        ['~ $[0].n', '- $[1]'],
        'a repeated id: compared by position',
      ],
      [[[{ id: 1 }, { id: 2 }], [{ id: 2 }]], ['~ $[0].id', '- $[1]'], 'numeric ids do not count'],
      [[[{ id: '' }], [{ id: 'x' }]], ['~ $[0].id'], 'an empty id does not count'],
      [
        [
          [{ id: 'a' }, 3],
          [3, { id: 'a' }],
        ],
        ['~ $[0]', '~ $[1]'],
        'one element without an id: compared by position',
      ],
      [
        [
          { b: 1, B: 1, a10: 1, a2: 1 },
          { a2: 2, a10: 2, B: 2, b: 2 },
        ],
        ['~ $.B', '~ $.a10', '~ $.a2', '~ $.b'],
        'keys in character-code order, whatever their order in the JSON',
      ],
      [
        [
          [[1, 2], [3]],
          [[1], [3, 4]],
        ],
        ['- $[0][1]', '+ $[1][1]'],
        'nested arrays',
      ],
      [[{ a: {} }, { a: { b: {} } }], ['+ $.a.b'], 'an added branch is one line'],
      [
        [
          { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } },
          { a: { b: { c: { d: { e: { f: { g: -1_000_000 } } } } } } },
        ],
        ['~ $.a.b.c.d.e.f.g'],
        'seven levels deep',
      ],
      [['', null], ['~ $'], 'an empty string is not null'],
      ...rows(
        [3, 6, 10, 14, 18, 18].map((size) => {
          const [before, after] = diffCase(size);
          return [[before, after], diffOracle(before, after)] as Row;
        }),
      ),
    ],
    hints: [
      'Write one function that compares two values at a path, and let it call itself for the children of objects and arrays. First decide the kind of each value; different kinds end the comparison with one `~` line.',
      'For objects and arrays, build the list of child names (keys, indexes or ids) of both sides together, in order, and for each decide: only before, only after, or both (then compare them).',
      'Matching by id: a `Map` from id to element for each array tells you at once whether the array qualifies (all objects, string ids, no repeats) and which ids the two arrays share.',
    ],
    editorial: `
**Idea.** A recursive walk over both values at once. At each path, first compare the *kinds*; if they differ the walk stops there with a \`~\` line (nothing below it is compared). Scalars of the same kind are compared by value. For containers, collect the children of both sides, sort them, and for each child either report it as added or removed, or recurse into it. The three container cases differ only in what names the children: object keys, array indexes, or ids.

**Matching by id.** Build a \`Map\` from id to element for each array; building it also checks the rule (every element an object with a non-empty string id, no repeats). If both maps exist, the ids of both, sorted, are the children; otherwise fall back to indexes. This is how tools such as Kubernetes' strategic merge patch avoid reporting a whole list as changed when one item is inserted at the front.

**Pitfalls of kinds.** In JavaScript \`typeof null\` is \`"object"\` and arrays are objects too, so check \`null\` and \`Array.isArray\` first. In Python \`True == 1\` and \`isinstance(True, int)\` is true, so check \`bool\` before numbers.

**Recursion or a stack.** The nesting is at most 8 deep, so recursion is safe; an explicit stack works as well if children are pushed in reverse order.

**Complexity.** Each value is visited once, plus sorting the keys and ids of every container: O(v log v) for v values in all, and the length of the paths written.
`,
  }),
  defineProblem({
    slug: 'flatten-settings',
    title: 'Flatten Settings to Dotted Keys',
    difficulty: 'medium',
    tags: ['recursion', 'json', 'objects'],
    modules: ['javascript-collections', 'javascript-functions-and-scope'],
    statement: `
A settings object has to go into a store that only keeps flat \`key=value\` pairs (an \`.env\`-style file, a Redis hash, \`localStorage\`). Flatten it.

\`settings\` is a JSON object whose values may be nested objects and arrays. Every **leaf** becomes one line \`"path=value"\`:

- the path joins the keys from the top with \`.\`; an array element adds its index, so the host of the first server is \`servers.0.host\`;
- a leaf is a string, number, boolean or \`null\`, **or an empty object or empty array** (otherwise a setting such as \`features: {}\` would vanish without a trace);
- the value is the leaf written as JSON (what \`JSON.stringify\` gives): strings in double quotes with \`"\` and \`\\\` escaped, \`true\`, \`false\`, \`null\`, \`{}\`, \`[]\`.

List the lines in the order of a walk that takes each object's keys in the order they appear in the JSON and each array's elements by index. Keys never look like numbers (they start with a letter or \`_\`), so JavaScript keeps them in that order too. An empty \`settings\` gives \`[]\`.

**Example:** \`{"db": {"host": "localhost", "port": 5432}, "debug": false}\` → \`["db.host=\\"localhost\\"", "db.port=5432", "debug=false"]\`.
`,
    constraints: [
      'settings is a JSON object nested at most 6 deep (a scalar is depth 0, an array or object adds one), with at most 2,000 values (every scalar, array and object counts one)',
      'an object has 0 to 20 keys; a key is 1 to 16 characters: a letter or _, then letters, digits or _',
      'strings have 0 to 30 printable ASCII characters; numbers are integers between -1,000,000 and 1,000,000',
    ],
    limits: {
      settings: {
        json: {
          depth: 6,
          values: 2_000,
          keys: [0, 20],
          key: { length: [1, 16], pattern: /^[A-Za-z_][A-Za-z0-9_]*$/ },
          string: { length: [0, 30], chars: /[ -~]/ },
          number: [-1_000_000, 1_000_000],
        },
      },
    },
    relations: [
      {
        rule: 'settings is an object and numbers are integers',
        holds: (settings: unknown) => {
          const integers = (v: unknown): boolean =>
            typeof v === 'number'
              ? Number.isInteger(v)
              : v !== null && typeof v === 'object'
                ? Object.values(v).every(integers)
                : true;
          return settings !== null && typeof settings === 'object' && !Array.isArray(settings) && integers(settings);
        },
      },
    ],
    signature: ['flattenSettings', 'settings: json'],
    returns: 'string[]',
    js: flattenSettingsJs,
    py: flattenSettingsPy,
    wrong: [
      {
        why: 'only writes scalars, so empty objects and arrays vanish',
        js: mutate(flattenSettingsJs, 'if (children.length === 0)', "if (value === null || typeof value !== 'object')"),
        py: mutate(
          flattenSettingsPy,
          'isinstance(value, dict) and value',
          'isinstance(value, dict)',
          'isinstance(value, list) and value',
          'isinstance(value, list)',
        ),
      },
      {
        why: 'writes values with str() instead of as JSON: True, None and unquoted strings',
        py: mutate(flattenSettingsPy, 'import json\n\n\n', '', 'json.dumps(value)', 'str(value)'),
      },
      {
        why: 'forgets that typeof null is "object", so a null setting crashes Object.entries',
        js: `
  const lines = [];
  const walk = (value, path) => {
    if (typeof value === 'object') {
      const children = Array.isArray(value) ? value.map((child, i) => [String(i), child]) : Object.entries(value);
      if (children.length > 0) {
        for (const [key, child] of children) walk(child, path + '.' + key);
        return;
      }
    }
    lines.push(path + '=' + JSON.stringify(value));
  };
  for (const [key, value] of Object.entries(Object(settings))) walk(value, key);
  return lines;`,
      },
    ],
    samples: [
      [
        [{ db: { host: 'localhost', port: 5432 }, debug: false }],
        ['db.host="localhost"', 'db.port=5432', 'debug=false'],
        'nested objects',
      ],
      [
        [
          {
            servers: [
              { name: 'a', tags: ['eu', 'web'] },
              { name: 'b', tags: [] },
            ],
          },
        ],
        [
          'servers.0.name="a"',
          'servers.0.tags.0="eu"',
          'servers.0.tags.1="web"',
          'servers.1.name="b"',
          'servers.1.tags=[]',
        ],
        'arrays add their indexes; an empty array is a leaf',
      ],
      [[{}], [], 'no settings'],
    ],
    hidden: [
      [[{ proxy: null }], ['proxy=null'], 'a null setting'],
      [[{ features: {}, retry: { policy: {} } }], ['features={}', 'retry.policy={}'], 'empty objects at two depths'],
      [[{ zeta: 1, alpha: 2, Mid: 3 }], ['zeta=1', 'alpha=2', 'Mid=3'], 'keys keep their order in the JSON'],
      [
        [{ motd: 'say "hi"', path: 'C:\\temp', empty: '' }],
        ['motd="say \\"hi\\""', 'path="C:\\\\temp"', 'empty=""'],
        'quotes and backslashes are escaped',
      ],
      [
        [{ port: '8080', on: 'true', off: false }],
        ['port="8080"', 'on="true"', 'off=false'],
        'strings that look like numbers or booleans keep their quotes',
      ],
      [[{ m: [[1], [2, 3], []] }], ['m.0.0=1', 'm.1.0=2', 'm.1.1=3', 'm.2=[]'], 'arrays of arrays'],
      [[{ a: { b: { c: { d: { e: { f: -1_000_000 } } } } } }], ['a.b.c.d.e.f=-1000000'], 'six levels deep'],
      [[{ _x: [null, true, {}] }], ['_x.0=null', '_x.1=true', '_x.2={}'], 'mixed leaves in an array'],
      ...rows(
        [2, 5, 8, 12, 16, 20].map((size) => {
          const settings = flatCase(size);
          return [[settings], flattenOracle(settings)] as Row;
        }),
      ),
    ],
    hints: [
      'Write a function that receives a value and the path so far. For an object or array with something in it, it calls itself for each child with a longer path; for anything else it writes one line.',
      'Check the emptiness of objects and arrays before deciding a value is a container: `{}` and `[]` are leaves here. And in JavaScript, `typeof null` is `"object"`.',
      'Use `JSON.stringify` (Python: `json.dumps`) for the value: it quotes strings, escapes them, and writes `true`, `false` and `null` the JSON way.',
    ],
    editorial: `
**Idea.** A recursive walk that carries the path. At each value: if it is a non-empty object, recurse into each key (in the JSON's order) with \`path + "." + key\`; if it is a non-empty array, recurse into each element with the index as the segment; otherwise it is a leaf and produces \`path=JSON(value)\`. The top level is special only in that it has no path yet, so its keys start the paths.

**Why empty containers are leaves.** Without that rule \`{"features": {}}\` would flatten to nothing, and unflattening could not bring the key back: the same kind of silent loss as the ones the lesson lists for JSON round-trips (a \`Map\` turning into \`{}\`, a \`Date\` into a string).

**Order.** JavaScript objects keep insertion order for string keys but put integer-like keys first; the keys here start with a letter or \`_\`, so \`Object.entries\` gives the JSON's order (Python's \`dict\` keeps insertion order always).

**Complexity.** Each value is visited once; building the paths costs their length, so O(v · d) characters for v values at depth d at most.

**Common mistakes.** Treating \`null\` as an object (\`Object.entries(null)\` throws), dropping \`{}\` and \`[]\`, and writing values with \`String()\`/\`str()\` (\`True\`, \`None\`, unquoted strings) instead of as JSON.
`,
  }),
];
