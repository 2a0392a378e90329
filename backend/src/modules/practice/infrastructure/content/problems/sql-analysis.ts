import type { ProblemContent } from '../../../domain/problem.js';
import { defineSqlProblem, type SqlRows } from './define-sql.js';
import { intIn, seeded } from './define.js';

// Analysis as a data analyst does it: months and day counts, cleaned strings, buckets, pivots,
// medians, retention, cohorts and funnels. Every generated test's rows come from a small
// JavaScript oracle below, written independently of the reference query.

const DAY_MS = 86_400_000;
/** The date `days` days after `start` ('YYYY-MM-DD'), in UTC so that no time zone shifts it. */
const addDays = (start: string, days: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Whole days from `a` to `b` (both 'YYYY-MM-DD'). */
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
/** The first day of the date's month, 'YYYY-MM-01'. */
const monthStart = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;
/** Byte order, as PostgreSQL's C collation sorts text. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** 100 · part / whole rounded to one decimal, half away from zero (integer arithmetic, like numeric). */
const pct1 = (part: number, whole: number) => Math.floor((2000 * part + whole) / (2 * whole)) / 10;
const two = (n: number) => String(n).padStart(2, '0');
const pick = <T>(random: () => number, items: readonly T[]) => items[intIn(random, 0, items.length - 1)];

// ---------------------------------------------------------------------------------------------
// 1. monthly-order-report (easy): date_trunc by month, a half-open year range.

const shopOrdersSchema = `
CREATE TABLE orders (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  customer_id integer NOT NULL CHECK (customer_id BETWEEN 1 AND 1000),
  placed_at timestamp NOT NULL CHECK (placed_at BETWEEN '2023-01-01 00:00:00' AND '2025-12-31 23:59:59'),
  amount_cents integer NOT NULL CHECK (amount_cents BETWEEN 1 AND 100000)
);`;

const monthlyRandom = seeded(30_400);
const monthlyOracle = (orders: SqlRows) => {
  const months = new Map<string, { orders: number; customers: Set<number>; revenue: number }>();
  for (const o of orders) {
    const at = o.placed_at as string;
    if (!at.startsWith('2024-')) continue;
    const m = monthStart(at.slice(0, 10));
    const entry = months.get(m) ?? { orders: 0, customers: new Set<number>(), revenue: 0 };
    entry.orders += 1;
    entry.customers.add(o.customer_id as number);
    entry.revenue += o.amount_cents as number;
    months.set(m, entry);
  }
  return [...months.entries()]
    .sort((a, b) => byText(a[0], b[0]))
    .map(([m, e]) => [m, e.orders, e.customers.size, e.revenue]);
};
const monthlyCase = (name: string, count: number, customers: number, edgeShare: number) => {
  const orders = Array.from({ length: count }, (_, i) => {
    // Some orders sit right at the edges of 2024 (the last evening of 2023 and of 2024, New Year's midnight).
    const edge = intIn(monthlyRandom, 1, 100) <= edgeShare;
    const day = edge
      ? pick(monthlyRandom, ['2023-12-31', '2024-01-01', '2024-12-31', '2025-01-01'])
      : addDays('2023-10-01', intIn(monthlyRandom, 0, 550));
    const time = `${two(intIn(monthlyRandom, 0, 23))}:${two(intIn(monthlyRandom, 0, 59))}:${two(intIn(monthlyRandom, 0, 59))}`;
    return {
      id: i + 1,
      customer_id: intIn(monthlyRandom, 1, customers),
      placed_at: `${day} ${time}`,
      amount_cents: intIn(monthlyRandom, 1, 100_000),
    };
  });
  return { name, tables: { orders }, rows: monthlyOracle(orders) };
};

// ---------------------------------------------------------------------------------------------
// 2. email-domain-counts (easy): lower, trim, split_part.

const subscribersSchema = `
CREATE TABLE subscribers (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 100 AND email LIKE '%_@_%' AND email NOT LIKE '%@%@%')
);`;

const domainRandom = seeded(30_401);
const domainOracle = (subscribers: SqlRows) => {
  const counts = new Map<string, number>();
  for (const s of subscribers) {
    const domain = (s.email as string).trim().toLowerCase().split('@')[1];
    counts.set(domain, (counts.get(domain) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || byText(a[0], b[0])).map(([d, n]) => [d, n]);
};
const randomCase = (random: () => number, text: string) =>
  [...text].map((c) => (intIn(random, 0, 3) === 0 ? c.toUpperCase() : c)).join('');
const domainCase = (name: string, count: number, domains: string[]) => {
  const subscribers = Array.from({ length: count }, (_, i) => {
    const local = `user.${intIn(domainRandom, 1, 9999)}`;
    const domain = randomCase(domainRandom, pick(domainRandom, domains));
    const pad = () => ' '.repeat(intIn(domainRandom, 0, 4) === 0 ? intIn(domainRandom, 1, 3) : 0);
    return { id: i + 1, email: `${pad()}${local}@${domain}${pad()}` };
  });
  return { name, tables: { subscribers }, rows: domainOracle(subscribers) };
};

// ---------------------------------------------------------------------------------------------
// 3. order-size-buckets (easy): CASE bucketing.

const bucketSchema = `
CREATE TABLE orders (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  amount_cents integer NOT NULL CHECK (amount_cents BETWEEN 1 AND 100000)
);`;

const bucketRandom = seeded(30_402);
const bucketOracle = (orders: SqlRows) => {
  const names = ['small', 'medium', 'large'];
  const counts = [0, 0, 0];
  const sums = [0, 0, 0];
  for (const o of orders) {
    const a = o.amount_cents as number;
    const b = a < 2000 ? 0 : a < 10000 ? 1 : 2;
    counts[b] += 1;
    sums[b] += a;
  }
  return names.flatMap((n, b) => (counts[b] > 0 ? [[n, counts[b], sums[b]]] : []));
};
const bucketCase = (name: string, count: number, hi: number) => {
  const orders = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    // A fifth of the amounts sit on a boundary (1,999 / 2,000 / 9,999 / 10,000).
    amount_cents:
      intIn(bucketRandom, 0, 4) === 0 ? pick(bucketRandom, [1999, 2000, 9999, 10000]) : intIn(bucketRandom, 1, hi),
  }));
  return { name, tables: { orders }, rows: bucketOracle(orders) };
};

// ---------------------------------------------------------------------------------------------
// 4. first-order-per-customer (medium): the first row of each group, DISTINCT ON.

const customerOrdersSchema = `
CREATE TABLE customers (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL UNIQUE
);
CREATE TABLE orders (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  customer_id integer NOT NULL REFERENCES customers (id),
  ordered_on date NOT NULL CHECK (ordered_on BETWEEN '2023-01-01' AND '2025-12-31'),
  amount_cents integer NOT NULL CHECK (amount_cents BETWEEN 1 AND 100000)
);`;

const firstRandom = seeded(30_403);
const firstOracle = (customers: SqlRows, orders: SqlRows) =>
  customers
    .flatMap((c) => {
      const mine = orders
        .filter((o) => o.customer_id === c.id)
        .sort((a, b) => byText(a.ordered_on as string, b.ordered_on as string) || (a.id as number) - (b.id as number));
      return mine.length === 0 ? [] : [[c.name as string, mine[0].ordered_on, mine[0].amount_cents, mine.length]];
    })
    .sort((a, b) => byText(a[1] as string, b[1] as string) || byText(a[0] as string, b[0] as string));
const firstCase = (name: string, customerCount: number, orderCount: number, spanDays: number) => {
  const customers = Array.from({ length: customerCount }, (_, i) => ({
    id: i + 1,
    name: `customer-${String(customerCount - i).padStart(4, '0')}`,
  }));
  // Ids are shuffled against dates, so the smallest id is not always the earliest order.
  const ids = Array.from({ length: orderCount }, (_, i) => i + 1);
  for (let i = ids.length - 1; i > 0; i -= 1) {
    const j = intIn(firstRandom, 0, i);
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  const orders = ids.map((id) => ({
    id,
    customer_id: intIn(firstRandom, 1, customerCount),
    ordered_on: addDays('2024-01-01', intIn(firstRandom, 0, spanDays)),
    amount_cents: intIn(firstRandom, 1, 100_000),
  }));
  return { name, tables: { customers, orders }, rows: firstOracle(customers, orders) };
};

// ---------------------------------------------------------------------------------------------
// 5. ticket-status-pivot (medium): a pivot with FILTER.

const ticketsSchema = `
CREATE TABLE tickets (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  agent text CHECK (agent <> 'unassigned'),
  status text NOT NULL CHECK (status IN ('open', 'pending', 'closed'))
);`;

const pivotRandom = seeded(30_404);
const pivotOracle = (tickets: SqlRows) => {
  const byAgent = new Map<string, number[]>();
  const slot = { open: 0, pending: 1, closed: 2 } as Record<string, number>;
  for (const t of tickets) {
    const agent = (t.agent as string | null) ?? 'unassigned';
    const counts = byAgent.get(agent) ?? [0, 0, 0];
    counts[slot[t.status as string]] += 1;
    byAgent.set(agent, counts);
  }
  return [...byAgent.entries()]
    .map(([agent, c]) => [agent, c[0], c[1], c[2], c[0] + c[1] + c[2]] as [string, number, number, number, number])
    .sort((a, b) => b[4] - a[4] || byText(a[0], b[0]));
};
const pivotCase = (name: string, count: number, agents: string[], statuses: string[]) => {
  const tickets = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    agent: intIn(pivotRandom, 0, 6) === 0 ? null : pick(pivotRandom, agents),
    status: pick(pivotRandom, statuses),
  }));
  return { name, tables: { tickets }, rows: pivotOracle(tickets) };
};

// ---------------------------------------------------------------------------------------------
// 6. median-delivery-days (medium): day counts, percentile_cont.

const shipmentsSchema = `
CREATE TABLE shipments (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  warehouse text NOT NULL,
  ordered_on date NOT NULL CHECK (ordered_on BETWEEN '2024-01-01' AND '2024-12-31'),
  delivered_on date CHECK (delivered_on BETWEEN ordered_on AND ordered_on + 60)
);`;

const medianRandom = seeded(30_405);
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const medianOracle = (shipments: SqlRows) => {
  const byWarehouse = new Map<string, number[]>();
  for (const s of shipments) {
    const days = byWarehouse.get(s.warehouse as string) ?? [];
    if (s.delivered_on !== null) days.push(daysBetween(s.ordered_on as string, s.delivered_on as string));
    byWarehouse.set(s.warehouse as string, days);
  }
  return [...byWarehouse.entries()].map(([w, days]) => [w, days.length, days.length === 0 ? null : median(days)]);
};
const medianCase = (name: string, count: number, warehouses: string[], maxDays: number) => {
  const shipments = Array.from({ length: count }, (_, i) => {
    const ordered = addDays('2024-01-01', intIn(medianRandom, 0, 300));
    return {
      id: i + 1,
      warehouse: pick(medianRandom, warehouses),
      ordered_on: ordered,
      delivered_on: intIn(medianRandom, 0, 5) === 0 ? null : addDays(ordered, intIn(medianRandom, 0, maxDays)),
    };
  });
  return { name, tables: { shipments }, rows: medianOracle(shipments) };
};

// ---------------------------------------------------------------------------------------------
// 7. summer-coupon-usage (medium): LIKE vs ILIKE, a literal underscore.

const couponSchema = `
CREATE TABLE orders (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  coupon text CHECK (length(coupon) BETWEEN 1 AND 30)
);`;

const couponRandom = seeded(30_406);
const couponOracle = (orders: SqlRows) => {
  const counts = new Map<string, number>();
  for (const o of orders) {
    if (o.coupon === null) continue;
    const code = (o.coupon as string).trim().toUpperCase();
    if (!code.startsWith('SUMMER_')) continue;
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || byText(a[0], b[0])).map(([c, n]) => [c, n]);
};
const COUPONS = [
  'SUMMER_10',
  'SUMMER_15',
  'SUMMER_FREESHIP',
  'SUMMER10',
  'SUMMERX5',
  'WINTER_10',
  'SPRING_5',
  'MYSUMMER_1',
];
const couponCase = (name: string, count: number) => {
  const orders = Array.from({ length: count }, (_, i) => {
    if (intIn(couponRandom, 0, 3) === 0) return { id: i + 1, coupon: null };
    const code = randomCase(couponRandom, pick(couponRandom, COUPONS).toLowerCase());
    const pad = () => ' '.repeat(intIn(couponRandom, 0, 4) === 0 ? intIn(couponRandom, 1, 2) : 0);
    return { id: i + 1, coupon: `${pad()}${code}${pad()}` };
  });
  return { name, tables: { orders }, rows: couponOracle(orders) };
};

