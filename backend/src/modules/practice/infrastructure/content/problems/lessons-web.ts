import type { ProblemContent } from '../../../domain/problem.js';
import { defineProblem, intIn, intsIn, mutate, seeded } from './define.js';

/**
 * Lesson exercises and practice problems for the web modules (JavaScript, the DOM, async code,
 * TypeScript, React, testing, HTTP, REST, security and mobile state/offline): two per module, the
 * first one gates the module's completion (see exercises/web.ts in the roadmaps content).
 */
const random = seeded(27_101);

type Row = [args: unknown[], expected: unknown, name?: string];
/** Generated rows, typed for defineProblem (the values are plain JSON). */
const rows = (list: Row[]) => list as [never[], never, string?][];

const WORDS = ['ada', 'linus', 'grace', 'alan', 'barbara', 'ken', 'margaret', 'dennis', 'radia', 'tim'];
const pick = <T>(list: T[]) => list[intIn(random, 0, list.length - 1)];
const letters = (lo: number, hi: number, alphabet = 'abcdefghijklmnopqrstuvwxyz') =>
  Array.from({ length: intIn(random, lo, hi) }, () => alphabet[intIn(random, 0, alphabet.length - 1)]).join('');
/** A random tree as parent links: node 0 is the root, every other node hangs below an earlier one. */
const randomTree = (n: number, depthBias = false) =>
  Array.from({ length: n }, (_, i) =>
    i === 0 ? -1 : depthBias ? intIn(random, Math.max(0, i - 3), i - 1) : intIn(random, 0, i - 1),
  );

/* ---------- Oracles: deliberately plain, unlike the references ---------- */

const cheapOracle = (prices: number[], limit: number) => {
  let total = 0;
  for (const p of prices) if (p < limit) total += p;
  return total;
};

const leaderboardOracle = (names: string[], points: number[]) => {
  const players: string[] = [];
  const totals: number[] = [];
  names.forEach((name, i) => {
    const at = players.indexOf(name);
    if (at === -1) {
      players.push(name);
      totals.push(points[i]);
    } else totals[at] += points[i];
  });
  const order = players.map((_, i) => i);
  order.sort((a, b) => {
    if (totals[a] !== totals[b]) return totals[b] - totals[a];
    return players[a] < players[b] ? -1 : players[a] > players[b] ? 1 : 0;
  });
  return order.map((i) => `${players[i]}: ${totals[i]}`);
};

const pathUp = (parent: number[], node: number) => {
  const path: number[] = [];
  for (let at = node; at !== -1; at = parent[at]) path.push(at);
  return path;
};
const bubblingOracle = (parent: number[], listeners: string[][], target: number) =>
  pathUp(parent, target).flatMap((node) => listeners[node]);

const delegatedOracle = (parent: number[], classes: string[], container: number, className: string, clicks: number[]) =>
  clicks.map((target) => {
    const path = pathUp(parent, target);
    const at = path.indexOf(container);
    if (at === -1) return -1; // the click never reaches the container's listener
    const inside = path.slice(0, at); // strictly inside the container, nearest first
    const hit = inside.find((node) => classes[node].split(/ +/).some((c) => c === className));
    return hit ?? -1;
  });

const eventLoopOracle = (steps: string[]) => {
  const out: string[] = [];
  for (const kind of ['log', 'promise', 'timeout'])
    for (const step of steps) if (step.startsWith(`${kind} `)) out.push(step.slice(kind.length + 1));
  return out;
};

/** Greedy slots: each request in turn takes the slot that frees first; finish order is by (end, index). */
const poolOracle = (durations: number[], limit: number) => {
  const slots = Array.from({ length: Math.min(limit, durations.length) }, () => 0);
  const ends = durations.map((d) => {
    let best = 0;
    for (let s = 1; s < slots.length; s++) if (slots[s] < slots[best]) best = s;
    slots[best] += d;
    return slots[best];
  });
  return durations.map((_, i) => i).sort((a, b) => ends[a] - ends[b] || a - b);
};

/* ---------- Generated cases ---------- */

const leaderboardCase = (n: number, pool: string[]): [string[], number[]] => {
  const names = Array.from({ length: n }, () => pick(pool));
  return [names, intsIn(random, n, -1000, 1000)];
};
const capitalised = WORDS.map((w) => w[0].toUpperCase() + w.slice(1));

const listenerNames = ['log', 'track', 'close', 'toggle', 'select', 'focus', 'save', 'hover', 'drag', 'copy'];
const bubblingCase = (n: number, depthBias: boolean): [number[], string[][], number] => {
  const parent = randomTree(n, depthBias);
  const listeners = parent.map(() => {
    const count = intIn(random, 0, 3);
    const names = new Set<string>();
    while (names.size < count) names.add(`${pick(listenerNames)}${intIn(random, 1, 9)}`);
    return [...names];
  });
  return [parent, listeners, intIn(random, 0, n - 1)];
};

const classWords = ['item', 'done', 'delete', 'item-count', 'row', 'active', 'items', 'x1'];
const delegatedCase = (n: number, clickCount: number): [number[], string[], number, string, number[]] => {
  const parent = randomTree(n, true);
  const classes = parent.map(() => {
    const count = intIn(random, 0, 3);
    const parts = Array.from({ length: count }, () => pick(classWords));
    return parts.join(pick([' ', ' ', '  ']));
  });
  const container = intIn(random, 0, Math.min(n - 1, 5));
  const clicks = Array.from({ length: clickCount }, () => intIn(random, 0, n - 1));
  return [parent, classes, container, 'item', clicks];
};

const eventLoopCase = (n: number) =>
  Array.from({ length: n }, (_, i) => `${pick(['log', 'promise', 'timeout'])} ${pick(['A', 'B', 'C', 'x', 'y'])}${i}`);

/* ---------- References: the wrong solutions in the problems below are mutations of them ---------- */

const cheapItemsTotalJs = `
  return prices.filter((price) => price < limit).reduce((sum, price) => sum + price, 0);`;
const cheapItemsTotalPy = `
def cheap_items_total(prices, limit):
    return sum(price for price in prices if price < limit)`;

const pointsLeaderboardJs = `
  const totals = new Map();
  names.forEach((name, i) => totals.set(name, (totals.get(name) ?? 0) + points[i]));
  return [...totals]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([name, total]) => name + ': ' + total);`;
const pointsLeaderboardPy = `
def leaderboard(names, points):
    totals = {}
    for name, scored in zip(names, points):
        totals[name] = totals.get(name, 0) + scored
    ranked = sorted(totals.items(), key=lambda item: (-item[1], item[0]))
    return [f'{name}: {total}' for name, total in ranked]`;

const bubblingListenersJs = `
  const order = [];
  for (let node = target; node !== -1; node = parent[node]) {
    for (const name of listeners[node]) order.push(name);
  }
  return order;`;
const bubblingListenersPy = `
def bubbling_order(parent, listeners, target):
    order = []
    node = target
    while node != -1:
        order.extend(listeners[node])
        node = parent[node]
    return order`;

const delegatedClickTargetJs = `
  const hasClass = (node) => classes[node].split(' ').includes(className);
  return clicks.map((target) => {
    let found = -1;
    for (let node = target; node !== -1; node = parent[node]) {
      if (node === container) return found;
      if (found === -1 && hasClass(node)) found = node;
    }
    return -1;
  });`;
const delegatedClickTargetPy = `
def delegated_targets(parent, classes, container, class_name, clicks):
    def answer(target):
        found = -1
        node = target
        while node != -1:
            if node == container:
                return found
            if found == -1 and class_name in classes[node].split():
                found = node
            node = parent[node]
        return -1

    return [answer(target) for target in clicks]`;

const eventLoopOrderJs = `
  const queued = { log: [], promise: [], timeout: [] };
  for (const step of steps) {
    const [kind, label] = step.split(' ');
    queued[kind].push(label);
  }
  return [...queued.log, ...queued.promise, ...queued.timeout];`;

const requestPoolOrderJs = `
  let running = [];
  const order = [];
  let next = 0;
  const startWaiting = (now) => {
    while (next < durations.length && running.length < limit) {
      running.push({ index: next, end: now + durations[next] });
      next++;
    }
  };
  startWaiting(0);
  while (running.length > 0) {
    const now = Math.min(...running.map((r) => r.end));
    const done = running.filter((r) => r.end === now).map((r) => r.index);
    order.push(...done.sort((a, b) => a - b));
    running = running.filter((r) => r.end !== now);
    startWaiting(now);
  }
  return order;`;
const requestPoolOrderPy = `
import heapq


def pool_finish_order(durations, limit):
    running = []
    order = []
    upcoming = 0

    def start_waiting(now):
        nonlocal upcoming
        while upcoming < len(durations) and len(running) < limit:
            heapq.heappush(running, (now + durations[upcoming], upcoming))
            upcoming += 1

    start_waiting(0)
    while running:
        now = running[0][0]
        while running and running[0][0] == now:
            order.append(heapq.heappop(running)[1])
        start_waiting(now)
    return order`;

const nameTheTypePy = `
def type_names(values):
    def kind(value):
        if value is None:
            return 'null'
        if isinstance(value, bool):
            return 'boolean'
        if isinstance(value, (int, float)):
            return 'number'
        if isinstance(value, str):
            return 'string'
        if isinstance(value, list):
            return 'array'
        return 'object'

    return [kind(value) for value in values]`;

const validateUserShapeJs = `
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return ['expected an object'];
  }
  const has = (key) => Object.prototype.hasOwnProperty.call(value, key);
  const errors = [];
  if (!has('id')) errors.push('id is required');
  else if (typeof value.id !== 'number') errors.push('id must be a number');
  if (!has('name')) errors.push('name is required');
  else if (typeof value.name !== 'string') errors.push('name must be a string');
  if (has('email') && typeof value.email !== 'string') errors.push('email must be a string');
  const known = ['id', 'name', 'email'];
  for (const key of Object.keys(value).sort()) {
    if (!known.includes(key)) errors.push('unknown field ' + key);
  }
  return errors;`;
const validateUserShapePy = `
def user_errors(value):
    if not isinstance(value, dict):
        return ['expected an object']

    def is_number(x):
        return isinstance(x, (int, float)) and not isinstance(x, bool)

    errors = []
    if 'id' not in value:
        errors.append('id is required')
    elif not is_number(value['id']):
        errors.append('id must be a number')
    if 'name' not in value:
        errors.append('name is required')
    elif not isinstance(value['name'], str):
        errors.append('name must be a string')
    if 'email' in value and not isinstance(value['email'], str):
        errors.append('email must be a string')
    for key in sorted(value):
        if key not in ('id', 'name', 'email'):
            errors.append('unknown field ' + key)
    return errors`;

const indexKeysCheckboxesJs = `
  const ticked = new Set(checkedIds);
  if (keyBy === 'id') return newIds.filter((id) => ticked.has(id));
  return newIds.filter((_, i) => i < oldIds.length && ticked.has(oldIds[i]));`;
const indexKeysCheckboxesPy = `
def checked_rows(old_ids, checked_ids, new_ids, key_by):
    ticked = set(checked_ids)
    if key_by == 'id':
        return [i for i in new_ids if i in ticked]
    return [new_ids[i] for i in range(len(new_ids)) if i < len(old_ids) and old_ids[i] in ticked]`;

const fetchOutcomesJs = `
  return statuses.map((status) => {
    if (status === 0) return 'network error';
    if (status < 300) return 'ok';
    if (status < 400) return 'redirect ' + status;
    if (status < 500) return 'client error ' + status;
    return 'server error ' + status;
  });`;
const fetchOutcomesPy = `
def fetch_outcomes(statuses):
    def describe(status):
        if status == 0:
            return 'network error'
        if status < 300:
            return 'ok'
        if status < 400:
            return f'redirect {status}'
        if status < 500:
            return f'client error {status}'
        return f'server error {status}'

    return [describe(status) for status in statuses]`;

const combineHeadersJs = `
  const values = new Map();
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).replace(/^[ \\t]+|[ \\t]+$/g, '');
    if (!values.has(name)) values.set(name, []);
    values.get(name).push(value);
  }
  return [...values.keys()].sort().map((name) => [name, values.get(name).join(', ')]);`;
const combineHeadersPy = `
def parse_headers(lines):
    values = {}
    for line in lines:
        name, _, value = line.partition(':')
        values.setdefault(name.lower(), []).append(value.strip(' \\t'))
    return [[name, ', '.join(values[name])] for name in sorted(values)]`;

const paginationParamsJs = `
  let page = '1';
  let pageSize = '20';
  for (const piece of query.split('&')) {
    if (piece === '') continue;
    const eq = piece.indexOf('=');
    const key = eq === -1 ? piece : piece.slice(0, eq);
    const value = eq === -1 ? '' : piece.slice(eq + 1);
    if (key === 'page') page = value;
    if (key === 'pageSize') pageSize = value;
  }
  const digits = /^[0-9]+$/;
  if (!digits.test(page) || !digits.test(pageSize)) return [];
  const p = Number(page);
  const size = Number(pageSize);
  if (p < 1 || p > 1000 || size < 1 || size > 100) return [];
  return [(p - 1) * size, size];`;

const routeWith405Js = `
  const segmentsOf = (path) => path.split('/').filter((s) => s !== '');
  const table = routes.map((route) => {
    const [method, path] = route.split(' ');
    return { route, method, pattern: segmentsOf(path) };
  });
  const fits = (pattern, parts) =>
    pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i]);
  return requests.map((request) => {
    const [method, path] = request.split(' ');
    const parts = segmentsOf(path);
    const matching = table.filter((r) => fits(r.pattern, parts));
    const hit = matching.find((r) => r.method === method);
    if (hit) return '200 ' + hit.route;
    if (matching.length === 0) return '404';
    return '405 ' + [...new Set(matching.map((r) => r.method))].join(', ');
  });`;
const routeWith405Py = `
def route_requests(routes, requests):
    def segments(path):
        return [s for s in path.split('/') if s]

    table = []
    for route in routes:
        method, path = route.split(' ')
        table.append((route, method, segments(path)))

    def fits(pattern, parts):
        return len(pattern) == len(parts) and all(
            p.startswith(':') or p == part for p, part in zip(pattern, parts)
        )

    answers = []
    for request in requests:
        method, path = request.split(' ')
        parts = segments(path)
        matching = [(route, m) for route, m, pattern in table if fits(pattern, parts)]
        hit = next((route for route, m in matching if m == method), None)
        if hit is not None:
            answers.append('200 ' + hit)
        elif not matching:
            answers.append('404')
        else:
            allowed = list(dict.fromkeys(m for _, m in matching))
            answers.append('405 ' + ', '.join(allowed))
    return answers`;

const escapeHtmlTextJs = `
  const references = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
  return text.replace(/[&<>"']/g, (c) => references[c]);`;
const escapeHtmlTextPy = `
REFERENCES = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'}


def escape_html(text):
    return ''.join(REFERENCES.get(c, c) for c in text)`;

const objectAccessCheckJs = `
  const isAdmin = new Set(admins);
  return requests.map(([user, doc, action]) => {
    if (user === 0) return 401;
    if (doc < 0 || doc >= owners.length || owners[doc] === 0) return 404;
    if (isAdmin.has(user) || owners[doc] === user) return 200;
    if (sharedWith[doc].includes(user)) return action === 0 ? 200 : 403;
    return 404;
  });`;
const objectAccessCheckPy = `
def access_statuses(owners, shared_with, admins, requests):
    admin_ids = set(admins)

    def status(user, doc, action):
        if user == 0:
            return 401
        if not 0 <= doc < len(owners) or owners[doc] == 0:
            return 404
        if user in admin_ids or owners[doc] == user:
            return 200
        if user in shared_with[doc]:
            return 200 if action == 0 else 403
        return 404

    return [status(*request) for request in requests]`;

const migrateStoredSettingsJs = `
  const defaults = { version: 3, theme: 'light', fontSize: 16, savedAt: 0 };
  let data;
  try {
    data = JSON.parse(stored);
  } catch {
    return defaults;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return defaults;
  if (data.version === 1) {
    const theme = data.darkMode ? 'dark' : 'light';
    data = { version: 2, theme, fontSize: data.fontSize, savedAt: new Date(0).toISOString() };
  }
  if (data.version === 2) {
    data = { version: 3, theme: data.theme, fontSize: data.fontSize, savedAt: Date.parse(data.savedAt) };
  }
  if (data.version !== 3) return defaults;
  return { version: 3, theme: data.theme, fontSize: data.fontSize, savedAt: data.savedAt };`;
const migrateStoredSettingsPy = `
import json
from datetime import datetime, timedelta, timezone

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def migrate_settings(stored):
    defaults = {'version': 3, 'theme': 'light', 'fontSize': 16, 'savedAt': 0}
    try:
        data = json.loads(stored)
    except ValueError:
        return defaults
    if not isinstance(data, dict):
        return defaults
    version = data.get('version')
    if isinstance(version, bool) or version not in (1, 2, 3):
        return defaults
    if version == 1:
        theme = 'dark' if data['darkMode'] else 'light'
        return {'version': 3, 'theme': theme, 'fontSize': data['fontSize'], 'savedAt': 0}
    saved_at = data['savedAt']
    if version == 2:
        moment = datetime.fromisoformat(saved_at.replace('Z', '+00:00'))
        saved_at = (moment - EPOCH) // timedelta(milliseconds=1)
    return {'version': 3, 'theme': data['theme'], 'fontSize': data['fontSize'], 'savedAt': saved_at}`;

