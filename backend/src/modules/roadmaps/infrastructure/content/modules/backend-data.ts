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
];
