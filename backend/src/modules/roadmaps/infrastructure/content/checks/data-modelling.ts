import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/data-modelling.ts. */
export const DATA_MODELLING_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'regression-analysis',
    questions: [
      {
        id: 'regression-analysis-1',
        kind: 'single',
        section: 'Least squares: fitting a line',
        prompt: 'What does ordinary least squares (OLS) make as small as possible?',
        options: [
          {
            text: 'The sum of the residuals',
            correct: false,
            why: 'Positive and negative residuals cancel, so many bad lines have a residual sum of zero; that is why the residuals are squared.',
          },
          {
            text: 'The number of points that lie off the line',
            correct: false,
            why: 'With real data almost no point lies exactly on the line; OLS cares how far off they are, not how many.',
          },
          {
            text: 'The sum of the squared residuals',
            correct: true,
            why: 'Squaring stops misses from cancelling and makes large misses count more, which is also why one extreme point can pull the line.',
          },
          {
            text: 'The largest single residual',
            correct: false,
            why: 'Minimising the worst miss is a different method (minimax); OLS uses every residual, squared.',
          },
        ],
      },
      {
        id: 'regression-analysis-2',
        kind: 'output',
        section: 'Least squares: fitting a line',
        prompt: 'What does this print?',
        code: {
          language: 'python',
          source: `from statistics import linear_regression

slope, intercept = linear_regression([1, 2, 3, 4], [3, 5, 7, 9])
print(slope, intercept)`,
        },
        options: [
          {
            text: '1.0 2.0',
            correct: false,
            why: 'The values are swapped: the result is the slope first, then the intercept.',
          },
          {
            text: '2.0 1.0',
            correct: true,
            why: 'The points lie exactly on y = 1 + 2x, so the least-squares slope is 2 and the intercept 1; the function returns floats.',
          },
          {
            text: '2 1',
            correct: false,
            why: 'The slope is computed by division, so Python returns floats even for integer input.',
          },
          {
            text: '2.0 3.0',
            correct: false,
            why: 'The intercept is the predicted y at x = 0, not the first y value: 3 − 2 = 1.',
          },
        ],
      },
      {
        id: 'regression-analysis-3',
        kind: 'single',
        section: 'Reading the coefficients',
        prompt:
          'A model of delivery time has a coefficient of 0.004 for `distance_m` (distance in metres), in minutes. A colleague refits it with distance in kilometres. What happens to the coefficient?',
        options: [
          {
            text: 'It stays 0.004, since the relationship has not changed',
            correct: false,
            why: 'The relationship is the same, but a coefficient is a rate per unit of x, and the unit changed.',
          },
          {
            text: 'It becomes 0.000004',
            correct: false,
            why: 'That divides by 1,000; a kilometre is 1,000 times longer than a metre, so the effect per unit is 1,000 times larger.',
          },
          {
            text: 'It can no longer be interpreted',
            correct: false,
            why: 'It reads just as well: minutes per kilometre instead of minutes per metre.',
          },
          {
            text: 'It becomes 4: about 4 minutes more per extra kilometre',
            correct: true,
            why: 'Units of y per unit of x: 0.004 minutes per metre is 4 minutes per kilometre. A coefficient’s size depends on its units.',
          },
        ],
      },
      {
        id: 'regression-analysis-4',
        kind: 'single',
        section: 'Multiple regression: holding others fixed',
        prompt:
          'A flat-price model uses `floor_area` and `bedrooms`. The `bedrooms` coefficient is −4,000 euros. What is the correct reading?',
        options: [
          {
            text: 'Among flats of the same floor area, one more bedroom goes with about 4,000 euros lower price on average',
            correct: true,
            why: 'In a multiple regression each coefficient holds the other predictors fixed; at equal area, more bedrooms means smaller rooms.',
          },
          {
            text: 'Flats with more bedrooms are cheaper than flats with fewer bedrooms',
            correct: false,
            why: 'That is a comparison without holding area fixed; flats with more bedrooms are usually larger and more expensive.',
          },
          {
            text: 'Adding a bedroom to a flat will lower its value by 4,000 euros',
            correct: false,
            why: 'That is a causal claim about an intervention; the model describes an association in observed data.',
          },
          {
            text: 'The model is broken, because bedrooms should raise the price',
            correct: false,
            why: 'A negative sign after adjusting for area is a plausible answer to a different question, not a sign of an error.',
          },
        ],
      },
      {
        id: 'regression-analysis-5',
        kind: 'multiple',
        section: 'Categorical variables as dummies',
        prompt:
          'A model with an intercept must include the customer plan (basic, pro, team). Which encodings are correct? Pick all that apply.',
        options: [
          {
            text: 'Two 0/1 columns, `plan_pro` and `plan_team`, with basic as the reference',
            correct: true,
            why: 'One dummy per category except the reference; each coefficient is the difference from basic.',
          },
          {
            text: 'One column with basic = 1, pro = 2, team = 3',
            correct: false,
            why: 'That invents an order and equal steps between plans, which the categories do not have.',
          },
          {
            text: 'Three 0/1 columns, one per plan, plus the intercept',
            correct: false,
            why: 'The three dummies always add up to 1 and duplicate the intercept exactly (perfect collinearity); drop one.',
          },
          {
            text: '`pd.get_dummies(df, columns=["plan"], drop_first=True)`',
            correct: true,
            why: '`drop_first=True` leaves out the first category, which becomes the reference.',
          },
        ],
      },
      {
        id: 'regression-analysis-6',
        kind: 'single',
        section: 'R² and residual plots',
        prompt:
          'The residuals of a model, plotted against its predicted values, form a clear U-shaped curve. What does that tell you?',
        options: [
          {
            text: 'The model is fine as long as R² is above 0.8',
            correct: false,
            why: 'R² does not reveal the shape of the misses; a curved pattern means systematic error whatever R² is.',
          },
          {
            text: 'The errors grow with the predicted value',
            correct: false,
            why: 'That would show as a funnel that widens, not a U shape.',
          },
          {
            text: 'The relationship is curved, not straight',
            correct: true,
            why: 'A healthy model leaves a shapeless band around zero; a curve means the line misses in a systematic way, so add a squared term or transform a variable.',
          },
          {
            text: 'There are too many predictors in the model',
            correct: false,
            why: 'Too many predictors shows up as overfitting on new data, not as a curve in the residuals.',
          },
        ],
      },
      {
        id: 'regression-analysis-7',
        kind: 'fill',
        section: 'Multicollinearity',
        prompt:
          'When two predictors are strongly correlated with each other, their coefficients become unstable and their standard errors grow. This problem is called ____.',
        answers: ['multicollinearity', 'collinearity'],
        caseInsensitive: true,
        why: 'With overlapping predictors the model cannot tell their effects apart; predictions can stay good while single coefficients swing.',
      },
      {
        id: 'regression-analysis-8',
        kind: 'single',
        section: 'Logistic regression: the idea',
        prompt:
          'Why is logistic regression, not linear regression, the usual first model for a yes/no outcome such as churn?',
        options: [
          {
            text: 'Linear regression cannot use more than one predictor',
            correct: false,
            why: 'Multiple linear regression uses many predictors; the problem is the range of the predictions.',
          },
          {
            text: 'It predicts a probability between 0 and 1, via the log-odds',
            correct: true,
            why: 'The sigmoid squeezes any number into (0, 1), so predictions are valid probabilities; a straight line would go below 0 and above 1.',
          },
          {
            text: 'Its coefficients are in the units of the outcome, like a linear model’s',
            correct: false,
            why: 'Its coefficients are on the log-odds scale; `exp(coefficient)` gives an odds ratio.',
          },
          {
            text: 'It proves which predictors cause the outcome',
            correct: false,
            why: 'Like any regression on observed data, it shows associations, not causes.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'time-series-basics',
    questions: [
      {
        id: 'time-series-basics-1',
        kind: 'single',
        section: 'Trend, seasonality and noise',
        prompt:
          'An online shop’s daily orders are high every Saturday and low every Tuesday, week after week. Which part of the series is that?',
        options: [
          {
            text: 'Trend',
            correct: false,
            why: 'The trend is the long-term direction; a pattern that repeats every week says nothing about growth.',
          },
          {
            text: 'Noise',
            correct: false,
            why: 'Noise is irregular; a pattern that repeats with a fixed period is predictable.',
          },
          {
            text: 'Seasonality, with a period of one week',
            correct: true,
            why: 'Seasonality is a pattern that repeats with a fixed, known period; for a shop the weekly cycle is typical.',
          },
          {
            text: 'An outlier to remove before analysis',
            correct: false,
            why: 'A pattern that comes back every week is a real feature of the data, not a measurement error.',
          },
        ],
      },
      {
        id: 'time-series-basics-2',
        kind: 'output',
        section: 'Rolling windows and moving averages',
        prompt: 'This computes a trailing moving average by hand. What does it print?',
        code: {
          language: 'python',
          source: `from statistics import fmean

sales = [10, 12, 11, 15, 14, 18]
window = 3
print([round(fmean(sales[i - window + 1 : i + 1]), 1) for i in range(window - 1, len(sales))])`,
        },
        options: [
          {
            text: '[10.0, 11.0, 11.0, 12.7, 13.3, 15.7]',
            correct: false,
            why: 'The loop starts at index 2, the first position with three values behind it, so there are only four results.',
          },
          {
            text: '[11.0, 12.7, 13.3, 15.7]',
            correct: true,
            why: 'Each value is the mean of the current and the two previous sales: (10+12+11)/3 = 11.0, (12+11+15)/3 ≈ 12.7, and so on.',
          },
          {
            text: '[12.7, 13.3, 15.7, 16.0]',
            correct: false,
            why: 'That would be a window looking forward; a trailing window ends at the current value.',
          },
          {
            text: '[11, 12.7, 13.3, 15.7]',
            correct: false,
            why: '`fmean` returns a float, and `round(11.0, 1)` stays a float, printed as 11.0.',
          },
        ],
      },
      {
        id: 'time-series-basics-3',
        kind: 'fill',
        section: 'Resampling to a regular frequency',
        prompt:
          '`orders` has one row per order and a DatetimeIndex. To get revenue per calendar day you write `orders["amount"].____("D").sum()`.',
        answers: ['resample'],
        why: '`resample` groups rows by a regular time frequency ("D" for days); the aggregation (`sum`) then says how to combine each day’s rows.',
      },
      {
        id: 'time-series-basics-4',
        kind: 'multiple',
        section: 'Split by time, never shuffle',
        prompt:
          'You test a model that forecasts daily demand from 2023–2025 data. Which evaluation setups are sound? Pick all that apply.',
        options: [
          {
            text: 'Train on 2023–2024, test on 2025',
            correct: true,
            why: 'The test period lies after the training period, as it will in real use.',
          },
          {
            text: '`train_test_split(X, y, test_size=0.2)` with its default shuffling',
            correct: false,
            why: 'A random split lets the model learn from days after the ones it is tested on, which is leakage.',
          },
          {
            text: 'scikit-learn’s `TimeSeriesSplit`, so each test fold comes after its training data',
            correct: true,
            why: 'It repeats the "train on the past, test on the future" split several times for a steadier estimate.',
          },
          {
            text: 'A feature with the 7-day average centred on the day being predicted',
            correct: false,
            why: 'A centred window includes future days, which are not known at prediction time; use a trailing window of earlier days.',
          },
        ],
      },
      {
        id: 'time-series-basics-5',
        kind: 'single',
        section: 'Baselines: naive and seasonal naive',
        prompt: 'Monthly sales end in December 2025. What does the seasonal naive method forecast for March 2026?',
        options: [
          {
            text: 'The December 2025 value',
            correct: false,
            why: 'That is the plain naive forecast: the last observed value.',
          },
          {
            text: 'The average of all months so far',
            correct: false,
            why: 'That is the mean method; it ignores both the recent level and the season.',
          },
          {
            text: 'The March 2025 value',
            correct: true,
            why: 'Seasonal naive repeats the last observed value from the same season, here the same month one year earlier.',
          },
          {
            text: 'The average of January and February 2026',
            correct: false,
            why: 'Those months are not observed yet, and seasonal naive copies a single past value.',
          },
        ],
      },
      {
        id: 'time-series-basics-6',
        kind: 'single',
        section: 'Measuring forecast error',
        prompt:
          'A team forecasts daily sales of 2,000 products, many of which sell 0 or 1 units on most days. Why is MAPE a poor choice here?',
        options: [
          {
            text: 'It is undefined when the actual value is 0 and explodes when it is close to 0',
            correct: true,
            why: 'MAPE divides each error by the actual value; a forecast of 3 for an actual of 1 already counts as a 200 % miss.',
          },
          {
            text: 'It is measured in units, so products cannot be compared',
            correct: false,
            why: 'That is MAE; MAPE is a percentage, which is exactly why it is popular.',
          },
          {
            text: 'It squares the errors, so large misses dominate',
            correct: false,
            why: 'That describes RMSE; MAPE uses absolute percentage errors.',
          },
          {
            text: 'It can only be computed on the training data',
            correct: false,
            why: 'Every error metric can be computed on test data, and it should be.',
          },
        ],
      },
      {
        id: 'time-series-basics-7',
        kind: 'single',
        section: 'Year-over-year comparisons',
        prompt:
          'A retailer’s December revenue is 40 % above November. The manager calls it a great month. What comparison answers the question better?',
        options: [
          {
            text: 'December against the average of the whole year',
            correct: false,
            why: 'December is a seasonal peak in retail, so it beats the yearly average almost every year.',
          },
          {
            text: 'December against December of the previous year',
            correct: true,
            why: 'Year-over-year comparison puts the same season side by side, so the December peak no longer looks like growth.',
          },
          {
            text: 'December against the best month of the previous year',
            correct: false,
            why: 'The best month may be a different season; the comparison still mixes seasonality with growth.',
          },
          {
            text: 'The 40 % is fine, because November is the month right before',
            correct: false,
            why: 'Month-on-month change in a seasonal series mostly measures the season, not the business.',
          },
        ],
      },
      {
        id: 'time-series-basics-8',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of testing a new monthly forecast method in order.',
        steps: [
          'Plot the series and note trend, seasonality and one-off events',
          'Choose a cut-off date and hold out everything after it as the test period',
          'Forecast the test period with the naive and seasonal naive baselines and with the new method, using only data before the cut-off',
          'Compare the MAE of all candidates on the same test period',
          'Adopt the new method only if it beats the best baseline, and report its MAE as the expected size of a miss',
        ],
        why: 'Look first, then split by time, forecast the held-out period from the past only, compare everyone on it with the same metric, and adopt the new method only if it beats the baselines.',
      },
    ],
  },
  {
    moduleKey: 'jupyter-notebooks',
    questions: [
      {
        id: 'jupyter-notebooks-1',
        kind: 'output',
        section: 'Execution order and hidden state',
        prompt:
          'This script imitates a kernel: it runs three notebook cells in the order a learner clicked them. What does it print?',
        code: {
          language: 'python',
          source: `namespace = {}
cells = ["total = 0", "total = total + 10", "print(total)"]
for i in [0, 1, 1, 2]:   # the order the cells were run
    exec(cells[i], namespace)`,
        },
        options: [
          {
            text: '10',
            correct: false,
            why: 'That is what running the cells once, top to bottom, would print; the second cell was run twice.',
          },
          {
            text: '0',
            correct: false,
            why: 'The first cell set `total` to 0, but the second cell then added 10 to it twice.',
          },
          {
            text: 'NameError',
            correct: false,
            why: 'The cell that defines `total` ran first, so the name exists in the shared namespace.',
          },
          {
            text: '20',
            correct: true,
            why: 'The kernel only knows what was executed, in the order it was executed: 0, then +10, then +10 again. The page would still show the code of a notebook that "should" print 10.',
          },
        ],
      },
      {
        id: 'jupyter-notebooks-2',
        kind: 'single',
        section: 'Kernels',
        prompt:
          '`import pandas` works in your terminal’s Python but raises `ModuleNotFoundError` in the notebook. What is the most likely cause?',
        options: [
          {
            text: 'Notebooks cannot import pandas without a magic command',
            correct: false,
            why: 'Imports work in a notebook exactly as in a script.',
          },
          {
            text: 'The notebook’s kernel runs in a different Python environment from the terminal’s',
            correct: true,
            why: 'The kernel is a process tied to one environment; select the project’s kernel, or install the package into the kernel’s environment.',
          },
          {
            text: 'The browser blocks the download of pandas',
            correct: false,
            why: 'Code runs in the kernel process, not in the browser, and imports read installed packages, not downloads.',
          },
          {
            text: 'The cell has to be a Markdown cell to import packages',
            correct: false,
            why: 'Markdown cells hold text; only code cells run code.',
          },
        ],
      },
      {
        id: 'jupyter-notebooks-3',
        kind: 'single',
        section: 'Restart and run all',
        prompt: 'What should you do right before you share a notebook or trust its numbers?',
        options: [
          {
            text: 'Save it twice so the outputs are stored',
            correct: false,
            why: 'Saving stores whatever state the outputs reflect, including hidden state; it proves nothing about the code.',
          },
          {
            text: 'Clear all outputs and send it without running it',
            correct: false,
            why: 'That hides the results, but it still does not check that the notebook runs from the top.',
          },
          {
            text: 'Restart the kernel and run all cells from the top',
            correct: true,
            why: 'A fresh kernel has no hidden state, so if it runs without errors and gives the same results, the notebook is the analysis.',
          },
          {
            text: 'Re-run only the cells whose code changed',
            correct: false,
            why: 'That is exactly how hidden state builds up: later cells may depend on values the changed cells no longer produce.',
          },
        ],
      },
      {
        id: 'jupyter-notebooks-4',
        kind: 'multiple',
        section: 'Magics and shell commands',
        prompt: 'Which statements about IPython magics are true? Pick all that apply.',
        options: [
          {
            text: 'Line magics start with `%`, cell magics with `%%`',
            correct: true,
            why: 'A line magic applies to its line; a cell magic on a cell’s first line applies to the whole cell.',
          },
          {
            text: '`%pip install` installs into the environment of the running kernel',
            correct: true,
            why: 'That is why it is safer than `!pip`, which runs whatever `pip` the shell finds first.',
          },
          {
            text: 'Magics also work when the code is saved as a `.py` file and run with `python`',
            correct: false,
            why: 'Magics are IPython syntax; plain Python reports a syntax error.',
          },
          {
            text: '`%who` lists the variables defined in the kernel',
            correct: true,
            why: 'It is a quick way to spot hidden state, such as a variable from a deleted cell.',
          },
        ],
      },
      {
        id: 'jupyter-notebooks-5',
        kind: 'fill',
        section: 'Notebooks in Git',
        prompt:
          'A tool installed as a Git filter removes outputs and execution counts from notebooks before they are committed. It is called ____.',
        answers: ['nbstripout'],
        caseInsensitive: true,
        why: '`nbstripout --install` sets it up as a Git filter in the repository, so diffs show code changes instead of embedded outputs.',
      },
      {
        id: 'jupyter-notebooks-6',
        kind: 'multiple',
        section: 'Reproducibility',
        prompt:
          'Which practices help a colleague reproduce your notebook’s results on their machine? Pick all that apply.',
        options: [
          {
            text: 'Recording package versions with `pip freeze > requirements.txt`',
            correct: true,
            why: 'They can rebuild the same environment, so library upgrades do not silently change results.',
          },
          {
            text: 'Setting a random seed once at the top',
            correct: true,
            why: 'Samples, splits and simulations then give the same numbers on every run.',
          },
          {
            text: 'Reading the data from `C:/Users/ana/Downloads/final2.csv`',
            correct: false,
            why: 'An absolute path to one person’s Downloads folder exists on no other machine; use relative paths inside the project.',
          },
          {
            text: 'Typing the database password into a cell so the notebook runs without setup',
            correct: false,
            why: 'The password is saved into the file and ends up in Git; read secrets from environment variables.',
          },
        ],
      },
      {
        id: 'jupyter-notebooks-7',
        kind: 'single',
        section: 'From notebook to module',
        prompt: 'Which is the clearest sign that code should move out of the notebook into a Python module?',
        options: [
          {
            text: 'The notebook has more than ten Markdown cells',
            correct: false,
            why: 'Explanations are what notebooks are good at; many Markdown cells are not a problem.',
          },
          {
            text: 'The code uses pandas',
            correct: false,
            why: 'Libraries are used the same way in notebooks and modules; that says nothing about where the code belongs.',
          },
          {
            text: 'A chart looks different in JupyterLab and in VS Code',
            correct: false,
            why: 'That is a display difference between front ends, not a reason to restructure the code.',
          },
          {
            text: 'The same cleaning function has been copied into a second notebook',
            correct: true,
            why: 'Reused code belongs in a module that both notebooks import, where it can be tested and fixed once.',
          },
        ],
      },
      {
        id: 'jupyter-notebooks-8',
        kind: 'single',
        section: 'JupyterLab, Colab and VS Code',
        prompt:
          'A learner saved a cleaned CSV inside a Google Colab runtime, closed the laptop, and the next day the file is gone. Why?',
        options: [
          {
            text: 'Colab deletes every CSV file after one hour',
            correct: false,
            why: 'There is no such rule for a file type; the whole temporary runtime was recycled.',
          },
          {
            text: 'The Colab runtime is a temporary machine; keep files in Google Drive or recreate them',
            correct: true,
            why: 'Colab runs on machines assigned for a session; files saved in the runtime can disappear after a disconnection.',
          },
          {
            text: 'The notebook was not stripped with nbstripout',
            correct: false,
            why: 'nbstripout removes outputs from notebooks in Git; it does not affect data files.',
          },
          {
            text: 'Colab cannot write files at all',
            correct: false,
            why: 'It can, and the file existed during the session; it lived only as long as the runtime.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'data-storytelling',
    questions: [
      {
        id: 'data-storytelling-1',
        kind: 'single',
        section: 'Start with the audience and the one question',
        prompt: 'A manager asks you to "look at the trial data". What is the best first step?',
        options: [
          {
            text: 'Build a dashboard with every trial metric so nothing is missed',
            correct: false,
            why: 'Without a question, a dashboard of everything answers nothing in particular and takes the longest to build.',
          },
          {
            text: 'Pick the chart type you will use for the presentation',
            correct: false,
            why: 'The chart depends on the message, and the message depends on the question, which you do not know yet.',
          },
          {
            text: 'Ask what decision the analysis is for and who will make it',
            correct: true,
            why: 'The audience and their decision define the one question, and with it what to analyse and what to leave out.',
          },
          {
            text: 'Start cleaning the data, since that is always needed',
            correct: false,
            why: 'Cleaning may be needed, but which columns and which period matter depends on the question.',
          },
        ],
      },
      {
        id: 'data-storytelling-2',
        kind: 'single',
        section: 'Lead with the main message',
        prompt: 'Which slide title follows the "main message first" advice?',
        options: [
          {
            text: 'Churn by region, January–June',
            correct: false,
            why: 'That labels the chart; the reader still has to work out what it shows.',
          },
          {
            text: 'Churn fell in every region after the onboarding change',
            correct: true,
            why: 'An action title states the conclusion, so a busy reader gets the point in one glance and the chart becomes its evidence.',
          },
          {
            text: 'Analysis of churn data (see notes)',
            correct: false,
            why: 'It says neither what is shown nor what it means.',
          },
          {
            text: 'Methodology: how churn was measured',
            correct: false,
            why: 'Method belongs near the end or in an appendix; leading with it loses the audience before the answer.',
          },
        ],
      },
      {
        id: 'data-storytelling-3',
        kind: 'fill',
        section: 'Choose the chart for the comparison',
        prompt:
          'Instead of one chart with eight coloured lines, you draw a grid of eight small charts with shared axes, one per region. This technique is called small ____.',
        answers: ['multiples'],
        caseInsensitive: true,
        why: 'Small multiples repeat the same chart per group with the same scales, so each group is readable and they can still be compared.',
      },
      {
        id: 'data-storytelling-4',
        kind: 'multiple',
        section: 'Declutter',
        prompt: 'You are decluttering a line chart for a slide. Which elements should usually go? Pick all that apply.',
        options: [
          {
            text: 'A legend, when the lines can be labelled at their ends',
            correct: true,
            why: 'Direct labels save the reader from looking back and forth between the legend and the lines.',
          },
          {
            text: 'Heavy grid lines and the chart border',
            correct: true,
            why: 'They compete with the data for attention and carry little information.',
          },
          {
            text: 'The axis labels with units',
            correct: false,
            why: 'Without units the reader cannot tell what the numbers mean; they stay.',
          },
          {
            text: 'The footnote with the data source and date range',
            correct: false,
            why: 'Source and period are what make the chart checkable and honest; keep them.',
          },
          {
            text: 'Two extra decimals on every tick label',
            correct: true,
            why: 'Precision nobody uses adds reading effort and suggests accuracy the data may not have.',
          },
        ],
      },
      {
        id: 'data-storytelling-5',
        kind: 'output',
        section: 'Honest axes and scales',
        prompt: 'A conversion rate went from 4 % to 5 %. What does this print?',
        code: {
          language: 'python',
          source: `before, after = 0.040, 0.050
print(f"{(after - before) * 100:.1f} points, {(after / before - 1) * 100:.0f} %")`,
        },
        options: [
          {
            text: '1.0 points, 1 %',
            correct: false,
            why: 'The relative change is (0.05 / 0.04 − 1) × 100 = 25 %, not 1 %.',
          },
          {
            text: '25.0 points, 25 %',
            correct: false,
            why: 'The difference of the two rates is 0.01, which is 1 percentage point.',
          },
          {
            text: '1.0 points, 20 %',
            correct: false,
            why: '20 % would be the change relative to the new value (0.01 / 0.05); relative change is measured from the old one.',
          },
          {
            text: '1.0 points, 25 %',
            correct: true,
            why: 'The rate rose by 1 percentage point, which is a 25 % relative increase; say which one you mean.',
          },
        ],
      },
      {
        id: 'data-storytelling-6',
        kind: 'single',
        section: 'Show uncertainty',
        prompt: 'A chart compares two groups with error bars. What must the caption say about them?',
        options: [
          {
            text: 'Nothing; everyone reads error bars the same way',
            correct: false,
            why: 'Error bars can show quite different things, and readers cannot tell which from the picture.',
          },
          {
            text: 'Their colour, so readers can find them',
            correct: false,
            why: 'Colour is a styling choice; the meaning of the bars is what the reader needs.',
          },
          {
            text: 'That they were added by the charting library',
            correct: false,
            why: 'Who drew them does not matter; what they measure does.',
          },
          {
            text: 'What they show: a standard deviation, a standard error or a confidence interval',
            correct: true,
            why: 'These differ a lot in size and meaning, so an unlabelled error bar cannot be interpreted.',
          },
        ],
      },
      {
        id: 'data-storytelling-7',
        kind: 'order',
        section: 'The written summary: a memo structure',
        prompt: 'Put the parts of a one-page analysis memo in order.',
        steps: [
          'The answer in one or two sentences, with the key number',
          'What it means: the recommendation or the decision needed',
          'Two or three supporting points, each with its evidence',
          'Caveats and assumptions',
          'Method, data source, definitions and links',
        ],
        why: 'Answer first, so a reader who stops early still acts correctly; then what to do, the evidence, the limits, and the details for those who want to check.',
      },
      {
        id: 'data-storytelling-8',
        kind: 'single',
        section: 'Presenting to stakeholders',
        prompt:
          'Your analysis shows that a regional manager’s flagship campaign had no measurable effect. You present to the leadership team tomorrow. What is the best move?',
        options: [
          {
            text: 'Show the result to the regional manager before the meeting',
            correct: true,
            why: 'A surprising or unwelcome result is better discussed first in private; they may add context, and they will not be ambushed in front of their peers.',
          },
          {
            text: 'Leave the result out, to keep the meeting positive',
            correct: false,
            why: 'Leaving out what would change a decision is not storytelling but spin, and it costs trust when it comes out.',
          },
          {
            text: 'Present it as the first surprise of the meeting for impact',
            correct: false,
            why: 'Surprising a stakeholder in front of their team makes them defend, not listen.',
          },
          {
            text: 'Soften it by reporting only the months that looked better',
            correct: false,
            why: 'A cherry-picked window is a misleading chart, whatever the intention.',
          },
        ],
      },
    ],
  },
];
