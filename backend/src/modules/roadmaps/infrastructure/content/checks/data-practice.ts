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
  {
    moduleKey: 'ab-testing',
    questions: [
      {
        id: 'ab-testing-1',
        kind: 'single',
        section: 'The randomisation unit',
        prompt:
          'You test a redesigned product page layout that logged-in shoppers will clearly notice. Which randomisation unit fits best?',
        options: [
          {
            text: 'Each page view, so the test collects as many units as possible as quickly as possible',
            correct: false,
            why: 'The same shopper would flip between layouts from one view to the next, which confuses people and mixes the two effects.',
          },
          {
            text: 'Each session, so a returning shopper can see the other version next time',
            correct: false,
            why: 'A visible change should stay the same for a person; switching between visits mixes both versions into one person’s behaviour.',
          },
          {
            text: 'Each user account, assigned by a hash of the user id and the experiment name',
            correct: true,
            why: 'A visible change needs a consistent experience per person, and hashing gives a deterministic yet random assignment.',
          },
          {
            text: 'Each city, so that neighbours see the same version',
            correct: false,
            why: 'Clusters are for changes where users affect each other, such as shared drivers; here they only cost a lot of statistical power.',
          },
        ],
      },
      {
        id: 'ab-testing-2',
        kind: 'multiple',
        section: 'Metrics: primary, secondary and guardrails',
        prompt:
          'A new recommendation widget is tested with "purchases per user" as the primary metric. Which are sensible guardrail metrics? Choose all that apply.',
        options: [
          {
            text: 'Page load time',
            correct: true,
            why: 'A heavier page can hurt every user; a guardrail makes sure the widget does not buy clicks with speed.',
          },
          {
            text: 'Refund rate',
            correct: true,
            why: 'More purchases that are returned are not a win; refunds protect against selling the wrong things.',
          },
          {
            text: 'Clicks on the widget itself',
            correct: false,
            why: 'That is a secondary, explanatory metric; the widget is expected to get clicks, so it guards nothing.',
          },
          {
            text: 'Error and crash rate',
            correct: true,
            why: 'Technical failures caused by the change must not rise, whatever happens to the primary metric.',
          },
          {
            text: 'The metric that looks best after the test ends',
            correct: false,
            why: 'Metrics are fixed before launch; picking one afterwards is how chance results get shipped.',
          },
        ],
      },
      {
        id: 'ab-testing-3',
        kind: 'output',
        section: 'Sample size, power and duration',
        prompt: 'The approximation n ≈ 16σ²/δ² per group, for two effect sizes. What does this print?',
        code: {
          language: 'python',
          source: `def users_per_group(sigma, delta):
    return round(16 * sigma ** 2 / delta ** 2)

print(users_per_group(sigma=20, delta=2), users_per_group(sigma=20, delta=1))`,
        },
        options: [
          {
            text: '1600 3200',
            correct: false,
            why: 'The effect is squared in the denominator, so halving it does not merely double the sample size.',
          },
          {
            text: '160 320',
            correct: false,
            why: 'σ² is 400 and δ² is 4 for the first call, so 16 × 400 / 4 = 1600, not 160.',
          },
          {
            text: '1600 800',
            correct: false,
            why: 'A smaller effect is harder to detect, so it needs more users, not fewer.',
          },
          {
            text: '1600 6400',
            correct: true,
            why: 'Halving the detectable effect multiplies the sample size by four: 16 × 400 / 4 = 1600 and 16 × 400 / 1 = 6400.',
          },
        ],
      },
      {
        id: 'ab-testing-4',
        kind: 'single',
        section: 'The peeking problem',
        prompt:
          'A team checks the experiment dashboard every morning and plans to stop the test the first day the p-value is below 0.05. What is the main problem?',
        options: [
          {
            text: 'Looking at the dashboard slows the experiment down',
            correct: false,
            why: 'Looking changes nothing in the data; deciding to stop based on the look is what breaks the test.',
          },
          {
            text: 'Repeated looks make a false positive far more likely than 5 %, and the effects found are exaggerated',
            correct: true,
            why: 'Under the null the p-value wanders and will dip below 0.05 at some point much more often than 5 % of the time; stopping at that moment also catches noise at its peak.',
          },
          {
            text: 'The p-value can only be computed once a week',
            correct: false,
            why: 'It can be computed at any time; it is only calibrated for one planned look.',
          },
          {
            text: 'Nothing is wrong, as long as the threshold stays at 0.05 and every morning’s p-value is written into the report',
            correct: false,
            why: 'The threshold is only valid for a single look at the planned sample size; checking daily changes the error rate.',
          },
        ],
      },
      {
        id: 'ab-testing-5',
        kind: 'output',
        section: 'Sample ratio mismatch',
        prompt: 'A sample ratio mismatch check for a planned 50/50 split. What does this print?',
        code: {
          language: 'python',
          source: `from math import erfc, sqrt

observed = [5_100, 4_900]          # planned split: 50/50
expected = sum(observed) / 2
chi2 = sum((o - expected) ** 2 / expected for o in observed)
print(f"{chi2:.1f} {erfc(sqrt(chi2 / 2)):.3f}")`,
        },
        options: [
          {
            text: '2.0 0.157',
            correct: false,
            why: 'Both groups contribute (±100)² / 5000 = 2.0 each, so the statistic is their sum, 4.0.',
          },
          {
            text: '4.0 0.046',
            correct: true,
            why: 'Each group adds 100² / 5000 = 2.0, so χ² = 4.0; with one degree of freedom that gives p ≈ 0.046.',
          },
          {
            text: '200.0 0.000',
            correct: false,
            why: 'The difference is squared and divided by the expected count, not summed raw.',
          },
          {
            text: '0.0 1.000',
            correct: false,
            why: 'That would need exactly 5,000 users in each group.',
          },
        ],
      },
      {
        id: 'ab-testing-6',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of a well-run A/B test in order.',
        steps: [
          'Write the hypothesis, the primary metric, the guardrails and the minimum detectable effect',
          'Compute the sample size and round the duration up to whole weeks',
          'Launch and check the sample ratio and data quality',
          'Wait until the planned sample size is reached, watching only guardrails for harm',
          'Report the effect with its confidence interval, the guardrails and the effect over time, then decide',
        ],
        why: 'The plan comes before the data, the SRM check comes before any metric, and the decision uses the interval at the planned end rather than an early peek.',
      },
      {
        id: 'ab-testing-7',
        kind: 'fill',
        section: 'Sample size, power and duration',
        prompt:
          'The smallest change that would be worth acting on, fixed before the test and used to compute its size, is called the minimum ____ effect.',
        answers: ['detectable'],
        caseInsensitive: true,
        why: 'The minimum detectable effect (MDE), together with α, power and the metric’s variance, sets the sample size.',
      },
      {
        id: 'ab-testing-8',
        kind: 'single',
        section: 'From significant to worth shipping',
        prompt:
          'The MDE was +1.0 point. The result: +0.6 points, 95 % confidence interval −0.9 to +2.1. What is the honest reading?',
        options: [
          {
            text: 'The change has no effect, because the interval includes zero',
            correct: false,
            why: 'An interval that includes zero but is wide cannot rule out a useful effect; absence of evidence is not evidence of absence.',
          },
          {
            text: 'Ship it: the estimate is positive',
            correct: false,
            why: 'The interval also allows a loss of almost a point; the estimate alone is not enough.',
          },
          {
            text: 'The test could not tell: the wide interval includes zero and the target, so it was underpowered for this effect',
            correct: true,
            why: 'The interval spans harm, nothing and more than the MDE, so the data cannot decide; the test needed more users.',
          },
          {
            text: 'The change is harmful, because the lower end of the interval reaches −0.9 points, below zero and far below the MDE',
            correct: false,
            why: 'The interval reaches +2.1 as well; it includes harm, no effect and a useful effect at once.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'spreadsheets-for-analysts',
    questions: [
      {
        id: 'spreadsheets-for-analysts-1',
        kind: 'single',
        section: 'Relative and absolute references',
        prompt: 'Cell D2 holds `=B2*C2*(1+$F$1)`. You copy it to D5. What does D5 contain?',
        options: [
          {
            text: '`=B2*C2*(1+$F$1)`',
            correct: false,
            why: 'Only the dollar-signed reference stays fixed; B2 and C2 are relative and move three rows down with the copy.',
          },
          {
            text: '`=B5*C5*(1+$F$4)`',
            correct: false,
            why: 'The dollar signs on $F$1 fix both the column and the row, so it does not move at all.',
          },
          {
            text: '`=B5*C5*(1+$F$1)`',
            correct: true,
            why: 'Relative references shift by the same three rows as the copy; the absolute $F$1 keeps pointing at the tax rate.',
          },
          {
            text: '`=B5*C5*(1+F4)`',
            correct: false,
            why: 'Copying never removes the dollar signs; $F$1 stays exactly as written.',
          },
        ],
      },
      {
        id: 'spreadsheets-for-analysts-2',
        kind: 'fill',
        section: 'Relative and absolute references',
        prompt:
          'In a price-by-discount grid, the price sits in column A of each row. The mixed reference to row 2’s price that keeps column A fixed but lets the row move is written ____.',
        answers: ['$A2'],
        caseInsensitive: true,
        why: 'A dollar sign before the column letter fixes the column; the row number without one still moves when the formula is filled down.',
      },
      {
        id: 'spreadsheets-for-analysts-3',
        kind: 'multiple',
        section: 'Lookups: XLOOKUP and the traps of VLOOKUP',
        prompt: 'Which are real traps of `VLOOKUP`? Choose all that apply.',
        options: [
          {
            text: 'Without the last argument it does an approximate match, which gives wrong values on unsorted lists',
            correct: true,
            why: 'The omitted range_lookup counts as TRUE; pass FALSE (or use XLOOKUP, which matches exactly by default).',
          },
          {
            text: 'The column to return is a number, so inserting a column into the range shifts the result',
            correct: true,
            why: 'col_index_num counts columns; XLOOKUP takes the return column as a range instead.',
          },
          {
            text: 'It can only search the first column of the range and return columns to its right',
            correct: true,
            why: 'That is why lookups "to the left" need XLOOKUP or INDEX with MATCH.',
          },
          {
            text: 'It cannot be used with numbers, only with text keys',
            correct: false,
            why: 'Numeric keys such as product ids work fine, as long as both sides are numbers (or both text).',
          },
          {
            text: 'It changes the values in the lookup table when it runs',
            correct: false,
            why: 'Lookup functions only read; they never modify the table they search.',
          },
        ],
      },
      {
        id: 'spreadsheets-for-analysts-4',
        kind: 'single',
        section: 'Conditional sums and counts: SUMIFS and COUNTIFS',
        prompt:
          'Which formula adds the `Amount` of the orders whose `Region` is "North" and whose `Amount` is at least 1000?',
        options: [
          {
            text: '`=SUMIFS(Sales[Region], "North", Sales[Amount], ">=1000")`',
            correct: false,
            why: 'SUMIFS starts with the range to add, then criteria pairs; here the first argument is a criteria range and the pairs are broken.',
          },
          {
            text: '`=SUMIFS(Sales[Amount], Sales[Region], "North", Sales[Amount], ">=1000")`',
            correct: true,
            why: 'The sum range comes first, followed by pairs of criteria range and criterion; a range may be both summed and used as a criterion.',
          },
          {
            text: '`=COUNTIFS(Sales[Amount], Sales[Region], "North", ">=1000")`',
            correct: false,
            why: 'COUNTIFS counts rows instead of adding amounts, and its arguments must come in range-criterion pairs.',
          },
          {
            text: '`=SUMIFS(Sales[Amount], "North", Sales[Region], ">=1000", Sales[Amount])`',
            correct: false,
            why: 'Each pair is criteria range first, then the criterion; here they are swapped, so neither condition is applied correctly.',
          },
        ],
      },
      {
        id: 'spreadsheets-for-analysts-5',
        kind: 'output',
        section: 'Dates are numbers',
        prompt:
          'Google Sheets stores a date as the number of days since 30 December 1899. What serial number does this Python code compute for 27 November 2026?',
        code: {
          language: 'python',
          source: `from datetime import date

# Days since 30 December 1899: the serial number Google Sheets (and Excel, from March 1900 on) stores
print((date(2026, 11, 27) - date(1899, 12, 30)).days)`,
        },
        options: [
          {
            text: '46352',
            correct: false,
            why: 'Subtracting two dates counts the days between them exactly; there is no off-by-one to correct here.',
          },
          {
            text: '45623',
            correct: false,
            why: 'That is about two years too few; the serial grows by 365 or 366 every year.',
          },
          {
            text: '2026-11-27',
            correct: false,
            why: '`.days` turns the difference into an integer count of days, not a date.',
          },
          {
            text: '46353',
            correct: true,
            why: 'There are 46,353 days from 30 December 1899 to 27 November 2026; formatted as a date, 46353 shows as that day.',
          },
        ],
      },
      {
        id: 'spreadsheets-for-analysts-6',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of the October revenue analysis in order.',
        steps: [
          'Paste the export onto a raw sheet, make it a table and check the row count and that dates are numbers',
          'Add the price with XLOOKUP and a revenue column, and count the orders whose product was not found',
          'Compute revenue per region with SUMIFS, using $ to fix the month cell',
          'Build a pivot table and reconcile its total with the SUMIFS total and the column sum',
          'Reply with the figures and the list of missing product ids',
        ],
        why: 'Check the input first, enrich it, aggregate, reconcile two independent totals, and only then report, including what could not be matched.',
      },
      {
        id: 'spreadsheets-for-analysts-7',
        kind: 'single',
        section: 'Pivot tables',
        prompt:
          'A pivot table built last week shows a revenue total that no longer matches `=SUM(Orders[Revenue])` after new rows were added. What is the most likely cause?',
        options: [
          {
            text: 'Pivot tables round every value to whole numbers',
            correct: false,
            why: 'Number formatting may show fewer decimals, but it does not explain rows that are missing from the total.',
          },
          {
            text: 'SUM skips numbers that are stored in a table',
            correct: false,
            why: 'SUM works on table columns like any other range, and a structured reference includes new rows.',
          },
          {
            text: 'The pivot table has not been refreshed since the data changed',
            correct: true,
            why: 'An Excel pivot table keeps its last result until you refresh it (Data > Refresh All), unlike a formula.',
          },
          {
            text: 'Pivot tables can only summarise up to 1,000 rows of a table at a time',
            correct: false,
            why: 'Pivot tables handle far more rows; the limit you meet first is the worksheet’s, not the pivot’s.',
          },
        ],
      },
      {
        id: 'spreadsheets-for-analysts-8',
        kind: 'multiple',
        section: 'When to move to SQL or Python',
        prompt:
          'Which situations are good reasons to move an analysis out of a spreadsheet into SQL or Python? Choose all that apply.',
        options: [
          {
            text: 'The same cleaning and summary steps are repeated by hand every month',
            correct: true,
            why: 'A script or query reruns the exact steps each time; manual repetition invites slips.',
          },
          {
            text: 'A manager wants to filter a final 20-row table',
            correct: false,
            why: 'That is what spreadsheets are good at: the last mile, after the heavy work is done.',
          },
          {
            text: 'The data has millions of rows, beyond what a worksheet holds',
            correct: true,
            why: 'An Excel worksheet stops at 1,048,576 rows and slows down long before; a database handles that size.',
          },
          {
            text: 'Colleagues must review and audit each transformation step',
            correct: true,
            why: 'SQL or Python under version control shows every step; logic spread over cells is hard to review.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'dashboards-and-bi',
    questions: [
      {
        id: 'dashboards-and-bi-1',
        kind: 'single',
        section: 'What a dashboard is for',
        prompt: 'A manager asks for "a dashboard with all our sales data". What should you do first?',
        options: [
          {
            text: 'Add every available field as a chart, so nothing is missing',
            correct: false,
            why: 'A page of forty charts with no question behind them answers nothing and soon has no visitors.',
          },
          {
            text: 'Pick the BI tool with the most chart types, so that every possible view can be built later',
            correct: false,
            why: 'The tool matters much less than the question; every common tool draws the charts a sales dashboard needs.',
          },
          {
            text: 'Start by making the colours match the company brand',
            correct: false,
            why: 'Styling comes last; without a question and an audience there is nothing yet to style.',
          },
          {
            text: 'Find out who will use it and which recurring question or decision it must support',
            correct: true,
            why: 'A dashboard earns its place by answering a recurring question for a named audience; that decides the metrics and the charts.',
          },
        ],
      },
      {
        id: 'dashboards-and-bi-2',
        kind: 'multiple',
        section: 'Define the metric before the chart',
        prompt:
          'What should a written definition of a dashboard metric such as "conversion rate" include? Choose all that apply.',
        options: [
          {
            text: 'Its numerator, denominator and filters (for example, internal users excluded)',
            correct: true,
            why: 'Those are the calculation; leaving any of them implicit is how two teams get two different rates.',
          },
          {
            text: 'The time it is assigned to, and in which time zone',
            correct: true,
            why: 'Order date or payment date, UTC or local time: each choice moves numbers between days and months.',
          },
          {
            text: 'The colour of its line on the chart',
            correct: false,
            why: 'Colour is a presentation choice; the definition is about what the number means and how it is computed.',
          },
          {
            text: 'An owner who decides when the definition changes',
            correct: true,
            why: 'Definitions change over time; an owner keeps them deliberate and communicated.',
          },
          {
            text: 'The number of charts that will use it',
            correct: false,
            why: 'A good definition is independent of how many charts reuse it; reuse is the point of defining it once.',
          },
        ],
      },
      {
        id: 'dashboards-and-bi-3',
        kind: 'output',
        section: 'Define the metric before the chart',
        prompt: 'Two countries, one big and one tiny. What does this print?',
        code: {
          language: 'python',
          source: `rows = [(50, 1000), (9, 10)]   # (conversions, sessions) for two countries

right = 100 * sum(c for c, s in rows) / sum(s for c, s in rows)
wrong = sum(100 * c / s for c, s in rows) / len(rows)
print(round(right, 2), round(wrong, 2))`,
        },
        options: [
          {
            text: '47.5 5.84',
            correct: false,
            why: 'The two values are swapped: summing the parts first gives the lower rate, because the big country dominates.',
          },
          {
            text: '5.84 47.5',
            correct: true,
            why: '59 conversions in 1,010 sessions is 5.84 %; averaging 5 % and 90 % gives 47.5 %, letting 10 sessions weigh as much as 1,000.',
          },
          {
            text: '5.84 5.84',
            correct: false,
            why: 'The average of rates only equals the overall rate when every group has the same size.',
          },
          {
            text: '5.0 90.0',
            correct: false,
            why: 'Those are the two countries’ own rates; the code combines them in two different ways.',
          },
        ],
      },
      {
        id: 'dashboards-and-bi-4',
        kind: 'single',
        section: 'KPI views and diagnostic views',
        prompt: 'Which element belongs on a KPI view for the leadership team rather than on a diagnostic page?',
        options: [
          {
            text: 'Weekly revenue with "+6 % vs last year, 2 % below target" and a small trend line',
            correct: true,
            why: 'A KPI view answers "are we on track?" in seconds: a headline number with a comparison that gives it meaning.',
          },
          {
            text: 'Revenue broken down by channel, device, country and product, with filters for each',
            correct: false,
            why: 'That is a diagnostic view for answering "why did it move?", linked from the KPI.',
          },
          {
            text: 'A table of every order placed this week',
            correct: false,
            why: 'Record-level detail is for drill-down and operations, not for a page read in seconds.',
          },
          {
            text: 'Revenue alone as a big number, without any comparison',
            correct: false,
            why: 'Without a target or a previous period, nobody can tell whether the number is good.',
          },
        ],
      },
      {
        id: 'dashboards-and-bi-5',
        kind: 'fill',
        section: 'Grain: what one row means',
        prompt:
          'What one row of a table represents (one order, one customer per day, one session) is called the table’s ____.',
        answers: ['grain'],
        caseInsensitive: true,
        why: 'Every chart inherits the grain of its table, and most wrong dashboard numbers come from mistaking it.',
      },
      {
        id: 'dashboards-and-bi-6',
        kind: 'single',
        section: 'Filters and drill-down',
        prompt:
          'A sales dashboard opens on "this month" by default. On the 3rd of every month, people report that sales "collapsed". What is the fix?',
        options: [
          {
            text: 'Remove the date filter entirely, so every chart always shows all of the history at once',
            correct: false,
            why: 'People still need to choose periods; the problem is only the default.',
          },
          {
            text: 'Default to the last complete month (or mark the current one as partial)',
            correct: true,
            why: 'A partial period always looks like a drop next to complete ones; defaults matter because most people never change them.',
          },
          {
            text: 'Refresh the data more often',
            correct: false,
            why: 'Fresher data does not change the fact that three days of sales are compared with full months.',
          },
          {
            text: 'Switch the chart from bars to a pie chart',
            correct: false,
            why: 'The chart type is not the issue; the incomplete period is.',
          },
        ],
      },
      {
        id: 'dashboards-and-bi-7',
        kind: 'order',
        section: 'A semantic layer: define metrics once',
        prompt: 'Put the layers of a BI setup in the order the data flows, from source to reader.',
        steps: [
          'Raw tables in the warehouse (events, orders)',
          'Summary tables built by the data pipeline at the grain dashboards need',
          'The semantic layer, where entities, dimensions and metrics are defined once',
          'Charts and dashboards in the BI tool',
          'The people who read them',
        ],
        why: 'The semantic layer sits between the tables and the tools, so every chart asks for "revenue" by name and gets the same calculation.',
      },
      {
        id: 'dashboards-and-bi-8',
        kind: 'multiple',
        section: 'Performance: pre-aggregation and caching',
        prompt:
          'A dashboard takes 40 seconds to load because every chart scans a raw event table. Which changes help? Choose all that apply.',
        options: [
          {
            text: 'Build a daily summary table with sums and counts, refreshed by the pipeline',
            correct: true,
            why: 'Pre-aggregation reads a few thousand summary rows instead of billions of events.',
          },
          {
            text: 'Store only precomputed rates in the summary table, without numerators and denominators',
            correct: false,
            why: 'Rates cannot be recombined correctly when users filter; keep the parts and divide at the displayed level.',
          },
          {
            text: 'Cache or import the data on a schedule, and show its age on the page',
            correct: true,
            why: 'Extracts, import mode and caches avoid a live warehouse query on every view; the page should say how old the copy can be.',
          },
          {
            text: 'Remove charts nobody uses, so fewer queries run per page',
            correct: true,
            why: 'Every chart is at least one query; fewer, purposeful charts load faster and read better.',
          },
          {
            text: 'Add more charts so each one shows less data',
            correct: false,
            why: 'More charts mean more queries on every page load, which makes it slower.',
          },
        ],
      },
    ],
  },
];
