import type { ModuleContent } from '../content-types.js';

/** Python, statistics, wrangling, visualisation, SQL for analysis, machine learning, pipelines and the ethics of data. */
export const DATA_MODULES: ModuleContent[] = [
  {
    key: 'python-for-data',
    title: 'Python for Data Work',
    summary:
      'Write Python with variables, lists, dictionaries, functions and loops, read CSV files safely, and run it in notebooks and virtual environments.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Why Python
Python reads almost like English and has the richest set of data libraries: pandas for tables, NumPy for fast arrays, Matplotlib and seaborn for charts, scikit-learn for machine learning. Most data teams use it daily, next to SQL. You do not need to become a software engineer to use it well, but you do need the core language: the libraries are built from the same lists, dictionaries, functions and loops you learn here, and their error messages only make sense once you know them.

Python is also the glue of data work. A typical task reads a file or a query result, cleans a few columns, computes some numbers and writes a chart or a table for someone else. Each step is a few lines of plain Python, and learning to write them carefully, converting types, handling the empty case and checking your result, is what separates a reliable analysis from a lucky one.

### The basics you will use constantly
\`\`\`python
prices = [12.5, 8.0, 19.99]             # a list
totals = {"books": 3, "games": 1}       # a dictionary
average = sum(prices) / len(prices)

def with_tax(price, rate=0.2):
    return round(price * (1 + rate), 2)

for price in prices:
    print(price, "->", with_tax(price))

cheap = [p for p in prices if p < 10]   # a list comprehension
\`\`\`
A **list** keeps values in order and you reach them by position (\`prices[0]\` is the first, \`prices[-1]\` the last); a **dictionary** maps keys to values and you look them up by key (\`totals["books"]\`, or \`totals.get("music", 0)\` with a default when the key may be missing). Asking a dictionary for a key it does not have with square brackets raises a \`KeyError\`, which is why counting code usually reads \`counts[name] = counts.get(name, 0) + 1\`.

A **function** (\`def\`) gives a name to a calculation so you can reuse and test it; a parameter with a default such as \`rate=0.2\` may be left out by the caller. A **list comprehension** builds a new list from an old one in one line: the part before \`for\` is what to keep, the \`if\` part is the filter.

Writing a loop yourself, start from a real value, not a guess: the largest value of a list starts from its first element, so a list of negative numbers still works. Starting from \`0\` would report \`0\` as the largest of \`[-3, -7]\`, a value that is not even in the list.
\`\`\`python
def largest(values):
    best = values[0]
    for v in values[1:]:
        if v > best:
            best = v
    return best
\`\`\`
Python's built-ins \`min()\`, \`max()\` and \`sum()\` do the same work and are what you normally use; writing the loop once teaches you what they do with awkward input.

To order results, \`sorted()\` returns a new sorted list and takes a \`key\` function that says what to sort by. \`sorted(totals.items(), key=lambda item: (-item[1], item[0]))\` sorts \`(name, total)\` pairs by total from largest to smallest, and names alphabetically where totals are equal. Sorting by a tuple like this is the usual way to get a stable, predictable report order.

### Notebooks
**Jupyter** notebooks mix code, results and notes in one document, which suits exploration: load data in one cell, look at it, try something in the next. Each cell runs in the same Python process, so variables stay alive between cells. That is convenient and also a trap: cells can be run out of order, and a notebook that works on your screen may fail when someone runs it from top to bottom. Before you share one, restart the kernel and run all cells.

Keep finished, repeatable work in plain \`.py\` files under version control, and call them from the notebook if you like. Notebooks are for exploring and explaining; scripts are for anything that runs every day.

### Environments
Create one virtual environment per project so versions do not clash:
\`\`\`bash
python3 -m venv .venv
source .venv/bin/activate
pip install pandas matplotlib jupyter
pip freeze > requirements.txt
\`\`\`
A virtual environment is a folder with its own Python and its own installed packages. Without one, every project on your machine shares the same pandas, and upgrading it for one project can break another. \`pip freeze > requirements.txt\` records the exact versions, so a colleague (or a scheduled job) can rebuild the same environment with \`pip install -r requirements.txt\`. Keep \`.venv\` itself out of Git: it is rebuilt, not shared.

### Reading files
\`\`\`python
import csv
with open("sales.csv", newline="") as f:
    rows = list(csv.DictReader(f))
print(len(rows), rows[0])
\`\`\`
Each row is a dictionary keyed by the header line, and every value is a **string**: \`"12.5" + "1.5"\` is \`"12.51.5"\`. Convert before you calculate (\`float(row["price"])\`, \`int(row["quantity"])\`). The \`with\` block closes the file for you, even when an error happens inside it, and \`newline=""\` is what the \`csv\` module's documentation asks for so that line breaks inside quoted fields are read correctly.

Use the \`csv\` module rather than splitting lines on commas yourself: a real file has quoted fields such as \`"Smith, Jane"\`, and a plain \`split(",")\` cuts them in two. Because \`DictReader\` reads columns by name, your code keeps working when someone adds or reorders columns.

### Worked example
A shop exports its sales as \`sales.csv\` and asks: how many units of each product did we sell last month, best seller first? Returns are written as negative quantities.
\`\`\`text
date,product,quantity,store
2026-10-02,tea,3,Leeds
2026-10-02,coffee,5,York
2026-10-03,tea,4,York
2026-10-04,coffee,-1,Leeds
\`\`\`
\`\`\`python
import csv

def units_per_product(path):
    totals = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            product = row["product"]
            totals[product] = totals.get(product, 0) + int(row["quantity"])
    ranked = sorted(totals.items(), key=lambda item: (-item[1], item[0]))
    return [f"{product}: {total}" for product, total in ranked]

for line in units_per_product("sales.csv"):
    print(line)
\`\`\`
The output is \`tea: 7\` then \`coffee: 4\`: the return of one coffee was subtracted because \`int("-1")\` is \`-1\`. Walk through what each line does: \`DictReader\` uses the header, so the position of the \`quantity\` column does not matter; \`int()\` turns the text into a number before adding; \`get(product, 0)\` starts a new product at zero; the sort key puts larger totals first and breaks ties by name. Before trusting the answer, check it against something you know, for example that the sum of all totals equals the sum of the quantity column.

### Common mistakes
- **Calculating with strings.** Values from a CSV file are text. Adding them concatenates and comparing them compares alphabetically (\`"9" > "10"\` is \`True\`). Convert each column once, right after reading.
- **Starting a minimum or maximum at 0.** Start from the first value, or use \`min()\` and \`max()\`, so that all-negative data still gives the right answer.
- **Forgetting the empty case.** \`sum(values) / len(values)\` fails with \`ZeroDivisionError\` on an empty list. Decide what an empty input should return and handle it on purpose.
- **Splitting CSV lines by hand.** Quoted commas break \`line.split(",")\`. Use \`csv.reader\` or \`csv.DictReader\`.
- **Trusting notebook state.** A result that depends on cells run in a lucky order is not reproducible. Restart and run all before sharing.
- **Installing into the system Python.** Packages installed globally collide between projects. Use a virtual environment and a \`requirements.txt\`.

### At work
Analysts use Python for the work that SQL and spreadsheets do awkwardly: combining files from different systems, cleaning messy exports, calling an API, automating a weekly report. A junior is typically asked to turn a manual spreadsheet routine into a script, to load a client's CSV export and check it for problems, or to reproduce someone's notebook and find why its numbers changed. Reviewers look for the same habits taught here: types converted on reading, edge cases handled, code in functions with clear names, and an environment anyone can rebuild. Most teams keep exploration in notebooks and move the parts that run every day into scripts with tests, in the same Git repository as the rest of the analysis.`,
    resources: [
      { title: 'The Python tutorial', url: 'https://docs.python.org/3/tutorial/', kind: 'docs' },
      {
        title: 'Python docs: csv — CSV file reading and writing',
        url: 'https://docs.python.org/3/library/csv.html',
        kind: 'docs',
      },
      {
        title: 'Python docs: venv — creation of virtual environments',
        url: 'https://docs.python.org/3/library/venv.html',
        kind: 'docs',
      },
      { title: 'Project Jupyter: Try Jupyter', url: 'https://jupyter.org/try', kind: 'interactive' },
    ],
  },
  {
    key: 'statistics-basics',
    title: 'Statistics Basics',
    summary:
      'Describe data with averages, spread and percentiles, understand distributions, sampling and uncertainty, compare groups honestly and avoid the classic traps.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Describing data
Before any model or chart, an analyst describes the data: what is a typical value, and how much do values vary? A few numbers do most of the work.
- **Mean**: the sum divided by the count. Sensitive to extreme values: one enormous order pulls it up.
- **Median**: the middle value when sorted; with an even count, the mean of the two middle values. A better "typical" value for skewed data such as salaries, house prices or delivery times.
- **Standard deviation**: how spread out values are around the mean, in the same unit as the data. A small one means values sit close to the mean; a large one means they scatter.
- **Percentiles**: the 90th percentile is the value 90 % of observations fall below. The median is the 50th percentile; the 25th and 75th are the quartiles, and the distance between them (the interquartile range) is a spread measure that ignores extremes.

Take the delivery times (in minutes) \`[3, 1, 100, 2]\`: the mean is 26.5, the median 2.5. Neither is wrong, they answer different questions. The mean tells you the total work divided evenly; the median tells you what a typical customer experienced. When the two differ a lot, the data is skewed, and you should say which one you report.

Percentiles have several definitions that differ slightly on small data. A simple and common one is **nearest rank**: sort the *n* values and take the value at rank ⌈p × n / 100⌉, counting from 1. With ten response times, the 90th percentile is the 9th smallest. Service dashboards report p50, p95 and p99 latencies for this reason: the mean hides the slow tail that a few unhappy users experience.

Python's standard library has a \`statistics\` module with \`mean\`, \`median\`, \`stdev\` and \`quantiles\`. Note that \`stdev\` is the *sample* standard deviation (it divides by n − 1, the usual choice when your data is a sample), while \`pstdev\` treats the data as the whole population.

### Distributions
The **distribution** of a variable is how often each value occurs. Many measurements cluster around a centre in a symmetric bell shape (the **normal distribution**): in it, about 68 % of values lie within one standard deviation of the mean and about 95 % within two. Others are skewed, with a long tail: incomes, order values, time on site and file sizes usually have many small values and a few huge ones. Some data has two peaks (bimodal), which often means two different groups are mixed, such as weekday and weekend traffic.

Always plot a histogram before trusting a single summary number. Very different datasets can share the same mean and standard deviation, and only a picture shows the outliers, the gaps, the two peaks or the impossible values (a negative age, a date in 1900) that need cleaning first.

### Samples and uncertainty
You rarely see everyone, only a **sample**: the users who answered a survey, the orders of one month, the visitors during a test. A statistic computed from a sample is an estimate of the true value in the whole population, and a different sample would give a slightly different number.

A bigger, random sample gives a more reliable estimate. The uncertainty shrinks with the square root of the sample size, so quadrupling the sample only halves it. A sample that is not random can be wrong however big it is: an online survey about internet use tells you little about people who are offline.

A **confidence interval** says how uncertain an estimate is: "conversion is 4.2 % (95 % CI 3.8–4.6 %)". Loosely, the method that produced it captures the true value in 95 % of samples. For a proportion *p* measured on *n* people, a common approximation is *p* ± 1.96 × √(*p*(1 − *p*)/*n*). Report the interval, not only the point estimate: "4.2 %" sounds more certain than it is.

### Comparing groups
An A/B test shows variant B converting at 5 % and A at 4.5 %. Is that real or luck? A hypothesis test starts from the **null hypothesis** that there is no real difference and gives a **p-value**: how likely a difference at least this large would be if there were no real effect. A common convention calls a result significant when p < 0.05.

A small p-value is evidence, not proof, and it is not the probability that the null hypothesis is true. With enough data a tiny, useless effect becomes "significant", and with too little data a real effect can be missed. So report the size of the effect with its confidence interval, decide the sample size and the metric *before* the test starts, and do not stop the test the moment the p-value dips below 0.05: peeking repeatedly makes false positives much more likely.

### Classic traps
- **Correlation is not causation**: ice cream sales and drownings both rise in summer, because warm weather drives both. Only a controlled experiment, or careful reasoning about such hidden causes (confounders), supports a causal claim.
- **Survivorship bias**: studying only the startups that succeeded, or only the customers who are still active, hides what happened to the rest.
- **Simpson's paradox**: a trend in every group can reverse when groups are combined, because the groups have different sizes. A treatment can do better for both mild and severe cases and still look worse overall if it was given mostly to severe cases.
- **Selection bias**: the sample was chosen in a way linked to the answer, such as surveying people who contacted support about satisfaction.

### Worked example
A product manager ran a two-week test of a new checkout page and asks whether to ship it.
\`\`\`text
variant  visitors  conversions  rate
A        4000      180          4.5 %
B        4000      200          5.0 %
\`\`\`
First, the uncertainty of each rate. For A, √(0.045 × 0.955 / 4000) ≈ 0.0033, so the 95 % interval is about 4.5 % ± 0.64 points, roughly 3.9 % to 5.1 %. For B it is about 4.3 % to 5.7 %. The intervals overlap a lot.

Next, the difference: 0.5 percentage points. Its standard error is √(0.0033² + 0.0034²) ≈ 0.0048, so the difference is about 1.05 standard errors from zero, which gives a two-sided p-value of about 0.29. A difference this large would turn up by chance in roughly three tests out of ten even if the pages converted equally well.
\`\`\`python
from statistics import NormalDist
z = (0.050 - 0.045) / 0.0048
print(round(2 * (1 - NormalDist().cdf(z)), 2))   # about 0.3
\`\`\`
The honest answer is not "B is better" and not "B makes no difference": the test cannot tell yet. You write: "B converted at 5.0 % vs 4.5 % (difference +0.5 points, p ≈ 0.29); the test was too small to detect an effect of this size. To detect it reliably we need roughly four times as many visitors." Then you check the median order value of both groups too, since a higher conversion with smaller orders may not be a win.

### Common mistakes
- **Reporting only the mean of skewed data.** Give the median (and a percentile such as p90) for incomes, latencies or order values, and say which average you used.
- **Trusting a number without plotting it.** Look at a histogram first; outliers and impossible values change every summary.
- **Treating p < 0.05 as proof, or p > 0.05 as proof of no effect.** Report the effect size and its confidence interval, and whether the test had enough data.
- **Stopping a test when it first looks significant.** Fix the sample size or duration in advance.
- **Reading causation into a correlation.** Ask what hidden factor could drive both variables, and whether the comparison was randomised.
- **Generalising from a convenience sample.** State who was in the sample and who was not.

### At work
Descriptive statistics are in almost every analyst's report: weekly metrics with medians and percentiles, dashboards that show spread and not only averages, and notes on data quality. Analysts also design and read A/B tests with product teams, usually through an experimentation platform or a notebook, deciding the metric and sample size up front and writing a result that managers can act on. A junior is typically asked to summarise a dataset, to check whether a change in a metric is bigger than normal week-to-week noise, or to review an experiment's numbers before a decision. The skill valued most is judgement: choosing the right summary, saying how uncertain it is, and refusing to claim more than the data supports.`,
    resources: [
      {
        title: 'Python docs: statistics — mathematical statistics functions',
        url: 'https://docs.python.org/3/library/statistics.html',
        kind: 'docs',
      },
      { title: 'OpenIntro Statistics (free textbook)', url: 'https://www.openintro.org/book/os/', kind: 'book' },
      {
        title: 'Seeing Theory: a visual introduction to probability and statistics',
        url: 'https://seeing-theory.brown.edu/',
        kind: 'interactive',
      },
      {
        title: 'Khan Academy: Statistics and probability',
        url: 'https://www.khanacademy.org/math/statistics-probability',
        kind: 'course',
      },
    ],
  },
  {
    key: 'pandas-data-wrangling',
    title: 'Data Wrangling with pandas',
    summary:
      'Load, inspect, clean, filter, group and join tables with pandas DataFrames, and check every step so no rows silently appear or vanish.',
    estimatedMinutes: 200,
    reviewedOn: '2026-11',
    contentMd: `### DataFrames
pandas gives you the **DataFrame**, a table with named columns, and the **Series**, one column. Every column has one type (\`int64\`, \`float64\`, \`object\` for text, \`datetime64\` for dates), and every row has an **index** label, by default 0, 1, 2 and so on. Most of your work is a chain of small steps, each returning a new DataFrame, so you can look at the result after every step.
\`\`\`python
import pandas as pd

orders = pd.read_csv("orders.csv", parse_dates=["ordered_at"])
orders.head()          # first rows
orders.info()          # columns, types, missing values
orders.describe()      # summary statistics
orders.shape           # (rows, columns)
\`\`\`
Always start with these. \`info()\` shows whether a column you expected to be numeric was read as \`object\` (text), which usually means a stray value such as \`"n/a"\` or \`"12,50"\` is hiding in it. \`describe()\` shows the minimum and maximum, where impossible values (negative quantities, prices of a million) become visible.

### Selecting and filtering
\`\`\`python
big = orders[orders["amount"] > 100]
recent = orders.loc[orders["ordered_at"] >= "2026-01-01", ["customer_id", "amount"]]
uk_big = orders[(orders["country"] == "GB") & (orders["amount"] > 100)]
\`\`\`
A comparison on a column gives a Series of \`True\`/\`False\` values, a **boolean mask**, and indexing with it keeps the rows where it is \`True\`. Combine masks with \`&\` (and), \`|\` (or) and \`~\` (not), with parentheses around each condition, because Python's \`and\` and \`or\` do not work on whole columns. \`.loc[rows, columns]\` selects by label and condition in one step; \`.iloc\` selects by position.

When you change values, do it through \`.loc\` in one step: \`orders.loc[orders["country"] == "UK", "country"] = "GB"\`. The chained form \`orders[mask]["country"] = "GB"\` assigns into a temporary copy and leaves \`orders\` unchanged.

### Cleaning
Real data is messy: missing values, duplicates, inconsistent spelling, numbers stored as text.
\`\`\`python
orders = orders.drop_duplicates(subset="order_id")
orders["country"] = orders["country"].str.strip().str.upper()
orders["amount"] = pd.to_numeric(orders["amount"], errors="coerce")
missing = orders["amount"].isna().sum()
\`\`\`
\`drop_duplicates(subset="order_id")\` keeps the first row of each order id by default (\`keep="first"\`), which is what you want when an export contains some orders twice. The \`.str\` accessor applies string methods to every value of a column: \`strip()\` removes surrounding spaces, \`upper()\` makes \`" de "\` and \`"DE"\` the same country.

\`errors="coerce"\` turns every value that is not a number into a missing value (\`NaN\`) instead of failing. \`NaN\` is not equal to anything, not even itself, so \`orders["amount"] == float("nan")\` matches nothing: find missing values with \`.isna()\`. Most aggregations skip \`NaN\` silently (\`sum()\` and \`mean()\` ignore it), so a column with many missing values can give a plausible-looking but wrong total. Decide deliberately what to do with missing values (drop, fill, or keep and report) and write the decision down.

### Grouping and joining
\`\`\`python
per_country = orders.groupby("country")["amount"].agg(["count", "sum", "mean"])
customers = pd.read_csv("customers.csv")
merged = orders.merge(customers, on="customer_id", how="left")
top5 = orders.groupby("customer_id")["amount"].sum().sort_values(ascending=False).head(5)
\`\`\`
\`groupby\` is **split, apply, combine**: split the rows by the key, apply an aggregation to each group, combine the results into one row per group. By default rows whose key is missing are left out of the groups, so count them separately if they matter.

\`how="left"\` keeps every order, with empty customer columns where no customer matches; \`how="inner"\` keeps only the orders that have a matching customer, so unmatched orders silently disappear. Compare row counts before and after a merge. The opposite surprise is just as common: if the right table has the same key twice (a customer listed twice), every matching order appears twice and revenue doubles. \`merge(..., validate="many_to_one")\` makes pandas raise an error instead when the right-hand keys are not unique.

### Worked example
Finance asks for the five customers with the highest revenue last quarter, with their names. The export has orders that appear twice and one customer missing from the customer table.
\`\`\`python
orders = pd.read_csv("orders.csv")
print(len(orders))                                   # 10482
orders = orders.drop_duplicates(subset="order_id")
print(len(orders))                                   # 10391: 91 duplicated orders removed

revenue = (orders.groupby("customer_id", as_index=False)["amount"].sum()
                 .rename(columns={"amount": "revenue"}))
customers = pd.read_csv("customers.csv")[["customer_id", "name"]]
report = revenue.merge(customers, on="customer_id", how="left", validate="one_to_one")
print(len(revenue), len(report))                     # 2310 2310: no rows gained or lost
report["name"] = report["name"].fillna("unknown")
top5 = report.sort_values(["revenue", "customer_id"], ascending=[False, True]).head(5)
\`\`\`
Each step is checked: the duplicate count is printed and explained, the left join keeps every customer who bought something (one without a record is labelled \`"unknown"\` rather than dropped), \`validate\` guarantees the join did not multiply rows, and the sort breaks ties by id so the report is the same every time it runs. Finally, the sum of \`revenue\` is compared with the finance system's total for the quarter; a gap means something is still wrong.

### Common mistakes
- **Skipping \`info()\` and \`describe()\`.** A numeric column read as text, or a negative price, goes unnoticed until the result is wrong.
- **Comparing with \`NaN\`.** \`== float("nan")\` never matches; use \`.isna()\` and \`.notna()\`.
- **Joining without counting rows.** An inner join drops unmatched rows and a duplicated key multiplies them. Print \`len()\` before and after, or use \`validate\`.
- **Deduplicating after aggregating.** Remove duplicate records first; once amounts are summed, the double counting cannot be undone.
- **Chained assignment.** \`df[mask]["col"] = value\` may change a temporary copy; use \`df.loc[mask, "col"] = value\`.
- **Using \`and\`/\`or\` in filters.** Write \`(a) & (b)\` with parentheses.

### At work
Wrangling takes a large share of an analyst's time, usually more than the analysis itself. Analysts use pandas in notebooks to explore an extract, prepare data for a chart or a model, and reconcile numbers from two systems that should agree. A junior is typically asked to clean a new data source and document what was changed, to merge two exports and explain the rows that did not match, or to reproduce a report's figure and find why it differs. The habits reviewers check are the ones above: row counts logged at each step, explicit decisions about missing values and duplicates, and results reconciled with a trusted total. When a dataset outgrows memory, the same steps move to SQL in the warehouse.`,
    resources: [
      {
        title: 'pandas: Getting started',
        url: 'https://pandas.pydata.org/docs/getting_started/index.html',
        kind: 'docs',
      },
      {
        title: 'pandas user guide: Merge, join, concatenate and compare',
        url: 'https://pandas.pydata.org/docs/user_guide/merging.html',
        kind: 'docs',
      },
      { title: 'Kaggle Learn: Pandas', url: 'https://www.kaggle.com/learn/pandas', kind: 'interactive' },
      {
        title: 'Python for Data Analysis, 3rd edition (open access)',
        url: 'https://wesmckinney.com/book/',
        kind: 'book',
      },
    ],
  },
  {
    key: 'data-visualization',
    title: 'Data Visualization',
    summary:
      'Choose the right chart for the question, draw it with Matplotlib or seaborn, and make it honest, accessible and readable at a glance.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Pick the chart for the question
A chart answers one question. Decide the question first ("did revenue grow after the launch?", "which region sells most?", "how long do deliveries usually take?"), then choose the chart that makes the answer easiest to see.
- Change over time: **line chart**, with time on the horizontal axis.
- Comparing categories: **bar chart** (sorted, starting at zero). Horizontal bars fit long category names.
- Distribution of one variable: **histogram** or box plot.
- Relationship between two variables: **scatter plot**, one dot per observation.
- Parts of a whole: a stacked bar usually reads better than a pie chart, because people compare lengths on a common baseline far more accurately than angles or areas.

A **histogram** splits the range of values into bins of equal width and draws one bar per bin, as tall as the number of values in it. NumPy's \`histogram\` and Matplotlib's \`hist\` count a value on a bin's left edge in that bin and a value on its right edge in the next one, except in the last bin, which includes both edges so the maximum is counted. The bin width changes the picture: too few bins hide the shape, too many turn it into noise, so try a few widths before you conclude anything.

### Drawing it
\`\`\`python
import matplotlib.pyplot as plt

monthly = orders.groupby(orders["ordered_at"].dt.to_period("M"))["amount"].sum()
fig, ax = plt.subplots(figsize=(8, 4))
monthly.plot(ax=ax)
ax.set_title("Revenue per month")
ax.set_xlabel("Month")
ax.set_ylabel("Revenue (EUR)")
fig.tight_layout()
fig.savefig("revenue.png", dpi=150)
\`\`\`
Matplotlib has two layers. A **Figure** is the whole image; an **Axes** is one plot inside it, with its own x and y axis, title and labels. \`plt.subplots()\` creates both and returns them, and calling methods on \`ax\` (the explicit, object-oriented style the Matplotlib docs recommend for anything beyond a quick look) keeps each setting attached to the plot it belongs to. \`savefig\` writes the image; \`dpi\` controls its resolution.

seaborn builds on Matplotlib with good defaults for statistical charts (\`sns.histplot\`, \`sns.scatterplot\`, \`sns.boxplot\`). It takes a DataFrame and column names, and can split by a third column with \`hue\`, which saves many lines of code; the result is still a Matplotlib Axes, so you label it the same way.

Axis **ticks** are the labelled marks along an axis. Charting libraries choose round numbers for them, a step of 1, 2 or 5 times a power of ten (0, 20, 40, 60 rather than 0, 17, 34, 51), because round numbers are easy to read and compare.

### Honest charts
- Bar charts start at zero; a cut axis exaggerates differences. A bar's length is read as its value: with the axis starting at 95, bars for 98 and 100 are 3 and 5 units long, so 2 % more looks like 67 % more. Line charts may zoom in on the range of the data, because a line is read by its slope, not its length; say so if the change is small.
- Label axes with units, and say where the data comes from.
- Do not use colour alone to carry meaning: some readers cannot tell red from green. Add labels or patterns, and use a colour-blind-safe palette.
- Remove what does not help: 3D effects, heavy grid lines, legends that could be direct labels.
- Keep scales comparable. Two charts side by side with different y-axis ranges invite a wrong comparison; share the axis (\`plt.subplots(1, 2, sharey=True)\`) when readers will compare them.

### Tell the story
Put the conclusion in the title ("Revenue doubled after the March launch") so a busy reader gets it in one glance. Then make the chart support that sentence: highlight the series that matters in a strong colour and grey out the rest, annotate the event that explains a change (\`ax.annotate\` or a vertical line with \`ax.axvline\`), and drop everything the reader does not need. One chart, one message; if you have three messages, make three charts.

### Worked example
A regional manager asks which of five regions grew most this quarter. The first draft is a pie chart per quarter, in default colours, titled "Sales by region". Nobody can compare slices across two pies. The redraft:
\`\`\`python
import matplotlib.pyplot as plt

regions = ["North", "South", "East", "West", "Central"]
growth = [4.1, 12.6, -2.3, 5.0, 1.2]          # % change vs last quarter
order = sorted(range(len(regions)), key=lambda i: growth[i])
names = [regions[i] for i in order]
values = [growth[i] for i in order]
colours = ["#1b6ca8" if n == "South" else "#b0b0b0" for n in names]

fig, ax = plt.subplots(figsize=(7, 3.5))
ax.barh(names, values, color=colours)
ax.axvline(0, color="black", linewidth=0.8)   # the zero line
for y, v in enumerate(values):
    ax.annotate(f"{v:+.1f} %", (v, y), xytext=(4 if v >= 0 else -4, 0),
                textcoords="offset points", va="center", ha="left" if v >= 0 else "right")
ax.set_title("South grew fastest this quarter (+12.6 %)")
ax.set_xlabel("Change in sales vs previous quarter (%)")
ax.spines[["top", "right"]].set_visible(False)
fig.tight_layout()
fig.savefig("growth.png", dpi=150)
\`\`\`
The question was about change, so the chart shows change directly instead of two sets of totals. Horizontal bars, sorted, with a zero line make the one decline visible. Direct value labels replace a legend, the highlighted bar carries the message and the title states it, and the meaning does not depend on colour alone, because the labels carry it too. A footnote in the report says where the figures came from.

### Common mistakes
- **Truncated bar axes.** Start bars at zero; if the differences are too small to see, show the change itself instead.
- **Pie charts with many slices.** Use sorted bars.
- **Unlabelled axes and missing units.** Every axis says what and in which unit.
- **Meaning carried by colour alone.** Add labels, patterns or direct annotations.
- **One histogram bin width taken as the truth.** Try several before describing the shape.
- **A title that describes instead of concludes.** "Sales by region" makes the reader do the work; say what the chart shows.

### At work
Analysts spend much of their time turning results into charts: dashboards in BI tools (Tableau, Power BI, Looker, Metabase), charts in slide decks and reports, and quick Matplotlib or seaborn plots in notebooks while exploring. A junior is typically asked to build or fix a dashboard panel, to produce a chart for a manager's presentation, or to review a colleague's chart for honesty and readability. Many companies have a chart style guide with colours, fonts and rules such as "bars start at zero", and accessibility reviews check contrast and colour use. The skill that matters most is knowing the question your audience has and making the answer obvious.`,
    resources: [
      {
        title: 'Matplotlib: Quick start guide',
        url: 'https://matplotlib.org/stable/users/explain/quick_start.html',
        kind: 'docs',
      },
      { title: 'seaborn tutorial', url: 'https://seaborn.pydata.org/tutorial.html', kind: 'docs' },
      { title: 'Fundamentals of Data Visualization (free book)', url: 'https://clauswilke.com/dataviz/', kind: 'book' },
      {
        title: 'Kaggle Learn: Data Visualization',
        url: 'https://www.kaggle.com/learn/data-visualization',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'sql-for-analysis',
    title: 'SQL for Analysis',
    summary:
      'Answer business questions straight from the database with aggregates, joins, common table expressions and window functions, and handle NULLs and duplicates correctly.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Why analysts write SQL
The data usually lives in a database or warehouse. SQL lets you summarise millions of rows where they are, and hand pandas only the result. It is also the shared language of data teams: a query can be reviewed, saved in a repository, scheduled, and rerun next month on new data, which a spreadsheet copied by hand cannot. The examples below use PostgreSQL; other databases and warehouses (BigQuery, Snowflake, SQLite) differ in some function names, such as date functions, but the ideas are the same.

### Aggregates
\`\`\`sql
select country, count(*) as orders, sum(amount) as revenue, avg(amount) as average_order
from orders
where ordered_at >= date '2026-01-01'
group by country
having count(*) >= 10
order by revenue desc;
\`\`\`
\`where\` filters rows before grouping; \`having\` filters groups after. The database works through a query in this logical order: \`from\` (and joins), \`where\`, \`group by\`, \`having\`, \`select\`, \`order by\`. That is why \`where\` cannot use an aggregate such as \`count(*)\`, and why \`order by\` can use a column alias from \`select\`. Every column in \`select\` must either be in \`group by\` or be inside an aggregate.

Aggregates treat **NULL** (a missing value) specially. \`count(*)\` counts rows, but \`count(amount)\` counts only rows where \`amount\` is not NULL, and \`sum\`, \`avg\`, \`min\` and \`max\` skip NULLs. So \`avg(rating)\` is the average of the people who answered, not of everyone. \`count(distinct customer_id)\` counts different customers rather than orders. In PostgreSQL, \`count(*) filter (where status = 'refunded')\` counts a subset inside the same group, which avoids a second query.

Watch integer arithmetic: in PostgreSQL, dividing two integers truncates, so \`3 / 4\` is \`0\`. To compute a rate, make one side a decimal first: \`100.0 * count(*) filter (where converted) / count(*)\`.

### Joins
\`inner join\` keeps matches only; \`left join\` keeps every row of the left table, with nulls where nothing matches: use it to find customers *without* orders.
\`\`\`sql
select c.id, c.name
from customers c left join orders o on o.customer_id = c.id
where o.id is null;
\`\`\`
NULL is not equal to anything, so test it with \`is null\`, never \`= null\`. Two traps follow from how joins work. First, a condition on the right table in \`where\` (\`where o.status = 'paid'\`) removes the rows where \`o\` is NULL, quietly turning a left join into an inner join; put such a condition in the \`on\` clause instead if you want to keep unmatched left rows. Second, when the right table has several matching rows, each left row is repeated once per match: join orders to order lines and then \`sum(orders.shipping_fee)\` counts each fee once per line. Aggregate to the right grain first, then join.

### Common table expressions
\`with\` names an intermediate result, so a long query reads top to bottom:
\`\`\`sql
with first_orders as (
  select customer_id, min(ordered_at) as first_at from orders group by customer_id
)
select date_trunc('month', first_at) as month, count(*) as new_customers
from first_orders group by 1 order by 1;
\`\`\`
Each CTE is one step with a name that says what it holds, like a variable in a program. You can test a step on its own by selecting from it, and later steps can use earlier ones. \`group by 1\` and \`order by 1\` refer to the first column of the \`select\`, a common shorthand in analysis queries.

### Window functions
They compute across related rows without collapsing them:
\`\`\`sql
select customer_id, ordered_at, amount,
       sum(amount) over (partition by customer_id order by ordered_at) as running_total,
       rank() over (order by amount desc) as size_rank
from orders;
\`\`\`
\`partition by\` splits the rows into groups, like \`group by\`, but every row stays in the result; \`order by\` inside \`over\` sets the order within each partition, which running totals and rankings need.

When values tie, \`rank()\` gives them the same rank and skips the next ones (1, 1, 3), \`dense_rank()\` does not skip (1, 1, 2), and \`row_number()\` numbers every row differently (1, 2, 3), breaking ties in whatever order it meets them unless \`order by\` decides.

\`lag(x)\` returns the value of \`x\` from the previous row of the window and \`lead(x)\` from the next: the usual way to compute a change from last month. Window functions run after \`where\`, \`group by\` and \`having\`, so to filter on one (keep each customer's first order, where \`row_number() = 1\`), compute it in a CTE and filter in the next step.

### Worked example
Marketing asks: what was revenue each month this year, and how did it change from the previous month?
\`\`\`sql
with monthly as (
  select date_trunc('month', ordered_at) as month,
         sum(amount) as revenue
  from orders
  where ordered_at >= date '2026-01-01'
    and status <> 'cancelled'
  group by 1
)
select month,
       revenue,
       lag(revenue) over (order by month) as previous,
       round(100.0 * (revenue - lag(revenue) over (order by month))
             / lag(revenue) over (order by month), 1) as change_pct
from monthly
order by month;
\`\`\`
\`\`\`text
month       revenue   previous  change_pct
2026-01-01  41200.00
2026-02-01  38150.00  41200.00  -7.4
2026-03-01  45900.00  38150.00  20.3
\`\`\`
Read the query step by step: the CTE aggregates orders to one row per month (the grain of the answer); the outer query looks back one row with \`lag\`. January has no previous month, so \`previous\` and \`change_pct\` are NULL, which is correct rather than zero. \`100.0\` keeps the division decimal. Before sending it, check one month by hand against a simple \`sum(amount)\` for that month, and confirm what "revenue" means with the person asking: are refunds and cancelled orders in or out?

### Common mistakes
- **Filtering the right table of a left join in \`where\`.** It drops the unmatched rows; move the condition into \`on\`.
- **Summing after a one-to-many join.** Values of the "one" side are repeated per match. Aggregate first, then join.
- **\`= null\` instead of \`is null\`.** A comparison with NULL is never true.
- **Integer division.** \`converted / visitors\` with integers gives 0; multiply by \`100.0\` or cast.
- **\`count(column)\` when you meant \`count(*)\`.** The first skips NULLs; pick the one that matches the question.
- **Filtering on a window function in \`where\`.** It is not computed yet; wrap it in a CTE.

### At work
Analysts write SQL every day: answering ad-hoc questions from managers, building the queries behind dashboards in tools such as Metabase, Looker or Power BI, and defining metrics in shared models (often with dbt) so everyone counts "active customer" the same way. A junior is typically asked to pull a number for a meeting, to find why a dashboard disagrees with another report, or to turn a repeated manual query into a tidy one with CTEs that a colleague can review. Good practice is to state the grain of every result, keep queries in version control, and check totals against a trusted source before anyone makes a decision on them.`,
    resources: [
      {
        title: 'PostgreSQL: Aggregate functions tutorial',
        url: 'https://www.postgresql.org/docs/current/tutorial-agg.html',
        kind: 'docs',
      },
      {
        title: 'PostgreSQL: Window functions tutorial',
        url: 'https://www.postgresql.org/docs/current/tutorial-window.html',
        kind: 'docs',
      },
      { title: 'SQLBolt: interactive SQL lessons', url: 'https://sqlbolt.com/', kind: 'interactive' },
      { title: 'Mode: SQL tutorial for data analysis', url: 'https://mode.com/sql-tutorial/', kind: 'course' },
    ],
  },
  {
    key: 'machine-learning-basics',
    title: 'Machine Learning Basics',
    summary:
      'Train and evaluate a first model with scikit-learn, and understand overfitting, leakage, validation, baselines, the right metric and the decision threshold.',
    estimatedMinutes: 210,
    reviewedOn: '2026-11',
    contentMd: `### What machine learning is
A model learns a pattern from examples instead of following rules someone wrote by hand. **Supervised learning** uses labelled examples, where each row has inputs (the **features**, such as age or number of visits) and the answer you want to predict (the **label** or target): predict a house price, a number (**regression**), or whether an email is spam, a category (**classification**). **Unsupervised learning** finds structure without labels, such as grouping customers with similar behaviour (**clustering**).

Machine learning is worth it when the rules are too many or too fuzzy to write down, there is enough labelled history, and a wrong prediction now and then is acceptable. If a simple rule or a SQL query answers the question, use that instead: it is easier to explain and to maintain.

### A first model
\`\`\`python
from sklearn.model_selection import train_test_split
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import classification_report

X = data[["age", "visits", "minutes_on_site"]]
y = data["bought"]
X_train, X_test, y_train, y_test = train_test_split(
    X, y, test_size=0.2, random_state=42, stratify=y)

model = LogisticRegression(max_iter=1000).fit(X_train, y_train)
print(classification_report(y_test, model.predict(X_test)))
\`\`\`
scikit-learn uses the same pattern for every model: create it, \`fit\` it on training features and labels, then \`predict\` on new features. By convention \`X\` is the table of features and \`y\` the labels. \`test_size=0.2\` keeps a fifth of the rows aside, \`random_state\` makes the split repeatable, and \`stratify=y\` keeps the share of each class the same in both parts, which matters when one class is rare.

A classifier such as logistic regression also gives a probability with \`predict_proba\`. \`predict\` turns it into a yes or no at a **threshold** of 0.5, but 0.5 is only a default: you can flag everything above 0.2 to catch more cases, at the price of more false alarms.

### Never grade on the homework
Evaluate on data the model has not seen. A model that scores perfectly on its training data and poorly on new data is **overfitting**: it memorised instead of learning. A model that does poorly on both is **underfitting**: too simple, or given features that carry no signal.

Keep the test set untouched until the very end: every time you tune the model after looking at test scores, some of the test set leaks into your choices and the score stops predicting how the model does on new data. Cross-validation repeats the split several times for a steadier estimate: \`cross_val_score(model, X_train, y_train, cv=5)\` trains five models, each tested on a different fifth of the training data, and you tune on their average.

**Leakage** is the quiet version of grading on the homework: information the model would not have at prediction time slips into training. A feature recorded after the outcome (a "cancellation reason" when predicting cancellations) makes the model look brilliant and useless. So does preparing data with the whole dataset, such as scaling with the mean of all rows, before splitting. Put preparation steps in a scikit-learn \`Pipeline\`, so they are fitted on the training part only, in every fold.

### Choose the right metric
If 1 % of transactions are fraud, a model that always says "not fraud" is 99 % accurate and useless. Look at **precision** (of those flagged, how many were fraud) and **recall** (of the fraud, how much was caught), and decide which mistake costs more. A cancer screening favours **recall**: a missed cancer costs far more than a false alarm that a follow-up test clears. A spam filter leans towards **precision**: losing a real email in the spam folder costs more than letting one spam message through.

All of these come from the **confusion matrix**, the four counts of a binary classifier: true positives (flagged and right), false positives (flagged, but wrong), false negatives (missed) and true negatives. Accuracy is (TP + TN) / all, precision is TP / (TP + FP), recall is TP / (TP + FN). Moving the threshold trades one for the other: a lower threshold flags more, raising recall and usually lowering precision. When you can put a price on each kind of mistake, choose the threshold with the lowest total cost on validation data. For regression, the usual metric is the mean absolute error, the average size of a miss in the unit of the target.

### Start simple
A simple baseline (the average, the most frequent class, a logistic regression) tells you whether a complex model is worth it. scikit-learn's \`DummyClassifier\` and \`DummyRegressor\` give such a baseline in one line. Most gains come from better data and features, not fancier algorithms: a feature like "days since last order" often beats switching to a bigger model. A simple model is also easier to explain to the people who will act on its predictions.

### Worked example
A subscription business wants to flag customers likely to cancel next month, so the retention team can call them. 8 % of customers cancel. A call costs about €5; a lost customer about €60.
\`\`\`python
from sklearn.dummy import DummyClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_score, train_test_split
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

features = ["months_active", "logins_last_30d", "support_tickets", "days_since_last_order"]
X_train, X_test, y_train, y_test = train_test_split(
    data[features], data["cancelled"], test_size=0.2, stratify=data["cancelled"], random_state=0)

baseline = DummyClassifier(strategy="most_frequent")
model = make_pipeline(StandardScaler(), LogisticRegression(max_iter=1000))
for name, m in [("baseline", baseline), ("logistic", model)]:
    print(name, cross_val_score(m, X_train, y_train, cv=5, scoring="recall").mean())
\`\`\`
The baseline's recall is 0: it never predicts a cancellation, even though its accuracy is 92 %. The logistic model catches about 55 % of cancellations at the default threshold. Because a missed cancellation costs twelve times a call, the team then scores validation folds with \`predict_proba\` and tries thresholds from 0.05 to 0.5, computing \`5 × false positives + 60 × false negatives\` for each. A threshold near 0.15 turns out cheapest: more calls, far fewer losses. Only after choosing everything is the model scored once on the test set, and that number goes in the report, together with the baseline for comparison. The feature \`cancellation_reason\` was left out on purpose: it is only filled in after a customer cancels.

### Common mistakes
- **Reporting accuracy on imbalanced data.** Give precision and recall, and the baseline.
- **Tuning on the test set.** Use cross-validation on the training data; touch the test set once.
- **Leaking the future.** Drop features recorded after the outcome, and fit preparation steps inside a \`Pipeline\`.
- **Keeping the 0.5 threshold without thinking.** Choose it from the costs of each mistake.
- **Starting with a complex model.** Beat a simple baseline first.
- **Splitting time-ordered data at random.** To predict the future, train on the past and test on a later period.

### At work
Data analysts build simpler models (churn, lead scoring, demand forecasts) and, more often, evaluate and explain models built by data scientists: checking metrics against a baseline, slicing errors by customer group, and turning predictions into decisions with a threshold the business agrees to. A junior is typically asked to prepare a feature table in SQL or pandas, to train a baseline in a notebook, or to monitor a deployed model's precision and recall month by month and raise an alarm when they drift. Teams use scikit-learn for most tabular problems; what reviewers look for is a clean split, no leakage, a baseline, and a metric that matches the cost of mistakes.`,
    resources: [
      {
        title: 'scikit-learn: Getting started',
        url: 'https://scikit-learn.org/stable/getting_started.html',
        kind: 'docs',
      },
      {
        title: 'scikit-learn user guide: Cross-validation',
        url: 'https://scikit-learn.org/stable/modules/cross_validation.html',
        kind: 'docs',
      },
      {
        title: 'Google: Machine Learning Crash Course',
        url: 'https://developers.google.com/machine-learning/crash-course',
        kind: 'course',
      },
      {
        title: 'Kaggle Learn: Intro to Machine Learning',
        url: 'https://www.kaggle.com/learn/intro-to-machine-learning',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'data-pipelines-etl',
    title: 'Data Pipelines and ETL',
    summary:
      'Move data from sources into a warehouse on a schedule, transform it reliably and repeatably, run steps in dependency order, and know when the data is wrong.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Extract, transform, load
A **pipeline** gets data from where it is produced (an app database, an API, files) into a place built for analysis (a **data warehouse** such as BigQuery, Snowflake or PostgreSQL). Analysts need this because querying the live app database slows it down, its tables are shaped for the app rather than for questions, and data from several systems (payments, marketing, support) has to be brought together in one place.
- **Extract**: read new or changed data from each source.
- **Transform**: clean, join and reshape it into tables that answer questions, such as one row per order with the customer's country.
- **Load**: write it into the warehouse.
- **ETL** transforms before loading; **ELT** loads raw data first and transforms inside the warehouse with SQL, which is common today because warehouses are fast and cheap to scale, and keeping the raw copy means you can rebuild every table after fixing a mistake.

Warehouses are usually organised in layers: **raw** (exactly as extracted), **staging** (renamed, typed and deduplicated, one table per source table) and **marts** (business tables such as \`fct_orders\` or \`dim_customers\` that dashboards read).

### Make every step repeatable
- **Idempotent**: running a load twice for the same day gives the same result (replace that day's partition instead of appending again). Pipelines fail halfway and get retried; an append-only load then counts some rows twice.
- **Incremental**: process only what changed since the last run, using a timestamp or id watermark. Store the watermark, and allow some overlap for data that arrives late, relying on idempotent writes to absorb the repeats.
- **Backfillable**: you can rerun any past day after fixing a bug. This works when each run is parameterised by the date it processes, not by "now".

Two common idempotent writes: delete the rows of the day being loaded and insert them again in one transaction, or upsert by key. In PostgreSQL, \`insert ... on conflict (order_id) do update set ...\` inserts new orders and updates the ones that already exist, so a rerun changes nothing that was already right.

### Orchestration
A scheduler runs steps in order and retries failures: cron for simple cases, or tools like Airflow, Dagster or Prefect that draw the dependencies as a graph. In Airflow this graph is a **DAG** (directed acyclic graph): each task runs only after the tasks it depends on have succeeded, independent tasks can run in parallel, and there must be no cycle, since a step that waits for itself could never start. A valid run order puts every step after all of its dependencies; when several steps are ready, any of them may go first, and tools often pick them in a fixed order, such as by name, to be predictable.

Orchestrators add what cron lacks: retries with a delay, alerts when a task fails, a history of runs, and backfills that run the pipeline for a range of past dates. **dbt** manages SQL transformations as versioned, tested models: each model is a \`select\` in a file, dbt works out the order from the references between models (\`ref('stg_orders')\`), and builds them in the warehouse.

### Test the data, not just the code
Check after each run: row counts within the usual range, no duplicate keys, no unexpected nulls, values in valid ranges, data fresh enough. A pipeline that "succeeds" while loading nothing is the most dangerous failure, because every dashboard keeps showing numbers and nobody notices that they stopped changing.

\`\`\`sql
-- a freshness and uniqueness check
select max(loaded_at) > now() - interval '2 hours' as fresh,
       count(*) = count(distinct order_id) as unique_orders
from warehouse.orders;
\`\`\`
dbt has these checks built in as data tests declared next to a model, such as \`unique\`, \`not_null\`, \`accepted_values\` and \`relationships\` (every foreign key exists in the other table), and \`dbt build\` stops the models downstream of a failing test. Decide for each check whether a failure blocks publishing or only warns; a blocked table is stale, but a wrong one misleads.

### Worked example
Each night a job loads yesterday's orders from the shop database into \`warehouse.orders\`. One morning revenue for 14 November is double the usual. The log shows the job failed at 02:10 after loading the orders, was retried at 02:40, and succeeded. The load was an append, so the retry inserted every order again.

The fix makes the load idempotent and adds checks before publishing:
\`\`\`sql
begin;
delete from warehouse.orders where order_date = :run_date;
insert into warehouse.orders (order_id, customer_id, amount, order_date, loaded_at)
select id, customer_id, amount, created_at::date, now()
from staging.shop_orders
where created_at::date = :run_date;
commit;

-- checks for the day just loaded: each must return zero rows before dashboards refresh
select 'ROW_COUNT' as failed where (select count(*) from warehouse.orders
                                    where order_date = :run_date) not between 500 and 5000
union all
select 'DUPLICATE_KEY' where exists (select order_id from warehouse.orders
                                     where order_date = :run_date
                                     group by order_id having count(*) > 1)
union all
select 'NEGATIVE_AMOUNT' where exists (select 1 from warehouse.orders
                                       where order_date = :run_date and amount < 0);
\`\`\`
Because the day is deleted and reinserted in one transaction, a retry or a rerun gives the same rows. The job takes \`run_date\` as a parameter, so the team backfills 14 November by running it for that date, and the duplicate check would have caught the original problem the same night. The incident note records the cause, the fix and the backfill.

### Common mistakes
- **Appending on every run.** Retries and reruns duplicate data; replace the partition or upsert by key.
- **Using "now" inside the job.** A rerun of last Tuesday then loads today's data; pass the run date in.
- **No checks after loading.** Test row counts, keys, nulls, ranges and freshness, and alert on failures.
- **Transforming away the raw data.** Keep the raw copy so you can rebuild after a bug.
- **Hidden dependencies.** A step that reads a table another step writes must declare that dependency, or it will one day run first and read yesterday's data.
- **Watermarks with no overlap.** Rows that arrive late are skipped forever.

### At work
Data engineers usually own the extraction and orchestration; analysts, and analytics engineers in particular, own more and more of the transformations, often as dbt models in a Git repository with code review and CI. A junior is typically asked to add a column to a model, to write tests for a new table, to investigate why a dashboard shows yesterday's numbers, or to backfill a table after a fix. Teams keep a runbook for failed runs, alerts in chat when a check fails, and documentation of where each table comes from (lineage), so that anyone can answer "can I trust this number?"`,
    resources: [
      { title: 'dbt: What is dbt?', url: 'https://docs.getdbt.com/docs/introduction', kind: 'docs' },
      {
        title: 'Apache Airflow tutorial: Fundamental concepts',
        url: 'https://airflow.apache.org/docs/apache-airflow/stable/tutorial/fundamentals.html',
        kind: 'docs',
      },
      {
        title: 'PostgreSQL: INSERT (including ON CONFLICT)',
        url: 'https://www.postgresql.org/docs/current/sql-insert.html',
        kind: 'docs',
      },
      {
        title: 'Data Engineering Zoomcamp (free course)',
        url: 'https://github.com/DataTalksClub/data-engineering-zoomcamp',
        kind: 'course',
      },
    ],
  },
  {
    key: 'data-ethics-privacy',
    title: 'Data Ethics and Privacy',
    summary:
      "Handle personal data lawfully and fairly: know the GDPR's principles and lawful bases, collect less, pseudonymise or truly anonymise, watch for bias, and report honestly.",
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### Personal data is a responsibility
Names, emails, locations, health and behaviour describe real people, and what you do with a table of them can cost someone a job, a loan or their safety. The law follows the same idea. Under the EU's **General Data Protection Regulation** (GDPR), *personal data* is any information relating to an identified or identifiable person: not only a name or an email, but also a customer number, an IP address, a device id or precise location, anything that can single someone out alone or combined with other data. The GDPR applies to organisations in the EU and to those elsewhere that offer services to, or monitor, people in the EU; the UK GDPR, Brazil's LGPD and California's CCPA follow similar ideas.

In short, the GDPR requires a lawful reason to process personal data, using it only for the purpose it was collected for, keeping it no longer than needed, protecting it, and letting people exercise their rights: to see their data (access), correct it, have it deleted (erasure), object to its use, and not be subject to decisions with legal or similarly significant effects made solely by a machine. An organisation must answer such a request within one month as a rule.

Some data is more dangerous than the rest. The GDPR's **special categories** (health, ethnic origin, religious or political beliefs, trade-union membership, genetic and biometric data, sex life and sexual orientation) may only be processed under extra conditions, such as explicit consent. Treat them as radioactive: keep them out of datasets unless the work truly needs them.

### The GDPR principles
[Article 5](https://gdpr-info.eu/art-5-gdpr/) lists seven principles. They are worth learning by name, because privacy reviews, audits and your data protection officer will use them:

1. **Lawfulness, fairness and transparency**: a legal basis, no use people would not reasonably expect, and a clear privacy notice.
2. **Purpose limitation**: collected for a specified purpose and not reused for an incompatible one. Data collected to deliver parcels is not automatically available for a credit-scoring model.
3. **Data minimisation**: adequate, relevant and limited to what the purpose needs.
4. **Accuracy**: kept correct and up to date; wrong data is corrected or deleted.
5. **Storage limitation**: kept in identifiable form no longer than needed, so retention periods must exist and be enforced.
6. **Integrity and confidentiality**: appropriate security, against both attackers and accidents.
7. **Accountability**: the organisation must be able to *show* it complies, with records, policies and assessments.

Two duties turn these into engineering work. **Data protection by design and by default** asks you to build minimisation and protection into systems from the start. And when personal data leaks, the organisation must notify its supervisory authority without undue delay and, where feasible, within **72 hours** of becoming aware of it, unless the breach is unlikely to put people at risk; when the risk is high, the affected people must be told too. Fines reach €20 million or 4 % of worldwide annual turnover, whichever is higher.

### Lawful bases
Every processing activity needs one of six lawful bases from [Article 6](https://gdpr-info.eu/art-6-gdpr/), chosen and recorded *before* processing starts:

- **Consent**: freely given, specific, informed and unambiguous, and as easy to withdraw as to give. Pre-ticked boxes do not count.
- **Contract**: necessary to deliver what the person signed up for, such as their address to ship an order.
- **Legal obligation**: required by law, such as keeping invoices for the tax authority.
- **Vital interests**: protecting someone's life, rarely used.
- **Public task**: for public authorities carrying out their official functions.
- **Legitimate interests**: a real interest of the organisation (fraud prevention, improving its own service) that is necessary and not overridden by the person's rights, judged in a documented balancing test.

Consent is not always the best basis: if people cannot really refuse, as with an employer, it is not freely given. As an analyst you rarely choose the basis yourself, but you must know which one covers your data, because a new purpose may need a new basis.

### Practical habits
- **Collect less**: if the analysis does not need birth dates, do not copy them; an age band often does the job.
- **Pseudonymise**: replace names and emails with ids in analysis datasets; keep the mapping elsewhere, locked down.
- **Aggregate** before sharing: report groups large enough that nobody can be singled out.
- **Restrict access**: analysts see what their work needs, nothing more; log who accessed what.
- **Delete** on schedule and when people ask, including in copies, exports and notebooks.

### Pseudonymisation vs anonymisation
These two words are often confused, and the difference decides whether the law applies at all.

**Pseudonymised** data has its direct identifiers replaced (an email becomes \`c81f2a…\`) so that it can no longer be tied to a person *without additional information* kept separately, such as a key or a lookup table. It lowers the risk and the GDPR encourages it, but for whoever holds or can obtain that extra information it is still personal data, with every duty attached.

**Anonymous** data cannot be linked to a person by any means reasonably likely to be used, considering cost, time and available technology. [Recital 26](https://gdpr-info.eu/recitals/no-26/) says the GDPR does not apply to it. That bar is high, because people are re-identified through **quasi-identifiers**: fields harmless alone that become unique together. Research by Latanya Sweeney estimated that postcode, birth date and sex were enough to single out most Americans. Aggregation with a minimum group size, generalisation (age bands instead of birth dates, regions instead of full postcodes) and dropping free text are how analysts move toward anonymity.

A plain hash is *not* anonymisation. Anyone with a list of emails can hash them and match the results, so \`sha256(email)\` is at best a weak pseudonym. IP addresses are worse: there are only about 4.3 billion IPv4 addresses, so an attacker can hash every one of them and look the results up. A **keyed hash** (HMAC) with a secret key held by another team is much stronger, yet it is still pseudonymisation: the key holder can re-identify.

### Bias in data and models
A model trained on past decisions learns past unfairness: a hiring model trained on who was hired before may penalise groups who were rarely hired. Bias enters in several ways:

- **Historical bias**: the data faithfully records an unfair world.
- **Representation bias**: some groups are missing or rare, so the model is worse for them; a voice model trained mostly on one accent.
- **Measurement bias**: the label is a poor proxy, such as "arrests" standing in for "crime".
- **Proxy variables**: removing a protected attribute does not remove it when postcode, first name or school stand in for it.

Check model performance separately for each group (accuracy, false positive and false negative rates), ask who is missing from the data, and involve the people affected. The GDPR's right not to be subject to solely automated decisions with significant effects, and the EU AI Act's duties for high-risk uses such as hiring and credit, make this a legal question as well as an ethical one.

### Honest reporting
Report uncertainty, say what the data cannot show, and do not cherry-pick the time range that tells the story you want. Correlation in observational data is not causation; say so. A clear "we don't know yet" is worth more than a confident wrong answer.

### Worked example
Marketing asks why customers cancel, by age and region, and wants to share the result with an outside agency. The export holds name, email, birth date, postcode, plan, monthly spend, a churn flag and support-ticket notes. Before any analysis: the purpose (understanding churn to improve the service) is covered by the company's legitimate-interests assessment, and the agency works under a data processing agreement. Then minimise, pseudonymise and aggregate:

\`\`\`python
import hashlib
import hmac
import os

import pandas as pd

KEY = os.environ['PSEUDONYM_KEY'].encode()  # held by the data platform team, never in the notebook


def pseudonym(email: str) -> str:
    return hmac.new(KEY, email.strip().lower().encode(), hashlib.sha256).hexdigest()[:16]


raw = pd.read_csv('customers.csv', parse_dates=['birth_date'])
age = (pd.Timestamp('2026-11-01') - raw['birth_date']).dt.days // 365
df = pd.DataFrame({
    'customer': raw['email'].map(pseudonym),  # links monthly extracts without naming anyone
    'age_band': pd.cut(age, bins=[17, 24, 34, 44, 54, 64, 120],
                       labels=['18-24', '25-34', '35-44', '45-54', '55-64', '65+']),
    'region': raw['postcode'].str.split().str[0],  # outward code only, not the full postcode
    'plan': raw['plan'],
    'churned': raw['churned'],
})  # name, spend and the free-text notes are simply not copied

summary = df.groupby(['region', 'age_band'], observed=True).agg(
    customers=('customer', 'nunique'), churn_rate=('churned', 'mean'))
shared = summary[summary['customers'] >= 10].round(2)  # no group small enough to point at a person
shared.to_csv('churn_by_region_age.csv')
\`\`\`

What the agency receives has no names, no emails, no birth dates and no group under ten people:

\`\`\`text
region,age_band,customers,churn_rate
M1,25-34,412,0.08
M1,35-44,388,0.11
M14,18-24,57,0.19
\`\`\`

The pseudonymised working table \`df\` stays inside the company, with access limited to the project and a deletion date written into the project's record. The notes column was dropped rather than cleaned, because free text can hold anything: health details, phone numbers, a complaint naming a colleague. Finally the report says what the numbers cannot show: churn rates by age band describe, they do not explain why people leave.

### Common mistakes
- **Calling hashed or pseudonymised data "anonymous".** It is still personal data for whoever can link it back; say "pseudonymised" and protect it accordingly.
- **Copying the whole production table "just in case".** Every extra column is something to secure, justify and delete later; select the columns you need.
- **Publishing small groups.** A "team of one" average or a cell with three people reveals individuals without a single name.
- **Forgetting the copies.** Deleting a customer from the database but not from exports, notebooks, spreadsheets and backups leaves the erasure request unfulfilled.
- **Dropping the protected attribute and calling the model fair.** Proxies carry it back in; measure outcomes per group instead.
- **Reusing data for a new purpose without asking.** Check with the data protection officer whether the new use is compatible or needs a new basis.

### At work
A **data analyst or data scientist** meets privacy in everyday requests: choosing columns, pseudonymising extracts, suppressing small cells, answering "can we use this data for that?" with the data protection officer, and writing the limitations section of a report. On larger projects they contribute to a **data protection impact assessment** (DPIA), required when processing is likely to result in a high risk, such as profiling at scale.

A **security engineer** protects the same data from the other side: encryption in transit and at rest, access control and access logs on warehouses and buckets, keeping keys for pseudonymisation in a secret manager, data-loss prevention and retention jobs that actually delete. When something leaks, they help establish quickly what data and whose was exposed, because the 72-hour clock starts when the organisation becomes aware. Tools include data catalogs that tag personal and special-category columns, warehouse row- and column-level security, and scanners that find personal data where it should not be. A junior is typically asked to find where a field such as email is stored and copied, to build a pseudonymised extract, or to write the query behind a subject access request.`,
    resources: [
      {
        title: 'The GDPR, article by article (gdpr-info.eu)',
        url: 'https://gdpr-info.eu/',
        kind: 'docs',
      },
      {
        title: 'UK ICO: UK GDPR guidance and resources',
        url: 'https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/',
        kind: 'docs',
      },
      {
        title: 'Kaggle Learn: Intro to AI Ethics (exercises in notebooks)',
        url: 'https://www.kaggle.com/learn/intro-to-ai-ethics',
        kind: 'interactive',
      },
      {
        title: 'Google Machine Learning Crash Course: Fairness',
        url: 'https://developers.google.com/machine-learning/crash-course/fairness',
        kind: 'course',
      },
    ],
  },
];
