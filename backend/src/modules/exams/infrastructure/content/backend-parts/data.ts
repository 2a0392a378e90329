import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** backend exam questions for the lessons added in issue 29. Keys are stable: never rename or reuse them. Every output question was run with python3. */
export const BACKEND_EXAM_DATA: ExamQuestionContent[] = [
  // sql-joins-and-aggregation
  {
    key: 'backend-136',
    kind: 'single',
    prompt:
      'Finance sends a table of card payments received from the bank; you have an `orders` table. You want one result listing matched pairs, payments with no order and orders with no payment. Which join fits?',
    options: opts(
      'An inner join on the order id',
      'A left join from orders to bank payments',
      'A full outer join on the order id',
      'A cross join filtered with `where`',
    ),
    correct: ['c'],
    explanation:
      'A full join keeps unmatched rows from both sides, with nulls on the missing side, which is exactly a reconciliation. A left join would lose bank payments that match no order, and an inner join loses both kinds of mismatch.',
    moduleKey: 'sql-joins-and-aggregation',
    section: 'Joins: which rows survive',
  },
  {
    key: 'backend-137',
    kind: 'multiple',
    prompt:
      'A dashboard joins `projects` to both `tasks` and `comments` and shows `count(t.id)` and `count(c.id)` per project; both numbers are too high. Which changes give correct counts? Choose all that apply.',
    options: opts(
      'Count per project in two separate subqueries or CTEs (one row per project each) and join those totals',
      'Use `count(distinct t.id)` and `count(distinct c.id)`',
      'Add `t.id` and `c.id` to the `group by`',
      'Change both joins to left joins and keep `count(t.id)` and `count(c.id)`',
    ),
    correct: ['a', 'b'],
    explanation:
      'Joining two independent child tables multiplies their rows per project. Pre-aggregating each child removes the fan-out, and counting distinct ids ignores the repeats; grouping by the child ids changes the grain, and left joins alone keep the multiplication.',
    moduleKey: 'sql-joins-and-aggregation',
    section: 'Fan-out and double counting',
  },
  {
    key: 'backend-138',
    kind: 'single',
    prompt:
      'An invoice query shows `sum(r.amount) as refunded` per customer after a left join to `refunds`. A customer who never had a refund shows an empty cell instead of 0. Why, and what is the fix?',
    options: opts(
      'The left join failed; switch to an inner join',
      'A sum over no non-null values is null; write `coalesce(sum(r.amount), 0)`',
      '`sum` skips the whole group when one value is null; use `count` instead',
      'The driver cannot read numeric columns; cast the result to text',
    ),
    correct: ['b'],
    explanation:
      'The customer’s single joined row has a null amount, and `sum` of only nulls is null. `coalesce` turns it into 0; an inner join would drop the customer altogether.',
    moduleKey: 'sql-joins-and-aggregation',
    section: 'Grouping: GROUP BY, HAVING and FILTER',
  },
  {
    key: 'backend-139',
    kind: 'single',
    prompt:
      "In PostgreSQL 16, a report starts `with recent as (select * from events where created_at > now() - interval '1 day')` and uses `recent` once, with no `materialized` keyword. What does the planner do with it?",
    options: opts(
      'It always runs the CTE first and stores its full result in a temporary table',
      'It can fold the CTE into the main query and plan the whole thing together',
      'It rejects the query, because a CTE must be referenced at least twice',
      'It runs the CTE once for every row of the outer query',
    ),
    correct: ['b'],
    explanation:
      'Since PostgreSQL 12, a non-recursive, side-effect-free CTE referenced once is inlined by default, so it costs nothing extra. `as materialized` forces the old compute-once behaviour.',
    moduleKey: 'sql-joins-and-aggregation',
    section: 'Subqueries, EXISTS and CTEs',
  },
  {
    key: 'backend-140',
    kind: 'output',
    prompt: 'Day 2 has two deposits. What does this print?',
    code: `import sqlite3
db = sqlite3.connect(':memory:')
db.executescript("""
create table deposits (day int, amount int);
insert into deposits values (1, 100), (2, 40), (2, 60), (3, 10);
""")
rows = db.execute("""
select day,
       sum(amount) over (order by day) as by_range,
       sum(amount) over (order by day, amount rows between unbounded preceding and current row) as by_rows
from deposits order by day, amount
""").fetchall()
print(' | '.join(f'{d}:{a}/{b}' for d, a, b in rows))`,
    language: 'python',
    options: opts(
      '1:100/100 | 2:140/140 | 2:200/200 | 3:210/210',
      '1:100/100 | 2:200/140 | 2:200/200 | 3:210/210',
      '1:100/100 | 2:200/200 | 2:200/200 | 3:210/210',
      '1:100/100 | 2:140/200 | 2:200/140 | 3:210/210',
    ),
    correct: ['b'],
    explanation:
      'With only `order by`, the default frame ends at the current row’s last peer, so both day-2 rows include both deposits (200). With `rows between unbounded preceding and current row`, the total grows row by row (140, then 200).',
    moduleKey: 'sql-joins-and-aggregation',
    section: 'Window functions: ranking and running totals',
  },
  // database-indexes-and-transactions
  {
    key: 'backend-141',
    kind: 'single',
    prompt:
      'The support inbox runs `select * from tickets where status = $1 and created_at >= $2 order by created_at` hundreds of times a minute. Which single index serves it best?',
    options: opts(
      '`(created_at, status)`',
      '`(status, created_at)`',
      'Two separate indexes, one on `status` and one on `created_at`',
      '`(status)` alone',
    ),
    correct: ['b'],
    explanation:
      'The equality column goes first and the range and sort column last: within one status, the entries are already in date order. With `created_at` first, every status is mixed in the date range and must be filtered.',
    moduleKey: 'database-indexes-and-transactions',
    section: 'Composite indexes and column order',
  },
  {
    key: 'backend-142',
    kind: 'output',
    prompt:
      'Three purchases of the same product run concurrently, each reading the stock and then writing `current - 1`, as three separate statements would at Read Committed. What does this print?',
    code: `let stock = 10;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function buy() {
  const current = stock; // select stock from products where id = 1
  await sleep(5);
  stock = current - 1; // update products set stock = $1 where id = 1
}
await Promise.all([buy(), buy(), buy()]);
console.log(stock);`,
    language: 'javascript',
    options: opts('7', '9', '10', '8'),
    correct: ['b'],
    explanation:
      'All three read 10 before any write, so each writes 9: two decrements are lost. A single `update ... set stock = stock - 1` or a `select ... for update` first would give 7.',
    moduleKey: 'database-indexes-and-transactions',
    section: 'Transactions and isolation levels',
  },
  {
    key: 'backend-143',
    kind: 'single',
    prompt:
      'Login runs `where lower(email) = lower($1)`. `users` has a B-tree index on `email`, yet the plan shows `Seq Scan on users` with `Rows Removed by Filter: 2000000`. What fixes it?',
    options: opts(
      'Rewrite it as `where email like $1`',
      'Create an index on the expression: `create index on users (lower(email))`',
      'Run `vacuum full` on the table',
      'Add `limit 1` so the scan stops earlier',
    ),
    correct: ['b'],
    explanation:
      'The index stores `email`, not `lower(email)`, so it cannot answer a condition on the function. An expression index stores exactly the value the query compares.',
    moduleKey: 'database-indexes-and-transactions',
    section: 'Reading EXPLAIN and EXPLAIN ANALYZE',
  },
  {
    key: 'backend-144',
    kind: 'multiple',
    prompt: 'Which statements about PostgreSQL’s Repeatable Read level are true? Choose all that apply.',
    options: opts(
      'All statements of the transaction see one snapshot taken at its start',
      'PostgreSQL also prevents phantom reads at this level',
      'Updating a row that another transaction changed and committed meanwhile fails with a serialization error, so the code must retry',
      'It is the default level for new transactions',
      'It lets a transaction read another transaction’s uncommitted changes',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Repeatable Read works on one snapshot, which in PostgreSQL also rules out phantoms, and concurrent updates raise serialization errors that need a retry. Read Committed is the default, and PostgreSQL never allows dirty reads.',
    moduleKey: 'database-indexes-and-transactions',
    section: 'Transactions and isolation levels',
  },
  {
    key: 'backend-145',
    kind: 'single',
    prompt:
      'To stop double bookings, a colleague proposes `unique (room_id, starts_at)` on `bookings`. Why does that not solve the problem from the lesson?',
    options: opts(
      'Unique constraints are not enforced under concurrent inserts',
      'Overlapping bookings with different start times, such as 10:00–11:00 and 10:30–11:30, are still accepted',
      'A unique constraint cannot include a timestamp column',
      'It blocks a room from ever being booked twice on any day',
    ),
    correct: ['b'],
    explanation:
      'Uniqueness only compares equal values; overlap needs the `&&` operator, which an exclusion constraint (`exclude using gist (room_id with =, during with &&)`) enforces.',
    moduleKey: 'database-indexes-and-transactions',
    section: 'Worked example',
  },
  // orm-and-migrations
  {
    key: 'backend-146',
    kind: 'output',
    prompt: 'This is a tiny identity map like an ORM keeps per request. What does it print?',
    code: `let queries = 0;
const rows = { 1: { id: 1, name: 'Ada' } };
const identityMap = new Map();
async function findOne(id) {
  if (identityMap.has(id)) return identityMap.get(id);
  queries++;
  const entity = { ...rows[id] };
  identityMap.set(id, entity);
  return entity;
}
const a = await findOne(1);
const b = await findOne(1);
b.name = 'Ada King';
console.log(a === b, a.name, queries);`,
    language: 'javascript',
    options: opts('false Ada 2', 'true Ada King 1', 'true Ada 1', 'false Ada King 2'),
    correct: ['b'],
    explanation:
      'The second lookup of id 1 returns the instance already in the map without a query, so `a` and `b` are the same object and the rename shows through both. This is why one identity map must never be shared between requests.',
    moduleKey: 'orm-and-migrations',
    section: 'What an ORM maps',
  },
  {
    key: 'backend-147',
    kind: 'single',
    prompt:
      'An endpoint loads 200 orders with the ORM and, in a loop, reads `order.customer.name` from a lazily loaded relation. The query log shows 201 queries. What is the fix?',
    options: opts(
      'Add an index on `orders.customer_id`',
      'Eager-load the customer relation in the first query (for example `populate` or `include`)',
      'Increase the database connection pool to 200',
      'Cache each customer in the application after its first query',
    ),
    correct: ['b'],
    explanation:
      'This is the N+1 pattern: one query for the orders plus one per order. Eager loading fetches the customers with a join or a single `in (...)` query, so the count no longer grows with the rows.',
    moduleKey: 'orm-and-migrations',
    section: 'The N+1 query problem',
  },
  {
    key: 'backend-148',
    kind: 'multiple',
    prompt:
      'A rolling deployment keeps old instances running while the new migration runs. Which migrations are safe for the old code? Choose all that apply.',
    options: opts(
      'Adding a new nullable column the old code does not know',
      'Creating an index with `create index concurrently`',
      'Renaming a column the old code still selects',
      'Dropping a column the old code still writes',
    ),
    correct: ['a', 'b'],
    explanation:
      'Additive changes leave the old code’s queries valid, and a concurrent index build does not block writes. Renames and drops break the old instances until they are gone, which is why they come last, in the contract phase.',
    moduleKey: 'orm-and-migrations',
    section: 'Zero-downtime changes: expand and contract',
  },
  {
    key: 'backend-149',
    kind: 'single',
    prompt:
      'A teammate edits a migration that already ran on staging and production, adding a second column to it, and deploys. What happens?',
    options: opts(
      'The migration tool re-runs the edited file everywhere',
      'The environments that already ran it skip it, so they never get the second column',
      'The database rolls the old version back automatically',
      'The migrations table stores the file’s contents and rejects the deploy',
    ),
    correct: ['b'],
    explanation:
      'Migration tools record which migrations have run, by name, and apply only new ones. Fresh databases get the edited version while existing ones do not, so environments silently diverge; add a new migration instead.',
    moduleKey: 'orm-and-migrations',
    section: 'Schema migrations',
  },
  {
    key: 'backend-150',
    kind: 'single',
    prompt:
      'You need a top-3 products per category report using `row_number()` over a partition, in a codebase that uses an ORM for everything else. What does the lesson recommend?',
    options: opts(
      'Load all products as entities and rank them in a JavaScript loop',
      'Write it with a query builder or parameterised SQL and read the generated SQL',
      'Add a `rank` column to products and update it on every sale',
      'Avoid window functions because ORMs cannot map their results',
    ),
    correct: ['b'],
    explanation:
      'Reports with window functions are where the ORM’s entity API struggles; a query builder such as Kysely or plain SQL expresses them directly while keeping values as parameters.',
    moduleKey: 'orm-and-migrations',
    section: 'When to drop to SQL or a query builder',
  },
  // api-validation-and-errors
  {
    key: 'backend-151',
    kind: 'output',
    prompt: 'Two ways to read a `?weight=` parameter. What does this print?',
    code: `const loose = (s) => parseInt(s, 10);
const strict = (s) => (/^\\d{1,3}$/.test(s) ? Number(s) : null);
for (const s of ['42', '42kg', '0042', '']) {
  console.log(JSON.stringify(s), loose(s), strict(s));
}`,
    language: 'javascript',
    options: opts(
      '"42" 42 42 "42kg" 42 null "0042" 42 null "" NaN null',
      '"42" 42 42 "42kg" NaN null "0042" 42 42 "" NaN null',
      '"42" 42 42 "42kg" 42 42 "0042" 42 null "" 0 null',
      '"42" 42 42 "42kg" 42 null "0042" 42 42 "" NaN null',
    ),
    correct: ['a'],
    explanation:
      '`parseInt` stops at the first non-digit, so `42kg` becomes 42, and it ignores leading zeros. The strict version accepts one to three digits only, so `42kg`, the four-character `0042` and the empty string all fail.',
    moduleKey: 'api-validation-and-errors',
    section: 'Validate at the boundary',
  },
  {
    key: 'backend-152',
    kind: 'single',
    prompt: 'A client calls `GET /me` with an access token that expired an hour ago. Which response is right?',
    options: opts(
      '403 Forbidden',
      '401 Unauthorized with a `WWW-Authenticate` header',
      '400 Bad Request',
      '419 Authentication Timeout',
    ),
    correct: ['b'],
    explanation:
      'An expired token means the caller is not authenticated, which is 401; HTTP requires it to carry `WWW-Authenticate` describing how to authenticate. 403 is for a known caller who lacks permission, and 419 is not a standard HTTP status.',
    moduleKey: 'api-validation-and-errors',
    section: 'Choosing the status code',
  },
  {
    key: 'backend-153',
    kind: 'multiple',
    prompt:
      'An unexpected database error happens while creating an invoice. Which should the `500` response body contain? Choose all that apply.',
    options: opts(
      'A request id that support can look up in the logs',
      'The problem details members `type`, `title` and `status`',
      'The failing SQL statement, to help the client debug',
      'The exception’s stack trace',
    ),
    correct: ['a', 'b'],
    explanation:
      'The client gets a standard problem body and a request id; the SQL and the stack trace go to the server logs under that id. Exposing them helps attackers map the system and helps no legitimate client.',
    moduleKey: 'api-validation-and-errors',
    section: 'Error bodies: problem details and error codes',
  },
  {
    key: 'backend-154',
    kind: 'single',
    prompt:
      'A client reuses the idempotency key of yesterday’s `POST /transfers` of €10 for a new transfer of €250, within the key’s lifetime. What should the server do?',
    options: opts(
      'Return yesterday’s stored response for €10',
      'Perform the €250 transfer, since the amount is different',
      'Reject it with an error (the IETF draft suggests 422), because the key was used with a different request',
      'Delete the old key and store the new one',
    ),
    correct: ['c'],
    explanation:
      'A key identifies one logical operation. Replaying the €10 result would hide the client’s bug, and performing the transfer would defeat the key; the server compares a hash of the body and refuses the mismatch.',
    moduleKey: 'api-validation-and-errors',
    section: 'Idempotency keys for safe retries',
  },
  {
    key: 'backend-155',
    kind: 'single',
    prompt:
      'A client sends `{"name": "Ana", "emial": "ana@example.com"}` to an API that strips unknown fields, and the email is never updated. Which policy would have surfaced the typo immediately?',
    options: opts(
      'Stripping unknown fields more aggressively',
      'Rejecting unknown fields with a 400 that names `emial` (for example `additionalProperties: false`)',
      'Accepting every field and storing it in a JSON column',
      'Making every field optional',
    ),
    correct: ['b'],
    explanation:
      'Rejecting unknown fields turns the typo into an error the client sees at once; stripping silently drops it. Storing everything is the mass-assignment trap.',
    moduleKey: 'api-validation-and-errors',
    section: 'Unknown fields and mass assignment',
  },
  // system-design-basics
  {
    key: 'backend-156',
    kind: 'output',
    prompt: 'An event log gets 2 million rows a day of about 400 bytes. What does this storage estimate print?',
    code: `per_day = 2_000_000
bytes_per_row = 400
years = 3
total = per_day * 365 * years * bytes_per_row
print(f"{total / 1e12:.2f} TB", f"{total / 1e12 * 3:.2f} TB with 2 replicas")`,
    language: 'python',
    options: opts(
      '0.88 TB 2.63 TB with 2 replicas',
      '0.29 TB 0.88 TB with 2 replicas',
      '8.76 TB 26.28 TB with 2 replicas',
      '0.88 TB 1.75 TB with 2 replicas',
    ),
    correct: ['a'],
    explanation:
      '2,000,000 × 365 × 3 × 400 B ≈ 876 GB, printed as 0.88 TB; the primary plus two replicas hold three copies, about 2.63 TB. Estimates like this decide disk sizes and backup times before anything is built.',
    moduleKey: 'system-design-basics',
    section: 'Back-of-the-envelope estimates',
  },
  {
    key: 'backend-157',
    kind: 'single',
    prompt: 'Your single API server is at 90% CPU. Which statement compares the two ways to grow correctly?',
    options: opts(
      'A bigger server needs code changes; more servers need none',
      'A bigger server is simplest but stays one point of failure; more servers need stateless instances behind a load balancer',
      'More servers are always cheaper than one bigger server',
      'Vertical scaling removes the need for a database',
    ),
    correct: ['b'],
    explanation:
      'Scaling up changes no code but hits a ceiling and keeps a single point of failure. Scaling out survives the loss of an instance, provided any instance can serve any request.',
    moduleKey: 'system-design-basics',
    section: 'Scaling up and scaling out',
  },
  {
    key: 'backend-158',
    kind: 'single',
    prompt: 'Orders are sharded by `customer_id` across eight databases. Which query becomes expensive?',
    options: opts(
      'All orders of customer 42',
      'Order 9001 of customer 42',
      'All orders placed yesterday, across every customer',
      'Inserting a new order for customer 7',
    ),
    correct: ['c'],
    explanation:
      'A query that includes the shard key goes to one shard; one without it must ask all eight and merge the results. Choosing the key means choosing which queries stay cheap.',
    moduleKey: 'system-design-basics',
    section: 'Caching, replicas and partitioning',
  },
  {
    key: 'backend-159',
    kind: 'multiple',
    prompt:
      'For which features is eventual consistency (briefly stale, correct soon after) usually acceptable? Choose all that apply.',
    options: opts(
      'The number of views shown under a video',
      'The follower count on a profile page',
      'Withdrawing money against an account balance',
      'Selling the last ticket for a seat',
    ),
    correct: ['a', 'b'],
    explanation:
      'Counters can lag without harm and are reconciled later. A balance or the last seat must not be sold twice, so those reads need the current value even if some requests fail during a partition.',
    moduleKey: 'system-design-basics',
    section: 'Consistency and CAP in plain words',
  },
  {
    key: 'backend-160',
    kind: 'single',
    prompt:
      'The marketing team wants to count every click on short links, including repeat clicks by the same person. Which redirect status suits the shortener?',
    options: opts(
      '301 Moved Permanently, because it is faster for returning visitors',
      '302 Found, so each click comes back through the shortener',
      '200 OK with the long URL in the body',
      '404 Not Found followed by a script that navigates',
    ),
    correct: ['b'],
    explanation:
      'Browsers may cache a 301 and skip the shortener on later clicks, which hides them from analytics. A 302 keeps every click visible, at the cost of one extra request each time.',
    moduleKey: 'system-design-basics',
    section: 'Worked example',
  },
];
