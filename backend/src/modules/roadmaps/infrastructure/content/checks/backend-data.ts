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
];
