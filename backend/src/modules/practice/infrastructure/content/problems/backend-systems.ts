import type { ProblemContent } from '../../../domain/problem.js';
import { type ProblemDraft, defineProblem, intIn, mutate, seeded } from './define.js';

/**
 * Practice problems that model backend and infrastructure systems (issue 30): a rate limiter, routing
 * through a network, a consistent-hash ring, a job queue. Each has a deliberately wrong solution.
 */
const random = seeded(30_417);
type Row = ProblemDraft['hidden'][number];

/* ---------- Oracles: deliberately plain, unlike the references ---------- */

/** Token bucket, second by second: the credit grows by one each second until it is full. */
const bucketOracle = (requests: number[][], capacity: number, refillSeconds: number) => {
  const credit = new Map<number, number>();
  const clock = new Map<number, number>();
  const full = capacity * refillSeconds;
  return requests.map(([time, client]) => {
    if (!credit.has(client)) {
      credit.set(client, full);
      clock.set(client, time);
    }
    let c = credit.get(client) as number;
    for (let t = clock.get(client) as number; t < time; t++) if (c < full) c++;
    clock.set(client, time);
    let status = 429;
    if (c >= refillSeconds) {
      c -= refillSeconds;
      status = 200;
    }
    credit.set(client, c);
    return status;
  });
};

/** Label-correcting search from the source on (cost, hops, path) until nothing improves. */
const routeOracle = (hosts: number, links: number[][], blocked: number[][], from: number, to: number) => {
  const isBlocked = (a: number, b: number) => blocked.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const open = links.filter(([a, b]) => !isBlocked(a, b));
  const better = (a: [number, number[]], b: [number, number[]] | null) => {
    if (b === null) return true;
    if (a[0] !== b[0]) return a[0] < b[0];
    if (a[1].length !== b[1].length) return a[1].length < b[1].length;
    for (let i = 0; i < a[1].length; i++) if (a[1][i] !== b[1][i]) return a[1][i] < b[1][i];
    return false;
  };
  const best: ([number, number[]] | null)[] = Array.from({ length: hosts }, () => null);
  best[from] = [0, [from]];
  for (let changed = true; changed; ) {
    changed = false;
    for (const [a, b, cost] of open)
      for (const [u, v] of [
        [a, b],
        [b, a],
      ]) {
        const at = best[u];
        if (at === null) continue;
        const next: [number, number[]] = [at[0] + cost, [...at[1], v]];
        if (!at[1].includes(v) && better(next, best[v])) {
          best[v] = next;
          changed = true;
        }
      }
  }
  return best[to]?.[1] ?? [];
};

/** FNV-1a, 32 bits, over the character codes (all inputs are ASCII). */
const fnv1a = (text: string) => {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619) >>> 0;
  return h;
};
/** Every key against every virtual node: the smallest (position, server, index) at or after the key, else the smallest. */
const ringOracle = (servers: string[], replicas: number, keys: string[], leaving: string) => {
  const points: [number, string, number][] = [];
  for (const server of servers) for (let i = 0; i < replicas; i++) points.push([fnv1a(`${server}#${i}`), server, i]);
  const before = (a: [number, string, number], b: [number, string, number]) =>
    a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];
  const owner = (key: string, without: string) => {
    const k = fnv1a(key);
    let after: [number, string, number] | null = null;
    let lowest: [number, string, number] | null = null;
    for (const p of points) {
      if (p[1] === without) continue;
      if (lowest === null || before(p, lowest)) lowest = p;
      if (p[0] >= k && (after === null || before(p, after))) after = p;
    }
    return ((after ?? lowest) as [number, string, number])[1];
  };
  const moved: string[] = [];
  for (const key of keys) {
    const now = owner(key, '');
    const later = owner(key, leaving);
    if (now !== later) moved.push(`${key} -> ${later}`);
  }
  return moved;
};

/** The job pool, moment by moment, scanning every job for what is due (no heaps). */
const queueOracle = (jobs: number[][], workers: number, maxAttempts: number, baseDelay: number) => {
  const n = jobs.length;
  const joinAt = jobs.map((j) => j[0]);
  const endAt = jobs.map(() => -1);
  const tries = jobs.map(() => 0);
  const state = jobs.map(() => 'waiting');
  const out = jobs.map(() => '');
  let free = workers;
  let finished = 0;
  let t = Math.min(...joinAt);
  while (finished < n) {
    for (let i = 0; i < n; i++) {
      if (state[i] !== 'running' || endAt[i] !== t) continue;
      free++;
      tries[i]++;
      if (tries[i] > jobs[i][3] || tries[i] === maxAttempts) {
        out[i] = `${tries[i] > jobs[i][3] ? 'done' : 'dead'} ${t}`;
        state[i] = 'over';
        finished++;
      } else {
        state[i] = 'waiting';
        joinAt[i] = t + baseDelay * 2 ** (tries[i] - 1);
      }
    }
    while (free > 0) {
      let best = -1;
      for (let i = 0; i < n; i++) {
        if (state[i] !== 'waiting' || joinAt[i] > t) continue;
        if (best === -1 || jobs[i][1] > jobs[best][1] || (jobs[i][1] === jobs[best][1] && joinAt[i] < joinAt[best]))
          best = i;
      }
      if (best === -1) break;
      state[best] = 'running';
      endAt[best] = t + jobs[best][2];
      free--;
    }
    let next = Infinity;
    for (let i = 0; i < n; i++) {
      if (state[i] === 'running') next = Math.min(next, endAt[i]);
      if (state[i] === 'waiting' && joinAt[i] > t) next = Math.min(next, joinAt[i]);
    }
    if (finished < n) t = next;
  }
  return out;
};

/** The autoscaler, rescanning the whole window at every sync. */
const hpaOracle = (
  samples: number[],
  target: number,
  minReplicas: number,
  maxReplicas: number,
  initial: number,
  window: number,
) => {
  const recommended: number[] = [];
  const out: number[] = [];
  let current = initial;
  samples.forEach((usage, t) => {
    let r = current;
    if (Math.abs(usage / target - 1) > 0.1 + 1e-9) r = Math.ceil((current * usage) / target);
    r = Math.max(minReplicas, Math.min(maxReplicas, r));
    recommended.push(r);
    if (r > current) current = r;
    else {
      let highest = 0;
      for (let k = Math.max(0, t - window + 1); k <= t; k++) highest = Math.max(highest, recommended[k]);
      current = Math.min(current, highest);
    }
    out.push(current);
  });
  return out;
};

/* ---------- Generated cases ---------- */

const bucketCase = (n: number, clients: number, maxGap: number): number[][] => {
  let time = intIn(random, 0, 50);
  return Array.from({ length: n }, () => {
    time += random() < 0.5 ? 0 : intIn(random, 0, maxGap);
    return [time, intIn(random, 1, clients)];
  });
};

const routeCase = (hosts: number, linkCount: number, maxCost: number, blockedCount: number) => {
  const seen = new Set<string>();
  const links: number[][] = [];
  // A chain first, so most cases have a route, then random extra links.
  for (let h = 1; h < hosts && links.length < linkCount; h++) {
    const a = intIn(random, 0, h - 1);
    seen.add(`${a} ${h}`);
    links.push([a, h, intIn(random, 1, maxCost)]);
  }
  for (let tries = 0; links.length < linkCount && tries < 10_000; tries++) {
    const a = intIn(random, 0, hosts - 1);
    const b = intIn(random, 0, hosts - 1);
    const key = `${Math.min(a, b)} ${Math.max(a, b)}`;
    if (a === b || seen.has(key)) continue;
    seen.add(key);
    links.push(random() < 0.5 ? [a, b, intIn(random, 1, maxCost)] : [b, a, intIn(random, 1, maxCost)]);
  }
  const blocked = Array.from({ length: Math.min(blockedCount, links.length) }, () => {
    const [a, b] = links[intIn(random, 0, links.length - 1)];
    return random() < 0.5 ? [a, b] : [b, a];
  });
  return [hosts, links, blocked, intIn(random, 0, hosts - 1), intIn(random, 0, hosts - 1)] as [
    number,
    number[][],
    number[][],
    number,
    number,
  ];
};

const NAME = 'abcdefghijklmnopqrstuvwxyz0123456789';
const nameLike = (prefix: string, lo: number, hi: number) =>
  prefix + Array.from({ length: intIn(random, lo, hi) }, () => NAME[intIn(random, 0, NAME.length - 1)]).join('');
