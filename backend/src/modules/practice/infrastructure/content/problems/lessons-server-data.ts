import type { Json, ProblemContent } from '../../../domain/problem.js';
import { type ProblemDraft, defineProblem, intIn, intsIn, mutate, seeded } from './define.js';
import { checkLimit } from './limits.js';

/**
 * Lesson exercises and practice problems for the backend and data roadmaps' code lessons: two per
 * module, the first of which is the module's lesson exercise (exercises/server-data.ts in roadmaps).
 */
const random = seeded(27_101);
type Row = ProblemDraft['hidden'][number];
const pick = <T>(items: readonly T[]): T => items[intIn(random, 0, items.length - 1)];
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** A Fisher-Yates shuffle driven by the seeded generator (the same on every engine). */
const shuffle = <T>(items: T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = intIn(random, 0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

// ---------------------------------------------------------------- backend-language-node

const eventLoopOracle = (calls: string[]) =>
  ['sync', 'promise', 'timeout'].flatMap((kind) =>
    calls.filter((c) => c.startsWith(`${kind} `)).map((c) => c.slice(kind.length + 1)),
  );
const eventLoopCase = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `${pick(['sync', 'promise', 'timeout'])} ${pick(['log', 'step', 'tick', 'é'])}${i}`,
  );

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const routeOracle = (routes: string[], requests: string[]) =>
  requests.map((request) => {
    const [method, url] = request.split(' ');
    const path = url.includes('?') ? url.slice(0, url.indexOf('?')) : url;
    const fits = routes.filter((route) => {
      const pattern = route.split(' ')[1];
      const source = pattern
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegex(part)))
        .join('/');
      return new RegExp(`^${source}$`).test(path);
    });
    const same = fits.find((route) => route.split(' ')[0] === method);
    return same ?? (fits.length > 0 ? '405' : '404');
  });
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const routeCase = (nRoutes: number, nRequests: number): [string[], string[]] => {
  const words = ['users', 'books', 'orders', 'health', 'v1', 'api', 'items', 'me', 'avatar.png', 'user_settings'];
  const routes = new Set<string>();
  while (routes.size < nRoutes) {
    const depth = intIn(random, 1, 4);
    const parts = Array.from({ length: depth }, () =>
      random() < 0.3 ? pick([':id', ':slug', ':bookId']) : pick(words),
    );
    routes.add(`${pick(METHODS)} /${parts.join('/')}`);
  }
  const list = [...routes];
  const requests = Array.from({ length: nRequests }, () => {
    const route = pick(list);
    const parts = route
      .split(' ')[1]
      .split('/')
      .map((part) => (part.startsWith(':') ? String(intIn(random, 1, 999)) : part));
    if (random() < 0.2) parts[intIn(random, 1, parts.length - 1)] = pick(words);
    if (random() < 0.1) parts.push('');
    const query = random() < 0.4 ? `?page=${intIn(random, 1, 9)}&sort=title` : '';
    const method = random() < 0.3 ? pick(METHODS) : route.split(' ')[0];
    return `${method} ${parts.join('/')}${query}`;
  });
  return [list, requests];
};

// ---------------------------------------------------------------- authentication-and-sessions

const accessOracle = (owners: number[], admins: number[], requests: number[][]) =>
  requests.map(([user, order]) => {
    if (user === 0) return 401;
    if (!(order < owners.length)) return 404;
    return owners[order] === user || admins.includes(user) ? 200 : 404;
  });

const signInOracle = (attempts: number[][], maxFailures: number, window: number) => {
  const results: string[] = [];
  attempts.forEach(([time, account, correct], i) => {
    let failures = 0;
    for (let j = i - 1; j >= 0; j--) {
      if (attempts[j][1] !== account) continue;
      if (results[j] === 'ok') break;
      if (results[j] === 'wrong' && attempts[j][0] > time - window) failures++;
    }
    results.push(failures >= maxFailures ? 'blocked' : correct === 1 ? 'ok' : 'wrong');
  });
  return results;
};
const signInCase = (n: number, accounts: number, step: number, okChance: number) => {
  let time = 0;
  return Array.from({ length: n }, () => {
    time += intIn(random, 0, step);
    return [time, intIn(random, 1, accounts), random() < okChance ? 1 : 0];
  });
};

// ---------------------------------------------------------------- caching-basics

const cacheAsideOracle = (requests: number[][], ttl: number) => {
  const out: string[] = [];
  requests.forEach(([time, id], i) => {
    let lastMiss = -1;
    for (let j = i - 1; j >= 0; j--)
      if (requests[j][1] === id && out[j] === 'miss') {
        lastMiss = j;
        break;
      }
    out.push(lastMiss >= 0 && time < requests[lastMiss][0] + ttl ? 'hit' : 'miss');
  });
  return out;
};
const cacheAsideCase = (n: number, ids: number, step: number) => {
  let time = 0;
  return Array.from({ length: n }, () => {
    time += intIn(random, 0, step);
    return [time, intIn(random, 1, ids)];
  });
};

const cachedReadsOracle = (ops: string[], ttl: number, invalidate: boolean) => {
  const parsed = ops.map((op) => op.split(' '));
  const stored: (string | null)[] = [];
  const out: string[] = [];
  parsed.forEach(([t, kind, key], i) => {
    stored.push(null);
    if (kind === 'set') return;
    let hit: string | null = null;
    for (let j = i - 1; j >= 0; j--) {
      const [tj, kindj, keyj] = parsed[j];
      if (keyj !== key) continue;
      if (kindj === 'set') {
        if (invalidate) break;
        continue;
      }
      if (stored[j] !== null) {
        if (Number(t) < Number(tj) + ttl) hit = stored[j];
        break;
      }
    }
    if (hit !== null) {
      out.push(`hit ${hit}`);
      return;
    }
    const lastSet = parsed
      .slice(0, i)
      .filter(([, k, key2]) => k === 'set' && key2 === key)
      .at(-1);
    const value = lastSet ? lastSet[3] : null;
    stored[i] = value;
    out.push(`miss ${value ?? 'null'}`);
  });
  return out;
};
const cachedReadsCase = (n: number, keys: string[], step: number) => {
  let time = 0;
  return Array.from({ length: n }, () => {
    time += intIn(random, 0, step);
    const key = pick(keys);
    return random() < 0.3
      ? `${time} set ${key} ${pick(['10', '12.5', '€9.99', 'v2', 'sold-out', 'x'])}`
      : `${time} get ${key}`;
  });
};

// ---------------------------------------------------------------- background-jobs-and-queues

const deliveriesOracle = (deliveries: string[]) => {
  const keys = deliveries.map((d) => d.split(' ').slice(1).join(' '));
  return keys.filter((key, i) => keys.indexOf(key) === i);
};
const deliveriesCase = (n: number, users: number) => {
  const sent: string[] = [];
  return Array.from({ length: n }, (_, i) => {
    if (sent.length > 0 && random() < 0.3) return pick(sent);
    const d = `d${i + 1} ${pick(['send-welcome-email', 'resize-avatar', 'send-receipt', 'rebuild-leaderboard'])} ${intIn(random, 1, users)}`;
    sent.push(d);
    return d;
  });
};

const retryOracle = (failures: number[], baseDelay: number, maxAttempts: number) => {
  const n = failures.length;
  const ready = failures.map(() => 0);
  const tries = failures.map(() => 0);
  const result = failures.map(() => -1);
  const done = failures.map(() => false);
  let remaining = n;
  for (let t = 0; remaining > 0; t++) {
    const candidates = [...Array(n).keys()].filter((i) => !done[i] && ready[i] <= t);
    if (candidates.length === 0) continue;
    candidates.sort((a, b) => ready[a] - ready[b] || a - b);
    const i = candidates[0];
    if (tries[i] < failures[i]) {
      tries[i]++;
      if (tries[i] === maxAttempts) {
        done[i] = true;
        remaining--;
      } else ready[i] = t + 1 + baseDelay * 2 ** (tries[i] - 1);
    } else {
      result[i] = t + 1;
      done[i] = true;
      remaining--;
    }
  }
  return result;
};

// ---------------------------------------------------------------- backend-testing

const flakyOracle = (runs: string[][]) => {
  const names = new Set(runs.flat().map((r) => r.replace(/^(pass|fail) /, '')));
  return [...names]
    .filter((name) => {
      const all = runs.flat();
      return all.includes(`pass ${name}`) && all.includes(`fail ${name}`);
    })
    .sort(byText);
};
const flakyCase = (nRuns: number, nTests: number) => {
  const names = Array.from(
    { length: nTests },
    (_, i) => `${pick(['creates', 'lists', 'refuses', 'deletes'])} book ${i}`,
  );
  const flakiness = names.map(() => pick([0, 0, 0.05, 0.5, 1]));
  return Array.from({ length: nRuns }, () =>
    names.filter(() => random() < 0.9).map((name, i) => `${random() < flakiness[i] ? 'fail' : 'pass'} ${name}`),
  );
};

const JSON_KEYS = ['id', 'name', 'items', 'price', 'tags', 'a', 'b', 'zeta', '_x', 'Total', 'toString'];
const randomJson = (depth: number): Json => {
  const r = random();
  if (depth <= 0 || r < 0.35)
    return pick<Json>([null, true, false, intIn(random, -1000, 1000), pick(['', 'tea', 'Ünïcode ✓', '42'])]);
  if (r < 0.65) return Array.from({ length: intIn(random, 0, 4) }, () => randomJson(depth - 1));
  const object: { [key: string]: Json } = {};
  for (const key of JSON_KEYS) if (random() < 0.35) object[key] = randomJson(depth - 1);
  return object;
};
/** A copy of `value` with one change; returns the copy and the path of the change (the first difference). */
const mutateJson = (value: Json, path: string): [Json, string] => {
  const isArray = Array.isArray(value);
  const isObject = value !== null && typeof value === 'object' && !isArray;
  if (isArray && value.length > 0 && random() < 0.6) {
    const i = intIn(random, 0, value.length - 1);
    const [changed, at] = mutateJson(value[i], `${path}[${i}]`);
    return [value.map((v, j) => (j === i ? changed : v)), at];
  }
  if (isObject && Object.keys(value).length > 0 && random() < 0.6) {
    const key = pick(Object.keys(value));
    const [changed, at] = mutateJson(value[key], `${path}.${key}`);
    return [{ ...value, [key]: changed }, at];
  }
  if (isArray) {
    if (value.length > 0 && random() < 0.5) return [value.slice(0, -1), `${path}[${value.length - 1}]`];
    return [[...value, intIn(random, 0, 9)], `${path}[${value.length}]`];
  }
  if (isObject) {
    const keys = Object.keys(value);
    if (keys.length > 0 && random() < 0.5) {
      const key = pick(keys);
      const rest = { ...value };
      delete rest[key];
      return [rest, `${path}.${key}`];
    }
    const fresh = JSON_KEYS.find((k) => !keys.includes(k));
    if (fresh) return [{ ...value, [fresh]: 0 }, `${path}.${fresh}`];
    return [[], path];
  }
  if (value === null) return [0, path];
  if (typeof value === 'boolean') return [random() < 0.5 ? !value : Number(value), path];
  if (typeof value === 'number') return [random() < 0.5 ? value + 1 : String(value), path];
  return [random() < 0.5 ? `${value}!` : {}, path];
};
const differenceCase = (depth: number): Row => {
  let value = randomJson(depth);
  while (value === null || typeof value !== 'object') value = randomJson(depth);
  const [changed, path] = mutateJson(value, '$');
  const indent = random() < 0.5 ? 2 : undefined;
  return random() < 0.5
    ? [[JSON.stringify(changed, null, indent), JSON.stringify(value)], path]
    : [[JSON.stringify(value, null, indent), JSON.stringify(changed)], path];
};

// ---------------------------------------------------------------- python-for-data

const summaryOracle = (prices: string[]) => {
  const values = prices.map(Number);
  return [Math.min(...values), Math.max(...values), values.reduce((a, b) => a + b, 0) / values.length];
};
const priceText = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const unitsOracle = (csv: string) => {
  const lines = csv.split('\n').filter((line) => line !== '');
  const header = lines[0].split(',');
  const totals = new Map<string, number>();
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    const product = cells[header.indexOf('product')];
    totals.set(product, (totals.get(product) ?? 0) + Number(cells[header.indexOf('quantity')]));
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))
    .map(([product, total]) => `${product}: ${total}`);
};
const unitsCase = (n: number, products: string[]) => {
  const columns = shuffle(['date', 'product', 'quantity', 'store']).slice(0, intIn(random, 2, 4));
  for (const needed of ['product', 'quantity']) if (!columns.includes(needed)) columns.push(needed);
  const value = (column: string) =>
    column === 'product'
      ? pick(products)
      : column === 'quantity'
        ? String(intIn(random, -5, 40))
        : column === 'date'
          ? `2026-0${intIn(random, 1, 9)}-1${intIn(random, 0, 9)}`
          : pick(['north', 'south', 'online']);
  const lines = [columns.join(','), ...Array.from({ length: n }, () => columns.map(value).join(','))];
  return `${lines.join('\n')}\n`;
};

// ---------------------------------------------------------------- statistics-basics

const meanMedianOracle = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const median = n % 2 === 1 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  return [values.reduce((a, b) => a + b, 0) / n, median];
};

const percentileOracle = (latencies: number[], percentiles: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  // The smallest value with at least p % of the values at or below it.
  return percentiles.map(
    (p) => sorted.find((v) => 100 * sorted.filter((w) => w <= v).length >= p * sorted.length) as number,
  );
};

// ---------------------------------------------------------------- pandas-data-wrangling

const cleanOracle = (rows: string[][]) => {
  const seen: string[] = [];
  const out: string[][] = [];
  for (const [id, country, amount] of rows) {
    if (seen.includes(id)) continue;
    seen.push(id);
    const text = amount.trim();
    const valid = text.length > 0 && /^-?[0-9]+(\.[0-9]+)?$/.test(text);
    out.push([id, country.trim().toUpperCase(), valid ? text : 'NaN']);
  }
  return out;
};
const cleanCase = (n: number, ids: number) =>
  Array.from({ length: n }, () => [
    String(intIn(random, 1, ids)),
    `${pick(['', ' ', '  '])}${pick(['de', 'DE', 'fr', 'Fr', 'es', 'côte'])}${pick(['', ' ', '\t'])}`,
    random() < 0.25
      ? pick(['', 'n/a', '12,50', '€5', '1.2.3', '-', '.5', '1e3', 'NaN', '7.'])
      : `${pick(['', ' '])}${priceText(intIn(random, -5000, 500_000))}${pick(['', ' '])}`,
  ]);

const topCustomersOracle = (orders: string[][], customers: string[][], k: number) => {
  const seen = new Set<string>();
  const totals = new Map<string, number>();
  for (const [orderId, customerId, amount] of orders) {
    if (seen.has(orderId)) continue;
    seen.add(orderId);
    totals.set(customerId, (totals.get(customerId) ?? 0) + Number(amount));
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))
    .slice(0, k)
    .map(([id, total]) => [id, customers.find((c) => c[0] === id)?.[1] ?? 'unknown', String(total)]);
};
const NAMES = ['Ada', 'Grace Hopper', 'Linus', 'Zoë', 'Ümit', 'Margaret', 'Alan', 'Edsger', 'Barbara', 'Ken'];
const customersCase = (nOrders: number, nCustomers: number, known: number) => {
  const customers = Array.from({ length: nCustomers }, (_, i) => [`c${i + 1}`, pick(NAMES)]).filter(
    () => random() < known,
  );
  const orders: string[][] = [];
  for (let i = 0; i < nOrders; i++) {
    if (orders.length > 0 && random() < 0.1) orders.push(pick(orders));
    else orders.push([`o${i + 1}`, `c${intIn(random, 1, nCustomers + 2)}`, String(intIn(random, -2000, 20_000))]);
  }
  return [orders, customers];
};

// ---------------------------------------------------------------- data-pipelines-etl

const checksOracle = (rows: string[][], minRows: number, maxRows: number) => {
  const ids = rows.map((r) => r[0]).filter((id) => id !== '');
  const failed: [string, boolean][] = [
    ['ROW_COUNT', rows.length < minRows || rows.length > maxRows],
    ['NULL_KEY', rows.some((r) => r[0] === '')],
    ['DUPLICATE_KEY', ids.some((id, i) => ids.indexOf(id) !== i)],
    ['NULL_AMOUNT', rows.some((r) => r[1] === '')],
    ['NEGATIVE_AMOUNT', rows.some((r) => r[1] !== '' && Number(r[1]) < 0)],
  ];
  return failed.filter(([, bad]) => bad).map(([name]) => name);
};
const checksCase = (n: number, idRange: number, nullChance: number, negativeChance: number) =>
  Array.from({ length: n }, () => [
    random() < nullChance ? '' : `A${intIn(random, 1, idRange)}`,
    random() < nullChance
      ? ''
      : String(random() < negativeChance ? -intIn(random, 1, 1000) : intIn(random, 0, 1_000_000)),
  ]);

const pipelineOracle = (steps: string[], dependencies: string[][]) => {
  const placed = new Set<string>();
  const out: string[] = [];
  while (out.length < steps.length) {
    const ready = steps.filter(
      (s) => !placed.has(s) && dependencies.every(([before, after]) => after !== s || placed.has(before)),
    );
    if (ready.length === 0) return [];
    const next = ready.sort(byText)[0];
    placed.add(next);
    out.push(next);
  }
  return out;
};
const pipelineCase = (n: number, edges: number, cycle: boolean): [string[], string[][]] => {
  const pool = [
    'extract_orders',
    'extract_users',
    'load_raw',
    'clean',
    'dedupe',
    'join_users',
    'daily_revenue',
    'check_fresh',
    'check_unique',
    'publish',
    'backfill',
    'export_csv',
  ];
  const steps = shuffle(Array.from({ length: n }, (_, i) => (i < pool.length ? pool[i] : `step_${i}`)));
  const deps: string[][] = [];
  for (let e = 0; e < edges; e++) {
    const a = intIn(random, 0, n - 2);
    const b = intIn(random, a + 1, n - 1);
    deps.push([steps[a], steps[b]]);
  }
  if (cycle) {
    const a = intIn(random, 0, n - 2);
    const b = intIn(random, a + 1, n - 1);
    deps.push([steps[a], steps[b]], [steps[b], steps[a]]);
  }
  return [shuffle(steps), deps];
};

// ---------------------------------------------------------------- machine-learning-basics

const metricsOracle = (actual: number[], predicted: number[]) => {
  const count = (a: number, p: number) => actual.filter((v, i) => v === a && predicted[i] === p).length;
  const [tp, fp, fn, tn] = [count(1, 1), count(0, 1), count(1, 0), count(0, 0)];
  return [(tp + tn) / actual.length, tp + fp === 0 ? 0 : tp / (tp + fp), tp + fn === 0 ? 0 : tp / (tp + fn)];
};

