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

A linear model has one **weight** per feature, a vector \`w\` of length *d*, and a **bias** \`b\` (the intercept). Its prediction for one example is \`x · w + b\`; for the whole dataset at once it is \`X @ w + b\`, an *n* × *d* matrix times a *d*-vector, giving *n* predictions in one operation. Linear regression, logistic regression and every fully connected layer of a neural network are this formula, followed in the last two cases by a non-linear function. NumPy runs it in compiled code over the whole array, which is why vectorised code is often a hundred times faster than a Python loop over rows.

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
];
