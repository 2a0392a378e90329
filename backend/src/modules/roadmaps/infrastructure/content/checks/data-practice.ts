import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/data-practice.ts. */
export const DATA_PRACTICE_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'sql-window-functions',
    questions: [
      {
        id: 'sql-window-functions-1',
        kind: 'output',
        section: 'Ranking: ROW_NUMBER, RANK and DENSE_RANK',
        prompt: 'Two players tie on 90 points. What does this SQLite query print?',
        code: {
          language: 'python',
          source: `import sqlite3

db = sqlite3.connect(":memory:")
db.execute("create table scores (player text, points int)")
db.executemany("insert into scores values (?, ?)",
               [("ana", 90), ("ben", 75), ("cai", 90), ("dee", 60)])
query = """select rank() over (order by points desc),
       dense_rank() over (order by points desc)
from scores order by points desc, player"""
print(db.execute(query).fetchall())`,
        },
        options: [
          {
            text: '[(1, 1), (2, 2), (3, 3), (4, 4)]',
            correct: false,
            why: 'That would be row_number(), which numbers peers differently. rank() and dense_rank() give tied rows the same value.',
          },
          {
            text: '[(1, 1), (1, 1), (2, 2), (3, 3)]',
            correct: false,
            why: 'dense_rank() does continue with 2, but rank() leaves a gap after two tied rows, so ben is third by rank().',
          },
          {
            text: '[(1, 1), (1, 1), (3, 2), (4, 3)]',
            correct: true,
            why: 'Both 90s share rank 1. rank() then skips to 3 (two rows are ahead of ben), while dense_rank() continues with 2.',
          },
          {
            text: '[(1, 1), (2, 1), (3, 2), (4, 3)]',
            correct: false,
            why: 'rank() gives peers the same rank; only row_number() would put one of the tied players second.',
          },
        ],
      },
      {
        id: 'sql-window-functions-2',
        kind: 'single',
        section: 'What a window function does',
        prompt:
          'You need every order row together with its region’s total on the same row. Why does `sum(amount) over (partition by region)` fit better than `group by region`?',
        options: [
          {
            text: 'group by cannot compute sums per region',
            correct: false,
            why: 'It can: that is exactly what group by does. The problem is what it does to the detail rows.',
          },
          {
            text: 'The window keeps every row and adds the total; group by collapses each region to one row',
            correct: true,
            why: 'A window function computes across related rows without grouping them into one output row, so rep and amount stay visible.',
          },
          {
            text: 'Window functions are always faster than group by, because they skip the whole grouping step',
            correct: false,
            why: 'Speed is not the point and depends on the query; the difference is whether the detail rows survive.',
          },
          {
            text: 'partition by sorts the rows, which group by cannot do',
            correct: false,
            why: 'partition by splits rows into groups; ordering inside a window is the job of the window’s order by.',
          },
        ],
      },
      {
        id: 'sql-window-functions-3',
        kind: 'fill',
        section: 'OVER, PARTITION BY and ORDER BY',
        prompt:
          'To make the numbering start again at 1 for each customer, write `row_number() over (____ by customer_id order by ordered_at)`.',
        answers: ['partition'],
        caseInsensitive: true,
        why: 'partition by splits the rows into one group per customer, and the function is computed separately inside each group.',
      },
      {
        id: 'sql-window-functions-4',
        kind: 'output',
        section: 'Running totals and the default frame',
        prompt: 'Day 2 has two rows. What does this running total print?',
        code: {
          language: 'python',
          source: `import sqlite3

db = sqlite3.connect(":memory:")
db.execute("create table sales (day int, amount int)")
db.executemany("insert into sales values (?, ?)", [(1, 10), (2, 20), (2, 5), (3, 40)])
query = "select sum(amount) over (order by day) from sales order by day"
print([row[0] for row in db.execute(query)])`,
        },
        options: [
          {
            text: '[10, 30, 35, 75]',
            correct: false,
            why: 'That is what a rows frame would give (in some order). The default frame is range, which takes both day-2 rows together.',
          },
          {
            text: '[10, 35, 35, 75]',
            correct: true,
            why: 'With order by, the default frame runs through the current row’s last peer, so both day-2 rows include both amounts: 10 + 20 + 5.',
          },
          {
            text: '[75, 75, 75, 75]',
            correct: false,
            why: 'That is the frame without order by (the whole partition). Adding order by makes the sum cumulative.',
          },
          {
            text: '[10, 20, 5, 40]',
            correct: false,
            why: 'Those are the plain amounts; sum over an ordered window adds everything from the start of the partition.',
          },
        ],
      },
      {
        id: 'sql-window-functions-5',
        kind: 'multiple',
        section: 'ROWS versus RANGE frames',
        prompt: 'Which statements about window frames are true? Choose all that apply.',
        options: [
          {
            text: '`rows between 6 preceding and current row` always covers exactly seven calendar days',
            correct: false,
            why: 'It covers seven rows. With missing days (or several rows per day) those rows span a different period.',
          },
          {
            text: 'A `rows` frame counts physical rows, so rows with equal sort values are added one at a time',
            correct: true,
            why: 'rows counts positions; only range treats peers as a block that enters the frame together.',
          },
          {
            text: 'With the default frame, `last_value(x) over (order by d)` returns the value of the current row or its last peer',
            correct: true,
            why: 'The default frame ends at the current row’s last peer, so that is the last value the function can see.',
          },
          {
            text: 'Extending the frame to `unbounded following` lets `last_value` see the end of the partition',
            correct: true,
            why: '`rows between unbounded preceding and unbounded following` puts the whole partition in the frame.',
          },
          {
            text: 'Frames only apply to ranking functions such as `rank()`',
            correct: false,
            why: 'Frames matter for aggregates and for first_value, last_value and nth_value; ranking functions ignore the frame.',
          },
        ],
      },
      {
        id: 'sql-window-functions-6',
        kind: 'order',
        section: 'Top-N per group',
        prompt: 'Put the steps of a "top 3 products per category" query in order.',
        steps: [
          'Compute each product’s revenue at the grain you need (one row per category and product)',
          'Number the rows inside each category with row_number() over (partition by category order by revenue desc, product)',
          'Wrap that query in a CTE so the number becomes a column you can filter on',
          'In the outer query keep the rows whose number is 3 or less, ordered by category and number',
        ],
        why: 'Window functions are computed after where, so the numbering must happen in an inner step and the filter in the outer one; the tie-breaker makes the result repeatable.',
      },
      {
        id: 'sql-window-functions-7',
        kind: 'output',
        section: 'LAG and LEAD',
        prompt: 'For each visit, how many days until the same user’s next visit? What does this print?',
        code: {
          language: 'python',
          source: `import sqlite3

db = sqlite3.connect(":memory:")
db.execute("create table visits (user text, day int)")
db.executemany("insert into visits values (?, ?)", [("ana", 1), ("ana", 4), ("ben", 2), ("ben", 9)])
query = """select user, lead(day) over (partition by user order by day) - day
from visits order by user, day"""
print(db.execute(query).fetchall())`,
        },
        options: [
          {
            text: "[('ana', 3), ('ana', -2), ('ben', 7), ('ben', None)]",
            correct: false,
            why: 'Without partition by, ana’s last visit would read ben’s first one (day 2). The partition stops lead at the end of each user.',
          },
          {
            text: "[('ana', None), ('ana', 3), ('ben', None), ('ben', 7)]",
            correct: false,
            why: 'That is what lag would give: the first row of each user has no previous row. lead looks forward, so the last row has no next one.',
          },
          {
            text: "[('ana', 3), ('ana', 0), ('ben', 7), ('ben', 0)]",
            correct: false,
            why: 'A missing next row gives NULL (None in Python), not 0, unless you pass a default to lead.',
          },
          {
            text: "[('ana', 3), ('ana', None), ('ben', 7), ('ben', None)]",
            correct: true,
            why: 'lead reads the next row of the same user; each user’s last visit has no next one, so the difference is NULL.',
          },
        ],
      },
      {
        id: 'sql-window-functions-8',
        kind: 'single',
        section: 'Window functions and GROUP BY together',
        prompt:
          'In `select region, sum(amount), sum(sum(amount)) over () from sales group by region`, what does the third column hold?',
        options: [
          {
            text: 'The total of all regions together, repeated on every region row',
            correct: true,
            why: 'The inner sum is the per-region aggregate; the window sum over () adds those group results across all groups.',
          },
          {
            text: 'The region’s total counted twice',
            correct: false,
            why: 'The outer sum does not re-add the same group; with an empty over () its frame is every grouped row.',
          },
          {
            text: 'An error, because aggregates cannot be nested',
            correct: false,
            why: 'Plain aggregates cannot be nested, but a window function runs after grouping and may take an aggregate as its argument.',
          },
          {
            text: 'A running total of the region revenues, in the alphabetical order of the region names',
            correct: false,
            why: 'A running total needs order by inside over; over () has no order, so the frame is the whole result.',
          },
        ],
      },
    ],
  },
];
