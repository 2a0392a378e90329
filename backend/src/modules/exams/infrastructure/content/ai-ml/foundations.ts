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
];
