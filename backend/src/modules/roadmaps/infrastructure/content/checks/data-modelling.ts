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
          'Compute the naive and seasonal naive forecasts for the test period',
          'Fit the new method on the data before the cut-off and forecast the test period',
          'Compare the MAE of all candidates on the same test period',
        ],
        why: 'Look first, then split by time, then get the baselines a new method must beat, then fit on the past only, and compare everyone on the same held-out period with the same metric.',
      },
    ],
  },
];