// ---------------------------------------------------------------------------------------------
// 8. week-one-retention (hard): signup cohorts, active again within 7 days.

const retentionSchema = `
CREATE TABLE users (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  signed_up_on date NOT NULL CHECK (signed_up_on BETWEEN '2024-01-01' AND '2024-12-31')
);
CREATE TABLE activity (
  user_id integer NOT NULL REFERENCES users (id),
  active_on date NOT NULL CHECK (active_on BETWEEN '2024-01-01' AND '2025-01-31'),
  PRIMARY KEY (user_id, active_on)
);`;

const retentionRandom = seeded(30_407);
const retentionOracle = (users: SqlRows, activity: SqlRows) => {
  const cohorts = new Map<string, { signups: number; retained: number }>();
  for (const u of users) {
    const start = u.signed_up_on as string;
    const kept = activity.some((a) => {
      if (a.user_id !== u.id) return false;
      const d = daysBetween(start, a.active_on as string);
      return d >= 1 && d <= 7;
    });
    const c = cohorts.get(monthStart(start)) ?? { signups: 0, retained: 0 };
    c.signups += 1;
    if (kept) c.retained += 1;
    cohorts.set(monthStart(start), c);
  }
  return [...cohorts.entries()]
    .sort((a, b) => byText(a[0], b[0]))
    .map(([m, c]) => [m, c.signups, c.retained, pct1(c.retained, c.signups)]);
};
const retentionCase = (name: string, userCount: number, maxVisits: number, firstDay: number, lastDay: number) => {
  const users = Array.from({ length: userCount }, (_, i) => ({
    id: i + 1,
    signed_up_on: addDays('2024-01-01', intIn(retentionRandom, firstDay, lastDay)),
  }));
  const activity: SqlRows = [];
  for (const u of users) {
    const days = new Set<number>();
    const visits = intIn(retentionRandom, 0, maxVisits);
    // Mostly days 0 to 9 after signup: the edges (day 0, day 7, day 8) come up often.
    for (let v = 0; v < visits; v += 1)
      days.add(intIn(retentionRandom, 0, intIn(retentionRandom, 0, 3) === 0 ? 30 : 9));
    for (const d of days) activity.push({ user_id: u.id, active_on: addDays(u.signed_up_on, d) });
  }
  return { name, tables: { users, activity }, rows: retentionOracle(users, activity) };
};

// ---------------------------------------------------------------------------------------------
// 9. monthly-cohort-activity (hard): first-purchase cohorts by month, month offsets.

const cohortSchema = `
CREATE TABLE orders (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  customer_id integer NOT NULL CHECK (customer_id BETWEEN 1 AND 1000),
  ordered_on date NOT NULL CHECK (ordered_on BETWEEN '2023-01-01' AND '2025-12-31')
);`;

const cohortRandom = seeded(30_408);
const monthIndex = (isoDate: string) => Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;
const cohortOracle = (orders: SqlRows) => {
  const first = new Map<number, string>();
  for (const o of orders) {
    const c = o.customer_id as number;
    const d = o.ordered_on as string;
    if (!first.has(c) || d < first.get(c)!) first.set(c, d);
  }
  const cells = new Map<string, Set<number>>();
  for (const o of orders) {
    const c = o.customer_id as number;
    const start = first.get(c)!;
    const key = `${monthStart(start)}|${monthIndex(o.ordered_on as string) - monthIndex(start)}`;
    const set = cells.get(key) ?? new Set<number>();
    set.add(c);
    cells.set(key, set);
  }
  return [...cells.entries()]
    .map(([key, set]) => {
      const [cohort, offset] = key.split('|');
      return [cohort, Number(offset), set.size] as [string, number, number];
    })
    .sort((a, b) => byText(a[0], b[0]) || a[1] - b[1]);
};
const cohortCase = (name: string, customers: number, count: number, spanDays: number) => {
  const orders = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    customer_id: intIn(cohortRandom, 1, customers),
    ordered_on: addDays('2023-01-01', intIn(cohortRandom, 0, spanDays)),
  }));
  return { name, tables: { orders }, rows: cohortOracle(orders) };
};

// ---------------------------------------------------------------------------------------------
// 10. strict-signup-funnel (hard): funnel steps in time order, conversion from the step before.

const funnelSchema = `
CREATE TABLE events (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  user_id integer NOT NULL CHECK (user_id BETWEEN 1 AND 1000),
  step text NOT NULL CHECK (step IN ('visit', 'signup', 'purchase')),
  happened_at timestamp NOT NULL CHECK (happened_at BETWEEN '2024-01-01 00:00:00' AND '2024-12-31 23:59:59')
);`;

const funnelRandom = seeded(30_409);
const funnelOracle = (events: SqlRows) => {
  const users = [...new Set(events.map((e) => e.user_id as number))];
  const at = (u: number, step: string) =>
    events.filter((e) => e.user_id === u && e.step === step).map((e) => e.happened_at as string);
  let visited = 0;
  let signed = 0;
  let bought = 0;
  for (const u of users) {
    const v = at(u, 'visit');
    const s = at(u, 'signup');
    const p = at(u, 'purchase');
    // Brute force: some visit < some signup (< some purchase). The timestamps share one format, so text order is time order.
    if (v.length > 0) visited += 1;
    if (s.some((x) => v.some((y) => y < x))) signed += 1;
    if (p.some((z) => s.some((x) => x < z && v.some((y) => y < x)))) bought += 1;
  }
  return [
    ['visit', visited, null],
    ['signup', signed, visited === 0 ? null : pct1(signed, visited)],
    ['purchase', bought, signed === 0 ? null : pct1(bought, signed)],
  ];
};
const funnelCase = (name: string, userCount: number, count: number, days: number) => {
  const steps = ['visit', 'visit', 'visit', 'signup', 'signup', 'purchase'];
  const events = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    user_id: intIn(funnelRandom, 1, userCount),
    step: pick(funnelRandom, steps),
    // Few distinct instants, so some events of one user happen at the same time.
    happened_at: `${addDays('2024-03-01', intIn(funnelRandom, 0, days - 1))} ${two(intIn(funnelRandom, 9, 11))}:00:00`,
  }));
  return { name, tables: { events }, rows: funnelOracle(events) };
};

// ---------------------------------------------------------------------------------------------