const ringCase = (serverCount: number, replicas: number, keyCount: number): [string[], number, string[], string] => {
  const servers = new Set<string>();
  while (servers.size < serverCount) servers.add(nameLike(random() < 0.5 ? 'cache-' : 'node-', 1, 4));
  const list = [...servers];
  const keys = new Set<string>();
  while (keys.size < keyCount) {
    const r = random();
    if (r < 0.05) keys.add(`${list[intIn(random, 0, list.length - 1)]}#${intIn(random, 0, replicas - 1)}`);
    else keys.add(nameLike(r < 0.5 ? 'user:' : r < 0.8 ? 'session:' : 'cart:', 1, 8));
  }
  return [list, replicas, [...keys], list[intIn(random, 0, list.length - 1)]];
};

/** CPU use as a random walk with sudden spikes and drops (load that flaps). */
const hpaCase = (n: number, target: number, minReplicas: number, maxReplicas: number, window: number) => {
  let usage = intIn(random, 0, 200);
  const samples = Array.from({ length: n }, () => {
    const r = random();
    usage =
      r < 0.05
        ? intIn(random, 0, 1_000)
        : r < 0.1
          ? target
          : Math.max(0, Math.min(1_000, usage + intIn(random, -15, 15)));
    return usage;
  });
  return [samples, target, minReplicas, maxReplicas, intIn(random, minReplicas, maxReplicas), window] as [
    number[],
    number,
    number,
    number,
    number,
    number,
  ];
};

/** The JavaScript helper of the worker-pool references: a min-heap of number tuples. */
const MIN_HEAP = `
/** A binary min-heap of number tuples, compared element by element. */
class MinHeap {
  items = [[0]].slice(1);
  size() {
    return this.items.length;
  }
  peek() {
    return this.items[0];
  }
  push(item = [0]) {
    const a = this.items;
    a.push(item);
    for (let i = a.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!MinHeap.less(a[i], a[parent])) break;
      [a[i], a[parent]] = [a[parent], a[i]];
      i = parent;
    }
  }
  pop() {
    const a = this.items;
    const top = a[0];
    const last = a.pop() ?? top;
    if (a.length > 0) {
      a[0] = last;
      for (let i = 0; ; ) {
        let m = i;
        for (const c of [2 * i + 1, 2 * i + 2]) if (c < a.length && MinHeap.less(a[c], a[m])) m = c;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
  static less(x = [0], y = [0]) {
    for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return x[k] < y[k];
    return false;
  }
}`;

/* ---------- References: the wrong solutions in the problems below are mutations of them ---------- */

const tokenBucketLimiterJs = `
  // Credit is counted in seconds: one token is worth refillSeconds seconds of credit.
  const buckets = new Map();
  const full = capacity * refillSeconds;
  return requests.map(([time, client]) => {
    const bucket = buckets.get(client) ?? { credit: full, last: time };
    bucket.credit = Math.min(full, bucket.credit + (time - bucket.last));
    bucket.last = time;
    buckets.set(client, bucket);
    if (bucket.credit < refillSeconds) return 429;
    bucket.credit -= refillSeconds;
    return 200;
  });`;
const tokenBucketLimiterPy = `
def token_bucket(requests, capacity, refill_seconds):
    # Credit is counted in seconds: one token is worth refill_seconds seconds of credit.
    full = capacity * refill_seconds
    credit = {}
    last = {}
    statuses = []
    for time, client in requests:
        have = min(full, credit.get(client, full) + time - last.get(client, time))
        last[client] = time
        if have >= refill_seconds:
            have -= refill_seconds
            statuses.append(200)
        else:
            statuses.append(429)
        credit[client] = have
    return statuses`;

const consistentHashRingJs = `
  const hash = (text = '') => {
    let h = 2166136261;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
    return h;
  };
  // Servers by name, so a server's index orders ties on the ring.
  const names = [...servers].sort();
  const ring = names.flatMap((name, s) => Array.from({ length: replicas }, (_, i) => [hash(\`\${name}#\${i}\`), s, i]));
  ring.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  const gone = names.indexOf(leaving);
  const rest = ring.filter((point) => point[1] !== gone);
  // The first virtual node at or after position (binary search), wrapping to the start.
  const owner = (points = ring, position = 0) => {
    let lo = 0;
    let hi = points.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (points[mid][0] < position) lo = mid + 1;
      else hi = mid;
    }
    return points[lo % points.length][1];
  };
  const moved = [];
  for (const key of keys) {
    const position = hash(key);
    const later = owner(rest, position);
    if (owner(ring, position) !== later) moved.push(\`\${key} -> \${names[later]}\`);
  }
  return moved;`;
const consistentHashRingPy = `
from bisect import bisect_left


def fnv1a(text):
    h = 2166136261
    for ch in text:
        h = ((h ^ ord(ch)) * 16777619) & 0xFFFFFFFF
    return h


def ring_moves(servers, replicas, keys, leaving):
    ring = sorted((fnv1a(f"{name}#{i}"), name, i) for name in servers for i in range(replicas))
    rest = [point for point in ring if point[1] != leaving]
    ring_at = [point[0] for point in ring]
    rest_at = [point[0] for point in rest]
    moved = []
    for key in keys:
        position = fnv1a(key)
        now = ring[bisect_left(ring_at, position) % len(ring)][1]
        later = rest[bisect_left(rest_at, position) % len(rest)][1]
        if now != later:
            moved.append(f"{key} -> {later}")
    return moved`;

const workerPoolDeadLettersJs = `
  // Three heaps: jobs waiting to join the queue, attempts running, and the queue itself.
  const pending = new MinHeap();
  jobs.forEach(([arrival], i) => pending.push([arrival, i]));
  const running = new MinHeap();
  const queue = new MinHeap();
  const attempts = jobs.map(() => 0);
  const outcome = jobs.map(() => '');
  let free = workers;
  let time = 0;
  while (pending.size() > 0 || running.size() > 0 || queue.size() > 0) {
    if (queue.size() > 0 && free > 0) {
      const [, , i] = queue.pop();
      running.push([time + jobs[i][2], i]);
      free--;
      continue;
    }
    // Nothing more can start now: jump to the next moment something happens.
    time = Math.min(
      pending.size() > 0 ? pending.peek()[0] : Infinity,
      running.size() > 0 ? running.peek()[0] : Infinity,
    );
    while (running.size() > 0 && running.peek()[0] === time) {
      const [, i] = running.pop();
      free++;
      attempts[i]++;
      if (attempts[i] > jobs[i][3]) outcome[i] = \`done \${time}\`;
      else if (attempts[i] === maxAttempts) outcome[i] = \`dead \${time}\`;
      else pending.push([time + baseDelay * 2 ** (attempts[i] - 1), i]);
    }
    while (pending.size() > 0 && pending.peek()[0] <= time) {
      const [joined, i] = pending.pop();
      queue.push([-jobs[i][1], joined, i]);
    }
  }
  return outcome;`;
const workerPoolDeadLettersPy = `
import heapq


def job_outcomes(jobs, workers, max_attempts, base_delay):
    # Three heaps: jobs waiting to join the queue, attempts running, and the queue itself.
    pending = [(arrival, i) for i, (arrival, _, _, _) in enumerate(jobs)]
    heapq.heapify(pending)
    running = []
    queue = []
    attempts = [0] * len(jobs)
    outcome = [""] * len(jobs)
    free = workers
    time = 0
    while pending or running or queue:
        if queue and free > 0:
            _, _, i = heapq.heappop(queue)
            heapq.heappush(running, (time + jobs[i][2], i))
            free -= 1
            continue
        # Nothing more can start now: jump to the next moment something happens.
        time = min(pending[0][0] if pending else float("inf"), running[0][0] if running else float("inf"))
        while running and running[0][0] == time:
            _, i = heapq.heappop(running)
            free += 1
            attempts[i] += 1
            if attempts[i] > jobs[i][3]:
                outcome[i] = f"done {time}"
            elif attempts[i] == max_attempts:
                outcome[i] = f"dead {time}"
            else:
                heapq.heappush(pending, (time + base_delay * 2 ** (attempts[i] - 1), i))
        while pending and pending[0][0] <= time:
            joined, i = heapq.heappop(pending)
            heapq.heappush(queue, (-jobs[i][1], joined, i))
    return outcome`;

const autoscalerReplicaPlanJs = `
  // Ticks of the window's recommendations, their values strictly decreasing from head to the end.
  const ticks = [];
  const recommended = [];
  const replicas = [];
  let head = 0;
  let current = initial;
  for (let t = 0; t < samples.length; t++) {
    let recommendation = current;
    if (10 * Math.abs(samples[t] - target) > target) recommendation = Math.ceil((current * samples[t]) / target);
    recommendation = Math.min(maxReplicas, Math.max(minReplicas, recommendation));
    recommended.push(recommendation);
    while (ticks.length > head && recommended[ticks[ticks.length - 1]] <= recommendation) ticks.pop();
    ticks.push(t);
    while (ticks[head] <= t - window) head++;
    current = recommendation > current ? recommendation : Math.min(current, recommended[ticks[head]]);
    replicas.push(current);
  }
  return replicas;`;

