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
      'Their Jupyter version cannot read notebooks saved on another machine',
      'Cell 7 uses a variable that you defined in a cell you later deleted or ran out of order',
      'Notebooks have to be converted to .py before anyone else can run them',
      'The CSV file was opened without newline=""',
    ),
    correct: ['b'],
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
      'The data follows a normal distribution and the mean describes it well',
      'Two different groups of sessions are mixed, such as quick checks and long work sessions',
      'The sample is too small to compute a histogram',
      'The peaks prove that one group causes the other',
    ),
    correct: ['b'],
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
];
