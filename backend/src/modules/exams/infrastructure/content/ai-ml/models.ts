import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** ai-ml exam questions, part models (issue 29). Keys are stable: never rename or reuse them. Every output question was run with python3. */
export const AI_ML_EXAM_MODELS: ExamQuestionContent[] = [
  // classification-models
  {
    key: 'ai-ml-101',
    kind: 'output',
    prompt:
      'A classifier predicts 0.8 for a positive row and 0.3 for a negative row. What does this log-loss computation print?',
    code: `import math

y = [1, 0]
p = [0.8, 0.3]
loss = -sum(t * math.log(q) + (1 - t) * math.log(1 - q) for t, q in zip(y, p)) / len(y)
print(round(loss, 2))`,
    language: 'python',
    options: opts('0.29', '0.25', '0.83', '-0.29'),
    correct: ['a'],
    explanation:
      'The positive row costs −log(0.8) ≈ 0.22 and the negative row −log(1 − 0.3) ≈ 0.36; their mean is about 0.29. Log loss is never negative, because the log of a probability is at most 0.',
    moduleKey: 'classification-models',
    section: 'The sigmoid and log loss',
  },
  {
    key: 'ai-ml-102',
    kind: 'single',
    prompt:
      'You fit the same scaled LogisticRegression twice, once with C=0.01 and once with C=100. Which model ends up with the smaller weights?',
    options: opts(
      'The one with C=100, because a larger C means a larger penalty',
      'The one with C=0.01, because C is the inverse of the regularisation strength',
      'Both the same: C only changes the solver’s number of iterations',
      'Neither: L2 regularisation sets weights to exactly zero regardless of C',
    ),
    correct: ['b'],
    explanation:
      'In scikit-learn, a smaller C means stronger regularisation, so the L2 penalty shrinks the weights more. L2 shrinks weights towards zero but, unlike L1, rarely makes them exactly zero.',
    moduleKey: 'classification-models',
    section: 'Regularisation and C',
  },
  {
    key: 'ai-ml-103',
    kind: 'multiple',
    prompt: 'Which statements about scikit-learn’s KNeighborsClassifier are true? Choose all that apply.',
    options: opts(
      'fit essentially stores the training rows; the work happens at prediction time',
      'With k = 1 the model tends to overfit, following every noisy training point',
      'It learns one weight per feature, so features in different units are balanced automatically',
      'By default it uses 5 neighbours and Euclidean distance',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'k-NN keeps the rows and votes among the nearest ones (n_neighbors=5, Minkowski distance with p=2 by default). It learns no weights, so features must be scaled before the distance is fair.',
    moduleKey: 'classification-models',
    section: 'k-nearest neighbours and why scaling matters',
  },
  {
    key: 'ai-ml-104',
    kind: 'single',
    prompt:
      'A support-ticket router has four classes: billing, bug, account and other. With the one-vs-rest strategy, how many binary classifiers are trained?',
    options: opts('One', 'Four', 'Six, one per pair of classes', 'Sixteen'),
    correct: ['b'],
    explanation:
      'One-vs-rest trains one "this class or not" model per class and picks the most confident one. One model per pair (six here) is the one-vs-one strategy.',
    moduleKey: 'classification-models',
    section: 'More than two classes',
  },
  {
    key: 'ai-ml-105',
    kind: 'single',
    prompt:
      'A small charity has 400 labelled emails (donation question, volunteering, complaint) and wants a text classifier by tomorrow. Which first model fits best?',
    options: opts(
      'k-NN on the raw characters of each email',
      'MultinomialNB on word counts from CountVectorizer, compared with a dummy baseline',
      'A regularised logistic regression on two hand-picked numeric features: email length and hour sent',
      'No model: text needs at least a million examples',
    ),
    correct: ['b'],
    explanation:
      'Naive Bayes on word counts trains in one pass, needs little data and is a strong text baseline. Length and hour carry little of the topic, and k-NN on raw characters has no meaningful distance.',
    moduleKey: 'classification-models',
    section: 'Choosing a model',
  },
  // trees-and-ensembles
  {
    key: 'ai-ml-106',
    kind: 'output',
    prompt: 'A leaf holds 8 fraudulent and 2 legitimate transactions. What does this entropy computation print?',
    code: `import math

counts = [8, 2]
n = sum(counts)
entropy = -sum((c / n) * math.log2(c / n) for c in counts if c)
print(round(entropy, 2))`,
    language: 'python',
    options: opts('0.72', '0.32', '1.0', '0.5'),
    correct: ['a'],
    explanation:
      'Entropy is −(0.8·log2 0.8 + 0.2·log2 0.2) ≈ 0.72 bits: below the 1 bit of a 50/50 node, above the 0 of a pure one. 0.32 would be the Gini impurity of the same node.',
    moduleKey: 'trees-and-ensembles',
    section: 'Gini impurity and entropy',
  },
  {
    key: 'ai-ml-107',
    kind: 'single',
    prompt:
      'A random forest is trained on 10,000 rows with bootstrap sampling. About how many distinct rows does each tree see?',
    options: opts('All 10,000, each exactly once', 'About 6,300', 'About 5,000', 'About 1,000, a tenth of the data'),
    correct: ['b'],
    explanation:
      'A bootstrap sample draws 10,000 rows with replacement, so some rows repeat and about 1 − 1/e ≈ 63 % of the distinct rows appear. The other 37 % are that tree’s out-of-bag rows.',
    moduleKey: 'trees-and-ensembles',
    section: 'Bagging and random forests',
  },
  {
    key: 'ai-ml-108',
    kind: 'single',
    prompt:
      'You train a gradient-boosted model for 2,000 rounds and plot the validation loss: it falls until round 400, then slowly rises. What should you do?',
    options: opts(
      'Keep all 2,000 rounds, because the training loss is still falling and more trees mean a better fit',
      'Use early stopping on a validation split so training stops near the best round',
      'Switch to a random forest, because boosting cannot be fixed',
      'Raise the learning rate so the 2,000 rounds are used better',
    ),
    correct: ['b'],
    explanation:
      'After round 400 the new trees fit noise, so the model overfits. Early stopping watches the validation loss and keeps only the rounds that help; a higher learning rate would overfit even sooner.',
    moduleKey: 'trees-and-ensembles',
    section: 'Learning rate, trees and early stopping',
  },
  {
    key: 'ai-ml-109',
    kind: 'multiple',
    prompt:
      'Which DecisionTreeClassifier parameters limit how closely a single tree can fit its training data? Choose all that apply.',
    options: opts('max_depth', 'min_samples_leaf', 'ccp_alpha', 'random_state'),
    correct: ['a', 'b', 'c'],
    explanation:
      'max_depth and min_samples_leaf stop growth early (pre-pruning), and a positive ccp_alpha prunes weak branches after growth. random_state only fixes the randomness so results repeat.',
    moduleKey: 'trees-and-ensembles',
    section: 'Depth, overfitting and pruning',
  },
  {
    key: 'ai-ml-110',
    kind: 'single',
    prompt:
      'A boosted-tree model predicts flat prices; the most expensive flat in its training data cost €900,000. A much larger penthouse comes on the market. What will the model predict?',
    options: opts(
      'A price well above €900,000, extrapolating the trend in size',
      'At most around the highest values its leaves learned, so it will likely underprice the penthouse',
      'An error, because scikit-learn refuses to predict for any input outside the range seen in training',
      'Exactly the average price of the training data',
    ),
    correct: ['b'],
    explanation:
      'A tree predicts the values stored in its leaves, so tree ensembles cannot extrapolate beyond the range they were trained on. A linear model, or a target expressed per square metre, is needed when extrapolation matters.',
    moduleKey: 'trees-and-ensembles',
    section: 'Common mistakes',
  },
];
