import type { ModuleContent } from '../content-types.js';

/** AI / ML Engineer lessons: the maths, evaluation and features (issue 29). Keys are stable: never rename or reuse them. */
export const AI_FOUNDATIONS_MODULES: ModuleContent[] = [
  {
    key: 'linear-algebra-for-ml',
    title: 'Linear Algebra for Machine Learning',
    summary:
      'Read data as vectors and matrices: dot products, norms and cosine similarity, matrix products and their shape rules, a model as Xw + b, NumPy broadcasting, inverses and a first look at eigenvectors.',
    estimatedMinutes: 140,
    reviewedOn: '2026-11',
    contentMd: `### Vectors: a data point as a list of numbers
Machine learning turns everything into numbers, and the first container for those numbers is the **vector**: an ordered list such as \`[120, 3, 25]\`. If a house is described by its floor area in square metres, its number of rooms and its age in years, that list is the house, as far as a model is concerned. Each position is a **feature**, and the length of the list is the **dimension** *d* of the data (here *d* = 3). The order matters: position 0 must always mean area, or the numbers stop meaning anything.

Geometrically, a vector is a point (or an arrow from the origin) in a *d*-dimensional space. Two houses that are alike sit close together. This picture is why linear algebra is the language of machine learning: "find similar customers", "separate spam from mail" and "compress this image" all become questions about points, distances and directions. The same idea scales far beyond three numbers: a 28 × 28 grey-scale image is a vector of 784 pixel values, and a sentence-embedding model such as all-MiniLM-L6-v2 turns any sentence into a vector of 384 numbers.

Two operations come first. **Adding** two vectors of the same length adds them position by position, and **scaling** multiplies every entry by one number: \`2 × [1, 3] = [2, 6]\`. Adding vectors of different lengths is meaningless, and most bugs in numerical code start as a silent mismatch of lengths or orders.

### Dot product, norms and cosine similarity
The **dot product** of two vectors of the same length multiplies them position by position and adds the results: \`[1, 2, 2] · [2, 0, 1] = 1×2 + 2×0 + 2×1 = 4\`. It is the most important operation in this lesson, because a linear model's prediction is a dot product between the features and the learned weights, and a neural network layer is many dot products computed at once.

A **norm** measures the length of a vector. The **L2 norm** (Euclidean length) is the square root of the sum of squares: \`‖[3, −4]‖₂ = √(9 + 16) = 5\`, the straight-line distance from the origin. The **L1 norm** adds absolute values: \`‖[3, −4]‖₁ = 3 + 4 = 7\`, the distance a taxi would drive on a grid. The distance between two points is the norm of their difference. Both norms reappear later as penalties on a model's weights: L2 (ridge) shrinks all weights smoothly, L1 (lasso) pushes some of them to exactly zero.

The dot product also measures direction: \`a · b = ‖a‖ ‖b‖ cos θ\`, where θ is the angle between the arrows. Dividing by the two lengths leaves the **cosine similarity**, a number from −1 (opposite directions) through 0 (unrelated, at right angles) to 1 (same direction). It ignores length, which is exactly what you want when comparing documents or embeddings: a long article and a short summary about the same topic point the same way even though one vector is much longer.

\`\`\`python
import math

def cosine(a, b):
    dot = sum(x * y for x, y in zip(a, b))
    return dot / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)))

print(round(cosine([1, 2, 2], [2, 0, 1]), 3))   # 4 / (3 × 2.236) = 0.596
\`\`\`

### Matrices and shapes
A **matrix** is a rectangular table of numbers with *m* rows and *n* columns, its **shape** *m* × *n*. Multiplying a matrix by a vector, \`A @ x\`, takes the dot product of every row of \`A\` with \`x\`: an *m* × *n* matrix times a vector of length *n* gives a vector of length *m*. Multiplying two matrices, \`A @ B\`, does the same for every column of \`B\`, and the **shape rule** is the thing to remember: (*m* × *n*) @ (*n* × *p*) gives *m* × *p*. The inner sizes must match and disappear; the outer sizes survive. A (32 × 10) matrix times a (10 × 4) matrix is 32 × 4; a (32 × 10) times a (4 × 10) is an error.

Matrix multiplication is not commutative: \`A @ B\` is usually different from \`B @ A\`, and often only one of them is even defined. The **transpose** \`Aᵀ\` (NumPy \`A.T\`) swaps rows and columns, turning an *m* × *n* matrix into *n* × *m*; it is how you line up shapes, for example \`X.T @ X\` is a *d* × *d* matrix whatever the number of rows.

### A dataset as a matrix, a model as Xw + b
Stack *n* data points as rows and you get the **design matrix** \`X\` of shape *n* × *d*: one row per example, one column per feature. This is the layout scikit-learn expects for its \`X\` argument (\`n_samples, n_features\`) and the layout of a pandas DataFrame of features.

A linear model has one **weight** per feature, a vector \`w\` of length *d*, and a **bias** \`b\` (the intercept). Its prediction for one example is \`x · w + b\`; for the whole dataset at once it is \`X @ w + b\`, an *n* × *d* matrix times a *d*-vector, giving *n* predictions in one operation. Linear regression, logistic regression and every fully connected layer of a neural network are this formula, followed in the last two cases by a non-linear function. NumPy runs it in compiled code over the whole array, which is why vectorised code is usually orders of magnitude faster than a Python loop over rows.

### Broadcasting in NumPy
Notice the \`+ b\` above: a vector of *n* predictions plus one number. NumPy's **broadcasting** rules make this legal. When two arrays have different shapes, NumPy compares their shapes from the last (trailing) dimension backwards; two sizes are compatible when they are equal or when one of them is 1, and missing leading dimensions count as 1. The size-1 side is stretched, conceptually, without copying data.

\`\`\`python
import numpy as np
X = np.array([[120, 3, 25], [80, 2, 40], [150, 4, 10]], dtype=float)   # shape (3, 3)
X_centred = X - X.mean(axis=0)     # (3, 3) minus (3,): each column's mean removed
X_scaled = X_centred / X.std(axis=0)
\`\`\`
\`X.mean(axis=0)\` has shape (3,), one mean per column, and it is subtracted from every row. A (5, 4) array plus a (4,) array works; a (5, 4) array plus a (5,) array fails with "operands could not be broadcast together", because the trailing sizes 4 and 5 differ. To subtract one value per *row* you reshape it to (5, 1).

### Identity, inverse and why we rarely invert
The **identity matrix** \`I\` has ones on the diagonal and zeros elsewhere; \`I @ x = x\`, the matrix version of multiplying by 1. A square matrix \`A\` may have an **inverse** \`A⁻¹\` with \`A⁻¹ @ A = I\`, which solves the system \`A @ x = y\` as \`x = A⁻¹ @ y\`. Not every matrix has one: if one column is a combination of others (a feature recorded twice, in metres and in feet), the matrix is **singular** and has no inverse.

Textbooks write the least-squares solution of linear regression as \`w = (XᵀX)⁻¹Xᵀy\`, but in code you almost never form an inverse. Computing it is slower and loses precision when the matrix is nearly singular, which real features often are. Use \`np.linalg.solve(A, y)\` to solve a square system, or a least-squares solver such as \`np.linalg.lstsq\`; scikit-learn's \`LinearRegression\` is built on SciPy's least-squares routine, not on an inverse.

### Eigenvectors: a first look at PCA
For a square matrix \`A\`, an **eigenvector** \`v\` is a direction that \`A\` only stretches, never turns: \`A @ v = λv\`, where the number λ is its **eigenvalue**. This matters for **principal component analysis** (PCA), a standard way to compress many correlated features into a few. Centre the data, compute its *d* × *d* covariance matrix, and its eigenvectors are the directions of the data's spread; the eigenvalue of each is the variance along it. The eigenvector with the largest eigenvalue is the first principal component, the single direction that keeps the most information. scikit-learn's \`PCA\` computes the same directions with a singular value decomposition and reports each component's share of the variance in \`explained_variance_ratio_\`. You will meet PCA again in the unsupervised-learning lesson; for now, remember that it is linear algebra on the covariance matrix.

### Worked example
A small model prices houses in thousands of euros from area (m²), rooms and age (years):
\`\`\`python
import numpy as np
X = np.array([[120, 3, 25], [80, 2, 40], [150, 4, 10]], dtype=float)  # n=3, d=3
w = np.array([2.0, 10.0, -0.5])
b = 50.0
print(X @ w + b)    # [307.5 210.  385. ]
\`\`\`
Check the first row by hand: 120 × 2 + 3 × 10 + 25 × (−0.5) + 50 = 240 + 30 − 12.5 + 50 = 307.5. The shapes agree: (3 × 3) @ (3,) gives (3,), and the scalar \`b\` is broadcast to all three.

Now the team wants "similar houses". The raw cosine similarities are 0.97, 0.99 and 0.92: every pair looks alike, because area is measured in large numbers and dominates every dot product. After standardising each column (subtract the column mean, divide by its standard deviation, the broadcasting code above), the similarity of the old small house and the new large one is −1.00: opposite profiles, which is the truth. The lesson: similarity and distance are only meaningful once features are on comparable scales.

### Common mistakes
- **Mixing \`*\` and \`@\`.** In NumPy \`*\` multiplies element by element; \`@\` is the matrix product. \`X * w\` silently broadcasts and returns an *n* × *d* array instead of *n* predictions.
- **Shapes that broadcast by accident.** A (5,) array minus a (5, 1) array gives a 5 × 5 array, not an error. Print \`.shape\` at every step of new code.
- **Comparing raw features with distances or cosines.** Scale them first, or the feature with the largest unit decides everything.
- **Inverting matrices.** Call a solver; an inverse is slower and numerically fragile.
- **Confusing rows and columns.** scikit-learn wants samples in rows; a single example must still be 2-D, \`x.reshape(1, -1)\`.

### At work
ML engineers rarely multiply matrices by hand, but they read and debug shapes all day. A typical bug report is "the model trains but predictions are nonsense", and the cause is a transposed matrix, a column order that changed between training and serving, or a broadcast that turned a vector into a matrix. Embedding search, the heart of recommendation systems and retrieval-augmented LLM apps, is cosine similarity over millions of vectors. PCA is used to compress features and to plot high-dimensional data in two dimensions. A junior is typically asked to vectorise a slow loop with NumPy, to find why two arrays do not line up, or to implement a similarity search and explain why the vectors are normalised first.`,
    resources: [
      {
        title: 'Mathematics for Machine Learning (Deisenroth, Faisal, Ong): free book',
        url: 'https://mml-book.github.io/',
        kind: 'book',
      },
      {
        title: 'NumPy user guide: Broadcasting',
        url: 'https://numpy.org/doc/stable/user/basics.broadcasting.html',
        kind: 'docs',
      },
      {
        title: 'Dive into Deep Learning: 2.3 Linear Algebra',
        url: 'https://d2l.ai/chapter_preliminaries/linear-algebra.html',
        kind: 'book',
      },
      {
        title: '3Blue1Brown: Essence of linear algebra (video series)',
        url: 'https://www.3blue1brown.com/topics/linear-algebra',
        kind: 'video',
      },
    ],
  },
  {
    key: 'calculus-and-gradient-descent',
    title: 'Calculus and Gradient Descent',
    summary:
      'See how models learn: derivatives and gradients, the chain rule behind backpropagation, MSE and log loss, the gradient descent update, learning rates, mini-batches, epochs and why scaling features speeds training up.',
    estimatedMinutes: 140,
    reviewedOn: '2026-11',
    contentMd: `### Derivatives: the slope of the loss
Training a model means finding the weights that make its mistakes as small as possible. We measure the mistakes with a **loss function**, a single number that is large when predictions are bad and small when they are good. Learning is then a search: which way should each weight move to make the loss smaller? Calculus answers that question with one tool, the derivative.

The **derivative** of a function at a point is its slope there: how much the output changes per tiny change of the input. For \`f(w) = w²\` the derivative is \`f′(w) = 2w\`. At \`w = 3\` the slope is 6: nudging \`w\` up by 0.01 raises \`f\` by about 0.06. At \`w = −1\` the slope is −2: the function goes *down* as \`w\` grows. The sign tells you which way is uphill, the size tells you how steep it is, and at the bottom of a valley the slope is zero. You can always check a derivative numerically: \`(f(w + h) − f(w − h)) / 2h\` for a small \`h\` such as 0.0001 is very close to it.

### Partial derivatives and the gradient
A real model has many weights, so its loss is a function of many variables. A **partial derivative** \`∂L/∂w₁\` is the slope along one weight while all the others are held still. For \`f(a, b) = a² + 3b\`, \`∂f/∂a = 2a\` and \`∂f/∂b = 3\`.

Put all the partial derivatives in one vector and you have the **gradient**, written \`∇L\`. At the point (1, 2) the gradient of that \`f\` is (2, 3). The gradient has one entry per weight, so it has the same shape as the weights, and it points in the direction in which the loss grows fastest. Its opposite, \`−∇L\`, is the direction of steepest descent. A model with a million weights has a gradient with a million entries, and computing them efficiently is the central job of a deep-learning library.

### The chain rule: how backpropagation works
Models are functions built from functions: a weighted sum, then a sigmoid, then a loss. The **chain rule** says how to differentiate such a composition: if \`y = f(g(x))\`, then \`dy/dx = f′(g(x)) × g′(x)\`, the slopes of each stage multiplied together. For \`y = (3x + 1)²\`, the outer function gives \`2(3x + 1)\`, the inner one gives 3, so the derivative is \`6(3x + 1)\`, which is 24 at \`x = 1\`.

**Backpropagation** is the chain rule applied systematically to a whole network. The **forward pass** computes the prediction and the loss, keeping the intermediate values. The **backward pass** starts from the loss and walks back through the layers, multiplying local slopes, so every weight gets its partial derivative in one sweep that costs about as much as the forward pass. PyTorch's autograd does exactly this: it records the operations on tensors that have \`requires_grad=True\`, and \`loss.backward()\` fills each parameter's \`.grad\` with its gradient.

### Loss functions: MSE and log loss
For regression the usual loss is the **mean squared error**, \`MSE = (1/n) Σ (ŷᵢ − yᵢ)²\`: the average squared miss. Squaring makes every miss positive and punishes big misses much more than small ones, and its gradient is simple. For a linear model \`ŷ = wx + b\`:

\`\`\`text
∂MSE/∂w = (2/n) Σ (ŷᵢ − yᵢ) · xᵢ
∂MSE/∂b = (2/n) Σ (ŷᵢ − yᵢ)
\`\`\`

For classification with predicted probabilities the usual loss is **log loss** (binary cross-entropy): \`−[y log p + (1 − y) log(1 − p)]\`, averaged over examples. A confident right answer costs almost nothing; a confident wrong one costs a lot: predicting \`p = 0.01\` for a real positive costs −log 0.01 ≈ 4.6, against 0.01 for \`p = 0.99\`. Combined with a sigmoid output, its gradient with respect to the model's raw score is simply \`p − y\`, which is one reason logistic regression and neural classifiers use it.

### Gradient descent
**Gradient descent** repeats one update until the loss stops improving:

\`\`\`text
w ← w − η · ∇L(w)
\`\`\`

Compute the gradient at the current weights, take a small step against it, and repeat. The **learning rate** η (eta) sets the size of the step. Each weight moves in proportion to how much it affects the loss: a weight with a steep partial derivative moves a lot, one with a flat partial derivative barely moves.

### Learning rate: too small, too large
The learning rate is the most important setting of training. Take \`L(w) = (w − 3)²\`, whose minimum is at \`w = 3\` and whose gradient is \`2(w − 3)\`. Starting from 0, five steps give:
- η = 0.01: \`w\` ≈ 0.29. Every step is correct but tiny: training **crawls**, and you pay for compute that barely helps.
- η = 0.4: \`w\` ≈ 3.00. Each step removes 80 % of the remaining distance: fast **convergence**.
- η = 1.1: \`w\` ≈ 10.46. Each step overshoots the minimum by more than it started, the weight swings from side to side ever wider, and the loss **diverges**, often ending as \`inf\` or \`nan\`.

In practice you watch the **loss curve**: the training loss plotted against steps. A curve that falls slowly and steadily suggests a larger rate; one that jumps around or climbs suggests a smaller one. Many training runs also lower the rate over time (a **schedule**), taking big steps early and careful ones near the end.

### Stochastic and mini-batch gradient descent
The gradient of the MSE is an average over all *n* examples. Computing it over the full dataset for every step (**batch gradient descent**) is accurate but slow when *n* is in the millions. **Stochastic gradient descent** (SGD) estimates the gradient from one random example per step: cheap and noisy. **Mini-batch gradient descent**, what nearly everyone uses, averages over a small random batch such as 32, 64 or 256 examples: the estimate is good enough, and a batch fits the parallel hardware of a GPU.

One full pass over the training data is an **epoch**. With 50,000 examples and a batch size of 500, an epoch is 100 update steps; training for 20 epochs is 2,000 steps. Shuffle the data every epoch so the batches differ, or the model may learn the order of the file.

### Convergence and local minima
Training has **converged** when the loss stops falling meaningfully; in practice you stop when the validation loss has not improved for a few epochs (**early stopping**). For linear regression with MSE the loss surface is a single bowl (it is **convex**), so gradient descent with a sensible rate reaches the one minimum. The loss of a neural network is not convex: it has many **local minima**, flat plateaus and saddle points, and where you end up depends on the starting weights. This is less of a disaster than it sounds. Research on high-dimensional networks, such as Dauphin and colleagues' 2014 paper on saddle points, argues that saddle points and plateaus, not bad local minima, are the main obstacle, and the noise of mini-batches helps training move past them.

### Feature scaling and the shape of the loss
Suppose one feature is an income in euros (values around 40,000) and another is a number of children (0 to 4). The partial derivative for the income weight is multiplied by huge \`x\` values, so it is enormous, while the other is tiny. A learning rate small enough not to blow up the income weight is far too small for the children weight. The loss surface is a long, narrow valley, and gradient descent zigzags across it instead of walking down it. **Standardising** each feature to mean 0 and standard deviation 1 makes the valley rounder, so one learning rate suits every weight and training converges in far fewer steps. scikit-learn's documentation says it plainly: stochastic gradient descent is sensitive to feature scaling, so scale your data.

### Worked example
Fit \`ŷ = wx + b\` to three points, \`x = [1, 2, 3]\` and \`y = [2, 4, 6]\` (the true line is \`y = 2x\`), starting at \`w = 0\`, \`b = 0\` with η = 0.1.

1. **Forward pass.** All predictions are 0, so the errors \`ŷ − y\` are \`[−2, −4, −6]\` and MSE = (4 + 16 + 36) / 3 ≈ 18.67.
2. **Gradients.** \`∂L/∂w = (2/3)(−2×1 − 4×2 − 6×3) = (2/3)(−28) ≈ −18.67\`; \`∂L/∂b = (2/3)(−12) = −8\`.
3. **Update.** \`w = 0 − 0.1 × (−18.67) ≈ 1.87\`; \`b = 0 − 0.1 × (−8) = 0.8\`. Both gradients were negative, so both weights went up.
4. **Check.** The new errors are about \`[0.67, 0.53, 0.40]\` and the MSE is about 0.30: one step removed 98 % of the loss.

\`\`\`python
x, y = [1, 2, 3], [2, 4, 6]
w = b = 0.0
for step in range(3):
    err = [w * xi + b - yi for xi, yi in zip(x, y)]
    gw = 2 / 3 * sum(e * xi for e, xi in zip(err, x))
    gb = 2 / 3 * sum(err)
    w, b = w - 0.1 * gw, b - 0.1 * gb
    print(step, round(w, 3), round(b, 3))
\`\`\`
After three steps \`w ≈ 1.70\` and \`b ≈ 0.69\` with MSE ≈ 0.07. The next steps are much smaller, because the gradients shrink as the loss flattens; \`w\` and \`b\` keep sliding slowly along the valley towards 2 and 0.

### Common mistakes
- **Forgetting to reset gradients.** PyTorch adds new gradients to \`.grad\`; without \`optimizer.zero_grad()\` every step uses the sum of all previous gradients.
- **A learning rate copied from elsewhere.** The right η depends on the model, the loss and the scale of the data. Try values a factor of 10 apart (0.1, 0.01, 0.001) and read the loss curves.
- **Unscaled features.** Standardise before gradient-based training, fitting the scaler on the training data only.
- **Reading one noisy step.** Mini-batch losses jump around; judge the trend over many steps or an epoch.
- **Treating nan as bad luck.** A loss that becomes \`nan\` usually means divergence (rate too high) or a \`log(0)\`.

### At work
ML engineers rarely differentiate by hand, because autograd does it, but they debug training every day with these ideas. Typical tasks for a junior: run a learning-rate sweep and pick the value from the curves, find why a loss went to \`nan\` after a data change (a new unscaled column, a label out of range), choose a batch size that fits GPU memory, and add early stopping so a run ends when the validation loss stops improving. When someone says "the gradients exploded" or "it is stuck on a plateau", this lesson is the vocabulary of that conversation.`,
    resources: [
      {
        title: 'Google Machine Learning Crash Course: Gradient descent',
        url: 'https://developers.google.com/machine-learning/crash-course/linear-regression/gradient-descent',
        kind: 'course',
      },
      {
        title: 'Dive into Deep Learning: 2.4 Calculus',
        url: 'https://d2l.ai/chapter_preliminaries/calculus.html',
        kind: 'book',
      },
      {
        title: 'Dive into Deep Learning: Minibatch Stochastic Gradient Descent',
        url: 'https://d2l.ai/chapter_optimization/minibatch-sgd.html',
        kind: 'book',
      },
      {
        title: '3Blue1Brown: Neural networks (gradient descent and backpropagation videos)',
        url: 'https://www.3blue1brown.com/topics/neural-networks',
        kind: 'video',
      },
    ],
  },
  {
    key: 'feature-engineering',
    title: 'Feature Engineering',
    summary:
      'Turn raw columns into features a model can use: scaling, one-hot, ordinal and target encoding, imputing missing values, cyclical dates, TF-IDF text, interactions and bins, all inside a ColumnTransformer pipeline that cannot leak, then selecting what helps.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### Why features matter more than the algorithm
A model only sees numbers in a table. **Feature engineering** is the work of turning raw data (text columns, timestamps, gaps, free text) into those numbers so that the pattern you care about is easy to learn. The Machine Learning Basics lesson showed that a good feature such as "days since last order" often beats a fancier model; this lesson is the toolbox for building such features in scikit-learn without fooling yourself.

Two questions guide every choice. **Can the model use this representation?** A linear model cannot do anything sensible with the text "Lisbon", and it treats a timestamp as one huge number. **Would this value be available, computed the same way, at prediction time?** If not, the feature leaks, and the model looks great until it meets real data. Every transformer in this lesson therefore learns its parameters (means, categories, vocabularies) from training data only, and applies them unchanged to new data.

### Scaling numbers: StandardScaler and MinMaxScaler
**StandardScaler** subtracts each column's mean and divides by its standard deviation, so every feature ends with mean 0 and standard deviation 1: a value of 2 means "two standard deviations above average" whatever the unit. scikit-learn computes the population standard deviation (NumPy's \`ddof=0\`). **MinMaxScaler** maps each column to a fixed range, by default 0 to 1, with \`(x − min) / (max − min)\`; it keeps zeros in sparse data but a single extreme value squeezes everything else into a corner. **RobustScaler** uses the median and the interquartile range instead, so outliers barely move it.

Which models need scaling? Anything that uses distances or gradients: k-nearest neighbours, support vector machines, k-means and PCA (distances), linear and logistic regression with regularisation (the penalty treats all weights alike, so units matter), and neural networks (gradient descent, as the previous lesson showed). Decision trees, random forests and gradient-boosted trees split one feature at a time on thresholds, so any monotonic rescaling leaves them unchanged; scaling does no harm there, but it buys nothing.

### Encoding categories
A **category** such as city, device or product type must become numbers. **One-hot encoding** creates one 0/1 column per category: \`city=Porto\` becomes \`[0, 1, 0]\` over (Lisbon, Porto, Faro). It assumes no order, which is right for nominal data. In scikit-learn, \`OneHotEncoder(handle_unknown="ignore")\` encodes a category never seen in training as all zeros instead of crashing in production, and \`min_frequency\` groups rare categories into one "infrequent" column so a column with 5,000 shop names does not explode into 5,000 features.

**Ordinal encoding** maps categories to integers 0, 1, 2… Pass the order explicitly, \`OrdinalEncoder(categories=[["S", "M", "L", "XL"]])\`, when it is real (sizes, education levels, ratings). For unordered categories an ordinal code invents a fake ranking that a linear model will take literally; tree models cope better with it, which is why ordinal codes are common with gradient boosting.

**Target encoding** replaces each category by the average target for that category: each city becomes its historical conversion rate. It handles thousands of categories in one column, but it is dangerous. For a rare category the "average" is computed from a few rows that include the row's own label, so the feature leaks the answer and the model learns to trust it. scikit-learn's \`TargetEncoder\` (since version 1.3) defends against this in two ways: it shrinks rare categories towards the global mean, and its \`fit_transform\` uses **cross fitting**, encoding each fold of the training data with statistics learned from the other folds. That is why, as its documentation warns, \`fit(X, y).transform(X)\` does not give the same result as \`fit_transform(X, y)\`: always let the pipeline call \`fit_transform\` on training data.

### Missing values
Most scikit-learn estimators reject \`NaN\`. \`SimpleImputer\` fills gaps with the column's mean, median, most frequent value or a constant; the median is the usual choice for skewed numbers, and "most_frequent" or a constant such as \`"missing"\` suits categories. Missingness itself is often informative: a blank "previous employer" or a sensor that fails when it is hot says something. \`SimpleImputer(add_indicator=True)\` appends a 0/1 column per feature that had gaps during fitting, so the model can learn from the fact that a value was missing, not only from the filled-in guess. Never fill with a statistic computed on the whole dataset before splitting: that is leakage in a small way.

### Dates, times and cyclical features
A raw timestamp is useless as a number. Extract what could plausibly matter: hour, day of week, month, whether it is a holiday, and **durations** such as days since signup or since the last purchase, which are often the strongest features of all.

Some of these are **cyclical**: hour 23 and hour 0 are one hour apart, but as numbers they are 23 apart. Encode a cycle of period *P* as two features, \`sin(2πx / P)\` and \`cos(2πx / P)\`, which place the values on a circle: in this encoding, 23:00 and 01:00 are about 0.52 apart while 12:00 and 01:00 are about 1.98 apart, which matches the clock. scikit-learn's time-related feature engineering example compares this with one-hot hours and periodic splines on a bike-sharing dataset. Tree models can often work with the plain hour number; linear models and neural networks benefit most from the circle.

### Text as features: bag of words and TF-IDF
The simplest way to turn text into numbers is a **bag of words**: build a vocabulary from the training texts and count how often each word appears in each document (\`CountVectorizer\`). Word order is lost, but for tasks such as routing support tickets or filtering spam it works surprisingly well. Common words such as "the" dominate raw counts, so **TF-IDF** (term frequency × inverse document frequency) down-weights words that appear in many documents and up-weights words that are frequent in this document but rare overall. \`TfidfVectorizer\` does both steps and, by default, scales each document's vector to length 1, so long and short texts are comparable (the cosine similarity of the linear-algebra lesson). The result is a sparse matrix with one column per vocabulary word; \`min_df\` and \`max_features\` keep it manageable, and \`ngram_range=(1, 2)\` adds word pairs such as "not good". Embeddings, covered in the NLP lesson, capture meaning better; TF-IDF with logistic regression remains a strong, cheap baseline.

### Interactions, ratios and binning
A linear model adds up feature effects, so it cannot learn on its own that "price per square metre" matters, or that a discount only helps on weekends. You can create such features: **ratios** (\`price / area\`, \`debt / income\`), **differences** (days between two dates), and **interactions** (\`PolynomialFeatures(degree=2, interaction_only=True)\` multiplies every pair). Domain knowledge is the best guide: ask someone who knows the business what they look at.

**Binning** turns a number into ranges (\`KBinsDiscretizer(n_bins=5, strategy="quantile")\` makes five equally populated bins). It lets a linear model learn a non-linear shape, such as risk that is high for the youngest and oldest drivers, at the price of a coarser signal.

### ColumnTransformer: one pipeline for every column
Real tables mix types, and each type needs its own treatment. \`ColumnTransformer\` applies a different transformer to each group of columns and joins the results side by side; put it as the first step of a \`Pipeline\` with the model after it. The whole pipeline is then one estimator: \`cross_val_score\`, \`GridSearchCV\` and \`fit\` refit every step on the training folds only, and \`predict\` in production replays exactly the same transformations. By default, columns you do not name are dropped (\`remainder="drop"\`), which protects you from a stray ID column sneaking into the model.

### Feature selection
More features are not always better: useless ones add noise, slow training and make models harder to explain. Simple filters remove constant columns (\`VarianceThreshold\`) or keep the *k* features with the strongest univariate relation to the target (\`SelectKBest\` with \`f_classif\` or \`mutual_info_classif\`). Model-based selection keeps features that a model relies on (\`SelectFromModel\` with an L1-penalised model or a forest). After training, **permutation importance** (\`sklearn.inspection.permutation_importance\`) measures how much the validation score drops when one column is shuffled. The golden rule: selection is learning from labels, so it belongs inside the pipeline. Choosing the 20 "best" features on the full dataset and then cross-validating gives a score that is too optimistic, sometimes wildly so.

### Worked example
A delivery company predicts delivery time in minutes. Columns: \`distance_km\` (number), \`items\` (number, sometimes missing), \`restaurant_type\` (category), \`city\` (category, new cities appear every month) and \`ordered_at\` (timestamp).

\`\`\`python
import numpy as np
from sklearn.compose import ColumnTransformer
from sklearn.impute import SimpleImputer
from sklearn.linear_model import Ridge
from sklearn.model_selection import cross_val_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import FunctionTransformer, OneHotEncoder, StandardScaler

def hour_on_circle(df):
    hours = df["ordered_at"].dt.hour
    return np.column_stack([np.sin(2 * np.pi * hours / 24), np.cos(2 * np.pi * hours / 24)])

prepare = ColumnTransformer([
    ("num", make_pipeline(SimpleImputer(strategy="median", add_indicator=True), StandardScaler()),
     ["distance_km", "items"]),
    ("cat", OneHotEncoder(handle_unknown="ignore", min_frequency=20), ["restaurant_type", "city"]),
    ("hour", FunctionTransformer(hour_on_circle), ["ordered_at"]),
])
model = make_pipeline(prepare, Ridge(alpha=1.0))
scores = cross_val_score(model, X_train, y_train, cv=5, scoring="neg_mean_absolute_error")
print(-scores.mean())
\`\`\`
Step by step: the median and the missing-items indicator are learned inside each fold; the scaler makes distance and items comparable for Ridge's penalty; a city that first appears next month becomes all zeros instead of an error, and cities with fewer than 20 orders share one column; the hour becomes a point on a circle, so orders at 23:00 and 00:30 look alike. Compared with a first version that one-hot encoded the raw hour and dropped rows with missing items, the team keeps every row, and the comparison is fair because both versions were scored with the same folds. Scikit-learn negates error metrics so that "greater is better" holds everywhere, hence the minus sign.

### Common mistakes
- **Fitting transformers on all the data.** A scaler, imputer, encoder or selector fitted before the split leaks test information. Put them in the pipeline.
- **Ordinal codes for unordered categories in a linear model.** "Lisbon = 0, Porto = 1, Faro = 2" tells the model Faro is twice Porto. Use one-hot.
- **Target encoding without cross fitting.** Rare categories memorise their own labels. Use \`TargetEncoder\` inside the pipeline.
- **Crashing on new categories.** Set \`handle_unknown="ignore"\` (or an infrequent bucket) for anything that changes over time.
- **Raw hours and months in a linear model.** Use the sine and cosine pair.
- **Features from the future.** A "total spend this year" computed at the end of the year is not known in March.

### At work
Most of an applied ML engineer's modelling time goes into features and data, not into choosing algorithms. A junior is typically asked to add a feature the business suggested and measure whether it helps with cross-validation, to make a pipeline survive new categories and missing values in production, to build a TF-IDF baseline for a text problem before anyone reaches for a large model, or to find why the offline score was better than production, which is very often a transformer fitted outside the pipeline or a feature computed differently at serving time. Teams keep feature code in version-controlled pipelines (and sometimes a feature store) so that training and serving use the same logic.`,
    resources: [
      {
        title: 'scikit-learn user guide: Preprocessing data',
        url: 'https://scikit-learn.org/stable/modules/preprocessing.html',
        kind: 'docs',
      },
      {
        title: 'scikit-learn user guide: Pipelines and composite estimators (ColumnTransformer)',
        url: 'https://scikit-learn.org/stable/modules/compose.html',
        kind: 'docs',
      },
      {
        title: 'Google Machine Learning Crash Course: Working with categorical data',
        url: 'https://developers.google.com/machine-learning/crash-course/categorical-data',
        kind: 'course',
      },
      {
        title: 'Kaggle Learn: Feature Engineering',
        url: 'https://www.kaggle.com/learn/feature-engineering',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'model-evaluation',
    title: 'Evaluating Models Honestly',
    summary:
      'Measure a model the way it will be used: validation and test roles, stratified, grouped and time-series splits, precision, recall and F1, ROC and precision–recall curves on imbalanced data, thresholds from costs, calibration, regression metrics and fair comparisons.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### Three datasets, three jobs
The Machine Learning Basics lesson set the ground rules: never grade on the training data, keep a test set aside, use cross-validation and pipelines, pick precision or recall by the cost of mistakes. This lesson goes further, because most disappointing models in production were not badly trained: they were **badly measured**, and the team believed a number that was never going to hold.

Keep three roles apart. The **training set** is what the model learns from. The **validation data** (a held-out set, or the rotating folds of cross-validation) is where you make every decision: which features, which model, which hyperparameters, which threshold. The **test set** answers one question once, at the end: how will the chosen system do on new data? Every look at the test set that changes a decision turns it into validation data, and then nothing unbiased is left. A useful habit is to write down, before training, the metric, the split and the number you need to beat, usually a simple baseline.

### Splits that match reality: stratified, grouped and time-ordered
A split is honest when the relationship between training and test data mirrors the relationship between your historical data and the data the model will meet later.

- **Stratified splits** keep the share of each class the same in every fold. With 2 % positives and plain random folds, one fold might get 1 % and another 3 %, and their scores swing for no real reason. For classifiers, \`cross_val_score\` with an integer \`cv\` already uses \`StratifiedKFold\`.
- **Grouped splits** keep all rows of one entity on the same side. If a patient has ten scans and some land in training and some in test, the model can recognise the patient instead of the disease. \`GroupKFold\` with \`groups=patient_id\` prevents it; the same applies to customers, devices, houses and authors.
- **Time-ordered splits** train on the past and test on the future. \`TimeSeriesSplit(n_splits=5)\` returns folds in which every test block comes after its training data, and each training set contains all earlier ones. Its \`gap\` parameter leaves out samples between training and test, which matters when features use recent history (a 7-day moving average computed on day *t* overlaps the 7 days before it). A random split of time-ordered data lets the model learn from next month to predict last month, and production will never offer that.

### Precision, recall and F1
Recall from the basics: **precision** = TP / (TP + FP), of everything flagged, how much was right; **recall** = TP / (TP + FN), of everything real, how much was caught. When you need one number that balances them, the **F1 score** is their harmonic mean, \`2 × P × R / (P + R)\`. The harmonic mean punishes imbalance: precision 0.8 with recall 0.4 gives F1 ≈ 0.53, not the 0.6 an ordinary average suggests, and a model with recall 0 has F1 0 however precise it is. F1 treats both errors as equally bad; when they are not (and they rarely are), use costs, as below. With several classes, \`average="macro"\` gives every class equal weight, so rare classes count as much as common ones, while \`average="weighted"\` follows class frequency and can hide a useless rare-class score.

### ROC curves and ROC AUC
A classifier that outputs scores defines a whole family of classifiers, one per threshold. The **ROC curve** plots the true positive rate (recall) against the **false positive rate**, FP / (FP + TN), as the threshold sweeps from high to low. The area under it, **ROC AUC**, summarises the family in one number with a useful meaning: it is the probability that a randomly chosen positive gets a higher score than a randomly chosen negative. 0.5 is random guessing and 1.0 is perfect ranking. Because it does not depend on a threshold or on class frequencies, it is a good way to compare how well models *rank*.

### Precision–recall curves on imbalanced data
That same independence from class frequency is the weakness of ROC on rare events. The false positive rate divides by all negatives, so with 9,900 legitimate transactions, 80 false alarms are an FPR below 1 % and the ROC curve looks superb, even though those 80 false alarms outnumber the 70 frauds caught. The **precision–recall curve** plots precision against recall over all thresholds, and precision feels every false alarm. Its summary, **average precision** (\`average_precision_score\`), has a baseline equal to the share of positives: 0.01 for 1 % fraud, not 0.5. Saito and Rehmsmeier's 2015 study in PLOS ONE showed that for imbalanced data the precision–recall plot is the more informative of the two. In practice: report ROC AUC if you like, but decide with the precision–recall curve when positives are rare.

### Choosing a threshold from costs
The model's job is to score; the business's job is to decide what to do with the score. Write the cost of each outcome (a review costs €5, a missed fraud €200 on average), compute the total cost at each candidate threshold on **validation** predictions (\`cross_val_predict(..., method="predict_proba")\` gives out-of-fold probabilities for every training row), and take the cheapest. Since version 1.5, scikit-learn's \`TunedThresholdClassifierCV\` does this with cross-validation for any scorer, including a cost function built with \`make_scorer\`, and \`FixedThresholdClassifier\` applies a threshold chosen by hand. A threshold chosen on the test set is a decision made with test data: choose it on validation data like any other setting.

### Calibration: can you trust the probabilities?
A model is **calibrated** when its probabilities mean what they say: of all cases scored 0.8, about 80 % are positive. Ranking metrics such as ROC AUC ignore calibration entirely, but any decision that multiplies a probability by money (expected loss, bidding, triage) depends on it. Check it with a **reliability diagram** (\`CalibrationDisplay\`, or \`calibration_curve\`), which bins predictions and plots the mean prediction against the observed rate, and with the **Brier score**, the mean squared difference between probability and outcome (lower is better). Many models are not calibrated out of the box: naive Bayes pushes probabilities to the extremes, and random forests rarely output values near 0 or 1. \`CalibratedClassifierCV\` fixes this on held-out folds with a sigmoid (Platt) fit, which suits small data, or an isotonic fit, which is more flexible but needs more data.

### Regression metrics: MAE, RMSE and R²
**MAE**, the mean absolute error, is the average miss in the target's unit ("we are off by 3.5 minutes on average"), and every minute counts the same. **RMSE**, the square root of the mean squared error, is in the same unit but squares before averaging, so large misses dominate: the errors \`[1, −1, 2, −10]\` give MAE 3.5 but RMSE ≈ 5.15. Choose RMSE when one big miss is worse than several small ones, MAE when it is not; scikit-learn has \`mean_absolute_error\` and, since 1.4, \`root_mean_squared_error\`. **R²** (\`r2_score\`) compares your squared error with that of always predicting the mean: 1 is perfect, 0 is no better than the mean, and it can be negative for a model worse than that. R² has no unit, so report it next to MAE or RMSE, never alone.

### Comparing models: mean and spread
Cross-validation gives one score per fold, and the spread matters as much as the mean. Model A scores 0.812 ± 0.030 over five folds, model B 0.819 ± 0.028: the difference of 0.007 is a quarter of the fold-to-fold noise, and another random split could reverse it. Compare models on the **same folds** and look at the per-fold differences; if B wins in only three folds out of five, you have not found a better model. \`RepeatedStratifiedKFold\` repeats cross-validation with different shuffles to steady the estimate. When the candidates are that close, prefer the simpler, faster or more explainable one.

### Leakage through tuning
Every decision you make by looking at a score fits that score a little. Try 200 hyperparameter settings with \`GridSearchCV\` and the best \`best_score_\` is the maximum of 200 noisy numbers, so it is optimistic. That is fine for choosing, but not for reporting. To estimate the performance of the whole procedure, tuning included, use **nested cross-validation**: an inner search inside each outer training fold, scored on the outer fold (\`cross_val_score(GridSearchCV(...), X, y, cv=outer)\`), as scikit-learn's "nested versus non-nested cross-validation" example shows. The same logic explains why a test set used repeatedly during a project stops being a test set: if you chose the features, the model and the threshold after looking at it, its score has been tuned too.

### Worked example
A payments team scores 10,000 validation transactions from last month, 100 of them fraud. ROC AUC is 0.96 and the manager is delighted. The engineer builds a table at three thresholds, with a €5 review cost for every flagged transaction and an average €200 loss for every missed fraud:

\`\`\`text
threshold  TP  FP   FN  precision  recall  FPR     cost
0.50       40   10  60  0.80       0.40    0.1 %   50 × 5 + 60 × 200  = €12,250
0.20       70   80  30  0.47       0.70    0.8 %   150 × 5 + 30 × 200 = €6,750
0.05       90  900  10  0.09       0.90    9.1 %   990 × 5 + 10 × 200 = €6,950
\`\`\`
The default 0.5 is the most expensive: it misses 60 frauds. The cheapest is 0.2, even though fewer than half of its flags are fraud, a fact the tiny FPR of 0.8 % hides and precision shows. The split was time-ordered (train on the months before, validate on last month) because fraud patterns drift, and all of a customer's transactions sat on one side of it. The threshold came from validation data; the model then ran once on the following month, held out as the test set, and the report gave the test precision, recall and cost at 0.2, the spread over folds, and the rule-based system it replaces as the baseline.

### Common mistakes
- **Random splits for time-ordered or grouped data.** Use \`TimeSeriesSplit\` or \`GroupKFold\`, or the score reflects a world that cannot exist.
- **Judging rare-event models by ROC AUC alone.** Look at the precision–recall curve and the precision at the operating threshold.
- **Choosing the threshold, features or model on the test set.** Decide on validation folds; touch the test set once.
- **Reporting \`best_score_\` from a large search as the expected performance.** Use nested cross-validation or a fresh test set.
- **Treating scores as probabilities without checking.** Plot a reliability diagram before multiplying scores by money.
- **Declaring a winner inside the noise.** Compare fold by fold and report the spread.

### At work
Evaluation is where an ML engineer earns trust. A junior is typically asked to set up the validation scheme for a new project (which split, which metric, which baseline), to add a precision–recall analysis and a cost table to a model review, to tune and document a threshold with the product owner, to check the calibration of a model whose scores feed pricing, or to investigate why offline metrics were better than the live A/B test, which is often a split that did not match reality. Reviewers look for the same things in every model report: a split that mirrors deployment, a baseline, the metric the business cares about, its uncertainty, and a test set that was used once.`,
    resources: [
      {
        title: 'scikit-learn user guide: Metrics and scoring',
        url: 'https://scikit-learn.org/stable/modules/model_evaluation.html',
        kind: 'docs',
      },
      {
        title: 'scikit-learn user guide: Tuning the decision threshold for class prediction',
        url: 'https://scikit-learn.org/stable/modules/classification_threshold.html',
        kind: 'docs',
      },
      {
        title: 'scikit-learn user guide: Probability calibration',
        url: 'https://scikit-learn.org/stable/modules/calibration.html',
        kind: 'docs',
      },
      {
        title: 'Google Machine Learning Crash Course: ROC and AUC',
        url: 'https://developers.google.com/machine-learning/crash-course/classification/roc-and-auc',
        kind: 'course',
      },
    ],
  },
];
