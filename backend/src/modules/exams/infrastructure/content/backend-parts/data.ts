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
];
