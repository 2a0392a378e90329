import type { Json, ProblemContent } from '../../../domain/problem.js';
import { defineSqlProblem, type SqlRows } from './define-sql.js';
import { intIn, seeded } from './define.js';

// Window functions and CTEs. Every generated test's expected rows come from a plain JavaScript
// oracle below (a direct reading of the statement), never from running the reference query.

const DAY_MS = 86_400_000;
const BASE_DAY = Date.UTC(2024, 0, 1);
/** 'YYYY-MM-DD' of the day `n` days after 2024-01-01. */
const dayText = (n: number) => new Date(BASE_DAY + n * DAY_MS).toISOString().slice(0, 10);
/** Code-point order (the generated names are lowercase letters and digits, so every collation agrees). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const shuffled = <T>(random: () => number, items: T[]) => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = intIn(random, 0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};
const num = (v: Json) => v as number;
const str = (v: Json) => v as string;

// ---------------------------------------------------------------------------------------------
// exam-leaderboard-rank

const examRandom = seeded(30_300);
const examSchema = `
CREATE TABLE exam_results (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  student text NOT NULL,
  score integer NOT NULL CHECK (score BETWEEN 0 AND 100)
);`;

/** Oracle: a student's position is 1 + the number of results with a strictly higher score. */
const examOracle = (results: SqlRows): Json[][] =>
  results
    .map((r) => [r.student, r.score, 1 + results.filter((o) => num(o.score) > num(r.score)).length])
    .sort((a, b) => num(a[2]) - num(b[2]) || byText(str(a[0]), str(b[0])));

const examCase = (name: string, count: number, lo: number, hi: number) => {
  const exam_results = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    student: `s${String(intIn(examRandom, 1, Math.max(1, Math.floor(count / 2)))).padStart(4, '0')}`,
    score: intIn(examRandom, lo, hi),
  }));
  return { name, tables: { exam_results }, rows: examOracle(exam_results) };
};

// ---------------------------------------------------------------------------------------------
// daily-signups-change

const signupRandom = seeded(30_310);
const signupSchema = `
CREATE TABLE daily_signups (
  day date PRIMARY KEY,
  signups integer NOT NULL CHECK (signups BETWEEN 0 AND 100000)
);`;

/** Oracle: sort by day; the change is this row's signups minus the previous row's (none for the first). */
const signupOracle = (days: SqlRows): Json[][] => {
  const sorted = [...days].sort((a, b) => byText(str(a.day), str(b.day)));
  return sorted.map((d, i) => [d.day, d.signups, i === 0 ? null : num(d.signups) - num(sorted[i - 1].signups)]);
};

const signupCase = (name: string, count: number, maxGap: number, maxSignups: number) => {
  let day = intIn(signupRandom, 0, 60);
  const daily_signups = shuffled(
    signupRandom,
    Array.from({ length: count }, () => {
      const row = { day: dayText(day), signups: intIn(signupRandom, 0, maxSignups) };
      day += intIn(signupRandom, 1, maxGap);
      return row;
    }),
  );
  return { name, tables: { daily_signups }, rows: signupOracle(daily_signups) };
};

// ---------------------------------------------------------------------------------------------
// latest-order-per-customer

const latestRandom = seeded(30_320);
const latestSchema = `
CREATE TABLE customers (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL
);
CREATE TABLE orders (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  customer_id integer NOT NULL REFERENCES customers (id),
  placed_on date NOT NULL,
  total_cents integer NOT NULL CHECK (total_cents BETWEEN 0 AND 1000000)
);`;

/** Oracle: for each customer with orders, the order with the latest date, then the largest id. */
const latestOracle = (customers: SqlRows, orders: SqlRows): Json[][] =>
  customers.flatMap((c) => {
    const mine = orders.filter((o) => o.customer_id === c.id);
    if (mine.length === 0) return [];
    const best = mine.reduce((a, b) =>
      byText(str(b.placed_on), str(a.placed_on)) > 0 || (b.placed_on === a.placed_on && num(b.id) > num(a.id)) ? b : a,
    );
    return [[c.name, best.id, best.placed_on, best.total_cents]];
  });

const latestCase = (name: string, customerCount: number, orderCount: number, dayRange: number) => {
  const customers = Array.from({ length: customerCount }, (_, i) => ({
    id: i + 1,
    name: `c${String(intIn(latestRandom, 1, customerCount)).padStart(4, '0')}`,
  }));
  const ids = shuffled(
    latestRandom,
    Array.from({ length: orderCount }, (_, i) => i + 1),
  );
  const orders = ids.map((id) => ({
    id,
    customer_id: intIn(latestRandom, 1, customerCount),
    placed_on: dayText(intIn(latestRandom, 0, dayRange - 1)),
    total_cents: intIn(latestRandom, 0, 1_000_000),
  }));
  return { name, tables: { customers, orders }, rows: latestOracle(customers, orders) };
};

// ---------------------------------------------------------------------------------------------
// running-account-balance

const balanceRandom = seeded(30_330);
const balanceSchema = `
CREATE TABLE transactions (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  account_id integer NOT NULL CHECK (account_id BETWEEN 1 AND 100),
  posted_on date NOT NULL,
  amount integer NOT NULL CHECK (amount BETWEEN -100000 AND 100000 AND amount <> 0)
);`;

/** Oracle: each transaction with the sum of its account's transactions up to it (by date, then id). */
const balanceOracle = (transactions: SqlRows): Json[][] => {
  const sorted = [...transactions].sort(
    (a, b) =>
      num(a.account_id) - num(b.account_id) || byText(str(a.posted_on), str(b.posted_on)) || num(a.id) - num(b.id),
  );
  const totals = new Map<number, number>();
  return sorted.map((t) => {
    const balance = (totals.get(num(t.account_id)) ?? 0) + num(t.amount);
    totals.set(num(t.account_id), balance);
    return [t.account_id, t.id, t.posted_on, t.amount, balance];
  });
};

const balanceCase = (name: string, accounts: number, count: number, dayRange: number) => {
  const ids = shuffled(
    balanceRandom,
    Array.from({ length: count }, (_, i) => i + 1),
  );
  const transactions = ids.map((id) => {
    let amount = intIn(balanceRandom, -100_000, 100_000);
    if (amount === 0) amount = 1;
    return {
      id,
      account_id: intIn(balanceRandom, 1, accounts),
      posted_on: dayText(intIn(balanceRandom, 0, dayRange - 1)),
      amount,
    };
  });
  return { name, tables: { transactions }, rows: balanceOracle(transactions) };
};

// ---------------------------------------------------------------------------------------------
// three-reading-moving-average

const movingRandom = seeded(30_340);
const movingSchema = `
CREATE TABLE readings (
  sensor_id integer NOT NULL CHECK (sensor_id BETWEEN 1 AND 100),
  reading_on date NOT NULL,
  celsius integer NOT NULL CHECK (celsius BETWEEN -50 AND 60),
  PRIMARY KEY (sensor_id, reading_on)
);`;

/** ROUND(sum / k, 2) as PostgreSQL rounds numeric: half away from zero (k is 1, 2 or 3, so no exact half at 2 places). */
const roundedAverage = (sum: number, k: number) => (Math.sign(sum) * Math.round((Math.abs(sum) * 100) / k)) / 100;

/** Oracle: per sensor by date, the average of this reading and the (at most) two readings before it. */
const movingOracle = (readings: SqlRows): Json[][] => {
  const sorted = [...readings].sort(
    (a, b) => num(a.sensor_id) - num(b.sensor_id) || byText(str(a.reading_on), str(b.reading_on)),
  );
  return sorted.map((r, i) => {
    const window = sorted.slice(Math.max(0, i - 2), i + 1).filter((o) => o.sensor_id === r.sensor_id);
    const sum = window.reduce((s, o) => s + num(o.celsius), 0);
    return [r.sensor_id, r.reading_on, r.celsius, roundedAverage(sum, window.length)];
  });
};

const movingCase = (name: string, sensors: number, perSensor: number, maxGap: number) => {
  const readings: SqlRows = [];
  for (let sensor = 1; sensor <= sensors; sensor += 1) {
    let day = intIn(movingRandom, 0, 30);
    let celsius = intIn(movingRandom, -20, 35);
    for (let i = 0; i < perSensor; i += 1) {
      readings.push({ sensor_id: sensor, reading_on: dayText(day), celsius });
      day += intIn(movingRandom, 1, maxGap);
      celsius = Math.min(60, Math.max(-50, celsius + intIn(movingRandom, -6, 6)));
    }
  }
  const table = shuffled(movingRandom, readings);
  return { name, tables: { readings: table }, rows: movingOracle(table) };
};

// ---------------------------------------------------------------------------------------------
// category-revenue-share

const shareRandom = seeded(30_350);
const shareSchema = `
CREATE TABLE products (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL UNIQUE,
  category text NOT NULL,
  revenue integer NOT NULL CHECK (revenue BETWEEN 0 AND 1000000)
);`;

/** 100 * r / t rounded to one decimal, half away from zero, in integers (r, t ≥ 0): NULL when t is 0. */
const sharePct = (r: number, t: number) => (t === 0 ? null : Math.floor((2000 * r + t) / (2 * t)) / 10);

/** Oracle: each product with its share of its category's revenue, by category, revenue descending, name. */
const shareOracle = (products: SqlRows): Json[][] => {
  const totals = new Map<string, number>();
  for (const p of products) totals.set(str(p.category), (totals.get(str(p.category)) ?? 0) + num(p.revenue));
  return products
    .map((p) => [p.category, p.name, p.revenue, sharePct(num(p.revenue), totals.get(str(p.category)) ?? 0)])
    .sort((a, b) => byText(str(a[0]), str(b[0])) || num(b[2]) - num(a[2]) || byText(str(a[1]), str(b[1])));
};

const CATEGORIES = ['books', 'games', 'garden', 'kitchen', 'music', 'sports', 'toys', 'tools', 'audio', 'video'];

const shareCase = (name: string, count: number, categories: number, maxRevenue: number, zeroEvery = 0) => {
  const products = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `p${String(i + 1).padStart(4, '0')}`,
    category: CATEGORIES[intIn(shareRandom, 0, categories - 1)],
    revenue: zeroEvery > 0 && intIn(shareRandom, 1, zeroEvery) === 1 ? 0 : intIn(shareRandom, 0, maxRevenue),
  }));
  return { name, tables: { products }, rows: shareOracle(products) };
};

// ---------------------------------------------------------------------------------------------
// top-two-products-per-category

const topRandom = seeded(30_360);
const topSchema = `
CREATE TABLE products (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL UNIQUE,
  category text NOT NULL
);
CREATE TABLE order_lines (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  product_id integer NOT NULL REFERENCES products (id),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100)
);`;

