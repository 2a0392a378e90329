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
  // machine-learning-basics (shared lesson, data.ts)
  {
    key: 'ai-ml-111',
    kind: 'single',
    prompt:
      'Fraud makes up 2 % of a payments table. Why pass stratify=y to train_test_split when holding out a fifth of the rows?',
    options: opts(
      'It makes the split repeatable from one run to the next',
      'It keeps the 2 % fraud share the same in the training part and the test part',
      'It balances the classes to 50/50 so the model sees more fraud',
      'It removes duplicate rows before splitting',
    ),
    correct: ['b'],
    explanation:
      'stratify keeps each class’s share equal in both parts, so a rare class is not left almost absent from the test set by chance. Repeatability comes from random_state; rebalancing is a different technique.',
    moduleKey: 'machine-learning-basics',
    section: 'A first model',
  },
  {
    key: 'ai-ml-112',
    kind: 'output',
    prompt:
      'A missed cancellation costs 60 and a retention call costs 5. The team compares three thresholds on validation scores. What does this code print?',
    code: `scores = [0.95, 0.6, 0.35, 0.2, 0.1, 0.05]
labels = [1, 0, 1, 1, 0, 0]
costs = {}
for t in (0.5, 0.3, 0.15):
    flagged = [s >= t for s in scores]
    fp = sum(f and l == 0 for f, l in zip(flagged, labels))
    fn = sum(not f and l == 1 for f, l in zip(flagged, labels))
    costs[t] = 5 * fp + 60 * fn
best = min(costs, key=costs.get)
print(best, costs[best])`,
    language: 'python',
    options: opts('0.15 5', '0.5 125', '0.3 65', '0.15 10'),
    correct: ['a'],
    explanation:
      'At 0.5 two cancellations are missed (cost 5 + 120 = 125), at 0.3 one is missed (65), and at 0.15 all three are caught while the single false alarm stays (5). When misses are expensive, a lower threshold wins.',
    moduleKey: 'machine-learning-basics',
    section: 'Choose the right metric',
  },
  {
    key: 'ai-ml-113',
    kind: 'single',
    prompt:
      'A finance team wants every invoice above €10,000 from a new supplier sent for manual approval. A colleague proposes training a classifier on past approvals. What is the better approach?',
    options: opts(
      'A gradient-boosted model, since it is the strongest on tabular data',
      'A plain business rule in code or SQL, since the condition is already known exactly',
      'Clustering the invoices first, then labelling the clusters',
      'A neural network trained on the invoice PDFs',
    ),
    correct: ['b'],
    explanation:
      'Machine learning pays off when the rules are too many or too fuzzy to write down. Here the rule is stated in one sentence, and code is easier to explain, test and change.',
    moduleKey: 'machine-learning-basics',
    section: 'What machine learning is',
  },
  {
    key: 'ai-ml-114',
    kind: 'multiple',
    prompt: 'Which of these let information leak into a model’s training? Choose all that apply.',
    options: opts(
      'A "refund_issued" column used to predict whether an order will be returned',
      'Missing values filled with the mean of the whole dataset before the train/test split',
      'A SimpleImputer placed inside a Pipeline that is passed to cross_val_score',
      'The customer’s sign-up date used to predict next month’s purchases',
    ),
    correct: ['a', 'b'],
    explanation:
      'A refund is recorded after the return, so it will not exist at prediction time, and a mean computed on all rows lets the test rows shape training. Inside a Pipeline the imputer is fitted on each training fold only, and a sign-up date is known in advance.',
    moduleKey: 'machine-learning-basics',
    section: 'Never grade on the homework',
  },
  {
    key: 'ai-ml-115',
    kind: 'single',
    prompt:
      'A model forecasts next week’s demand per store from three years of daily sales. How should the data be split for evaluation?',
    options: opts(
      'Shuffle all days and hold out a random 20 %',
      'Train on the earlier period and test on the most recent weeks',
      'Hold out one store entirely and train on the rest, ignoring dates',
      'Use the training data as the test data, since all three years of sales are real',
    ),
    correct: ['b'],
    explanation:
      'To predict the future, evaluate the way the model will be used: train on the past, test on a later period. A random split lets the model learn from days after the ones it is tested on.',
    moduleKey: 'machine-learning-basics',
    section: 'Common mistakes',
  },
  // pandas-data-wrangling (shared lesson, data.ts)
  {
    key: 'ai-ml-116',
    kind: 'single',
    prompt:
      'Before training, you run labels[labels["country"] == "UK"]["country"] = "GB", but the label table still contains "UK" afterwards. Which line does the change?',
    options: opts(
      'labels[labels["country"] == "UK"]["country"].replace("GB")',
      'labels.loc[labels["country"] == "UK", "country"] = "GB"',
      'labels.iloc["UK", "country"] = "GB"',
      'labels["country"] == "GB"',
    ),
    correct: ['b'],
    explanation:
      'The chained form assigns into a temporary copy. .loc[rows, column] selects by mask and label in one step and writes into the DataFrame itself; .iloc takes positions, not labels.',
    moduleKey: 'pandas-data-wrangling',
    section: 'Selecting and filtering',
  },
  {
    key: 'ai-ml-117',
    kind: 'single',
    prompt:
      'A feature column holds the text values "12.5", "n/a" and "7". What does pd.to_numeric(col, errors="coerce").mean() return?',
    options: opts('9.75', '6.5', 'NaN', 'A ValueError about "n/a"'),
    correct: ['a'],
    explanation:
      'errors="coerce" turns "n/a" into NaN instead of failing, and mean() skips NaN by default, so it averages 12.5 and 7. Silent skipping is why the number of missing values should be counted and reported.',
    moduleKey: 'pandas-data-wrangling',
    section: 'Cleaning',
  },
  {
    key: 'ai-ml-118',
    kind: 'multiple',
    prompt:
      'You join a label table to a feature table with labels.merge(features, on="user_id", how="inner"). Which statements are true? Choose all that apply.',
    options: opts(
      'Labels whose user_id has no feature row disappear from the result',
      'If a user_id appears twice in features, that user’s labels appear twice',
      'validate="many_to_one" raises an error if user_id is not unique in features',
      'An inner join always returns exactly as many rows as the left table',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'An inner join keeps only matched keys and repeats a row once per match, so it can both lose and multiply rows; validate turns the duplicate-key case into an error. Compare row counts before and after.',
    moduleKey: 'pandas-data-wrangling',
    section: 'Grouping and joining',
  },
  {
    key: 'ai-ml-119',
    kind: 'single',
    prompt:
      'df.info() shows the column price with dtype object, although it should hold numbers. What does that usually mean?',
    options: opts(
      'pandas stores all prices as objects by default',
      'At least one value is not a plain number, such as "n/a" or "12,50", so the column was read as text',
      'The column has too many distinct values for a numeric dtype',
      'The values are numbers with more than two decimals',
    ),
    correct: ['b'],
    explanation:
      'Each column has one dtype; a single stray value that is not a number makes pandas read the whole column as text (object). Find and fix it, for example with pd.to_numeric(..., errors="coerce") and a count of the NaNs it creates.',
    moduleKey: 'pandas-data-wrangling',
    section: 'DataFrames',
  },
  {
    key: 'ai-ml-120',
    kind: 'single',
    prompt:
      'You sum revenue with df.groupby("region")["revenue"].sum(), and the group totals add up to less than df["revenue"].sum(). What is the most likely cause?',
    options: opts(
      'groupby rounds every group total down',
      'Rows whose region is missing are left out of the groups by default',
      'sum() counts each group only once per distinct revenue value',
      'groupby drops the largest group when there are more than ten groups',
    ),
    correct: ['b'],
    explanation:
      'By default, groupby leaves out rows whose key is missing, so their revenue appears in the overall total but in no group. Count them separately, or pass dropna=False.',
    moduleKey: 'pandas-data-wrangling',
    section: 'Grouping and joining',
  },
  // unsupervised-learning
  {
    key: 'ai-ml-121',
    kind: 'output',
    prompt:
      'The silhouette of one point: it sits at 2 in a cluster with 1 and 3, and the nearest other cluster holds 8, 9 and 10. What does this print?',
    code: `own = [1, 3]
other = [8, 9, 10]
x = 2
a = sum(abs(x - o) for o in own) / len(own)
b = sum(abs(x - o) for o in other) / len(other)
print(round((b - a) / max(a, b), 2))`,
    language: 'python',
    options: opts('0.86', '0.14', '-0.86', '6.0'),
    correct: ['a'],
    explanation:
      'a, the mean distance inside its cluster, is 1; b, the mean distance to the nearest other cluster, is 7; (7 − 1) / 7 ≈ 0.86. A value near 1 means the point sits well inside its own cluster.',
    moduleKey: 'unsupervised-learning',
    section: 'Choosing k: inertia, the elbow and silhouette',
  },
  {
    key: 'ai-ml-122',
    kind: 'single',
    prompt:
      'GPS points of delivery stops form two long curved bands along two rivers, plus a few stray points from faulty devices. Which clustering method fits best?',
    options: opts(
      'k-means with k = 2, since there are two bands',
      'DBSCAN, with eps tuned to the spacing of the stops',
      'PCA with two components',
      'k-means with k = 20, merging the clusters afterwards by hand',
    ),
    correct: ['b'],
    explanation:
      'DBSCAN follows dense regions of any shape and labels stray points as noise (-1). k-means prefers round groups of similar size and would cut the bands across; PCA reduces dimensions and does not cluster.',
    moduleKey: 'unsupervised-learning',
    section: 'DBSCAN and hierarchical clustering',
  },
  {
    key: 'ai-ml-123',
    kind: 'multiple',
    prompt: 'Which statements about scikit-learn’s PCA are true? Choose all that apply.',
    options: opts(
      'It centres the data but does not scale it, so features in large units can dominate',
      'Each principal component is at right angles to the previous ones',
      'A fitted PCA can transform new rows, so it can sit inside a Pipeline before a model',
      'Each component corresponds to one original feature, which makes it easy to name',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'PCA subtracts each feature’s mean, then finds orthogonal directions of largest variance; fit on training rows, it transforms any new row. A component is a weighted mix of all features, which is its main cost in interpretability.',
    moduleKey: 'unsupervised-learning',
    section: 'PCA: fewer dimensions, most of the variance',
  },
  {
    key: 'ai-ml-124',
    kind: 'single',
    prompt: 'How does k-means++ choose the second and later starting centroids?',
    options: opts(
      'Uniformly at random among the rows',
      'At random, with rows far from the centroids already chosen more likely to be picked',
      'Always the row farthest from the overall mean, so that the starting centroids are as spread out as possible',
      'The rows with the highest values of the first feature',
    ),
    correct: ['b'],
    explanation:
      'Each next centroid is drawn with probability proportional to its squared distance from the nearest chosen centroid, which spreads the starts out and makes a poor local minimum less likely.',
    moduleKey: 'unsupervised-learning',
    section: 'k-means step by step',
  },
  {
    key: 'ai-ml-125',
    kind: 'single',
    prompt:
      'A segmentation with k = 6 has a good silhouette score, but rerunning it with a different random_state regroups a third of the customers. What should you conclude?',
    options: opts(
      'Nothing: a good silhouette score proves the clusters are real',
      'The segments are unstable, so they should not be acted on until a setting gives the same groups across runs',
      'Always pick random_state=0 from now on, since the first run is the correct one and the others add noise',
      'Raise k until the silhouette score reaches 1',
    ),
    correct: ['b'],
    explanation:
      'Without labels, stability is part of the evidence: groups that reshuffle with the seed reflect the algorithm’s starting point more than the data. Fixing a seed hides the problem rather than solving it.',
    moduleKey: 'unsupervised-learning',
    section: 'Evaluating clusters without labels',
  },
  // neural-networks
  {
    key: 'ai-ml-126',
    kind: 'output',
    prompt:
      'One gradient-descent step for a single weight with squared-error loss (prediction = w · x). What does this code print?',
    code: `w, x, y = 0.5, 2.0, 3.0
lr = 0.1
pred = w * x
loss = (pred - y) ** 2
grad = 2 * (pred - y) * x
w = w - lr * grad
print(loss, grad, round(w, 2))`,
    language: 'python',
    options: opts('4.0 -8.0 1.3', '4.0 -8.0 -0.3', '2.0 -4.0 0.9', '4.0 8.0 -0.3'),
    correct: ['a'],
    explanation:
      'The prediction is 1.0, so the loss is (1 − 3)² = 4. By the chain rule the gradient is 2 · (pred − y) · x = −8; stepping against it raises w to 0.5 + 0.8 = 1.3, moving the prediction towards 3.',
    moduleKey: 'neural-networks',
    section: 'Backpropagation: the chain rule at scale',
  },
  {
    key: 'ai-ml-127',
    kind: 'single',
    prompt:
      'A PyTorch classifier ends with nn.Softmax(dim=1), and its outputs are passed to nn.CrossEntropyLoss. Training is slow and unstable. What is the fix?',
    options: opts(
      'Remove the final softmax, because CrossEntropyLoss expects raw logits and applies the softmax itself',
      'Replace CrossEntropyLoss with mean squared error, which works directly on probabilities and is more stable',
      'Add a second softmax so that the probabilities are sharper',
      'Replace the softmax with a ReLU',
    ),
    correct: ['a'],
    explanation:
      'nn.CrossEntropyLoss combines log-softmax and the negative log-likelihood on logits. Feeding it probabilities applies the softmax twice, which flattens the gradients.',
    moduleKey: 'neural-networks',
    section: 'Loss functions',
  },
  {
    key: 'ai-ml-128',
    kind: 'single',
    prompt: 'Why does training a large neural network run so much faster on a GPU than on a CPU?',
    options: opts(
      'GPUs run the Python code of the training loop faster, because their clock speed is higher than a CPU’s',
      'The work is mostly large matrix multiplications, millions of independent multiply-adds that thousands of GPU cores run in parallel',
      'GPUs use a different learning algorithm that converges in fewer epochs than the one used on CPUs',
      'GPUs store the whole dataset in their cache',
    ),
    correct: ['b'],
    explanation:
      'Each layer, forwards and backwards, is a batch of inputs multiplied by a weight matrix. GPUs are built for exactly this kind of parallel arithmetic with high memory bandwidth; the algorithm is unchanged.',
    moduleKey: 'neural-networks',
    section: 'Why GPUs',
  },
  {
    key: 'ai-ml-129',
    kind: 'multiple',
    prompt:
      'After epoch 6 a network’s training loss keeps falling while its validation loss rises. Which changes address this? Choose all that apply.',
    options: opts(
      'Early stopping: keep the weights from the epoch with the lowest validation loss',
      'Add dropout between the hidden layers',
      'Augment the training images with random flips and crops',
      'Train for 50 more epochs',
      'Double the size of every hidden layer',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'The gap is overfitting. Early stopping, dropout and more (augmented) data all reduce it; more epochs and a bigger network give the model more room to memorise.',
    moduleKey: 'neural-networks',
    section: 'Fighting overfitting',
  },
  {
    key: 'ai-ml-130',
    kind: 'single',
    prompt:
      'With torch.optim.SGD(params, lr=1.0) the loss jumps around and becomes nan after a few hundred steps. What should you try first?',
    options: opts(
      'A much smaller learning rate, such as 0.01, or Adam with its default of 0.001',
      'A larger batch size, keeping lr=1.0, so that each gradient averages more examples and is less noisy',
      'Removing the activation functions',
      'Initialising all weights to zero',
    ),
    correct: ['a'],
    explanation:
      'Steps that are too large overshoot the minimum and make the loss grow until it overflows. The learning rate is the first suspect when training diverges.',
    moduleKey: 'neural-networks',
    section: 'Optimisers: SGD, momentum and Adam',
  },
];
