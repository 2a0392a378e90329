import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Data Analyst exam questions written with the deepened lessons (issue 29). Keys are stable: never rename or reuse them. */
export const DATA_EXAM_ANALYSIS: ExamQuestionContent[] = [
  // ---------------------------------------------------------------- python-for-data
  {
    key: 'data-001',
    kind: 'output',
    prompt: 'Two rows of an export were read with csv.DictReader. What does this code print?',
    code: 'rows = [{"qty": "9"}, {"qty": "10"}]\nprint(max(row["qty"] for row in rows))',
    language: 'python',
    options: opts('10', '9', '19', 'TypeError'),
    correct: ['b'],
    explanation:
      'The values are strings, and strings compare character by character: "9" is greater than "10" because "9" > "1". Convert with int() before comparing.',
    moduleKey: 'python-for-data',
    section: 'Common mistakes',
  },
  {
    key: 'data-002',
    kind: 'output',
    prompt: 'What does this code print?',
    code: 'counts = {}\nfor city in ["Leeds", "York", "Leeds"]:\n    counts[city] = counts.get(city, 0) + 1\nprint(counts.get("Hull", 0), counts["Leeds"])',
    language: 'python',
    options: opts('0 2', 'KeyError', 'None 2', '0 1'),
    correct: ['a'],
    explanation:
      'get() with a default returns 0 for the missing key instead of raising KeyError, and the loop counted Leeds twice.',
    moduleKey: 'python-for-data',
    section: 'The basics you will use constantly',
  },
  {
    key: 'data-003',
    kind: 'single',
    prompt:
      'A colleague reruns your shared notebook from the first cell and gets a NameError in cell 7, although it ran fine for you. What is the most likely cause?',
    options: opts(
      'The CSV file the notebook reads was opened without newline=""',
      "Their Jupyter version cannot open notebooks that were saved on another person's machine",
      'Notebooks must be converted to .py files before anyone else is able to run them',
      'Cell 7 uses a variable from a cell you later deleted or ran out of order',
    ),
    correct: ['d'],
    explanation:
      'Variables live in the kernel between cells, so your session kept a value the saved notebook no longer creates. Restart the kernel and run all cells before sharing.',
    moduleKey: 'python-for-data',
    section: 'Notebooks',
  },
  {
    key: 'data-004',
    kind: 'multiple',
    prompt: 'A scheduled job must install exactly the package versions your analysis was built with. Which steps help?',
    options: opts(
      'Create a virtual environment for the project with python3 -m venv .venv',
      'Record the versions with pip freeze > requirements.txt and install them with pip install -r',
      'Commit the .venv folder to Git so the job can copy it',
      'Install every package into the system Python so all projects share one version',
    ),
    correct: ['a', 'b'],
    explanation:
      'A per-project environment plus a pinned requirements file rebuilds the same versions anywhere. The .venv folder is rebuilt rather than committed, and a shared system install lets one project break another.',
    moduleKey: 'python-for-data',
    section: 'Environments',
  },
  {
    key: 'data-005',
    kind: 'single',
    prompt:
      'A supplier file has a name column with values such as "Smith, Jane" in double quotes. Which way of reading it keeps each name in one field?',
    options: opts(
      'Read each line and call line.split(",")',
      'Read the file with csv.DictReader',
      'Read each line and call line.split(", ")',
      'Replace every comma with a semicolon before splitting',
    ),
    correct: ['b'],
    explanation:
      'The csv module understands quoted fields, so a comma inside quotes stays part of the value; splitting by hand cuts the name in two.',
    moduleKey: 'python-for-data',
    section: 'Reading files',
  },
  // ---------------------------------------------------------------- statistics-basics
  {
    key: 'data-006',
    kind: 'output',
    prompt: 'Delivery times in minutes for one courier. What does this code print?',
    code: 'from statistics import mean, median\n\ntimes = [30, 35, 25, 40, 270]\nprint(mean(times), median(times))',
    language: 'python',
    options: opts('80 35', '35 80', '80 40', '30 35'),
    correct: ['a'],
    explanation:
      'The mean is 400 / 5 = 80, pulled up by the single 270-minute delivery; the median is the middle of the sorted values, 35, which describes a typical delivery.',
    moduleKey: 'statistics-basics',
    section: 'Describing data',
  },
  {
    key: 'data-007',
    kind: 'single',
    prompt:
      'You have 20 response times sorted from fastest to slowest. With the nearest-rank definition, the 90th percentile is the value at which rank?',
    options: opts('Rank 2', 'Rank 18', 'Rank 19', 'Rank 20'),
    correct: ['b'],
    explanation: 'Nearest rank takes the value at rank ⌈p × n / 100⌉ = ⌈90 × 20 / 100⌉ = 18 in the ascending order.',
    moduleKey: 'statistics-basics',
    section: 'Describing data',
  },
  {
    key: 'data-008',
    kind: 'single',
    prompt:
      'A histogram of session lengths shows two separate peaks, one near 2 minutes and one near 25 minutes. What should you suspect first?',
    options: opts(
      'Two different groups of sessions are mixed, such as quick checks and long work',
      'The data follows a normal distribution, so the overall mean describes it well enough',
      'The sample is too small to compute a histogram',
      'The two peaks prove that one group of sessions causes the other',
    ),
    correct: ['a'],
    explanation:
      'A bimodal distribution usually means two populations are mixed; a single mean would describe neither, so split the data and describe each group.',
    moduleKey: 'statistics-basics',
    section: 'Distributions',
  },
  {
    key: 'data-009',
    kind: 'multiple',
    prompt: 'An experiment dashboard is checked every morning. Which practices keep its conclusions trustworthy?',
    options: opts(
      'Fix the metric and the sample size before the test starts',
      'Stop the test on the first morning the p-value is below 0.05',
      'Report the difference with its confidence interval, not only the p-value',
      'Treat a p-value above 0.05 as proof that the variants perform the same',
    ),
    correct: ['a', 'c'],
    explanation:
      'Deciding the plan in advance and reporting the effect with its uncertainty are sound. Stopping at the first significant peek inflates false positives, and a large p-value does not prove there is no effect.',
    moduleKey: 'statistics-basics',
    section: 'Comparing groups',
  },
  {
    key: 'data-010',
    kind: 'single',
    prompt:
      'A new onboarding flow beats the old one for both small and large companies, yet looks worse when all companies are combined. Which effect explains this?',
    options: opts('Survivorship bias', "Simpson's paradox", 'Regression to the mean', 'A too-wide confidence interval'),
    correct: ['b'],
    explanation:
      "When groups have different sizes in each variant, a trend that holds in every group can reverse in the combined data: that is Simpson's paradox.",
    moduleKey: 'statistics-basics',
    section: 'Classic traps',
  },
  // ---------------------------------------------------------------- pandas-data-wrangling
  {
    key: 'data-011',
    kind: 'output',
    prompt:
      'pandas marks a missing amount as NaN, the same floating-point value Python has. What does this code print?',
    code: 'import math\n\namount = float("nan")\nprint(amount == amount, math.isnan(amount))',
    language: 'python',
    options: opts('True True', 'False True', 'False False', 'True False'),
    correct: ['b'],
    explanation:
      'NaN is not equal to anything, not even itself, so an equality test cannot find it; a dedicated test (math.isnan, or .isna() in pandas) can.',
    moduleKey: 'pandas-data-wrangling',
    section: 'Cleaning',
  },
  {
    key: 'data-012',
    kind: 'single',
    prompt:
      'orders has 5,000 rows. After orders.merge(stores, on="store_id", how="left") the result has 5,600 rows. What is the most likely cause?',
    options: opts(
      'Some orders have a store_id that is missing from stores',
      'Some store_id values appear more than once in stores',
      'A left join always adds one row per store without orders',
      'Some orders have a missing amount',
    ),
    correct: ['b'],
    explanation:
      'A left join keeps each order once per matching store row, so a duplicated key on the right multiplies orders. Unmatched orders stay once with empty columns; validate="many_to_one" would have raised an error.',
    moduleKey: 'pandas-data-wrangling',
    section: 'Grouping and joining',
  },
  {
    key: 'data-013',
    kind: 'single',
    prompt: 'You need the orders from Germany worth more than 50. Which pandas expression selects them?',
    options: opts(
      'orders[orders["country"] == "DE" and orders["amount"] > 50]',
      'orders[(orders["country"] == "DE") & (orders["amount"] > 50)]',
      'orders["country" == "DE" & "amount" > 50]',
      'orders.loc["DE", 50]',
    ),
    correct: ['b'],
    explanation:
      "Each comparison gives a boolean mask; & combines masks element by element, and the parentheses are needed because & binds more tightly than ==. Python's and cannot combine whole columns.",
    moduleKey: 'pandas-data-wrangling',
    section: 'Selecting and filtering',
  },
  {
    key: 'data-014',
    kind: 'multiple',
    prompt: 'You load a new export and want to spot problems before any analysis. Which first steps reveal them?',
    options: opts(
      'df.info(), to see columns read as text and counts of non-missing values',
      'df.describe(), to see minimums and maximums such as negative quantities',
      'df.groupby("country").sum(), to total every column at once',
      'df.head(), to look at a few real rows',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'info, describe and head inspect types, ranges and real values. Summing by group first hides problems: sum() skips NaN and adds up whatever the columns hold.',
    moduleKey: 'pandas-data-wrangling',
    section: 'DataFrames',
  },
  {
    key: 'data-015',
    kind: 'single',
    prompt:
      'A report\'s revenue total is 3 % higher than the finance system\'s. The orders export is known to contain some orders twice. Where should drop_duplicates(subset="order_id") go?',
    options: opts(
      'Right after loading, before any grouping or joining',
      'After grouping by customer, on the per-customer totals',
      'After the final sort, just before exporting the top five',
      'Nowhere: duplicates cancel out when revenue is averaged',
    ),
    correct: ['a'],
    explanation:
      'Duplicate records must go before aggregation; once their amounts are summed into customer totals the double counting cannot be separated out again.',
    moduleKey: 'pandas-data-wrangling',
    section: 'Worked example',
  },
  // ---------------------------------------------------------------- sql-for-analysis
  {
    key: 'data-016',
    kind: 'output',
    prompt: 'A survey table where two users skipped the rating question. What does this code print?',
    code: 'import sqlite3\n\ndb = sqlite3.connect(":memory:")\ndb.execute("create table survey (user_id int, rating int)")\ndb.executemany("insert into survey values (?, ?)", [(1, 4), (2, None), (3, 2), (4, None)])\nprint(db.execute("select count(*), count(rating), avg(rating) from survey").fetchone())',
    language: 'python',
    options: opts('(4, 4, 1.5)', '(4, 2, 3.0)', '(2, 2, 3.0)', '(4, 2, 1.5)'),
    correct: ['b'],
    explanation:
      'count(*) counts all four rows, count(rating) only the two non-NULL ratings, and avg skips NULLs too: (4 + 2) / 2 = 3.0.',
    moduleKey: 'sql-for-analysis',
    section: 'Aggregates',
  },
  {
    key: 'data-017',
    kind: 'output',
    prompt: 'A month-over-month change computed with a window function in SQLite. What does this code print?',
    code: 'import sqlite3\n\ndb = sqlite3.connect(":memory:")\ndb.execute("create table monthly (month int, revenue int)")\ndb.executemany("insert into monthly values (?, ?)", [(1, 100), (2, 150), (3, 120)])\nquery = "select month, revenue - lag(revenue) over (order by month) from monthly order by month"\nprint(db.execute(query).fetchall())',
    language: 'python',
    options: opts(
      '[(1, None), (2, 50), (3, -30)]',
      '[(1, 0), (2, 50), (3, -30)]',
      '[(1, 50), (2, -30), (3, None)]',
      '[(1, 100), (2, 50), (3, -30)]',
    ),
    correct: ['a'],
    explanation:
      "lag(revenue) is the previous row's revenue in month order; the first month has none, so the difference is NULL (None in Python), not 0.",
    moduleKey: 'sql-for-analysis',
    section: 'Window functions',
  },
  {
    key: 'data-018',
    kind: 'single',
    prompt:
      'Each order has one shipping_fee and several order_lines. A query joins orders to order_lines and computes sum(orders.shipping_fee). The result is far too high. Why?',
    options: opts(
      'sum ignores NULL fees, so the missing values inflate the total of the column',
      'An inner join always doubles the number of rows of the left table',
      'The join repeats each order once per line, so each fee is added several times',
      'shipping_fee should have been summed with count(distinct shipping_fee) instead',
    ),
    correct: ['c'],
    explanation:
      'After a one-to-many join the order columns repeat for every matching line. Aggregate the lines per order first (for example in a CTE), then join at the order grain.',
    moduleKey: 'sql-for-analysis',
    section: 'Joins',
  },
  {
    key: 'data-019',
    kind: 'single',
    prompt:
      "You want each customer's first order only, using row_number() over (partition by customer_id order by ordered_at). Where does the filter row_number = 1 go?",
    options: opts(
      'In the where clause of the same select that computes row_number()',
      'In a having clause without group by',
      'In an outer query over a CTE that computes row_number()',
      'In the order by clause of the window',
    ),
    correct: ['c'],
    explanation:
      'Window functions are computed after where, group by and having, so the same query cannot filter on them; compute the number in a CTE and filter in the next step.',
    moduleKey: 'sql-for-analysis',
    section: 'Window functions',
  },
  {
    key: 'data-020',
    kind: 'multiple',
    prompt: 'Which statements about this PostgreSQL query are true?',
    code: 'select channel, count(*) as signups, sum(paid) / count(*) as paid_rate\nfrom signups\ngroup by channel\nhaving count(*) > 100;',
    language: 'sql',
    options: opts(
      'If paid is an integer column, paid_rate is truncated, typically to 0',
      'having keeps only the channels with more than 100 signups',
      'having could be replaced by where count(*) > 100',
      'Writing 100.0 * sum(paid) / count(*) gives a percentage with decimals',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Integer division truncates in PostgreSQL, so make one side decimal. having filters groups after grouping; where runs before grouping and cannot use an aggregate.',
    moduleKey: 'sql-for-analysis',
    section: 'Aggregates',
  },
  // ---------------------------------------------------------------- data-visualization
  {
    key: 'data-021',
    kind: 'output',
    prompt:
      'A simple version of how charting libraries pick round axis ticks (steps of 1, 2 or 5 times a power of ten). What does this code print?',
    code: 'def ticks(low, high, max_ticks):\n    power = 1\n    while True:\n        for step in (power, 2 * power, 5 * power):\n            first = low - low % step\n            last = high + (-high) % step\n            if (last - first) // step + 1 <= max_ticks:\n                return list(range(first, last + 1, step))\n        power *= 10\n\nprint(ticks(0, 730, 6))',
    language: 'python',
    options: opts(
      '[0, 100, 200, 300, 400, 500, 600, 700, 800]',
      '[0, 200, 400, 600, 800]',
      '[0, 500, 1000]',
      '[0, 146, 292, 438, 584, 730]',
    ),
    correct: ['b'],
    explanation:
      'Steps 1 to 100 need more than 6 ticks to cover 0 to 730; step 200 needs five ticks (0 to 800) and is the first that fits, so the axis gets round, readable labels.',
    moduleKey: 'data-visualization',
    section: 'Drawing it',
  },
  {
    key: 'data-022',
    kind: 'single',
    prompt:
      'You need to show how the share of revenue from each of four product lines changed over eight quarters. Which chart fits best?',
    options: opts(
      'Eight pie charts side by side, one for each quarter, with a shared legend',
      "A stacked bar per quarter, or one line per product line's share",
      'A scatter plot of revenue against product line',
      'A single histogram of all the revenue values',
    ),
    correct: ['b'],
    explanation:
      'Parts of a whole over time read best as stacked bars on a common baseline or lines of each share; comparing angles across eight pies is hard.',
    moduleKey: 'data-visualization',
    section: 'Pick the chart for the question',
  },
  {
    key: 'data-023',
    kind: 'single',
    prompt:
      'Two side-by-side charts show monthly sign-ups for two countries; one y-axis runs from 0 to 500, the other from 0 to 5,000. What is the risk and the fix?',
    options: opts(
      'No risk: each chart is correct on its own, so readers can compare them freely',
      'The colours must differ between the two charts',
      'A pie chart must go between them to show the total',
      'Readers misjudge heights across the charts; share the y-axis',
    ),
    correct: ['d'],
    explanation:
      'Side-by-side charts invite comparison, and different scales make equal-looking bars mean a tenfold difference; sharey=True (or one chart) keeps them comparable.',
    moduleKey: 'data-visualization',
    section: 'Honest charts',
  },
  {
    key: 'data-024',
    kind: 'multiple',
    prompt:
      'A chart marks on-target stores in green and late stores in red. Which changes make it readable for colour-blind readers?',
    options: opts(
      'Add direct text labels such as "late" next to the points',
      'Use a colour-blind-safe palette',
      'Make the red a brighter red',
      'Use different marker shapes for the two groups',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Meaning should not rely on colour alone: labels and shapes carry it without colour, and a safe palette helps too. A brighter red is still hard to tell from green for many readers.',
    moduleKey: 'data-visualization',
    section: 'Honest charts',
  },
  {
    key: 'data-025',
    kind: 'single',
    prompt:
      'Which title best tells the story of a line chart of weekly support tickets that fell sharply after a new help page went live?',
    options: opts(
      'Weekly support tickets',
      'Support tickets fell by a third after the new help page',
      'Tickets per week in 2026, all channels combined, source: the helpdesk system',
      'Chart 3',
    ),
    correct: ['b'],
    explanation:
      'A title that states the conclusion lets a busy reader get the message in one glance; the source belongs in a note, not the headline.',
    moduleKey: 'data-visualization',
    section: 'Tell the story',
  },
  // ---------------------------------------------------------------- machine-learning-basics
  {
    key: 'data-026',
    kind: 'output',
    prompt: "Ten labelled examples and a model's predictions (1 = positive). What does this code print?",
    code: 'actual    = [1, 1, 1, 0, 0, 0, 0, 0, 0, 0]\npredicted = [1, 0, 0, 1, 0, 0, 0, 0, 0, 0]\ntp = sum(a == 1 and p == 1 for a, p in zip(actual, predicted))\nfp = sum(a == 0 and p == 1 for a, p in zip(actual, predicted))\nfn = sum(a == 1 and p == 0 for a, p in zip(actual, predicted))\naccuracy = sum(a == p for a, p in zip(actual, predicted)) / len(actual)\nprint(accuracy, tp / (tp + fp), round(tp / (tp + fn), 2))',
    language: 'python',
    options: opts('0.7 0.5 0.33', '0.7 0.33 0.5', '0.8 0.5 0.33', '0.7 0.5 0.67'),
    correct: ['a'],
    explanation:
      'Seven of ten predictions are right (accuracy 0.7); of the two flagged, one is positive (precision 0.5); of the three positives, one was caught (recall 1/3).',
    moduleKey: 'machine-learning-basics',
    section: 'Choose the right metric',
  },
  {
    key: 'data-027',
    kind: 'output',
    prompt: "Lowering a classifier's decision threshold. What does this code print?",
    code: 'scores = [0.9, 0.7, 0.4, 0.3, 0.1]\nlabels = [1, 0, 1, 1, 0]\nresults = []\nfor threshold in (0.5, 0.25):\n    flagged = [s >= threshold for s in scores]\n    fp = sum(f and l == 0 for f, l in zip(flagged, labels))\n    fn = sum(not f and l == 1 for f, l in zip(flagged, labels))\n    results.append((threshold, fp, fn))\nprint(results)',
    language: 'python',
    options: opts(
      '[(0.5, 1, 2), (0.25, 1, 0)]',
      '[(0.5, 1, 2), (0.25, 2, 0)]',
      '[(0.5, 0, 2), (0.25, 1, 0)]',
      '[(0.5, 1, 1), (0.25, 1, 1)]',
    ),
    correct: ['a'],
    explanation:
      'At 0.5 only 0.9 and 0.7 are flagged: one false alarm (0.7) and two missed positives (0.4, 0.3). At 0.25 the two are caught and the false alarms stay at one, because 0.1 is still below the threshold.',
    moduleKey: 'machine-learning-basics',
    section: 'Choose the right metric',
  },
  {
    key: 'data-028',
    kind: 'single',
    prompt:
      "A model predicting next month's sales scores far better on the test set than a colleague expected. The features were standardised with the mean and spread of the whole dataset before the split. What is the problem?",
    options: opts(
      'Information from the test rows leaked into training through the preparation',
      "Standardising the features always lowers a model's accuracy on the test set",
      'The model is underfitting because the features are scaled',
      'There is no problem: preparing data before splitting is the recommended order',
    ),
    correct: ['a'],
    explanation:
      'Preparation fitted on all rows lets the test data influence training; fit it on the training part only, for example inside a Pipeline.',
    moduleKey: 'machine-learning-basics',
    section: 'Never grade on the homework',
  },
  {
    key: 'data-029',
    kind: 'multiple',
    prompt: 'Which are signs or causes of overfitting?',
    options: opts(
      'Near-perfect scores on the training data and much lower scores on new data',
      'Tuning many settings until the test-set score is as high as possible',
      'Poor scores on both the training data and new data',
      'A very flexible model trained on a few hundred rows',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'A large gap between training and new-data scores is the sign; tuning against the test set and fitting a flexible model to little data cause it. Poor scores everywhere point to underfitting instead.',
    moduleKey: 'machine-learning-basics',
    section: 'Never grade on the homework',
  },
  {
    key: 'data-030',
    kind: 'single',
    prompt:
      'A team spent two weeks on a gradient-boosting model that reaches 91 % accuracy on a task where 90 % of cases are negative. What should they have done first?',
    options: opts(
      'Tried an even larger model with more trees, more features and a longer training time',
      'Compared it with a majority-class baseline, using precision and recall',
      'Raised the decision threshold to 0.9',
      'Removed the test set to train on more data',
    ),
    correct: ['b'],
    explanation:
      'Always predicting the majority class already scores 90 % here; a DummyClassifier baseline and class-aware metrics show whether the model adds anything.',
    moduleKey: 'machine-learning-basics',
    section: 'Start simple',
  },
  // ---------------------------------------------------------------- data-pipelines-etl
  {
    key: 'data-031',
    kind: 'output',
    prompt:
      'A tiny scheduler runs each step once all its dependencies are done, picking ready steps by name. What does this code print?',
    code: 'steps = ["report", "load_orders", "load_customers", "join"]\nneeds = {"join": ["load_orders", "load_customers"], "report": ["join"]}\ndone = []\nwhile len(done) < len(steps):\n    ready = [s for s in steps if s not in done and all(d in done for d in needs.get(s, []))]\n    done.append(min(ready))\nprint(" -> ".join(done))',
    language: 'python',
    options: opts(
      'load_customers -> load_orders -> join -> report',
      'report -> load_orders -> load_customers -> join',
      'load_orders -> load_customers -> join -> report',
      'join -> load_customers -> load_orders -> report',
    ),
    correct: ['a'],
    explanation:
      'Only the two loads are ready at first, and min() picks load_customers by name; join waits for both loads and report waits for join, as in a DAG.',
    moduleKey: 'data-pipelines-etl',
    section: 'Orchestration',
  },
  {
    key: 'data-032',
    kind: 'output',
    prompt: 'An append-only load and an upsert by key, each run twice for the same batch. What does this code print?',
    code: 'appended = []\nupserted = {}\nbatch = [("o1", 20), ("o2", 35)]\nfor attempt in range(2):          # the first run failed late and was retried\n    for order_id, amount in batch:\n        appended.append(amount)\n        upserted[order_id] = amount\nprint(sum(appended), sum(upserted.values()))',
    language: 'python',
    options: opts('55 55', '110 110', '110 55', '55 110'),
    correct: ['c'],
    explanation:
      'Appending writes the batch again on the retry, doubling the total; writing by key replaces the same two orders, so the upsert stays idempotent.',
    moduleKey: 'data-pipelines-etl',
    section: 'Make every step repeatable',
  },
  {
    key: 'data-033',
    kind: 'single',
    prompt:
      'A team loads raw app events into the warehouse unchanged and then builds cleaned tables from them with SQL models. What is this approach called, and what does it allow?',
    options: opts(
      'ETL; it avoids storing raw data in the warehouse',
      'ELT; the raw copy lets every table be rebuilt after a fix',
      'Reverse ETL; it sends warehouse data back to the app',
      'Change data capture; it removes the need for transformations',
    ),
    correct: ['b'],
    explanation:
      'Loading first and transforming inside the warehouse is ELT. Because the raw data is kept, a bug in a transformation can be fixed and the tables rebuilt.',
    moduleKey: 'data-pipelines-etl',
    section: 'Extract, transform, load',
  },
  {
    key: 'data-034',
    kind: 'multiple',
    prompt:
      "An hourly job reported success for three days, but a dashboard still shows last Monday's numbers. Which checks after each run would have caught it?",
    options: opts(
      'The newest loaded_at is less than two hours old',
      'The number of rows loaded is within the usual range',
      "The job's exit code is 0",
      'The SQL files passed a linter in CI',
    ),
    correct: ['a', 'b'],
    explanation:
      'Freshness and row-count checks test the data itself. A zero exit code and linted SQL only show that the code ran, which is exactly what the silent failure did.',
    moduleKey: 'data-pipelines-etl',
    section: 'Test the data, not just the code',
  },
  {
    key: 'data-035',
    kind: 'single',
    prompt:
      'An incremental load reads orders with updated_at after the last stored watermark. Some orders reach the source database a few minutes late with older timestamps. What is the recommended design?',
    options: opts(
      'Move the watermark forward to the current time after every run, skipping nothing new',
      'Switch to appending every row on every run',
      'Re-read a short overlap before the watermark and upsert idempotently',
      'Ignore late rows, since they are a small share of the data',
    ),
    correct: ['c'],
    explanation:
      'An overlap catches rows that arrive late, and idempotent writes make the re-read rows harmless instead of duplicating them.',
    moduleKey: 'data-pipelines-etl',
    section: 'Make every step repeatable',
  },
];
