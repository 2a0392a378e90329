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
];
