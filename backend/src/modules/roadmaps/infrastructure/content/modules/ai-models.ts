import type { ModuleContent } from '../content-types.js';

/** AI / ML Engineer lessons: classic models (issue 29). Keys are stable: never rename or reuse them. */
export const AI_MODELS_MODULES: ModuleContent[] = [
  {
    key: 'classification-models',
    title: 'Classification Models',
    summary:
      'Go from linear to logistic regression and compare the classic classifiers: the sigmoid and log loss, decision boundaries, regularisation with C, multiclass with softmax, k-nearest neighbours with scaled features, and Naive Bayes for text.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### From linear regression to logistic regression
Linear regression predicts a number as a weighted sum of the features plus an intercept: \`z = w1·x1 + w2·x2 + … + b\`. Each weight says how much the prediction moves when its feature grows by one unit, which is why linear models are so easy to explain. For classification we want something else: the probability that a row belongs to the positive class, a number between 0 and 1. A raw weighted sum can be −40 or +300, so it cannot be a probability as it stands.

**Logistic regression** keeps the weighted sum and passes it through one more function that squeezes any number into the range 0 to 1. Despite the name it is a classifier, and it is the first model you should try on most tabular classification problems: it trains in seconds, gives probabilities, and its weights can be read. The lesson on machine-learning basics used it as a black box with \`fit\` and \`predict\`; this lesson opens the box and then compares it with three other classic families.

### The sigmoid and log loss
The squeezing function is the **sigmoid** (also called the logistic function): \`σ(z) = 1 / (1 + e^(−z))\`. It has three properties worth remembering. At \`z = 0\` it gives exactly 0.5. Large positive \`z\` gives values close to 1 (σ(4) ≈ 0.98) and large negative \`z\` values close to 0 (σ(−4) ≈ 0.02). And it is symmetric: σ(−z) = 1 − σ(z). The weighted sum \`z\` is called the **log-odds** or logit, because σ is the inverse of \`log(p / (1 − p))\`: a weight of 0.7 means one more unit of that feature multiplies the odds of the positive class by e^0.7 ≈ 2.

\`\`\`python
import math

def sigmoid(z):
    return 1 / (1 + math.exp(-z))

print(round(sigmoid(0), 2), round(sigmoid(2), 2), round(sigmoid(-2), 2))  # 0.5 0.88 0.12
\`\`\`

Training needs a way to say how wrong a probability is. Logistic regression uses **log loss** (binary cross-entropy): for a row whose true label is \`y\` (0 or 1) and predicted probability \`p\`, the loss is \`−[y·log(p) + (1 − y)·log(1 − p)]\`. If the truth is 1 and the model says 0.9, the loss is −log(0.9) ≈ 0.11; if it says 0.1, the loss is −log(0.1) ≈ 2.30. Confident mistakes are punished far more than hesitant ones, which pushes the model towards honest probabilities. The training loss is the average over all rows, and the solver finds the weights that make it smallest.

### Decision boundaries
To turn a probability into a class you pick a threshold, usually 0.5. Because σ(z) = 0.5 exactly when z = 0, the **decision boundary** of logistic regression is the set of points where \`w·x + b = 0\`: a straight line with two features, a flat plane with three, a hyperplane in general. Everything on one side is predicted positive, everything on the other negative. That is the model's strength (simple, stable, hard to overfit) and its limit: if the classes are separated by a curve or a ring, a straight line cannot follow it unless you add features such as squares or products of the originals. k-nearest neighbours and the trees of the next lesson draw curved or box-shaped boundaries without that help.

### Regularisation and C
With many features, or few rows, a model can give huge weights to accidental patterns in the training data. **Regularisation** adds a penalty for large weights to the loss. The **L2** penalty adds the sum of the squared weights, which shrinks every weight towards zero without setting them exactly to zero; L1 (the sum of absolute values) pushes some weights to exactly zero and so selects features.

scikit-learn's \`LogisticRegression\` applies L2 regularisation **by default**, and controls its strength with \`C\`, the **inverse** of the regularisation strength: the default is \`C=1.0\`, a smaller \`C\` such as 0.01 means a stronger penalty and a simpler model, and a larger \`C\` such as 100 means a weaker penalty. Because the penalty treats all weights alike, features must be on comparable scales for it to be fair, so put a \`StandardScaler\` before the model in a pipeline. Choose \`C\` by cross-validation over a range of powers of ten, for example with \`LogisticRegressionCV\` or \`GridSearchCV\`.

### More than two classes
Many problems have more than two classes: route a ticket to billing, bugs or accounts. There are two classic strategies. **One-vs-rest** trains one binary model per class ("billing or not?", "bug or not?") and picks the class whose model is most confident. **Multinomial** (softmax) regression trains one model that produces a score per class and turns the scores into probabilities that sum to 1 with the **softmax** function: \`p_k = e^(z_k) / Σ_j e^(z_j)\`. Scores of 2, 1 and 0 become probabilities of about 0.67, 0.24 and 0.09.

In current scikit-learn, \`LogisticRegression\` with a multiclass target fits the multinomial model with every solver except \`liblinear\`; if you want one-vs-rest explicitly, wrap the model in \`OneVsRestClassifier\`. The softmax is the same function that ends almost every neural-network classifier you will meet later.

### k-nearest neighbours and why scaling matters
**k-nearest neighbours** (k-NN) does no real training: \`fit\` stores the rows. To classify a new row it finds the \`k\` stored rows closest to it, by Euclidean distance by default, and takes a majority vote. scikit-learn's \`KNeighborsClassifier\` uses \`n_neighbors=5\` unless you say otherwise; \`weights="distance"\` lets closer neighbours count more. A small \`k\` follows every noisy point (overfitting), a large \`k\` smooths the boundary until it ignores real structure.

Distance is where beginners get hurt. Suppose one feature is annual income in euros (values around 40,000) and another is age in years (around 40). A difference of 1,000 euros, which is nothing, outweighs a difference of 30 years, so the "nearest" neighbours are simply the people with the most similar income and age is ignored. Standardise the features (mean 0, standard deviation 1) before any distance-based model. k-NN also slows down as the data grows, since each prediction compares against stored rows, and it works poorly with many features, because in high dimensions all points end up roughly equally far apart.

### Naive Bayes for text
**Naive Bayes** applies Bayes' theorem with a bold simplification: it assumes the features are independent of one another once you know the class. For text, the features are word counts, and \`MultinomialNB\` learns, for each class, how often each word appears. The assumption is plainly false ("free" and "prize" appear together in spam), yet the classifier works well for spam filtering and document sorting, needs very little data, and trains in one pass over the counts. Its \`alpha\` parameter (default 1.0, Laplace smoothing) adds a pseudo-count to every word, so a word never seen in a class does not make that class's probability exactly zero. scikit-learn's guide warns that its probabilities are poorly calibrated: trust its ranking of classes more than its \`predict_proba\` numbers.

\`\`\`python
from sklearn.feature_extraction.text import CountVectorizer
from sklearn.naive_bayes import MultinomialNB
from sklearn.pipeline import make_pipeline

spam_filter = make_pipeline(CountVectorizer(), MultinomialNB(alpha=1.0))
spam_filter.fit(train_texts, train_labels)
spam_filter.predict(["Claim your free prize now"])
\`\`\`

### Choosing a model
No model wins everywhere, so choose by the data and by what the result must do. For a few hundred to a few hundred thousand tabular rows, start with logistic regression as the baseline: fast, explainable, probabilities you can threshold. For short texts and little labelled data, Naive Bayes on word counts is a strong first try, with logistic regression on TF-IDF features as the usual next step. k-NN suits small, low-dimensional data where "similar cases behave alike" is the whole idea, as in recommending similar items, and needs scaled features. When a straight boundary is too simple and the data is tabular, move on to tree ensembles (next lesson). Whatever you pick, compare it with a \`DummyClassifier\` and with the other candidates under the same cross-validation, and prefer the simpler model when the scores are close.

### Worked example
A bank's team predicts whether a small-business loan will default, from two features: \`debt_ratio\` (debt divided by yearly revenue, around 0 to 2) and \`revenue\` in euros (around 20,000 to 2,000,000). They compare three pipelines with 5-fold cross-validation:

\`\`\`python
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_score
from sklearn.neighbors import KNeighborsClassifier
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

candidates = {
    "knn_raw": KNeighborsClassifier(n_neighbors=15),
    "knn_scaled": make_pipeline(StandardScaler(), KNeighborsClassifier(n_neighbors=15)),
    "logreg": make_pipeline(StandardScaler(), LogisticRegression(C=1.0)),
}
for name, model in candidates.items():
    scores = cross_val_score(model, X_train, y_train, cv=5, scoring="roc_auc")
    print(name, round(scores.mean(), 3))
\`\`\`

The unscaled k-NN does badly, because its distances are almost entirely revenue; the scaled one is far better. Logistic regression is close to the scaled k-NN, and the team picks it: it predicts in microseconds, and the credit committee can read its weights. Say the fitted model has weight 1.8 on the standardised debt ratio, −0.6 on standardised revenue and intercept −2.0. A business one standard deviation above average on debt ratio and exactly average on revenue gets \`z = 1.8 − 2.0 = −0.2\` and a default probability σ(−0.2) ≈ 0.45, below the 0.5 threshold; the committee can see that debt ratio, not size, drives the score. They then try \`C\` in 0.01, 0.1, 1 and 10 with cross-validation and keep the best.

### Common mistakes
- **Reading logistic regression as regression.** It predicts a probability of a class; use it for classification, not for numeric targets.
- **Forgetting that C is inverse.** Raising \`C\` to "regularise more" does the opposite: a larger \`C\` means a weaker penalty.
- **Distance models on raw features.** k-NN without scaling lets the feature with the biggest units decide everything.
- **Trusting Naive Bayes probabilities.** Its class ranking is useful; its probabilities are often far too extreme.
- **Comparing models on different splits.** Use the same folds and the same metric for every candidate.
- **Ignoring convergence warnings.** A \`ConvergenceWarning\` usually means unscaled features or too few iterations; scale first, then raise \`max_iter\`.

### At work
Logistic regression is still a workhorse: credit scoring, churn and fraud models in regulated industries often use it because regulators and business owners can inspect each weight. Naive Bayes shows up as a quick text baseline, and k-NN as a similarity search behind "customers like you" features. A junior ML engineer is typically asked to build a baseline pipeline, tune \`C\` or \`k\` with cross-validation, explain the top weights to a product manager, and write down why the chosen model beat the alternatives. Reviewers look for scaling inside the pipeline, one shared cross-validation for all candidates, and a baseline in the comparison table.`,
    resources: [
      {
        title: 'scikit-learn user guide: Logistic regression',
        url: 'https://scikit-learn.org/stable/modules/linear_model.html#logistic-regression',
        kind: 'docs',
      },
      {
        title: 'scikit-learn user guide: Nearest neighbors',
        url: 'https://scikit-learn.org/stable/modules/neighbors.html',
        kind: 'docs',
      },
      {
        title: 'scikit-learn user guide: Naive Bayes',
        url: 'https://scikit-learn.org/stable/modules/naive_bayes.html',
        kind: 'docs',
      },
      {
        title: 'Google Machine Learning Crash Course: Logistic regression',
        url: 'https://developers.google.com/machine-learning/crash-course/logistic-regression',
        kind: 'course',
      },
    ],
  },
  {
    key: 'trees-and-ensembles',
    title: 'Decision Trees and Ensembles',
    summary:
      'How a decision tree chooses its splits with Gini impurity or entropy, how depth and pruning control overfitting, and how random forests and gradient boosting combine many trees into the strongest models for tabular data, with feature importances you can trust.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### How a tree splits
A **decision tree** predicts by asking a sequence of yes/no questions about the features: "is \`distance_km\` ≤ 120?", then "is \`carrier\` = B?", until it reaches a **leaf** that holds the answer (the majority class of the training rows that ended there, or their average for regression). It reads like a flowchart, needs no feature scaling (each question looks at one feature against a threshold, so units do not matter), and is not bothered by outliers in the inputs or by features on wildly different scales.

Training builds the tree greedily from the top. At each node the algorithm tries every feature and every useful threshold, measures how "pure" the two resulting groups would be, keeps the best question, and repeats on each side. scikit-learn's trees use this approach (an optimised version of CART) and always make binary splits. Greedy means the tree never goes back to revise an early question, which is one reason a single tree is unstable: change a few rows and the first split, and therefore the whole tree, can change.

### Gini impurity and entropy
Purity needs a number. **Gini impurity** is the probability of mislabelling a random row of the node if you labelled it at random according to the node's class shares: \`Gini = 1 − Σ p_k²\`. A pure node has Gini 0; a 50/50 node of two classes has \`1 − (0.25 + 0.25) = 0.5\`, the maximum for two classes. **Entropy** measures the same idea in bits: \`−Σ p_k · log2(p_k)\`, which is 0 for a pure node and 1 for a 50/50 node. scikit-learn's \`DecisionTreeClassifier\` uses \`criterion="gini"\` by default; \`"entropy"\` and \`"log_loss"\` give the information gain instead. In practice the two usually choose very similar splits.

A split is scored by the **weighted** impurity of its children, each weighted by its share of rows. Take 10 emails, 5 spam and 5 not (Gini 0.5). Splitting on "contains a link" gives 5 emails with 4 spam (Gini 0.32) and 5 with 1 spam (Gini 0.32), so the weighted impurity is 0.32 and the split reduces impurity by 0.18. The tree picks the question with the largest reduction.

\`\`\`python
def gini(counts):
    n = sum(counts)
    return 1 - sum((c / n) ** 2 for c in counts)

print(gini([5, 5]), round(gini([4, 1]), 2))  # 0.5 0.32
\`\`\`

### Depth, overfitting and pruning
Left alone (\`max_depth=None\`), a tree keeps splitting until its leaves are pure, so with enough depth it can memorise the training set: one leaf per odd customer, perfect training accuracy, poor validation scores. You control that in two ways. **Pre-pruning** stops growth early: \`max_depth\` caps the number of questions on any path, \`min_samples_leaf\` (default 1) requires every leaf to hold at least that many training rows, so no rule is built on one or two examples, and \`max_leaf_nodes\` caps the total. **Post-pruning** grows the full tree and then removes branches that add little: scikit-learn implements minimal cost-complexity pruning through \`ccp_alpha\` (default 0.0, no pruning), where larger values prune more. Tune these with cross-validation. A depth-3 tree is a great explanation tool even when it is not your best model.

### Bagging and random forests
A single deep tree has low bias and high variance: it fits the training data closely but changes a lot from sample to sample. Averaging many such trees cancels much of that variance. **Bagging** (bootstrap aggregating) trains each tree on a **bootstrap sample**, a sample of the same size as the training set drawn with replacement, so each tree sees about 63 % of the distinct rows, some of them several times. The ensemble predicts by majority vote or by averaging probabilities.

A **random forest**, introduced by Leo Breiman in 2001, adds a second source of randomness: at each split a tree may only consider a random subset of the features (\`max_features="sqrt"\` by default for \`RandomForestClassifier\`, the square root of the number of features). Without it, every tree would pick the same strong feature first and the trees would be too similar to cancel each other's errors. The default \`n_estimators\` is 100; more trees do not make a forest overfit, the score just stops improving while training gets slower.

The roughly 37 % of rows each tree did not see are its **out-of-bag** (OOB) rows. Predicting every row only with the trees that did not train on it gives a free validation estimate: set \`oob_score=True\` and read \`oob_score_\` after fitting.

### Gradient boosting
**Boosting** builds trees one after another instead of independently. Each new tree is small (a few levels or a few dozen leaves) and is fitted to what the current ensemble still gets wrong; technically, to the negative gradient of the loss, which for squared error is simply the residuals. The prediction is the sum of all the trees' outputs, each scaled down by a **learning rate**. Where a forest reduces variance by averaging, boosting reduces bias step by step.

In scikit-learn, use \`HistGradientBoostingClassifier\` (and its regressor twin): it bins each feature into at most 255 buckets, which makes it much faster than the older \`GradientBoostingClassifier\` on datasets of 10,000 rows or more, it handles missing values natively and supports categorical features. Its design is inspired by **LightGBM**; **XGBoost** and LightGBM are the two widely used libraries outside scikit-learn, with the same ideas and scikit-learn-compatible wrappers, and CatBoost is a third.

### Learning rate, trees and early stopping
The learning rate and the number of trees trade against each other. \`HistGradientBoostingClassifier\` defaults to \`learning_rate=0.1\` and \`max_iter=100\` boosting rounds. Halve the learning rate and you typically need roughly twice as many trees, often for a slightly better and smoother result. Unlike a forest, boosting **does** overfit if you keep adding trees, because each one chases the remaining errors, including noise.

**Early stopping** solves the "how many trees?" question: hold back part of the training data, watch the validation loss after every round, and stop when it has not improved for a number of rounds. In \`HistGradientBoostingClassifier\`, \`early_stopping="auto"\` turns this on when there are more than 10,000 training rows, using \`validation_fraction=0.1\` and stopping after \`n_iter_no_change=10\` rounds without improvement; \`n_iter_\` tells you how many rounds were kept. XGBoost and LightGBM offer the same through an evaluation set and an early-stopping setting.

### Feature importances you can trust
Tree ensembles expose \`feature_importances_\`, the **impurity-based** importance (mean decrease in impurity): how much each feature's splits reduced impurity, summed over all trees. It is cheap but has two known biases documented by scikit-learn. It is computed on the training data, so a feature the model used to overfit still looks important, and it favours features with many distinct values (ids, exact timestamps, continuous numbers), because they offer many possible thresholds.

**Permutation importance** (\`sklearn.inspection.permutation_importance\`) asks a more honest question on held-out data: how much does the score drop if this feature's values are shuffled, breaking its link with the target? A random id column scores near zero there. Two cautions: when two features are strongly correlated, shuffling one lets the model lean on the other, so both can look unimportant; and importance describes what this model relies on, not what causes the outcome.

### Why boosted trees win on tabular data
On images, audio and text, neural networks dominate. On tables of business data, gradient-boosted trees are usually the strongest model for the effort, and the default first choice of experienced practitioners. A 2022 NeurIPS benchmark by Grinsztajn, Oyallon and Varoquaux on 45 datasets found tree-based models still ahead on medium-sized data (around 10,000 rows), even before counting their speed, and gave three reasons: tables contain many uninformative features, which trees simply never split on; the true functions are often irregular, with sharp thresholds that trees express easily and networks smooth over; and each column has its own meaning, which trees respect by splitting one feature at a time. Add that trees need no scaling, tolerate missing values and train on a laptop in minutes.

### Worked example
A delivery company predicts which of tomorrow's 20,000 parcels will arrive late, from 200,000 past parcels with \`distance_km\`, \`weight_kg\`, \`carrier\`, \`depot\`, \`hour_booked\` and \`customer_id\`. The team tries four models with 5-fold cross-validation (ROC AUC):

\`\`\`python
from sklearn.ensemble import HistGradientBoostingClassifier, RandomForestClassifier
from sklearn.inspection import permutation_importance
from sklearn.tree import DecisionTreeClassifier

models = {
    "deep_tree": DecisionTreeClassifier(random_state=0),
    "pruned_tree": DecisionTreeClassifier(max_depth=6, min_samples_leaf=50, random_state=0),
    "forest": RandomForestClassifier(n_estimators=300, oob_score=True, n_jobs=-1, random_state=0),
    "boosting": HistGradientBoostingClassifier(learning_rate=0.05, max_iter=1000, random_state=0),
}
\`\`\`

The deep tree scores perfectly on training folds and worst on validation: memorisation. Pruning helps a lot. The forest is clearly better again, and its OOB score agrees with cross-validation, which is reassuring. Boosting with a lower learning rate and a generous \`max_iter\` is best; early stopping (on by default with this many rows) keeps only the rounds that help, which \`n_iter_\` reports.

Then the explanation. The forest's \`feature_importances_\` ranks \`customer_id\` second, which makes no business sense. Permutation importance on a held-out month puts it near zero and ranks \`distance_km\`, \`carrier\` and \`hour_booked\` first: the impurity importance was rewarding a high-cardinality column the trees had used to memorise. The team drops \`customer_id\`, the validation score does not change, and the model gets simpler to maintain.

### Common mistakes
- **Unlimited depth on a single tree.** Set \`max_depth\` or \`min_samples_leaf\`, or use an ensemble.
- **Tuning boosting rounds by hand on the test set.** Use early stopping on a validation split, and keep the test set for the end.
- **Believing \`feature_importances_\` blindly.** Check with permutation importance on held-out data before you tell anyone what drives the model.
- **Scaling features for trees.** It does no harm, but it does nothing; spend the time on better features.
- **Reading more forest trees as more overfitting.** Forests plateau; boosted models are the ones that overfit with too many rounds.
- **Extrapolating.** A tree predicts values seen in its leaves; it cannot predict a price above the highest one in training.

### At work
Gradient-boosted trees are the default for tabular problems in industry: credit risk, fraud, churn, demand forecasting, ranking. A junior ML engineer typically trains a HistGradientBoosting, XGBoost or LightGBM model with early stopping, compares it with a logistic-regression baseline under the same cross-validation, reports permutation importances on held-out data, and turns the result into a short model card for reviewers. Expect questions such as "why did the model flag this order?", answered with per-prediction explanation tools, and "how many trees, and why?", answered by the early-stopping curve.`,
    resources: [
      {
        title: 'scikit-learn user guide: Decision trees',
        url: 'https://scikit-learn.org/stable/modules/tree.html',
        kind: 'docs',
      },
      {
        title: 'scikit-learn user guide: Ensembles (gradient boosting, random forests)',
        url: 'https://scikit-learn.org/stable/modules/ensemble.html',
        kind: 'docs',
      },
      {
        title: 'scikit-learn user guide: Permutation feature importance',
        url: 'https://scikit-learn.org/stable/modules/permutation_importance.html',
        kind: 'docs',
      },
      {
        title:
          'Grinsztajn, Oyallon and Varoquaux: Why do tree-based models still outperform deep learning on tabular data? (NeurIPS 2022)',
        url: 'https://arxiv.org/abs/2207.08815',
        kind: 'article',
      },
    ],
  },
  {
    key: 'unsupervised-learning',
    title: 'Unsupervised Learning',
    summary:
      'Find structure without labels: k-means step by step with k-means++ and a justified k, DBSCAN and hierarchical clustering, PCA to reduce dimensions, t-SNE and UMAP as pictures only, IsolationForest for anomalies, and how to judge clusters with no answer key.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### Learning without labels
Everything so far had a label to predict. Often there is none: a shop has two million customers and no column that says which "type" each one is; a factory has sensor readings but nobody marked which ones were faults. **Unsupervised learning** looks for structure in the features alone. Three jobs cover most of its use at work: **clustering** (group similar rows: customer segments, similar documents), **dimensionality reduction** (describe each row with fewer numbers, to compress, to speed up another model or to draw a picture) and **anomaly detection** (find the rare rows that look unlike the rest: fraud, broken sensors, data-entry errors).

The catch is evaluation. With no labels there is no accuracy to compute, so every result needs a second look: does the grouping make sense to someone who knows the domain, and is it stable if you change the sample or the settings?

### k-means step by step
**k-means** splits the rows into \`k\` groups, each represented by its **centroid**, the mean of its members. It repeats two steps:

1. **Assign**: put every row in the cluster whose centroid is nearest (Euclidean distance).
2. **Update**: move each centroid to the mean of the rows assigned to it.

It stops when the assignments no longer change (or the centroids move less than a tolerance). Each round lowers the **inertia**, the sum of squared distances from every row to its centroid, so the algorithm always converges, but only to a **local** minimum that depends on where the centroids started. Bad starting points can leave two centroids sharing one real group while another group is split.

**k-means++** fixes most of that: it picks the first centroid at random among the rows, then picks each further one with a probability proportional to its squared distance from the nearest centroid already chosen, so the starting points are spread out. It is the default \`init\` of scikit-learn's \`KMeans\`, which also runs the algorithm from several starts and keeps the run with the lowest inertia when you set \`n_init\` (its default, \`"auto"\`, means one run with k-means++). k-means works best on roughly round, similarly sized groups; it will happily cut a long curved band into pieces.

### Choosing k: inertia, the elbow and silhouette
k-means needs \`k\` up front. Inertia cannot choose it alone, because it always falls as \`k\` grows (with one cluster per row it is zero). The **elbow method** plots inertia against \`k\` and looks for the point where adding clusters stops paying off; on real data the elbow is often vague.

The **silhouette coefficient** is more informative. For each row, \`a\` is its mean distance to the other members of its cluster and \`b\` its mean distance to the members of the nearest other cluster; its silhouette is \`(b − a) / max(a, b)\`. Values near 1 mean the row sits well inside its cluster, near 0 that it lies between two clusters, and negative that it is probably in the wrong one. \`silhouette_score\` averages it over all rows; compare it across values of \`k\` and pick a high one that also makes sense to the people who will use the segments.

\`\`\`python
from sklearn.cluster import KMeans
from sklearn.metrics import silhouette_score

for k in range(2, 9):
    km = KMeans(n_clusters=k, random_state=0).fit(X_scaled)
    print(k, round(km.inertia_), round(silhouette_score(X_scaled, km.labels_), 3))
\`\`\`

### Scale before you measure distance
k-means, DBSCAN, hierarchical clustering and k-nearest neighbours all rely on distance, so the scaling warning from the classification lesson applies with full force. If one feature is yearly spend in euros (0 to 20,000) and another is visits per month (0 to 30), the clusters will be spend bands and nothing else. Standardise numeric features first (\`StandardScaler\`), think about whether each feature should count equally, and drop near-duplicate columns, which otherwise count the same idea twice. The same applies to PCA, which finds directions of largest variance: an unscaled feature with large units dominates simply because its numbers are big.

### DBSCAN and hierarchical clustering
**DBSCAN** defines clusters as dense regions. A row with at least \`min_samples\` neighbours within distance \`eps\` is a **core** point; clusters grow by chaining core points that are within \`eps\` of each other, and rows reachable from no core point are labelled **noise** (\`-1\`). It needs no \`k\`, finds clusters of any shape (rings, bands) and sets outliers aside instead of forcing them into a group. Its weaknesses: \`eps\` (default 0.5) and \`min_samples\` (default 5) need tuning, and one \`eps\` fits poorly when clusters have very different densities; scikit-learn's \`HDBSCAN\` relaxes that.

**Hierarchical (agglomerative) clustering** starts with every row as its own cluster and repeatedly merges the two closest clusters, recording the whole history as a tree, the **dendrogram**. You cut the tree at the height that gives a useful number of clusters, and you can see which groups are close relatives. \`AgglomerativeClustering\` uses Ward linkage by default, which merges the pair that increases within-cluster variance the least. It is slow on large datasets, so it suits thousands of rows rather than millions.

### PCA: fewer dimensions, most of the variance
**Principal component analysis** finds new axes, the **principal components**: the first is the direction along which the data varies most, the second the direction of most remaining variance at right angles to the first, and so on. Projecting the data onto the first few components keeps most of the information in far fewer numbers. \`explained_variance_ratio_\` says how much of the total variance each component carries; \`PCA(n_components=0.95)\` keeps as many components as needed to explain 95 % of it. With 50 correlated sensor readings, a handful of components often carry most of the variance.

PCA is linear, fast and reversible (up to the variance you dropped), and the fitted PCA can transform new rows, so it can sit inside a pipeline before a model. The price is interpretability: a component is a weighted mix of all the original features.

### t-SNE and UMAP: pictures, not features
**t-SNE** (\`sklearn.manifold.TSNE\`) and **UMAP** (the separate \`umap-learn\` package) squeeze high-dimensional data into two dimensions for a scatter plot, trying to keep each point's near neighbours near. They often reveal groups that PCA blurs together. Use them as pictures only. In scikit-learn, t-SNE has no \`transform\` for new rows; the sizes of the blobs and the gaps between them in the plot do not mean much; and the layout changes with the random seed and with \`perplexity\` (default 30), roughly the number of neighbours each point pays attention to. Never cluster on t-SNE coordinates and report the result as structure in the data, and never feed them to a production model.

### Anomaly detection with IsolationForest
**IsolationForest** builds many random trees, each splitting on a random feature at a random value between its minimum and maximum. An unusual row is isolated after few splits, because it sits alone in an empty region; a normal row needs many. The average path length over the forest becomes an anomaly score. \`predict\` returns \`-1\` for outliers and \`1\` for inliers, \`score_samples\` gives the score (lower means more abnormal), and \`contamination\` sets the expected share of outliers that decides the cut-off (its default, \`"auto"\`, uses the threshold from the original paper). It needs no scaling, scales to large data (each tree uses at most 256 rows by default) and makes a good first screen. Treat its output as a ranked list for a human to review, not as a verdict.

### Evaluating clusters without labels
Combine three kinds of evidence. **Internal scores** measure geometry: the silhouette (higher is better), the Davies–Bouldin index (lower is better) and the Calinski–Harabasz index (higher is better); they favour compact, well-separated, round clusters, so they undersell DBSCAN on odd shapes. **Stability**: rerun with another seed or on a bootstrap sample; segments that reshuffle every time are not real. **Usefulness**: describe each cluster by its feature averages and its size, show them to the domain experts, and ask whether they would act differently per cluster. A technically clean clustering nobody can use is a failure; a rough one that changes a marketing plan is a success.

### Worked example
A subscription app wants customer segments for its marketing team, from 80,000 customers with eight behaviour features (sessions per week, minutes per session, days since last visit, share of weekend use, spend, and so on).

\`\`\`python
from sklearn.cluster import KMeans
from sklearn.decomposition import PCA
from sklearn.ensemble import IsolationForest
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X_scaled = StandardScaler().fit_transform(X)
flags = IsolationForest(random_state=0).fit_predict(X_scaled)   # -1 = outlier
X_core = X_scaled[flags == 1]

segmenter = make_pipeline(PCA(n_components=0.95), KMeans(n_clusters=5, random_state=0))
labels = segmenter.fit_predict(X_core)
\`\`\`

First, IsolationForest flags about one percent of accounts; a look shows test accounts and a few scripted ones, which are removed rather than given their own "segment". PCA keeps five components that explain 95 % of the variance. The silhouette is highest at \`k = 2\`, but two segments are useless to marketing; \`k = 5\` scores nearly as well and, described by feature averages, reads as "weekend bingers", "daily regulars", "lapsing", "new and curious" and "high spenders". Rerunning with five seeds gives the same five groups. A t-SNE plot goes into the slide deck as an illustration, with a note that positions in it are not measurements.

### Common mistakes
- **Clustering raw features.** The feature with the biggest units decides everything; scale first.
- **Trusting the elbow alone.** Look at silhouettes, stability and whether the segments are usable.
- **Treating t-SNE or UMAP plots as measurements.** Cluster sizes and distances in them are not reliable.
- **One k-means run with a random start.** Use k-means++ and several starts, and fix \`random_state\` for reproducibility.
- **Forcing outliers into clusters.** Remove or flag them first, or use DBSCAN, which labels them as noise.
- **Reporting clusters as facts.** Segments are a model of the customers, not a discovery of natural kinds; say how they were made.

### At work
ML engineers and data scientists use clustering for customer and product segmentation, for grouping similar support tickets or documents (often on embeddings, later in this roadmap), and for exploring a new dataset before any labels exist. PCA appears as a compression step and in exploratory plots; IsolationForest as a first fraud or monitoring screen that routes cases to a human. A junior is typically asked to build a segmentation, justify the number of clusters with silhouettes and a stability check, describe each cluster in plain words with its size, and hand a reviewer the pipeline that reproduces it.`,
    resources: [
      {
        title: 'scikit-learn user guide: Clustering',
        url: 'https://scikit-learn.org/stable/modules/clustering.html',
        kind: 'docs',
      },
      {
        title: 'scikit-learn user guide: Decomposing signals in components (PCA)',
        url: 'https://scikit-learn.org/stable/modules/decomposition.html',
        kind: 'docs',
      },
      {
        title: 'scikit-learn user guide: Novelty and outlier detection',
        url: 'https://scikit-learn.org/stable/modules/outlier_detection.html',
        kind: 'docs',
      },
      {
        title: 'Distill: How to Use t-SNE Effectively (interactive)',
        url: 'https://distill.pub/2016/misread-tsne/',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'neural-networks',
    title: 'Neural Networks',
    summary:
      'How a neural network computes and learns: neurons, layers and activations, a forward pass by hand, loss functions, backpropagation as the chain rule, SGD with momentum and Adam, initialisation, dropout and the other cures for overfitting, why GPUs, and when not to use one.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### The neuron
A neural network is built from one small unit repeated many times. An artificial **neuron** takes a list of inputs, multiplies each by a **weight**, adds a **bias**, and passes the result through an **activation function**: \`output = f(w1·x1 + w2·x2 + … + b)\`. If \`f\` is the sigmoid, a single neuron is exactly the logistic regression of the classification lesson. The weights and biases are the **parameters** the network learns; the activation is fixed when you design it.

What makes networks powerful is not the neuron but the composition: the outputs of many neurons become the inputs of the next ones, and together they can represent very complicated functions of the raw input.

### Layers and why depth helps
Neurons are arranged in **layers**. In a fully connected (dense) layer, every neuron sees every output of the previous layer, so a layer is a matrix multiplication plus a bias vector followed by the activation: \`h = f(W·x + b)\`. A network with an input, one or more **hidden** layers and an output layer is a **multilayer perceptron** (MLP). Counting parameters is simple: a dense layer from 784 inputs to 128 neurons has 784 × 128 weights plus 128 biases, 100,480 parameters.

Without a nonlinear activation, stacking layers gains nothing: a linear function of a linear function is still linear, so ten layers collapse into one. With nonlinear activations, each layer can build features out of the previous layer's features (edges, then shapes, then objects in an image), and depth lets a network express such hierarchies with far fewer neurons than one enormous layer would need.

### Activation functions
- **ReLU**, \`max(0, z)\`: the default for hidden layers. It is cheap, and its gradient is 1 for positive inputs, so signals pass through many layers without shrinking. A neuron whose input is always negative outputs 0 and stops learning (a "dead" ReLU).
- **Sigmoid**, \`1 / (1 + e^(−z))\`: squeezes into 0 to 1. Used at the output for binary or multi-label classification. In hidden layers it slows learning, because its gradient is at most 0.25 and almost 0 for large inputs, and multiplying many small gradients makes them vanish.
- **tanh**: like the sigmoid but from −1 to 1 and centred on 0; still found in some recurrent networks.
- **Softmax**: turns a vector of scores (the **logits**) into probabilities that sum to 1. Used at the output of a single-label classifier with several classes.

The output layer's activation follows from the task: none (a plain linear output) for regression, sigmoid for yes/no, softmax for one class out of many.

### A forward pass by hand
Computing a prediction is called the **forward pass**. Take a network with two inputs, two ReLU hidden neurons and one sigmoid output, and the input \`x = [1, 2]\`:

\`\`\`text
hidden 1: 0.5·1 + (−1.0)·2 + 0.0  = −1.5  → ReLU → 0.0
hidden 2: 1.5·1 + 0.25·2 + (−1.0) =  1.0  → ReLU → 1.0
output:   2.0·0.0 + (−0.5)·1.0 + 0.5 = 0.0 → sigmoid → 0.5
\`\`\`

That is all a network does at prediction time: multiply, add, apply the activation, layer after layer. The first hidden neuron is switched off for this input, so its outgoing weight of 2.0 has no effect on this prediction.

### Loss functions
Training needs a single number saying how wrong the network is. For regression the usual loss is the **mean squared error**; for classification it is **cross-entropy**, the log loss you met with logistic regression, extended to many classes: minus the log of the probability given to the true class. Predicting 0.9 for the right class costs 0.11; predicting 0.01 costs 4.6. In PyTorch, \`nn.CrossEntropyLoss\` expects the raw logits and applies the softmax itself, in a numerically stable way, so the model should not end with its own softmax layer during training.

### Backpropagation: the chain rule at scale
To improve, every parameter needs its **gradient**: how much the loss would change if that parameter moved a little. **Backpropagation** computes all of them in one backward sweep using the chain rule of calculus. The loss depends on the output, the output on the last layer's weights and inputs, those inputs on the layer before, and so on; the chain rule multiplies these local derivatives along each path. Going backwards from the loss means each intermediate result is computed once and reused, so the backward pass costs only a small multiple of the forward pass (roughly twice), whether the network has a thousand parameters or a billion. The method was popularised for neural networks by Rumelhart, Hinton and Williams in 1986. Frameworks such as PyTorch do it automatically (\`loss.backward()\`), but knowing it is the chain rule explains vanishing gradients: a product of many factors below 1 shrinks towards 0.

### Optimisers: SGD, momentum and Adam
With the gradients in hand, an **optimiser** updates the parameters. **Stochastic gradient descent** (SGD) takes a small step against the gradient, \`w ← w − lr · gradient\`, computed on a **mini-batch** of, say, 32 to 256 examples rather than the whole dataset: noisier, but far cheaper per step. One pass over the training data is an **epoch**.

**Momentum** keeps a running velocity, an accumulation of past gradients, so steps keep their direction through noise and speed up along consistent slopes (\`torch.optim.SGD(params, lr=0.01, momentum=0.9)\`). **Adam** (Kingma and Ba, 2014) also adapts the step size per parameter from running averages of the gradient and its square; PyTorch's default learning rate for it is 0.001, a reasonable first try. **AdamW** applies weight decay separately from the adaptive step and is the common choice for modern networks. The learning rate is the most important setting of all: too high and the loss jumps around or explodes, too low and training crawls.

### Initialisation
The starting weights matter. If all weights start equal, every neuron in a layer computes the same thing and receives the same update, so they never become different: the weights must start random. Their scale matters too: too large and activations explode through the layers, too small and they fade. **Xavier (Glorot)** initialisation scales the random weights by the number of inputs and outputs of the layer and suits tanh and sigmoid; **He (Kaiming)** initialisation is designed for ReLU. PyTorch's layers come with a sensible default initialisation, so you rarely set it by hand, but a network that will not learn at all is worth checking for this.

### Fighting overfitting
Networks with many parameters can memorise their training data. The remedies, roughly in order of how much they help:

- **More data**, or **data augmentation** (flipped and cropped images, for example), which makes memorising harder.
- **Early stopping**: track the validation loss every epoch and keep the weights from the best epoch.
- **Weight decay**: an L2-style penalty that keeps weights small, the same idea as regularisation in logistic regression.
- **Dropout**: during training, each neuron's output is set to zero with probability \`p\` (PyTorch's \`nn.Dropout\` defaults to 0.5; 0.1 to 0.3 is common), and the survivors are scaled up by \`1 / (1 − p)\`, so no neuron can rely on any single other one. At prediction time dropout is switched off, which is why you must call \`model.eval()\` before evaluating.
- **A smaller network**, when all else fails.

### Why GPUs
Nearly all the work in a network is matrix multiplication: a batch of inputs times a weight matrix, layer after layer, forwards and backwards. These are millions of independent multiply-adds, exactly what a **GPU** does well: thousands of simple cores working in parallel with very high memory bandwidth. For large networks this means hours instead of weeks. A small MLP on tabular data trains fine on a CPU; image and language models need GPUs, and the cost of renting them is a real line in a project's budget.

### When a neural network is the wrong tool
Neural networks shine on images, audio, text and other raw, high-dimensional signals, and when there is a lot of data. On small or medium tables of business data, gradient-boosted trees are usually as accurate or better, train in minutes on a laptop and need less tuning. Prefer simpler models too when you must explain each decision to a regulator, when you have a few hundred labelled rows, or when a rule would do. A network is a means, not a goal: beat the baseline first.

### Worked example
A team trains an MLP to read handwritten digits from the MNIST dataset: 60,000 training images of 28 × 28 grey pixels, 10 classes.

\`\`\`python
import torch
from torch import nn

model = nn.Sequential(
    nn.Flatten(),            # 28 × 28 image → 784 numbers
    nn.Linear(784, 128), nn.ReLU(), nn.Dropout(0.2),
    nn.Linear(128, 10),      # 10 logits, no softmax: the loss applies it
)
loss_fn = nn.CrossEntropyLoss()
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)

for images, labels in train_loader:      # mini-batches of 64
    optimizer.zero_grad()
    loss = loss_fn(model(images), labels)
    loss.backward()                      # backpropagation
    optimizer.step()                     # AdamW update
\`\`\`

The model has 784 × 128 + 128 + 128 × 10 + 10 = 101,770 parameters. The team holds out 10,000 training images for validation and records both losses per epoch. The training loss keeps falling; the validation loss bottoms out after a handful of epochs and then creeps up, so they keep the weights from the best epoch (early stopping). A model like this typically reaches around 97 to 98 % test accuracy; the first version without dropout and weight decay memorised more and did worse on validation. Before any of this they trained a logistic regression on the same pixels as a baseline, so the gain of the hidden layer is measured, not assumed.

### Common mistakes
- **No nonlinearity between layers.** Stacked linear layers are one linear layer.
- **Softmax before \`nn.CrossEntropyLoss\`.** The loss expects logits; applying softmax twice trains badly.
- **Forgetting \`model.eval()\`.** Dropout stays on and predictions become random-ish.
- **A learning rate picked by habit.** If the loss explodes or stalls, the learning rate is the first suspect.
- **Unscaled inputs.** Large raw values (prices in the thousands) slow or break training; standardise them as for any gradient-based model.
- **Reaching for a network on a small table.** Compare with boosted trees first.

### At work
ML engineers rarely design networks from scratch; they adapt known architectures and pretrained models (the next lessons), and spend their time on data, training loops, monitoring learning curves and tuning the learning rate, batch size and regularisation. A junior is typically asked to train a model in PyTorch, plot training and validation loss per epoch, find out why a run diverged or overfitted, and report the gain over a simple baseline together with the GPU time it cost.`,
    resources: [
      {
        title: 'Dive into Deep Learning: Multilayer perceptrons',
        url: 'https://d2l.ai/chapter_multilayer-perceptrons/mlp.html',
        kind: 'book',
      },
      {
        title: 'PyTorch tutorials: Build the neural network',
        url: 'https://docs.pytorch.org/tutorials/beginner/basics/buildmodel_tutorial.html',
        kind: 'docs',
      },
      {
        title: '3Blue1Brown: Neural networks (video series)',
        url: 'https://www.3blue1brown.com/topics/neural-networks',
        kind: 'video',
      },
      {
        title: 'Google Machine Learning Crash Course: Neural networks',
        url: 'https://developers.google.com/machine-learning/crash-course/neural-networks',
        kind: 'course',
      },
    ],
  },
];
