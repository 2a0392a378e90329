import type { Json, ProblemContent } from '../../../domain/problem.js';
import { defineSqlProblem, type SqlRows, type SqlTest } from './define-sql.js';
import { intIn, seeded } from './define.js';

// Oracles for the generated tests: plain JavaScript over the rows, written without the reference query.

/** a/b rounded to `decimals` places, half away from zero, as PostgreSQL's round(numeric, d) does (a ≥ 0, b > 0, integers). */
const roundRatio = (a: number, b: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.floor((2 * a * scale + b) / (2 * b)) / scale;
};
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The date `days` after 'YYYY-MM-DD', as 'YYYY-MM-DD'. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const pick = <T>(random: () => number, items: readonly T[]) => items[intIn(random, 0, items.length - 1)];
const test = (name: string, tables: Record<string, SqlRows>, rows: Json[][]): SqlTest => ({ name, tables, rows });

// ---------------------------------------------------------------------------------------------
// store-unique-visitors

const visitsSchema = `
CREATE TABLE visits (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  store_id integer NOT NULL CHECK (store_id BETWEEN 1 AND 50),
  visitor_id integer CHECK (visitor_id BETWEEN 1 AND 500)
);`;

const visitsOracle = (visits: SqlRows) => {
  const stores = [...new Set(visits.map((v) => v.store_id as number))].sort((a, b) => a - b);
  return stores.map((s) => {
    const mine = visits.filter((v) => v.store_id === s);
    const people = new Set(mine.filter((v) => v.visitor_id !== null).map((v) => v.visitor_id));
    return [s, mine.length, people.size];
  });
};

const visitsCase = (seed: number, name: string, n: number, stores: number, visitors: number, anonymous: number) => {
  const random = seeded(seed);
  const visits = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    store_id: intIn(random, 1, stores),
    visitor_id: intIn(random, 1, 100) <= anonymous ? null : intIn(random, 1, visitors),
  }));
  return test(name, { visits }, visitsOracle(visits));
};

// ---------------------------------------------------------------------------------------------
// duplicate-subscriber-emails

const subscribersSchema = `
CREATE TABLE subscribers (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL,
  email text CHECK (length(email) BETWEEN 3 AND 254)
);`;

const duplicateEmailsOracle = (subscribers: SqlRows) => {
  const counts = new Map<string, number>();
  for (const s of subscribers)
    if (s.email !== null) {
      const key = (s.email as string).toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  return [...counts].filter(([, n]) => n >= 2).map(([email, n]) => [email, n]);
};

const subscribersCase = (seed: number, name: string, n: number, pool: number) => {
  const random = seeded(seed);
  const subscribers = Array.from({ length: n }, (_, i) => {
    const local = `user${intIn(random, 1, pool)}`;
    const cased = intIn(random, 0, 3) === 0 ? local.toUpperCase() : local;
    return {
      id: i + 1,
      name: `Subscriber ${i + 1}`,
      email: intIn(random, 0, 9) === 0 ? null : `${cased}@${pick(random, ['mail.com', 'MAIL.com', 'post.org'])}`,
    };
  });
  return test(name, { subscribers }, duplicateEmailsOracle(subscribers));
};

// ---------------------------------------------------------------------------------------------
// average-product-rating

const reviewsSchema = `
CREATE TABLE products (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL UNIQUE
);
CREATE TABLE reviews (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  product_id integer NOT NULL REFERENCES products (id),
  rating integer CHECK (rating BETWEEN 1 AND 5)
);`;

const ratingOracle = (products: SqlRows, reviews: SqlRows) =>
  products.map((p) => {
    const stars = reviews.filter((r) => r.product_id === p.id && r.rating !== null).map((r) => r.rating as number);
    const sum = stars.reduce((a, b) => a + b, 0);
    return [p.name, stars.length, stars.length === 0 ? null : roundRatio(sum, stars.length, 2)];
  });

const ratingCase = (seed: number, name: string, productCount: number, n: number) => {
  const random = seeded(seed);
  const products = Array.from({ length: productCount }, (_, i) => ({ id: i + 1, name: `product-${i + 1}` }));
  const reviews = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    product_id: intIn(random, 1, productCount),
    rating: intIn(random, 0, 4) === 0 ? null : intIn(random, 1, 5),
  }));
  return test(name, { products, reviews }, ratingOracle(products, reviews));
};

// ---------------------------------------------------------------------------------------------
// carrier-on-time-rate

const shipmentsSchema = `
CREATE TABLE carriers (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 100),
  name text NOT NULL UNIQUE
);
CREATE TABLE shipments (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  carrier_id integer NOT NULL REFERENCES carriers (id),
  shipped_on date NOT NULL,
  promised_on date NOT NULL CHECK (promised_on >= shipped_on),
  delivered_on date CHECK (delivered_on >= shipped_on)
);`;

const onTimeOracle = (carriers: SqlRows, shipments: SqlRows) =>
  carriers
    .map((c) => {
      const mine = shipments.filter((s) => s.carrier_id === c.id);
      const delivered = mine.filter((s) => s.delivered_on !== null);
      const onTime = delivered.filter((s) => (s.delivered_on as string) <= (s.promised_on as string)).length;
      const pct = delivered.length === 0 ? null : roundRatio(100 * onTime, delivered.length, 1);
      return [c.name as string, mine.length, delivered.length, pct] as [string, number, number, number | null];
    })
    .sort((a, b) => {
      if (a[3] !== b[3]) {
        if (a[3] === null) return 1;
        if (b[3] === null) return -1;
        return b[3] - a[3];
      }
      return byText(a[0], b[0]);
    });

const shipmentsCase = (seed: number, name: string, carrierCount: number, n: number) => {
  const random = seeded(seed);
  const carriers = Array.from({ length: carrierCount }, (_, i) => ({ id: i + 1, name: `carrier-${i + 1}` }));
  const shipments = Array.from({ length: n }, (_, i) => {
    const shipped = addDays('2024-01-01', intIn(random, 0, 365));
    const promised = addDays(shipped, intIn(random, 1, 7));
    return {
      id: i + 1,
      carrier_id: intIn(random, 1, carrierCount),
      shipped_on: shipped,
      promised_on: promised,
      delivered_on: intIn(random, 0, 5) === 0 ? null : addDays(shipped, intIn(random, 0, 9)),
    };
  });
  return test(name, { carriers, shipments }, onTimeOracle(carriers, shipments));
};

// ---------------------------------------------------------------------------------------------
// customer-net-revenue

const revenueSchema = `
CREATE TABLE customers (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL UNIQUE
);
CREATE TABLE orders (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  customer_id integer NOT NULL REFERENCES customers (id),
  amount_cents integer NOT NULL CHECK (amount_cents BETWEEN 1 AND 100000)
);
CREATE TABLE refunds (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  order_id integer NOT NULL REFERENCES orders (id),
  amount_cents integer NOT NULL CHECK (amount_cents BETWEEN 1 AND 100000)
);`;

const revenueOracle = (customers: SqlRows, orders: SqlRows, refunds: SqlRows) =>
  customers
    .map((c) => {
      const mine = orders.filter((o) => o.customer_id === c.id);
      const ids = new Set(mine.map((o) => o.id));
      const gross = mine.reduce((a, o) => a + (o.amount_cents as number), 0);
      const refunded = refunds.filter((r) => ids.has(r.order_id)).reduce((a, r) => a + (r.amount_cents as number), 0);
      return [c.name as string, mine.length, gross, refunded, gross - refunded] as [
        string,
        number,
        number,
        number,
        number,
      ];
    })
    .sort((a, b) => b[4] - a[4] || byText(a[0], b[0]));

const revenueCase = (seed: number, name: string, customerCount: number, orderCount: number, refundCount: number) => {
  const random = seeded(seed);
  const customers = Array.from({ length: customerCount }, (_, i) => ({ id: i + 1, name: `customer-${i + 1}` }));
  const orders = Array.from({ length: orderCount }, (_, i) => ({
    id: i + 1,
    customer_id: intIn(random, 1, customerCount),
    amount_cents: intIn(random, 1, 100_000),
  }));
  const refunds = Array.from({ length: orderCount === 0 ? 0 : refundCount }, (_, i) => ({
    id: i + 1,
    order_id: intIn(random, 1, orderCount),
    amount_cents: intIn(random, 1, 5_000),
  }));
  return test(name, { customers, orders, refunds }, revenueOracle(customers, orders, refunds));
};

// ---------------------------------------------------------------------------------------------
// duplicate-contacts-to-remove

const contactsSchema = `
CREATE TABLE contacts (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL,
  email text,
  phone text
);`;

const contactsOracle = (contacts: SqlRows) =>
  contacts
    .map((c) => {
      const same = contacts.filter((k) => k.name === c.name && k.email === c.email && k.phone === c.phone);
      return [c.id as number, Math.min(...same.map((k) => k.id as number))];
    })
    .filter(([id, keep]) => id !== keep)
    .sort((a, b) => a[0] - b[0]);

const contactsCase = (seed: number, name: string, n: number, variety: number) => {
  const random = seeded(seed);
  const ids = Array.from({ length: n }, (_, i) => i + 1).sort(() => random() - 0.5);
  const contacts = ids.map((id) => {
    const who = intIn(random, 1, variety);
    return {
      id,
      name: `Person ${who}`,
      email: intIn(random, 0, 2) === 0 ? null : `p${who}@mail.com`,
      phone: intIn(random, 0, 2) === 0 ? null : `555-01${String(intIn(random, 0, 2))}`,
    };
  });
  return test(name, { contacts }, contactsOracle(contacts));
};

// ---------------------------------------------------------------------------------------------
// sales-subtotals-rollup

const salesSchema = `
CREATE TABLE sales (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  region text NOT NULL CHECK (region IN ('east', 'north', 'south', 'west')),
  product text NOT NULL CHECK (product ~ '^[a-z]{1,20}$'),
  units integer NOT NULL CHECK (units BETWEEN 1 AND 100)
);`;

const rollupOracle = (sales: SqlRows) => {
  const rows: Json[][] = [];
  const regions = [...new Set(sales.map((s) => s.region as string))].sort(byText);
  for (const region of regions) {
    const mine = sales.filter((s) => s.region === region);
    const products = [...new Set(mine.map((s) => s.product as string))].sort(byText);
    for (const product of products)
      rows.push([
        region,
        product,
        mine.filter((s) => s.product === product).reduce((a, s) => a + (s.units as number), 0),
      ]);
    rows.push([region, null, mine.reduce((a, s) => a + (s.units as number), 0)]);
  }
  rows.push([null, null, sales.reduce((a, s) => a + (s.units as number), 0)]);
  return rows;
};