/** Oracle: a product is listed when fewer than two products of its category sold strictly more units. */
const topOracle = (products: SqlRows, lines: SqlRows): Json[][] => {
  const units = new Map<number, number>();
  for (const l of lines) units.set(num(l.product_id), (units.get(num(l.product_id)) ?? 0) + num(l.quantity));
  const sold = (p: SqlRows[number]) => units.get(num(p.id)) ?? 0;
  return products
    .filter((p) => products.filter((o) => o.category === p.category && sold(o) > sold(p)).length < 2)
    .map((p) => [p.category, p.name, sold(p)])
    .sort((a, b) => byText(str(a[0]), str(b[0])) || num(b[2]) - num(a[2]) || byText(str(a[1]), str(b[1])));
};

const topCase = (name: string, productCount: number, categories: number, lineCount: number, maxQuantity: number) => {
  const products = Array.from({ length: productCount }, (_, i) => ({
    id: i + 1,
    name: `p${String(i + 1).padStart(4, '0')}`,
    category: CATEGORIES[intIn(topRandom, 0, categories - 1)],
  }));
  const order_lines = Array.from({ length: lineCount }, (_, i) => ({
    id: i + 1,
    product_id: intIn(topRandom, 1, productCount),
    quantity: intIn(topRandom, 1, maxQuantity),
  }));
  return { name, tables: { products, order_lines }, rows: topOracle(products, order_lines) };
};

// ---------------------------------------------------------------------------------------------
// page-view-sessions

const sessionRandom = seeded(30_390);
const sessionSchema = `
CREATE TABLE page_views (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  user_id integer NOT NULL CHECK (user_id BETWEEN 1 AND 1000),
  viewed_at timestamp NOT NULL,
  UNIQUE (user_id, viewed_at)
);`;

/** 'YYYY-MM-DD HH:MM:SS' (as PostgreSQL prints a timestamp) of `s` seconds after 2024-01-01 00:00:00. */
const secondText = (s: number) => new Date(BASE_DAY + s * 1000).toISOString().slice(0, 19).replace('T', ' ');
const secondNumber = (text: string) => Math.round((Date.parse(`${text.replace(' ', 'T')}Z`) - BASE_DAY) / 1000);
const SESSION_GAP = 30 * 60;

/** Oracle: per user in time order, a view more than 30 minutes after the previous one opens a new session. */
const sessionOracle = (views: SqlRows): Json[][] => {
  const sorted = [...views].sort(
    (a, b) => num(a.user_id) - num(b.user_id) || secondNumber(str(a.viewed_at)) - secondNumber(str(b.viewed_at)),
  );
  const out: [number, number, number, number, number][] = [];
  sorted.forEach((v, i) => {
    const at = secondNumber(str(v.viewed_at));
    const prev = sorted[i - 1];
    const sameUser = prev !== undefined && prev.user_id === v.user_id;
    if (sameUser && at - secondNumber(str(prev.viewed_at)) <= SESSION_GAP) {
      const last = out[out.length - 1];
      last[3] = at;
      last[4] += 1;
    } else out.push([num(v.user_id), sameUser ? out[out.length - 1][1] + 1 : 1, at, at, 1]);
  });
  return out.map(([user, session, start, end, count]) => [user, session, secondText(start), secondText(end), count]);
};

const sessionCase = (name: string, users: number, count: number) => {
  const clock = new Map<number, number>();
  const views = Array.from({ length: count }, () => {
    const user = intIn(sessionRandom, 1, users);
    const kind = intIn(sessionRandom, 1, 20);
    const gap =
      kind <= 11
        ? intIn(sessionRandom, 1, SESSION_GAP - 1)
        : kind <= 13
          ? SESSION_GAP
          : kind === 14
            ? SESSION_GAP + 1
            : intIn(sessionRandom, SESSION_GAP + 1, 6 * 3600);
    const at = clock.has(user) ? (clock.get(user) ?? 0) + gap : intIn(sessionRandom, 0, 10 * 24 * 3600);
    clock.set(user, at);
    return { user_id: user, viewed_at: secondText(at) };
  });
  const page_views = shuffled(sessionRandom, views).map((v, i) => ({ id: i + 1, ...v }));
  return { name, tables: { page_views }, rows: sessionOracle(page_views) };
};

// ---------------------------------------------------------------------------------------------
// category-breadcrumbs

const crumbRandom = seeded(30_375);
const crumbSchema = `
CREATE TABLE categories (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 20),
  parent_id integer REFERENCES categories (id) CHECK (parent_id <> id)
);`;

/** Oracle: walk up the parents, then join the names from the top down with ' > '. */
const crumbOracle = (categories: SqlRows): Json[][] => {
  const byId = new Map(categories.map((c) => [num(c.id), c]));
  return [...categories]
    .sort((a, b) => num(a.id) - num(b.id))
    .map((c) => {
      const names: string[] = [];
      for (
        let at: SqlRows[number] | undefined = c;
        at;
        at = at.parent_id == null ? undefined : byId.get(num(at.parent_id))
      )
        names.unshift(str(at.name));
      return [c.id, names.length, names.join(' > ')];
    });
};

const CRUMB_WORDS = ['Home', 'Garden', 'Tools', 'Books', 'Kids', 'Toys', 'Audio', 'Video', 'Phones', 'Office', 'Sale'];

/** A random forest: the k-th category made hangs under one made before (or under nothing); ids are shuffled. */
const crumbCase = (name: string, count: number, roots: number, reach: number) => {
  const ids = shuffled(
    crumbRandom,
    Array.from({ length: count }, (_, i) => i + 1),
  );
  const categories = ids.map((id, k) => ({
    id,
    name: `${CRUMB_WORDS[intIn(crumbRandom, 0, CRUMB_WORDS.length - 1)]} ${intIn(crumbRandom, 1, 99)}`,
    parent_id: k < roots ? null : ids[intIn(crumbRandom, Math.max(0, k - reach), k - 1)],
  }));
  return { name, tables: { categories: shuffled(crumbRandom, categories) }, rows: crumbOracle(categories) };
};

// ---------------------------------------------------------------------------------------------
// server-outage-periods

const outageRandom = seeded(30_385);
const outageSchema = `
CREATE TABLE health_checks (
  server_id integer NOT NULL CHECK (server_id BETWEEN 1 AND 100),
  checked_on date NOT NULL,
  status text NOT NULL CHECK (status IN ('up', 'down')),
  PRIMARY KEY (server_id, checked_on)
);`;

/** Oracle: per server in date order, every maximal run of consecutive 'down' checks. */
const outageOracle = (checks: SqlRows): Json[][] => {
  const sorted = [...checks].sort(
    (a, b) => num(a.server_id) - num(b.server_id) || byText(str(a.checked_on), str(b.checked_on)),
  );
  const out: Json[][] = [];
  sorted.forEach((c, i) => {
    if (c.status !== 'down') return;
    const prev = sorted[i - 1];
    const continues = prev !== undefined && prev.server_id === c.server_id && prev.status === 'down';
    if (continues) {
      const last = out[out.length - 1];
      last[2] = c.checked_on;
      last[3] = num(last[3]) + 1;
    } else out.push([c.server_id, c.checked_on, c.checked_on, 1]);
  });
  return out;
};

/** Each server's checks on increasing days; a check repeats the previous status with probability `stick` percent. */
const outageCase = (name: string, servers: number, perServer: number, maxGap: number, stick: number) => {
  const checks: SqlRows = [];
  for (let server = 1; server <= servers; server += 1) {
    let day = intIn(outageRandom, 0, 20);
    let status = intIn(outageRandom, 0, 1) === 0 ? 'up' : 'down';
    for (let i = 0; i < perServer; i += 1) {
      checks.push({ server_id: server, checked_on: dayText(day), status });
      day += intIn(outageRandom, 1, maxGap);
      if (intIn(outageRandom, 1, 100) > stick) status = status === 'up' ? 'down' : 'up';
    }
  }
  const table = shuffled(outageRandom, checks);
  return { name, tables: { health_checks: table }, rows: outageOracle(table) };
};

