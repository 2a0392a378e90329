import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** data exam questions written for issue 29. Keys are stable: never rename or reuse them. Every output question was run with python3. */
export const DATA_EXAM_MODELLING: ExamQuestionContent[] = [
  // regression-analysis
  {
    key: 'data-096',
    kind: 'single',
    prompt:
      'A model fitted on flats of 35 to 120 m² gives price = 40,000 + 3,100 × area. A colleague uses it to price a 400 m² villa and a 0 m² "flat". What is the best response?',
    options: opts(
      'Both predictions are fine, because the line is the least-squares fit',
      'Both are extrapolation: the line was only checked between 35 and 120 m², and the intercept of 40,000 is an anchor, not the price of a real flat',
      'Only the villa is a problem; the intercept is always the value of y at x = 0 and can be quoted directly',
      'Refit the model without an intercept so that a 0 m² flat costs nothing',
    ),
    correct: ['b'],
    explanation:
      'A fitted line is only supported where there are observations; nothing says it stays straight far outside them. The intercept is the prediction at x = 0, which is often outside the data and meaningless on its own.',
    moduleKey: 'regression-analysis',
    section: 'Reading the coefficients',
  },
  {
    key: 'data-097',
    kind: 'output',
    prompt: 'This script builds dummy columns for a category by hand. What does it print?',
    code: `plans = ["basic", "pro", "team", "pro"]
levels = sorted(set(plans))[1:]
rows = [[int(p == level) for level in levels] for p in plans]
print(levels, rows)`,
    language: 'python',
    options: opts(
      "['basic', 'pro', 'team'] [[1, 0, 0], [0, 1, 0], [0, 0, 1], [0, 1, 0]]",
      "['pro', 'team'] [[1, 0], [0, 1], [0, 0], [1, 0]]",
      "['pro', 'team'] [[0, 0], [1, 0], [0, 1], [1, 0]]",
      "['basic', 'pro'] [[1, 0], [0, 1], [0, 0], [0, 1]]",
    ),
    correct: ['c'],
    explanation:
      'The sorted levels are basic, pro, team; `[1:]` drops basic, which becomes the reference category. A basic row is all zeros, pro is [1, 0] and team is [0, 1], the same idea as `drop_first=True`.',
    moduleKey: 'regression-analysis',
    section: 'Categorical variables as dummies',
  },
  {
    key: 'data-098',
    kind: 'multiple',
    prompt: 'Which statements about R² in a linear regression are true? Choose all that apply.',
    options: opts(
      'It is the share of the variation of y around its mean that the model accounts for',
      'An R² above 0.9 shows that the model has no systematic errors',
      'Adding a predictor lowers R² when that predictor is useless',
      'With one predictor and an intercept, it equals the square of Pearson’s correlation r',
    ),
    correct: ['a', 'd'],
    explanation:
      'R² is 1 minus the residual sum of squares over the total sum of squares, and for a simple regression it equals r². It never decreases when a predictor is added, and a high value can still hide a curved or funnel-shaped residual pattern.',
    moduleKey: 'regression-analysis',
    section: 'R² and residual plots',
  },
  {
    key: 'data-099',
    kind: 'single',
    prompt:
      'A regression of store sales on loyalty-app downloads, with store size as a second predictor, gives a clear positive coefficient for downloads. The stores were not chosen at random. What may the analyst conclude?',
    options: opts(
      'Downloads cause sales, because store size was held fixed',
      'Downloads do not matter, because the data is observational',
      'Pushing downloads up by 10 % will raise sales by the coefficient times 10 %',
      'Among stores of the same size, more downloads are associated with higher sales; confounders not in the model, such as local income, may explain part of it',
    ),
    correct: ['d'],
    explanation:
      'Holding a variable fixed in a model is not the same as holding it fixed in the world: the coefficient still contains every confounder left out. An association is what observational data supports; a causal claim needs an experiment.',
    moduleKey: 'regression-analysis',
    section: 'Correlation, regression and causation',
  },
  {
    key: 'data-100',
    kind: 'output',
    prompt:
      'A logistic regression for churn has intercept −2 and a coefficient of 0.5 for `support_tickets`. What does this script print?',
    code: `import math

def probability(z):
    return 1 / (1 + math.exp(-z))

intercept, coef = -2, 0.5
print(round(probability(intercept + coef * 4), 2), round(math.exp(coef), 2))`,
    language: 'python',
    options: opts('0.5 1.65', '0.0 1.65', '0.5 0.5', '0.88 1.65'),
    correct: ['a'],
    explanation:
      'With 4 tickets the log-odds are −2 + 0.5 × 4 = 0, and the sigmoid of 0 is 0.5. `exp(0.5)` ≈ 1.65 is the odds ratio: each extra ticket multiplies the odds of churning by about 1.65.',
    moduleKey: 'regression-analysis',
    section: 'Logistic regression: the idea',
  },
  // time-series-basics
  {
    key: 'data-101',
    kind: 'single',
    prompt:
      'Daily demand for a service is flat all year, yet the monthly dashboard shows February about 10 % below January every year. What is the most likely explanation, and the fix?',
    options: opts(
      'Customers lose interest in February; plan a campaign for it',
      'A data pipeline drops rows in February; rerun it',
      'February has fewer days, so monthly totals are lower; compare revenue per day (or per trading day)',
      'The time zone of the dashboard is wrong; convert the timestamps to UTC',
    ),
    correct: ['c'],
    explanation:
      'Months have 28 to 31 days: 28 days against 31 is about 10 % less at a flat daily rate. Dividing by the number of days, or trading days, removes this calendar effect.',
    moduleKey: 'time-series-basics',
    section: 'Time zones and calendar effects',
  },
  {
    key: 'data-102',
    kind: 'output',
    prompt: 'Three forecasts are scored with MAE and MAPE. What does the script print?',
    code: `from statistics import fmean

actual = [2, 50, 60]
forecast = [6, 48, 57]
errors = [abs(a - f) for a, f in zip(actual, forecast)]
print(round(fmean(errors), 1), round(100 * fmean(e / a for e, a in zip(errors, actual)), 1))`,
    language: 'python',
    options: opts('3.0 6.4', '3.0 69.7', '9.0 69.7', '3.0 209.0'),
    correct: ['b'],
    explanation:
      'The absolute errors are 4, 2 and 3, so MAE is 3.0. The percentage errors are 200 %, 4 % and 5 %: the one small actual value dominates, and MAPE comes out near 70 %, the pitfall of MAPE near zero.',
    moduleKey: 'time-series-basics',
    section: 'Measuring forecast error',
  },
  {
    key: 'data-103',
    kind: 'multiple',
    prompt:
      'You resample event-level data to one row per day. Which aggregation choices are right? Choose all that apply.',
    options: opts(
      'Order amounts: sum',
      'Account balance snapshots: sum',
      'Temperature readings: mean',
      'Page views: mean',
    ),
    correct: ['a', 'c'],
    explanation:
      'Amounts and counts add up (sum), levels such as temperature are averaged (mean), and balances or stock levels take the last value of the day. Summing balances or averaging a count per event gives numbers that measure nothing.',
    moduleKey: 'time-series-basics',
    section: 'Resampling to a regular frequency',
  },
  {
    key: 'data-104',
    kind: 'single',
    prompt:
      'Daily sign-ups have a strong weekly pattern. To show the trend, why is a 7-day moving average better than a 5-day one?',
    options: opts(
      'A 7-day window has no NaN values at the start',
      'pandas only supports windows of 7 for daily data',
      'A 5-day window lags more behind the data',
      'Each 7-day window contains every weekday exactly once, so the weekly pattern cancels out',
    ),
    correct: ['d'],
    explanation:
      'When the window equals the seasonal period, each average covers one full cycle and the seasonal ups and downs cancel, leaving the trend. A 5-day window drops different weekdays as it moves, so it still wobbles; and a longer window has more leading NaNs, not fewer.',
    moduleKey: 'time-series-basics',
    section: 'Rolling windows and moving averages',
  },
  {
    key: 'data-105',
    kind: 'output',
    prompt: 'This produces a seasonal naive forecast for quarterly data. What does it print?',
    code: `quarters = [120, 95, 110, 160, 130, 101, 118, 171]   # two years, Q1 to Q4
season = 4
history = quarters[:]
forecast = [history[-season + (h % season)] for h in range(6)]
print(forecast)`,
    language: 'python',
    options: opts(
      '[130, 101, 118, 171, 130, 101]',
      '[171, 171, 171, 171, 171, 171]',
      '[120, 95, 110, 160, 120, 95]',
      '[130, 101, 118, 171, 171, 171]',
    ),
    correct: ['a'],
    explanation:
      'Each future quarter copies the last observed value of the same quarter: the second year’s Q1 to Q4, then Q1 and Q2 again. Repeating 171 would be the plain naive forecast.',
    moduleKey: 'time-series-basics',
    section: 'Baselines: naive and seasonal naive',
  },
  // jupyter-notebooks
  {
    key: 'data-106',
    kind: 'output',
    prompt: 'A notebook seeds Python’s random module for a sample. What does this cell print?',
    code: `import random

random.seed(42)
a = [random.randint(1, 6) for _ in range(3)]
random.seed(42)
b = [random.randint(1, 6) for _ in range(3)]
c = [random.randint(1, 6) for _ in range(3)]
print(a == b, a == c)`,
    language: 'python',
    options: opts('True True', 'False False', 'True False', 'False True'),
    correct: ['c'],
    explanation:
      'Re-seeding with the same value restarts the same sequence, so `b` repeats `a`. `c` continues the sequence after `b`, so it is (here) different: seed once at the top and the whole run repeats.',
    moduleKey: 'jupyter-notebooks',
    section: 'Reproducibility',
  },
  {
    key: 'data-107',
    kind: 'single',
    prompt:
      'In a notebook you receive, the code cells from top to bottom show the execution counts [1], [2], [14], [3], [9]. What does that tell you?',
    options: opts(
      'The notebook was run from top to bottom 14 times',
      'Cells were run out of page order, so the outputs may depend on hidden state; restart and run all before trusting them',
      'Cells 3 and 5 raised errors',
      'The kernel crashed twice while running it',
    ),
    correct: ['b'],
    explanation:
      'The execution count is the order in which cells actually ran in that kernel session. Jumps and out-of-order numbers mean the results came from a history of runs that the page does not show.',
    moduleKey: 'jupyter-notebooks',
    section: 'Execution order and hidden state',
  },
  {
    key: 'data-108',
    kind: 'multiple',
    prompt:
      'Two analysts edit notebooks in the same Git repository and their diffs are thousands of lines of JSON. Which steps help? Choose all that apply.',
    options: opts(
      'Install nbstripout as a Git filter so outputs and execution counts are not committed',
      'Commit every notebook twice, once with and once without outputs',
      'Review changes with a notebook-aware diff such as nbdime',
      'Convert the notebooks to one large cell each so the diff has fewer cells',
    ),
    correct: ['a', 'c'],
    explanation:
      'Embedded outputs (images as base64, execution counts) cause most of the noise, so stripping them and diffing cell by cell makes changes readable. Duplicated commits and giant cells make the problem worse.',
    moduleKey: 'jupyter-notebooks',
    section: 'Notebooks in Git',
  },
  {
    key: 'data-109',
    kind: 'single',
    prompt: 'Why is `%pip install pyarrow` preferred over `!pip install pyarrow` in a notebook cell?',
    options: opts(
      '`%pip` downloads packages faster',
      '`!pip` is not allowed in JupyterLab',
      '`%pip` also adds the package to requirements.txt',
      '`%pip` installs into the environment of the running kernel, while `!pip` runs whichever pip the shell finds first',
    ),
    correct: ['d'],
    explanation:
      'The kernel belongs to one environment. `!` runs a shell command, and the shell’s `pip` may belong to another Python, so the package lands where the notebook cannot import it.',
    moduleKey: 'jupyter-notebooks',
    section: 'Magics and shell commands',
  },
  {
    key: 'data-110',
    kind: 'single',
    prompt: 'What is stored in an `.ipynb` file?',
    options: opts(
      'JSON with the cells, their source, their outputs and metadata',
      'Only the Python code, as in a `.py` file',
      'A snapshot of the kernel’s memory, so variables come back when the file is opened',
      'An HTML page that can only be viewed, not run',
    ),
    correct: ['a'],
    explanation:
      'A notebook file is JSON: a list of cells with their source and saved outputs, plus metadata. Variables are not saved; they live in the kernel and are lost when it restarts, which is why a notebook must run from the top.',
    moduleKey: 'jupyter-notebooks',
    section: 'What a notebook is',
  },
  // data-storytelling
  {
    key: 'data-111',
    kind: 'single',
    prompt:
      'A line chart of daily sign-ups has a sharp dip on 3 March, caused by a payment outage. Where should that explanation go?',
    options: opts(
      'Nowhere: the audience can ask if they notice it',
      'In the appendix of the report',
      'In the legend, as a separate series',
      'On the chart, as a short annotation next to the dip ("Payment outage, 3 March")',
    ),
    correct: ['d'],
    explanation:
      'Annotations put the explanation where the eye already is, so nobody has to hunt for it or misread the dip as a trend. A legend is for identifying series, not for events.',
    moduleKey: 'data-storytelling',
    section: 'Annotate the point',
  },
  {
    key: 'data-112',
    kind: 'multiple',
    prompt: 'Which chart choices can mislead an audience even when every number is correct? Choose all that apply.',
    options: opts(
      'Two series on two y-axes whose scales were chosen so that the lines cross',
      'A weekly line chart with a shaded band for the 95 % interval',
      'A cumulative sign-ups chart used to show that the last weeks went well',
      'Total orders per region compared when the regions have very different numbers of customers',
    ),
    correct: ['a', 'c', 'd'],
    explanation:
      'Dual-axis scales can make any two lines cross; a cumulative line always rises, hiding weaker recent weeks; and totals across groups of different sizes should be rates. A labelled interval band adds honesty rather than removing it.',
    moduleKey: 'data-storytelling',
    section: 'Honest axes and scales',
  },
  {
    key: 'data-113',
    kind: 'output',
    prompt: 'An analyst checks how to describe a drop in 90-day churn from 12 % to 9 %. What does the script print?',
    code: `old, new = 0.12, 0.09
print(f"{(new - old) * 100:+.0f} pp", f"{(new / old - 1) * 100:+.0f} %")`,
    language: 'python',
    options: opts('-3 pp -3 %', '-3 pp -25 %', '+3 pp +25 %', '-25 pp -3 %'),
    correct: ['b'],
    explanation:
      'The rates differ by 3 percentage points, and 0.09 / 0.12 − 1 is −0.25, a quarter fewer churned customers. The `+` format flag prints the sign of both; a memo should give both numbers so neither misleads alone.',
    moduleKey: 'data-storytelling',
    section: 'Worked example',
  },
  {
    key: 'data-114',
    kind: 'single',
    prompt:
      'You want to show how the satisfaction score of eight teams changed between last year’s and this year’s survey, and which teams improved. Which chart fits the comparison best?',
    options: opts(
      'A pie chart for each year',
      'A stacked area chart of all teams',
      'A slope chart: one line per team from last year to this year',
      'A scatter plot of team size against score',
    ),
    correct: ['c'],
    explanation:
      'For two points in time across several groups, a slope chart shows each group’s change as the direction and steepness of its line, and highlighting the improvers makes the message clear. Pies cannot be compared across years, and team size is a different question.',
    moduleKey: 'data-storytelling',
    section: 'Choose the chart for the comparison',
  },
  {
    key: 'data-115',
    kind: 'single',
    prompt:
      'After two weeks of analysis you have 15 charts. The leadership meeting gives you ten minutes. What should the presentation contain?',
    options: opts(
      'The few explanatory charts that support the one main message; the exploratory ones stay in the notebook or appendix',
      'All 15 charts, in the order you made them, to show the work',
      'No charts at all, only a table of every number',
      'The 15 charts shrunk onto a single slide',
    ),
    correct: ['a'],
    explanation:
      'Exploratory charts were for finding the answer; the explanatory ones show it to the audience. Presenting in the order of the analysis, or cramming everything in, buries the main message.',
    moduleKey: 'data-storytelling',
    section: 'Start with the audience and the one question',
  },
  // relational-databases-sql (existing lesson, now in the Data roadmap)
  {
    key: 'data-116',
    kind: 'output',
    prompt: 'An analyst wants repeat customers and their spend on orders of at least 5. What does the script print?',
    code: `import sqlite3

db = sqlite3.connect(":memory:")
db.execute("create table orders (customer text, amount integer)")
db.executemany("insert into orders values (?, ?)",
               [("ana", 20), ("ana", 5), ("bo", 40), ("cy", 8), ("cy", 9), ("cy", 3)])
rows = db.execute("""
    select customer, count(*) as n, sum(amount) as total
    from orders
    where amount >= 5
    group by customer
    having count(*) >= 2
    order by customer
""").fetchall()
print(rows)`,
    language: 'python',
    options: opts(
      "[('ana', 2, 25), ('cy', 3, 20)]",
      "[('ana', 2, 25), ('cy', 2, 17)]",
      "[('ana', 2, 25), ('bo', 1, 40), ('cy', 2, 17)]",
      "[('cy', 2, 17)]",
    ),
    correct: ['b'],
    explanation:
      '`where` removes rows before grouping, so cy’s order of 3 is gone and cy keeps 2 orders totalling 17. `having` then filters the groups, dropping bo with a single order.',
    moduleKey: 'relational-databases-sql',
    section: 'The four verbs',
  },
  {
    key: 'data-117',
    kind: 'output',
    prompt:
      'A transfer of 50 is attempted from account 1, which holds only 30; a check constraint forbids negative balances. What does the script print?',
    code: `import sqlite3

db = sqlite3.connect(":memory:")
db.execute("create table accounts (id integer primary key, balance integer check (balance >= 0))")
db.executemany("insert into accounts values (?, ?)", [(1, 30), (2, 0)])
db.commit()
status = "done"
try:
    with db:   # one transaction: commit on success, rollback on an exception
        db.execute("update accounts set balance = balance + 50 where id = 2")
        db.execute("update accounts set balance = balance - 50 where id = 1")
except sqlite3.IntegrityError:
    status = "refused"
print(status, db.execute("select id, balance from accounts order by id").fetchall())`,
    language: 'python',
    options: opts(
      'done [(1, -20), (2, 50)]',
      'refused [(1, 30), (2, 50)]',
      'refused [(1, 30), (2, 0)]',
      'done [(1, 30), (2, 50)]',
    ),
    correct: ['c'],
    explanation:
      'The second update violates the check constraint and raises IntegrityError. Both updates ran in one transaction, so the rollback also undoes the deposit already made to account 2: all or nothing.',
    moduleKey: 'relational-databases-sql',
    section: 'Transactions',
  },
  {
    key: 'data-118',
    kind: 'multiple',
    prompt: 'A `customers` table has a nullable `phone` column. Which statements are true? Choose all that apply.',
    options: opts(
      '`null` in `phone` means the value is unknown, not an empty string or zero',
      '`where phone = null` returns the customers without a phone number',
      '`where phone is null` returns the customers without a phone number',
      'Declaring the column `not null` makes the database reject rows without a phone number',
    ),
    correct: ['a', 'c', 'd'],
    explanation:
      'Null stands for unknown, and a comparison with unknown is itself unknown, so `= null` matches no row; use `is null`. A `not null` constraint makes the database refuse rows that lack the value.',
    moduleKey: 'relational-databases-sql',
    section: 'Tables, rows and keys',
  },
  {
    key: 'data-119',
    kind: 'single',
    prompt:
      'To fix one misspelt region in a staging table, an analyst runs `update stores set region = \'North\';` and the tool reports "4,812 rows affected". What went wrong?',
    options: opts(
      'The statement had no `where` clause, so every row of the table was changed',
      'SQL updates always report every row of a table as affected',
      'The region column lacks an index',
      'Text values must be written with double quotes',
    ),
    correct: ['a'],
    explanation:
      'Without `where`, `update` (and `delete`) applies to every row. Write the `where` first, check it with a `select` that uses the same condition, and run changes inside a transaction so a mistake can be rolled back.',
    moduleKey: 'relational-databases-sql',
    section: 'The four verbs',
  },
  {
    key: 'data-120',
    kind: 'single',
    prompt:
      'A notebook lets colleagues type a region and runs `db.execute(f"select * from sales where region = \'{region}\'")`. What is the right change?',
    options: opts(
      'Strip spaces from `region` before formatting it into the query',
      'Wrap the f-string in a transaction',
      'Reject values longer than 20 characters',
      'Pass the value as a parameter: `db.execute("select * from sales where region = ?", (region,))`',
    ),
    correct: ['d'],
    explanation:
      "Gluing input into SQL text allows injection: a value such as `' or '1'='1` changes the query. With a parameter, the query and the value travel separately, so the value can only be compared as data.",
    moduleKey: 'relational-databases-sql',
    section: 'Never build SQL from strings',
  },
  // data-ethics-privacy (existing lesson): questions for the Data bank
  {
    key: 'data-121',
    kind: 'single',
    prompt:
      'During a clean-up you find a 2019 customer export with names and emails on a shared drive. Nobody knows what it was for, and no deletion date was ever set. Which GDPR principle does it break most directly?',
    options: opts(
      'Accuracy',
      'Storage limitation',
      'Lawfulness, fairness and transparency',
      'Accountability, because the drive has no access log',
    ),
    correct: ['b'],
    explanation:
      'Personal data may be kept in identifiable form only as long as its purpose needs, so retention periods must exist and be enforced. A forgotten export with no purpose and no deletion date is the classic case.',
    moduleKey: 'data-ethics-privacy',
    section: 'The GDPR principles',
  },
  {
    key: 'data-122',
    kind: 'single',
    prompt:
      'A shop keeps each customer’s invoices for the number of years its tax law requires. Which lawful basis covers keeping them?',
    options: opts('Consent', 'Legitimate interests', 'Vital interests', 'Legal obligation'),
    correct: ['d'],
    explanation:
      'Processing required by law, such as keeping invoices for the tax authority, rests on legal obligation. Consent would be wrong here: the customer could not meaningfully refuse or withdraw it.',
    moduleKey: 'data-ethics-privacy',
    section: 'Lawful bases',
  },
  {
    key: 'data-123',
    kind: 'multiple',
    prompt:
      'Which of these fields belong to the GDPR’s special categories of personal data, which need extra conditions such as explicit consent? Choose all that apply.',
    options: opts(
      'A diagnosis recorded in a health-insurance claim',
      'The customer’s postcode',
      'Trade-union membership',
      'The customer’s purchase history',
      'Fingerprint templates used to identify employees',
    ),
    correct: ['a', 'c', 'e'],
    explanation:
      'Health, trade-union membership and biometric data used to identify a person are special categories, along with ethnic origin, beliefs, genetic data and sex life or orientation. Postcode and purchase history are ordinary personal data.',
    moduleKey: 'data-ethics-privacy',
    section: 'Personal data is a responsibility',
  },
  {
    key: 'data-124',
    kind: 'output',
    prompt:
      'An attacker holds a list of email addresses and tries to match two pseudonyms of ana@example.com: a plain SHA-256 hash and an HMAC with a secret key. What does the script print?',
    code: `import hashlib
import hmac

leaked = hashlib.sha256(b"ana@example.com").hexdigest()
keyed = hmac.new(b"key-held-by-another-team", b"ana@example.com", hashlib.sha256).hexdigest()
candidates = ["bo@example.com", "ana@example.com"]
guess = lambda c: hashlib.sha256(c.encode()).hexdigest()
print([c for c in candidates if guess(c) == leaked], [c for c in candidates if guess(c) == keyed])`,
    language: 'python',
    options: opts(
      "['ana@example.com'] []",
      '[] []',
      "['ana@example.com'] ['ana@example.com']",
      "[] ['ana@example.com']",
    ),
    correct: ['a'],
    explanation:
      'Anyone can hash candidate emails and compare, so the plain hash is matched at once. The keyed hash cannot be recomputed without the key, though the key holder still can: it is a stronger pseudonym, not anonymisation.',
    moduleKey: 'data-ethics-privacy',
    section: 'Pseudonymisation vs anonymisation',
  },
  {
    key: 'data-125',
    kind: 'single',
    prompt:
      'A model meant to predict "good employees" is trained with managers’ yearly ratings as the label. Some managers are known to rate people who work part-time lower for the same output. What kind of bias is this?',
    options: opts(
      'Representation bias: part-time staff are missing from the data',
      'None, because the ratings come from the company’s own records',
      'Measurement bias: the label is a poor proxy for what the model should predict',
      'Overfitting, which more training data would fix',
    ),
    correct: ['c'],
    explanation:
      'The label "manager rating" stands in for "good employee" and carries the raters’ bias, as "arrests" stands in for "crime". The model will learn and repeat it; check outcomes per group and question the label.',
    moduleKey: 'data-ethics-privacy',
    section: 'Bias in data and models',
  },
];
