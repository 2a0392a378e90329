import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** ai-ml exam questions, part deep (issue 29). Keys are stable: never rename or reuse them. Every output question was run with python3 (standard library only) or bash. */
export const AI_ML_EXAM_DEEP: ExamQuestionContent[] = [
  // pytorch-basics
  {
    key: 'ai-ml-201',
    kind: 'single',
    prompt:
      'A Dataset holds 10,000 examples and is wrapped in `DataLoader(ds, batch_size=32, shuffle=True)`. How many batches does one epoch yield?',
    options: opts('312', '313', '320', '10,000'),
    correct: ['b'],
    explanation:
      '10,000 / 32 = 312.5, so there are 312 full batches and a last, smaller batch of 16 examples: 313 in all (unless `drop_last=True` is set).',
    moduleKey: 'pytorch-basics',
    section: 'Datasets and DataLoaders',
  },
  {
    key: 'ai-ml-202',
    kind: 'output',
    prompt:
      'This plain-Python code performs one gradient-descent step on a one-example linear model, as `optimizer.step()` would with SGD. What does it print?',
    code: `w, b = 0.5, 0.0
x, y = 2.0, 3.0
lr = 0.1
pred = w * x + b
grad_w = 2 * (pred - y) * x
grad_b = 2 * (pred - y)
w -= lr * grad_w
b -= lr * grad_b
print(round(w, 2), round(b, 2))`,
    language: 'python',
    options: opts('1.3 0.4', '-0.3 -0.4', '0.9 0.2', '0.5 0.0'),
    correct: ['a'],
    explanation:
      'The prediction is 1.0 and the error −2, so the gradients are −8 for w and −4 for b. SGD subtracts lr × gradient: w = 0.5 + 0.8 = 1.3 and b = 0 + 0.4 = 0.4.',
    moduleKey: 'pytorch-basics',
    section: 'Losses and optimisers',
  },
  {
    key: 'ai-ml-203',
    kind: 'multiple',
    prompt:
      'A network contains `nn.Dropout(0.3)` and `nn.BatchNorm1d(64)`. What changes when you call `model.eval()`? Choose all that apply.',
    options: opts(
      'Dropout stops zeroing activations',
      'Batch normalisation uses its stored running mean and variance instead of the current batch’s statistics',
      'Autograd stops recording operations',
      'The weights become read-only until `model.train()` is called',
    ),
    correct: ['a', 'b'],
    explanation:
      'Evaluation mode only switches layers with training-specific behaviour, such as dropout and batch normalisation. Recording for autograd is controlled by `torch.no_grad()`, and nothing makes weights read-only.',
    moduleKey: 'pytorch-basics',
    section: 'Training mode, evaluation mode and no_grad',
  },
  {
    key: 'ai-ml-204',
    kind: 'single',
    prompt:
      'Someone on a forum shares `fine_tuned.pth`, which they say holds a model’s state_dict. What is the safe way to use it?',
    options: opts(
      'Build the same architecture and call `model.load_state_dict(torch.load("fine_tuned.pth", weights_only=True))`',
      'Call `torch.load("fine_tuned.pth", weights_only=False)` so every object in the file loads',
      'Rename the file to `.json` and read it with the `json` module',
      'Unpickle it with `pickle.load`, which is safer than `torch.load`',
    ),
    correct: ['a'],
    explanation:
      '`torch.load` uses pickle, which can execute code hidden in a file; `weights_only=True` (the default since PyTorch 2.6) restricts loading to tensors and plain containers, which is all a state_dict needs.',
    moduleKey: 'pytorch-basics',
    section: 'Saving, loading and the GPU',
  },
  {
    key: 'ai-ml-205',
    kind: 'single',
    prompt: 'After `x = torch.tensor(2.0, requires_grad=True)`, `y = x ** 3` and `y.backward()`, what is in `x.grad`?',
    options: opts('tensor(8.)', 'tensor(12.)', 'tensor(6.)', 'None, because `y` has no `.grad`'),
    correct: ['b'],
    explanation:
      'Autograd stores dy/dx in `x.grad`: the derivative of x³ is 3x², which is 12 at x = 2. 8 is the value of y itself, not its gradient.',
    moduleKey: 'pytorch-basics',
    section: 'Autograd: gradients for free',
  },
  // computer-vision-basics
  {
    key: 'ai-ml-206',
    kind: 'output',
    prompt: 'This code follows a 224 × 224 image through the first two layers of a ResNet. What does it print?',
    code: `def out_size(n, k, s=1, p=0):
    return (n + 2 * p - k) // s + 1

conv1 = out_size(224, k=7, s=2, p=3)
pool1 = out_size(conv1, k=3, s=2, p=1)
print(conv1, pool1)`,
    language: 'python',
    options: opts('112 56', '109 54', '224 112', '111 55'),
    correct: ['a'],
    explanation:
      'The 7 × 7 convolution with stride 2 and padding 3 gives (224 + 6 − 7) // 2 + 1 = 112; the 3 × 3 max pooling with stride 2 and padding 1 gives (112 + 2 − 3) // 2 + 1 = 56.',
    moduleKey: 'computer-vision-basics',
    section: 'Convolutions: kernels, stride and padding',
  },
  {
    key: 'ai-ml-207',
    kind: 'output',
    prompt: 'Rows are true classes and columns predicted classes of an animal classifier. What does this code print?',
    code: `matrix = {
    "cat":  {"cat": 45, "dog": 4,  "fox": 1},
    "dog":  {"cat": 10, "dog": 38, "fox": 2},
    "fox":  {"cat": 0,  "dog": 1,  "fox": 9},
}
for label, row in matrix.items():
    recall = row[label] / sum(row.values())
    print(label, f"{recall:.2f}")`,
    language: 'python',
    options: opts(
      'cat 0.90 dog 0.76 fox 0.90',
      'cat 0.82 dog 0.88 fox 0.75',
      'cat 0.90 dog 0.90 fox 0.90',
      'cat 0.45 dog 0.38 fox 0.09',
    ),
    correct: ['a'],
    explanation:
      'Recall divides each diagonal cell by its row total: 45 / 50, 38 / 50 and 9 / 10. Dogs are the weak class, mostly confused with cats, which one overall accuracy of 92 / 110 would hide.',
    moduleKey: 'computer-vision-basics',
    section: 'Evaluating with a per-class confusion matrix',
  },
  {
    key: 'ai-ml-208',
    kind: 'single',
    prompt:
      'A pixel’s red value, already scaled to 0–1, is 0.714. What does `Normalize(mean=[0.485, 0.456, 0.406], std=[0.229, 0.224, 0.225])` turn it into?',
    options: opts('0.229', '1.0', '0.714', '3.12'),
    correct: ['b'],
    explanation:
      'Normalisation computes (x − mean) / std per channel: (0.714 − 0.485) / 0.229 = 1.0, one standard deviation above the ImageNet mean for red.',
    moduleKey: 'computer-vision-basics',
    section: 'Images as tensors',
  },
  {
    key: 'ai-ml-209',
    kind: 'single',
    prompt:
      'A predicted box and the true box are both 100 square pixels and overlap on 50. With the usual threshold of 0.5, is the detection counted as correct?',
    options: opts(
      'Yes: the IoU is 0.5',
      'No: the IoU is 50 / 150 ≈ 0.33, below 0.5',
      'Yes: half of the predicted box is inside the true box',
      'No: the IoU is 0.25',
    ),
    correct: ['b'],
    explanation:
      'Intersection over union divides the overlap, 50, by the area the two boxes cover together, 100 + 100 − 50 = 150. A third is below 0.5, so the detection is a miss.',
    moduleKey: 'computer-vision-basics',
    section: 'Classification, detection and segmentation',
  },
  {
    key: 'ai-ml-210',
    kind: 'multiple',
    prompt: 'Which of these uses of data augmentation are sound? Choose all that apply.',
    options: opts(
      '`RandomResizedCrop` in the training pipeline of a bird-species classifier',
      '`RandomHorizontalFlip` in the training pipeline of a dog-versus-cat classifier',
      'The same random crops in the validation pipeline, so it matches training',
      '`RandomHorizontalFlip` for a model that reads house numbers',
    ),
    correct: ['a', 'b'],
    explanation:
      'Random crops and flips create realistic new training photos of birds and pets. Validation data gets deterministic preprocessing so scores are comparable, and mirrored digits are no longer valid digits.',
    moduleKey: 'computer-vision-basics',
    section: 'Data augmentation',
  },
];
