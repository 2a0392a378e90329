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
];
