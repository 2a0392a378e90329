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
Two practical consequences. First, \`rows between 6 preceding and current row\` is a seven-*row* window; it is a seven-*day* window only if there is exactly one row for every day with no gaps, so fill missing days first (or, in PostgreSQL 11 and later, use \`range between interval '6 days' preceding and current row\` over a date column). Second, \`last_value()\` with the default frame returns the current row's value (or its last peer's), because the default frame ends there; to get the real last value of the partition you must extend the frame to \`unbounded following\`, as above. SQLite (3.28 and later) also supports \`rows\`, \`range\` and \`groups\` frames, which makes it a handy place to experiment.

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
A subscription business asks for each customer's orders with three extra facts: which order it was for that customer (1st, 2nd, ...), how many days passed since their previous order, and their spending so far. The whole pipeline runs in SQLite from Python's standard library, so you can try it without a database server. SQLite has window functions since version 3.25, and reusing a named window inside another \`over (...)\`, as below, since 3.28; \`sqlite3.sqlite_version\` tells you which version your Python uses.

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
  {
    key: 'ab-testing',
    title: 'A/B Testing',
    summary:
      'Design and read online experiments: the randomisation unit, primary, secondary and guardrail metrics, sample size and duration, the peeking problem, sample ratio mismatch checks, novelty effects and turning a confidence interval into a decision.',
    estimatedMinutes: 145,
    reviewedOn: '2026-11',
    contentMd: `### What an A/B test adds to a hypothesis test
An **A/B test** (an online controlled experiment) shows two versions of something, the current one (control, A) and a change (treatment, B), to randomly chosen groups at the same time, and compares an outcome. The statistics are the ones from the hypothesis-testing lesson: a null hypothesis of no difference, a p-value, a confidence interval. What an A/B test adds is *design*: because a coin flip decides who sees B, the groups differ only by chance and by the change itself. Seasonality, a marketing campaign or a news story hit both groups equally. That is why a well-run experiment can support a causal claim ("the new checkout *caused* more purchases"), which a before-and-after comparison of a dashboard cannot.

Almost everything that goes wrong in practice breaks that design rather than the arithmetic: the wrong unit is randomised, the metric is chosen after the fact, the test is stopped when it looks good, or the groups stop being comparable. This lesson is about those decisions.

### The randomisation unit
First decide **what** gets assigned to A or B. The usual choices are:

- **User** (a logged-in account or a long-lived cookie): each person always sees the same version. This is the default for anything a person notices, such as a new layout or a price, because flipping versions between visits confuses people and mixes the effects.
- **Session or page view**: more units, so more statistical power, but the same person may see both versions. Acceptable for invisible changes, such as a faster search backend.
- **Larger clusters** (a city, a store, a marketplace seller): needed when users affect each other. If riders in a ride-sharing test share the same drivers, a change for group B also changes what group A experiences, and the comparison leaks.

Two rules follow. Assignment must be **deterministic and random**: typically a hash of the user id and the experiment name decides the group, so the same user always lands in the same place and different experiments are independent. And the **analysis unit should match the randomisation unit**: if you randomise users but treat every page view as an independent observation, one heavy user counts hundreds of times, the variance is underestimated and p-values look far more convincing than they should.

### Metrics: primary, secondary and guardrails
Write the metrics down before the test starts.

- The **primary metric** (some teams call the main one the overall evaluation criterion) is the one the decision rests on, such as purchases per user or the share of sign-ups that complete onboarding. Choose something the change can plausibly move within the test's duration and that predicts long-term value; revenue per user is often too noisy, and clicks on the changed button are too easy to move without helping anyone.
- **Secondary metrics** help explain *why* the primary moved (add-to-cart rate, time on page). They are exploratory: with ten of them, one will look "significant" by chance, as the multiple-comparisons section of the hypothesis-testing lesson showed.
- **Guardrail metrics** must *not* get worse: page load time, error and crash rates, unsubscribes, refunds, support tickets. A new recommendation widget that lifts clicks but slows the page or raises refunds is not a win. Decide in advance how large a guardrail drop blocks a launch.

Define each metric exactly, with its numerator, its denominator and its unit. "Conversion rate" can mean purchases per visit or purchasing users per assigned user; the two behave differently, and mixing them is a classic source of arguments after the test.

### Sample size, power and duration
The sample size comes from four inputs: the significance level α (commonly 0.05), the power you want (commonly 80 %), the metric's variability, and the **minimum detectable effect** (MDE), the smallest change worth acting on. For a conversion rate the formula from the hypothesis-testing lesson applies; for a metric with standard deviation σ and an effect δ, a common approximation with α = 0.05 and 80 % power is **n ≈ 16 σ² / δ²** users per group. The shape matters more than the constant: halving the effect you want to detect multiplies the sample size by four, and a noisier metric needs proportionally more users.

