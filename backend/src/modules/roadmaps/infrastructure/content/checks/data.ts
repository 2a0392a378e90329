import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/data.ts (issue 28). */
export const DATA_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'python-for-data',
    questions: [
      {
        id: 'python-for-data-1',
        kind: 'single',
        section: 'The basics you will use constantly',
        prompt: 'You need the number of items sold per product name, looked up by name. Which structure fits?',
        options: [
          {
            text: 'A list of numbers, one per product, in alphabetical order',
            correct: false,
            why: 'A list is reached by position; you would have to know each product’s position and keep the order in sync.',
          },
          {
            text: 'A string with the names and counts separated by commas',
            correct: false,
            why: 'You would have to parse it on every lookup; a dictionary already is that mapping.',
          },
          {
            text: 'A dictionary from product name to count',
            correct: true,
            why: 'A dictionary maps keys to values: `sold["books"]` finds the count directly.',
          },
        ],
      },
      {
        id: 'python-for-data-2',
        kind: 'output',
        section: 'The basics you will use constantly',
        prompt: 'What does this print?',
        code: {
          language: 'python',
          source: `prices = [12.5, 8.0, 19.99]

def with_tax(price, rate=0.2):
    return round(price * (1 + rate), 2)

cheap = [with_tax(p) for p in prices if p < 10]
print(cheap, len(prices))`,
        },
        options: [
          {
            text: '[8.0] 3',
            correct: false,
            why: 'The comprehension keeps the cheap prices and applies `with_tax` to each: 8.0 × 1.2 = 9.6.',
          },
          {
            text: '[9.6] 1',
            correct: false,
            why: 'A comprehension builds a new list; `prices` itself still has its 3 elements.',
          },
          {
            text: '[15.0, 9.6, 23.99] 3',
            correct: false,
            why: 'The `if p < 10` keeps only the prices under 10, so only 8.0 goes through `with_tax`.',
          },
          {
            text: '[9.6] 3',
            correct: true,
            why: 'Only 8.0 is under 10; with the default rate 0.2 it becomes 9.6. `prices` is unchanged.',
          },
        ],
      },
      {
        id: 'python-for-data-3',
        kind: 'output',
        section: 'The basics you will use constantly',
        prompt: 'A first try at "the largest value without `max`". What does this print?',
        code: {
          language: 'python',
          source: `def largest(values):
    best = 0
    for v in values:
        if v > best:
            best = v
    return best

print(largest([-3, -7, -1]))`,
        },
        options: [
          {
            text: '-1',
            correct: false,
            why: 'That is the right answer, but this code starts from 0, which no negative value beats.',
          },
          {
            text: '0',
            correct: true,
            why: 'The guess 0 is larger than every value, so it is returned though it is not in the list. Start from `values[0]`.',
          },
          {
            text: '-7',
            correct: false,
            why: '`v > best` keeps the larger value; -7 is the smallest.',
          },
        ],
      },
      {
        id: 'python-for-data-4',
        kind: 'output',
        section: 'Reading files',
        prompt: 'What does this print?',
        code: {
          language: 'python',
          source: `import csv, io

f = io.StringIO("item,price\\nbook,12.5\\npen,1.5\\n")
rows = list(csv.DictReader(f))
print(rows[0]["price"] + rows[1]["price"])`,
        },
        options: [
          {
            text: '14.0',
            correct: false,
            why: 'That needs numbers; the csv module gives every value as a string.',
          },
          {
            text: '12.51.5',
            correct: true,
            why: '`"12.5" + "1.5"` joins two strings. Convert first: `float(row["price"])`.',
          },
          {
            text: 'TypeError',
            correct: false,
            why: 'Adding two strings is allowed (it concatenates); the error would come from adding a string and a number.',
          },
        ],
      },
      {
        id: 'python-for-data-5',
        kind: 'order',
        section: 'Environments',
        prompt: 'Put the steps to set up a project’s environment in order.',
        steps: ['python3 -m venv .venv', 'source .venv/bin/activate', 'pip install pandas matplotlib jupyter'],
        why: 'Create the environment, activate it so `pip` installs into it, then install: the packages stay in this project.',
      },
      {
        id: 'python-for-data-6',
        kind: 'single',
        section: 'Notebooks',
        prompt: 'Your exploration in a notebook became a report you rerun each week. What does the lesson suggest?',
        options: [
          {
            text: 'Keep it in the notebook; reruns are what notebooks are for',
            correct: false,
            why: 'Notebooks suit exploration, but hidden state and out-of-order cells make repeated runs fragile.',
          },
          {
            text: 'Move it into a `.py` file under version control',
            correct: true,
            why: 'Finished, repeatable work belongs in plain files that run top to bottom and can be reviewed.',
          },
          {
            text: 'Export the notebook to PDF and rerun it from there',
            correct: false,
            why: 'A PDF is a static snapshot; it cannot run anything.',
          },
        ],
      },
      {
        id: 'python-for-data-7',
        kind: 'output',
        section: 'Worked example',
        prompt: 'As in the worked example, totals are sorted by a tuple key. What does this print?',
        code: {
          language: 'python',
          source: `totals = {"tea": 4, "coffee": 7, "cocoa": 4}
ranked = sorted(totals.items(), key=lambda item: (-item[1], item[0]))
print([name for name, _ in ranked])`,
        },
        options: [
          {
            text: "['coffee', 'cocoa', 'tea']",
            correct: true,
            why: 'The largest total comes first (7), then the tie at 4 is broken by name: cocoa before tea.',
          },
          {
            text: "['coffee', 'tea', 'cocoa']",
            correct: false,
            why: 'That keeps the dictionary order for the tie, but the second part of the key sorts tied names alphabetically.',
          },
          {
            text: "['cocoa', 'tea', 'coffee']",
            correct: false,
            why: 'That is smallest first; the minus sign on the total puts the largest totals first.',
          },
          {
            text: "['cocoa', 'coffee', 'tea']",
            correct: false,
            why: 'That is purely alphabetical; the total is the first part of the key, so it decides first.',
          },
        ],
      },
      {
        id: 'python-for-data-8',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which of these habits does the lesson list as mistakes to avoid?',
        options: [
          {
            text: 'Starting a running maximum at 0',
            correct: true,
            why: 'With all-negative data the answer would be 0, a value not in the list; start from the first value.',
          },
          {
            text: 'Splitting CSV lines with `line.split(",")`',
            correct: true,
            why: 'Quoted fields such as `"Smith, Jane"` contain commas; the csv module handles them.',
          },
          {
            text: 'Converting each column to a number right after reading it',
            correct: false,
            why: 'That is the recommended habit: CSV values are strings until you convert them.',
          },
          {
            text: 'Restarting the kernel and running all cells before sharing a notebook',
            correct: false,
            why: 'That is how you prove a notebook does not depend on cells run in a lucky order.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'statistics-basics',
    questions: [
      {
        id: 'statistics-basics-1',
        kind: 'output',
        section: 'Describing data',
        prompt: 'Five salaries in thousands, one of them the founder’s. What does this print?',
        code: {
          language: 'python',
          source: `import statistics

salaries = [30, 32, 35, 38, 400]
print(statistics.mean(salaries), statistics.median(salaries))`,
        },
        options: [
          {
            text: '35 35',
            correct: false,
            why: 'The mean uses every value, so the 400 pulls it far up: 535 / 5 = 107.',
          },
          {
            text: '107 107',
            correct: false,
            why: 'The median is the middle value when sorted, 35, whatever the extremes are.',
          },
          {
            text: '107 38',
            correct: false,
            why: 'With five sorted values the median is the third, 35.',
          },
          {
            text: '107 35',
            correct: true,
            why: 'One extreme value drags the mean to 107, which describes nobody; the median, 35, is the typical salary.',
          },
        ],
      },
      {
        id: 'statistics-basics-2',
        kind: 'fill',
        section: 'Describing data',
        prompt: 'The value that 90 % of observations fall below is the 90th ____.',
        answers: ['percentile'],
        caseInsensitive: true,
        why: 'Percentiles describe positions in the data: the 50th is the median.',
      },
      {
        id: 'statistics-basics-3',
        kind: 'single',
        section: 'Samples and uncertainty',
        prompt: 'How can you make an estimate from a sample more reliable?',
        options: [
          {
            text: 'Take a bigger sample, chosen at random',
            correct: true,
            why: 'Size narrows the uncertainty; randomness keeps the sample from leaning one way.',
          },
          {
            text: 'Ask only your most engaged customers, who answer reliably',
            correct: false,
            why: 'A convenient sample is biased: the engaged customers are not typical.',
          },
          {
            text: 'Report the estimate without its confidence interval to avoid confusing readers',
            correct: false,
            why: 'Hiding the uncertainty does not reduce it; the interval tells readers how far to trust the number.',
          },
        ],
      },
      {
        id: 'statistics-basics-4',
        kind: 'single',
        section: 'Comparing groups',
        prompt: 'An A/B test gives p = 0.01 for "B converts better than A". What does that mean?',
        options: [
          {
            text: 'Such a gap would be unlikely if there were no real effect at all',
            correct: true,
            why: 'That is evidence for a real effect, not proof; and with enough data a tiny effect can be "significant".',
          },
          {
            text: 'There is a 99 % chance that B really converts better than A',
            correct: false,
            why: 'A p-value is not the probability that the hypothesis is true.',
          },
          {
            text: 'B’s conversion is 1 % higher than A’s',
            correct: false,
            why: 'The p-value says nothing about the size of the effect.',
          },
        ],
      },
      {
        id: 'statistics-basics-5',
        kind: 'single',
        section: 'Classic traps',
        prompt: 'Ice cream sales and drownings rise and fall together over the year. Which conclusion follows?',
        options: [
          {
            text: 'Ice cream causes drownings',
            correct: false,
            why: 'Correlation is not causation.',
          },
          {
            text: 'Banning ice cream on beaches would reduce the number of drownings',
            correct: false,
            why: 'That assumes a cause the data does not show; both follow the season.',
          },
          {
            text: 'Something else, warm weather, may drive both',
            correct: true,
            why: 'A third factor can make two things move together without one causing the other.',
          },
        ],
      },
      {
        id: 'statistics-basics-6',
        kind: 'multiple',
        section: 'Classic traps',
        prompt: 'Which are examples of the traps the lesson names? Pick all that apply.',
        options: [
          {
            text: 'Studying only the startups that succeeded to find what makes startups succeed',
            correct: true,
            why: 'Survivorship bias: the failures that did the same things are missing from the data.',
          },
          {
            text: 'A treatment is better in every hospital, yet worse when all hospitals are combined',
            correct: true,
            why: 'Simpson’s paradox: groups of different sizes and mixes can reverse a trend when combined.',
          },
          {
            text: 'Reporting the median salary instead of the mean',
            correct: false,
            why: 'That is good practice for skewed data, not a trap.',
          },
          {
            text: 'Plotting a histogram before trusting a summary number',
            correct: false,
            why: 'The lesson recommends it: a histogram shows skew and outliers a single number hides.',
          },
        ],
      },
      {
        id: 'statistics-basics-7',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'A test gives B 5.0 % conversion against 4.5 % for A, with p ≈ 0.29. What is the honest conclusion from the worked example?',
        options: [
          {
            text: 'B is better and should ship, because its rate is higher',
            correct: false,
            why: 'A difference this size turns up by chance about three times in ten when there is no real effect.',
          },
          {
            text: 'B makes no difference, so the idea should be dropped',
            correct: false,
            why: 'A large p-value is not proof of no effect; the test may simply have been too small.',
          },
          {
            text: 'The test cannot tell yet; it needs more visitors',
            correct: true,
            why: 'The intervals overlap a lot, so the honest report gives the effect, its uncertainty and the sample needed.',
          },
        ],
      },
      {
        id: 'statistics-basics-8',
        kind: 'fill',
        section: 'Samples and uncertainty',
        prompt:
          'To halve the uncertainty of an estimate from a random sample, you need about ____ times as many observations.',
        answers: ['4', 'four'],
        caseInsensitive: true,
        why: 'Uncertainty shrinks with the square root of the sample size: √4 = 2, so four times the data halves it.',
      },
    ],
  },
  {
    moduleKey: 'pandas-data-wrangling',
    questions: [
      {
        id: 'pandas-data-wrangling-1',
        kind: 'single',
        section: 'Grouping and joining',
        prompt:
          '`orders.merge(customers, on="customer_id", how=…)`: some orders have a customer id missing from `customers`. What does `how="left"` keep that `how="inner"` drops?',
        options: [
          {
            text: 'The customers who have no orders at all',
            correct: false,
            why: 'The left table here is `orders`; customers without orders appear in neither result.',
          },
          {
            text: 'Nothing: both give the same rows',
            correct: false,
            why: 'They differ exactly when some keys do not match, as here.',
          },
          {
            text: 'Orders with no matching customer',
            correct: true,
            why: 'A left merge keeps every row of the left table; inner keeps only matches, so those orders silently vanish.',
          },
        ],
      },
      {
        id: 'pandas-data-wrangling-2',
        kind: 'output',
        section: 'Cleaning',
        prompt: 'pandas marks missing numbers with NaN, a float. What does this print?',
        code: {
          language: 'python',
          source: `import math

missing = float("nan")
print(missing == missing, math.isnan(missing))`,
        },
        options: [
          {
            text: 'False True',
            correct: true,
            why: 'So comparing with `==` never finds missing values; use `isnan`, or in pandas `.isna()`.',
          },
          {
            text: 'True True',
            correct: false,
            why: 'NaN is defined as unequal to everything, itself included.',
          },
          {
            text: 'False False',
            correct: false,
            why: '`math.isnan` is the dedicated test and does recognise NaN.',
          },
        ],
      },
      {
        id: 'pandas-data-wrangling-3',
        kind: 'single',
        section: 'Cleaning',
        prompt:
          'The `amount` column holds `"12.50"`, `"n/a"` and `"7"`. What does `pd.to_numeric(orders["amount"], errors="coerce")` do?',
        options: [
          {
            text: 'Raises an error at `"n/a"`',
            correct: false,
            why: 'That is the default `errors="raise"`; `coerce` turns the bad value into NaN instead.',
          },
          {
            text: 'Turns `"n/a"` into 0',
            correct: false,
            why: 'A 0 would be a made-up value that pulls sums and averages down; coerce marks it as missing.',
          },
          {
            text: 'Gives 12.5, NaN and 7.0',
            correct: true,
            why: 'Numbers are converted and anything else becomes NaN; then count them with `.isna().sum()` and decide what to do.',
          },
        ],
      },
      {
        id: 'pandas-data-wrangling-4',
        kind: 'order',
        section: 'Grouping and joining',
        prompt: 'Put the steps to find the five customers with the highest total spend in order.',
        steps: [
          'Group the orders by `customer_id`',
          'Sum the `amount` of each group',
          'Sort the totals in descending order',
          'Take the first five',
        ],
        why: '`groupby("customer_id")["amount"].sum().sort_values(ascending=False).head(5)`: totals exist only after grouping and summing.',
      },
      {
        id: 'pandas-data-wrangling-5',
        kind: 'fill',
        section: 'DataFrames',
        prompt: 'To look at the first rows of a DataFrame, call `orders.____()`.',
        answers: ['head'],
        why: '`head()` shows the first 5 rows; `info()` the columns and types; `describe()` summary statistics.',
      },
      {
        id: 'pandas-data-wrangling-6',
        kind: 'single',
        section: 'Selecting and filtering',
        prompt: 'What does `orders[orders["amount"] > 100]` return?',
        options: [
          {
            text: 'A Series of True and False values, one for each order in the table',
            correct: false,
            why: 'That is the inner part, `orders["amount"] > 100`; using it as an index selects the rows.',
          },
          {
            text: 'The number of orders over 100',
            correct: false,
            why: 'Counting would need `.sum()` on the mask or `len()` of the result.',
          },
          {
            text: 'A DataFrame with the orders whose amount is over 100',
            correct: true,
            why: 'A boolean mask in `[]` keeps the rows where it is True, with all their columns.',
          },
        ],
      },
      {
        id: 'pandas-data-wrangling-7',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the worked example, why is `validate="one_to_one"` passed to `merge` when the customer names are joined?',
        options: [
          {
            text: 'It makes pandas raise an error if a key appears more than once, so the join cannot multiply rows',
            correct: true,
            why: 'A duplicated customer id on the right would repeat revenue rows; validate turns that silent doubling into an error.',
          },
          {
            text: 'It makes the merge faster by telling pandas to skip the key comparison',
            correct: false,
            why: 'validate adds a check; it does not skip comparing keys.',
          },
          {
            text: 'It turns the left join into an inner join so unknown customers drop out',
            correct: false,
            why: 'The join kind is set by `how`; the example keeps unknown customers and labels them.',
          },
          {
            text: 'It fills missing names with "unknown" automatically',
            correct: false,
            why: 'That is done afterwards with `fillna("unknown")`.',
          },
        ],
      },
      {
        id: 'pandas-data-wrangling-8',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which of these are mistakes the lesson warns about?',
        options: [
          {
            text: 'Removing duplicate orders only after summing revenue per customer',
            correct: true,
            why: 'Once duplicates are summed in, the double counting cannot be undone; deduplicate first.',
          },
          {
            text: 'Writing `df[mask]["col"] = value` to change some values',
            correct: true,
            why: 'Chained assignment may write into a temporary copy; use `df.loc[mask, "col"] = value`.',
          },
          {
            text: 'Printing the row count before and after a merge',
            correct: false,
            why: 'That is the recommended check: it reveals dropped or multiplied rows.',
          },
          {
            text: 'Finding missing values with `.isna()`',
            correct: false,
            why: 'That is the right way; comparing with `float("nan")` is the mistake.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'data-visualization',
    questions: [
      {
        id: 'data-visualization-1',
        kind: 'single',
        section: 'Pick the chart for the question',
        prompt: 'Which chart shows how delivery times are spread?',
        options: [
          {
            text: 'A pie chart of delivery times',
            correct: false,
            why: 'Pies show parts of a whole, and even that reads worse than a stacked bar.',
          },
          {
            text: 'A line chart of each delivery in order of arrival',
            correct: false,
            why: 'A line chart shows change over time, not how values are distributed.',
          },
          {
            text: 'A histogram or a box plot',
            correct: true,
            why: 'Both show the distribution of one variable: its centre, spread and tail.',
          },
        ],
      },
      {
        id: 'data-visualization-2',
        kind: 'output',
        section: 'Honest charts',
        prompt: 'Two bars, 98 and 100, on an axis that starts at 95. What does this print?',
        code: {
          language: 'python',
          source: `a, b, axis_start = 98, 100, 95
looks = (b - axis_start) / (a - axis_start)
really = b / a
print(round(looks, 2), round(really, 2))`,
        },
        options: [
          {
            text: '1.67 1.02',
            correct: true,
            why: 'The bars are 3 and 5 units long, so B looks 67 % bigger though it is 2 % bigger. Bar charts start at zero.',
          },
          {
            text: '1.02 1.02',
            correct: false,
            why: 'A bar’s visible length starts at the axis, so cutting the axis changes the ratio readers see.',
          },
          {
            text: '1.67 1.67',
            correct: false,
            why: 'The real ratio is 100 / 98, about 1.02; only the drawing exaggerates it.',
          },
        ],
      },
      {
        id: 'data-visualization-3',
        kind: 'multiple',
        section: 'Honest charts',
        prompt: 'Which make a chart more honest and readable? Pick all that apply.',
        options: [
          {
            text: 'Axis labels with units and a note of the data source',
            correct: true,
            why: 'Readers know what they see and where it comes from.',
          },
          {
            text: 'Labels or patterns besides colour',
            correct: true,
            why: 'Some readers cannot tell red from green.',
          },
          {
            text: 'A 3D effect to make the bars stand out',
            correct: false,
            why: 'Perspective distorts lengths; remove what does not help.',
          },
          {
            text: 'Red for bad and green for good as the only signal',
            correct: false,
            why: 'Colour alone excludes colour-blind readers.',
          },
        ],
      },
      {
        id: 'data-visualization-4',
        kind: 'single',
        section: 'Pick the chart for the question',
        prompt: 'You want to compare revenue across 12 product categories. Which chart?',
        options: [
          {
            text: 'A bar chart, sorted, starting at zero',
            correct: true,
            why: 'Bars compare categories by length; sorting makes the ranking obvious.',
          },
          {
            text: 'A scatter plot of revenue against category name',
            correct: false,
            why: 'Scatter plots show the relationship between two numeric variables.',
          },
          {
            text: 'A pie chart with twelve slices',
            correct: false,
            why: 'Twelve similar angles are hard to compare; bars are easier to read.',
          },
        ],
      },
      {
        id: 'data-visualization-5',
        kind: 'fill',
        section: 'Tell the story',
        prompt: 'Put the chart’s ____ in its title, e.g. "Revenue doubled after the March launch".',
        answers: ['conclusion', 'message', 'takeaway', 'main point'],
        caseInsensitive: true,
        why: 'A busy reader gets the point at a glance; the chart then shows the evidence.',
      },
      {
        id: 'data-visualization-6',
        kind: 'order',
        section: 'Drawing it',
        prompt: 'Put the Matplotlib steps of the lesson in order.',
        steps: [
          'fig, ax = plt.subplots(figsize=(8, 4))',
          'monthly.plot(ax=ax)',
          'ax.set_title(…), ax.set_xlabel(…), ax.set_ylabel(…)',
          'fig.tight_layout()',
          'fig.savefig("revenue.png", dpi=150)',
        ],
        why: 'Create the figure and axes, draw on them, label, fix the layout, then save what is finished.',
      },
      {
        id: 'data-visualization-7',
        kind: 'multiple',
        section: 'Worked example',
        prompt: 'Which changes in the worked example’s redraft make the answer easier to see?',
        options: [
          {
            text: 'Showing the change per region directly instead of two pies of totals',
            correct: true,
            why: 'The question was about growth, so the chart plots growth; readers no longer compare slices across pies.',
          },
          {
            text: 'Sorting the bars and greying all but the highlighted region',
            correct: true,
            why: 'Sorting makes the ranking visible and the single strong colour points at the message.',
          },
          {
            text: 'Adding a 3D effect so the bars stand out',
            correct: false,
            why: '3D effects distort lengths; the lesson removes them.',
          },
          {
            text: 'Relying on the legend to explain which colour means which region',
            correct: false,
            why: 'The redraft uses direct labels instead of a legend, so meaning does not depend on colour.',
          },
        ],
      },
      {
        id: 'data-visualization-8',
        kind: 'output',
        section: 'Pick the chart for the question',
        prompt:
          'Counting a histogram’s bins the way NumPy and Matplotlib do (width 10 from 0, two bins). What does this print?',
        code: {
          language: 'python',
          source: `values = [0, 5, 10, 15, 20]
edges = [0, 10, 20]
counts = [0, 0]
for v in values:
    for i in range(2):
        last = i == 1
        if edges[i] <= v < edges[i + 1] or (last and v == edges[i + 1]):
            counts[i] += 1
print(counts)`,
        },
        options: [
          {
            text: '[2, 3]',
            correct: true,
            why: '0 and 5 fall in the first bin; 10 starts the second bin, and 20 is counted because the last bin includes its right edge.',
          },
          {
            text: '[3, 2]',
            correct: false,
            why: 'A value on a shared edge (10) belongs to the bin on its right, not its left.',
          },
          {
            text: '[2, 2]',
            correct: false,
            why: 'The last bin includes both edges, so the maximum value 20 is counted.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'sql-for-analysis',
    questions: [
      {
        id: 'sql-for-analysis-1',
        kind: 'output',
        section: 'Aggregates',
        prompt: 'What does this print (Python’s built-in SQLite)?',
        code: {
          language: 'python',
          source: `import sqlite3
db = sqlite3.connect(":memory:")
db.executescript("""
create table orders (customer text, amount int);
insert into orders values ('a', 50), ('a', 70), ('b', 20), ('b', 10), ('b', 5), ('c', 300);
""")
print(db.execute("""
select customer, count(*) from orders
where amount >= 10
group by customer
having count(*) >= 2
order by customer
""").fetchall())`,
        },
        options: [
          {
            text: "[('a', 2), ('b', 3)]",
            correct: false,
            why: '`where` runs before grouping, so b’s order of 5 is gone before counting: b has 2.',
          },
          {
            text: "[('a', 2), ('b', 2), ('c', 1)]",
            correct: false,
            why: '`having count(*) >= 2` removes the group c, which has one order.',
          },
          {
            text: "[('a', 2), ('b', 2)]",
            correct: true,
            why: '`where` drops the row of 5, `group by` counts a: 2, b: 2, c: 1, and `having` keeps the groups with at least 2.',
          },
        ],
      },
      {
        id: 'sql-for-analysis-2',
        kind: 'output',
        section: 'Window functions',
        prompt: 'Two players tie. What does this print?',
        code: {
          language: 'python',
          source: `import sqlite3
db = sqlite3.connect(":memory:")
db.executescript("""
create table scores (player text, points int);
insert into scores values ('ana', 90), ('ben', 80), ('cy', 90), ('dee', 70);
""")
rows = db.execute("""
select player,
       rank() over (order by points desc),
       row_number() over (order by points desc, player)
from scores order by points desc, player
""").fetchall()
print(rows)`,
        },
        options: [
          {
            text: "[('ana', 1, 1), ('cy', 1, 2), ('ben', 3, 3), ('dee', 4, 4)]",
            correct: true,
            why: '`rank()` gives ties the same rank and skips the next (1, 1, 3, 4); `row_number()` numbers every row.',
          },
          {
            text: "[('ana', 1, 1), ('cy', 1, 2), ('ben', 2, 3), ('dee', 3, 4)]",
            correct: false,
            why: 'That would be `dense_rank()`; `rank()` skips after a tie, so ben is 3.',
          },
          {
            text: "[('ana', 1, 1), ('cy', 1, 1), ('ben', 3, 3), ('dee', 4, 4)]",
            correct: false,
            why: '`row_number()` never repeats a number: ties get consecutive numbers.',
          },
        ],
      },
      {
        id: 'sql-for-analysis-3',
        kind: 'order',
        section: 'Aggregates',
        prompt: 'Put the clauses in the logical order the database applies them.',
        steps: ['from', 'where', 'group by', 'having', 'select', 'order by'],
        why: 'Rows are read and filtered, then grouped, groups filtered, the output computed and finally sorted; so `where` cannot use `count(*)`.',
      },
      {
        id: 'sql-for-analysis-4',
        kind: 'single',
        section: 'Joins',
        prompt: 'Which query lists the customers who have never ordered?',
        options: [
          {
            text: 'customers c inner join orders o on o.customer_id = c.id where o.id is null',
            correct: false,
            why: 'An inner join keeps only customers with orders, so `o.id` is never null and nothing comes back.',
          },
          {
            text: 'customers c left join orders o on o.customer_id = c.id where o.id is null',
            correct: true,
            why: 'The left join keeps every customer; those without orders have nulls in the order columns.',
          },
          {
            text: 'customers c left join orders o on o.customer_id = c.id where o.id is not null',
            correct: false,
            why: 'That keeps exactly the customers who have orders.',
          },
        ],
      },
      {
        id: 'sql-for-analysis-5',
        kind: 'fill',
        section: 'Aggregates',
        prompt:
          'To keep only the countries with at least 10 orders after `group by country`, filter with `____ count(*) >= 10`.',
        answers: ['having'],
        caseInsensitive: true,
        why: '`where` filters rows before grouping and cannot use aggregates; `having` filters the groups.',
      },
      {
        id: 'sql-for-analysis-6',
        kind: 'single',
        section: 'Common table expressions',
        prompt: 'What does `with first_orders as (…)` give you?',
        options: [
          {
            text: 'A permanent table stored in the database for later queries to use',
            correct: false,
            why: 'A CTE exists only for the query it belongs to.',
          },
          {
            text: 'A named intermediate result, so that the long query reads top to bottom',
            correct: true,
            why: 'Each step gets a name, which makes long analytical queries readable.',
          },
          {
            text: 'A cache that speeds up every later query',
            correct: false,
            why: 'Nothing is kept after the query; a CTE is about structure, not caching.',
          },
        ],
      },
      {
        id: 'sql-for-analysis-7',
        kind: 'single',
        section: 'Worked example',
        prompt: 'In the worked example, January’s `change_pct` is NULL. What does that mean?',
        options: [
          {
            text: 'January has no previous row in the window, so `lag` has nothing to return',
            correct: true,
            why: '`lag` looks one row back; the first month has no earlier month, and NULL honestly says “no comparison”.',
          },
          {
            text: 'January’s revenue did not change, so the change is shown as NULL',
            correct: false,
            why: 'No change would be 0.0; NULL means there was nothing to compare with.',
          },
          {
            text: 'The query divided by zero, which PostgreSQL turns into NULL',
            correct: false,
            why: 'PostgreSQL raises an error on division by zero; here the previous value is simply missing.',
          },
        ],
      },
      {
        id: 'sql-for-analysis-8',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which of these queries contain a mistake the lesson warns about?',
        options: [
          {
            text: "`... from customers c left join orders o on o.customer_id = c.id where o.status = 'paid'` to list all customers",
            correct: true,
            why: 'The `where` condition removes customers without orders, so the left join behaves like an inner join.',
          },
          {
            text: '`select 100 * converted / visitors` with two integer columns',
            correct: true,
            why: 'Integer arithmetic truncates; use `100.0` so the division keeps decimals.',
          },
          {
            text: '`where o.id is null` to find customers without orders',
            correct: false,
            why: 'That is the right test: `is null`, not `= null`, after a left join.',
          },
          {
            text: 'Aggregating order lines per order in a CTE before joining to orders',
            correct: false,
            why: 'That is the fix for the one-to-many trap: aggregate to the right grain, then join.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'machine-learning-basics',
    questions: [
      {
        id: 'machine-learning-basics-1',
        kind: 'single',
        section: 'What machine learning is',
        prompt: 'Predicting a house’s sale price from its size and location is which kind of task?',
        options: [
          {
            text: 'Classification',
            correct: false,
            why: 'Classification predicts a category, such as spam or not spam.',
          },
          {
            text: 'Clustering',
            correct: false,
            why: 'Clustering is unsupervised: it groups examples without labels.',
          },
          {
            text: 'Regression',
            correct: true,
            why: 'Supervised learning of a number from labelled examples (past sales).',
          },
        ],
      },
      {
        id: 'machine-learning-basics-2',
        kind: 'single',
        section: 'Never grade on the homework',
        prompt: 'A model scores 99 % on its training data and 60 % on new data. What is happening?',
        options: [
          {
            text: 'Overfitting: it memorised instead of learning',
            correct: true,
            why: 'Evaluate on data the model has not seen; the gap reveals memorising.',
          },
          {
            text: 'The new data is wrong, since the model is clearly accurate',
            correct: false,
            why: 'Training scores say little; performance on unseen data is what counts.',
          },
          {
            text: 'Underfitting: the model is too simple for the data it was trained on',
            correct: false,
            why: 'An underfit model does poorly on the training data too.',
          },
        ],
      },
      {
        id: 'machine-learning-basics-3',
        kind: 'output',
        section: 'Choose the right metric',
        prompt: 'Ten transactions, three of them fraud (1). What does this print?',
        code: {
          language: 'python',
          source: `actual    = [1, 1, 1, 0, 0, 0, 0, 0, 0, 0]
predicted = [1, 0, 0, 1, 0, 0, 0, 0, 0, 0]

pairs = list(zip(actual, predicted))
accuracy = sum(a == p for a, p in pairs) / len(pairs)
true_pos = sum(a == 1 and p == 1 for a, p in pairs)
precision = true_pos / sum(predicted)
recall = true_pos / sum(actual)
print(accuracy, precision, round(recall, 2))`,
        },
        options: [
          {
            text: '0.7 0.33 0.5',
            correct: false,
            why: 'Swapped: precision divides by what was flagged (2), recall by the actual fraud (3).',
          },
          {
            text: '0.8 0.5 0.33',
            correct: false,
            why: 'Three predictions are wrong (two missed frauds and one false alarm), so 7 of 10 are right.',
          },
          {
            text: '0.7 1.0 0.33',
            correct: false,
            why: 'One of the two flagged transactions was not fraud, so precision is 1 / 2.',
          },
          {
            text: '0.7 0.5 0.33',
            correct: true,
            why: '7 of 10 right sounds fair, yet of 2 flagged only 1 was fraud (precision 0.5) and 1 of 3 frauds was caught (recall 0.33).',
          },
        ],
      },
      {
        id: 'machine-learning-basics-4',
        kind: 'single',
        section: 'Choose the right metric',
        prompt: 'For a cancer screening model, which metric do you favour?',
        options: [
          {
            text: 'Precision, so that nobody is alarmed for nothing',
            correct: false,
            why: 'False alarms are cleared by a follow-up test; a missed cancer may not be caught again in time.',
          },
          {
            text: 'Accuracy, since it counts every mistake the same',
            correct: false,
            why: 'That is the problem: with few positive cases, accuracy rewards missing them.',
          },
          {
            text: 'Recall, because a missed cancer costs more',
            correct: true,
            why: 'Decide which mistake costs more: here it is the false negative, so catch as many real cases as possible.',
          },
        ],
      },
      {
        id: 'machine-learning-basics-5',
        kind: 'multiple',
        section: 'Never grade on the homework',
        prompt: 'Which practices keep your evaluation honest? Pick all that apply.',
        options: [
          {
            text: 'Keep the test set untouched until the very end',
            correct: true,
            why: 'Tuning against test scores leaks the test set into your choices.',
          },
          {
            text: 'Use cross-validation for a steadier estimate while developing',
            correct: true,
            why: 'It repeats the split several times on the training data.',
          },
          {
            text: 'Pick the model with the best score on the training data',
            correct: false,
            why: 'Training scores reward memorising; compare models on unseen data.',
          },
          {
            text: 'Try settings until the test score is highest, then report it',
            correct: false,
            why: 'The test set has then been used for tuning, so its score is optimistic.',
          },
        ],
      },
      {
        id: 'machine-learning-basics-6',
        kind: 'single',
        section: 'Start simple',
        prompt: 'Why train a simple baseline, such as a logistic regression, first?',
        options: [
          {
            text: 'It tells you whether a more complex model is worth its extra cost',
            correct: true,
            why: 'If a fancy model barely beats the baseline, better data and features are the better investment.',
          },
          {
            text: 'scikit-learn refuses to train other models before a baseline',
            correct: false,
            why: 'There is no such rule; the baseline is for your judgement.',
          },
          {
            text: 'Simple models are always the most accurate ones available',
            correct: false,
            why: 'Not always, but they set the bar a complex model has to clear.',
          },
        ],
      },
      {
        id: 'machine-learning-basics-7',
        kind: 'single',
        section: 'Worked example',
        prompt: 'In the churn example, why was the feature `cancellation_reason` left out of the model?',
        options: [
          {
            text: 'It is only filled in after a customer cancels, so it would leak the answer',
            correct: true,
            why: 'A feature recorded after the outcome is not available when predicting; the model would look great and fail in use.',
          },
          {
            text: 'Text columns cannot be used by any scikit-learn model',
            correct: false,
            why: 'Text can be encoded into features; the problem here is when the value is known.',
          },
          {
            text: 'It made the baseline’s recall worse',
            correct: false,
            why: 'The baseline ignores features entirely; the reason is leakage.',
          },
        ],
      },
      {
        id: 'machine-learning-basics-8',
        kind: 'fill',
        section: 'Never grade on the homework',
        prompt:
          'To fit a scaler on the training part only, in every cross-validation fold, put the scaler and the model together in a scikit-learn ____.',
        answers: ['Pipeline', 'pipeline', 'make_pipeline'],
        why: 'A Pipeline fits every preparation step on each fold’s training data only, which prevents leakage from the validation rows.',
      },
    ],
  },
  {
    moduleKey: 'data-pipelines-etl',
    questions: [
      {
        id: 'data-pipelines-etl-1',
        kind: 'output',
        section: 'Make every step repeatable',
        prompt: 'A daily load is retried once after a time-out. What does this print?',
        code: {
          language: 'python',
          source: `rows = ["o1", "o2", "o3"]
appended = []
partitions = {}

for attempt in range(2):  # the first run plus one retry
    appended.extend(rows)
    partitions["2026-11-26"] = list(rows)

print(len(appended), sum(len(p) for p in partitions.values()))`,
        },
        options: [
          {
            text: '3 3',
            correct: false,
            why: 'Appending adds the rows again on the retry; nothing removes the first copy.',
          },
          {
            text: '6 6',
            correct: false,
            why: 'Replacing the day’s partition overwrites it, so the retry leaves 3 rows.',
          },
          {
            text: '6 3',
            correct: true,
            why: 'Append doubles the day on a retry; replacing the partition is idempotent: running it twice gives the same result.',
          },
        ],
      },
      {
        id: 'data-pipelines-etl-2',
        kind: 'single',
        section: 'Extract, transform, load',
        prompt: 'What distinguishes ELT from ETL?',
        options: [
          {
            text: 'ELT loads the raw data first and transforms it inside the warehouse with SQL',
            correct: true,
            why: 'ETL transforms before loading; ELT is common today because warehouses transform large data well.',
          },
          {
            text: 'ELT skips the transformation step because modern warehouses do not need clean data',
            correct: false,
            why: 'The transformation still happens, only later and inside the warehouse.',
          },
          {
            text: 'ELT is only for streaming data, ETL only for batch jobs',
            correct: false,
            why: 'Both describe where the transformation happens, not the timing of the data.',
          },
        ],
      },
      {
        id: 'data-pipelines-etl-3',
        kind: 'multiple',
        section: 'Test the data, not just the code',
        prompt: 'Which checks belong after each run of a daily orders pipeline? Pick all that apply.',
        options: [
          {
            text: 'The row count is within the usual range',
            correct: true,
            why: 'Catches the run that "succeeds" while loading nothing, or loads everything twice.',
          },
          {
            text: 'No duplicate order ids',
            correct: true,
            why: '`count(*) = count(distinct order_id)`, as in the lesson.',
          },
          {
            text: 'The newest data is fresh enough',
            correct: true,
            why: 'A stalled source shows up as old data even when every job is green.',
          },
          {
            text: 'The job’s exit code is 0, which proves the data is fine',
            correct: false,
            why: 'A job can exit cleanly and still load nothing or wrong data: test the data, not just the code.',
          },
        ],
      },
      {
        id: 'data-pipelines-etl-4',
        kind: 'fill',
        section: 'Make every step repeatable',
        prompt: 'An incremental load processes only what changed since the last run, using a timestamp or id ____.',
        answers: ['watermark'],
        caseInsensitive: true,
        why: 'The watermark records how far the last run got; the next run starts from there.',
      },
      {
        id: 'data-pipelines-etl-5',
        kind: 'single',
        section: 'Orchestration',
        prompt: 'What does dbt manage?',
        options: [
          {
            text: 'The schedule and retries of every pipeline step',
            correct: false,
            why: 'That is an orchestrator’s job: cron, Airflow, Dagster or Prefect.',
          },
          {
            text: 'SQL transformations as versioned, tested, documented models',
            correct: true,
            why: 'dbt turns the warehouse’s SQL into code you can review, test and rebuild.',
          },
          {
            text: 'Extracting data from the source applications’ APIs',
            correct: false,
            why: 'dbt works inside the warehouse, on data that is already loaded.',
          },
        ],
      },
      {
        id: 'data-pipelines-etl-6',
        kind: 'single',
        section: 'Test the data, not just the code',
        prompt: 'Which failure does the lesson call the most dangerous?',
        options: [
          {
            text: 'A job that crashes at night and pages someone',
            correct: false,
            why: 'Loud failures get fixed; the quiet one is worse.',
          },
          {
            text: 'A pipeline that "succeeds" while loading nothing at all',
            correct: true,
            why: 'Everything looks green while reports go stale or wrong; only data checks catch it.',
          },
          {
            text: 'A job that takes twice as long as usual to finish',
            correct: false,
            why: 'Slow is visible and usually harmless; silently empty is not.',
          },
        ],
      },
      {
        id: 'data-pipelines-etl-7',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the worked example, revenue for one day doubled after a failed job was retried. What made the fixed load safe to retry?',
        options: [
          {
            text: 'Deleting that day’s rows and inserting them again in one transaction',
            correct: true,
            why: 'The day is replaced, not appended to, so any number of runs leaves the same rows.',
          },
          {
            text: 'Running the job at 02:40 instead of 02:10',
            correct: false,
            why: 'The time of the run was not the cause; the append-only load was.',
          },
          {
            text: 'Turning off retries in the scheduler',
            correct: false,
            why: 'Retries are useful; the load must be made idempotent so that they are harmless.',
          },
        ],
      },
      {
        id: 'data-pipelines-etl-8',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which practices does the lesson list as mistakes in a pipeline?',
        options: [
          {
            text: 'Computing the date to load from “now” inside the job',
            correct: true,
            why: 'A rerun for a past day would load today’s data; pass the run date in as a parameter.',
          },
          {
            text: 'Advancing an incremental watermark with no overlap',
            correct: true,
            why: 'Rows that arrive late fall behind the watermark and are never loaded.',
          },
          {
            text: 'Keeping a raw copy of the extracted data',
            correct: false,
            why: 'The raw copy is what lets you rebuild tables after fixing a bug.',
          },
          {
            text: 'Declaring that a step depends on the table another step writes',
            correct: false,
            why: 'Declared dependencies are what keep steps in the right order.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'data-ethics-privacy',
    questions: [
      {
        id: 'data-ethics-privacy-1',
        kind: 'single',
        section: 'Practical habits',
        prompt: 'Your team will analyse support tickets. What do you do to the dataset before sharing it?',
        options: [
          {
            text: 'Share it as it is, since the whole team works for the same company',
            correct: false,
            why: 'Access should match the work: analysts need the content, not who wrote it.',
          },
          {
            text: 'Delete every ticket that mentions a name',
            correct: false,
            why: 'That throws away data and still misses other identifiers; replace identifiers instead.',
          },
          {
            text: 'Replace names and emails with ids; lock the mapping away',
            correct: true,
            why: 'Pseudonymising keeps the analysis possible while people are no longer named in it.',
          },
        ],
      },
      {
        id: 'data-ethics-privacy-2',
        kind: 'multiple',
        section: 'Personal data is a responsibility',
        prompt: 'Which does the GDPR require, as the lesson puts it? Pick all that apply.',
        options: [
          {
            text: 'A lawful reason to process personal data',
            correct: true,
            why: 'Processing needs a legal basis, such as consent or a contract.',
          },
          {
            text: 'Using it only for the purpose it was collected for',
            correct: true,
            why: 'Purpose limitation: a new use needs its own justification.',
          },
          {
            text: 'Keeping it as long as it might be useful one day',
            correct: false,
            why: 'Storage limitation: keep it no longer than needed for its purpose.',
          },
          {
            text: 'Letting people see and delete their data',
            correct: true,
            why: 'People have rights of access and erasure.',
          },
        ],
      },
      {
        id: 'data-ethics-privacy-3',
        kind: 'single',
        section: 'Bias in data and models',
        prompt: 'A hiring model is trained on ten years of past hiring decisions. What is the risk?',
        options: [
          {
            text: 'It learns past unfairness and so penalises groups that were rarely hired before',
            correct: true,
            why: 'A model reproduces the patterns of its data; check its performance per group and who is missing.',
          },
          {
            text: 'None: ten years of data is more than enough for the model to be objective',
            correct: false,
            why: 'More data of the same biased decisions only makes the bias more confident.',
          },
          {
            text: 'The model will be too slow to score all applicants',
            correct: false,
            why: 'Speed is not the issue; fairness is.',
          },
        ],
      },
      {
        id: 'data-ethics-privacy-4',
        kind: 'single',
        section: 'Practical habits',
        prompt: 'A report shows average salary by team, and one team has a single member. What is the problem?',
        options: [
          {
            text: 'Averages of one value are statistically invalid',
            correct: false,
            why: 'The number is computed fine; the problem is whom it reveals.',
          },
          {
            text: 'Nothing, since no names appear in the report',
            correct: false,
            why: 'A group of one identifies the person without a name.',
          },
          {
            text: 'It reveals that person’s salary',
            correct: true,
            why: 'Aggregate into groups large enough that nobody can be singled out.',
          },
        ],
      },
      {
        id: 'data-ethics-privacy-5',
        kind: 'fill',
        section: 'Practical habits',
        prompt: 'The first habit: collect ____. If the analysis does not need birth dates, do not copy them.',
        answers: ['less'],
        caseInsensitive: true,
        why: 'Data you never collected cannot leak, be misused or need deleting.',
      },
      {
        id: 'data-ethics-privacy-6',
        kind: 'single',
        section: 'Honest reporting',
        prompt: 'Sign-ups rose in the last two weeks but fell over the quarter. What does honest reporting look like?',
        options: [
          {
            text: 'Report the two weeks, since recent data matters most',
            correct: false,
            why: 'Picking the range that tells the story you want is cherry-picking.',
          },
          {
            text: 'Show both ranges and say what is still unknown',
            correct: true,
            why: 'Report uncertainty and context; a clear "we don’t know yet" beats a confident wrong answer.',
          },
          {
            text: 'Report nothing until the trend is clearly up',
            correct: false,
            why: 'Waiting for good news is also cherry-picking; report what you know with its uncertainty.',
          },
        ],
      },
      {
        id: 'data-ethics-privacy-7',
        kind: 'single',
        section: 'The GDPR principles',
        prompt:
          'A sign-up form asks for the full date of birth, although the service only needs to know that users are over 18. Which principle does this break first?',
        options: [
          {
            text: 'Accuracy',
            correct: false,
            why: 'The birth date may well be correct; the problem is collecting more than the purpose needs.',
          },
          {
            text: 'Data minimisation',
            correct: true,
            why: 'Data must be limited to what the purpose needs: a yes/no age check would do.',
          },
          {
            text: 'Storage limitation',
            correct: false,
            why: 'That is about how long data is kept; here it should not be collected at all.',
          },
          {
            text: 'Accountability',
            correct: false,
            why: 'Accountability is about being able to show compliance; the direct breach is collecting too much.',
          },
        ],
      },
      {
        id: 'data-ethics-privacy-8',
        kind: 'output',
        section: 'Pseudonymisation vs anonymisation',
        prompt:
          'A dataset replaced emails with their SHA-256 hash. Someone with a list of emails tries this. What does it print?',
        code: {
          language: 'python',
          source: `import hashlib
leaked = hashlib.sha256(b'ana@example.com').hexdigest()
guesses = ['ben@example.com', 'ana@example.com', 'cy@example.com']
print([g for g in guesses if hashlib.sha256(g.encode()).hexdigest() == leaked])`,
        },
        options: [
          {
            text: "['ana@example.com']",
            correct: true,
            why: 'The same input always gives the same hash, so hashing candidates re-identifies the row: a plain hash is not anonymisation.',
          },
          {
            text: '[]',
            correct: false,
            why: 'SHA-256 is deterministic: hashing the right guess reproduces the stored value exactly.',
          },
          {
            text: "['ben@example.com', 'ana@example.com', 'cy@example.com']",
            correct: false,
            why: 'Only the guess whose hash equals the stored one is kept by the filter.',
          },
        ],
      },
      {
        id: 'data-ethics-privacy-9',
        kind: 'single',
        section: 'Lawful bases',
        prompt:
          'An employer asks staff to “consent” to having their bank details processed for payroll. Why is consent the wrong basis?',
        options: [
          {
            text: 'Staff cannot freely refuse, and payroll is covered by the contract',
            correct: true,
            why: 'Consent must be freely given; paying salaries is covered by the employment contract and legal obligations.',
          },
          {
            text: 'Consent is only valid for children’s data',
            correct: false,
            why: 'Consent is one of six bases for anyone; it just has to be freely given, specific, informed and unambiguous.',
          },
          {
            text: 'Bank details are a special category of data, so only explicit consent would do',
            correct: false,
            why: 'Bank details are not a special category; payroll rests on the contract and legal obligations.',
          },
        ],
      },
      {
        id: 'data-ethics-privacy-10',
        kind: 'multiple',
        section: 'Pseudonymisation vs anonymisation',
        prompt: 'Which statements are true? Pick all that apply.',
        options: [
          {
            text: 'Pseudonymised data is still personal data for whoever can link it back',
            correct: true,
            why: 'With the key or lookup table, the person can be identified again, so the GDPR still applies.',
          },
          {
            text: 'Truly anonymous data falls outside the GDPR',
            correct: true,
            why: 'Recital 26: data that cannot reasonably be linked to a person is not personal data.',
          },
          {
            text: 'Postcode, birth date and sex together can single most people out',
            correct: true,
            why: 'These quasi-identifiers are harmless alone and unique together; generalise or drop them.',
          },
          {
            text: 'Deleting the name column makes a dataset anonymous',
            correct: false,
            why: 'Emails, ids and quasi-identifiers remain; anonymity needs that no reasonable means can re-identify anyone.',
          },
        ],
      },
      {
        id: 'data-ethics-privacy-11',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of the worked example in order.',
        steps: [
          'Confirm the purpose and the lawful basis, and put a processing agreement in place with the agency',
          'Copy only the columns the question needs, generalising birth date and postcode',
          'Replace each email with a keyed hash whose key stays with another team',
          'Aggregate by region and age band, dropping groups of fewer than ten people',
          'Share the summary and record a deletion date for the working table',
        ],
        why: 'The basis comes before any processing; minimising and pseudonymising come before aggregation, and only the safe summary leaves the company.',
      },
      {
        id: 'data-ethics-privacy-12',
        kind: 'single',
        section: 'Common mistakes',
        prompt:
          'A customer asks to be erased. The team deletes their row from the production database. What has been missed?',
        options: [
          {
            text: 'Nothing: the production database is the only copy that counts',
            correct: false,
            why: 'Every copy the organisation holds counts, wherever it lives.',
          },
          {
            text: 'The copies in exports, notebooks, spreadsheets and backups',
            correct: true,
            why: 'Erasure covers every copy; data catalogs and retention jobs help find and clean them.',
          },
          {
            text: 'Asking the customer for written consent to the deletion',
            correct: false,
            why: 'The request is the customer’s right; no extra consent is needed to honour it.',
          },
        ],
      },
      {
        id: 'data-ethics-privacy-13',
        kind: 'single',
        section: 'At work',
        prompt: 'Under the GDPR, when does the 72-hour window to notify the supervisory authority of a breach start?',
        options: [
          {
            text: 'When the attacker first got in',
            correct: false,
            why: 'That moment is often unknown for weeks; the clock starts when the organisation learns of it.',
          },
          {
            text: 'When the investigation has established everything that happened',
            correct: false,
            why: 'Waiting for a full investigation would delay notification; information may be given in phases.',
          },
          {
            text: 'When the organisation becomes aware of the breach',
            correct: true,
            why: 'Notification is due without undue delay and, where feasible, within 72 hours of becoming aware.',
          },
        ],
      },
    ],
  },
];
