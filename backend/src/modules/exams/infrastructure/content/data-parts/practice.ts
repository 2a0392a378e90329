import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** data exam questions written for issue 29. Keys are stable: never rename or reuse them. Every output question was run with python3 (sqlite3 from the standard library) or bash. */
export const DATA_EXAM_PRACTICE: ExamQuestionContent[] = [
  // sql-window-functions
  {
    key: 'data-061',
    kind: 'output',
    prompt: 'The two best-selling products per category, in SQLite. What does this code print?',
    code: `import sqlite3

db = sqlite3.connect(":memory:")
db.execute("create table revenue (category text, product text, amount int)")
db.executemany("insert into revenue values (?, ?, ?)", [
    ("books", "atlas", 50), ("books", "novel", 80), ("books", "poems", 20),
    ("games", "chess", 40), ("games", "cards", 70), ("games", "dice", 10),
])
query = """with ranked as (
  select category, product,
         row_number() over (partition by category order by amount desc) as rn
  from revenue
)
select product from ranked where rn <= 2 order by category, rn"""
print([row[0] for row in db.execute(query)])`,
    language: 'python',
    options: opts(
      "['novel', 'cards']",
      "['novel', 'cards', 'atlas', 'chess']",
      "['novel', 'atlas', 'cards', 'chess']",
      "['atlas', 'novel', 'cards', 'chess']",
    ),
    correct: ['c'],
    explanation:
      'row_number restarts in each category, ordered by amount from high to low, so rn <= 2 keeps two products per category; the outer order by lists books first, each by its number.',
    moduleKey: 'sql-window-functions',
    section: 'Top-N per group',
  },
  {
    key: 'data-062',
    kind: 'single',
    prompt:
      'An analyst writes last_value(price) over (partition by product order by changed_at) to get each product’s latest price, but every row shows its own price. Why?',
    options: opts(
      'last_value only works without partition by',
      'The default frame ends at the current row (and its peers), so the last value the function can see is the current one',
      'order by inside over sorts the rows in descending order by default',
      'last_value ignores the order by clause and returns an arbitrary row',
    ),
    correct: ['b'],
    explanation:
      'With order by, the default frame is range between unbounded preceding and current row. Extend it with rows between unbounded preceding and unbounded following, or use first_value with the order reversed.',
    moduleKey: 'sql-window-functions',
    section: 'ROWS versus RANGE frames',
  },
  {
    key: 'data-063',
    kind: 'multiple',
    prompt:
      'In PostgreSQL, where may a window function such as rank() over (order by amount desc) appear? Choose all that apply.',
    options: opts(
      'In the select list',
      'In the where clause',
      'In the having clause',
      'In the query’s order by clause',
    ),
    correct: ['a', 'd'],
    explanation:
      'Window functions are computed after where, group by and having, so only the select list and the final order by can use them; to filter on one, compute it in a CTE or subquery first.',
    moduleKey: 'sql-window-functions',
    section: 'Top-N per group',
  },
  {
    key: 'data-064',
    kind: 'output',
    prompt: 'A three-row moving average of daily visits. What does this code print?',
    code: `import sqlite3

db = sqlite3.connect(":memory:")
db.execute("create table daily (day int, visits int)")
db.executemany("insert into daily values (?, ?)", [(1, 30), (2, 60), (3, 90), (4, 30)])
query = """select avg(visits) over (order by day rows between 2 preceding and current row)
from daily order by day"""
print([row[0] for row in db.execute(query)])`,
    language: 'python',
    options: opts(
      '[None, None, 60.0, 60.0]',
      '[52.5, 52.5, 52.5, 52.5]',
      '[30.0, 60.0, 90.0, 30.0]',
      '[30.0, 45.0, 60.0, 60.0]',
    ),
    correct: ['d'],
    explanation:
      'The frame holds the current row and up to two before it. Days 1 and 2 have fewer rows to average (30, then (30 + 60) / 2), day 3 averages 30, 60, 90 and day 4 averages 60, 90, 30.',
    moduleKey: 'sql-window-functions',
    section: 'ROWS versus RANGE frames',
  },
  {
    key: 'data-065',
    kind: 'single',
    prompt:
      'Marketing wants every product whose price is among the three highest distinct prices, with tied products all included and the ranks numbered 1, 2, 3 without gaps. Which function fits?',
    options: opts(
      'dense_rank() over (order by price desc)',
      'row_number() over (order by price desc)',
      'rank() over (order by price desc)',
      'lag(price) over (order by price desc)',
    ),
    correct: ['a'],
    explanation:
      'dense_rank gives peers the same rank and does not skip numbers, so rank <= 3 means the three highest distinct prices. row_number drops ties and rank leaves gaps after them.',
    moduleKey: 'sql-window-functions',
    section: 'Ranking: ROW_NUMBER, RANK and DENSE_RANK',
  },
  // ab-testing
  {
    key: 'data-066',
    kind: 'single',
    prompt:
      'A redesigned news feed shows +8 % clicks on the first day, +4 % after one week and +1 % in the second week. New users show a steady +1 % throughout. What is the most likely explanation?',
    options: opts(
      'A sample ratio mismatch that grows over time',
      'A novelty effect: existing users click more at first because the feed is new, and the lasting effect is small',
      'The test is underpowered, so the first day’s +8 % is the real effect',
      'A primacy effect, which always makes a change look worse at first',
    ),
    correct: ['b'],
    explanation:
      'A gap that shrinks day by day among existing users, while new users with no habits show a small steady effect, is the signature of novelty; the long-term effect is closer to the later numbers.',
    moduleKey: 'ab-testing',
    section: 'Novelty, primacy and other time effects',
  },
  {
    key: 'data-067',
    kind: 'multiple',
    prompt:
      'A 50/50 test ends with 48,900 users in control and 47,300 in treatment, and the chi-square check gives p < 0.001. Which are plausible causes worth investigating? Choose all that apply.',
    options: opts(
      'Plain bad luck, since group sizes always differ a little',
      'The treatment page fails on some browsers before the visit is logged',
      'Bot filtering removes more traffic from one variant than from the other',
      'A redirect in the treatment loses users on slow connections',
    ),
    correct: ['b', 'c', 'd'],
    explanation:
      'A p-value below 0.001 means chance is very unlikely; something systematically drops or adds users in one group, such as logging failures, different bot filtering or a lossy redirect. Find and fix the cause before reading any metric.',
    moduleKey: 'ab-testing',
    section: 'Sample ratio mismatch',
  },
  {
    key: 'data-068',
    kind: 'output',
    prompt: 'Turning a sample size into a test duration. What does this code print?',
    code: `from math import ceil

needed_per_group = 21_000
daily_eligible = 2_600             # users a day, split 50/50 between A and B
days = ceil(2 * needed_per_group / daily_eligible)
weeks = ceil(days / 7)
print(days, weeks * 7)`,
    language: 'python',
    options: opts('9 14', '17 17', '17 21', '8 14'),
    correct: ['c'],
    explanation:
      'Both groups together need 42,000 users, which takes 42,000 / 2,600 ≈ 16.2, so 17 days; rounding up to whole weeks gives 3 weeks, 21 days, so every weekday is covered equally.',
    moduleKey: 'ab-testing',
    section: 'Sample size, power and duration',
  },
  {
    key: 'data-069',
    kind: 'single',
    prompt:
      'Users were randomised, but the analyst computed the click-through rate treating each of 2 million page views as an independent observation, and got p = 0.0001. Why is that p-value not trustworthy?',
    options: opts(
      'Page views cannot be counted reliably',
      'Two million observations are too many for a significance test',
      'Click-through rate is not a valid metric for A/B tests',
      'Page views of the same user are not independent, so the variance is underestimated and the p-value is too small',
    ),
    correct: ['d'],
    explanation:
      'The analysis unit should match the randomisation unit. Heavy users contribute many correlated page views, so treating them as independent overstates the evidence.',
    moduleKey: 'ab-testing',
    section: 'The randomisation unit',
  },
  {
    key: 'data-070',
    kind: 'single',
    prompt:
      'Why does an A/B test with random assignment support the claim that a change caused a lift, while a before-and-after comparison of a dashboard does not?',
    options: opts(
      'The groups run at the same time and differ only by chance and the change, so seasonality, campaigns and news affect both equally',
      'A/B tests always use larger samples than dashboards',
      'A/B tests use p-values, and dashboards do not',
      'Before-and-after comparisons cannot be computed for conversion rates',
    ),
    correct: ['a'],
    explanation:
      'Randomisation makes the groups comparable, so anything else that happens during the test hits both; a before-and-after comparison mixes the change with everything else that changed over time.',
    moduleKey: 'ab-testing',
    section: 'What an A/B test adds to a hypothesis test',
  },
  // spreadsheets-for-analysts
  {
    key: 'data-071',
    kind: 'output',
    prompt: 'The same serial number read in the 1900 and the 1904 date systems. What does this code print?',
    code: `from datetime import date, timedelta

serial = 45000
print(date(1899, 12, 30) + timedelta(days=serial))   # 1900 date system (from March 1900 on)
print(date(1904, 1, 1) + timedelta(days=serial))     # 1904 date system: serial 0 is 1 January 1904`,
    language: 'python',
    options: opts('2023-03-15 2027-03-16', '2023-03-15 2023-03-15', '2023-03-15 2019-03-14', '2027-03-16 2023-03-15'),
    correct: ['a'],
    explanation:
      'The 1904 system counts from a start 1,462 days later, so the same serial lands four years and a day later. That is why dates copied between workbooks with different date systems shift.',
    moduleKey: 'spreadsheets-for-analysts',
    section: 'Dates are numbers',
  },
  {
    key: 'data-072',
    kind: 'single',
    prompt:
      'A colleague wraps every price lookup in IFERROR(XLOOKUP(...), 0) "so the sheet looks clean". What is the problem?',
    options: opts(
      'XLOOKUP cannot be nested inside another function',
      'IFERROR makes the workbook recalculate much more slowly',
      'IFERROR only works with VLOOKUP',
      'Products that were not found get a price of 0, which silently lowers revenue instead of exposing a data problem',
    ),
    correct: ['d'],
    explanation:
      'A missing match is information: a product is missing from the list. Show it (for example with XLOOKUP’s if_not_found text), count the misses and report them instead of turning them into zeros.',
    moduleKey: 'spreadsheets-for-analysts',
    section: 'Lookups: XLOOKUP and the traps of VLOOKUP',
  },
  {
    key: 'data-073',
    kind: 'multiple',
    prompt: 'Which statements about data validation in Excel or Google Sheets are true? Choose all that apply.',
    options: opts(
      'A drop-down list of regions prevents variants such as "north" and "Nrth" from being typed',
      'It encrypts the cells it protects',
      'Pasting over a validated cell can replace its rule, so it is a guard against typos rather than a security control',
      'It automatically corrects invalid values that were in the cells before the rule was added',
    ),
    correct: ['a', 'c'],
    explanation:
      'Validation limits what is typed into input cells, which stops inconsistent spellings. It encrypts nothing, can be bypassed by pasting, and does not check or fix values that were already there.',
    moduleKey: 'spreadsheets-for-analysts',
    section: 'Data validation and defensive sheets',
  },
  {
    key: 'data-074',
    kind: 'single',
    prompt:
      'Why is =SUM(Sales[Amount]) on an Excel table safer than =SUM(C2:C5001) on a plain range when next month’s rows are appended?',
    options: opts(
      'Structured references are calculated with more decimal places',
      'Plain ranges cannot be summed once they pass 5,000 rows',
      'A table grows to include the new rows, so the structured reference covers them without editing the formula',
      'Tables sort the data automatically, which SUM requires',
    ),
    correct: ['c'],
    explanation:
      'A fixed range stops at row 5001 and silently leaves out new rows; a table expands as rows are added, and formulas that name its columns follow.',
    moduleKey: 'spreadsheets-for-analysts',
    section: 'Keep data in tables',
  },
  {
    key: 'data-075',
    kind: 'single',
    prompt:
      'An imported date column sorts "10/02/2026" before "9/01/2026", and a SUMIFS with a date criterion returns 0. What is the most likely cause, and the check?',
    options: opts(
      'The column uses the 1904 date system; check the workbook options',
      'The dates were imported as text; check with ISNUMBER and convert them',
      'SUMIFS cannot use dates as criteria; use a pivot table',
      'The cells are formatted with too few decimals; widen the format',
    ),
    correct: ['b'],
    explanation:
      'Real dates are serial numbers and sort chronologically; text sorts character by character and never matches a numeric date criterion. ISNUMBER shows which cells are text.',
    moduleKey: 'spreadsheets-for-analysts',
    section: 'Dates are numbers',
  },
  // dashboards-and-bi
  {
    key: 'data-076',
    kind: 'single',
    prompt:
      'The sales dashboard and the finance dashboard show different October revenue, because each chart has its own SQL. What fixes the cause rather than this one case?',
    options: opts(
      'Round both numbers to millions so the difference disappears',
      'Delete the finance dashboard',
      'Refresh both dashboards at the same time every night',
      'Define revenue once, in a semantic layer or shared model, and have every chart use that definition',
    ),
    correct: ['d'],
    explanation:
      'When each chart carries its own definition, they drift apart. A semantic layer (such as LookML, dbt metrics or a shared Power BI semantic model) defines the metric once, reviewed like code, for every tool and chart.',
    moduleKey: 'dashboards-and-bi',
    section: 'A semantic layer: define metrics once',
  },
  {
    key: 'data-077',
    kind: 'output',
    prompt:
      'Daily active users added up over three days, compared with the distinct users of the period. What does this code print?',
    code: `monday = {"ana", "ben", "cai"}
tuesday = {"ana", "ben", "dee"}
wednesday = {"ana", "eli", "ben"}
days = [monday, tuesday, wednesday]

print(sum(len(d) for d in days), len(set().union(*days)))`,
    language: 'python',
    options: opts('9 9', '9 5', '5 5', '3 5'),
    correct: ['b'],
    explanation:
      'Summing daily counts gives 9, but ana and ben come back every day; only 5 different people were active. Distinct counts must be recomputed for the selected period, never added up.',
    moduleKey: 'dashboards-and-bi',
    section: 'Grain: what one row means',
  },
  {
    key: 'data-078',
    kind: 'multiple',
    prompt: 'Which practices keep a dashboard trustworthy? Choose all that apply.',
    options: opts(
      'Show when the data was last updated, and alert when a refresh fails',
      'Reconcile headline numbers with a trusted source and note known differences',
      'Correct wrong numbers silently so nobody loses confidence',
      'Mark incomplete periods as partial',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Visible freshness, reconciliation with known notes and marked partial periods let readers judge the numbers. Silent corrections teach people that the dashboard changes without warning; announce what changed and why.',
    moduleKey: 'dashboards-and-bi',
    section: 'Freshness and trust',
  },
  {
    key: 'data-079',
    kind: 'single',
    prompt: 'A diagnostic page must compare last month’s revenue across 12 product categories. Which chart fits best?',
    options: opts(
      'A pie chart with 12 slices',
      'A gauge per category',
      'A bar chart sorted by revenue, with the axis starting at zero',
      'A line chart with the categories on the x-axis in alphabetical order',
    ),
    correct: ['c'],
    explanation:
      'Bars compare categories by length, so they start at zero, and sorting makes the ranking readable. Twelve pie slices are hard to compare, gauges waste space, and a line implies an order between categories.',
    moduleKey: 'dashboards-and-bi',
    section: 'Choosing charts',
  },
  {
    key: 'data-080',
    kind: 'single',
    prompt:
      'A summary table for a conversion dashboard is built at one row per day and country. Why should it store conversions and sessions rather than only the conversion rate?',
    options: opts(
      'So that any filter or total can recompute the rate as sum of conversions divided by sum of sessions',
      'Because BI tools cannot display percentages',
      'Because rates take more storage than two integers',
      'So that the table can be refreshed less often',
    ),
    correct: ['a'],
    explanation:
      'Averaging stored rates across days or countries weights small groups like big ones. Keeping the numerator and denominator lets every level of the dashboard compute the correct rate.',
    moduleKey: 'dashboards-and-bi',
    section: 'Performance: pre-aggregation and caching',
  },
  // command-line-basics (shared lesson, listed in the Data roadmap)
  {
    key: 'data-081',
    kind: 'output',
    prompt: 'A quick look at a CSV export before loading it. What does this script print?',
    code: `printf 'id,status\\n1,paid\\n2,failed\\n3,paid\\n' > orders.csv
wc -l < orders.csv
grep -c ',paid' orders.csv`,
    language: 'bash',
    options: opts('3 2', '4 2', '4 3', '3 1'),
    correct: ['b'],
    explanation:
      'wc -l counts all four lines, including the header row, and grep -c counts the two lines that contain ",paid". Remember the header when you compare line counts with row counts.',
    moduleKey: 'command-line-basics',
    section: 'Pipes, redirection and searching',
  },
  {
    key: 'data-082',
    kind: 'output',
    prompt: 'What does this script print?',
    code: `echo a > log.txt
echo b >> log.txt
echo c > log.txt
cat log.txt`,
    language: 'bash',
    options: opts('a b c', 'a b', 'c', 'b c'),
    correct: ['c'],
    explanation:
      '>> appends, so after two lines the file holds a and b; the last > replaces the whole file with c. Use >> when a script adds to a log.',
    moduleKey: 'command-line-basics',
    section: 'Pipes, redirection and searching',
  },
  {
    key: 'data-083',
    kind: 'single',
    prompt:
      'A colleague says the analysis project contains a .env file with the database settings, but ls in the project folder does not show it. Why?',
    options: opts(
      'ls only lists files created today',
      'The file is in a different directory, because .env files are always stored in /etc',
      'ls hides files larger than 1 MB',
      'Names starting with a dot are hidden from a plain ls; ls -la shows them',
    ),
    correct: ['d'],
    explanation:
      'Dot files such as .env and .git are hidden by default. ls -la lists them, with details, which is why it is the habit when looking for configuration.',
    moduleKey: 'command-line-basics',
    section: 'Moving around',
  },
  {
    key: 'data-084',
    kind: 'output',
    prompt: 'Counting regions in a file without sorting first. What does this print?',
    code: `printf 'north\\nsouth\\nnorth\\n' | uniq -c`,
    language: 'bash',
    options: opts('1 north 1 south 1 north', '2 north 1 south', '1 south 2 north', 'north south'),
    correct: ['a'],
    explanation:
      'uniq only merges repeats that sit next to each other, so the two norths stay separate. Sort first (sort | uniq -c) to count each value once.',
    moduleKey: 'command-line-basics',
    section: 'Common mistakes',
  },
  {
    key: 'data-085',
    kind: 'single',
    prompt: 'In the same folder, how do you rename sales.csv to sales-2026-10.csv?',
    options: opts(
      'cp sales.csv sales-2026-10.csv',
      'rename sales.csv',
      'mv sales.csv sales-2026-10.csv',
      'rm sales.csv sales-2026-10.csv',
    ),
    correct: ['c'],
    explanation:
      'mv moves a file, and moving it to a new name in the same folder renames it. cp would leave the original in place, and rm deletes sales.csv (and any file already named sales-2026-10.csv) for good.',
    moduleKey: 'command-line-basics',
    section: 'Creating and changing files',
  },
  // git-basics (shared lesson, listed in the Data roadmap)
  {
    key: 'data-086',
    kind: 'output',
    prompt:
      'An analyst commits a report query, then experiments with it and wants the committed version back. What does this script print?',
    code: `git init -q demo && cd demo
git config user.email ana@example.com && git config user.name Ana
echo "select region, sum(amount) from orders group by region" > report.sql
git add report.sql && git commit -qm "Add revenue by region query"
echo "select region, sum(amount) from orders where 1 = 0 group by region" > report.sql
git restore report.sql
cat report.sql
git status --short | wc -l`,
    language: 'bash',
    options: opts(
      'select region, sum(amount) from orders where 1 = 0 group by region 1',
      'select region, sum(amount) from orders group by region 0',
      'select region, sum(amount) from orders group by region 1',
      'select region, sum(amount) from orders where 1 = 0 group by region 0',
    ),
    correct: ['b'],
    explanation:
      'git restore copies the committed version back over the file, so the experiment is gone for good and nothing is left to commit (git status --short prints no line). Commit or copy an experiment you may want later before restoring.',
    moduleKey: 'git-basics',
    section: 'Undoing changes: restore, revert and reset',
  },
  {
    key: 'data-087',
    kind: 'single',
    prompt:
      "A revenue query in the team’s repository contains the filter `and country <> 'CH'`, and nobody remembers why. Which command shows, line by line, the commit that last changed each line, so you can read that commit’s message?",
    options: opts('git status report.sql', 'git diff report.sql', 'git restore report.sql', 'git blame report.sql'),
    correct: ['d'],
    explanation:
      'git blame lists each line with the commit that last changed it; git show or git log -p on that commit then gives the message and the full change. git status and git diff only describe uncommitted changes, and git restore would throw them away.',
    moduleKey: 'git-basics',
    section: 'At work',
  },
  {
    key: 'data-088',
    kind: 'multiple',
    prompt:
      'A notebook connects to the warehouse with a password. Which measures keep the password from entering the repository’s history? Choose all that apply.',
    options: opts(
      'Read the password from an environment variable or a secrets manager, and list .env in .gitignore',
      'Commit the notebook, then delete the password in the next commit',
      'Block pushes that contain recognised keys with GitHub secret scanning push protection or a pre-commit hook such as gitleaks',
      'Undo the commit with git revert once it has been pushed',
    ),
    correct: ['a', 'c'],
    explanation:
      'Keeping secrets out of the files and scanning before the push stop them from being committed at all. A deleting commit and git revert both leave the old commit, password included, in the history of every clone.',
    moduleKey: 'git-basics',
    section: 'Secrets and history',
  },
  {
    key: 'data-089',
    kind: 'single',
    prompt:
      'An analyst runs `git add .` in a project folder that also holds a 300 MB `export.csv` and a `.env` file, and has not committed yet. What is the right next step?',
    options: opts(
      'Commit anyway and delete the two files in the next commit',
      'Run git reset --hard HEAD~1 to undo the add',
      'Check git status, unstage the two files with git restore --staged and list them in .gitignore before committing',
      'Push first, so that the files are backed up on GitHub',
    ),
    correct: ['c'],
    explanation:
      'Nothing is in the history yet: git restore --staged takes the files out of the staging area and keeps them on disk, and .gitignore stops git add . from picking them up again. A later deleting commit would leave both files in history, and reset --hard HEAD~1 would throw away the previous commit and overwrite your files.',
    moduleKey: 'git-basics',
    section: 'Common mistakes',
  },
  {
    key: 'data-090',
    kind: 'single',
    prompt:
      'An analyst hesitates to create a branch for a new churn definition because “a branch copies the whole project”. What is a Git branch?',
    options: opts(
      'A movable label that points at a commit; new commits on the branch move the label forward',
      'A full copy of every file in the project, stored in a separate folder',
      'A separate repository that has to be created on GitHub first',
      'A frozen snapshot of the project that cannot receive new commits',
    ),
    correct: ['a'],
    explanation:
      'A branch is only a pointer to a commit, so creating one is instant and cheap; the work on it stays apart from main until you merge it.',
    moduleKey: 'git-basics',
    section: 'Branches',
  },
];