const salesCase = (seed: number, name: string, n: number, regions: string[], products: number) => {
  const random = seeded(seed);
  const sales = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    region: pick(random, regions),
    product: `item${String.fromCharCode(96 + intIn(random, 1, products))}`,
    units: intIn(random, 1, 100),
  }));
  return test(name, { sales }, rollupOracle(sales));
};

// ---------------------------------------------------------------------------------------------
// longest-login-streak

const loginsSchema = `
CREATE TABLE logins (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  user_id integer NOT NULL CHECK (user_id BETWEEN 1 AND 100),
  login_on date NOT NULL
);`;

const streakOracle = (logins: SqlRows) => {
  const users = [...new Set(logins.map((l) => l.user_id as number))].sort((a, b) => a - b);
  return users.map((user) => {
    const days = [...new Set(logins.filter((l) => l.user_id === user).map((l) => l.login_on as string))].sort(byText);
    let best = 0;
    let bestStart = '';
    let start = 0;
    for (let i = 0; i < days.length; i++) {
      if (i > 0 && dayNumber(days[i]) !== dayNumber(days[i - 1]) + 1) start = i;
      const length = i - start + 1;
      if (length > best) {
        best = length;
        bestStart = days[start];
      }
    }
    return [user, best, bestStart];
  });
};

const loginsCase = (seed: number, name: string, n: number, users: number, spanDays: number) => {
  const random = seeded(seed);
  const logins = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    user_id: intIn(random, 1, users),
    login_on: addDays('2024-02-20', intIn(random, 0, spanDays - 1)),
  }));
  return test(name, { logins }, streakOracle(logins));
};

// ---------------------------------------------------------------------------------------------
// monthly-top-products-share

const linesSchema = `
CREATE TABLE products (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 100),
  name text NOT NULL UNIQUE
);
CREATE TABLE order_lines (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  product_id integer NOT NULL REFERENCES products (id),
  ordered_on date NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 20),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents BETWEEN 1 AND 10000),
  cancelled_on date CHECK (cancelled_on >= ordered_on)
);`;

const topShareOracle = (products: SqlRows, lines: SqlRows) => {
  const names = new Map(products.map((p) => [p.id, p.name as string]));
  const byMonth = new Map<string, Map<string, number>>();
  for (const l of lines) {
    if (l.cancelled_on !== null) continue;
    const month = (l.ordered_on as string).slice(0, 7);
    const product = names.get(l.product_id) as string;
    const revenue = (l.quantity as number) * (l.unit_price_cents as number);
    const perProduct = byMonth.get(month) ?? new Map<string, number>();
    perProduct.set(product, (perProduct.get(product) ?? 0) + revenue);
    byMonth.set(month, perProduct);
  }
  const rows: Json[][] = [];
  for (const month of [...byMonth.keys()].sort(byText)) {
    const perProduct = byMonth.get(month) as Map<string, number>;
    const total = [...perProduct.values()].reduce((a, b) => a + b, 0);
    const top = Math.max(...perProduct.values());
    for (const product of [...perProduct.keys()].sort(byText))
      if (perProduct.get(product) === top) rows.push([month, product, top, roundRatio(100 * top, total, 2)]);
  }
  return rows;
};

const linesCase = (
  seed: number,
  name: string,
  productCount: number,
  n: number,
  months: number,
  prices: readonly number[],
) => {
  const random = seeded(seed);
  const products = Array.from({ length: productCount }, (_, i) => ({ id: i + 1, name: `sku-${i + 1}` }));
  const order_lines = Array.from({ length: n }, (_, i) => {
    const ordered = addDays('2024-01-01', intIn(random, 0, months * 30 - 1));
    return {
      id: i + 1,
      product_id: intIn(random, 1, productCount),
      ordered_on: ordered,
      quantity: intIn(random, 1, 20),
      unit_price_cents: pick(random, prices),
      cancelled_on: intIn(random, 0, 7) === 0 ? addDays(ordered, intIn(random, 0, 3)) : null,
    };
  });
  return test(name, { products, order_lines }, topShareOracle(products, order_lines));
};