Turn the sample size into a **duration** with your traffic: if 2,000 eligible users arrive a day and you need 30,000 in total, the test needs 15 days. Then round up to **whole weeks**, because behaviour differs between weekdays and weekends, and a test that covers Monday to Thursday only measures a Monday-to-Thursday effect. Decide the duration before you start, and if the number is impossible (six months for one button), that is the result of the planning: test a bolder change, pick a more sensitive metric, or decide without a test.

### The peeking problem
A p-value is calibrated for **one** look at the data, at the planned sample size. Experiment dashboards update every hour, though, and it is tempting to stop the test the first time p drops below 0.05. Under the null hypothesis the p-value wanders up and down as data arrive; check it often enough and it will dip below 0.05 at some point far more often than 5 % of the time. Stopping at the first dip therefore turns a 5 % false-positive rate into a much larger one, and the effects you "find" that way are also exaggerated, because you stopped exactly when noise happened to favour B.

There are honest ways to monitor:
- **Fix the sample size and look once.** Watch guardrails and data quality during the test, but decide on the primary metric only at the end.
- **Use a sequential design** made for repeated looks: group sequential tests with a planned number of interim analyses and stricter thresholds at each one, or "always valid" p-values and confidence sequences that stay correct whenever you stop. Many experimentation platforms offer one of these; use it as designed instead of reading a fixed-horizon p-value every day.

Stopping early for **harm** is different: if a guardrail shows the new checkout is breaking payments, stop at once. That protects users; the statistics of the primary metric do not matter then.

### Sample ratio mismatch
Before you read any metric, check that the groups have the sizes you planned. With a 50/50 split and 29,860 users, you expect 14,930 in each group. Getting 15,210 and 14,650 looks like a small difference, but a **chi-square goodness-of-fit test** says otherwise: the statistic is the sum of (observed − expected)² / expected over the groups, here about 10.5 with one degree of freedom, and the p-value is about 0.001. A split this uneven would almost never happen by chance.

That is a **sample ratio mismatch (SRM)**, and it means something systematically removed or added users in one group: the treatment page crashes on some browsers before it logs the visit, a redirect loses slow connections, bot filtering treats the variants differently, or the assignment code has a bug. The users who went missing are not a random sample, so the groups are no longer comparable and the metric comparison is not trustworthy, however good it looks. Platforms commonly flag SRM with a strict threshold (for example p < 0.001) because they run the check on every experiment. When it fires, find the cause, fix it and rerun; do not "correct" the numbers.

### Novelty, primacy and other time effects
People react to change itself. A redesigned feed can get a burst of clicks because it is new (**novelty effect**) that fades within days; a change to a familiar workflow can look worse at first because regular users are slowed down by having to relearn it (**primacy** or change-aversion effect), and then recover. Both make the first days misleading.

Look at the effect **over time**: plot the daily difference between B and A, and compare new users (who have no habits to break) with existing ones. If the gap shrinks steadily, the long-term effect is probably smaller than the average over the test. For decisions that matter, run longer, or keep a small **holdout** group on the old version for weeks after launch to measure the lasting effect. Also watch for external events that interact with the change (a holiday sale, an outage): randomisation protects the comparison between groups, but not the question of whether the result transfers to an ordinary week.

### From significant to worth shipping
Statistical significance tells you the effect is probably not zero. The decision needs more: the **confidence interval** compared with the MDE and the costs. Four cases cover most results:
- The whole interval is above the MDE: ship it.
- The interval is above zero but includes values below the MDE: the change probably helps, maybe less than needed to pay for itself; decide with the costs, or collect more data.
- The interval includes zero but is narrow around it: the change does little either way; ship it only for other reasons (simpler code, consistency).
- The interval is wide and includes zero: the test could not tell. That is not evidence of "no effect"; it is an underpowered test.

Check the guardrails in the same way, and report the effect in absolute terms (percentage points or currency) as well as relative ones, since "+10 %" of a 1 % rate is only 0.1 points.

### Worked example
A shop tests a one-page checkout against the current three-step checkout. Baseline purchase rate per assigned user: 10 %. The team agrees that +1 point is the smallest lift worth the engineering cost, with α = 0.05 and 80 % power. Everything below runs with Python's standard library:

