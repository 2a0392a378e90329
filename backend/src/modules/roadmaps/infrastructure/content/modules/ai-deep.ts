import type { ModuleContent } from '../content-types.js';

/** AI / ML Engineer lessons: deep learning, vision and language (issue 29). Keys are stable: never rename or reuse them. */
export const AI_DEEP_MODULES: ModuleContent[] = [
  {
    key: 'pytorch-basics',
    title: 'PyTorch Basics',
    summary:
      'Train a neural network in PyTorch: tensors and their shape, dtype and device, autograd, nn.Module, losses and optimisers, Dataset and DataLoader, the five-step training loop, eval mode, checkpoints and the GPU.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### Tensors: shape, dtype and device
PyTorch is a Python library for building and training neural networks. Everything in it is a **tensor**: an n-dimensional array of numbers, like a NumPy array, with two extra powers. A tensor can live on a GPU, and it can record the operations done to it so that gradients are computed for you.

Every tensor has three properties you will check constantly:

- **shape**: the size of each dimension. A batch of 64 grey images of 28 × 28 pixels has shape \`(64, 1, 28, 28)\`; a table of 500 rows with 12 features has shape \`(500, 12)\`.
- **dtype**: the type of each element. Model weights and inputs are usually \`torch.float32\`; class labels are \`torch.int64\` (also called \`long\`). A tensor made from Python integers gets \`int64\`, one made from floats gets \`float32\`.
- **device**: where the numbers are stored, \`cpu\` or a GPU such as \`cuda:0\`. Two tensors in one operation must be on the same device.

\`\`\`python
import torch

x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
print(x.shape, x.dtype, x.device)   # torch.Size([2, 3]) torch.float32 cpu
labels = torch.tensor([0, 2, 1])
print(labels.dtype)                  # torch.int64
\`\`\`

Most bugs in a first PyTorch project are shape, dtype or device mismatches, and the error message names which one. Printing \`.shape\` after each step is the habit that finds them fastest.

### Creating and reshaping tensors
You rarely type values by hand. \`torch.zeros(2, 3)\`, \`torch.ones(2, 3)\` and \`torch.rand(2, 3)\` (uniform between 0 and 1) build tensors of a given shape; \`torch.arange(6)\` gives \`0, 1, …, 5\`; \`torch.from_numpy(array)\` wraps a NumPy array without copying it, and \`tensor.numpy()\` goes back (on the CPU only).

Reshaping changes how the same numbers are grouped, never how many there are. \`torch.arange(6).reshape(2, 3)\` is a 2 × 3 grid; \`reshape(3, -1)\` asks PyTorch to work out the \`-1\` dimension (here 2). The product of the dimensions must stay the same: six numbers cannot become a 4 × 2 grid. \`unsqueeze(0)\` adds a dimension of size 1 at the front, which turns one example of shape \`(3, 28, 28)\` into a batch of one, \`(1, 3, 28, 28)\`, because layers expect a batch dimension first. \`squeeze()\` removes dimensions of size 1, and \`permute\` reorders dimensions.

Arithmetic works element by element (\`a + b\`, \`a * b\`), \`a @ b\` is matrix multiplication, and **broadcasting** stretches a smaller tensor across a bigger one when the trailing dimensions match: adding a tensor of shape \`(3,)\` to one of shape \`(2, 3)\` adds it to each row.

### Autograd: gradients for free
Training a network means nudging every weight in the direction that lowers the loss, so you need the gradient of the loss with respect to each weight. PyTorch's **autograd** computes those gradients automatically. Mark a tensor with \`requires_grad=True\`, compute something from it, and call \`.backward()\` on the final scalar: PyTorch walks the recorded operations backwards (the chain rule) and stores each gradient in the tensor's \`.grad\` attribute.

\`\`\`python
w = torch.tensor(3.0, requires_grad=True)
loss = (w * 2 - 10) ** 2     # loss = (2w - 10)²
loss.backward()
print(w.grad)                 # tensor(-16.): d(loss)/dw = 2(2w - 10)·2 = -16
\`\`\`

One detail matters a lot: **\`.backward()\` adds to \`.grad\`, it does not replace it**. Call it twice without clearing and the gradients of both calls are summed. That is useful for a few advanced tricks, and a silent bug everywhere else, which is why every training loop clears gradients at each step.

### Building a model: nn.Module
Layers and models are subclasses of \`torch.nn.Module\`. You create the layers in \`__init__\` and describe how data flows through them in \`forward\`; calling \`model(x)\` runs \`forward\` (call the model, not \`forward\` directly, so PyTorch's hooks run).

\`\`\`python
from torch import nn

class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.layers = nn.Sequential(
            nn.Linear(28 * 28, 128),
            nn.ReLU(),
            nn.Linear(128, 10),
        )

    def forward(self, x):
        return self.layers(self.flatten(x))   # raw scores (logits), one per class
\`\`\`

\`nn.Linear(in_features, out_features)\` computes \`x @ W.T + b\` and owns a weight matrix of \`out × in\` numbers plus one bias per output: \`nn.Linear(784, 128)\` has 784 × 128 + 128 = 100,480 parameters. \`nn.Sequential\` chains layers in order. Every layer's weights are registered automatically, so \`model.parameters()\` hands them all to the optimiser.

### Losses and optimisers
The **loss function** turns predictions and true labels into one number to minimise. \`nn.MSELoss()\` (mean squared error) fits regression; \`nn.CrossEntropyLoss()\` fits classification, and it expects the model's raw scores (logits) plus class indices of dtype \`int64\`: it applies the softmax itself, so the model must not end with one.

The **optimiser** updates the weights from their gradients. \`torch.optim.SGD(model.parameters(), lr=0.01)\` subtracts the learning rate times the gradient from each weight; \`torch.optim.Adam\` and \`AdamW\` adapt the step size for each weight and are the usual default for deep networks, often with \`lr=1e-3\`.

### Datasets and DataLoaders
A **Dataset** answers two questions: how many examples there are (\`__len__\`) and what example number \`i\` is (\`__getitem__\`, returning for example a tuple of features and label). A **DataLoader** wraps it and serves **mini-batches**: \`DataLoader(train_set, batch_size=64, shuffle=True)\` yields batches of 64 examples in a new random order each epoch, stacked into tensors. Shuffle the training data so that batches are not ordered by class or by date; do not bother shuffling validation data.

\`\`\`python
from torch.utils.data import Dataset, DataLoader

class TableDataset(Dataset):
    def __init__(self, features, labels):
        self.X = torch.tensor(features, dtype=torch.float32)
        self.y = torch.tensor(labels, dtype=torch.int64)
    def __len__(self):
        return len(self.y)
    def __getitem__(self, i):
        return self.X[i], self.y[i]
\`\`\`

### The training loop
PyTorch does not hide the training loop; you write it, and it is always the same five steps for each batch:

1. \`optimizer.zero_grad()\`: clear the gradients left by the previous batch.
2. **Forward**: \`pred = model(X)\`.
3. **Loss**: \`loss = loss_fn(pred, y)\`.
4. **Backward**: \`loss.backward()\` fills \`.grad\` of every parameter.
5. \`optimizer.step()\`: update every parameter from its gradient.

One pass over the whole training set is an **epoch**. With 60,000 training images and a batch size of 64, an epoch is 938 steps (the last batch holds only 32 images).

### Training mode, evaluation mode and no_grad
Some layers behave differently during training. **Dropout** switches off random units while training and does nothing at evaluation; **batch normalisation** uses the current batch's statistics while training and its stored running averages at evaluation. \`model.train()\` and \`model.eval()\` set that mode on every layer of the model. They do not turn gradients on or off.

That is the job of \`torch.no_grad()\`: inside \`with torch.no_grad():\` PyTorch records no operations, which saves memory and time when you only want predictions. For validation and inference you want both: \`model.eval()\` and \`with torch.no_grad():\`.

### Saving, loading and the GPU
Save the **state_dict**, the dictionary of a model's parameter tensors, rather than the whole model object: \`torch.save(model.state_dict(), "model.pth")\`. To load it, build the same architecture, then \`model.load_state_dict(torch.load("model.pth", weights_only=True))\` and call \`model.eval()\` before predicting. \`torch.load\` uses Python's pickle, which can run code hidden in a file, so \`weights_only=True\` (the default since PyTorch 2.6) restricts it to tensors and plain containers: never unpickle files from strangers. To resume training later, also save the optimiser's \`state_dict()\` and the epoch number in the same file.

A GPU runs the large matrix multiplications of training many times faster than a CPU. Pick the device once and move both the model and every batch to it:

\`\`\`python
device = "cuda" if torch.cuda.is_available() else "cpu"
model = Classifier().to(device)
# in the loop: X, y = X.to(device), y.to(device)
\`\`\`

\`model.to(device)\` moves parameters in place; for a tensor, \`.to(device)\` returns a copy that you must keep. On Apple silicon the device is called \`"mps"\`.

### Worked example
Train the classifier above on Fashion-MNIST, 60,000 training and 10,000 test images of clothes in 10 classes, as PyTorch's "Learn the Basics" tutorial does:

\`\`\`python
from torchvision import datasets
from torchvision.transforms import ToTensor

train_set = datasets.FashionMNIST("data", train=True, download=True, transform=ToTensor())
test_set = datasets.FashionMNIST("data", train=False, download=True, transform=ToTensor())
train_loader = DataLoader(train_set, batch_size=64, shuffle=True)
test_loader = DataLoader(test_set, batch_size=64)

model = Classifier().to(device)
loss_fn = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=1e-3)

for epoch in range(5):
    model.train()
    for X, y in train_loader:
        X, y = X.to(device), y.to(device)
        optimizer.zero_grad()
        loss = loss_fn(model(X), y)
        loss.backward()
        optimizer.step()

    model.eval()
    correct = 0
    with torch.no_grad():
        for X, y in test_loader:
            X, y = X.to(device), y.to(device)
            correct += (model(X).argmax(dim=1) == y).sum().item()
    print(f"epoch {epoch + 1}: test accuracy {correct / len(test_set):.1%}")

torch.save(model.state_dict(), "classifier.pth")
\`\`\`

Read it with the lesson in mind: \`ToTensor()\` turns each image into a float tensor of shape \`(1, 28, 28)\` with values between 0 and 1; the loader stacks 64 of them into \`(64, 1, 28, 28)\`; \`nn.Flatten\` makes that \`(64, 784)\` for the first \`nn.Linear\`; \`argmax(dim=1)\` picks the class with the highest score in each row; \`.item()\` turns a one-element tensor into a Python number. With plain SGD at this small learning rate the accuracy climbs slowly over the five epochs; switching to \`torch.optim.Adam(model.parameters(), lr=1e-3)\` usually learns much faster on a problem like this, and trying both is a one-line change. Whatever the numbers, the comparison with a baseline and a held-out set you learned in machine-learning basics still decides whether the model is any good.

### Common mistakes
- **Forgetting \`optimizer.zero_grad()\`.** Gradients pile up across batches and the updates grow wrong; the loss jumps around or explodes.
- **Evaluating in training mode.** Without \`model.eval()\`, dropout still drops units and batch normalisation uses the test batch's statistics, so scores are noisy and too low.
- **A softmax before \`nn.CrossEntropyLoss\`.** The loss already applies it; applying it twice slows and weakens learning.
- **Labels of the wrong dtype.** Class indices must be \`int64\`; a float tensor of labels makes cross-entropy raise an error.
- **Mixing devices.** A model on the GPU fed a CPU batch fails with "expected all tensors to be on the same device". Move every batch.
- **Keeping the graph alive.** Adding \`loss\` itself to a running total keeps every step's graph in memory; add \`loss.item()\`.
- **Loading untrusted checkpoints with \`weights_only=False\`.** A pickle file can run arbitrary code on your machine.

### At work
PyTorch is one of the two or three frameworks most deep-learning work is done in, research and industry alike; Hugging Face Transformers, torchvision and most open models are built on it. A junior ML engineer writes and debugs Dataset classes for the team's data, adapts a training loop from a reference script, runs training jobs on a GPU machine or a cloud notebook, logs the loss and validation metrics for each epoch, and saves checkpoints that others can load. Expect code reviews to check exactly this lesson: gradients cleared each step, eval mode and \`no_grad\` for validation, data and model on one device, and a state_dict saved with the settings needed to rebuild the model.`,
    resources: [
      {
        title: 'PyTorch tutorials: Learn the Basics',
        url: 'https://docs.pytorch.org/tutorials/beginner/basics/intro.html',
        kind: 'course',
      },
      {
        title: 'PyTorch tutorials: Automatic differentiation with torch.autograd',
        url: 'https://docs.pytorch.org/tutorials/beginner/basics/autogradqs_tutorial.html',
        kind: 'docs',
      },
      {
        title: 'PyTorch tutorials: Saving and loading models',
        url: 'https://docs.pytorch.org/tutorials/beginner/saving_loading_models.html',
        kind: 'docs',
      },
      { title: 'Dive into Deep Learning (free book with runnable notebooks)', url: 'https://d2l.ai/', kind: 'book' },
    ],
  },
];