export const SQL_AGGREGATES: ProblemContent[] = [
  defineSqlProblem({
    slug: 'store-unique-visitors',
    title: 'Visits and Unique Visitors per Store',
    difficulty: 'easy',
    tags: ['sql', 'aggregation', 'null handling'],
    statement: `
A shop chain logs every visit to one of its stores. A signed-in visitor has a \`visitor_id\`; an anonymous visit has \`visitor_id\` NULL.

For each store that had at least one visit, return \`store_id\`, \`visits\` (every visit, anonymous ones included) and \`unique_visitors\` (how many **different** signed-in visitors came; anonymous visits add nobody). Order the rows by \`store_id\` (smallest first).

**Example.** Store 1 has visits by visitor 10, visitor 10 again, visitor 11 and one anonymous visit: \`1 4 2\`. Store 2 has only anonymous visits: \`2 n 0\` for its n visits.
`,
    schema: visitsSchema,
    constraints: [
      'Store ids are between 1 and 50; visitor ids are between 1 and 500, or NULL for an anonymous visit.',
      'A visitor may visit the same store many times, and several stores.',
    ],
    maxRows: 1000,
    columns: ['store_id', 'visits', 'unique_visitors'],
    ordered: true,
    sql: `
SELECT store_id,
       count(*) AS visits,
       count(DISTINCT visitor_id) AS unique_visitors
FROM visits
GROUP BY store_id
ORDER BY store_id;`,
    samples: [
      test(
        'anonymous visits count as visits, not visitors',
        {
          visits: [
            { id: 1, store_id: 1, visitor_id: 10 },
            { id: 2, store_id: 1, visitor_id: 10 },
            { id: 3, store_id: 1, visitor_id: 11 },
            { id: 4, store_id: 1, visitor_id: null },
            { id: 5, store_id: 2, visitor_id: null },
            { id: 6, store_id: 2, visitor_id: 12 },
          ],
        },
        [
          [1, 4, 2],
          [2, 2, 1],
        ],
      ),
      test(
        'a store with only anonymous visits',
        {
          visits: [
            { id: 1, store_id: 3, visitor_id: null },
            { id: 2, store_id: 3, visitor_id: null },
          ],
        },
        [[3, 2, 0]],
      ),
      test(
        'one visitor in two stores',
        {
          visits: [
            { id: 1, store_id: 2, visitor_id: 7 },
            { id: 2, store_id: 1, visitor_id: 7 },
            { id: 3, store_id: 2, visitor_id: 7 },
          ],
        },
        [
          [1, 1, 1],
          [2, 2, 1],
        ],
      ),
    ],
    hidden: [
      test('no visits at all', { visits: [] }, []),
      test('a single visit', { visits: [{ id: 1000, store_id: 50, visitor_id: 500 }] }, [[50, 1, 1]]),
      test(
        'one visitor, many visits',
        {
          visits: [1, 2, 3, 4, 5].map((id) => ({ id, store_id: 4, visitor_id: 9 })),
        },
        [[4, 5, 1]],
      ),
      test(
        'only anonymous visits, in three stores',
        {
          visits: [3, 1, 2].map((store_id, i) => ({ id: i + 1, store_id, visitor_id: null })),
        },
        [
          [1, 1, 0],
          [2, 1, 0],
          [3, 1, 0],
        ],
      ),
      visitsCase(30_201, 'two hundred visits over five stores', 200, 5, 40, 20),
      visitsCase(30_202, 'a thousand visits over fifty stores', 1000, 50, 500, 10),
      visitsCase(30_203, 'a thousand visits, few visitors, many anonymous', 1000, 3, 8, 50),
    ],
    hints: [
      '`count(*)` counts rows; `count(expression)` counts the rows where the expression is not NULL.',
      'Put `DISTINCT` inside the aggregate to count each different value once. NULL is never counted.',
    ],
    editorial: `
**Idea.** One group per store, and two different counts over the same rows.

- **\`GROUP BY store_id\`** makes one row per store that appears in \`visits\` (a store with no visit has no row to group, as asked).
- **\`count(*)\`** counts every row of the group, so anonymous visits are included.
- **\`count(DISTINCT visitor_id)\`** counts the different non-NULL values: a returning visitor counts once, and NULL — an anonymous visit — is skipped by every aggregate except \`count(*)\`.
- **\`ORDER BY store_id\`**: the ids are unique, so the order is fully defined.

**Common mistakes.** \`count(visitor_id)\` without \`DISTINCT\` counts returning visitors again; \`count(visitor_id)\` for the visits drops the anonymous ones; \`count(DISTINCT COALESCE(visitor_id, 0))\` turns all the anonymous visits into one made-up visitor.

**Indexes.** The query reads every row, so a sequential scan is the natural plan. A B-tree index on \`(store_id, visitor_id)\` holds both columns in the order the grouping needs: PostgreSQL can then read it with an index-only scan (when the table's visibility map allows it) and group without sorting; since PostgreSQL 16 an aggregate with \`DISTINCT\` can also use input that already arrives in that order.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation', 'sql-for-analysis'],
    wrong: [
      {
        why: 'count without DISTINCT counts a returning visitor at each visit',
        sql: 'SELECT store_id, count(*) AS visits, count(visitor_id) AS unique_visitors FROM visits GROUP BY store_id ORDER BY store_id',
      },
      {
        why: 'count(visitor_id) for the visits leaves out the anonymous ones',
        sql: 'SELECT store_id, count(visitor_id) AS visits, count(DISTINCT visitor_id) AS unique_visitors FROM visits GROUP BY store_id ORDER BY store_id',
      },
      {
        why: 'COALESCE turns all anonymous visits into one visitor',
        sql: 'SELECT store_id, count(*) AS visits, count(DISTINCT COALESCE(visitor_id, 0)) AS unique_visitors FROM visits GROUP BY store_id ORDER BY store_id',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'duplicate-subscriber-emails',
    title: 'Duplicate Subscriber Emails',
    difficulty: 'easy',
    tags: ['sql', 'aggregation', 'null handling', 'strings'],
    statement: `
A newsletter's \`subscribers\` table has no unique constraint on \`email\`, and some people signed up twice, sometimes typing their address in other letter case. Some rows have no email at all (\`email\` is NULL).

Return every address used by **two or more** subscribers, comparing addresses **without regard to letter case**: columns \`email\` (the address in lower case) and \`copies\` (how many subscribers use it). NULL is not an address: rows without an email are never duplicates of each other. Return the rows in any order.

**Example.** \`ann@mail.com\`, \`Ann@Mail.com\` and \`bob@mail.com\` give one row: \`ann@mail.com 2\`.
`,
    schema: subscribersSchema,
    constraints: [
      'An email, when present, is 3 to 254 ASCII characters long.',
      'Two addresses are the same when they are equal once both are in lower case.',
    ],
    maxRows: 1000,
    columns: ['email', 'copies'],
    ordered: false,
    sql: `
SELECT lower(email) AS email, count(*) AS copies
FROM subscribers
WHERE email IS NOT NULL
GROUP BY lower(email)
HAVING count(*) >= 2;`,
    samples: [
      test(
        'the same address in other letter case',
        {
          subscribers: [
            { id: 1, name: 'Ann', email: 'ann@mail.com' },
            { id: 2, name: 'Ann B.', email: 'Ann@Mail.com' },
            { id: 3, name: 'Bob', email: 'bob@mail.com' },
          ],
        },
        [['ann@mail.com', 2]],
      ),
      test(
        'missing emails are not duplicates',
        {
          subscribers: [
            { id: 1, name: 'Xia', email: null },
            { id: 2, name: 'Yves', email: null },
            { id: 3, name: 'Zoe', email: 'zoe@post.org' },
          ],
        },
        [],
      ),
      test(
        'three copies and two copies',
        {
          subscribers: [
            { id: 1, name: 'Al', email: 'al@x.io' },
            { id: 2, name: 'Al', email: 'AL@X.IO' },
            { id: 3, name: 'Al', email: 'al@x.io' },
            { id: 4, name: 'Bea', email: 'bea@x.io' },
            { id: 5, name: 'Bea', email: 'bea@x.io' },
            { id: 6, name: 'Cal', email: 'cal@x.io' },
          ],
        },
        [
          ['al@x.io', 3],
          ['bea@x.io', 2],
        ],
      ),
    ],
    hidden: [
      test('no subscribers', { subscribers: [] }, []),
      test('a single subscriber', { subscribers: [{ id: 1000, name: 'Solo', email: 'solo@mail.com' }] }, []),
      test(
        'everyone shares one address',
        {
          subscribers: ['team@devpath.io', 'Team@DevPath.io', 'TEAM@DEVPATH.IO', 'team@devpath.io'].map((email, i) => ({
            id: i + 1,
            name: `Member ${i + 1}`,
            email,
          })),
        },
        [['team@devpath.io', 4]],
      ),
      test(
        'a duplicate next to missing emails',
        {
          subscribers: [
            { id: 1, name: 'A', email: null },
            { id: 2, name: 'B', email: 'b@b.bb' },
            { id: 3, name: 'C', email: null },
            { id: 4, name: 'D', email: 'B@B.BB' },
            { id: 5, name: 'E', email: null },
          ],
        },
        [['b@b.bb', 2]],
      ),
      subscribersCase(30_204, 'two hundred subscribers', 200, 150),
      subscribersCase(30_205, 'a thousand subscribers, few addresses', 1000, 40),
      subscribersCase(30_206, 'a thousand subscribers, mostly different', 1000, 5000),
    ],
    hints: [
      'Group by the lower-case address, not by the column as typed.',
      '`GROUP BY` puts all the NULLs in one group. Which rows should not be grouped at all?',
      'A condition on a count belongs in `HAVING`, which filters groups after they are formed.',
    ],
    editorial: `
**Idea.** Normalise the address, group by it, and keep the groups with more than one row.

- **\`WHERE email IS NOT NULL\`** removes the rows without an address *before* grouping. Without it, \`GROUP BY\` collects every NULL into one group (grouping treats NULLs as equal, unlike \`=\`), and two missing emails would be reported as a duplicate.
- **\`GROUP BY lower(email)\`** groups by an expression; the select list may show that same expression.
- **\`HAVING count(*) >= 2\`** filters groups. \`WHERE\` runs before grouping and cannot see a count.

**Common mistakes.** Grouping by \`email\` as typed misses \`Ann@Mail.com\`; forgetting the NULL rows reports a \`NULL\` address; \`HAVING count(*) >= 1\` lists every address.

**Indexes.** To *prevent* such duplicates, a unique index on the expression does it: \`CREATE UNIQUE INDEX ON subscribers (lower(email))\`. By default a unique index treats NULLs as distinct, so many rows may still have no email. The same expression index can also serve a lookup such as \`WHERE lower(email) = $1\`; an index on plain \`email\` cannot, because the query's expression must match the index's.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation', 'sql-for-analysis'],
    wrong: [
      {
        why: 'grouping by the address as typed misses the copies in other letter case',
        sql: 'SELECT lower(email) AS email, count(*) AS copies FROM subscribers WHERE email IS NOT NULL GROUP BY email HAVING count(*) >= 2',
      },
      {
        why: 'the NULL emails form one group and are reported as a duplicate',
        sql: 'SELECT lower(email) AS email, count(*) AS copies FROM subscribers GROUP BY lower(email) HAVING count(*) >= 2',
      },
      {
        why: 'HAVING count(*) >= 1 keeps every address',
        sql: 'SELECT lower(email) AS email, count(*) AS copies FROM subscribers WHERE email IS NOT NULL GROUP BY lower(email) HAVING count(*) >= 1',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'average-product-rating',
    title: 'Average Product Rating',
    difficulty: 'easy',
    tags: ['sql', 'aggregation', 'null handling', 'joins'],
    statement: `
A review may give a product 1 to 5 stars, or only text: then \`rating\` is NULL.

Return **every product**, reviewed or not, with:

- \`product\` — its name;
- \`rated\` — the number of its reviews that have a rating;
- \`avg_rating\` — the mean of those ratings rounded to 2 decimal places (PostgreSQL's \`round(x, 2)\`, which rounds halves away from zero), or NULL when the product has no rating.

Text-only reviews count nowhere. Return the rows in any order.

**Example.** A kettle rated 5 and 4 with one text-only review gives \`kettle 2 4.50\`; a mug with no review gives \`mug 0 NULL\`.
`,
    schema: reviewsSchema,
    constraints: ['Ratings are whole numbers from 1 to 5, or NULL.', 'Product names are unique.'],
    maxRows: 1000,
    columns: ['product', 'rated', 'avg_rating'],
    ordered: false,
    sql: `
SELECT p.name AS product,
       count(r.rating) AS rated,
       round(avg(r.rating), 2) AS avg_rating
FROM products p
LEFT JOIN reviews r ON r.product_id = p.id
GROUP BY p.id, p.name;`,
    samples: [
      test(
        'text-only reviews have no rating',
        {
          products: [
            { id: 1, name: 'kettle' },
            { id: 2, name: 'toaster' },
          ],
          reviews: [
            { id: 1, product_id: 1, rating: 5 },
            { id: 2, product_id: 1, rating: 4 },
            { id: 3, product_id: 1, rating: null },
            { id: 4, product_id: 2, rating: 3 },
          ],
        },
        [
          ['kettle', 2, 4.5],
          ['toaster', 1, 3],
        ],
      ),
      test(
        'products nobody rated',
        {
          products: [
            { id: 1, name: 'lamp' },
            { id: 2, name: 'mug' },
          ],
          reviews: [{ id: 1, product_id: 1, rating: null }],
        },
        [
          ['lamp', 0, null],
          ['mug', 0, null],
        ],
      ),
      test(
        'means rounded to two decimals',
        {
          products: [
            { id: 1, name: 'desk' },
            { id: 2, name: 'chair' },
          ],
          reviews: [
            { id: 1, product_id: 1, rating: 5 },
            { id: 2, product_id: 1, rating: 4 },
            { id: 3, product_id: 1, rating: 4 },
            { id: 4, product_id: 2, rating: 5 },
            { id: 5, product_id: 2, rating: 5 },
            { id: 6, product_id: 2, rating: 4 },
          ],
        },
        [
          ['desk', 3, 4.33],
          ['chair', 3, 4.67],
        ],
      ),
    ],
    hidden: [
      test('no products', { products: [], reviews: [] }, []),
      test(
        'a half rounds up',
        {
          products: [{ id: 7, name: 'stool' }],
          reviews: [1, 2, 2, 2, 2, 2, 2, 2].map((rating, i) => ({ id: i + 1, product_id: 7, rating })),
        },
        [['stool', 8, 1.88]],
      ),
      test(
        'a single review',
        { products: [{ id: 1000, name: 'pen' }], reviews: [{ id: 1000, product_id: 1000, rating: 1 }] },
        [['pen', 1, 1]],
      ),
      test(
        'every rating from one to five',
        {
          products: [{ id: 3, name: 'dial' }],
          reviews: [5, 4, 3, 2, 1].map((rating, i) => ({ id: i + 1, product_id: 3, rating })),
        },
        [['dial', 5, 3]],
      ),
      ratingCase(30_207, 'ten products, a hundred reviews', 10, 100),
      ratingCase(30_208, 'a hundred products, a thousand reviews', 100, 1000),
      ratingCase(30_209, 'a thousand products, two hundred reviews', 1000, 200),
    ],
    hints: [
      'Start from `products` with a `LEFT JOIN` so that unreviewed products stay.',
      '`count(column)` and `avg(column)` both skip NULLs. What does `avg` return when every value is NULL?',
    ],
    editorial: `
**Idea.** Keep every product with an outer join, and let the aggregates skip the NULL ratings for you.

- **\`LEFT JOIN reviews\`** keeps a product without reviews as one row whose review columns are NULL.
- **\`count(r.rating)\`** counts the non-NULL ratings: text-only reviews and the NULL row of an unreviewed product count 0.
- **\`avg(r.rating)\`** averages the non-NULL values only, and returns NULL when there are none — exactly the NULL the statement asks for. The average of integers is a \`numeric\`, and **\`round(…, 2)\`** rounds it to two places, halves away from zero.
- **\`GROUP BY p.id, p.name\`** gives one row per product.

**Common mistakes.** \`count(r.id)\` or \`count(*)\` counts text-only reviews as ratings; \`avg(COALESCE(r.rating, 0))\` treats "no stars given" as zero stars and drags the mean down; an inner join drops the products nobody reviewed.

**Indexes.** PostgreSQL does not index a foreign key by itself. For this whole-table report a hash join and a sequential scan of \`reviews\` are fine; an index on \`reviews (product_id)\` pays off when one product's rating is asked for, letting PostgreSQL read only that product's reviews.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation', 'sql-for-analysis'],
    wrong: [
      {
        why: 'count(r.id) counts text-only reviews as ratings',
        sql: 'SELECT p.name AS product, count(r.id) AS rated, round(avg(r.rating), 2) AS avg_rating FROM products p LEFT JOIN reviews r ON r.product_id = p.id GROUP BY p.id, p.name',
      },
      {
        why: 'COALESCE(rating, 0) turns text-only reviews into zero stars',
        sql: 'SELECT p.name AS product, count(r.rating) AS rated, round(avg(COALESCE(r.rating, 0)), 2) AS avg_rating FROM products p LEFT JOIN reviews r ON r.product_id = p.id GROUP BY p.id, p.name',
      },
      {
        why: 'an inner join drops the products without reviews',
        sql: 'SELECT p.name AS product, count(r.rating) AS rated, round(avg(r.rating), 2) AS avg_rating FROM products p JOIN reviews r ON r.product_id = p.id GROUP BY p.id, p.name',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'carrier-on-time-rate',
    title: 'On-Time Rate per Carrier',
    difficulty: 'medium',
    tags: ['sql', 'aggregation', 'null handling', 'joins'],
    statement: `
A shop ships parcels with several carriers. A shipment is **delivered** when \`delivered_on\` is not NULL, and **on time** when it was delivered on or before \`promised_on\`. A shipment still on its way (\`delivered_on\` NULL) is neither on time nor late.

Return **every carrier** with:

- \`carrier\` — its name;
- \`shipments\` — all its shipments;
- \`delivered\` — its delivered shipments;
- \`on_time_pct\` — the percentage of its *delivered* shipments that were on time, rounded to 1 decimal place (\`round(x, 1)\`, halves away from zero); NULL when nothing of it has been delivered yet.

Order the rows by \`on_time_pct\` from highest to lowest **with the NULLs last**, then by \`carrier\` (A to Z).

**Example.** Rapid has 3 shipments: one delivered on the promised day, one a day late, one still on its way — \`Rapid 3 2 50.0\`. A carrier with nothing delivered comes last with \`on_time_pct\` NULL.
`,
    schema: shipmentsSchema,
    constraints: [
      'Carrier ids are between 1 and 100 and carrier names are unique.',
      'A shipment is promised and delivered on or after the day it was shipped.',
    ],
    maxRows: 1000,
    columns: ['carrier', 'shipments', 'delivered', 'on_time_pct'],
    ordered: true,
    sql: `
SELECT c.name AS carrier,
       count(s.id) AS shipments,
       count(s.delivered_on) AS delivered,
       round(100.0 * count(*) FILTER (WHERE s.delivered_on <= s.promised_on)
             / NULLIF(count(s.delivered_on), 0), 1) AS on_time_pct
FROM carriers c
LEFT JOIN shipments s ON s.carrier_id = c.id
GROUP BY c.id, c.name
ORDER BY on_time_pct DESC NULLS LAST, carrier;`,
    samples: [
      test(
        'on time, late and not yet delivered',
        {
          carriers: [
            { id: 1, name: 'Rapid' },
            { id: 2, name: 'Slowpoke' },
            { id: 3, name: 'Idle' },
          ],
          shipments: [
            { id: 1, carrier_id: 1, shipped_on: '2024-03-01', promised_on: '2024-03-04', delivered_on: '2024-03-04' },
            { id: 2, carrier_id: 1, shipped_on: '2024-03-01', promised_on: '2024-03-04', delivered_on: '2024-03-05' },
            { id: 3, carrier_id: 1, shipped_on: '2024-03-02', promised_on: '2024-03-05', delivered_on: null },
            { id: 4, carrier_id: 2, shipped_on: '2024-03-01', promised_on: '2024-03-03', delivered_on: '2024-03-06' },
            { id: 5, carrier_id: 3, shipped_on: '2024-03-10', promised_on: '2024-03-12', delivered_on: null },
          ],
        },
        [
          ['Rapid', 3, 2, 50],
          ['Slowpoke', 1, 1, 0],
          ['Idle', 1, 0, null],
        ],
      ),
      test(
        'a carrier without shipments, and a third',
        {
          carriers: [
            { id: 1, name: 'Beta' },
            { id: 2, name: 'Alpha' },
          ],
          shipments: [
            { id: 1, carrier_id: 2, shipped_on: '2024-05-01', promised_on: '2024-05-02', delivered_on: '2024-05-02' },
            { id: 2, carrier_id: 2, shipped_on: '2024-05-01', promised_on: '2024-05-02', delivered_on: '2024-05-03' },
            { id: 3, carrier_id: 2, shipped_on: '2024-05-01', promised_on: '2024-05-02', delivered_on: '2024-05-09' },
          ],
        },
        [
          ['Alpha', 3, 3, 33.3],
          ['Beta', 0, 0, null],
        ],
      ),
      test(
        'equal rates are ordered by name',
        {
          carriers: [
            { id: 1, name: 'Zoom' },
            { id: 2, name: 'Arrow' },
          ],
          shipments: [
            { id: 1, carrier_id: 1, shipped_on: '2024-06-01', promised_on: '2024-06-05', delivered_on: '2024-06-02' },
            { id: 2, carrier_id: 2, shipped_on: '2024-06-01', promised_on: '2024-06-05', delivered_on: '2024-06-05' },
          ],
        },
        [
          ['Arrow', 1, 1, 100],
          ['Zoom', 1, 1, 100],
        ],
      ),
    ],
    hidden: [
      test('no carriers', { carriers: [], shipments: [] }, []),
      test(
        'two thirds rounds up',
        {
          carriers: [{ id: 100, name: 'Gull' }],
          shipments: ['2024-07-03', '2024-07-01', '2024-07-04'].map((delivered_on, i) => ({
            id: i + 1,
            carrier_id: 100,
            shipped_on: '2024-07-01',
            promised_on: '2024-07-03',
            delivered_on,
          })),
        },
        [['Gull', 3, 3, 66.7]],
      ),
      test(
        'a half rounds away from zero',
        {
          carriers: [{ id: 1, name: 'Heron' }],
          shipments: Array.from({ length: 16 }, (_, i) => ({
            id: i + 1,
            carrier_id: 1,
            shipped_on: '2024-08-01',
            promised_on: '2024-08-02',
            delivered_on: i === 0 ? '2024-08-02' : '2024-08-03',
          })),
        },
        [['Heron', 16, 16, 6.3]],
      ),
      test(
        'nothing delivered anywhere',
        {
          carriers: [
            { id: 1, name: 'Lark' },
            { id: 2, name: 'Kite' },
          ],
          shipments: [
            { id: 1, carrier_id: 1, shipped_on: '2024-09-01', promised_on: '2024-09-02', delivered_on: null },
            { id: 2, carrier_id: 2, shipped_on: '2024-09-01', promised_on: '2024-09-02', delivered_on: null },
            { id: 3, carrier_id: 2, shipped_on: '2024-09-02', promised_on: '2024-09-04', delivered_on: null },
          ],
        },
        [
          ['Kite', 2, 0, null],
          ['Lark', 1, 0, null],
        ],
      ),
      shipmentsCase(30_213, 'five carriers, a hundred shipments', 5, 100),
      shipmentsCase(30_214, 'a hundred carriers, a thousand shipments', 100, 1000),
      shipmentsCase(30_215, 'three carriers, a thousand shipments', 3, 1000),
    ],
    hints: [
      'Count the delivered shipments with `count(delivered_on)`, and the on-time ones with a filtered count.',
      '`100 * a / b` with integers is integer division. Make one operand numeric (`100.0`).',
      '`NULLIF(x, 0)` is NULL when x is 0, and dividing by NULL gives NULL instead of an error.',
      'In PostgreSQL, `DESC` puts NULLs first unless you say otherwise.',
    ],
    editorial: `
**Idea.** One group per carrier (kept by an outer join), three counts, and a ratio guarded against division by zero.

- **\`LEFT JOIN shipments\`** keeps carriers without shipments; **\`count(s.id)\`** counts 0 for them where \`count(*)\` would count their NULL row.
- **\`count(s.delivered_on)\`** counts only delivered shipments, because \`count\` skips NULLs.
- **\`count(*) FILTER (WHERE s.delivered_on <= s.promised_on)\`**: for a shipment on its way the comparison is NULL, not true, so it is not counted. Comparing \`date\` values compares days.
- **The percentage**: \`100.0 * on_time / NULLIF(delivered, 0)\`. The \`100.0\` makes the arithmetic \`numeric\` (with integers, \`1 * 100 / 3\` is 33, not 33.3); \`NULLIF\` turns a zero denominator into NULL, so the result is NULL instead of a *division by zero* error. \`round(…, 1)\` rounds the numeric to one place.
- **\`ORDER BY on_time_pct DESC NULLS LAST, carrier\`**: PostgreSQL sorts NULLs as larger than any value, so \`DESC\` alone would put the carriers with nothing delivered *first*. The name breaks ties.

**Common mistakes.** Integer division; dividing by all shipments instead of delivered ones; forgetting \`NULLS LAST\`; \`count(*)\` for a carrier without shipments.

**Indexes.** PostgreSQL does not index the foreign key \`shipments.carrier_id\` by itself. This report reads every shipment, so a sequential scan with a hash join is right; an index on \`shipments (carrier_id)\` helps when the rate of one carrier is asked for.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation', 'sql-for-analysis'],
    wrong: [
      {
        why: 'integer division truncates the percentage',
        sql: 'SELECT c.name AS carrier, count(s.id) AS shipments, count(s.delivered_on) AS delivered, round(100 * count(*) FILTER (WHERE s.delivered_on <= s.promised_on) / NULLIF(count(s.delivered_on), 0), 1) AS on_time_pct FROM carriers c LEFT JOIN shipments s ON s.carrier_id = c.id GROUP BY c.id, c.name ORDER BY on_time_pct DESC NULLS LAST, carrier',
      },
      {
        why: 'DESC alone puts the NULL rates first',
        sql: 'SELECT c.name AS carrier, count(s.id) AS shipments, count(s.delivered_on) AS delivered, round(100.0 * count(*) FILTER (WHERE s.delivered_on <= s.promised_on) / NULLIF(count(s.delivered_on), 0), 1) AS on_time_pct FROM carriers c LEFT JOIN shipments s ON s.carrier_id = c.id GROUP BY c.id, c.name ORDER BY on_time_pct DESC, carrier',
      },
      {
        why: 'dividing by all shipments counts parcels on their way as late',
        sql: 'SELECT c.name AS carrier, count(s.id) AS shipments, count(s.delivered_on) AS delivered, round(100.0 * count(*) FILTER (WHERE s.delivered_on <= s.promised_on) / NULLIF(count(s.id), 0), 1) AS on_time_pct FROM carriers c LEFT JOIN shipments s ON s.carrier_id = c.id GROUP BY c.id, c.name ORDER BY on_time_pct DESC NULLS LAST, carrier',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'customer-net-revenue',
    title: 'Net Revenue per Customer',
    difficulty: 'medium',
    tags: ['sql', 'aggregation', 'null handling', 'joins', 'ctes'],
    statement: `
A shop records \`orders\` and the \`refunds\` paid back on them; an order can have **several** refunds, or none. Amounts are in cents.

Return **every customer** with:

- \`customer\` — the name;
- \`orders\` — the number of their orders;
- \`gross_cents\` — the total of their orders;
- \`refunded_cents\` — the total of the refunds on their orders;
- \`net_cents\` — \`gross_cents - refunded_cents\`.

A customer without orders or refunds has 0 in those columns, never NULL. Order the rows by \`net_cents\` from largest to smallest, then by \`customer\` (A to Z).

**Example.** Ada has orders of 5000 and 2000 cents, and the first was refunded twice, 500 and 1000: \`Ada 2 7000 1500 5500\`. Ben has one order of 4000 and no refund: \`Ben 1 4000 0 4000\`.
`,
    schema: revenueSchema,
    constraints: [
      'Customer names are unique.',
      'Order and refund amounts are between 1 and 100000 cents.',
      'An order can have any number of refunds.',
    ],
    maxRows: 1000,
    columns: ['customer', 'orders', 'gross_cents', 'refunded_cents', 'net_cents'],
    ordered: true,
    sql: `
WITH refunded AS (
  SELECT order_id, sum(amount_cents) AS cents
  FROM refunds
  GROUP BY order_id
)
SELECT c.name AS customer,
       count(o.id) AS orders,
       COALESCE(sum(o.amount_cents), 0) AS gross_cents,
       COALESCE(sum(r.cents), 0) AS refunded_cents,
       COALESCE(sum(o.amount_cents), 0)
         - COALESCE(sum(r.cents), 0) AS net_cents
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
LEFT JOIN refunded r ON r.order_id = o.id
GROUP BY c.id, c.name
ORDER BY net_cents DESC, customer;`,
    samples: [
      test(
        'an order refunded twice',
        {
          customers: [
            { id: 1, name: 'Ada' },
            { id: 2, name: 'Ben' },
          ],
          orders: [
            { id: 1, customer_id: 1, amount_cents: 5000 },
            { id: 2, customer_id: 1, amount_cents: 2000 },
            { id: 3, customer_id: 2, amount_cents: 4000 },
          ],
          refunds: [
            { id: 1, order_id: 1, amount_cents: 500 },
            { id: 2, order_id: 1, amount_cents: 1000 },
          ],
        },
        [
          ['Ada', 2, 7000, 1500, 5500],
          ['Ben', 1, 4000, 0, 4000],
        ],
      ),
      test(
        'a customer without orders',
        {
          customers: [
            { id: 1, name: 'Cy' },
            { id: 2, name: 'Di' },
          ],
          orders: [{ id: 1, customer_id: 2, amount_cents: 300 }],
          refunds: [],
        },
        [
          ['Di', 1, 300, 0, 300],
          ['Cy', 0, 0, 0, 0],
        ],
      ),
      test(
        'equal net amounts are ordered by name',
        {
          customers: [
            { id: 1, name: 'Zed' },
            { id: 2, name: 'Amy' },
          ],
          orders: [
            { id: 1, customer_id: 1, amount_cents: 1000 },
            { id: 2, customer_id: 2, amount_cents: 1500 },
          ],
          refunds: [{ id: 1, order_id: 2, amount_cents: 500 }],
        },
        [
          ['Amy', 1, 1500, 500, 1000],
          ['Zed', 1, 1000, 0, 1000],
        ],
      ),
    ],
    hidden: [
      test('no customers', { customers: [], orders: [], refunds: [] }, []),
      test(
        'a fully refunded order',
        {
          customers: [
            { id: 1, name: 'Eve' },
            { id: 2, name: 'Fay' },
          ],
          orders: [
            { id: 10, customer_id: 1, amount_cents: 100000 },
            { id: 11, customer_id: 1, amount_cents: 1 },
          ],
          refunds: [
            { id: 1, order_id: 10, amount_cents: 60000 },
            { id: 2, order_id: 10, amount_cents: 30000 },
            { id: 3, order_id: 10, amount_cents: 10000 },
          ],
        },
        [
          ['Eve', 2, 100001, 100000, 1],
          ['Fay', 0, 0, 0, 0],
        ],
      ),
      test(
        'a refunded order against no order at all',
        {
          customers: [
            { id: 1, name: 'Hal' },
            { id: 2, name: 'Gus' },
            { id: 3, name: 'Ida' },
          ],
          orders: [
            { id: 1, customer_id: 2, amount_cents: 500 },
            { id: 2, customer_id: 3, amount_cents: 10 },
          ],
          refunds: [{ id: 1, order_id: 1, amount_cents: 500 }],
        },
        [
          ['Ida', 1, 10, 0, 10],
          ['Gus', 1, 500, 500, 0],
          ['Hal', 0, 0, 0, 0],
        ],
      ),
      revenueCase(30_216, 'ten customers, fifty orders, twenty refunds', 10, 50, 20),
      revenueCase(30_217, 'a hundred customers, a thousand orders, three hundred refunds', 100, 1000, 300),
      revenueCase(30_218, 'a thousand customers, two hundred orders, a thousand refunds', 1000, 200, 1000),
      revenueCase(30_219, 'three customers, a thousand orders, no refunds', 3, 1000, 0),
    ],
    hints: [
      'Joining `orders` and `refunds` at once repeats an order once per refund. What happens to the sum of its amount?',
      'Add up the refunds per order first (a subquery or CTE), then join one row per order.',
      '`sum` over no rows, or over NULLs only, is NULL. `COALESCE(x, 0)` turns it into 0.',
    ],
    editorial: `
**Idea.** Aggregate the "many" side to one row per order *before* joining, so that no order is counted twice, then total per customer.

- **The CTE \`refunded\`** sums the refunds of each order: one row per refunded order.
- **\`LEFT JOIN orders\`** keeps customers without orders, and **\`LEFT JOIN refunded\`** keeps orders without refunds. Each order now appears exactly once.
- **\`count(o.id)\`** counts orders (0 for a customer without any); **\`COALESCE(sum(…), 0)\`** turns the NULL sum of an empty group into 0. The net subtracts the two coalesced totals: any arithmetic with NULL is NULL, so \`gross - NULL\` would be NULL.
- **\`ORDER BY net_cents DESC, customer\`** — the name breaks ties.

**Common mistakes.** Joining \`refunds\` directly: an order with two refunds becomes two rows, so its amount is summed twice and it is counted twice (the *fan-out* trap). Subtracting a refund total that is NULL. \`count(*)\` gives 1 to a customer without orders.

**Indexes.** PostgreSQL indexes primary keys but not foreign keys. Indexes on \`orders (customer_id)\` and \`refunds (order_id)\` let a report for *one* customer read only that customer's orders and their refunds; for this whole-table report the planner will rather scan and hash-join every table.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation', 'sql-for-analysis'],
    wrong: [
      {
        why: 'joining refunds directly repeats an order once per refund',
        sql: 'SELECT c.name AS customer, count(o.id) AS orders, COALESCE(sum(o.amount_cents), 0) AS gross_cents, COALESCE(sum(r.amount_cents), 0) AS refunded_cents, COALESCE(sum(o.amount_cents), 0) - COALESCE(sum(r.amount_cents), 0) AS net_cents FROM customers c LEFT JOIN orders o ON o.customer_id = c.id LEFT JOIN refunds r ON r.order_id = o.id GROUP BY c.id, c.name ORDER BY net_cents DESC, customer',
      },
      {
        why: 'subtracting a NULL refund total makes the net NULL',
        sql: 'WITH refunded AS (SELECT order_id, sum(amount_cents) AS cents FROM refunds GROUP BY order_id) SELECT c.name AS customer, count(o.id) AS orders, COALESCE(sum(o.amount_cents), 0) AS gross_cents, COALESCE(sum(r.cents), 0) AS refunded_cents, sum(o.amount_cents) - sum(r.cents) AS net_cents FROM customers c LEFT JOIN orders o ON o.customer_id = c.id LEFT JOIN refunded r ON r.order_id = o.id GROUP BY c.id, c.name ORDER BY net_cents DESC, customer',
      },
      {
        why: 'count(*) gives a customer without orders one order',
        sql: 'WITH refunded AS (SELECT order_id, sum(amount_cents) AS cents FROM refunds GROUP BY order_id) SELECT c.name AS customer, count(*) AS orders, COALESCE(sum(o.amount_cents), 0) AS gross_cents, COALESCE(sum(r.cents), 0) AS refunded_cents, COALESCE(sum(o.amount_cents), 0) - COALESCE(sum(r.cents), 0) AS net_cents FROM customers c LEFT JOIN orders o ON o.customer_id = c.id LEFT JOIN refunded r ON r.order_id = o.id GROUP BY c.id, c.name ORDER BY net_cents DESC, customer',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'duplicate-contacts-to-remove',
    title: 'Duplicate Contacts to Remove',
    difficulty: 'medium',
    tags: ['sql', 'aggregation', 'null handling', 'window functions'],
    statement: `
An address book imported the same people several times. Two contacts are **duplicates** when their \`name\`, \`email\` and \`phone\` are all equal — where a missing value matches a missing value: two contacts that both have no phone (NULL) agree on the phone, but a missing phone does not match a present one. Values are compared exactly (letter case matters).

Of each set of duplicates the contact with the **smallest id** is kept. Return every *other* contact of such a set — the ones to delete — with \`id\` and \`keep_id\` (the id of the contact kept in its set). Order the rows by \`id\`.

**Example.** Contacts 1 and 2 are both *Ana, ana@mail.com, no phone*; contact 3 is *Ana, ana@mail.com, 555-0100*. Only contact 2 is a duplicate: \`2 1\`.
`,
    schema: contactsSchema,
    constraints: ['Any of email and phone may be NULL; the name is always present.'],
    maxRows: 1000,
    columns: ['id', 'keep_id'],
    ordered: true,
    sql: `
SELECT id, keep_id
FROM (
  SELECT id,
         min(id) OVER (PARTITION BY name, email, phone) AS keep_id
  FROM contacts
) AS grouped
WHERE id <> keep_id
ORDER BY id;`,
    samples: [
      test(
        'a missing phone matches a missing phone',
        {
          contacts: [
            { id: 1, name: 'Ana', email: 'ana@mail.com', phone: null },
            { id: 2, name: 'Ana', email: 'ana@mail.com', phone: null },
            { id: 3, name: 'Ana', email: 'ana@mail.com', phone: '555-0100' },
          ],
        },
        [[2, 1]],
      ),
      test(
        'three copies all point at the smallest id',
        {
          contacts: [
            { id: 4, name: 'Bo', email: 'bo@x.io', phone: '555-0101' },
            { id: 9, name: 'Bo', email: 'bo@x.io', phone: '555-0101' },
            { id: 7, name: 'Bo', email: 'bo@x.io', phone: '555-0101' },
          ],
        },
        [
          [7, 4],
          [9, 4],
        ],
      ),
      test(
        'no duplicates',
        {
          contacts: [
            { id: 1, name: 'Cy', email: null, phone: null },
            { id: 2, name: 'Cy', email: 'cy@x.io', phone: null },
            { id: 3, name: 'Cy', email: null, phone: '555-0102' },
          ],
        },
        [],
      ),
    ],
    hidden: [
      test('no contacts', { contacts: [] }, []),
      test('a single contact', { contacts: [{ id: 1000, name: 'Solo', email: null, phone: null }] }, []),
      test(
        'nothing but the name',
        {
          contacts: [
            { id: 5, name: 'Di', email: null, phone: null },
            { id: 3, name: 'Di', email: null, phone: null },
            { id: 8, name: 'Di', email: null, phone: null },
          ],
        },
        [
          [5, 3],
          [8, 3],
        ],
      ),
      test(
        'letter case matters',
        {
          contacts: [
            { id: 1, name: 'eve', email: 'eve@x.io', phone: null },
            { id: 2, name: 'Eve', email: 'eve@x.io', phone: null },
          ],
        },
        [],
      ),
      contactsCase(30_220, 'fifty contacts', 50, 10),
      contactsCase(30_221, 'a thousand contacts, few people', 1000, 20),
      contactsCase(30_222, 'a thousand contacts, many people', 1000, 400),
    ],
    hints: [
      '`=` is never true when a side is NULL, but `GROUP BY` and `PARTITION BY` put NULLs together.',
      'For each contact, find the smallest id among the contacts with the same three values.',
      'A self-join would need `IS NOT DISTINCT FROM`, the comparison that treats two NULLs as equal.',
    ],
    editorial: `
**Idea.** Put each contact in the set of its duplicates and give it the smallest id of that set; the contacts whose own id is not that smallest id are the ones to delete.

- **\`min(id) OVER (PARTITION BY name, email, phone)\`** is a window aggregate: it computes the minimum over the contact's partition but, unlike \`GROUP BY\`, keeps one row per contact. Partitioning — like grouping and \`DISTINCT\` — treats NULLs as equal, which is exactly the rule asked for.
- **\`WHERE id <> keep_id\`** in the outer query leaves out the kept contact (a window result cannot be filtered in the \`WHERE\` of its own query level, so it is computed in a subquery).
- **\`ORDER BY id\`**.

The same result comes from \`GROUP BY name, email, phone\` with \`min(id)\`, joined back to \`contacts\` with \`IS NOT DISTINCT FROM\` on the three columns.

**Common mistakes.** Matching with \`=\`: \`NULL = NULL\` is NULL, not true, so contacts without a phone never match. Reporting the kept contact too. Pointing a copy at the previous copy (\`max\` of the smaller ids) instead of the kept one.

**Indexes.** A B-tree index on \`(name, email, phone)\` delivers the rows already sorted by the partition, so the window needs no sort; B-tree indexes store NULLs, so those rows are in it too. To *stop* such duplicates, note that a plain unique constraint lets rows with NULLs repeat (NULLs are distinct by default); PostgreSQL 15 added \`UNIQUE NULLS NOT DISTINCT\`, which treats them as equal.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation', 'database-indexes-and-transactions'],
    wrong: [
      {
        why: 'a self-join with = never matches two NULLs',
        sql: 'SELECT c.id, min(k.id) AS keep_id FROM contacts c JOIN contacts k ON k.name = c.name AND k.email = c.email AND k.phone = c.phone AND k.id < c.id GROUP BY c.id ORDER BY c.id',
      },
      {
        why: 'max of the smaller ids points a copy at the previous copy, not at the kept contact',
        sql: 'SELECT c.id, max(k.id) AS keep_id FROM contacts c JOIN contacts k ON k.name IS NOT DISTINCT FROM c.name AND k.email IS NOT DISTINCT FROM c.email AND k.phone IS NOT DISTINCT FROM c.phone AND k.id < c.id GROUP BY c.id ORDER BY c.id',
      },
      {
        why: 'every member of a duplicate set is listed, the kept one included',
        sql: 'SELECT id, keep_id FROM (SELECT id, min(id) OVER w AS keep_id, count(*) OVER w AS copies FROM contacts WINDOW w AS (PARTITION BY name, email, phone)) AS grouped WHERE copies > 1 ORDER BY id',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'sales-subtotals-rollup',
    title: 'Sales Report with Subtotals',
    difficulty: 'medium',
    tags: ['sql', 'aggregation', 'null handling'],
    statement: `
Build a sales report from \`sales\` with subtotals, in one query. Columns \`region\`, \`product\`, \`units\`:

- one row for each region and product that has sales, with the units sold;
- after each region's products, a **subtotal** row for the region, with \`product\` NULL;
- last, one **grand total** row, with \`region\` and \`product\` both NULL.

Order the rows by \`region\` (A to Z) and then by \`product\` (A to Z), with the NULLs after the values in both columns — which puts each subtotal after its region and the grand total last. When \`sales\` is empty the result is the grand total row alone, with \`units\` **0**.

**Example.** north sold 5 + 2 tea and 3 coffee, south 4 tea: \`north coffee 3\`, \`north tea 7\`, \`north NULL 10\`, \`south tea 4\`, \`south NULL 4\`, \`NULL NULL 14\`.
`,
    schema: salesSchema,
    constraints: [
      'The region is one of east, north, south and west; a product name is 1 to 20 lower-case letters (a to z).',
      'Units are between 1 and 100.',
    ],
    maxRows: 1000,
    columns: ['region', 'product', 'units'],
    ordered: true,
    sql: `
SELECT region, product, COALESCE(sum(units), 0) AS units
FROM sales
GROUP BY ROLLUP (region, product)
ORDER BY region, product;`,
    samples: [
      test(
        'two regions',
        {
          sales: [
            { id: 1, region: 'north', product: 'tea', units: 5 },
            { id: 2, region: 'north', product: 'coffee', units: 3 },
            { id: 3, region: 'north', product: 'tea', units: 2 },
            { id: 4, region: 'south', product: 'tea', units: 4 },
          ],
        },
        [
          ['north', 'coffee', 3],
          ['north', 'tea', 7],
          ['north', null, 10],
          ['south', 'tea', 4],
          ['south', null, 4],
          [null, null, 14],
        ],
      ),
      test('no sales at all', { sales: [] }, [[null, null, 0]]),
      test('a single sale', { sales: [{ id: 1, region: 'west', product: 'mugs', units: 1 }] }, [
        ['west', 'mugs', 1],
        ['west', null, 1],
        [null, null, 1],
      ]),
    ],
    hidden: [
      test(
        'many sales of one product',
        {
          sales: [1, 2, 3, 4, 5].map((units) => ({ id: units, region: 'east', product: 'tea', units })),
        },
        [
          ['east', 'tea', 15],
          ['east', null, 15],
          [null, null, 15],
        ],
      ),
      salesCase(30_223, 'fifty sales in two regions', 50, ['east', 'north'], 3),
      salesCase(30_224, 'a thousand sales in four regions', 1000, ['east', 'north', 'south', 'west'], 8),
      salesCase(30_225, 'a thousand sales of one product', 1000, ['south', 'west'], 1),
      salesCase(30_226, 'two hundred sales, one region, many products', 200, ['east'], 26),
      test(
        'the largest sales',
        {
          sales: [
            { id: 999, region: 'east', product: 'a', units: 100 },
            { id: 1000, region: 'east', product: 'a', units: 100 },
          ],
        },
        [
          ['east', 'a', 200],
          ['east', null, 200],
          [null, null, 200],
        ],
      ),
      test(
        'the same product in every region',
        {
          sales: ['west', 'south', 'north', 'east'].map((region, i) => ({
            id: i + 1,
            region,
            product: 'tea',
            units: i + 1,
          })),
        },
        [
          ['east', 'tea', 4],
          ['east', null, 4],
          ['north', 'tea', 3],
          ['north', null, 3],
          ['south', 'tea', 2],
          ['south', null, 2],
          ['west', 'tea', 1],
          ['west', null, 1],
          [null, null, 10],
        ],
      ),
    ],
    hints: [
      '`GROUP BY ROLLUP (a, b)` groups by (a, b), then by (a), then by nothing, in one pass.',
      'In a subtotal row, the columns it does not group by are NULL.',
      'What does `sum` return over no rows at all?',
    ],
    editorial: `
**Idea.** *Grouping sets*: several groupings of the same rows in one query. \`ROLLUP (region, product)\` is shorthand for \`GROUPING SETS ((region, product), (region), ())\`: the detail rows, one subtotal per region, and the grand total.

- **\`ROLLUP\` in the \`GROUP BY\`**: in a row of the \`(region)\` set, \`product\` is NULL; in the \`()\` set, both are. Since the table's columns are NOT NULL here, a NULL can only mean "subtotal". (If the data could hold NULLs, the \`GROUPING(…)\` function tells the two apart.)
- **\`COALESCE(sum(units), 0)\`**: the empty grouping set \`()\` yields one row even from an empty table, like an aggregate without \`GROUP BY\` — and its \`sum\` is NULL.
- **\`ORDER BY region, product\`**: ascending order puts NULLs last by default in PostgreSQL, so each subtotal follows its region's products and the grand total comes last.

**Common mistakes.** \`CUBE\` adds a total per product across regions (rows with a NULL region and a product); \`GROUPING SETS ((region, product), (region))\` forgets the grand total; a \`UNION ALL\` of three queries works but reads the table three times; \`sum\` alone gives NULL units for an empty table.

**Indexes.** PostgreSQL computes a rollup by sorting (one sort serves all the sets of a rollup) or by hashing. A B-tree index on \`(region, product)\` — with \`units\` as an \`INCLUDE\` column for an index-only scan — can hand the rows over already in that order, so the sort disappears.
`,
    modules: ['sql-joins-and-aggregation', 'sql-for-analysis'],
    wrong: [
      {
        why: 'sum alone is NULL for an empty table',
        sql: 'SELECT region, product, sum(units) AS units FROM sales GROUP BY ROLLUP (region, product) ORDER BY region, product',
      },
      {
        why: 'CUBE adds a total per product across regions',
        sql: 'SELECT region, product, COALESCE(sum(units), 0) AS units FROM sales GROUP BY CUBE (region, product) ORDER BY region, product',
      },
      {
        why: 'the grouping sets forget the grand total',
        sql: 'SELECT region, product, COALESCE(sum(units), 0) AS units FROM sales GROUP BY GROUPING SETS ((region, product), (region)) ORDER BY region, product',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'longest-login-streak',
    title: 'Longest Login Streak',
    difficulty: 'hard',
    tags: ['sql', 'window functions', 'aggregation', 'dates'],
    statement: `
An app logs every sign-in in \`logins\`; a user may sign in several times on the same day. A **streak** is a run of consecutive calendar days on *each* of which the user signed in at least once.

For each user with at least one login, return \`user_id\`, \`longest_streak\` (the number of days of their longest streak) and \`streak_start\` (the first day of that streak, as a date). When a user has several longest streaks, report the **earliest**. Order the rows by \`user_id\`.

**Example.** A user signed in on March 1, 2 (twice), 3, 5 and 6: the streaks are March 1–3 (3 days) and March 5–6 (2 days), so the row is \`… 3 2024-03-01\`.
`,
    schema: loginsSchema,
    constraints: ['User ids are between 1 and 100.', 'A user may sign in any number of times on the same day.'],
    maxRows: 1000,
    columns: ['user_id', 'longest_streak', 'streak_start'],
    ordered: true,
    sql: `
WITH days AS (
  SELECT DISTINCT user_id, login_on
  FROM logins
),
islands AS (
  SELECT user_id, login_on,
         login_on - (row_number() OVER (
           PARTITION BY user_id ORDER BY login_on))::int AS island
  FROM days
),
streaks AS (
  SELECT user_id, min(login_on) AS start_on, count(*) AS days_long
  FROM islands
  GROUP BY user_id, island
)
SELECT DISTINCT ON (user_id)
       user_id, days_long AS longest_streak, start_on AS streak_start
FROM streaks
ORDER BY user_id, days_long DESC, start_on;`,
    samples: [
      test(
        'two streaks, the longer wins',
        {
          logins: [
            { id: 1, user_id: 1, login_on: '2024-03-01' },
            { id: 2, user_id: 1, login_on: '2024-03-02' },
            { id: 3, user_id: 1, login_on: '2024-03-03' },
            { id: 4, user_id: 1, login_on: '2024-03-05' },
            { id: 5, user_id: 1, login_on: '2024-03-06' },
            { id: 6, user_id: 2, login_on: '2024-03-10' },
          ],
        },
        [
          [1, 3, '2024-03-01'],
          [2, 1, '2024-03-10'],
        ],
      ),
      test(
        'several logins on one day count once',
        {
          logins: [
            { id: 1, user_id: 5, login_on: '2024-03-02' },
            { id: 2, user_id: 5, login_on: '2024-03-01' },
            { id: 3, user_id: 5, login_on: '2024-03-02' },
            { id: 4, user_id: 5, login_on: '2024-03-01' },
            { id: 5, user_id: 5, login_on: '2024-03-03' },
            { id: 6, user_id: 5, login_on: '2024-03-02' },
          ],
        },
        [[5, 3, '2024-03-01']],
      ),
      test(
        'a tie goes to the earlier streak',
        {
          logins: [
            { id: 1, user_id: 3, login_on: '2024-01-20' },
            { id: 2, user_id: 3, login_on: '2024-01-21' },
            { id: 3, user_id: 3, login_on: '2024-01-10' },
            { id: 4, user_id: 3, login_on: '2024-01-11' },
          ],
        },
        [[3, 2, '2024-01-10']],
      ),
    ],
    hidden: [
      test('no logins', { logins: [] }, []),
      test('a single login', { logins: [{ id: 1000, user_id: 100, login_on: '2024-12-31' }] }, [
        [100, 1, '2024-12-31'],
      ]),
      test(
        'across a leap day and a month end',
        {
          logins: ['2024-02-28', '2024-02-29', '2024-03-01', '2024-03-03'].map((login_on, i) => ({
            id: i + 1,
            user_id: 7,
            login_on,
          })),
        },
        [[7, 3, '2024-02-28']],
      ),
      test(
        'across a year end',
        {
          logins: ['2023-12-30', '2023-12-31', '2024-01-01', '2023-06-01', '2023-06-02'].map((login_on, i) => ({
            id: i + 1,
            user_id: 8,
            login_on,
          })),
        },
        [[8, 3, '2023-12-30']],
      ),
      loginsCase(30_227, 'a hundred logins, five users, a month', 100, 5, 30),
      loginsCase(30_228, 'a thousand logins, ten users, two months', 1000, 10, 60),
      loginsCase(30_229, 'a thousand logins, a hundred users, a week', 1000, 100, 7),
      loginsCase(30_230, 'a thousand logins, one user, three years', 1000, 1, 1100),
    ],
    hints: [
      'Reduce the logins to distinct (user, day) pairs first.',
      "Number each user's days 1, 2, 3… in date order. Within a run of consecutive days, the day minus its number is the same date.",
      "Group by that date to get each streak's start and length, then keep the best streak per user: `DISTINCT ON` with the right `ORDER BY`.",
    ],
    editorial: `
**Idea.** A *gaps and islands* problem. Over distinct days, subtracting a row number from each date maps every day of one run of consecutive days to the same date: each step adds one day and one to the row number. That date identifies the island.

- **\`days\`**: \`DISTINCT\` over the pairs (user, day) — a second login on the same day must not count as a day, nor break the numbering.
- **\`islands\`**: \`row_number() OVER (PARTITION BY user_id ORDER BY login_on)\` numbers each user's days. In PostgreSQL, \`date - integer\` is a date (\`row_number\` returns \`bigint\`, hence the cast to \`int\`).
- **\`streaks\`**: grouping by user and island gives each streak's first day (\`min\`) and length (\`count(*)\`).
- **\`DISTINCT ON (user_id)\`** keeps the first row of each user in the \`ORDER BY\`: sorting by length descending and then by start ascending makes that row the longest, earliest streak. The \`DISTINCT ON\` expressions must lead the \`ORDER BY\`.

**Common mistakes.** Numbering the raw logins: a repeated day then splits a streak. Using \`dense_rank()\` to survive the repeats but counting raw rows, which makes a streak longer than it is. Breaking ties by the latest start.

**Indexes.** A B-tree index on \`logins (user_id, login_on)\` hands over the rows in the order the \`DISTINCT\` and the window's \`PARTITION BY user_id ORDER BY login_on\` need, so PostgreSQL can read it (an index-only scan when the visibility map allows) instead of sorting the table.
`,
    modules: ['sql-window-functions', 'sql-for-analysis'],
    wrong: [
      {
        why: 'numbering raw logins lets a repeated day split a streak',
        sql: 'WITH islands AS (SELECT user_id, login_on, login_on - (row_number() OVER (PARTITION BY user_id ORDER BY login_on))::int AS island FROM logins), streaks AS (SELECT user_id, min(login_on) AS start_on, count(*) AS days_long FROM islands GROUP BY user_id, island) SELECT DISTINCT ON (user_id) user_id, days_long AS longest_streak, start_on AS streak_start FROM streaks ORDER BY user_id, days_long DESC, start_on',
      },
      {
        why: 'a tie goes to the latest streak',
        sql: 'WITH days AS (SELECT DISTINCT user_id, login_on FROM logins), islands AS (SELECT user_id, login_on, login_on - (row_number() OVER (PARTITION BY user_id ORDER BY login_on))::int AS island FROM days), streaks AS (SELECT user_id, min(login_on) AS start_on, count(*) AS days_long FROM islands GROUP BY user_id, island) SELECT DISTINCT ON (user_id) user_id, days_long AS longest_streak, start_on AS streak_start FROM streaks ORDER BY user_id, days_long DESC, start_on DESC',
      },
      {
        why: 'dense_rank survives repeated days, but count(*) then counts each login',
        sql: 'WITH islands AS (SELECT user_id, login_on, login_on - (dense_rank() OVER (PARTITION BY user_id ORDER BY login_on))::int AS island FROM logins), streaks AS (SELECT user_id, min(login_on) AS start_on, count(*) AS days_long FROM islands GROUP BY user_id, island) SELECT DISTINCT ON (user_id) user_id, days_long AS longest_streak, start_on AS streak_start FROM streaks ORDER BY user_id, days_long DESC, start_on',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'monthly-top-products-share',
    title: 'Top Product of Each Month and Its Share',
    difficulty: 'hard',
    tags: ['sql', 'aggregation', 'window functions', 'ctes', 'null handling'],
    statement: `
A shop's \`order_lines\` each sell \`quantity\` units of a product at \`unit_price_cents\`; a line's revenue is \`quantity * unit_price_cents\`. A line with a \`cancelled_on\` date was cancelled and counts **nowhere**.

For each calendar month with revenue, return the product(s) with the **highest revenue** that month — **all of them** when several tie — with:

- \`month\` — the month as text \`YYYY-MM\` (from \`ordered_on\`);
- \`product\` — the product's name;
- \`revenue_cents\` — its revenue that month;
- \`share_pct\` — that revenue as a percentage of the month's total revenue, rounded to 2 decimal places (\`round(x, 2)\`, halves away from zero).

Order the rows by \`month\`, then by \`product\` (A to Z).

**Example.** In January a kettle earned 3000 cents and mugs 2000: \`2024-01 kettle 3000 60.00\`. If in March a pen and a pad earned 600 each and ink 300, both \`2024-03 pad 600 40.00\` and \`2024-03 pen 600 40.00\` are listed.
`,
    schema: linesSchema,
    constraints: [
      'Product ids are between 1 and 100 and product names are unique.',
      'A quantity is between 1 and 20; a unit price is between 1 and 10000 cents.',
      'A line is cancelled on or after the day it was ordered, or never (NULL).',
    ],
    maxRows: 1000,
    columns: ['month', 'product', 'revenue_cents', 'share_pct'],
    ordered: true,
    sql: `
WITH per_product AS (
  SELECT to_char(l.ordered_on, 'YYYY-MM') AS month,
         p.name AS product,
         sum(l.quantity * l.unit_price_cents) AS revenue_cents
  FROM order_lines l
  JOIN products p ON p.id = l.product_id
  WHERE l.cancelled_on IS NULL
  GROUP BY month, p.id, p.name
),
ranked AS (
  SELECT month, product, revenue_cents,
         rank() OVER (PARTITION BY month
                      ORDER BY revenue_cents DESC) AS place,
         sum(revenue_cents) OVER (PARTITION BY month) AS month_cents
  FROM per_product
)
SELECT month, product, revenue_cents,
       round(100.0 * revenue_cents / month_cents, 2) AS share_pct
FROM ranked
WHERE place = 1
ORDER BY month, product;`,
    samples: [
      test(
        'one winner per month, a cancelled line ignored',
        {
          products: [
            { id: 1, name: 'kettle' },
            { id: 2, name: 'mug' },
          ],
          order_lines: [
            { id: 1, product_id: 1, ordered_on: '2024-01-05', quantity: 1, unit_price_cents: 3000, cancelled_on: null },
            { id: 2, product_id: 2, ordered_on: '2024-01-06', quantity: 4, unit_price_cents: 500, cancelled_on: null },
            { id: 3, product_id: 2, ordered_on: '2024-02-01', quantity: 2, unit_price_cents: 500, cancelled_on: null },
            {
              id: 4,
              product_id: 1,
              ordered_on: '2024-02-02',
              quantity: 1,
              unit_price_cents: 3000,
              cancelled_on: '2024-02-03',
            },
          ],
        },
        [
          ['2024-01', 'kettle', 3000, 60],
          ['2024-02', 'mug', 1000, 100],
        ],
      ),
      test(
        'a tie lists every top product',
        {
          products: [
            { id: 1, name: 'pen' },
            { id: 2, name: 'pad' },
            { id: 3, name: 'ink' },
          ],
          order_lines: [
            { id: 1, product_id: 1, ordered_on: '2024-03-01', quantity: 2, unit_price_cents: 300, cancelled_on: null },
            { id: 2, product_id: 2, ordered_on: '2024-03-31', quantity: 1, unit_price_cents: 600, cancelled_on: null },
            { id: 3, product_id: 3, ordered_on: '2024-03-15', quantity: 1, unit_price_cents: 300, cancelled_on: null },
          ],
        },
        [
          ['2024-03', 'pad', 600, 40],
          ['2024-03', 'pen', 600, 40],
        ],
      ),
      test(
        'a month with only cancelled lines has no row',
        {
          products: [
            { id: 1, name: 'lamp' },
            { id: 2, name: 'desk' },
          ],
          order_lines: [
            {
              id: 1,
              product_id: 1,
              ordered_on: '2024-04-02',
              quantity: 1,
              unit_price_cents: 10000,
              cancelled_on: '2024-04-02',
            },
            { id: 2, product_id: 2, ordered_on: '2024-04-03', quantity: 1, unit_price_cents: 2500, cancelled_on: null },
            {
              id: 3,
              product_id: 1,
              ordered_on: '2024-05-01',
              quantity: 1,
              unit_price_cents: 100,
              cancelled_on: '2024-05-09',
            },
          ],
        },
        [['2024-04', 'desk', 2500, 100]],
      ),
    ],
    hidden: [
      test('no lines', { products: [{ id: 1, name: 'idle' }], order_lines: [] }, []),
      test(
        'a share that needs rounding',
        {
          products: [
            { id: 1, name: 'x' },
            { id: 2, name: 'y' },
            { id: 3, name: 'z' },
          ],
          order_lines: [
            { id: 1, product_id: 1, ordered_on: '2024-06-10', quantity: 1, unit_price_cents: 7, cancelled_on: null },
            { id: 2, product_id: 2, ordered_on: '2024-06-11', quantity: 1, unit_price_cents: 4, cancelled_on: null },
            { id: 3, product_id: 3, ordered_on: '2024-06-12', quantity: 2, unit_price_cents: 2, cancelled_on: null },
          ],
        },
        [['2024-06', 'x', 7, 46.67]],
      ),
      test(
        'a half rounds away from zero',
        {
          products: [
            { id: 1, name: 'big' },
            { id: 2, name: 'small' },
          ],
          order_lines: [
            { id: 1, product_id: 1, ordered_on: '2024-07-01', quantity: 1, unit_price_cents: 501, cancelled_on: null },
            { id: 2, product_id: 2, ordered_on: '2024-07-31', quantity: 1, unit_price_cents: 299, cancelled_on: null },
          ],
        },
        [['2024-07', 'big', 501, 62.63]],
      ),
      test(
        'the same month of two years',
        {
          products: [
            { id: 1, name: 'fan' },
            { id: 2, name: 'heater' },
          ],
          order_lines: [
            { id: 1, product_id: 1, ordered_on: '2023-08-15', quantity: 3, unit_price_cents: 1000, cancelled_on: null },
            { id: 2, product_id: 2, ordered_on: '2024-08-15', quantity: 1, unit_price_cents: 4000, cancelled_on: null },
            { id: 3, product_id: 1, ordered_on: '2024-08-20', quantity: 1, unit_price_cents: 1000, cancelled_on: null },
          ],
        },
        [
          ['2023-08', 'fan', 3000, 100],
          ['2024-08', 'heater', 4000, 80],
        ],
      ),
      linesCase(30_231, 'two products, fifty lines, two months', 2, 50, 2, [100, 250]),
      linesCase(30_232, 'ten products, a thousand lines, a year', 10, 1000, 12, [199, 499, 999]),
      linesCase(30_233, 'a hundred products, a thousand lines, three months', 100, 1000, 3, [100, 200, 300]),
      linesCase(30_234, 'four products, sixty lines, twenty months, one price', 4, 60, 20, [10000]),
    ],
    hints: [
      'First total the revenue per month and product, leaving cancelled lines out.',
      "A window over the month can give both each product's rank and the month's total, next to every product row.",
      '`row_number()` picks one product even when two tie; `rank()` gives tied values the same place.',
    ],
    editorial: `
**Idea.** Aggregate to one row per (month, product), then use window functions over each month for the ranking and for the total, and keep the rows ranked first.

- **\`per_product\`**: the filter \`cancelled_on IS NULL\` drops cancelled lines before anything is summed (\`= NULL\` would drop every line: a comparison with NULL is never true). \`to_char(ordered_on, 'YYYY-MM')\` names the month, year included; \`GROUP BY\` may name the output column \`month\`.
- **\`ranked\`**: \`rank()\` over each month's products, by revenue from highest, gives every product tied for the top place 1. \`sum(revenue_cents) OVER (PARTITION BY month)\` — an aggregate used as a window function without \`ORDER BY\` — puts the month's total on each row without collapsing them.
- **The share**: \`100.0 * revenue / month total\` is numeric (the window sum of a \`bigint\` is already \`numeric\`), rounded with \`round(…, 2)\`.
- **\`WHERE place = 1\`** must be in the outer query: window functions run after \`WHERE\` and \`HAVING\` of their own level. **\`ORDER BY month, product\`** — the text \`YYYY-MM\` sorts in time order.

**Common mistakes.** \`row_number()\` or \`LIMIT 1\` per month drops tied products; forgetting the cancelled lines; a window \`OVER ()\` without \`PARTITION BY\` divides by the revenue of all months; grouping by the month number alone merges the same month of different years.

**Indexes.** For the whole history PostgreSQL reads every line anyway. A report for one month filters on \`ordered_on\`; a *partial* index such as \`CREATE INDEX ON order_lines (ordered_on) WHERE cancelled_on IS NULL\` serves such a range and holds only the lines that count (the planner uses it when the query's \`WHERE\` implies the index's condition).
`,
    modules: ['sql-window-functions', 'sql-for-analysis', 'sql-joins-and-aggregation'],
    wrong: [
      {
        why: 'row_number keeps one product when two tie',
        sql: "WITH per_product AS (SELECT to_char(l.ordered_on, 'YYYY-MM') AS month, p.name AS product, sum(l.quantity * l.unit_price_cents) AS revenue_cents FROM order_lines l JOIN products p ON p.id = l.product_id WHERE l.cancelled_on IS NULL GROUP BY month, p.id, p.name), ranked AS (SELECT month, product, revenue_cents, row_number() OVER (PARTITION BY month ORDER BY revenue_cents DESC) AS place, sum(revenue_cents) OVER (PARTITION BY month) AS month_cents FROM per_product) SELECT month, product, revenue_cents, round(100.0 * revenue_cents / month_cents, 2) AS share_pct FROM ranked WHERE place = 1 ORDER BY month, product",
      },
      {
        why: 'cancelled lines are counted',
        sql: "WITH per_product AS (SELECT to_char(l.ordered_on, 'YYYY-MM') AS month, p.name AS product, sum(l.quantity * l.unit_price_cents) AS revenue_cents FROM order_lines l JOIN products p ON p.id = l.product_id GROUP BY month, p.id, p.name), ranked AS (SELECT month, product, revenue_cents, rank() OVER (PARTITION BY month ORDER BY revenue_cents DESC) AS place, sum(revenue_cents) OVER (PARTITION BY month) AS month_cents FROM per_product) SELECT month, product, revenue_cents, round(100.0 * revenue_cents / month_cents, 2) AS share_pct FROM ranked WHERE place = 1 ORDER BY month, product",
      },
      {
        why: 'the share is taken of all months together',
        sql: "WITH per_product AS (SELECT to_char(l.ordered_on, 'YYYY-MM') AS month, p.name AS product, sum(l.quantity * l.unit_price_cents) AS revenue_cents FROM order_lines l JOIN products p ON p.id = l.product_id WHERE l.cancelled_on IS NULL GROUP BY month, p.id, p.name), ranked AS (SELECT month, product, revenue_cents, rank() OVER (PARTITION BY month ORDER BY revenue_cents DESC) AS place, sum(revenue_cents) OVER () AS month_cents FROM per_product) SELECT month, product, revenue_cents, round(100.0 * revenue_cents / month_cents, 2) AS share_pct FROM ranked WHERE place = 1 ORDER BY month, product",
      },
    ],
  }),
];
