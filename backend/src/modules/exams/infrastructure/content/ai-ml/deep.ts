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
];