\`\`\`python
from math import erfc, sqrt
from statistics import NormalDist

# 1. Plan: baseline 10 % checkout rate, smallest lift worth shipping: +1 point
z = NormalDist().inv_cdf
p1, p2 = 0.10, 0.11
n = (z(0.975) + z(0.80)) ** 2 * (p1 * (1 - p1) + p2 * (1 - p2)) / (p2 - p1) ** 2
print(f"users per group: {n:,.0f}")

# 2. Before reading any metric: sample ratio mismatch check (planned 50/50)
a_users, b_users = 15_210, 14_650
expected = (a_users + b_users) / 2
chi2 = sum((obs - expected) ** 2 / expected for obs in (a_users, b_users))
print(f"SRM chi-square {chi2:.2f}, p = {erfc(sqrt(chi2 / 2)):.4f}")
\`\`\`
\`\`\`text
users per group: 14,748
SRM chi-square 10.50, p = 0.0012
\`\`\`
About 14,750 users per group, 29,500 in total; with roughly 2,200 eligible visitors a day that is 14 days, exactly two weeks. (For one degree of freedom, \`erfc(sqrt(chi2 / 2))\` is the chi-square p-value; \`scipy.stats.chisquare([15210, 14650])\` gives the same.) The first run fails the SRM check. The team finds that the new checkout loaded a payment script that some ad blockers stopped before the page logged the visit, so B silently lost a particular kind of user. After a fix and a fresh two-week run, the groups are 15,010 and 14,850 (p ≈ 0.35, no mismatch), and the results are: A 1,502 purchases (10.0 %), B 1,663 (11.2 %). The difference is +1.2 points with a 95 % confidence interval of about +0.5 to +1.9 points, p < 0.001. Page load time and refund rate, the guardrails, did not change, and the daily difference was stable across both weeks. The write-up says: "The one-page checkout raised purchases from 10.0 % to 11.2 % per user (+1.2 points, 95 % CI +0.5 to +1.9). The lower end is below our one-point target, but the change is cheap to maintain; we recommend shipping and keeping a 5 % holdout for a month."

### Common mistakes
- **Stopping when the p-value first dips below 0.05.** It inflates false positives and exaggerates effects. Fix the sample size in advance, or use a sequential method designed for repeated looks.
- **Skipping the SRM check.** A mismatch means the groups are no longer comparable; every metric after it is suspect. Check the split first, every time.
- **Analysing page views when users were randomised.** The observations are not independent and the p-values are too small. Analyse at the unit you randomised.
- **Choosing the metric after seeing the results.** With enough metrics one always "wins". Name the primary metric and guardrails before launch.
- **Running for three days because the traffic is high.** Weekly cycles and novelty effects need whole weeks; a big sample from an unusual period is still unusual.
- **Reading "not significant" as "no effect".** Look at the interval: a wide one means the test was too small to tell.

### At work
Most product companies of some size run experiments through a platform, bought or built in house, that assigns users, logs exposures and computes results. The analyst's work is around the platform: helping the product manager turn an idea into a hypothesis with one primary metric and guardrails, computing the sample size and duration, checking SRM and data quality once the test is live, and writing a result that says what happened, how sure we are and what to do. Reviewers of an experiment write-up look for the pre-registered plan, the SRM check, the effect with its confidence interval in absolute terms, guardrails, and a look at the effect over time. A junior analyst is often asked to size a test, to investigate why a test's groups are uneven, or to explain to a stakeholder why a test cannot be stopped early just because it looks good.`,
    resources: [
      {
        title: 'SciPy: scipy.stats.chisquare (goodness-of-fit test, as used for sample ratio checks)',
        url: 'https://docs.scipy.org/doc/scipy/reference/generated/scipy.stats.chisquare.html',
        kind: 'docs',
      },
      {
        title: 'statsmodels: NormalIndPower (power and sample size for two groups)',
        url: 'https://www.statsmodels.org/stable/generated/statsmodels.stats.power.NormalIndPower.html',
        kind: 'docs',
      },
      {
        title: 'Johari, Pekelis and Walsh: Always Valid Inference: Bringing Sequential Analysis to A/B Testing (arXiv)',
        url: 'https://arxiv.org/abs/1512.04922',
        kind: 'article',
      },
    ],
  },
  {
    key: 'spreadsheets-for-analysts',
    title: 'Spreadsheets for Analysts',
    summary:
      'Use Excel and Google Sheets deliberately: tidy tables, relative and absolute references, XLOOKUP and the traps of VLOOKUP, SUMIFS and COUNTIFS, pivot tables, dates as serial numbers, data validation, and when to move the work to SQL or Python.',
    estimatedMinutes: 145,
    reviewedOn: '2026-11',
    contentMd: `### Why analysts still use spreadsheets
Excel and Google Sheets are where most business data is first typed, shared and questioned. Finance plans the budget in one, sales exports its pipeline to one, and a manager who asks "can you check these numbers?" usually attaches one. A spreadsheet is also the fastest tool for a small, one-off question: you see every value, a formula recalculates instantly, and the person who asked can open the result without installing anything.

The same strengths become weaknesses as work grows. Logic hides in thousands of cells, nobody can see which ones were typed over, a copied formula silently points at the wrong row, and the steps cannot be rerun next month without doing them again by hand. A good analyst uses spreadsheets deliberately: structured so that mistakes are hard to make and easy to see, and left behind when the job outgrows them. This lesson covers the habits and functions that make that possible; the formulas work the same way in Excel and Google Sheets unless noted.

### Keep data in tables
Start every analysis from a clean, rectangular block of data: **one header row, one row per record, one kind of value per column**, no blank rows or merged cells in the middle, no totals mixed in with the data. That is the same tidy shape pandas and SQL expect, and it is what sorting, filtering, lookups and pivot tables assume.

In Excel, select the block and press Ctrl+T to make it a **table** (Insert > Table). A table grows automatically when you add rows, so formulas and charts that use it include new data without editing their ranges. A formula typed into one cell of a table column fills the whole column (a calculated column), and formulas can use **structured references** by name: \`=SUM(Sales[Amount])\` instead of \`=SUM(C2:C5001)\`, and \`=[@Quantity]*[@Price]\` for "this row's quantity times this row's price". Names make formulas readable and keep working when columns move. Google Sheets offers the same idea as tables and named ranges.

Keep raw data on its own sheet and never edit it by hand; do calculations on other sheets that refer to it. When next month's export arrives, you replace the raw sheet and everything else updates.

### Relative and absolute references
When you copy a formula, its cell references shift by the same amount: \`=B2*C2\` copied one row down becomes \`=B3*C3\`. That is a **relative reference**, and it is what makes "write once, fill down" work. Sometimes a reference must *not* move, such as a tax rate in cell \`F1\`. A dollar sign fixes it: \`$F$1\` is an **absolute reference** and stays \`$F$1\` wherever you copy it. Mixed references fix only one part: \`$F1\` keeps the column and lets the row move; \`F$1\` keeps the row and lets the column move. In Excel on Windows, F4 cycles through the four forms while you edit a reference.

\`\`\`text
D2:  =B2*C2*(1+$F$1)     copied to D3 becomes  =B3*C3*(1+$F$1)
     (B2 and C2 move with the row; $F$1 always points at the tax rate)
\`\`\`
Mixed references are what let one formula fill a whole grid: in a table of prices (rows) by discounts (columns), \`=$A2*(1-B$1)\` takes the price from column A of its own row and the discount from row 1 of its own column.

### Lookups: XLOOKUP and the traps of VLOOKUP
Joining two tables in a spreadsheet means a lookup: for each order, find the product's price in the product list. The classic function is \`VLOOKUP(lookup_value, table_array, col_index_num, [range_lookup])\`, and it has three well-known traps:

1. **The default is an approximate match.** If you leave out the last argument, it counts as TRUE, which assumes the first column is sorted and returns the closest smaller value when there is no exact match. With an unsorted product list, you get a wrong price, not an error. Always pass \`FALSE\` for exact matching.
2. **The column is a number.** \`col_index_num = 3\` means "the third column of the range". Insert a column into the product list and the formula quietly returns the wrong field.
3. **It only looks to the right.** The value you search for must be in the first column of the range.

\`XLOOKUP(lookup_value, lookup_array, return_array, [if_not_found], [match_mode], [search_mode])\` fixes all three. It matches exactly by default, takes the column to return as a range rather than a number, and can return a column to the left of the one it searches. Microsoft's documentation notes that it is not available in Excel 2016 and 2019, so check what your colleagues use; Google Sheets has it too. \`INDEX\` with \`MATCH(..., 0)\` is the older combination that also avoids the traps.

\`\`\`text
=XLOOKUP([@ProductID], Products[ProductID], Products[Price], "missing")
\`\`\`
The fourth argument is what to show when nothing matches. Without it you get \`#N/A\`. Do not hide that with \`IFERROR(..., 0)\`: a missing product is a data problem to investigate, and a zero price silently lowers revenue. Count the misses instead.

### Conditional sums and counts: SUMIFS and COUNTIFS
\`SUMIFS\` adds the values that meet every condition you give it; \`COUNTIFS\` counts the rows that do; \`AVERAGEIFS\` averages them.

\`\`\`text
=SUMIFS(Sales[Amount], Sales[Region], "North", Sales[Date], ">="&DATE(2026,10,1), Sales[Date], "<"&DATE(2026,11,1))
=COUNTIFS(Sales[Region], "North", Sales[Amount], ">=1000")
\`\`\`
The first line is North's revenue in October 2026. Note the argument order: in \`SUMIFS\` the range to add comes **first**, followed by pairs of criteria range and criterion (the older \`SUMIF\` puts the sum range last, a frequent source of mix-ups). A criterion with a comparison is text, so a cell value or a date is joined to the operator with \`&\`. Using a half-open date range (\`>=\` the first day, \`<\` the first day of the next month) includes every time of day on the last day, which \`<=DATE(2026,10,31)\` would miss for timestamps after midnight. Put the criteria in cells (a region in \`H1\`, a month start in \`H2\`) rather than typing them into formulas, so a reader can see and change them.

### Pivot tables
A **pivot table** is a group-by you build by dragging fields: rows, columns, values and filters. Revenue by region and month, orders by product category, average basket size by channel: each takes seconds, and you can rearrange it to explore. In SQL terms, rows and columns are the \`group by\` columns and values are the aggregates.

Three habits keep pivot tables honest. Build them on a **table**, so new rows are included. **Refresh** after the data changes: an Excel pivot table does not recalculate on its own the way a formula does (Data > Refresh All). And check **how each value is summarised**: a numeric column with a few blank or text cells may be counted instead of summed, which gives a number that looks plausible and means something else. Compare the pivot's grand total with a simple \`SUM\` of the source column before you trust it.

### Dates are numbers
A spreadsheet stores a date as a **serial number**, the count of days from a starting date, and shows it with a date format. Time is the fraction of a day: 0.5 is noon. In Excel for Windows' default 1900 date system, 1 is 1 January 1900. Google Sheets counts days since 30 December 1899; from 1 March 1900 onwards the two give the same serial for the same date. (Excel deliberately treats 1900 as a leap year, a bug kept for compatibility with Lotus 1-2-3; it only affects dates before March 1900.) Some workbooks, mostly older ones created on a Mac, use the **1904 date system**, whose serials are 1,462 days smaller: copy dates between such workbooks and they shift by four years and a day.

Because dates are numbers, you can subtract them (\`=B2-A2\` is days between) and compare them, and \`46353\` formatted as a date is 27 November 2026. The trouble is text that only looks like a date. An export with \`03/04/2026\` can be read as 3 April or 4 March depending on the locale, and a value that stayed text sorts alphabetically and breaks every date criterion. Check with \`ISNUMBER(A2)\`, and when you control the format, use ISO dates (\`2026-04-03\`).

### Data validation and defensive sheets
**Data validation** (Data > Data validation in both tools) limits what can be typed into a cell: a value from a list, a whole number in a range, a date after a start date. Use it on input cells that other people fill in, such as a region drop-down instead of free text that will soon contain "North", "north" and "Nrth". It is a guard against typos, not a security control: Microsoft's documentation notes that its messages appear only when data is typed into a cell, not when it is copied or filled in, a plain paste can even replace the cell's rule, and it does not check values that were there before the rule.

Other defensive habits: keep inputs, calculations and outputs in separate, labelled areas; add check cells (for example, the sum of the regions must equal the total, shown as TRUE or FALSE); avoid typing constants into formulas; and protect the calculation sheets when others edit the workbook. Watch for automatic conversion on import: IDs lose their leading zeros, numbers longer than 15 digits lose their last digits because Excel keeps 15 significant digits, and some text becomes dates. That last one was common enough that the HGNC, the body that names human genes, renamed genes such as SEPT1 and MARCH1 (now SEPTIN1 and MARCHF1) so spreadsheets would stop turning them into dates, and explained why in its 2020 guidelines. Import such columns as text.

### When to move to SQL or Python
Spreadsheets stop being the right tool when:
- the data is larger than is comfortable to scroll or slow to recalculate (an Excel worksheet holds at most 1,048,576 rows, and performance suffers long before that);
- the same steps are repeated every week or month and must give the same result each time;
- several tables must be joined, cleaned and reshaped in many steps;
- others need to review the logic, or the result feeds decisions that must be audited.

Then the data belongs in a database, and the steps belong in SQL or a Python script under version control, where every step is visible and rerunnable. Excel's Power Query is a middle ground: it records import and cleaning steps that can be refreshed. Even then, the spreadsheet often remains the last mile: the final table exported for a manager who wants to filter it.

### Worked example
Sales sends \`october.xlsx\`: 4,200 order rows (date, region, product id, quantity) and a product list (id, name, price). The question: revenue by region for October, and which products have no price.

1. Copy the export onto a sheet named \`raw\` and make both blocks tables: \`Orders\` and \`Products\`. Check the row count against the email (4,200) and that \`Date\` is numeric: \`=SUMPRODUCT(--ISNUMBER(Orders[Date]))\` must equal 4,200.
2. Add a calculated column \`Price\` to \`Orders\`: \`=XLOOKUP([@ProductID], Products[ProductID], Products[Price], "missing")\`, then \`Revenue\`: \`=IF([@Price]="missing", 0, [@Quantity]*[@Price])\`. Count the misses with \`=COUNTIF(Orders[Price], "missing")\`: 37 rows with two product ids that are not in the list. Those go back to Sales, with their ids; they are not hidden.
3. On a \`summary\` sheet, list the regions in column A and put the month start in \`B1\`: \`=SUMIFS(Orders[Revenue], Orders[Region], $A3, Orders[Date], ">="&$B$1, Orders[Date], "<"&EDATE($B$1, 1))\`. \`$A3\` keeps the column and moves with the row; \`$B$1\` stays fixed.
4. Build a pivot table on \`Orders\` (Region in rows, Revenue in values, set to Sum) and compare: the pivot's total, the \`SUMIFS\` total and \`=SUM(Orders[Revenue])\` must agree. A check cell shows \`=ABS(SUM(B3:B6)-SUM(Orders[Revenue]))<0.01\`.

The reply states the revenue by region, says that 37 orders (two product ids) have no price and were left out of revenue, and asks Sales to add them to the product list. If this becomes a monthly request, the next step is a SQL query or a script over the orders table instead of repeating the four steps by hand.

### Common mistakes
- **VLOOKUP without \`FALSE\`.** The approximate default returns wrong values from unsorted lists without any error. Use \`XLOOKUP\` or pass \`FALSE\`.
- **Forgetting the \`$\` on a fixed cell.** Filled down, the reference to the tax rate moves to empty cells and the results become wrong from row 3 on. Use \`$F$1\` (or a named cell).
- **Hiding \`#N/A\` with \`IFERROR(...,0)\`.** Missing matches become zeros that look like data. Show and count them.
- **Trusting an old pivot table.** It does not refresh itself, and a blank cell can turn Sum into Count. Refresh and reconcile the total.
- **Dates stored as text.** They sort wrongly and fail date criteria. Test with \`ISNUMBER\` and convert on import.
- **Editing raw data by hand.** The change cannot be traced or repeated. Keep raw data untouched and transform it elsewhere.

### At work
Analysts receive spreadsheets from every team and send results back in them, so fluency matters even where the main tools are SQL and Python. Typical junior tasks are reconciling two exports ("why do finance and sales disagree on October revenue?"), building a pivot-table summary for a meeting, cleaning a list before it is loaded into a database, or turning a fragile workbook that someone updates by hand into a query. Teams that rely on spreadsheets for reporting usually agree on conventions: a raw-data sheet, inputs in coloured cells, check cells, a notes sheet saying where the data came from and when. Knowing when to say "this should be a query, not a workbook" is part of the job too.`,
    resources: [
      {
        title: 'Microsoft Learn: Excel incorrectly assumes that the year 1900 is a leap year (the 1900 date system)',
        url: 'https://learn.microsoft.com/en-us/office/troubleshoot/excel/wrongly-assumes-1900-is-leap-year',
        kind: 'docs',
      },
      {
        title: 'Google Sheets API: DateTimeRenderOption (dates as serial numbers from 30 December 1899)',
        url: 'https://developers.google.com/sheets/api/reference/rest/v4/DateTimeRenderOption',
        kind: 'docs',
      },
      {
        title: 'Microsoft Learn: What is Power Query? (repeatable import and cleaning steps)',
        url: 'https://learn.microsoft.com/en-us/power-query/power-query-what-is-power-query',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'dashboards-and-bi',
    title: 'Dashboards and BI',
    summary:
      'Build dashboards people trust: a question and an audience first, metric definitions, KPI and diagnostic views, grain, filters and drill-down, chart choice, freshness, a semantic layer that defines metrics once, and fast pages through pre-aggregation and caching.',
    estimatedMinutes: 145,
    reviewedOn: '2026-11',
    contentMd: `### What a dashboard is for
A **dashboard** is a small set of charts and numbers, refreshed automatically, that lets people watch something they care about without asking an analyst every time. Business intelligence (BI) tools such as Power BI, Tableau, Looker Studio, Looker and Metabase connect to a database or warehouse, run queries on a schedule or on demand, and draw the results. The tools differ in details and in vocabulary (Power BI calls a single page of pinned tiles a dashboard and the pages behind it reports), but the decisions that make a dashboard useful are the same in all of them.

A dashboard earns its place by answering a recurring question for a named audience: "Is the business on track this week?" for the leadership team, "Which orders are stuck?" for operations. Grafana's dashboard guidance puts it simply: a dashboard should tell a story or answer a question, and if it has no goal, ask whether you need it at all. A dashboard built to "show all the data" ends up with forty charts, no conclusions and no visitors. Write the question and the audience at the top of the page, in words, before building anything.

### Define the metric before the chart
Most dashboard arguments are not about charts; they are about definitions. "Active users", "revenue" and "conversion rate" each hide decisions: active means logged in, or did something meaningful? Revenue before or after refunds, with or without tax, in which currency, on the order date or the payment date? Conversion per session, per visitor or per user?

For every metric on a dashboard, write down:
- the **name** and a one-sentence meaning a non-analyst understands;
- the **calculation**, with its numerator, its denominator and its filters (test accounts and internal users out, cancelled orders out);
- the **time** it is assigned to (event time or processing time, and which time zone);
- the **owner** who decides when the definition changes.

Rates deserve special care. A rate must be computed as the sum of its numerator divided by the sum of its denominator *at the level being displayed*, not as the average of rates computed on smaller pieces. Average ten daily conversion rates and a quiet day with 20 sessions counts as much as a busy day with 10,000; the worked example shows how far apart the two can be.

### KPI views and diagnostic views
Dashboards serve two different jobs, and mixing them on one page serves neither.

- A **KPI view** (key performance indicators) answers "are we on track?" in seconds. It shows a handful of headline numbers, each with a comparison that gives it meaning: against target, against the same period last year, or against the previous period, plus a small trend line. Five well-chosen numbers beat twenty.
- A **diagnostic view** answers "why did it move?". It breaks one metric down by the dimensions that usually explain changes (channel, country, device, product, customer segment) and lets people filter and drill into them.

The usual design is a top page of KPIs, each linked to its own diagnostic page. A single number without a comparison ("revenue: 1.24 M") forces every reader to guess whether it is good; a number with "+6 % vs last year, 2 % below target" starts the right conversation.

### Grain: what one row means
The **grain** of a dataset is what one row represents: one order, one order line, one customer per day, one session. Every chart inherits the grain of the table behind it, and most wrong numbers on dashboards come from grain mistakes:
- Joining orders to order lines and then summing the order's shipping fee counts it once per line (the one-to-many trap from the SQL lessons).
- Counting rows of a customer-per-day table as "customers" counts each customer once per day they appear; you needed a distinct count.
- Adding up distinct counts across days: 1,000 daily active users on each of seven days is not 7,000 weekly active users, because the same people come back.

State the grain of every table that feeds a dashboard, in its description, and pick the grain that matches the questions: a table at one row per day and country is perfect for trends by country, and useless for "how many distinct customers bought twice?".

### Filters and drill-down
Filters let one dashboard serve many questions: a date range, a country, a product line. They also create traps. A filter should say clearly what it applies to (one chart or the whole page), and its current state should be visible, or a screenshot of "Germany only" will be read as the company total. Defaults matter most, because most people never change them: default to the period people usually ask about (often the last complete week or month, since a partial current period always looks like a drop).

Some metrics do not survive filtering. A distinct count of customers over the selected dates must be recomputed from the detailed rows, not added up from daily values. A ratio must be recomputed from its summed parts. If the table behind a chart is pre-aggregated in a way that cannot answer a filter correctly, disable that filter for that chart rather than show a wrong number. **Drill-down** (clicking a bar to see its components, down to individual records) is how diagnostic views answer "why"; make sure the detail adds up to the total the user clicked on.

### Choosing charts
Chart choice follows the question, as the Data Visualization lesson explained; on dashboards a few choices cover most needs:
- **A single number** with its comparison and a small trend for a KPI.
- **A line chart** for a metric over time; put the target or last year's line on the same axes for comparison.
- **A bar chart** for comparing categories, sorted by value, with the axis starting at zero because bar length is what the eye compares.
- **A table** when people need exact values or will look things up (the list of stuck orders); tables are a legitimate chart.
- **Stacked bars or areas** only when the total and one or two big parts matter; the middle layers are hard to compare.

Avoid pie charts with many slices, gauges that use a lot of space for one number, 3-D effects, and dual axes that let the scale make any two lines look related. Use colour for meaning, consistently across pages (the same colour for the same channel everywhere; red only for "bad"), and check that the dashboard still reads for colour-blind viewers.

### Freshness and trust
A dashboard is only trusted while its numbers are known to be current and correct. Show **when the data was last updated** on every page, and monitor it: if the nightly load fails, the page should say "data as of Monday" rather than quietly showing Monday's numbers on Thursday. Decide the freshness each audience needs: daily is plenty for most business metrics, while an operations queue may need minutes. Fresher data costs more, in warehouse queries and in more complex pipelines.

Build trust deliberately. Reconcile the headline numbers with a source people already trust, such as the finance system's monthly revenue, and write the known differences into the page's notes (for example, "excludes tax; refunds are counted on the refund date"). Mark incomplete periods. When a number turns out to be wrong, fix it, then tell the users what changed and why: a silent correction teaches people that the dashboard changes without warning.

### A semantic layer: define metrics once
When every chart has its own SQL, "revenue" ends up defined in twenty places, slightly differently, and two dashboards disagree in front of the board. A **semantic layer** fixes this by defining the business meaning once, between the warehouse tables and the tools: the entities and how they join, the dimensions people can group by, and the metrics with their exact calculation. Tools then ask for "revenue by country by month", and the layer writes the SQL.

Looker's LookML is one long-established example: analysts describe dimensions, measures and joins in version-controlled files, and Looker generates the queries. The dbt Semantic Layer, powered by MetricFlow, defines semantic models and metrics in YAML inside a dbt project and serves them to several BI tools. Power BI's semantic models (earlier called datasets) and Metabase's curated models and metrics play a similar role inside their own tools. Whatever the tool, the principle is the same as in code: one definition, reviewed like code, reused everywhere.

### Performance: pre-aggregation and caching
A dashboard that takes forty seconds to load is not used. The main causes are queries that scan raw event tables of billions of rows every time someone opens the page, and pages with too many charts, each running its own query.

The fixes, roughly in order:
- **Pre-aggregate**: build summary tables at the grain the dashboard needs (one row per day, country and product, with sums and counts), refreshed on a schedule by the data pipeline. Keep numerators and denominators, not precomputed rates, so that any filter can recombine them correctly. Looker's aggregate awareness and Power BI's aggregations can route queries to such tables automatically.
- **Cache or import**: most tools can keep a copy of query results or of the data itself (an extract in Tableau, import mode in Power BI, caching in Looker Studio and Metabase) and refresh it on a schedule, instead of querying the warehouse live on every view.
- **Fewer, purposeful charts** per page, and filters that narrow the data the queries read (partitioned by date, for example).

Every cache is a freshness trade-off: say on the page how old the cached data can be.

### Worked example
A marketing team wants a daily conversion dashboard by country, and the first version shows a conversion rate of 8.6 %, far above what finance sees. The raw table has one row per session. Rebuilding the pipeline step by step in SQLite shows where the number came from:

\`\`\`python
import sqlite3

db = sqlite3.connect(":memory:")
db.execute("create table sessions (day text, country text, converted int)")
rows = ([("2026-11-02", "DE", 1)] * 30 + [("2026-11-02", "DE", 0)] * 970
        + [("2026-11-02", "FR", 1)] * 4 + [("2026-11-02", "FR", 0)] * 16
        + [("2026-11-03", "DE", 1)] * 28 + [("2026-11-03", "DE", 0)] * 972)
db.executemany("insert into sessions values (?, ?, ?)", rows)

# Pre-aggregate once: one row per day and country, with numerator and denominator
db.execute("""create table daily as
  select day, country, count(*) as sessions, sum(converted) as conversions
  from sessions group by day, country""")

# Right: sum the parts, then divide.  Wrong: average the per-row rates.
right, wrong = db.execute("""select
  round(100.0 * sum(conversions) / sum(sessions), 2),
  round(avg(100.0 * conversions / sessions), 2)
from daily""").fetchone()
print(right, wrong)
\`\`\`
\`\`\`text
3.07 8.6
\`\`\`
The summary table \`daily\` has one row per day and country (its grain), with the numerator and the denominator kept separately. The first version of the dashboard averaged the three row-level rates (3.0 %, 20.0 % and 2.8 %), so France's 20 sessions weighed as much as Germany's 1,000 and pulled the average to 8.6 %. Summing conversions and sessions first gives the true 3.07 %: 62 conversions in 2,020 sessions. The fix goes into the metric's definition ("conversion rate = sum of conversions / sum of sessions at the displayed level"), ideally in the semantic layer, so every chart and filter computes it the same way. The team also adds a "last updated" stamp, a comparison with the previous week, and a note that sessions from internal IP addresses are excluded.

### Common mistakes
- **A dashboard without a question or an owner.** It grows charts until nobody uses it. Start from the audience and the decision it supports; retire pages nobody opens.
- **Averaging rates.** Small groups weigh as much as big ones. Keep numerators and denominators and divide at the displayed level.
- **Numbers without comparison.** A KPI alone cannot be judged. Show it against target, last year or last period.
- **Including the current, incomplete period.** Today's partial numbers always look like a drop. Default to complete periods or mark the partial one clearly.
- **Summing distinct counts across days or filters.** Returning customers are counted again. Recompute distinct counts from detailed data.
- **Hidden staleness.** A failed refresh shows old numbers as if current. Display and monitor the last update time.

### At work
In most companies, analysts build and maintain dashboards in whichever BI tool the company has chosen, often next to a data team that owns the warehouse models feeding them. The work is less about dragging charts than about agreeing definitions with stakeholders, choosing the grain and the summary tables, reconciling the numbers with finance or product sources, and keeping the dashboard fast and fresh. Mature teams treat dashboards like products: each has an owner, a description of its metrics, a place in version control (LookML, dbt metrics or exported definitions), and a review before changes reach executives. A junior analyst is typically asked to add a breakdown to an existing dashboard, to find out why two dashboards disagree, or to replace a slow chart with one that reads from a summary table.`,
    resources: [
      {
        title: 'Power BI documentation: Dashboards for business users',
        url: 'https://learn.microsoft.com/en-us/power-bi/consumer/end-user-dashboards',
        kind: 'docs',
      },
      {
        title: 'Looker documentation: What is LookML? (a semantic model in code)',
        url: 'https://cloud.google.com/looker/docs/what-is-lookml',
        kind: 'docs',
      },
      {
        title: 'dbt documentation: About MetricFlow (metrics defined once for the dbt Semantic Layer)',
        url: 'https://docs.getdbt.com/docs/build/about-metricflow',
        kind: 'docs',
      },
      {
        title: 'Grafana documentation: Dashboard best practices',
        url: 'https://grafana.com/docs/grafana/latest/visualizations/dashboards/build-dashboards/best-practices/',
        kind: 'article',
      },
    ],
  },
];
