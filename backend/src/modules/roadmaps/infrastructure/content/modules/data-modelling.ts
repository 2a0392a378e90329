import type { ModuleContent } from '../content-types.js';

/** Data Analyst lessons: storytelling, regression, time series, notebooks (issue 29). Keys are stable: never rename or reuse them. */
export const DATA_MODELLING_MODULES: ModuleContent[] = [
  {
    key: 'regression-analysis',
    title: 'Regression Analysis',
    summary:
      'Fit and read linear regressions: least squares, coefficients in units and with others held fixed, dummies for categories, R² and residual plots, multicollinearity, causation, and the idea of logistic regression.',
    estimatedMinutes: 132,
    reviewedOn: '2026-11',
    contentMd: `### What regression answers
Regression describes how one numeric outcome changes with one or more inputs. The outcome is the **dependent variable** or target (weekly sales, delivery time, a house price); the inputs are the **predictors** or features (ad spend, distance, floor area). An analyst uses it for two different jobs, and it helps to know which one you are doing. **Explaining**: by how much does sales go up, on average, for each extra thousand euros of advertising? **Predicting**: what will sales be next week if we spend 7,000 euros? The same fitted line serves both, but the questions you must ask of it differ: explanation needs coefficients you can trust and interpret, prediction needs small errors on new data.

**Simple linear regression** uses one predictor and fits a straight line, \`y = intercept + slope * x\`. **Multiple linear regression** uses several predictors, \`y = b0 + b1*x1 + b2*x2 + ...\`, and is what you use in practice, because outcomes rarely depend on one thing.

### Least squares: fitting a line
Many lines pass near a cloud of points. **Ordinary least squares** (OLS) picks the one that makes the sum of squared **residuals** as small as possible, where a residual is the observed value minus the value the line predicts. Squaring does two things: positive and negative misses cannot cancel, and large misses count much more than small ones. That second property is also OLS's weakness: a single extreme point can pull the line towards itself.

For one predictor the answer has a closed form: the slope is the covariance of x and y divided by the variance of x, and the line always passes through the point (mean of x, mean of y). You rarely compute it by hand. Python's standard library has had \`statistics.linear_regression(x, y)\` since version 3.10; it returns the slope and intercept of the least-squares line. For several predictors you use scikit-learn's \`LinearRegression\` (coefficients in \`coef_\`, intercept in \`intercept_\`) or statsmodels' \`ols\`, whose summary adds standard errors, confidence intervals and p-values for every coefficient.

### Reading the coefficients
A coefficient is a rate in **units**: units of y per one unit of x. If \`sales\` is in thousand euros and \`spend\` in thousand euros, a slope of 2.92 reads "each extra thousand euros of advertising goes with about 2,920 euros more sales, on average". Change the unit of x (euros instead of thousands) and the slope changes by the same factor, though nothing about the relationship changed. So a large coefficient is not automatically an important one; always say the units.

The **intercept** is the predicted y when every x is zero. Sometimes that is meaningful (sales with no advertising), often it is not (the price of a flat with zero square metres) and only anchors the line. Be careful with predictions outside the range of the data, called **extrapolation**: the line was fitted on spends between 2 and 9 thousand, and nothing tells you it stays straight at 50.

### Multiple regression: holding others fixed
In a multiple regression each coefficient is the expected change in y for one unit more of its predictor **with the other predictors held fixed**. That is the point of adding them. Suppose flats with more bedrooms sell for more. Bedrooms and floor area rise together, so a simple regression on bedrooms mixes both effects. Add floor area, and the bedroom coefficient now compares flats of the same size: one more bedroom at the same area may even lower the price, because the rooms get smaller. The sign flipped, and both answers are correct answers to different questions. When you report a coefficient, name what was held fixed.

### Categorical variables as dummies
Regression needs numbers, so a category such as \`plan\` (basic, pro, team) becomes **dummy variables**: one 0/1 column per category except one, the **reference category**. With basic as the reference, the model gets \`plan_pro\` and \`plan_team\`; the coefficient of \`plan_pro\` is the expected difference between pro and basic customers, other predictors held fixed. You leave one category out because, with an intercept in the model, the full set of dummies always adds up to 1 and duplicates the intercept exactly. pandas' \`get_dummies(df, columns=["plan"], drop_first=True)\` and scikit-learn's \`OneHotEncoder(drop="first")\` do this. Never code categories as 1, 2, 3 in one column: that tells the model "team" is "basic" plus twice the step to "pro".

### R² and residual plots
**R²**, the coefficient of determination, is the share of the variation of y around its mean that the model accounts for: 1 minus (sum of squared residuals / total sum of squares). For a simple regression with an intercept it equals the square of Pearson's correlation r. An R² of 0.3 can be useful (human behaviour is noisy) and an R² of 0.99 can hide a broken model, so it is a summary, not a verdict. It never decreases when you add a predictor, even a useless one, which is why adjusted R² and, better, error on held-out data are used to compare models.

Then look at the **residuals**. Plot them against the predicted values. A healthy model leaves a shapeless band around zero. A curve means the relationship is not straight (add a squared term or transform a variable, such as a logarithm of income). A funnel that widens means the errors grow with the level, so the uncertainty you report is wrong for large values. A few points far from the rest deserve a look at the raw rows before anything else.

### Multicollinearity
When predictors are strongly correlated with each other, such as floor area and number of rooms, or ad spend on two channels that always move together, the model cannot tell their effects apart. This is **multicollinearity**. Predictions can still be fine, but individual coefficients become unstable: their standard errors grow, signs can flip when you add a few rows, and each one may look "not significant" while together they clearly matter. Check the correlations between predictors, or the variance inflation factor (statsmodels has \`variance_inflation_factor\`; values above 5 or 10 are common warning thresholds). The fixes are to drop or combine one of the overlapping predictors, or to accept it when you only need predictions.

### Correlation, regression and causation
A regression coefficient is still a correlation, adjusted for the other predictors you included. It says nothing about the ones you left out. If stores in rich areas spend more on ads and also sell more, the ad coefficient absorbs part of the wealth effect unless you include area income. Holding variables fixed in a model is not the same as holding them fixed in the world. Causal claims need a randomised experiment, or a design that deals with confounders explicitly. Say "is associated with" unless you have one.

### Logistic regression: the idea
When the outcome is yes or no (churned, bought, defaulted), a straight line would predict values below 0 and above 1. **Logistic regression** models the log-odds of "yes" as a linear combination of the predictors and passes it through the logistic (sigmoid) function, which squeezes any number into a probability between 0 and 1. Coefficients are on the log-odds scale: \`exp(coefficient)\` is an **odds ratio**, so a coefficient of 0.69 roughly doubles the odds of churning for each unit of the predictor. Despite the name it is used for classification, and it is the usual first model for yes/no outcomes.

### Worked example
A marketing lead asks: "How much do our weekly sales move with ad spend, and what should we expect if we spend 7,000 euros next week?" Six weeks of data, fitted with the standard library only:
\`\`\`python
from statistics import correlation, fmean, linear_regression

spend = [2, 3, 5, 6, 8, 9]          # weekly ad spend, thousand EUR
sales = [25, 29, 34, 38, 44, 45]    # weekly sales, thousand EUR

slope, intercept = linear_regression(spend, sales)
print(f"sales = {intercept:.2f} + {slope:.2f} * spend")

predicted = [intercept + slope * x for x in spend]
residuals = [y - p for y, p in zip(sales, predicted)]
print([round(r, 2) for r in residuals])

ss_res = sum(r * r for r in residuals)
mean_sales = fmean(sales)
ss_tot = sum((y - mean_sales) ** 2 for y in sales)
print(round(1 - ss_res / ss_tot, 3), round(correlation(spend, sales) ** 2, 3))
print(round(intercept + slope * 7, 1))
\`\`\`
It prints:
\`\`\`text
sales = 19.77 + 2.92 * spend
[-0.61, 0.47, -0.37, 0.71, 0.87, -1.05]
0.99 0.99
40.2
\`\`\`
Step by step: the slope says each extra thousand euros of spend goes with about 2.9 thousand euros of sales. The residuals are small and alternate in sign with no pattern, and R² matches r², as it must for one predictor. A spend of 7 lies inside the observed range, so 40.2 thousand is a reasonable point estimate. The report to the marketing lead says all of that, and adds the two honest caveats: six weeks is very little data, and the weeks with high spend may also have been the weeks with promotions, so the 2.9 is an association, not a promise. The next step is a planned test: vary spend on purpose for a few weeks, or by region.

### Common mistakes
- **Reporting a coefficient without units or without "holding fixed".** The number is meaningless on its own; write "per thousand euros, for stores of the same size".
- **Judging a model by R² alone.** Look at the residual plot and at error on held-out data; a high R² can come from a curve fitted with a line or from one extreme point.
- **Coding categories as 1, 2, 3.** That invents an order and equal steps; use dummies with a reference category.
- **Keeping every dummy plus the intercept.** The columns are perfectly collinear; drop one category.
- **Reading causation into a coefficient.** Confounders you left out are inside it; say "associated with" unless the data comes from an experiment.
- **Extrapolating far beyond the data.** The fitted line is only checked where you have observations.

### At work
Analysts use regression to size effects for a decision ("how much does delivery time rise per extra kilometre?"), to adjust comparisons ("are region B's sales lower once store size is taken into account?") and as a transparent baseline before anything fancier. The usual tools are statsmodels when the coefficients and their uncertainty matter, scikit-learn when the goal is prediction, and spreadsheet trend lines for quick looks. Reviewers will ask about units, what was held fixed, the residual plot, and whether a coefficient can be read causally; a good write-up answers those four before anyone asks.`,
    resources: [
      {
        title: 'Python docs: statistics — linear_regression and correlation',
        url: 'https://docs.python.org/3/library/statistics.html',
        kind: 'docs',
      },
      {
        title: 'scikit-learn user guide: Linear models',
        url: 'https://scikit-learn.org/stable/modules/linear_model.html',
        kind: 'docs',
      },
      {
        title: 'OpenIntro Statistics (free book): linear, multiple and logistic regression chapters',
        url: 'https://www.openintro.org/book/os/',
        kind: 'book',
      },
      {
        title: 'Google Machine Learning Crash Course: Linear regression',
        url: 'https://developers.google.com/machine-learning/crash-course/linear-regression',
        kind: 'course',
      },
    ],
  },
  {
    key: 'time-series-basics',
    title: 'Time Series Basics',
    summary:
      'Work with data over time: trend, seasonality and noise, resampling and rolling windows, year-over-year comparisons, time zones and calendar effects, splitting by time, naive baselines and forecast error.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### What makes time series different
A **time series** is a sequence of measurements in time order: orders per day, page views per hour, revenue per month. Most statistics you have met treat rows as independent and interchangeable; in a time series they are neither. Today's value is usually close to yesterday's, December looks like last December, and the order of the rows carries information. That changes how you summarise, compare, split and evaluate. The standard free reference is Rob Hyndman and George Athanasopoulos's book *Forecasting: Principles and Practice*; this lesson follows its vocabulary.

In pandas, a time series is a Series or DataFrame with a **DatetimeIndex**. Parse the timestamps when you load the data (\`pd.read_csv(..., parse_dates=["ordered_at"])\`), set them as the index and sort it, and the time-series tools below become available.

### Trend, seasonality and noise
Most business series can be described as three parts added together (or multiplied, when the swings grow with the level):
- **Trend**: the long-term direction, such as steady growth in customers.
- **Seasonality**: a pattern that repeats with a fixed, known period: the weekly cycle of a shop (busy Saturdays), the yearly cycle of retail (a December peak), the daily cycle of web traffic.
- **Noise** (the remainder): what is left, the irregular movement no pattern explains.

Seeing the parts separately answers different questions. "Are we growing?" is a question about the trend, and a December peak should not fool you into a yes. "Was last week unusual?" is a question about the remainder after the weekly and yearly patterns are removed. A **decomposition** does this split: statsmodels offers \`seasonal_decompose\` (classical) and \`STL\`, which handles changing seasonal patterns and outliers better. Always plot the series first; the eye finds trend, seasonality, outliers and breaks (a new tracking system, a price change) faster than any function.

### Resampling to a regular frequency
Raw data usually arrives as events (one row per order) or at an awkward frequency. **Resampling** turns it into a regular series at the frequency your question needs:
\`\`\`python
orders = pd.read_csv("orders.csv", parse_dates=["ordered_at"]).set_index("ordered_at").sort_index()
daily = orders["amount"].resample("D").sum()        # revenue per calendar day
weekly = orders["amount"].resample("W").sum()       # weeks ending on Sunday by default
monthly = orders["amount"].resample("MS").sum()     # labelled by the month's first day
\`\`\`
Choose the aggregation with care: **sum** for amounts and counts, **mean** for levels such as temperature or a price, **last** for balances and stock levels. A day with no orders appears as 0 after \`sum()\`, which is right for revenue but wrong if it means the system was down; decide which it is before the zeros go into a chart. Going to a finer frequency (monthly to daily) is **upsampling** and needs a fill rule (\`ffill()\`, interpolation); it invents values, so do it deliberately.

### Rolling windows and moving averages
A **rolling window** computes a statistic over the last *n* periods, moving one step at a time. The most common one is the **moving average**, which smooths out noise so the trend is visible:
\`\`\`python
daily.rolling(7).mean()                 # 7-day moving average
daily.rolling(7, center=True).mean()    # centred: the window is around each day
daily.rolling("28D").sum()              # a time-based window of 28 days
\`\`\`
Two details matter. First, with a window of 7 the first six results are NaN, because pandas needs 7 values by default (\`min_periods\` changes that). Second, pick the window to match the seasonality: a 7-day average on daily data contains every weekday exactly once, so the weekly pattern cancels out and the trend remains; a 5-day window would still wobble with the week. A trailing window (the default) lags behind the data; a centred one does not lag but cannot be computed for the most recent days, so dashboards use trailing windows and analyses of the past often use centred ones.

### Year-over-year comparisons
Comparing December with November mostly measures seasonality. Comparing December with the previous December removes it, which is why businesses report **year-over-year** (YoY) change: \`monthly.pct_change(periods=12)\` on a monthly series, or \`monthly / monthly.shift(12) - 1\`. Compare like with like: a month-to-date figure against a whole previous month, or a week that contains Easter against one that does not, produces "growth" that is only calendar. For weekly data, compare with the same week number of last year, so that weekdays line up.

### Time zones and calendar effects
Store timestamps in UTC and convert for reporting (\`tz_localize("UTC").tz_convert("Europe/Berlin")\`), as the data cleaning lesson explains; the day a sale "happened" depends on the time zone you resample in. In zones with daylight saving time, one day a year has 23 hours and another 25, so hourly counts for those days are not comparable with normal days.

The calendar itself adds patterns: months have 28 to 31 days and a different number of weekends, so monthly totals vary even when daily demand is flat; dividing by the number of days (or trading days) gives a fairer comparison. Moving holidays such as Easter shift demand between March and April from year to year. Promotions, strikes and outages are one-off events: note them, because they will otherwise be read as trend.

### Split by time, never shuffle
To test a forecast you must pretend to stand at a point in time and predict what came after. So you split **by time**: train on everything before a cut-off date, test on everything after it. A random split, the default of \`train_test_split\` in scikit-learn, would let the model learn from next week to predict last week, which is leakage and makes any model look better than it will be. For repeated evaluation use scikit-learn's \`TimeSeriesSplit\`, which makes several splits in which the test part always comes after the training part. The same care applies to features: a "rolling 7-day average" feature must only use days before the one being predicted.

### Baselines: naive and seasonal naive
Before any model, compute the forecasts that need no model at all. The **naive** forecast says every future value equals the last observed one. The **seasonal naive** forecast says each value equals the last observed value from the same season: next January equals last January. Hyndman and Athanasopoulos use these as benchmarks: a more complex method is only worth its cost if it beats them on the test period. They are also surprisingly hard to beat for short horizons, and they make a complicated model's wins and failures easy to explain.

### Measuring forecast error
A forecast error is the actual value minus the forecast. Summarise errors on the test period, never on the training data:
- **MAE** (mean absolute error): the average size of a miss, in the unit of the data ("we are off by 9 orders a month on average"). Easy to explain.
- **RMSE** (root mean squared error): squares the errors first, so large misses weigh more.
- **MAPE** (mean absolute percentage error): the average miss as a percentage of the actual value. It is popular because it is unit-free, but it has known pitfalls: it is undefined when an actual value is 0 and explodes when actuals are near 0 (a product that sells 1 unit and was forecast at 3 is a 200 % miss); it only makes sense for data with a meaningful zero (not temperatures in °C); and it punishes over-forecasts and under-forecasts unequally. Use it for series that stay well above zero, and report MAE alongside.

Compare methods on the same test period with the same metric, and look at the errors over time, not only their average: a model can have a good MAE and still miss every peak.

### Worked example
Operations needs a monthly order forecast for next year to plan staff. There are three years of monthly orders; the last year is held out to test the candidates.
\`\`\`python
from statistics import fmean

# Monthly orders, January 2023 to December 2025 (36 months)
orders = [
    80, 82, 90, 95, 100, 104, 98, 96, 105, 112, 140, 170,   # 2023
    88, 90, 99, 104, 109, 114, 107, 105, 115, 122, 152, 185,  # 2024
    95, 97, 107, 112, 118, 123, 115, 114, 124, 132, 165, 200,  # 2025
]
train, test = orders[:24], orders[24:]          # split by time, never shuffled

naive = [train[-1]] * 12                        # last value, repeated
seasonal_naive = train[-12:]                    # same month last year

def mae(actual, forecast):
    return fmean(abs(a - f) for a, f in zip(actual, forecast))

def mape(actual, forecast):
    return 100 * fmean(abs(a - f) / a for a, f in zip(actual, forecast))

print(round(mae(test, naive), 1), round(mae(test, seasonal_naive), 1))
print(round(mape(test, naive), 1), round(mape(test, seasonal_naive), 1))
yoy = [round(100 * (b - a) / a, 1) for a, b in zip(orders[12:24], orders[24:])]
print(yoy[:3], yoy[-1])
\`\`\`
It prints:
\`\`\`text
62.3 9.3
55.2 7.4
[8.0, 7.8, 8.1] 8.1
\`\`\`
The naive forecast repeats December's peak of 185 for every month and misses by 62 orders a month on average. The seasonal naive forecast, which copies 2024 month by month, misses by about 9. The year-over-year numbers show why it still misses: every month of 2025 is about 8 % above the same month of 2024, a trend the seasonal naive method ignores. So the next candidate is "same month last year, plus the recent growth rate", and it has to beat 9.3 orders of MAE on the same test year to be adopted. The report to operations gives the forecast, the MAE as the expected size of a miss, and the assumption that growth continues.

### Common mistakes
- **Shuffling before splitting.** The test set must lie after the training set in time; otherwise the score is leakage.
- **Comparing a month with the previous month** when the series is seasonal. Compare with the same period last year, or with a seasonally adjusted series.
- **Resampling with the wrong aggregation.** Summing temperatures or averaging revenue gives numbers that mean nothing; choose sum, mean or last by what the column measures.
- **Trusting MAPE near zero.** A few tiny actual values can dominate it; report MAE as well.
- **Skipping the baselines.** Without naive and seasonal naive scores, nobody knows whether the model adds anything.
- **Ignoring time zones and calendar effects.** Days cut at UTC midnight, 23-hour days and Easter moving between months all create patterns that are not in the business.

### At work
Analysts meet time series constantly: weekly business reviews with YoY growth and 7-day averages, dashboards of daily active users, capacity and staffing forecasts, and anomaly alerts ("orders are 30 % below the same hour last week"). The usual tools are pandas for resampling and rolling windows, SQL date functions and window functions in the warehouse, and statsmodels or dedicated forecasting libraries for models. What reviewers check first is the split (by time?), the baseline (seasonal naive?), the error metric (and its pitfalls) and whether calendar effects were considered.`,
    resources: [
      {
        title: 'pandas user guide: Time series / date functionality',
        url: 'https://pandas.pydata.org/docs/user_guide/timeseries.html',
        kind: 'docs',
      },
      {
        title: 'pandas user guide: Windowing operations',
        url: 'https://pandas.pydata.org/docs/user_guide/window.html',
        kind: 'docs',
      },
      {
        title: 'scikit-learn: Cross-validation of time series data (TimeSeriesSplit)',
        url: 'https://scikit-learn.org/stable/modules/cross_validation.html#time-series-split',
        kind: 'docs',
      },
      { title: 'Kaggle Learn: Time Series', url: 'https://www.kaggle.com/learn/time-series', kind: 'interactive' },
    ],
  },
];