export const BACKEND_SYSTEMS: ProblemContent[] = [
  /* ---------- api-validation-and-errors ---------- */
  defineProblem({
    slug: 'token-bucket-limiter',
    title: 'Token Bucket Limiter',
    difficulty: 'medium',
    tags: ['rate limiting', 'simulation', 'hash maps'],
    modules: ['api-validation-and-errors'],
    statement: `
An API answers \`429 Too Many Requests\` when a client sends too much, as the lesson's list of status codes says. A common way to decide is a **token bucket** per client, which allows short bursts but caps the average rate. Simulate one.

Each request is \`[time, clientId]\` (time in whole seconds, in non-decreasing order). Every client has its own bucket:
- The bucket holds at most \`capacity\` tokens and is **full** when the client's first request arrives.
- It refills continuously: over \`d\` seconds it gains \`d / refillSeconds\` tokens (fractions count), but it never holds more than \`capacity\`.
- A request that finds **at least one whole token** in the bucket takes one token and is answered \`200\`. Otherwise it is answered \`429\` and takes nothing.

Return the status of every request, in order.

**Example:** \`capacity = 2\`, \`refillSeconds = 10\`, requests \`[[0, 1], [0, 1], [0, 1], [5, 1], [10, 1]]\` → \`[200, 200, 429, 429, 200]\`. The first two requests empty the bucket; at 5 seconds it holds half a token; at 10 seconds it holds one.
`,
    constraints: [
      '0 ≤ requests.length ≤ 2,000',
      '0 ≤ time ≤ 10⁶, non-decreasing; 1 ≤ clientId ≤ 100',
      '1 ≤ capacity ≤ 50; 1 ≤ refillSeconds ≤ 3,600',
    ],
    limits: {
      requests: { length: [0, 2_000], each: { tuple: [{ int: [0, 1_000_000] }, { int: [1, 100] }] } },
      capacity: { int: [1, 50] },
      refillSeconds: { int: [1, 3_600] },
    },
    relations: [
      {
        rule: 'times are non-decreasing',
        holds: (requests: number[][]) => requests.every((r, i) => i === 0 || requests[i - 1][0] <= r[0]),
      },
    ],
    signature: ['tokenBucket', 'requests: int[][]', 'capacity: int', 'refillSeconds: int'],
    returns: 'int[]',
    js: tokenBucketLimiterJs,
    py: tokenBucketLimiterPy,
    wrong: [
      {
        why: 'forgets the capacity cap, so a client that was quiet for a long time may burst past capacity',
        js: mutate(
          tokenBucketLimiterJs,
          'const full = capacity * refillSeconds;\n  return requests.map(([time, client]) => {',
          'return requests.map(([time, client]) => {',
          ': full',
          ': capacity * refillSeconds',
          '= Math.min(full, bucket.credit + (',
          '+= ',
          '))',
          '',
        ),
        py: mutate(
          tokenBucketLimiterPy,
          'full = capacity * refill_seconds\n    credit = {}',
          'credit = {}',
          'min(full, ',
          '',
          'full',
          'capacity * refill_seconds',
          '))',
          ')',
        ),
      },
      {
        why: 'counts only whole tokens earned since the last request, so the half tokens of two short gaps are lost',
        js: `
  const buckets = new Map();
  return requests.map(([time, client]) => {
    const bucket = buckets.get(client) ?? { tokens: capacity, last: time };
    bucket.tokens = Math.min(capacity, bucket.tokens + Math.floor((time - bucket.last) / refillSeconds));
    bucket.last = time;
    buckets.set(client, bucket);
    if (bucket.tokens < 1) return 429;
    bucket.tokens -= 1;
    return 200;
  });`,
        py: `
def token_bucket(requests, capacity, refill_seconds):
    tokens = {}
    last = {}
    statuses = []
    for time, client in requests:
        have = min(capacity, tokens.get(client, capacity) + (time - last.get(client, time)) // refill_seconds)
        last[client] = time
        if have >= 1:
            have -= 1
            statuses.append(200)
        else:
            statuses.append(429)
        tokens[client] = have
    return statuses`,
      },
    ],
    samples: [
      [
        [
          [
            [0, 1],
            [0, 1],
            [0, 1],
            [5, 1],
            [10, 1],
          ],
          2,
          10,
        ],
        [200, 200, 429, 429, 200],
        'a burst, then half a token, then a whole one',
      ],
      [
        [
          [
            [3, 1],
            [3, 2],
            [3, 1],
            [4, 2],
          ],
          1,
          60,
        ],
        [200, 200, 429, 429],
        'each client has its own bucket',
      ],
      [
        [
          [
            [0, 7],
            [0, 7],
            [1000, 7],
            [1000, 7],
            [1000, 7],
          ],
          2,
          1,
        ],
        [200, 200, 200, 200, 429],
        'a long pause refills only up to capacity',
      ],
    ],
    hidden: [
      [[[], 5, 10], [], 'no requests'],
      [[[[42, 9]], 1, 3_600], [200], 'one request finds a full bucket'],
      [
        [
          [
            [0, 1],
            [5, 1],
            [10, 1],
          ],
          1,
          10,
        ],
        [200, 429, 200],
        'refilled exactly on time',
      ],
      [
        [
          [
            [0, 1],
            [6, 1],
            [12, 1],
          ],
          1,
          10,
        ],
        [200, 429, 200],
        'two part-token gaps add up to a whole token',
      ],
      [
        [
          [
            [0, 3],
            [0, 3],
            [0, 3],
            [1_000_000, 3],
            [1_000_000, 3],
            [1_000_000, 3],
            [1_000_000, 3],
          ],
          3,
          3_600,
        ],
        [200, 200, 200, 200, 200, 200, 429],
        'the largest times: a full bucket is still only capacity',
      ],
      [
        [
          [
            [10, 100],
            [10, 100],
            [10, 1],
            [19, 100],
            [20, 100],
          ],
          1,
          10,
        ],
        [200, 429, 200, 429, 200],
        'a client bucket starts at its own first request',
      ],
      ...[
        [30, 3, 5, 2, 7],
        [200, 5, 20, 3, 15],
        [800, 20, 40, 10, 90],
        [2_000, 100, 3, 50, 1],
        [2_000, 10, 50, 1, 1],
        [1_500, 4, 60, 5, 200],
      ].map(([n, clients, gap, capacity, refill]): Row => {
        const requests = bucketCase(n, clients, gap);
        return [[requests, capacity, refill], bucketOracle(requests, capacity, refill)];
      }),
    ],
    hints: [
      'Keep two things per client: how much is in the bucket and when you last looked at it. You only need to update a bucket when its client sends a request.',
      'Fractions of a token are awkward; count the bucket in seconds of credit instead: one token is worth `refillSeconds` seconds, a full bucket `capacity × refillSeconds`.',
      'On each request: add the seconds since the last look, cap at the full amount, then take one token’s worth if it is there.',
    ],
    editorial: `
**Idea.** Refilling is lazy: a bucket only changes when its client sends a request, so store per client the bucket's level and the time of its last request. Measure the level in *seconds of credit* so everything stays an integer: one token = \`refillSeconds\` seconds, a full bucket = \`capacity × refillSeconds\`. On a request at \`time\`, add \`time − last\`, cap at the full level, then answer \`200\` and subtract one token's worth if the level holds at least one token, else \`429\`.

**Why it works.** Continuous refill at \`1 / refillSeconds\` tokens a second, counted in seconds, is exactly one unit of credit a second; the cap is applied at the moment of each request, which gives the same level as capping continuously because the level only ever grows between requests.

**Complexity.** O(n) time with a hash map, O(number of clients) memory.

**Common mistakes.** Forgetting the cap (a quiet client could then burst far past \`capacity\`), and rounding the refill down to whole tokens at every request, which throws away the partial tokens of short gaps.
`,
  }),

  /* ---------- networking-basics ---------- */
  defineProblem({
    slug: 'cheapest-network-route',
    title: 'Cheapest Network Route',
    difficulty: 'hard',
    tags: ['graphs', 'dijkstra', 'shortest paths', 'networking'],
    modules: ['networking-basics'],
    statement: `
Packets between two of your hosts cross links, and every link has a cost (latency, or a cloud provider's transfer price). Some links are **blocked** by a firewall rule, in both directions. Find the route a packet should take.

Hosts are numbered \`0\` to \`hosts - 1\`. Each link \`[a, b, cost]\` connects \`a\` and \`b\` in both directions. Each entry \`[a, b]\` of \`blocked\` blocks the link between \`a\` and \`b\` (in either order; an entry that names no link blocks nothing).

Return the route from \`source\` to \`target\` as the list of hosts it visits, both ends included, choosing:
1. the smallest total cost;
2. among those, the fewest links;
3. among those, the **lexicographically smallest** list of host numbers (compare the first host that differs).

Return \`[source]\` when \`source = target\`, and \`[]\` when \`target\` cannot be reached.

**Example:** \`hosts = 4\`, links \`[[0, 1, 1], [1, 3, 1], [0, 2, 1], [2, 3, 1], [0, 3, 5]]\`, \`blocked = []\`, \`source = 0\`, \`target = 3\` → \`[0, 1, 3]\`: two routes cost 2 with two links each, and \`[0, 1, 3]\` comes before \`[0, 2, 3]\`.
`,
    constraints: [
      '1 ≤ hosts ≤ 2,000; every host number (source, target, a, b) is between 0 and 1,999 and below hosts',
      '0 ≤ links.length ≤ 5,000; a ≠ b; at most one link between two hosts; 1 ≤ cost ≤ 1,000',
      '0 ≤ blocked.length ≤ 5,000',
    ],
    limits: {
      hosts: { int: [1, 2_000] },
      links: {
        length: [0, 5_000],
        each: { tuple: [{ int: [0, 1_999] }, { int: [0, 1_999] }, { int: [1, 1_000] }] },
      },
      blocked: { length: [0, 5_000], each: { tuple: [{ int: [0, 1_999] }, { int: [0, 1_999] }] } },
      source: { int: [0, 1_999] },
      target: { int: [0, 1_999] },
    },
    relations: [
      {
        rule: 'source, target and every host in links and blocked are < hosts',
        holds: (hosts: number, links: number[][], blocked: number[][], source: number, target: number) =>
          source < hosts && target < hosts && [...links, ...blocked].every(([a, b]) => a < hosts && b < hosts),
      },
      {
        rule: 'a ≠ b; at most one link between two hosts',
        holds: (_hosts: number, links: number[][]) => {
          const pairs = links.map(([a, b]) => `${Math.min(a, b)} ${Math.max(a, b)}`);
          return links.every(([a, b]) => a !== b) && new Set(pairs).size === pairs.length;
        },
      },
    ],
    signature: ['cheapestRoute', 'hosts: int', 'links: int[][]', 'blocked: int[][]', 'source: int', 'target: int'],
    returns: 'int[]',
    js: `
  const shut = new Set(blocked.map(([a, b]) => a * hosts + b));
  const adjacent = Array.from({ length: hosts }, () => new Array());
  for (const [a, b, cost] of links) {
    if (shut.has(a * hosts + b) || shut.has(b * hosts + a)) continue;
    adjacent[a].push([b, cost]);
    adjacent[b].push([a, cost]);
  }
  // Dijkstra from the target on (cost, links), so each host knows its best distance to it.
  const cost = new Array(hosts).fill(Infinity);
  const hops = new Array(hosts).fill(Infinity);
  cost[target] = 0;
  hops[target] = 0;
  const heap = [[0, 0, target]];
  const less = (i = 0, j = 0) => heap[i][0] < heap[j][0] || (heap[i][0] === heap[j][0] && heap[i][1] < heap[j][1]);
  while (heap.length > 0) {
    const top = heap[0];
    const last = heap.pop() ?? top;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        let m = i;
        if (l < heap.length && less(l, m)) m = l;
        if (l + 1 < heap.length && less(l + 1, m)) m = l + 1;
        if (m === i) break;
        [heap[i], heap[m]] = [heap[m], heap[i]];
        i = m;
      }
    }
    const [c, h, u] = top;
    if (c !== cost[u] || h !== hops[u]) continue;
    for (const [v, w] of adjacent[u]) {
      if (c + w < cost[v] || (c + w === cost[v] && h + 1 < hops[v])) {
        cost[v] = c + w;
        hops[v] = h + 1;
        heap.push([c + w, h + 1, v]);
        for (let i = heap.length - 1; i > 0; ) {
          const p = (i - 1) >> 1;
          if (!less(i, p)) break;
          [heap[i], heap[p]] = [heap[p], heap[i]];
          i = p;
        }
      }
    }
  }
  if (cost[source] === Infinity) return [];
  // Walk forward, always to the smallest neighbour that stays on a best route.
  const route = [source];
  for (let u = source; u !== target; ) {
    let next = -1;
    for (const [v, w] of adjacent[u])
      if (cost[v] + w === cost[u] && hops[v] + 1 === hops[u] && (next === -1 || v < next)) next = v;
    route.push(next);
    u = next;
  }
  return route;`,
    py: `
import heapq


def cheapest_route(hosts, links, blocked, source, target):
    shut = {(a, b) for a, b in blocked}
    adjacent = [[] for _ in range(hosts)]
    for a, b, cost in links:
        if (a, b) in shut or (b, a) in shut:
            continue
        adjacent[a].append((b, cost))
        adjacent[b].append((a, cost))
    # Dijkstra from the target on (cost, links), so each host knows its best distance to it.
    best = [None] * hosts
    best[target] = (0, 0)
    heap = [(0, 0, target)]
    while heap:
        c, h, u = heapq.heappop(heap)
        if (c, h) != best[u]:
            continue
        for v, w in adjacent[u]:
            candidate = (c + w, h + 1)
            if best[v] is None or candidate < best[v]:
                best[v] = candidate
                heapq.heappush(heap, (c + w, h + 1, v))
    if best[source] is None:
        return []
    # Walk forward, always to the smallest neighbour that stays on a best route.
    route = [source]
    u = source
    while u != target:
        c, h = best[u]
        u = min(v for v, w in adjacent[u] if best[v] is not None and best[v] == (c - w, h - 1))
        route.append(u)
    return route`,
    wrong: [
      {
        why: 'ignores the fewest-links rule: among the cheapest routes it takes the lexicographically smallest one',
        js: `
  const shut = new Set(blocked.map(([a, b]) => a * hosts + b));
  const adjacent = Array.from({ length: hosts }, () => new Array());
  for (const [a, b, cost] of links) {
    if (shut.has(a * hosts + b) || shut.has(b * hosts + a)) continue;
    adjacent[a].push([b, cost]);
    adjacent[b].push([a, cost]);
  }
  const cost = new Array(hosts).fill(Infinity);
  const done = new Array(hosts).fill(false);
  cost[target] = 0;
  for (;;) {
    let u = -1;
    for (let v = 0; v < hosts; v++) if (!done[v] && cost[v] < Infinity && (u === -1 || cost[v] < cost[u])) u = v;
    if (u === -1) break;
    done[u] = true;
    for (const [v, w] of adjacent[u]) if (cost[u] + w < cost[v]) cost[v] = cost[u] + w;
  }
  if (cost[source] === Infinity) return [];
  const route = [source];
  for (let u = source; u !== target; ) {
    let next = -1;
    for (const [v, w] of adjacent[u]) if (cost[v] + w === cost[u] && (next === -1 || v < next)) next = v;
    route.push(next);
    u = next;
  }
  return route;`,
        py: `
import heapq


def cheapest_route(hosts, links, blocked, source, target):
    shut = {(a, b) for a, b in blocked}
    adjacent = [[] for _ in range(hosts)]
    for a, b, cost in links:
        if (a, b) in shut or (b, a) in shut:
            continue
        adjacent[a].append((b, cost))
        adjacent[b].append((a, cost))
    best = [None] * hosts
    best[target] = 0
    heap = [(0, target)]
    while heap:
        c, u = heapq.heappop(heap)
        if c != best[u]:
            continue
        for v, w in adjacent[u]:
            if best[v] is None or c + w < best[v]:
                best[v] = c + w
                heapq.heappush(heap, (c + w, v))
    if best[source] is None:
        return []
    route = [source]
    u = source
    while u != target:
        u = min(v for v, w in adjacent[u] if best[v] is not None and best[v] == best[u] - w)
        route.append(u)
    return route`,
      },
      {
        why: 'blocks a link only in the direction the firewall entry names',
        js: `
  const shut = new Set(blocked.map(([a, b]) => a * hosts + b));
  const adjacent = Array.from({ length: hosts }, () => new Array());
  for (const [a, b, cost] of links) {
    if (!shut.has(a * hosts + b)) adjacent[a].push([b, cost]);
    if (!shut.has(b * hosts + a)) adjacent[b].push([a, cost]);
  }
  const best = Array.from({ length: hosts }, () => new Array());
  best[source] = [0, 0];
  const paths = Array.from({ length: hosts }, () => new Array());
  paths[source] = [source];
  for (let round = 0; round < hosts; round++)
    for (let u = 0; u < hosts; u++) {
      if (best[u].length === 0) continue;
      for (const [v, w] of adjacent[u]) {
        const c = best[u][0] + w;
        const h = best[u][1] + 1;
        const p = [...paths[u], v];
        const old = best[v];
        let take = old.length === 0 || c < old[0] || (c === old[0] && h < old[1]);
        if (!take && c === old[0] && h === old[1]) {
          const i = p.findIndex((x, k) => x !== paths[v][k]);
          take = i !== -1 && p[i] < paths[v][i];
        }
        if (take) {
          best[v] = [c, h];
          paths[v] = p;
        }
      }
    }
  return paths[target];`,
        py: `
def cheapest_route(hosts, links, blocked, source, target):
    shut = {(a, b) for a, b in blocked}
    adjacent = [[] for _ in range(hosts)]
    for a, b, cost in links:
        if (a, b) not in shut:
            adjacent[a].append((b, cost))
        if (b, a) not in shut:
            adjacent[b].append((a, cost))
    best = [None] * hosts
    best[source] = (0, 0, [from_])
    for _ in range(hosts):
        changed = False
        for u in range(hosts):
            if best[u] is None:
                continue
            for v, w in adjacent[u]:
                candidate = (best[u][0] + w, best[u][1] + 1, best[u][2] + [v])
                if best[v] is None or candidate < best[v]:
                    best[v] = candidate
                    changed = True
        if not changed:
            break
    return [] if best[target] is None else best[target][2]`,
      },
    ],
    samples: [
      [
        [
          4,
          [
            [0, 1, 1],
            [1, 3, 1],
            [0, 2, 1],
            [2, 3, 1],
            [0, 3, 5],
          ],
          [],
          0,
          3,
        ],
        [0, 1, 3],
        'two equal routes: the smaller host list wins',
      ],
      [
        [
          4,
          [
            [0, 1, 1],
            [1, 2, 1],
            [2, 3, 1],
            [0, 3, 3],
          ],
          [],
          0,
          3,
        ],
        [0, 3],
        'equal cost: fewer links beat a smaller host list',
      ],
      [
        [
          3,
          [
            [0, 1, 4],
            [1, 2, 4],
            [0, 2, 1],
          ],
          [[2, 0]],
          0,
          2,
        ],
        [0, 1, 2],
        'a blocked link is blocked in both directions',
      ],
    ],
    hidden: [
      [[1, [], [], 0, 0], [0], 'one host, already there'],
      [[5, [[0, 1, 3]], [], 2, 2], [2], 'source equals target on an isolated host'],
      [[2, [], [], 0, 1], [], 'no links at all'],
      [[2, [[1, 0, 7]], [[0, 1]], 1, 0], [], 'the only link is blocked'],
      [[3, [[0, 1, 2]], [[1, 2]], 1, 0], [1, 0], 'a block entry that names no link blocks nothing'],
      [
        [
          6,
          [
            [0, 5, 10],
            [0, 4, 2],
            [4, 5, 8],
            [0, 1, 5],
            [1, 5, 5],
            [0, 2, 3],
            [2, 3, 3],
            [3, 5, 4],
          ],
          [],
          0,
          5,
        ],
        [0, 5],
        'four routes of cost 10: the single link wins',
      ],
      [
        [
          6,
          [
            [0, 1, 2],
            [1, 2, 2],
            [2, 5, 2],
            [0, 3, 3],
            [3, 5, 3],
            [0, 4, 1],
            [4, 5, 6],
          ],
          [],
          5,
          0,
        ],
        [5, 3, 0],
        'cheapest route taken backwards still prefers fewer links',
      ],
      [
        [
          5,
          [
            [0, 1, 1],
            [1, 4, 1],
            [0, 2, 1],
            [2, 4, 1],
            [0, 3, 2],
          ],
          [
            [4, 1],
            [3, 0],
          ],
          0,
          4,
        ],
        [0, 2, 4],
        'blocked in the reverse order: the smaller route is closed',
      ],
      [
        [2_000, Array.from({ length: 1_999 }, (_, i) => [i, i + 1, 1_000]), [], 0, 1_999],
        Array.from({ length: 2_000 }, (_, i) => i),
        'the longest chain at the largest cost',
      ],
      ...[
        [8, 12, 3, 1],
        [12, 25, 2, 3],
        [20, 40, 5, 4],
        [30, 60, 3, 6],
        [40, 90, 4, 8],
        [50, 140, 2, 10],
        [60, 100, 6, 5],
        [25, 24, 3, 2],
      ].map(([hosts, links, cost, blocked]): Row => {
        const args = routeCase(hosts, links, cost, blocked);
        return [args, routeOracle(...args)];
      }),
      (() => {
        const args = routeCase(2_000, 5_000, 3, 300);
        args[3] = 0;
        args[4] = 1_999;
        return [args, routeOracle(...args), 'the largest network'] as Row;
      })(),
    ],
    hints: [
      'Cost first, then the number of links: compare (cost, links) pairs, and Dijkstra works on pairs just as on numbers, because every link adds a positive cost.',
      'The lexicographic rule is easiest from the far end: if every host knows its best (cost, links) distance **to** the destination, you can walk from the start and always step to the smallest neighbour that stays on a best route.',
      'A neighbour v of u stays on a best route when dist(v) + cost(u, v) equals dist(u) in both parts of the pair.',
    ],
    editorial: `
**Idea.** Run Dijkstra **from the destination** with distances that are pairs (cost, links), compared cost first. Then build the route from the start: at each host \`u\`, step to the smallest-numbered neighbour \`v\` whose link keeps us on a best route, i.e. \`dist(v) + (cost, 1) = dist(u)\`. Blocked links are removed before the search, in both directions.

**Why it works.** Pair distances add like numbers and every link adds a positive cost, so Dijkstra's greedy order is still correct. Any route that is optimal in (cost, links) moves only along such "tight" links, and every tight step keeps an optimal continuation to the destination; so the greedy walk stays optimal, and choosing the smallest next host at each step gives the lexicographically smallest of the optimal lists (two lists first differ at some step, and there we took the smallest possible host). Searching from the start instead would tell each host how to be *reached* best, not how to *finish* best, which is what the walk needs.

**Complexity.** O((H + L) log L) for Dijkstra with a binary heap and O(H + L) for the walk, for H hosts and L links.

**Common mistakes.** Blocking a link in one direction only; dropping the fewest-links rule; breaking ties by the order the heap happens to pop hosts, which depends on the input order of the links.
`,
  }),

  /* ---------- system-design-basics ---------- */
  defineProblem({
    slug: 'consistent-hash-ring',
    title: 'Consistent Hash Ring',
    difficulty: 'hard',
    tags: ['hashing', 'binary search', 'sorting', 'system design'],
    modules: ['system-design-basics', 'caching-basics'],
    statement: `
The lesson partitions data by a hash of its key. With a plain \`hash(key) % n\`, removing one of \`n\` cache servers moves almost every key to another server, and the caches go cold. **Consistent hashing** moves only the keys of the server that left. Work out which keys move when a server leaves.

**The hash.** Positions on the ring are 32-bit **FNV-1a** hashes: start with \`h = 2166136261\`; for each character \`c\` of the text, \`h = ((h XOR code(c)) × 16777619) mod 2³²\`. The ring runs from \`0\` to \`2³² − 1\` and wraps around.

**The ring.** Every server \`s\` has \`replicas\` virtual nodes, labelled \`s#0\`, \`s#1\`, …, \`s#{replicas-1}\`; a virtual node sits at the hash of its label. Order the virtual nodes by position, then by server name (character-code order), then by replica number.

**Owners.** A key belongs to the server of the **first virtual node at or after** the key's hash, in that order; when no virtual node is at or after it, the key wraps around to the first virtual node of all.

When the server \`leaving\` is removed (with all its virtual nodes), return the keys whose owner changes, in the order of \`keys\`, each as \`"{key} -> {new owner}"\`. Return \`[]\` when no key moves.

**Example:** \`servers = ["api-1", "api-2", "api-3", "api-4"]\`, \`replicas = 1\`, \`keys = ["api-2#0", "order:7", "api-3#0", "zz"]\`, \`leaving = "api-3"\` → \`["api-3#0 -> api-1", "zz -> api-1"]\`. The ring is api-2 (121740431), api-4 (829075733), api-3 (2182718404), api-1 (3612472574). "zz" hashes to 1466432373, so api-3 owned it; "api-3#0" hashes exactly onto api-3's node, which owns it too. Without api-3, both go on to api-1.
`,
    constraints: [
      '2 ≤ servers.length ≤ 100; server names are distinct, 1 to 20 characters from a-z, 0-9 and "-"',
      '1 ≤ replicas ≤ 100',
      '0 ≤ keys.length ≤ 10,000; keys are distinct, 1 to 30 characters from a-z, 0-9, ":", "#" and "-"',
      'leaving is one of servers',
    ],
    limits: {
      servers: { length: [2, 100], each: { length: [1, 20], chars: /[a-z0-9-]/ }, distinct: true },
      replicas: { int: [1, 100] },
      keys: { length: [0, 10_000], each: { length: [1, 30], chars: /[a-z0-9:#-]/ }, distinct: true },
      leaving: { length: [1, 20], chars: /[a-z0-9-]/ },
    },
    relations: [
      {
        rule: 'leaving is one of servers',
        holds: (servers: string[], _replicas: number, _keys: string[], leaving: string) => servers.includes(leaving),
      },
    ],
    signature: ['ringMoves', 'servers: string[]', 'replicas: int', 'keys: string[]', 'leaving: string'],
    returns: 'string[]',
    js: consistentHashRingJs,
    py: consistentHashRingPy,
    wrong: [
      {
        why: 'looks for the first virtual node strictly after the key, so a key that hashes exactly onto a node skips it',
        js: mutate(consistentHashRingJs, '] <', '] <='),
        py: mutate(
          consistentHashRingPy,
          'bisect_left\n',
          'bisect_right\n',
          'ring[bisect_left',
          'ring[bisect_right',
          'bisect_left',
          'bisect_right',
        ),
      },
      {
        why: 'forgets that the ring wraps around: a key after the last virtual node has no owner',
        js: mutate(
          consistentHashRingJs,
          `let hi = points.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (points[mid`,
          'while (lo < points.length - 1 && points[lo',
          `lo = mid + 1;
      else hi = mid;
    }
    `,
          'lo++;\n    ',
          'lo % points.length',
          'lo',
        ),
        py: mutate(
          consistentHashRingPy,
          'ring[',
          'ring[min(',
          ') % len(ring)][1]\n        later = rest[',
          '), len(ring) - 1)][1]\n        later = rest[min(',
          ') % len(rest',
          '), len(rest) - 1',
        ),
      },
    ],
    samples: [
      [
        [['api-1', 'api-2', 'api-3', 'api-4'], 1, ['api-2#0', 'order:7', 'api-3#0', 'zz'], 'api-3'],
        ['api-3#0 -> api-1', 'zz -> api-1'],
        'a key exactly on a virtual node belongs to it',
      ],
      [
        [
          ['cache-a', 'cache-b', 'cache-c'],
          2,
          ['user:1', 'user:2', 'user:3', 'cart:9', 'session:42', 'cart:10'],
          'cache-c',
        ],
        ['user:1 -> cache-b', 'user:2 -> cache-b', 'user:3 -> cache-b', 'cart:9 -> cache-b', 'cart:10 -> cache-b'],
        'cart:9 hashes past the last node and wraps around to cache-c',
      ],
      [
        [
          ['cache-a', 'cache-b', 'cache-c'],
          2,
          ['user:1', 'user:2', 'user:3', 'cart:9', 'session:42', 'cart:10'],
          'cache-b',
        ],
        [],
        'the leaving server owned none of the keys',
      ],
    ],
    hidden: [
      [[['a', 'b'], 1, [], 'a'], [], 'no keys'],
      [[['b', 'a'], 1, ['a#0', 'b#0', 'x'], 'a'], ['a#0 -> b'], 'two servers, one node each'],
      [
        [['api-1', 'api-2', 'api-3', 'api-4'], 1, ['api-2#0', 'order:7', 'api-3#0', 'zz'], 'api-2'],
        ['api-2#0 -> api-4'],
        'the first node of the ring, hit exactly',
      ],
      [
        [
          ['cache-a', 'cache-b', 'cache-c'],
          2,
          ['user:1', 'user:2', 'user:3', 'cart:9', 'session:42', 'cart:10'],
          'cache-a',
        ],
        ['session:42 -> cache-c'],
        'a key past the leaving server moves to the next one round the ring',
      ],
      ...[
        [2, 1, 20],
        [3, 5, 60],
        [5, 20, 300],
        [10, 10, 1_000],
        [20, 50, 2_000],
        [100, 100, 300],
        [2, 100, 500],
        [50, 40, 10_000],
      ].map(([serverCount, replicas, keyCount]): Row => {
        const args = ringCase(serverCount, replicas, keyCount);
        return [args, ringOracle(...args)];
      }),
    ],
    hints: [
      'Build the ring once: one entry (position, server, replica) per virtual node, sorted. Finding a key’s owner is then a search in a sorted list.',
      'Use a binary search for the first position that is **at least** the key’s hash; if it runs off the end, the owner is the first entry (the ring wraps).',
      'Removing a server is just a second sorted list without its entries. A key moves exactly when its owner differs between the two lists.',
    ],
    editorial: `
**Idea.** Compute the position of every virtual node, sort the entries by (position, server name, replica), and answer each key with a binary search for the first entry whose position is at least the key's hash, wrapping to index 0 past the end. Do the same on the ring without \`leaving\` (filtering a sorted list keeps it sorted) and report the keys whose two owners differ.

**Why it works.** The sorted list *is* the ring read clockwise from 0, and the tie order is part of the sort, so "the first node at or after the hash" is exactly the first list entry not smaller than it. Only keys owned by \`leaving\` can move: for any other key the first node at or after its hash is still there after the removal. That is the point of consistent hashing: with \`n\` servers about \`1/n\` of the keys move, instead of almost all of them with \`hash % n\`. More virtual nodes per server spread each server's share around the ring, so the moved keys land on many servers instead of one neighbour.

**Complexity.** With V = servers × replicas virtual nodes and K keys: O(V log V) to build the ring and O(K log V) for the lookups (plus hashing the strings). Checking every node for every key would be O(K × V), 10⁸ steps at the limits.

**Common mistakes.** Searching for the first node strictly *after* the hash (a key that hashes exactly onto a node belongs to it), forgetting the wrap-around, and JavaScript's 32-bit pitfalls: use \`Math.imul\` and \`>>> 0\` to keep the hash an unsigned 32-bit number.
`,
  }),

  /* ---------- background-jobs-and-queues ---------- */
  defineProblem({
    slug: 'worker-pool-dead-letters',
    title: 'Worker Pool With Dead Letters',
    difficulty: 'hard',
    tags: ['queues', 'heap', 'simulation', 'event-driven'],
    modules: ['background-jobs-and-queues'],
    statement: `
A queue feeds jobs to a pool of workers, retries failed jobs with exponential backoff and, as in the lesson, moves a job that still fails after its last attempt to a **dead-letter queue** instead of losing it. Simulate the pool and report how each job ends.

Job \`i\` is \`[arrival, priority, duration, failures]\`: it joins the queue at time \`arrival\`, every attempt takes \`duration\` time units, and its first \`failures\` attempts fail (the next one succeeds). There are \`workers\` identical workers; a worker runs one attempt at a time and never stops an attempt halfway.

- When a job's \`k\`-th attempt fails at time \`e\` and \`k < maxAttempts\`, the job rejoins the queue at time \`e + baseDelay × 2^(k-1)\` (delays \`baseDelay\`, \`2 × baseDelay\`, \`4 × baseDelay\`, …).
- When its \`maxAttempts\`-th attempt fails, the job is dead-lettered at that time.
- **At each moment**, first the attempts that end then finish (their workers become free) and the jobs due then join the queue; then every free worker, one after another, takes a job from the queue: the **highest priority** (larger number first), then the one that joined the queue **earliest**, then the **smallest index**.

Return, for each job in input order, \`"done {t}"\` with the time its successful attempt ended, or \`"dead {t}"\` with the time it was dead-lettered.

**Example:** \`jobs = [[0, 1, 3, 1], [1, 5, 1, 0], [2, 1, 2, 2]]\`, \`workers = 1\`, \`maxAttempts = 2\`, \`baseDelay = 2\` → \`["done 9", "done 4", "dead 11"]\`. Job 0 fails from 0 to 3 and rejoins at 5. At 3, job 1 (priority 5) goes before job 2 and succeeds at 4. Job 2 fails from 4 to 6 and rejoins at 8; job 0 (queued since 5) runs from 6 to 9 and succeeds; job 2's second attempt fails from 9 to 11, its last.
`,
    constraints: [
      '1 ≤ jobs.length ≤ 2,000; 0 ≤ arrival ≤ 10⁶; 0 ≤ priority ≤ 9; 1 ≤ duration ≤ 1,000; 0 ≤ failures ≤ 10',
      '1 ≤ workers ≤ 50; 1 ≤ maxAttempts ≤ 6; 1 ≤ baseDelay ≤ 1,000',
    ],
    limits: {
      jobs: {
        length: [1, 2_000],
        each: { tuple: [{ int: [0, 1_000_000] }, { int: [0, 9] }, { int: [1, 1_000] }, { int: [0, 10] }] },
      },
      workers: { int: [1, 50] },
      maxAttempts: { int: [1, 6] },
      baseDelay: { int: [1, 1_000] },
    },
    signature: ['jobOutcomes', 'jobs: int[][]', 'workers: int', 'maxAttempts: int', 'baseDelay: int'],
    returns: 'string[]',
    js: workerPoolDeadLettersJs,
    jsHelpers: MIN_HEAP,
    py: workerPoolDeadLettersPy,
    wrong: [
      {
        jsHelpers: MIN_HEAP,
        why: 'an off-by-one in the attempt count: a job gets maxAttempts retries (maxAttempts + 1 attempts) before it is dead-lettered',
        js: mutate(workerPoolDeadLettersJs, 'i] ===', 'i] >'),
        py: mutate(workerPoolDeadLettersPy, 'i] ==', 'i] >'),
      },
      {
        jsHelpers: MIN_HEAP,
        why: 'breaks priority ties by job index instead of by the time the job joined the queue',
        js: mutate(workerPoolDeadLettersJs, ', , i', ', i', '[joined', '[', ', joined', ''),
        py: mutate(workerPoolDeadLettersPy, ', _, i', ', i', 'joined, i =', '_, i =', ', joined', ''),
      },
    ],
    samples: [
      [
        [
          [
            [0, 1, 3, 1],
            [1, 5, 1, 0],
            [2, 1, 2, 2],
          ],
          1,
          2,
          2,
        ],
        ['done 9', 'done 4', 'dead 11'],
        'priority first, a retry, a dead letter',
      ],
      [
        [
          [
            [0, 0, 2, 2],
            [0, 0, 2, 3],
            [1, 9, 1, 0],
            [2, 3, 4, 0],
          ],
          2,
          3,
          5,
        ],
        ['done 21', 'dead 21', 'done 3', 'done 6'],
        'two workers; delays of 5 then 10',
      ],
      [
        [
          [
            [4, 2, 1, 0],
            [0, 2, 2, 1],
            [1, 2, 5, 0],
          ],
          1,
          3,
          1,
        ],
        ['done 10', 'done 9', 'done 7'],
        'equal priority: the job queued earlier goes first, whatever its index',
      ],
    ],
    hidden: [
      [[[[5, 0, 3, 0]], 1, 1, 1], ['done 8'], 'one job, no failure'],
      [[[[0, 4, 7, 1]], 3, 1, 1_000], ['dead 7'], 'one attempt allowed: the first failure is final'],
      [
        [[[0, 0, 1, 5]], 1, 6, 1],
        ['done 37'],
        'five failures, delays 1, 2, 4, 8, 16, then success on the last attempt',
      ],
      [[[[0, 0, 1, 6]], 1, 6, 1], ['dead 37'], 'six failures out of six attempts'],
      [
        [
          [
            [0, 0, 10, 0],
            [0, 0, 10, 0],
            [0, 0, 10, 0],
          ],
          50,
          6,
          1_000,
        ],
        ['done 10', 'done 10', 'done 10'],
        'more workers than jobs: all run at once',
      ],
      [
        [
          [
            [0, 0, 5, 0],
            [5, 1, 1, 0],
            [3, 0, 1, 0],
          ],
          1,
          1,
          1,
        ],
        ['done 5', 'done 6', 'done 7'],
        'a job arriving as a worker frees up is considered at once',
      ],
      [
        [
          [
            [1_000_000, 9, 1_000, 10],
            [1_000_000, 0, 1_000, 0],
          ],
          1,
          6,
          1_000,
        ],
        ['dead 1037000', 'done 1002000'],
        'the largest values',
      ],
      ...[
        [5, 1, 20, 5, 2, 3, 2],
        [20, 2, 30, 6, 3, 4, 3],
        [60, 3, 100, 10, 4, 5, 10],
        [200, 5, 500, 20, 5, 6, 7],
        [500, 10, 2_000, 50, 6, 3, 40],
        [1_000, 50, 10_000, 1_000, 10, 6, 1_000],
        [2_000, 4, 1_000_000, 1_000, 10, 6, 1_000],
        [2_000, 1, 5_000, 3, 3, 4, 1],
      ].map(([n, workers, span, duration, failures, maxAttempts, baseDelay]): Row => {
        const jobs = Array.from({ length: n }, () => [
          intIn(random, 0, span),
          intIn(random, 0, random() < 0.5 ? 1 : 9),
          intIn(random, 1, duration),
          random() < 0.5 ? 0 : intIn(random, 0, failures),
        ]);
        return [[jobs, workers, maxAttempts, baseDelay], queueOracle(jobs, workers, maxAttempts, baseDelay)];
      }),
    ],
    hints: [
      'Time only matters at a few moments: when a job joins the queue and when an attempt ends. Jump from one such moment to the next instead of ticking through every time unit.',
      'Keep three priority queues (heaps): jobs not yet in the queue by the time they join, running attempts by end time, and the queue itself ordered by (−priority, time joined, index).',
      'At each moment, finish the attempts that end, move the jobs that are due into the queue, and only then hand out jobs to the free workers.',
    ],
    editorial: `
**Idea.** An event-driven simulation. Keep three min-heaps: *pending* (a job's next joining time: its arrival, later its retry time), *running* (the end time of each attempt) and the *queue* itself, ordered by (−priority, joining time, index) so its top is exactly the job the rule picks. Repeat: while the queue is non-empty and a worker is free, start the top job (it ends at now + duration). Otherwise jump to the earliest time in pending or running; finish every attempt ending then (free its worker; on success record \`done\`, on the last allowed attempt \`dead\`, else push its retry time \`now + baseDelay × 2^(k−1)\` into pending); then move every pending job due by now into the queue.

**Why it works.** Nothing changes between two consecutive event times, so jumping loses nothing. Processing ends and arrivals before handing out work implements "at each moment, first… then…", and because a retry is always at least \`baseDelay ≥ 1\` after its failure, a job never rejoins at the moment it failed.

**Complexity.** Each job makes at most \`maxAttempts\` attempts, and every attempt is pushed and popped a constant number of times: O(A log A) for A ≤ jobs × maxAttempts attempts, about 12,000 here. Ticking through time one unit at a time would instead cost up to millions of steps.

**Common mistakes.** Off-by-one in counting attempts (\`maxAttempts\` counts attempts, not retries); breaking priority ties by index instead of by the time a job (re)joined the queue; handing out work before processing everything that happens at the same moment.
`,
  }),

  /* ---------- kubernetes-workloads ---------- */
  defineProblem({
    slug: 'autoscaler-replica-plan',
    title: 'Autoscaler Replica Plan',
    difficulty: 'hard',
    tags: ['sliding window', 'monotonic deque', 'simulation', 'kubernetes'],
    modules: ['kubernetes-workloads'],
    statement: `
The lesson's HorizontalPodAutoscaler sizes a Deployment from CPU usage: \`desired = ceil(current × currentValue / targetValue)\`, ignoring changes within a 10 % tolerance, and it scales **down** only as far as the highest recommendation of a recent **stabilization window**, so load that flaps does not make replicas flap. Replay an HPA over a series of measurements.

\`samples[t]\` is the pods' average CPU use at sync \`t\` (percent of their request), and \`target\` is the target utilisation. Start with \`initial\` replicas; at each sync \`t = 0, 1, 2, …\`, with \`current\` replicas:
1. **Recommendation.** When \`|samples[t] − target| × 10 ≤ target\` (the ratio is within 10 % of 1), the recommendation is \`current\`; otherwise it is \`ceil(current × samples[t] / target)\`. Then clamp it to \`[minReplicas, maxReplicas]\`.
2. **Stabilization.** If the recommendation is greater than \`current\`, scale up to it at once. Otherwise the new count is the smaller of \`current\` and the **highest recommendation of the last \`window\` syncs** (this one included; fewer at the start).

Return the replica count after every sync.

**Example:** \`samples = [90, 90, 20, 20, 20, 20, 54]\`, \`target = 50\`, \`minReplicas = 1\`, \`maxReplicas = 10\`, \`initial = 4\`, \`window = 3\` → \`[8, 10, 10, 10, 4, 4, 4]\`. 90 % against 50 % recommends 8, then 15 (clamped to 10). From sync 2 on the recommendation is 4, but 10 stays in the window until sync 4. At sync 5 the recommendation is 2, held at 4 by the window; at sync 6, 54 % is within 10 % of the target, so the recommendation is the current 4.
`,
    constraints: [
      '1 ≤ samples.length ≤ 20,000; 0 ≤ samples[i] ≤ 1,000',
      '1 ≤ target ≤ 100',
      '1 ≤ minReplicas ≤ initial ≤ maxReplicas ≤ 1,000',
      '1 ≤ window ≤ 20,000',
    ],
    limits: {
      samples: { length: [1, 20_000], each: { int: [0, 1_000] } },
      target: { int: [1, 100] },
      minReplicas: { int: [1, 1_000] },
      maxReplicas: { int: [1, 1_000] },
      initial: { int: [1, 1_000] },
      window: { int: [1, 20_000] },
    },
    relations: [
      {
        rule: 'minReplicas ≤ initial ≤ maxReplicas',
        holds: (_samples: number[], _target: number, minReplicas: number, maxReplicas: number, initial: number) =>
          minReplicas <= initial && initial <= maxReplicas,
      },
    ],
    signature: [
      'autoscale',
      'samples: int[]',
      'target: int',
      'minReplicas: int',
      'maxReplicas: int',
      'initial: int',
      'window: int',
    ],
    returns: 'int[]',
    js: autoscalerReplicaPlanJs,
    py: `
from collections import deque


def autoscale(samples, target, min_replicas, max_replicas, initial, window):
    # The window's recommendations as (tick, value), values strictly decreasing from the front.
    best = deque()
    current = initial
    replicas = []
    for t, usage in enumerate(samples):
        recommendation = current
        if 10 * abs(usage - target) > target:
            recommendation = -(-current * usage // target)
        recommendation = min(max_replicas, max(min_replicas, recommendation))
        while best and best[-1][1] <= recommendation:
            best.pop()
        best.append((t, recommendation))
        if best[0][0] <= t - window:
            best.popleft()
        current = recommendation if recommendation > current else min(current, best[0][1])
        replicas.append(current)
    return replicas`,
    wrong: [
      {
        why: 'an off-by-one in the window: it keeps window + 1 recommendations, so scaling down comes one sync late',
        js: mutate(
          autoscalerReplicaPlanJs,
          'const ticks = [];\n  const recommended = [];',
          'const recommended = [];',
          'let head = 0;\n  let current = initial;',
          'let current = initial;',
          `while (ticks.length > head && recommended[ticks[ticks.length - 1]] <= recommendation) ticks.pop();
    ticks.push(t);
    while (ticks[head] <= t - window) head++;`,
          'const highest = Math.max(...recommended.slice(Math.max(0, t - window)));',
          'recommended[ticks[head]]',
          'highest',
        ),
        py: `
def autoscale(samples, target, min_replicas, max_replicas, initial, window):
    current = initial
    recommended = []
    replicas = []
    for t, usage in enumerate(samples):
        recommendation = current
        if 10 * abs(usage - target) > target:
            recommendation = -(-current * usage // target)
        recommendation = min(max_replicas, max(min_replicas, recommendation))
        recommended.append(recommendation)
        highest = max(recommended[max(0, t - window):])
        current = recommendation if recommendation > current else min(current, highest)
        replicas.append(current)
    return replicas`,
      },
      {
        why: 'treats a ratio exactly 10 % away from 1 as outside the tolerance (< instead of ≤)',
        js: `
  const recommended = [];
  const replicas = [];
  let current = initial;
  for (let t = 0; t < samples.length; t++) {
    let recommendation = current;
    if (10 * Math.abs(samples[t] - target) >= target) recommendation = Math.ceil((current * samples[t]) / target);
    recommendation = Math.min(maxReplicas, Math.max(minReplicas, recommendation));
    recommended.push(recommendation);
    let highest = recommendation;
    for (let k = Math.max(0, t - window + 1); k <= t; k++) highest = Math.max(highest, recommended[k]);
    current = recommendation > current ? recommendation : Math.min(current, highest);
    replicas.push(current);
  }
  return replicas;`,
        py: `
def autoscale(samples, target, min_replicas, max_replicas, initial, window):
    current = initial
    recommended = []
    replicas = []
    for t, usage in enumerate(samples):
        recommendation = current
        if 10 * abs(usage - target) >= target:
            recommendation = -(-current * usage // target)
        recommendation = min(max_replicas, max(min_replicas, recommendation))
        recommended.append(recommendation)
        highest = max(recommended[max(0, t - window + 1):])
        current = recommendation if recommendation > current else min(current, highest)
        replicas.append(current)
    return replicas`,
      },
    ],
    samples: [
      [[[90, 90, 20, 20, 20, 20, 54], 50, 1, 10, 4, 3], [8, 10, 10, 10, 4, 4, 4], 'up at once, down after the window'],
      [[[55, 45, 56, 44], 50, 1, 100, 4, 1], [4, 4, 5, 5], 'exactly 10 % off is within the tolerance'],
      [[[0, 0, 0], 50, 2, 10, 4, 1], [2, 2, 2], 'an idle Deployment stops at minReplicas'],
    ],
    hidden: [
      [[[100, 20, 20, 20], 50, 1, 10, 5, 2], [10, 10, 4, 4], 'a window of two syncs'],
      [[[50], 50, 1, 1, 1, 1], [1], 'one sync on target'],
      [[[1_000], 1, 1, 1_000, 1_000, 20_000], [1_000], 'already at maxReplicas'],
      [[[1_000, 1_000], 1, 1, 1_000, 1, 1], [1_000, 1_000], 'a huge spike is clamped to maxReplicas'],
      [[[10, 10, 10, 10, 10], 100, 1, 20, 20, 1], [2, 1, 1, 1, 1], 'no window: down as soon as the load drops'],
      [
        [[200, 10, 200, 10, 200, 10, 10, 10], 50, 1, 100, 2, 3],
        [8, 8, 32, 32, 100, 100, 100, 20],
        'flapping load keeps the replicas up',
      ],
      ...[
        [20, 50, 1, 10, 3],
        [60, 40, 2, 30, 5],
        [300, 70, 1, 100, 20],
        [2_000, 60, 3, 500, 20],
        [5_000, 25, 1, 1_000, 200],
        [3_000, 100, 1, 1_000, 1],
        [8_000, 50, 5, 800, 20_000],
      ].map(([n, target, minReplicas, maxReplicas, window]): Row => {
        const args = hpaCase(n, target, minReplicas, maxReplicas, window);
        return [args, hpaOracle(...args)];
      }),
      (() => {
        const args = hpaCase(20_000, 60, 1, 1_000, 5_000);
        return [args, hpaOracle(...args), 'the longest series'] as Row;
      })(),
    ],
    hints: [
      'Steps 1 and 2 are easy for one sync; the cost is in "the highest recommendation of the last window syncs", which you need at every sync.',
      'Recomputing that maximum each time costs up to `window` steps per sync. Keep instead a list of candidate recommendations: a recommendation that is not larger than a newer one can never be the maximum again.',
      'Keep the candidates in a double-ended queue with their sync numbers: drop smaller-or-equal ones from the back before adding a new one, and drop the front once it is older than the window. The front is then the maximum.',
    ],
    editorial: `
**Idea.** Simulate the syncs in order; the only non-trivial part is the maximum over a sliding window of recommendations, which a **monotonic deque** gives in O(1) amortised time. The deque holds (sync, recommendation) pairs with strictly decreasing values. For a new recommendation, pop from the back every entry whose value is ≤ it, push it, and pop the front while its sync is \`≤ t − window\`; the front's value is the window maximum. Then apply the rule: scale up at once when the recommendation exceeds \`current\`, else take \`min(current, window maximum)\`.

**Why it works.** An entry popped from the back is older than the new one and not larger, so for every later window that still contains it, the new one is there too and is at least as large: it can never be the answer again. What stays is decreasing, so the oldest surviving entry is the largest. Each recommendation enters and leaves the deque once.

**The HPA details.** The tolerance test is done in integers: \`|u − target| × 10 ≤ target\` is \`|u/target − 1| ≤ 0.1\`. Rounding up is \`ceil\`, which in Python is \`-(-a // b)\` on integers. Clamping before recording keeps every recommendation in \`[minReplicas, maxReplicas]\`.

**Complexity.** O(n) time and O(min(n, window)) memory. Scanning the window at every sync is O(n × window), up to 2 × 10⁸ steps here.

**Common mistakes.** A window one sync too long or too short, \`<\` instead of \`≤\` in the tolerance, and scaling down straight to the recommendation, which is exactly the flapping the stabilization window prevents.
`,
  }),
];
