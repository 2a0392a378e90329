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
  {
    key: 'hypothesis-testing',
    title: 'Hypothesis Testing and Confidence Intervals',
    summary:
      'Decide whether a difference is more than noise: hypotheses, p-values read correctly, error types, power and sample size, t-tests and chi-square tests in SciPy, confidence intervals and many tests at once.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### Null and alternative hypotheses
Every test starts by writing down two competing statements about the population, before looking at the result. The **null hypothesis** (H₀) is the boring explanation: there is no difference, no effect, no relationship. The **alternative hypothesis** (H₁) is what you would conclude instead: the new checkout converts at a different rate, the two regions have different average order values. The test then asks one narrow question: *if H₀ were true, how surprising would data like ours be?*

The alternative can be **two-sided** ("B differs from A", in either direction) or **one-sided** ("B is better than A"). Choose before you see the data. A two-sided test is the safe default, because "B is worse" is also something you want to notice, and switching to one-sided after seeing the direction halves the p-value dishonestly.

### p-values: what they are and are not
The **p-value** is the probability, computed assuming H₀ and the test's other assumptions are true, of getting a result at least as extreme as the one observed. A small p-value means the data would be unusual in a world with no effect, which counts as evidence against that world.

In 2016 the American Statistical Association published a statement on p-values with six principles, because they are so often misread. In short:
1. A p-value indicates how incompatible the data are with a specified statistical model.
2. It does **not** measure the probability that the hypothesis is true, or that the data were produced by chance alone.
3. Business or policy decisions should not rest only on whether it passes a threshold such as 0.05.
4. Proper inference requires full reporting and transparency: every test run, not only the good ones.
5. It does **not** measure the size or the importance of an effect.
6. By itself it is not a good measure of evidence about a model or hypothesis.

So "p = 0.03" does not mean "3 % chance the null is true" or "97 % chance B is better". It means: if there were no difference, results this extreme would turn up in about 3 % of experiments.

### Significance level and the two kinds of error
The **significance level** α is the false-alarm rate you accept, fixed in advance; 0.05 is a convention, not a law. If p < α you reject H₀; otherwise you *fail to reject* it, which is not the same as proving it.
- A **type I error** (false positive) rejects a true null: you ship a change that does nothing. Its probability is α.
- A **type II error** (false negative) keeps a false null: a real improvement is missed. Its probability is called β.

The two trade off: a stricter α means fewer false alarms and more missed effects, unless you collect more data. Pick α from the costs. A medical safety check and a button-colour test deserve different thresholds.

### Power and sample size
**Power** is 1 − β, the probability of detecting an effect of a given size if it really exists; 80 % is a common target. Power grows with the sample size and the true effect, and shrinks with noise. Calculate the sample size *before* the test, from the smallest effect worth acting on (the minimum detectable effect). For two conversion rates the usual approximation per group is

\`n ≈ (z₁₋α/₂ + z₁₋β)² × (p₁(1 − p₁) + p₂(1 − p₂)) / (p₁ − p₂)²\`

With α = 0.05 (z = 1.96) and 80 % power (z ≈ 0.84), detecting a lift from 4.5 % to 5.0 % needs about 28,400 visitors per group; a lift to 5.8 % needs only about 4,500. Small effects are expensive to detect, because the sample size grows with one over the effect squared. An underpowered test that comes out "not significant" tells you almost nothing.

### t-tests and chi-square tests in SciPy
Which test you use depends on the kind of data. To compare the **means** of a numeric variable between two independent groups, use a **two-sample t-test**. SciPy's \`scipy.stats.ttest_ind\` assumes equal variances by default; pass \`equal_var=False\` for **Welch's t-test**, which does not, and is the safer choice when the groups differ in size or spread.
\`\`\`python
from scipy import stats

old = [12.1, 9.8, 14.2, 11.0, 10.5, 13.3, 9.9, 12.8, 11.7, 10.2]   # minutes on page
new = [13.0, 12.4, 15.1, 11.9, 14.6, 12.2, 13.8, 16.0, 12.7, 13.5]
res = stats.ttest_ind(new, old, equal_var=False)
res.statistic, res.pvalue          # about 3.05 and 0.007
res.confidence_interval()          # about (0.61, 3.33) minutes
\`\`\`
To test whether two **categorical** variables are related (variant and converted yes/no, region and plan type), count the combinations in a contingency table and use the **chi-square test of independence**, \`scipy.stats.chi2_contingency\`. It compares the observed counts with the counts expected if the variables were independent, and returns the statistic, the p-value, the degrees of freedom and the expected table. For a 2 × 2 table it applies Yates' continuity correction by default (\`correction=True\`). The test is unreliable when expected counts are small; a common guideline asks for at least 5 in each cell.

### Confidence intervals
A **95 % confidence interval** is a range produced by a method that captures the true value in 95 % of repeated samples. It carries more information than a p-value: the interval for a difference shows the size of the effect, the direction and the uncertainty at once, and if the 95 % interval excludes 0, the two-sided test at α = 0.05 rejects the null. For a difference of two proportions, the estimate ± 1.96 × √(p₁(1 − p₁)/n₁ + p₂(1 − p₂)/n₂) is the standard approximation. A wide interval is an honest "we don't know yet"; report it instead of hiding it.

### Multiple comparisons
Every test at α = 0.05 has a 5 % chance of a false positive when nothing is going on. Run 20 independent tests on noise, such as one metric per country or ten metrics for two variants, and the chance of at least one "significant" result is 1 − 0.95²⁰ ≈ 64 %. Slicing the data until something lights up is called p-hacking, and it is how dashboards produce confident nonsense. The defences: name one primary metric in advance; treat everything else as exploratory; and when many tests matter, adjust. The **Bonferroni** correction tests each of m hypotheses at α / m (0.05 / 10 = 0.005 for ten); it is simple and strict. Methods that control the false discovery rate, such as Benjamini–Hochberg, are less strict when you test many things at once.

### Practical versus statistical significance
With a million users per group, a conversion difference of 0.02 points can be "highly significant" and still not worth the engineering time to maintain. With 300 users, a 20 % lift can fail to reach significance and still be worth testing further. Statistical significance says the effect is probably not zero; **practical significance** asks whether it is big enough to matter, which is a business judgement made from the confidence interval, the costs and the risks. Decide the smallest effect that matters before the test; it drives the sample size and the final decision.

### Worked example
A product team tested a simpler sign-up form for two weeks, with a pre-registered primary metric (sign-up rate), α = 0.05 and a minimum effect of one percentage point.
\`\`\`python
from scipy import stats

#           signed up, did not
table = [[180, 3820],    # A: current form, 4,000 visitors
         [232, 3768]]    # B: simpler form, 4,000 visitors
res = stats.chi2_contingency(table)
res.statistic, res.pvalue, res.dof    # about 6.66, 0.0099, 1
res.expected_freq                      # 206 sign-ups expected in each group under H0
\`\`\`
B converted 5.8 % against A's 4.5 %, a difference of 1.3 points. The p-value of about 0.01 says a gap this large would be rare if the forms performed the same. The 95 % confidence interval for the difference is 1.3 ± 1.96 × 0.49, roughly 0.3 to 2.3 points: the true effect is very likely positive, but it could be smaller than the one-point target. The report says exactly that: "The simpler form raised sign-ups from 4.5 % to 5.8 % (difference +1.3 points, 95 % CI +0.3 to +2.3, p ≈ 0.01). We recommend shipping it; the lower end of the interval is below our one-point target, so we will confirm on the next month's data." Secondary metrics (activation after a week, sign-ups by device) are reported as exploratory, with a note on how many were looked at.

### Common mistakes
- **Reading p as the probability that the null is true.** It is a probability about data assuming the null, not about the hypothesis.
- **Treating "not significant" as "no effect".** Check the power and the interval; a small test cannot see small effects.
- **Peeking and stopping early.** Checking daily and stopping at the first p < 0.05 inflates false positives; fix the sample size or use a method designed for sequential looks.
- **Testing many slices and reporting the winner.** Pre-register one primary metric and correct for multiple comparisons.
- **Using the default t-test on unequal groups.** Prefer Welch's (\`equal_var=False\`) unless you have a reason not to.
- **Chi-square on tiny counts.** Look at the expected counts first.
- **Reporting only a p-value.** Always give the effect size with its confidence interval.

### At work
Hypothesis tests appear wherever a team asks "did this change work?": A/B tests on a website or app, comparing regions or campaigns, checking whether a metric's drop is bigger than normal noise. Analysts help design the test (metric, α, minimum effect, sample size and duration), monitor it without peeking, and write the result so that a product manager can decide. Many companies use an experimentation platform that computes the statistics, and the analyst's job shifts to asking whether the randomisation worked, whether the sample ratio between groups is as planned, and whether the effect matters. A junior is typically asked to compute a sample size, to run \`ttest_ind\` or \`chi2_contingency\` on an experiment export, or to review a colleague's claim that one segment "significantly" outperformed the others.`,
    resources: [
      {
        title: 'SciPy: scipy.stats.ttest_ind',
        url: 'https://docs.scipy.org/doc/scipy/reference/generated/scipy.stats.ttest_ind.html',
        kind: 'docs',
      },
      {
        title: 'SciPy: scipy.stats.chi2_contingency',
        url: 'https://docs.scipy.org/doc/scipy/reference/generated/scipy.stats.chi2_contingency.html',
        kind: 'docs',
      },
      {
        title: 'OpenIntro Statistics, chapters 5 to 7: foundations for inference (free textbook)',
        url: 'https://www.openintro.org/book/os/',
        kind: 'book',
      },
      {
        title: 'Khan Academy: Significance tests (hypothesis testing)',
        url: 'https://www.khanacademy.org/math/statistics-probability/significance-tests-one-sample',
        kind: 'course',
      },
    ],
  },
  {
    key: 'data-cleaning',
    title: 'Data Cleaning',
    summary:
      'Turn a messy export into data you can trust: profile it, parse types, handle missing values and duplicates deliberately, fix categories, units and time zones, and prove it with assertions in a repeatable script.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### Profile before you clean
Cleaning starts with looking, not fixing. Before changing a single value, build a picture of the dataset: how many rows and columns, what each column is supposed to mean, which type pandas gave it, how many values are missing, how many distinct values it has, and what its extremes are. A few lines do most of it:
\`\`\`python
import pandas as pd

raw = pd.read_csv("data/raw/signups_2026-10.csv")
raw.shape
raw.dtypes
raw.isna().mean().sort_values(ascending=False)   # share missing per column
raw.nunique()                                    # distinct values per column
raw.describe(include="all")
raw["country"].value_counts(dropna=False).head(20)
\`\`\`
Read the output with questions in mind. Is \`customer_id\` unique, as an id should be? Is \`amount\` numeric, or did a stray value make it text? Does \`value_counts(dropna=False)\` show \`"DE"\`, \`"de"\` and \`"Germany"\` as three countries? Do the dates cover the period the export claims? Write down what you find; that list becomes your cleaning plan and, later, the data-quality note in your report.

### Types and parsing
Most cleaning bugs are type bugs. A number column read as text cannot be summed; a date read as text sorts "10/02" before "9/30". Tell the reader what the file looks like instead of repairing it afterwards: \`pd.read_csv\` accepts \`thousands=","\` for values such as \`1,250\`, \`decimal=","\` for European files that write \`12,50\`, and \`na_values=["n/a", "-", "unknown"]\` for the placeholders a system uses for "missing".

Dates deserve an explicit format. \`pd.to_datetime(df["signup"], format="%d/%m/%Y", errors="coerce")\` parses day-first dates and turns anything that does not match into \`NaT\` (the missing value for datetimes) instead of guessing. Guessing is dangerous: 03/04/2026 is the 3rd of April in Europe and the 4th of March in the US, and a parser that guesses per row can mix both in one column. After coercing, count what became missing: values that failed to parse are information, not noise.

### Missing values
Missing values are rarely random, and what you may do with them depends on why they are missing. Statisticians (following Donald Rubin) distinguish three cases:
- **Missing completely at random (MCAR)**: the chance of being missing has nothing to do with any data, such as a sensor that drops a reading because of a random network fault.
- **Missing at random (MAR)**: missingness depends on other *observed* columns; for example, older app versions did not ask for the phone number, and you know each row's app version.
- **Missing not at random (MNAR)**: missingness depends on the missing value itself; people with very high incomes skip the income question.

Only under MCAR is dropping incomplete rows harmless apart from the lost data. Under MAR and MNAR, dropping them biases every average you compute next. Your options, each with a cost: **drop** rows (simple, shrinks and possibly biases the sample), **impute** a value such as the median or a group median (keeps rows but shrinks the spread and invents precision), or **keep the gap** and report it. When you impute, add an **indicator column** such as \`age_missing\` so the fact that a value was filled in is not lost; scikit-learn's \`SimpleImputer(add_indicator=True)\` does the same for models. Never fill with 0 unless 0 is the true value: a missing price is not a free product.

### Duplicates and keys
Decide what one row should represent (an order, a customer, a customer per day) and which column or combination of columns is its **key**. Then test it: \`df.duplicated(subset=["order_id"], keep=False)\` marks *every* row of a duplicated group, so you can look at them side by side before deciding. Exact duplicates, rows identical in every column, usually come from an export run twice and can be dropped. Rows that share a key but differ elsewhere are a different problem: two versions of the same order, one before and one after a refund. Dropping "the first" would keep an arbitrary version; instead, pick a rule (the latest \`updated_at\` wins) and apply it on purpose.

### Inconsistent categories
Free-text and hand-typed categories drift: \`"Berlin"\`, \`" berlin"\`, \`"BERLIN "\` and \`"Berlín"\` are one city to a person and four to a \`groupby\`. Normalise in layers: strip surrounding whitespace, unify case (\`str.casefold()\` is a stronger \`lower()\` for international text), then map the remaining variants with an explicit dictionary that you keep in the code, for example \`{"münchen": "munich", "u.k.": "gb"}\`. After mapping, print \`value_counts()\` again and look at the rare values at the bottom, where new typos hide. Prefer standard codes (ISO 3166 country codes, ISO 4217 currency codes) over names, so joins with other data work.

### Outliers
An **outlier** is a value far from the rest, and it is a question, not a verdict. A common screen is Tukey's rule: compute the quartiles Q1 and Q3 and the interquartile range IQR = Q3 − Q1, and flag values below Q1 − 1.5 × IQR or above Q3 + 1.5 × IQR. The rule only flags; you then decide case by case:
- **Impossible values** (an age of 212, a negative quantity in a sales table without returns, a delivery before the order) are errors: fix them from the source or set them to missing.
- **Possible but extreme values** (one corporate customer ordering 500 laptops) are real and often the most important rows in the data. Removing them makes revenue look smaller and the business look more predictable than it is.

When extremes distort an analysis, change the method rather than the data: report the median, analyse the big customers separately, or cap values for one chart and say so.

### Units and time zones
The same column can hide several units: prices in euros and pounds, weights in grams and kilograms, durations in seconds from the app and milliseconds from the web. A quick \`groupby("source")["value"].describe()\` usually reveals it, because one source is a thousand times larger. Convert everything to one unit and put the unit in the column name (\`price_eur\`, \`duration_s\`).

Times are worse. Store and compute in **UTC**, and convert to local time only for reporting. A timestamp without a zone is ambiguous: \`tz_localize("Europe/Berlin")\` states which zone it was recorded in, and \`tz_convert("UTC")\` translates it. Daylight saving time makes one local hour a year happen twice and another never happen, which is why daily totals computed in local time can have 23 or 25 hours.

### Validate with assertions
Write your expectations down as code, so the script stops when the data breaks them instead of producing a quietly wrong report:
\`\`\`python
assert df["order_id"].is_unique, "duplicate order ids"
assert df["amount_eur"].ge(0).all(), "negative amounts"
assert df["ordered_at"].between("2026-10-01", "2026-11-01", inclusive="left").all()
assert set(df["country"].dropna()) <= VALID_COUNTRIES, "unknown country code"
assert len(df) > 0.95 * len(raw), "cleaning removed more than 5 % of rows"
\`\`\`
Each assertion turns a silent assumption into a check that runs every time. Teams with many pipelines use libraries built for this (pandera, Great Expectations, dbt tests), but plain \`assert\` statements are where everyone starts. Also reconcile with a number you trust: the cleaned revenue should match the finance system's total, within a tolerance you can explain.

### Keep raw data raw
Never edit the original file, and never clean by hand in a spreadsheet you then overwrite. Keep the raw export read-only (for example in \`data/raw/\`), do every step in a script or notebook that reads raw and writes a new file (\`data/clean/\`), and keep that script in Git. Then every decision is documented by the code itself, a colleague can rerun it, and next month's export is cleaned the same way in seconds. When you find a mistake three weeks later, you fix one line and rerun, instead of trying to remember what you did by hand.

### Worked example
A sign-up export from two systems has to become a clean table of customers. Profiling found: amounts like \`"1,250.00"\` stored as text, dates in \`dd/mm/yyyy\`, timestamps in Berlin local time, country written five different ways, 37 customer ids appearing twice (an older and a newer version of the record), and \`age\` missing for 8 % of rows, almost all from the older mobile app.
\`\`\`python
import pandas as pd

raw = pd.read_csv("data/raw/signups_2026-10.csv", thousands=",", na_values=["n/a", "-"])
df = raw.copy()

df["signup_date"] = pd.to_datetime(df["signup_date"], format="%d/%m/%Y", errors="coerce")
df["created_at"] = (pd.to_datetime(df["created_at"])
                      .dt.tz_localize("Europe/Berlin").dt.tz_convert("UTC"))

country_map = {"germany": "DE", "deutschland": "DE", "de": "DE", "uk": "GB", "gb": "GB"}
df["country"] = df["country"].str.strip().str.casefold().map(country_map)

df = (df.sort_values("updated_at")
        .drop_duplicates(subset="customer_id", keep="last"))   # newest version wins

df["age_missing"] = df["age"].isna()                             # keep the fact
df["age"] = df["age"].fillna(df.groupby("app_version")["age"].transform("median"))

assert df["customer_id"].is_unique
assert df["signup_date"].notna().all(), "unparsed signup dates"
assert df["country"].notna().all(), "country not in country_map"
df.to_parquet("data/clean/signups_2026-10.parquet")
\`\`\`
Every decision is visible. \`thousands=","\` parses the amounts at read time. The explicit date format means a malformed date fails the assertion instead of being guessed. Countries map to ISO codes through a dictionary, and any spelling not in it becomes missing and stops the script, so a new variant cannot slip through. For duplicates the rule is "newest record wins", not "whichever came first". Because age is missing mostly for one app version (MAR), it is filled with the median of that version's users and flagged, and the report states that 8 % of ages were imputed.

### Common mistakes
- **Cleaning before profiling.** Fixes chosen without looking miss the real problems and create new ones.
- **Letting the parser guess dates.** Give \`format=\`, coerce failures to \`NaT\`, and count them.
- **Dropping incomplete rows by reflex.** Ask why values are missing; under MAR or MNAR dropping biases results.
- **Filling missing numbers with 0.** Zero is a value; missing is the absence of one.
- **\`drop_duplicates()\` without a rule.** Decide which version of a record is right before removing the others.
- **Deleting every outlier.** Extreme but real values are often the most important rows.
- **Mixing units and time zones.** Name the unit in the column and compute in UTC.
- **Editing the raw file.** Clean in a script that reads raw data and writes a new file.

### At work
Cleaning takes a large share of real analysis time, and it is where a junior analyst earns trust. Typical tasks: onboard a new data source and write its data-quality note, find why two reports disagree (very often a duplicate key, a time zone or a unit), build the cleaning step of a recurring report, or add checks so the Monday dashboard fails loudly instead of showing wrong numbers. In teams with a data warehouse the same rules live in SQL models and dbt tests (\`unique\`, \`not_null\`, \`accepted_values\`), but the thinking is identical. Reviewers look for a script anyone can rerun, decisions written as code with comments explaining why, counts of rows changed at each step, and a result reconciled against a trusted total.`,
    resources: [
      {
        title: 'pandas user guide: Working with missing data',
        url: 'https://pandas.pydata.org/docs/user_guide/missing_data.html',
        kind: 'docs',
      },
      {
        title: 'pandas API: read_csv (thousands, decimal, na_values)',
        url: 'https://pandas.pydata.org/docs/reference/api/pandas.read_csv.html',
        kind: 'docs',
      },
      {
        title: 'pandas API: DataFrame.duplicated',
        url: 'https://pandas.pydata.org/docs/reference/api/pandas.DataFrame.duplicated.html',
        kind: 'docs',
      },
      { title: 'Kaggle Learn: Data Cleaning', url: 'https://www.kaggle.com/learn/data-cleaning', kind: 'interactive' },
    ],
  },
  {
    key: 'exploratory-data-analysis',
    title: 'Exploratory Data Analysis',
    summary:
      'Explore a dataset with a purpose: start from questions, look at one variable then pairs, compare groups, separate correlation from causation, watch for Simpson’s paradox, check against known totals and write down what you found.',
    estimatedMinutes: 120,
    reviewedOn: '2026-11',
    contentMd: `### Questions first
Exploratory data analysis (EDA) is the stage where you get to know a dataset before you test, model or present anything. John Tukey, who named it in his 1977 book, described it as detective work: looking for patterns, surprises and problems with an open mind. Open-minded is not aimless, though. Start by writing down the questions the data should answer ("Why did repeat purchases fall in October?", "Which customers use the new feature?") and what you would expect to see if your first guess were right. Questions keep you from drowning in charts, and writing the expectation down first protects you from reading whatever you find as confirmation.

### One variable at a time
Begin with each important column on its own. For a numeric variable, look at a histogram and a few numbers: count, missing, minimum, quartiles, median, mean and maximum. The shape matters more than any single number. In a **right-skewed** distribution (order values, session lengths, incomes) a few large values pull the mean above the median: for the values 2, 3, 3, 4, 5, 6 and 40, the mean is 9 but the median is 4, and 4 describes a typical case much better. Report the median and a high percentile for skewed data, and note gaps, spikes at round numbers (many ages of exactly 30 suggest a default value) and impossible values. For a categorical variable, a sorted count table or bar chart shows the dominant categories, the long tail of rare ones and the share missing.

### Two variables: relationships and groups
Next look at pairs. Two numeric variables: a **scatter plot**, and the **correlation** coefficient as a summary. Pearson's r measures how close the points lie to a straight line, from −1 to +1; Spearman's rank correlation measures any steadily increasing or decreasing relationship and is less sensitive to outliers. Always plot before trusting r: a curve, two clusters or one extreme point can give the same coefficient as a clean line.

A numeric variable across a categorical one is a **group comparison**: \`df.groupby("plan")["revenue"].agg(["count", "median", "mean"])\` in pandas, or box plots side by side. Always show the count next to each group's summary, because a group of 12 customers can have a striking average by chance alone. Two categorical variables go into a cross-table (\`pd.crosstab\`), ideally as row percentages so groups of different sizes can be compared.

### Correlation is not causation
A correlation tells you that two variables move together, not why. Three explanations compete with "A causes B": B causes A (stores with more staff sell more, but busy stores also hire more staff); a **confounder** drives both (cities with more ice-cream sales also have more sunburn, because of the weather); or the pattern is chance, which becomes likely when you scan hundreds of pairs. EDA is the right place to *find* candidate relationships and the wrong place to *prove* them. Causal claims need a randomised experiment or a careful causal analysis that names and adjusts for the confounders.

### Simpson's paradox and segmenting
A trend that holds in every group can reverse when the groups are combined. A frequently cited medical study (Charig and colleagues, BMJ 1986) compared two kidney-stone treatments. Treatment A had the higher success rate for small stones (93 % vs 87 %) *and* for large stones (73 % vs 69 %), yet the lower rate overall (78 % vs 83 %). The reason is the mix: A was used mostly for large stones, which are harder to treat, while B was used mostly for small ones. The overall numbers compared case mixes, not treatments.

In business data the same thing happens when one segment's share changes: average order value can fall in every country while the company average rises, because the high-value country grew. So **segment** your comparisons by the obvious suspects (country, device, customer type, new versus returning) and check whether the segment sizes differ between the things you compare. When they do, report the within-segment comparison, or a weighted one, alongside the total.

### Sanity checks against known totals
Before you trust a finding, reconcile the data with numbers you already know. Does total revenue match the finance report for the month? Does the number of active users match the product dashboard? Do daily counts drop on days when the tracking was known to be broken? A gap of a few percent with a known reason (refunds, time-zone cut-offs) is fine if you can explain it; an unexplained gap means a join, a filter or a definition is wrong, and every finding built on it is suspect. Many "insights" dissolve at this step, which is exactly why it comes before the presentation.

### Write down findings and next questions
EDA produces knowledge that is easy to lose. Keep a running log in the notebook: each finding in one sentence with the number behind it, how confident you are, and the chart or query that shows it; plus the data problems you met and the new questions that appeared. "Repeat purchase rate fell from 31 % to 26 % in October, entirely among customers acquired through the summer discount campaign (n = 4,210); other customers are stable. Next: compare the campaign cohort's first-order discounts." A finding written like that can be checked, tested and acted on.

### Worked example
The output below reproduces the kidney-stone figures with plain Python, the kind of quick check worth doing whenever a total and its segments seem to disagree.
\`\`\`python
groups = {
    "A": {"small": (81, 87), "large": (192, 263)},
    "B": {"small": (234, 270), "large": (55, 80)},
}
for name, g in groups.items():
    ok = sum(s for s, n in g.values())
    total = sum(n for s, n in g.values())
    rates = [round(100 * s / n) for s, n in g.values()]
    print(name, rates, round(100 * ok / total))
# A [93, 73] 78
# B [87, 69] 83
\`\`\`
Each tuple is (successes, patients). A wins both segments and loses overall, because 263 of its 350 patients had large stones against only 80 of B's. An analyst exploring this data would first look at each variable (stone size distribution, treatment counts), then the cross-table of treatment by stone size, which reveals the unequal mix at once, and would report the within-size comparison with a note that treatment choice was not random, so even that comparison is not proof of cause.

### Common mistakes
- **Exploring without questions.** Dozens of charts and no conclusion; write the questions first.
- **Trusting summary numbers without plots.** Skew, clusters and outliers hide behind means and correlations.
- **Comparing groups without counts.** Small groups produce the most extreme averages.
- **Reading causation into correlation.** Name the possible confounders and the direction of the arrow.
- **Reporting only the total.** Check the main segments and their sizes; the total may reverse the truth.
- **Skipping the reconciliation.** If the data does not match known totals, nothing else matters yet.
- **Keeping findings in your head.** Write each one down with its number and its evidence.

### At work
Almost every analysis task starts with EDA, even when nobody calls it that: a new dataset from a partner, a metric that moved unexpectedly, a question from a manager that the dashboard does not answer. A junior is typically asked to "have a look at this data and tell us what's interesting", and the valued answer is a short written summary: what the data covers, the quality problems found, three to five findings with numbers and charts, the caveats, and the questions worth testing next. Tools vary (pandas and seaborn in a notebook, SQL in a warehouse, a BI tool), but the habits do not: questions first, one variable then pairs, segments with their sizes, reconciliation with known totals, and no causal claims from correlations.`,
    resources: [
      {
        title: 'pandas: 10 minutes to pandas (groupby, crosstab and plotting basics)',
        url: 'https://pandas.pydata.org/docs/user_guide/10min.html',
        kind: 'docs',
      },
      {
        title: 'seaborn tutorial: visualizing distributions of data',
        url: 'https://seaborn.pydata.org/tutorial/distributions.html',
        kind: 'docs',
      },
      {
        title: 'OpenIntro Statistics, chapters 1 and 2: data and summarising data (free textbook)',
        url: 'https://www.openintro.org/book/os/',
        kind: 'book',
      },
      {
        title: 'Kaggle Learn: Data Visualization',
        url: 'https://www.kaggle.com/learn/data-visualization',
        kind: 'interactive',
      },
    ],
  },
];
