import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** data exam questions for the lessons added in issue 29. Keys are stable: never rename or reuse them. Every output question was run with python3. */
export const DATA_EXAM_METHODS: ExamQuestionContent[] = [
  // numpy-basics
  {
    key: 'data-036',
    kind: 'single',
    prompt:
      'Squaring a million numbers takes far longer with a Python `for` loop over a list than with `arr ** 2` on a NumPy array. What is the main reason?',
    options: opts(
      'NumPy runs the loop in compiled code over one typed block of memory, instead of handling a separate Python object per element',
      'NumPy uses the graphics card automatically for every operation',
      'NumPy rounds the numbers to fewer digits so there is less to compute',
      'Python lists are limited to 65,536 elements and must be processed in chunks',
    ),
    correct: ['a'],
    explanation:
      'An ndarray stores same-typed values contiguously, so a vectorised operation is one compiled loop. A list stores pointers to separate objects whose type must be checked one by one in the interpreter.',
    moduleKey: 'numpy-basics',
    section: 'Vectorised operations',
  },
  {
    key: 'data-037',
    kind: 'output',
    prompt: 'This function applies NumPy’s broadcasting rule to two shapes. What does the script print?',
    code: `def broadcast(a, b):
    a, b = list(a), list(b)
    while len(a) < len(b):
        a.insert(0, 1)
    while len(b) < len(a):
        b.insert(0, 1)
    out = []
    for x, y in zip(a, b):
        if x != y and 1 not in (x, y):
            return "error"
        out.append(max(x, y))
    return tuple(out)

print(broadcast((5, 4), (4,)), broadcast((5, 4), (5,)), broadcast((8, 1, 3), (6, 1)))`,
    language: 'python',
    options: opts('(5, 4) error (8, 6, 3)', '(5, 4) (5, 4) (8, 6, 3)', '(5, 4) error error', 'error error (8, 6, 3)'),
    correct: ['a'],
    explanation:
      'Shapes are compared from the right. (5, 4) with (4,) matches on the last axis; (5, 4) with (5,) compares 4 with 5, which fails; (8, 1, 3) with (1, 6, 1) gives the larger size on every axis, (8, 6, 3).',
    moduleKey: 'numpy-basics',
    section: 'Broadcasting',
  },
  {
    key: 'data-038',
    kind: 'multiple',
    prompt:
      '`ages` is a NumPy array. Which expressions correctly select the ages from 18 to 65 inclusive? Choose all that apply.',
    options: opts(
      'ages[(ages >= 18) & (ages <= 65)]',
      'ages[(ages >= 18) and (ages <= 65)]',
      'ages[~((ages < 18) | (ages > 65))]',
      'ages[ages >= 18 & ages <= 65]',
    ),
    correct: ['a', 'c'],
    explanation:
      'Masks combine with `&`, `|` and `~`, each condition in parentheses; the third form negates "under 18 or over 65". Python’s `and` cannot combine whole arrays and raises a ValueError, and without parentheses `&` binds before the comparisons.',
    moduleKey: 'numpy-basics',
    section: 'Boolean masks',
  },
  {
    key: 'data-039',
    kind: 'single',
    prompt:
      'A sensor array `load` has shape (365, 24): one row per day of the year, one column per hour. What does `load.mean(axis=0)` return?',
    options: opts(
      'An array of shape (365,): the average load of each day',
      'An array of shape (24,): the average load at each hour of the day across the year',
      'A single number: the average of all 8,760 readings',
      'An array of shape (365, 24) with each value replaced by its row mean',
    ),
    correct: ['b'],
    explanation:
      'Averaging over axis 0 collapses the 365 rows, leaving one value per column, that is per hour. `axis=1` would give the 365 daily averages, and no axis gives one overall mean.',
    moduleKey: 'numpy-basics',
    section: 'Aggregating along an axis',
  },
  {
    key: 'data-040',
    kind: 'single',
    prompt:
      'An analyst builds `visits = np.array([120, 98, 143])` and then runs `visits[1] = np.nan` to mark a day with a broken counter. What happens?',
    options: opts(
      'The value becomes NaN and later means skip it automatically',
      'The value silently becomes 0',
      'NumPy raises ValueError, because an int64 array has no way to store NaN',
      'The array is converted to float64 in place and stores NaN',
    ),
    correct: ['c'],
    explanation:
      'The dtype of an array is fixed and integers have no missing value, so the assignment fails with "cannot convert float NaN to integer". Create the array as float (for example with `dtype=float`) when values can be missing.',
    moduleKey: 'numpy-basics',
    section: 'dtype and shape',
  },
  // probability-basics
  {
    key: 'data-041',
    kind: 'output',
    prompt: 'A fraud rule is checked with Bayes’ rule in exact fractions. What does the script print?',
    code: `from fractions import Fraction

prevalence = Fraction(2, 100)
sensitivity = Fraction(90, 100)
false_positive_rate = Fraction(5, 100)

true_pos = prevalence * sensitivity
false_pos = (1 - prevalence) * false_positive_rate
print(true_pos / (true_pos + false_pos))`,
    language: 'python',
    options: opts('9/10', '18/67', '18/100', '49/67'),
    correct: ['b'],
    explanation:
      'True positives are 0.02 × 0.9 = 0.018 and false positives 0.98 × 0.05 = 0.049, so only 0.018 / 0.067 = 18/67 ≈ 27 % of flagged cases are fraud. 49/67 is the share of flags that are false alarms.',
    moduleKey: 'probability-basics',
    section: "Bayes' rule and base rates",
  },
  {
    key: 'data-042',
    kind: 'single',
    prompt:
      'Delivery times at one depot average 40 minutes with a standard deviation of 6, and roughly follow a normal distribution. A parcel took 52 minutes. Which statement is right?',
    options: opts(
      'Its z-score is 2, so only about 2.5 % of parcels take that long or longer',
      'Its z-score is 12, so it is an impossible value',
      'Its z-score is 2, so about 95 % of parcels take longer',
      'A z-score cannot be computed without the median',
    ),
    correct: ['a'],
    explanation:
      'z = (52 − 40) / 6 = 2. About 95 % of a normal distribution lies within 2 standard deviations of the mean, leaving about 2.5 % in each tail.',
    moduleKey: 'probability-basics',
    section: 'The normal distribution',
  },
  {
    key: 'data-043',
    kind: 'multiple',
    prompt:
      'Which statements follow from the law of large numbers and the central limit theorem? Choose all that apply.',
    options: opts(
      'Stores with very few customers are the most likely to show the highest and the lowest average basket values',
      'To halve the standard error of an average you need about four times as many observations',
      'With enough data, every individual observation becomes normally distributed',
      'After ten losing bets in a row, the next bet is more likely to win so that the average can catch up',
    ),
    correct: ['a', 'b'],
    explanation:
      'Averages of small samples vary most, so they fill the extremes of a ranking, and the standard error σ / √n halves when n is multiplied by four. The CLT is about averages, not individual values, and independent bets have no memory.',
    moduleKey: 'probability-basics',
    section: 'The law of large numbers and the central limit theorem',
  },
  {
    key: 'data-044',
    kind: 'single',
    prompt:
      'A report says "95 % of churned customers had filed a support ticket, so a customer who files a ticket will almost surely churn." What is wrong with the reasoning?',
    options: opts(
      'Nothing: 95 % is a very high probability',
      'It swaps P(ticket | churned) for P(churned | ticket); the second also depends on how many loyal customers file tickets',
      'Churn and tickets are independent events by definition',
      'Probabilities above 90 % cannot be used in business reports',
    ),
    correct: ['b'],
    explanation:
      'The 95 % is a probability given churn. If most of the many loyal customers also file tickets, only a small share of ticket filers churn; you need the base rate and the ticket rate among non-churners to turn it around.',
    moduleKey: 'probability-basics',
    section: 'Conditional probability and independence',
  },
  {
    key: 'data-045',
    kind: 'single',
    prompt:
      'An analyst models "number of purchases among today’s 500 sessions" as binomial with p = 0.03. Which fact about the data most undermines that model?',
    options: opts(
      'The count can only be a whole number',
      '500 is a large number of trials',
      'Many sessions come from the same few heavy users, whose chance of buying is far higher than everyone else’s',
      'p = 0.03 is a small probability',
    ),
    correct: ['c'],
    explanation:
      'The binomial needs independent trials with the same success probability. Repeat sessions by the same people are neither, so the real spread is wider than the binomial formula says; whole-number counts, large n and small p are all fine.',
    moduleKey: 'probability-basics',
    section: 'The binomial distribution',
  },
  // hypothesis-testing
  {
    key: 'data-046',
    kind: 'single',
    prompt:
      'A subscription company wants to know whether the plan customers choose (Basic, Plus, Pro) is related to their region (North, South, East, West). Which SciPy function fits?',
    options: opts(
      'scipy.stats.ttest_ind on the plan names of two regions',
      'scipy.stats.chi2_contingency on a 4 × 3 table of customer counts',
      'scipy.stats.ttest_ind with equal_var=False on all four regions',
      'No test is possible, because plans and regions are not numbers',
    ),
    correct: ['b'],
    explanation:
      'Two categorical variables are tested for independence with the chi-square test on their contingency table of counts. t-tests compare means of a numeric variable between two groups.',
    moduleKey: 'hypothesis-testing',
    section: 't-tests and chi-square tests in SciPy',
  },
  {
    key: 'data-047',
    kind: 'output',
    prompt: 'The script estimates the visitors needed per group for a conversion test. What does it print?',
    code: `from statistics import NormalDist

z = NormalDist().inv_cdf
p1, p2 = 0.10, 0.12
alpha, power = 0.05, 0.80
n = (z(1 - alpha / 2) + z(power)) ** 2 * (p1 * (1 - p1) + p2 * (1 - p2)) / (p1 - p2) ** 2
print(round(n, -2))`,
    language: 'python',
    options: opts('3800.0', '400.0', '38000.0', '1900.0'),
    correct: ['a'],
    explanation:
      '(1.96 + 0.84)² × (0.09 + 0.1056) / 0.02² ≈ 7.85 × 0.1956 / 0.0004 ≈ 3,838, rounded to the nearest hundred: 3800.0 visitors per group. Halving the detectable lift would multiply it by four.',
    moduleKey: 'hypothesis-testing',
    section: 'Power and sample size',
  },
  {
    key: 'data-048',
    kind: 'multiple',
    prompt:
      'Which statements agree with the American Statistical Association’s 2016 statement on p-values? Choose all that apply.',
    options: opts(
      'A p-value can indicate how incompatible the data are with a specified statistical model',
      'A p-value does not measure the size of an effect or the importance of a result',
      'A p-value is the probability that the data were produced by random chance alone',
      'Decisions should be based on whether the p-value is below 0.05, and on nothing else',
    ),
    correct: ['a', 'b'],
    explanation:
      'Principles 1 and 5 say exactly the first two. Principle 2 rejects reading p as the probability that chance alone produced the data, and principle 3 says decisions should not rest only on a threshold.',
    moduleKey: 'hypothesis-testing',
    section: 'p-values: what they are and are not',
  },
  {
    key: 'data-049',
    kind: 'single',
    prompt:
      'A pilot of a new pricing page ran on 150 visitors per group and gave p = 0.40. The manager concludes that the page makes no difference. What is the best response?',
    options: opts(
      'Agree: p above 0.05 shows the page has no effect',
      'Disagree: not rejecting the null is not evidence of no effect, and 150 visitors per group gives little power',
      'Agree, but only because 0.40 is far above 0.05',
      'Disagree: p = 0.40 means there is a 60 % chance that the new page is better than the old one, so it should ship',
    ),
    correct: ['b'],
    explanation:
      'With 150 visitors per group only very large effects could reach significance, so a non-significant result leaves the question open. Look at the confidence interval, which will be wide, and size a proper test.',
    moduleKey: 'hypothesis-testing',
    section: 'Significance level and the two kinds of error',
  },
  {
    key: 'data-050',
    kind: 'single',
    prompt:
      'A campaign report gives the lift in conversion as +0.8 points, with a 95 % confidence interval from −0.4 to +2.0 points. What is the correct conclusion?',
    options: opts(
      'The campaign clearly worked, because the estimate of +0.8 points is positive and most of the interval lies above zero',
      'The campaign clearly did harm, because the interval reaches −0.4',
      'The data fit anything from a small loss to a 2-point gain; at α = 0.05 the lift is not significant',
      'The interval is wrong, because an interval cannot contain negative values',
    ),
    correct: ['c'],
    explanation:
      'An interval that contains 0 matches a two-sided p-value above 0.05. It also shows what is still plausible, from a small loss to a sizeable gain, which is more useful than "not significant".',
    moduleKey: 'hypothesis-testing',
    section: 'Confidence intervals',
  },
  // data-cleaning
  {
    key: 'data-051',
    kind: 'output',
    prompt: 'The script applies Tukey’s IQR rule to support-call durations in minutes. What does it print?',
    code: `from statistics import quantiles

minutes = [12, 14, 15, 15, 16, 18, 19, 21, 95]
q1, _, q3 = quantiles(minutes, n=4, method="inclusive")
iqr = q3 - q1
low, high = q1 - 1.5 * iqr, q3 + 1.5 * iqr
print(q1, q3, [m for m in minutes if m < low or m > high])`,
    language: 'python',
    options: opts('15.0 19.0 [95]', '15.0 19.0 []', '14.5 20.0 [95]', '15.0 19.0 [12, 95]'),
    correct: ['a'],
    explanation:
      'The quartiles are 15 and 19, so IQR = 4 and the fences are 9 and 25. Only 95 lies outside; 12 is inside the lower fence. Whether the 95-minute call is an error or a real long call is a separate question.',
    moduleKey: 'data-cleaning',
    section: 'Outliers',
  },
  {
    key: 'data-052',
    kind: 'single',
    prompt:
      'In a salary survey, respondents with the highest salaries are the most likely to leave the salary field blank. An analyst fills the blanks with the overall median and reports the average salary. What is the problem?',
    options: opts(
      'None: median imputation is always unbiased',
      'The values are missing not at random, so filling them with the median of the lower answers pulls the average down; report the gap and its likely direction instead',
      'The median should have been replaced by 0 to be safe',
      'The problem is only that an indicator column was not added; with one, the average would be correct',
    ),
    correct: ['b'],
    explanation:
      'When missingness depends on the missing value itself (MNAR), no simple fill recovers the truth. An indicator column records which values were filled but does not remove the bias.',
    moduleKey: 'data-cleaning',
    section: 'Missing values',
  },
  {
    key: 'data-053',
    kind: 'multiple',
    prompt:
      'A monthly orders pipeline should stop instead of publishing wrong numbers. Which assertions guard against real, common failures? Choose all that apply.',
    options: opts(
      'assert df["order_id"].is_unique',
      'assert df["amount_eur"].ge(0).all()',
      'assert len(df) > 0.95 * len(raw)',
      'assert df is not None',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'They catch a duplicated key, impossible negative amounts and a cleaning step that silently dropped many rows. A DataFrame variable is never None after a successful read, so the last check tests nothing.',
    moduleKey: 'data-cleaning',
    section: 'Validate with assertions',
  },
  {
    key: 'data-054',
    kind: 'single',
    prompt:
      'An hourly traffic report, computed in local Berlin time, shows one day in late March with 23 hours and one day in late October with 25. What is the best practice?',
    options: opts(
      'Delete the two days from the data set',
      'Store and compute timestamps in UTC and convert to local time only for display, noting the daylight-saving days',
      'Copy the missing hour from the previous day and drop the extra one',
      'Use each visitor’s own time zone so that the totals even out',
    ),
    correct: ['b'],
    explanation:
      'Daylight saving time removes one local hour in spring and repeats one in autumn. Working in UTC keeps every day 24 hours long and every timestamp unambiguous.',
    moduleKey: 'data-cleaning',
    section: 'Units and time zones',
  },
  {
    key: 'data-055',
    kind: 'single',
    prompt:
      'A German export separates fields with semicolons and writes prices as 1.234,50 (one thousand two hundred thirty-four euros fifty). How should it be read?',
    options: opts(
      'pd.read_csv(path)',
      'pd.read_csv(path, sep=";", thousands=".", decimal=",")',
      'pd.read_csv(path, sep=";") and then replace every "," with "" in the prices',
      'pd.read_csv(path, decimal=".")',
    ),
    correct: ['b'],
    explanation:
      'Telling the reader the separator, the thousands mark and the decimal mark parses the prices as numbers at load time. Deleting commas would turn 1.234,50 into 1.23450, a price of about 1 euro.',
    moduleKey: 'data-cleaning',
    section: 'Types and parsing',
  },
  // exploratory-data-analysis
  {
    key: 'data-056',
    kind: 'output',
    prompt: 'An analyst compares order values per country. What does the script print?',
    code: `orders = [("DE", 40), ("DE", 60), ("FR", 20), ("FR", 25), ("FR", 30), ("DE", 500)]
by_country = {}
for country, value in orders:
    by_country.setdefault(country, []).append(value)
for country in sorted(by_country):
    values = sorted(by_country[country])
    mean = sum(values) / len(values)
    median = values[len(values) // 2]
    print(country, len(values), round(mean), median)`,
    language: 'python',
    options: opts(
      'DE 3 200 60\nFR 3 25 25',
      'DE 3 200 200\nFR 3 25 25',
      'DE 3 60 60\nFR 3 25 25',
      'FR 3 25 25\nDE 3 200 60',
    ),
    correct: ['a'],
    explanation:
      'One 500 order lifts Germany’s mean to 200 while its median stays at 60, so "Germany’s average order is eight times France’s" would describe one order, not the market. Countries print in sorted order, DE first.',
    moduleKey: 'exploratory-data-analysis',
    section: 'One variable at a time',
  },
  {
    key: 'data-057',
    kind: 'single',
    prompt:
      'Average order value fell in every country last quarter, yet the company-wide average order value rose. Which explanation fits?',
    options: opts(
      'The calculation must be wrong, because a total cannot move against all of its parts',
      'The mix changed: a country with high order values grew its share of orders, so the weighted total rose although every country fell',
      'Averages cannot be compared between quarters',
      'Currency rounding always makes totals rise',
    ),
    correct: ['b'],
    explanation:
      'This is Simpson’s paradox: a combined figure weights each segment by its size. Report the within-country comparison next to the total and say that the country mix changed.',
    moduleKey: 'exploratory-data-analysis',
    section: "Simpson's paradox and segmenting",
  },
  {
    key: 'data-058',
    kind: 'multiple',
    prompt:
      'Users who enabled notifications retain better than those who did not. Which are plausible explanations other than "notifications cause retention"? Choose all that apply.',
    options: opts(
      'Engaged users are both more likely to enable notifications and more likely to stay (a confounder)',
      'Users who stay longer get more prompts to enable notifications, so staying leads to enabling (reverse causation)',
      'Among the hundreds of feature flags compared, this one correlated with retention by chance',
      'Correlations between a yes/no variable and retention cannot be computed',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'A confounder, the reverse direction and chance from scanning many variables can all produce the pattern. A randomised test of the notification prompt would separate them; the last option is false, since rates per group compare them directly.',
    moduleKey: 'exploratory-data-analysis',
    section: 'Correlation is not causation',
  },
  {
    key: 'data-059',
    kind: 'single',
    prompt:
      'Plotting Pearson’s r for advertising spend against sign-ups across 40 cities gives r = 0.65. The scatter plot shows 39 cities in a shapeless cloud and one very large city far to the upper right. What should you report?',
    options: opts(
      'A strong relationship, since r = 0.65',
      'That the correlation is driven by one city; show the plot, report r with and without it, or use Spearman’s rank correlation',
      'Nothing, because correlation cannot be computed for cities',
      'A negative relationship, since most cities show no pattern',
    ),
    correct: ['b'],
    explanation:
      'One extreme point can create most of a Pearson correlation. The plot reveals it, and a rank-based coefficient or a comparison without the point shows how little relationship the rest of the data has.',
    moduleKey: 'exploratory-data-analysis',
    section: 'Two variables: relationships and groups',
  },
  {
    key: 'data-060',
    kind: 'single',
    prompt: 'Which note from an exploratory analysis is the most useful to keep in the findings log?',
    options: opts(
      '"Retention looks weird in October, check later"',
      '"Repeat rate fell from 31 % to 26 % in October, only among customers from the summer discount campaign (n = 4,210); next: compare their first-order discounts"',
      '"Made 25 charts of the October data"',
      '"October data is bad"',
    ),
    correct: ['b'],
    explanation:
      'A good finding states the number, the segment, the sample size and the next question, so others can check it and act on it. Vague notes are lost or misread.',
    moduleKey: 'exploratory-data-analysis',
    section: 'Write down findings and next questions',
  },
];