const thresholdOracle = (scores: number[], labels: number[], fpCost: number, fnCost: number) => {
  let best = [-1, Number.POSITIVE_INFINITY];
  for (let t = 0; t <= 101; t++) {
    let cost = 0;
    scores.forEach((s, i) => {
      if (s >= t && labels[i] === 0) cost += fpCost;
      if (s < t && labels[i] === 1) cost += fnCost;
    });
    if (cost < best[1]) best = [t, cost];
  }
  return best;
};
const thresholdCase = (n: number): [number[], number[]] => {
  const labels = Array.from({ length: n }, () => (random() < 0.3 ? 1 : 0));
  const scores = labels.map((l) => Math.min(100, Math.max(0, intIn(random, 0, 70) + (l === 1 ? 30 : 0))));
  return [scores, labels];
};

// ---------------------------------------------------------------- data-visualization

const histogramOracle = (values: number[], start: number, width: number, bins: number) =>
  Array.from({ length: bins }, (_, i) => {
    const lo = start + i * width;
    const hi = lo + width;
    return values.filter((v) => v >= lo && (v < hi || (i === bins - 1 && v === hi))).length;
  });

const ticksOracle = (low: number, high: number, maxTicks: number, includeZero: boolean) => {
  const lo = includeZero ? Math.min(low, 0) : low;
  const hi = includeZero ? Math.max(high, 0) : high;
  for (let power = 1; ; power *= 10)
    for (const step of [power, 2 * power, 5 * power]) {
      const first = lo - (((lo % step) + step) % step);
      const last = hi + ((step - (((hi % step) + step) % step)) % step);
      if ((last - first) / step + 1 <= maxTicks)
        return Array.from({ length: (last - first) / step + 1 }, (_, i) => first + i * step);
    }
};

/* ---------- References: the wrong solutions in the problems below are mutations of them ---------- */

const routeTheRequestJs = `
  const matches = (pattern, path) => {
    const want = pattern.split('/');
    const got = path.split('/');
    if (want.length !== got.length) return false;
    return want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
  };
  return requests.map((request) => {
    const [method, url] = request.split(' ');
    const path = url.split('?')[0];
    let pathKnown = false;
    for (const route of routes) {
      const [routeMethod, pattern] = route.split(' ');
      if (!matches(pattern, path)) continue;
      if (routeMethod === method) return route;
      pathKnown = true;
    }
    return pathKnown ? '405' : '404';
  });`;
const routeTheRequestPy = `
def route_requests(routes, requests):
    def matches(pattern, path):
        want, got = pattern.split("/"), path.split("/")
        if len(want) != len(got):
            return False
        return all(got[i] != "" if part.startswith(":") else part == got[i] for i, part in enumerate(want))

    answers = []
    for request in requests:
        method, url = request.split(" ")
        path = url.split("?")[0]
        answer = "404"
        for route in routes:
            route_method, pattern = route.split(" ")
            if not matches(pattern, path):
                continue
            if route_method == method:
                answer = route
                break
            answer = "405"
        answers.append(answer)
    return answers`;

const signInRateLimitJs = `
  const failures = new Map();
  return attempts.map(([time, account, correct]) => {
    const recent = (failures.get(account) ?? []).filter((t) => t > time - window);
    failures.set(account, recent);
    if (recent.length >= maxFailures) return 'blocked';
    if (correct === 1) {
      failures.set(account, []);
      return 'ok';
    }
    recent.push(time);
    return 'wrong';
  });`;
const signInRateLimitPy = `
def sign_in_attempts(attempts, max_failures, window):
    failures = {}
    results = []
    for time, account, correct in attempts:
        recent = [t for t in failures.get(account, []) if t > time - window]
        failures[account] = recent
        if len(recent) >= max_failures:
            results.append("blocked")
        elif correct == 1:
            failures[account] = []
            results.append("ok")
        else:
            recent.append(time)
            results.append("wrong")
    return results`;

const cacheAsideHitsJs = `
  const expiresAt = new Map();
  return requests.map(([time, productId]) => {
    if (expiresAt.has(productId) && time < expiresAt.get(productId)) return 'hit';
    expiresAt.set(productId, time + ttl);
    return 'miss';
  });`;
const cacheAsideHitsPy = `
def cache_aside_hits(requests, ttl):
    expires_at = {}
    results = []
    for time, product_id in requests:
        if product_id in expires_at and time < expires_at[product_id]:
            results.append("hit")
        else:
            expires_at[product_id] = time + ttl
            results.append("miss")
    return results`;

const staleCacheReadsJs = `
  const database = new Map();
  const cache = new Map();
  const answers = [];
  for (const op of ops) {
    const [at, kind, key, value] = op.split(' ');
    const time = Number(at);
    if (kind === 'set') {
      database.set(key, value);
      if (invalidateOnWrite) cache.delete(key);
      continue;
    }
    const entry = cache.get(key);
    if (entry !== undefined && time < entry.expiresAt) {
      answers.push('hit ' + entry.value);
      continue;
    }
    const stored = database.get(key);
    if (stored === undefined) {
      answers.push('miss null');
      continue;
    }
    cache.set(key, { value: stored, expiresAt: time + ttl });
    answers.push('miss ' + stored);
  }
  return answers;`;
const staleCacheReadsPy = `
def cached_reads(ops, ttl, invalidate_on_write):
    database, cache, answers = {}, {}, []
    for op in ops:
        parts = op.split(" ")
        time, kind, key = int(parts[0]), parts[1], parts[2]
        if kind == "set":
            database[key] = parts[3]
            if invalidate_on_write:
                cache.pop(key, None)
            continue
        entry = cache.get(key)
        if entry is not None and time < entry[1]:
            answers.append("hit " + entry[0])
        elif key in database:
            cache[key] = (database[key], time + ttl)
            answers.append("miss " + database[key])
        else:
            answers.append("miss null")
    return answers`;

const retryWithBackoffJs = `
  const readyAt = failures.map(() => 0);
  const failed = failures.map(() => 0);
  const finished = failures.map(() => -1);
  const waiting = new Set(failures.keys());
  let time = 0;
  while (waiting.size > 0) {
    let next = -1;
    for (const i of waiting) if (next === -1 || readyAt[i] < readyAt[next]) next = i;
    const end = Math.max(time, readyAt[next]) + 1;
    time = end;
    if (failed[next] === failures[next]) {
      finished[next] = end;
      waiting.delete(next);
    } else {
      failed[next] += 1;
      if (failed[next] === maxAttempts) waiting.delete(next);
      else readyAt[next] = end + baseDelay * 2 ** (failed[next] - 1);
    }
  }
  return finished;`;
const retryWithBackoffPy = `
def retry_schedule(failures, base_delay, max_attempts):
    n = len(failures)
    ready_at = [0] * n
    failed = [0] * n
    finished = [-1] * n
    waiting = set(range(n))
    time = 0
    while waiting:
        nxt = min(waiting, key=lambda i: (ready_at[i], i))
        end = max(time, ready_at[nxt]) + 1
        time = end
        if failed[nxt] == failures[nxt]:
            finished[nxt] = end
            waiting.discard(nxt)
        else:
            failed[nxt] += 1
            if failed[nxt] == max_attempts:
                waiting.discard(nxt)
            else:
                ready_at[nxt] = end + base_delay * 2 ** (failed[nxt] - 1)
    return finished`;

const findFlakyTestsJs = `
  const outcomes = new Map();
  for (const run of runs) {
    for (const result of run) {
      const space = result.indexOf(' ');
      const name = result.slice(space + 1);
      if (!outcomes.has(name)) outcomes.set(name, new Set());
      outcomes.get(name).add(result.slice(0, space));
    }
  }
  const flaky = [];
  for (const [name, seen] of outcomes) if (seen.size === 2) flaky.push(name);
  return flaky.sort();`;
const findFlakyTestsPy = `
def flaky_tests(runs):
    outcomes = {}
    for run in runs:
        for result in run:
            status, name = result.split(" ", 1)
            outcomes.setdefault(name, set()).add(status)
    return sorted(name for name, seen in outcomes.items() if len(seen) == 2)`;

const firstJsonDifferenceJs = `
  const kind = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  const compare = (a, b, path) => {
    if (kind(a) !== kind(b)) return path;
    if (kind(a) === 'array') {
      const shorter = Math.min(a.length, b.length);
      for (let i = 0; i < shorter; i++) {
        const found = compare(a[i], b[i], path + '[' + i + ']');
        if (found !== '') return found;
      }
      return a.length === b.length ? '' : path + '[' + shorter + ']';
    }
    if (kind(a) === 'object') {
      const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
      for (const key of keys) {
        if (!Object.hasOwn(a, key) || !Object.hasOwn(b, key)) return path + '.' + key;
        const found = compare(a[key], b[key], path + '.' + key);
        if (found !== '') return found;
      }
      return '';
    }
    return a === b ? '' : path;
  };
  return compare(JSON.parse(actual), JSON.parse(expected), '$');`;
const firstJsonDifferencePy = `
import json


def first_difference(actual, expected):
    def kind(v):
        if v is None:
            return "null"
        if isinstance(v, bool):
            return "boolean"
        if isinstance(v, (int, float)):
            return "number"
        if isinstance(v, str):
            return "string"
        return "array" if isinstance(v, list) else "object"

    def compare(a, b, path):
        if kind(a) != kind(b):
            return path
        if isinstance(a, list):
            shorter = min(len(a), len(b))
            for i in range(shorter):
                found = compare(a[i], b[i], f"{path}[{i}]")
                if found:
                    return found
            return "" if len(a) == len(b) else f"{path}[{shorter}]"
        if isinstance(a, dict):
            for key in sorted(set(a) | set(b)):
                if key not in a or key not in b:
                    return f"{path}.{key}"
                found = compare(a[key], b[key], f"{path}.{key}")
                if found:
                    return found
            return ""
        return "" if a == b else path

    return compare(json.loads(actual), json.loads(expected), "$")`;

const priceColumnSummaryJs = `
  const values = prices.map(Number);
  let lowest = values[0];
  let highest = values[0];
  let total = 0;
  for (const value of values) {
    if (value < lowest) lowest = value;
    if (value > highest) highest = value;
    total += value;
  }
  return [lowest, highest, total / values.length];`;
const priceColumnSummaryPy = `
def price_summary(prices):
    values = [float(p) for p in prices]
    lowest = highest = values[0]
    total = 0.0
    for value in values:
        if value < lowest:
            lowest = value
        if value > highest:
            highest = value
        total += value
    return [lowest, highest, total / len(values)]`;

const unitsPerProductJs = `
  const lines = csv.split('\\n').filter((line) => line !== '');
  const header = lines[0].split(',');
  const productAt = header.indexOf('product');
  const quantityAt = header.indexOf('quantity');
  const totals = new Map();
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    const product = cells[productAt];
    totals.set(product, (totals.get(product) ?? 0) + Number(cells[quantityAt]));
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([product, total]) => product + ': ' + total);`;
const unitsPerProductPy = `
def units_per_product(csv):
    lines = [line for line in csv.split("\\n") if line != ""]
    header = lines[0].split(",")
    product_at = header.index("product")
    quantity_at = header.index("quantity")
    totals = {}
    for line in lines[1:]:
        cells = line.split(",")
        product = cells[product_at]
        totals[product] = totals.get(product, 0) + int(cells[quantity_at])
    ordered = sorted(totals.items(), key=lambda item: (-item[1], item[0]))
    return [f"{product}: {total}" for product, total in ordered]`;

const meanAndMedianJs = `
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const middle = Math.floor(n / 2);
  const median = n % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const mean = values.reduce((sum, v) => sum + v, 0) / n;
  return [mean, median];`;

const latencyPercentilesJs = `
  const sorted = [...latencies].sort((a, b) => a - b);
  return percentiles.map((p) => {
    const rank = Math.ceil((p * sorted.length) / 100);
    return sorted[rank - 1];
  });`;
const latencyPercentilesPy = `
def latency_percentiles(latencies, percentiles):
    ordered = sorted(latencies)
    n = len(ordered)
    answers = []
    for p in percentiles:
        rank = -(-p * n // 100)
        answers.append(ordered[rank - 1])
    return answers`;

const cleanOrderRowsJs = `
  const seen = new Set();
  const cleaned = [];
  for (const [orderId, country, amount] of rows) {
    if (seen.has(orderId)) continue;
    seen.add(orderId);
    const text = amount.trim();
    const isNumber = /^-?[0-9]+(\\.[0-9]+)?$/.test(text);
    cleaned.push([orderId, country.trim().toUpperCase(), isNumber ? text : 'NaN']);
  }
  return cleaned;`;
const cleanOrderRowsPy = `
import re

NUMBER = re.compile(r"-?[0-9]+(\\.[0-9]+)?")


def clean_orders(rows):
    seen = set()
    cleaned = []
    for order_id, country, amount in rows:
        if order_id in seen:
            continue
        seen.add(order_id)
        text = amount.strip()
        value = text if NUMBER.fullmatch(text) else "NaN"
        cleaned.append([order_id, country.strip().upper(), value])
    return cleaned`;

const topCustomersByRevenueJs = `
  const names = new Map(customers);
  const seen = new Set();
  const totals = new Map();
  for (const [orderId, customerId, amount] of orders) {
    if (seen.has(orderId)) continue;
    seen.add(orderId);
    totals.set(customerId, (totals.get(customerId) ?? 0) + Number(amount));
  }
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return ranked.slice(0, k).map(([id, total]) => [id, names.get(id) ?? 'unknown', String(total)]);`;
const topCustomersByRevenuePy = `
def top_customers(orders, customers, k):
    names = dict(customers)
    seen = set()
    totals = {}
    for order_id, customer_id, amount in orders:
        if order_id in seen:
            continue
        seen.add(order_id)
        totals[customer_id] = totals.get(customer_id, 0) + int(amount)
    ranked = sorted(totals.items(), key=lambda item: (-item[1], item[0]))
    return [[cid, names.get(cid, "unknown"), str(total)] for cid, total in ranked[:k]]`;

const batchQualityChecksJs = `
  const failed = [];
  if (rows.length < minRows || rows.length > maxRows) failed.push('ROW_COUNT');
  if (rows.some(([id]) => id === '')) failed.push('NULL_KEY');
  const ids = new Set();
  let duplicate = false;
  for (const [id] of rows) {
    if (id !== '' && ids.has(id)) duplicate = true;
    ids.add(id);
  }
  if (duplicate) failed.push('DUPLICATE_KEY');
  if (rows.some(([, amount]) => amount === '')) failed.push('NULL_AMOUNT');
  if (rows.some(([, amount]) => amount !== '' && Number(amount) < 0)) failed.push('NEGATIVE_AMOUNT');
  return failed;`;
const batchQualityChecksPy = `
def batch_checks(rows, min_rows, max_rows):
    failed = []
    if not min_rows <= len(rows) <= max_rows:
        failed.append("ROW_COUNT")
    if any(order_id == "" for order_id, _ in rows):
        failed.append("NULL_KEY")
    keys = [order_id for order_id, _ in rows if order_id != ""]
    if len(set(keys)) != len(keys):
        failed.append("DUPLICATE_KEY")
    if any(amount == "" for _, amount in rows):
        failed.append("NULL_AMOUNT")
    if any(amount != "" and int(amount) < 0 for _, amount in rows):
        failed.append("NEGATIVE_AMOUNT")
    return failed`;

const pipelineRunOrderJs = `
  const waitingOn = new Map(steps.map((s) => [s, 0]));
  const next = new Map(steps.map((s) => [s, []]));
  for (const [before, after] of dependencies) {
    waitingOn.set(after, waitingOn.get(after) + 1);
    next.get(before).push(after);
  }
  const ready = steps.filter((s) => waitingOn.get(s) === 0);
  const order = [];
  while (ready.length > 0) {
    ready.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    const step = ready.pop();
    order.push(step);
    for (const after of next.get(step)) {
      waitingOn.set(after, waitingOn.get(after) - 1);
      if (waitingOn.get(after) === 0) ready.push(after);
    }
  }
  return order.length === steps.length ? order : [];`;
const pipelineRunOrderPy = `
import heapq


def pipeline_order(steps, dependencies):
    waiting_on = {s: 0 for s in steps}
    following = {s: [] for s in steps}
    for before, after in dependencies:
        waiting_on[after] += 1
        following[before].append(after)
    ready = [s for s in steps if waiting_on[s] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        step = heapq.heappop(ready)
        order.append(step)
        for after in following[step]:
            waiting_on[after] -= 1
            if waiting_on[after] == 0:
                heapq.heappush(ready, after)
    return order if len(order) == len(steps) else []`;

const accuracyPrecisionRecallJs = `
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let correct = 0;
  actual.forEach((label, i) => {
    const guess = predicted[i];
    if (label === guess) correct++;
    if (guess === 1 && label === 1) tp++;
    if (guess === 1 && label === 0) fp++;
    if (guess === 0 && label === 1) fn++;
  });
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  return [correct / actual.length, precision, recall];`;
const accuracyPrecisionRecallPy = `
def classification_metrics(actual, predicted):
    pairs = list(zip(actual, predicted))
    tp = sum(1 for a, p in pairs if a == 1 and p == 1)
    fp = sum(1 for a, p in pairs if a == 0 and p == 1)
    fn = sum(1 for a, p in pairs if a == 1 and p == 0)
    correct = sum(1 for a, p in pairs if a == p)
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    return [correct / len(pairs), precision, recall]`;

const cheapestDecisionThresholdJs = `
  const positives = new Array(102).fill(0);
  const negatives = new Array(102).fill(0);
  scores.forEach((s, i) => {
    if (labels[i] === 1) positives[s]++;
    else negatives[s]++;
  });
  // Threshold 0 flags everything: every negative is a false positive.
  let falsePos = negatives.reduce((a, b) => a + b, 0);
  let falseNeg = 0;
  let best = [0, falsePos * falsePositiveCost];
  for (let t = 1; t <= 101; t++) {
    falsePos -= negatives[t - 1];
    falseNeg += positives[t - 1];
    const cost = falsePos * falsePositiveCost + falseNeg * falseNegativeCost;
    if (cost < best[1]) best = [t, cost];
  }
  return best;`;
const cheapestDecisionThresholdPy = `
def best_threshold(scores, labels, false_positive_cost, false_negative_cost):
    positives = [0] * 102
    negatives = [0] * 102
    for s, label in zip(scores, labels):
        if label == 1:
            positives[s] += 1
        else:
            negatives[s] += 1
    false_pos, false_neg = sum(negatives), 0
    best = [0, false_pos * false_positive_cost]
    for t in range(1, 102):
        false_pos -= negatives[t - 1]
        false_neg += positives[t - 1]
        cost = false_pos * false_positive_cost + false_neg * false_negative_cost
        if cost < best[1]:
            best = [t, cost]
    return best`;

const histogramBinCountsJs = `
  const counts = new Array(bins).fill(0);
  const end = start + bins * width;
  for (const v of values) {
    if (v < start || v > end) continue;
    const i = v === end ? bins - 1 : Math.floor((v - start) / width);
    counts[i]++;
  }
  return counts;`;
