import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/data-analysis.ts. */
export const DATA_ANALYSIS_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'numpy-basics',
    questions: [
      {
        id: 'numpy-basics-1',
        kind: 'single',
        section: 'dtype and shape',
        prompt: 'What is the dtype of `np.array([4, 7, 2.5, 1])`?',
        options: [
          {
            text: '`int64`, because most of the values are integers',
            correct: false,
            why: 'NumPy does not vote: it picks one type that can hold every value, and 2.5 is not an integer.',
          },
          {
            text: '`float64`',
            correct: true,
            why: 'A single float makes the whole array float, since every element of an ndarray has the same type.',
          },
          {
            text: '`object`, since the values have mixed types',
            correct: false,
            why: 'Integers and floats have a common numeric type, so NumPy converts them; `object` appears only when you ask for it or mix in arbitrary Python objects.',
          },
          {
            text: 'Each element keeps its own dtype',
            correct: false,
            why: 'That describes a Python list. An ndarray has exactly one dtype for all its elements, which is what makes it fast.',
          },
        ],
      },
      {
        id: 'numpy-basics-2',
        kind: 'output',
        section: 'Indexing, slicing and views',
        prompt:
          'This is a plain Python **list**, not a NumPy array. What does it print? (Then think about what the same code would do with `np.array`.)',
        code: {
          language: 'python',
          source: `prices = [10, 20, 30, 40]
part = prices[1:3]
part[0] = 99
print(prices, part)`,
        },
        options: [
          {
            text: '[10, 20, 30, 40] [99, 30]',
            correct: true,
            why: 'A list slice is a new list, so changing it leaves `prices` alone. With a NumPy array the slice would be a view and `prices` would become `[10, 99, 30, 40]`.',
          },
          {
            text: '[10, 99, 30, 40] [99, 30]',
            correct: false,
            why: 'That is what a NumPy array would show, because its slices are views; list slices are copies.',
          },
          {
            text: '[99, 20, 30, 40] [99, 30]',
            correct: false,
            why: '`part[0]` is the first element of the slice, which was `prices[1]`, not `prices[0]`; and a list slice is a copy anyway.',
          },
          {
            text: '[10, 20, 30, 40] [99, 20]',
            correct: false,
            why: '`prices[1:3]` holds the elements at positions 1 and 2 (20 and 30); only the first of them was replaced.',
          },
        ],
      },
      {
        id: 'numpy-basics-3',
        kind: 'fill',
        section: 'Aggregating along an axis',
        prompt:
          'A 2-D array has one row per customer and one column per month. To get the total of each month (one value per column), you call `orders.sum(axis=____)`.',
        answers: ['0'],
        why: 'Summing over axis 0 collapses the rows, leaving one value per column; `axis=1` would give one total per customer.',
      },
      {
        id: 'numpy-basics-4',
        kind: 'multiple',
        section: 'Indexing, slicing and views',
        prompt:
          'For a 2-D array `a`, which of these return a **view** that shares memory with `a`? Pick all that apply.',
        options: [
          {
            text: '`a[1:3]`',
            correct: true,
            why: 'Basic slicing with `start:stop` always returns a view.',
          },
          {
            text: '`a[:, 0]`',
            correct: true,
            why: 'An integer combined with slices is still basic indexing, so the column is a view into `a`.',
          },
          {
            text: '`a[[0, 2]]`',
            correct: false,
            why: 'Indexing with a list of positions is advanced indexing, which always copies.',
          },
          {
            text: '`a[a > 0]`',
            correct: false,
            why: 'A boolean mask is advanced indexing too; the selected elements are copied into a new 1-D array.',
          },
          {
            text: '`a[1:3].copy()`',
            correct: false,
            why: '`.copy()` exists to give you independent data that no longer shares memory.',
          },
        ],
      },
      {
        id: 'numpy-basics-5',
        kind: 'order',
        section: 'Broadcasting',
        prompt: 'Put the steps NumPy takes to decide whether two shapes broadcast, and to what shape, in order.',
        steps: [
          'Line the two shapes up from their rightmost (trailing) dimension',
          'Treat any missing dimension on the left of the shorter shape as 1',
          'Check each pair of sizes: they must be equal or one of them must be 1',
          'Give the result the larger of the two sizes on every axis',
        ],
        why: 'Shapes are compared from the right; missing dimensions count as 1; any pair that is neither equal nor contains a 1 raises "operands could not be broadcast together"; otherwise each axis takes the larger size.',
      },
      {
        id: 'numpy-basics-6',
        kind: 'single',
        section: 'Missing values: NaN',
        prompt: 'A float array `x` has some missing values stored as `np.nan`. Which expression counts them correctly?',
        options: [
          {
            text: '`(x == np.nan).sum()`',
            correct: false,
            why: 'NaN is not equal to anything, not even itself, so this comparison is always False and the count is 0.',
          },
          {
            text: '`np.isnan(x).sum()`',
            correct: true,
            why: '`np.isnan` marks each NaN with True, and summing booleans counts the Trues.',
          },
          {
            text: '`len(x) - np.nanmean(x)`',
            correct: false,
            why: '`np.nanmean` returns the mean of the non-missing values, not how many there are.',
          },
          {
            text: '`x.sum() - np.nansum(x)`',
            correct: false,
            why: 'With any NaN present `x.sum()` is NaN, and NaN minus a number is NaN, not a count.',
          },
        ],
      },
      {
        id: 'numpy-basics-7',
        kind: 'single',
        section: 'Random numbers',
        prompt:
          'A colleague’s bootstrap notebook gives different confidence intervals every time it runs, and the reviewer cannot reproduce them. What does current NumPy recommend?',
        options: [
          {
            text: 'Call `np.random.seed(0)` at the top of every cell that uses random numbers',
            correct: false,
            why: 'That reseeds the legacy global generator; the NumPy docs recommend a Generator object instead of the module-level functions.',
          },
          {
            text: 'Create `rng = np.random.default_rng(2026)` once and pass `rng` to every function that draws random numbers',
            correct: true,
            why: 'One seeded Generator controls the whole run, so the same seed reproduces the same samples, and nothing else can change its state behind your back.',
          },
          {
            text: 'Avoid randomness and always take the first 1,000 rows as the sample',
            correct: false,
            why: 'The first rows are often not representative (sorted by date, by customer); a seeded random sample is both fair and reproducible.',
          },
          {
            text: 'Call `np.random.default_rng()` without a seed, since it is already reproducible',
            correct: false,
            why: 'Without a seed, `default_rng` takes fresh entropy from the operating system and the numbers change each run.',
          },
        ],
      },
      {
        id: 'numpy-basics-8',
        kind: 'single',
        section: 'How pandas sits on NumPy',
        prompt:
          'A pandas column `s` holds `[10.0, NaN, 20.0]`. `s.mean()` returns 15.0 but `np.mean(s.to_numpy())` returns `nan`. Why?',
        options: [
          {
            text: 'pandas skips missing values by default (`skipna=True`); NumPy’s `mean` lets NaN spread into the result',
            correct: true,
            why: 'pandas’ reductions skip NaN unless told otherwise; in NumPy you choose `np.nanmean` explicitly to do the same.',
          },
          {
            text: 'pandas quietly replaces every missing value with 0 before it averages, whereas NumPy keeps the NaN and refuses to guess',
            correct: false,
            why: 'Filling with 0 would give (10 + 0 + 20) / 3 = 10, not 15; pandas leaves the NaN out of both the sum and the count.',
          },
          {
            text: '`to_numpy()` corrupts the data while converting it',
            correct: false,
            why: 'The array holds exactly the same three values; the difference is only in how each library treats NaN.',
          },
          {
            text: 'NumPy cannot compute the mean of floats',
            correct: false,
            why: 'NumPy computes float means all the time; it returns NaN here because one input is NaN.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'probability-basics',
    questions: [
      {
        id: 'probability-basics-1',
        kind: 'single',
        section: 'Events, outcomes and the basic rules',
        prompt:
          'A nightly job runs on three independent servers, and each fails on a given night with probability 0.02. What is the probability that at least one of them fails tonight?',
        options: [
          {
            text: '0.06',
            correct: false,
            why: 'Adding the three probabilities counts the nights when two or three fail more than once; it is only an upper bound.',
          },
          {
            text: 'About 0.059',
            correct: true,
            why: 'The complement of "at least one fails" is "none fails": 1 − 0.98³ ≈ 0.0588.',
          },
          {
            text: '0.000008',
            correct: false,
            why: '0.02³ is the probability that all three fail on the same night, not that at least one does.',
          },
          {
            text: '0.02, because each server has the same chance',
            correct: false,
            why: 'More servers means more chances for a failure; the risk grows with each one.',
          },
        ],
      },
      {
        id: 'probability-basics-2',
        kind: 'output',
        section: 'Events, outcomes and the basic rules',
        prompt: 'The script counts, among all rolls of two fair dice, those with at least one six. What does it print?',
        code: {
          language: 'python',
          source: `from fractions import Fraction

count = 0
for a in range(1, 7):
    for b in range(1, 7):
        if a == 6 or b == 6:
            count += 1
print(count, Fraction(count, 36))`,
        },
        options: [
          {
            text: '12 1/3',
            correct: false,
            why: 'Adding 6 rolls with a six first and 6 with a six second counts (6, 6) twice; the addition rule subtracts that overlap.',
          },
          {
            text: '11 11/36',
            correct: true,
            why: '36 outcomes, 25 of them without any six (5 × 5), so 11 have at least one: 11/36, the same as 1 − (5/6)².',
          },
          {
            text: '25 25/36',
            correct: false,
            why: '25 (5 × 5) is the number of rolls with *no* six at all; the loop counts the other 11.',
          },
          {
            text: '6 1/6',
            correct: false,
            why: '1/6 is the chance of a six on one die; with two dice there are more ways to get one.',
          },
        ],
      },
      {
        id: 'probability-basics-3',
        kind: 'fill',
        section: 'Conditional probability and independence',
        prompt:
          'Of 2,000 visitors, 250 used a mobile app and 40 of those bought something. P(buy | app user) is ____ % (write the number only).',
        answers: ['16', '16.0'],
        why: 'Restrict to the condition: 40 buyers among 250 app users is 40 / 250 = 16 %. The 2,000 total does not enter the calculation.',
      },
      {
        id: 'probability-basics-4',
        kind: 'multiple',
        section: 'Conditional probability and independence',
        prompt:
          'In which of these is it reasonable to multiply the probabilities as if the events were independent? Pick all that apply.',
        options: [
          {
            text: 'Two flips of a fair coin',
            correct: true,
            why: 'A coin has no memory: the first result does not change the second.',
          },
          {
            text: 'Two randomly drawn, unrelated customers each churning this month',
            correct: true,
            why: 'With a random draw of unrelated customers, one churning tells you essentially nothing about the other.',
          },
          {
            text: 'Two disks in the same server failing in the same week',
            correct: false,
            why: 'They share power, heat, age and often a batch: failures cluster, so the joint risk is far higher than the product.',
          },
          {
            text: 'The same shopper buying on Monday and buying again on Tuesday',
            correct: false,
            why: 'A shopper who bought on Monday is a different kind of person from an average visitor; repeat behaviour is dependent.',
          },
        ],
      },
      {
        id: 'probability-basics-5',
        kind: 'order',
        section: "Bayes' rule and base rates",
        prompt: 'Put the steps of a natural-frequency calculation of P(condition | positive test) in order.',
        steps: [
          'Pick a large round population, such as 100,000 people',
          'Split it by the base rate into people with and without the condition',
          'Apply the sensitivity to the first group to count the true positives',
          'Apply the false-positive rate to the second group to count the false positives',
          'Divide the true positives by all positives',
        ],
        why: 'Counting people in the order prior, then test results in each group, then the share of real cases among all positives is Bayes’ rule written as counts.',
      },
      {
        id: 'probability-basics-6',
        kind: 'single',
        section: 'Random variables and expected value',
        prompt:
          'A game costs €2 to play. You win €10 with probability 0.15, otherwise nothing. What is the expected value of playing once?',
        options: [
          {
            text: '+€1.50',
            correct: false,
            why: '0.15 × 10 = €1.50 is the expected winnings; the €2 you pay every time must be subtracted.',
          },
          {
            text: '−€0.50',
            correct: true,
            why: 'Expected winnings 0.15 × €10 = €1.50, minus the €2 stake: on average you lose 50 cents a game.',
          },
          {
            text: '+€8.00, the prize minus the stake',
            correct: false,
            why: 'That is the result of a win, which happens only 15 % of the time; expected value weighs each outcome by its probability.',
          },
          {
            text: '−€2.00',
            correct: false,
            why: 'That is the result of a loss; the 15 % chance of winning €10 must be included.',
          },
        ],
      },
      {
        id: 'probability-basics-7',
        kind: 'single',
        section: 'The binomial distribution',
        prompt:
          'An email goes to 400 customers and each clicks independently with probability 0.05. What are the mean and standard deviation of the number of clicks?',
        options: [
          {
            text: 'Mean 20, standard deviation about 4.4',
            correct: true,
            why: 'Mean n × p = 20; standard deviation √(400 × 0.05 × 0.95) = √19 ≈ 4.36.',
          },
          {
            text: 'Mean 20, standard deviation 19',
            correct: false,
            why: '19 is the variance n × p × (1 − p); the standard deviation is its square root.',
          },
          {
            text: 'Mean 0.05, standard deviation about 0.22',
            correct: false,
            why: 'Those describe a single customer’s click (0 or 1), not the count over 400 customers.',
          },
          {
            text: 'Mean 20, but the spread cannot be known before sending',
            correct: false,
            why: 'With n and p known, the binomial spread follows directly from the formula.',
          },
        ],
      },
      {
        id: 'probability-basics-8',
        kind: 'single',
        section: 'The law of large numbers and the central limit theorem',
        prompt:
          'Basket values are strongly skewed, with standard deviation €30. For the average of 900 random baskets, what is the standard error, and is the normal approximation reasonable?',
        options: [
          {
            text: '€30; no, because the baskets themselves are skewed',
            correct: false,
            why: '€30 is the spread of single baskets; the average of 900 varies much less, and the CLT applies to averages even when the data is skewed.',
          },
          {
            text: '€1; yes, with 900 baskets the average is approximately normal',
            correct: true,
            why: 'Standard error σ / √n = 30 / 30 = €1, and by the central limit theorem the mean of so many independent baskets is close to normal.',
          },
          {
            text: '€0.03; yes',
            correct: false,
            why: 'That divides by n instead of √n; uncertainty shrinks with the square root of the sample size.',
          },
          {
            text: 'It cannot be computed without knowing the distribution’s exact shape',
            correct: false,
            why: 'The standard error needs only σ and n; the shape mostly affects how large n must be for the normal approximation.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'hypothesis-testing',
    questions: [
      {
        id: 'hypothesis-testing-1',
        kind: 'single',
        section: 'Null and alternative hypotheses',
        prompt:
          'An analyst planned a two-sided test, got p = 0.08, saw that B was ahead and switched to a one-sided test, giving p = 0.04. What is the problem?',
        options: [
          {
            text: 'None: a one-sided test is more powerful, so switching to it once the direction is known is simply the better choice',
            correct: false,
            why: 'They are more powerful only when the direction is chosen before the data; picking it afterwards is what makes this dishonest.',
          },
          {
            text: 'Choosing the direction after seeing the data halves the p-value and inflates the false-positive rate',
            correct: true,
            why: 'The hypotheses must be fixed before the result is known; otherwise the stated α no longer describes the real error rate.',
          },
          {
            text: 'One-sided tests cannot be computed for conversion rates',
            correct: false,
            why: 'SciPy’s tests take `alternative="greater"` or `"less"`; the issue is when the choice was made.',
          },
          {
            text: 'The p-value should have been doubled to 0.16 instead',
            correct: false,
            why: 'The pre-registered two-sided p-value of 0.08 is the honest one; nothing needs doubling.',
          },
        ],
      },
      {
        id: 'hypothesis-testing-2',
        kind: 'single',
        section: 'p-values: what they are and are not',
        prompt: 'A test of a new onboarding email gives p = 0.02. Which reading is correct?',
        options: [
          {
            text: 'There is a 2 % chance that the email has no effect',
            correct: false,
            why: 'The ASA statement’s second principle: a p-value is not the probability that a hypothesis is true.',
          },
          {
            text: 'There is a 98 % chance that the email works',
            correct: false,
            why: 'Same mistake from the other side: p is computed assuming no effect, so it cannot give the probability of an effect.',
          },
          {
            text: 'If the email had no effect, a difference at least this large would appear in about 2 % of such tests',
            correct: true,
            why: 'That is the definition: a probability of data this extreme, computed under the null hypothesis.',
          },
          {
            text: 'The email raises the metric by 2 %, and because p is below 0.05 that increase cannot be due to chance alone',
            correct: false,
            why: 'A p-value says nothing about the size of an effect (the fifth principle); look at the estimate and its interval.',
          },
        ],
      },
      {
        id: 'hypothesis-testing-3',
        kind: 'multiple',
        section: 'Significance level and the two kinds of error',
        prompt: 'Which statements about errors in hypothesis testing are correct? Pick all that apply.',
        options: [
          {
            text: 'Shipping a change that in reality does nothing, because the test was significant, is a type I error',
            correct: true,
            why: 'Rejecting a true null hypothesis is a false positive, a type I error; its rate is α.',
          },
          {
            text: 'Missing a real improvement because the test was not significant is a type II error',
            correct: true,
            why: 'Keeping a false null is a false negative; its probability is β, and power is 1 − β.',
          },
          {
            text: 'Lowering α from 0.05 to 0.01 reduces both kinds of error at the same sample size',
            correct: false,
            why: 'A stricter α means fewer false positives but more missed effects, unless you also collect more data.',
          },
          {
            text: 'p > 0.05 proves that the null hypothesis is true',
            correct: false,
            why: 'Failing to reject is not proof; the test may simply have been too small to see the effect.',
          },
        ],
      },
      {
        id: 'hypothesis-testing-4',
        kind: 'order',
        section: 'Power and sample size',
        prompt: 'Put the steps of a well-run A/B test in order.',
        steps: [
          'Name the primary metric and write down the null and alternative hypotheses',
          'Choose α and the smallest effect worth acting on',
          'Compute the sample size needed for the desired power',
          'Run the test until the planned sample size is reached, without stopping early',
          'Run the test statistic and report the effect with its confidence interval',
        ],
        why: 'Everything that defines the test (metric, hypotheses, α, minimum effect, sample size) is fixed before any data is seen; only then is the result computed and reported with its uncertainty.',
      },
      {
        id: 'hypothesis-testing-5',
        kind: 'fill',
        section: 't-tests and chi-square tests in SciPy',
        prompt:
          'To run Welch’s t-test, which does not assume equal variances, you call `scipy.stats.ttest_ind(a, b, equal_var=____)`.',
        answers: ['False'],
        why: '`ttest_ind` assumes equal population variances by default (`equal_var=True`); `equal_var=False` switches to Welch’s test.',
      },
      {
        id: 'hypothesis-testing-6',
        kind: 'single',
        section: 'Confidence intervals',
        prompt:
          'The 95 % confidence interval for the difference in average order value (new minus old) is €1.20 to €4.80. What follows?',
        options: [
          {
            text: 'A two-sided test at α = 0.05 would reject "no difference", and the effect is probably between €1.20 and €4.80',
            correct: true,
            why: 'The interval excludes 0, which matches p < 0.05, and it also shows the plausible size of the effect.',
          },
          {
            text: 'There is a 95 % chance that the true difference is exactly €3.00',
            correct: false,
            why: '€3.00 is the midpoint estimate; the interval describes a range of plausible values, not one value.',
          },
          {
            text: '95 % of individual orders rose by between €1.20 and €4.80',
            correct: false,
            why: 'The interval is about the difference in averages, not about individual orders, which vary far more.',
          },
          {
            text: 'Nothing can be concluded yet: an interval alone says nothing about significance until you also compute the p-value',
            correct: false,
            why: 'The interval already tells you the test result and more: the direction and size of the effect.',
          },
        ],
      },
      {
        id: 'hypothesis-testing-7',
        kind: 'output',
        section: 'Multiple comparisons',
        prompt:
          'An analyst tests ten independent metrics at α = 0.05 when nothing has really changed. What does this print: the chance of at least one false positive, and the Bonferroni threshold?',
        code: {
          language: 'python',
          source: `print(round(1 - 0.95 ** 10, 2), 0.05 / 10)`,
        },
        options: [
          {
            text: '0.05 0.005',
            correct: false,
            why: '0.05 is the false-positive rate of one test; with ten chances it grows.',
          },
          {
            text: '0.5 0.5',
            correct: false,
            why: 'Ten tests at 5 % do not simply add up to 50 %, and the Bonferroni threshold divides α by the number of tests.',
          },
          {
            text: '0.4 0.005',
            correct: true,
            why: '1 − 0.95¹⁰ ≈ 0.40, so a 40 % chance of at least one false alarm; Bonferroni tests each metric at 0.05 / 10 = 0.005.',
          },
          {
            text: '0.6 0.05',
            correct: false,
            why: '0.95¹⁰ ≈ 0.60 is the chance of *no* false positive; and 0.05 is the uncorrected threshold.',
          },
        ],
      },
      {
        id: 'hypothesis-testing-8',
        kind: 'single',
        section: 'Practical versus statistical significance',
        prompt:
          'With 2 million users per group, a new ranking raises click-through from 3.00 % to 3.02 % with p < 0.001. The change adds a costly service to maintain. What is the best summary?',
        options: [
          {
            text: 'The effect is real but tiny; whether it is worth the cost is a business decision the p-value cannot make',
            correct: true,
            why: 'Statistical significance says the effect is probably not zero; practical significance weighs its size against the costs.',
          },
          {
            text: 'p < 0.001 shows the improvement is very important, so the change must ship whatever the service costs to run and maintain',
            correct: false,
            why: 'The ASA’s fifth principle: a p-value does not measure the size or importance of an effect.',
          },
          {
            text: 'The result is invalid because the sample is too large',
            correct: false,
            why: 'Large samples are not invalid; they simply detect very small effects.',
          },
          {
            text: 'The test should be rerun with fewer users so that it stops being significant',
            correct: false,
            why: 'Shrinking the sample to change the verdict throws information away; judge the effect size instead.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'data-cleaning',
    questions: [
      {
        id: 'data-cleaning-1',
        kind: 'single',
        section: 'Profile before you clean',
        prompt:
          'You suspect that the `country` column spells the same country in several ways and has blanks. Which command shows that most directly?',
        options: [
          {
            text: '`df["country"].value_counts(dropna=False)`',
            correct: true,
            why: 'It lists every distinct spelling with its count, including missing values, so "DE", "de" and "Germany" appear as separate lines.',
          },
          {
            text: '`df.describe()`',
            correct: false,
            why: 'By default `describe()` summarises numeric columns only; for text it would at most give the count, unique and top value.',
          },
          {
            text: '`df["country"].isna().sum()` compared with `len(df)`',
            correct: false,
            why: 'This counts the blanks only; it says nothing about how the values that are present are spelled.',
          },
          {
            text: '`df.shape`',
            correct: false,
            why: '`shape` gives the number of rows and columns, nothing about the values inside a column.',
          },
        ],
      },
      {
        id: 'data-cleaning-2',
        kind: 'single',
        section: 'Types and parsing',
        prompt:
          'A European shop’s export has dates like `03/04/2026` meaning the 3rd of April. What is the safest way to parse them?',
        options: [
          {
            text: '`pd.to_datetime(s)` and let pandas infer the format from the values',
            correct: false,
            why: 'Inference can read month first and turn 3 April into 4 March without any error; ambiguous dates need an explicit format.',
          },
          {
            text: '`pd.to_datetime(s, format="%d/%m/%Y", errors="coerce")`, then count the resulting `NaT`',
            correct: true,
            why: 'The format states day first, every non-matching value becomes `NaT` instead of a guess, and counting them tells you how much failed.',
          },
          {
            text: 'Keep the dates as text, because sorting the strings already gives the right order and avoids any parsing risk',
            correct: false,
            why: 'Text sorts character by character: "10/01/2026" comes before "9/30/2026" and no date arithmetic is possible.',
          },
          {
            text: '`pd.to_datetime(s, errors="ignore")` so that nothing breaks on bad values',
            correct: false,
            why: 'Ignoring errors returns the input unchanged when parsing fails, so the column silently stays text.',
          },
        ],
      },
      {
        id: 'data-cleaning-3',
        kind: 'multiple',
        section: 'Missing values',
        prompt: 'Which of these are examples of values **missing not at random (MNAR)**? Pick all that apply.',
        options: [
          {
            text: 'Customers with very high incomes tend to skip the income question',
            correct: true,
            why: 'Whether income is missing depends on the income itself, the defining feature of MNAR.',
          },
          {
            text: 'Patients who feel worst are the most likely to miss a follow-up visit where their health is measured',
            correct: true,
            why: 'The missing measurement is more likely when its value would be bad, so missingness depends on the unobserved value.',
          },
          {
            text: 'Older app versions never asked for a phone number, and each row records its app version',
            correct: false,
            why: 'Missingness depends on an observed column (app version): that is missing at random (MAR).',
          },
          {
            text: 'A random network fault drops about 1 % of sensor readings',
            correct: false,
            why: 'The fault has nothing to do with any value, which makes it missing completely at random (MCAR).',
          },
        ],
      },
      {
        id: 'data-cleaning-4',
        kind: 'fill',
        section: 'Duplicates and keys',
        prompt:
          'To mark **every** row of each duplicated order id (not only the second and later ones), so you can compare them side by side, you call `df.duplicated(subset="order_id", keep=____)`.',
        answers: ['False'],
        why: 'With `keep=False` all rows of a duplicated group are marked True; the default `keep="first"` leaves the first occurrence unmarked.',
      },
      {
        id: 'data-cleaning-5',
        kind: 'output',
        section: 'Inconsistent categories',
        prompt: 'The script normalises hand-typed city names. What does it print?',
        code: {
          language: 'python',
          source: `raw = ["  Berlin", "berlin", "BERLIN ", "Munich", "münchen", "Munich "]
aliases = {"münchen": "munich"}
clean = []
for city in raw:
    key = city.strip().casefold()
    clean.append(aliases.get(key, key))
print(len(set(raw)), len(set(clean)), sorted(set(clean)))`,
        },
        options: [
          {
            text: "6 2 ['berlin', 'munich']",
            correct: true,
            why: 'All six raw strings differ; stripping and case-folding merges the Berlins and the Munichs, and the alias maps "münchen" to "munich".',
          },
          {
            text: "6 3 ['berlin', 'munich', 'münchen']",
            correct: false,
            why: 'The alias dictionary turns "münchen" into "munich", so only two distinct values remain.',
          },
          {
            text: "4 2 ['berlin', 'munich']",
            correct: false,
            why: 'In the raw list every string is different (spaces and case count), so the set has 6 elements.',
          },
          {
            text: "6 4 ['BERLIN', 'Berlin', 'Munich', 'berlin']",
            correct: false,
            why: '`casefold()` lowers the case and `strip()` removes the spaces before anything is compared.',
          },
        ],
      },
      {
        id: 'data-cleaning-6',
        kind: 'order',
        section: 'Keep raw data raw',
        prompt: 'Put the steps of a repeatable cleaning job in order.',
        steps: [
          'Read the untouched export from the read-only raw folder',
          'Profile it and write down the problems found',
          'Apply each cleaning decision as code in a script kept in Git',
          'Run assertions and reconcile with a trusted total',
          'Write the result to a new file in the clean folder',
        ],
        why: 'The raw file is only ever read; decisions live in versioned code; checks run before anything is published, so the whole job can be rerun next month or after a fix.',
      },
      {
        id: 'data-cleaning-7',
        kind: 'single',
        section: 'Outliers',
        prompt:
          'Tukey’s rule flags one order of 500 laptops by a company customer; a quick check with sales confirms it is real. What should you do?',
        options: [
          {
            text: 'Delete it, because the rule flagged it as an outlier',
            correct: false,
            why: 'The rule only flags; a confirmed real order is part of the business, and deleting it understates revenue.',
          },
          {
            text: 'Replace it with the median order so the averages look normal',
            correct: false,
            why: 'That invents data and hides the company’s largest order; change the method, not the data.',
          },
          {
            text: 'Keep it, and report medians or analyse large business orders separately if it distorts the averages',
            correct: true,
            why: 'Real extreme values stay in the data; robust summaries or a separate segment handle their influence honestly.',
          },
          {
            text: 'Set it to missing, exactly as you would treat an impossible value such as a customer whose age is 212 years',
            correct: false,
            why: 'Missing is for errors you cannot fix; this value is correct and confirmed.',
          },
        ],
      },
      {
        id: 'data-cleaning-8',
        kind: 'single',
        section: 'Units and time zones',
        prompt:
          'Session durations from the web client have a median of 41,000 while those from the app have a median of 39. Both are supposed to be "seconds". What is the most likely explanation?',
        options: [
          {
            text: 'Web users stay a thousand times longer than app users',
            correct: false,
            why: 'A factor of about 1,000 between sources is the classic signature of a unit mismatch, not of behaviour.',
          },
          {
            text: 'The web client records milliseconds; convert it and name the column `duration_s`',
            correct: true,
            why: '41,000 ms is 41 s, close to the app’s 39 s; one unit for all rows, named in the column, prevents a repeat.',
          },
          {
            text: 'The web values are outliers and should be removed by Tukey’s rule',
            correct: false,
            why: 'Removing a whole source hides a systematic unit problem instead of fixing it.',
          },
          {
            text: 'The app is the broken source, so its values should be multiplied by 1,000 to match the web client’s figures',
            correct: false,
            why: 'That would turn the correct seconds into wrong values; check the documentation of each source first.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'exploratory-data-analysis',
    questions: [
      {
        id: 'exploratory-data-analysis-1',
        kind: 'single',
        section: 'Questions first',
        prompt: 'A manager sends a new dataset and says "have a look". What is the best first step of the exploration?',
        options: [
          {
            text: 'Plot every pair of columns so that nothing is missed',
            correct: false,
            why: 'Hundreds of charts without a question rarely lead to a conclusion, and scanning many pairs produces chance patterns.',
          },
          {
            text: 'Write down the questions the data should answer and what you expect to see',
            correct: true,
            why: 'Questions give the exploration a direction, and a written expectation protects you from reading every result as confirmation.',
          },
          {
            text: 'Fit a machine-learning model straight away so that it finds the important variables automatically',
            correct: false,
            why: 'Modelling comes after you understand the data’s content and quality; a model on unexplored data inherits every hidden problem.',
          },
          {
            text: 'Build the final dashboard first and refine it later',
            correct: false,
            why: 'Presenting before exploring means publishing numbers whose quality and meaning you have not checked.',
          },
        ],
      },
      {
        id: 'exploratory-data-analysis-2',
        kind: 'single',
        section: 'One variable at a time',
        prompt:
          'Session lengths in minutes are 2, 3, 3, 4, 5, 6 and 40. Which summary best describes a typical session?',
        options: [
          {
            text: 'The mean, 9 minutes, because unlike the median it uses every single value in the data',
            correct: false,
            why: 'One 40-minute session pulls the mean far above what six of the seven sessions look like.',
          },
          {
            text: 'The median, 4 minutes, reported with a high percentile for the long tail',
            correct: true,
            why: 'For right-skewed data the median describes the typical case, and a percentile such as p90 shows the tail honestly.',
          },
          {
            text: 'The maximum, 40 minutes, to show the potential',
            correct: false,
            why: 'The maximum describes one extreme session, not a typical one.',
          },
          {
            text: 'The mean after deleting the 40, which is 3.8 minutes',
            correct: false,
            why: 'Deleting a real value to make the mean look typical hides information; use a summary that is robust to it.',
          },
        ],
      },
      {
        id: 'exploratory-data-analysis-3',
        kind: 'multiple',
        section: 'Two variables: relationships and groups',
        prompt: 'Which habits make a group comparison or a correlation trustworthy? Pick all that apply.',
        options: [
          {
            text: 'Show the number of rows next to each group’s average',
            correct: true,
            why: 'Small groups produce extreme averages by chance; the count tells the reader how much weight each one deserves.',
          },
          {
            text: 'Look at the scatter plot before quoting a correlation coefficient',
            correct: true,
            why: 'Curves, clusters and single extreme points can give the same coefficient as a clean straight line.',
          },
          {
            text: 'Use Spearman’s rank correlation when one extreme point dominates the relationship',
            correct: true,
            why: 'Working on ranks makes it far less sensitive to outliers than Pearson’s r.',
          },
          {
            text: 'Compare groups by their totals rather than averages or rates, since totals are exact',
            correct: false,
            why: 'Totals mostly reflect group size; comparing rates or medians (with counts) compares the groups themselves.',
          },
        ],
      },
      {
        id: 'exploratory-data-analysis-4',
        kind: 'single',
        section: 'Correlation is not causation',
        prompt:
          'Across stores, the number of staff correlates strongly with sales (r = 0.8). A manager proposes hiring more staff in every store to raise sales. What is the main problem?',
        options: [
          {
            text: 'r = 0.8 is too weak to mean anything',
            correct: false,
            why: 'It is a strong correlation; the issue is what it can and cannot tell you about cause.',
          },
          {
            text: 'The arrow may point the other way: busy stores hire more staff, so the correlation does not show that staff cause sales',
            correct: true,
            why: 'Reverse causation and confounders (location, store size) can explain the pattern; an experiment would be needed to show the effect of adding staff.',
          },
          {
            text: 'Correlations can only be computed between variables with the same unit',
            correct: false,
            why: 'The correlation coefficient has no unit; it compares variables of any scale.',
          },
          {
            text: 'Nothing is wrong: a correlation this strong across so many stores proves that one variable drives the other, so hiring will work',
            correct: false,
            why: 'No correlation, however strong, proves causation by itself.',
          },
        ],
      },
      {
        id: 'exploratory-data-analysis-5',
        kind: 'output',
        section: "Simpson's paradox and segmenting",
        prompt: 'Each tuple is (conversions, visitors) for two landing pages, split by device. What does it print?',
        code: {
          language: 'python',
          source: `pages = {
    "A": {"mobile": (30, 200), "desktop": (160, 800)},
    "B": {"mobile": (130, 1000), "desktop": (45, 200)},
}
for name, g in pages.items():
    conv = sum(c for c, v in g.values())
    visits = sum(v for c, v in g.values())
    rates = [round(100 * c / v) for c, v in g.values()]
    print(name, rates, round(100 * conv / visits))`,
        },
        options: [
          {
            text: 'A [15, 20] 19\nB [13, 22] 15',
            correct: true,
            why: 'A is better on mobile (15 % vs 13 %) but worse on desktop (20 % vs 22 %), and A wins overall mostly because most of its traffic is desktop, where everyone converts better.',
          },
          {
            text: 'A [15, 20] 18\nB [13, 22] 18',
            correct: false,
            why: 'The totals are weighted by each page’s visitors: A has 190 of 1,000 (19 %), B 175 of 1,200 (15 %), not the average of the two rates.',
          },
          {
            text: 'A [20, 15] 19\nB [22, 13] 15',
            correct: false,
            why: 'The rates are printed in the dictionary’s order, mobile first, then desktop.',
          },
          {
            text: 'A [15, 20] 15\nB [13, 22] 19',
            correct: false,
            why: 'Recompute the totals: 190 / 1,000 is 19 % for A and 175 / 1,200 is about 15 % for B.',
          },
        ],
      },
      {
        id: 'exploratory-data-analysis-6',
        kind: 'fill',
        section: "Simpson's paradox and segmenting",
        prompt:
          'A trend that appears in every group but reverses when the groups are combined, because the groups’ sizes differ, is called ____’s paradox.',
        answers: ['Simpson', 'Simpsons'],
        caseInsensitive: true,
        why: 'Simpson’s paradox: the combined figure mixes different group compositions, as in the kidney-stone study where treatment A won both stone sizes but lost overall.',
      },
      {
        id: 'exploratory-data-analysis-7',
        kind: 'single',
        section: 'Sanity checks against known totals',
        prompt:
          'Your exploration finds October revenue of €1.31 million, but finance reports €1.18 million for the month. What should you do first?',
        options: [
          {
            text: 'Present your number, since your data is more detailed',
            correct: false,
            why: 'An unexplained 11 % gap means something in your data or query is probably wrong; detail is not accuracy.',
          },
          {
            text: 'Find the cause of the gap (duplicates after a join, refunds, time-zone cut-offs, a different definition) before drawing conclusions',
            correct: true,
            why: 'Reconciling with a trusted total comes before findings; a known, explained difference is fine, an unexplained one invalidates what follows.',
          },
          {
            text: 'Scale all your numbers down by 10 % to match finance',
            correct: false,
            why: 'That hides the error instead of finding it, and the distortion is probably not uniform across segments.',
          },
          {
            text: 'Ignore it: differences between two reporting systems are normal in every company and are not worth the time it takes to investigate them',
            correct: false,
            why: 'Small, explained differences are normal; a gap you cannot explain is a warning that a join, filter or definition is wrong.',
          },
        ],
      },
      {
        id: 'exploratory-data-analysis-8',
        kind: 'order',
        section: 'Write down findings and next questions',
        prompt: 'Put the stages of a typical exploratory analysis in order.',
        steps: [
          'Write down the questions and expectations',
          'Look at each important variable on its own',
          'Compare pairs of variables and segments, with their counts',
          'Reconcile key numbers with known totals',
          'Write the findings, caveats and next questions',
        ],
        why: 'Questions guide the work; single variables reveal quality problems before relationships are read; reconciliation confirms the data before findings are written down and shared.',
      },
    ],
  },
];
