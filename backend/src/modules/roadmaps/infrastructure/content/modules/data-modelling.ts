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
];
