import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** ai-ml exam questions, part foundations (issue 29). Keys are stable: never rename or reuse them. Every output question was run with python3. */
export const AI_ML_EXAM_FOUNDATIONS: ExamQuestionContent[] = [
  // ---------------------------------------------------------------- linear-algebra-for-ml
  {
    key: 'ai-ml-001',
    kind: 'output',
    prompt: 'A tiny layer with two outputs is applied to one input by hand. What does this code print?',
    code: 'W = [[1, 0, 2], [0, 3, -1]]\nx = [2, 1, 1]\nprint([sum(w * v for w, v in zip(row, x)) for row in W])',
    language: 'python',
    options: opts('[4, 2]', '[2, 3, 1]', '[2, 0, 2, 0, 3, -1]', '[6]'),
    correct: ['a'],
    explanation:
      'A matrix–vector product takes the dot product of each row with x: 1×2 + 0×1 + 2×1 = 4 and 0×2 + 3×1 + (−1)×1 = 2. A 2 × 3 matrix times a 3-vector gives a 2-vector.',
    moduleKey: 'linear-algebra-for-ml',
    section: 'Matrices and shapes',
  },
  {
    key: 'ai-ml-002',
    kind: 'single',
    prompt:
      'A recommendation service stores products as embedding vectors. A long product page and a short one about the same item give vectors of very different lengths but almost the same direction. Which measure will rate them as most alike?',
    options: opts(
      'The L2 distance between the two vectors',
      'The L1 norm of the longer vector',
      'Cosine similarity',
      'The raw dot product',
    ),
    correct: ['c'],
    explanation:
      'Cosine similarity divides the dot product by both lengths, so it compares directions only. Distances and raw dot products grow with length and would push the long page away or overweight it.',
    moduleKey: 'linear-algebra-for-ml',
    section: 'Dot product, norms and cosine similarity',
  },
  {
    key: 'ai-ml-003',
    kind: 'multiple',
    prompt:
      'A design matrix X has shape (1000, 20) and a weight vector w has shape (20,). Which of these expressions are valid and give one number per example? Choose all that apply.',
    options: opts('X @ w', 'X @ w + 0.5', 'w @ X', 'X * w', 'X.T @ w'),
    correct: ['a', 'b'],
    explanation:
      '(1000 × 20) @ (20,) gives 1000 predictions, and the scalar bias broadcasts over them. w @ X and X.T @ w fail the shape rule, and X * w broadcasts element by element into a (1000, 20) array instead of summing.',
    moduleKey: 'linear-algebra-for-ml',
    section: 'A dataset as a matrix, a model as Xw + b',
  },
  {
    key: 'ai-ml-004',
    kind: 'single',
    prompt:
      'An engineer writes predictions - targets, where predictions has shape (8,) and targets has shape (8, 1). NumPy raises no error. What happened?',
    options: opts(
      'NumPy subtracted element by element and returned 8 residuals, shape (8,)',
      'Both were broadcast to shape (8, 8), so the result holds 64 differences',
      'NumPy transposed targets automatically and returned shape (1, 8)',
      'The result is a single number, the sum of the differences',
    ),
    correct: ['b'],
    explanation:
      'Comparing from the trailing dimension, (8,) becomes (1, 8), and 8 vs 1 and 1 vs 8 are both compatible, so the result is 8 × 8. Flatten the targets or print shapes to catch this silent bug.',
    moduleKey: 'linear-algebra-for-ml',
    section: 'Broadcasting in NumPy',
  },
  {
    key: 'ai-ml-005',
    kind: 'single',
    prompt:
      'PCA is run on centred customer data. The covariance matrix has eigenvalues 9.0, 0.8 and 0.2. What does this tell you?',
    options: opts(
      'The first principal component keeps 90 % of the variance, so one dimension summarises the data well',
      'The data has exactly three customers',
      'The first feature column is nine times larger than the others',
      'The matrix is singular and PCA cannot be applied',
    ),
    correct: ['a'],
    explanation:
      'Each eigenvalue is the variance along its eigenvector: 9.0 / (9.0 + 0.8 + 0.2) = 0.9. Components are directions mixing all features, not original columns, and non-zero eigenvalues show the matrix is not singular.',
    moduleKey: 'linear-algebra-for-ml',
    section: 'Eigenvectors: a first look at PCA',
  },
  // ---------------------------------------------------------------- calculus-and-gradient-descent
  {
    key: 'ai-ml-006',
    kind: 'output',
    prompt: 'A numerical check of a derivative by central differences. What does this code print?',
    code: 'def f(x):\n    return (3 * x + 1) ** 2\n\nh = 1e-4\nprint(round((f(1 + h) - f(1 - h)) / (2 * h), 3))',
    language: 'python',
    options: opts('24.0', '16.0', '8.0', '6.0'),
    correct: ['a'],
    explanation:
      'By the chain rule the derivative is 2(3x + 1) × 3 = 6(3x + 1), which is 24 at x = 1; the central difference agrees to three decimals. 8 forgets the inner factor 3.',
    moduleKey: 'calculus-and-gradient-descent',
    section: 'The chain rule: how backpropagation works',
  },
  {
    key: 'ai-ml-007',
    kind: 'single',
    prompt:
      'After a colleague raised the learning rate, the training loss jumps up and down, climbs for a few hundred steps and then becomes nan. What is the first thing to try?',
    options: opts(
      'Train for more epochs so the loss has time to settle',
      'Lower the learning rate, for example by a factor of 10, and compare the loss curves',
      'Remove the validation set so that more data goes into training',
      'Switch from MSE to log loss for this regression problem',
    ),
    correct: ['b'],
    explanation:
      'A loss that oscillates, grows and ends in nan is the signature of steps that overshoot the minimum: divergence. A smaller rate fixes it; more epochs only diverge further.',
    moduleKey: 'calculus-and-gradient-descent',
    section: 'Learning rate: too small, too large',
  },
  {
    key: 'ai-ml-008',
    kind: 'multiple',
    prompt: 'Which statements about batch, stochastic and mini-batch gradient descent are true? Choose all that apply.',
    options: opts(
      'Batch gradient descent uses the whole training set for every single update',
      'Stochastic gradient descent estimates the gradient from one random example per update',
      'Mini-batch gradient descent makes one update per epoch',
      'Mini-batches suit GPUs because a batch of examples is processed in parallel',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Batch uses all n examples per step, SGD one, and mini-batch a small group that a GPU processes in parallel. Mini-batch makes many updates per epoch (n divided by the batch size), not one.',
    moduleKey: 'calculus-and-gradient-descent',
    section: 'Stochastic and mini-batch gradient descent',
  },
  {
    key: 'ai-ml-009',
    kind: 'single',
    prompt: 'A fraud classifier is scored with log loss. For which single prediction does it pay the highest loss?',
    options: opts(
      'p = 0.95 for a transaction that was fraud',
      'p = 0.55 for a transaction that was fraud',
      'p = 0.45 for a transaction that was legitimate',
      'p = 0.97 for a transaction that was legitimate',
    ),
    correct: ['d'],
    explanation:
      'Log loss charges −log of the probability given to the true class. A legitimate transaction given p = 0.97 of fraud gets only 0.03 for the truth, costing about 3.5, far more than the hesitant or correct predictions.',
    moduleKey: 'calculus-and-gradient-descent',
    section: 'Loss functions: MSE and log loss',
  },
  {
    key: 'ai-ml-010',
    kind: 'single',
    prompt:
      'Two runs train the same small neural network on the same data with different random seeds. They reach similar validation loss but very different weights. What explains this?',
    options: opts(
      'One of the runs must have a bug, because gradient descent always finds the same weights',
      'A neural network’s loss is not convex: many different weight settings are good minima, and the start decides which one is reached',
      'The learning rate was too small in both runs, so neither has moved from its start',
      'Different seeds change the loss function itself, so the runs optimised different problems',
    ),
    correct: ['b'],
    explanation:
      'Only convex losses, such as linear regression with MSE, have a single bowl. Neural network losses have many minima and plateaus, so the random start and mini-batch order lead to different but similarly good weights.',
    moduleKey: 'calculus-and-gradient-descent',
    section: 'Convergence and local minima',
  },
  // ---------------------------------------------------------------- feature-engineering
  {
    key: 'ai-ml-011',
    kind: 'output',
    prompt: 'Standardising and min-max scaling one column by hand. What does this code print?',
    code: 'from statistics import mean, pstdev\n\nx = [10, 20, 30, 40]\nz = (40 - mean(x)) / pstdev(x)\nmm = (30 - min(x)) / (max(x) - min(x))\nprint(round(z, 2), round(mm, 2))',
    language: 'python',
    options: opts('1.34 0.67', '1.16 0.67', '1.34 0.75', '15 20'),
    correct: ['a'],
    explanation:
      'The mean is 25 and the population standard deviation √125 ≈ 11.18, so 40 standardises to 15 / 11.18 ≈ 1.34 (StandardScaler also uses the population formula); min-max gives (30 − 10) / 30 ≈ 0.67. 1.16 would use the sample standard deviation.',
    moduleKey: 'feature-engineering',
    section: 'Scaling numbers: StandardScaler and MinMaxScaler',
  },
  {
    key: 'ai-ml-012',
    kind: 'single',
    prompt:
      'A researcher has 200 patients and 10,000 gene features. She keeps the 50 genes most correlated with the outcome, using all 200 patients, then cross-validates a model on those 50 and gets 90 % accuracy. With shuffled, meaningless labels the same procedure still scores far above chance. What went wrong?',
    options: opts(
      'Cross-validation cannot be used with more features than patients',
      'The feature selection saw every fold’s labels before cross-validation, so the selected genes already fit the test folds',
      'Fifty features are too few for any model to learn from',
      'Correlation cannot be computed for gene data',
    ),
    correct: ['b'],
    explanation:
      'Selecting features uses the labels, so it is part of training. Done outside the folds it leaks the test labels; put the selector inside the pipeline so each fold selects on its own training part.',
    moduleKey: 'feature-engineering',
    section: 'Feature selection',
  },
  {
    key: 'ai-ml-013',
    kind: 'multiple',
    prompt:
      'A deployed pipeline starts failing: production rows contain a payment method never seen in training and blank values in a numeric column. Which settings, inside the pipeline, let it keep working? Choose all that apply.',
    options: opts(
      'OneHotEncoder(handle_unknown="ignore") for the categorical columns',
      'A SimpleImputer step before the scaler for the numeric columns',
      'Dropping every production row that has a blank before calling predict',
      'Refitting the encoder on each production request so it learns the new category',
    ),
    correct: ['a', 'b'],
    explanation:
      'handle_unknown="ignore" encodes an unseen category as all zeros, and an imputer fitted on training data fills blanks the same way at serving time. Dropping rows means no prediction for real customers, and refitting on requests changes the features the model was trained on.',
    moduleKey: 'feature-engineering',
    section: 'ColumnTransformer: one pipeline for every column',
  },
  {
    key: 'ai-ml-014',
    kind: 'single',
    prompt:
      'A team routes support emails to departments and has two weeks to deliver. Which first approach does the lesson recommend as a strong, cheap baseline?',
    options: opts(
      'TfidfVectorizer feeding a logistic regression, evaluated with cross-validation',
      'Counting the characters of each email and using the length as the only feature',
      'Ordinal-encoding each whole email text as one category',
      'Training a large language model from scratch on the emails',
    ),
    correct: ['a'],
    explanation:
      'TF-IDF turns each email into a weighted word vector that down-weights words found everywhere, and a linear classifier on it is quick to train and hard to beat as a baseline; embeddings and large models can then be compared against it.',
    moduleKey: 'feature-engineering',
    section: 'Text as features: bag of words and TF-IDF',
  },
  {
    key: 'ai-ml-015',
    kind: 'single',
    prompt:
      'To predict in March whether a customer will cancel in April, a training table uses customers_total_spend_this_year computed on 31 December. Offline accuracy is excellent; in production it drops sharply. Why?',
    options: opts(
      'The model needs more epochs in production',
      'The feature was computed with data from after the prediction date, which is not available when predicting in March',
      'Spend should have been one-hot encoded',
      'Production data must be scaled with a new StandardScaler fitted every day',
    ),
    correct: ['b'],
    explanation:
      'A year-end total includes months after the moment of prediction, including the behaviour of customers who cancelled, so it leaks the future. Compute every feature as of the prediction date, as it would be known then.',
    moduleKey: 'feature-engineering',
    section: 'Common mistakes',
  },
  // ---------------------------------------------------------------- model-evaluation
  {
    key: 'ai-ml-016',
    kind: 'output',
    prompt: 'Five daily demand forecasts are scored by hand. What does this code print?',
    code: 'import math\n\ny_true = [10, 12, 9, 11, 20]\ny_pred = [12, 10, 11, 9, 8]\nerr = [p - t for p, t in zip(y_pred, y_true)]\nmae = sum(abs(e) for e in err) / len(err)\nrmse = math.sqrt(sum(e * e for e in err) / len(err))\nprint(mae, round(rmse, 2))',
    language: 'python',
    options: opts('4.0 5.66', '4.0 4.0', '-1.6 5.66', '4.0 32.0'),
    correct: ['a'],
    explanation:
      'Four misses of 2 and one of 12 give MAE 20 / 5 = 4.0, but squaring lets the single big miss dominate: √(160 / 5) = √32 ≈ 5.66. 32.0 is the MSE before the square root, and −1.6 is the signed mean error.',
    moduleKey: 'model-evaluation',
    section: 'Regression metrics: MAE, RMSE and R²',
  },
  {
    key: 'ai-ml-017',
    kind: 'single',
    prompt:
      'A model forecasts next week’s sales per store from features that include each store’s sales over the previous 7 days. Three years of weekly data are available. Which validation scheme is honest?',
    options: opts(
      'KFold(n_splits=5, shuffle=True) over all rows',
      'TimeSeriesSplit with a gap, so every test block comes after its training data and lagged features cannot overlap it',
      'StratifiedKFold on the store ID',
      'A single random 80/20 split repeated with ten different seeds',
    ),
    correct: ['b'],
    explanation:
      'Forecasts are always made from the past, so validation must train on earlier data and test on later data; the gap keeps rows whose lag features reach into the test period out of training. Shuffled splits let the model learn from the future.',
    moduleKey: 'model-evaluation',
    section: 'Splits that match reality: stratified, grouped and time-ordered',
  },
  {
    key: 'ai-ml-018',
    kind: 'single',
    prompt:
      'On the same five folds, model A scores 0.842 ± 0.021 and the larger model B 0.848 ± 0.024; B is better in three folds and worse in two. What is the sound conclusion?',
    options: opts(
      'B is better and should replace A, because its mean is higher',
      'A is better, because its standard deviation is lower',
      'The difference is well inside the fold-to-fold noise, so there is no evidence B is better; prefer the simpler A unless more evidence appears',
      'Cross-validation failed and the models must be compared on the test set instead',
    ),
    correct: ['c'],
    explanation:
      'A 0.006 difference is a fraction of the spread and the per-fold wins are split 3–2. Compare fold by fold, repeat with RepeatedStratifiedKFold if needed, and keep the simpler model when the gain is noise.',
    moduleKey: 'model-evaluation',
    section: 'Comparing models: mean and spread',
  },
  {
    key: 'ai-ml-019',
    kind: 'single',
    prompt:
      'A GridSearchCV over 300 hyperparameter combinations reports best_score_ = 0.91. On a fresh hold-out set the tuned model scores 0.86. What is the best explanation and fix?',
    options: opts(
      'The hold-out set is broken; report 0.91',
      'best_score_ is the maximum of 300 noisy estimates and so is optimistic; estimate the whole tuning procedure with nested cross-validation or a set used only once',
      'The grid was too small; search 3,000 combinations to close the gap',
      'GridSearchCV trains on the test folds, so its scores are always meaningless',
    ),
    correct: ['b'],
    explanation:
      'Picking the best of many candidates fits the validation noise a little, so the winning score overstates performance. Nested cross-validation scores the search itself on outer folds it never saw.',
    moduleKey: 'model-evaluation',
    section: 'Leakage through tuning',
  },
  {
    key: 'ai-ml-020',
    kind: 'multiple',
    prompt:
      'An insurer must set the threshold of a claim-fraud model from the cost of investigations and of missed fraud. Which approaches are sound? Choose all that apply.',
    options: opts(
      'Compute the total cost at each candidate threshold on out-of-fold probabilities from cross_val_predict',
      'Use TunedThresholdClassifierCV with a scorer built from the cost of each outcome',
      'Pick the threshold that maximises F1 on the test set, then report the test F1',
      'Keep 0.5, because it is the default of predict',
    ),
    correct: ['a', 'b'],
    explanation:
      'Both sound options choose the threshold on validation data from the real costs. Tuning it on the test set leaks test information into a decision, and 0.5 ignores that the two mistakes cost very different amounts.',
    moduleKey: 'model-evaluation',
    section: 'Choosing a threshold from costs',
  },
  // ---------------------------------------------------------------- python-for-data (shared)
  {
    key: 'ai-ml-021',
    kind: 'output',
    prompt: 'Cross-validated scores of three models are ranked for a report. What does this code print?',
    code: 'scores = {"tree": 0.81, "logreg": 0.84, "knn": 0.81}\nranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))\nprint([name for name, _ in ranked])',
    language: 'python',
    options: opts(
      "['logreg', 'knn', 'tree']",
      "['logreg', 'tree', 'knn']",
      "['knn', 'tree', 'logreg']",
      "['tree', 'knn', 'logreg']",
    ),
    correct: ['a'],
    explanation:
      'The key sorts by the negated score, so the highest comes first, and breaks the tie between the two 0.81 models alphabetically: knn before tree.',
    moduleKey: 'python-for-data',
    section: 'The basics you will use constantly',
  },
  {
    key: 'ai-ml-022',
    kind: 'output',
    prompt: 'Labels are read from a CSV export before training. What does this code print?',
    code: 'import csv, io\n\nrows = list(csv.DictReader(io.StringIO("id,label\\n1,1\\n2,0\\n3,1\\n")))\nprint(sum(r["label"] == 1 for r in rows), sum(int(r["label"]) for r in rows))',
    language: 'python',
    options: opts('2 2', '0 2', '0 0', '2 0'),
    correct: ['b'],
    explanation:
      'csv.DictReader gives every value as a string, so "1" == 1 is always False and the first count is 0. Converting with int() first counts the two positive labels.',
    moduleKey: 'python-for-data',
    section: 'Reading files',
  },
  {
    key: 'ai-ml-023',
    kind: 'single',
    prompt:
      'A model trained on a server loads fine on your laptop but fails on the scheduled retraining machine with an error from inside scikit-learn. What would most likely have prevented this?',
    options: opts(
      'Saving the model file under a shorter name',
      'A per-project virtual environment whose exact package versions are pinned in requirements.txt and installed on every machine',
      'Installing the newest scikit-learn globally on each machine the day it is released',
      'Running the training code in a notebook instead of a script',
    ),
    correct: ['b'],
    explanation:
      'Different library versions on different machines are the usual cause. pip freeze > requirements.txt records the versions, and pip install -r rebuilds the same environment anywhere.',
    moduleKey: 'python-for-data',
    section: 'Environments',
  },
  {
    key: 'ai-ml-024',
    kind: 'single',
    prompt:
      'A notebook reports 0.93 accuracy. After Restart and Run All it reports 0.88 with no code changed. What is the most likely explanation?',
    options: opts(
      'The computer was slower the second time, which lowers accuracy',
      'Restarting the kernel deletes the training data on disk',
      'During the first session some cells ran out of order or twice, for example a filtering cell that removed hard rows before training',
      'Jupyter always rounds accuracy differently after a restart',
    ),
    correct: ['c'],
    explanation:
      'Variables live in the kernel between cells, so the first result depended on a history the notebook no longer reproduces. Only a top-to-bottom run is a result you can share.',
    moduleKey: 'python-for-data',
    section: 'Notebooks',
  },
  {
    key: 'ai-ml-025',
    kind: 'multiple',
    prompt: 'Which of these pieces of code silently give a wrong answer on realistic ML data? Choose all that apply.',
    options: opts(
      'Finding the best of several log-likelihoods (all negative) with a loop that starts from best = 0',
      'Picking the largest epoch count read from a CSV by comparing the text values "9" and "12"',
      'Finding the best validation score with max(scores)',
      'Converting each column once with float() right after reading the file',
    ),
    correct: ['a', 'b'],
    explanation:
      'A loop starting at 0 returns 0, a value not in the list, when every score is negative; strings compare character by character, so "9" beats "12". max() and early conversion are the fixes the lesson recommends.',
    moduleKey: 'python-for-data',
    section: 'Common mistakes',
  },
  // ---------------------------------------------------------------- statistics-basics (shared)
  {
    key: 'ai-ml-026',
    kind: 'output',
    prompt: 'The same eight measurements, two standard deviations. What does this code print?',
    code: 'from statistics import stdev, pstdev\n\nx = [2, 4, 4, 4, 5, 5, 7, 9]\nprint(pstdev(x), round(stdev(x), 2))',
    language: 'python',
    options: opts('2.0 2.14', '2.14 2.0', '2.0 2.0', '4.0 4.57'),
    correct: ['a'],
    explanation:
      'pstdev treats the data as the whole population and divides by n (variance 32 / 8 = 4); stdev treats it as a sample and divides by n − 1 (32 / 7), so it is slightly larger. 4.0 and 4.57 are the variances, not the deviations.',
    moduleKey: 'statistics-basics',
    section: 'Describing data',
  },
  {
    key: 'ai-ml-027',
    kind: 'single',
    prompt:
      'A classifier scores 85 % accuracy on a test set of 400 examples, with a 95 % interval of roughly ± 3.5 points. About how many test examples would halve the width of that interval?',
    options: opts('800', '1,600', '4,000', '200'),
    correct: ['b'],
    explanation:
      'The uncertainty shrinks with the square root of the sample size, so halving it needs four times as many examples: about 1,600, giving roughly ± 1.75 points.',
    moduleKey: 'statistics-basics',
    section: 'Samples and uncertainty',
  },
  {
    key: 'ai-ml-028',
    kind: 'single',
    prompt:
      'A new ranking model and the old one were compared in an online test. The new one clicked slightly better, with p = 0.20. What should the report say?',
    options: opts(
      'The new model is better, because its click rate is higher',
      'The models perform exactly the same, because p is above 0.05',
      'The test cannot tell them apart yet: give the difference with its confidence interval and the sample needed to detect it',
      'The test failed and its data should be deleted',
    ),
    correct: ['c'],
    explanation:
      'A p-value of 0.20 means a difference this large would be common without any real effect, so it is weak evidence; it does not prove the models equal either. Report the effect, its interval and whether the test had enough data.',
    moduleKey: 'statistics-basics',
    section: 'Comparing groups',
  },
  {
    key: 'ai-ml-029',
    kind: 'single',
    prompt:
      'A churn model shows that customers who use the mobile app churn much less. A manager proposes forcing every customer onto the app to cut churn. What is the main problem with that reasoning?',
    options: opts(
      'Correlation is not causation: engaged customers may both use the app and stay, so forcing the app may change nothing',
      "It is an example of Simpson's paradox, so the effect is reversed",
      'The model is too simple to find patterns at all',
      'App usage should have been one-hot encoded',
    ),
    correct: ['a'],
    explanation:
      'A model finds associations. A hidden factor such as engagement can drive both app use and loyalty; only an experiment, such as a randomised nudge towards the app, can show a causal effect.',
    moduleKey: 'statistics-basics',
    section: 'Classic traps',
  },
  {
    key: 'ai-ml-030',
    kind: 'multiple',
    prompt:
      'The target of a regression model, order value, has many small orders and a long tail of very large ones. Which steps are sensible before modelling? Choose all that apply.',
    options: opts(
      'Plot a histogram of the target to see the tail and any impossible values',
      'Describe it with the median and a high percentile such as p90, not only the mean',
      'Assume about 95 % of orders lie within two standard deviations of the mean',
      'Delete every order above the mean, since they are outliers',
    ),
    correct: ['a', 'b'],
    explanation:
      'Skewed data needs a picture and robust summaries. The 68–95 rule holds for the normal distribution, not for a long-tailed one, and the orders above the mean are real data, not errors.',
    moduleKey: 'statistics-basics',
    section: 'Distributions',
  },
];
