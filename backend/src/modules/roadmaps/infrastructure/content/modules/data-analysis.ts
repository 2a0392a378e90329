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
  {
    key: 'probability-basics',
    title: 'Probability for Analysts',
    summary:
      'Reason about chance: events and complements, conditional probability, independence and Bayes’ rule with base rates, expected value, the binomial and normal distributions, and why averages settle down.',
    estimatedMinutes: 135,
    reviewedOn: '2026-11',
    contentMd: `### Events, outcomes and the basic rules
Probability is the language analysts use for uncertainty, and every statistical test, A/B experiment and forecast is built on it. The vocabulary is small. An **experiment** is anything with an uncertain result: a visitor lands on a page, a die is rolled, a transaction is checked. Its possible results are **outcomes**, and an **event** is a set of outcomes you care about, such as "the visitor buys" or "the die shows an even number". A probability is a number from 0 (impossible) to 1 (certain).

When all outcomes are equally likely, the probability of an event is the number of favourable outcomes divided by the number of outcomes: an even number on a fair die is 3/6 = 0.5. Three rules cover most daily work:
- **Complement**: P(not A) = 1 − P(A). It is often easier to compute the opposite. The chance of at least one six in four rolls is 1 − (5/6)⁴ ≈ 0.518, because "no six at all" is simple to count.
- **Addition**: P(A or B) = P(A) + P(B) − P(A and B). You subtract the overlap so it is not counted twice; if A and B cannot happen together, the overlap is 0.
- **Multiplication**: P(A and B) = P(A) × P(B given A). When A tells you nothing about B, this becomes P(A) × P(B).

### Conditional probability and independence
**Conditional probability** P(A | B), read "A given B", is the probability of A once you know B happened. It is computed by restricting attention to the cases where B is true: P(A | B) = P(A and B) / P(B). If 200 of 1,000 visitors came from an email and 30 of those bought, then P(buy | email) = 30 / 200 = 15 %, whatever the overall conversion rate is.

Two events are **independent** when knowing one does not change the probability of the other: P(A | B) = P(A). Successive coin flips are independent; a coin has no memory, so after five heads the sixth flip is still 50/50, and believing otherwise is the gambler's fallacy. Real data is full of dependence, though. Two servers in the same data centre do not fail independently, and two purchases by the same customer are not independent observations. Multiplying probabilities as if events were independent when they are not is one of the most expensive mistakes in risk estimates.

Order matters in conditional probability: P(A | B) is usually not P(B | A). Almost every professional basketball player is tall, so P(tall | pro player) is close to 1, but only a tiny share of tall people play professionally, so P(pro player | tall) is close to 0.

### Bayes' rule and base rates
**Bayes' rule** turns one conditional probability around into the other:

\`P(A | B) = P(B | A) × P(A) / P(B)\`

P(A) is the **prior** (how common A is before the evidence, also called the **base rate**), P(B | A) is how likely the evidence is when A is true, and P(A | B) is the **posterior**, your updated belief. P(B), the overall chance of the evidence, adds up both ways it can happen: P(B | A) × P(A) + P(B | not A) × P(not A).

The rule matters because people ignore base rates. A spam filter that catches 95 % of spam sounds excellent, but what share of flagged mail is really spam depends on how much of all mail is spam in the first place. Working with **natural frequencies** (imagine 100,000 people and count them) makes the calculation hard to get wrong and easy to explain to a non-specialist; the worked example below does exactly that.

### Random variables and expected value
A **random variable** is a number whose value depends on chance: the number of purchases tomorrow, the value of the next order, the sum of two dice. A discrete one takes separate values (0, 1, 2, …); a continuous one can take any value in a range (a delivery time in minutes).

Its **expected value** is the long-run average: each possible value times its probability, added up. A fair die has expected value (1 + 2 + 3 + 4 + 5 + 6) / 6 = 3.5, a value it can never show, which is a reminder that "expected" means average, not typical. Expected value is how you compare uncertain options. An extended warranty costs €30 and the chance of a €400 repair in the period is 5 %: the expected payout is 0.05 × 400 = €20, less than the price, which is why warranties are profitable for the seller. Expected value ignores risk, though: a plan with a small chance of ruin can have a good expected value and still be a bad idea.

### The binomial distribution
Count successes in **n** independent trials, each with the same success probability **p**, and the count follows a **binomial distribution**. The probability of exactly k successes is

\`P(X = k) = C(n, k) × p^k × (1 − p)^(n − k)\`

where C(n, k), "n choose k" (\`math.comb(n, k)\` in Python), counts the ways to place k successes among n trials. Its mean is n × p and its standard deviation √(n × p × (1 − p)). If 10 % of visitors sign up, 20 visitors give on average 2 sign-ups, with a standard deviation of about 1.34, and 0.9²⁰ ≈ 12 % of the time none at all. So a day with zero sign-ups from 20 visitors is not, by itself, a sign that something broke. The assumptions matter: the same p for everyone and independent trials. Repeat visits by the same person break both.

### The normal distribution
The **normal distribution** is the symmetric bell curve described by two numbers, the mean μ and the standard deviation σ. About 68 % of values fall within 1 σ of the mean, 95 % within 2 (1.96, precisely) and 99.7 % within 3. A **z-score**, z = (x − μ) / σ, says how many standard deviations a value sits from the mean, which lets you compare values measured on different scales. Python's standard library computes normal probabilities with \`statistics.NormalDist\`: \`NormalDist(170, 8).cdf(186)\` is the share of heights below 186 cm when heights average 170 with σ = 8; the share above is about 2.3 %, because 186 is exactly 2 σ above the mean.

Much real data is not normal: order values, incomes and waiting times are skewed to the right. The normal distribution matters so much anyway because of the next section.

### The law of large numbers and the central limit theorem
The **law of large numbers** says that the average of many independent observations gets closer and closer to the expected value. Ten coin flips can easily give 70 % heads; ten thousand will land very near 50 %. This is why casinos, insurers and large websites have predictable totals even though each individual event is random, and why small samples produce the most extreme averages: the best and worst conversion rates on a dashboard almost always belong to the pages with the fewest visitors.

The **central limit theorem** (CLT) says more: whatever the shape of the original distribution (as long as its variance is finite), the *average* of n independent observations is approximately normal when n is large enough, centred on the true mean, with standard deviation σ / √n, the **standard error**. Suppose single order values are skewed, with mean €50 and σ = €40. The average of 100 orders then has a standard error of 40 / √100 = €4, so about 95 % of such daily averages land between €42 and €58. That is what makes confidence intervals and most hypothesis tests work on non-normal data. Two cautions: heavy skew needs a larger n, and the √n means four times the data only halves the uncertainty.

### Worked example
A clinic considers screening everyone for a rare condition that affects 1 in 1,000 people. The test has 99 % **sensitivity** (it is positive for 99 % of people who have the condition) and 99 % **specificity** (it is negative for 99 % of people who do not). A patient tests positive. How likely is it that they have the condition?

Most people guess 99 %. Count 100,000 people instead:
\`\`\`text
                     condition    no condition      total
test positive               99             999      1,098
test negative                1          98,901     98,902
total                      100          99,900    100,000
\`\`\`
100 people have the condition and 99 of them test positive. 99,900 do not, and 1 % of them, 999 people, test positive anyway. Of the 1,098 positives only 99 are real: P(condition | positive) = 99 / 1,098 ≈ **9 %**. The same result with Bayes' rule, in exact fractions:
\`\`\`python
from fractions import Fraction

prior = Fraction(1, 1000)
sensitivity = Fraction(99, 100)
false_positive_rate = 1 - Fraction(99, 100)

p_positive = sensitivity * prior + false_positive_rate * (1 - prior)
posterior = sensitivity * prior / p_positive
print(posterior, float(posterior))   # 11/122 0.0901639...
\`\`\`
The test is not bad; the condition is rare, so false positives from the huge healthy group outnumber the true positives. The practical answer is to confirm with a second, independent test: starting from the new prior of 9 %, a second positive raises the probability to about 91 %. Screening programmes, fraud alerts and intrusion-detection systems face the same arithmetic whenever the thing they look for is rare.

### Common mistakes
- **Ignoring the base rate.** A 99 % accurate alarm for a 1-in-1,000 event is mostly false alarms. Always ask how common the thing is.
- **Swapping the condition.** P(positive | ill) is not P(ill | positive); say both aloud before you report one.
- **Multiplying dependent probabilities.** Repeat customers, shared infrastructure and the same user on two devices are not independent.
- **The gambler's fallacy.** After a run of bad days, the next day is not "due" to be good; independent events have no memory.
- **Trusting averages from small groups.** The top and bottom of a ranking are crowded with small samples, exactly as the law of large numbers predicts.
- **Reading expected value as the typical outcome.** The mean of a skewed or risky quantity can be a value nobody actually gets.

### At work
Probability is rarely a separate task for an analyst; it is the reasoning behind many of them. You use it to judge whether a dip in sign-ups is noise (a binomial question), to size an A/B test (the standard error shrinking with √n), to estimate how many alerts a fraud rule will raise and how many of them will be real (Bayes with the base rate), and to compare options by expected cost. A junior is typically asked to sanity-check an alert's precision before it goes live, to explain why a small store tops the league table, or to simulate a scenario with a seeded random generator. Stakeholders remember the clearest explanations, so practise the natural-frequency table: "of 100,000 customers, about 1,100 get flagged, and 99 of those are real" persuades better than any formula.`,
    resources: [
      {
        title: 'OpenIntro Statistics, chapters 3 and 4 (free textbook)',
        url: 'https://www.openintro.org/book/os/',
        kind: 'book',
      },
      {
        title: 'MIT OpenCourseWare 18.05: Introduction to Probability and Statistics',
        url: 'https://ocw.mit.edu/courses/18-05-introduction-to-probability-and-statistics-spring-2022/',
        kind: 'course',
      },
      {
        title: 'Seeing Theory: interactive probability, Bayes and the central limit theorem',
        url: 'https://seeing-theory.brown.edu/',
        kind: 'interactive',
      },
      {
        title: 'Python docs: random — generate pseudo-random numbers',
        url: 'https://docs.python.org/3/library/random.html',
        kind: 'docs',
      },
    ],
  },
];
