import type { ModuleContent } from '../content-types.js';

/** Data Analyst lessons: NumPy, probability, testing hypotheses, cleaning and exploring data (issue 29). Keys are stable: never rename or reuse them. */
export const DATA_ANALYSIS_MODULES: ModuleContent[] = [
  {
    key: 'numpy-basics',
    title: 'NumPy Basics',
    summary:
      'Work with NumPy arrays: dtype and shape, fast vectorised arithmetic, slices that are views, boolean masks, sums along an axis, broadcasting, reproducible random numbers and NaN.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### Why NumPy: arrays versus lists
A Python list can hold anything: an integer, a string and another list side by side. That freedom has a price. Each element is a separate Python object somewhere in memory, and the list only stores pointers to them; a small integer object alone takes 28 bytes on a 64-bit CPython. Adding two lists of numbers means a Python loop that, for every element, follows a pointer, checks the type and creates a new object for the result.

NumPy's **ndarray** gives that freedom up. All elements have one type and sit next to each other in one block of memory, so a million 64-bit integers take exactly 8,000,000 bytes. Because the layout is known, NumPy runs its loops in compiled C code over that block. Wes McKinney's *Python for Data Analysis* puts the gain at 10 to 100 times faster, or more, than pure Python for numerical work, with far less memory. Almost every data library in Python (pandas, scikit-learn, Matplotlib, SciPy) accepts and returns NumPy arrays, so even if you mostly use pandas, you are working with NumPy underneath.

### dtype and shape
Every array has a **dtype**, the type of all its elements, and a **shape**, a tuple with its size along each dimension (called an **axis**).
\`\`\`python
import numpy as np

a = np.array([1, 2, 3])
a.dtype, a.shape, a.ndim          # int64, (3,), 1
b = np.array([[1, 2, 3], [4, 5, 6]])
b.shape                           # (2, 3): 2 rows, 3 columns
np.array([1, 2.5]).dtype          # float64: one float makes every element a float
np.array([1, "a"]).dtype          # <U21: everything became text
\`\`\`
NumPy picks the dtype from the data, and it picks one that can hold every value. That is why a stray string turns a whole numeric array into text, just as one bad cell turns a pandas column into \`object\`. The dtype is fixed: putting \`np.nan\` into an integer array raises \`ValueError: cannot convert float NaN to integer\`, because integers have no "missing" value. Small integer types also wrap around silently: in an \`np.uint8\` array (0 to 255), 200 + 100 gives 44. Use the default \`int64\` and \`float64\` unless memory forces otherwise. \`a.reshape(3, 1)\` changes the shape without touching the data, as long as the number of elements stays the same.

### Vectorised operations
Arithmetic between arrays works element by element, with no loop in your code:
\`\`\`python
prices = np.array([12.5, 8.0, 19.99])
qty = np.array([3, 10, 1])
revenue = prices * qty            # array([ 37.5 ,  80.  ,  19.99])
revenue.sum()                     # 137.49
np.sqrt(qty), np.log(prices), prices > 10
\`\`\`
This style is called **vectorisation**. The loop still happens, but inside NumPy's compiled functions (the *universal functions*, or ufuncs, such as \`np.add\`, \`np.sqrt\` and \`np.log\`), not in the Python interpreter. Comparisons are vectorised too: \`prices > 10\` returns an array of booleans. The rule of thumb is simple: if you write \`for x in array:\` to do arithmetic, look for the NumPy function that does it on the whole array.

### Indexing, slicing and views
Indexing starts at 0, negative indices count from the end, and a 2-D array takes one index per axis: \`b[1, 2]\` is row 1, column 2, and \`b[:, 0]\` is the whole first column.

Slicing has one big difference from lists. A list slice is a new list, but a NumPy slice is a **view**: a new array object that looks at the same memory. The NumPy user guide says it plainly: basic slicing returns views, while indexing with a list of positions or with a boolean array (advanced indexing) returns a **copy**.
\`\`\`python
a = np.arange(10)
v = a[2:5]
v[0] = 99
a[2]                      # 99: the view wrote into a
c = a[2:5].copy()         # independent data
\`\`\`
Views make slicing large arrays cheap, but they surprise people who "clean" a slice and find the original changed. When you need an independent piece, call \`.copy()\`; \`np.shares_memory(a, v)\` tells you whether two arrays overlap.

### Boolean masks
A boolean array of the same shape selects the elements where it is \`True\`. Combine conditions with \`&\`, \`|\` and \`~\`, with parentheses around each one, because Python's \`and\` and \`or\` cannot work on whole arrays.
\`\`\`python
temps = np.array([18.5, 22.0, 31.2, 27.4, 35.1])
temps[temps > 30]                          # array([31.2, 35.1])
temps[(temps > 20) & (temps < 30)]         # array([22. , 27.4])
(temps > 30).sum()                         # 2: True counts as 1
temps[temps > 30] = 30                     # cap values in place
np.where(temps >= 25, "hot", "mild")       # choose per element
\`\`\`
Summing a mask counts matches and taking its mean gives the share of matches, a pattern you will use constantly.

### Aggregating along an axis
\`sum\`, \`mean\`, \`min\`, \`max\` and \`std\` work on the whole array by default. With \`axis\` they work along one dimension, and that dimension disappears from the result. For a table with rows as observations and columns as variables, \`axis=0\` collapses the rows and gives one value per column; \`axis=1\` collapses the columns and gives one value per row.
\`\`\`python
b = np.array([[1, 2, 3], [4, 5, 6]])
b.sum(axis=0)    # array([5, 7, 9]): one total per column
b.sum(axis=1)    # array([ 6, 15]): one total per row
\`\`\`
Say it aloud as "sum *over* axis 0" and the direction stops being confusing. \`keepdims=True\` keeps the collapsed axis with length 1, which is exactly what you need to divide the table by its own totals.

### Broadcasting
Arrays of different shapes can still be combined when their shapes are compatible. The NumPy documentation's rule: compare the shapes starting from the trailing (rightmost) dimension; two dimensions are compatible when they are equal or when one of them is 1. A missing dimension on the left counts as 1. The result has, on each axis, the larger of the two sizes.
\`\`\`text
(3, 4) and (4,)    -> (3, 4)   the 4 values repeat for each row
(3, 4) and (3, 1)  -> (3, 4)   one value per row, repeated across columns
(3, 4) and (3,)    -> error: operands could not be broadcast together
\`\`\`
The "repeating" is conceptual; NumPy does not copy the smaller array. Broadcasting is what lets you subtract each column's mean from a table in one line: \`X - X.mean(axis=0)\`. The classic trap is the third line: to subtract one value per row you need shape \`(3, 1)\`, which \`keepdims=True\` or \`[:, np.newaxis]\` gives you.

### Random numbers
Simulations, bootstraps and random samples need random numbers, and a reproducible analysis needs the *same* random numbers every run. Current NumPy recommends creating a **Generator** with \`np.random.default_rng\` and calling methods on it, rather than the older global functions such as \`np.random.seed\` and \`np.random.rand\`.
\`\`\`python
rng = np.random.default_rng(42)            # seeded: same numbers every run
rng.integers(0, 10, size=5)                # 5 integers from 0 to 9
rng.normal(loc=170, scale=8, size=1000)    # 1,000 heights
rng.choice(customer_ids, size=100, replace=False)
\`\`\`
Without a seed, \`default_rng()\` takes fresh entropy from the operating system and gives different numbers each time. Create one generator at the top of a script and pass it to the functions that need it, so a single seed controls the whole run.

### Missing values: NaN
NumPy marks missing or undefined floats with \`np.nan\` ("not a number"). NaN spreads through arithmetic: the mean of an array with one NaN is NaN. It is also never equal to anything, even itself, so \`a == np.nan\` finds nothing; use \`np.isnan(a)\`. For statistics that skip missing values NumPy has NaN-aware versions: \`np.nanmean\`, \`np.nansum\`, \`np.nanmax\` and friends. They are a choice, not a fix: skipping missing values is only honest when the missing ones are not systematically different from the rest. Count them first with \`np.isnan(a).sum()\` and report that count.

### How pandas sits on NumPy
A pandas Series is, roughly, a NumPy array plus an index of labels, and a DataFrame is a set of such columns sharing one index. \`series.to_numpy()\` gives you the array, and NumPy functions accept Series directly. The main differences show up around missing data. pandas' \`mean()\` and \`sum()\` skip NaN by default (\`skipna=True\`), while NumPy's \`mean\` returns NaN. And because a NumPy integer array cannot hold NaN, an integer column with a missing value is read by pandas as \`float64\` unless you ask for its nullable \`Int64\` type. When a pandas result surprises you, look at the dtype: the answer is usually there.

### Worked example
A chain has three stores and one week of daily sales (Monday to Sunday); two days are missing because a till failed. The manager asks: how strong is the weekend at each store?
\`\`\`python
import numpy as np

sales = np.array([
    [120, 135, 128, np.nan, 150, 210, 190],   # store A
    [ 80,  95,  90,     85,  99, 160, 170],   # store B
    [200, 190, 205,    210, 220, 310, np.nan] # store C
])
sales.shape                         # (3, 7): stores x days
np.isnan(sales).sum()               # 2 missing days: say so in the report

sales.mean(axis=1)                  # [nan, 111.29, nan]: NaN spreads
weekday = np.nanmean(sales[:, :5], axis=1)   # [133.25, 89.8, 205.0]
weekend = np.nanmean(sales[:, 5:], axis=1)   # [200.0, 165.0, 310.0]
(weekend / weekday).round(2)        # [1.5, 1.84, 1.51]

share = sales / np.nansum(sales, axis=1, keepdims=True)  # (3, 7) / (3, 1)
\`\`\`
Each line uses one idea from this lesson. The slices \`[:, :5]\` and \`[:, 5:]\` pick weekdays and the weekend for every store. \`axis=1\` averages across days, giving one value per store. \`nanmean\` skips the failed days, and the NaN count goes into the report so nobody mistakes Store C's Sunday for a slow day. Broadcasting divides each store's row by its own weekly total (shape \`(3, 1)\` thanks to \`keepdims\`). The answer: Store B's weekend sells 84 % more per day than its weekdays, against about 50 % at the other two.

### Common mistakes
- **Looping over array elements.** A \`for\` loop doing arithmetic on an array throws away the speed; use the vectorised expression or ufunc.
- **Editing a slice and changing the original.** Slices are views. Call \`.copy()\` when you need independent data.
- **Mixing up \`axis=0\` and \`axis=1\`.** Check the result's shape: one value per column means you collapsed axis 0.
- **Broadcasting a row-sized vector onto rows.** Shape \`(3,)\` against \`(3, 4)\` fails, and with a square array it silently does the wrong thing. Use \`(3, 1)\` for one value per row.
- **Comparing with NaN.** \`x == np.nan\` is always false; use \`np.isnan\`.
- **Unseeded randomness.** A notebook whose numbers change every run cannot be reviewed. Use \`default_rng(seed)\`.
- **Ignoring the dtype.** A text dtype after loading, or silent wrap-around in a small integer type, corrupts every later step.

### At work
Analysts rarely write pure NumPy reports, but they use it every day through pandas and directly for the numeric core of a task: computing z-scores or percentage shares across a whole table, simulating scenarios, drawing bootstrap samples for a confidence interval, or vectorising a slow \`apply\` that runs over millions of rows. Data scientists feed NumPy arrays to scikit-learn and read model outputs back as arrays. A junior is typically asked to speed up a loop-heavy notebook, to reproduce a simulation exactly (which is where the seeded generator matters), or to explain why a column mean came out as NaN. Reviewers look for vectorised code, explicit handling of NaN with the count reported, and shapes printed at the key steps.`,
    resources: [
      {
        title: 'NumPy: the absolute basics for beginners',
        url: 'https://numpy.org/doc/stable/user/absolute_beginners.html',
        kind: 'docs',
      },
      {
        title: 'NumPy user guide: Copies and views',
        url: 'https://numpy.org/doc/stable/user/basics.copies.html',
        kind: 'docs',
      },
      {
        title: 'NumPy user guide: Broadcasting',
        url: 'https://numpy.org/doc/stable/user/basics.broadcasting.html',
        kind: 'docs',
      },
      {
        title: 'Python for Data Analysis, chapter 4: NumPy Basics (open access)',
        url: 'https://wesmckinney.com/book/numpy-basics.html',
        kind: 'book',
      },
    ],
  },
];
