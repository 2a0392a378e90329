import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/ai-models.ts. */
export const AI_MODELS_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'classification-models',
    questions: [
      {
        id: 'classification-models-1',
        kind: 'output',
        section: 'The sigmoid and log loss',
        prompt: 'A fitted logistic regression with two features scores one row. What does this print?',
        code: {
          language: 'python',
          source: `import math

def sigmoid(z):
    return 1 / (1 + math.exp(-z))

w, b = [0.8, -1.5], 0.2
x = [2.0, 1.0]
z = sum(wi * xi for wi, xi in zip(w, x)) + b
print(round(z, 2), round(sigmoid(z), 2))`,
        },
        options: [
          {
            text: '0.3 0.57',
            correct: true,
            why: 'z = 0.8·2 − 1.5·1 + 0.2 = 0.3, and a slightly positive z gives a probability slightly above 0.5: σ(0.3) ≈ 0.57.',
          },
          {
            text: '0.3 0.43',
            correct: false,
            why: '0.43 is σ(−0.3). The sigmoid of a positive number is always above 0.5.',
          },
          {
            text: '3.3 0.96',
            correct: false,
            why: 'This drops the minus sign of the second weight: −1.5 × 1.0 subtracts 1.5 from the sum.',
          },
          {
            text: '0.3 0.3',
            correct: false,
            why: 'The weighted sum is the log-odds, not the probability; the sigmoid still has to be applied to it.',
          },
        ],
      },
      {
        id: 'classification-models-2',
        kind: 'order',
        section: 'From linear regression to logistic regression',
        prompt: 'Put the steps of a logistic regression prediction for one row in order.',
        steps: [
          'Multiply each feature by its weight and add the intercept',
          'Pass the sum through the sigmoid to get a probability',
          'Compare the probability with the decision threshold',
          'Output the positive class if it is at or above the threshold, else the negative class',
        ],
        why: 'The model is a linear score turned into a probability; only the last step, the threshold, turns the probability into a class, which is why the threshold can be changed without retraining.',
      },
      {
        id: 'classification-models-3',
        kind: 'single',
        section: 'Decision boundaries',
        prompt:
          'A logistic regression is trained on two features, and the two classes form an inner disc and an outer ring. Why does it score poorly?',
        options: [
          {
            text: 'Its boundary is where w·x + b = 0, a straight line, which cannot enclose a disc',
            correct: true,
            why: 'Without extra features such as squares of the inputs, a linear model can only split the plane with a line.',
          },
          {
            text: 'The sigmoid saturates near 0 and 1 on ring-shaped data, so the gradients vanish and training stops early',
            correct: false,
            why: 'Saturation is not the problem here; the shape of the boundary is. A model with a curved boundary would handle the same data.',
          },
          {
            text: 'Logistic regression only accepts a single feature at a time',
            correct: false,
            why: 'It takes any number of features, one weight each.',
          },
          {
            text: 'The default regularisation is too strong for two features',
            correct: false,
            why: 'Changing C changes the size of the weights, not the fact that the boundary is a straight line.',
          },
        ],
      },
      {
        id: 'classification-models-4',
        kind: 'single',
        section: 'Regularisation and C',
        prompt:
          'A `LogisticRegression` with 2,000 features and 300 rows scores 0.99 on training data and 0.71 in cross-validation. Which change to `C` should you try first?',
        options: [
          {
            text: 'Raise C from 1.0 to 100',
            correct: false,
            why: 'C is the inverse of the regularisation strength: raising it weakens the penalty and lets the model overfit more.',
          },
          {
            text: 'Lower C from 1.0 to 0.01',
            correct: true,
            why: 'A smaller C means a stronger L2 penalty, smaller weights and a simpler model, the usual cure for this train/validation gap.',
          },
          {
            text: 'Leave C alone: it only affects training speed, not how the model generalises',
            correct: false,
            why: 'C sets how strongly large weights are penalised, which directly controls overfitting.',
          },
        ],
      },
      {
        id: 'classification-models-5',
        kind: 'fill',
        section: 'More than two classes',
        prompt:
          'The function that turns one score per class into probabilities that are all positive and sum to 1, used by multinomial logistic regression, is called the ____ function.',
        answers: ['softmax', 'soft-max'],
        caseInsensitive: true,
        why: 'Softmax exponentiates each score and divides by the sum of the exponentials; scores 2, 1, 0 become about 0.67, 0.24 and 0.09.',
      },
      {
        id: 'classification-models-6',
        kind: 'multiple',
        section: 'k-nearest neighbours and why scaling matters',
        prompt:
          'A k-NN model uses `income` (in euros, around 40,000) and `age` (in years) without scaling. Which statements are true? Pick all that apply.',
        options: [
          {
            text: 'The neighbours are chosen almost only by income, because its differences are in thousands',
            correct: true,
            why: 'Euclidean distance adds squared differences; a 1,000-euro gap dwarfs a 30-year gap.',
          },
          {
            text: 'Putting a StandardScaler before the model in a pipeline lets both features count',
            correct: true,
            why: 'After standardising, one unit is one standard deviation for every feature, so differences become comparable.',
          },
          {
            text: 'Scaling is unnecessary because k-NN learns a weight for each feature',
            correct: false,
            why: 'k-NN learns no weights at all: fit stores the rows, and the raw distance decides.',
          },
          {
            text: 'Choosing a larger k fixes the problem without scaling',
            correct: false,
            why: 'A larger k smooths the vote, but the distance that picks the neighbours is still dominated by income.',
          },
          {
            text: 'Each prediction compares the new row with stored training rows, so it slows down as the data grows',
            correct: true,
            why: 'k-NN does its work at prediction time; more stored rows mean more distances to compute or search.',
          },
        ],
      },
      {
        id: 'classification-models-7',
        kind: 'single',
        section: 'Naive Bayes for text',
        prompt:
          'A `MultinomialNB` spam filter meets the word "webinar", which never appeared in a training spam email. What does `alpha=1.0` do about it?',
        options: [
          {
            text: 'It removes every word that never appeared in a spam email from the message before the message is scored',
            correct: false,
            why: 'Unknown words are handled by the vectoriser; alpha is about words that were seen, but never in this class.',
          },
          {
            text: 'It adds a pseudo-count to every word, so the word does not make the spam probability exactly zero',
            correct: true,
            why: 'Without smoothing, one unseen word multiplies the class probability by zero; Laplace smoothing keeps it small but positive.',
          },
          {
            text: 'It sets the prior probability of spam to 1.0',
            correct: false,
            why: 'Class priors are learned from class frequencies (fit_prior); alpha is a smoothing count for features.',
          },
          {
            text: 'It makes the model stop assuming that the words are independent of each other',
            correct: false,
            why: 'The independence assumption is what makes the model naive; no setting removes it.',
          },
        ],
      },
      {
        id: 'classification-models-8',
        kind: 'single',
        section: 'Choosing a model',
        prompt:
          'You have 50,000 rows of tabular customer data, and the risk team must be able to explain each prediction. What is the sensible first model?',
        options: [
          {
            text: 'k-NN with k = 1, since it memorises every customer exactly',
            correct: false,
            why: 'k = 1 follows every noisy point, gives no readable explanation, and each prediction searches 50,000 rows.',
          },
          {
            text: 'Naive Bayes, because it is the standard first model for any large tabular dataset with mixed numeric columns',
            correct: false,
            why: 'Naive Bayes shines on word counts; on correlated tabular features its independence assumption hurts more.',
          },
          {
            text: 'A scaled, regularised logistic regression, compared with a DummyClassifier baseline',
            correct: true,
            why: 'It is fast, gives probabilities to threshold, and each weight can be read and explained; the dummy shows it adds value.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'trees-and-ensembles',
    questions: [
      {
        id: 'trees-and-ensembles-1',
        kind: 'output',
        section: 'Gini impurity and entropy',
        prompt:
          'A node holds 6 late and 4 on-time parcels. A candidate split sends 4 late parcels left and the rest right. What does this print?',
        code: {
          language: 'python',
          source: `def gini(counts):
    n = sum(counts)
    return 1 - sum((c / n) ** 2 for c in counts)

parent = [6, 4]
left, right = [4, 0], [2, 4]
weighted = (sum(left) * gini(left) + sum(right) * gini(right)) / sum(parent)
print(round(gini(parent), 2), round(weighted, 2))`,
        },
        options: [
          {
            text: '0.48 0.27',
            correct: true,
            why: 'Parent: 1 − (0.36 + 0.16) = 0.48. The left child is pure (0); the right is 1 − (1/9 + 4/9) ≈ 0.44, weighted by 6/10 gives about 0.27.',
          },
          {
            text: '0.48 0.22',
            correct: false,
            why: '0.22 is the plain average of the two children (0 and 0.44); the children must be weighted by their share of rows, 4/10 and 6/10.',
          },
          {
            text: '0.52 0.27',
            correct: false,
            why: '0.52 is the sum of the squared shares (0.36 + 0.16); Gini is one minus that sum.',
          },
          {
            text: '0.5 0.44',
            correct: false,
            why: 'The parent is not 50/50, so it is not at the maximum of 0.5, and the weighted impurity includes the pure left child.',
          },
        ],
      },
      {
        id: 'trees-and-ensembles-2',
        kind: 'single',
        section: 'Depth, overfitting and pruning',
        prompt:
          'A `DecisionTreeClassifier()` with default settings scores 1.00 on its training folds and 0.68 on validation folds. Which change targets the problem directly?',
        options: [
          {
            text: 'Switch criterion from "gini" to "entropy" so that the splits are measured in bits',
            correct: false,
            why: 'The two criteria usually pick very similar splits; neither stops the tree from growing until every leaf is pure.',
          },
          {
            text: 'Set min_samples_leaf=50 (or a max_depth) and tune it with cross-validation',
            correct: true,
            why: 'The default tree grows until its leaves are pure and memorises the data; requiring larger leaves or fewer levels stops rules built on a handful of rows.',
          },
          {
            text: 'Standardise the features before fitting the tree',
            correct: false,
            why: 'Each split compares one feature with a threshold, so scaling changes nothing about what the tree learns.',
          },
        ],
      },
      {
        id: 'trees-and-ensembles-3',
        kind: 'multiple',
        section: 'Bagging and random forests',
        prompt: 'Where does the randomness of a scikit-learn `RandomForestClassifier` come from? Pick all that apply.',
        options: [
          {
            text: 'Each tree is trained on a bootstrap sample of the rows, drawn with replacement',
            correct: true,
            why: 'That is the bagging part: every tree sees a different resampled version of the training set.',
          },
          {
            text: 'At each split, a tree considers only a random subset of the features',
            correct: true,
            why: 'max_features ("sqrt" by default for classification) keeps the trees from all choosing the same strong feature first.',
          },
          {
            text: 'Each tree is fitted to the errors left by the previous trees',
            correct: false,
            why: 'That is boosting. Forest trees are independent and could be trained in parallel.',
          },
          {
            text: 'The label of a random share of the training rows is flipped for each tree',
            correct: false,
            why: 'No labels are changed; only the rows and the features each split may use are sampled.',
          },
        ],
      },
      {
        id: 'trees-and-ensembles-4',
        kind: 'fill',
        section: 'Bagging and random forests',
        prompt:
          'The training rows left out of a tree’s bootstrap sample give a free validation estimate, read from `oob_score_`; they are called ____ rows.',
        answers: ['out-of-bag', 'out of bag', 'OOB'],
        caseInsensitive: true,
        why: 'About 37 % of rows are missing from each bootstrap sample; predicting each row only with the trees that never saw it estimates performance without a separate split.',
      },
      {
        id: 'trees-and-ensembles-5',
        kind: 'order',
        section: 'Gradient boosting',
        prompt: 'Put the steps of training a gradient-boosted model with early stopping in order.',
        steps: [
          'Start from a constant prediction, such as the overall share of the positive class',
          'Compute what the current ensemble still gets wrong (the negative gradient of the loss)',
          'Fit a small tree to those errors',
          'Add the tree to the ensemble, scaled by the learning rate',
          'Check the validation loss, and stop once it has not improved for several rounds',
        ],
        why: 'Boosting is a loop of small corrections: each tree fixes part of the remaining error, shrunk by the learning rate, and early stopping ends the loop before the trees start fitting noise.',
      },
      {
        id: 'trees-and-ensembles-6',
        kind: 'single',
        section: 'Learning rate, trees and early stopping',
        prompt:
          'A boosted model is tuned at `learning_rate=0.1` with the right number of rounds found by early stopping. You lower the rate to 0.02. What should you expect?',
        options: [
          {
            text: 'It needs fewer boosting rounds, because every tree is now more precise',
            correct: false,
            why: 'Each tree’s contribution is shrunk more, so more trees are needed to make the same progress.',
          },
          {
            text: 'Nothing changes, since the learning rate only affects the speed of training',
            correct: false,
            why: 'The learning rate scales every tree’s output, which changes how many trees are needed and often the final quality.',
          },
          {
            text: 'It needs several times more rounds, often for a slightly better result',
            correct: true,
            why: 'Smaller steps take more trees (roughly five times as many here), and the smoother path often generalises a little better.',
          },
          {
            text: 'It can no longer overfit, however many rounds it is given to train for',
            correct: false,
            why: 'A lower rate delays overfitting but does not prevent it; early stopping is still needed.',
          },
        ],
      },
      {
        id: 'trees-and-ensembles-7',
        kind: 'single',
        section: 'Feature importances you can trust',
        prompt:
          'A forest’s `feature_importances_` ranks `order_id`, a unique number per order, as the third most important feature. What is the most likely explanation?',
        options: [
          {
            text: 'Order ids carry real signal, since newer orders are larger',
            correct: false,
            why: 'Possible in theory, but a permutation test on held-out data should confirm it before anyone believes it.',
          },
          {
            text: 'Impurity-based importance is computed on training data and favours features with many distinct values',
            correct: true,
            why: 'Trees can split a unique id in countless places to memorise rows; permutation importance on held-out data would show it is worthless.',
          },
          {
            text: 'The forest has too few trees, so its importances are dominated by the noise of individual trees and their bootstrap samples',
            correct: false,
            why: 'More trees make the importances more stable, but keep the same bias towards high-cardinality features.',
          },
        ],
      },
      {
        id: 'trees-and-ensembles-8',
        kind: 'multiple',
        section: 'Why boosted trees win on tabular data',
        prompt:
          'Which reasons help explain why gradient-boosted trees often beat neural networks on business tables? Pick all that apply.',
        options: [
          {
            text: 'Trees can ignore uninformative columns by never splitting on them',
            correct: true,
            why: 'Tables often carry many weak or useless columns; the 2022 benchmark found neural networks less robust to them.',
          },
          {
            text: 'Sharp thresholds, such as "more than 30 days overdue", are easy for trees to express',
            correct: true,
            why: 'Trees build piecewise-constant functions, while networks tend towards overly smooth ones.',
          },
          {
            text: 'Trees need GPUs, which makes them faster',
            correct: false,
            why: 'Boosted trees train well on ordinary CPUs; speed without special hardware is one of their advantages.',
          },
          {
            text: 'Trees split one meaningful column at a time, respecting what each column means',
            correct: true,
            why: 'Each column of a table has its own meaning; the benchmark found that models treating features as interchangeable directions suffer for it.',
          },
          {
            text: 'Trees extrapolate well beyond the range of the training data',
            correct: false,
            why: 'The opposite: a tree can only predict values found in its leaves.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'unsupervised-learning',
    questions: [
      {
        id: 'unsupervised-learning-1',
        kind: 'output',
        section: 'k-means step by step',
        prompt:
          'Three rounds of k-means on five one-dimensional points, with two starting centroids. What does this print?',
        code: {
          language: 'python',
          source: `points = [1, 2, 9, 10, 11]
centroids = [1.0, 5.0]
for _ in range(3):
    groups = [[], []]
    for p in points:
        d = [abs(p - c) for c in centroids]
        groups[d.index(min(d))].append(p)
    centroids = [sum(g) / len(g) for g in groups]
inertia = sum(min((p - c) ** 2 for c in centroids) for p in points)
print(centroids, inertia)`,
        },
        options: [
          {
            text: '[1.5, 10.0] 2.5',
            correct: true,
            why: 'Round one assigns 1 and 2 to the first centroid and 9, 10, 11 to the second; the means are 1.5 and 10.0, and later rounds change nothing. Inertia is 0.25 + 0.25 + 1 + 0 + 1 = 2.5.',
          },
          {
            text: '[1.0, 5.0] 2.5',
            correct: false,
            why: 'The update step moves every centroid to the mean of its members, so the starting positions do not survive.',
          },
          {
            text: '[1.5, 10.0] 3.0',
            correct: false,
            why: 'Summing plain distances (0.5 + 0.5 + 1 + 0 + 1) gives 3.0; inertia sums squared distances, and 0.5² is 0.25.',
          },
          {
            text: '[1.0, 10.0] 3.0',
            correct: false,
            why: 'The first centroid moves too: its members are 1 and 2, so it moves to their mean, 1.5.',
          },
        ],
      },
      {
        id: 'unsupervised-learning-2',
        kind: 'single',
        section: 'Choosing k: inertia, the elbow and silhouette',
        prompt: 'Why can you not choose `k` for k-means by picking the value with the lowest inertia?',
        options: [
          {
            text: 'Inertia is only defined for k = 2',
            correct: false,
            why: 'Inertia is defined for any k: the sum of squared distances from each row to its centroid.',
          },
          {
            text: 'Inertia always falls as k grows, reaching zero with one cluster per row',
            correct: true,
            why: 'More centroids always sit closer to the rows, so the lowest inertia is always the largest k; look for an elbow or compare silhouettes instead.',
          },
          {
            text: 'Inertia rises as k grows, so the lowest value is always the smallest k of all',
            correct: false,
            why: 'It is the other way round: adding centroids can only bring rows closer to one of them.',
          },
        ],
      },
      {
        id: 'unsupervised-learning-3',
        kind: 'single',
        section: 'Scale before you measure distance',
        prompt:
          'You cluster customers on `yearly_spend` (0 to 20,000 euros) and `visits_per_month` (0 to 30) without scaling. What will the clusters mostly reflect?',
        options: [
          {
            text: 'Both features equally, because k-means normalises its inputs internally before measuring any distance',
            correct: false,
            why: 'scikit-learn’s KMeans uses the numbers as given; it does no scaling of its own.',
          },
          {
            text: 'Mainly visits, because small numbers vary more',
            correct: false,
            why: 'Distances add squared differences in the original units, so the feature with big numbers dominates.',
          },
          {
            text: 'Mainly spend bands, because spend differences are in thousands',
            correct: true,
            why: 'A 1,000-euro gap outweighs any difference in visits, so the clusters become spend bands. Standardise first.',
          },
        ],
      },
      {
        id: 'unsupervised-learning-4',
        kind: 'fill',
        section: 'DBSCAN and hierarchical clustering',
        prompt: 'In scikit-learn, DBSCAN gives rows that belong to no dense region (noise) the cluster label ____.',
        answers: ['-1'],
        why: 'DBSCAN labels noise -1 instead of forcing it into a cluster, which makes it useful when the data contains outliers.',
      },
      {
        id: 'unsupervised-learning-5',
        kind: 'single',
        section: 'PCA: fewer dimensions, most of the variance',
        prompt:
          'A fitted PCA has `explained_variance_ratio_` of [0.55, 0.25, 0.12, 0.05, 0.03]. How many components does `PCA(n_components=0.9)` keep?',
        options: [
          { text: '2', correct: false, why: 'Two components explain 0.55 + 0.25 = 0.80, short of 0.9.' },
          {
            text: '3',
            correct: true,
            why: 'The cumulative share passes 0.9 at the third component: 0.55 + 0.25 + 0.12 = 0.92.',
          },
          { text: '4', correct: false, why: 'Four explain 0.97, but three already pass the 0.9 target.' },
          {
            text: '1, since the first component alone explains most of the variance',
            correct: false,
            why: 'A float n_components is a share of the variance to reach, not "the majority": 0.55 is below 0.9.',
          },
        ],
      },
      {
        id: 'unsupervised-learning-6',
        kind: 'multiple',
        section: 't-SNE and UMAP: pictures, not features',
        prompt: 'Which are sound uses or readings of a t-SNE plot? Pick all that apply.',
        options: [
          {
            text: 'Using it to see whether groups seem to exist before deciding how to cluster',
            correct: true,
            why: 'As a picture for exploration it is useful: it often separates groups that PCA blurs.',
          },
          {
            text: 'Concluding that one segment is three times larger because its blob is three times wider',
            correct: false,
            why: 'Blob sizes in t-SNE plots do not reflect cluster sizes or spreads reliably.',
          },
          {
            text: 'Feeding the two t-SNE coordinates to a production model as features',
            correct: false,
            why: 'scikit-learn’s TSNE cannot transform new rows, and the layout changes with seed and perplexity.',
          },
          {
            text: 'Checking that the picture looks similar with a few perplexity values and seeds before showing it',
            correct: true,
            why: 'Structure that survives different settings is more trustworthy than one lucky layout.',
          },
        ],
      },
      {
        id: 'unsupervised-learning-7',
        kind: 'single',
        section: 'Anomaly detection with IsolationForest',
        prompt: 'Why does an IsolationForest give anomalies short paths?',
        options: [
          {
            text: 'Random splits isolate a row in an empty region after few cuts, while a row in a crowd needs many',
            correct: true,
            why: 'Path length to isolation is the score: fewer random splits needed means more unusual.',
          },
          {
            text: 'It is trained on labelled fraud cases and learns short paths for them',
            correct: false,
            why: 'It is unsupervised: no labels are used, only how easily each row can be separated.',
          },
          {
            text: 'It measures the distance from each row to the nearest of k centroids, and the trees store that distance',
            correct: false,
            why: 'That describes a distance-to-centroid score; IsolationForest uses random splits and path lengths, not centroids.',
          },
        ],
      },
      {
        id: 'unsupervised-learning-8',
        kind: 'order',
        section: 'Evaluating clusters without labels',
        prompt: 'Put the steps of building and checking a customer segmentation in order.',
        steps: [
          'Standardise the features and set outliers aside',
          'Fit the clustering for several values of k and compare silhouette scores',
          'Rerun the chosen setting with other seeds or samples to check the clusters are stable',
          'Describe each cluster by its size and feature averages, and review them with the domain experts',
        ],
        why: 'Preparation comes first because distances depend on it; internal scores narrow the choice; stability and usefulness decide whether the clusters are worth acting on.',
      },
    ],
  },
  {
    moduleKey: 'neural-networks',
    questions: [
      {
        id: 'neural-networks-1',
        kind: 'output',
        section: 'A forward pass by hand',
        prompt: 'A forward pass through two ReLU hidden neurons and a sigmoid output. What does this print?',
        code: {
          language: 'python',
          source: `import math

def relu(v):
    return max(0.0, v)

def sigmoid(z):
    return 1 / (1 + math.exp(-z))

x = [1.0, 2.0]
W1 = [[0.5, -1.0], [1.5, 0.25]]
b1 = [0.0, -1.0]
h = [relu(sum(w * xi for w, xi in zip(row, x)) + b) for row, b in zip(W1, b1)]
w2, b2 = [2.0, -0.5], 0.5
z = sum(w * hi for w, hi in zip(w2, h)) + b2
print(h, round(sigmoid(z), 3))`,
        },
        options: [
          {
            text: '[0.0, 1.0] 0.5',
            correct: true,
            why: 'The first hidden neuron sums to −1.5 and ReLU turns it into 0; the second sums to 1.0. The output sum is 0 − 0.5 + 0.5 = 0, and σ(0) = 0.5.',
          },
          {
            text: '[-1.5, 1.0] 0.047',
            correct: false,
            why: 'This skips the ReLU: a negative sum is clipped to 0 before it reaches the next layer.',
          },
          {
            text: '[0.0, 1.0] 0.0',
            correct: false,
            why: '0.0 is the output neuron’s weighted sum; the sigmoid still has to be applied to it.',
          },
          {
            text: '[0.0, 2.0] 0.378',
            correct: false,
            why: 'The second neuron’s bias of −1.0 must be added: 1.5 + 0.5 − 1.0 = 1.0.',
          },
        ],
      },
      {
        id: 'neural-networks-2',
        kind: 'single',
        section: 'Layers and why depth helps',
        prompt:
          'A colleague stacks five `nn.Linear` layers with no activation functions between them. What can this network represent?',
        options: [
          {
            text: 'Far more complex functions than a single layer, because it is five times deeper',
            correct: false,
            why: 'Depth only helps with nonlinear activations between the layers; otherwise the layers compose into one.',
          },
          {
            text: 'Only linear functions of the input, the same as one linear layer',
            correct: true,
            why: 'A linear function of a linear function is linear, so the five matrices multiply into a single one.',
          },
          {
            text: 'Only functions with outputs between 0 and 1',
            correct: false,
            why: 'Without a sigmoid or softmax nothing limits the range of the outputs.',
          },
        ],
      },
      {
        id: 'neural-networks-3',
        kind: 'multiple',
        section: 'Activation functions',
        prompt: 'Which pairings of task and output-layer activation are sensible? Pick all that apply.',
        options: [
          {
            text: 'Predicting a house price: no activation (a linear output)',
            correct: true,
            why: 'A regression output should be free to take any value, so the last layer stays linear.',
          },
          {
            text: 'Spam or not spam: one sigmoid output',
            correct: true,
            why: 'A single probability between 0 and 1 fits a yes/no question.',
          },
          {
            text: 'One digit out of ten: softmax over ten outputs',
            correct: true,
            why: 'Softmax turns ten scores into probabilities that sum to 1, one per class.',
          },
          {
            text: 'Predicting a temperature in °C: ReLU output',
            correct: false,
            why: 'ReLU cannot output negative numbers, and temperatures can be below zero.',
          },
          {
            text: 'One digit out of ten: ten independent sigmoid outputs, with the highest taken as the class',
            correct: false,
            why: 'Independent sigmoids suit multi-label problems, where several answers can be true at once; for exactly one class out of ten, softmax is the fit.',
          },
        ],
      },
      {
        id: 'neural-networks-4',
        kind: 'fill',
        section: 'Backpropagation: the chain rule at scale',
        prompt:
          'The algorithm that computes the gradient of the loss for every weight in one backward sweep, by applying the chain rule layer by layer, is called ____.',
        answers: ['backpropagation', 'backprop', 'back-propagation', 'backward propagation'],
        caseInsensitive: true,
        why: 'Backpropagation reuses each intermediate derivative on the way back from the loss, so all gradients cost roughly one extra pass.',
      },
      {
        id: 'neural-networks-5',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of one PyTorch training step on a mini-batch in order.',
        steps: [
          'Clear the gradients left from the previous step with optimizer.zero_grad()',
          'Run the forward pass to get the logits',
          'Compute the loss from the logits and the labels',
          'Call loss.backward() to compute the gradients',
          'Call optimizer.step() to update the weights',
        ],
        why: 'PyTorch accumulates gradients, so they are cleared first; then forward, loss, backward (backpropagation) and the optimiser update, in that order.',
      },
      {
        id: 'neural-networks-6',
        kind: 'single',
        section: 'Fighting overfitting',
        prompt:
          'A model with `nn.Dropout(0.3)` gives slightly different predictions each time the same validation image is scored. What was forgotten?',
        options: [
          {
            text: 'Calling model.eval() before evaluating, so dropout is still active',
            correct: true,
            why: 'In training mode dropout zeroes random outputs on every call; eval mode switches it off for deterministic predictions.',
          },
          {
            text: 'Setting the dropout probability to 0.5, its default, which makes the model deterministic at prediction time',
            correct: false,
            why: 'Any dropout probability is random in training mode; 0.5 would make the predictions vary even more.',
          },
          {
            text: 'Calling optimizer.step() after each prediction',
            correct: false,
            why: 'Updating the weights during evaluation would change the model; the randomness comes from dropout.',
          },
        ],
      },
      {
        id: 'neural-networks-7',
        kind: 'single',
        section: 'Initialisation',
        prompt: 'What happens if every weight of a hidden layer starts at exactly the same value?',
        options: [
          {
            text: 'Training is faster, because all neurons agree from the start and need fewer updates to converge',
            correct: false,
            why: 'Agreement is the problem: identical neurons get identical gradients and stay copies of each other.',
          },
          {
            text: 'The neurons compute the same output and get the same updates, so they never become different',
            correct: true,
            why: 'Random initial weights break this symmetry so each neuron can learn a different feature.',
          },
          {
            text: 'Nothing, because the biases are always random',
            correct: false,
            why: 'PyTorch’s layers initialise biases randomly too, but the lesson’s point holds for the weights: equal starting weights make equal neurons.',
          },
        ],
      },
      {
        id: 'neural-networks-8',
        kind: 'single',
        section: 'When a neural network is the wrong tool',
        prompt:
          'You have 3,000 rows of customer data with 25 numeric and categorical columns and must predict churn. What is the sensible first choice?',
        options: [
          {
            text: 'A deep MLP, since neural networks are the state of the art',
            correct: false,
            why: 'On small tables, networks are usually no better than boosted trees and need more tuning.',
          },
          {
            text: 'A gradient-boosted tree model and a logistic-regression baseline',
            correct: true,
            why: 'Boosted trees are usually as accurate or better on such tables, and the baseline shows what any model adds.',
          },
          {
            text: 'A convolutional network after turning each row into a small image of its 25 values',
            correct: false,
            why: 'The columns have no spatial layout for convolutions to exploit; this adds complexity without a reason.',
          },
        ],
      },
    ],
  },
];