export const SQL_WINDOWS: ProblemContent[] = [
  defineSqlProblem({
    slug: 'exam-leaderboard-rank',
    title: 'Exam Leaderboard',
    difficulty: 'easy',
    tags: ['sql', 'window functions'],
    statement: `
Each row of \`exam_results\` is one student's score in an exam. Return every result with its **position** on the leaderboard: columns \`student\`, \`score\`, \`position\`.

A result's position is 1 plus the number of results with a **strictly higher** score. Equal scores share a position, and the next lower score skips the shared places (competition ranking: 1, 2, 2, 4).

Order the rows by \`position\` (1 first), and rows with the same position by \`student\` (A to Z).

**Example.** Scores Ada 91, Ben 85, Cy 85, Dee 70 give \`Ada 91 1\`, \`Ben 85 2\`, \`Cy 85 2\`, \`Dee 70 4\`.
`,
    schema: examSchema,
    constraints: ['Scores are whole numbers from 0 to 100.', 'Two results may belong to students with the same name.'],
    maxRows: 1000,
    columns: ['student', 'score', 'position'],
    ordered: true,
    sql: `
SELECT student,
       score,
       RANK() OVER (ORDER BY score DESC) AS position
FROM exam_results
ORDER BY position, student;`,
    samples: [
      {
        name: 'two students share second place',
        tables: {
          exam_results: [
            { id: 1, student: 'Cy', score: 85 },
            { id: 2, student: 'Ada', score: 91 },
            { id: 3, student: 'Dee', score: 70 },
            { id: 4, student: 'Ben', score: 85 },
          ],
        },
        rows: [
          ['Ada', 91, 1],
          ['Ben', 85, 2],
          ['Cy', 85, 2],
          ['Dee', 70, 4],
        ],
      },
      {
        name: 'a single result is first',
        tables: { exam_results: [{ id: 7, student: 'Eve', score: 0 }] },
        rows: [['Eve', 0, 1]],
      },
      {
        name: 'a tie at the top skips places',
        tables: {
          exam_results: [
            { id: 1, student: 'Max', score: 100 },
            { id: 2, student: 'Liv', score: 100 },
            { id: 3, student: 'Kai', score: 100 },
            { id: 4, student: 'Jo', score: 99 },
          ],
        },
        rows: [
          ['Kai', 100, 1],
          ['Liv', 100, 1],
          ['Max', 100, 1],
          ['Jo', 99, 4],
        ],
      },
    ],
    hidden: [
      { name: 'no results at all', tables: { exam_results: [] }, rows: [] },
      {
        name: 'everyone has the same score',
        tables: {
          exam_results: [
            { id: 3, student: 'Zed', score: 50 },
            { id: 1, student: 'Amy', score: 50 },
            { id: 2, student: 'Bo', score: 50 },
          ],
        },
        rows: [
          ['Amy', 50, 1],
          ['Bo', 50, 1],
          ['Zed', 50, 1],
        ],
      },
      {
        name: 'two students with the same name',
        tables: {
          exam_results: [
            { id: 1, student: 'Sam', score: 60 },
            { id: 2, student: 'Sam', score: 75 },
            { id: 3, student: 'Ann', score: 60 },
            { id: 4, student: 'Sam', score: 60 },
          ],
        },
        rows: [
          ['Sam', 75, 1],
          ['Ann', 60, 2],
          ['Sam', 60, 2],
          ['Sam', 60, 2],
        ],
      },
      examCase('twenty results, scores 0 to 100', 20, 0, 100),
      examCase('two hundred results, many ties', 200, 60, 80),
      examCase('a thousand results over the full range', 1000, 0, 100),
      examCase('a thousand results, scores 95 to 100', 1000, 95, 100),
    ],
    hints: [
      'A window function gives each row a value computed over the other rows without collapsing them the way GROUP BY does.',
      'PostgreSQL has three numbering functions: `ROW_NUMBER`, `RANK` and `DENSE_RANK`. Which one gives 1, 2, 2, 4?',
    ],
    editorial: `
**Idea.** A ranking window function numbers the rows in score order while keeping every row.

- **\`RANK() OVER (ORDER BY score DESC)\`**: the window orders all results by score, highest first. \`RANK\` gives rows with equal scores (peers) the same number, and the next distinct score gets 1 + the number of rows before it: exactly "1 + the number of strictly higher scores".
- **\`ORDER BY position, student\`** sorts the output; the window's own ORDER BY only decides the numbering, not the order of the result.

**Common mistakes.**
- \`DENSE_RANK\` gives 1, 2, 2, 3: no gap after a tie.
- \`ROW_NUMBER\` gives tied students different positions.
- Ordering the window ascending ranks the lowest score first.

**Indexes.** The window sorts every result by score; a B-tree index on \`exam_results (score DESC)\` can hand the rows over already sorted, but a query that reads the whole table usually sorts in memory anyway. It matters when the query also keeps only the first few positions of a large table.
`,
    modules: ['sql-window-functions', 'sql-for-analysis'],
    wrong: [
      {
        why: 'DENSE_RANK leaves no gap after a tie',
        sql: 'SELECT student, score, DENSE_RANK() OVER (ORDER BY score DESC) AS position FROM exam_results ORDER BY position, student',
      },
      {
        why: 'ROW_NUMBER gives tied students different positions',
        sql: 'SELECT student, score, ROW_NUMBER() OVER (ORDER BY score DESC, student) AS position FROM exam_results ORDER BY position, student',
      },
      {
        why: 'the window ranks the lowest score first',
        sql: 'SELECT student, score, RANK() OVER (ORDER BY score) AS position FROM exam_results ORDER BY position, student',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'daily-signups-change',
    title: 'Day-over-Day Signups',
    difficulty: 'easy',
    tags: ['sql', 'window functions', 'dates'],
    statement: `
\`daily_signups\` holds how many people signed up on each day that was recorded. Some days are missing (the tracker was down). Return every recorded day with the change from the **previous recorded day**: columns \`day\`, \`signups\`, \`change\`.

\`change\` is this day's signups minus the signups of the closest earlier day that has a row, even when that day is several calendar days before. The earliest day has no previous day: its \`change\` is NULL.

Order the rows by \`day\`, earliest first.

**Example.** 2024-03-01: 10, 2024-03-02: 14, 2024-03-05: 9 give \`2024-03-01 10 NULL\`, \`2024-03-02 14 4\`, \`2024-03-05 9 -5\` (March 5 is compared with March 2).
`,
    schema: signupSchema,
    constraints: ['Each day appears at most once.', 'Signups are whole numbers from 0 to 100,000.'],
    maxRows: 1000,
    columns: ['day', 'signups', 'change'],
    ordered: true,
    sql: `
SELECT day,
       signups,
       signups - LAG(signups) OVER (ORDER BY day) AS change
FROM daily_signups
ORDER BY day;`,
    samples: [
      {
        name: 'a missing day is skipped over',
        tables: {
          daily_signups: [
            { day: '2024-03-05', signups: 9 },
            { day: '2024-03-01', signups: 10 },
            { day: '2024-03-02', signups: 14 },
          ],
        },
        rows: [
          ['2024-03-01', 10, null],
          ['2024-03-02', 14, 4],
          ['2024-03-05', 9, -5],
        ],
      },
      {
        name: 'a single day has no change',
        tables: { daily_signups: [{ day: '2024-12-31', signups: 42 }] },
        rows: [['2024-12-31', 42, null]],
      },
      {
        name: 'no change is 0, not NULL',
        tables: {
          daily_signups: [
            { day: '2023-12-31', signups: 5 },
            { day: '2024-01-01', signups: 5 },
            { day: '2024-01-02', signups: 0 },
          ],
        },
        rows: [
          ['2023-12-31', 5, null],
          ['2024-01-01', 5, 0],
          ['2024-01-02', 0, -5],
        ],
      },
    ],
    hidden: [
      { name: 'no days recorded', tables: { daily_signups: [] }, rows: [] },
      {
        name: 'zero signups on the first day',
        tables: {
          daily_signups: [
            { day: '2024-02-28', signups: 0 },
            { day: '2024-02-29', signups: 100000 },
            { day: '2024-03-01', signups: 0 },
          ],
        },
        rows: [
          ['2024-02-28', 0, null],
          ['2024-02-29', 100000, 100000],
          ['2024-03-01', 0, -100000],
        ],
      },
      signupCase('thirty consecutive days', 30, 1, 500),
      signupCase('a hundred days with gaps', 100, 4, 2000),
      signupCase('a thousand days, a few gaps', 1000, 2, 100_000),
      signupCase('three hundred days far apart', 300, 30, 50),
      signupCase('a thousand days with gaps', 1000, 5, 10),
    ],
    hints: [
      "`LAG(x)` reads `x` from the row before the current one in the window's order, or NULL when there is none.",
      'A join on `day - 1` finds the previous *calendar* day, which is not always the previous recorded day.',
    ],
    editorial: `
**Idea.** Order the days and read each day's predecessor with \`LAG\`, which looks one row back in the window's order, however far back in the calendar that row is.

- **\`LAG(signups) OVER (ORDER BY day)\`** is the previous row's signups; on the first row there is none, so it is NULL.
- **Subtracting** it from \`signups\` gives the change; NULL minus anything is NULL, which is exactly what the first day needs.
- **\`ORDER BY day\`** at the end orders the output (the window's order is separate).

**Common mistakes.**
- Joining each day to \`day - 1\` misses the previous recorded day whenever days are missing.
- \`LEAD\` looks forward, not back.
- Wrapping \`LAG\` in \`COALESCE(…, 0)\` turns the first day's change into its full signup count.

**Indexes.** \`day\` is the primary key, so PostgreSQL already has a B-tree index on it; the planner can read the table in \`day\` order through it instead of sorting, which pays off when the query keeps only a date range of a large table.
`,
    modules: ['sql-window-functions', 'sql-for-analysis'],
    wrong: [
      {
        why: 'the previous calendar day is not the previous recorded day when days are missing',
        sql: 'SELECT d.day, d.signups, d.signups - p.signups AS change FROM daily_signups d LEFT JOIN daily_signups p ON p.day = d.day - 1 ORDER BY d.day',
      },
      {
        why: 'COALESCE makes the first day change by its whole count instead of NULL',
        sql: 'SELECT day, signups, signups - COALESCE(LAG(signups) OVER (ORDER BY day), 0) AS change FROM daily_signups ORDER BY day',
      },
      {
        why: 'LEAD compares with the next day instead of the previous one',
        sql: 'SELECT day, signups, signups - LEAD(signups) OVER (ORDER BY day) AS change FROM daily_signups ORDER BY day',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'latest-order-per-customer',
    title: 'Latest Order per Customer',
    difficulty: 'medium',
    tags: ['sql', 'window functions', 'ctes'],
    statement: `
For every customer who has placed at least one order, return their **latest** order: columns \`customer\` (the customer's name), \`order_id\`, \`placed_on\`, \`total_cents\`.

The latest order is the one with the latest \`placed_on\` date; when a customer placed several orders on that date, it is the one among them with the **largest id**. Each such customer appears exactly once. Customers without orders are left out. Return the rows in any order.

**Example.** Ana's orders #4 (2024-05-02), #9 (2024-05-01) and #7 (2024-05-02) give \`Ana 7 2024-05-02 …\`: May 2 is her latest date, and #7 is the larger id of that day's two orders (#9 is a larger id, but older).
`,
    schema: latestSchema,
    constraints: [
      'Order totals are whole numbers of cents from 0 to 1000000.',
      'Ids are not in date order, and two customers may share a name.',
    ],
    maxRows: 1000,
    columns: ['customer', 'order_id', 'placed_on', 'total_cents'],
    ordered: false,
    sql: `
WITH ranked AS (
  SELECT o.*,
         ROW_NUMBER() OVER (
           PARTITION BY o.customer_id
           ORDER BY o.placed_on DESC, o.id DESC
         ) AS rn
  FROM orders o
)
SELECT c.name AS customer,
       r.id AS order_id,
       r.placed_on,
       r.total_cents
FROM ranked r
JOIN customers c ON c.id = r.customer_id
WHERE r.rn = 1;`,
    samples: [
      {
        name: 'a later id can be an older order',
        tables: {
          customers: [
            { id: 1, name: 'Ana' },
            { id: 2, name: 'Bo' },
          ],
          orders: [
            { id: 4, customer_id: 1, placed_on: '2024-05-02', total_cents: 1500 },
            { id: 9, customer_id: 1, placed_on: '2024-05-01', total_cents: 990 },
            { id: 7, customer_id: 1, placed_on: '2024-05-02', total_cents: 2500 },
            { id: 3, customer_id: 2, placed_on: '2024-04-30', total_cents: 100 },
          ],
        },
        rows: [
          ['Ana', 7, '2024-05-02', 2500],
          ['Bo', 3, '2024-04-30', 100],
        ],
      },
      {
        name: 'a customer without orders is left out',
        tables: {
          customers: [
            { id: 1, name: 'Cat' },
            { id: 2, name: 'Dan' },
          ],
          orders: [{ id: 1, customer_id: 2, placed_on: '2024-01-15', total_cents: 0 }],
        },
        rows: [['Dan', 1, '2024-01-15', 0]],
      },
      {
        name: 'two customers with the same name',
        tables: {
          customers: [
            { id: 1, name: 'Eli' },
            { id: 2, name: 'Eli' },
          ],
          orders: [
            { id: 1, customer_id: 1, placed_on: '2024-02-01', total_cents: 300 },
            { id: 2, customer_id: 2, placed_on: '2024-01-01', total_cents: 700 },
            { id: 3, customer_id: 1, placed_on: '2024-01-20', total_cents: 800 },
          ],
        },
        rows: [
          ['Eli', 1, '2024-02-01', 300],
          ['Eli', 2, '2024-01-01', 700],
        ],
      },
    ],
    hidden: [
      { name: 'no customers, no orders', tables: { customers: [], orders: [] }, rows: [] },
      {
        name: 'customers but no orders',
        tables: { customers: [{ id: 5, name: 'Fay' }], orders: [] },
        rows: [],
      },
      {
        name: 'three orders on the same day',
        tables: {
          customers: [{ id: 1, name: 'Gus' }],
          orders: [
            { id: 12, customer_id: 1, placed_on: '2024-07-04', total_cents: 10 },
            { id: 30, customer_id: 1, placed_on: '2024-07-04', total_cents: 20 },
            { id: 21, customer_id: 1, placed_on: '2024-07-04', total_cents: 30 },
          ],
        },
        rows: [['Gus', 30, '2024-07-04', 20]],
      },
      latestCase('ten customers, forty orders', 10, 40, 20),
      latestCase('fifty customers, a thousand orders in a month', 50, 1000, 30),
      latestCase('a thousand customers, five hundred orders', 1000, 500, 365),
      latestCase('five customers, a thousand orders over four days', 5, 1000, 4),
    ],
    hints: [
      "Number each customer's orders from the latest one down with `ROW_NUMBER() OVER (PARTITION BY … ORDER BY …)`, then keep number 1.",
      'A window function cannot appear in WHERE: compute it in a CTE (or subquery) and filter outside.',
      "The window's ORDER BY needs a second key so that two orders on the same day never tie.",
    ],
    editorial: `
**Idea.** "The latest row per group" is a ranking inside each group: number every customer's orders from the latest down, and keep the first.

- **The CTE** adds \`ROW_NUMBER()\` over a window that is **partitioned** by \`customer_id\` (numbering restarts for each customer) and **ordered** by \`placed_on DESC, id DESC\`. The second key makes the order total, so exactly one order gets number 1.
- **The outer query** keeps the rows numbered 1 and joins \`customers\` for the name. Customers with no orders never appear in the CTE, so they are left out without further work.
- A window function is evaluated after WHERE, which is why the filter lives outside the CTE.

**Common mistakes.**
- \`RANK()\` instead of \`ROW_NUMBER()\`, or joining back on the maximum date: two orders on the latest day both come out.
- Breaking the same-day tie by the *smallest* id.
- Taking the largest id per customer: ids are not in date order.

PostgreSQL's \`DISTINCT ON (customer_id)\` with \`ORDER BY customer_id, placed_on DESC, id DESC\` is another correct way to write it.

**Indexes.** A B-tree index on \`orders (customer_id, placed_on DESC, id DESC)\` stores each customer's orders in exactly the window's order, so the sort can be skipped; the foreign key \`orders.customer_id\` is not indexed automatically.
`,
    modules: ['sql-window-functions', 'sql-for-analysis'],
    wrong: [
      {
        why: 'breaks a same-day tie by the smallest id',
        sql: 'WITH r AS (SELECT o.*, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY placed_on DESC, id) AS rn FROM orders o) SELECT c.name AS customer, r.id AS order_id, r.placed_on, r.total_cents FROM r JOIN customers c ON c.id = r.customer_id WHERE rn = 1',
      },
      {
        why: 'RANK keeps every order of the latest day',
        sql: 'WITH r AS (SELECT o.*, RANK() OVER (PARTITION BY customer_id ORDER BY placed_on DESC) AS rn FROM orders o) SELECT c.name AS customer, r.id AS order_id, r.placed_on, r.total_cents FROM r JOIN customers c ON c.id = r.customer_id WHERE rn = 1',
      },
      {
        why: 'the largest id is not the latest order when ids are not in date order',
        sql: 'SELECT c.name AS customer, o.id AS order_id, o.placed_on, o.total_cents FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = (SELECT max(id) FROM orders x WHERE x.customer_id = o.customer_id)',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'running-account-balance',
    title: 'Running Account Balance',
    difficulty: 'medium',
    tags: ['sql', 'window functions'],
    statement: `
Each row of \`transactions\` moves money in (\`amount\` > 0) or out (\`amount\` < 0) of an account, and every account starts at 0. Return every transaction with the account's **balance right after it**: columns \`account_id\`, \`id\`, \`posted_on\`, \`amount\`, \`balance\`.

Transactions of an account happen in order of \`posted_on\`; several on the same day happen in order of \`id\`. The balance after a transaction is the sum of the amounts of its account's transactions up to and including it in that order.

Order the rows by \`account_id\`, then \`posted_on\`, then \`id\`.

**Example.** Account 1: #5 on 2024-01-02 (+100), #2 on 2024-01-03 (-30), #9 on 2024-01-03 (+50) give balances 100, 70, 120. Ids are not in date order: #2 comes after #5.
`,
    schema: balanceSchema,
    constraints: ['Accounts are numbered 1 to 100.', 'Amounts are whole numbers from -100,000 to 100,000, never 0.'],
    maxRows: 1000,
    columns: ['account_id', 'id', 'posted_on', 'amount', 'balance'],
    ordered: true,
    sql: `
SELECT account_id,
       id,
       posted_on,
       amount,
       SUM(amount) OVER (
         PARTITION BY account_id
         ORDER BY posted_on, id
       ) AS balance
FROM transactions
ORDER BY account_id, posted_on, id;`,
    samples: [
      {
        name: 'two transactions on one day',
        tables: {
          transactions: [
            { id: 9, account_id: 1, posted_on: '2024-01-03', amount: 50 },
            { id: 5, account_id: 1, posted_on: '2024-01-02', amount: 100 },
            { id: 2, account_id: 1, posted_on: '2024-01-03', amount: -30 },
          ],
        },
        rows: [
          [1, 5, '2024-01-02', 100, 100],
          [1, 2, '2024-01-03', -30, 70],
          [1, 9, '2024-01-03', 50, 120],
        ],
      },
      {
        name: 'each account has its own balance',
        tables: {
          transactions: [
            { id: 1, account_id: 2, posted_on: '2024-02-01', amount: 10 },
            { id: 2, account_id: 1, posted_on: '2024-02-01', amount: 7 },
            { id: 3, account_id: 2, posted_on: '2024-02-02', amount: -25 },
            { id: 4, account_id: 1, posted_on: '2024-02-03', amount: 3 },
          ],
        },
        rows: [
          [1, 2, '2024-02-01', 7, 7],
          [1, 4, '2024-02-03', 3, 10],
          [2, 1, '2024-02-01', 10, 10],
          [2, 3, '2024-02-02', -25, -15],
        ],
      },
      {
        name: 'a single transaction',
        tables: { transactions: [{ id: 1, account_id: 100, posted_on: '2024-06-30', amount: -100000 }] },
        rows: [[100, 1, '2024-06-30', -100000, -100000]],
      },
    ],
    hidden: [
      { name: 'no transactions', tables: { transactions: [] }, rows: [] },
      {
        name: 'everything on one day, back to zero',
        tables: {
          transactions: [
            { id: 4, account_id: 3, posted_on: '2024-03-01', amount: -40 },
            { id: 1, account_id: 3, posted_on: '2024-03-01', amount: 100 },
            { id: 3, account_id: 3, posted_on: '2024-03-01', amount: -60 },
          ],
        },
        rows: [
          [3, 1, '2024-03-01', 100, 100],
          [3, 3, '2024-03-01', -60, 40],
          [3, 4, '2024-03-01', -40, 0],
        ],
      },
      balanceCase('one account, fifty transactions', 1, 50, 20),
      balanceCase('five accounts, two hundred transactions', 5, 200, 30),
      balanceCase('a hundred accounts, a thousand transactions', 100, 1000, 60),
      balanceCase('three accounts, a thousand transactions over a week', 3, 1000, 7),
      balanceCase('twenty accounts, three hundred transactions on one day', 20, 300, 1),
    ],
    hints: [
      '`SUM(amount) OVER (…)` with an ORDER BY in the window is a running total.',
      'With ORDER BY in the window, the default frame ends at the current row *and its peers* (rows equal in the ORDER BY): what happens to two transactions on the same day?',
    ],
    editorial: `
**Idea.** A running total is \`SUM\` used as a window function: each row sums the rows of its partition from the first one up to itself.

- **\`PARTITION BY account_id\`** restarts the sum for every account.
- **\`ORDER BY posted_on, id\`** inside the window is the order in which the money moves. With an ORDER BY, the default frame is \`RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW\`, which includes the current row's **peers**, the rows with the same ORDER BY values. Adding \`id\` makes every row its own peer group, so each row sums exactly the transactions up to it. (Writing the frame as \`ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW\` is the other way to say "up to this row", and it still needs \`id\` to fix the order within a day.)
- **The final ORDER BY** lists the rows in that same order.

**Common mistakes.**
- Ordering the window by \`posted_on\` alone: two transactions on the same day are peers, so both show the day's closing balance.
- Ordering by \`id\` alone: ids are not in date order.
- Forgetting \`PARTITION BY\`: the balance runs across all accounts.

**Indexes.** A B-tree index on \`transactions (account_id, posted_on, id)\` holds the rows in exactly the window's order, so PostgreSQL can read them through the index instead of sorting, and it serves a query for one account's statement directly.
`,
    modules: ['sql-window-functions', 'sql-for-analysis'],
    wrong: [
      {
        why: 'same-day transactions are peers: both get the day-end balance',
        sql: 'SELECT account_id, id, posted_on, amount, SUM(amount) OVER (PARTITION BY account_id ORDER BY posted_on) AS balance FROM transactions ORDER BY account_id, posted_on, id',
      },
      {
        why: 'ids are not in date order',
        sql: 'SELECT account_id, id, posted_on, amount, SUM(amount) OVER (PARTITION BY account_id ORDER BY id) AS balance FROM transactions ORDER BY account_id, posted_on, id',
      },
      {
        why: 'no PARTITION BY: one balance across all accounts',
        sql: 'SELECT account_id, id, posted_on, amount, SUM(amount) OVER (ORDER BY account_id, posted_on, id) AS balance FROM transactions ORDER BY account_id, posted_on, id',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'three-reading-moving-average',
    title: 'Three-Reading Moving Average',
    difficulty: 'medium',
    tags: ['sql', 'window functions'],
    statement: `
Weather sensors report one temperature a day, but not every day. For every reading, return the **moving average** of that reading and the **two readings before it** from the same sensor: columns \`sensor_id\`, \`reading_on\`, \`celsius\`, \`moving_avg\`.

"Before" means earlier readings of the same sensor by date, however many days back they are. A sensor's first reading averages only itself, its second reading averages two values. Round \`moving_avg\` to 2 decimal places with PostgreSQL's \`ROUND(value, 2)\`.

Order the rows by \`sensor_id\`, then \`reading_on\`.

**Example.** Sensor 1 reads 10 on June 1, 13 on June 2 and 20 on June 6: moving averages 10, 11.5 and 14.33 (the June 6 average covers June 1, 2 and 6).
`,
    schema: movingSchema,
    constraints: [
      'Sensors are numbered 1 to 100.',
      'Temperatures are whole degrees from -50 to 60.',
      'A sensor reports at most once a day.',
    ],
    maxRows: 1000,
    columns: ['sensor_id', 'reading_on', 'celsius', 'moving_avg'],
    ordered: true,
    sql: `
SELECT sensor_id,
       reading_on,
       celsius,
       ROUND(AVG(celsius) OVER (
         PARTITION BY sensor_id
         ORDER BY reading_on
         ROWS BETWEEN 2 PRECEDING AND CURRENT ROW
       ), 2) AS moving_avg
FROM readings
ORDER BY sensor_id, reading_on;`,
    samples: [
      {
        name: 'a gap in the dates does not shrink the window',
        tables: {
          readings: [
            { sensor_id: 1, reading_on: '2024-06-06', celsius: 20 },
            { sensor_id: 1, reading_on: '2024-06-01', celsius: 10 },
            { sensor_id: 1, reading_on: '2024-06-02', celsius: 13 },
          ],
        },
        rows: [
          [1, '2024-06-01', 10, 10],
          [1, '2024-06-02', 13, 11.5],
          [1, '2024-06-06', 20, 14.33],
        ],
      },
      {
        name: 'the window slides past old readings',
        tables: {
          readings: [
            { sensor_id: 2, reading_on: '2024-01-01', celsius: 0 },
            { sensor_id: 2, reading_on: '2024-01-02', celsius: 3 },
            { sensor_id: 2, reading_on: '2024-01-03', celsius: 6 },
            { sensor_id: 2, reading_on: '2024-01-04', celsius: 10 },
            { sensor_id: 2, reading_on: '2024-01-05', celsius: -2 },
          ],
        },
        rows: [
          [2, '2024-01-01', 0, 0],
          [2, '2024-01-02', 3, 1.5],
          [2, '2024-01-03', 6, 3],
          [2, '2024-01-04', 10, 6.33],
          [2, '2024-01-05', -2, 4.67],
        ],
      },
      {
        name: 'sensors do not mix',
        tables: {
          readings: [
            { sensor_id: 1, reading_on: '2024-03-01', celsius: 5 },
            { sensor_id: 2, reading_on: '2024-03-01', celsius: 50 },
            { sensor_id: 1, reading_on: '2024-03-02', celsius: 6 },
          ],
        },
        rows: [
          [1, '2024-03-01', 5, 5],
          [1, '2024-03-02', 6, 5.5],
          [2, '2024-03-01', 50, 50],
        ],
      },
    ],
    hidden: [
      { name: 'no readings', tables: { readings: [] }, rows: [] },
      {
        name: 'a single reading at the coldest limit',
        tables: { readings: [{ sensor_id: 100, reading_on: '2024-02-29', celsius: -50 }] },
        rows: [[100, '2024-02-29', -50, -50]],
      },
      {
        name: 'negative averages round away from zero',
        tables: {
          readings: [
            { sensor_id: 9, reading_on: '2024-12-01', celsius: -1 },
            { sensor_id: 9, reading_on: '2024-12-02', celsius: 0 },
            { sensor_id: 9, reading_on: '2024-12-03', celsius: 0 },
            { sensor_id: 9, reading_on: '2024-12-04', celsius: -2 },
            { sensor_id: 9, reading_on: '2024-12-05', celsius: -50 },
          ],
        },
        rows: [
          [9, '2024-12-01', -1, -1],
          [9, '2024-12-02', 0, -0.5],
          [9, '2024-12-03', 0, -0.33],
          [9, '2024-12-04', -2, -0.67],
          [9, '2024-12-05', -50, -17.33],
        ],
      },
      movingCase('one sensor, daily readings', 1, 40, 1),
      movingCase('ten sensors with gaps', 10, 30, 4),
      movingCase('a hundred sensors, ten readings each', 100, 10, 3),
      movingCase('four sensors, two hundred fifty readings each', 4, 250, 2),
    ],
    hints: [
      'A window frame says which rows around the current one an aggregate reads: `ROWS BETWEEN n PRECEDING AND CURRENT ROW`.',
      'Without a frame clause, `AVG(...) OVER (ORDER BY ...)` averages everything from the first row: a running average, not a moving one.',
      '`RANGE` with an interval offset counts calendar days; `ROWS` counts readings.',
    ],
    editorial: `
**Idea.** A moving average is an aggregate over a **frame** that slides with the current row: here, the current reading and the two rows before it in the sensor's date order.

- **\`PARTITION BY sensor_id\`** keeps each sensor's readings apart; **\`ORDER BY reading_on\`** lines them up by date.
- **A \`ROWS\` frame from \`2 PRECEDING\` to \`CURRENT ROW\`** is counted in *rows*: at most three readings, whatever the calendar gaps. At a sensor's start the frame simply has fewer rows, so the first average covers one reading and the second two.
- **\`AVG\`** of integers is \`numeric\` in PostgreSQL, and \`ROUND(numeric, 2)\` rounds half away from zero.

**Common mistakes.**
- No frame clause: the default frame runs from the partition's first row, which is a running average.
- A \`RANGE\` frame with an interval offset of two days: that covers two *calendar* days back, and drops readings across a gap.
- No \`PARTITION BY\`: the first readings of one sensor average in the last readings of the previous one.

**Indexes.** The primary key \`(sensor_id, reading_on)\` is already a B-tree index in exactly the window's order, so PostgreSQL can read each sensor's readings in date order without a separate sort.
`,
    modules: ['sql-window-functions', 'sql-for-analysis'],
    wrong: [
      {
        why: 'the default frame makes a running average',
        sql: 'SELECT sensor_id, reading_on, celsius, ROUND(AVG(celsius) OVER (PARTITION BY sensor_id ORDER BY reading_on), 2) AS moving_avg FROM readings ORDER BY sensor_id, reading_on',
      },
      {
        why: 'a RANGE of two calendar days drops readings across a gap',
        sql: "SELECT sensor_id, reading_on, celsius, ROUND(AVG(celsius) OVER (PARTITION BY sensor_id ORDER BY reading_on RANGE BETWEEN INTERVAL '2 days' PRECEDING AND CURRENT ROW), 2) AS moving_avg FROM readings ORDER BY sensor_id, reading_on",
      },
      {
        why: 'without PARTITION BY the window crosses from one sensor to the next',
        sql: 'SELECT sensor_id, reading_on, celsius, ROUND(AVG(celsius) OVER (ORDER BY sensor_id, reading_on ROWS BETWEEN 2 PRECEDING AND CURRENT ROW), 2) AS moving_avg FROM readings ORDER BY sensor_id, reading_on',
      },
    ],
  }),
  defineSqlProblem({
    slug: 'category-revenue-share',
    title: 'Share of Category Revenue',
    difficulty: 'medium',
    tags: ['sql', 'window functions', 'null handling'],
    statement: `
Return every product with the **percentage of its category's revenue** that it brought in: columns \`category\`, \`product\` (the product's name), \`revenue\`, \`share_pct\`.

\`share_pct\` is 100 × the product's revenue ÷ the total revenue of all products in its category, rounded to 1 decimal place with PostgreSQL's \`ROUND(value, 1)\` (so 6.25 becomes 6.3). It must not be cut to a whole number by integer division. When a category's total revenue is 0, its products' \`share_pct\` is NULL.

Order the rows by \`category\` (A to Z), then \`revenue\` from largest to smallest, then \`product\` (A to Z).

**Example.** Category *kitchen* with *pan* 15 and *cup* 1 (total 16) gives \`kitchen pan 15 93.8\` and \`kitchen cup 1 6.3\`.
`,
    schema: shareSchema,
    constraints: ['Product names are unique.', 'Revenue is a whole number from 0 to 1000000.'],
    maxRows: 1000,
    columns: ['category', 'product', 'revenue', 'share_pct'],
    ordered: true,
    sql: `
SELECT category,
       name AS product,
       revenue,
       ROUND(
         100.0 * revenue
           / NULLIF(SUM(revenue) OVER (PARTITION BY category), 0),
         1
       ) AS share_pct
FROM products
ORDER BY category, revenue DESC, product;`,
    samples: [
      {
        name: 'shares round to one decimal',
        tables: {
          products: [
            { id: 1, name: 'cup', category: 'kitchen', revenue: 1 },
            { id: 2, name: 'novel', category: 'books', revenue: 100 },
            { id: 3, name: 'pan', category: 'kitchen', revenue: 15 },
            { id: 4, name: 'atlas', category: 'books', revenue: 300 },
          ],
        },
        rows: [
          ['books', 'atlas', 300, 75],
          ['books', 'novel', 100, 25],
          ['kitchen', 'pan', 15, 93.8],
          ['kitchen', 'cup', 1, 6.3],
        ],
      },
      {
        name: 'three equal thirds',
        tables: {
          products: [
            { id: 1, name: 'harp', category: 'music', revenue: 1 },
            { id: 2, name: 'drum', category: 'music', revenue: 1 },
            { id: 3, name: 'flute', category: 'music', revenue: 1 },
          ],
        },
        rows: [
          ['music', 'drum', 1, 33.3],
          ['music', 'flute', 1, 33.3],
          ['music', 'harp', 1, 33.3],
        ],
      },
      {
        name: 'a category that earned nothing',
        tables: {
          products: [
            { id: 1, name: 'rake', category: 'garden', revenue: 0 },
            { id: 2, name: 'kite', category: 'toys', revenue: 0 },
            { id: 3, name: 'hoe', category: 'garden', revenue: 0 },
            { id: 4, name: 'yoyo', category: 'toys', revenue: 50 },
          ],
        },
        rows: [
          ['garden', 'hoe', 0, null],
          ['garden', 'rake', 0, null],
          ['toys', 'yoyo', 50, 100],
          ['toys', 'kite', 0, 0],
        ],
      },
    ],
    hidden: [
      { name: 'no products', tables: { products: [] }, rows: [] },
      {
        name: 'a single product has the whole category',
        tables: { products: [{ id: 9, name: 'bat', category: 'sports', revenue: 1000000 }] },
        rows: [['sports', 'bat', 1000000, 100]],
      },
      {
        name: 'a single product that sold nothing',
        tables: { products: [{ id: 9, name: 'bat', category: 'sports', revenue: 0 }] },
        rows: [['sports', 'bat', 0, null]],
      },
      shareCase('twenty products in three categories', 20, 3, 1000),
      shareCase('three hundred products in ten categories', 300, 10, 1_000_000),
      shareCase('a thousand products in five categories', 1000, 5, 1_000_000),
      shareCase('small revenues with ties and zeros', 200, 10, 3, 2),
    ],
    hints: [
      '`SUM(revenue) OVER (PARTITION BY category)` puts the category total on every product row, without grouping the rows away.',
      'In PostgreSQL an integer divided by an integer is an integer: make one side `numeric` before dividing.',
      '`NULLIF(x, 0)` is NULL when x is 0, and dividing by NULL gives NULL instead of an error.',
    ],
    editorial: `
**Idea.** Each row needs a value from its whole group (the category total) while staying a row of its own: a window aggregate with no ORDER BY.

- **\`SUM(revenue) OVER (PARTITION BY category)\`**: with no ORDER BY in the window, the frame is the whole partition, so every product of a category sees the same total.
- **\`100.0 * revenue\`** is \`numeric\`, so the division is exact; \`100 * revenue / total\` would be integer division (93 instead of 93.75).
- **\`NULLIF(total, 0)\`** turns a zero total into NULL, and a division by NULL is NULL: the category that earned nothing gets NULL shares instead of a *division by zero* error.
- **\`ROUND(…, 1)\`** on a numeric rounds half away from zero.
- The final ORDER BY has three keys, and the last one (the unique name) makes the order total.

**Common mistakes.** Integer division; dividing by zero; dividing by the grand total (a window with no PARTITION BY); or a GROUP BY per category, which loses the product rows.

**Indexes.** The query reads every product, so an index cannot save reading the table; an index on \`products (category, revenue DESC, name)\` matches both the partition and the final order and can spare PostgreSQL the sort on a large table.
`,
    modules: ['sql-window-functions', 'sql-for-analysis'],
    wrong: [
      {
        why: 'dividing by a zero total fails with division by zero',
        sql: 'SELECT category, name AS product, revenue, ROUND(100.0 * revenue / SUM(revenue) OVER (PARTITION BY category), 1) AS share_pct FROM products ORDER BY category, revenue DESC, product',
      },
      {
        why: 'integer division cuts the share to a whole number',
        sql: 'SELECT category, name AS product, revenue, ROUND(100 * revenue / NULLIF(SUM(revenue) OVER (PARTITION BY category), 0), 1) AS share_pct FROM products ORDER BY category, revenue DESC, product',
      },
      {
        why: 'no PARTITION BY: the share of all revenue, not of the category',
        sql: 'SELECT category, name AS product, revenue, ROUND(100.0 * revenue / NULLIF(SUM(revenue) OVER (), 0), 1) AS share_pct FROM products ORDER BY category, revenue DESC, product',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'top-two-products-per-category',
    title: 'Top Two Sellers per Category, Ties Included',
    difficulty: 'hard',
    tags: ['sql', 'window functions', 'aggregation', 'joins'],
    statement: `
A product's **units** are the sum of \`quantity\` over its order lines; a product without order lines sold 0 units. In each category, list the products that sold the most units: the **top two, ties included**. A product is listed when **fewer than two** products of its category sold strictly more units than it did. Return columns \`category\`, \`product\` (the name), \`units\`.

So with units 9, 7, 7, 3 the products with 9, 7 and 7 are listed (two tie for second place); with 5, 5, 4 only the two with 5 are (the 4 comes third). Every category that has a product appears.

Order the rows by \`category\` (A to Z), then \`units\` from most to fewest, then \`product\` (A to Z).
`,
    schema: topSchema,
    constraints: ['Product names are unique.', 'Quantities are whole numbers from 1 to 100.'],
    maxRows: 1000,
    columns: ['category', 'product', 'units'],
    ordered: true,
    sql: `
WITH sold AS (
  SELECT p.name,
         p.category,
         COALESCE(SUM(l.quantity), 0) AS units
  FROM products p
  LEFT JOIN order_lines l ON l.product_id = p.id
  GROUP BY p.id, p.name, p.category
),
ranked AS (
  SELECT name,
         category,
         units,
         RANK() OVER (PARTITION BY category ORDER BY units DESC) AS place
  FROM sold
)
SELECT category, name AS product, units
FROM ranked
WHERE place <= 2
ORDER BY category, units DESC, product;`,
    samples: [
      {
        name: 'a tie for second place lists both',
        tables: {
          products: [
            { id: 1, name: 'amp', category: 'audio' },
            { id: 2, name: 'cable', category: 'audio' },
            { id: 3, name: 'dac', category: 'audio' },
            { id: 4, name: 'eq', category: 'audio' },
          ],
          order_lines: [
            { id: 1, product_id: 1, quantity: 9 },
            { id: 2, product_id: 2, quantity: 3 },
            { id: 3, product_id: 3, quantity: 7 },
            { id: 4, product_id: 2, quantity: 4 },
            { id: 5, product_id: 4, quantity: 3 },
          ],
        },
        rows: [
          ['audio', 'amp', 9],
          ['audio', 'cable', 7],
          ['audio', 'dac', 7],
        ],
      },
      {
        name: 'a tie for first leaves no second place',
        tables: {
          products: [
            { id: 1, name: 'atlas', category: 'books' },
            { id: 2, name: 'bible', category: 'books' },
            { id: 3, name: 'comic', category: 'books' },
          ],
          order_lines: [
            { id: 1, product_id: 1, quantity: 2 },
            { id: 2, product_id: 2, quantity: 5 },
            { id: 3, product_id: 3, quantity: 4 },
            { id: 4, product_id: 1, quantity: 3 },
          ],
        },
        rows: [
          ['books', 'atlas', 5],
          ['books', 'bible', 5],
        ],
      },
      {
        name: 'an unsold product can be second',
        tables: {
          products: [
            { id: 1, name: 'chess', category: 'games' },
            { id: 2, name: 'dice', category: 'games' },
            { id: 3, name: 'yoyo', category: 'toys' },
          ],
          order_lines: [
            { id: 1, product_id: 1, quantity: 1 },
            { id: 2, product_id: 1, quantity: 1 },
          ],
        },
        rows: [
          ['games', 'chess', 2],
          ['games', 'dice', 0],
          ['toys', 'yoyo', 0],
        ],
      },
    ],
    hidden: [
      { name: 'no products', tables: { products: [], order_lines: [] }, rows: [] },
      {
        name: 'nothing sold yet: everyone ties',
        tables: {
          products: [
            { id: 1, name: 'oboe', category: 'music' },
            { id: 2, name: 'lute', category: 'music' },
            { id: 3, name: 'gong', category: 'music' },
          ],
          order_lines: [],
        },
        rows: [
          ['music', 'gong', 0],
          ['music', 'lute', 0],
          ['music', 'oboe', 0],
        ],
      },
      {
        name: 'one product, one big line',
        tables: {
          products: [{ id: 5, name: 'tent', category: 'sports' }],
          order_lines: [{ id: 1, product_id: 5, quantity: 100 }],
        },
        rows: [['sports', 'tent', 100]],
      },
      topCase('thirty products, two hundred lines', 30, 4, 200, 5),
      topCase('three hundred products, a thousand small lines', 300, 10, 1000, 3),
      topCase('a thousand products, three hundred lines', 1000, 10, 300, 100),
      topCase('twelve products, a thousand lines', 12, 3, 1000, 2),
    ],
    hints: [
      "First compute every product's units (keep the products with no lines), then rank the products inside their category.",
      'Of `ROW_NUMBER`, `RANK` and `DENSE_RANK`, which one numbers 9, 7, 7, 3 as 1, 2, 2, 4, and 5, 5, 4 as 1, 1, 3?',
      'A window function cannot be filtered in the WHERE of its own query: rank in a CTE, filter outside.',
    ],
    editorial: `
**Idea.** Two steps, each a CTE: aggregate the order lines into units per product, then rank products within their category and keep the ranks 1 and 2.

- **Units.** \`products LEFT JOIN order_lines\` keeps unsold products; \`GROUP BY p.id\` (plus the selected columns) sums each product's lines, and \`COALESCE(SUM(quantity), 0)\` turns the NULL sum of an unsold product into 0.
- **Ranking.** \`RANK()\` over a window partitioned by category and ordered by units descending gives each product 1 + the number of products of its category with strictly more units. "Fewer than two sold more" is exactly "rank ≤ 2".
- **Filter and order.** The rank is filtered in the outer query (window functions run after WHERE), and the final ORDER BY ends with the unique name so that tied products come in a fixed order.

**Common mistakes.**
- \`ROW_NUMBER\` cuts a tie in two: 9, 7, 7 loses one of the sevens.
- \`DENSE_RANK\` lets a third product in after a tie for first: 5, 5, 4 would list the 4.
- An inner join drops the unsold products, which can belong in the top two of a small category.

**Indexes.** The join groups every order line by product: an index on \`order_lines (product_id)\` (a foreign key is not indexed automatically) lets PostgreSQL find a product's lines without scanning, which matters most when only a few categories are asked for; for a full report a hash join over both tables is usually what the planner picks anyway.
`,
    modules: ['sql-window-functions', 'sql-for-analysis', 'sql-joins-and-aggregation'],
    wrong: [
      {
        why: 'DENSE_RANK lets a third product in after a tie for first',
        sql: 'WITH s AS (SELECT p.name, p.category, COALESCE(SUM(l.quantity), 0) AS units FROM products p LEFT JOIN order_lines l ON l.product_id = p.id GROUP BY p.id, p.name, p.category), r AS (SELECT *, DENSE_RANK() OVER (PARTITION BY category ORDER BY units DESC) AS place FROM s) SELECT category, name AS product, units FROM r WHERE place <= 2 ORDER BY category, units DESC, product',
      },
      {
        why: 'ROW_NUMBER cuts a tie for second place in two',
        sql: 'WITH s AS (SELECT p.name, p.category, COALESCE(SUM(l.quantity), 0) AS units FROM products p LEFT JOIN order_lines l ON l.product_id = p.id GROUP BY p.id, p.name, p.category), r AS (SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY units DESC, name) AS place FROM s) SELECT category, name AS product, units FROM r WHERE place <= 2 ORDER BY category, units DESC, product',
      },
      {
        why: 'an inner join forgets the products that sold nothing',
        sql: 'WITH s AS (SELECT p.name, p.category, SUM(l.quantity) AS units FROM products p JOIN order_lines l ON l.product_id = p.id GROUP BY p.id, p.name, p.category), r AS (SELECT *, RANK() OVER (PARTITION BY category ORDER BY units DESC) AS place FROM s) SELECT category, name AS product, units FROM r WHERE place <= 2 ORDER BY category, units DESC, product',
      },
    ],
  }),
  defineSqlProblem({
    slug: 'category-breadcrumbs',
    title: 'Category Breadcrumbs',
    difficulty: 'hard',
    tags: ['sql', 'ctes', 'strings'],
    statement: `
A shop's categories form a tree: \`parent_id\` is the id of the category a category sits in, NULL for a top-level one. For every category, return its **breadcrumb**: columns \`id\`, \`depth\` and \`path\`.

- \`depth\` is 1 for a top-level category, 2 for a category directly inside one, and so on;
- \`path\` is the names of the categories from the top level down to this one, joined by \` > \` (a space, a greater-than sign, a space).

Order the rows by \`id\`.

**Example.** *Home* (1, top level) contains *Garden* (4), which contains *Tools* (2): rows \`1 1 Home\`, \`2 3 Home > Garden > Tools\`, \`4 2 Home > Garden\`.
`,
    schema: crumbSchema,
    constraints: [
      'Names are 1 to 20 characters long; two categories may share a name.',
      'The tree has no cycles: following parent_id from any category ends at a top-level one. Ids need not follow the tree.',
    ],
    maxRows: 1000,
    columns: ['id', 'depth', 'path'],
    ordered: true,
    sql: `
WITH RECURSIVE crumbs AS (
  SELECT id, 1 AS depth, name AS path
  FROM categories
  WHERE parent_id IS NULL
  UNION ALL
  SELECT c.id, p.depth + 1, p.path || ' > ' || c.name
  FROM categories c
  JOIN crumbs p ON c.parent_id = p.id
)
SELECT id, depth, path
FROM crumbs
ORDER BY id;`,
    samples: [
      {
        name: 'three levels, ids out of tree order',
        tables: {
          categories: [
            { id: 2, name: 'Tools', parent_id: 4 },
            { id: 1, name: 'Home', parent_id: null },
            { id: 4, name: 'Garden', parent_id: 1 },
          ],
        },
        rows: [
          [1, 1, 'Home'],
          [2, 3, 'Home > Garden > Tools'],
          [4, 2, 'Home > Garden'],
        ],
      },
      {
        name: 'two trees with a shared name',
        tables: {
          categories: [
            { id: 1, name: 'Books', parent_id: null },
            { id: 2, name: 'Kids', parent_id: 1 },
            { id: 3, name: 'Toys', parent_id: null },
            { id: 4, name: 'Kids', parent_id: 3 },
          ],
        },
        rows: [
          [1, 1, 'Books'],
          [2, 2, 'Books > Kids'],
          [3, 1, 'Toys'],
          [4, 2, 'Toys > Kids'],
        ],
      },
      {
        name: 'a single top-level category',
        tables: { categories: [{ id: 1000, name: 'Sale', parent_id: null }] },
        rows: [[1000, 1, 'Sale']],
      },
    ],
    hidden: [
      { name: 'no categories', tables: { categories: [] }, rows: [] },
      {
        name: 'names with spaces and symbols',
        tables: {
          categories: [
            { id: 3, name: 'Home & Garden', parent_id: null },
            { id: 1, name: 'Lights > Lamps', parent_id: 3 },
            { id: 2, name: 'Outdoor', parent_id: 1 },
            { id: 4, name: 'A', parent_id: 3 },
          ],
        },
        rows: [
          [1, 2, 'Home & Garden > Lights > Lamps'],
          [2, 3, 'Home & Garden > Lights > Lamps > Outdoor'],
          [3, 1, 'Home & Garden'],
          [4, 2, 'Home & Garden > A'],
        ],
      },
      crumbCase('a chain of forty', 40, 1, 1),
      crumbCase('a wide shallow tree of a thousand', 1000, 5, 1000),
      crumbCase('a narrow tree of two hundred', 200, 1, 3),
      crumbCase('sixty categories, six trees', 60, 6, 10),
      crumbCase('a hundred categories, two trees', 100, 2, 20),
    ],
    hints: [
      'A recursive CTE starts from some rows (the top-level categories) and repeatedly joins the rows found in the previous round to find the next ones.',
      "Carry the path along: each round appends the child's name to its parent's path, and adds 1 to the depth.",
    ],
    editorial: `
**Idea.** The depth of the tree is unknown, so no fixed number of self-joins can reach every category. A \`WITH RECURSIVE\` CTE walks it top-down: its first part gives the starting rows, its second part (after \`UNION ALL\`) reads the rows found in the previous round and produces the next ones, until a round finds nothing.

- **Start:** the categories whose \`parent_id\` is NULL, at depth 1, with their own name as the path.
- **Step:** join the categories whose parent was found in the previous round; the child's depth is the parent's + 1, and its path is the parent's path, the text \`' > '\` and the child's name, joined with \`||\`. Each category has one parent and there are no cycles, so each is reached exactly once.
- **Result:** the CTE now holds every category; the final query orders it by id.

**Common mistakes.**
- Building the path child-first (the breadcrumb comes out reversed).
- A single self-join: it shows the parent but not the grandparent.
- Starting the depth at 0.
- Column types: the two parts of a recursive CTE must produce the same types. Here \`name\` is \`text\` and so is a concatenation of texts; with a \`varchar(20)\` column you would have to cast the start's path to \`text\`, or PostgreSQL reports that the recursive term's type does not match.

**Indexes.** Each round looks up children by \`parent_id\`: an index on \`categories (parent_id)\` serves that join; PostgreSQL indexes the primary key automatically but not the referencing column of a foreign key.
`,
    modules: ['sql-for-analysis', 'relational-databases-sql'],
    wrong: [
      {
        why: 'the path is built child-first, reversed',
        sql: "WITH RECURSIVE t AS (SELECT id, 1 AS depth, name AS path FROM categories WHERE parent_id IS NULL UNION ALL SELECT c.id, t.depth + 1, c.name || ' > ' || t.path FROM categories c JOIN t ON c.parent_id = t.id) SELECT id, depth, path FROM t ORDER BY id",
      },
      {
        why: 'one self-join reaches only the parent, not the grandparent',
        sql: "SELECT c.id, CASE WHEN p.id IS NULL THEN 1 ELSE 2 END AS depth, CASE WHEN p.id IS NULL THEN c.name ELSE p.name || ' > ' || c.name END AS path FROM categories c LEFT JOIN categories p ON p.id = c.parent_id ORDER BY c.id",
      },
      {
        why: 'the top level is counted as depth 0',
        sql: "WITH RECURSIVE t AS (SELECT id, 0 AS depth, name AS path FROM categories WHERE parent_id IS NULL UNION ALL SELECT c.id, t.depth + 1, t.path || ' > ' || c.name FROM categories c JOIN t ON c.parent_id = t.id) SELECT id, depth, path FROM t ORDER BY id",
      },
    ],
  }),

  defineSqlProblem({
    slug: 'server-outage-periods',
    title: 'Server Outage Periods',
    difficulty: 'hard',
    tags: ['sql', 'window functions', 'ctes'],
    statement: `
A monitor checks servers on some days (not necessarily every day) and records whether each one was \`up\` or \`down\`. An **outage** is a maximal run of a server's checks, in date order, that all say \`down\`: it ends at the server's next \`up\` check. Days without a check neither end nor extend an outage.

Return every outage: columns \`server_id\`, \`first_down\` and \`last_down\` (the dates of its first and last check), and \`failed_checks\` (how many checks it has).

Order the rows by \`server_id\`, then \`first_down\`.

**Example.** Server 1 checked on June 1 (up), June 2 (down), June 4 (down), June 5 (up), June 6 (down) has two outages: \`1 2024-06-02 2024-06-04 2\` (no check on June 3) and \`1 2024-06-06 2024-06-06 1\`.
`,
    schema: outageSchema,
    constraints: ['Servers are numbered 1 to 100.', 'A server is checked at most once a day.'],
    maxRows: 1000,
    columns: ['server_id', 'first_down', 'last_down', 'failed_checks'],
    ordered: true,
    sql: `
WITH numbered AS (
  SELECT server_id,
         checked_on,
         status,
         ROW_NUMBER() OVER (
           PARTITION BY server_id ORDER BY checked_on
         )
         - ROW_NUMBER() OVER (
           PARTITION BY server_id, status ORDER BY checked_on
         ) AS island
  FROM health_checks
)
SELECT server_id,
       min(checked_on) AS first_down,
       max(checked_on) AS last_down,
       count(*) AS failed_checks
FROM numbered
WHERE status = 'down'
GROUP BY server_id, island
ORDER BY server_id, first_down;`,
    samples: [
      {
        name: 'a day without a check does not end an outage',
        tables: {
          health_checks: [
            { server_id: 1, checked_on: '2024-06-04', status: 'down' },
            { server_id: 1, checked_on: '2024-06-01', status: 'up' },
            { server_id: 1, checked_on: '2024-06-06', status: 'down' },
            { server_id: 1, checked_on: '2024-06-02', status: 'down' },
            { server_id: 1, checked_on: '2024-06-05', status: 'up' },
          ],
        },
        rows: [
          [1, '2024-06-02', '2024-06-04', 2],
          [1, '2024-06-06', '2024-06-06', 1],
        ],
      },
      {
        name: 'a server that never went down',
        tables: {
          health_checks: [
            { server_id: 2, checked_on: '2024-01-01', status: 'up' },
            { server_id: 3, checked_on: '2024-01-01', status: 'down' },
            { server_id: 2, checked_on: '2024-01-02', status: 'up' },
            { server_id: 3, checked_on: '2024-01-02', status: 'down' },
          ],
        },
        rows: [[3, '2024-01-01', '2024-01-02', 2]],
      },
      {
        name: 'three outages of one server',
        tables: {
          health_checks: [
            { server_id: 7, checked_on: '2024-02-27', status: 'down' },
            { server_id: 7, checked_on: '2024-02-28', status: 'up' },
            { server_id: 7, checked_on: '2024-02-29', status: 'down' },
            { server_id: 7, checked_on: '2024-03-01', status: 'down' },
            { server_id: 7, checked_on: '2024-03-02', status: 'up' },
            { server_id: 7, checked_on: '2024-03-03', status: 'up' },
            { server_id: 7, checked_on: '2024-03-04', status: 'down' },
          ],
        },
        rows: [
          [7, '2024-02-27', '2024-02-27', 1],
          [7, '2024-02-29', '2024-03-01', 2],
          [7, '2024-03-04', '2024-03-04', 1],
        ],
      },
    ],
    hidden: [
      { name: 'no checks', tables: { health_checks: [] }, rows: [] },
      {
        name: 'a single failed check',
        tables: { health_checks: [{ server_id: 100, checked_on: '2024-12-31', status: 'down' }] },
        rows: [[100, '2024-12-31', '2024-12-31', 1]],
      },
      {
        name: 'everything up',
        tables: {
          health_checks: [
            { server_id: 1, checked_on: '2024-05-01', status: 'up' },
            { server_id: 1, checked_on: '2024-05-09', status: 'up' },
          ],
        },
        rows: [],
      },
      outageCase('one server, a hundred daily checks', 1, 100, 1, 70),
      outageCase('ten servers with gaps between checks', 10, 50, 4, 75),
      outageCase('a hundred servers, ten checks each', 100, 10, 3, 50),
      outageCase('four servers, two hundred fifty checks each', 4, 250, 2, 85),
    ],
    hints: [
      "Number each server's checks in date order, and separately number its checks *of each status* in date order.",
      'Inside a run of equal statuses both numbers go up by one together, so their difference stays constant; it changes whenever the run is broken.',
      'Filter to `down` only after numbering: filtering first hides the `up` checks that separate the outages.',
    ],
    editorial: `
**Idea.** This is *gaps and islands* where the islands are runs of equal values rather than of consecutive dates. Number every check of a server in date order (\`ROW_NUMBER\` partitioned by server) and, separately, every check of the same server *and status* (partitioned by server and status). Within a run of \`down\` checks both numbers increase by one at each check, so their difference is constant; an \`up\` check in between increases only the first number, so the next run gets a different difference. That difference labels the island.

- **\`numbered\`** computes both row numbers over the whole table and subtracts them.
- **The outer query** keeps the \`down\` checks, groups them by (server, island) and reports \`min\`, \`max\` and \`count(*)\` per group. Two \`down\` runs of one server always get different labels, because the \`up\` checks between them raise the first number only.
- The dates themselves are never subtracted, which is why a day without a check changes nothing.

**Common mistakes.**
- Labelling islands by date minus row number (the trick for consecutive *days*): a missing check day splits one outage in two.
- Filtering \`status = 'down'\` before numbering: the \`up\` checks disappear and every outage of a server merges into one.
- Grouping by server only, for the same result.

An equivalent approach marks each check whose status differs from the previous one (\`LAG\`) and takes a running \`SUM\` of the marks as the label.

**Indexes.** The primary key \`(server_id, checked_on)\` is a B-tree index in the first window's order; the second window, partitioned by status too, needs its own sort (an index on \`(server_id, status, checked_on)\` would supply that order).
`,
    modules: ['sql-window-functions', 'sql-for-analysis'],
    wrong: [
      {
        why: 'date minus row number splits an outage at a day without a check',
        sql: "WITH d AS (SELECT server_id, checked_on, checked_on - CAST(ROW_NUMBER() OVER (PARTITION BY server_id ORDER BY checked_on) AS integer) AS island FROM health_checks WHERE status = 'down') SELECT server_id, min(checked_on) AS first_down, max(checked_on) AS last_down, count(*) AS failed_checks FROM d GROUP BY server_id, island ORDER BY server_id, first_down",
      },
      {
        why: 'filtering before numbering merges all outages of a server',
        sql: "WITH n AS (SELECT server_id, checked_on, ROW_NUMBER() OVER (PARTITION BY server_id ORDER BY checked_on) - ROW_NUMBER() OVER (PARTITION BY server_id, status ORDER BY checked_on) AS island FROM health_checks WHERE status = 'down') SELECT server_id, min(checked_on) AS first_down, max(checked_on) AS last_down, count(*) AS failed_checks FROM n GROUP BY server_id, island ORDER BY server_id, first_down",
      },
      {
        why: 'numbering across all servers mixes their runs',
        sql: "WITH n AS (SELECT server_id, checked_on, status, ROW_NUMBER() OVER (ORDER BY server_id, checked_on) - ROW_NUMBER() OVER (PARTITION BY status ORDER BY checked_on, server_id) AS island FROM health_checks) SELECT server_id, min(checked_on) AS first_down, max(checked_on) AS last_down, count(*) AS failed_checks FROM n WHERE status = 'down' GROUP BY server_id, island ORDER BY server_id, first_down",
      },
    ],
  }),

  defineSqlProblem({
    slug: 'page-view-sessions',
    title: 'Split Page Views into Sessions',
    difficulty: 'hard',
    tags: ['sql', 'window functions', 'ctes', 'dates'],
    statement: `
\`page_views\` records when each user viewed a page. Group every user's views into **sessions**: a user's first view starts their first session, and a view that comes **more than 30 minutes** after the same user's previous view starts a new one. A view exactly 30 minutes after the previous one stays in the same session.

Return one row per session: columns \`user_id\`, \`session\` (1 for the user's first session, 2 for the next, …), \`started_at\` and \`ended_at\` (the first and last view's \`viewed_at\`), \`views\` (how many views it has).

Order the rows by \`user_id\`, then \`session\`.

**Example.** Views at 09:00, 09:10, 09:40, 10:10:01 and 10:20 form two sessions: 09:00–09:40 (3 views; 09:40 is exactly 30 minutes after 09:10) and 10:10:01–10:20 (2 views; 10:10:01 is 30 minutes and 1 second after 09:40).
`,
    schema: sessionSchema,
    constraints: ['Users are numbered 1 to 1000.', 'A user has at most one view at any given moment.'],
    maxRows: 1000,
    columns: ['user_id', 'session', 'started_at', 'ended_at', 'views'],
    ordered: true,
    sql: `
WITH marked AS (
  SELECT user_id,
         viewed_at,
         CASE
           WHEN viewed_at - LAG(viewed_at) OVER w <= INTERVAL '30 minutes'
             THEN 0
           ELSE 1
         END AS opens
  FROM page_views
  WINDOW w AS (PARTITION BY user_id ORDER BY viewed_at)
),
numbered AS (
  SELECT user_id,
         viewed_at,
         SUM(opens) OVER (
           PARTITION BY user_id ORDER BY viewed_at
         ) AS session
  FROM marked
)
SELECT user_id,
       session,
       min(viewed_at) AS started_at,
       max(viewed_at) AS ended_at,
       count(*) AS views
FROM numbered
GROUP BY user_id, session
ORDER BY user_id, session;`,
    samples: [
      {
        name: 'exactly 30 minutes is still the same session',
        tables: {
          page_views: [
            { id: 1, user_id: 1, viewed_at: '2024-03-01 09:00:00' },
            { id: 2, user_id: 1, viewed_at: '2024-03-01 09:10:00' },
            { id: 3, user_id: 1, viewed_at: '2024-03-01 10:20:00' },
            { id: 4, user_id: 1, viewed_at: '2024-03-01 09:40:00' },
            { id: 5, user_id: 1, viewed_at: '2024-03-01 10:10:01' },
          ],
        },
        rows: [
          [1, 1, '2024-03-01 09:00:00', '2024-03-01 09:40:00', 3],
          [1, 2, '2024-03-01 10:10:01', '2024-03-01 10:20:00', 2],
        ],
      },
      {
        name: 'another user in between does not join sessions',
        tables: {
          page_views: [
            { id: 1, user_id: 2, viewed_at: '2024-03-01 08:00:00' },
            { id: 2, user_id: 3, viewed_at: '2024-03-01 08:20:00' },
            { id: 3, user_id: 2, viewed_at: '2024-03-01 08:45:00' },
          ],
        },
        rows: [
          [2, 1, '2024-03-01 08:00:00', '2024-03-01 08:00:00', 1],
          [2, 2, '2024-03-01 08:45:00', '2024-03-01 08:45:00', 1],
          [3, 1, '2024-03-01 08:20:00', '2024-03-01 08:20:00', 1],
        ],
      },
      {
        name: 'a session across midnight',
        tables: {
          page_views: [
            { id: 1, user_id: 9, viewed_at: '2025-01-01 00:44:59' },
            { id: 2, user_id: 9, viewed_at: '2024-12-31 23:50:00' },
            { id: 3, user_id: 9, viewed_at: '2025-01-01 00:15:00' },
          ],
        },
        rows: [[9, 1, '2024-12-31 23:50:00', '2025-01-01 00:44:59', 3]],
      },
    ],
    hidden: [
      { name: 'no views', tables: { page_views: [] }, rows: [] },
      {
        name: 'a single view',
        tables: { page_views: [{ id: 1000, user_id: 1000, viewed_at: '2024-07-01 12:00:00' }] },
        rows: [[1000, 1, '2024-07-01 12:00:00', '2024-07-01 12:00:00', 1]],
      },
      sessionCase('five users, two hundred views', 5, 200),
      sessionCase('a hundred users, a thousand views', 100, 1000),
      sessionCase('one user, a thousand views', 1, 1000),
      sessionCase('a thousand users, a thousand views', 1000, 1000),
      sessionCase('twenty users, five hundred views', 20, 500),
    ],
    hints: [
      "`LAG(viewed_at)` over each user's views in time order gives the previous view; the difference of two timestamps is an `interval`.",
      'Mark each view with 1 when it opens a session and 0 when it continues one. What does a running `SUM` of those marks give?',
      'The first view of a user has no previous view: make sure the comparison with NULL marks it as opening a session.',
    ],
    editorial: `
**Idea.** Sessionization is a running total of "new session" marks. Mark each view 1 if it opens a session, 0 otherwise; a running sum of the marks over the user's views in time order is then the session number of every view, and grouping by it gives the sessions.

- **\`marked\`** compares each view with the previous one of the same user (a named \`WINDOW\` partitioned by user, ordered by time, used by \`LAG\`). The CASE gives 0 only when the gap is at most 30 minutes. On a user's first view \`LAG\` is NULL, the comparison is NULL (not true), and the ELSE branch marks it 1.
- **\`numbered\`** sums the marks with an ordered window: the first session is 1, and each opening view adds one. Because a user has at most one view at any moment, no two of a user's views are peers, so the default frame stops exactly at the current row.
- **The final query** groups by (user, session): \`min\` and \`max\` of the times, \`count(*)\` of the views.

**Common mistakes.**
- \`<\` instead of \`<=\`: a view exactly 30 minutes later wrongly opens a new session.
- A \`LAG\` window without \`PARTITION BY user_id\`: the "previous view" can be another user's.
- A running sum without \`PARTITION BY\`: session numbers continue from one user to the next.

**Indexes.** Both windows sort each user's views by time; the \`UNIQUE (user_id, viewed_at)\` constraint already created a B-tree index on exactly those columns, which PostgreSQL can read in order instead of sorting, and which serves a query for one user's sessions directly.
`,
    modules: ['sql-window-functions', 'sql-for-analysis'],
    wrong: [
      {
        why: 'a view exactly 30 minutes later opens a new session',
        sql: "WITH m AS (SELECT user_id, viewed_at, CASE WHEN viewed_at - LAG(viewed_at) OVER w < INTERVAL '30 minutes' THEN 0 ELSE 1 END AS opens FROM page_views WINDOW w AS (PARTITION BY user_id ORDER BY viewed_at)), n AS (SELECT user_id, viewed_at, SUM(opens) OVER (PARTITION BY user_id ORDER BY viewed_at) AS session FROM m) SELECT user_id, session, min(viewed_at) AS started_at, max(viewed_at) AS ended_at, count(*) AS views FROM n GROUP BY user_id, session ORDER BY user_id, session",
      },
      {
        why: "the previous view can be another user's",
        sql: "WITH m AS (SELECT user_id, viewed_at, CASE WHEN viewed_at - LAG(viewed_at) OVER (ORDER BY viewed_at) <= INTERVAL '30 minutes' THEN 0 ELSE 1 END AS opens FROM page_views), n AS (SELECT user_id, viewed_at, SUM(opens) OVER (PARTITION BY user_id ORDER BY viewed_at) AS session FROM m) SELECT user_id, session, min(viewed_at) AS started_at, max(viewed_at) AS ended_at, count(*) AS views FROM n GROUP BY user_id, session ORDER BY user_id, session",
      },
      {
        why: 'session numbers run on from one user to the next',
        sql: "WITH m AS (SELECT user_id, viewed_at, CASE WHEN viewed_at - LAG(viewed_at) OVER w <= INTERVAL '30 minutes' THEN 0 ELSE 1 END AS opens FROM page_views WINDOW w AS (PARTITION BY user_id ORDER BY viewed_at)), n AS (SELECT user_id, viewed_at, SUM(opens) OVER (ORDER BY user_id, viewed_at) AS session FROM m) SELECT user_id, session, min(viewed_at) AS started_at, max(viewed_at) AS ended_at, count(*) AS views FROM n GROUP BY user_id, session ORDER BY user_id, session",
      },
    ],
  }),
];