export const SQL_ANALYSIS: ProblemContent[] = [
  defineSqlProblem({
    slug: 'monthly-order-report',
    title: 'Monthly Order Report for 2024',
    difficulty: 'easy',
    tags: ['sql', 'dates', 'aggregation'],
    statement: `
A shop records each order with the moment it was placed (\`placed_at\`, a \`timestamp\`). Report **2024 month by month**: for every month of 2024 that has at least one order, return

- \`month\` — the first day of the month, as a \`date\` (e.g. \`2024-03-01\`);
- \`orders\` — how many orders were placed that month;
- \`customers\` — how many **different** customers ordered that month;
- \`revenue_cents\` — the sum of their \`amount_cents\`.

An order belongs to 2024 when it was placed at or after \`2024-01-01 00:00:00\` and before \`2025-01-01 00:00:00\` — including an order placed on the evening of 31 December. Months without orders are left out. Order the rows by \`month\`, earliest first.

**Example.** Orders at \`2024-03-05 09:00\` (customer 1, 500 cents), \`2024-03-20 18:30\` (customer 1, 700 cents), \`2024-12-31 22:10\` (customer 2, 100 cents) and \`2025-01-01 00:00\` (customer 2, 900 cents) give \`2024-03-01 2 1 1200\` and \`2024-12-01 1 1 100\`; the last order is in 2025.
`,
    schema: shopOrdersSchema,
    constraints: [
      '`placed_at` is between 2023-01-01 00:00:00 and 2025-12-31 23:59:59.',
      '`amount_cents` is between 1 and 100,000; ids and customer ids are between 1 and 1,000.',
    ],
    maxRows: 1000,
    columns: ['month', 'orders', 'customers', 'revenue_cents'],
    ordered: true,
    sql: `
SELECT date_trunc('month', placed_at)::date AS month,
       count(*) AS orders,
       count(DISTINCT customer_id) AS customers,
       sum(amount_cents) AS revenue_cents
FROM orders
WHERE placed_at >= '2024-01-01' AND placed_at < '2025-01-01'
GROUP BY 1
ORDER BY 1;`,
    samples: [
      {
        name: 'the example: New Year belongs to 2025',
        tables: {
          orders: [
            { id: 1, customer_id: 1, placed_at: '2024-03-05 09:00:00', amount_cents: 500 },
            { id: 2, customer_id: 1, placed_at: '2024-03-20 18:30:00', amount_cents: 700 },
            { id: 3, customer_id: 2, placed_at: '2024-12-31 22:10:00', amount_cents: 100 },
            { id: 4, customer_id: 2, placed_at: '2025-01-01 00:00:00', amount_cents: 900 },
          ],
        },
        rows: [
          ['2024-03-01', 2, 1, 1200],
          ['2024-12-01', 1, 1, 100],
        ],
      },
      {
        name: "another year's June is left out, 23:59:59 on 30 June is still June",
        tables: {
          orders: [
            { id: 1, customer_id: 5, placed_at: '2023-06-10 12:00:00', amount_cents: 300 },
            { id: 2, customer_id: 6, placed_at: '2024-06-11 08:15:00', amount_cents: 400 },
            { id: 3, customer_id: 7, placed_at: '2024-06-30 23:59:59', amount_cents: 50 },
            { id: 4, customer_id: 6, placed_at: '2024-07-01 00:00:00', amount_cents: 60 },
          ],
        },
        rows: [
          ['2024-06-01', 2, 2, 450],
          ['2024-07-01', 1, 1, 60],
        ],
      },
      {
        name: 'the first moment of 2024 counts, the last moment of 2023 does not',
        tables: {
          orders: [
            { id: 1, customer_id: 1, placed_at: '2023-12-31 23:59:59', amount_cents: 1000 },
            { id: 2, customer_id: 2, placed_at: '2024-01-01 00:00:00', amount_cents: 2000 },
          ],
        },
        rows: [['2024-01-01', 1, 1, 2000]],
      },
    ],
    hidden: [
      { name: 'no orders at all', tables: { orders: [] }, rows: [] },
      {
        name: 'only orders outside 2024',
        tables: {
          orders: [
            { id: 1, customer_id: 1, placed_at: '2023-05-01 10:00:00', amount_cents: 10 },
            { id: 2, customer_id: 1, placed_at: '2025-02-01 10:00:00', amount_cents: 20 },
          ],
        },
        rows: [],
      },
      {
        name: 'a single order on the last evening of 2024',
        tables: { orders: [{ id: 9, customer_id: 3, placed_at: '2024-12-31 20:00:00', amount_cents: 100000 }] },
        rows: [['2024-12-01', 1, 1, 100000]],
      },
      {
        name: 'one customer ordering many times in a month',
        tables: {
          orders: [
            { id: 1, customer_id: 4, placed_at: '2024-02-01 08:00:00', amount_cents: 1 },
            { id: 2, customer_id: 4, placed_at: '2024-02-14 08:00:00', amount_cents: 2 },
            { id: 3, customer_id: 4, placed_at: '2024-02-29 23:00:00', amount_cents: 3 },
            { id: 4, customer_id: 8, placed_at: '2024-02-29 23:30:00', amount_cents: 4 },
          ],
        },
        rows: [['2024-02-01', 4, 2, 10]],
      },
      monthlyCase('two hundred orders around 2024', 200, 40, 20),
      monthlyCase('a thousand orders, many at the year edges', 1000, 300, 40),
      monthlyCase('fifty orders of five customers', 50, 5, 10),
    ],
    hints: [
      "`date_trunc('month', …)` cuts a timestamp down to the first instant of its month; cast it to `date` for the `month` column.",
      '`BETWEEN … AND 2024-12-31` on a timestamp stops at midnight of 31 December: compare with `>=` the start of 2024 and `<` the start of 2025.',
      '`count(DISTINCT customer_id)` counts each customer once.',
    ],
    editorial: `
**Idea.** Keep 2024's orders with a half-open range, group them by their month, and aggregate.

- **The range.** An order is in 2024 when \`placed_at >= '2024-01-01'\` and \`placed_at < '2025-01-01'\`. A \`BETWEEN\` ending at \`'2024-12-31'\` compares against the timestamp \`2024-12-31 00:00:00\` and silently drops every order placed later that day — the classic off-by-one of date ranges.
- **The month.** \`date_trunc('month', placed_at)\` returns the first instant of the month (a \`timestamp\`); the cast to \`date\` makes it \`2024-03-01\`. Grouping by \`extract(month …)\` alone would merge March 2023 with March 2024 — harmless here only because of the year filter, a bug anywhere else.
- **The aggregates.** \`count(*)\` counts orders, \`count(DISTINCT customer_id)\` counts customers once each, \`sum(amount_cents)\` adds the amounts (an integer sum returns \`bigint\`).
- **The order.** Sorting by the month date is chronological; sorting a \`'YYYY-MM'\` text would be too, but the column must be a date here.

**Common mistakes.** \`BETWEEN\` with an inclusive end date on a timestamp; \`count(customer_id)\` instead of counting distinct customers; returning the \`timestamp\` from \`date_trunc\` without the cast.

**Indexes.** A B-tree index on \`orders (placed_at)\` serves the range condition: PostgreSQL reads only 2024's part of the index instead of the whole table. The half-open range on the bare column is *sargable*; wrapping the column in a function (\`extract(year FROM placed_at) = 2024\`) would hide it from that index.
`,
    modules: ['sql-for-analysis', 'relational-databases-sql'],
    wrong: [
      {
        why: 'BETWEEN up to 2024-12-31 stops at midnight and drops the orders of the last day',
        sql: "SELECT date_trunc('month', placed_at)::date AS month, count(*) AS orders, count(DISTINCT customer_id) AS customers, sum(amount_cents) AS revenue_cents FROM orders WHERE placed_at BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY 1 ORDER BY 1",
      },
      {
        why: 'count(customer_id) counts orders, not different customers',
        sql: "SELECT date_trunc('month', placed_at)::date AS month, count(*) AS orders, count(customer_id) AS customers, sum(amount_cents) AS revenue_cents FROM orders WHERE placed_at >= '2024-01-01' AND placed_at < '2025-01-01' GROUP BY 1 ORDER BY 1",
      },
      {
        why: "BETWEEN up to '2025-01-01' includes New Year's midnight",
        sql: "SELECT date_trunc('month', placed_at)::date AS month, count(*) AS orders, count(DISTINCT customer_id) AS customers, sum(amount_cents) AS revenue_cents FROM orders WHERE placed_at BETWEEN '2024-01-01' AND '2025-01-01' GROUP BY 1 ORDER BY 1",
      },
    ],
  }),

  defineSqlProblem({
    slug: 'email-domain-counts',
    title: 'Subscribers per Email Domain',
    difficulty: 'easy',
    tags: ['sql', 'strings', 'aggregation'],
    statement: `
The newsletter's sign-up form stored emails exactly as people typed them: some with capitals, some with spaces before or after. Count the subscribers of each **email domain**: columns \`domain\` and \`subscribers\`.

The domain of an email is the part after its \`@\`, once the spaces around the whole email are removed, in lower case: \`'  Ada@Example.COM '\` has the domain \`example.com\`.

Order the rows by \`subscribers\` from most to fewest, and domains with the same count by \`domain\` (A to Z, in byte order: the database uses the C collation).

**Example.** \`ada@example.com\`, \` bob@EXAMPLE.com\`, \`cy@mail.org \` give \`example.com 2\`, \`mail.org 1\`.
`,
    schema: subscribersSchema,
    constraints: [
      'An email is 3 to 100 characters long and holds exactly one `@`, with at least one character on each side of it.',
      'Emails use ASCII letters, digits, dots and hyphens; the only whitespace is spaces at the start or the end.',
    ],
    maxRows: 1000,
    columns: ['domain', 'subscribers'],
    ordered: true,
    sql: `
SELECT lower(split_part(trim(email), '@', 2)) AS domain,
       count(*) AS subscribers
FROM subscribers
GROUP BY 1
ORDER BY subscribers DESC, domain;`,
    samples: [
      {
        name: 'the example: case and spaces do not split a domain',
        tables: {
          subscribers: [
            { id: 1, email: 'ada@example.com' },
            { id: 2, email: ' bob@EXAMPLE.com' },
            { id: 3, email: 'cy@mail.org ' },
          ],
        },
        rows: [
          ['example.com', 2],
          ['mail.org', 1],
        ],
      },
      {
        name: 'ties by domain name',
        tables: {
          subscribers: [
            { id: 1, email: 'a@zeta.io' },
            { id: 2, email: 'b@alpha.io' },
            { id: 3, email: 'c@beta.io' },
          ],
        },
        rows: [
          ['alpha.io', 1],
          ['beta.io', 1],
          ['zeta.io', 1],
        ],
      },
      {
        name: 'trailing spaces after the domain',
        tables: {
          subscribers: [
            { id: 1, email: 'x@shop.dev   ' },
            { id: 2, email: 'y@Shop.Dev' },
            { id: 3, email: '  z@other.dev' },
          ],
        },
        rows: [
          ['shop.dev', 2],
          ['other.dev', 1],
        ],
      },
    ],
    hidden: [
      { name: 'no subscribers', tables: { subscribers: [] }, rows: [] },
      { name: 'a single subscriber', tables: { subscribers: [{ id: 1, email: ' Q@Q.Q ' }] }, rows: [['q.q', 1]] },
      {
        name: 'the same person twice (duplicates count twice)',
        tables: {
          subscribers: [
            { id: 1, email: 'dup@twice.net' },
            { id: 2, email: 'DUP@TWICE.NET' },
            { id: 3, email: 'one@once.net' },
          ],
        },
        rows: [
          ['twice.net', 2],
          ['once.net', 1],
        ],
      },
      domainCase('a hundred subscribers, four domains', 100, ['example.com', 'mail.org', 'uni-x.edu', 'a.co']),
      domainCase('a thousand subscribers, ten domains', 1000, [
        'gmail.com',
        'yahoo.com',
        'outlook.com',
        'proton.me',
        'mail.ru',
        'web.de',
        'gmx.net',
        'icloud.com',
        'hey.com',
        'fastmail.fm',
      ]),
      domainCase('thirty subscribers, one domain', 30, ['only.example']),
      domainCase('twenty subscribers, twenty possible domains', 20, [
        ...Array.from({ length: 20 }, (_, i) => `d${i}.test`),
      ]),
    ],
    hints: [
      '`trim(email)` removes the spaces around the email; `lower(…)` folds the case.',
      "`split_part(text, '@', 2)` returns the part after the first `@`.",
    ],
    editorial: `
**Idea.** Normalise the email first — remove the surrounding spaces, fold the case — then take the part after the \`@\` and group by it.

- **\`trim\`** removes spaces from both ends (\`ltrim\`/\`rtrim\` do one side). Without it, \`'cy@mail.org '\` yields the domain \`'mail.org '\` with a trailing space: a different group.
- **\`lower\`** makes \`EXAMPLE.com\` and \`example.com\` one value. Domains are case-insensitive, so this is the right key; the local part before the \`@\` is not needed here.
- **\`split_part(…, '@', 2)\`** returns the second field split on \`@\` (fields count from 1). \`substring(email from position('@' in email) + 1)\` is an alternative.
- **The order** — count descending, then the domain — fixes the order of ties.

**Common mistakes.** Grouping by the raw text (case and spaces make duplicates); forgetting the tie-breaker; trimming after splitting only on one side.

**Indexes.** A plain index on \`email\` does not help a query grouped by an expression of it. PostgreSQL can index the expression itself — an *expression index* on \`lower(split_part(trim(email), '@', 2))\` — and a query that filters by exactly that expression (say, one domain's subscribers) can then use it. Cleaning the data once, at insert time, is usually better still.
`,
    modules: ['sql-for-analysis', 'relational-databases-sql'],
    wrong: [
      {
        why: 'without lower() the same domain in other capitals is a separate group',
        sql: "SELECT split_part(trim(email), '@', 2) AS domain, count(*) AS subscribers FROM subscribers GROUP BY 1 ORDER BY subscribers DESC, domain",
      },
      {
        why: 'without trim() a trailing space stays in the domain',
        sql: "SELECT lower(split_part(email, '@', 2)) AS domain, count(*) AS subscribers FROM subscribers GROUP BY 1 ORDER BY subscribers DESC, domain",
      },
      {
        why: 'ties are ordered Z to A',
        sql: "SELECT lower(split_part(trim(email), '@', 2)) AS domain, count(*) AS subscribers FROM subscribers GROUP BY 1 ORDER BY subscribers DESC, domain DESC",
      },
    ],
  }),

  defineSqlProblem({
    slug: 'order-size-buckets',
    title: 'Orders by Size Bucket',
    difficulty: 'easy',
    tags: ['sql', 'aggregation'],
    statement: `
Sort the shop's orders into three size buckets by \`amount_cents\`:

- \`small\` — less than 2,000 cents;
- \`medium\` — from 2,000 up to and including 9,999 cents;
- \`large\` — 10,000 cents or more.

Return one row per bucket that has at least one order: \`bucket\` (its name as above), \`orders\` (how many) and \`revenue_cents\` (the sum of their amounts). Order the rows \`small\`, \`medium\`, \`large\` — by size, not alphabetically.

**Example.** Amounts 1,999, 2,000 and 10,000 give \`small 1 1999\`, \`medium 1 2000\`, \`large 1 10000\`.
`,
    schema: bucketSchema,
    constraints: ['`amount_cents` is between 1 and 100,000; ids are between 1 and 1,000.'],
    maxRows: 1000,
    columns: ['bucket', 'orders', 'revenue_cents'],
    ordered: true,
    sql: `
SELECT CASE
         WHEN amount_cents < 2000 THEN 'small'
         WHEN amount_cents < 10000 THEN 'medium'
         ELSE 'large'
       END AS bucket,
       count(*) AS orders,
       sum(amount_cents) AS revenue_cents
FROM orders
GROUP BY 1
ORDER BY min(amount_cents);`,
    samples: [
      {
        name: 'the example: one order on each lower boundary',
        tables: {
          orders: [
            { id: 1, amount_cents: 1999 },
            { id: 2, amount_cents: 2000 },
            { id: 3, amount_cents: 10000 },
          ],
        },
        rows: [
          ['small', 1, 1999],
          ['medium', 1, 2000],
          ['large', 1, 10000],
        ],
      },
      {
        name: 'an empty bucket is left out',
        tables: {
          orders: [
            { id: 1, amount_cents: 50000 },
            { id: 2, amount_cents: 500 },
            { id: 3, amount_cents: 700 },
          ],
        },
        rows: [
          ['small', 2, 1200],
          ['large', 1, 50000],
        ],
      },
      {
        name: 'the upper edge of medium',
        tables: {
          orders: [
            { id: 1, amount_cents: 9999 },
            { id: 2, amount_cents: 10001 },
          ],
        },
        rows: [
          ['medium', 1, 9999],
          ['large', 1, 10001],
        ],
      },
    ],
    hidden: [
      { name: 'no orders', tables: { orders: [] }, rows: [] },
      { name: 'a single smallest order', tables: { orders: [{ id: 1, amount_cents: 1 }] }, rows: [['small', 1, 1]] },
      {
        name: 'only large orders, the biggest allowed',
        tables: {
          orders: [
            { id: 1, amount_cents: 100000 },
            { id: 2, amount_cents: 100000 },
          ],
        },
        rows: [['large', 2, 200000]],
      },
      {
        name: 'medium and large, no small',
        tables: {
          orders: [
            { id: 1, amount_cents: 10000 },
            { id: 2, amount_cents: 2000 },
            { id: 3, amount_cents: 2000 },
          ],
        },
        rows: [
          ['medium', 2, 4000],
          ['large', 1, 10000],
        ],
      },
      bucketCase('a hundred orders of any size', 100, 100_000),
      bucketCase('a thousand orders of any size', 1000, 100_000),
      bucketCase('two hundred orders, none above 12,000', 200, 12_000),
    ],
    hints: [
      'A `CASE` expression tests its `WHEN` branches in order and returns the first that holds: after `< 2000` fails, `< 10000` means "medium".',
      'Alphabetical order would be large, medium, small. Order by something that grows with the bucket, such as the smallest amount in it.',
    ],
    editorial: `
**Idea.** Compute a bucket label for each order with \`CASE\`, then group by the label.

- **\`CASE WHEN … THEN … END\`** evaluates the branches top to bottom and stops at the first true one, so each branch only needs the upper bound: under 2,000 is small; otherwise under 10,000 is medium; otherwise large. The bounds match the statement exactly: 2,000 is medium, 9,999 is medium, 10,000 is large.
- **\`GROUP BY 1\`** groups by the first output column (the label); repeating the whole \`CASE\` works too.
- **The order.** The labels sort alphabetically as large, medium, small. Ordering by \`min(amount_cents)\` — an aggregate allowed in \`ORDER BY\` of a grouped query — puts the buckets by size; another way is a second \`CASE\` that maps each label to 1, 2, 3.

**Common mistakes.** \`<= 2000\` for small (2,000 must be medium); \`ORDER BY bucket\`; listing buckets that have no order (the statement leaves them out).

**Indexes.** Every order is read and bucketed, so no index helps: the query is one sequential scan and a hash or sort aggregate. An index on \`amount_cents\` would pay off only for a query about one bucket, such as \`WHERE amount_cents >= 10000\`.
`,
    modules: ['sql-for-analysis', 'sql-joins-and-aggregation'],
    wrong: [
      {
        why: 'an off-by-one boundary: 2,000 counted as small',
        sql: "SELECT CASE WHEN amount_cents <= 2000 THEN 'small' WHEN amount_cents < 10000 THEN 'medium' ELSE 'large' END AS bucket, count(*) AS orders, sum(amount_cents) AS revenue_cents FROM orders GROUP BY 1 ORDER BY min(amount_cents)",
      },
      {
        why: 'alphabetical order puts large first',
        sql: "SELECT CASE WHEN amount_cents < 2000 THEN 'small' WHEN amount_cents < 10000 THEN 'medium' ELSE 'large' END AS bucket, count(*) AS orders, sum(amount_cents) AS revenue_cents FROM orders GROUP BY 1 ORDER BY bucket",
      },
      {
        why: '10,000 counted as medium',
        sql: "SELECT CASE WHEN amount_cents < 2000 THEN 'small' WHEN amount_cents <= 10000 THEN 'medium' ELSE 'large' END AS bucket, count(*) AS orders, sum(amount_cents) AS revenue_cents FROM orders GROUP BY 1 ORDER BY min(amount_cents)",
      },
    ],
  }),

  defineSqlProblem({
    slug: 'first-order-per-customer',
    title: "Each Customer's First Order",
    difficulty: 'medium',
    tags: ['sql', 'dates', 'window functions'],
    statement: `
For every customer who has ordered, return their **first order**: columns \`customer\` (the name), \`first_order_on\` (its date), \`first_order_cents\` (its amount), and \`orders\` (how many orders the customer placed in all).

The first order is the one with the earliest \`ordered_on\`; when a customer placed several orders on that day, it is the one with the **smallest \`id\`** among them. Customers who never ordered are left out.

Order the rows by \`first_order_on\` (earliest first), then by \`customer\` (A to Z, byte order).

**Example.** Ada ordered on 2024-03-02 (id 7, 900 cents), 2024-03-01 (id 9, 300 cents) and 2024-03-01 (id 4, 500 cents): her row is \`Ada 2024-03-01 500 3\` — of the two orders of 1 March, id 4 comes first.
`,
    schema: customerOrdersSchema,
    constraints: [
      'Customer names are unique; `ordered_on` is between 2023-01-01 and 2025-12-31.',
      '`amount_cents` is between 1 and 100,000; ids are between 1 and 1,000.',
    ],
    maxRows: 1000,
    columns: ['customer', 'first_order_on', 'first_order_cents', 'orders'],
    ordered: true,
    sql: `
WITH ranked AS (
  SELECT DISTINCT ON (customer_id)
         customer_id, ordered_on, amount_cents,
         count(*) OVER (PARTITION BY customer_id) AS orders
  FROM orders
  ORDER BY customer_id, ordered_on, id
)
SELECT c.name AS customer,
       r.ordered_on AS first_order_on,
       r.amount_cents AS first_order_cents,
       r.orders
FROM ranked r
JOIN customers c ON c.id = r.customer_id
ORDER BY first_order_on, customer;`,
    samples: [
      {
        name: 'the example: two orders on the first day, the smaller id wins',
        tables: {
          customers: [{ id: 1, name: 'Ada' }],
          orders: [
            { id: 7, customer_id: 1, ordered_on: '2024-03-02', amount_cents: 900 },
            { id: 9, customer_id: 1, ordered_on: '2024-03-01', amount_cents: 300 },
            { id: 4, customer_id: 1, ordered_on: '2024-03-01', amount_cents: 500 },
          ],
        },
        rows: [['Ada', '2024-03-01', 500, 3]],
      },
      {
        name: 'a customer without orders is left out',
        tables: {
          customers: [
            { id: 1, name: 'Bo' },
            { id: 2, name: 'Cy' },
            { id: 3, name: 'Di' },
          ],
          orders: [
            { id: 1, customer_id: 3, ordered_on: '2024-01-05', amount_cents: 100 },
            { id: 2, customer_id: 1, ordered_on: '2024-02-01', amount_cents: 50 },
            { id: 3, customer_id: 1, ordered_on: '2024-01-20', amount_cents: 75 },
          ],
        },
        rows: [
          ['Di', '2024-01-05', 100, 1],
          ['Bo', '2024-01-20', 75, 2],
        ],
      },
      {
        name: 'the first order is not the smallest amount',
        tables: {
          customers: [
            { id: 1, name: 'Eve' },
            { id: 2, name: 'Al' },
          ],
          orders: [
            { id: 1, customer_id: 1, ordered_on: '2024-05-01', amount_cents: 8000 },
            { id: 2, customer_id: 1, ordered_on: '2024-06-01', amount_cents: 10 },
            { id: 3, customer_id: 2, ordered_on: '2024-05-01', amount_cents: 20 },
          ],
        },
        rows: [
          ['Al', '2024-05-01', 20, 1],
          ['Eve', '2024-05-01', 8000, 2],
        ],
      },
    ],
    hidden: [
      { name: 'no customers, no orders', tables: { customers: [], orders: [] }, rows: [] },
      {
        name: 'customers but no orders',
        tables: {
          customers: [
            { id: 1, name: 'X' },
            { id: 2, name: 'Y' },
          ],
          orders: [],
        },
        rows: [],
      },
      {
        name: 'three orders on one day, ids out of order',
        tables: {
          customers: [{ id: 5, name: 'Kim' }],
          orders: [
            { id: 30, customer_id: 5, ordered_on: '2023-01-01', amount_cents: 3 },
            { id: 10, customer_id: 5, ordered_on: '2023-01-01', amount_cents: 1 },
            { id: 20, customer_id: 5, ordered_on: '2023-01-01', amount_cents: 2 },
          ],
        },
        rows: [['Kim', '2023-01-01', 1, 3]],
      },
      firstCase('twenty customers, a hundred orders over a year', 20, 100, 365),
      firstCase('fifty customers, a thousand orders over ten days', 50, 1000, 9),
      firstCase('a thousand customers, three hundred orders', 1000, 300, 60),
      firstCase('five customers, two hundred orders on three days', 5, 200, 2),
    ],
    hints: [
      '`DISTINCT ON (customer_id)` keeps the first row of each customer in the `ORDER BY` order — so the `ORDER BY` must start with `customer_id`, then say what "first" means.',
      'The order count needs all the rows of the customer: a window `count(*) OVER (PARTITION BY …)` sees them before `DISTINCT ON` keeps one.',
      '`min(ordered_on)` and `min(amount_cents)` taken separately can come from two different orders.',
    ],
    editorial: `
**Idea.** "The first row of each group" is a job for PostgreSQL's \`DISTINCT ON\` (or \`row_number()\` and a filter on 1): sort each customer's orders by date, then id, and keep the top one.

- **\`DISTINCT ON (customer_id)\`** with an \`ORDER BY\` on the customer, then the date, then the id keeps, per customer, the row that sorts first: the earliest date, and on that date the smallest id. The leading \`ORDER BY\` expressions must match the \`DISTINCT ON\` ones.
- **The total.** A window \`count(*) OVER (PARTITION BY customer_id)\` is computed on all rows before \`DISTINCT ON\` discards the rest, so the kept row carries the customer's order count. (Joining a separate \`GROUP BY customer_id\` count works too.)
- **The name.** Join \`customers\` on the id; an inner join is right because only customers with orders are wanted.
- **The final order** — date, then name — is applied in the outer query; the \`DISTINCT ON\` sort serves only to pick rows.

**Common mistakes.** \`min(ordered_on)\` with \`min(amount_cents)\` (two different orders mixed into one row); breaking the same-day tie by the largest id, or not at all (then the result depends on the plan); counting the orders after keeping one row (always 1).

**Indexes.** A B-tree index on \`orders (customer_id, ordered_on, id)\` has exactly the \`DISTINCT ON\` sort order: PostgreSQL can read the orders already sorted from it instead of sorting the table.
`,
    modules: ['sql-for-analysis', 'sql-window-functions'],
    wrong: [
      {
        why: 'min() of the date and min() of the amount come from different orders',
        sql: 'SELECT c.name AS customer, min(o.ordered_on) AS first_order_on, min(o.amount_cents) AS first_order_cents, count(*) AS orders FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY c.id, c.name ORDER BY first_order_on, customer',
      },
      {
        why: 'the same-day tie goes to the largest id',
        sql: 'WITH ranked AS (SELECT DISTINCT ON (customer_id) customer_id, ordered_on, amount_cents, count(*) OVER (PARTITION BY customer_id) AS orders FROM orders ORDER BY customer_id, ordered_on, id DESC) SELECT c.name AS customer, r.ordered_on AS first_order_on, r.amount_cents AS first_order_cents, r.orders FROM ranked r JOIN customers c ON c.id = r.customer_id ORDER BY first_order_on, customer',
      },
      {
        why: 'the first order is taken by smallest id alone, ignoring the date',
        sql: 'WITH ranked AS (SELECT DISTINCT ON (customer_id) customer_id, ordered_on, amount_cents, count(*) OVER (PARTITION BY customer_id) AS orders FROM orders ORDER BY customer_id, id) SELECT c.name AS customer, r.ordered_on AS first_order_on, r.amount_cents AS first_order_cents, r.orders FROM ranked r JOIN customers c ON c.id = r.customer_id ORDER BY first_order_on, customer',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'ticket-status-pivot',
    title: 'Ticket Status Pivot per Agent',
    difficulty: 'medium',
    tags: ['sql', 'aggregation', 'null handling'],
    statement: `
A support desk wants one row per agent with their tickets counted by status, side by side: columns \`agent\`, \`open\`, \`pending\`, \`closed\` and \`total\`.

- Tickets with no agent (\`agent\` is NULL) form one row whose \`agent\` is the text \`unassigned\` (no real agent has that name).
- A status an agent has no ticket in shows **0**, not NULL.
- \`total\` is the agent's number of tickets.

Only agents with at least one ticket appear. Order the rows by \`total\` from largest to smallest, then by \`agent\` (A to Z, byte order).

**Example.** Tickets (mo, open), (mo, closed), (mo, closed), (NULL, open) give \`mo 1 0 2 3\` and \`unassigned 1 0 0 1\`.
`,
    schema: ticketsSchema,
    constraints: [
      "`status` is one of 'open', 'pending', 'closed'.",
      "No agent is named 'unassigned'; ids are between 1 and 1,000.",
    ],
    maxRows: 1000,
    columns: ['agent', 'open', 'pending', 'closed', 'total'],
    ordered: true,
    sql: `
SELECT coalesce(agent, 'unassigned') AS agent,
       count(*) FILTER (WHERE status = 'open') AS open,
       count(*) FILTER (WHERE status = 'pending') AS pending,
       count(*) FILTER (WHERE status = 'closed') AS closed,
       count(*) AS total
FROM tickets
GROUP BY 1
ORDER BY total DESC, agent;`,
    samples: [
      {
        name: 'the example: an unassigned ticket',
        tables: {
          tickets: [
            { id: 1, agent: 'mo', status: 'open' },
            { id: 2, agent: 'mo', status: 'closed' },
            { id: 3, agent: 'mo', status: 'closed' },
            { id: 4, agent: null, status: 'open' },
          ],
        },
        rows: [
          ['mo', 1, 0, 2, 3],
          ['unassigned', 1, 0, 0, 1],
        ],
      },
      {
        name: 'equal totals are ordered by name',
        tables: {
          tickets: [
            { id: 1, agent: 'zoe', status: 'pending' },
            { id: 2, agent: 'ann', status: 'closed' },
            { id: 3, agent: 'zoe', status: 'open' },
            { id: 4, agent: 'ann', status: 'pending' },
          ],
        },
        rows: [
          ['ann', 0, 1, 1, 2],
          ['zoe', 1, 1, 0, 2],
        ],
      },
      {
        name: 'only one status in use',
        tables: {
          tickets: [
            { id: 1, agent: 'li', status: 'closed' },
            { id: 2, agent: 'li', status: 'closed' },
          ],
        },
        rows: [['li', 0, 0, 2, 2]],
      },
    ],
    hidden: [
      { name: 'no tickets', tables: { tickets: [] }, rows: [] },
      {
        name: 'every ticket unassigned',
        tables: {
          tickets: [
            { id: 1, agent: null, status: 'pending' },
            { id: 2, agent: null, status: 'pending' },
            { id: 3, agent: null, status: 'open' },
          ],
        },
        rows: [['unassigned', 1, 2, 0, 3]],
      },
      {
        name: 'a single ticket',
        tables: { tickets: [{ id: 42, agent: 'sam', status: 'open' }] },
        rows: [['sam', 1, 0, 0, 1]],
      },
      pivotCase('sixty tickets, three agents', 60, ['kai', 'mo', 'ann'], ['open', 'pending', 'closed']),
      pivotCase(
        'a thousand tickets, eight agents',
        1000,
        ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
        ['open', 'pending', 'closed'],
      ),
      pivotCase('forty tickets, nothing pending', 40, ['uma', 'ivo', 'jo', 'ray'], ['open', 'closed']),
      pivotCase('three hundred tickets, mostly closed', 300, ['x', 'y'], ['closed', 'closed', 'closed', 'open']),
    ],
    hints: [
      "An aggregate with `FILTER (WHERE status = 'open')` counts only the rows that match — one column per status.",
      "`count(status = 'open')` counts every row whose comparison is not NULL, true *or false*.",
      '`coalesce(agent, …)` replaces the NULL agent; `GROUP BY` already puts all NULL agents in one group.',
    ],
    editorial: `
**Idea.** A pivot turns values of one column (the status) into columns. Group by agent, and compute one filtered count per status.

- **\`count(*) FILTER (WHERE …)\`** — the aggregate \`FILTER\` clause (PostgreSQL 9.4+, standard SQL) feeds only the matching rows to the aggregate, so a status without tickets gives 0. The portable equivalent is \`sum(CASE WHEN status = 'open' THEN 1 ELSE 0 END)\` — with the \`ELSE 0\`: without it the sum of no non-NULL values is NULL.
- **\`coalesce(agent, 'unassigned')\`** labels the NULL group. \`GROUP BY\` treats all NULLs as one group (unlike \`=\`), so grouping by the coalesced value or by the raw column gives the same groups.
- **\`count(*)\`** is the total; ordering by it descending and then by agent fixes the order.

**Common mistakes.** \`count(status = 'open')\`: \`count\` counts non-NULL values and \`false\` is not NULL, so it counts every ticket; \`sum(CASE … THEN 1 END)\` without \`ELSE 0\` (NULL instead of 0); leaving the NULL agent as NULL.

**Indexes.** The query reads every ticket once, so an index cannot reduce the work. A dashboard for one agent (\`WHERE agent = 'mo'\`) would use an index on \`tickets (agent)\`; for a small number of open tickets among many closed ones, a *partial index* (\`… WHERE status <> 'closed'\`) stays small.
`,
    modules: ['sql-for-analysis', 'sql-joins-and-aggregation'],
    wrong: [
      {
        why: "count(status = 'open') counts false as well as true",
        sql: "SELECT coalesce(agent, 'unassigned') AS agent, count(status = 'open') AS open, count(status = 'pending') AS pending, count(status = 'closed') AS closed, count(*) AS total FROM tickets GROUP BY 1 ORDER BY total DESC, agent",
      },
      {
        why: 'CASE without ELSE 0 gives NULL for a status with no ticket',
        sql: "SELECT coalesce(agent, 'unassigned') AS agent, sum(CASE WHEN status = 'open' THEN 1 END) AS open, sum(CASE WHEN status = 'pending' THEN 1 END) AS pending, sum(CASE WHEN status = 'closed' THEN 1 END) AS closed, count(*) AS total FROM tickets GROUP BY 1 ORDER BY total DESC, agent",
      },
      {
        why: 'the NULL agent is left as NULL',
        sql: "SELECT agent, count(*) FILTER (WHERE status = 'open') AS open, count(*) FILTER (WHERE status = 'pending') AS pending, count(*) FILTER (WHERE status = 'closed') AS closed, count(*) AS total FROM tickets GROUP BY 1 ORDER BY total DESC, agent",
      },
    ],
  }),

  defineSqlProblem({
    slug: 'median-delivery-days',
    title: 'Median Delivery Time per Warehouse',
    difficulty: 'medium',
    tags: ['sql', 'dates', 'aggregation', 'null handling'],
    statement: `
Each shipment has the date it was ordered and, once it arrived, the date it was delivered (\`delivered_on\` is NULL while it is on its way). Its **delivery time** is the number of days from \`ordered_on\` to \`delivered_on\` (same day = 0).

For every warehouse that appears in \`shipments\`, return \`warehouse\`, \`delivered\` (how many of its shipments have arrived) and \`median_days\` — the **median** delivery time of its arrived shipments: the middle value, or the mean of the two middle values when there is an even number of them. A warehouse with no arrived shipment is still listed, with \`delivered\` 0 and \`median_days\` NULL.

Rows in any order.

**Example.** Warehouse *north* with delivery times 1, 2, 10 and 30 days and one shipment on its way: \`north 4 6\` (the mean of 2 and 10). Their average would be 10.75: a few slow deliveries pull the mean, not the median.
`,
    schema: shipmentsSchema,
    constraints: [
      '`ordered_on` is between 2024-01-01 and 2024-12-31.',
      '`delivered_on` is NULL or between `ordered_on` and 60 days after it.',
      'ids are between 1 and 1,000.',
    ],
    maxRows: 1000,
    columns: ['warehouse', 'delivered', 'median_days'],
    ordered: false,
    sql: `
SELECT warehouse,
       count(delivered_on) AS delivered,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY delivered_on - ordered_on) AS median_days
FROM shipments
GROUP BY warehouse;`,
    samples: [
      {
        name: 'the example: an even count, one on its way',
        tables: {
          shipments: [
            { id: 1, warehouse: 'north', ordered_on: '2024-02-01', delivered_on: '2024-02-02' },
            { id: 2, warehouse: 'north', ordered_on: '2024-02-01', delivered_on: '2024-02-03' },
            { id: 3, warehouse: 'north', ordered_on: '2024-02-20', delivered_on: '2024-03-01' },
            { id: 4, warehouse: 'north', ordered_on: '2024-03-01', delivered_on: '2024-03-31' },
            { id: 5, warehouse: 'north', ordered_on: '2024-03-05', delivered_on: null },
          ],
        },
        rows: [['north', 4, 6]],
      },
      {
        name: 'a warehouse with nothing delivered yet',
        tables: {
          shipments: [
            { id: 1, warehouse: 'east', ordered_on: '2024-06-01', delivered_on: null },
            { id: 2, warehouse: 'west', ordered_on: '2024-06-01', delivered_on: '2024-06-04' },
          ],
        },
        rows: [
          ['east', 0, null],
          ['west', 1, 3],
        ],
      },
      {
        name: 'an odd count, and a delivery across the new year',
        tables: {
          shipments: [
            { id: 1, warehouse: 'a', ordered_on: '2024-01-10', delivered_on: '2024-01-10' },
            { id: 2, warehouse: 'a', ordered_on: '2024-01-10', delivered_on: '2024-01-15' },
            { id: 3, warehouse: 'a', ordered_on: '2024-01-10', delivered_on: '2024-01-12' },
            { id: 4, warehouse: 'b', ordered_on: '2024-12-30', delivered_on: '2025-01-02' },
            { id: 5, warehouse: 'b', ordered_on: '2024-12-30', delivered_on: '2024-12-31' },
          ],
        },
        rows: [
          ['a', 3, 2],
          ['b', 2, 2],
        ],
      },
    ],
    hidden: [
      { name: 'no shipments', tables: { shipments: [] }, rows: [] },
      {
        name: 'a single delivered shipment',
        tables: { shipments: [{ id: 1, warehouse: 'solo', ordered_on: '2024-02-28', delivered_on: '2024-03-01' }] },
        rows: [['solo', 1, 2]],
      },
      {
        name: 'two middle values that differ by one',
        tables: {
          shipments: [
            { id: 1, warehouse: 'w', ordered_on: '2024-05-01', delivered_on: '2024-05-02' },
            { id: 2, warehouse: 'w', ordered_on: '2024-05-01', delivered_on: '2024-05-03' },
          ],
        },
        rows: [['w', 2, 1.5]],
      },
      {
        name: 'ties in the middle',
        tables: {
          shipments: [
            { id: 1, warehouse: 't', ordered_on: '2024-07-01', delivered_on: '2024-07-05' },
            { id: 2, warehouse: 't', ordered_on: '2024-07-02', delivered_on: '2024-07-06' },
            { id: 3, warehouse: 't', ordered_on: '2024-07-03', delivered_on: '2024-07-07' },
            { id: 4, warehouse: 't', ordered_on: '2024-07-04', delivered_on: '2024-09-02' },
            { id: 5, warehouse: 't', ordered_on: '2024-07-05', delivered_on: null },
            { id: 6, warehouse: 't', ordered_on: '2024-07-06', delivered_on: null },
          ],
        },
        rows: [['t', 4, 4]],
      },
      medianCase('a hundred shipments, three warehouses', 100, ['north', 'south', 'east'], 20),
      medianCase('a thousand shipments, seven warehouses', 1000, ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7'], 60),
      medianCase('twelve shipments, six warehouses', 12, ['a', 'b', 'c', 'd', 'e', 'f'], 9),
    ],
    hints: [
      'Subtracting two `date` values gives the number of days between them, an integer.',
      '`percentile_cont(0.5) WITHIN GROUP (ORDER BY …)` is the median, interpolating between the two middle values; `percentile_disc` would return one of them.',
      'Aggregates skip NULLs: `count(delivered_on)` counts arrived shipments, and the median ignores the NULL delivery times — so a WHERE is not needed (and would drop a warehouse).',
    ],
    editorial: `
**Idea.** Group by warehouse; count the arrived shipments and take the median of their day counts with an ordered-set aggregate.

- **Day counts.** \`date - date\` in PostgreSQL is an \`integer\` number of days. For a NULL \`delivered_on\` it is NULL.
- **\`percentile_cont(0.5) WITHIN GROUP (ORDER BY …)\`** is the continuous median: with an even number of values it interpolates halfway between the two middle ones (so 1 and 2 give 1.5). It returns \`double precision\`. NULL inputs are ignored, and over no input it returns NULL — exactly what a warehouse without arrivals needs.
- **\`count(delivered_on)\`** counts non-NULL values; \`count(*)\` would also count shipments on their way.
- **No \`WHERE delivered_on IS NOT NULL\`**: it would remove a warehouse whose shipments are all on their way, and the statement keeps it.

**Common mistakes.** \`avg(…)\` instead of the median (a few slow deliveries drag the mean); \`percentile_disc(0.5)\`, which returns the lower middle value for an even count; \`count(*)\`; filtering out undelivered rows in \`WHERE\`.

**Indexes.** A median must look at every value of the group, so the query reads the whole table and sorts each warehouse's values; an index on \`shipments (warehouse)\` helps only when one warehouse is asked for. The ordered-set aggregate sorts its input itself — an index cannot hand it presorted values.
`,
    modules: ['sql-for-analysis', 'sql-joins-and-aggregation'],
    wrong: [
      {
        why: 'the average is not the median',
        sql: 'SELECT warehouse, count(delivered_on) AS delivered, avg(delivered_on - ordered_on) AS median_days FROM shipments GROUP BY warehouse',
      },
      {
        why: 'percentile_disc returns the lower middle value for an even count',
        sql: 'SELECT warehouse, count(delivered_on) AS delivered, percentile_disc(0.5) WITHIN GROUP (ORDER BY delivered_on - ordered_on) AS median_days FROM shipments GROUP BY warehouse',
      },
      {
        why: 'filtering in WHERE drops a warehouse with nothing delivered',
        sql: 'SELECT warehouse, count(delivered_on) AS delivered, percentile_cont(0.5) WITHIN GROUP (ORDER BY delivered_on - ordered_on) AS median_days FROM shipments WHERE delivered_on IS NOT NULL GROUP BY warehouse',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'summer-coupon-usage',
    title: 'Summer Campaign Coupons',
    difficulty: 'medium',
    tags: ['sql', 'strings', 'aggregation'],
    statement: `
Orders may carry a coupon code, typed in by customers — in any capitals, sometimes with spaces around it. The summer campaign's codes are those that, **once the surrounding spaces are removed and ignoring case, start with \`SUMMER_\`** (the underscore included): \`summer_10\` and \` SUMMER_FreeShip\` are campaign codes; \`SUMMER10\`, \`SUMMERX5\` and \`MYSUMMER_1\` are not.

Return each campaign code with its number of orders: columns \`code\` (the code without the surrounding spaces, in upper case) and \`orders\`. Order the rows by \`orders\` from most to fewest, then by \`code\` (byte order).

**Example.** Coupons \`'summer_10'\`, \`' SUMMER_10 '\`, \`'SUMMER10'\` and NULL give one row: \`SUMMER_10 2\`.
`,
    schema: couponSchema,
    constraints: [
      'A coupon is NULL or 1 to 30 characters long: ASCII letters, digits and underscores, possibly with spaces at the start or the end.',
      'ids are between 1 and 1,000.',
    ],
    maxRows: 1000,
    columns: ['code', 'orders'],
    ordered: true,
    sql: `
SELECT upper(trim(coupon)) AS code, count(*) AS orders
FROM orders
WHERE trim(coupon) ILIKE 'summer\\_%'
GROUP BY 1
ORDER BY orders DESC, code;`,
    samples: [
      {
        name: 'the example: case and spaces, and a code without the underscore',
        tables: {
          orders: [
            { id: 1, coupon: 'summer_10' },
            { id: 2, coupon: ' SUMMER_10 ' },
            { id: 3, coupon: 'SUMMER10' },
            { id: 4, coupon: null },
          ],
        },
        rows: [['SUMMER_10', 2]],
      },
      {
        name: 'the underscore is a real underscore, not any character',
        tables: {
          orders: [
            { id: 1, coupon: 'SUMMERX5' },
            { id: 2, coupon: 'Summer_X5' },
            { id: 3, coupon: 'MYSUMMER_1' },
          ],
        },
        rows: [['SUMMER_X5', 1]],
      },
      {
        name: 'ties by code',
        tables: {
          orders: [
            { id: 1, coupon: 'summer_b' },
            { id: 2, coupon: 'SUMMER_A' },
            { id: 3, coupon: 'summer_a' },
            { id: 4, coupon: 'SUMMER_B' },
            { id: 5, coupon: 'summer_c' },
          ],
        },
        rows: [
          ['SUMMER_A', 2],
          ['SUMMER_B', 2],
          ['SUMMER_C', 1],
        ],
      },
    ],
    hidden: [
      { name: 'no orders', tables: { orders: [] }, rows: [] },
      {
        name: 'no coupon at all',
        tables: {
          orders: [
            { id: 1, coupon: null },
            { id: 2, coupon: null },
          ],
        },
        rows: [],
      },
      {
        name: 'a leading space before the code',
        tables: { orders: [{ id: 7, coupon: '   summer_sun' }] },
        rows: [['SUMMER_SUN', 1]],
      },
      {
        name: 'only the bare prefix',
        tables: {
          orders: [
            { id: 1, coupon: 'SUMMER_' },
            { id: 2, coupon: 'SUMMER' },
          ],
        },
        rows: [['SUMMER_', 1]],
      },
      couponCase('a hundred orders', 100),
      couponCase('a thousand orders', 1000),
      couponCase('fifteen orders', 15),
    ],
    hints: [
      'In a `LIKE` pattern `_` matches any one character. To match the underscore itself, escape it with a backslash: `\\_`.',
      '`ILIKE` is the case-insensitive `LIKE` (a PostgreSQL extension); `lower(…) LIKE …` is the portable spelling.',
      'Remove the spaces before testing the prefix, and before grouping.',
    ],
    editorial: `
**Idea.** Clean each coupon (trim, fold case), keep those starting with the literal text \`SUMMER_\`, and count per cleaned code.

- **The filter.** \`LIKE\` patterns have two wildcards: \`%\` (any run of characters) and \`_\` (exactly one character). The pattern \`'summer_%'\` therefore also matches \`SUMMER10\` and \`SUMMERX5\`. Escaping the underscore with a backslash — the default \`LIKE\` escape character in PostgreSQL — makes it literal; \`ESCAPE '!'\` picks another escape character if you prefer.
- **Case.** \`ILIKE\` matches case-insensitively; plain \`LIKE\` against \`'SUMMER\\_%'\` would miss \`summer_10\`. The same works as \`upper(trim(coupon)) LIKE …\`, and \`starts_with(upper(trim(coupon)), 'SUMMER_')\` (PostgreSQL 11+) has no wildcards at all.
- **Spaces.** \`trim\` comes first: \`' SUMMER_10'\` does not start with \`S\`, and \`'SUMMER_10 '\` would be a different group.
- **NULL coupons** fail any \`LIKE\` test (the result is NULL, and \`WHERE\` keeps only true), so they drop out without extra code.
- **Grouping** by the cleaned upper-case code merges the spellings; then order by count and code.

**Common mistakes.** An unescaped \`_\`; \`LIKE\` where \`ILIKE\` is needed; grouping by the raw coupon.

**Indexes.** A B-tree index can serve a left-anchored \`LIKE 'abc%'\` only when the column is compared as is and the index uses the C collation or the \`text_pattern_ops\` operator class; \`ILIKE\` and expressions like \`trim(coupon)\` need an expression index on exactly that expression, or a trigram (\`pg_trgm\`) GIN index for arbitrary patterns.
`,
    modules: ['sql-for-analysis', 'relational-databases-sql'],
    wrong: [
      {
        why: 'an unescaped underscore matches any character (SUMMER10 slips in)',
        sql: "SELECT upper(trim(coupon)) AS code, count(*) AS orders FROM orders WHERE trim(coupon) ILIKE 'summer_%' GROUP BY 1 ORDER BY orders DESC, code",
      },
      {
        why: 'LIKE is case-sensitive: summer_10 is missed',
        sql: "SELECT upper(trim(coupon)) AS code, count(*) AS orders FROM orders WHERE trim(coupon) LIKE 'SUMMER\\_%' GROUP BY 1 ORDER BY orders DESC, code",
      },
      {
        why: 'without trim a leading space hides the prefix',
        sql: "SELECT upper(trim(coupon)) AS code, count(*) AS orders FROM orders WHERE coupon ILIKE 'summer\\_%' GROUP BY 1 ORDER BY orders DESC, code",
      },
    ],
  }),

  defineSqlProblem({
    slug: 'week-one-retention',
    title: 'Week-One Retention by Signup Month',
    difficulty: 'hard',
    tags: ['sql', 'dates', 'subqueries', 'aggregation'],
    statement: `
A user is **retained** when they came back within a week of signing up: they were active on at least one day **from 1 to 7 days after** their signup date (activity on the signup day itself does not count; the 7th day after does).

Group users into **cohorts** by the month they signed up, and for every cohort return:

- \`cohort\` — the first day of the signup month, as a \`date\`;
- \`signups\` — the users who signed up that month;
- \`retained\` — how many of them are retained;
- \`retention_pct\` — \`100 × retained / signups\`, rounded to **one decimal** (half away from zero, as \`round\` does on \`numeric\`).

Order the rows by \`cohort\`. A cohort exists when at least one user signed up that month.

**Example.** Users 1 (signed up 2024-01-10, active 2024-01-10 and 2024-01-17), 2 (2024-01-20, active 2024-01-28) and 3 (2024-01-31, active 2024-02-03): user 1 came back on day 7, user 2 only on day 8, user 3 on day 3 — \`2024-01-01 3 2 66.7\`.
`,
    schema: retentionSchema,
    constraints: [
      '`signed_up_on` is between 2024-01-01 and 2024-12-31; `active_on` between 2024-01-01 and 2025-01-31.',
      'A user has at most one activity row per day; user ids are between 1 and 1,000.',
    ],
    maxRows: 1000,
    columns: ['cohort', 'signups', 'retained', 'retention_pct'],
    ordered: true,
    sql: `
WITH flagged AS (
  SELECT date_trunc('month', u.signed_up_on)::date AS cohort,
         EXISTS (
           SELECT 1
           FROM activity a
           WHERE a.user_id = u.id
             AND a.active_on > u.signed_up_on
             AND a.active_on <= u.signed_up_on + 7
         ) AS retained
  FROM users u
)
SELECT cohort,
       count(*) AS signups,
       count(*) FILTER (WHERE retained) AS retained,
       round(100.0 * count(*) FILTER (WHERE retained) / count(*), 1) AS retention_pct
FROM flagged
GROUP BY cohort
ORDER BY cohort;`,
    samples: [
      {
        name: 'the example: day 7 counts, day 8 does not, the cohort is the signup month',
        tables: {
          users: [
            { id: 1, signed_up_on: '2024-01-10' },
            { id: 2, signed_up_on: '2024-01-20' },
            { id: 3, signed_up_on: '2024-01-31' },
          ],
          activity: [
            { user_id: 1, active_on: '2024-01-10' },
            { user_id: 1, active_on: '2024-01-17' },
            { user_id: 2, active_on: '2024-01-28' },
            { user_id: 3, active_on: '2024-02-03' },
          ],
        },
        rows: [['2024-01-01', 3, 2, 66.7]],
      },
      {
        name: 'activity on the signup day alone is not a return',
        tables: {
          users: [
            { id: 1, signed_up_on: '2024-03-01' },
            { id: 2, signed_up_on: '2024-04-15' },
          ],
          activity: [
            { user_id: 1, active_on: '2024-03-01' },
            { user_id: 2, active_on: '2024-04-15' },
            { user_id: 2, active_on: '2024-04-16' },
          ],
        },
        rows: [
          ['2024-03-01', 1, 0, 0],
          ['2024-04-01', 1, 1, 100],
        ],
      },
      {
        name: 'many visits in the week count one user once',
        tables: {
          users: [
            { id: 1, signed_up_on: '2024-05-01' },
            { id: 2, signed_up_on: '2024-05-02' },
            { id: 3, signed_up_on: '2024-05-03' },
          ],
          activity: [
            { user_id: 1, active_on: '2024-05-02' },
            { user_id: 1, active_on: '2024-05-03' },
            { user_id: 1, active_on: '2024-05-04' },
            { user_id: 1, active_on: '2024-05-05' },
          ],
        },
        rows: [['2024-05-01', 3, 1, 33.3]],
      },
    ],
    hidden: [
      { name: 'no users', tables: { users: [], activity: [] }, rows: [] },
      {
        name: 'users without any activity',
        tables: {
          users: [
            { id: 1, signed_up_on: '2024-12-31' },
            { id: 2, signed_up_on: '2024-06-01' },
          ],
          activity: [],
        },
        rows: [
          ['2024-06-01', 1, 0, 0],
          ['2024-12-01', 1, 0, 0],
        ],
      },
      {
        name: 'a December signup coming back in January',
        tables: {
          users: [{ id: 5, signed_up_on: '2024-12-28' }],
          activity: [{ user_id: 5, active_on: '2025-01-04' }],
        },
        rows: [['2024-12-01', 1, 1, 100]],
      },
      {
        name: 'rounding 2 of 3 up and 1 of 6 to one decimal',
        tables: {
          users: [
            { id: 1, signed_up_on: '2024-02-01' },
            { id: 2, signed_up_on: '2024-02-02' },
            { id: 3, signed_up_on: '2024-02-03' },
            { id: 4, signed_up_on: '2024-03-01' },
            { id: 5, signed_up_on: '2024-03-02' },
            { id: 6, signed_up_on: '2024-03-03' },
            { id: 7, signed_up_on: '2024-03-04' },
            { id: 8, signed_up_on: '2024-03-05' },
            { id: 9, signed_up_on: '2024-03-06' },
          ],
          activity: [
            { user_id: 1, active_on: '2024-02-08' },
            { user_id: 2, active_on: '2024-02-03' },
            { user_id: 4, active_on: '2024-03-05' },
            { user_id: 5, active_on: '2024-03-10' },
          ],
        },
        rows: [
          ['2024-02-01', 3, 2, 66.7],
          ['2024-03-01', 6, 1, 16.7],
        ],
      },
      retentionCase('forty users in two months', 40, 4, 0, 59),
      retentionCase('three hundred users over the year', 300, 3, 0, 365),
      retentionCase('a hundred and fifty busy users in one quarter', 150, 6, 90, 180),
    ],
    hints: [
      '`date + integer` adds days. "From 1 to 7 days after" is `active_on > signed_up_on AND active_on <= signed_up_on + 7`.',
      'Count users, not activity rows: an `EXISTS` test per user (or `count(DISTINCT …)`) counts a user who came back three times once.',
      '`100 * retained / signups` with integers is integer division. Multiply by `100.0` first, then `round(…, 1)`.',
    ],
    editorial: `
**Idea.** Flag each user as retained or not, then aggregate the flags per signup month.

- **The flag.** A correlated \`EXISTS\` asks, for one user, whether any activity row falls in the window. The window is *1 to 7 days after* signup: \`active_on > signed_up_on\` excludes the signup day, \`active_on <= signed_up_on + 7\` includes the 7th day (adding an integer to a \`date\` adds days). \`EXISTS\` stops at the first match, and a user with many visits is still one user.
- **The cohort.** \`date_trunc('month', …)::date\` gives the first day of the signup month.
- **The aggregates.** \`count(*)\` per cohort is the signups; \`count(*) FILTER (WHERE retained)\` the retained ones.
- **The percentage.** \`100.0 * retained / signups\` is \`numeric\` arithmetic (\`100 * retained / signups\` on integers would truncate 66.67 to 66); \`round(numeric, 1)\` rounds half away from zero. \`signups\` is never 0, since a cohort exists only when someone signed up.

An equivalent shape is a \`LEFT JOIN\` from users to the activity in the window, with \`count(DISTINCT a.user_id)\` as the retained count.

**Common mistakes.** \`BETWEEN signed_up_on AND signed_up_on + 7\` (counts the signup day); \`< signed_up_on + 7\` (misses day 7); an inner join with \`count(*)\` (counts visits, and drops cohorts nobody came back from); integer division.

**Indexes.** The primary key \`(user_id, active_on)\` is itself a B-tree index that answers the \`EXISTS\` probe for one user and a date range directly, reading only the index entries in that week — this is why a composite key in that column order suits the query.
`,
    modules: ['sql-for-analysis', 'sql-joins-and-aggregation'],
    wrong: [
      {
        why: 'BETWEEN includes the signup day itself',
        sql: "WITH flagged AS (SELECT date_trunc('month', u.signed_up_on)::date AS cohort, EXISTS (SELECT 1 FROM activity a WHERE a.user_id = u.id AND a.active_on BETWEEN u.signed_up_on AND u.signed_up_on + 7) AS retained FROM users u) SELECT cohort, count(*) AS signups, count(*) FILTER (WHERE retained) AS retained, round(100.0 * count(*) FILTER (WHERE retained) / count(*), 1) AS retention_pct FROM flagged GROUP BY cohort ORDER BY cohort",
      },
      {
        why: 'a join counts visits, not users',
        sql: "SELECT date_trunc('month', u.signed_up_on)::date AS cohort, count(DISTINCT u.id) AS signups, count(a.user_id) AS retained, round(100.0 * count(a.user_id) / count(DISTINCT u.id), 1) AS retention_pct FROM users u LEFT JOIN activity a ON a.user_id = u.id AND a.active_on > u.signed_up_on AND a.active_on <= u.signed_up_on + 7 GROUP BY 1 ORDER BY 1",
      },
      {
        why: '< signed_up_on + 7 misses the seventh day',
        sql: "WITH flagged AS (SELECT date_trunc('month', u.signed_up_on)::date AS cohort, EXISTS (SELECT 1 FROM activity a WHERE a.user_id = u.id AND a.active_on > u.signed_up_on AND a.active_on < u.signed_up_on + 7) AS retained FROM users u) SELECT cohort, count(*) AS signups, count(*) FILTER (WHERE retained) AS retained, round(100.0 * count(*) FILTER (WHERE retained) / count(*), 1) AS retention_pct FROM flagged GROUP BY cohort ORDER BY cohort",
      },
    ],
  }),

  defineSqlProblem({
    slug: 'monthly-cohort-activity',
    title: 'Customer Cohorts by First Purchase Month',
    difficulty: 'hard',
    tags: ['sql', 'dates', 'window functions', 'ctes'],
    statement: `
A customer's **cohort** is the month of their first order. For each cohort, count how many of its customers ordered in the cohort month itself and in each later month: return \`cohort\` (the first day of the cohort month, as a \`date\`), \`month_offset\` (0 for the cohort month, 1 for the next calendar month, and so on — counted in calendar months, across years), and \`customers\` (how many **different** customers of that cohort ordered in that month).

List only the (cohort, offset) pairs with at least one customer. Order the rows by \`cohort\`, then \`month_offset\`.

**Example.** Customer 1 orders on 2024-01-31, 2024-02-01 and 2025-01-15; customer 2 on 2024-01-05 and 2024-01-20; customer 3 on 2024-02-10. Cohort January 2024 holds customers 1 and 2: offset 0 has 2 customers, offset 1 has 1 (customer 1, one day later but a new month), offset 12 has 1. Cohort February 2024 holds customer 3 at offset 0.
`,
    schema: cohortSchema,
    constraints: [
      '`ordered_on` is between 2023-01-01 and 2025-12-31.',
      'ids and customer ids are between 1 and 1,000.',
    ],
    maxRows: 1000,
    columns: ['cohort', 'month_offset', 'customers'],
    ordered: true,
    sql: `
WITH monthly AS (
  SELECT customer_id,
         date_trunc('month', ordered_on)::date AS month
  FROM orders
),
with_cohort AS (
  SELECT customer_id, month,
         min(month) OVER (PARTITION BY customer_id) AS cohort
  FROM monthly
)
SELECT cohort,
       ((extract(year FROM month) - extract(year FROM cohort)) * 12
        + extract(month FROM month) - extract(month FROM cohort))::int AS month_offset,
       count(DISTINCT customer_id) AS customers
FROM with_cohort
GROUP BY cohort, month
ORDER BY cohort, month_offset;`,
    samples: [
      {
        name: 'the example: a new month one day later, and a year later',
        tables: {
          orders: [
            { id: 1, customer_id: 1, ordered_on: '2024-01-31' },
            { id: 2, customer_id: 1, ordered_on: '2024-02-01' },
            { id: 3, customer_id: 1, ordered_on: '2025-01-15' },
            { id: 4, customer_id: 2, ordered_on: '2024-01-05' },
            { id: 5, customer_id: 2, ordered_on: '2024-01-20' },
            { id: 6, customer_id: 3, ordered_on: '2024-02-10' },
          ],
        },
        rows: [
          ['2024-01-01', 0, 2],
          ['2024-01-01', 1, 1],
          ['2024-01-01', 12, 1],
          ['2024-02-01', 0, 1],
        ],
      },
      {
        name: 'across the new year',
        tables: {
          orders: [
            { id: 1, customer_id: 7, ordered_on: '2023-11-15' },
            { id: 2, customer_id: 7, ordered_on: '2024-02-15' },
            { id: 3, customer_id: 8, ordered_on: '2023-12-01' },
            { id: 4, customer_id: 8, ordered_on: '2024-01-01' },
          ],
        },
        rows: [
          ['2023-11-01', 0, 1],
          ['2023-11-01', 3, 1],
          ['2023-12-01', 0, 1],
          ['2023-12-01', 1, 1],
        ],
      },
      {
        name: 'several orders in one month count the customer once',
        tables: {
          orders: [
            { id: 1, customer_id: 1, ordered_on: '2024-06-01' },
            { id: 2, customer_id: 1, ordered_on: '2024-06-02' },
            { id: 3, customer_id: 1, ordered_on: '2024-07-30' },
            { id: 4, customer_id: 1, ordered_on: '2024-07-31' },
          ],
        },
        rows: [
          ['2024-06-01', 0, 1],
          ['2024-06-01', 1, 1],
        ],
      },
    ],
    hidden: [
      { name: 'no orders', tables: { orders: [] }, rows: [] },
      {
        name: 'a single order',
        tables: { orders: [{ id: 1, customer_id: 1000, ordered_on: '2025-12-31' }] },
        rows: [['2025-12-01', 0, 1]],
      },
      {
        name: 'thirty-five months apart, same month number',
        tables: {
          orders: [
            { id: 1, customer_id: 2, ordered_on: '2023-01-31' },
            { id: 2, customer_id: 2, ordered_on: '2025-12-01' },
            { id: 3, customer_id: 2, ordered_on: '2024-01-01' },
          ],
        },
        rows: [
          ['2023-01-01', 0, 1],
          ['2023-01-01', 12, 1],
          ['2023-01-01', 35, 1],
        ],
      },
      {
        name: 'orders listed out of date order',
        tables: {
          orders: [
            { id: 1, customer_id: 4, ordered_on: '2024-09-09' },
            { id: 2, customer_id: 4, ordered_on: '2024-03-03' },
            { id: 3, customer_id: 5, ordered_on: '2024-09-30' },
          ],
        },
        rows: [
          ['2024-03-01', 0, 1],
          ['2024-03-01', 6, 1],
          ['2024-09-01', 0, 1],
        ],
      },
      cohortCase('thirty customers, two hundred orders over a year', 30, 200, 365),
      cohortCase('two hundred customers, a thousand orders over three years', 200, 1000, 1095),
      cohortCase('five customers, a hundred orders over two years', 5, 100, 730),
    ],
    hints: [
      "First reduce each order to its month with `date_trunc('month', …)`; the cohort is the smallest such month per customer — `min(…) OVER (PARTITION BY customer_id)`, or a grouped subquery joined back.",
      'Months between two dates: 12 × (difference of years) + (difference of months). Dividing days by 30 is wrong at month edges.',
      'A customer with two orders in one month is one customer: `count(DISTINCT …)`.',
    ],
    editorial: `
**Idea.** Reduce orders to (customer, month), attach each customer's first month, and count distinct customers per (cohort, month).

- **Months.** \`date_trunc('month', ordered_on)\` maps every order to the first day of its month, so all later arithmetic is on whole months.
- **The cohort.** A window \`min(month) OVER (PARTITION BY customer_id)\` gives every row its customer's first month without collapsing the rows (a \`GROUP BY customer_id\` subquery joined back is equivalent).
- **The offset.** \`12 × (year − cohort year) + (month − cohort month)\`, via \`extract\`, counts calendar months across years; \`extract\` returns \`numeric\` (PostgreSQL 14+), hence the cast to \`int\`. \`age()\` works too, but its \`months\` field alone ignores whole years — one must add 12 × its \`years\`.
- **The count.** Group by cohort and month; \`count(DISTINCT customer_id)\`, because a customer may order several times in a month.

**Common mistakes.** Offsets from day differences (2024-01-31 to 2024-02-01 is one calendar month but one day); \`extract(month FROM age(…))\`, which wraps after 11; the difference of month numbers only (12 months later gives 0); \`count(*)\` counting orders.

**Indexes.** Every order is needed to find first months, so the query scans the table; an index on \`orders (customer_id, ordered_on)\` gives the window its partition order and can spare a sort. On large tables analysts usually precompute each customer's cohort once (a column or a small table) rather than recomputing it per report.
`,
    modules: ['sql-for-analysis', 'sql-window-functions'],
    wrong: [
      {
        why: 'the offset from the difference of month numbers alone ignores the years',
        sql: "WITH m AS (SELECT customer_id, date_trunc('month', ordered_on)::date AS month FROM orders), c AS (SELECT customer_id, month, min(month) OVER (PARTITION BY customer_id) AS cohort FROM m) SELECT cohort, (extract(month FROM month) - extract(month FROM cohort))::int AS month_offset, count(DISTINCT customer_id) AS customers FROM c GROUP BY cohort, month ORDER BY cohort, month_offset",
      },
      {
        why: 'days divided by 30 are not calendar months',
        sql: "WITH f AS (SELECT customer_id, min(ordered_on) AS first_on FROM orders GROUP BY customer_id) SELECT date_trunc('month', f.first_on)::date AS cohort, ((o.ordered_on - f.first_on) / 30)::int AS month_offset, count(DISTINCT o.customer_id) AS customers FROM orders o JOIN f USING (customer_id) GROUP BY 1, 2 ORDER BY 1, 2",
      },
      {
        why: 'count(*) counts orders, not customers',
        sql: "WITH m AS (SELECT customer_id, date_trunc('month', ordered_on)::date AS month FROM orders), c AS (SELECT customer_id, month, min(month) OVER (PARTITION BY customer_id) AS cohort FROM m) SELECT cohort, ((extract(year FROM month) - extract(year FROM cohort)) * 12 + extract(month FROM month) - extract(month FROM cohort))::int AS month_offset, count(*) AS customers FROM c GROUP BY cohort, month ORDER BY cohort, month_offset",
      },
    ],
  }),

  defineSqlProblem({
    slug: 'strict-signup-funnel',
    title: 'Visit, Signup, Purchase: a Strict Funnel',
    difficulty: 'hard',
    tags: ['sql', 'ctes', 'window functions', 'null handling'],
    statement: `
A product's funnel has three steps: **visit → signup → purchase**. The \`events\` table logs each step a user took, with its time. The funnel counts a step only when it happened in order:

- \`visit\`: the users with at least one visit;
- \`signup\`: the users with a signup **strictly later** than one of their visits;
- \`purchase\`: the users with a purchase strictly later than a signup that itself counts (a signup strictly later than one of their visits).

A user who signed up without ever visiting before, or bought before signing up, does not count at that step. Events at the same instant are not "later".

Return three rows, always, in funnel order (visit, signup, purchase): \`step\`, \`users\`, and \`pct_of_previous\` — \`100 × users / (the users of the step before)\` rounded to one decimal (half away from zero, as \`round\` does on \`numeric\`); it is NULL on the \`visit\` row and whenever the step before has 0 users.

**Example.** User 1 visits at 10:00, signs up at 10:05, buys at 11:00; user 2 visits, then signs up; user 3 visits only; user 4 signs up and buys without visiting. Rows: \`visit 3 NULL\`, \`signup 2 66.7\`, \`purchase 1 50\`.
`,
    schema: funnelSchema,
    constraints: [
      '`happened_at` is between 2024-01-01 00:00:00 and 2024-12-31 23:59:59.',
      'ids and user ids are between 1 and 1,000; a user may repeat any step.',
    ],
    maxRows: 1000,
    columns: ['step', 'users', 'pct_of_previous'],
    ordered: true,
    sql: `
WITH first_visit AS (
  SELECT user_id, min(happened_at) AS at
  FROM events
  WHERE step = 'visit'
  GROUP BY user_id
),
first_signup AS (
  SELECT e.user_id, min(e.happened_at) AS at
  FROM events e
  JOIN first_visit v ON v.user_id = e.user_id AND e.happened_at > v.at
  WHERE e.step = 'signup'
  GROUP BY e.user_id
),
buyers AS (
  SELECT DISTINCT e.user_id
  FROM events e
  JOIN first_signup s ON s.user_id = e.user_id AND e.happened_at > s.at
  WHERE e.step = 'purchase'
),
steps (pos, step, users) AS (
  VALUES (1, 'visit', (SELECT count(*) FROM first_visit)),
         (2, 'signup', (SELECT count(*) FROM first_signup)),
         (3, 'purchase', (SELECT count(*) FROM buyers))
)
SELECT step, users,
       round(100.0 * users / nullif(lag(users) OVER (ORDER BY pos), 0), 1) AS pct_of_previous
FROM steps
ORDER BY pos;`,
    samples: [
      {
        name: 'the example: a purchase without a visit does not count',
        tables: {
          events: [
            { id: 1, user_id: 1, step: 'visit', happened_at: '2024-05-01 10:00:00' },
            { id: 2, user_id: 1, step: 'signup', happened_at: '2024-05-01 10:05:00' },
            { id: 3, user_id: 1, step: 'purchase', happened_at: '2024-05-01 11:00:00' },
            { id: 4, user_id: 2, step: 'visit', happened_at: '2024-05-02 09:00:00' },
            { id: 5, user_id: 2, step: 'signup', happened_at: '2024-05-03 09:00:00' },
            { id: 6, user_id: 3, step: 'visit', happened_at: '2024-05-02 12:00:00' },
            { id: 7, user_id: 4, step: 'signup', happened_at: '2024-05-04 08:00:00' },
            { id: 8, user_id: 4, step: 'purchase', happened_at: '2024-05-04 08:30:00' },
          ],
        },
        rows: [
          ['visit', 3, null],
          ['signup', 2, 66.7],
          ['purchase', 1, 50],
        ],
      },
      {
        name: 'a purchase before the signup does not count, a later one does',
        tables: {
          events: [
            { id: 1, user_id: 1, step: 'visit', happened_at: '2024-02-01 08:00:00' },
            { id: 2, user_id: 1, step: 'purchase', happened_at: '2024-02-01 09:00:00' },
            { id: 3, user_id: 1, step: 'signup', happened_at: '2024-02-01 10:00:00' },
            { id: 4, user_id: 2, step: 'visit', happened_at: '2024-02-01 08:00:00' },
            { id: 5, user_id: 2, step: 'purchase', happened_at: '2024-02-01 07:00:00' },
            { id: 6, user_id: 2, step: 'signup', happened_at: '2024-02-01 09:00:00' },
            { id: 7, user_id: 2, step: 'purchase', happened_at: '2024-02-02 07:00:00' },
          ],
        },
        rows: [
          ['visit', 2, null],
          ['signup', 2, 100],
          ['purchase', 1, 50],
        ],
      },
      {
        name: 'the same instant is not later',
        tables: {
          events: [
            { id: 1, user_id: 9, step: 'visit', happened_at: '2024-08-08 08:08:08' },
            { id: 2, user_id: 9, step: 'signup', happened_at: '2024-08-08 08:08:08' },
            { id: 3, user_id: 10, step: 'visit', happened_at: '2024-08-08 08:00:00' },
            { id: 4, user_id: 10, step: 'signup', happened_at: '2024-08-08 08:01:00' },
            { id: 5, user_id: 10, step: 'purchase', happened_at: '2024-08-08 08:01:00' },
          ],
        },
        rows: [
          ['visit', 2, null],
          ['signup', 1, 50],
          ['purchase', 0, 0],
        ],
      },
    ],
    hidden: [
      {
        name: 'no events: three rows of zeros',
        tables: { events: [] },
        rows: [
          ['visit', 0, null],
          ['signup', 0, null],
          ['purchase', 0, null],
        ],
      },
      {
        name: 'visits only: the purchase step divides by zero signups',
        tables: {
          events: [
            { id: 1, user_id: 1, step: 'visit', happened_at: '2024-01-01 00:00:00' },
            { id: 2, user_id: 1, step: 'visit', happened_at: '2024-01-02 00:00:00' },
          ],
        },
        rows: [
          ['visit', 1, null],
          ['signup', 0, 0],
          ['purchase', 0, null],
        ],
      },
      {
        name: 'a signup before the first visit is ignored, a later one counts',
        tables: {
          events: [
            { id: 1, user_id: 3, step: 'signup', happened_at: '2024-03-01 10:00:00' },
            { id: 2, user_id: 3, step: 'visit', happened_at: '2024-03-02 10:00:00' },
            { id: 3, user_id: 3, step: 'signup', happened_at: '2024-03-03 10:00:00' },
            { id: 4, user_id: 3, step: 'purchase', happened_at: '2024-03-02 12:00:00' },
            { id: 5, user_id: 3, step: 'purchase', happened_at: '2024-03-04 12:00:00' },
          ],
        },
        rows: [
          ['visit', 1, null],
          ['signup', 1, 100],
          ['purchase', 1, 100],
        ],
      },
      {
        name: 'a signup after the visit but the purchase only between them',
        tables: {
          events: [
            { id: 1, user_id: 6, step: 'visit', happened_at: '2024-06-01 10:00:00' },
            { id: 2, user_id: 6, step: 'purchase', happened_at: '2024-06-01 11:00:00' },
            { id: 3, user_id: 6, step: 'signup', happened_at: '2024-06-01 12:00:00' },
            { id: 4, user_id: 7, step: 'visit', happened_at: '2024-06-01 10:00:00' },
            { id: 5, user_id: 7, step: 'signup', happened_at: '2024-06-01 10:30:00' },
            { id: 6, user_id: 7, step: 'signup', happened_at: '2024-06-01 10:40:00' },
            { id: 7, user_id: 8, step: 'visit', happened_at: '2024-06-02 10:00:00' },
          ],
        },
        rows: [
          ['visit', 3, null],
          ['signup', 2, 66.7],
          ['purchase', 0, 0],
        ],
      },
      funnelCase('sixty users, three hundred events over a week', 60, 300, 7),
      funnelCase('three hundred users, a thousand events over two days', 300, 1000, 2),
      funnelCase('twenty users, two hundred events on one day', 20, 200, 1),
    ],
    hints: [
      "Build the funnel one step at a time: each user's first visit; then each user's first signup later than that; then the users with a purchase later than that signup.",
      'Why the *first* qualifying event is enough: if any visit < signup < purchase exists, then the first visit and the first signup after it also come before that purchase.',
      '`lag(users) OVER (ORDER BY …)` reads the step before; `nullif(…, 0)` turns a zero divisor into NULL, and a division by NULL is NULL instead of an error.',
    ],
    editorial: `
**Idea.** A strict funnel is a chain of "later than" conditions. Compute it step by step, keeping for each user only the earliest event that qualifies, then put the three counts in a small table and compare each with the one before.

- **Step 1.** Each visitor's first visit: \`min(happened_at)\` grouped by user, over the visit events.
- **Step 2.** Join the signups to step 1 on the user with \`happened_at >\` the first visit, and keep each user's earliest such signup. Taking the *first* visit is enough: any visit before a signup is at or after the first one.
- **Step 3.** Join the purchases to step 2 with \`happened_at >\` that earliest qualifying signup; \`DISTINCT\` user ids. Again the earliest signup is the most permissive one.
- **The three rows.** A \`VALUES\` list (or a \`UNION ALL\`) with a position column gives one row per step even when a count is 0 — a \`GROUP BY step\` over the events would lose empty steps.
- **The percentage.** \`lag(users) OVER (ORDER BY pos)\` is the previous step's count (NULL on the first row); \`100.0 * users / nullif(previous, 0)\` is NULL instead of a division-by-zero error, and \`round(…, 1)\` rounds the \`numeric\` result.

**Common mistakes.** Counting every user who ever signed up or bought (no time order); \`>=\` instead of \`>\` for events at the same instant; a signup compared with *any* purchase instead of one after it; dividing by a zero count (an error in PostgreSQL); integer division.

**Indexes.** Each step filters one step's events and joins them by user: an index on \`events (step, user_id, happened_at)\` lets PostgreSQL read just one step's events, already grouped by user and ordered by time, which serves both the \`min\` and the "later than" joins.
`,
    modules: ['sql-for-analysis', 'sql-window-functions'],
    wrong: [
      {
        why: 'no time order: any signup of a visitor, any purchase of a signed-up visitor',
        sql: "WITH v AS (SELECT DISTINCT user_id FROM events WHERE step = 'visit'), s AS (SELECT DISTINCT e.user_id FROM events e JOIN v USING (user_id) WHERE e.step = 'signup'), b AS (SELECT DISTINCT e.user_id FROM events e JOIN s USING (user_id) WHERE e.step = 'purchase'), steps (pos, step, users) AS (VALUES (1, 'visit', (SELECT count(*) FROM v)), (2, 'signup', (SELECT count(*) FROM s)), (3, 'purchase', (SELECT count(*) FROM b))) SELECT step, users, round(100.0 * users / nullif(lag(users) OVER (ORDER BY pos), 0), 1) AS pct_of_previous FROM steps ORDER BY pos",
      },
      {
        why: '>= counts events at the same instant as later',
        sql: "WITH v AS (SELECT user_id, min(happened_at) AS at FROM events WHERE step = 'visit' GROUP BY user_id), s AS (SELECT e.user_id, min(e.happened_at) AS at FROM events e JOIN v ON v.user_id = e.user_id AND e.happened_at >= v.at WHERE e.step = 'signup' GROUP BY e.user_id), b AS (SELECT DISTINCT e.user_id FROM events e JOIN s ON s.user_id = e.user_id AND e.happened_at >= s.at WHERE e.step = 'purchase'), steps (pos, step, users) AS (VALUES (1, 'visit', (SELECT count(*) FROM v)), (2, 'signup', (SELECT count(*) FROM s)), (3, 'purchase', (SELECT count(*) FROM b))) SELECT step, users, round(100.0 * users / nullif(lag(users) OVER (ORDER BY pos), 0), 1) AS pct_of_previous FROM steps ORDER BY pos",
      },
      {
        why: 'without nullif a step after an empty one divides by zero',
        sql: "WITH v AS (SELECT user_id, min(happened_at) AS at FROM events WHERE step = 'visit' GROUP BY user_id), s AS (SELECT e.user_id, min(e.happened_at) AS at FROM events e JOIN v ON v.user_id = e.user_id AND e.happened_at > v.at WHERE e.step = 'signup' GROUP BY e.user_id), b AS (SELECT DISTINCT e.user_id FROM events e JOIN s ON s.user_id = e.user_id AND e.happened_at > s.at WHERE e.step = 'purchase'), steps (pos, step, users) AS (VALUES (1, 'visit', (SELECT count(*) FROM v)), (2, 'signup', (SELECT count(*) FROM s)), (3, 'purchase', (SELECT count(*) FROM b))) SELECT step, users, round(100.0 * users / lag(users) OVER (ORDER BY pos), 1) AS pct_of_previous FROM steps ORDER BY pos",
      },
    ],
  }),
];
