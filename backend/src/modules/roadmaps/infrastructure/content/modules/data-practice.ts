import type { ModuleContent } from '../content-types.js';

/** Data Analyst lessons: spreadsheets, SQL window functions, dashboards, A/B tests (issue 29). Keys are stable: never rename or reuse them. */
export const DATA_PRACTICE_MODULES: ModuleContent[] = [
  {
    key: 'sql-window-functions',
    title: 'SQL Window Functions',
    summary:
      'Compute across related rows without losing them: OVER, PARTITION BY and ORDER BY, ROW_NUMBER, RANK and DENSE_RANK, running totals and frames (ROWS versus the default RANGE), LAG and LEAD, and top-N per group.',
    estimatedMinutes: 135,
    reviewedOn: '2026-11',
    contentMd: `### What a window function does
A plain aggregate with \`group by\` answers "what is the total per region?" and gives you one row per region: the individual orders are gone. Very often an analyst needs both at once: every order **and** its region's total next to it, every month **and** the change from the month before, every salesperson **and** their rank. That is what window functions are for. The PostgreSQL documentation defines one as a function that performs a calculation across a set of rows that are somehow related to the current row, without grouping those rows into a single output row: each row keeps its identity.

\`\`\`sql
select region, rep, amount,
       sum(amount) over (partition by region) as region_total,
       round(100.0 * amount / sum(amount) over (partition by region), 1) as share_pct
from sales;
\`\`\`
Every row of \`sales\` comes back, and each one carries its region's total and its own share of it. With \`group by region\` you would get one row per region and lose \`rep\` and \`amount\`; to get the share you would have to join the grouped result back to the table. The window version does it in one pass and reads like the question.

A function becomes a window function because of the \`over (...)\` clause after it. Any ordinary aggregate (\`sum\`, \`count\`, \`avg\`, \`min\`, \`max\`) can be used this way, and there are functions that only exist as window functions, such as \`row_number()\`, \`rank()\`, \`lag()\` and \`lead()\`.

### OVER, PARTITION BY and ORDER BY
The parentheses after \`over\` describe the window, in three optional parts:

- **\`partition by\`** splits the rows into groups, like \`group by\`, but without collapsing them. The function is computed separately inside each partition. Without it, the whole result is one partition: \`sum(amount) over ()\` is the grand total on every row.
- **\`order by\`** sets the order of rows *inside* each partition. Ranking functions and \`lag\`/\`lead\` need it, and it changes what an aggregate adds up, as the next sections show. It is independent of the query's final \`order by\`, which only sorts the output.
- **A frame clause** (\`rows between ...\` or \`range between ...\`) picks which rows of the partition, relative to the current one, the function sees.

When several columns share one window, name it once with a \`window\` clause instead of repeating it: \`... rank() over w, sum(amount) over w from sales window w as (partition by region order by amount desc)\`. PostgreSQL and SQLite both support this, and it keeps long queries readable.

### Ranking: ROW_NUMBER, RANK and DENSE_RANK
The three ranking functions differ only in how they treat ties (rows with equal values in the window's \`order by\`, which the documentation calls **peers**):

| amount | \`row_number()\` | \`rank()\` | \`dense_rank()\` |
| --- | --- | --- | --- |
| 900 | 1 | 1 | 1 |
| 700 | 2 | 2 | 2 |
| 700 | 3 | 2 | 2 |
| 500 | 4 | 4 | 3 |

\`row_number()\` gives every row a different number, even among peers; which of two tied rows gets 2 and which gets 3 is not defined unless you add a tie-breaker column to the \`order by\` (for example \`order by amount desc, rep\`). \`rank()\` gives peers the same rank and then leaves a gap, like a sports table: two people share second place, so nobody is third. \`dense_rank()\` gives peers the same rank without a gap. Choose by the question: "exactly one row per customer" needs \`row_number()\` with a tie-breaker; "everyone who reached the top three prices, ties included" needs \`dense_rank()\`; "position in a leaderboard" is usually \`rank()\`.

### Running totals and the default frame
Add \`order by\` to an aggregate's window and it becomes cumulative:

\`\`\`sql
select day, amount,
       sum(amount) over (order by day) as running_total
from daily_sales;
\`\`\`
This works because of the **default frame**. PostgreSQL's documentation states it precisely: with \`order by\`, the frame is \`range between unbounded preceding and current row\`, which means from the start of the partition *through the current row's last peer*. Without \`order by\`, the frame is the whole partition. That is why \`sum(x) over ()\` gives a grand total while \`sum(x) over (order by day)\` gives a running one.

The words "last peer" matter. If two rows share the same \`day\`, they are peers, and with the default \`range\` frame both of them see each other: both rows show the same running total, which already includes both amounts. Often that is what you want (a running total per day), but if you expected the total to grow row by row, it is a surprise.

### ROWS versus RANGE frames
You can write the frame yourself. \`rows\` counts physical rows; \`range\` works with the values of the \`order by\` column, so peers always go in or out together.

\`\`\`sql
-- grows one row at a time, even when days repeat
sum(amount) over (order by day rows between unbounded preceding and current row)
-- 7-row moving average: this row and the 6 before it
avg(amount) over (order by day rows between 6 preceding and current row)
-- the whole partition, whatever the order
last_value(amount) over (order by day rows between unbounded preceding and unbounded following)
\`\`\`
Two practical consequences. First, \`rows between 6 preceding and current row\` is a seven-*row* window; it is a seven-*day* window only if there is exactly one row for every day with no gaps, so fill missing days first (or, in PostgreSQL 11 and later, use \`range between interval '6 days' preceding and current row\` over a date column). Second, \`last_value()\` with the default frame returns the current row's value (or its last peer's), because the default frame ends there; to get the real last value of the partition you must extend the frame to \`unbounded following\`, as above. SQLite also supports \`rows\`, \`range\` and \`groups\` frames, which makes it a handy place to experiment.

### LAG and LEAD
\`lag(value, offset, default)\` returns \`value\` from the row \`offset\` rows **before** the current one in the window's order (offset 1 if you leave it out); \`lead\` looks **after**. When there is no such row, the result is the \`default\`, or NULL if you gave none.

\`\`\`sql
select month, revenue,
       revenue - lag(revenue) over (order by month) as change,
       lag(revenue, 12) over (order by month) as same_month_last_year
from monthly_revenue;
\`\`\`
The first month's \`change\` is NULL, which is honest: there is nothing to compare with. Replacing it with 0 with \`lag(revenue, 1, 0)\` would claim that revenue grew from zero, so only pass a default when it means something. \`lead\` answers "what happened next?": for each session, the time until the same user's next session is \`lead(started_at) over (partition by user_id order by started_at) - started_at\`. Note the \`partition by user_id\`: without it, \`lead\` would happily read the next row belonging to a different user.

### Top-N per group
"The three best-selling products in each category" is one of the most common analysis questions, and it cannot be done with \`limit\`, which cuts the whole result, not each group. The pattern is: number the rows inside each partition, then keep the small numbers.

\`\`\`sql
with ranked as (
  select category, product, revenue,
         row_number() over (partition by category order by revenue desc, product) as rn
  from product_revenue
)
select category, product, revenue
from ranked
where rn <= 3
order by category, rn;
\`\`\`
The filter has to live in an outer query because of the order in which SQL evaluates a query. Window functions are computed after \`from\`, \`where\`, \`group by\` and \`having\`, so those clauses cannot refer to them; the PostgreSQL documentation says window functions are allowed only in the \`select\` list and the \`order by\` clause. Wrap the window in a CTE or subquery and filter in the next step. Swap \`row_number()\` for \`rank()\` or \`dense_rank()\` when ties should all be kept, and say which one you used, because it changes how many rows come back.

### Window functions and GROUP BY together
Because windows run after grouping, they can be applied to the grouped rows, including to aggregates. This query computes each region's revenue and its share of all revenue in one go:

\`\`\`sql
select region,
       sum(amount) as revenue,
       round(100.0 * sum(amount) / sum(sum(amount)) over (), 1) as share_pct
from sales
group by region;
\`\`\`
\`sum(sum(amount)) over ()\` reads from the inside out: the inner \`sum\` is the ordinary aggregate per region; the outer \`sum ... over ()\` adds those group results across all the groups. Use \`group by\` when the answer has one row per group, a window when every detail row must stay, and both when you need grouped rows compared with each other.

### Worked example
A subscription business asks for each customer's orders with three extra facts: which order it was for that customer (1st, 2nd, ...), how many days passed since their previous order, and their spending so far. The whole pipeline runs in SQLite (version 3.25 or later has window functions) from Python's standard library, so you can try it without a database server:

\`\`\`python
import sqlite3

db = sqlite3.connect(":memory:")
db.execute("create table orders (customer text, day int, amount int)")
db.executemany("insert into orders values (?, ?, ?)", [
    ("ana", 1, 30), ("ana", 9, 45), ("ana", 30, 20),
    ("ben", 4, 80), ("ben", 5, 15),
])
query = """
select customer, day, amount,
       row_number() over w as order_no,
       day - lag(day) over w as gap_days,
       sum(amount) over (w rows between unbounded preceding and current row) as spent
from orders
window w as (partition by customer order by day)
order by customer, day
"""
for row in db.execute(query):
    print(row)
\`\`\`
It prints:
\`\`\`text
('ana', 1, 30, 1, None, 30)
('ana', 9, 45, 2, 8, 75)
('ana', 30, 20, 3, 21, 95)
('ben', 4, 80, 1, None, 80)
('ben', 5, 15, 2, 1, 95)
\`\`\`
Read it step by step. The named window \`w\` partitions by customer, so numbering, gaps and totals restart for Ben. \`row_number()\` gives the order sequence; \`lag(day)\` reads the previous order's day in the same partition, and the first order has no previous one, hence \`None\`. The running total uses an explicit \`rows\` frame, so even two orders on the same day would be added one at a time. From here, "customers whose second order came within 10 days" is one CTE away: wrap the query and filter \`where order_no = 2 and gap_days <= 10\`.

### Common mistakes
- **Filtering on a window function in \`where\`.** It is not computed yet when \`where\` runs, and the database rejects it. Compute it in a CTE or subquery and filter outside.
- **Forgetting \`partition by\`.** \`lag\` and running totals then run across customers or regions, mixing one group's rows into another's. Ask "per what?" for every window.
- **\`row_number()\` without a tie-breaker.** Tied rows get numbers in an unpredictable order, so "the first order" can change between runs. Add a unique column, such as an id, to the window's \`order by\`.
- **Expecting a row-by-row running total with duplicate sort values.** The default \`range\` frame treats peers together. Write \`rows between unbounded preceding and current row\` when you want one row at a time.
- **\`last_value()\` with the default frame.** It returns the current row's value because the frame stops there. Extend the frame to \`unbounded following\`, or use \`first_value()\` with the order reversed.
- **Calling a seven-row window "7 days".** Missing days make the window span more than a week; fill the calendar first or use a \`range\` frame on the date.

### At work
Window functions are everywhere in analytics SQL: month-over-month and year-over-year changes with \`lag\`, retention and "nth purchase" analyses with \`row_number\`, moving averages for noisy daily metrics, deduplication (keep \`row_number() = 1\` per key, newest first) in data pipelines, and top-N reports for every category or region. In dbt models and warehouse queries (BigQuery, Snowflake, Redshift and PostgreSQL all support them), they replace self-joins that were slower and harder to read. A junior analyst is typically asked to add a "change vs previous period" column to a report, to find each customer's first order, or to remove duplicate events from a raw table. Reviewers look for an explicit \`partition by\`, a deterministic \`order by\` with a tie-breaker, and a frame written out whenever the default would be surprising.`,
    resources: [
      {
        title: 'PostgreSQL tutorial: Window Functions',
        url: 'https://www.postgresql.org/docs/current/tutorial-window.html',
        kind: 'docs',
      },
      {
        title: 'PostgreSQL: Window Functions (reference of row_number, rank, lag, lead and more)',
        url: 'https://www.postgresql.org/docs/current/functions-window.html',
        kind: 'docs',
      },
      {
        title: 'SQLite: Window Functions (frames, ROWS, RANGE and GROUPS)',
        url: 'https://www.sqlite.org/windowfunctions.html',
        kind: 'docs',
      },
      {
        title: 'Mode: SQL window functions tutorial (run queries in the browser)',
        url: 'https://mode.com/sql-tutorial/sql-window-functions/',
        kind: 'course',
      },
    ],
  },
];
