import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/ai-foundations.ts. */
export const AI_FOUNDATIONS_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'linear-algebra-for-ml',
    questions: [
      {
        id: 'linear-algebra-for-ml-1',
        kind: 'single',
        section: 'Vectors: a data point as a list of numbers',
        prompt:
          'Each customer is described by `[age, orders_last_year, average_basket_eur, days_since_signup]`. What is the dimension *d* of this data?',
        options: [
          {
            text: '1, because each customer is one vector',
            correct: false,
            why: 'One vector per customer is right, but the dimension is the number of entries in that vector, not the number of vectors.',
          },
          {
            text: '4',
            correct: true,
            why: 'Each position is one feature, and there are four of them, so every customer is a point in a 4-dimensional space.',
          },
          {
            text: 'The number of customers in the table',
            correct: false,
            why: 'The number of customers is *n*, the number of rows; *d* counts the features in each row.',
          },
          {
            text: 'It depends on the largest value in the vector, such as the basket size',
            correct: false,
            why: 'The size of the values has nothing to do with the dimension; only the number of positions does.',
          },
        ],
      },
      {
        id: 'linear-algebra-for-ml-2',
        kind: 'output',
        section: 'Dot product, norms and cosine similarity',
        prompt: 'Two short document vectors are compared with plain Python. What does this print?',
        code: {
          language: 'python',
          source: `import math

a = [2, 1, 0, 2]
b = [1, 0, 3, 1]
dot = sum(x * y for x, y in zip(a, b))
norm_a = math.sqrt(sum(x * x for x in a))
norm_b = math.sqrt(sum(y * y for y in b))
print(round(dot / (norm_a * norm_b), 2))`,
        },
        options: [
          {
            text: '4',
            correct: false,
            why: 'That is the dot product alone (2 + 0 + 0 + 2); the code goes on to divide by both lengths.',
          },
          {
            text: '0.4',
            correct: true,
            why: 'The dot product is 4, ‖a‖ = √9 = 3 and ‖b‖ = √11 ≈ 3.317, so 4 / 9.95 ≈ 0.40, printed by `round` as 0.4.',
          },
          {
            text: '0.44',
            correct: false,
            why: 'This is 4 / 9, dividing by ‖a‖² instead of by ‖a‖ × ‖b‖.',
          },
          {
            text: '1.21',
            correct: false,
            why: 'This is 4 / 3.317, dividing by only one length; cosine similarity can never exceed 1.',
          },
        ],
      },
      {
        id: 'linear-algebra-for-ml-3',
        kind: 'multiple',
        section: 'Dot product, norms and cosine similarity',
        prompt: 'For the vector `v = [6, -8]`, which statements are true? Pick all that apply.',
        options: [
          {
            text: 'Its L2 norm is 10',
            correct: true,
            why: '√(36 + 64) = √100 = 10, the straight-line length of the arrow.',
          },
          {
            text: 'Its L1 norm is 14',
            correct: true,
            why: 'The L1 norm adds absolute values: 6 + 8 = 14.',
          },
          {
            text: 'Its L1 norm is −2',
            correct: false,
            why: 'A norm is never negative: L1 adds the absolute values, not the signed values.',
          },
          {
            text: 'Its cosine similarity with `[3, -4]` is 1',
            correct: true,
            why: '`[6, -8]` is exactly 2 × `[3, -4]`: same direction, different length, and cosine similarity ignores length.',
          },
          {
            text: 'Its cosine similarity with `[3, -4]` is 2, because it is twice as long',
            correct: false,
            why: 'Cosine similarity divides by both lengths, so it stays between −1 and 1 and does not see the factor 2.',
          },
        ],
      },
      {
        id: 'linear-algebra-for-ml-4',
        kind: 'fill',
        section: 'Matrices and shapes',
        prompt:
          'A batch of 64 examples with 128 features each (a 64 × 128 matrix) is multiplied by a 128 × 10 weight matrix. The result has shape 64 × ____.',
        answers: ['10'],
        why: 'In (m × n) @ (n × p) the inner sizes (128) must match and disappear; the outer sizes survive, giving 64 × 10: ten outputs per example.',
      },
      {
        id: 'linear-algebra-for-ml-5',
        kind: 'single',
        section: 'A dataset as a matrix, a model as Xw + b',
        prompt:
          'A linear model is trained on a design matrix `X` of shape (500, 6). What are the shapes of `w` and of the predictions `X @ w + b`?',
        options: [
          {
            text: '`w` is (500,), predictions are (6,)',
            correct: false,
            why: 'There is one weight per feature, not per row; with 500 weights the product with a (500, 6) matrix is not even defined.',
          },
          {
            text: '`w` is (6,), predictions are (500,)',
            correct: true,
            why: 'One weight per feature (6); (500 × 6) @ (6,) gives one prediction per row, 500 in all.',
          },
          {
            text: '`w` is (6, 6), predictions are (500, 6)',
            correct: false,
            why: 'A single-output linear model has a weight vector, not a square matrix; its prediction is one number per example.',
          },
          {
            text: '`w` is (6,), predictions are (6,)',
            correct: false,
            why: 'The weights have length 6, but the product keeps the outer size of `X`, the 500 rows.',
          },
        ],
      },
      {
        id: 'linear-algebra-for-ml-6',
        kind: 'single',
        section: 'Broadcasting in NumPy',
        prompt: '`X` has shape (200, 3). Which operation does NumPy broadcasting allow without reshaping anything?',
        options: [
          {
            text: '`X - X.mean(axis=0)`, where the mean has shape (3,)',
            correct: true,
            why: 'Trailing sizes 3 and 3 match, and the missing leading dimension counts as 1, so each column mean is subtracted from every row.',
          },
          {
            text: '`X - X.mean(axis=1)`, where the mean has shape (200,)',
            correct: false,
            why: 'The trailing sizes are 3 and 200, neither is 1, so NumPy raises "operands could not be broadcast together"; reshape to (200, 1) first.',
          },
          {
            text: '`X + np.ones((3, 200))`',
            correct: false,
            why: 'Compared from the end, 3 vs 200 and 200 vs 3 both differ and neither is 1; this is an error, not an implicit transpose.',
          },
          {
            text: 'None of them: NumPy arrays must always have identical shapes',
            correct: false,
            why: 'Broadcasting exists precisely to relax that rule when sizes are equal or 1 from the trailing dimension backwards.',
          },
        ],
      },
      {
        id: 'linear-algebra-for-ml-7',
        kind: 'single',
        section: 'Identity, inverse and why we rarely invert',
        prompt:
          'You need the `w` that solves `A @ w = y` for a square matrix `A`. What is the recommended way in NumPy?',
        options: [
          {
            text: '`np.linalg.inv(A) @ y`, because it follows the textbook formula exactly',
            correct: false,
            why: 'It gives the same answer in exact arithmetic, but forming the inverse is slower and loses precision when `A` is nearly singular.',
          },
          {
            text: '`np.linalg.solve(A, y)`',
            correct: true,
            why: 'A solver computes `w` directly without building the inverse: faster and numerically more stable.',
          },
          {
            text: '`y / A`, element by element',
            correct: false,
            why: 'Element-wise division is not how a system of equations is solved; it ignores how the rows of `A` combine the unknowns.',
          },
          {
            text: '`A.T @ y`, since the transpose of a matrix is its inverse',
            correct: false,
            why: 'The transpose equals the inverse only for special (orthogonal) matrices; in general they differ.',
          },
        ],
      },
      {
        id: 'linear-algebra-for-ml-8',
        kind: 'order',
        section: 'Eigenvectors: a first look at PCA',
        prompt: 'Put the steps of principal component analysis, done by hand, in order.',
        steps: [
          'Centre the data by subtracting each column’s mean',
          'Compute the d × d covariance matrix of the centred data',
          'Find its eigenvectors and eigenvalues',
          'Sort the eigenvectors by eigenvalue, largest first',
          'Project the data onto the first k eigenvectors',
        ],
        why: 'PCA looks for directions of spread around the mean, so it centres first; the covariance matrix’s eigenvectors are those directions and their eigenvalues the variance along each, so the largest come first and the data is projected onto them.',
      },
    ],
  },
  {
    moduleKey: 'calculus-and-gradient-descent',
    questions: [
      {
        id: 'calculus-and-gradient-descent-1',
        kind: 'single',
        section: 'Derivatives: the slope of the loss',
        prompt: 'A loss is `L(w) = w²`. At `w = -2`, what does the derivative tell gradient descent to do with `w`?',
        options: [
          {
            text: 'Decrease `w`, because the derivative −4 is negative',
            correct: false,
            why: 'A negative slope means the loss falls as `w` grows; moving against the slope means moving `w` up, not down.',
          },
          {
            text: 'Increase `w`: the derivative is −4 and the update subtracts it',
            correct: true,
            why: '`L′(w) = 2w = −4`, and `w − η × (−4)` is larger than `w`, which moves it towards the minimum at 0.',
          },
          {
            text: 'Leave `w` alone, because −2 is already close to the minimum',
            correct: false,
            why: 'Only a zero slope marks the bottom; here the slope is −4, clearly not flat.',
          },
          {
            text: 'Flip the sign of `w`, since the loss is symmetric around zero',
            correct: false,
            why: '`w = 2` has the same loss as `w = −2`, so jumping there gains nothing. Gradient descent takes small steps downhill.',
          },
        ],
      },
      {
        id: 'calculus-and-gradient-descent-2',
        kind: 'fill',
        section: 'Partial derivatives and the gradient',
        prompt: 'For `f(a, b) = a² + 5b`, the gradient at the point (3, 1) is (6, ____).',
        answers: ['5'],
        why: '`∂f/∂b` treats `a` as a constant, and the derivative of `5b` with respect to `b` is 5 wherever you are.',
      },
      {
        id: 'calculus-and-gradient-descent-3',
        kind: 'single',
        section: 'The chain rule: how backpropagation works',
        prompt: 'What does backpropagation compute, and how?',
        options: [
          {
            text: 'Every weight’s gradient, by the chain rule applied from the loss back through the layers',
            correct: true,
            why: 'The backward pass multiplies each layer’s local slopes, reusing the forward pass’s intermediate values, so all partial derivatives come out of one sweep.',
          },
          {
            text: 'The best learning rate, found by running the network backwards over the training data',
            correct: false,
            why: 'Backpropagation computes gradients only; the learning rate is chosen by you (or a schedule) and used by the optimiser.',
          },
          {
            text: 'The predictions, by passing the inputs from the output layer to the input layer',
            correct: false,
            why: 'Predictions come from the forward pass, inputs to outputs. The backward pass goes from the loss back to the weights.',
          },
          {
            text: 'Each weight’s slope separately, by nudging it and re-running the whole network once per weight',
            correct: false,
            why: 'That is numerical differentiation: useful to check a gradient, but a million weights would need a million forward passes.',
          },
        ],
      },
      {
        id: 'calculus-and-gradient-descent-4',
        kind: 'multiple',
        section: 'Loss functions: MSE and log loss',
        prompt: 'Which statements about MSE and log loss are true? Pick all that apply.',
        options: [
          {
            text: 'MSE punishes one miss of 10 more than ten misses of 1',
            correct: true,
            why: 'Squared, one miss of 10 costs 100, while ten misses of 1 cost 10 in total.',
          },
          {
            text: 'Log loss charges a confident wrong prediction much more than a hesitant one',
            correct: true,
            why: 'For a real positive, p = 0.01 costs −log 0.01 ≈ 4.6 while p = 0.4 costs about 0.9.',
          },
          {
            text: 'Log loss is the usual loss for predicting house prices',
            correct: false,
            why: 'Log loss compares predicted probabilities with 0/1 labels; a price is a number, so regression uses MSE or a similar loss.',
          },
          {
            text: 'With a sigmoid output, log loss has the gradient p − y with respect to the raw score',
            correct: true,
            why: 'The sigmoid’s slope cancels against the logarithm, leaving the simple error p − y.',
          },
          {
            text: 'MSE can be negative when predictions are above the targets',
            correct: false,
            why: 'Every miss is squared before averaging, so MSE is zero at best and never negative.',
          },
        ],
      },
      {
        id: 'calculus-and-gradient-descent-5',
        kind: 'output',
        section: 'Learning rate: too small, too large',
        prompt:
          'Gradient descent on `L(w) = (w − 2)²`, four steps from `w = 0`, with two learning rates. What does this print?',
        code: {
          language: 'python',
          source: `def descend(lr, steps=4):
    w = 0.0
    for _ in range(steps):
        grad = 2 * (w - 2)
        w = w - lr * grad
    return round(w, 2)

print(descend(0.25), descend(1.5))`,
        },
        options: [
          {
            text: '1.88 -30.0',
            correct: true,
            why: 'With 0.25 each step halves the distance to 2, ending at 1.875. With 1.5 every step overshoots and doubles the distance: 6, −6, 18, −30. Divergence.',
          },
          {
            text: '2.0 2.0',
            correct: false,
            why: 'Neither run lands exactly on the minimum: 0.25 is still approaching after four steps, and 1.5 swings further away each time.',
          },
          {
            text: '1.75 -30.0',
            correct: false,
            why: '1.75 is where the first run is after three steps; the loop runs four, halving the remaining 0.25 once more.',
          },
          {
            text: '1.88 18.0',
            correct: false,
            why: '18 is the second run after three steps; the fourth step overshoots again, from 18 to −30.',
          },
        ],
      },
      {
        id: 'calculus-and-gradient-descent-6',
        kind: 'fill',
        section: 'Stochastic and mini-batch gradient descent',
        prompt:
          'A training set has 12,000 examples and the batch size is 64. Ignoring the last, smaller batch, one epoch is ____ full update steps (a whole number).',
        answers: ['187'],
        why: '12,000 / 64 = 187.5: 187 full batches of 64, plus one smaller batch of 32 that most loaders also use (or drop with `drop_last=True`).',
      },
      {
        id: 'calculus-and-gradient-descent-7',
        kind: 'order',
        section: 'Gradient descent',
        prompt: 'Put one step of mini-batch gradient descent in order, as a PyTorch training loop runs it.',
        steps: [
          'Take the next mini-batch of examples',
          'Forward pass: compute predictions and the loss',
          'Reset the old gradients to zero',
          'Backward pass: compute the gradient of the loss',
          'Update every weight: w ← w − η · gradient',
        ],
        why: 'The loss needs predictions, the gradient needs the loss, and the update needs the gradient. Zeroing must happen before the backward pass, because PyTorch adds new gradients to the old ones.',
      },
      {
        id: 'calculus-and-gradient-descent-8',
        kind: 'single',
        section: 'Feature scaling and the shape of the loss',
        prompt:
          'A model uses `annual_income` (about 20,000–200,000) and `children` (0–4), unscaled. Training with gradient descent is slow and unstable. What is the most likely reason?',
        options: [
          {
            text: 'The income weight gets huge gradients and the children weight tiny ones, so no single learning rate suits both',
            correct: true,
            why: 'The gradient for a weight is multiplied by its feature’s values; a long, narrow loss valley makes gradient descent zigzag. Standardising fixes the shape.',
          },
          {
            text: 'Gradient descent cannot handle more than one feature at a time, so the second one confuses it',
            correct: false,
            why: 'It handles millions of weights; the problem is their very different scales, not their number.',
          },
          {
            text: 'Income must be one-hot encoded before any training can start',
            correct: false,
            why: 'Income is a numeric feature; one-hot encoding is for categories and would make things worse here.',
          },
          {
            text: 'The loss of a linear model is not convex, so training is stuck in one of its many local minima',
            correct: false,
            why: 'Linear regression with MSE is convex (one bowl); the trouble is the bowl’s stretched shape, not extra minima.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'feature-engineering',
    questions: [
      {
        id: 'feature-engineering-1',
        kind: 'single',
        section: 'Scaling numbers: StandardScaler and MinMaxScaler',
        prompt: 'Which model’s predictions stay the same whether or not you standardise its numeric features first?',
        options: [
          {
            text: 'k-nearest neighbours, because it only compares examples with each other',
            correct: false,
            why: 'It compares them by distance, and distances are dominated by the feature with the largest unit: scaling changes which neighbours are nearest.',
          },
          {
            text: 'A random forest',
            correct: true,
            why: 'Trees split one feature at a time on a threshold; a monotonic rescaling moves the threshold with the data, so the same splits are found.',
          },
          {
            text: 'Logistic regression with the default L2 penalty',
            correct: false,
            why: 'The penalty treats all weights alike, so a feature’s unit changes how strongly its weight is shrunk, and with it the predictions.',
          },
          {
            text: 'A neural network trained with gradient descent',
            correct: false,
            why: 'Unscaled inputs stretch the loss surface and change how training proceeds, so the trained network and its predictions differ.',
          },
        ],
      },
      {
        id: 'feature-engineering-2',
        kind: 'multiple',
        section: 'Encoding categories',
        prompt: 'Which encodings fit the column? Pick all that apply.',
        options: [
          {
            text: '`shirt_size` (S, M, L, XL) with `OrdinalEncoder` given that order explicitly',
            correct: true,
            why: 'The sizes have a real order, so 0 < 1 < 2 < 3 carries true information.',
          },
          {
            text: '`payment_method` (card, cash, voucher) with one-hot encoding for a logistic regression',
            correct: true,
            why: 'The methods have no order; one 0/1 column each avoids inventing a ranking.',
          },
          {
            text: '`country` (Spain = 0, Italy = 1, France = 2) as plain integers for a linear regression',
            correct: false,
            why: 'The model would read France as “twice Italy”; for unordered categories in a linear model use one-hot encoding.',
          },
          {
            text: '`merchant_id` with 40,000 values, one-hot encoded with no limit on rare categories',
            correct: false,
            why: 'That makes 40,000 mostly empty columns, most of them seen a handful of times; group rare values (`min_frequency`) or use a cross-fitted target encoding.',
          },
        ],
      },
      {
        id: 'feature-engineering-3',
        kind: 'output',
        section: 'Dates, times and cyclical features',
        prompt: 'Hours are placed on a circle with sine and cosine. What does this print?',
        code: {
          language: 'python',
          source: `import math

def enc(h):
    return (math.sin(2 * math.pi * h / 24), math.cos(2 * math.pi * h / 24))

print(abs(23 - 1), round(math.dist(enc(23), enc(1)), 2), round(math.dist(enc(12), enc(1)), 2))`,
        },
        options: [
          {
            text: '22 0.52 1.98',
            correct: true,
            why: 'As raw numbers 23 and 1 are 22 apart, but on the circle they are two hours apart (0.52), while noon and 1 a.m. are eleven hours apart, nearly opposite (1.98).',
          },
          {
            text: '22 1.98 0.52',
            correct: false,
            why: 'This swaps the two distances: 23:00 and 01:00 are close on the clock, so their encoded points are the close pair.',
          },
          {
            text: '2 0.52 1.98',
            correct: false,
            why: 'The first value is the plain difference `abs(23 - 1)`, which is 22: the very problem the circle encoding fixes.',
          },
          {
            text: '22 22.0 11.0',
            correct: false,
            why: 'The encoded points lie on a circle of radius 1, so no distance between them can exceed 2.',
          },
        ],
      },
      {
        id: 'feature-engineering-4',
        kind: 'fill',
        section: 'Missing values',
        prompt:
          'To fill gaps with the median and also give the model a 0/1 column saying which values were missing, write `SimpleImputer(strategy="median", ____=True)`.',
        answers: ['add_indicator'],
        why: '`add_indicator=True` stacks a `MissingIndicator` onto the imputed output, so the model can learn from the fact that a value was missing.',
      },
      {
        id: 'feature-engineering-5',
        kind: 'single',
        section: 'Encoding categories',
        prompt:
          'Why does scikit-learn’s documentation warn that `TargetEncoder().fit(X, y).transform(X)` differs from `fit_transform(X, y)`?',
        options: [
          {
            text: 'Because `transform` ignores categories that appear fewer than five times',
            correct: false,
            why: 'Rare categories are shrunk towards the global mean in both paths; the difference comes from how the training rows are encoded.',
          },
          {
            text: 'Because `fit_transform` encodes each fold with statistics from the other folds, so no row sees its own label',
            correct: true,
            why: 'That cross fitting stops rare categories from leaking their own targets into the training features; plain fit-then-transform on the same rows does leak.',
          },
          {
            text: 'Because `fit_transform` returns one-hot columns while `transform` returns averages',
            correct: false,
            why: 'Both return target-based averages; only the way the training rows are computed differs.',
          },
          {
            text: 'It is a rounding difference of no practical importance',
            correct: false,
            why: 'The difference is deliberate and important: it is what keeps the encoder from leaking labels.',
          },
        ],
      },
      {
        id: 'feature-engineering-6',
        kind: 'single',
        section: 'Text as features: bag of words and TF-IDF',
        prompt:
          'In 10,000 support tickets, “the” appears in almost every ticket and “refund” in a few hundred. In a ticket that contains each word twice, how does TF-IDF weigh them?',
        options: [
          {
            text: 'Equally, because both appear twice in the ticket',
            correct: false,
            why: 'That is a plain bag of words. TF-IDF also looks at how many documents contain each word.',
          },
          {
            text: '“refund” gets a much higher weight, because it is rare across the collection',
            correct: true,
            why: 'The inverse document frequency is low for words found everywhere and high for words that single out a few documents.',
          },
          {
            text: '“the” gets a higher weight, because it is the more frequent word overall',
            correct: false,
            why: 'Being everywhere makes a word uninformative; TF-IDF pushes its weight down, not up.',
          },
          {
            text: 'Neither gets a weight: TF-IDF removes any word that appears twice',
            correct: false,
            why: 'TF-IDF reweights words; removing very common words is a separate, optional step (stop words or `max_df`).',
          },
        ],
      },
      {
        id: 'feature-engineering-7',
        kind: 'order',
        section: 'ColumnTransformer: one pipeline for every column',
        prompt: 'Put the steps of building a leak-free model on a mixed table in order.',
        steps: [
          'Split off a test set and leave it untouched',
          'Define a ColumnTransformer: imputer and scaler for numbers, one-hot encoder for categories',
          'Put the ColumnTransformer and the model together in one Pipeline',
          'Cross-validate the pipeline on the training data to compare versions',
          'Fit the chosen pipeline on all training data and score it once on the test set',
        ],
        why: 'Splitting first keeps the test set out of every fitted statistic; wrapping the transformers and the model in one pipeline lets cross-validation refit them per fold; the test set is used once, at the end.',
      },
      {
        id: 'feature-engineering-8',
        kind: 'single',
        section: 'Interactions, ratios and binning',
        prompt:
          'A logistic regression predicts loan default from `debt_eur` and `income_eur`, but the credit team says risk follows the debt-to-income ratio. What is the simplest feature-engineering response?',
        options: [
          {
            text: 'Add a ratio feature, `debt_eur / income_eur`',
            correct: true,
            why: 'A linear model only adds weighted effects; it cannot divide one feature by another, so you compute the ratio the experts use.',
          },
          {
            text: 'Standardise both columns, which makes the model learn the ratio',
            correct: false,
            why: 'Scaling changes units, not the additive form of the model; it still cannot form a quotient.',
          },
          {
            text: 'One-hot encode `income_eur` so that every income gets its own column',
            correct: false,
            why: 'That throws away the numeric meaning of income and creates a column per distinct value, with no ratio anywhere.',
          },
          {
            text: 'Drop `income_eur`, since debt already contains the information',
            correct: false,
            why: 'Removing a feature cannot create the missing relationship; it only loses information.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'model-evaluation',
    questions: [
      {
        id: 'model-evaluation-1',
        kind: 'single',
        section: 'Three datasets, three jobs',
        prompt: 'You are choosing between `max_depth=4` and `max_depth=8` for a tree model. Which data should decide?',
        options: [
          {
            text: 'The training set: the depth with the lower training error wins',
            correct: false,
            why: 'Deeper trees always fit the training data better; training error rewards overfitting and cannot choose a depth.',
          },
          {
            text: 'Validation data, such as cross-validation folds of the training set',
            correct: true,
            why: 'Every decision, hyperparameters included, is made on validation data so the test set stays an unbiased final check.',
          },
          {
            text: 'The test set, because it is the most realistic data you have',
            correct: false,
            why: 'Using it to choose makes it part of tuning, and its score then overstates how the model will do on new data.',
          },
          {
            text: 'Neither: depth should always be the largest value the hardware allows',
            correct: false,
            why: 'Depth controls how much a tree can overfit; it is a setting to validate, not to maximise.',
          },
        ],
      },
      {
        id: 'model-evaluation-2',
        kind: 'single',
        section: 'Splits that match reality: stratified, grouped and time-ordered',
        prompt:
          'A skin-lesion classifier is trained on 12,000 photos of 3,000 patients (several photos each). Random 5-fold cross-validation gives 97 % accuracy. What split should the team use instead?',
        options: [
          {
            text: '`StratifiedKFold`, so every fold has the same share of malignant lesions',
            correct: false,
            why: 'Stratifying balances the classes but still lets one patient’s photos fall on both sides of a split.',
          },
          {
            text: '`GroupKFold` with the patient ID as the group',
            correct: true,
            why: 'All photos of a patient stay on one side, so the model is tested on people it has never seen, as in the clinic.',
          },
          {
            text: '`TimeSeriesSplit`, ordered by the photo file names',
            correct: false,
            why: 'File names are not a time order the clinic will face; the leak here is the same patient in training and test.',
          },
          {
            text: 'More folds, such as 20, with the same random split of photos',
            correct: false,
            why: 'More random folds keep the leak: photos of the same patient would still be split across training and test.',
          },
        ],
      },
      {
        id: 'model-evaluation-3',
        kind: 'output',
        section: 'Precision, recall and F1',
        prompt: 'A spam filter’s counts on validation mail. What does this print?',
        code: {
          language: 'python',
          source: `tp, fp, fn = 30, 20, 10
precision = tp / (tp + fp)
recall = tp / (tp + fn)
f1 = 2 * precision * recall / (precision + recall)
print(round(precision, 2), round(recall, 2), round(f1, 2))`,
        },
        options: [
          {
            text: '0.6 0.75 0.68',
            correct: false,
            why: '0.675 is the ordinary average of 0.6 and 0.75; F1 is the harmonic mean, which is slightly lower.',
          },
          {
            text: '0.75 0.6 0.67',
            correct: false,
            why: 'This swaps the two: precision divides by everything flagged (30 + 20), recall by every real spam (30 + 10).',
          },
          {
            text: '0.6 0.75 0.67',
            correct: true,
            why: 'Precision is 30 / 50 = 0.6, recall 30 / 40 = 0.75, and the harmonic mean 2 × 0.45 / 1.35 ≈ 0.667.',
          },
          {
            text: '0.6 0.75 0.45',
            correct: false,
            why: '0.45 is the product of precision and recall; F1 multiplies by two and divides by their sum.',
          },
        ],
      },
      {
        id: 'model-evaluation-4',
        kind: 'single',
        section: 'ROC curves and ROC AUC',
        prompt: 'A churn model has a ROC AUC of 0.80. What does that number mean?',
        options: [
          {
            text: '80 % of its predictions at the default threshold are correct',
            correct: false,
            why: 'That is accuracy at one threshold; ROC AUC summarises every threshold at once.',
          },
          {
            text: 'A random churner gets a higher score than a random non-churner 80 % of the time',
            correct: true,
            why: 'ROC AUC measures ranking: the probability that a random positive is scored above a random negative.',
          },
          {
            text: 'It catches 80 % of the customers who churn',
            correct: false,
            why: 'That is recall at some threshold; AUC does not fix a threshold.',
          },
          {
            text: 'Its probabilities are 80 % calibrated',
            correct: false,
            why: 'AUC only looks at the order of the scores; a badly calibrated model can have a high AUC.',
          },
        ],
      },
      {
        id: 'model-evaluation-5',
        kind: 'multiple',
        section: 'Precision–recall curves on imbalanced data',
        prompt: 'Positives are 0.5 % of the data. Which statements are true? Pick all that apply.',
        options: [
          {
            text: 'A low false positive rate can still mean most flagged cases are false alarms',
            correct: true,
            why: 'FPR divides by the huge number of negatives, so a tiny rate is many false alarms next to few positives; precision shows it.',
          },
          {
            text: 'A random model’s average precision is about 0.005',
            correct: true,
            why: 'The baseline of the precision–recall summary is the share of positives, not 0.5.',
          },
          {
            text: 'A random model’s ROC AUC is about 0.005',
            correct: false,
            why: 'ROC AUC does not depend on class frequency; random ranking gives 0.5 whatever the imbalance.',
          },
          {
            text: 'The precision–recall curve is the more informative of the two plots here',
            correct: true,
            why: 'Precision reacts to every false alarm, which is what matters when positives are rare.',
          },
        ],
      },
      {
        id: 'model-evaluation-6',
        kind: 'fill',
        section: 'Choosing a threshold from costs',
        prompt:
          'Each flagged case costs €5 to review and each missed positive €200. At one threshold the model flags 120 cases and misses 20 positives. The total cost is € ____ (digits only).',
        answers: ['4600', '4,600'],
        why: '120 × 5 = €600 of reviews plus 20 × 200 = €4,000 of losses: €4,600. Compare this total across thresholds on validation data and keep the cheapest.',
      },
      {
        id: 'model-evaluation-7',
        kind: 'single',
        section: 'Calibration: can you trust the probabilities?',
        prompt:
          'On validation data, the 1,000 cases a model scored at about 0.9 turn out to be positive only 60 % of the time. What is the right conclusion?',
        options: [
          {
            text: 'The model ranks badly and should be thrown away',
            correct: false,
            why: 'The scores may still put positives above negatives; the problem is what the numbers claim, which can be repaired.',
          },
          {
            text: 'It is overconfident: recalibrate it, for example with `CalibratedClassifierCV`, before using scores as probabilities',
            correct: true,
            why: 'A calibrated model’s 0.9 means about 90 %; fitting a sigmoid or isotonic map on held-out folds brings scores in line with observed rates.',
          },
          {
            text: 'Nothing is wrong, because 60 % is more than half',
            correct: false,
            why: 'Any decision that multiplies the probability by money would overestimate by half; calibration matters exactly there.',
          },
          {
            text: 'Raise the threshold to 0.95 so the probabilities become correct',
            correct: false,
            why: 'Moving the threshold changes decisions, not the meaning of the scores; the 0.9 group is still wrong about itself.',
          },
        ],
      },
      {
        id: 'model-evaluation-8',
        kind: 'single',
        section: 'Regression metrics: MAE, RMSE and R²',
        prompt: 'A demand forecast reports R² = −0.2 on the test period. What does that tell you?',
        options: [
          {
            text: 'Its squared error is larger than that of always predicting the average demand',
            correct: true,
            why: 'R² compares with the mean as a predictor: 0 matches it, and a negative value is worse than that trivial baseline.',
          },
          {
            text: 'R² cannot be negative, so there is a bug in the metric code',
            correct: false,
            why: 'On data the model was not fitted to, R² is negative whenever the model does worse than the mean.',
          },
          {
            text: 'The forecasts are 20 % too low on average',
            correct: false,
            why: 'R² has no unit and no direction; it does not say whether predictions are high or low.',
          },
          {
            text: 'The model explains 20 % of the variance, in the opposite direction',
            correct: false,
            why: 'There is no “opposite direction” in R²; below zero just means worse than predicting the mean.',
          },
        ],
      },
    ],
  },
];
