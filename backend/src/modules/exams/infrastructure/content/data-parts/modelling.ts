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
];
