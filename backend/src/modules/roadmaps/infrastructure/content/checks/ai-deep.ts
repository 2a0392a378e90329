import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/ai-deep.ts. */
export const AI_DEEP_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'pytorch-basics',
    questions: [
      {
        id: 'pytorch-basics-1',
        kind: 'single',
        section: 'Tensors: shape, dtype and device',
        prompt:
          'You build class labels with `labels = torch.tensor([0, 2, 1])` on a laptop without a GPU. What are `labels.dtype` and `labels.device`?',
        options: [
          {
            text: '`torch.float32` and `cpu`',
            correct: false,
            why: 'float32 is the default for tensors made from Python floats; these are Python integers.',
          },
          {
            text: '`torch.int64` and `cpu`',
            correct: true,
            why: 'Python integers become int64 (long) tensors, which is also the dtype cross-entropy expects for class indices, and new tensors are created on the CPU unless you ask otherwise.',
          },
          {
            text: '`torch.int32` and `cuda:0`',
            correct: false,
            why: 'The default integer dtype is int64, and a tensor only lands on a GPU when you pass a device or call `.to(...)`.',
          },
          {
            text: '`torch.int64` and whichever device the model is on',
            correct: false,
            why: 'Tensors do not follow the model; you move each batch yourself, which is why device mismatches are a classic error.',
          },
        ],
      },
      {
        id: 'pytorch-basics-2',
        kind: 'fill',
        section: 'Creating and reshaping tensors',
        prompt: '`torch.arange(12).reshape(3, -1)` has shape `(3, ____)`.',
        answers: ['4'],
        why: 'Reshaping keeps the number of elements: 12 numbers in 3 rows leaves 4 columns, which is what PyTorch works out for the `-1`.',
      },
      {
        id: 'pytorch-basics-3',
        kind: 'output',
        section: 'Autograd: gradients for free',
        prompt:
          'This plain-Python snippet imitates what autograd does when `loss.backward()` is called twice without clearing gradients. What does it print?',
        code: {
          language: 'python',
          source: `# Mimics autograd: backward() adds to .grad, it does not replace it
w = 3.0
grad = 0.0
for step in range(2):
    # loss = (2w - 10) ** 2, so d(loss)/dw = 4 * (2w - 10)
    grad += 4 * (2 * w - 10)
print(grad)`,
        },
        options: [
          {
            text: '-16.0',
            correct: false,
            why: 'That is the gradient of one backward pass; the second pass adds another -16 to it.',
          },
          {
            text: '-32.0',
            correct: true,
            why: 'Each pass adds 4 × (6 − 10) = −16, and the two are summed, just as `.grad` accumulates until `zero_grad()` clears it.',
          },
          {
            text: '0.0',
            correct: false,
            why: 'Nothing resets `grad` inside the loop; a reset is exactly what `optimizer.zero_grad()` would add.',
          },
          {
            text: '256.0',
            correct: false,
            why: 'That would be the square of the gradient; the loop sums gradients, it does not multiply them.',
          },
        ],
      },
      {
        id: 'pytorch-basics-4',
        kind: 'single',
        section: 'Building a model: nn.Module',
        prompt: 'How many trainable parameters does `nn.Linear(20, 5)` have?',
        options: [
          {
            text: '100',
            correct: false,
            why: 'That counts the 5 × 20 weight matrix only; each of the 5 outputs also has a bias.',
          },
          {
            text: '105',
            correct: true,
            why: 'A weight matrix of out × in = 5 × 20 = 100 numbers plus one bias per output, 5: 105 in all.',
          },
          {
            text: '25',
            correct: false,
            why: 'Adding the sizes is not how a fully connected layer works: every input connects to every output.',
          },
          {
            text: '120',
            correct: false,
            why: 'That would give a bias to every input, not to every output; there are 5 biases, not 20.',
          },
        ],
      },
      {
        id: 'pytorch-basics-5',
        kind: 'single',
        section: 'Losses and optimisers',
        prompt:
          'A 10-class classifier ends with `nn.Softmax(dim=1)` and is trained with `nn.CrossEntropyLoss()`. What is the problem?',
        options: [
          {
            text: 'None: cross-entropy needs probabilities, so the softmax is required',
            correct: false,
            why: 'PyTorch’s `CrossEntropyLoss` takes raw scores (logits) and applies the softmax itself.',
          },
          {
            text: 'The softmax is applied twice; the model should output raw logits',
            correct: true,
            why: 'The loss already contains the (log-)softmax; remove the final softmax layer and apply one only when you want probabilities at prediction time.',
          },
          {
            text: 'Cross-entropy only works for two classes; ten classes need `nn.MSELoss()`',
            correct: false,
            why: 'Cross-entropy is the standard loss for any number of classes; mean squared error is for regression.',
          },
          {
            text: 'The labels must then be one-hot float vectors instead of class indices',
            correct: false,
            why: 'The final layer does not change what the loss expects: class indices of dtype int64 remain the usual target.',
          },
        ],
      },
      {
        id: 'pytorch-basics-6',
        kind: 'order',
        section: 'The training loop',
        prompt: 'Put the steps of one training step, for one batch, in order.',
        steps: [
          '`optimizer.zero_grad()`',
          '`pred = model(X)`',
          '`loss = loss_fn(pred, y)`',
          '`loss.backward()`',
          '`optimizer.step()`',
        ],
        why: 'Clear the old gradients, run the forward pass, measure the loss, let autograd fill `.grad`, then update the weights from those gradients. Stepping before backward would use stale gradients.',
      },
      {
        id: 'pytorch-basics-7',
        kind: 'multiple',
        section: 'Training mode, evaluation mode and no_grad',
        prompt: 'Which statements about `model.eval()` and `torch.no_grad()` are true? Pick all that apply.',
        options: [
          {
            text: '`model.eval()` makes dropout stop dropping units',
            correct: true,
            why: 'Evaluation mode switches layers such as dropout and batch normalisation to their inference behaviour.',
          },
          {
            text: '`model.eval()` stops PyTorch from computing gradients',
            correct: false,
            why: 'The mode only changes how some layers behave; gradients are still recorded unless you also use `torch.no_grad()`.',
          },
          {
            text: 'Inside `with torch.no_grad():` operations are not recorded, which saves memory during validation',
            correct: true,
            why: 'No graph is built, so there is nothing to keep for a backward pass: less memory, a little less time.',
          },
          {
            text: 'For validation you normally want both `model.eval()` and `torch.no_grad()`',
            correct: true,
            why: 'They do different jobs: the first fixes layer behaviour, the second skips gradient bookkeeping.',
          },
          {
            text: 'After validation the model stays ready for training without any further call',
            correct: false,
            why: 'It stays in evaluation mode until you call `model.train()`, so dropout would stay off for the rest of training.',
          },
        ],
      },
      {
        id: 'pytorch-basics-8',
        kind: 'single',
        section: 'Saving, loading and the GPU',
        prompt:
          'The model runs on `cuda`. In the loop you write `X.to(device)` on its own line, then call `model(X)`. What happens?',
        options: [
          {
            text: 'It works: `.to` moves the tensor in place, like `model.to(device)`',
            correct: false,
            why: 'For a module `.to` moves the parameters in place, but for a tensor it returns a new tensor and leaves the original where it was.',
          },
          {
            text: 'A device-mismatch error: `X` is still on the CPU',
            correct: true,
            why: 'The copy on the GPU was thrown away; write `X = X.to(device)` so the name points to the moved tensor.',
          },
          {
            text: 'PyTorch silently moves the model back to the CPU to match the batch',
            correct: false,
            why: 'PyTorch never moves tensors for you between devices; it raises an error instead.',
          },
          {
            text: 'The batch is processed on the CPU and the result is copied to the GPU afterwards',
            correct: false,
            why: 'Operations run where their inputs are, and mixing devices in one operation is an error, not an automatic copy.',
          },
        ],
      },
    ],
  },
];
