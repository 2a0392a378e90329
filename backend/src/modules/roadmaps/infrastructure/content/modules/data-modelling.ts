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
Step by step: the slope says each extra thousand euros of spend goes with about 2.9 thousand euros of sales. The residuals are small, of both signs and with no clear pattern, and R² matches r², as it must for one predictor. A spend of 7 lies inside the observed range, so 40.2 thousand is a reasonable point estimate. The report to the marketing lead says all of that, and adds the two honest caveats: six weeks is very little data, and the weeks with high spend may also have been the weeks with promotions, so the 2.9 is an association, not a promise. The next step is a planned test: vary spend on purpose for a few weeks, or by region.

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
  {
    key: 'jupyter-notebooks',
    title: 'Jupyter Notebooks',
    summary:
      'Use notebooks well: cells and kernels, execution order and hidden state, restart and run all, magics, reproducible environments and seeds, notebooks in Git, moving code into modules, and JupyterLab, Colab or VS Code.',
    estimatedMinutes: 133,
    reviewedOn: '2026-11',
    contentMd: `### What a notebook is
A **Jupyter notebook** is a document that mixes runnable code, its results (tables, charts, printed text) and explanations written in Markdown. It is saved as an \`.ipynb\` file, which is JSON: a list of cells, each with its source, its outputs and some metadata. That is why notebooks suit exploratory analysis: you load data in one cell, look at it, try a transformation in the next, and keep the reasoning next to the results. It is also the root of their problems, which this lesson is mostly about.

A notebook has three kinds of cells. **Code cells** run code and show the output below them. **Markdown cells** hold headings, text, lists and links. **Raw cells** are passed through untouched, and you will rarely need them. In JupyterLab, \`Shift+Enter\` runs the current cell and moves to the next, and the notebook has two modes: edit mode (typing into a cell) and command mode (\`Esc\`), where single keys act on cells, such as \`A\` and \`B\` to insert a cell above or below, and \`M\` and \`Y\` to switch a cell to Markdown or code.

### Kernels
The code does not run in the browser or the editor. It runs in a **kernel**, a separate process that receives each cell, executes it and sends back the results. For Python that is the IPython kernel; other languages have kernels of their own. All the cells of a notebook share one kernel, and so one set of variables: a DataFrame loaded in the first cell is still in memory when you run the twentieth.

Two practical consequences. First, the kernel belongs to a specific Python environment, so the packages available are those of that environment, not of whatever \`python\` your terminal finds. If \`import pandas\` fails in the notebook but works in the terminal, the notebook is using a different kernel. Second, restarting the kernel throws away every variable, which is exactly what you sometimes need. *Interrupt* stops a long-running cell without losing state; *Restart* starts a fresh process.

### Execution order and hidden state
The number next to a code cell, \`[7]\`, is its **execution count**: the order in which cells were actually run in this kernel session. It need not match their order on the page. You can run cell 5, edit cell 2, run it, then run cell 5 again. The kernel only knows what was executed, in the order it was executed.

This creates **hidden state**: results that depend on things no longer visible in the notebook. Typical cases: a variable defined in a cell you later deleted still exists in memory; a cell like \`df = df[df["amount"] > 0]\` that you ran twice; a \`sales\` variable renamed to \`revenue\` in the code, while the old \`sales\` still lives in the kernel and the cells that use it keep working. The notebook looks correct and even shows the right outputs, but nobody, including you next month, can get those outputs by running it from the top.

### Restart and run all
The cure is simple and should become a habit: before you share a notebook, commit it or trust its numbers, use **Restart Kernel and Run All Cells** (the Kernel menu in JupyterLab, "Restart" then "Run All" in other tools). If it runs top to bottom without errors and gives the same results, the notebook is the analysis; if not, you just found hidden state while it is cheap to fix. Two habits make this painless: keep heavy steps (a 20-minute query) in a cell that writes its result to a file, so later cells can reload it; and write cells so that running one twice does the same thing as running it once.

### Magics and shell commands
IPython adds **magic commands** to Python. Line magics start with \`%\` and apply to one line; cell magics start with \`%%\` and apply to the whole cell.
\`\`\`python
%timeit sorted(values)          # time a statement over many runs
%%time                          # (first line of a cell) time the whole cell once
%pip install pyarrow            # install into the environment of the running kernel
%load_ext autoreload
%autoreload 2                   # re-import edited modules before each cell
%who                            # list the variables defined in the kernel
!ls data/                       # run a shell command
\`\`\`
\`%pip\` is safer than \`!pip\`, because it installs into the environment the kernel is actually using. \`%who\` is a quick way to spot hidden state. Magics only work in IPython and Jupyter; a \`.py\` script with \`%timeit\` is a syntax error, one more reason to keep them out of code you plan to move into modules.

### Reproducibility
A notebook is reproducible when someone else, on another machine, gets the same results from the same inputs. That needs more than restart and run all:
- **Pin the environment.** Work in a virtual environment and record the versions (\`pip freeze > requirements.txt\`), so the notebook does not silently change behaviour when pandas is upgraded.
- **Seed the randomness.** Sampling, train/test splits and simulations use random numbers; set a seed once at the top (\`random.seed(42)\`, \`rng = np.random.default_rng(42)\`, \`random_state=42\` in scikit-learn) so the numbers repeat.
- **Use relative paths and fixed inputs.** \`data/orders_2026-10.csv\` in the project, not \`C:/Users/ana/Downloads/final2.csv\`; and say which extract or query date the data comes from.
- **Keep secrets out.** Read passwords and API keys from environment variables, never type them into a cell: outputs and code are saved into the file and end up in Git and in emails.

### Notebooks in Git
Because an \`.ipynb\` file is JSON with outputs embedded (including images as base64 text and execution counts), a tiny code change can produce a huge, unreadable diff, and two people editing the same notebook produce merge conflicts that are painful to resolve. Common remedies:
- **Strip outputs before committing.** The \`nbstripout\` tool installs as a Git filter (\`nbstripout --install\` in the repository), so outputs and execution counts never reach the repository while your local file keeps them.
- **Use notebook-aware diffs.** Jupyter's \`nbdime\` shows changes cell by cell instead of as JSON.
- **Pair the notebook with a script.** Jupytext keeps a \`.py\` or Markdown copy of the notebook in sync; review and merge the text version.
When a notebook is a deliverable (a report with its charts), commit a rendered copy as well, such as HTML from \`jupyter nbconvert --to html\`.

### From notebook to module
Notebooks are good for exploring and explaining; they are poor for code that must be reused, tested and run on a schedule. Move code into a plain Python module (\`analysis/cleaning.py\`) when a function is copied into a second notebook, when a step must run every day, when it deserves a unit test, or when a cell has grown past one screen. The notebook then imports it (\`from analysis.cleaning import clean_orders\`) and shows the results; \`%autoreload 2\` makes edits to the module visible without restarting the kernel. This split keeps logic in files that Git diffs well and tests can cover, and keeps notebooks short and readable. For notebooks that must run on a schedule, tools such as papermill execute them with parameters, but the logic is still better in modules.

### JupyterLab, Colab and VS Code
- **JupyterLab** is Project Jupyter's own interface, running locally (\`pip install jupyterlab\`, then \`jupyter lab\`) with a file browser, terminals and several notebooks side by side. The Jupyter Notebook interface (\`pip install notebook\`, then \`jupyter notebook\`) is still available for a simpler, one-document view; since version 7 it is built from JupyterLab's components.
- **Google Colab** runs notebooks on Google's machines in the browser with nothing to install, which is ideal for learning and sharing. The runtime is temporary: after a disconnection files saved in it can disappear, so keep data in Google Drive or re-download it, and install extra packages in the notebook.
- **VS Code** opens \`.ipynb\` files directly through its Jupyter extension, and lets you pick the kernel from a project's virtual environment; you get the editor's debugging, Git and refactoring tools next to the notebook.
The file format is the same everywhere, so a team can mix them; what matters is that the kernel and its environment are the project's.

### Worked example
Ana inherits \`churn_analysis.ipynb\`. It shows a churn rate of 4.1 % and a chart. When she runs it from the top, cell 6 fails with \`NameError: name 'active' is not defined\`. The execution counts go 1, 2, 14, 3, 9: the author ran cells out of order, and \`active\` was defined in a cell later deleted.

1. She restores the missing step as a cell near the top, \`active = customers[customers["status"] == "active"]\`, and checks its meaning with the author.
2. She moves the data loading and cleaning into \`churn/prepare.py\` with a function \`load_customers(path)\`, adds \`%load_ext autoreload\` and \`%autoreload 2\` at the top, and imports it.
3. She sets \`SEED = 42\` in the first cell and passes it to the sampling step, so the chart no longer changes on every run.
4. She records the environment with \`pip freeze > requirements.txt\` and adds \`nbstripout --install\` so outputs stay out of Git.
5. Restart Kernel and Run All: it runs, and the churn rate is now 4.6 %. The old 4.1 % came from a stale filter.

The last step is the important one: the old notebook was not wrong in its code, it was wrong in its state. Ana reports the corrected number with a note on why it changed.

### Common mistakes
- **Sharing a notebook that was never run top to bottom.** Restart and run all before sharing; hidden state is invisible otherwise.
- **Cells that change their own inputs** (\`df = df.dropna()\` on the same name), which give a different result each time they run. Give results new names.
- **Installing with \`!pip\` into the wrong environment.** Use \`%pip\`, and pick the project's kernel.
- **Committing outputs and secrets.** Strip outputs and read credentials from the environment.
- **Letting a notebook become the production pipeline.** Move reused or scheduled code into modules with tests.
- **Forgetting the seed.** Random samples change between runs and nobody can reproduce the figure.

### At work
Analysts use notebooks daily for exploration, one-off analyses and to explain results to colleagues, often on shared servers (JupyterHub), in cloud notebooks (Colab, Databricks, SageMaker) or in VS Code. Teams usually have rules: notebooks in a \`notebooks/\` folder with dated or numbered names, outputs stripped in Git, shared logic in a package, and "restart and run all" before review. A reviewer's first move on your notebook will be to run it from the top, so do it first.`,
    resources: [
      {
        title: 'Project Jupyter: Installing Jupyter (JupyterLab and Notebook)',
        url: 'https://jupyter.org/install',
        kind: 'docs',
      },
      { title: 'Project Jupyter: Try Jupyter in your browser', url: 'https://jupyter.org/try', kind: 'interactive' },
      {
        title: 'nbstripout: strip output from notebooks (PyPI)',
        url: 'https://pypi.org/project/nbstripout/',
        kind: 'docs',
      },
      {
        title: 'Python docs: venv — creation of virtual environments',
        url: 'https://docs.python.org/3/library/venv.html',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'data-storytelling',
    title: 'Data Storytelling',
    summary:
      'Turn analysis into decisions: know the audience and the one question, lead with the main message, pick the chart for the comparison, declutter and annotate, keep axes honest, show uncertainty, and write and present the result.',
    estimatedMinutes: 141,
    reviewedOn: '2026-11',
    contentMd: `### Why analysis needs a story
An analysis only has value when someone understands it and acts on it. Most stakeholders will give your work a few minutes, between other meetings, and they did not see the hours of cleaning and checking behind it. **Data storytelling** is the craft of turning findings into a message that a specific audience understands, believes and can act on: the right message, in the right order, with charts and words that make it obvious. It is not decoration and it is not spin. A good story leaves out what does not matter to the decision; it never leaves out what would change it.

Storytelling builds on the chart skills of the Data Visualization lesson (picking a chart type, labelling, bars from zero). Here the unit is not one chart but the whole communication: a slide, a dashboard page, a one-page memo, a five-minute update in a meeting.

### Start with the audience and the one question
Before you open a slide tool, answer three things in writing. **Who** is the audience, and what do they already know? A head of sales knows the regions by heart but not what a p-value is; a data team lead wants the method. **What decision** do they face, or what question did they ask? "Should we extend the free trial to 30 days?" is a decision; "look at trial data" is not, so go back and ask what it is for. **What do you want them to know or do** after they have heard you?

Then try to state your main message in one sentence that contains a finding and its consequence: "The 30-day trial converted as well as the 14-day one, so extending it costs us two weeks of revenue per customer for no gain." If you cannot write that sentence, the analysis is not finished, and no chart will rescue it. Separate **exploratory** work (everything you looked at to find out) from **explanatory** work (the few things the audience needs to see): the fifteen charts you made on the way are not the presentation.

### Lead with the main message
Business readers want the conclusion first, then the evidence. Journalists call this the **inverted pyramid**: the most important point at the top, supporting detail after, background last, so that a reader who stops early still got the point. Academic writing often works the other way (method, results, and only then the conclusion), and that order loses a busy audience before the answer arrives.

In practice: the subject line or first sentence of a memo is the conclusion; a slide's title is a full sentence stating what the slide shows ("Churn fell in every region after the onboarding change"), not a label ("Churn by region"); a dashboard page has its key number at the top left, where most readers start. Then give two or three supporting points, each with its evidence.

### Choose the chart for the comparison
Every chart is a comparison, so name the comparison your message needs and let that pick the chart:
- **Change over time**: a line chart; for just two points in time across several groups, a slope chart (one line per group from "before" to "after").
- **Ranking**: sorted horizontal bars or a dot plot.
- **Against a target or a reference**: bars or dots with the target as a reference line, or a chart of the difference itself (deviation from plan).
- **Part of a whole**: a stacked bar, or simply the one share that matters written as a number.
- **Distribution**: a histogram or box plots side by side.
- **Relationship**: a scatter plot, with the points you discuss labelled.
If several groups need the same chart, use **small multiples**, a grid of small charts with shared axes, instead of one crowded chart with eight colours. And sometimes the best chart is a number: "Refunds doubled, from 210 to 430 a week" needs no axes.

### Declutter
Every element on a chart costs the reader attention, so each must earn its place. Remove the chart border, heavy grid lines, background colours, 3D effects, redundant legends (label the lines directly at their ends), tick labels with more digits than needed, and decimals nobody will use. Keep the data, the axis labels with units, the source and whatever the message depends on. The test is not "does it look empty?" but "does the eye go straight to the point?"

Then direct attention. The eye notices colour, size and position before it reads anything, so use them for the message only: draw everything in grey and the one series you are talking about in a strong colour. If everything is highlighted, nothing is.

### Annotate the point
Do not make the reader hunt. Write the explanation onto the chart where it happens: a short note next to the spike ("Outage, 3 March"), a label on the line that matters ("Mobile, +18 %"), a reference line with its meaning ("Target: 95 %"). In Matplotlib, \`ax.annotate()\` places text with an optional arrow, \`ax.axvline()\` and \`ax.axhline()\` draw reference lines, and \`ax.text()\` labels a line at its end. Annotations are also where honesty lives: a footnote with the data source, the date range, the definition of the metric and anything unusual (a change in tracking) belongs on the chart, not in your head.

### Honest axes and scales
Misleading charts are usually made by accident, and each one costs the trust that makes the next analysis believed. Beyond bars starting at zero:
- **Cherry-picked windows.** Starting a chart at last year's low makes any recovery look dramatic. Show the period the decision needs, and say why it starts where it does.
- **Dual axes.** Two series on two y-axes can be made to cross, diverge or move together just by choosing the scales; prefer two charts one above the other with the same time axis.
- **Totals that should be rates.** More orders in a bigger region is not news; show orders per customer or per store when sizes differ.
- **Cumulative charts** always go up, so they hide that the latest weeks were worse; show the weekly values.
- **Percent versus percentage points.** A conversion rate going from 4 % to 5 % rose by 1 percentage point, which is a 25 % relative increase. Both are true; say which one you mean, because the bigger-sounding number is often quoted alone.
- **Inconsistent scales** across small multiples: share the axes, or state clearly that they differ.

### Show uncertainty
A number without its uncertainty invites overconfidence. If a test estimated a lift of 3 %, with a 95 % confidence interval from 0.5 % to 5.5 %, say "about 3 %, plausibly anywhere from half a percent to five and a half". On charts, show the interval (error bars, a shaded band around a line, or the range as text) and **say what it is**, because error bars can show a standard deviation, a standard error or a confidence interval, and they mean very different things. Show sample sizes next to group comparisons. Round to the precision the data supports: "12.3456 %" suggests accuracy that a sample of 400 does not have; "about 12 %" is more honest. And for forecasts, give a range, not a single line.

Uncertainty is not a weakness to hide. Stakeholders make better decisions when they know whether the result is solid, suggestive or a guess, and an analyst who says so is trusted more the next time.

### The written summary: a memo structure
Much analysis is delivered as a short document or message. A structure that works for a one-page memo:
1. **The answer** in one or two sentences, with the key number ("Extending the trial did not raise conversion: 11.8 % vs 12.1 %, a difference well within noise").
2. **What it means / the recommendation**: the decision you propose, or the decision you need from them.
3. **Supporting evidence**: two or three points, each with one chart or number.
4. **Caveats**: what the data cannot tell, the main assumptions, the known data issues.
5. **Method and details**: the data source, the date range, definitions, the query or notebook link, in an appendix or at the end.
Write in plain words, define each metric once, and write numbers consistently (same units, same rounding). Reread it as the busiest person on the list: can they stop after the first paragraph and still act correctly?

### Presenting to stakeholders
In a meeting you get even less attention than in a memo. Open with the answer, then the evidence, then the discussion you want: "I need a decision on X today." One message per slide, with an action title; put detail in an appendix you can open when someone asks. Speak to the chart: tell people what to look at before they try to read it ("the grey lines are the other regions; watch the blue one after March"). Prepare for the questions you will certainly get: "how does this compare with last year?", "is this significant?", "why does this not match the finance report?" (reconcile your totals with known figures beforehand). If a key stakeholder might be surprised or upset by the result, show it to them before the meeting rather than in front of their team. And when you do not know, say so and follow up; guessing in public costs more than a day's delay.

### Worked example
A product director asks: "Did the new onboarding flow reduce churn?" The analyst has a notebook with 14 charts. The story is built like this:
1. **Audience and question**: the director decides whether to roll the flow out to all countries; she knows the product, not statistics.
2. **Main message**: "New customers who got the new onboarding churned less in their first 90 days (9 % vs 12 %), so we recommend rolling it out everywhere."
3. **The numbers, checked for honesty**:
\`\`\`python
old, new = 0.12, 0.09
print(f"{(new - old) * 100:+.0f} pp", f"{(new / old - 1) * 100:+.0f} %")
\`\`\`
which prints \`-3 pp -25 %\`. The memo says "3 percentage points lower, a quarter fewer churned customers", so neither number misleads alone; it adds the 95 % interval for the difference and the number of customers per group.
4. **Evidence**: one chart, a line of monthly 90-day churn for both groups, the new flow in colour and the old in grey, with an annotation at the rollout date and the source and definition in a footnote. A second small chart shows the effect in each of the four countries, as small multiples with shared axes, because the director will ask "everywhere?".
5. **Caveats**: the test ran in two months of the year, and the second month included a price change for everyone.
6. **Delivery**: a one-page memo sent the day before, and three slides in the meeting; the 14 exploratory charts stay in the notebook, linked in the appendix.

### Common mistakes
- **Presenting the analysis in the order you did it.** Lead with the answer; the journey goes in the appendix.
- **Titles that label instead of conclude.** "Revenue by month" makes the reader do the work; "Revenue recovered to last year's level in October" does not.
- **Showing every chart you made.** Exploratory charts answer your questions, not theirs; keep the few that carry the message.
- **Hiding uncertainty or caveats.** A surprising number with no interval will be trusted too much or dismissed completely.
- **Quoting only the dramatic version of a change**, such as a 25 % relative increase without the 1 percentage point behind it.
- **Highlighting everything.** Five bright colours means no focus; grey out what is context.

### At work
Analysts present results weekly: business reviews, experiment read-outs, answers to ad-hoc questions in chat, quarterly decks for leadership. Many teams have templates (an experiment read-out with the answer first, a memo with a fixed structure) and a chart style guide. Your analysis will often be forwarded without you, so the chart and the first paragraph must stand on their own. The analysts whose work gets used are the ones who make the decision easy: clear message, honest evidence, stated uncertainty and a recommendation.`,
    resources: [
      {
        title: 'Matplotlib API: Axes.annotate',
        url: 'https://matplotlib.org/stable/api/_as_gen/matplotlib.axes.Axes.annotate.html',
        kind: 'docs',
      },
      {
        title: 'Fundamentals of Data Visualization: Telling a story and making a point (free book chapter)',
        url: 'https://clauswilke.com/dataviz/telling-a-story.html',
        kind: 'book',
      },
      {
        title: 'Fundamentals of Data Visualization: Visualizing uncertainty (free book chapter)',
        url: 'https://clauswilke.com/dataviz/visualizing-uncertainty.html',
        kind: 'book',
      },
      {
        title: 'Nielsen Norman Group: Inverted Pyramid, writing for comprehension',
        url: 'https://www.nngroup.com/articles/inverted-pyramid/',
        kind: 'article',
      },
    ],
  },
];
