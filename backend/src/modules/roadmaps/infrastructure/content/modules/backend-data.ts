import type { ModuleContent } from '../content-types.js';

/** Backend lessons: SQL in depth, transactions, ORMs, validation and system design (issue 29). Keys are stable: never rename or reuse them. */
export const BACKEND_DATA_MODULES: ModuleContent[] = [
  {
    key: 'sql-joins-and-aggregation',
    title: 'SQL Joins and Aggregation in Depth',
    summary:
      'Combine tables without losing or double-counting rows, then summarise them with GROUP BY, FILTER, subqueries, CTEs and window functions.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### Joins: which rows survive
A join combines rows of two tables that satisfy a condition. The kind of join decides what happens to rows that find **no partner**, and that is where most wrong reports come from.

- **Inner join** keeps only pairs that match. A customer with no orders disappears.
- **Left join** keeps every row of the left table; where nothing matches, the right table's columns are \`null\`.
- **Right join** is the mirror image. Most teams rewrite it as a left join with the tables swapped, because queries read more easily left to right.
- **Full join** keeps unmatched rows from both sides, with nulls on whichever side is missing. It is the tool for reconciling two lists, such as payments from the bank against orders in your database.

\`\`\`sql
select c.name, o.id as order_id
from customers c
left join orders o on o.customer_id = c.id;
\`\`\`

Two details matter. First, a condition on the right table belongs in \`on\`, not in \`where\`. \`left join orders o on o.customer_id = c.id where o.status = 'paid'\` silently throws away the customers without orders, because their \`o.status\` is null and \`null = 'paid'\` is not true; the left join has become an inner join. Write \`on o.customer_id = c.id and o.status = 'paid'\` to keep every customer and attach only paid orders. Second, nulls never match in a join condition: two rows whose \`region\` is null are not joined on \`a.region = b.region\`.

### Fan-out and double counting
A join produces one output row **per matching pair**. Join a customer with 3 orders and you get 3 rows; join each order with its 4 items and you get 12. This is called fan-out, and it is harmless as long as you remember the grain of the result: "one row per order item", not "one row per customer".

The trap comes when you join **two independent one-to-many tables** to the same parent and then aggregate. An order with 3 items and 2 payments produces 3 × 2 = 6 rows, so \`sum(p.amount)\` counts each payment three times and \`sum(i.quantity)\` counts each item twice. The numbers look plausible, which is why this bug survives review. Two fixes work: aggregate each child table on its own first (in a subquery or CTE, one row per order) and join the totals, or use \`count(distinct ...)\` for counts. Do not "fix" sums with \`sum(distinct amount)\`: two different payments of 20.00 would collapse into one.

### Grouping: GROUP BY, HAVING and FILTER
\`group by\` collapses rows into one row per group; every selected column must be grouped or inside an aggregate (\`count\`, \`sum\`, \`avg\`, \`min\`, \`max\`). PostgreSQL lets you skip listing other columns of a table when you group by its primary key, because they depend on it.

Aggregates treat nulls carefully: \`count(*)\` counts rows, \`count(col)\` counts non-null values, and \`sum\` or \`avg\` over no non-null values returns null, not 0 (wrap it in \`coalesce(sum(x), 0)\` when a report needs zero). The query runs in a fixed logical order: \`from\` and joins, then \`where\` on rows, then \`group by\`, then \`having\` on groups, then window functions, then \`select\`, \`order by\` and \`limit\`. That order explains why \`where count(*) > 5\` is an error and why you cannot filter on a window function in the same query level.

The aggregate \`filter\` clause (in PostgreSQL since 9.4, and in the SQL standard) counts several subsets in one pass instead of one query per subset:

\`\`\`sql
select date_trunc('month', created_at) as month,
       count(*) as orders,
       count(*) filter (where status = 'refunded') as refunds,
       sum(total) filter (where status = 'paid') as revenue
from orders
group by 1
order by 1;
\`\`\`

### Subqueries, EXISTS and CTEs
A subquery is a query inside another. Use it when you need a **yes/no question** or a **pre-aggregated table**, not to fetch columns row by row.

\`exists (select 1 from orders o where o.customer_id = c.id)\` asks "does at least one row exist?". The database may stop at the first match, and, unlike a join, it never duplicates the outer row however many orders there are. Its opposite, \`not exists\`, is the safe way to find customers without orders. Avoid \`not in (subquery)\` for that: if the subquery returns a single null, \`x not in (1, 2, null)\` is null for every \`x\` that is not 1 or 2, never true, so the query returns no rows at all.

A **common table expression** (\`with name as (...)\`) names a subquery so a long query reads top to bottom, step by step. Since PostgreSQL 12, a plain CTE that is referenced once and has no side effects is folded into the main query, so it costs nothing; write \`as materialized\` only when you deliberately want it computed once and kept. Joins, subqueries and CTEs often compile to the same plan; choose the form a colleague can read, then check with \`explain\`.

### Window functions: ranking and running totals
A window function computes a value **across related rows without collapsing them**. You keep every row and add a column, which \`group by\` cannot do. The \`over (...)\` clause says which rows are related: \`partition by\` splits them into groups, \`order by\` orders each group.

- \`row_number()\` numbers rows 1, 2, 3 with no ties, even when values are equal.
- \`rank()\` gives equal values the same rank and then skips: 1, 1, 3.
- \`dense_rank()\` does not skip: 1, 1, 2.
- \`sum(x) over (order by day)\` is a **running total**. By default the frame runs from the start of the partition to the current row **and its peers** (rows with the same \`order by\` value), so two rows on the same day show the same total. Write \`rows between unbounded preceding and current row\` when you want strictly row by row.

To keep only the top row per group, compute \`row_number()\` in a CTE and filter on it in the outer query, since \`where\` runs before window functions.

### Worked example
An online shop wants, per customer, the number of orders, the amount actually paid, and each customer's single largest order. Tables: \`customers\`, \`orders (id, customer_id, total, status)\`, \`payments (id, order_id, amount)\`.

The first draft joins everything and groups:

\`\`\`sql
select c.name, count(o.id) as orders, sum(p.amount) as paid
from customers c
join orders o on o.customer_id = c.id
join payments p on p.order_id = o.id
group by c.id, c.name;
\`\`\`

It has three bugs. Customers without orders vanish (inner join). An order paid in two instalments counts as two orders. And any order without a payment disappears. Rewrite it with the grain of each step in mind:

\`\`\`sql
with paid as (                       -- one row per order
  select order_id, sum(amount) as amount
  from payments group by order_id
),
ranked as (                          -- one row per order, ranked per customer
  select o.*, row_number() over (partition by o.customer_id order by o.total desc, o.id) as rn
  from orders o
)
select c.name,
       count(r.id) as orders,
       coalesce(sum(p.amount), 0) as paid,
       max(r.total) filter (where r.rn = 1) as largest_order
from customers c
left join ranked r on r.customer_id = c.id
left join paid p on p.order_id = r.id
group by c.id, c.name
order by paid desc, c.name;
\`\`\`

Payments are summed to one row per order before the join, so nothing fans out; left joins keep every customer; \`count(r.id)\` counts orders, not null rows; and the \`order by\` inside \`row_number()\` ends with \`o.id\` so ties are broken the same way every time. Test it with a customer without orders, an order paid twice and two orders with equal totals: those three rows catch the usual bugs.

### Common mistakes
- **Filtering the right table in \`where\` after a left join.** It drops the unmatched rows; move the condition into \`on\`.
- **Summing after joining two child tables.** Aggregate each child first, then join the totals.
- **\`not in\` with a subquery that can return null.** Use \`not exists\`.
- **Expecting 0 from \`sum\`.** An empty group sums to null; use \`coalesce\`.
- **\`row_number()\` without a tie-breaker.** Rows with equal values swap places between runs; add a unique column to the window's \`order by\`.
- **Filtering on a window function in the same \`where\`.** It runs later; wrap the query in a CTE.

### At work
Backend developers write these queries for dashboards, admin pages, exports and invoices, and they are reviewed like code: the reviewer asks "what is one row of this result?" at every step. Before trusting a report, compare it with a simple count (\`select count(*) from orders\`) and check one customer by hand. Window functions replace many loops in application code (top N per group, previous value with \`lag\`, running balances), and moving that work into one query usually cuts both code and round trips. When a query gets slow, the next lesson's tools take over: indexes and \`explain analyze\`.`,
    resources: [
      {
        title: 'PostgreSQL: Table expressions and joined tables',
        url: 'https://www.postgresql.org/docs/current/queries-table-expressions.html',
        kind: 'docs',
      },
      {
        title: 'PostgreSQL tutorial: Window functions',
        url: 'https://www.postgresql.org/docs/current/tutorial-window.html',
        kind: 'docs',
      },
      {
        title: 'PostgreSQL: WITH queries (common table expressions)',
        url: 'https://www.postgresql.org/docs/current/queries-with.html',
        kind: 'docs',
      },
      {
        title: 'SQLBolt lesson 7: OUTER JOINs (interactive)',
        url: 'https://sqlbolt.com/lesson/select_queries_with_outer_joins',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'database-indexes-and-transactions',
    title: 'Indexes and Transactions',
    summary:
      'Make queries fast with the right B-tree indexes, read query plans, and keep concurrent writes correct with isolation levels, row locks and short transactions.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### B-tree indexes: what they speed up
Without an index, PostgreSQL answers \`where email = 'ana@example.com'\` with a **sequential scan**: it reads every row of the table. An index is a separate, sorted structure that points back at the rows. The default kind, and the one you will use nine times out of ten, is the **B-tree**: a shallow tree of pages, each holding many sorted keys. Because each page fans out to hundreds of children, even a huge table needs only a few levels. If a page holds about 300 entries, three levels cover 300 × 300 × 300 = 27 million rows, so finding one row costs a handful of page reads instead of millions.

Because the keys are sorted, a B-tree helps with more than equality. It serves \`=\`, \`<\`, \`<=\`, \`>\`, \`>=\`, \`between\` and \`in\`, \`is null\`, a prefix search such as \`like 'abc%'\` (with the C collation or a \`text_pattern_ops\` index), and \`order by\` on the indexed column, often together with \`limit\` so only the first rows are read. It does not help \`like '%abc'\`, because the sort order says nothing about how a string ends, and it does not help \`where lower(email) = ...\` unless you index that exact expression (\`create index on users (lower(email))\`).

Indexes are not free. Every \`insert\`, every \`delete\` and every \`update\` of an indexed column must also change each index, and each index takes disk space and memory. A table with eight indexes pays for them on every write. Add an index for a query you actually run, and drop the ones nobody uses (\`pg_stat_user_indexes\` shows how often each was scanned). The planner may also ignore an index on purpose: if a query returns a large share of the table, reading the table sequentially is cheaper than jumping between the index and the table for each row.

### Composite indexes and column order
An index can cover several columns, and **the order of the columns matters**. An index on \`(customer_id, created_at)\` is sorted by customer first and, within each customer, by date, like a phone book sorted by surname and then first name. The PostgreSQL documentation states the rule: equality conditions on the leading (leftmost) columns, plus a range condition on the first column without an equality, limit the part of the index that is scanned.

So \`(customer_id, created_at)\` serves \`where customer_id = 7\`, \`where customer_id = 7 and created_at > '2026-01-01'\` and \`where customer_id = 7 order by created_at desc limit 20\` very well. It does little for \`where created_at > '2026-01-01'\` alone, just as a phone book sorted by surname does not help you find everyone called Maria. A practical rule: put the columns compared with \`=\` first, then the one used for a range or a sort. An index on \`(a, b)\` usually makes a separate index on \`(a)\` redundant.

### Reading EXPLAIN and EXPLAIN ANALYZE
\`explain\` shows the plan the planner chose, with its **estimates**; \`explain analyze\` **runs** the query and adds what really happened. Read the plan from the most indented line outwards, and compare estimated \`rows\` with actual \`rows\`: a large mismatch means the planner's statistics are off (run \`analyze\` on the table) and is a common cause of bad plans.

\`\`\`text
explain analyze select * from orders where customer_id = 7 order by created_at desc limit 20;
 Limit  (cost=0.43..80.10 rows=20 width=64) (actual time=0.031..0.090 rows=20 loops=1)
   ->  Index Scan Backward using orders_customer_created_idx on orders
         (cost=0.43..1620.22 rows=406 width=64) (actual time=0.030..0.085 rows=20 loops=1)
         Index Cond: (customer_id = 7)
 Planning Time: 0.2 ms
 Execution Time: 0.1 ms
\`\`\`

The words to recognise: **Seq Scan** (every row read), **Index Scan** (walk the index, fetch each row), **Index Only Scan** (the index alone answers), **Bitmap Heap Scan** (collect many matches from the index, then read their pages in order), and the join methods **Nested Loop**, **Hash Join** and **Merge Join**. \`cost\` is in arbitrary planner units, not milliseconds. Because \`explain analyze\` really executes the statement, wrap an \`update\` or \`delete\` in \`begin; ... rollback;\` before analysing it.

### Transactions and isolation levels
A transaction is all-or-nothing (**atomic**), leaves constraints satisfied (**consistent**), hides its unfinished work from others (**isolated**) and survives a crash once committed (**durable**). Isolation is the hard one, because full isolation costs concurrency. The SQL standard names the anomalies a level may allow:

- **Dirty read**: seeing another transaction's uncommitted change. PostgreSQL never allows it, at any level.
- **Non-repeatable read**: reading the same row twice and getting different values because someone committed in between.
- **Phantom read**: running the same \`where\` twice and getting a different set of rows.
- **Serialization anomaly**: a result that no one-at-a-time order of the transactions could have produced.

PostgreSQL offers three behaviours. **Read Committed** is the default: each statement sees the data committed before *that statement* began, so two reads in one transaction can differ. **Repeatable Read** takes one snapshot for the whole transaction; in PostgreSQL it prevents non-repeatable and phantom reads, but serialization anomalies remain possible, and an update of a row changed concurrently fails with a serialization error. **Serializable** guarantees the result equals some serial order; it detects dangerous patterns and aborts one transaction with SQLSTATE \`40001\`. At the two stricter levels your code **must be ready to retry** the whole transaction.

### Row locks, deadlocks and short transactions
Often you do not need a stricter level, only a lock on the rows you are about to change. \`select ... for update\` locks the selected rows until the transaction ends; another transaction that tries to update them or lock them \`for update\` waits. Plain reads are never blocked, because PostgreSQL's multiversion design lets readers see the last committed version. Add \`nowait\` to fail immediately instead of waiting, or \`skip locked\` to take the next free row, the classic way to build a job queue on a table.

Two transactions that lock the same rows in **opposite orders** can wait for each other forever: that is a **deadlock**. PostgreSQL checks for one after waiting \`deadlock_timeout\` (1 second by default), aborts one of the transactions with an error and lets the other continue. Prevent it by always locking in a fixed order (for example by ascending id), and retry the victim.

Locks are held until \`commit\` or \`rollback\`, so keep transactions **short**: no HTTP calls, no emails and no waiting for user input inside one. A transaction left "idle in transaction" keeps its locks, blocks others and holds back the cleanup of old row versions.

### Worked example
A meeting-room app double-books rooms. The endpoint does this, in Read Committed:

\`\`\`sql
select count(*) from bookings
where room_id = 4 and during && tstzrange('2026-12-01 10:00', '2026-12-01 11:00');
-- the app sees 0, so:
insert into bookings (room_id, during, user_id)
values (4, tstzrange('2026-12-01 10:00', '2026-12-01 11:00'), 42);
\`\`\`

Two users click at the same moment: both \`select\` statements run before either \`insert\` commits, both see 0, both insert. It is a race, not a logic error, so tests with one user never find it. Three fixes, from most to least robust:

1. **Let the database forbid it.** An exclusion constraint rejects any two rows of the same room whose time ranges overlap (\`&&\`); it needs the \`btree_gist\` extension for the \`=\` on \`room_id\`:
\`\`\`sql
create extension if not exists btree_gist;
alter table bookings add constraint no_overlap
  exclude using gist (room_id with =, during with &&);
\`\`\`
The second insert fails with error \`23P01\` (exclusion violation), which the API turns into \`409 Conflict\`.
2. **Serialize per room with a lock.** Start a transaction, run \`select id from rooms where id = 4 for update\`, then check and insert, then commit. The second request waits at the lock and, once it gets it, sees the first booking.
3. **Use Serializable** and retry on \`40001\`: correct, but every booking path must remember to retry.

Then add a test that fires two bookings concurrently and expects exactly one to succeed.

### Common mistakes
- **Indexing every column.** Each index slows every write; index for real queries and check with \`explain analyze\`.
- **Wrong column order in a composite index.** Equality columns first, the range or sort column last.
- **Wrapping the column in a function.** \`where date(created_at) = ...\` cannot use a plain index on \`created_at\`; compare with a range instead.
- **Check-then-insert without a constraint or a lock.** Concurrent requests pass the check together.
- **Slow work inside a transaction.** Calling a payment API while holding row locks blocks everyone behind you.
- **No retry at Serializable.** Serialization failures are normal there; retry the whole transaction.

### At work
Most production performance work is this lesson: find the slow query in the logs or in \`pg_stat_statements\`, read its plan, add or reorder an index, and measure again. Indexes on big tables are built with \`create index concurrently\`, which does not block writes. Code review asks of every write path "what happens if two of these run at once?", and the answers are constraints, row locks, or a serializable transaction with retries. Transaction boundaries usually live in a service layer so that one business action is one short transaction.`,
    resources: [
      {
        title: 'PostgreSQL: Indexes (chapter 11)',
        url: 'https://www.postgresql.org/docs/current/indexes.html',
        kind: 'docs',
      },
      {
        title: 'PostgreSQL: Transaction isolation',
        url: 'https://www.postgresql.org/docs/current/transaction-iso.html',
        kind: 'docs',
      },
      {
        title: 'PostgreSQL: Explicit locking (row locks and deadlocks)',
        url: 'https://www.postgresql.org/docs/current/explicit-locking.html',
        kind: 'docs',
      },
      {
        title: 'PostgreSQL: Using EXPLAIN',
        url: 'https://www.postgresql.org/docs/current/using-explain.html',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'orm-and-migrations',
    title: 'ORMs, Query Builders and Migrations',
    summary:
      'Use an ORM without falling into N+1 queries, know when to write SQL or use a query builder, and change a live schema safely with migrations.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### What an ORM maps
An **object-relational mapper** (ORM) lets your code work with objects while the database stores rows. You declare **entities** (a class \`Author\` mapped to the table \`author\`, its properties to columns) and **relations** between them (an author has many books, a book belongs to one author), and the ORM writes the SQL for loading and saving them. In Node you will meet MikroORM, Prisma, TypeORM, Sequelize and Drizzle; the ideas below are the same in all of them, and in Python's SQLAlchemy or Java's Hibernate.

Two patterns, named by Martin Fowler in *Patterns of Enterprise Application Architecture*, sit inside the richer ORMs such as MikroORM:

- **Identity map**: within one unit of work, each row is loaded into at most one object. Ask MikroORM's \`EntityManager\` for author 1 twice and you get the same instance back, and the second \`findOne\` by primary key does not even hit the database.
- **Unit of work**: the ORM tracks the objects you loaded or created and, when you call \`em.flush()\`, computes what changed and writes all of it in one transaction.

\`\`\`javascript
const author = await em.findOneOrFail(Author, 1);
author.name = 'Ada King';                  // just a property change in memory
em.persist(new Book('Notes', author));     // scheduled, not yet written
await em.flush();                          // one transaction: update author, insert book
\`\`\`

This is convenient and also a trap: the identity map must be **one per request**. Sharing one across requests leaks one user's data into another's and grows without limit, which is why frameworks fork a fresh \`EntityManager\` for every request.

### The N+1 query problem
Relations are usually loaded **lazily**: the books of an author are fetched only when you touch them. That hides a classic performance bug. Listing 50 authors with their books becomes 1 query for the authors plus 1 query per author for the books: 51 round trips. At 2 ms each that is already 100 ms; with 500 authors it is a second, and the code looks innocent:

\`\`\`javascript
const authors = await em.find(Author, {});
for (const a of authors) {
  const books = await a.books.load();   // one query per author: N+1
  console.log(a.name, books.length);
}
\`\`\`

The fix is **eager loading**: tell the ORM up front which relations you need, and it fetches them in one or two queries (a join, or a second query with \`where author_id in (...)\`). In MikroORM that is \`em.find(Author, {}, { populate: ['books'] })\`; in Prisma it is \`include: { books: true }\`. Spot N+1 by turning on query logging in development and counting the queries of one request: the number should not grow with the number of rows returned. The same bug appears in GraphQL resolvers, where a batching helper (a *dataloader*) groups the per-item lookups.

The opposite mistake is loading too much: populating five relations "just in case" makes every list endpoint fetch thousands of rows it never shows. Load what the response needs.

### When to drop to SQL or a query builder
ORMs shine for the daily create, read, update and delete of a few entities. They struggle with reports, bulk updates and anything using the features of the previous lessons: window functions, \`filter\`, CTEs, \`on conflict\`, \`for update skip locked\`. Do not contort the ORM; use a **query builder** or plain parameterised SQL for those.

A query builder such as **Kysely** (which this platform's own backend uses beside MikroORM) writes SQL with JavaScript calls, keeps values as parameters, and with TypeScript checks table and column names at compile time:

\`\`\`javascript
const rows = await db
  .selectFrom('book')
  .innerJoin('author', 'author.id', 'book.author_id')
  .select(['author.name', (eb) => eb.fn.count('book.id').as('books')])
  .groupBy('author.name')
  .execute();
\`\`\`

Whatever you use, look at the SQL it produces at least once. An ORM is a way to write queries, not a reason to stop reading them.

### Schema migrations
The schema changes as the product grows, and every environment (your laptop, CI, staging, production) must change the same way. A **migration** is a small, versioned, reviewed file that moves the schema one step: add a table, add a column, create an index. A table in the database (MikroORM's is \`mikro_orm_migrations\`) records which migrations have run, so \`migration:up\` applies only the new ones, in order. MikroORM can generate a migration from the difference between your entities and the database; always read what it generated before committing it.

\`\`\`javascript
export class Migration20261127120000 extends Migration {
  async up() {
    this.addSql('alter table "book" add column "isbn" text null;');
  }
  async down() {
    this.addSql('alter table "book" drop column "isbn";');
  }
}
\`\`\`

\`up\` applies the change, \`down\` undoes it. Down migrations are useful in development, but in production most teams go **forward only**: if a deployed migration is wrong, they write a new migration that fixes it. A \`down\` that drops a column that has already received real data would destroy it. Never edit a migration that has already run anywhere shared: the other databases will never run your edited version.

**Seeds** are different: scripts that insert reference data (countries, roles) or fake data for development. Keep them idempotent (\`insert ... on conflict do nothing\`) and separate from migrations.

### Zero-downtime changes: expand and contract
During a deployment, old and new versions of your code run at the same time against the **same** database. A migration that renames \`users.name\` to \`users.full_name\` breaks every old instance the moment it runs. The fix is **expand and contract** (also called *parallel change*): make every change backwards compatible, in steps, each deployed separately.

1. **Expand**: add the new column, nullable.
2. Deploy code that **writes both** columns.
3. **Backfill** old rows in batches (for example 1,000 rows per statement, so no long locks).
4. Deploy code that **reads** the new column.
5. **Contract**: stop writing the old column, then drop it in a later migration.

Know which statements lock a big table. In PostgreSQL, adding a nullable column, or one with a constant default (since version 11), is quick; \`create index\` blocks writes while \`create index concurrently\` does not (but cannot run inside a transaction, so it needs a migration that is not wrapped in one); and \`set not null\` scans the whole table unless a validated \`check (col is not null)\` constraint already proves it.

### Worked example
The product wants users' display names split out of \`users.name\` into a required \`display_name\`, on a table with 20 million rows, without downtime.

\`\`\`sql
-- Migration 1 (expand): instant, no rewrite
alter table users add column display_name text;

-- Release A: the app writes both name and display_name on every insert and update.

-- Backfill job, repeated until it updates 0 rows (short transactions, small locks):
update users set display_name = name
where id in (select id from users where display_name is null limit 1000);

-- Migration 2: prove there are no nulls without a long exclusive lock
alter table users add constraint display_name_not_null check (display_name is not null) not valid;
alter table users validate constraint display_name_not_null;   -- scans, but allows reads and writes
alter table users alter column display_name set not null;       -- uses the valid check, no scan
alter table users drop constraint display_name_not_null;

-- Release B: the app reads display_name only and stops writing name.
-- Migration 3 (contract), a release or two later:
alter table users drop column name;
\`\`\`

At every moment, the running code and the schema agree: old code still finds \`name\`, new code finds \`display_name\`. Each step can be deployed, watched and paused.

### Common mistakes
- **N+1 in a loop.** Populate the relation in the first query, and count queries per request in development.
- **One long-lived identity map.** Fork a fresh entity manager per request.
- **Editing a migration that already ran.** Write a new one.
- **Renaming or dropping in one step.** Old instances still use the column; expand, migrate, contract.
- **Trusting generated migrations blindly.** A rename can be generated as drop plus add, which loses the data.
- **Backfilling in one giant \`update\`.** It locks rows for minutes and bloats the table; batch it.

### At work
A schema change arrives as a pull request with its migration, and the reviewer asks: does it lock a big table, does the old code still work against the new schema, and how does it roll forward if it fails? Migrations run automatically in the deployment pipeline before the new code starts. Day to day, you write most queries through the ORM, read its SQL log when an endpoint slows down, and switch to the query builder for reports and bulk jobs. Knowing both levels, and when to move between them, is what a team expects from a backend developer.`,
    resources: [
      {
        title: 'MikroORM: source and documentation (unit of work, migrations)',
        url: 'https://github.com/mikro-orm/mikro-orm',
        kind: 'docs',
      },
      {
        title: 'Martin Fowler: Parallel Change (expand and contract)',
        url: 'https://martinfowler.com/bliki/ParallelChange.html',
        kind: 'article',
      },
      {
        title: 'Martin Fowler and Pramod Sadalage: Evolutionary Database Design',
        url: 'https://martinfowler.com/articles/evodb.html',
        kind: 'article',
      },
      {
        title: 'PostgreSQL: ALTER TABLE',
        url: 'https://www.postgresql.org/docs/current/sql-altertable.html',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'api-validation-and-errors',
    title: 'Validating Input and Designing Errors',
    summary:
      'Turn untrusted input into a known shape at the edge, answer with the right status code and a problem-details body, and make retries safe with idempotency keys.',
    estimatedMinutes: 160,
    reviewedOn: '2026-11',
    contentMd: `### Validate at the boundary
Everything that crosses into your server is untrusted: the JSON body, the query string, path parameters, headers, cookies, uploaded files, and also webhooks from partners and messages from a queue. The browser form's own checks do not count, because anyone can send a request with \`curl\`. So every handler should turn untrusted input into a **known shape** at the edge, before any business logic runs, and the code behind that edge should be able to rely on it: \`quantity\` is an integer between 1 and 100, \`email\` is a trimmed string of at most 254 characters, \`role\` is one of three values.

That is the difference between *checking* and *parsing*. A check says "looks fine" and passes the raw object on; a parser returns a new, typed value built only from what it accepted, so later code cannot accidentally use a field nobody looked at. Check, for every field:

- **Type**: a string, not an array or an object. \`?tag=a&tag=b\` arrives as an array in many frameworks; \`{"age": "12"}\` is a string.
- **Range and length**: minimum and maximum for numbers, maximum length for every string (a 10 MB "name" is an attack, not a name), a maximum number of items for arrays.
- **Format**: an email, a UUID, an ISO date, with the format checked, not guessed.
- **Allow-lists over deny-lists**: accept \`sort\` only if it is one of \`price\`, \`name\` or \`created_at\`. A deny-list ("no \`<script>\`") always misses a variant.

Be explicit about **conversion**. Query strings are text, and JavaScript's converters are forgiving in surprising ways: \`Number('')\` is \`0\`, \`Number(' 42 ')\` is \`42\`, \`parseInt('42abc')\` is \`42\`, and \`Number('1e3')\` is \`1000\`. A validator that accepts "whatever \`Number\` returns" lets all of those through. Decide what you accept (digits only, say) and reject the rest.

Finally, limit the **size** of the whole request. Express's \`express.json()\` parser refuses bodies over 100 kB by default with \`413\`; keep a limit like that everywhere, because validation that runs after reading a 2 GB body is too late.

### Unknown fields and mass assignment
What should happen to a field the API does not know, such as \`"isAdmin": true\` in a sign-up body? If your handler passes \`req.body\` to the database layer, the attacker just made themselves an administrator. This bug class is called **mass assignment**, and it has caused real account takeovers.

There are two safe answers. **Strip**: build the object you store from the fields you accept, and drop the rest. **Reject**: answer \`400\` when the body contains anything unknown. Rejecting is stricter and catches client typos (\`"emial"\`) that stripping would silently ignore; stripping is friendlier when many old clients send extra fields. Pick one per API and apply it everywhere. Never do the third thing: copy whatever arrives.

### Schemas instead of hand-written ifs
Writing \`if\` statements per field works for two fields and fails for twenty: rules get duplicated, forgotten, and they drift from the documentation. Describe the shape once, as a **schema**, and let a library validate against it.

**JSON Schema** is a language-neutral standard, and OpenAPI uses it for request and response bodies, so one schema can validate requests, generate documentation and generate client types:

\`\`\`javascript
const createOrder = {
  type: 'object',
  properties: {
    productId: { type: 'string', format: 'uuid' },
    quantity: { type: 'integer', minimum: 1, maximum: 100 },
    note: { type: 'string', maxLength: 500 },
  },
  required: ['productId', 'quantity'],
  additionalProperties: false,   // reject unknown fields
};
\`\`\`

In TypeScript code, libraries such as Zod describe the same rules in code and give you the static type for free: \`z.object({...}).strict()\` rejects unknown keys, while the default object strips them, and \`safeParse\` returns either the parsed data or a list of issues instead of throwing. The idea matters more than the library: one declared shape, validated at the edge, producing a typed value and a list of *all* the problems at once, so the client can fix every field in one round trip.

### Choosing the status code
The status code is the first thing a client, a proxy, your monitoring and your alerting read. The ones a typical API needs:

- **400 Bad Request**: the request is malformed or fails validation (wrong type, missing field, unknown field).
- **401 Unauthorized**: no valid credentials. Despite the name it means *unauthenticated*; HTTP requires a \`WWW-Authenticate\` header with it, saying how to authenticate.
- **403 Forbidden**: authenticated, but not allowed to do this.
- **404 Not Found**: nothing here, or a resource the caller may not even know exists (hiding it behind 404 avoids confirming it).
- **409 Conflict**: the request clashes with the current state: the email is already registered, the booking overlaps, the version the client edited is stale.
- **413 Content Too Large** and **415 Unsupported Media Type**: a body too big, or not JSON when you expect JSON.
- **422 Unprocessable Content**: the syntax is fine but the content cannot be processed. Some teams use it for every validation failure and keep \`400\` for unparsable JSON; others use \`400\` for both. Either is defensible; mixing them is not.
- **429 Too Many Requests**: rate limited, ideally with \`Retry-After\` saying when to try again.
- **500** is your bug and **503** is "temporarily unavailable": never blame the client for them.

A useful test: can the client fix it by changing the request (4xx), or must *you* fix something (5xx)? Your alerting should page on 5xx rates, which only works if 4xx is not used for server bugs and 5xx not for bad input.

### Error bodies: problem details and error codes
RFC 9457, *Problem Details for HTTP APIs* (which replaced RFC 7807 in 2023), defines a standard JSON error body with the media type \`application/problem+json\`. Its members are \`type\` (a URI identifying the kind of problem; \`about:blank\` when there is nothing more specific than the status), \`title\` (a short human summary of that type), \`status\`, \`detail\` (this occurrence, in words) and \`instance\` (which occurrence). You may add **extension members**, and two are worth adding everywhere: a stable **machine-readable code** and, for validation, the list of invalid fields.

\`\`\`text
HTTP/1.1 409 Conflict
Content-Type: application/problem+json

{
  "type": "https://api.example.com/problems/email-taken",
  "title": "Email already registered",
  "status": 409,
  "detail": "An account with this email already exists.",
  "code": "EMAIL_TAKEN",
  "requestId": "7f3c9a1e"
}
\`\`\`

Clients branch on \`code\` (or \`type\`), never on the English \`detail\`, which you must be free to reword or translate. **Never** send stack traces, SQL errors or file paths: they help attackers map your system. Log the full error on the server with a **request id**, and return only that id, so support can find the log line when a user reports the problem.

### Idempotency keys for safe retries
Networks fail in the worst place: the client sends \`POST /payments\`, the server charges the card, and the response is lost. Should the client retry? If it does, the customer may pay twice; if it does not, it may never pay. \`PUT\` and \`DELETE\` are idempotent by definition, \`POST\` is not.

An **idempotency key** fixes this. The client generates a unique value (a UUID) per *logical* operation and sends it in a header, \`Idempotency-Key\`, the name used by Stripe's API and by an IETF draft that standardises it. The server stores the key with the outcome: the first request does the work and records the response; a retry with the same key gets the **same** response without doing the work again. Details that matter:

- Scope keys per client or account, and expire them after a period (for example 24 hours).
- Store the key in the same transaction as the effect, with a \`unique\` constraint, so two concurrent retries cannot both run.
- If the same key arrives with a **different** body, answer an error (the draft suggests \`422\`), not the old result.
- If the first request is still running, answer \`409\` and let the client retry later.

### Worked example
A \`POST /orders\` handler in Node, putting the pieces together (the schema validator and the database helpers are sketched):

\`\`\`javascript
app.post('/orders', async (req, res) => {
  const key = req.get('Idempotency-Key');
  if (!key || key.length > 255) return problem(res, 400, 'IDEMPOTENCY_KEY_REQUIRED', 'Send an Idempotency-Key header.');

  const result = validate(createOrder, req.body);       // JSON Schema above
  if (!result.ok) {
    return problem(res, 400, 'VALIDATION_FAILED', 'Some fields are invalid.', { errors: result.errors });
  }
  const saved = await db.idempotency.find(req.user.id, key);
  if (saved) {
    if (saved.bodyHash !== hash(req.body)) return problem(res, 422, 'IDEMPOTENCY_KEY_REUSED', 'This key was used with a different request.');
    return res.status(saved.status).json(saved.response);  // replay, no second order
  }
  try {
    const order = await db.transaction(async (tx) => {
      const o = await tx.orders.insert({ userId: req.user.id, ...result.value });
      await tx.idempotency.insert({ userId: req.user.id, key, bodyHash: hash(req.body), status: 201, response: o });
      return o;
    });
    res.status(201).location(\`/orders/\${order.id}\`).json(order);
  } catch (err) {
    if (err.code === '23505') return problem(res, 409, 'IN_PROGRESS', 'The same request is being processed.');
    req.log.error({ err, requestId: req.id });             // full detail stays in the logs
    return problem(res, 500, 'INTERNAL', 'Something went wrong.', { requestId: req.id });
  }
});
\`\`\`

\`23505\` is PostgreSQL's unique-violation code: a concurrent request with the same key won the race. Test it with a missing key, an unknown field, \`quantity: 0\`, the same key twice, and the same key with a different body.

### Common mistakes
- **Trusting client-side validation.** It is a convenience for users, not a control.
- **Passing \`req.body\` to the database.** Mass assignment; build the stored object from accepted fields.
- **Lenient number parsing.** \`Number('')\` is 0; validate the text before converting it.
- **\`200\` with \`{"error": ...}\`, or \`500\` for bad input.** Both break clients and monitoring.
- **Clients matching on error messages.** Give them stable codes.
- **Stack traces in responses.** Log them with a request id instead.
- **Retrying \`POST\` without an idempotency key.** Duplicate orders and double charges.

### At work
Validation schemas live next to the routes and double as the API documentation, and a pull request that adds a field without updating the schema is sent back. Error codes are listed in the API reference so that mobile and web clients can show the right message in the right language. Support teams ask users for the request id shown on error screens. And every endpoint that moves money or sends messages is reviewed with one question: what happens if this request arrives twice?`,
    resources: [
      { title: 'RFC 9457: Problem Details for HTTP APIs', url: 'https://www.rfc-editor.org/rfc/rfc9457', kind: 'docs' },
      {
        title: 'JSON Schema: Creating your first schema',
        url: 'https://json-schema.org/learn/getting-started-step-by-step',
        kind: 'docs',
      },
      {
        title: 'OWASP Input Validation Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Input_Validation_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'IETF draft: The Idempotency-Key HTTP Header Field',
        url: 'https://datatracker.ietf.org/doc/draft-ietf-httpapi-idempotency-key-header/',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'system-design-basics',
    title: 'System Design Basics',
    summary:
      'Turn requirements and rough numbers into a design: stateless servers behind a load balancer, caches, read replicas, partitioning, queues and consistency trade-offs, worked through a URL shortener.',
    estimatedMinutes: 160,
    reviewedOn: '2026-11',
    contentMd: `### Start from requirements
System design is deciding how the pieces of a service fit together so that it does its job at the size it must reach. It starts with questions, not boxes and arrows, because the right design for 100 users a day is wrong for 100 million, and the reverse.

**Functional requirements** say what the system does: "a user submits a long URL and gets a short one; visiting the short one redirects to the long one; links may expire". **Non-functional requirements** say how well: how many users and requests, how fast (for example, 99% of redirects in under 50 ms), how available (99.9% allows about 43 minutes of downtime in a 30-day month, 99.99% about 4), how durable (a created link must never be lost), and how consistent (must a link work the instant it is created, everywhere?). Write both lists down and agree on them before designing: most bad designs are good answers to the wrong question.

Also ask what you may leave out. A first version without custom aliases or analytics can ship in weeks; naming the omissions keeps the design small.

### Back-of-the-envelope estimates
Rough arithmetic tells you which problems are real. The tools are simple: a day has 86,400 seconds (call it 100,000 for mental maths), a month about 2.6 million; peaks are often two to ten times the average; and you estimate **reads**, **writes**, **storage** and **bandwidth** separately.

Say 100 million new links a month: 100,000,000 / 2,592,000 seconds ≈ **40 writes per second** on average. If each link is read 100 times, that is ≈ **4,000 reads per second**, perhaps 12,000 at peak. Each record (code, long URL, owner, dates) is about 500 bytes, so a year adds 1.2 billion links × 500 B = 600 GB, and five years about **3 TB**.

These numbers change the design. 40 writes per second is easy for one PostgreSQL server; 12,000 reads per second of the same small rows is mostly a caching problem; 3 TB fits on one large database server but makes backups, restores and index builds slow enough to plan for. Estimates are allowed to be wrong by a factor of two. Their job is to tell you whether you are at 10 requests per second or 100,000.

### Scaling up and scaling out
When one server is not enough, you can **scale vertically** (a bigger machine: more CPU, memory, faster disks) or **horizontally** (more machines sharing the work). Vertical scaling is simple, needs no code changes, and goes a surprisingly long way; its limits are the largest machine you can buy, its price, and the fact that one machine is still one point of failure. Horizontal scaling has no hard ceiling and survives the loss of a machine, but the work must be divisible.

For application servers, divisible means **stateless**: a server keeps nothing between requests that another server would need. Sessions live in a shared store (Redis or the database) or in a signed token, uploaded files go to object storage, and any instance can answer any request. The Twelve-Factor App calls this running the app as stateless processes. Then a **load balancer** in front spreads requests across the instances (round robin, or least connections), runs **health checks**, and stops sending traffic to an instance that fails them. Adding capacity is starting one more instance; a crash costs a fraction of capacity, not the service.

### Caching, replicas and partitioning
Once the application tier scales out, the database becomes the bottleneck. Three tools, in the order you reach for them:

**Caching.** Keep hot data in memory, close to where it is needed: an in-process cache, a shared cache such as Redis, a CDN for public responses. A read-heavy workload like redirects is ideal, since links rarely change. The caching lesson covers cache-aside, TTLs and invalidation; here the design question is what fraction of reads the cache absorbs. At a 90% hit rate, 12,000 reads per second become 1,200 for the database.

**Read replicas.** The primary database streams its changes to one or more **replicas**, which serve read-only queries. PostgreSQL's streaming replication is asynchronous by default: a replica lags the primary, usually by milliseconds, sometimes by seconds. So a user who creates a link and immediately opens it may hit a replica that does not have it yet. Route "read your own writes" to the primary, or make the client tolerate a short delay. Replicas also give you a warm standby to promote if the primary fails.

**Partitioning (sharding).** When the writes or the data no longer fit one primary, split the data by a **key**, for example a hash of the short code, so that each shard holds a slice. Every query that includes the key goes to one shard; a query without it must ask all of them. Sharding adds real complexity (rebalancing, cross-shard queries, transactions that span shards), so it is the last resort, often reached years after launch or never. PostgreSQL's own **table partitioning** (splitting one big table by range, such as month, on one server) is a much smaller step that helps with huge tables and data retention.

### Queues and asynchronous work
Not everything must happen before the response. Sending email, resizing images, updating analytics and calling slow partners can go onto a **queue** and be done by workers, as the background jobs lesson shows. In system design terms a queue does three things: it keeps slow work out of the request path, it **absorbs bursts** (a spike of 10,000 jobs waits in the queue instead of overloading a partner), and it **decouples** services, so the link service keeps working when analytics is down. The price is that the work is eventually done, not done now, and that consumers must cope with retries and duplicates.

### Consistency and CAP in plain words
When data lives on several machines, a network failure can cut them apart. The **CAP theorem** (conjectured by Eric Brewer in 2000 and proved by Seth Gilbert and Nancy Lynch in 2002) says that during such a **partition**, a system must choose: either refuse some requests until the machines can agree (**consistency**: nobody reads stale data), or keep answering on both sides and reconcile later (**availability**: every request gets an answer, possibly stale). Without a partition you can have both; the choice is about failure.

Real systems choose per feature. A bank balance or a unique username needs consistency: better to fail the request than to sell the last seat twice. A like counter, a view count or a product catalogue can be **eventually consistent**: briefly stale, correct soon after. Even without partitions, replication lag forces the same question every day: may this read be a few seconds old?

### Worked example
Design a URL shortener from the numbers above: 40 writes per second, 4,000 reads per second on average, 3 TB over five years, redirects under 50 ms, links never lost.

**Short codes.** Codes use the 62 characters \`a–z\`, \`A–Z\`, \`0–9\`. Six characters give 62⁶ ≈ 56.8 billion codes and seven give 62⁷ ≈ 3.5 trillion; we need 6 billion over five years, so seven characters leave ample room. Generate them from a database sequence encoded in base 62 (unique by construction, but guessable), or randomly with a \`unique\` constraint and a retry on collision (unguessable; collisions stay rare while the space is mostly empty).

**Write path.** \`POST /links\` → a stateless API instance validates the URL, creates the code, inserts \`(code primary key, long_url, owner_id, created_at, expires_at)\` into PostgreSQL, and returns \`201\`. Forty inserts per second need no sharding.

**Read path.** \`GET /{code}\` → load balancer → API instance → Redis (cache-aside, key \`link:{code}\`, TTL one day) → on a miss, a read replica → \`301\` or \`302\` redirect. A permanent \`301\` may be cached by browsers, which saves traffic but hides later clicks from your analytics; \`302\` keeps every click visible.

**Sizing the cache.** Caching the most popular 20% of a month's links: 100 million × 20% × 500 B ≈ 10 GB, which fits one Redis node with room to spare. At a 90% hit rate the replicas see about 1,200 reads per second at peak.

**Clicks.** The redirect pushes a click event onto a queue and returns at once; workers aggregate counts in batches. Analytics may lag by a minute, which is acceptable (eventual consistency), while the redirect itself stays fast.

**Failure.** Several API instances behind the load balancer; Redis can be lost (the database still answers, just slower); a replica can be promoted if the primary fails. What remains a single point of failure, and what would it cost to remove it? That question is the next iteration of the design.

### Common mistakes
- **Designing before asking.** Without numbers, you cannot tell a cache from a shard.
- **Sharding first.** One well-indexed PostgreSQL server with replicas and a cache carries most products for years.
- **State in the app server.** In-memory sessions or local files break as soon as there are two instances.
- **Ignoring replica lag.** Users who cannot see what they just saved file bug reports.
- **A queue without idempotent consumers.** Messages are redelivered; handle duplicates.
- **Quoting CAP as "pick two".** The choice only arises during a partition, and it is made per feature.

### At work
Juniors rarely design a system alone, but they take part in **design reviews**: a short document with the requirements, the estimates, a diagram, the data model and the trade-offs, circulated before the code is written. Reviewers ask about load, failure modes and what happens at ten times the traffic. System design is also a standard part of backend interviews, where the interviewer watches whether you ask for requirements and estimate before you draw. The habit that serves you in both: state your assumptions as numbers, pick the simplest design that meets them, and say what you would change when they stop being true.`,
    resources: [
      {
        title: 'The System Design Primer (free, open source)',
        url: 'https://github.com/donnemartin/system-design-primer',
        kind: 'course',
      },
      {
        title: 'The Twelve-Factor App: VI. Processes (stateless)',
        url: 'https://12factor.net/processes',
        kind: 'article',
      },
      {
        title: 'PostgreSQL: High availability, load balancing and replication',
        url: 'https://www.postgresql.org/docs/current/high-availability.html',
        kind: 'docs',
      },
      {
        title: 'Google SRE book: Load Balancing in the Datacenter',
        url: 'https://sre.google/sre-book/load-balancing-datacenter/',
        kind: 'book',
      },
    ],
  },
];
