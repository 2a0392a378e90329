import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/backend-data.ts. */
export const BACKEND_DATA_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'sql-joins-and-aggregation',
    questions: [
      {
        id: 'sql-joins-and-aggregation-1',
        kind: 'single',
        section: 'Joins: which rows survive',
        prompt:
          'Two tables each have a row whose `region` is `null`. You inner-join them `on a.region = b.region`. What happens to those two rows?',
        options: [
          {
            text: 'They are joined to each other, because both values are the same',
            correct: false,
            why: '`null = null` is not true but unknown, and a join keeps only pairs whose condition is true.',
          },
          {
            text: 'They find no partner and are left out of the result',
            correct: true,
            why: 'Nulls never match in a join condition; an inner join drops rows without a match.',
          },
          {
            text: 'The query fails with an error about null join keys',
            correct: false,
            why: 'Comparing with null is legal SQL; it simply yields unknown, so the pair is not kept.',
          },
          {
            text: 'Each of them is joined to every row of the other table',
            correct: false,
            why: 'That would be a cross join; here the condition is evaluated and is never true for a null.',
          },
        ],
      },
      {
        id: 'sql-joins-and-aggregation-2',
        kind: 'output',
        section: 'Joins: which rows survive',
        prompt:
          'Three customers; ana has one paid and one open order, ben one open order, cy none. What does this print?',
        code: {
          language: 'python',
          source: `import sqlite3
db = sqlite3.connect(':memory:')
db.executescript("""
create table customers (id int, name text);
create table orders (id int, customer_id int, status text);
insert into customers values (1, 'ana'), (2, 'ben'), (3, 'cy');
insert into orders values (10, 1, 'paid'), (11, 1, 'open'), (12, 2, 'open');
""")
a = db.execute("select count(*) from customers c left join orders o on o.customer_id = c.id where o.status = 'paid'").fetchone()[0]
b = db.execute("select count(*) from customers c left join orders o on o.customer_id = c.id and o.status = 'paid'").fetchone()[0]
print(a, b)`,
        },
        options: [
          {
            text: '1 3',
            correct: true,
            why: 'In `where`, the condition drops every row whose `o.status` is not paid or null, leaving ana’s paid order; in `on`, every customer is kept and only the paid order is attached.',
          },
          {
            text: '3 3',
            correct: false,
            why: 'The first query filters after the join: ben and cy have no paid order (their status is open or null), so `where` removes them.',
          },
          {
            text: '1 1',
            correct: false,
            why: 'With the condition in `on`, the left join still keeps ben and cy, with nulls for the order columns.',
          },
          {
            text: '2 4',
            correct: false,
            why: 'Only one order is paid, and a left join adds no rows beyond one per matching pair or one per unmatched customer.',
          },
        ],
      },
      {
        id: 'sql-joins-and-aggregation-3',
        kind: 'output',
        section: 'Fan-out and double counting',
        prompt: 'One order has two item rows and was paid in three instalments. What does this print?',
        code: {
          language: 'python',
          source: `import sqlite3
db = sqlite3.connect(':memory:')
db.executescript("""
create table orders (id int, customer text);
create table items (order_id int, qty int);
create table payments (order_id int, amount int);
insert into orders values (1, 'ana');
insert into items values (1, 2), (1, 3);
insert into payments values (1, 50), (1, 30), (1, 20);
""")
row = db.execute("""
select sum(i.qty), sum(p.amount)
from orders o
join items i on i.order_id = o.id
join payments p on p.order_id = o.id
""").fetchone()
print(row[0], row[1])`,
        },
        options: [
          {
            text: '5 100',
            correct: false,
            why: 'These are the true totals, but the two joins produce 2 × 3 = 6 rows, so each value is repeated before summing.',
          },
          {
            text: '15 200',
            correct: true,
            why: 'Each item row appears once per payment (3 times: 5 × 3 = 15) and each payment once per item (2 times: 100 × 2 = 200).',
          },
          {
            text: '10 300',
            correct: false,
            why: 'The multipliers are swapped: quantities repeat once per payment (3), amounts once per item (2).',
          },
          {
            text: '5 200',
            correct: false,
            why: 'The quantities are repeated too: every item row is paired with all three payments.',
          },
        ],
      },
      {
        id: 'sql-joins-and-aggregation-4',
        kind: 'multiple',
        section: 'Grouping: GROUP BY, HAVING and FILTER',
        prompt: 'Which statements about aggregates in PostgreSQL are true? Pick all that apply.',
        options: [
          {
            text: '`count(col)` counts only the rows where `col` is not null',
            correct: true,
            why: 'Aggregates other than `count(*)` skip nulls; `count(*)` counts rows.',
          },
          {
            text: '`sum(amount)` over a group with no non-null amounts returns null, not 0',
            correct: true,
            why: 'An empty sum is null; wrap it in `coalesce(sum(amount), 0)` when the report needs zero.',
          },
          {
            text: '`where count(*) > 5` keeps only groups with more than five rows',
            correct: false,
            why: '`where` runs on rows before grouping and cannot contain an aggregate; the group filter is `having count(*) > 5`.',
          },
          {
            text: "`count(*) filter (where status = 'refunded')` counts only the refunded rows of each group",
            correct: true,
            why: 'The `filter` clause limits the rows one aggregate sees, so several subsets can be counted in one pass.',
          },
          {
            text: '`avg(score)` treats a null score as 0',
            correct: false,
            why: 'Nulls are left out of both the sum and the count, so they do not pull the average down.',
          },
        ],
      },
      {
        id: 'sql-joins-and-aggregation-5',
        kind: 'order',
        section: 'Grouping: GROUP BY, HAVING and FILTER',
        prompt: 'Put the logical steps of a `select` query in the order PostgreSQL evaluates them.',
        steps: [
          '`from` and the joins build the rows',
          '`where` filters the rows',
          '`group by` collapses rows into groups',
          '`having` filters the groups',
          'window functions are computed',
          '`order by` sorts and `limit` cuts the result',
        ],
        why: 'Rows exist before they are filtered, groups before they can be filtered, and window functions see the grouped rows; that is why `where` cannot use aggregates or window functions.',
      },
      {
        id: 'sql-joins-and-aggregation-6',
        kind: 'output',
        section: 'Subqueries, EXISTS and CTEs',
        prompt: 'The `banned` table contains a null by accident. What does this print?',
        code: {
          language: 'python',
          source: `import sqlite3
db = sqlite3.connect(':memory:')
db.executescript("""
create table customers (id int);
create table banned (customer_id int);
insert into customers values (1), (2), (3);
insert into banned values (2), (null);
""")
a = db.execute("select count(*) from customers where id not in (select customer_id from banned)").fetchone()[0]
b = db.execute("select count(*) from customers c where not exists (select 1 from banned b where b.customer_id = c.id)").fetchone()[0]
print(a, b)`,
        },
        options: [
          {
            text: '2 2',
            correct: false,
            why: '`not exists` gives 2, but `not in` compares each id with the null too, and `1 <> null` is unknown, so no row qualifies.',
          },
          {
            text: '0 2',
            correct: true,
            why: 'With a null in the list, `id not in (...)` is never true; `not exists` only asks whether a matching row exists, so customers 1 and 3 are counted.',
          },
          {
            text: '0 0',
            correct: false,
            why: 'The null does not match `b.customer_id = c.id` in `not exists`, so customers 1 and 3 have no banned row and are counted.',
          },
          {
            text: '2 0',
            correct: false,
            why: 'It is the other way round: `not in` is the form that breaks on a null.',
          },
        ],
      },
      {
        id: 'sql-joins-and-aggregation-7',
        kind: 'output',
        section: 'Window functions: ranking and running totals',
        prompt: 'ana and cy both scored 90. What does this print?',
        code: {
          language: 'python',
          source: `import sqlite3
db = sqlite3.connect(':memory:')
db.executescript("""
create table scores (player text, points int);
insert into scores values ('ana', 90), ('ben', 80), ('cy', 90), ('dee', 70);
""")
for name, r, d in db.execute("""
select player,
       rank() over (order by points desc),
       dense_rank() over (order by points desc)
from scores order by points desc, player
"""):
    print(name, r, d)`,
        },
        options: [
          {
            text: 'ana 1 1\ncy 1 1\nben 3 2\ndee 4 3',
            correct: true,
            why: '`rank()` gives the tie the same rank and skips the next (1, 1, 3, 4); `dense_rank()` does not skip (1, 1, 2, 3).',
          },
          {
            text: 'ana 1 1\ncy 1 1\nben 2 3\ndee 3 4',
            correct: false,
            why: 'The columns are swapped: it is `rank()` that leaves the gap after a tie.',
          },
          {
            text: 'ana 1 1\ncy 2 2\nben 3 3\ndee 4 4',
            correct: false,
            why: 'That is `row_number()`, which never gives two rows the same number; both ranking functions treat the tie as peers.',
          },
          {
            text: 'ana 1 1\ncy 1 1\nben 2 2\ndee 3 3',
            correct: false,
            why: 'Only `dense_rank()` continues with 2; `rank()` counts the rows before ben and gives 3.',
          },
        ],
      },
      {
        id: 'sql-joins-and-aggregation-8',
        kind: 'fill',
        section: 'Worked example',
        prompt:
          'To find each customer’s single largest order, with ties broken by id, the worked example computes `____() over (partition by o.customer_id order by o.total desc, o.id)` in a CTE and keeps the rows where it equals 1.',
        answers: ['row_number'],
        caseInsensitive: true,
        why: '`row_number()` gives exactly one row the number 1 per partition; `rank()` would give tied orders both 1.',
      },
    ],
  },
  {
    moduleKey: 'database-indexes-and-transactions',
    questions: [
      {
        id: 'database-indexes-and-transactions-1',
        kind: 'single',
        section: 'B-tree indexes: what they speed up',
        prompt:
          '`users` has a plain B-tree index on `email`. Which of these conditions can **not** use that index to narrow the search?',
        options: [
          {
            text: "`where email = 'ana@example.com'`",
            correct: false,
            why: 'Equality is the simplest case for a B-tree: it descends straight to the key.',
          },
          {
            text: "`where email like '%@example.com'`",
            correct: true,
            why: 'The keys are sorted from the start of the string; a pattern that begins with `%` says nothing about where in that order the matches are.',
          },
          {
            text: "`where email > 'm'` ordered by `email`",
            correct: false,
            why: 'Ranges and sorts on the indexed column are exactly what a sorted structure serves.',
          },
          {
            text: "`where email in ('a@x.io', 'b@x.io')`",
            correct: false,
            why: '`in` is a short list of equalities; the index is searched once per value.',
          },
        ],
      },
      {
        id: 'database-indexes-and-transactions-2',
        kind: 'output',
        section: 'B-tree indexes: what they speed up',
        prompt:
          'Suppose each B-tree page holds about 250 entries. How many levels does an index over 50 million rows need? What does this print?',
        code: {
          language: 'python',
          source: `import math
rows = 50_000_000
fanout = 250
print(math.ceil(math.log(rows, fanout)))`,
        },
        options: [
          {
            text: '3',
            correct: false,
            why: '250³ is about 15.6 million, fewer than 50 million rows, so three levels are not enough.',
          },
          {
            text: '4',
            correct: true,
            why: 'log₂₅₀(50,000,000) ≈ 3.2, rounded up to 4 levels: a handful of page reads to find any one of 50 million rows.',
          },
          {
            text: '8',
            correct: false,
            why: 'That would be the depth with a fanout of about 10; B-tree pages hold hundreds of keys.',
          },
          {
            text: '26',
            correct: false,
            why: 'That is roughly log₂ of 50 million, the depth of a binary tree; a B-tree fans out far wider.',
          },
        ],
      },
      {
        id: 'database-indexes-and-transactions-3',
        kind: 'multiple',
        section: 'Composite indexes and column order',
        prompt:
          'A table has one index on `(tenant_id, status, created_at)`. Which queries can use it to limit the scanned part of the index well? Pick all that apply.',
        options: [
          {
            text: "`where tenant_id = 3 and status = 'open' and created_at > now() - interval '7 days'`",
            correct: true,
            why: 'Equalities on the two leading columns and a range on the next one: the ideal shape for this index.',
          },
          {
            text: '`where tenant_id = 3 order by status`',
            correct: true,
            why: 'Equality on the first column, and within one tenant the entries are already sorted by status.',
          },
          {
            text: "`where status = 'open'`",
            correct: false,
            why: 'The leading column `tenant_id` is not constrained, so the open rows are spread across the whole index.',
          },
          {
            text: "`where created_at > now() - interval '1 day'`",
            correct: false,
            why: '`created_at` is the last column; without conditions on the columns before it, the index is not sorted by it.',
          },
        ],
      },
      {
        id: 'database-indexes-and-transactions-4',
        kind: 'single',
        section: 'Reading EXPLAIN and EXPLAIN ANALYZE',
        prompt:
          'In `explain analyze` output, a node shows `rows=5` in its estimate but `rows=48000` actually returned, and the planner chose a Nested Loop that is now very slow. What is the most likely cause to check first?',
        options: [
          {
            text: 'The table statistics are stale or too coarse, so the planner misjudged the row count',
            correct: true,
            why: 'A large gap between estimated and actual rows points at statistics; running `analyze` on the table often fixes the plan.',
          },
          {
            text: '`cost` is measured in milliseconds and the server is overloaded',
            correct: false,
            why: '`cost` is in arbitrary planner units; the estimate mismatch is about rows, not server load.',
          },
          {
            text: 'Nested Loop joins are always wrong and should be disabled',
            correct: false,
            why: 'A nested loop is excellent for a few rows; it was chosen because the planner expected 5.',
          },
          {
            text: '`explain analyze` did not run the query, so the actual numbers are invented',
            correct: false,
            why: '`explain analyze` does execute the statement; the actual numbers are real measurements.',
          },
        ],
      },
      {
        id: 'database-indexes-and-transactions-5',
        kind: 'fill',
        section: 'Transactions and isolation levels',
        prompt: 'Unless you ask for another level, a PostgreSQL transaction runs at the ____ isolation level.',
        answers: ['Read Committed', 'read committed'],
        caseInsensitive: true,
        why: 'Read Committed is the default: each statement sees what was committed before that statement began.',
      },
      {
        id: 'database-indexes-and-transactions-6',
        kind: 'order',
        section: 'Row locks, deadlocks and short transactions',
        prompt: 'Put the events of a deadlock between two transfers in the order they happen.',
        steps: [
          'Transaction A locks account 1 with `select ... for update`',
          'Transaction B locks account 2 with `select ... for update`',
          'A asks for account 2 and waits for B',
          'B asks for account 1 and waits for A',
          'After `deadlock_timeout`, PostgreSQL detects the cycle and aborts one of them with an error',
        ],
        why: 'Each holds what the other needs, in opposite orders; the server breaks the cycle by aborting one. Locking accounts in ascending id order would have prevented it.',
      },
      {
        id: 'database-indexes-and-transactions-7',
        kind: 'output',
        section: 'Worked example',
        prompt:
          'This simulates the check-then-insert booking endpoint with two users clicking at once. What does it print?',
        code: {
          language: 'javascript',
          source: `const bookings = [];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function book(user) {
  const taken = bookings.some((b) => b.room === 4);
  await sleep(10); // the network round trip to the database
  if (!taken) bookings.push({ room: 4, user });
  return taken ? 'rejected' : 'booked';
}
const results = await Promise.all([book('ana'), book('ben')]);
console.log(results.join(' '), bookings.length);`,
        },
        options: [
          {
            text: 'booked rejected 1',
            correct: false,
            why: 'That is what should happen, but both checks run before either insert, so neither sees the other’s booking.',
          },
          {
            text: 'booked booked 2',
            correct: true,
            why: 'Both requests check while the list is still empty, then both insert: the double booking race.',
          },
          {
            text: 'rejected rejected 0',
            correct: false,
            why: 'The list is empty when both checks run, so neither is rejected.',
          },
          {
            text: 'booked booked 1',
            correct: false,
            why: 'Each request pushes its own booking, so the list ends with two entries.',
          },
        ],
      },
      {
        id: 'database-indexes-and-transactions-8',
        kind: 'multiple',
        section: 'Row locks, deadlocks and short transactions',
        prompt:
          'An order endpoint opens a transaction and locks the customer’s cart row. Which of these should happen **outside** that transaction? Pick all that apply.',
        options: [
          {
            text: 'Calling the payment provider’s HTTP API',
            correct: true,
            why: 'A slow network call would hold the row lock for seconds and block every request behind it.',
          },
          {
            text: 'Sending the confirmation email',
            correct: true,
            why: 'Email is slow and cannot be rolled back; send it after commit (or from a job).',
          },
          {
            text: 'Inserting the order and its lines',
            correct: false,
            why: 'These writes must be atomic together: that is what the transaction is for.',
          },
          {
            text: 'Decrementing the stock of the ordered products',
            correct: false,
            why: 'The stock change belongs to the same all-or-nothing business action as the order.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'orm-and-migrations',
    questions: [
      {
        id: 'orm-and-migrations-1',
        kind: 'single',
        section: 'What an ORM maps',
        prompt:
          'In MikroORM you load a user, change `user.email`, create a new `Address` with `em.persist(...)` and then call `em.flush()`. What does the flush do?',
        options: [
          {
            text: 'It computes what changed in the tracked objects and writes the update and the insert in one transaction',
            correct: true,
            why: 'That is the unit of work: changes are collected in memory and written together at flush time.',
          },
          {
            text: 'Nothing, because the email change was never passed to a `save` call',
            correct: false,
            why: 'A managed entity is tracked by the unit of work; changing its property is enough for flush to detect it.',
          },
          {
            text: 'It clears the identity map and reloads every entity from the database',
            correct: false,
            why: 'Flushing writes changes; clearing the identity map is a separate operation (`em.clear()`).',
          },
          {
            text: 'It sends each property change to the database immediately as a separate statement with autocommit',
            correct: false,
            why: 'Changes are not written as they happen; they wait for the flush and then go out together in one transaction.',
          },
        ],
      },
      {
        id: 'orm-and-migrations-2',
        kind: 'output',
        section: 'The N+1 query problem',
        prompt: 'This simulates loading three authors and their books, first lazily, then eagerly. What does it print?',
        code: {
          language: 'javascript',
          source: `let queries = 0;
const db = {
  authors: [{ id: 1 }, { id: 2 }, { id: 3 }],
  books: [{ authorId: 1 }, { authorId: 1 }, { authorId: 3 }],
};
async function findAuthors() { queries++; return db.authors.map((a) => ({ ...a })); }
async function booksOf(id) { queries++; return db.books.filter((b) => b.authorId === id); }
async function booksOfMany(ids) { queries++; return db.books.filter((b) => ids.includes(b.authorId)); }

const lazy = await findAuthors();
for (const a of lazy) a.books = await booksOf(a.id);
const lazyCount = queries;

queries = 0;
const eager = await findAuthors();
const all = await booksOfMany(eager.map((a) => a.id));
for (const a of eager) a.books = all.filter((b) => b.authorId === a.id);
console.log(lazyCount, queries);`,
        },
        options: [
          {
            text: '4 2',
            correct: true,
            why: 'Lazily: 1 query for the authors plus 1 per author (3), so N+1 = 4. Eagerly: the authors, then one `in (...)` query for all their books.',
          },
          {
            text: '3 2',
            correct: false,
            why: 'The lazy loop also runs the first query for the authors, so it is 1 + 3.',
          },
          {
            text: '4 4',
            correct: false,
            why: 'The eager version asks for all books in a single call to `booksOfMany`.',
          },
          {
            text: '2 2',
            correct: false,
            why: 'The lazy loop queries once per author, including the author with no books.',
          },
        ],
      },
      {
        id: 'orm-and-migrations-3',
        kind: 'multiple',
        section: 'When to drop to SQL or a query builder',
        prompt:
          'For which of these tasks is a query builder or parameterised SQL usually a better fit than the ORM’s entity API? Pick all that apply.',
        options: [
          {
            text: 'A monthly report ranking customers with `rank()` and a running total',
            correct: true,
            why: 'Window functions and aggregates are what SQL is for; entity APIs rarely express them well.',
          },
          {
            text: 'Setting `archived = true` on 300,000 old orders',
            correct: true,
            why: 'One `update ... where` is far cheaper than loading 300,000 entities, changing them and flushing.',
          },
          {
            text: 'Loading one user by id, changing the email and saving',
            correct: false,
            why: 'This is the everyday case the ORM handles cleanly, with change tracking and one update.',
          },
          {
            text: 'Taking the next free job with `for update skip locked`',
            correct: true,
            why: 'Row-locking clauses like this are easier to write and review as SQL than through an entity API.',
          },
        ],
      },
      {
        id: 'orm-and-migrations-4',
        kind: 'fill',
        section: 'Schema migrations',
        prompt:
          'A MikroORM migration class has an `up` method that applies the change and a ____ method that undoes it.',
        answers: ['down', 'down()'],
        why: '`down` reverses `up`; it is handy in development, while production usually rolls forward with a new migration.',
      },
      {
        id: 'orm-and-migrations-5',
        kind: 'single',
        section: 'Schema migrations',
        prompt:
          'A migration that ran in production yesterday created an index on the wrong column. What is the usual fix?',
        options: [
          {
            text: 'Edit yesterday’s migration file to use the right column and deploy again',
            correct: false,
            why: 'Production has already recorded that migration as applied, so the edited version never runs there, and environments drift apart.',
          },
          {
            text: 'Write a new migration that drops the wrong index and creates the right one',
            correct: true,
            why: 'Forward-only: every environment applies the same sequence, and history stays true.',
          },
          {
            text: 'Run the `down` of every migration back to last week, then `up` again',
            correct: false,
            why: 'Rolling back many steps in production can drop data added since; fix forward instead.',
          },
          {
            text: 'Fix the index by hand in production and leave the migrations as they are',
            correct: false,
            why: 'Manual changes make production differ from what every other environment builds from the migrations.',
          },
        ],
      },
      {
        id: 'orm-and-migrations-6',
        kind: 'order',
        section: 'Zero-downtime changes: expand and contract',
        prompt: 'Put the steps of renaming `orders.note` to `orders.comment` without downtime in order.',
        steps: [
          'Add the nullable column `comment`',
          'Deploy code that writes both `note` and `comment`',
          'Backfill `comment` from `note` in batches',
          'Deploy code that reads `comment`',
          'Stop writing `note`, then drop it in a later migration',
        ],
        why: 'Each step keeps old and new code working against the same schema: expand, migrate the data and readers, then contract.',
      },
      {
        id: 'orm-and-migrations-7',
        kind: 'single',
        section: 'Zero-downtime changes: expand and contract',
        prompt:
          'A migration runs `create index concurrently orders_customer_idx on orders (customer_id)` and fails immediately. What is the most likely reason?',
        options: [
          {
            text: 'The migration is wrapped in a transaction, and `create index concurrently` cannot run inside one',
            correct: true,
            why: 'The concurrent build needs several transactions of its own, so the migration must not be transactional.',
          },
          {
            text: 'Concurrent index builds only work on empty tables',
            correct: false,
            why: 'It is meant for large live tables: it builds without blocking writes.',
          },
          {
            text: 'B-tree indexes cannot be built concurrently',
            correct: false,
            why: 'B-tree is the default index type and can be built concurrently.',
          },
          {
            text: 'Index names must end with `_concurrently`',
            correct: false,
            why: 'There is no such naming rule; the name is free.',
          },
        ],
      },
      {
        id: 'orm-and-migrations-8',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'Why does the worked example add `check (display_name is not null) not valid`, then `validate` it, before `set not null`?',
        options: [
          {
            text: 'Validation scans the table without blocking reads and writes, and `set not null` can then use the valid check instead of scanning under an exclusive lock',
            correct: true,
            why: 'Since PostgreSQL 12, a valid check constraint that proves no nulls lets `set not null` skip its full scan.',
          },
          {
            text: 'Because `set not null` is not allowed on text columns',
            correct: false,
            why: '`set not null` works on any column type; the point is how long it locks the table.',
          },
          {
            text: 'The check constraint fills the nulls with default values',
            correct: false,
            why: 'Constraints never change data; the backfill job filled the nulls first.',
          },
          {
            text: 'It makes the column unique as well as required',
            correct: false,
            why: 'A check on `is not null` says nothing about uniqueness.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'api-validation-and-errors',
    questions: [
      {
        id: 'api-validation-and-errors-1',
        kind: 'output',
        section: 'Validate at the boundary',
        prompt: 'A `?count=` query parameter is validated with this helper. What does it print?',
        code: {
          language: 'javascript',
          source: `const isCount = (s) => Number.isInteger(Number(s)) && Number(s) >= 0;
const inputs = ['', '12', '1e2', ' 7 ', 'abc'];
console.log(inputs.map(isCount).join(' '));`,
        },
        options: [
          {
            text: 'false true false false false',
            correct: false,
            why: 'That is what a strict digits-only rule would give; `Number` is far more forgiving.',
          },
          {
            text: 'true true true true false',
            correct: true,
            why: "`Number('')` is 0, `Number('1e2')` is 100 and `Number(' 7 ')` is 7, so all pass; only `abc` becomes `NaN`.",
          },
          {
            text: 'false true true true false',
            correct: false,
            why: 'The empty string converts to 0, which is an integer ≥ 0, so it passes too.',
          },
          {
            text: 'true true false true false',
            correct: false,
            why: "`Number('1e2')` reads exponent notation and gives 100, an integer.",
          },
        ],
      },
      {
        id: 'api-validation-and-errors-2',
        kind: 'single',
        section: 'Unknown fields and mass assignment',
        prompt:
          'A sign-up handler runs `await db.users.insert(req.body)` after checking that `email` and `password` are present. An attacker adds `"role": "admin"` to the body. What is the bug called and what fixes it?',
        options: [
          {
            text: 'Mass assignment; build the stored object only from accepted fields, or reject unknown fields',
            correct: true,
            why: 'Every field of the body reaches the database; an allow-list of fields closes it.',
          },
          {
            text: 'SQL injection; use parameterised queries',
            correct: false,
            why: 'No SQL text is built from the input here; the problem is which fields are stored, not how.',
          },
          {
            text: 'Cross-site scripting; escape the output',
            correct: false,
            why: 'Nothing is rendered into a page; the attacker gains a privilege through an extra field.',
          },
          {
            text: 'A race condition; wrap the insert in a transaction',
            correct: false,
            why: 'A transaction would store the admin role just as reliably; the input itself is the problem.',
          },
        ],
      },
      {
        id: 'api-validation-and-errors-3',
        kind: 'multiple',
        section: 'Schemas instead of hand-written ifs',
        prompt:
          'Against the lesson’s `createOrder` JSON Schema (`productId` uuid, `quantity` integer 1–100, `note` max 500 characters, `productId` and `quantity` required, `additionalProperties: false`), which bodies are **rejected**? Pick all that apply.',
        options: [
          {
            text: '`{"productId": "<a valid uuid>", "quantity": 0}`',
            correct: true,
            why: '`minimum: 1` rejects 0.',
          },
          {
            text: '`{"productId": "<a valid uuid>", "quantity": 2, "price": 1}`',
            correct: true,
            why: '`price` is not listed in `properties`, and `additionalProperties: false` rejects it.',
          },
          {
            text: '`{"productId": "<a valid uuid>", "quantity": 3}`',
            correct: false,
            why: 'Both required fields are present and valid; `note` is optional.',
          },
          {
            text: '`{"productId": "<a valid uuid>", "quantity": "3"}`',
            correct: true,
            why: '`"3"` is a string, and the schema asks for `type: integer`.',
          },
        ],
      },
      {
        id: 'api-validation-and-errors-4',
        kind: 'single',
        section: 'Choosing the status code',
        prompt: 'Sign-up receives a valid body, but the email is already registered. Which status fits best?',
        options: [
          {
            text: '400 Bad Request',
            correct: false,
            why: 'The request is well-formed and valid; it clashes with existing data.',
          },
          { text: '403 Forbidden', correct: false, why: '403 is about permissions; nobody is forbidden here.' },
          {
            text: '409 Conflict',
            correct: true,
            why: 'The request conflicts with the current state of the resource (an existing account), which is what 409 is for.',
          },
          {
            text: '500 Internal Server Error',
            correct: false,
            why: 'Nothing failed on the server; it is the client’s data that cannot be accepted.',
          },
        ],
      },
      {
        id: 'api-validation-and-errors-5',
        kind: 'fill',
        section: 'Choosing the status code',
        prompt:
          'A request arrives with no credentials at all for an endpoint that needs a signed-in user. The status code to answer is ____ (with a `WWW-Authenticate` header).',
        answers: ['401', '401 Unauthorized'],
        caseInsensitive: true,
        why: '401 means "not authenticated"; 403 would mean the caller is known but not allowed.',
      },
      {
        id: 'api-validation-and-errors-6',
        kind: 'single',
        section: 'Error bodies: problem details and error codes',
        prompt:
          'A mobile app must show a special screen when sign-up fails because the email is taken. What should it compare?',
        options: [
          {
            text: 'The `detail` text, for example whether it contains "already exists"',
            correct: false,
            why: 'Human text changes with rewording and translation; the app would silently break.',
          },
          {
            text: 'The stable machine-readable `code` (or the problem `type` URI)',
            correct: true,
            why: 'Codes and types are the contract; the English text is for people.',
          },
          {
            text: 'Only the status code 409',
            correct: false,
            why: 'Several different conflicts can share 409; the code tells them apart.',
          },
          {
            text: 'The stack trace included in the response',
            correct: false,
            why: 'Responses should never contain stack traces, and they are no contract either.',
          },
        ],
      },
      {
        id: 'api-validation-and-errors-7',
        kind: 'order',
        section: 'Idempotency keys for safe retries',
        prompt: 'Put the server’s handling of a retried `POST /payments` with an idempotency key in order.',
        steps: [
          'The first request arrives with `Idempotency-Key: 9b1e…`; no record of the key exists',
          'The server charges the card and stores the key with the response, in one transaction',
          'The response is lost on the network and the client retries with the same key',
          'The server finds the key with the same request body',
          'It returns the stored response without charging again',
        ],
        why: 'Storing the key with the outcome is what makes the retry safe: the second request replays the first result instead of repeating the effect.',
      },
      {
        id: 'api-validation-and-errors-8',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the worked `POST /orders` handler, what happens when a client sends the **same** key with the **same** body a second time after the first succeeded?',
        options: [
          {
            text: 'A second order is created and 201 is returned again',
            correct: false,
            why: 'The handler looks the key up first and never reaches the insert.',
          },
          {
            text: 'The stored 201 response of the first request is returned, and no new order is created',
            correct: true,
            why: 'A saved key with a matching body hash is replayed: same status, same body.',
          },
          {
            text: '422, because the key was already used',
            correct: false,
            why: '422 is only for the same key with a different body.',
          },
          {
            text: '409, because the request is still in progress',
            correct: false,
            why: '409 comes from the unique violation of a concurrent duplicate; here the first request already finished.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'system-design-basics',
    questions: [
      {
        id: 'system-design-basics-1',
        kind: 'fill',
        section: 'Start from requirements',
        prompt:
          'An availability target of 99.9% over a 30-day month allows about ____ minutes of downtime (round to a whole number).',
        answers: ['43', '43.2'],
        why: '30 days × 24 hours × 60 minutes = 43,200 minutes, and 0.1% of that is 43.2 minutes; 99.99% would allow about 4.',
      },
      {
        id: 'system-design-basics-2',
        kind: 'output',
        section: 'Back-of-the-envelope estimates',
        prompt:
          'A service gets 50 million new items a month and 50 reads per write, with peaks at three times the average. What does this print?',
        code: {
          language: 'python',
          source: `new_per_month = 50_000_000
seconds = 30 * 24 * 3600
writes = new_per_month / seconds
reads = writes * 50
print(round(writes), round(reads), round(reads * 3))`,
        },
        options: [
          {
            text: '19 965 2894',
            correct: true,
            why: '50,000,000 / 2,592,000 s ≈ 19 writes per second; × 50 ≈ 965 reads per second; × 3 ≈ 2,894 at peak.',
          },
          { text: '579 28935 86806', correct: false, why: 'That divides by one day’s seconds, not a month’s.' },
          {
            text: '2 96 289',
            correct: false,
            why: 'Those numbers are ten times too small; a 30-day month has 2.592 million seconds.',
          },
          { text: '19 965 965', correct: false, why: 'The last value multiplies the reads by the peak factor of 3.' },
        ],
      },
      {
        id: 'system-design-basics-3',
        kind: 'multiple',
        section: 'Scaling up and scaling out',
        prompt:
          'You want to run the API on four instances behind a load balancer. Which of these must change first? Pick all that apply.',
        options: [
          {
            text: 'Sessions are kept in a JavaScript object in the server’s memory',
            correct: true,
            why: 'The next request may land on another instance that has never seen the session; move sessions to a shared store or a signed token.',
          },
          {
            text: 'Uploaded avatars are written to the server’s local disk',
            correct: true,
            why: 'The other instances cannot read that disk; store files in object storage.',
          },
          {
            text: 'Every request reads its user from PostgreSQL by id',
            correct: false,
            why: 'A shared database is reachable from every instance; this already works.',
          },
          {
            text: 'The health check endpoint returns 200 when the app can reach the database',
            correct: false,
            why: 'That is what the load balancer needs to take broken instances out of rotation.',
          },
        ],
      },
      {
        id: 'system-design-basics-4',
        kind: 'single',
        section: 'Caching, replicas and partitioning',
        prompt:
          'After moving reads to a PostgreSQL replica, users sometimes save a profile and see the old values on the next page load, then the new ones a moment later. Why?',
        options: [
          {
            text: 'Streaming replication is asynchronous by default, so the replica briefly lags the primary',
            correct: true,
            why: 'The write is committed on the primary; the replica applies it a little later. Route read-your-own-writes to the primary.',
          },
          {
            text: 'The transaction on the primary was rolled back',
            correct: false,
            why: 'Then the new values would never appear; here they show up moments later.',
          },
          {
            text: 'Replicas accept writes and the two copies conflict',
            correct: false,
            why: 'Replicas in PostgreSQL streaming replication are read-only.',
          },
          {
            text: 'The load balancer caches every response for one minute',
            correct: false,
            why: 'Nothing in the setup adds response caching; the delay matches replication lag.',
          },
        ],
      },
      {
        id: 'system-design-basics-5',
        kind: 'single',
        section: 'Queues and asynchronous work',
        prompt:
          'A campaign sends 50,000 sign-ups in ten minutes, and each needs a welcome email through a provider that accepts 20 requests per second. What does putting the emails on a queue achieve?',
        options: [
          {
            text: 'Sign-up responses stay fast, and workers drain the burst at the rate the provider accepts',
            correct: true,
            why: 'The queue absorbs the burst and decouples the sign-up from the slow partner; emails arrive a bit later.',
          },
          {
            text: 'Every email is guaranteed to be sent exactly once with no extra work',
            correct: false,
            why: 'Queues redeliver on failure; consumers must handle duplicates themselves.',
          },
          {
            text: 'The provider’s rate limit no longer applies',
            correct: false,
            why: 'The limit still applies; the queue lets you respect it without failing sign-ups.',
          },
          {
            text: 'The emails are sent before the sign-up response is returned',
            correct: false,
            why: 'The point is the opposite: the work happens after the response, in the background.',
          },
        ],
      },
      {
        id: 'system-design-basics-6',
        kind: 'single',
        section: 'Consistency and CAP in plain words',
        prompt:
          'During a network partition between two data centres, which feature should refuse requests rather than answer with possibly stale data?',
        options: [
          {
            text: 'The like counter on posts',
            correct: false,
            why: 'A count that is briefly off harms nobody; it can be eventually consistent.',
          },
          {
            text: 'Claiming a unique username',
            correct: true,
            why: 'If both sides accepted the same name, two accounts would own it; consistency matters more than answering.',
          },
          {
            text: 'The list of recommended articles',
            correct: false,
            why: 'Stale recommendations are fine; availability wins here.',
          },
          {
            text: 'The page-view statistics',
            correct: false,
            why: 'Statistics can be reconciled later; they are a classic eventually consistent feature.',
          },
        ],
      },
      {
        id: 'system-design-basics-7',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of the shortener’s read path for a code that is not yet cached in order.',
        steps: [
          'The load balancer forwards `GET /{code}` to one API instance',
          'The instance looks up `link:{code}` in Redis and misses',
          'It reads the link from a read replica',
          'It stores the link in Redis with a TTL',
          'It answers with a redirect to the long URL',
        ],
        why: 'Cache-aside: try the cache, fall back to the database on a miss, fill the cache, then respond; the next request for that code is served from Redis.',
      },
      {
        id: 'system-design-basics-8',
        kind: 'output',
        section: 'Worked example',
        prompt:
          'How long must base-62 codes be for 20 billion links, and how many times larger is the space? What does this print?',
        code: {
          language: 'python',
          source: `needed = 20_000_000_000
length = 1
while 62 ** length < needed:
    length += 1
print(length, 62 ** length // needed)`,
        },
        options: [
          {
            text: '6 2',
            correct: true,
            why: '62⁵ ≈ 916 million is too small; 62⁶ ≈ 56.8 billion is enough and about 2 times (rounded down) the need.',
          },
          {
            text: '7 176',
            correct: false,
            why: 'Seven characters would fit, but the loop stops at the first length that is large enough: six.',
          },
          { text: '5 0', correct: false, why: '62⁵ is below 20 billion, so the loop continues past 5.' },
          { text: '6 56', correct: false, why: '56 is 62⁶ in billions; divided by the 20 billion needed it is 2.' },
        ],
      },
    ],
  },
];