const histogramBinCountsPy = `
def histogram_counts(values, start, width, bins):
    counts = [0] * bins
    end = start + bins * width
    for v in values:
        if v < start or v > end:
            continue
        i = bins - 1 if v == end else (v - start) // width
        counts[i] += 1
    return counts`;

const niceAxisTicksJs = `
  const from = includeZero ? Math.min(low, 0) : low;
  const to = includeZero ? Math.max(high, 0) : high;
  for (let power = 1; ; power *= 10) {
    for (const step of [power, 2 * power, 5 * power]) {
      const first = Math.floor(from / step) * step;
      const last = Math.ceil(to / step) * step;
      const count = (last - first) / step + 1;
      if (count <= maxTicks) return Array.from({ length: count }, (_, i) => first + i * step);
    }
  }`;
const niceAxisTicksPy = `
def axis_ticks(low, high, max_ticks, include_zero):
    start = min(low, 0) if include_zero else low
    stop = max(high, 0) if include_zero else high
    power = 1
    while True:
        for step in (power, 2 * power, 5 * power):
            first = (start // step) * step
            last = -(-stop // step) * step
            count = (last - first) // step + 1
            if count <= max_ticks:
                return [first + i * step for i in range(count)]
        power *= 10`;

export const LESSONS_SERVER_DATA: ProblemContent[] = [
  // ============================================================ backend-language-node
  defineProblem({
    slug: 'event-loop-log-order',
    title: 'Event Loop Log Order',
    difficulty: 'easy',
    tags: ['event loop', 'queues'],
    modules: ['backend-language-node'],
    statement: `
As in the lesson, Node.js first runs the code that is running now, then the callbacks of settled promises (microtasks), then timers.

A script is described by \`calls\`, one line of code per entry, each \`"{kind} {label}"\`:
- \`"sync x"\` stands for \`console.log('x')\`;
- \`"promise x"\` stands for \`Promise.resolve().then(() => console.log('x'))\`;
- \`"timeout x"\` stands for \`setTimeout(() => console.log('x'), 0)\`.

Return the labels in the order the script prints them. Within each kind, callbacks run in the order they were scheduled.

**Example:** \`["timeout timer", "promise promise", "sync sync"]\` → \`["sync", "promise", "timer"]\`, the lesson's snippet.
`,
    constraints: [
      '0 ≤ calls.length ≤ 1,000',
      'each call is "sync", "promise" or "timeout", one space, then a label',
      'labels: 1 to 20 characters, no spaces (letters of any script, digits, punctuation); labels may repeat',
    ],
    limits: { calls: { length: [0, 1_000], each: { pattern: /^(sync|promise|timeout) \S{1,20}$/u } } },
    signature: ['eventLoopOrder', 'calls: string[]'],
    returns: 'string[]',
    js: `
  const queues = { sync: [], promise: [], timeout: [] };
  for (const call of calls) {
    const [kind, label] = call.split(' ');
    queues[kind].push(label);
  }
  return [...queues.sync, ...queues.promise, ...queues.timeout];`,
    py: `
def event_loop_order(calls):
    queues = {"sync": [], "promise": [], "timeout": []}
    for call in calls:
        kind, label = call.split(" ")
        queues[kind].append(label)
    return queues["sync"] + queues["promise"] + queues["timeout"]`,
    wrong: [
      {
        why: 'treats a 0 ms timer like a settled promise: timers and promises share one queue, so a timer scheduled before a promise prints first',
        js: `
  const now = [];
  const later = [];
  for (const call of calls) {
    const [kind, label] = call.split(' ');
    if (kind === 'sync') now.push(label);
    else later.push(label);
  }
  return [...now, ...later];`,
        py: `
def event_loop_order(calls):
    now, later = [], []
    for call in calls:
        kind, label = call.split(" ")
        if kind == "sync":
            now.append(label)
        else:
            later.append(label)
    return now + later`,
      },
    ],
    samples: [
      [[['timeout timer', 'promise promise', 'sync sync']], ['sync', 'promise', 'timer'], "the lesson's snippet"],
      [
        [['sync a', 'timeout b', 'promise c', 'sync d', 'promise e']],
        ['a', 'd', 'c', 'e', 'b'],
        'each kind keeps its order',
      ],
      [[['timeout first', 'timeout second']], ['first', 'second'], 'only timers'],
    ],
    hidden: [
      [[[]], [], 'no calls'],
      [[['sync only']], ['only'], 'one call'],
      [[['promise x', 'promise x', 'sync x']], ['x', 'x', 'x'], 'repeated labels'],
      [[['timeout café', 'sync ✓', 'promise 日本']], ['✓', '日本', 'café'], 'unicode labels'],
      [[['timeout t', 'promise p']], ['p', 't'], 'a promise beats an earlier timer'],
      ...[6, 40, 300].map((n): Row => {
        const calls = eventLoopCase(n);
        return [[calls], eventLoopOracle(calls)];
      }),
      (() => {
        const calls = eventLoopCase(1000);
        return [[calls], eventLoopOracle(calls), '1,000 calls'] as Row;
      })(),
    ],
    hints: [
      'Sort the calls into three lists, one per kind, keeping their order.',
      'Print every synchronous label, then the promise labels, then the timer labels.',
    ],
    editorial: `
**Idea.** The script runs top to bottom first, so every \`sync\` label prints in order. When it finishes, the microtask queue (settled promises) is emptied, and only then do the timers run, even those with a delay of 0. So: collect the labels per kind in one pass and concatenate the three lists.

**Complexity.** O(n) time and memory.

**Common mistake.** Thinking \`setTimeout(..., 0)\` runs "immediately": a 0 ms timer still waits until the running code and all microtasks have finished.
`,
  }),
  defineProblem({
    slug: 'route-the-request',
    title: 'Route the Request',
    difficulty: 'medium',
    tags: ['http', 'strings', 'routing'],
    modules: ['backend-language-node'],
    statement: `
A small Node.js server routes each request on its method and path. As the lesson says, \`req.url\` is the path **and** the query string (\`/users/42?verbose=1\`): the query string must not take part in routing.

\`routes\` lists the server's routes as \`"METHOD /pattern"\`, e.g. \`"GET /users/:id"\`. A pattern is split on \`/\` into segments; a segment that starts with \`:\` is a parameter and matches any **non-empty** segment, any other segment must be equal (case-sensitive). A path matches a pattern when they have the same number of segments and each segment matches.

For each request \`"METHOD /url"\` in \`requests\`, drop the query string (from the first \`?\`) and return:
- the first route, in the order of \`routes\`, whose pattern matches the path and whose method is the request's method (the route text, exactly as written);
- otherwise \`"405"\` (Method Not Allowed) when some route's pattern matches the path with another method;
- otherwise \`"404"\`.

**Example:** routes \`["GET /health", "GET /users/:id", "DELETE /users/:id"]\` and requests \`["GET /users/42?verbose=1", "POST /users/42", "GET /nope"]\` → \`["GET /users/:id", "405", "404"]\`.
`,
    constraints: [
      '1 ≤ routes.length ≤ 50; 0 ≤ requests.length ≤ 500',
      'methods are GET, POST, PUT, PATCH or DELETE',
      'patterns and paths start with "/"; segments use letters, digits, ".", "-" and "_" (a parameter: ":" then letters); a path may end with "/"; at most 10 segments',
      'a query string, when present, starts with "?" and has no spaces; no "#" anywhere',
    ],
    limits: {
      routes: {
        length: [1, 50],
        each: { pattern: /^(GET|POST|PUT|PATCH|DELETE) ((\/([A-Za-z0-9._-]+|:[A-Za-z]+)){1,10}\/?|\/)$/ },
      },
      requests: {
        length: [0, 500],
        each: { pattern: /^(GET|POST|PUT|PATCH|DELETE) ((\/[A-Za-z0-9._-]+){1,10}\/?|\/)(\?[^\s#]*)?$/ },
      },
    },
    signature: ['routeRequests', 'routes: string[]', 'requests: string[]'],
    returns: 'string[]',
    js: routeTheRequestJs,
    py: routeTheRequestPy,
    wrong: [
      {
        why: 'a parameter also matches an empty segment, so /users/ matches /users/:id',
        js: mutate(routeTheRequestJs, '> (', '> ', "? got[i] !== '' :", '||', '])', ']'),
        py: mutate(routeTheRequestPy, 'got[i] != "" if ', '', 'else', 'or'),
      },
    ],
    samples: [
      [
        [
          ['GET /health', 'GET /users/:id', 'DELETE /users/:id'],
          ['GET /users/42?verbose=1', 'POST /users/42', 'GET /nope'],
        ],
        ['GET /users/:id', '405', '404'],
        'a match, a wrong method and an unknown path',
      ],
      [
        [
          ['GET /books/:id', 'GET /books/new'],
          ['GET /books/new', 'GET /books/7'],
        ],
        ['GET /books/:id', 'GET /books/:id'],
        'the first matching route wins',
      ],
      [[['GET /'], ['GET /', 'GET /?page=2', 'GET /health']], ['GET /', 'GET /', '404'], 'the root path'],
    ],
    hidden: [
      [[['GET /users/:id'], []], [], 'no requests'],
      [[['GET /users/:id'], ['GET /users/']], ['404'], 'an empty segment is not a parameter'],
      [[['GET /users'], ['GET /users/', 'GET /Users']], ['404', '404'], 'trailing slash and case matter'],
      [
        [
          ['POST /orders', 'GET /orders/:id/items/:itemId'],
          ['GET /orders', 'GET /orders/5/items/9?x=1&y=2'],
        ],
        ['405', 'GET /orders/:id/items/:itemId'],
        'two parameters',
      ],
      [
        [
          ['GET /files/avatar.png', 'PUT /files/:name'],
          ['GET /files/avatarXpng', 'PUT /files/avatar.png'],
        ],
        ['405', 'PUT /files/:name'],
        'a dot is a plain character',
      ],
      [
        [
          ['PATCH /a/:x', 'DELETE /a/:x', 'PATCH /a/b'],
          ['PATCH /a/b?', 'GET /a/b'],
        ],
        ['PATCH /a/:x', '405'],
        'an empty query string',
      ],
      ...[
        [4, 10],
        [12, 60],
        [30, 200],
      ].map(([r, q]): Row => {
        const [routes, requests] = routeCase(r, q);
        return [[routes, requests], routeOracle(routes, requests)];
      }),
      (() => {
        const [routes, requests] = routeCase(50, 500);
        return [[routes, requests], routeOracle(routes, requests), '50 routes, 500 requests'] as Row;
      })(),
    ],
    hints: [
      'Cut the query string off first; then compare the path with each pattern segment by segment.',
      'While scanning the routes, remember whether any pattern matched the path with another method: that decides between 405 and 404.',
    ],
    editorial: `
**Idea.** For each request, take the path (everything before the first \`?\`) and split it on \`/\`, as you split each pattern. A pattern fits when both have the same number of segments and every literal segment is equal while every parameter segment is non-empty. Scan the routes in order: the first fit with the right method is the answer; a fit with another method only turns the answer from 404 into 405.

**Complexity.** O(requests × routes × segments) time, which is tiny for a routing table; real routers build a tree of segments to avoid scanning every route.

**Common mistakes.** Routing on \`req.url\` with its query string (\`/users/42?verbose=1\` then matches nothing), answering 404 when the path exists with another method, and letting a parameter match an empty segment (\`/users/\`).
`,
  }),

  // ============================================================ authentication-and-sessions
  defineProblem({
    slug: 'check-order-access',
    title: 'Check Order Access',
    difficulty: 'easy',
    tags: ['authorization', 'http'],
    modules: ['authentication-and-sessions'],
    statement: `
The lesson's rule: authenticate ("who are you?"), then authorise ("may you do this?") on **every** request. \`GET /api/orders/43\` must check that order 43 belongs to the caller (otherwise it is an IDOR hole).

Orders are numbered \`0\` to \`n - 1\`; \`orderOwners[i]\` is the id of the user who owns order \`i\`. \`admins\` lists the users who may read every order. Each request is \`[userId, orderId]\`, where \`userId\` is \`0\` when nobody is signed in.

Return one status code per request:
- \`401\` when nobody is signed in (even for an order that does not exist);
- \`200\` when the order exists and the caller owns it or is an admin;
- \`404\` otherwise: for a missing order, and also for someone else's order, so the answer does not even confirm that the order exists.

**Example:** \`orderOwners = [7, 9]\`, \`admins = [1]\`, requests \`[[7, 0], [7, 1], [1, 1], [0, 0], [9, 5]]\` → \`[200, 404, 200, 401, 404]\`.
`,
    constraints: [
      '0 ≤ orderOwners.length ≤ 1,000; 1 ≤ orderOwners[i] ≤ 10⁶',
      '0 ≤ admins.length ≤ 100, distinct, 1 ≤ admins[i] ≤ 10⁶',
      '0 ≤ requests.length ≤ 1,000; 0 ≤ userId ≤ 10⁶; 0 ≤ orderId ≤ 10⁶',
    ],
    limits: {
      orderOwners: { length: [0, 1_000], each: { int: [1, 1_000_000] } },
      admins: { length: [0, 100], each: { int: [1, 1_000_000] }, distinct: true },
      requests: { length: [0, 1_000], each: { tuple: [{ int: [0, 1_000_000] }, { int: [0, 1_000_000] }] } },
    },
    signature: ['orderAccess', 'orderOwners: int[]', 'admins: int[]', 'requests: int[][]'],
    returns: 'int[]',
    js: `
  const adminIds = new Set(admins);
  return requests.map(([userId, orderId]) => {
    if (userId === 0) return 401;
    if (orderId >= orderOwners.length) return 404;
    const mine = orderOwners[orderId] === userId;
    return mine || adminIds.has(userId) ? 200 : 404;
  });`,
    py: `
def order_access(order_owners, admins, requests):
    admin_ids = set(admins)
    codes = []
    for user_id, order_id in requests:
        if user_id == 0:
            codes.append(401)
        elif order_id >= len(order_owners):
            codes.append(404)
        elif order_owners[order_id] == user_id or user_id in admin_ids:
            codes.append(200)
        else:
            codes.append(404)
    return codes`,
    wrong: [
      {
        why: 'checks that the order exists before authenticating, so a signed-out request for a missing order gets 404 instead of 401',
        js: `
  const adminIds = new Set(admins);
  return requests.map(([userId, orderId]) => {
    if (orderId >= orderOwners.length) return 404;
    if (userId === 0) return 401;
    const mine = orderOwners[orderId] === userId;
    return mine || adminIds.has(userId) ? 200 : 404;
  });`,
        py: `
def order_access(order_owners, admins, requests):
    admin_ids = set(admins)
    codes = []
    for user_id, order_id in requests:
        if order_id >= len(order_owners):
            codes.append(404)
        elif user_id == 0:
            codes.append(401)
        elif order_owners[order_id] == user_id or user_id in admin_ids:
            codes.append(200)
        else:
            codes.append(404)
    return codes`,
      },
    ],
    samples: [
      [
        [
          [7, 9],
          [1],
          [
            [7, 0],
            [7, 1],
            [1, 1],
            [0, 0],
            [9, 5],
          ],
        ],
        [200, 404, 200, 401, 404],
        'owner, stranger, admin, signed out, missing',
      ],
      [
        [
          [5, 5, 6],
          [],
          [
            [5, 2],
            [6, 2],
          ],
        ],
        [404, 200],
        'only the owner',
      ],
      [[[3], [3], [[3, 0]]], [200], 'an admin who owns the order'],
    ],
    hidden: [
      [[[], [], []], [], 'no requests'],
      [
        [
          [],
          [4],
          [
            [4, 0],
            [0, 0],
          ],
        ],
        [404, 401],
        'no orders at all',
      ],
      [[[2, 2], [], [[0, 999999]]], [401], 'signed out before anything else'],
      [
        [
          [1000000],
          [],
          [
            [1000000, 0],
            [999999, 0],
          ],
        ],
        [200, 404],
        'largest user ids',
      ],
      [[[8, 8, 8], [], [[8, 3]]], [404], 'just past the last order'],
      ...[
        [5, 2, 10],
        [40, 5, 100],
        [300, 20, 600],
      ].map(([n, a, q]): Row => {
        const owners = intsIn(random, n, 1, 30);
        const admins = [...new Set(intsIn(random, a, 1, 30))];
        const requests = Array.from({ length: q }, () => [
          random() < 0.1 ? 0 : intIn(random, 1, 30),
          intIn(random, 0, n + 3),
        ]);
        return [[owners, admins, requests], accessOracle(owners, admins, requests)];
      }),
      (() => {
        const owners = intsIn(random, 1000, 1, 1_000_000);
        const admins = Array.from({ length: 100 }, (_, i) => i + 1);
        const requests = Array.from({ length: 1000 }, (_, i) =>
          i % 3 === 0 ? [owners[i], i] : [intIn(random, 0, 200), intIn(random, 0, 1_000_000)],
        );
        return [[owners, admins, requests], accessOracle(owners, admins, requests), '1,000 orders and requests'] as Row;
      })(),
    ],
    hints: [
      'Check the three things in order: is someone signed in, does the order exist, may this user see it.',
      'A set of admin ids makes the admin check quick.',
    ],
    editorial: `
**Idea.** Authentication first: without a user there is nothing to authorise, so a signed-out request gets 401 whatever it asks for. Then the object: an order id past the end does not exist. Finally authorisation: the owner or an admin gets 200. Someone else's order gets the same 404 as a missing one, so an attacker who counts through ids cannot even learn which orders exist.

**Complexity.** O(orders + admins + requests) with a set of admin ids.

**Common mistakes.** Returning 404 for a signed-out request to a missing order (authenticate first), answering 403 for another user's order (it confirms the order exists), and checking only that the user is signed in (the IDOR bug).
`,
  }),
  defineProblem({
    slug: 'sign-in-rate-limit',
    title: 'Sign-In Rate Limit',
    difficulty: 'medium',
    tags: ['security', 'sliding window', 'simulation'],
    modules: ['authentication-and-sessions'],
    statement: `
To slow down credential stuffing, the lesson rate-limits sign-in attempts per account. Simulate such a limiter.

Each attempt is \`[time, accountId, correct]\` (time in seconds, in non-decreasing order; \`correct\` is \`1\` when the password is right). For each attempt, in order, return:
- \`"blocked"\` when the account already has **at least \`maxFailures\`** recorded failures with a time **greater than** \`time - window\` (counted since its last successful sign-in). A blocked attempt does not check the password and is not recorded;
- otherwise \`"ok"\` when the password is right: this also clears the account's failures;
- otherwise \`"wrong"\`, which records a failure at \`time\`.

Accounts are limited separately.

**Example:** \`maxFailures = 3\`, \`window = 60\`, attempts \`[[0, 7, 0], [10, 7, 0], [20, 7, 0], [30, 7, 1], [61, 7, 1]]\` → \`["wrong", "wrong", "wrong", "blocked", "ok"]\`: at 30 there are three failures in the last 60 seconds; at 61 the failure at 0 is older than 60 seconds, only two remain.
`,
    constraints: [
      '0 ≤ attempts.length ≤ 2,000',
      '0 ≤ time ≤ 10⁶, non-decreasing; 1 ≤ accountId ≤ 1,000; correct is 0 or 1',
      '1 ≤ maxFailures ≤ 10; 1 ≤ window ≤ 10⁵',
    ],
    limits: {
      attempts: {
        length: [0, 2_000],
        each: { tuple: [{ int: [0, 1_000_000] }, { int: [1, 1_000] }, { int: [0, 1] }] },
      },
      maxFailures: { int: [1, 10] },
      window: { int: [1, 100_000] },
    },
    relations: [
      {
        rule: 'times are non-decreasing',
        holds: (attempts: number[][]) => attempts.every((r, i) => i === 0 || attempts[i - 1][0] <= r[0]),
      },
    ],
    signature: ['signInAttempts', 'attempts: int[][]', 'maxFailures: int', 'window: int'],
    returns: 'string[]',
    js: signInRateLimitJs,
    py: signInRateLimitPy,
    wrong: [
      {
        why: "an off-by-one at the window's edge: a failure exactly window seconds old still counts",
        js: mutate(signInRateLimitJs, 't >', 't >='),
        py: mutate(signInRateLimitPy, 't >', 't >='),
      },
    ],
    samples: [
      [
        [
          [
            [0, 7, 0],
            [10, 7, 0],
            [20, 7, 0],
            [30, 7, 1],
            [61, 7, 1],
          ],
          3,
          60,
        ],
        ['wrong', 'wrong', 'wrong', 'blocked', 'ok'],
        'the window slides',
      ],
      [
        [
          [
            [0, 1, 0],
            [1, 2, 0],
            [2, 1, 0],
            [3, 2, 1],
          ],
          2,
          100,
        ],
        ['wrong', 'wrong', 'wrong', 'ok'],
        'accounts are limited separately',
      ],
      [
        [
          [
            [0, 5, 0],
            [1, 5, 1],
            [2, 5, 0],
            [3, 5, 0],
          ],
          2,
          50,
        ],
        ['wrong', 'ok', 'wrong', 'wrong'],
        'a success clears the failures',
      ],
    ],
    hidden: [
      [[[], 3, 60], [], 'no attempts'],
      [[[[5, 1, 1]], 1, 1], ['ok'], 'one attempt'],
      [
        [
          [
            [0, 3, 0],
            [0, 3, 0],
            [0, 3, 1],
          ],
          1,
          1,
        ],
        ['wrong', 'blocked', 'blocked'],
        'a window of one second',
      ],
      [
        [
          [
            [0, 3, 0],
            [1, 3, 1],
          ],
          1,
          1,
        ],
        ['wrong', 'ok'],
        'exactly window seconds later',
      ],
      [
        [
          [
            [0, 9, 0],
            [10, 9, 0],
            [11, 9, 0],
            [12, 9, 0],
            [70, 9, 0],
            [71, 9, 0],
          ],
          2,
          60,
        ],
        ['wrong', 'wrong', 'blocked', 'blocked', 'wrong', 'wrong'],
        'blocked attempts are not recorded',
      ],
      ...[
        [10, 2, 20, 0.3, 2, 60],
        [80, 3, 15, 0.2, 3, 60],
        [400, 5, 10, 0.25, 4, 100],
      ].map(([n, accounts, step, ok, max, window]): Row => {
        const attempts = signInCase(n, accounts, step, ok);
        return [[attempts, max, window], signInOracle(attempts, max, window)];
      }),
      (() => {
        const attempts = signInCase(2000, 1000, 100, 0.1).map(([t, a, c]) => [t, (a % 4) + 997, c]);
        return [[attempts, 10, 100_000], signInOracle(attempts, 10, 100_000), '2,000 attempts, largest limits'] as Row;
      })(),
    ],
    hints: [
      'Keep, per account, the times of its recorded failures.',
      'Before deciding, forget the failures that are too old; then compare how many remain with maxFailures.',
    ],
    editorial: `
**Idea.** A sliding window per account. Keep a list of failure times for each account in a map. For each attempt, drop the failures that are no longer inside \`(time - window, time]\` (times only grow, so once old, a failure stays old). If \`maxFailures\` or more remain, the attempt is blocked without looking at the password. Otherwise a right password clears the list and a wrong one appends the time.

**Complexity.** Each failure is appended once and kept at most \`maxFailures\` deep, so O(attempts × maxFailures) time.

**Common mistakes.** Recording blocked attempts as failures (an attacker would keep the account locked forever, and a user could never get back in), limiting all accounts together, and an off-by-one at the window's edge: a failure exactly \`window\` seconds old no longer counts.
`,
  }),

  // ============================================================ caching-basics
  defineProblem({
    slug: 'cache-aside-hits',
    title: 'Cache-Aside Hits and Misses',
    difficulty: 'easy',
    tags: ['caching', 'hash maps', 'simulation'],
    modules: ['caching-basics'],
    statement: `
The lesson's **cache-aside** pattern: look in the cache; on a miss, read the database and store the result with a time to live (TTL).

Simulate it for product reads. \`requests\` holds \`[time, productId]\` pairs in non-decreasing time order, and the cache starts empty. For each request return \`"hit"\` or \`"miss"\`:
- a product stored at time \`s\` is in the cache while \`time < s + ttl\` (at \`s + ttl\` it has expired);
- on a miss the product is stored (again) at the request's time.

**Example:** \`ttl = 60\`, requests \`[[0, 1], [30, 1], [60, 1], [61, 2], [90, 1]]\` → \`["miss", "hit", "miss", "miss", "hit"]\`: product 1 stored at 0 expires at 60, is stored again at 60 and is still fresh at 90.
`,
    constraints: [
      '0 ≤ requests.length ≤ 10,000',
      '0 ≤ time ≤ 10⁹, non-decreasing; 1 ≤ productId ≤ 10⁶',
      '1 ≤ ttl ≤ 10⁶',
    ],
    limits: {
      requests: { length: [0, 10_000], each: { tuple: [{ int: [0, 1_000_000_000] }, { int: [1, 1_000_000] }] } },
      ttl: { int: [1, 1_000_000] },
    },
    relations: [
      {
        rule: 'times are non-decreasing',
        holds: (requests: number[][]) => requests.every((r, i) => i === 0 || requests[i - 1][0] <= r[0]),
      },
    ],
    signature: ['cacheAsideHits', 'requests: int[][]', 'ttl: int'],
    returns: 'string[]',
    js: cacheAsideHitsJs,
    py: cacheAsideHitsPy,
    wrong: [
      {
        why: 'an off-by-one at expiry: an entry is still a hit at exactly s + ttl',
        js: mutate(cacheAsideHitsJs, '<', '<='),
        py: mutate(cacheAsideHitsPy, '<', '<='),
      },
    ],
    samples: [
      [
        [
          [
            [0, 1],
            [30, 1],
            [60, 1],
            [61, 2],
            [90, 1],
          ],
          60,
        ],
        ['miss', 'hit', 'miss', 'miss', 'hit'],
        'expiry and a second product',
      ],
      [
        [
          [
            [5, 3],
            [5, 3],
            [5, 3],
          ],
          1,
        ],
        ['miss', 'hit', 'hit'],
        'the same second',
      ],
      [
        [
          [
            [0, 1],
            [0, 2],
            [1, 1],
            [1, 2],
          ],
          1,
        ],
        ['miss', 'miss', 'miss', 'miss'],
        'a one-second TTL',
      ],
    ],
    hidden: [
      [[[], 10], [], 'no requests'],
      [[[[7, 42]], 5], ['miss'], 'one request'],
      [
        [
          [
            [0, 1],
            [59, 1],
            [119, 1],
          ],
          60,
        ],
        ['miss', 'hit', 'miss'],
        'a hit does not extend the TTL',
      ],
      [
        [
          [
            [1000000000, 1000000],
            [1000000000, 1000000],
          ],
          1000000,
        ],
        ['miss', 'hit'],
        'largest time and id',
      ],
      ...[
        [10, 3, 20, 30],
        [200, 20, 5, 40],
        [2000, 100, 3, 50],
      ].map(([n, ids, step, ttl]): Row => {
        const requests = cacheAsideCase(n, ids, step);
        return [[requests, ttl], cacheAsideOracle(requests, ttl)];
      }),
      (() => {
        const requests = cacheAsideCase(10_000, 500, 2);
        return [[requests, 120], cacheAsideOracle(requests, 120), '10,000 requests'] as Row;
      })(),
    ],
    hints: [
      'Remember, per product, when its cached copy expires.',
      'A hit leaves the expiry alone; only a miss stores the product again.',
    ],
    editorial: `
**Idea.** A map from product id to the time its cached copy expires is the whole cache. A request is a hit when the id is in the map and the request comes strictly before the expiry; otherwise it is a miss, and the product is stored with a new expiry \`time + ttl\`.

**Complexity.** O(n) time, O(distinct products) memory.

**Common mistakes.** Treating the expiry moment itself as fresh (\`<=\`), and refreshing the TTL on every hit: with cache-aside the copy was read from the database once, so its age counts from that read.
`,
  }),
  defineProblem({
    slug: 'stale-cache-reads',
    title: 'Stale Cache Reads',
    difficulty: 'medium',
    tags: ['caching', 'simulation', 'strings'],
    modules: ['caching-basics'],
    statement: `
Invalidation is the hard part of caching: when the data changes, the cached copy is wrong until it expires or is removed. Simulate a cache-aside cache in front of a database and see the stale reads.

\`ops\` are, in non-decreasing time order:
- \`"{time} set {key} {value}"\`: write the value to the database. When \`invalidateOnWrite\` is \`true\`, also delete the key from the cache;
- \`"{time} get {key}"\`: read through the cache. If the key is cached and fresh (stored at \`s\`, fresh while \`time < s + ttl\`), answer \`"hit {cached value}"\`. Otherwise read the database and answer \`"miss {value}"\`, storing the value in the cache at \`time\`; a key the database does not have answers \`"miss null"\` and is not cached.

The database and the cache start empty. Return the answers of the \`get\`s, in order.

**Example:** \`ttl = 60\`, \`invalidateOnWrite = false\`, ops \`["0 set price 10", "1 get price", "2 set price 12", "3 get price", "70 get price"]\` → \`["miss 10", "hit 10", "miss 12"]\`: the read at 3 is stale. With \`invalidateOnWrite = true\` the answers are \`["miss 10", "miss 12", "miss 12"]\`.
`,
    constraints: [
      '0 ≤ ops.length ≤ 5,000',
      'times: integers 0 to 10⁹, non-decreasing',
      'keys: 1 to 20 characters of a-z, 0-9 and ":"; values: 1 to 20 characters without spaces (any script), never "null"',
      '1 ≤ ttl ≤ 10⁶',
    ],
    limits: {
      ops: { length: [0, 5_000], each: { pattern: /^\d{1,10} (get [a-z0-9:]{1,20}|set [a-z0-9:]{1,20} \S{1,20})$/u } },
      ttl: { int: [1, 1_000_000] },
      invalidateOnWrite: { bool: true },
    },
    relations: [
      {
        rule: 'times: integers 0 to 10⁹, non-decreasing; values never "null"',
        holds: (ops: string[]) =>
          ops.every((op, i) => {
            const t = Number(op.split(' ')[0]);
            return (
              t <= 1_000_000_000 && (i === 0 || Number(ops[i - 1].split(' ')[0]) <= t) && op.split(' ')[3] !== 'null'
            );
          }),
      },
    ],
    signature: ['cachedReads', 'ops: string[]', 'ttl: int', 'invalidateOnWrite: bool'],
    returns: 'string[]',
    js: staleCacheReadsJs,
    py: staleCacheReadsPy,
    wrong: [
      {
        why: 'an off-by-one at expiry: a cached value is still fresh at exactly s + ttl',
        js: mutate(staleCacheReadsJs, '<', '<='),
        py: mutate(staleCacheReadsPy, '<', '<='),
      },
    ],
    samples: [
      [
        [['0 set price 10', '1 get price', '2 set price 12', '3 get price', '70 get price'], 60, false],
        ['miss 10', 'hit 10', 'miss 12'],
        'a stale read without invalidation',
      ],
      [
        [['0 set price 10', '1 get price', '2 set price 12', '3 get price', '70 get price'], 60, true],
        ['miss 10', 'miss 12', 'miss 12'],
        'invalidation on write',
      ],
      [
        [['0 get user:1', '1 set user:1 Ada', '2 get user:1'], 100, false],
        ['miss null', 'miss Ada'],
        'a missing key is not cached',
      ],
    ],
    hidden: [
      [[[], 10, true], [], 'no operations'],
      [[['5 set a 1', '6 set b 2'], 10, true], [], 'only writes'],
      [
        [['0 set k v', '0 get k', '10 get k', '10 get k'], 10, false],
        ['miss v', 'miss v', 'hit v'],
        'expires exactly at s + ttl',
      ],
      [
        [['0 set cafe €9.99', '1 get cafe', '2 set cafe €8,50', '3 get cafe'], 1000, false],
        ['miss €9.99', 'hit €9.99'],
        'unicode values',
      ],
      [
        [['0 set a 1', '0 get a', '1 set a 2', '1 set a 3', '2 get a', '3 get a'], 5, true],
        ['miss 1', 'miss 3', 'hit 3'],
        'the last write wins',
      ],
      ...[
        [12, ['a', 'b'], 4, 10, false],
        [60, ['price:1', 'price:2', 'stock:1'], 5, 20, true],
        [300, ['k1', 'k2', 'k3', 'k4'], 3, 15, false],
        [300, ['k1', 'k2', 'k3', 'k4'], 3, 15, true],
      ].map(([n, keys, step, ttl, invalidate]): Row => {
        const ops = cachedReadsCase(n as number, keys as string[], step as number);
        return [
          [ops, ttl as number, invalidate as boolean],
          cachedReadsOracle(ops, ttl as number, invalidate as boolean),
        ];
      }),
      (() => {
        const ops = cachedReadsCase(5000, ['user:1', 'user:2', 'cart:9', 'price:77', 'z'], 1);
        return [[ops, 40, false], cachedReadsOracle(ops, 40, false), '5,000 operations'] as Row;
      })(),
    ],
    hints: [
      'Keep two maps: the database (key to value) and the cache (key to value and expiry time).',
      'A write changes the database only; whether it also removes the cached copy is exactly what invalidateOnWrite decides.',
    ],
    editorial: `
**Idea.** Model both stores as maps. A \`set\` writes the database and, with invalidation, deletes the cache entry. A \`get\` first looks for a fresh cache entry (a hit returns the cached value, which may be older than the database's); otherwise it reads the database, caches what it found with expiry \`time + ttl\`, and answers a miss. Without invalidation you see the lesson's trade-off: reads stay stale until the TTL runs out.

**Complexity.** O(n) time, O(keys) memory.

**Common mistakes.** Answering a hit with the database's value (a real cache cannot know it changed), caching "null" for a missing key (here it is not cached, so a later write shows up at once), and forgetting that the copy expires exactly at \`s + ttl\`.
`,
  }),

  // ============================================================ background-jobs-and-queues
  defineProblem({
    slug: 'idempotent-job-deliveries',
    title: 'Idempotent Job Deliveries',
    difficulty: 'easy',
    tags: ['queues', 'idempotency', 'hash sets'],
    modules: ['background-jobs-and-queues'],
    statement: `
Queues deliver a job **at least once**, so a worker may see the same job twice: the queue redelivers a message whose acknowledgement was lost, or the producer enqueued the same job again. As in the lesson, make the worker idempotent: record what was done under a unique key and skip what is already there.

Each delivery is \`"{deliveryId} {jobType} {userId}"\`. The job's effect is identified by its type and user (\`"send-welcome-email 42"\`), not by the delivery id. Return the effects the worker performs, in order, each exactly once.

**Example:** \`["d1 send-welcome-email 42", "d2 resize-avatar 42", "d3 send-welcome-email 42", "d2 resize-avatar 42", "d4 send-welcome-email 7"]\` → \`["send-welcome-email 42", "resize-avatar 42", "send-welcome-email 7"]\`.
`,
    constraints: [
      '0 ≤ deliveries.length ≤ 2,000',
      'deliveryId: "d" then 1 to 6 digits; jobType: 1 to 30 characters of a-z and "-"; userId: 1 to 10⁶ without leading zeros',
    ],
    limits: { deliveries: { length: [0, 2_000], each: { pattern: /^d\d{1,6} [a-z-]{1,30} [1-9]\d{0,6}$/ } } },
    relations: [
      {
        rule: 'userId: 1 to 10⁶',
        holds: (deliveries: string[]) => deliveries.every((d) => Number(d.split(' ')[2]) <= 1_000_000),
      },
    ],
    signature: ['performJobs', 'deliveries: string[]'],
    returns: 'string[]',
    js: `
  const done = new Set();
  const effects = [];
  for (const delivery of deliveries) {
    const [, jobType, userId] = delivery.split(' ');
    const key = jobType + ' ' + userId;
    if (done.has(key)) continue;
    done.add(key);
    effects.push(key);
  }
  return effects;`,
    py: `
def perform_jobs(deliveries):
    done = set()
    effects = []
    for delivery in deliveries:
        _, job_type, user_id = delivery.split(" ")
        key = job_type + " " + user_id
        if key not in done:
            done.add(key)
            effects.append(key)
    return effects`,
    wrong: [
      {
        why: 'deduplicates by delivery id instead of by job type and user, so a job enqueued twice runs twice',
        js: `
  const done = new Set();
  const effects = [];
  for (const delivery of deliveries) {
    const [deliveryId, jobType, userId] = delivery.split(' ');
    if (done.has(deliveryId)) continue;
    done.add(deliveryId);
    effects.push(jobType + ' ' + userId);
  }
  return effects;`,
        py: `
def perform_jobs(deliveries):
    done = set()
    effects = []
    for delivery in deliveries:
        delivery_id, job_type, user_id = delivery.split(" ")
        if delivery_id not in done:
            done.add(delivery_id)
            effects.append(job_type + " " + user_id)
    return effects`,
      },
    ],
    samples: [
      [
        [
          [
            'd1 send-welcome-email 42',
            'd2 resize-avatar 42',
            'd3 send-welcome-email 42',
            'd2 resize-avatar 42',
            'd4 send-welcome-email 7',
          ],
        ],
        ['send-welcome-email 42', 'resize-avatar 42', 'send-welcome-email 7'],
        'redelivered and enqueued twice',
      ],
      [
        [['d1 send-receipt 5', 'd1 send-receipt 5', 'd1 send-receipt 5']],
        ['send-receipt 5'],
        'the same delivery three times',
      ],
      [[['d9 send-receipt 5', 'd10 send-receipt 6']], ['send-receipt 5', 'send-receipt 6'], 'different users'],
    ],
    hidden: [
      [[[]], [], 'no deliveries'],
      [[['d1 x 1']], ['x 1'], 'one delivery'],
      [
        [['d1 send-receipt 1', 'd2 send-receipt 11', 'd3 send-receipt 1']],
        ['send-receipt 1', 'send-receipt 11'],
        'user 1 is not user 11',
      ],
      [[['d1 a 1', 'd2 a-b 1', 'd3 a 1']], ['a 1', 'a-b 1'], 'similar job types'],
      [
        [['d7 rebuild-leaderboard 1000000', 'd8 rebuild-leaderboard 1000000']],
        ['rebuild-leaderboard 1000000'],
        'largest user id',
      ],
      ...[
        [8, 3],
        [60, 10],
        [500, 50],
      ].map(([n, users]): Row => {
        const deliveries = deliveriesCase(n, users);
        return [[deliveries], deliveriesOracle(deliveries)];
      }),
      (() => {
        const deliveries = deliveriesCase(2000, 300);
        return [[deliveries], deliveriesOracle(deliveries), '2,000 deliveries'] as Row;
      })(),
    ],
    hints: [
      'What identifies the effect, the delivery or the job type and user?',
      'Keep a set of the effects already performed.',
    ],
    editorial: `
**Idea.** Build the idempotency key from what the job *does*: its type and its user. Keep a set of keys already handled; a delivery whose key is in the set is skipped, any other is performed and recorded. In a real worker the set is a database table with a unique key, written in the same transaction as the effect where possible.

**Complexity.** O(n) time and memory.

**Common mistake.** Deduplicating on the delivery id: a job the producer enqueued twice gets two different ids and would send two welcome emails.
`,
  }),
  defineProblem({
    slug: 'retry-with-backoff',
    title: 'Retry With Backoff',
    difficulty: 'medium',
    tags: ['queues', 'simulation'],
    modules: ['background-jobs-and-queues'],
    statement: `
A worker retries failed jobs later, with a growing delay, as in the lesson. Simulate one worker and report when each job finishes.

There are \`n\` jobs, all queued at time 0. Job \`i\` fails its first \`failures[i]\` attempts and succeeds on the next one. The worker does one attempt at a time, and every attempt takes exactly 1 time unit (an attempt started at \`t\` ends at \`t + 1\`).
- When a job's \`k\`-th attempt fails at time \`e\` and \`k < maxAttempts\`, the job is ready again at \`e + baseDelay × 2^(k-1)\` (so the delays are \`baseDelay\`, \`2 × baseDelay\`, \`4 × baseDelay\`, …).
- When its \`maxAttempts\`-th attempt fails, the job is given up (moved to a dead-letter queue).
- Whenever the worker is free, it starts the ready job that became ready earliest (ties: the smaller index). If no job is ready, it waits for the next one.

Return, for each job, the time its successful attempt ended, or \`-1\` if it was given up.

**Example:** \`failures = [1, 0]\`, \`baseDelay = 2\`, \`maxAttempts = 3\` → \`[4, 2]\`. At 0 job 0 fails (ends at 1, ready again at 3); job 1 runs from 1 to 2; the worker waits until 3 and job 0 succeeds at 4.
`,
    constraints: ['1 ≤ failures.length ≤ 200; 0 ≤ failures[i] ≤ 10', '1 ≤ baseDelay ≤ 100; 1 ≤ maxAttempts ≤ 8'],
    limits: {
      failures: { length: [1, 200], each: { int: [0, 10] } },
      baseDelay: { int: [1, 100] },
      maxAttempts: { int: [1, 8] },
    },
    signature: ['retrySchedule', 'failures: int[]', 'baseDelay: int', 'maxAttempts: int'],
    returns: 'int[]',
    js: retryWithBackoffJs,
    py: retryWithBackoffPy,
    wrong: [
      {
        why: 'an off-by-one in the exponent: the first retry already waits 2 × baseDelay',
        js: mutate(retryWithBackoffJs, '(failed[next] - 1)', 'failed[next]'),
        py: mutate(retryWithBackoffPy, '(failed[nxt] - 1)', 'failed[nxt]'),
      },
    ],
    samples: [
      [[[1, 0], 2, 3], [4, 2], 'one retry'],
      [[[0, 0, 0], 5, 1], [1, 2, 3], 'no failures'],
      [[[3, 0], 1, 3], [-1, 2], 'given up after three attempts'],
    ],
    hidden: [
      [[[0], 1, 1], [1], 'one job'],
      [[[1], 1, 1], [-1], 'one attempt allowed'],
      [[[2], 3, 5], [12], 'the delay doubles'],
      [[[10, 10], 100, 8], [-1, -1], 'largest delays'],
      [[[1, 1, 0], 1, 2], [4, 5, 3], 'retries wait behind ready jobs'],
      ...[
        [5, 2, 3],
        [20, 7, 4],
        [120, 15, 6],
      ].map(([n, base, max]): Row => {
        const failures = intsIn(random, n, 0, 6);
        return [[failures, base, max], retryOracle(failures, base, max)];
      }),
      (() => {
        const failures = intsIn(random, 200, 0, 10);
        return [[failures, 100, 8], retryOracle(failures, 100, 8), '200 jobs'] as Row;
      })(),
    ],
    hints: [
      'Keep, for each job, when it is ready next and how many attempts have failed.',
      'The next job to run is the unfinished one with the smallest (ready time, index); start it at the later of now and its ready time.',
    ],
    editorial: `
**Idea.** Event-by-event simulation. Each unfinished job has a ready time (0 at first) and a count of failed attempts. Repeatedly take the unfinished job with the smallest ready time (ties by index): if some job is ready now, that one is ready too, and if none is, it is the one the worker waits for. The attempt ends one unit after the later of "now" and the job's ready time. A success records the end time; a failure either gives the job up (\`maxAttempts\` failures) or sets its ready time to the end plus \`baseDelay × 2^(k-1)\`.

**Complexity.** At most \`n × maxAttempts\` attempts, each choosing among n jobs: O(n² × maxAttempts), or O(n log n × maxAttempts) with a priority queue.

**Common mistakes.** Ticking time one unit at a time (correct, but slow when delays are long), doubling the delay from the first failure (the first retry waits \`baseDelay\`), and letting a retry jump ahead of jobs that have been waiting longer.
`,
  }),

  // ============================================================ backend-testing
  defineProblem({
    slug: 'find-flaky-tests',
    title: 'Find the Flaky Tests',
    difficulty: 'easy',
    tags: ['testing', 'hash maps'],
    modules: ['backend-testing'],
    statement: `
The lesson warns that a test that fails randomly is worse than none. Given the results of several CI runs of the same code, find the flaky tests.

\`runs\` holds one list per run; each entry is \`"pass {test name}"\` or \`"fail {test name}"\`. A test appears at most once per run and may be missing from some runs (it was skipped). A test is **flaky** when it passed in at least one run and failed in at least one other.

Return the names of the flaky tests, sorted in ascending order (by character codes, as a default string sort does).

**Example:** \`[["pass adds a book", "fail lists books"], ["pass adds a book", "pass lists books"]]\` → \`["lists books"]\`.
`,
    constraints: [
      '0 ≤ runs.length ≤ 50; 0 ≤ runs[i].length ≤ 200',
      'test names: 1 to 60 characters (letters of any script, digits, spaces, punctuation; no characters outside the Basic Multilingual Plane), each at most once per run',
    ],
    limits: {
      runs: {
        length: [0, 50],
        each: { length: [0, 200], each: { length: [1, 60], chars: /[^\u{10000}-\u{10FFFF}]/u }, distinct: true },
      },
    },
    signature: ['flakyTests', 'runs: string[][]'],
    returns: 'string[]',
    js: findFlakyTestsJs,
    py: findFlakyTestsPy,
    wrong: [
      {
        why: 'sorts the names case-insensitively instead of by character codes, so capitals no longer come first',
        js: mutate(
          findFlakyTestsJs,
          'return',
          'const lower = (name) => name.toLowerCase();\n  return',
          'sort(',
          'sort((a, b) => (lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0)',
        ),
        py: mutate(findFlakyTestsPy, 'sorted(', 'sorted((', '2', '2), key=str.lower'),
      },
    ],
    samples: [
      [
        [
          [
            ['pass adds a book', 'fail lists books'],
            ['pass adds a book', 'pass lists books'],
          ],
        ],
        ['lists books'],
        'one flaky test',
      ],
      [[[['fail broken'], ['fail broken'], ['fail broken']]], [], 'always failing is not flaky'],
      [[[['pass b test'], ['fail a test', 'fail b test'], ['pass a test']]], ['a test', 'b test'], 'sorted names'],
    ],
    hidden: [
      [[[]], [], 'no runs'],
      [[[[]]], [], 'an empty run'],
      [[[['pass only once']]], [], 'one result'],
      [[[['pass Zebra'], ['fail Zebra'], ['pass apple'], ['fail apple']]], ['Zebra', 'apple'], 'capitals sort first'],
      [[[['pass fail parses'], ['fail fail parses']]], ['fail parses'], 'a name that starts with a status word'],
      [[[['pass crée un livre ✓'], ['fail crée un livre ✓']]], ['crée un livre ✓'], 'unicode names'],
      ...[
        [3, 5],
        [10, 40],
      ].map(([r, t]): Row => {
        const runs = flakyCase(r, t);
        return [[runs], flakyOracle(runs)];
      }),
      (() => {
        const runs = flakyCase(50, 200);
        return [[runs], flakyOracle(runs), '50 runs of 200 tests'] as Row;
      })(),
    ],
    hints: [
      'Split each entry at its first space only: test names contain spaces.',
      'Collect, per test name, the set of outcomes seen; flaky tests have both.',
    ],
    editorial: `
**Idea.** One pass over all results, keeping a map from test name to the set of outcomes seen. A flaky test's set holds both "pass" and "fail". Sort the names at the end for a stable answer.

**Complexity.** O(R log R) for R results in all (the sort dominates).

**Common mistakes.** Splitting on every space (the name is everything after the first one), treating a consistently failing test as flaky (it is broken, which is a different fix), and counting a test skipped in some runs as failed there.
`,
  }),
  defineProblem({
    slug: 'first-json-difference',
    title: 'First JSON Difference',
    difficulty: 'medium',
    tags: ['testing', 'recursion', 'json'],
    modules: ['backend-testing'],
    statement: `
An integration test checks what a client sees: \`expect(res.body).toEqual(expected)\`. When the check fails, a good assertion library points at **where** the two values differ. Write that part.

\`actual\` and \`expected\` are JSON texts. Compare the two values and return the path of their first difference, or \`""\` when they are deeply equal. The path starts at \`$\`; an object key adds \`.key\`, an array position adds \`[i]\`.

Compare two values \`a\` and \`b\` at path \`p\`:
- If they are of different kinds (null, boolean, number, string, array, object), the difference is at \`p\`.
- Null, booleans, numbers and strings differ at \`p\` when their values differ.
- Arrays: compare positions \`0, 1, …\` up to the shorter length, in order; the first difference found wins. If all of those are equal but the lengths differ, the difference is at \`p[m]\`, where \`m\` is the shorter length.
- Objects: go through the keys of both objects, without repeats, in ascending order (by character codes). A key present in only one of them is a difference at \`p.key\`; otherwise compare the two values. The first difference found wins.

**Example:** \`actual = '{"id": 1, "items": [{"price": 5}]}'\`, \`expected = '{"id": 1, "items": [{"price": 6}]}'\` → \`"$.items[0].price"\`.
`,
    constraints: [
      'actual and expected: valid JSON, each at most 5,000 characters, nested at most 10 levels',
      'numbers are integers with absolute value at most 10⁹',
      'object keys: 1 to 20 characters of A-Z, a-z, 0-9 and "_", not starting with a digit; no key twice in one object',
    ],
    limits: { actual: { length: [1, 5_000] }, expected: { length: [1, 5_000] } },
    relations: [
      {
        rule: 'valid JSON nested at most 10 levels; integers with absolute value at most 10⁹; keys of 1 to 20 characters of A-Z, a-z, 0-9 and "_", not starting with a digit',
        holds: (...texts: string[]) =>
          texts.every(
            (t) =>
              checkLimit(
                JSON.parse(t),
                {
                  json: {
                    depth: 10,
                    number: [-1_000_000_000, 1_000_000_000],
                    key: { pattern: /^[A-Za-z_][A-Za-z0-9_]{0,19}$/ },
                  },
                },
                'json',
              ).length === 0 && !/\d[.eE]/.test(t.replace(/"(?:[^"\\]|\\.)*"/g, '""')),
          ),
      },
    ],
    signature: ['firstDifference', 'actual: string', 'expected: string'],
    returns: 'string',
    js: firstJsonDifferenceJs,
    py: firstJsonDifferencePy,
    wrong: [
      {
        why: 'reports a length difference at the array itself instead of at the first extra position',
        js: mutate(firstJsonDifferenceJs, " + '[' + shorter + ']'", ''),
        py: mutate(firstJsonDifferencePy, 'f"{path}[{shorter}]"', 'path'),
      },
    ],
    samples: [
      [
        ['{"id": 1, "items": [{"price": 5}]}', '{"id": 1, "items": [{"price": 6}]}'],
        '$.items[0].price',
        'a nested price',
      ],
      [['{"b": 1, "a": [1, 2]}', '{"a": [1, 2], "b": 1}'], '', 'key order does not matter'],
      [['[1, 2, 3]', '[1, 2]'], '$[2]', 'an extra element'],
    ],
    hidden: [
      [['{}', '{}'], '', 'two empty objects'],
      [['5', '"5"'], '$', 'a number is not a string'],
      [['{"a": true}', '{"a": 1}'], '$.a', 'true is not 1'],
      [['{"a": 0}', '{"a": false}'], '$.a', '0 is not false'],
      [['[null]', '[{}]'], '$[0]', 'null is not an object'],
      [['{"a": 1, "b": 2}', '{"b": 3, "c": 1}'], '$.a', 'a missing key comes first by order'],
      [['{"toString": 1}', '{}'], '$.toString', 'a key named like a built-in method'],
      [['{"a": null}', '{}'], '$.a', 'a null value is not a missing key'],
      [['{"Z": 1, "a": 1}', '{"Z": 2, "a": 2}'], '$.Z', 'capitals sort first'],
      [['["é", "✓"]', '["é", "✗"]'], '$[1]', 'unicode strings'],
      [['[]', '{}'], '$', 'an array is not an object'],
      [['[[1, [2, [3]]]]', '[[1, [2, [3, 4]]]]'], '$[0][1][1][1]', 'deep arrays'],
      ...[1, 2, 2, 3, 3, 4, 4, 5].map((depth) => differenceCase(depth)),
      (() => {
        const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `book ${i}`, price: i * 3 })) };
        const changed = structuredClone(big);
        changed.items[99].price += 1;
        return [[JSON.stringify(big), JSON.stringify(changed)], '$.items[99].price', 'a long list'] as Row;
      })(),
    ],
    hints: [
      'Write one recursive function that compares two values at a path and returns the path of the first difference or an empty string.',
      'Decide the kind of each value first. In Python, check for bool before int: True is an int there.',
    ],
    editorial: `
**Idea.** Parse both texts, then recurse. At each step decide the kinds; different kinds are a difference right here. Two arrays compare element by element up to the shorter length, then their lengths. Two objects compare over the sorted union of their keys: a key on one side only is a difference at that key, otherwise recurse into the two values. Primitives compare by value. The first non-empty answer travels back up unchanged.

**Complexity.** O(size of the values), plus sorting each object's keys.

**Common mistakes.** Comparing \`JSON.stringify\` outputs (key order then matters), treating a missing key like a key whose value is null (Python's \`dict.get\` returns \`None\` for both; check presence first, with \`Object.hasOwn\` in JavaScript, since \`"toString" in {}\` is true), and in Python letting \`True == 1\` and \`0 == False\` pass as equal.
`,
  }),

  // ============================================================ python-for-data
  defineProblem({
    slug: 'price-column-summary',
    title: 'Price Column Summary',
    difficulty: 'easy',
    tags: ['loops', 'type conversion'],
    modules: ['python-for-data'],
    statement: `
A column read with \`csv.DictReader\` is a list of **strings**, as the lesson points out. Summarise a price column.

Given \`prices\`, the column's values as text, return \`[lowest, highest, average]\` as numbers. Some rows are refunds, so prices can be negative, and a column may hold only negative prices.

**Example:** \`["12.5", "8.0", "19.99"]\` → \`[8.0, 19.99, 13.496666…]\`.

Answers are compared as numbers within 10⁻⁶ (relative to the value when it is larger than 1).
`,
    constraints: [
      '1 ≤ prices.length ≤ 10,000',
      'each price: an optional "-", 1 to 7 digits, then optionally "." and 1 or 2 digits (no spaces); |price| ≤ 10⁶',
    ],
    limits: { prices: { length: [1, 10_000], each: { pattern: /^-?\d{1,7}(\.\d{1,2})?$/ } } },
    relations: [
      { rule: '|price| ≤ 10⁶', holds: (prices: string[]) => prices.every((p) => Math.abs(Number(p)) <= 1_000_000) },
    ],
    signature: ['priceSummary', 'prices: string[]'],
    returns: 'float[]',
    js: priceColumnSummaryJs,
    py: priceColumnSummaryPy,
    wrong: [
      {
        why: 'starts the lowest and highest at 0 instead of the first price, so a column of only refunds reports 0 as the highest',
        js: mutate(
          priceColumnSummaryJs,
          'let lowest = values[0];\n  let highest = values[0];',
          'let lowest = 0;\n  let highest = 0;',
        ),
        py: mutate(priceColumnSummaryPy, 'values[0]', '0.0'),
      },
    ],
    samples: [
      [[['12.5', '8.0', '19.99']], [8, 19.99, 40.49 / 3], 'three prices'],
      [[['-5', '-2.5']], [-5, -2.5, -3.75], 'only refunds'],
      [[['7']], [7, 7, 7], 'one price'],
    ],
    hidden: [
      [[['100', '20', '3']], [3, 100, 41], 'text order is not number order'],
      [[['0', '0.00', '-0.5']], [-0.5, 0, -0.5 / 3], 'zeros'],
      [[['1000000', '-1000000']], [-1_000_000, 1_000_000, 0], 'the extremes'],
      [[['9.99', '9.99', '9.99', '9.99']], [9.99, 9.99, 9.99], 'all equal'],
      ...[5, 50, 1000].map((n): Row => {
        const prices = Array.from({ length: n }, () => priceText(intIn(random, -100_000, 100_000)));
        return [[prices], summaryOracle(prices)];
      }),
      (() => {
        const prices = Array.from({ length: 10_000 }, () => priceText(intIn(random, -100_000_000, 100_000_000)));
        return [[prices], summaryOracle(prices), '10,000 prices'] as Row;
      })(),
    ],
    comparator: { kind: 'float', tolerance: 1e-6 },
    hints: [
      'Convert every value to a number before comparing or adding: text compares letter by letter, and + joins text.',
      'Start the lowest and highest from the first value, not from 0.',
    ],
    editorial: `
**Idea.** Convert the column to numbers once (\`float\` in Python, \`Number\` in JavaScript). Then one loop keeps the lowest and highest seen, both starting from the first value as the lesson recommends, and a running total; the average is the total divided by the count.

**Complexity.** O(n) time.

**Common mistakes.** Comparing the strings (\`"100" < "20"\` is true), adding strings (\`"12.5" + "1.5"\` is \`"12.51.5"\`), and starting the highest at 0, which breaks a column of refunds.
`,
  }),
  defineProblem({
    slug: 'units-per-product',
    title: 'Units Per Product',
    difficulty: 'easy',
    tags: ['dictionaries', 'csv', 'sorting'],
    modules: ['python-for-data'],
    statement: `
Build a small sales report from CSV text, using what the lesson shows: rows keyed by the header line, strings converted to numbers, and a dictionary to add up totals.

\`csv\` holds lines separated by \`"\\n"\`; empty lines (such as after a final newline) are ignored. The first line is the header: column names separated by commas. It includes the columns \`product\` and \`quantity\`, in any position, possibly among others. Every other line is a row with one value per column, separated by commas (no quoting, no spaces around values). \`quantity\` is an integer; returns are negative.

Return one line per product, \`"{product}: {total quantity}"\`, ordered by total quantity from largest to smallest; equal totals are ordered by product name (ascending, by character codes).

**Example:** \`"date,product,quantity\\n2026-01-02,tea,3\\n2026-01-02,coffee,5\\n2026-01-03,tea,4\\n"\` → \`["tea: 7", "coffee: 5"]\`.
`,
    constraints: [
      'at most 2,000 rows and 8 columns; the header names product and quantity exactly once each',
      'product names: 1 to 30 characters without commas or line breaks (letters of any script, digits, spaces inside)',
      '-1,000 ≤ quantity ≤ 1,000 (an integer written without a "+" sign)',
    ],
    limits: { csv: { pattern: /^[^\r]*$/ } }, // lines end with "\n"; the relations hold the rest
    relations: [
      {
        rule: 'at most 2,000 rows and 8 columns; the header names product and quantity exactly once each',
        holds: (csv: string) => {
          const rows = csv.split('\n').filter((l) => l !== '');
          const header = rows[0].split(',');
          return (
            rows.length <= 2_001 &&
            rows.every((r) => r.split(',').length === header.length && header.length <= 8) &&
            header.filter((h) => h === 'product').length === 1 &&
            header.filter((h) => h === 'quantity').length === 1
          );
        },
      },
      {
        rule: 'product names: 1 to 30 characters; -1,000 ≤ quantity ≤ 1,000 (an integer written without a "+" sign)',
        holds: (csv: string) => {
          const [head, ...rows] = csv.split('\n').filter((l) => l !== '');
          const header = head.split(',');
          const p = header.indexOf('product');
          const q = header.indexOf('quantity');
          return rows.every((r) => {
            const cells = r.split(',');
            const name = [...cells[p]];
            return (
              name.length >= 1 && name.length <= 30 && /^-?\d+$/.test(cells[q]) && Math.abs(Number(cells[q])) <= 1_000
            );
          });
        },
      },
    ],
    signature: ['unitsPerProduct', 'csv: string'],
    returns: 'string[]',
    js: unitsPerProductJs,
    py: unitsPerProductPy,
    wrong: [
      {
        why: 'sorts by total only, so equal totals keep the order of first appearance instead of the product name order',
        js: mutate(
          unitsPerProductJs,
          ']\n    .',
          '].',
          ".sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))\n    .map(([product, total]) => product + ': ' + total);",
          ".sort((a, b) => b[1] - a[1]).map(([product, total]) => product + ': ' + total);",
        ),
        py: mutate(unitsPerProductPy, '(-item[1], item[0])', '-item[1]'),
      },
    ],
    samples: [
      [
        ['date,product,quantity\n2026-01-02,tea,3\n2026-01-02,coffee,5\n2026-01-03,tea,4\n'],
        ['tea: 7', 'coffee: 5'],
        'two products',
      ],
      [['quantity,product\n2,b\n2,a\n-1,c'], ['a: 2', 'b: 2', 'c: -1'], 'ties and a return'],
      [['product,store,quantity'], [], 'only the header'],
    ],
    hidden: [
      [['product,quantity\n\n\nmug,1\n\n'], ['mug: 1'], 'empty lines'],
      [['product,quantity\nmug,10\nmug,-10'], ['mug: 0'], 'returns cancel sales'],
      [['product,quantity\n9,2\n10,2\n100,1'], ['10: 2', '9: 2', '100: 1'], 'product names are text'],
      [
        ['id,quantity,product\n1,3,Café au lait\n2,4,Tee grün\n3,1,Café au lait'],
        ['Café au lait: 4', 'Tee grün: 4'],
        'unicode names with spaces',
      ],
      [['product,quantity\nTea,1\ntea,1'], ['Tea: 1', 'tea: 1'], 'case matters'],
      ...[
        [6, ['tea', 'coffee']],
        [50, ['tea', 'coffee', 'cocoa', 'mug', 'Grüner Tee']],
        [400, ['a', 'b', 'c', 'd', 'e', 'f', 'g']],
      ].map(([n, products]): Row => {
        const csv = unitsCase(n as number, products as string[]);
        return [[csv], unitsOracle(csv)];
      }),
      (() => {
        const csv = unitsCase(
          2000,
          Array.from({ length: 60 }, (_, i) => `product ${i}`),
        );
        return [[csv], unitsOracle(csv), '2,000 rows'] as Row;
      })(),
    ],
    hints: [
      'Find the positions of the product and quantity columns in the header first.',
      "Add each row's quantity, converted to a number, to its product's total in a dictionary; sort at the end.",
    ],
    editorial: `
**Idea.** Split the text into lines, drop the empty ones, and read the column positions from the header, so the code works whatever the column order. For each row, convert the quantity with \`int()\` and add it to a dictionary of totals (\`totals.get(product, 0)\` gives 0 for a product seen for the first time). Sort by total descending, then by name, and format the lines.

**Complexity.** O(rows + p log p) for p products.

**Common mistakes.** Assuming the columns' positions, adding the quantities as text (\`"3" + "4"\` is \`"34"\`), and tripping over the empty last line a final newline leaves.
`,
  }),

  // ============================================================ statistics-basics
  defineProblem({
    slug: 'mean-and-median',
    title: 'Mean and Median',
    difficulty: 'easy',
    tags: ['statistics', 'sorting'],
    modules: ['statistics-basics'],
    statement: `
Describe a list of measurements with the lesson's two averages. Return \`[mean, median]\`:
- the **mean** is the sum divided by the count;
- the **median** is the middle value once the values are sorted; with an even count, it is the mean of the two middle values.

**Example:** \`[3, 1, 100, 2]\` → \`[26.5, 2.5]\`: one extreme value pulls the mean up, while the median stays typical.

Answers are compared as numbers within 10⁻⁶ (relative to the value when it is larger than 1).
`,
    constraints: ['1 ≤ values.length ≤ 10,000', '-10⁶ ≤ values[i] ≤ 10⁶ (any real numbers)'],
    limits: { values: { length: [1, 10_000], each: { float: [-1_000_000, 1_000_000] } } },
    signature: ['meanAndMedian', 'values: float[]'],
    returns: 'float[]',
    js: meanAndMedianJs,
    py: `
def mean_and_median(values):
    ordered = sorted(values)
    n = len(ordered)
    middle = n // 2
    if n % 2 == 1:
        median = ordered[middle]
    else:
        median = (ordered[middle - 1] + ordered[middle]) / 2
    return [sum(values) / n, median]`,
    wrong: [
      {
        why: 'with an even count, takes the upper middle value instead of the mean of the two middle values',
        js: mutate(
          meanAndMedianJs,
          'middle = ',
          'median = sorted[',
          ';\n  const median = n % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2',
          ']',
        ),
        py: `
def mean_and_median(values):
    ordered = sorted(values)
    n = len(ordered)
    return [sum(values) / n, ordered[n // 2]]`,
      },
    ],
    samples: [
      [[[3, 1, 100, 2]], [26.5, 2.5], 'an extreme value'],
      [[[5, 1, 4]], [10 / 3, 4], 'an odd count'],
      [[[7]], [7, 7], 'one value'],
    ],
    hidden: [
      [[[10, 9, 100, 8, 1000]], [225.4, 10], 'sorting numbers, not text'],
      [[[-3, -1, -2, -4]], [-2.5, -2.5], 'negative values'],
      [[[2, 2, 2, 2, 9]], [3.4, 2], 'repeated values'],
      [[[0.1, 0.2, 0.3]], [0.2, 0.2], 'decimals'],
      [[[1000000, -1000000]], [0, 0], 'the extremes'],
      ...[4, 9, 200].map((n): Row => {
        const values = intsIn(random, n, -1000, 1000).map((v) => v / 4);
        return [[values], meanMedianOracle(values)];
      }),
      (() => {
        const values = intsIn(random, 10_000, -1_000_000, 1_000_000);
        return [[values], meanMedianOracle(values), '10,000 values'] as Row;
      })(),
    ],
    comparator: { kind: 'float', tolerance: 1e-6 },
    hints: [
      'The median needs the values in order; sort a copy.',
      'In JavaScript, sort numbers with a compare function: the default sort compares them as text.',
    ],
    editorial: `
**Idea.** The mean is one pass: total divided by count. For the median, sort a copy of the values; with an odd count the answer is the middle element, with an even count the mean of the two elements around the middle.

**Complexity.** O(n log n) for the sort (a selection algorithm would make it O(n) on average).

**Common mistakes.** JavaScript's \`sort()\` without a compare function orders numbers as strings (\`[10, 9, 100]\` becomes \`[10, 100, 9]\`), forgetting the even-count rule, and sorting the caller's list in place.
`,
  }),
  defineProblem({
    slug: 'latency-percentiles',
    title: 'Latency Percentiles',
    difficulty: 'easy',
    tags: ['statistics', 'sorting'],
    modules: ['statistics-basics'],
    statement: `
Service dashboards report response times as percentiles (p50, p95, p99) rather than a mean, because a few very slow requests would distort it. The lesson: the 90th percentile is the value 90 % of observations fall below.

Use the **nearest-rank** definition: with the \`n\` latencies sorted ascending, the \`p\`-th percentile is the value at rank \`⌈p × n / 100⌉\` (ranks count from 1). It is the smallest observed value with at least \`p\` % of the observations at or below it.

Return the percentile of \`latencies\` for each \`p\` in \`percentiles\`, in the same order.

**Example:** \`latencies = [120, 80, 95, 300, 110, 90, 85, 100, 2000, 105]\`, \`percentiles = [50, 90, 99]\` → \`[100, 300, 2000]\`.
`,
    constraints: [
      '1 ≤ latencies.length ≤ 100,000; 0 ≤ latencies[i] ≤ 10⁶ (milliseconds)',
      '1 ≤ percentiles.length ≤ 20; 1 ≤ p ≤ 100',
    ],
    limits: {
      latencies: { length: [1, 100_000], each: { int: [0, 1_000_000] } },
      percentiles: { length: [1, 20], each: { int: [1, 100] } },
    },
    signature: ['latencyPercentiles', 'latencies: int[]', 'percentiles: int[]'],
    returns: 'int[]',
    js: latencyPercentilesJs,
    py: latencyPercentilesPy,
    wrong: [
      {
        why: 'rounds the rank down instead of up (kept at least 1), so a rank that is not a whole number picks a value too low',
        js: mutate(latencyPercentilesJs, 'ceil((', 'max(1, Math.floor((', '100', '100)'),
        py: mutate(latencyPercentilesPy, '-(-', 'max(1, '),
      },
    ],
    samples: [
      [
        [
          [120, 80, 95, 300, 110, 90, 85, 100, 2000, 105],
          [50, 90, 99],
        ],
        [100, 300, 2000],
        'p50, p90 and p99',
      ],
      [[[42], [1, 50, 100]], [42, 42, 42], 'one request'],
      [
        [
          [4, 1, 3, 2],
          [25, 26, 75, 100],
        ],
        [1, 2, 3, 4],
        'ranks round up',
      ],
    ],
    hidden: [
      [
        [
          [5, 5, 5, 9],
          [50, 75, 76],
        ],
        [5, 5, 9],
        'repeated values',
      ],
      [
        [
          [0, 1000000],
          [1, 100],
        ],
        [0, 1000000],
        'the extremes',
      ],
      [
        [Array.from({ length: 100 }, (_, i) => i + 1), [7, 29, 57, 58, 99]],
        [7, 29, 57, 58, 99],
        'p × n / 100 is a whole number',
      ],
      [
        [
          [10, 9, 100, 8],
          [50, 100],
        ],
        [9, 100],
        'sorting numbers, not text',
      ],
      [
        [
          [3, 1, 2],
          [33, 34, 67],
        ],
        [1, 2, 3],
        'a third',
      ],
      ...[
        [7, 3],
        [60, 8],
        [999, 20],
      ].map(([n, k]): Row => {
        const latencies = intsIn(random, n, 0, 5000);
        const ps = intsIn(random, k, 1, 100);
        return [[latencies, ps], percentileOracle(latencies, ps)];
      }),
      (() => {
        const latencies = intsIn(random, 100_000, 0, 1_000_000);
        const sorted = [...latencies].sort((a, b) => a - b);
        const ps = [1, 7, 50, 90, 95, 99, 100];
        return [[latencies, ps], ps.map((p) => sorted[Math.ceil((p * 100_000) / 100) - 1]), '100,000 latencies'] as Row;
      })(),
    ],
    hints: [
      'Sort a copy of the latencies once, then every percentile is one lookup.',
      'Compute the rank with whole numbers: multiply p by n first, then divide by 100 and round up.',
    ],
    editorial: `
**Idea.** Sort once (numerically). For each \`p\`, the rank is \`p × n / 100\` rounded up, and the answer is the value at that rank, counting from 1 (so index \`rank - 1\`).

**Complexity.** O(n log n + k).

**Common mistakes.** Computing \`p / 100 × n\` in floating point: \`0.07 × 100\` is \`7.000000000000001\` and rounds up to the wrong rank; multiply first (\`p × n\` is a whole number) and round up with whole-number arithmetic. Also: sorting as text in JavaScript, and using the rank as a 0-based index.
`,
  }),

  // ============================================================ pandas-data-wrangling
  defineProblem({
    slug: 'clean-order-rows',
    title: 'Clean the Order Rows',
    difficulty: 'easy',
    tags: ['data cleaning', 'strings'],
    modules: ['pandas-data-wrangling'],
    statement: `
Practise the lesson's cleaning steps without pandas (the judge runs plain JavaScript and Python with the standard library only, so work on lists of rows).

Each row of \`rows\` is \`[orderId, country, amount]\`, all text. Return the cleaned rows, in their original order:
1. **Drop duplicates** like \`drop_duplicates(subset="order_id")\`: keep only the first row of each \`orderId\`.
2. **Normalise the country** like \`.str.strip().str.upper()\`: remove surrounding whitespace, then upper-case it.
3. **Coerce the amount** like \`to_numeric(errors="coerce")\`: remove surrounding whitespace; if what is left is a number, keep that text, otherwise replace it by \`"NaN"\`. Here a number is an optional \`-\`, one or more digits 0-9, and optionally a \`.\` followed by one or more digits (so \`".5"\`, \`"7."\` and \`"1e3"\` are not numbers).

**Example:** \`[["1", " de ", "12.50"], ["2", "fr", "n/a"], ["1", "DE", "12.50"]]\` → \`[["1", "DE", "12.50"], ["2", "FR", "NaN"]]\`.
`,
    constraints: [
      '0 ≤ rows.length ≤ 5,000',
      'orderId: 1 to 10 digits; country: letters (any script) with optional spaces or tabs around them, 0 to 20 characters',
      'amount: 0 to 20 printable characters (ASCII, plus "€"), with optional spaces around them',
    ],
    limits: {
      rows: {
        length: [0, 5_000],
        each: {
          tuple: [
            { length: [1, 10], chars: /[0-9]/ },
            { length: [0, 20], pattern: /^[ \t]*\p{L}*[ \t]*$/u },
            { length: [0, 20], chars: /[ -~€]/ },
          ],
        },
      },
    },
    signature: ['cleanOrders', 'rows: string[][]'],
    returns: 'string[][]',
    js: cleanOrderRowsJs,
    py: cleanOrderRowsPy,
    wrong: [
      {
        why: 'makes the digits optional in the number pattern, so an empty amount, ".5", "7." or "-" pass as numbers',
        js: mutate(cleanOrderRowsJs, '+(\\.[0-9]+', '*(\\.[0-9]*'),
        py: mutate(cleanOrderRowsPy, '+(\\.[0-9]+', '*(\\.[0-9]*'),
      },
    ],
    samples: [
      [
        [
          [
            ['1', ' de ', '12.50'],
            ['2', 'fr', 'n/a'],
            ['1', 'DE', '12.50'],
          ],
        ],
        [
          ['1', 'DE', '12.50'],
          ['2', 'FR', 'NaN'],
        ],
        'a duplicate and a missing amount',
      ],
      [[[['7', 'es', ' -3 ']]], [['7', 'ES', '-3']], 'a refund with spaces'],
      [
        [
          [
            ['3', 'it', '12,50'],
            ['4', 'it', '€5'],
            ['5', 'it', ''],
          ],
        ],
        [
          ['3', 'IT', 'NaN'],
          ['4', 'IT', 'NaN'],
          ['5', 'IT', 'NaN'],
        ],
        'not numbers',
      ],
    ],
    hidden: [
      [[[]], [], 'no rows'],
      [[[['9', '\tnl\t', '0']]], [['9', 'NL', '0']], 'tabs around the country'],
      [
        [
          [
            ['1', 'de', '.5'],
            ['2', 'de', '7.'],
            ['3', 'de', '1e3'],
            ['4', 'de', '1.2.3'],
          ],
        ],
        [
          ['1', 'DE', 'NaN'],
          ['2', 'DE', 'NaN'],
          ['3', 'DE', 'NaN'],
          ['4', 'DE', 'NaN'],
        ],
        'almost numbers',
      ],
      [
        [
          [
            ['1', 'de', '-'],
            ['2', 'de', '--1'],
            ['3', 'de', '- 1'],
            ['4', 'de', 'NaN'],
          ],
        ],
        [
          ['1', 'DE', 'NaN'],
          ['2', 'DE', 'NaN'],
          ['3', 'DE', 'NaN'],
          ['4', 'DE', 'NaN'],
        ],
        'minus signs',
      ],
      [
        [
          [
            ['1', 'côte', '1'],
            ['10', 'österreich', '2'],
          ],
        ],
        [
          ['1', 'CÔTE', '1'],
          ['10', 'ÖSTERREICH', '2'],
        ],
        'unicode countries',
      ],
      [
        [
          [
            ['5', 'x', '1'],
            ['5', 'y', '2'],
            ['5', 'z', '3'],
          ],
        ],
        [['5', 'X', '1']],
        'the first row wins',
      ],
      [[[['1', '', '00012.500']]], [['1', '', '00012.500']], 'an empty country and leading zeros'],
      ...[8, 80, 800].map((n): Row => {
        const rows = cleanCase(n, Math.ceil(n * 0.8));
        return [[rows], cleanOracle(rows)];
      }),
      (() => {
        const rows = cleanCase(5000, 4000);
        return [[rows], cleanOracle(rows), '5,000 rows'] as Row;
      })(),
    ],
    hints: [
      'Keep a set of the order ids already kept.',
      'Check the trimmed amount against the whole pattern (anchored at both ends), not just its beginning.',
    ],
    editorial: `
**Idea.** One pass with a set of the ids already kept: a repeated id is skipped, the others are cleaned and appended. \`strip()\`/\`trim()\` then \`upper()\`/\`toUpperCase()\` normalise the country. For the amount, trim, then test the text against the full pattern (\`re.fullmatch\` in Python, a regular expression with \`^\` and \`$\` in JavaScript) and keep it or write \`"NaN"\`.

**Complexity.** O(total length of the rows).

**Common mistakes.** Using \`float()\` or \`Number()\` as the test (both accept \`"1e3"\` and \`".5"\`, Python's \`float\` also accepts \`"nan"\`, and \`Number("")\` is \`0\`), matching only a prefix, and keeping the last duplicate instead of the first.
`,
  }),
  defineProblem({
    slug: 'top-customers-by-revenue',
    title: 'Top Customers by Revenue',
    difficulty: 'medium',
    tags: ['grouping', 'joins', 'sorting'],
    modules: ['pandas-data-wrangling'],
    statement: `
Reproduce a small pandas pipeline with plain lists and dictionaries (the judge has no pandas; the standard library is enough): drop duplicate orders, group and sum per customer, left-join the customers' names, and take the top \`k\`.

\`orders\` rows are \`[orderId, customerId, amount]\` (amount in cents, an integer as text; refunds are negative). \`customers\` rows are \`[customerId, name]\`, with each id at most once.
1. Keep only the first row of each \`orderId\` (a duplicate is an order exported twice).
2. Sum the amounts per \`customerId\` (like \`groupby("customer_id")["amount"].sum()\`).
3. Join the names as \`how="left"\` would: every customer with orders stays; one missing from \`customers\` gets the name \`"unknown"\`.
4. Order by total, largest first; equal totals by \`customerId\` (ascending, by character codes). Return the first \`k\` as \`[customerId, name, total]\`, the total as text.

**Example:** orders \`[["o1", "c1", "500"], ["o2", "c2", "900"], ["o1", "c1", "500"], ["o3", "c1", "300"], ["o4", "c9", "100"]]\`, customers \`[["c1", "Ada"], ["c2", "Grace"]]\`, \`k = 5\` → \`[["c2", "Grace", "900"], ["c1", "Ada", "800"], ["c9", "unknown", "100"]]\`.
`,
    constraints: [
      '0 ≤ orders.length ≤ 5,000; 0 ≤ customers.length ≤ 1,000; 1 ≤ k ≤ 100',
      'orderId: "o" then 1 to 6 digits; customerId: "c" then 1 to 6 digits',
      'amount: an integer from -10⁶ to 10⁶ written without "+", spaces or leading zeros',
      'names: 1 to 40 characters (letters of any script and spaces), distinct ids in customers',
    ],
    limits: {
      orders: {
        length: [0, 5_000],
        each: { tuple: [{ pattern: /^o\d{1,6}$/ }, { pattern: /^c\d{1,6}$/ }, { pattern: /^(0|-?[1-9]\d*)$/ }] },
      },
      customers: {
        length: [0, 1_000],
        each: { tuple: [{ pattern: /^c\d{1,6}$/ }, { length: [1, 40], chars: /[\p{L} ]/u }] },
      },
      k: { int: [1, 100] },
    },
    relations: [
      {
        rule: 'amount from -10⁶ to 10⁶',
        holds: (orders: string[][]) => orders.every((o) => Math.abs(Number(o[2])) <= 1_000_000),
      },
      {
        rule: 'distinct ids in customers',
        holds: (_o: string[][], customers: string[][]) => new Set(customers.map((c) => c[0])).size === customers.length,
      },
    ],
    signature: ['topCustomers', 'orders: string[][]', 'customers: string[][]', 'k: int'],
    returns: 'string[][]',
    js: topCustomersByRevenueJs,
    py: topCustomersByRevenuePy,
    wrong: [
      {
        why: 'orders equal totals by the customer number instead of the id text, so c2 comes before c10',
        js: mutate(
          topCustomersByRevenueJs,
          '(a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0',
          'Number(a[0].slice(1)) - Number(b[0].slice(1)',
        ),
        py: mutate(topCustomersByRevenuePy, 'item[0]', 'int(item[0][1:])'),
      },
    ],
    samples: [
      [
        [
          [
            ['o1', 'c1', '500'],
            ['o2', 'c2', '900'],
            ['o1', 'c1', '500'],
            ['o3', 'c1', '300'],
            ['o4', 'c9', '100'],
          ],
          [
            ['c1', 'Ada'],
            ['c2', 'Grace'],
          ],
          5,
        ],
        [
          ['c2', 'Grace', '900'],
          ['c1', 'Ada', '800'],
          ['c9', 'unknown', '100'],
        ],
        'a duplicate and an unknown customer',
      ],
      [
        [
          [
            ['o1', 'c2', '100'],
            ['o2', 'c10', '100'],
            ['o3', 'c1', '100'],
          ],
          [],
          2,
        ],
        [
          ['c1', 'unknown', '100'],
          ['c10', 'unknown', '100'],
        ],
        'ties by id as text, top 2',
      ],
      [[[], [['c1', 'Ada']], 3], [], 'no orders'],
    ],
    hidden: [
      [[[['o1', 'c1', '-500']], [['c1', 'Zoë']], 1], [['c1', 'Zoë', '-500']], 'only a refund'],
      [
        [
          [
            ['o1', 'c1', '250'],
            ['o2', 'c1', '-250'],
          ],
          [['c1', 'Ümit']],
          1,
        ],
        [['c1', 'Ümit', '0']],
        'a total of zero',
      ],
      [
        [
          [
            ['o7', 'c3', '5'],
            ['o7', 'c4', '999'],
          ],
          [
            ['c3', 'A'],
            ['c4', 'B'],
          ],
          2,
        ],
        [['c3', 'A', '5']],
        'the first row of an order wins',
      ],
      [
        [
          [
            ['o1', 'c5', '1000000'],
            ['o2', 'c5', '1000000'],
          ],
          [['c5', 'Grace Hopper']],
          100,
        ],
        [['c5', 'Grace Hopper', '2000000']],
        'large totals',
      ],
      [
        [[['o1', 'c1', '10']], [['c2', 'Never ordered']], 5],
        [['c1', 'unknown', '10']],
        'customers without orders do not appear',
      ],
      ...[
        [10, 4, 0.7, 3],
        [100, 20, 0.8, 10],
        [1000, 150, 0.9, 100],
      ].map(([n, c, known, k]): Row => {
        const [orders, customers] = customersCase(n, c, known);
        return [[orders, customers, k], topCustomersOracle(orders, customers, k)];
      }),
      (() => {
        const [orders, customers] = customersCase(5000, 1000, 0.9);
        return [[orders, customers, 100], topCustomersOracle(orders, customers, 100), '5,000 orders'] as Row;
      })(),
    ],
    hints: [
      'Three dictionaries do the work: ids already seen, totals per customer, names per customer.',
      'Sort by (-total, customerId) and take the first k; look the names up afterwards, with a default.',
    ],
    editorial: `
**Idea.** Deduplicate and aggregate in one pass: a set of order ids already counted, and a dictionary of totals per customer. Turning \`customers\` into a dictionary makes the left join a lookup with a default (\`"unknown"\`), which never drops a customer and never duplicates one (ids are unique, so the join cannot multiply rows). Sort by total descending and id ascending, then slice.

**Complexity.** O(orders + customers + g log g) for g customers with orders.

**Common mistakes.** Summing before removing duplicate orders, an inner join (customers missing from the table silently vanish, the lesson's warning), sorting ids as numbers (\`"c10"\` comes before \`"c2"\` as text), and adding the amounts as strings.
`,
  }),

  // ============================================================ data-pipelines-etl
  defineProblem({
    slug: 'batch-quality-checks',
    title: 'Batch Quality Checks',
    difficulty: 'easy',
    tags: ['data quality', 'hash sets'],
    modules: ['data-pipelines-etl'],
    statement: `
"Test the data, not just the code": after each load, the lesson checks row counts, duplicate keys, unexpected nulls and valid ranges. Write those checks for a batch of orders.

Each row of \`rows\` is \`[orderId, amount]\`, both text; \`""\` stands for a null. Return the names of the checks that **fail**, in this order:
1. \`"ROW_COUNT"\`: the number of rows is below \`minRows\` or above \`maxRows\`;
2. \`"NULL_KEY"\`: some \`orderId\` is null;
3. \`"DUPLICATE_KEY"\`: some non-null \`orderId\` appears more than once;
4. \`"NULL_AMOUNT"\`: some \`amount\` is null;
5. \`"NEGATIVE_AMOUNT"\`: some non-null \`amount\` is below zero.

Return \`[]\` when every check passes.

**Example:** \`rows = [["A1", "100"], ["A2", ""], ["A1", "-5"]]\`, \`minRows = 1\`, \`maxRows = 10\` → \`["DUPLICATE_KEY", "NULL_AMOUNT", "NEGATIVE_AMOUNT"]\`.
`,
    constraints: [
      '0 ≤ rows.length ≤ 5,000; 0 ≤ minRows ≤ maxRows ≤ 10⁵',
      'orderId: "" or 1 to 12 letters and digits',
      'amount: "" or an integer from -10⁶ to 10⁶ (no "+", no spaces)',
    ],
    limits: {
      rows: { length: [0, 5_000], each: { tuple: [{ pattern: /^([A-Za-z0-9]{1,12})?$/ }, { pattern: /^(-?\d+)?$/ }] } },
      minRows: { int: [0, 100_000] },
      maxRows: { int: [0, 100_000] },
    },
    relations: [
      {
        rule: 'amount is "" or an integer from -10⁶ to 10⁶',
        holds: (rows: string[][]) => rows.every((r) => r[1] === '' || Math.abs(Number(r[1])) <= 1_000_000),
      },
      { rule: 'minRows ≤ maxRows', holds: (_rows: string[][], minRows: number, maxRows: number) => minRows <= maxRows },
    ],
    signature: ['batchChecks', 'rows: string[][]', 'minRows: int', 'maxRows: int'],
    returns: 'string[]',
    js: batchQualityChecksJs,
    py: batchQualityChecksPy,
    wrong: [
      {
        why: 'counts null keys as duplicates of each other',
        js: mutate(batchQualityChecksJs, "id !== '' && ids", 'ids'),
        py: mutate(batchQualityChecksPy, ' if order_id != ""', ''),
      },
    ],
    samples: [
      [
        [
          [
            ['A1', '100'],
            ['A2', ''],
            ['A1', '-5'],
          ],
          1,
          10,
        ],
        ['DUPLICATE_KEY', 'NULL_AMOUNT', 'NEGATIVE_AMOUNT'],
        'three problems',
      ],
      [
        [
          [
            ['A1', '100'],
            ['A2', '0'],
          ],
          1,
          10,
        ],
        [],
        'a clean batch',
      ],
      [[[], 1, 10], ['ROW_COUNT'], 'an empty load'],
    ],
    hidden: [
      [[[], 0, 0], [], 'nothing expected, nothing loaded'],
      [
        [
          [
            ['', '5'],
            ['', '6'],
          ],
          0,
          5,
        ],
        ['NULL_KEY'],
        'two null keys are not duplicates',
      ],
      [
        [
          [
            ['A1', '5'],
            ['A2', '6'],
            ['A3', '7'],
          ],
          1,
          2,
        ],
        ['ROW_COUNT'],
        'one row too many',
      ],
      [
        [
          [
            ['A1', '5'],
            ['A2', '6'],
          ],
          2,
          2,
        ],
        [],
        'exactly the expected count',
      ],
      [
        [
          [
            ['a1', '1'],
            ['A1', '1'],
          ],
          0,
          9,
        ],
        [],
        'keys are case-sensitive',
      ],
      [
        [
          [
            ['A1', '-0'],
            ['A2', '0'],
          ],
          0,
          9,
        ],
        [],
        'minus zero is not negative',
      ],
      [
        [
          [
            ['', ''],
            ['B', '-1000000'],
            ['B', '1000000'],
          ],
          5,
          100000,
        ],
        ['ROW_COUNT', 'NULL_KEY', 'DUPLICATE_KEY', 'NULL_AMOUNT', 'NEGATIVE_AMOUNT'],
        'every check fails',
      ],
      ...[
        [10, 100, 0, 0, 5, 20],
        [60, 40, 0.05, 0, 10, 100],
        [300, 100_000, 0, 0.01, 0, 1000],
        [500, 100_000, 0, 0, 100, 1000],
      ].map(([n, idRange, nulls, negatives, min, max]): Row => {
        const rows = checksCase(n, idRange, nulls, negatives);
        return [[rows, min, max], checksOracle(rows, min, max)];
      }),
      (() => {
        const rows = Array.from({ length: 4999 }, (_, i) => [`A${i}`, String(i * 200)]);
        rows.push(['A17', '1']);
        return [
          [rows, 5000, 100_000],
          checksOracle(rows, 5000, 100_000),
          '5,000 rows, one duplicate at the end',
        ] as Row;
      })(),
    ],
    hints: [
      'Each check is one pass (or one condition); write them one after another in the required order.',
      'For duplicates, remember the keys seen so far in a set; skip the nulls.',
    ],
    editorial: `
**Idea.** Run the five checks in order and collect the names of those that fail. The row count is a comparison; null keys and null amounts are \`any\` tests; duplicates need a set of the non-null keys seen so far; the range check converts non-null amounts to numbers. Keeping the order fixed makes the report stable, so a monitoring job can compare it run to run.

**Complexity.** O(n) time, O(n) memory for the set.

**Common mistakes.** Counting two nulls as a duplicate key (a null is the absence of a key; it has its own check), converting \`""\` to a number (\`Number("")\` is 0 in JavaScript; \`int("")\` fails in Python), and stopping at the first failed check: the report should list them all.
`,
  }),
  defineProblem({
    slug: 'pipeline-run-order',
    title: 'Pipeline Run Order',
    difficulty: 'medium',
    tags: ['graphs', 'topological sort'],
    modules: ['data-pipelines-etl'],
    statement: `
An orchestrator such as Airflow or Dagster draws a pipeline's steps as a graph and runs each step after the steps it depends on. Compute the order a one-worker scheduler would use.

\`steps\` lists the step names. Each pair \`[before, after]\` in \`dependencies\` says that \`after\` may start only once \`before\` has run. Repeatedly run, among the steps whose dependencies have all run, the one whose name is smallest (ascending, by character codes). Return the steps in the order they run, or \`[]\` if the dependencies contain a cycle (some steps could never run).

**Example:** steps \`["load", "extract", "check", "report"]\`, dependencies \`[["extract", "load"], ["load", "check"], ["load", "report"]]\` → \`["extract", "load", "check", "report"]\`.
`,
    constraints: [
      '1 ≤ steps.length ≤ 200, names distinct, 1 to 30 characters of a-z, 0-9 and "_"',
      '0 ≤ dependencies.length ≤ 1,000; both names are steps, before ≠ after; a pair may repeat',
    ],
    limits: {
      steps: { length: [1, 200], each: { length: [1, 30], chars: /[a-z0-9_]/ }, distinct: true },
      dependencies: {
        length: [0, 1_000],
        each: {
          tuple: [
            { length: [1, 30], chars: /[a-z0-9_]/ },
            { length: [1, 30], chars: /[a-z0-9_]/ },
          ],
        },
      },
    },
    relations: [
      {
        rule: 'both names of a dependency are steps, before ≠ after',
        holds: (steps: string[], dependencies: string[][]) =>
          dependencies.every(([a, b]) => a !== b && steps.includes(a) && steps.includes(b)),
      },
    ],
    signature: ['pipelineOrder', 'steps: string[]', 'dependencies: string[][]'],
    returns: 'string[]',
    js: pipelineRunOrderJs,
    py: pipelineRunOrderPy,
    wrong: [
      {
        why: 'misses the cycle check: returns the steps that could run instead of [] when a cycle leaves others stuck',
        js: mutate(pipelineRunOrderJs, '.length === steps.length ? order : []', ''),
        py: mutate(pipelineRunOrderPy, ' if len(order) == len(steps) else []', ''),
      },
    ],
    samples: [
      [
        [
          ['load', 'extract', 'check', 'report'],
          [
            ['extract', 'load'],
            ['load', 'check'],
            ['load', 'report'],
          ],
        ],
        ['extract', 'load', 'check', 'report'],
        'a small pipeline',
      ],
      [[['b', 'a', 'c'], []], ['a', 'b', 'c'], 'no dependencies'],
      [
        [
          ['a', 'b'],
          [
            ['a', 'b'],
            ['b', 'a'],
          ],
        ],
        [],
        'a cycle',
      ],
    ],
    hidden: [
      [[['only'], []], ['only'], 'one step'],
      [[['z', 'a'], [['z', 'a']]], ['z', 'a'], 'a dependency beats the name order'],
      [
        [
          ['a', 'b', 'c'],
          [
            ['a', 'c'],
            ['a', 'c'],
            ['b', 'c'],
          ],
        ],
        ['a', 'b', 'c'],
        'a repeated pair',
      ],
      [
        [
          ['x', 'y', 'z', 'w'],
          [
            ['x', 'y'],
            ['y', 'z'],
            ['z', 'x'],
          ],
        ],
        [],
        'a cycle beside a free step',
      ],
      [[['step_10', 'step_9', 'step_1'], []], ['step_1', 'step_10', 'step_9'], 'names sort as text'],
      [
        [
          ['c', 'b', 'a', 'd'],
          [
            ['c', 'a'],
            ['b', 'd'],
          ],
        ],
        ['b', 'c', 'a', 'd'],
        'the smallest ready step each time',
      ],
      ...[
        [6, 5, false],
        [12, 20, false],
        [40, 100, false],
        [40, 100, true],
      ].map(([n, e, cycle]): Row => {
        const [steps, deps] = pipelineCase(n as number, e as number, cycle as boolean);
        return [[steps, deps], pipelineOracle(steps, deps)];
      }),
      (() => {
        const [steps, deps] = pipelineCase(200, 1000, false);
        return [[steps, deps], pipelineOracle(steps, deps), '200 steps, 1,000 dependencies'] as Row;
      })(),
    ],
    hints: [
      'Count, for each step, how many dependencies it still waits for; the steps at zero are ready.',
      'After running a step, lower the count of every step that waited for it. If you run out of ready steps early, there is a cycle.',
    ],
    editorial: `
**Idea.** Kahn's algorithm for a topological order. Count each step's unmet dependencies (a repeated pair counts twice and is also released twice, so that stays consistent). Keep the ready steps (count 0) in a min-heap or a sorted list; take the smallest, append it, and decrement the count of the steps that depend on it, adding those that reach 0. If fewer than all steps were run, the rest sit on a cycle and no valid order exists.

**Complexity.** O((V + E) log V) with a heap; sorting the ready list every time is O(V² log V), fine for 200 steps.

**Common mistakes.** Sorting all steps by name and ignoring the graph, looping forever on a cycle instead of detecting it, and choosing the smallest step once at the start instead of among the ready steps each time.
`,
  }),

  // ============================================================ machine-learning-basics
  defineProblem({
    slug: 'accuracy-precision-recall',
    title: 'Accuracy, Precision and Recall',
    difficulty: 'easy',
    tags: ['machine learning', 'metrics'],
    modules: ['machine-learning-basics'],
    statement: `
The lesson's fraud example shows why accuracy alone misleads. Compute the three metrics for a binary classifier.

\`actual[i]\` is the true label of example \`i\` and \`predicted[i]\` the model's answer (\`1\` = positive, e.g. fraud; \`0\` = negative). Return \`[accuracy, precision, recall]\`:
- **accuracy**: the share of examples predicted correctly;
- **precision**: of the examples predicted positive, the share that are actually positive (\`0\` when nothing is predicted positive);
- **recall**: of the actually positive examples, the share predicted positive (\`0\` when there are none).

**Example:** \`actual = [1, 0, 0, 1, 0]\`, \`predicted = [1, 1, 0, 0, 0]\` → \`[0.6, 0.5, 0.5]\`.

Answers are compared as numbers within 10⁻⁶ (relative to the value when it is larger than 1).
`,
    constraints: ['1 ≤ actual.length = predicted.length ≤ 100,000', 'every value is 0 or 1'],
    limits: {
      actual: { length: [1, 100_000], each: { int: [0, 1] } },
      predicted: { length: [1, 100_000], each: { int: [0, 1] } },
    },
    relations: [
      {
        rule: 'actual.length = predicted.length',
        holds: (actual: unknown[], predicted: unknown[]) => actual.length === predicted.length,
      },
    ],
    signature: ['classificationMetrics', 'actual: int[]', 'predicted: int[]'],
    returns: 'float[]',
    js: accuracyPrecisionRecallJs,
    py: accuracyPrecisionRecallPy,
    wrong: [
      {
        why: 'misses the edge case of no predicted positives: precision divides 0 by 0',
        js: mutate(accuracyPrecisionRecallJs, '+ fp === 0 ? 0 : tp /', '/'),
        py: mutate(accuracyPrecisionRecallPy, ') if tp + fp else 0.0', ')'),
      },
    ],
    samples: [
      [
        [
          [1, 0, 0, 1, 0],
          [1, 1, 0, 0, 0],
        ],
        [0.6, 0.5, 0.5],
        'one of each mistake',
      ],
      [[[...Array(99).fill(0), 1], Array(100).fill(0)], [0.99, 0, 0], 'always "not fraud": 99 % accurate and useless'],
      [
        [
          [1, 1, 0],
          [1, 1, 1],
        ],
        [2 / 3, 2 / 3, 1],
        'flag everything',
      ],
    ],
    hidden: [
      [[[0], [0]], [1, 0, 0], 'one negative'],
      [[[1], [1]], [1, 1, 1], 'one positive'],
      [[[1], [0]], [0, 0, 0], 'one miss'],
      [
        [
          [0, 0, 0],
          [1, 1, 1],
        ],
        [0, 0, 0],
        'only false alarms',
      ],
      [
        [
          [1, 1, 1, 1],
          [1, 0, 0, 0],
        ],
        [0.25, 1, 0.25],
        'precise but low recall',
      ],
      ...[10, 100, 5000].map((n): Row => {
        const actual = Array.from({ length: n }, () => (random() < 0.2 ? 1 : 0));
        const predicted = actual.map((a) => (random() < 0.8 ? a : 1 - a));
        return [[actual, predicted], metricsOracle(actual, predicted)];
      }),
      (() => {
        const actual = Array.from({ length: 100_000 }, () => (random() < 0.01 ? 1 : 0));
        const predicted = actual.map((a) => (random() < 0.95 ? a : 1 - a));
        return [[actual, predicted], metricsOracle(actual, predicted), '100,000 examples, 1 % positive'] as Row;
      })(),
    ],
    comparator: { kind: 'float', tolerance: 1e-6 },
    hints: [
      'Count true positives, false positives and false negatives in one pass.',
      "Guard the divisions: with no predicted positives, precision is 0 by this problem's rule.",
    ],
    editorial: `
**Idea.** Everything comes from the confusion-matrix counts. Accuracy is correct predictions over all examples; precision is TP / (TP + FP); recall is TP / (TP + FN). When a denominator is 0 the metric is defined as 0 here (scikit-learn does the same with its default \`zero_division\` behaviour, plus a warning).

**Complexity.** O(n) time, O(1) memory.

**Common mistakes.** Dividing by zero when the model never predicts positive, mixing up the two denominators (precision looks at the predictions, recall at the actual positives), and trusting accuracy on imbalanced data: the second sample is 99 % accurate and catches nothing.
`,
  }),
  defineProblem({
    slug: 'cheapest-decision-threshold',
    title: 'Cheapest Decision Threshold',
    difficulty: 'medium',
    tags: ['machine learning', 'metrics', 'prefix sums'],
    modules: ['machine-learning-basics'],
    statement: `
"Decide which mistake costs more", says the lesson. A model gives each example a score from 0 to 100; you flag an example as positive when its score is **at least** the threshold \`t\`. Choose \`t\` so that the mistakes cost the least.

With threshold \`t\` (an integer from 0 to 101; \`101\` flags nothing), a **false positive** is a flagged example whose label is 0, and a **false negative** an unflagged example whose label is 1. The cost is \`falsePositives × falsePositiveCost + falseNegatives × falseNegativeCost\`.

Return \`[t, cost]\` for the cheapest threshold; if several thresholds cost the same, the smallest \`t\`.

**Example:** \`scores = [90, 80, 40, 30]\`, \`labels = [1, 0, 1, 0]\`, \`falsePositiveCost = 1\`, \`falseNegativeCost = 5\` → \`[31, 1]\`: flagging 90, 80 and 40 misses nothing and raises one false alarm. A screening test with expensive misses ends up flagging generously.
`,
    constraints: [
      '1 ≤ scores.length = labels.length ≤ 10,000',
      '0 ≤ scores[i] ≤ 100; labels[i] is 0 or 1',
      '0 ≤ falsePositiveCost, falseNegativeCost ≤ 1,000',
    ],
    limits: {
      scores: { length: [1, 10_000], each: { int: [0, 100] } },
      labels: { length: [1, 10_000], each: { int: [0, 1] } },
      falsePositiveCost: { int: [0, 1_000] },
      falseNegativeCost: { int: [0, 1_000] },
    },
    relations: [
      {
        rule: 'scores.length = labels.length',
        holds: (scores: unknown[], labels: unknown[]) => scores.length === labels.length,
      },
    ],
    signature: ['bestThreshold', 'scores: int[]', 'labels: int[]', 'falsePositiveCost: int', 'falseNegativeCost: int'],
    returns: 'int[]',
    js: cheapestDecisionThresholdJs,
    py: cheapestDecisionThresholdPy,
    wrong: [
      {
        why: 'wrong tie order: keeps the largest of equally cheap thresholds instead of the smallest',
        js: mutate(cheapestDecisionThresholdJs, '< ', '<= '),
        py: mutate(cheapestDecisionThresholdPy, '<', '<='),
      },
    ],
    samples: [
      [[[90, 80, 40, 30], [1, 0, 1, 0], 1, 5], [31, 1], 'misses are expensive'],
      [[[90, 80, 40, 30], [1, 0, 1, 0], 5, 1], [81, 1], 'false alarms are expensive'],
      [[[50, 50], [0, 0], 3, 3], [51, 0], 'nothing to find'],
    ],
    hidden: [
      [[[0], [1], 7, 7], [0, 0], 'one positive at score 0'],
      [[[100], [0], 1, 1], [101, 0], 'flag nothing'],
      [[[10, 20], [1, 0], 0, 0], [0, 0], 'free mistakes: the smallest threshold'],
      [[[60, 60, 60], [1, 0, 1], 2, 1], [0, 2], 'a tie between thresholds'],
      [[[100, 0], [1, 1], 1000, 1000], [0, 0], 'largest costs'],
      ...[
        [10, 1, 5],
        [200, 3, 2],
        [1000, 1, 20],
        [3000, 50, 1],
      ].map(([n, fp, fn]): Row => {
        const [scores, labels] = thresholdCase(n);
        return [[scores, labels, fp, fn], thresholdOracle(scores, labels, fp, fn)];
      }),
      (() => {
        const [scores, labels] = thresholdCase(10_000);
        return [[scores, labels, 7, 31], thresholdOracle(scores, labels, 7, 31), '10,000 scores'] as Row;
      })(),
    ],
    hints: [
      'There are only 102 thresholds: trying each one with a pass over the examples is already fast enough.',
      'Faster: count positives and negatives per score, then move the threshold up one step at a time and update the two mistake counts.',
    ],
    editorial: `
**Idea.** Tally, per score, how many examples are positive and negative. At threshold 0 everything is flagged: every negative is a false positive and there are no false negatives. Raising the threshold from \`t - 1\` to \`t\` unflags the examples scoring exactly \`t - 1\`: their negatives stop being false positives and their positives become false negatives. Track the cheapest cost, keeping the first (smallest) threshold on ties by only replacing on a strictly lower cost.

**Complexity.** O(n + 102). Trying each threshold with a full pass is O(102 × n), also fine here.

**Common mistakes.** Using \`>\` instead of \`≥\` when flagging, forgetting threshold 101 (flag nothing) and threshold 0, and replacing the best on equal cost (that returns the largest tied threshold).
`,
  }),

  // ============================================================ data-visualization
  defineProblem({
    slug: 'histogram-bin-counts',
    title: 'Histogram Bin Counts',
    difficulty: 'easy',
    tags: ['visualization', 'arrays'],
    modules: ['data-visualization'],
    statement: `
A histogram, the lesson's chart for the distribution of one variable, counts how many values fall into each bin. Count them as NumPy's \`histogram\` (and Matplotlib's \`hist\`) do.

There are \`bins\` bins of equal \`width\`, starting at \`start\`: bin \`i\` covers \`start + i × width\` up to \`start + (i + 1) × width\`. Every bin includes its left edge and excludes its right edge, **except the last bin, which includes both**. Values outside all bins are not counted.

Return the count of each bin.

**Example:** \`values = [1, 2, 2, 5, 9, 10, 11]\`, \`start = 0\`, \`width = 5\`, \`bins = 2\` → \`[3, 3]\`: bin 0 is 0 ≤ v < 5 (1, 2, 2), bin 1 is 5 ≤ v ≤ 10 (5, 9, 10); 11 is outside.
`,
    constraints: [
      '0 ≤ values.length ≤ 100,000; -10⁶ ≤ values[i] ≤ 10⁶',
      '-10⁶ ≤ start ≤ 10⁶; 1 ≤ width ≤ 10⁶; 1 ≤ bins ≤ 1,000',
    ],
    limits: {
      values: { length: [0, 100_000], each: { int: [-1_000_000, 1_000_000] } },
      start: { int: [-1_000_000, 1_000_000] },
      width: { int: [1, 1_000_000] },
      bins: { int: [1, 1_000] },
    },
    signature: ['histogramCounts', 'values: int[]', 'start: int', 'width: int', 'bins: int'],
    returns: 'int[]',
    js: histogramBinCountsJs,
    py: histogramBinCountsPy,
    wrong: [
      {
        why: 'treats the last bin like the others, so a value on its right edge is not counted',
        js: mutate(
          histogramBinCountsJs,
          '> end) continue;\n    const i = v === end ? bins - 1 : ',
          '>= end) continue;\n    counts[',
          ';\n    counts[i',
          '',
        ),
        py: mutate(
          histogramBinCountsPy,
          '>',
          '>=',
          'i = bins - 1 if v == end else (',
          'counts[(',
          '\n        counts[i',
          '',
        ),
      },
    ],
    samples: [
      [[[1, 2, 2, 5, 9, 10, 11], 0, 5, 2], [3, 3], 'the last bin includes its right edge'],
      [[[-7, -5, -1, 0, 3], -10, 5, 3], [1, 2, 2], 'negative values'],
      [[[], 0, 1, 4], [0, 0, 0, 0], 'no values'],
    ],
    hidden: [
      [[[5], 5, 1, 1], [1], 'one value on the left edge'],
      [[[6], 5, 1, 1], [1], 'one value on the last right edge'],
      [[[4, 7], 5, 1, 1], [0], 'both just outside'],
      [[[10, 20, 30], 0, 10, 3], [0, 1, 2], 'edges belong to the bin on their right'],
      [[[-1000000, 1000000], -1000000, 1000000, 2], [1, 1], 'the extremes'],
      ...[
        [20, 0, 10, 5],
        [500, -300, 37, 16],
        [5000, 100, 3, 1000],
      ].map(([n, start, width, bins]): Row => {
        const values = intsIn(random, n, start - 50, start + width * bins + 50);
        return [[values, start, width, bins], histogramOracle(values, start, width, bins)];
      }),
      (() => {
        const values = intsIn(random, 100_000, -1_000_000, 1_000_000);
        return [[values, -999_000, 1999, 1000], histogramOracle(values, -999_000, 1999, 1000), '100,000 values'] as Row;
      })(),
    ],
    hints: [
      'The bin of a value is how many whole widths it lies past start.',
      'Handle the right edge of the last bin on its own; skip values outside the range first.',
    ],
    editorial: `
**Idea.** Compute the end of the last bin, \`start + bins × width\`. Skip values below \`start\` or above the end. For the others, the bin index is \`floor((v - start) / width)\`, except the value equal to the end, which belongs to the last bin. Integer floor division also works for negative values in both languages (\`Math.floor\`, \`//\`).

**Complexity.** O(n + bins), instead of O(n × bins) for testing every value against every bin.

**Common mistakes.** Dropping the values equal to the last edge (the maximum of the data often sits exactly there), truncating towards zero for negative offsets (\`Math.trunc\` or \`int()\`), and writing past the end of the counts array.
`,
  }),
  defineProblem({
    slug: 'nice-axis-ticks',
    title: 'Nice Axis Ticks',
    difficulty: 'medium',
    tags: ['visualization', 'math'],
    modules: ['data-visualization'],
    statement: `
Charting libraries label an axis with round numbers. Choose the ticks for a value axis.

The data runs from \`low\` to \`high\`. When \`includeZero\` is \`true\` (bar charts start at zero, as the lesson insists), first extend the range to include 0. Then try the steps \`1, 2, 5, 10, 20, 50, 100, 200, 500, …\` (1, 2 and 5 times a power of ten) from the smallest. For a step \`s\`, the ticks run from the largest multiple of \`s\` that is ≤ the range's low end to the smallest multiple of \`s\` that is ≥ its high end, every \`s\`. Use the first step that needs **at most \`maxTicks\`** ticks.

Return the tick values in ascending order.

**Example:** \`low = 95\`, \`high = 100\`, \`maxTicks = 6\`: without zero the ticks are \`[95, 96, 97, 98, 99, 100]\`, a cut axis that makes 98 against 100 look like a big gap; with \`includeZero = true\` they are \`[0, 20, 40, 60, 80, 100]\`.
`,
    constraints: ['-10⁹ ≤ low ≤ high ≤ 10⁹', '3 ≤ maxTicks ≤ 20'],
    limits: {
      low: { int: [-1_000_000_000, 1_000_000_000] },
      high: { int: [-1_000_000_000, 1_000_000_000] },
      maxTicks: { int: [3, 20] },
      includeZero: { bool: true },
    },
    relations: [{ rule: 'low ≤ high', holds: (low: number, high: number) => low <= high }],
    signature: ['axisTicks', 'low: int', 'high: int', 'maxTicks: int', 'includeZero: bool'],
    returns: 'int[]',
    js: niceAxisTicksJs,
    py: niceAxisTicksPy,
    wrong: [
      {
        why: 'rounds the low end towards zero instead of down, so a negative low end is cut inwards',
        js: mutate(niceAxisTicksJs, 'floor', 'trunc'),
        py: mutate(niceAxisTicksPy, '(start /', 'int(start '),
      },
    ],
    samples: [
      [[95, 100, 6, false], [95, 96, 97, 98, 99, 100], 'a cut axis'],
      [[95, 100, 6, true], [0, 20, 40, 60, 80, 100], 'starting at zero'],
      [[3, 47, 6, false], [0, 10, 20, 30, 40, 50], 'rounded outwards'],
    ],
    hidden: [
      [[7, 7, 3, false], [7], 'one value'],
      [[0, 0, 3, true], [0], 'only zero'],
      [[-13, -2, 5, false], [-15, -10, -5, 0], 'negative values'],
      [[-13, -2, 3, false], [-20, -10, 0], 'negative values, fewer ticks'],
      [[-3, 8, 3, true], [-10, 0, 10], 'zero inside already'],
      [[120, 180, 3, true], [0, 100, 200], 'zero far below'],
      [[1, 99, 20, false], [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 'step 10 fits 11 ticks'],
      [[-1000000000, 1000000000, 3, false], [-1000000000, 0, 1000000000], 'the extremes'],
      [[1, 1000000000, 3, false], [0, 500000000, 1000000000], 'three ticks'],
      [[999999999, 1000000000, 20, false], [999999999, 1000000000], 'large neighbours'],
      ...[
        [-50, 50],
        [0, 1000],
        [-100_000, 100_000],
        [-1_000_000_000, 1_000_000_000],
      ].flatMap(([lo, hi]) =>
        [false, true].map((zero): Row => {
          const a = intIn(random, lo, hi);
          const b = intIn(random, lo, hi);
          const maxTicks = intIn(random, 3, 20);
          const args = [Math.min(a, b), Math.max(a, b), maxTicks, zero] as const;
          return [[...args], ticksOracle(...args) as number[]];
        }),
      ),
    ],
    hints: [
      'Generate the candidate steps in order: 1, 2, 5, then the same times 10, and so on.',
      'For a step, round the low end down and the high end up to multiples of it; the tick count follows from the difference.',
    ],
    editorial: `
**Idea.** Widen the range to include zero if asked. Then walk the 1-2-5 sequence of steps. For each step, round the low end down and the high end up to multiples of the step (floor and ceiling of the division, times the step); the number of ticks is the difference over the step, plus one. The first step with few enough ticks wins, and the ticks are generated from the rounded low end.

**Complexity.** The step grows by about 10 every three tries, so about 3 × log₁₀(range) tries, each O(1), plus the output.

**Common mistakes.** Truncating instead of flooring for negative values (the low end must round *down*, \`-13\` to \`-15\`), building ticks by adding floating-point steps like 0.1 (here steps are whole numbers, so no drift), and checking "fewer than" instead of "at most" \`maxTicks\`.
`,
  }),
];