const threeWayFieldMergeJs = `
  const read = (record, field) =>
    Object.prototype.hasOwnProperty.call(record, field) ? record[field] : undefined;
  const fields = new Set([...Object.keys(base), ...Object.keys(local), ...Object.keys(server)]);
  const merged = {};
  const conflicts = [];
  for (const field of fields) {
    const [was, mine, theirs] = [read(base, field), read(local, field), read(server, field)];
    let value = theirs;
    if (mine === theirs || theirs === was) value = mine;
    else if (mine !== was) conflicts.push(field);
    if (value !== undefined) merged[field] = value;
  }
  return { merged, conflicts: conflicts.sort() };`;
const threeWayFieldMergePy = `
def merge_record(base, local, server):
    merged = {}
    conflicts = []
    for field in set(base) | set(local) | set(server):
        was, mine, theirs = base.get(field), local.get(field), server.get(field)
        value = theirs
        if mine == theirs or theirs == was:
            value = mine
        elif mine != was:
            conflicts.append(field)
        if value is not None:
            merged[field] = value
    return {'merged': merged, 'conflicts': sorted(conflicts)}`;

export const LESSONS_WEB: ProblemContent[] = [
  /* ---------- javascript-fundamentals ---------- */
  defineProblem({
    slug: 'cheap-items-total',
    title: 'Cheap Items Total',
    difficulty: 'easy',
    tags: ['arrays', 'javascript'],
    modules: ['javascript-fundamentals'],
    statement: `
As with the lesson's \`prices\` example, you get a list of prices (whole euros) and a \`limit\`. Return the **total of the prices that are strictly below \`limit\`**. When no price is below the limit, the total is \`0\`.

This is a job for \`filter\` (keep the cheap prices) followed by \`reduce\` (add them up), or a plain \`for...of\` loop.

**Example:** \`prices = [5, 12, 30]\`, \`limit = 20\` → \`17\`, because only 5 and 12 are below 20.
`,
    constraints: ['0 ≤ prices.length ≤ 10,000', '0 ≤ prices[i] ≤ 100,000', '0 ≤ limit ≤ 100,001'],
    limits: { prices: { length: [0, 10_000], each: { int: [0, 100_000] } }, limit: { int: [0, 100_001] } },
    signature: ['cheapItemsTotal', 'prices: int[]', 'limit: int'],
    returns: 'int',
    js: cheapItemsTotalJs,
    py: cheapItemsTotalPy,
    wrong: [
      {
        why: 'counts a price equal to the limit as cheap (<= instead of <)',
        js: mutate(cheapItemsTotalJs, '<', '<='),
        py: mutate(cheapItemsTotalPy, '<', '<='),
      },
    ],
    samples: [
      [[[5, 12, 30], 20], 17, "the lesson's prices"],
      [[[40, 50], 10], 0, 'nothing is cheap enough'],
      [[[3, 7, 3, 8], 7], 6, 'a price equal to the limit is not below it'],
    ],
    hidden: [
      [[[], 50], 0, 'no prices at all'],
      [[[0, 0, 0], 1], 0, 'free items add nothing'],
      [[[9], 10], 9, 'one price, just below'],
      [[[10], 10], 0, 'one price, equal to the limit'],
      [[[1, 2, 3], 0], 0, 'a limit of zero'],
      [[[100_000, 100_000], 100_001], 200_000, 'the largest prices'],
      ...rows(
        [20, 500, 3000].map((n) => {
          const prices = intsIn(random, n, 0, 100_000);
          const limit = intIn(random, 0, 100_001);
          return [[prices, limit], cheapOracle(prices, limit)] as Row;
        }),
      ),
      (() => {
        const prices = intsIn(random, 10_000, 0, 100_000);
        return [[prices, 100_001], cheapOracle(prices, 100_001), '10,000 prices, all below the limit'] as [
          [number[], number],
          number,
          string,
        ];
      })(),
    ],
    hints: [
      'First keep only the prices you want, then combine what is left into one number.',
      'Give `reduce` a start value of 0, so an empty list adds up to 0 instead of throwing an error.',
    ],
    editorial: `
**Idea.** Two steps from the lesson: \`filter\` keeps the prices with \`price < limit\`, and \`reduce\` adds the kept ones, starting from \`0\`. In Python, \`sum\` over a generator expression does both.

**Complexity.** One pass: O(n) time; \`filter\` builds a second array (O(n) memory), a plain loop would not.

**Common mistakes.** Using \`<=\` (a price equal to the limit is *not* below it), and calling \`reduce\` without a start value: on an empty array it throws a \`TypeError\`.
`,
  }),
  defineProblem({
    slug: 'points-leaderboard',
    title: 'Points Leaderboard',
    difficulty: 'easy',
    tags: ['hash maps', 'sorting', 'javascript'],
    modules: ['javascript-fundamentals'],
    statement: `
A quiz app records scoring events: player \`names[i]\` scored \`points[i]\` (a wrong answer can cost points, so some are negative). Build the leaderboard: one line per player, written as \`"Name: total"\`, where \`total\` is the sum of that player's points.

Order the lines by total, **highest first**; players with the same total are ordered by name in ascending character-code order (the order \`<\` uses on strings, so \`"Zoe"\` comes before \`"ada"\`). Names are case-sensitive: \`"ada"\` and \`"Ada"\` are two players.

**Example:** \`names = ["Ada", "Linus", "Ada", "Grace"]\`, \`points = [10, 25, 20, 30]\` → \`["Ada: 30", "Grace: 30", "Linus: 25"]\`.
`,
    constraints: [
      '0 ≤ names.length = points.length ≤ 10,000',
      'names[i] has 1 to 12 ASCII letters (a–z, A–Z)',
      '-1,000 ≤ points[i] ≤ 1,000',
    ],
    limits: {
      names: { length: [0, 10_000], each: { length: [1, 12], chars: /[A-Za-z]/ } },
      points: { length: [0, 10_000], each: { int: [-1_000, 1_000] } },
    },
    relations: [
      {
        rule: 'names.length = points.length',
        holds: (names: unknown[], points: unknown[]) => names.length === points.length,
      },
    ],
    signature: ['leaderboard', 'names: string[]', 'points: int[]'],
    returns: 'string[]',
    js: pointsLeaderboardJs,
    py: pointsLeaderboardPy,
    wrong: [
      {
        why: 'breaks ties by the lower-cased name, not by character code, so "Zoe" lands after "ada"',
        js: mutate(pointsLeaderboardJs, '] < b[0]', '].toLowerCase() < b[0].toLowerCase()'),
        py: mutate(pointsLeaderboardPy, '))', '.lower()))'),
      },
    ],
    samples: [
      [
        [
          ['Ada', 'Linus', 'Ada', 'Grace'],
          [10, 25, 20, 30],
        ],
        ['Ada: 30', 'Grace: 30', 'Linus: 25'],
        'a tie on 30',
      ],
      [
        [
          ['Sam', 'Sam', 'Kim'],
          [15, -20, -1],
        ],
        ['Kim: -1', 'Sam: -5'],
        'negative totals',
      ],
      [[[], []], [], 'no events yet'],
    ],
    hidden: [
      [
        [
          ['Zoe', 'ada', 'Ada'],
          [5, 5, 5],
        ],
        ['Ada: 5', 'Zoe: 5', 'ada: 5'],
        'upper case sorts before lower case',
      ],
      [[['Solo'], [0]], ['Solo: 0'], 'one player with zero'],
      [
        [
          ['Ann', 'Ann', 'Ann'],
          [1000, 1000, -1000],
        ],
        ['Ann: 1000'],
        'one player, many events',
      ],
      [
        [
          ['constructor', 'toString', 'valueOf', 'constructor'],
          [3, 2, 1, 4],
        ],
        ['constructor: 7', 'toString: 2', 'valueOf: 1'],
        'names that an object already has as properties',
      ],
      [
        [
          ['b', 'a', 'c'],
          [0, 0, 0],
        ],
        ['a: 0', 'b: 0', 'c: 0'],
        'all tied',
      ],
      [
        [
          ['y', 'x', 'x'],
          [0, 5, -5],
        ],
        ['x: 0', 'y: 0'],
        'a total that comes back to zero ties with a zero',
      ],
      ...rows(
        [
          [30, WORDS],
          [400, capitalised.concat(WORDS)],
          [2000, capitalised],
        ].map(([n, pool]) => {
          const [names, points] = leaderboardCase(n as number, pool as string[]);
          return [[names, points], leaderboardOracle(names, points)] as Row;
        }),
      ),
      (() => {
        const [names, points] = leaderboardCase(10_000, capitalised.concat(WORDS, ['Q', 'qq', 'QQ']));
        return [[names, points], leaderboardOracle(names, points), '10,000 events'] as Row;
      })() as [never[], never, string],
    ],
    hints: [
      'Collect a running total per name first (a `Map` from name to total), then sort the totals.',
      'Sort with a comparison that looks at the totals first and at the names only when the totals are equal.',
    ],
    editorial: `
**Idea.** One pass adds each event to its player's total in a \`Map\` (a \`dict\` in Python). Then sort the entries: by total descending, and by name ascending when totals tie. Finally turn each entry into \`"Name: total"\`.

**Complexity.** O(n) to total, O(p log p) to sort the p players.

**Common mistakes.** Using a plain object \`{}\` as the map: it already "has" keys such as \`constructor\` and \`toString\` (inherited from \`Object.prototype\`), so \`totals[name] ?? 0\` returns a function for those names; a \`Map\` (or \`Object.create(null)\`) has no such surprises. Also, \`localeCompare\` ignores case differences in its first pass, so it does not give the character-code order asked for here.
`,
  }),

  /* ---------- dom-and-events ---------- */
  defineProblem({
    slug: 'bubbling-listeners',
    title: 'Bubbling Listeners',
    difficulty: 'easy',
    tags: ['dom', 'events', 'trees'],
    modules: ['dom-and-events'],
    statement: `
A page is a tree of nodes. Node \`0\` is the document; for every other node \`i\`, \`parent[i]\` is the node that contains it (\`parent[0]\` is \`-1\`). \`listeners[i]\` lists the names of the click listeners added to node \`i\` with \`addEventListener\`, in the order they were added.

As the lesson explains, a click **bubbles**: the listeners of the clicked node (\`target\`) run first, in the order they were added, then those of its parent, then its grandparent, and so on up to the document. Return the names of the listeners in the order they run. Listeners on nodes that are not on the way up (siblings, children) do not run.

**Example:** document (0) → list (1) → item (2) → button (3):
\`parent = [-1, 0, 1, 2]\`, \`listeners = [["logClicks"], ["deleteItem"], [], ["pressEffect", "trackPress"]]\`, \`target = 3\` → \`["pressEffect", "trackPress", "deleteItem", "logClicks"]\`.
`,
    constraints: [
      '1 ≤ n = parent.length = listeners.length ≤ 1,000',
      'parent[0] = -1 and 0 ≤ parent[i] < i for every i ≥ 1',
      'each name has 1 to 20 ASCII letters and digits; the names on one node are distinct; at most 3,000 names in all',
      '0 ≤ target < n',
    ],
    limits: {
      parent: { length: [1, 1_000], each: { int: [-1, 1_000] } },
      listeners: {
        length: [1, 1_000],
        each: { length: [0, 3_000], each: { length: [1, 20], chars: /[A-Za-z0-9]/ }, distinct: true },
      },
      target: { int: [0, 1_000] },
    },
    relations: [
      {
        rule: 'n = parent.length = listeners.length',
        holds: (parent: unknown[], listeners: unknown[]) => parent.length === listeners.length,
      },
      {
        rule: 'parent[0] = -1 and 0 ≤ parent[i] < i for every i ≥ 1',
        holds: (parent: number[]) => parent.every((p, i) => (i === 0 ? p === -1 : p >= 0 && p < i)),
      },
      {
        rule: 'at most 3,000 names in all',
        holds: (_p: number[], listeners: string[][]) => listeners.flat().length <= 3_000,
      },
      { rule: '0 ≤ target < n', holds: (parent: number[], _l: string[][], target: number) => target < parent.length },
    ],
    signature: ['bubblingOrder', 'parent: int[]', 'listeners: string[][]', 'target: int'],
    returns: 'string[]',
    js: bubblingListenersJs,
    py: bubblingListenersPy,
    wrong: [
      {
        why: 'stops the walk before the document (node 0), so its listeners never run',
        js: mutate(bubblingListenersJs, '!== -1', '> 0'),
        py: mutate(bubblingListenersPy, '!= -1', '> 0'),
      },
    ],
    samples: [
      [
        [[-1, 0, 1, 2], [['logClicks'], ['deleteItem'], [], ['pressEffect', 'trackPress']], 3],
        ['pressEffect', 'trackPress', 'deleteItem', 'logClicks'],
        'a button in a list item',
      ],
      [
        [[-1, 0, 1, 2], [['logClicks'], ['deleteItem'], [], ['pressEffect', 'trackPress']], 1],
        ['deleteItem', 'logClicks'],
        'clicking the list itself',
      ],
      [[[-1, 0, 0], [['root'], ['left'], ['right']], 2], ['right', 'root'], 'a sibling does not hear it'],
    ],
    hidden: [
      [[[-1], [[]], 0], [], 'only the document, no listeners'],
      [[[-1], [['a', 'b', 'c']], 0], ['a', 'b', 'c'], 'the document itself, three listeners in order'],
      [[[-1, 0, 1], [[], [], []], 2], [], 'no listeners anywhere'],
      [[[-1, 0, 0, 1], [['log'], ['log'], ['x'], ['log']], 3], ['log', 'log', 'log'], 'the same name on several nodes'],
      [[[-1, 0, 0, 1, 1], [['top'], ['mid'], ['other'], ['leafA'], ['leafB']], 0], ['top'], 'a click on the document'],
      (() => {
        const parent = Array.from({ length: 1000 }, (_, i) => i - 1);
        const listeners = parent.map((_, i) => (i % 2 === 0 ? [`n${i}`] : []));
        return [[parent, listeners, 999], bubblingOracle(parent, listeners, 999), 'a chain of 1,000 nodes'] as Row;
      })() as [never[], never, string],
      ...rows(
        [
          [10, false],
          [60, true],
          [300, true],
          [1000, false],
          [1000, true],
        ].map(([n, bias]) => {
          const [parent, listeners, target] = bubblingCase(n as number, bias as boolean);
          return [[parent, listeners, target], bubblingOracle(parent, listeners, target)] as Row;
        }),
      ),
    ],
    hints: [
      'Start at the target and follow `parent` until you reach -1.',
      'At each node on the way, append all of its listeners in their stored order.',
    ],
    editorial: `
**Idea.** Bubbling is a walk up the tree: start at \`target\`, append that node's listeners (already in the order they were added), then move to \`parent[node]\`, until the walk leaves the document (\`-1\`).

**Complexity.** O(d + k) for a path of d nodes carrying k listeners.

**Common mistakes.** Reversing the order (the target's listeners run first; the capture phase, which goes top-down, only runs listeners added with \`{ capture: true }\`), and visiting every node of the tree instead of only the target's ancestors.
`,
  }),
  defineProblem({
    slug: 'delegated-click-target',
    title: 'Delegated Click Target',
    difficulty: 'medium',
    tags: ['dom', 'events', 'trees'],
    modules: ['dom-and-events'],
    statement: `
The lesson's **event delegation** puts one click listener on a container (say a list) instead of one on every item. When a click arrives, the listener finds the item that was clicked by walking up from \`event.target\`, as \`event.target.closest('.item')\` does, and it must make sure that item is **inside its own container**.

The page is a tree: node \`0\` is the document and \`parent[i]\` is node \`i\`'s parent (\`parent[0] = -1\`). \`classes[i]\` is node \`i\`'s class attribute: class names separated by one or more spaces (it may be empty). The listener sits on node \`container\`. For each click target in \`clicks\`, return:
- the nearest node, starting at the target itself and walking up, that lies **strictly inside** \`container\` and has \`className\` among its class names (a whole name: \`"item-count"\` is not \`"item"\`);
- \`-1\` when no such node exists before the walk reaches \`container\` (this includes a click on the container itself), or when the target is not inside \`container\` at all (the listener never runs).

**Example:** \`parent = [-1, 0, 1, 2, 2, 1, 5]\`, \`classes = ["", "todo-list", "item", "label", "delete", "item done", "delete"]\`, \`container = 1\`, \`className = "item"\`, \`clicks = [3, 4, 6, 1, 0]\` → \`[2, 2, 5, -1, -1]\`.
`,
    constraints: [
      '1 ≤ n = parent.length = classes.length ≤ 1,000',
      'parent[0] = -1 and 0 ≤ parent[i] < i for every i ≥ 1',
      'classes[i] has 0 to 60 characters: lowercase letters, digits, "-" and spaces',
      'className has 1 to 20 lowercase letters, digits and "-"',
      '0 ≤ container < n; 0 ≤ clicks.length ≤ 1,000; 0 ≤ clicks[j] < n',
    ],
    limits: {
      parent: { length: [1, 1_000], each: { int: [-1, 1_000] } },
      classes: { length: [1, 1_000], each: { length: [0, 60], chars: /[a-z0-9 -]/ } },
      container: { int: [0, 1_000] },
      className: { length: [1, 20], chars: /[a-z0-9-]/ },
      clicks: { length: [0, 1_000], each: { int: [0, 1_000] } },
    },
    relations: [
      {
        rule: 'n = parent.length = classes.length',
        holds: (parent: unknown[], classes: unknown[]) => parent.length === classes.length,
      },
      {
        rule: 'parent[0] = -1 and 0 ≤ parent[i] < i for every i ≥ 1',
        holds: (parent: number[]) => parent.every((p, i) => (i === 0 ? p === -1 : p >= 0 && p < i)),
      },
      {
        rule: 'container < n and every click < n',
        holds: (parent: number[], _c: string[], container: number, _n: string, clicks: number[]) =>
          container < parent.length && clicks.every((c) => c < parent.length),
      },
    ],
    signature: [
      'delegatedTargets',
      'parent: int[]',
      'classes: string[]',
      'container: int',
      'className: string',
      'clicks: int[]',
    ],
    returns: 'int[]',
    js: delegatedClickTargetJs,
    py: delegatedClickTargetPy,
    wrong: [
      {
        why: 'matches the class name as a substring, so "item-count" counts as "item"',
        js: mutate(delegatedClickTargetJs, "split(' ').", ''),
        py: mutate(delegatedClickTargetPy, '.split()', ''),
      },
    ],
    samples: [
      [
        [
          [-1, 0, 1, 2, 2, 1, 5],
          ['', 'todo-list', 'item', 'label', 'delete', 'item done', 'delete'],
          1,
          'item',
          [3, 4, 6, 1, 0],
        ],
        [2, 2, 5, -1, -1],
        'a to-do list',
      ],
      [
        [[-1, 0, 1, 2], ['', 'item', 'list', 'label'], 2, 'item', [3]],
        [-1],
        'a matching ancestor outside the container does not count',
      ],
      [
        [[-1, 0, 1, 1], ['', 'list', 'item-count', 'items  item'], 1, 'item', [2, 3]],
        [-1, 3],
        'whole class names only',
      ],
    ],
    hidden: [
      [[[-1], [''], 0, 'item', [0]], [-1], 'a click on the container itself'],
      [[[-1], ['item'], 0, 'item', [0, 0]], [-1, -1], 'the container has the class, but is not inside itself'],
      [[[-1, 0, 1], ['', 'list', 'item'], 1, 'item', []], [], 'no clicks'],
      [[[-1, 0, 0, 2], ['', 'list', 'item', 'label'], 1, 'item', [3, 2]], [-1, -1], 'clicks in another branch'],
      [
        [[-1, 0, 1, 2, 3], ['', 'list', 'item outer', 'item inner', 'icon'], 1, 'item', [4, 3, 2]],
        [3, 3, 2],
        'nested items: the nearest wins',
      ],
      [[[-1, 0, 1, 2], ['', 'list', '  item   done ', ''], 1, 'item', [3]], [2], 'extra spaces in a class attribute'],
      [[[-1, 0, 1, 2], ['', 'list', 'itemx', 'xitem'], 1, 'item', [3]], [-1], 'names that only contain the class'],
      (() => {
        const parent = Array.from({ length: 1000 }, (_, i) => i - 1);
        const classes = parent.map((_, i) => (i === 3 ? 'item' : 'row'));
        const clicks = [999, 998, 500, 3, 2, 1, 0];
        return [
          [parent, classes, 1, 'item', clicks],
          delegatedOracle(parent, classes, 1, 'item', clicks),
          'a chain of 1,000 nodes',
        ] as Row;
      })() as [never[], never, string],
      ...rows(
        [
          [12, 20],
          [80, 100],
          [400, 500],
          [1000, 1000],
        ].map(([n, count]) => {
          const args = delegatedCase(n, count);
          return [args, delegatedOracle(...args)] as Row;
        }),
      ),
    ],
    hints: [
      'Walk up from the target. Remember the first node with the class, but keep walking: you still need to know whether the walk passes through the container.',
      'Split the class attribute on spaces and compare whole names, ignoring the empty pieces.',
    ],
    editorial: `
**Idea.** For each click, walk from the target towards the document. Remember the first node whose class list contains \`className\`. If the walk meets \`container\`, answer what you remembered (or \`-1\`); if it reaches the document without meeting \`container\`, the click happened elsewhere and the answer is \`-1\`. Stopping *at* the container (without looking at it) is what keeps a matching ancestor outside the list from being picked, the same reason real delegation code checks \`container.contains(item)\` after \`closest\`.

**Complexity.** O(c · d) for c clicks and a tree depth of d.

**Common mistakes.** Matching substrings (\`"item-count"\` is not \`"item"\`; in the DOM, use \`classList.contains\` or \`matches\`), returning a match found above the container, and splitting on a single space without dropping the empty pieces that repeated spaces leave.
`,
  }),

  /* ---------- async-javascript ---------- */
  defineProblem({
    slug: 'event-loop-order',
    title: 'Event Loop Order',
    difficulty: 'easy',
    tags: ['async', 'event loop', 'simulation'],
    modules: ['async-javascript'],
    statement: `
The lesson sums the event loop up in one sentence: synchronous code runs to completion first; then queued promise callbacks (microtasks) run; only after them do timer callbacks like \`setTimeout\` (tasks) run. Within each kind, callbacks run in the order they were queued.

A script is a list of steps, each a kind and a label:
- \`"log X"\` is \`console.log('X')\`, run immediately;
- \`"promise X"\` is \`Promise.resolve().then(() => console.log('X'))\`;
- \`"timeout X"\` is \`setTimeout(() => console.log('X'), 0)\`.

Return the labels in the order they are printed.

**Example:** \`["timeout A", "log B", "promise C", "log D"]\` → \`["B", "D", "C", "A"]\`.
`,
    constraints: [
      '0 ≤ steps.length ≤ 1,000',
      'each step is "log", "promise" or "timeout", one space, and a label of 1 to 10 ASCII letters and digits',
    ],
    limits: { steps: { length: [0, 1_000], each: { pattern: /^(log|promise|timeout) [A-Za-z0-9]{1,10}$/ } } },
    signature: ['eventLoopOrder', 'steps: string[]'],
    returns: 'string[]',
    js: eventLoopOrderJs,
    py: `
def event_loop_order(steps):
    queued = {'log': [], 'promise': [], 'timeout': []}
    for step in steps:
        kind, label = step.split(' ')
        queued[kind].append(label)
    return queued['log'] + queued['promise'] + queued['timeout']`,
    wrong: [
      {
        why: 'runs the setTimeout callbacks before the promise callbacks',
        js: mutate(eventLoopOrderJs, 'promise, ...queued.timeout', 'timeout, ...queued.promise'),
        py: `
def event_loop_order(steps):
    queued = {'log': [], 'promise': [], 'timeout': []}
    for step in steps:
        kind, label = step.split(' ')
        queued[kind].append(label)
    return queued['log'] + queued['timeout'] + queued['promise']`,
      },
    ],
    samples: [
      [[['timeout A', 'log B', 'promise C', 'log D']], ['B', 'D', 'C', 'A'], 'one of each kind'],
      [[['timeout t1', 'timeout t2', 'promise p1']], ['p1', 't1', 't2'], 'the promise overtakes both timers'],
      [[['log start', 'log end']], ['start', 'end'], 'only synchronous code'],
    ],
    hidden: [
      [[[]], [], 'an empty script'],
      [[['timeout x']], ['x'], 'one timer'],
      [[['promise a', 'promise b', 'promise c']], ['a', 'b', 'c'], 'promises keep their order'],
      [[['promise 1', 'log 2', 'timeout 3', 'log 4', 'promise 5', 'timeout 6']], ['2', '4', '1', '5', '3', '6']],
      [[['log A', 'promise A', 'timeout A']], ['A', 'A', 'A'], 'the same label three times'],
      ...rows(
        [30, 300].map((n) => {
          const steps = eventLoopCase(n);
          return [[steps], eventLoopOracle(steps)] as Row;
        }),
      ),
      (() => {
        const steps = eventLoopCase(1000);
        return [[steps], eventLoopOracle(steps), '1,000 steps'] as Row;
      })() as [never[], never, string],
    ],
    hints: [
      'You never have to run anything: sort the labels into three queues as you read the script.',
      'Print the synchronous queue, then the promise queue, then the timer queue.',
    ],
    editorial: `
**Idea.** Read the script once and drop each label into one of three lists by its kind, keeping their order. The output is the \`log\` list, then the \`promise\` list (microtasks run as soon as the synchronous code finishes), then the \`timeout\` list (a task runs only when the microtask queue is empty, even with a delay of 0).

**Complexity.** O(n) time and memory.

**Common mistake.** Thinking \`setTimeout(fn, 0)\` runs "right away": it always waits until the current script and every queued microtask are done.
`,
  }),
  defineProblem({
    slug: 'request-pool-order',
    title: 'Request Pool Order',
    difficulty: 'medium',
    tags: ['async', 'simulation', 'heap'],
    modules: ['async-javascript'],
    statement: `
\`Promise.all\` starts every request at once. A page that has to fetch many things is kinder to the server with a **pool**: at most \`limit\` requests are in flight at the same time.

The pool starts requests in index order. At time 0 it starts the first \`limit\` requests (or all, if there are fewer). Request \`i\` takes \`durations[i]\` milliseconds. Whenever requests finish, the freed slots immediately start the next waiting requests, at that same moment.

Return the indices of the requests in the order they finish. Requests that finish at the same moment are listed by increasing index.

**Example:** \`durations = [300, 100, 200, 100]\`, \`limit = 2\` → \`[1, 0, 2, 3]\`. Requests 0 and 1 start at 0. Request 1 finishes at 100 and request 2 starts (it ends at 300). At 300 both 0 and 2 finish (0 is listed first), and request 3 starts; it finishes at 400.
`,
    constraints: ['0 ≤ durations.length ≤ 2,000', '1 ≤ durations[i] ≤ 1,000,000', '1 ≤ limit ≤ 100'],
    limits: { durations: { length: [0, 2_000], each: { int: [1, 1_000_000] } }, limit: { int: [1, 100] } },
    signature: ['poolFinishOrder', 'durations: int[]', 'limit: int'],
    returns: 'int[]',
    js: requestPoolOrderJs,
    py: requestPoolOrderPy,
    wrong: [
      {
        why: 'off by one on the pool size: lets limit + 1 requests run at once (<= limit)',
        js: mutate(requestPoolOrderJs, '< limit', '<= limit'),
        py: mutate(requestPoolOrderPy, ') <', ') <='),
      },
    ],
    samples: [
      [[[300, 100, 200, 100], 2], [1, 0, 2, 3], 'two at a time'],
      [[[50, 20, 40], 5], [1, 2, 0], 'a limit above the count: like Promise.all'],
      [[[50, 20, 40], 1], [0, 1, 2], 'one at a time: index order'],
    ],
    hidden: [
      [[[], 3], [], 'nothing to fetch'],
      [[[7], 1], [0], 'one request'],
      [[[10, 10, 10, 10], 2], [0, 1, 2, 3], 'equal durations'],
      [[[5, 5, 5, 1, 1, 1], 3], [0, 1, 2, 3, 4, 5], 'three finish together, three start together'],
      [[[1_000_000, 1, 1, 1], 2], [1, 2, 3, 0], 'one slow request and a busy second slot'],
      [[[3, 1, 2], 2], [1, 0, 2], 'a late start that ends with an earlier one'],
      ...rows(
        [
          [20, 3, 100],
          [200, 10, 1000],
          [1000, 7, 1_000_000],
          [2000, 100, 50],
          [2000, 1, 1_000_000],
        ].map(([n, limit, most]) => {
          const durations = intsIn(random, n, 1, most);
          return [[durations, limit], poolOracle(durations, limit)] as Row;
        }),
      ),
    ],
    hints: [
      'Simulate: keep the running requests with the time each one ends, and repeatedly jump to the earliest end.',
      'Finish every request that ends at that moment before starting new ones; a new request always ends later.',
    ],
    editorial: `
**Idea.** An event simulation. Keep the running requests as (end time, index) pairs. Repeatedly take the smallest end time \`now\`, finish every request ending at \`now\` (in index order), then start waiting requests at \`now\` until \`limit\` are running again. A min-heap ordered by (end, index) gives the next finisher in O(log limit); with at most 100 running, a linear scan is fine too.

**Complexity.** O(n log limit) with a heap, O(n · limit) with a scan.

**Common mistakes.** Starting a new request before finishing everything that ends at the same moment, and sorting the tied finishers by duration or start time instead of by index.
`,
  }),

  /* ---------- typescript-basics ---------- */
  defineProblem({
    slug: 'name-the-type',
    title: 'Name the Type',
    difficulty: 'easy',
    tags: ['typescript', 'narrowing'],
    modules: ['typescript-basics'],
    statement: `
Data that comes from outside your program (an API response, \`JSON.parse\`) has the type \`unknown\` until you check it. As in the lesson's **narrowing** example, you check a value's kind before you use it, but \`typeof\` alone is not enough: \`typeof null\` is \`'object'\`, and arrays are objects too.

For each value in \`values\`, return the name of its kind: \`"string"\`, \`"number"\`, \`"boolean"\`, \`"null"\`, \`"array"\` or \`"object"\`.

**Example:** \`["hi", 42, true, null, [1, 2], {"id": 7}]\` → \`["string", "number", "boolean", "null", "array", "object"]\`.
`,
    constraints: [
      '0 ≤ values.length ≤ 1,000',
      'every value is JSON: a string, a finite number, true, false, null, an array or an object, nested at most 4 levels',
    ],
    limits: { values: { length: [0, 1_000], each: { json: { depth: 4 } } } },
    signature: ['typeNames', 'values: json[]'],
    returns: 'string[]',
    js: `
  return values.map((value) => {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'array';
    return typeof value;
  });`,
    py: nameTheTypePy,
    wrong: [
      {
        why: 'forgets that arrays are objects too, so an array is named "object"',
        js: `
  return values.map((value) => {
    if (value === null) return 'null';
    return typeof value;
  });`,
        py: mutate(
          nameTheTypePy,
          `if isinstance(value, list):
            return 'array'
        return 'object'`,
          "return 'object'",
        ),
      },
    ],
    samples: [
      [
        [['hi', 42, true, null, [1, 2], { id: 7 }]],
        ['string', 'number', 'boolean', 'null', 'array', 'object'],
        'one of each',
      ],
      [[[false, 0, '', [], {}]], ['boolean', 'number', 'string', 'array', 'object'], 'the falsy and the empty'],
      [[['null', 'true', '42']], ['string', 'string', 'string'], 'strings that look like other values'],
    ],
    hidden: [
      [[[]], [], 'no values'],
      [[[null]], ['null'], 'only null'],
      [[[-3.5, 1e21, 0.1]], ['number', 'number', 'number'], 'numbers of every shape'],
      [[[[null], { a: null }]], ['array', 'object'], 'null inside containers'],
      [[[[[[[]]]], { a: { b: { c: [] } } }]], ['array', 'object'], 'nested deeply'],
      [[[true, 1, 'true', [true]]], ['boolean', 'number', 'string', 'array'], 'true is not the number 1'],
      [[['ünïcödé ✓', '']], ['string', 'string'], 'unicode and empty strings'],
      (() => {
        const samples: unknown[] = ['x', 3, false, null, [1], { k: 'v' }];
        const names = ['string', 'number', 'boolean', 'null', 'array', 'object'];
        const picks = Array.from({ length: 1000 }, () => intIn(random, 0, 5));
        return [[picks.map((k) => samples[k])], picks.map((k) => names[k]), '1,000 values'] as Row;
      })() as [never[], never, string],
      (() => {
        const picks = Array.from({ length: 200 }, () => intIn(random, 0, 2));
        const values = picks.map((k) =>
          k === 0 ? intIn(random, -5, 5) : k === 1 ? intIn(random, 0, 1) === 1 : `${intIn(random, 0, 9)}`,
        );
        return [[values], picks.map((k) => ['number', 'boolean', 'string'][k])] as Row;
      })() as [never[], never],
    ],
    hints: [
      'Check the two special cases before you ask `typeof`: `null`, and arrays (`Array.isArray`).',
      'In Python, `True` is also an `int`: test for `bool` before you test for numbers.',
    ],
    editorial: `
**Idea.** Narrow step by step, handling the exceptions first: \`value === null\` gives \`"null"\`, \`Array.isArray(value)\` gives \`"array"\`, and for everything left \`typeof\` already returns one of \`"string"\`, \`"number"\`, \`"boolean"\` or \`"object"\`. In TypeScript, each check narrows the \`unknown\` value for the code after it.

**Complexity.** O(n): each value is looked at once (the checks never walk inside arrays or objects).

**Common mistakes.** Forgetting that \`typeof null === 'object'\` and that \`typeof [] === 'object'\`; in Python, \`isinstance(True, int)\` is \`True\`, so a boolean check must come first.
`,
  }),
  defineProblem({
    slug: 'validate-user-shape',
    title: 'Validate a User',
    difficulty: 'medium',
    tags: ['typescript', 'narrowing', 'validation'],
    modules: ['typescript-basics'],
    statement: `
TypeScript types do not exist at runtime, so a value that arrives from an API has to be checked before you can trust it to be the lesson's \`User\`:

\`\`\`typescript
interface User {
  id: number;
  name: string;
  email?: string;
}
\`\`\`

Write \`userErrors(value)\`, which returns the list of problems with \`value\` (an empty list when it is a valid \`User\`):
1. If \`value\` is not an object (it is \`null\`, an array, a string, a number or a boolean), return just \`["expected an object"]\`.
2. \`id\`: \`"id is required"\` when the key is missing, \`"id must be a number"\` when its value is not a number.
3. \`name\`: \`"name is required"\` when missing, \`"name must be a string"\` when not a string.
4. \`email\` is optional: \`"email must be a string"\` when the key is present and its value is not a string (\`null\` is not a string).
5. Every other key gives \`"unknown field KEY"\` (with the key's name), in ascending character-code order of the keys.

The messages come in the order of the rules above.

**Example:** \`{"id": "7", "name": "Ada", "admin": true}\` → \`["id must be a number", "unknown field admin"]\`.
`,
    constraints: [
      'value is a JSON value nested at most 4 levels',
      'object keys have 1 to 20 ASCII letters, digits and "_"',
      'an object has at most 20 keys',
    ],
    limits: { value: { json: { depth: 4, keys: [0, 20], key: { length: [1, 20], chars: /[A-Za-z0-9_]/ } } } },
    signature: ['userErrors', 'value: json'],
    returns: 'string[]',
    js: validateUserShapeJs,
    py: validateUserShapePy,
    wrong: [
      {
        why: 'reports the unknown keys in the order they appear instead of sorting them',
        js: mutate(validateUserShapeJs, '.sort()', ''),
        py: mutate(validateUserShapePy, 'sorted(value)', 'value'),
      },
    ],
    samples: [
      [
        [{ id: '7', name: 'Ada', admin: true }],
        ['id must be a number', 'unknown field admin'],
        'a string id and an extra key',
      ],
      [[{ id: 1, name: 'Grace', email: 'grace@example.com' }], [], 'a valid user'],
      [[null], ['expected an object'], 'null is not an object here'],
    ],
    hidden: [
      [[{ id: 2, name: 'Linus' }], [], 'valid without the optional email'],
      [[{}], ['id is required', 'name is required'], 'an empty object'],
      [[[{ id: 1, name: 'Ada' }]], ['expected an object'], 'an array of users'],
      [['{"id":1,"name":"Ada"}'], ['expected an object'], 'JSON text that was never parsed'],
      [[42], ['expected an object'], 'a number'],
      [[false], ['expected an object'], 'a boolean'],
      [[{ id: 0, name: '' }], [], 'falsy but valid values'],
      [[{ id: true, name: 'Ada' }], ['id must be a number'], 'true is not a number'],
      [[{ id: 3, name: null, email: null }], ['name must be a string', 'email must be a string'], 'null values'],
      [[{ id: 3.5, name: ['A', 'da'] }], ['name must be a string'], 'a list is not a string'],
      [
        [{ zeta: 1, Beta: 2, id: 1, name: 'x', _meta: {}, alpha: 3, a1: null }],
        ['unknown field Beta', 'unknown field _meta', 'unknown field a1', 'unknown field alpha', 'unknown field zeta'],
        'unknown keys in character-code order',
      ],
      [
        [{ ID: 1, Name: 'Ada' }],
        ['id is required', 'name is required', 'unknown field ID', 'unknown field Name'],
        'keys are case-sensitive',
      ],
      [[{ id: 9, name: 'Ünïcode ✓', email: '' }], [], 'unicode name and an empty email'],
    ],
    hints: [
      'First rule out everything that is not a plain object: `null` and arrays both have `typeof` equal to "object".',
      'Check whether a key is present separately from checking the type of its value.',
    ],
    editorial: `
**Idea.** Narrow the \`unknown\` value in steps. Reject non-objects first (remember that \`null\` and arrays are \`'object'\` to \`typeof\`). Then, for each known field, distinguish *missing* (the key is absent: \`Object.hasOwn\`/\`in\`, or \`key in dict\` in Python) from *wrong type* (\`typeof\`). Finally list the keys that are not \`id\`, \`name\` or \`email\`, sorted. This is what schema libraries such as Zod do for you, with the same rules.

**Complexity.** O(k log k) for an object with k keys (the sort).

**Common mistakes.** Using truthiness (\`if (!value.id)\`) rejects the valid \`id: 0\` and \`name: ""\`; in Python, \`isinstance(True, int)\` is \`True\`, so \`id: true\` must be caught explicitly.
`,
  }),

  /* ---------- react-fundamentals ---------- */
  defineProblem({
    slug: 'push-or-spread',
    title: 'Push or Spread',
    difficulty: 'easy',
    tags: ['react', 'state', 'simulation'],
    modules: ['react-fundamentals'],
    statement: `
A component keeps a list in state, \`const [items, setItems] = useState([])\`, and shows \`items.join(', ')\` on screen (an empty list shows \`""\`). As the lesson says, React compares the new state with the current one using \`Object.is\` and **skips the re-render when it is the same object**. When React does re-render, the screen shows the list's current contents.

Each update is one of:
- \`"push X"\`: the mistake: \`items.push('X')\`, then \`setItems(items)\` (the same array object, now changed);
- \`"spread X"\`: \`setItems([...items, 'X'])\`;
- \`"remove X"\`: \`setItems(items.filter((item) => item !== 'X'))\` (\`filter\` always returns a new array);
- \`"clear"\`: \`setItems([])\`.

Return what the screen shows after each update.

**Example:** \`["push a", "push b", "spread c", "remove z", "clear", "push d"]\` → \`["", "", "a, b, c", "a, b, c", "", ""]\`. The pushes change the array but nothing re-renders; \`spread c\` copies \`a\` and \`b\` into a new array, so all three appear; \`remove z\` removes nothing but still makes a new array.
`,
    constraints: [
      '0 ≤ updates.length ≤ 200',
      'each update is "clear", or "push", "spread" or "remove", one space, and an item of 1 to 8 lowercase letters',
    ],
    limits: { updates: { length: [0, 200], each: { pattern: /^(clear|(push|spread|remove) [a-z]{1,8})$/ } } },
    signature: ['screenAfterUpdates', 'updates: string[]'],
    returns: 'string[]',
    js: `
  let items = [];
  let screen = '';
  const shown = [];
  for (const update of updates) {
    const [kind, item] = update.split(' ');
    if (kind === 'push') {
      items.push(item);
    } else {
      if (kind === 'spread') items = [...items, item];
      else if (kind === 'remove') items = items.filter((x) => x !== item);
      else items = [];
      screen = items.join(', ');
    }
    shown.push(screen);
  }
  return shown;`,
    py: `
def screen_after_updates(updates):
    items = []
    screen = ''
    shown = []
    for update in updates:
        kind, _, item = update.partition(' ')
        if kind == 'push':
            items.append(item)
        else:
            if kind == 'spread':
                items = items + [item]
            elif kind == 'remove':
                items = [x for x in items if x != item]
            else:
                items = []
            screen = ', '.join(items)
        shown.append(screen)
    return shown`,
    wrong: [
      {
        why: 'treats a push like any other update and re-renders, ignoring that the array object is the same',
        js: `
  let items = [];
  const shown = [];
  for (const update of updates) {
    const [kind, item] = update.split(' ');
    if (kind === 'push') items.push(item);
    else if (kind === 'spread') items = [...items, item];
    else if (kind === 'remove') items = items.filter((x) => x !== item);
    else items = [];
    shown.push(items.join(', '));
  }
  return shown;`,
        py: `
def screen_after_updates(updates):
    items = []
    shown = []
    for update in updates:
        kind, _, item = update.partition(' ')
        if kind == 'push':
            items.append(item)
        elif kind == 'spread':
            items = items + [item]
        elif kind == 'remove':
            items = [x for x in items if x != item]
        else:
            items = []
        shown.append(', '.join(items))
    return shown`,
      },
    ],
    samples: [
      [
        [['push a', 'push b', 'spread c', 'remove z', 'clear', 'push d']],
        ['', '', 'a, b, c', 'a, b, c', '', ''],
        "the lesson's bug and its fix",
      ],
      [[['spread milk', 'spread eggs', 'remove milk']], ['milk', 'milk, eggs', 'eggs'], 'only new arrays'],
      [[['push x', 'push y']], ['', ''], 'pushing never shows'],
    ],
    hidden: [
      [[[]], [], 'no updates'],
      [[['clear']], [''], 'clearing an empty list still re-renders an empty screen'],
      [[['spread a', 'push b', 'push c']], ['a', 'a', 'a'], 'pushes after a render stay hidden'],
      [[['spread a', 'push b', 'clear', 'spread c']], ['a', 'a', '', 'c'], 'clear drops the hidden push'],
      [[['push a', 'remove b']], ['', 'a'], 'remove of a missing item still copies'],
      [[['spread a', 'spread a', 'spread b', 'remove a']], ['a', 'a, a', 'a, a, b', 'b'], 'remove takes every copy'],
      [[['push a', 'push a', 'remove a', 'push b']], ['', '', '', ''], 'removing the pushed items'],
      ...rows(
        [20, 80, 200].map((n) => {
          const updates = Array.from({ length: n }, () => {
            const kind = pick(['push', 'push', 'spread', 'spread', 'remove', 'clear']);
            return kind === 'clear' ? 'clear' : `${kind} ${pick(['ab', 'cd', 'milk', 'eggs', 'tea'])}`;
          });
          // Oracle: state as a list plus a "rendered" snapshot taken only when the object changes.
          const shown: string[] = [];
          let state: string[] = [];
          let rendered = '';
          for (const u of updates) {
            const [kind, item] = u.split(' ');
            let next = state;
            if (kind === 'push') state.push(item);
            else if (kind === 'spread') next = state.concat([item]);
            else if (kind === 'remove') next = state.filter((x) => x !== item);
            else next = [];
            if (!Object.is(next, state)) rendered = next.join(', ');
            state = next;
            shown.push(rendered);
          }
          return [[updates], shown] as Row;
        }),
      ),
    ],
    hints: [
      'Keep two things: the array itself (which a push changes) and the text that was last rendered.',
      'Only the updates that pass a new array change the rendered text.',
    ],
    editorial: `
**Idea.** Simulate React's rule. Keep the current array and the last rendered text. A \`push\` changes the array in place and passes the *same* object to the setter, so \`Object.is\` says "unchanged" and the screen keeps its old text. \`spread\`, \`filter\` and \`[]\` always create a new array, so React re-renders and the screen shows everything the array holds, including items pushed earlier.

**Complexity.** O(u · m) for u updates on a list of up to m items (each new array is a copy).

**Common mistakes.** Treating \`remove\` of a missing item or \`clear\` of an empty list as "no change": they pass new arrays, and \`Object.is([], [])\` is \`false\`.
`,
  }),
  defineProblem({
    slug: 'index-keys-checkboxes',
    title: 'Index Keys and Checkboxes',
    difficulty: 'easy',
    tags: ['react', 'lists', 'keys'],
    modules: ['react-fundamentals'],
    statement: `
A to-do list renders one row per to-do, and each row has a checkbox that keeps its own state (React state, or an uncontrolled input). Between renders, React matches rows by their \`key\`: a row whose key was already on screen keeps its state; a row with a new key starts fresh (unchecked). This is why the lesson warns against array indexes as keys.

\`oldIds\` is the list before the change, and \`checkedIds\` are the to-dos whose boxes the user ticked. The list then becomes \`newIds\`. With \`keyBy = "id"\` each row's key is its to-do's id; with \`keyBy = "index"\` the key is its position in the list. Return the ids of the rows in \`newIds\` that **show a ticked box**, in the order of \`newIds\`.

**Example:** \`oldIds = ["a", "b", "c"]\`, \`checkedIds = ["a"]\`, \`newIds = ["z", "a", "b", "c"]\` (a to-do added at the top):
- \`keyBy = "id"\` → \`["a"]\`: the tick stays with to-do a;
- \`keyBy = "index"\` → \`["z"]\`: the row with key 0 kept its tick, and it now shows to-do z.
`,
    constraints: [
      '0 ≤ oldIds.length, newIds.length ≤ 1,000',
      'ids have 1 to 10 ASCII letters and digits and are distinct within each list',
      'checkedIds holds distinct ids taken from oldIds',
      'keyBy is "id" or "index"',
    ],
    limits: {
      oldIds: { length: [0, 1_000], each: { length: [1, 10], chars: /[A-Za-z0-9]/ }, distinct: true },
      checkedIds: { length: [0, 1_000], each: { length: [1, 10], chars: /[A-Za-z0-9]/ }, distinct: true },
      newIds: { length: [0, 1_000], each: { length: [1, 10], chars: /[A-Za-z0-9]/ }, distinct: true },
      keyBy: { oneOf: ['id', 'index'] },
    },
    relations: [
      {
        rule: 'checkedIds holds ids taken from oldIds',
        holds: (oldIds: string[], checkedIds: string[]) => checkedIds.every((id) => oldIds.includes(id)),
      },
    ],
    signature: ['checkedRows', 'oldIds: string[]', 'checkedIds: string[]', 'newIds: string[]', 'keyBy: string'],
    returns: 'string[]',
    js: indexKeysCheckboxesJs,
    py: indexKeysCheckboxesPy,
    wrong: [
      {
        why: 'with index keys, reports the old to-do that was ticked at a position instead of the new one the row now shows',
        js: mutate(
          indexKeysCheckboxesJs,
          'newIds.filter((_, i) => i < oldIds',
          'oldIds.filter((id, i) => i < newIds',
          'oldIds[i]',
          'id',
        ),
        py: mutate(
          indexKeysCheckboxesPy,
          'new_ids[',
          'old_ids[',
          'new_ids)',
          'old_ids)',
          'old_ids) and',
          'new_ids) and',
        ),
      },
    ],
    samples: [
      [[['a', 'b', 'c'], ['a'], ['z', 'a', 'b', 'c'], 'id'], ['a'], 'added at the top, keyed by id'],
      [[['a', 'b', 'c'], ['a'], ['z', 'a', 'b', 'c'], 'index'], ['z'], 'added at the top, keyed by index'],
      [[['a', 'b', 'c'], ['b'], ['a', 'c'], 'index'], ['c'], 'removed from the middle, keyed by index'],
    ],
    hidden: [
      [[['a', 'b', 'c'], ['b'], ['a', 'c'], 'id'], [], 'the ticked to-do was removed'],
      [[[], [], ['x', 'y'], 'index'], [], 'a list that was empty'],
      [[['a', 'b'], ['a', 'b'], [], 'id'], [], 'everything removed'],
      [[['a', 'b', 'c'], ['a', 'c'], ['c', 'b', 'a'], 'id'], ['c', 'a'], 'reversed, by id'],
      [
        [['a', 'b', 'c'], ['a', 'c'], ['c', 'b', 'a'], 'index'],
        ['c', 'a'],
        'reversed, by index: by luck the same rows',
      ],
      [[['a', 'b', 'c'], ['a'], ['b', 'c', 'a'], 'index'], ['b'], 'rotated, by index'],
      [[['a', 'b'], ['b'], ['a', 'b', 'c', 'd'], 'index'], ['b'], 'added at the end: index keys are harmless here'],
      [[['t1', 'T1'], ['T1'], ['T1', 't1'], 'id'], ['T1'], 'ids are case-sensitive'],
      ...rows(
        ['id', 'index', 'index'].map((keyBy, k) => {
          const n = [50, 300, 1000][k];
          const oldIds = Array.from({ length: n }, (_, i) => `t${i}`);
          const checkedIds = oldIds.filter(() => intIn(random, 0, 2) === 0);
          const newIds = oldIds.filter(() => intIn(random, 0, 4) !== 0);
          newIds.splice(intIn(random, 0, newIds.length), 0, 'fresh1', 'fresh2');
          const ticked = new Set(checkedIds);
          const expected = newIds.filter((id, i) => (keyBy === 'id' ? ticked.has(id) : ticked.has(oldIds[i] ?? '')));
          return [[oldIds, checkedIds, newIds, keyBy], expected] as Row;
        }),
      ),
    ],
    hints: [
      'With id keys, the state follows the to-do; with index keys, it follows the position.',
      'With index keys, row i of the new list is ticked exactly when row i of the old list was ticked.',
    ],
    editorial: `
**Idea.** Think of the state as stored *under the key*. With id keys, a ticked to-do stays ticked wherever it moves, and a removed one takes its tick with it: keep the new ids that were ticked. With index keys, position i keeps whatever position i had: the new row i is ticked when the old row i existed and was ticked, whichever to-do it now shows.

**Complexity.** O(n) with a set of the ticked ids.

**Common mistake.** Believing index keys are fine because the list "looks right": the text updates from props, but each row's own state (a tick, typed text, focus) stays at its position, so inserting at the top or removing from the middle moves the ticks to other to-dos. Appending at the end is the one change where index keys do no harm.
`,
  }),

  /* ---------- frontend-testing ---------- */
  defineProblem({
    slug: 'get-by-role',
    title: 'Get By Role',
    difficulty: 'easy',
    tags: ['testing', 'arrays'],
    modules: ['frontend-testing'],
    statement: `
Testing Library finds elements the way users do: by **role** and **accessible name**, as the lesson's \`screen.getByRole('button', { name: ... })\`. Here the page is given as three lists of the same length: element \`i\` has role \`roles[i]\`, accessible name \`names[i]\`, and \`hidden[i]\` is \`true\` when it is hidden from the accessibility tree (for example with \`display: none\`); \`getByRole\` ignores hidden elements by default.

Return the index of **the one** element that is not hidden, has exactly the role \`role\` and exactly the name \`name\` (case-sensitive). When no element matches, \`getByRole\` throws "Unable to find…": return \`-1\`. When more than one matches, it throws "Found multiple elements…": return \`-2\`.

**Example:** \`roles = ["heading", "button", "button", "textbox"]\`, \`names = ["Cart", "Add to cart", "Remove", "Email"]\`, \`hidden = [false, false, false, false]\`, \`role = "button"\`, \`name = "Remove"\` → \`2\`.
`,
    constraints: [
      '0 ≤ roles.length = names.length = hidden.length ≤ 1,000',
      'roles[i] and role have 1 to 20 lowercase letters (ARIA role names such as button, link, heading, textbox)',
      'names[i] and name have 0 to 50 characters (any Unicode text)',
    ],
    limits: {
      roles: { length: [0, 1_000], each: { length: [1, 20], chars: /[a-z]/ } },
      names: { length: [0, 1_000], each: { length: [0, 50] } },
      hidden: { length: [0, 1_000], each: { bool: true } },
      role: { length: [1, 20], chars: /[a-z]/ },
      name: { length: [0, 50] },
    },
    relations: [
      {
        rule: 'roles.length = names.length = hidden.length',
        holds: (roles: string[], names: string[], hidden: boolean[]) =>
          roles.length === names.length && names.length === hidden.length,
      },
    ],
    signature: ['getByRole', 'roles: string[]', 'names: string[]', 'hidden: bool[]', 'role: string', 'name: string'],
    returns: 'int',
    js: `
  let found = -1;
  for (let i = 0; i < roles.length; i++) {
    if (hidden[i] || roles[i] !== role || names[i] !== name) continue;
    if (found !== -1) return -2;
    found = i;
  }
  return found;`,
    py: `
def get_by_role(roles, names, hidden, role, name):
    matches = [
        i for i in range(len(roles))
        if not hidden[i] and roles[i] == role and names[i] == name
    ]
    if not matches:
        return -1
    return matches[0] if len(matches) == 1 else -2`,
    wrong: [
      {
        why: 'returns the first match instead of reporting that several elements match (-2)',
        js: `
  for (let i = 0; i < roles.length; i++) {
    if (!hidden[i] && roles[i] === role && names[i] === name) return i;
  }
  return -1;`,
        py: `
def get_by_role(roles, names, hidden, role, name):
    for i in range(len(roles)):
        if not hidden[i] and roles[i] == role and names[i] == name:
            return i
    return -1`,
      },
    ],
    samples: [
      [
        [
          ['heading', 'button', 'button', 'textbox'],
          ['Cart', 'Add to cart', 'Remove', 'Email'],
          [false, false, false, false],
          'button',
          'Remove',
        ],
        2,
        'one matching button',
      ],
      [[['button', 'button'], ['Save', 'Save'], [false, false], 'button', 'Save'], -2, 'two Save buttons'],
      [[['link'], ['Save'], [false], 'button', 'Save'], -1, 'a link is not a button'],
    ],
    hidden: [
      [[[], [], [], 'button', 'Save'], -1, 'an empty page'],
      [[['button', 'button'], ['Save', 'Save'], [true, false], 'button', 'Save'], 1, 'the hidden copy is ignored'],
      [[['button'], ['Save'], [true], 'button', 'Save'], -1, 'only a hidden match'],
      [[['button'], ['save'], [false], 'button', 'Save'], -1, 'names are case-sensitive'],
      [[['button'], ['Save draft'], [false], 'button', 'Save'], -1, 'the whole name must match'],
      [[['button', 'button'], ['', 'Close'], [false, false], 'button', ''], 0, 'an empty name'],
      [
        [['button', 'link'], ['Supprimer ✕', 'Supprimer ✕'], [false, false], 'button', 'Supprimer ✕'],
        0,
        'unicode names',
      ],
      [
        [['checkbox', 'checkbox', 'checkbox'], ['A', 'B', 'A'], [false, false, false], 'checkbox', 'A'],
        -2,
        'first and last match',
      ],
      (() => {
        const n = 1000;
        const roles = Array.from({ length: n }, (_, i) => (i % 3 === 0 ? 'listitem' : 'button'));
        const names = Array.from({ length: n }, (_, i) => `Item ${i}`);
        const hidden = Array.from({ length: n }, (_, i) => i % 7 === 0);
        return [[roles, names, hidden, 'button', 'Item 998'], 998, '1,000 elements, the match near the end'] as Row;
      })() as [never[], never, string],
      (() => {
        const n = 1000;
        const roles = Array.from({ length: n }, () => 'button');
        const names = Array.from({ length: n }, (_, i) => (i === 3 || i === 996 ? 'Delete' : `Item ${i}`));
        return [[roles, names, names.map(() => false), 'button', 'Delete'], -2, '1,000 elements, two far apart'] as Row;
      })() as [never[], never, string],
    ],
    hints: [
      'Count the elements that pass all three checks: not hidden, the role, the name.',
      'You can stop as soon as you find a second match.',
    ],
    editorial: `
**Idea.** Scan the elements once, skipping hidden ones and those whose role or name differs. Remember the first match; a second one means "multiple" right away. No match at all means "not found".

**Complexity.** O(n) time, O(1) memory.

**Why it matters.** \`getByRole\` failing on zero *and* on several matches is a feature: a test that silently picked the first of two "Save" buttons could pass while clicking the wrong one. Use \`getAllByRole\` when several are expected, and \`queryByRole\` to assert that something is absent.
`,
  }),
  defineProblem({
    slug: 'deep-equal-matcher',
    title: 'Deep Equal Matcher',
    difficulty: 'medium',
    tags: ['testing', 'recursion'],
    modules: ['frontend-testing'],
    statement: `
The lesson's test uses \`expect(x).toBe(y)\`, which compares with \`Object.is\`: two different arrays never pass, even with the same contents. For objects and arrays you use \`toEqual\`, which compares **recursively**. Write that comparison for JSON values.

Return \`true\` when \`actual\` and \`expected\` are equal:
- strings, numbers and booleans are equal when they are the same kind and the same value (\`1\` does not equal \`"1"\` or \`true\`);
- \`null\` equals only \`null\`;
- arrays are equal when they have the same length and equal elements in the same order;
- objects are equal when they have the same set of keys and equal values for each key; the order of the keys does not matter;
- an array never equals an object.

**Example:** \`actual = {"id": 1, "tags": ["a", "b"]}\`, \`expected = {"tags": ["a", "b"], "id": 1}\` → \`true\`.
`,
    constraints: [
      'actual and expected are JSON values (strings, finite numbers, booleans, null, arrays, objects) nested at most 10 levels',
      'each holds at most 10,000 values in all',
    ],
    limits: { actual: { json: { depth: 10, values: 10_000 } }, expected: { json: { depth: 10, values: 10_000 } } },
    signature: ['toEqual', 'actual: json', 'expected: json'],
    returns: 'bool',
    js: `
  if (actual === expected) return true;
  if (typeof actual !== 'object' || typeof expected !== 'object') return false;
  if (actual === null || expected === null) return false;
  if (Array.isArray(actual) !== Array.isArray(expected)) return false;
  const keys = Object.keys(actual);
  if (keys.length !== Object.keys(expected).length) return false;
  return keys.every(
    (key) => Object.prototype.hasOwnProperty.call(expected, key) && toEqual(actual[key], expected[key]),
  );`,
    py: `
def to_equal(actual, expected):
    if isinstance(actual, bool) or isinstance(expected, bool):
        return type(actual) is type(expected) and actual == expected
    if isinstance(actual, list) or isinstance(expected, list):
        return (
            isinstance(actual, list)
            and isinstance(expected, list)
            and len(actual) == len(expected)
            and all(to_equal(a, e) for a, e in zip(actual, expected))
        )
    if isinstance(actual, dict) or isinstance(expected, dict):
        return (
            isinstance(actual, dict)
            and isinstance(expected, dict)
            and actual.keys() == expected.keys()
            and all(to_equal(actual[k], expected[k]) for k in actual)
        )
    # strings, numbers and None: == never mixes these kinds up (1 == '1' and None == 0 are False)
    return actual == expected`,
    wrong: [
      {
        why: 'compares the JSON texts, so the same object with its keys in another order is "different"',
        js: `
  return JSON.stringify(actual) === JSON.stringify(expected);`,
        py: `
import json


def to_equal(actual, expected):
    return json.dumps(actual) == json.dumps(expected)`,
      },
    ],
    samples: [
      [
        [
          { id: 1, tags: ['a', 'b'] },
          { tags: ['a', 'b'], id: 1 },
        ],
        true,
        'keys in another order',
      ],
      [
        [
          [1, 2, 3],
          [1, 3, 2],
        ],
        false,
        'array order matters',
      ],
      [[1, '1'], false, 'a number is not a string'],
    ],
    hidden: [
      [[null, null], true, 'null and null'],
      [[null, {}], false, 'null is not an empty object'],
      [[[], {}], false, 'an empty array is not an empty object'],
      [[{}, {}], true, 'two empty objects'],
      [[true, 1], false, 'true is not 1'],
      [[0, false], false, 'false is not 0'],
      [[{ a: null }, {}], false, 'a key set to null is still a key'],
      [[{ a: 1 }, { b: 1 }], false, 'same size, different keys'],
      [[{ a: [1, { b: [2, { c: 'x' }] }] }, { a: [1, { b: [2, { c: 'x' }] }] }], true, 'nested and equal'],
      [[{ a: [1, { b: [2, { c: 'x' }] }] }, { a: [1, { b: [2, { c: 'y' }] }] }], false, 'nested, differs deep down'],
      [[[[]], [[], []]], false, 'lengths differ'],
      [[1.5, 1.5], true, 'equal fractions'],
      [['héllo ✓', 'héllo ✓'], true, 'unicode strings'],
      [[{ a: 1, b: 2 }, { a: 1 }], false, 'an extra key'],
      [
        [
          [1, true, 'x', null],
          [1, 1, 'x', null],
        ],
        false,
        'true hidden in an array',
      ],
      (() => {
        const big = Array.from({ length: 9_999 }, (_, i) => i);
        return [[big, [...big]], true, '10,000 equal numbers'] as Row;
      })() as [never[], never, string],
      (() => {
        const big = Array.from({ length: 9_999 }, (_, i) => i);
        return [[big, [...big.slice(0, -1), -1]], false, '10,000 numbers, the last one differs'] as Row;
      })() as [never[], never, string],
    ],
    hints: [
      'Handle the simple kinds first; only two arrays or two objects need a recursive look.',
      'For objects, compare the number of keys, then check every key of one is in the other with an equal value.',
    ],
    editorial: `
**Idea.** Recursion on the shape. If both values are identical primitives, they are equal. Otherwise they must both be arrays or both be (non-null) objects; arrays need equal lengths and equal elements position by position, objects need the same key set and equal values for each key. Any mix of kinds is unequal.

**Complexity.** O(n) for n values in all: each value is compared at most once.

**Common mistakes.** Forgetting that \`typeof null === 'object'\` (reading keys of \`null\` throws), treating \`[]\` and \`{}\` as equal because both have no keys, and, in Python, relying on \`==\`: \`True == 1\` and \`0 == False\` are \`True\` there, so booleans need a type check.
`,
  }),

  /* ---------- http-and-apis ---------- */
  defineProblem({
    slug: 'fetch-outcomes',
    title: 'Fetch Outcomes',
    difficulty: 'easy',
    tags: ['http', 'status codes'],
    modules: ['http-and-apis'],
    statement: `
As the lesson notes, \`fetch\` only rejects on network errors: a \`404\` or a \`500\` still resolves, and you have to look at \`response.ok\` (true for statuses 200–299) and \`response.status\` yourself.

Each entry of \`statuses\` is the result of one \`fetch\` call: \`0\` when no response arrived at all (a network error), otherwise the response's HTTP status. Describe each call:
- \`0\` → \`"network error"\`;
- 200–299 → \`"ok"\`;
- 300–399 → \`"redirect N"\`, 400–499 → \`"client error N"\`, 500–599 → \`"server error N"\`, where \`N\` is the status.

**Example:** \`[200, 404, 0, 503, 201]\` → \`["ok", "client error 404", "network error", "server error 503", "ok"]\`.
`,
    constraints: ['0 ≤ statuses.length ≤ 1,000', 'each status is 0 or between 200 and 599'],
    limits: { statuses: { length: [0, 1_000], each: { int: [200, 599], or: [0] } } },
    signature: ['fetchOutcomes', 'statuses: int[]'],
    returns: 'string[]',
    js: fetchOutcomesJs,
    py: fetchOutcomesPy,
    wrong: [
      {
        why: 'forgets the network error: status 0 is below 300, so it is reported as "ok"',
        js: mutate(
          fetchOutcomesJs,
          "if (status === 0) return 'network error';\n    if (status < 300) return 'ok';",
          "if (status < 300) return 'ok';",
        ),
        py: mutate(
          fetchOutcomesPy,
          `if status == 0:
            return 'network error'
        if status < 300:`,
          'if status < 300:',
        ),
      },
    ],
    samples: [
      [[[200, 404, 0, 503, 201]], ['ok', 'client error 404', 'network error', 'server error 503', 'ok'], 'a mix'],
      [[[304]], ['redirect 304'], '304 Not Modified is not ok'],
      [[[]], [], 'no calls'],
    ],
    hidden: [
      [[[0, 0]], ['network error', 'network error'], 'only network errors'],
      [[[204, 299]], ['ok', 'ok'], 'the top of the 2xx range'],
      [[[300, 399]], ['redirect 300', 'redirect 399'], 'the 3xx range'],
      [[[400, 401, 403, 499]], ['client error 400', 'client error 401', 'client error 403', 'client error 499'], '4xx'],
      [[[500, 599]], ['server error 500', 'server error 599'], 'the 5xx range'],
      [[[429, 422, 409]], ['client error 429', 'client error 422', 'client error 409'], 'less common client errors'],
      (() => {
        const statuses = Array.from({ length: 1000 }, () => (intIn(random, 0, 9) === 0 ? 0 : intIn(random, 200, 599)));
        const expected = statuses.map((s) =>
          s === 0
            ? 'network error'
            : s <= 299
              ? 'ok'
              : `${['redirect', 'client error', 'server error'][Math.floor(s / 100) - 3]} ${s}`,
        );
        return [[statuses], expected, '1,000 calls'] as Row;
      })() as [never[], never, string],
    ],
    hints: ['The first digit of the status tells you its group; handle 0 before anything else.'],
    editorial: `
**Idea.** One comparison chain per status: \`0\` first (no response), then the ranges in increasing order, so each test only needs an upper bound.

**Complexity.** O(n).

**Common mistake.** Treating "the promise resolved" as success. Only \`response.ok\` (200–299) means success; a \`304\`, \`404\` or \`500\` all resolve too.
`,
  }),
  defineProblem({
    slug: 'combine-headers',
    title: 'Combine Headers',
    difficulty: 'medium',
    tags: ['http', 'strings', 'hash maps'],
    modules: ['http-and-apis'],
    statement: `
A response's headers arrive as lines \`Name: value\`. The \`Headers\` object that \`fetch\` gives you treats names case-insensitively and stores them in lower case; when a name appears more than once, its values are combined in the order they arrived, separated by \`", "\` (a comma and a space). Iterating over the headers yields the names in ascending order.

Each line is a name, a colon, and a value. Remove spaces and tabs from both ends of the value (a value may itself contain colons, and may be empty). Return \`[name, combinedValue]\` pairs sorted by name.

**Example:** \`["Content-Type: application/json", "Cache-Control: no-cache", "cache-control:  max-age=0 "]\` → \`[["cache-control", "no-cache, max-age=0"], ["content-type", "application/json"]]\`.
`,
    constraints: [
      '0 ≤ lines.length ≤ 1,000',
      'each line is a name of 1 to 30 ASCII letters, digits and "-", then ":", then a value of 0 to 100 printable ASCII characters, spaces and tabs',
      'no line is a Set-Cookie header (fetch never combines those)',
    ],
    limits: { lines: { length: [0, 1_000], each: { pattern: /^[A-Za-z0-9-]{1,30}:[\t -~]{0,100}$/ } } },
    relations: [
      {
        rule: 'no line is a Set-Cookie header',
        holds: (lines: string[]) => lines.every((l) => !/^set-cookie:/i.test(l)),
      },
    ],
    signature: ['parseHeaders', 'lines: string[]'],
    returns: 'string[][]',
    js: combineHeadersJs,
    py: combineHeadersPy,
    wrong: [
      {
        why: 'splits the line at every colon, so a value that contains a colon is cut short',
        js: mutate(
          combineHeadersJs,
          "const colon = line.indexOf(':');\n    const name = line.slice(0, colon).toLowerCase();",
          "const parts = line.split(':');\n    const name = parts[0].toLowerCase();",
          'line.slice(colon + 1',
          "(parts[1] ?? ''",
        ),
        py: mutate(
          combineHeadersPy,
          "name, _, value = line.partition(':')",
          "parts = line.split(':')\n        name, value = parts[0], parts[1]",
        ),
      },
    ],
    samples: [
      [
        [['Content-Type: application/json', 'Cache-Control: no-cache', 'cache-control:  max-age=0 ']],
        [
          ['cache-control', 'no-cache, max-age=0'],
          ['content-type', 'application/json'],
        ],
        'a repeated name in two spellings',
      ],
      [
        [['Location: https://example.com:8443/login', 'Date: Tue, 15 Nov 1994 08:12:31 GMT']],
        [
          ['date', 'Tue, 15 Nov 1994 08:12:31 GMT'],
          ['location', 'https://example.com:8443/login'],
        ],
        'values that contain colons',
      ],
      [[[]], [], 'no headers'],
    ],
    hidden: [
      [[['X-Empty:']], [['x-empty', '']], 'an empty value'],
      [[['Accept:\t text/html \t']], [['accept', 'text/html']], 'tabs around the value'],
      [
        [['Vary: Origin', 'VARY: Accept', 'vary:Accept-Encoding']],
        [['vary', 'Origin, Accept, Accept-Encoding']],
        'three spellings',
      ],
      [
        [['A: 1', 'a-b: 2', 'a1: 3', 'A-: 4']],
        [
          ['a', '1'],
          ['a-', '4'],
          ['a-b', '2'],
          ['a1', '3'],
        ],
        'sorted by character code',
      ],
      [[['X-Note: keep  inner   spaces']], [['x-note', 'keep  inner   spaces']], 'inner spaces stay'],
      [[['X-A:', 'x-a: v']], [['x-a', ', v']], 'an empty value still takes its place'],
      (() => {
        const names = ['Accept', 'Vary', 'X-Request-Id', 'Cache-Control', 'ETag', 'Link', 'Allow', 'X-Trace'];
        const lines = Array.from({ length: 1000 }, (_, i) => {
          const name = pick(names);
          const cased = intIn(random, 0, 1) === 0 ? name : name.toUpperCase();
          return `${cased}:${' '.repeat(intIn(random, 0, 2))}v${i}:${letters(0, 5)}${' '.repeat(intIn(random, 0, 2))}`;
        });
        const groups = new Map<string, string[]>();
        for (const line of lines) {
          const at = line.indexOf(':');
          const name = line.slice(0, at).toLowerCase();
          groups.set(name, [...(groups.get(name) ?? []), line.slice(at + 1).trim()]);
        }
        const expected = [...groups.keys()].sort().map((name) => [name, (groups.get(name) ?? []).join(', ')]);
        return [[lines], expected, '1,000 lines'] as Row;
      })() as [never[], never, string],
    ],
    hints: [
      'Split each line at its first colon only.',
      'Group the values under the lower-cased name, keeping their order, and sort the names at the end.',
    ],
    editorial: `
**Idea.** For each line, the name is everything before the *first* colon and the value everything after it, trimmed of spaces and tabs. Append the value to a list stored under the lower-cased name. At the end, sort the names and join each list with \`", "\`. This is what the Fetch standard's "sort and combine" does when you iterate over a \`Headers\` object.

**Complexity.** O(L + k log k) for L characters and k distinct names.

**Common mistakes.** Splitting on every colon (dates and URLs contain colons), trimming with a function that also eats other characters, and dropping empty values.
`,
  }),

  /* ---------- rest-api-design ---------- */
  defineProblem({
    slug: 'pagination-params',
    title: 'Pagination Parameters',
    difficulty: 'easy',
    tags: ['rest', 'validation', 'strings'],
    modules: ['rest-api-design'],
    statement: `
The lesson's list endpoints take \`?page=2&pageSize=20\`, and query values always arrive as **strings**: the API must convert and validate them before using them. Given the query string (without the leading \`?\`), return \`[offset, limit]\` for the database query, or \`[]\` when the request is invalid (the API would answer \`400\`).

- The query is split at \`&\`; empty pieces are ignored. Each piece is a key and a value separated by its first \`=\`; a piece without \`=\` has an empty value. Keys are case-sensitive; keys other than \`page\` and \`pageSize\` are ignored.
- A missing \`page\` means \`1\`; a missing \`pageSize\` means \`20\`.
- A present value is valid only when it is made of the digits 0–9 alone (at least one; leading zeros are fine) and its number is within bounds: \`1 ≤ page ≤ 1000\`, \`1 ≤ pageSize ≤ 100\`.
- The answer is \`[(page - 1) × pageSize, pageSize]\`.

**Example:** \`"page=3&pageSize=50&sort=title"\` → \`[100, 50]\`; \`""\` → \`[0, 20]\`; \`"page=2.5"\` → \`[]\`.
`,
    constraints: [
      '0 ≤ query.length ≤ 200',
      'query has printable ASCII characters other than space and "#"',
      'page and pageSize each appear at most once',
    ],
    limits: { query: { length: [0, 200], chars: /[!"$-~]/ } },
    signature: ['pageWindow', 'query: string'],
    returns: 'int[]',
    js: paginationParamsJs,
    py: `
import re


def page_window(query):
    values = {'page': '1', 'pageSize': '20'}
    for piece in query.split('&'):
        if piece == '':
            continue
        key, _, value = piece.partition('=')
        if key in values:
            values[key] = value
    if not all(re.fullmatch('[0-9]+', v) for v in values.values()):
        return []
    page, size = int(values['page']), int(values['pageSize'])
    if not (1 <= page <= 1000 and 1 <= size <= 100):
        return []
    return [(page - 1) * size, size]`,
    wrong: [
      {
        why: 'converts with a plain number parse instead of checking for digits only, so "+3" is accepted as page 3',
        js: mutate(
          paginationParamsJs,
          `const digits = /^[0-9]+$/;
  if (!digits.test(page) || !digits.test(pageSize)) return [];
  const p = Number(page);
  const size = Number(pageSize);`,
          `const p = Number(page);
  const size = Number(pageSize);
  if (!Number.isInteger(p) || !Number.isInteger(size)) return [];`,
        ),
        py: `
def page_window(query):
    values = {'page': '1', 'pageSize': '20'}
    for piece in query.split('&'):
        if piece == '':
            continue
        key, _, value = piece.partition('=')
        if key in values:
            values[key] = value
    try:
        page, size = int(values['page']), int(values['pageSize'])
    except ValueError:
        return []
    if not (1 <= page <= 1000 and 1 <= size <= 100):
        return []
    return [(page - 1) * size, size]`,
      },
    ],
    samples: [
      [['page=3&pageSize=50&sort=title'], [100, 50], 'page 3 of 50'],
      [[''], [0, 20], 'no parameters: the defaults'],
      [['page=2.5'], [], 'not a whole number'],
    ],
    hidden: [
      [['page=2'], [20, 20], 'only page'],
      [['pageSize=100'], [0, 100], 'only pageSize, at its maximum'],
      [['page=1000&pageSize=100'], [99900, 100], 'the last allowed page'],
      [['page=1001'], [], 'page too large'],
      [['page=0'], [], 'page zero'],
      [['pageSize=0'], [], 'pageSize zero'],
      [['pageSize=101'], [], 'pageSize too large'],
      [['page='], [], 'an empty value'],
      [['page'], [], 'a key without ='],
      [['page=-1'], [], 'a minus sign'],
      [['page=+3'], [], 'a plus sign'],
      [['page=1e2'], [], 'exponent notation'],
      [['page=0x10'], [], 'hexadecimal'],
      [['page=007'], [120, 20], 'leading zeros'],
      [['page=99999999999999999999999'], [], 'a huge number'],
      [['PAGE=5&PageSize=7'], [0, 20], 'keys are case-sensitive'],
      [['&&page=2&&pageSize=10&'], [10, 10], 'empty pieces'],
      [['sort=a=b&page=4&filter=x=1'], [60, 20], 'other keys with = in their values'],
      [['pageSize=5&page=3'], [10, 5], 'any order'],
      [['page=1=2'], [], 'a value with ='],
    ],
    hints: [
      'Start from the defaults and overwrite them with the values you find.',
      'Validate the text before converting it: `Number` happily accepts "", " 2", "1e2" and "0x10".',
    ],
    editorial: `
**Idea.** Split the query at \`&\`, split each piece at its first \`=\`, and keep the values of \`page\` and \`pageSize\` (defaults otherwise). Check each value with a digits-only pattern, convert it, and check the bounds; only then compute the offset.

**Complexity.** O(q) for a query of q characters.

**Common mistakes.** Trusting \`Number(value)\`: \`Number('')\` is 0, \`Number('1e2')\` is 100 and \`Number('0x10')\` is 16, and \`parseInt('2.5')\` is 2, so the text must be checked first. In Python, \`str.isdigit\` also accepts characters like "²", which is why a \`[0-9]+\` pattern is safer.
`,
  }),
  defineProblem({
    slug: 'route-with-405',
    title: 'Route Requests with 404 and 405',
    difficulty: 'medium',
    tags: ['rest', 'http', 'strings'],
    modules: ['rest-api-design'],
    statement: `
A small REST router. Each route is a method and a path pattern, e.g. \`"GET /api/books/:id"\`: a segment starting with \`:\` matches any one non-empty segment, other segments must match exactly (case-sensitive), and the number of segments must be equal. Each request is a method and a path, e.g. \`"PATCH /api/books/42"\`.

For each request, answer:
- \`"200 ROUTE"\` with the first route (in list order) whose method and pattern both match;
- otherwise, if some routes match the path with other methods, \`"405 METHODS"\`: the path exists but not for this method, and a 405 response must list the allowed methods (its \`Allow\` header). List each method once, in the order of the routes, separated by \`", "\`;
- otherwise \`"404"\`.

**Example:** routes \`["GET /api/books", "POST /api/books", "GET /api/books/:id", "PATCH /api/books/:id", "DELETE /api/books/:id"]\`, requests \`["GET /api/books/42", "PUT /api/books/42", "GET /api/authors", "POST /api/books"]\` → \`["200 GET /api/books/:id", "405 GET, PATCH, DELETE", "404", "200 POST /api/books"]\`.
`,
    constraints: [
      '1 ≤ routes.length ≤ 100; 0 ≤ requests.length ≤ 1,000; the routes are distinct',
      'methods are GET, POST, PUT, PATCH or DELETE',
      'a path is "/" or one or more "/segment" parts; request segments have 1 to 20 ASCII letters, digits, "-" and "."',
      'a route segment is such a literal or ":" followed by 1 to 20 ASCII letters',
    ],
    limits: {
      routes: {
        length: [1, 100],
        each: { pattern: /^(GET|POST|PUT|PATCH|DELETE) (\/|(\/([A-Za-z0-9.-]{1,20}|:[A-Za-z]{1,20}))+)$/ },
        distinct: true,
      },
      requests: {
        length: [0, 1_000],
        each: { pattern: /^(GET|POST|PUT|PATCH|DELETE) (\/|(\/[A-Za-z0-9.-]{1,20})+)$/ },
      },
    },
    signature: ['routeRequests', 'routes: string[]', 'requests: string[]'],
    returns: 'string[]',
    js: routeWith405Js,
    py: routeWith405Py,
    wrong: [
      {
        why: 'lists a method twice in the 405 answer when two matching routes share it',
        js: mutate(routeWith405Js, '[...new Set(', '', ')]', ''),
        py: mutate(
          routeWith405Py,
          'allowed = list(dict.fromkeys(m for _, m in matching))\n            ',
          '',
          'allowed',
          'm for _, m in matching',
        ),
      },
    ],
    samples: [
      [
        [
          ['GET /api/books', 'POST /api/books', 'GET /api/books/:id', 'PATCH /api/books/:id', 'DELETE /api/books/:id'],
          ['GET /api/books/42', 'PUT /api/books/42', 'GET /api/authors', 'POST /api/books'],
        ],
        ['200 GET /api/books/:id', '405 GET, PATCH, DELETE', '404', '200 POST /api/books'],
        'a books API',
      ],
      [
        [
          ['GET /api/books/new', 'GET /api/books/:id'],
          ['GET /api/books/new', 'GET /api/books/7'],
        ],
        ['200 GET /api/books/new', '200 GET /api/books/:id'],
        'the first matching route wins',
      ],
      [[['GET /'], ['GET /', 'POST /', 'GET /x']], ['200 GET /', '405 GET', '404'], 'the root path'],
    ],
    hidden: [
      [[['GET /api/books'], []], [], 'no requests'],
      [[['GET /api/books/:id'], ['GET /api/books']], ['404'], 'a parameter needs a segment'],
      [[['GET /api/books/:id'], ['GET /api/books/1/2']], ['404'], 'too many segments'],
      [[['GET /api/Books'], ['GET /api/books']], ['404'], 'case-sensitive paths'],
      [
        [['PUT /a/:x', 'GET /a/b', 'PUT /a/b', 'DELETE /:y/b'], ['POST /a/b']],
        ['405 PUT, GET, DELETE'],
        'each method once, in route order',
      ],
      [
        [
          ['GET /users/:userId/posts/:postId'],
          ['GET /users/7/posts/99', 'GET /users/7/posts', 'DELETE /users/7/posts/99'],
        ],
        ['200 GET /users/:userId/posts/:postId', '404', '405 GET'],
        'two parameters',
      ],
      [[['GET /files/:name'], ['GET /files/report.v2.pdf']], ['200 GET /files/:name'], 'dots in a segment'],
      (() => {
        const resources = ['books', 'authors', 'users', 'orders', 'reviews'];
        const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
        const routes = [
          ...new Set(
            Array.from({ length: 60 }, () => {
              const shape = intIn(random, 0, 2);
              const r = pick(resources);
              const path =
                shape === 0 ? `/api/${r}` : shape === 1 ? `/api/${r}/:id` : `/api/${r}/:id/${pick(resources)}`;
              return `${pick(methods)} ${path}`;
            }),
          ),
        ];
        const requests = Array.from({ length: 1000 }, () => {
          const shape = intIn(random, 0, 3);
          const r = pick(resources.concat(['tags']));
          const path =
            shape === 0
              ? `/api/${r}`
              : shape === 1
                ? `/api/${r}/${intIn(random, 1, 999)}`
                : shape === 2
                  ? `/api/${r}/${intIn(random, 1, 99)}/${pick(resources)}`
                  : '/';
          return `${pick(methods)} ${path}`;
        });
        // Oracle: match segment by segment with a plain loop.
        const expected = requests.map((request) => {
          const [method, path] = request.split(' ');
          const parts = path.split('/').filter(Boolean);
          const allowed: string[] = [];
          for (const route of routes) {
            const [m, pattern] = route.split(' ');
            const segs = pattern.split('/').filter(Boolean);
            let ok = segs.length === parts.length;
            for (let i = 0; ok && i < segs.length; i++) if (segs[i][0] !== ':' && segs[i] !== parts[i]) ok = false;
            if (!ok) continue;
            if (m === method) return `200 ${route}`;
            if (!allowed.includes(m)) allowed.push(m);
          }
          return allowed.length === 0 ? '404' : `405 ${allowed.join(', ')}`;
        });
        return [[routes, requests], expected, '1,000 requests'] as Row;
      })() as [never[], never, string],
    ],
    hints: [
      'Split paths into segments and compare segment by segment; `:name` matches anything.',
      'Collect every route whose path fits; then look for one with the right method.',
    ],
    editorial: `
**Idea.** Pre-split every route into its method and path segments. For a request, find all routes whose pattern fits the path (same number of segments; each literal equal, each \`:param\` anything). If one of them has the request's method, the first such route answers \`200\`. If some fit but none with this method, the resource exists and the answer is \`405\` with the distinct methods, which is what the \`Allow\` header would carry. If nothing fits, \`404\`.

**Complexity.** O(q · r · s) for q requests, r routes and s segments per path.

**Common mistakes.** Answering \`404\` when only the method is wrong (the client then thinks the resource does not exist), listing a method twice, and letting a parameter match an empty or missing segment.
`,
  }),

  /* ---------- web-security-owasp ---------- */
  defineProblem({
    slug: 'escape-html-text',
    title: 'Escape HTML Text',
    difficulty: 'easy',
    tags: ['security', 'strings'],
    modules: ['web-security-owasp'],
    statement: `
Cross-site scripting (XSS) happens when user input reaches a page as code. The lesson's habit "encode output for where it goes" means, for HTML, replacing the characters that HTML treats as markup with **character references** before inserting text into a page or an attribute.

Return \`text\` with every one of these characters replaced, and all other characters unchanged:
- \`&\` becomes \`&amp;\`
- \`<\` becomes \`&lt;\`
- \`>\` becomes \`&gt;\`
- \`"\` becomes \`&quot;\`
- \`'\` becomes \`&#x27;\`

**Example:** \`Tom & Jerry say "hi" <3\` → \`Tom &amp; Jerry say &quot;hi&quot; &lt;3\`.
`,
    constraints: ['0 ≤ text.length ≤ 10,000', 'text is any Unicode text'],
    limits: { text: { length: [0, 10_000] } },
    signature: ['escapeHtml', 'text: string'],
    returns: 'string',
    js: escapeHtmlTextJs,
    py: escapeHtmlTextPy,
    wrong: [
      {
        why: 'escapes &, <, > and " but forgets the single quote',
        js: mutate(escapeHtmlTextJs, ", \"'\": '&#x27;' }", ' }', "']", ']'),
        py: mutate(escapeHtmlTextPy, ", \"'\": '&#x27;'", ''),
      },
    ],
    samples: [
      [['Tom & Jerry say "hi" <3'], 'Tom &amp; Jerry say &quot;hi&quot; &lt;3', 'all kinds at once'],
      [['<script>alert(1)</script>'], '&lt;script&gt;alert(1)&lt;/script&gt;', 'a script tag'],
      [['plain text'], 'plain text', 'nothing to escape'],
    ],
    hidden: [
      [[''], '', 'empty'],
      [['&'], '&amp;', 'one ampersand'],
      [['&amp;'], '&amp;amp;', 'text that looks escaped is escaped again'],
      [["it's"], 'it&#x27;s', 'a single quote'],
      [['" onmouseover="alert(1)'], '&quot; onmouseover=&quot;alert(1)', 'breaking out of an attribute'],
      [['<<>>'], '&lt;&lt;&gt;&gt;', 'repeated brackets'],
      [['café ☕ 😀 <b>'], 'café ☕ 😀 &lt;b&gt;', 'unicode stays as it is'],
      [['a\nb\t<c>'], 'a\nb\t&lt;c&gt;', 'line breaks and tabs stay'],
      [['&lt;'], '&amp;lt;', 'an entity written by the user'],
      (() => {
        const alphabet = `ab <>&"'é😀`;
        const chars = Array.from({ length: 9_000 }, () => [...alphabet][intIn(random, 0, [...alphabet].length - 1)]);
        const text = chars.join('');
        const map: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
        return [[text], chars.map((c) => map[c] ?? c).join(''), '9,000 mixed characters'] as Row;
      })() as [never[], never, string],
    ],
    hints: [
      'Look at one character at a time and decide what to write for it.',
      'If you use a chain of replacements instead, the order matters: which replacement introduces new ampersands?',
    ],
    editorial: `
**Idea.** Build the output character by character: the five special characters become their references, everything else is copied. A single pass (a regular expression with a replacement function, or a join over the characters) can never escape its own output.

**Complexity.** O(n).

**Common mistakes.** Chaining replacements with \`&\` last: \`<\` first becomes \`&lt;\`, then its \`&\` becomes \`&amp;\`, giving \`&amp;lt;\`. Forgetting the quotes, which lets input break out of an attribute value (\`" onmouseover="...\`). In real code, let the framework do this (React escapes text), or use a well-tested library, and add a Content Security Policy.
`,
  }),
  defineProblem({
    slug: 'object-access-check',
    title: 'Object Access Check',
    difficulty: 'medium',
    tags: ['security', 'access control'],
    modules: ['web-security-owasp'],
    statement: `
Broken access control is the top risk of the OWASP Top 10: a user changes an id in a URL and reads someone else's data. The server must check every request against the object it touches, deny by default, and, as the REST lesson advises, answer \`404\` rather than \`403\` when the user may not even know the object exists.

There are \`n\` documents. \`owners[d]\` is the user id of document \`d\`'s owner, or \`0\` when it was deleted; \`sharedWith[d]\` lists users who may read (not change) it; \`admins\` lists users who may read and change everything. Each request is \`[userId, documentId, action]\`, with \`userId = 0\` for a visitor who is not signed in and \`action\` \`0\` for read, \`1\` for change. Answer each request with a status, checking in this order:
1. not signed in → \`401\`;
2. the document does not exist (the id is outside \`0..n-1\`) or was deleted → \`404\`;
3. an admin or the owner → \`200\`;
4. a user it is shared with: reading → \`200\`, changing → \`403\` (they know it exists, but may not change it);
5. anyone else → \`404\`.

**Example:** \`owners = [7, 9, 0]\`, \`sharedWith = [[9], [], []]\`, \`admins = [1]\`, requests \`[[7, 0, 1], [9, 0, 0], [9, 0, 1], [8, 0, 0], [1, 1, 1], [0, 0, 0], [7, 2, 0]]\` → \`[200, 200, 403, 404, 200, 401, 404]\`.
`,
    constraints: [
      '1 ≤ n = owners.length = sharedWith.length ≤ 1,000',
      '0 ≤ owners[d] ≤ 1,000,000; each sharedWith[d] holds at most 20 user ids from 1 to 1,000,000',
      '0 ≤ admins.length ≤ 100, ids from 1 to 1,000,000',
      '0 ≤ requests.length ≤ 1,000; 0 ≤ userId ≤ 1,000,000; -1,000 ≤ documentId ≤ 2,000; action is 0 or 1',
    ],
    limits: {
      owners: { length: [1, 1_000], each: { int: [0, 1_000_000] } },
      sharedWith: { length: [1, 1_000], each: { length: [0, 20], each: { int: [1, 1_000_000] } } },
      admins: { length: [0, 100], each: { int: [1, 1_000_000] } },
      requests: {
        length: [0, 1_000],
        each: { tuple: [{ int: [0, 1_000_000] }, { int: [-1_000, 2_000] }, { int: [0, 1] }] },
      },
    },
    relations: [
      {
        rule: 'n = owners.length = sharedWith.length',
        holds: (owners: unknown[], sharedWith: unknown[]) => owners.length === sharedWith.length,
      },
    ],
    signature: ['accessStatuses', 'owners: int[]', 'sharedWith: int[][]', 'admins: int[]', 'requests: int[][]'],
    returns: 'int[]',
    js: objectAccessCheckJs,
    py: objectAccessCheckPy,
    wrong: [
      {
        why: 'answers 403 to a logged-in user the document is not shared with, which reveals that it exists (should be 404)',
        js: mutate(objectAccessCheckJs, '404;\n  }', '403;\n  }'),
        py: mutate(
          objectAccessCheckPy,
          `404

`,
          `403

`,
        ),
      },
    ],
    samples: [
      [
        [
          [7, 9, 0],
          [[9], [], []],
          [1],
          [
            [7, 0, 1],
            [9, 0, 0],
            [9, 0, 1],
            [8, 0, 0],
            [1, 1, 1],
            [0, 0, 0],
            [7, 2, 0],
          ],
        ],
        [200, 200, 403, 404, 200, 401, 404],
        'every rule once',
      ],
      [
        [
          [5],
          [[]],
          [],
          [
            [6, 0, 0],
            [6, 0, 1],
          ],
        ],
        [404, 404],
        'a stranger learns nothing',
      ],
      [
        [
          [5],
          [[]],
          [],
          [
            [0, 0, 0],
            [0, 7, 1],
          ],
        ],
        [401, 401],
        'sign in first, even for a missing document',
      ],
    ],
    hidden: [
      [[[5], [[]], [], []], [], 'no requests'],
      [[[5], [[]], [5], [[5, 0, 1]]], [200], 'an owner who is also an admin'],
      [
        [
          [0],
          [[3]],
          [1],
          [
            [1, 0, 0],
            [3, 0, 0],
          ],
        ],
        [404, 404],
        'deleted: not even admins or shared users see it',
      ],
      [
        [
          [4, 4],
          [[], []],
          [],
          [
            [4, -1, 0],
            [4, 2, 0],
            [4, 1, 1],
          ],
        ],
        [404, 404, 200],
        'ids outside the list',
      ],
      [
        [
          [4],
          [[6, 7]],
          [],
          [
            [7, 0, 0],
            [7, 0, 1],
            [6, 0, 1],
          ],
        ],
        [200, 403, 403],
        'shared users may only read',
      ],
      [
        [
          [4],
          [[6]],
          [9],
          [
            [9, 0, 1],
            [6, 0, 0],
          ],
        ],
        [200, 200],
        'admins may change anything',
      ],
      [
        [
          [1_000_000],
          [[999_999]],
          [],
          [
            [1_000_000, 0, 1],
            [999_999, 0, 1],
          ],
        ],
        [200, 403],
        'the largest ids',
      ],
      (() => {
        const n = 1000;
        const owners = Array.from({ length: n }, () => (intIn(random, 0, 9) === 0 ? 0 : intIn(random, 1, 50)));
        const sharedWith = owners.map(() => [...new Set(intsIn(random, intIn(random, 0, 5), 1, 50))]);
        const admins = [intIn(random, 1, 50), intIn(random, 1, 50)];
        const requests = Array.from({ length: 1000 }, () => [
          intIn(random, 0, 9) === 0 ? 0 : intIn(random, 1, 50),
          intIn(random, -5, n + 5),
          intIn(random, 0, 1),
        ]);
        // Oracle: the rules written as one lookup per case.
        const expected = requests.map(([user, doc, action]) => {
          if (user === 0) return 401;
          const owner = owners[doc];
          if (owner === undefined || owner === 0) return 404;
          if (admins.includes(user) || owner === user) return 200;
          if (sharedWith[doc].indexOf(user) >= 0) return action === 1 ? 403 : 200;
          return 404;
        });
        return [[owners, sharedWith, admins, requests], expected, '1,000 requests on 1,000 documents'] as Row;
      })() as [never[], never, string],
    ],
    hints: [
      'Apply the rules in the given order and return at the first one that decides.',
      'Check that the id is inside the list before you read the owner.',
    ],
    editorial: `
**Idea.** A chain of checks in a fixed order, each returning as soon as it decides: authentication (\`401\`), existence (\`404\`), full rights (admin or owner: \`200\`), limited rights (shared: read \`200\`, change \`403\`), and finally the default, which denies with \`404\`. Nothing is allowed unless a rule says so.

**Complexity.** O(q · s) for q requests with up to s shared users per document (a set per document makes it O(q)).

**Common mistakes.** Checking the document before the sign-in (a visitor then learns which ids exist), answering \`403\` to strangers (it confirms the document exists), reading \`owners[doc]\` for an id outside the list, and letting anything through when no rule matched.
`,
  }),

  /* ---------- mobile-state-and-storage ---------- */
  defineProblem({
    slug: 'load-saved-settings',
    title: 'Load Saved Settings',
    difficulty: 'easy',
    tags: ['mobile', 'json', 'storage'],
    modules: ['mobile-state-and-storage'],
    statement: `
As in the lesson, an app keeps its settings in AsyncStorage, which stores only strings: the settings object was saved with \`JSON.stringify\`, and \`getItem\` returns that text, or \`null\` when nothing was saved yet (here: the empty string \`""\`).

Write \`loadSettings(stored)\`, which returns the settings to use: start from the defaults \`{"theme": "light", "fontSize": 16, "notifications": true}\`, and let every key of the stored object override the default of the same name; stored keys that have no default are kept as they are.

**Example:** \`stored = '{"theme":"dark"}'\` → \`{"theme": "dark", "fontSize": 16, "notifications": true}\`.
`,
    constraints: [
      'stored is "" or the JSON text of an object (any JSON values inside), at most 1,000 characters',
      'the object has at most 20 keys of 1 to 20 ASCII letters',
    ],
    limits: { stored: { length: [0, 1_000] } },
    relations: [
      {
        rule: 'stored is "" or the JSON text of an object with at most 20 keys of 1 to 20 ASCII letters',
        holds: (stored: string) => {
          if (stored === '') return true;
          const v: unknown = JSON.parse(stored);
          return (
            typeof v === 'object' &&
            v !== null &&
            !Array.isArray(v) &&
            Object.keys(v).length <= 20 &&
            Object.keys(v).every((k) => /^[A-Za-z]{1,20}$/.test(k))
          );
        },
      },
    ],
    signature: ['loadSettings', 'stored: string'],
    returns: 'object',
    js: `
  const saved = stored === '' ? {} : JSON.parse(stored);
  return { theme: 'light', fontSize: 16, notifications: true, ...saved };`,
    py: `
import json


def load_settings(stored):
    saved = json.loads(stored) if stored else {}
    return {'theme': 'light', 'fontSize': 16, 'notifications': True, **saved}`,
    wrong: [
      {
        why: 'falls back to a default with ||, so a saved false or 0 is replaced by the default',
        js: `
  const saved = stored === '' ? {} : JSON.parse(stored);
  return {
    ...saved,
    theme: saved.theme || 'light',
    fontSize: saved.fontSize || 16,
    notifications: saved.notifications || true,
  };`,
        py: `
import json


def load_settings(stored):
    saved = json.loads(stored) if stored else {}
    return {
        **saved,
        'theme': saved.get('theme') or 'light',
        'fontSize': saved.get('fontSize') or 16,
        'notifications': saved.get('notifications') or True,
    }`,
      },
    ],
    samples: [
      [['{"theme":"dark"}'], { theme: 'dark', fontSize: 16, notifications: true }, 'one saved setting'],
      [[''], { theme: 'light', fontSize: 16, notifications: true }, 'nothing saved yet'],
      [
        ['{"fontSize":20,"notifications":false,"theme":"dark"}'],
        { theme: 'dark', fontSize: 20, notifications: false },
        'every setting saved',
      ],
    ],
    hidden: [
      [['{}'], { theme: 'light', fontSize: 16, notifications: true }, 'an empty saved object'],
      [
        ['{"savedAt":"2026-03-01T09:30:00.000Z"}'],
        { theme: 'light', fontSize: 16, notifications: true, savedAt: '2026-03-01T09:30:00.000Z' },
        'a saved Date comes back as a string',
      ],
      [['{"notifications":false}'], { theme: 'light', fontSize: 16, notifications: false }, 'false overrides true'],
      [['{"fontSize":0}'], { theme: 'light', fontSize: 0, notifications: true }, 'zero overrides the default'],
      [['{"theme":null}'], { theme: null, fontSize: 16, notifications: true }, 'a saved null overrides too'],
      [
        ['{\n  "theme": "dark",\n  "layout": {"compact": true, "columns": [1, 2]}\n}'],
        { theme: 'dark', fontSize: 16, notifications: true, layout: { compact: true, columns: [1, 2] } },
        'pretty-printed, with a nested value',
      ],
      [['{"theme":"sépia ☀"}'], { theme: 'sépia ☀', fontSize: 16, notifications: true }, 'unicode text'],
      [
        ['{"theme":"dark","theme":"light"}'],
        { theme: 'light', fontSize: 16, notifications: true },
        'a repeated key: the last one wins',
      ],
      ...rows(
        [3, 8, 20].map((k) => {
          const saved: Record<string, unknown> = {};
          for (let i = 0; i < k; i++) {
            const name = pick(['theme', 'fontSize', 'notifications', 'language', 'volume', 'sound', 'region']);
            const key = i % 2 ? name : `${name}X${'abcdefghijklmnopqrst'[i]}`;
            saved[key] = pick<unknown>([true, false, null, intIn(random, 0, 99), letters(0, 6), [intIn(random, 0, 9)]]);
          }
          const expected = Object.assign({ theme: 'light', fontSize: 16, notifications: true }, saved);
          return [[JSON.stringify(saved)], expected] as Row;
        }),
      ),
    ],
    hints: [
      'Turn the text back into an object with `JSON.parse` (treat "" as an empty object).',
      'Object spread copies keys left to right, so the later object wins: put the defaults first.',
    ],
    editorial: `
**Idea.** Parse the stored text (\`""\` means nothing was saved, so use \`{}\`), then merge: \`{ ...defaults, ...saved }\`. Keys appearing later in a spread override earlier ones, so saved values win and missing ones fall back to the defaults. In Python, \`{**defaults, **saved}\` does the same.

**Complexity.** O(s) for s characters of stored text.

**Common mistakes.** Filling defaults with \`saved.fontSize || 16\`, which throws away a saved \`0\` or \`false\`, and putting the defaults *after* the saved object, which discards every saved setting.
`,
  }),
  defineProblem({
    slug: 'migrate-stored-settings',
    title: 'Migrate Stored Settings',
    difficulty: 'medium',
    tags: ['mobile', 'json', 'storage'],
    modules: ['mobile-state-and-storage'],
    statement: `
The lesson's last rule: **version what you store**, so an app update can migrate old data. An app has shipped three versions of its settings object:
- version 1: \`{"version": 1, "darkMode": true, "fontSize": 14}\`;
- version 2: \`{"version": 2, "theme": "dark", "fontSize": 14, "savedAt": "2026-01-05T10:00:00.000Z"}\`, where \`savedAt\` is a \`Date\` that became a string when it was stringified;
- version 3 (current): \`{"version": 3, "theme": "dark", "fontSize": 14, "savedAt": 1767607200000}\`, where \`savedAt\` is a timestamp: milliseconds since 1970-01-01T00:00:00Z.

Given the text that AsyncStorage returned, return the current (version 3) settings object:
- version 1: \`theme\` is \`"dark"\` when \`darkMode\` is true, else \`"light"\`; \`fontSize\` is kept; \`savedAt\` is \`0\`;
- version 2: \`theme\` and \`fontSize\` are kept; \`savedAt\` becomes the timestamp of the date string;
- version 3: returned as it is;
- otherwise return the defaults \`{"version": 3, "theme": "light", "fontSize": 16, "savedAt": 0}\`: when nothing was stored (\`""\`), the text is not valid JSON, it is not a JSON object, or its \`version\` is not exactly the number 1, 2 or 3 (an older app reading a newer format must not guess).

The result has exactly the four keys \`version\`, \`theme\`, \`fontSize\` and \`savedAt\`; any other stored keys are dropped.

**Example:** \`'{"version":1,"darkMode":true,"fontSize":14}'\` → \`{"version": 3, "theme": "dark", "fontSize": 14, "savedAt": 0}\`.
`,
    constraints: [
      'stored has at most 1,000 characters',
      'when stored is a JSON object whose version is 1, 2 or 3, it has all the fields of that version with the types shown',
      'dates are written as YYYY-MM-DDTHH:mm:ss.sssZ (what Date.prototype.toISOString gives), in the years 1970 to 2099',
      'fontSize is a whole number from 8 to 64; theme is "light" or "dark" (or "system" in version 3)',
    ],
    limits: { stored: { length: [0, 1_000] } },
    relations: [
      {
        rule: 'in a JSON object whose version is 1, 2 or 3: fontSize is a whole number from 8 to 64 and dates are in the years 1970 to 2099',
        holds: (stored: string) => {
          let v: unknown;
          try {
            v = JSON.parse(stored);
          } catch {
            return true;
          }
          if (
            typeof v !== 'object' ||
            v === null ||
            ![1, 2, 3].includes((v as { version?: unknown }).version as number)
          )
            return true;
          const { fontSize, savedAt } = v as { fontSize: number; savedAt?: unknown };
          const year = typeof savedAt === 'string' ? Number(savedAt.slice(0, 4)) : 2000;
          return Number.isInteger(fontSize) && fontSize >= 8 && fontSize <= 64 && year >= 1970 && year <= 2099;
        },
      },
    ],
    signature: ['migrateSettings', 'stored: string'],
    returns: 'object',
    js: migrateStoredSettingsJs,
    py: migrateStoredSettingsPy,
    wrong: [
      {
        why: 'checks the version loosely (== in JavaScript, no bool check in Python), so "2" or true passes as a version',
        js: mutate(migrateStoredSettingsJs, '= 1', ' 1', '= 2', ' 2', '== 3', '= 3'),
        py: mutate(migrateStoredSettingsPy, 'isinstance(version, bool) or ', ''),
      },
    ],
    samples: [
      [
        ['{"version":1,"darkMode":true,"fontSize":14}'],
        { version: 3, theme: 'dark', fontSize: 14, savedAt: 0 },
        'from version 1',
      ],
      [
        ['{"version":2,"theme":"light","fontSize":18,"savedAt":"2026-01-05T10:00:00.000Z"}'],
        { version: 3, theme: 'light', fontSize: 18, savedAt: 1767607200000 },
        'from version 2',
      ],
      [['[object Object]'], { version: 3, theme: 'light', fontSize: 16, savedAt: 0 }, 'saved without JSON.stringify'],
    ],
    hidden: [
      [[''], { version: 3, theme: 'light', fontSize: 16, savedAt: 0 }, 'nothing stored'],
      [
        ['{"version":3,"theme":"system","fontSize":12,"savedAt":1700000000123}'],
        { version: 3, theme: 'system', fontSize: 12, savedAt: 1700000000123 },
        'already current',
      ],
      [
        ['{"version":1,"darkMode":false,"fontSize":8}'],
        { version: 3, theme: 'light', fontSize: 8, savedAt: 0 },
        'version 1, light',
      ],
      [
        ['{"version":2,"theme":"dark","fontSize":64,"savedAt":"1970-01-01T00:00:00.001Z"}'],
        { version: 3, theme: 'dark', fontSize: 64, savedAt: 1 },
        'one millisecond after 1970',
      ],
      [
        ['{"version":2,"theme":"dark","fontSize":16,"savedAt":"2099-12-31T23:59:59.999Z"}'],
        { version: 3, theme: 'dark', fontSize: 16, savedAt: 4102444799999 },
        'the last millisecond of 2099',
      ],
      [
        ['{"version":2,"theme":"dark","fontSize":16,"savedAt":"2024-02-29T12:34:56.789Z","beta":true}'],
        { version: 3, theme: 'dark', fontSize: 16, savedAt: 1709210096789 },
        'a leap day, and an extra key dropped',
      ],
      [
        ['{"version":4,"theme":"dark","fontSize":20,"savedAt":5}'],
        { version: 3, theme: 'light', fontSize: 16, savedAt: 0 },
        'a newer version',
      ],
      [
        ['{"version":"2","theme":"dark","fontSize":20,"savedAt":"2026-01-05T10:00:00.000Z"}'],
        { version: 3, theme: 'light', fontSize: 16, savedAt: 0 },
        'a version written as a string',
      ],
      [
        ['{"version":true,"darkMode":true,"fontSize":14}'],
        { version: 3, theme: 'light', fontSize: 16, savedAt: 0 },
        'true is not version 1',
      ],
      [['{"theme":"dark"}'], { version: 3, theme: 'light', fontSize: 16, savedAt: 0 }, 'no version at all'],
      [['null'], { version: 3, theme: 'light', fontSize: 16, savedAt: 0 }, 'the JSON text null'],
      [['[1,2,3]'], { version: 3, theme: 'light', fontSize: 16, savedAt: 0 }, 'an array'],
      [['{"version":1,'], { version: 3, theme: 'light', fontSize: 16, savedAt: 0 }, 'cut off in the middle'],
      [['"dark"'], { version: 3, theme: 'light', fontSize: 16, savedAt: 0 }, 'a JSON string'],
      ...rows(
        [1, 2, 3, 4].map(() => {
          const ms = intIn(random, 0, 4_102_444_799) * 1000 + intIn(random, 0, 999);
          const fontSize = intIn(random, 8, 64);
          const theme = pick(['light', 'dark']);
          const text = JSON.stringify({ version: 2, theme, fontSize, savedAt: new Date(ms).toISOString() });
          return [[text], { version: 3, theme, fontSize, savedAt: ms }] as Row;
        }),
      ),
    ],
    hints: [
      'Parse inside a try/catch (or try/except): broken text must give the defaults, not crash the app.',
      'Migrate one step at a time: version 1 to 2, then 2 to 3. Then each migration stays simple.',
    ],
    editorial: `
**Idea.** Parse defensively: any parse error, a non-object (\`null\` and arrays included) or an unknown \`version\` gives the defaults. Then run the migrations in a chain, 1 → 2 → 3, so each step only knows about its neighbour: version 1 gets a theme from \`darkMode\` and the epoch as its date; version 2 turns its date string into a timestamp with \`Date.parse\`. Build the result from the four known fields only.

**Complexity.** O(s) for s characters.

**Common mistakes.** Letting \`JSON.parse\` throw (a user who once stored \`"[object Object]"\` can then never open the app); \`typeof null === 'object'\`; in Python, \`True == 1\` makes \`version: true\` look like version 1, and computing milliseconds as \`int(seconds * 1000)\` can be off by one through float rounding: dividing two \`timedelta\`s is exact.
`,
  }),

  /* ---------- mobile-offline-and-sync ---------- */
  defineProblem({
    slug: 'idempotent-outbox',
    title: 'Idempotent Outbox',
    difficulty: 'easy',
    tags: ['mobile', 'offline', 'hash sets'],
    modules: ['mobile-offline-and-sync'],
    statement: `
An offline-first shop app puts each order in an **outbox** with a unique id, the **idempotency key**, and sends it when the connection returns. Retries after timeouts mean the server may receive the same order several times; as the lesson says, a retry must never create two orders. So the server creates an order only for a key it has not seen before, and ignores repeats.

\`keys[i]\` and \`amounts[i]\` (in cents) describe the \`i\`-th request the server received, in order; a repeated key always carries the same amount. Return \`[ordersCreated, totalCharged]\`.

**Example:** \`keys = ["k1", "k2", "k1", "k3", "k2"]\`, \`amounts = [500, 1200, 500, 300, 1200]\` → \`[3, 2000]\`.
`,
    constraints: [
      '0 ≤ keys.length = amounts.length ≤ 10,000',
      'keys have 1 to 36 ASCII letters, digits and "-" and are case-sensitive',
      '1 ≤ amounts[i] ≤ 100,000',
    ],
    limits: {
      keys: { length: [0, 10_000], each: { length: [1, 36], chars: /[A-Za-z0-9-]/ } },
      amounts: { length: [0, 10_000], each: { int: [1, 100_000] } },
    },
    relations: [
      {
        rule: 'keys.length = amounts.length',
        holds: (keys: unknown[], amounts: unknown[]) => keys.length === amounts.length,
      },
    ],
    signature: ['chargedOrders', 'keys: string[]', 'amounts: int[]'],
    returns: 'int[]',
    js: `
  const seen = new Set();
  let total = 0;
  keys.forEach((key, i) => {
    if (seen.has(key)) return;
    seen.add(key);
    total += amounts[i];
  });
  return [seen.size, total];`,
    py: `
def charged_orders(keys, amounts):
    seen = set()
    total = 0
    for key, amount in zip(keys, amounts):
        if key not in seen:
            seen.add(key)
            total += amount
    return [len(seen), total]`,
    wrong: [
      {
        why: 'counts each order once but charges every request, retries included',
        js: `
  const seen = new Set();
  let total = 0;
  keys.forEach((key, i) => {
    total += amounts[i];
    seen.add(key);
  });
  return [seen.size, total];`,
        py: `
def charged_orders(keys, amounts):
    seen = set()
    total = 0
    for key, amount in zip(keys, amounts):
        total += amount
        seen.add(key)
    return [len(seen), total]`,
      },
    ],
    samples: [
      [
        [
          ['k1', 'k2', 'k1', 'k3', 'k2'],
          [500, 1200, 500, 300, 1200],
        ],
        [3, 2000],
        'two retries',
      ],
      [[['a'], [999]], [1, 999], 'one order'],
      [[[], []], [0, 0], 'nothing sent'],
    ],
    hidden: [
      [
        [
          ['x', 'x', 'x', 'x'],
          [250, 250, 250, 250],
        ],
        [1, 250],
        'one order retried four times',
      ],
      [
        [
          ['A', 'a'],
          [100, 200],
        ],
        [2, 300],
        'keys are case-sensitive',
      ],
      [
        [
          ['p', 'q', 'r'],
          [1, 1, 1],
        ],
        [3, 3],
        'no retries',
      ],
      [
        [
          ['p', 'q', 'p', 'q', 'p'],
          [100_000, 5, 100_000, 5, 100_000],
        ],
        [2, 100_005],
        'interleaved retries',
      ],
      [
        [
          ['3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c', '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9d'],
          [10, 20],
        ],
        [2, 30],
        'UUIDs that differ in the last character',
      ],
      [
        [
          ['constructor', 'toString', 'constructor'],
          [1, 2, 1],
        ],
        [2, 3],
        'keys that objects already have',
      ],
      ...rows(
        [40, 1000, 10_000].map((n) => {
          const pool = Array.from({ length: Math.ceil(n / 3) }, (_, i) => `order-${i}`);
          const price = new Map(pool.map((k) => [k, intIn(random, 1, 100_000)]));
          const keys = Array.from({ length: n }, () => pick(pool));
          const amounts = keys.map((k) => price.get(k) ?? 0);
          const firsts = keys.filter((k, i) => keys.indexOf(k) === i);
          return [
            [keys, amounts],
            [firsts.length, firsts.reduce((s, k) => s + (price.get(k) ?? 0), 0)],
          ] as Row;
        }),
      ),
    ],
    hints: ['Remember the keys you have already processed; a set answers "seen before?" in constant time.'],
    editorial: `
**Idea.** Keep a set of processed keys. For each request, if its key is new, record it and add its amount; otherwise skip it. The set's size is the number of orders. A real server stores the keys (with the response it gave) in its database, so that even a retry arriving after a restart is recognised.

**Complexity.** O(n) time and memory.

**Common mistakes.** Counting requests instead of distinct keys, and using a plain object as the set (\`seen[key]\` is already truthy for keys like \`"constructor"\`).
`,
  }),
  defineProblem({
    slug: 'three-way-field-merge',
    title: 'Three-Way Field Merge',
    difficulty: 'medium',
    tags: ['mobile', 'offline', 'hash maps'],
    modules: ['mobile-offline-and-sync'],
    statement: `
The lesson's third conflict strategy: **merge field by field**. A record was edited offline on the phone (\`local\`) while someone changed it on the server (\`server\`); both started from the same version, \`base\`. All three are objects from field names to strings; a field that is absent was deleted (or never existed).

For every field that appears in any of the three objects, compare its local and server values with the base value (absent counts as a value too):
- local and server agree → keep that value;
- only the server changed it (local equals base) → take the server's value;
- only the phone changed it (server equals base) → take the local value;
- both changed it differently → a **conflict**: the server's value wins for now, and the field is reported so the app can ask the user.

Return \`{"merged": {...}, "conflicts": [...]}\`: the merged record (a field whose chosen value is "absent" is left out) and the conflicting field names in ascending character-code order.

**Example:** \`base = {"title": "Buy milk", "note": "2 litres", "list": "home"}\`, \`local = {"title": "Buy oat milk", "note": "2 litres", "list": "home"}\`, \`server = {"title": "Buy soy milk", "note": "1 litre", "list": "home"}\` → \`{"merged": {"title": "Buy soy milk", "note": "1 litre", "list": "home"}, "conflicts": ["title"]}\`.
`,
    constraints: [
      'base, local and server each have at most 100 fields',
      'field names have 1 to 20 lowercase ASCII letters',
      'values are strings of 0 to 100 characters (any Unicode text)',
    ],
    limits: {
      base: { keys: [0, 100], key: { length: [1, 20], chars: /[a-z]/ }, value: { length: [0, 100] } },
      local: { keys: [0, 100], key: { length: [1, 20], chars: /[a-z]/ }, value: { length: [0, 100] } },
      server: { keys: [0, 100], key: { length: [1, 20], chars: /[a-z]/ }, value: { length: [0, 100] } },
    },
    signature: ['mergeRecord', 'base: object', 'local: object', 'server: object'],
    returns: 'object',
    js: threeWayFieldMergeJs,
    py: threeWayFieldMergePy,
    wrong: [
      {
        why: 'reports the conflicts in the order the fields were met instead of sorting them',
        js: mutate(threeWayFieldMergeJs, ': conflicts.sort()', ''),
        py: mutate(
          threeWayFieldMergePy,
          'set(base) | set(local) | set(server',
          'dict.fromkeys([*base, *local, *server]',
          'sorted(conflicts)',
          'conflicts',
        ),
      },
    ],
    samples: [
      [
        [
          { title: 'Buy milk', note: '2 litres', list: 'home' },
          { title: 'Buy oat milk', note: '2 litres', list: 'home' },
          { title: 'Buy soy milk', note: '1 litre', list: 'home' },
        ],
        { merged: { title: 'Buy soy milk', note: '1 litre', list: 'home' }, conflicts: ['title'] },
        'one conflict, one server change',
      ],
      [
        [
          { title: 'Run', due: 'monday' },
          { title: 'Run 5 km', due: 'monday' },
          { title: 'Run', due: 'tuesday' },
        ],
        { merged: { title: 'Run 5 km', due: 'tuesday' }, conflicts: [] },
        'different fields changed: no conflict',
      ],
      [[{ a: 'x' }, { a: 'y' }, { a: 'y' }], { merged: { a: 'y' }, conflicts: [] }, 'the same change on both sides'],
    ],
    hidden: [
      [[{}, {}, {}], { merged: {}, conflicts: [] }, 'three empty records'],
      [[{ a: 'x' }, {}, { a: 'x' }], { merged: {}, conflicts: [] }, 'deleted on the phone'],
      [[{ a: 'x' }, { a: 'x' }, {}], { merged: {}, conflicts: [] }, 'deleted on the server'],
      [[{ a: 'x' }, {}, { a: 'z' }], { merged: { a: 'z' }, conflicts: ['a'] }, 'deleted here, changed there'],
      [[{ a: 'x' }, { a: 'y' }, {}], { merged: {}, conflicts: ['a'] }, 'changed here, deleted there'],
      [[{}, { tag: 'new' }, {}], { merged: { tag: 'new' }, conflicts: [] }, 'a field added on the phone'],
      [
        [{}, { tag: 'a' }, { tag: 'b' }],
        { merged: { tag: 'b' }, conflicts: ['tag'] },
        'added on both sides differently',
      ],
      [[{ a: '' }, { a: 'text' }, { a: '' }], { merged: { a: 'text' }, conflicts: [] }, 'an empty string is a value'],
      [[{ a: 'x' }, { a: '' }, { a: 'y' }], { merged: { a: 'y' }, conflicts: ['a'] }, 'emptied here, changed there'],
      [
        [
          { zeta: '1', alpha: '1', mid: '1' },
          { zeta: '2', alpha: '2', mid: '2' },
          { zeta: '3', alpha: '3', mid: '3' },
        ],
        { merged: { zeta: '3', alpha: '3', mid: '3' }, conflicts: ['alpha', 'mid', 'zeta'] },
        'conflicts in sorted order',
      ],
      [
        [{ name: 'Zoë' }, { name: 'Zoé' }, { name: 'Zoë' }],
        { merged: { name: 'Zoé' }, conflicts: [] },
        'unicode values',
      ],
      ...rows(
        [10, 40, 100].map((n) => {
          const fields = Array.from(
            { length: n },
            (_, i) => letters(1, 3) + 'abcdefghijklmnopqrstuvwxyz'[i % 26] + 'q'.repeat(Math.floor(i / 26)),
          );
          const values = ['a', 'b', 'c', ''];
          const base: Record<string, string> = {};
          const local: Record<string, string> = {};
          const server: Record<string, string> = {};
          for (const f of fields) {
            const b = pick([...values, undefined]);
            if (b !== undefined) base[f] = b;
            const l = intIn(random, 0, 1) ? b : pick([...values, undefined]);
            if (l !== undefined) local[f] = l;
            const s = intIn(random, 0, 1) ? b : pick([...values, undefined]);
            if (s !== undefined) server[f] = s;
          }
          // Oracle: spell out the four cases with "absent" as a marker string.
          const get = (o: Record<string, string>, f: string) => (f in o ? `=${o[f]}` : 'absent');
          const merged: Record<string, string> = {};
          const conflicts: string[] = [];
          for (const f of [...new Set([...Object.keys(base), ...Object.keys(local), ...Object.keys(server)])]) {
            const [b, l, s] = [get(base, f), get(local, f), get(server, f)];
            let chosen: string;
            if (l === s) chosen = l;
            else if (l === b) chosen = s;
            else if (s === b) chosen = l;
            else {
              chosen = s;
              conflicts.push(f);
            }
            if (chosen !== 'absent') merged[f] = chosen.slice(1);
          }
          conflicts.sort();
          return [[base, local, server], { merged, conflicts }] as Row;
        }),
      ),
    ],
    hints: [
      'Go through the union of the field names, and treat "absent" as one more possible value.',
      'Ask, for each field: did only one side change it (compared with base), both the same way, or both differently?',
    ],
    editorial: `
**Idea.** A three-way merge, the way version control merges lines, but per field. For each field in any of the three records, compare both sides with the base. Whichever side changed wins; if both changed in the same way there is nothing to decide; if they changed differently, record a conflict and keep the server's value until the user chooses. Treating a missing field as the value "absent" makes deletions follow exactly the same rules.

**Complexity.** O(f log f) for f fields in all (the sort of the conflicts).

**Common mistakes.** Comparing only local with server (then every change made on one side looks like a conflict), and forgetting deletions: a field deleted on one side and untouched on the other must disappear, not come back.
`,
  }),
];
