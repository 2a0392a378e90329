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
  {
    key: 'computer-vision-basics',
    title: 'Computer Vision Basics',
    summary:
      'Teach a network to see: images as C×H×W tensors, convolutions with stride and padding, pooling, CNNs from LeNet to ResNet, transfer learning with pretrained weights, augmentation, detection and segmentation, and per-class evaluation.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Images as tensors
To a computer an image is a grid of numbers. A colour photo has three **channels**, red, green and blue, and each pixel holds one value per channel, usually an integer from 0 to 255. A 224 × 224 colour image is therefore 224 × 224 × 3 = 150,528 numbers; a grey-scale image has a single channel.

Libraries disagree on the order of those dimensions. Pillow and NumPy store images as height × width × channels (**H×W×C**); PyTorch and torchvision expect channels first, **C×H×W**, and a batch adds a dimension in front: \`(N, C, H, W)\`, for example \`(32, 3, 224, 224)\`. The conversion transforms in torchvision reorder the dimensions for you, but any image you load by hand must be permuted, and a model fed H×W×C data fails, or worse, runs on scrambled input.

Before training, pixel values are **normalised**. First they are scaled from 0–255 to 0–1; then each channel is shifted and divided: \`(x − mean) / std\`. Models pretrained on ImageNet expect the ImageNet statistics, a mean of \`[0.485, 0.456, 0.406]\` and a standard deviation of \`[0.229, 0.224, 0.225]\` for R, G and B. Centred inputs of similar size make gradient descent better behaved, and a pretrained model only works well when it sees data prepared exactly as during its training.

### Convolutions: kernels, stride and padding
A fully connected layer on a 224 × 224 × 3 image would need 150,528 weights per neuron and would treat a cat in the top-left corner as unrelated to the same cat in the bottom-right. A **convolution** solves both problems. It slides a small **kernel** (or filter), say 3 × 3, across the image; at each position it multiplies the kernel's weights with the pixels under it and adds them up into one output value. The same few weights are reused at every position, so a kernel that learns to detect a vertical edge detects it anywhere. The grid of outputs is a **feature map**.

A convolutional layer learns many kernels at once, one per output channel. \`nn.Conv2d(3, 64, kernel_size=3)\` has 64 kernels, each 3 × 3 across all 3 input channels, so it holds 64 × 3 × 3 × 3 + 64 = 1,792 parameters, whatever the image size. Early layers learn edges and colour blobs; deeper layers combine them into textures, parts (an eye, a wheel) and whole objects.

Two settings control the output size. The **stride** is the step between kernel positions: stride 2 skips every other position and roughly halves height and width. **Padding** adds a border of zeros so the kernel can be centred on edge pixels. For an input of size n, kernel k, padding p and stride s, the output size is:

\`\`\`text
out = floor((n + 2p − k) / s) + 1
\`\`\`

A 3 × 3 kernel with padding 1 and stride 1 keeps the size: (32 + 2 − 3) / 1 + 1 = 32. ResNet's first layer, a 7 × 7 kernel with stride 2 and padding 3 on a 224-pixel image, gives floor(223 / 2) + 1 = 112. Working these numbers out by hand is how you find out what size the first fully connected layer must accept.

### Pooling
A **pooling** layer shrinks feature maps without learning anything. **Max pooling** with a 2 × 2 window and stride 2 keeps the largest value of each 2 × 2 block, so a 32 × 32 map becomes 16 × 16 and the number of values drops by three quarters. It keeps the strongest response ("there is an edge somewhere here") while forgetting its exact position, which makes the network a little tolerant of small shifts and cuts the computation of later layers. **Average pooling** keeps the mean instead; **global average pooling** (\`nn.AdaptiveAvgPool2d(1)\`) averages each whole channel to one number, which is how modern networks turn the last feature maps into a vector for the classifier, whatever the input size.

### CNN architectures at a glance
A **convolutional neural network** (CNN) stacks blocks of convolution, non-linearity (ReLU) and pooling, then ends with one or more fully connected layers that output a score per class. A few milestones explain today's designs:

- **LeNet-5** (LeCun and colleagues, 1998) read handwritten digits on cheques with two convolutional layers and about 60,000 parameters: the pattern of convolution, pooling and a small classifier.
- **AlexNet** (2012) won the ImageNet challenge, 1.2 million training images in 1,000 classes, with a top-5 error of 15.3 % against 26.2 % for the runner-up, using ReLU, dropout and two GPUs. It started the deep-learning era in vision.
- **VGG** (2014) showed that depth matters, stacking only 3 × 3 convolutions into 16 or 19 layers.
- **ResNet** (2015) made very deep networks trainable with **residual (skip) connections**: each block outputs its input plus a learned correction, \`x + F(x)\`, so gradients flow back through the shortcut. A 152-layer ResNet won ImageNet 2015, and ResNet-style blocks are still everywhere.

Since 2020, **vision transformers** (ViT), which cut an image into patches and apply the attention mechanism of language models, compete with CNNs on large datasets. For a first project on modest data, a pretrained ResNet or EfficientNet remains a strong, cheap default.

### Transfer learning with pretrained weights
Training a CNN from scratch needs a lot of labelled images. **Transfer learning** reuses a network already trained on ImageNet: its early and middle layers detect general features (edges, textures, shapes) that are useful for almost any photo, so you only retrain the last layer, or fine-tune a little more, on your own few hundred or few thousand images.

torchvision's **weights API** (since version 0.13) names each set of pretrained weights and bundles the preprocessing they expect:

\`\`\`python
import torch
from torch import nn
from torchvision.models import resnet18, ResNet18_Weights

weights = ResNet18_Weights.DEFAULT          # the best available ImageNet weights
model = resnet18(weights=weights)
preprocess = weights.transforms()            # resize, crop and normalise as in training

for param in model.parameters():            # freeze the pretrained backbone
    param.requires_grad = False
model.fc = nn.Linear(model.fc.in_features, 3)   # new head: 512 features -> 3 classes
optimizer = torch.optim.Adam(model.fc.parameters(), lr=1e-3)
\`\`\`

The new \`fc\` layer is created after the freeze, so it is the only trainable part. With more data you can later unfreeze the last block and train it with a smaller learning rate. The old \`pretrained=True\` argument is deprecated; use \`weights=\`. Check the licence of the weights and of the data they were trained on before shipping a product built on them.

### Data augmentation
**Data augmentation** creates new, plausible training examples from the ones you have by random changes each time an image is loaded: crops, flips, small rotations, changes of brightness and colour. The model never sees exactly the same picture twice, which reduces overfitting and teaches it that a shifted or darker cat is still a cat. With torchvision's \`transforms.v2\`:

\`\`\`python
from torchvision.transforms import v2

train_tf = v2.Compose([
    v2.RandomResizedCrop(size=(224, 224), antialias=True),
    v2.RandomHorizontalFlip(p=0.5),
    v2.ColorJitter(brightness=0.2, contrast=0.2),
    v2.ToImage(),
    v2.ToDtype(torch.float32, scale=True),
    v2.Normalize(mean=[0.485, 0.456, 0.406], std=[0.229, 0.224, 0.225]),
])
\`\`\`

Augment the training set only: validation and test images get the deterministic resize, crop and normalisation, so the scores measure the model, not the luck of the random crop. And choose augmentations that keep the label true: a horizontal flip is fine for cats and cars, wrong for road signs with arrows, handwritten digits or text.

### Classification, detection and segmentation
Vision tasks differ in what they output:

- **Classification** gives one label (or scores for each label) for the whole image: "scratch", "dent" or "ok".
- **Object detection** finds each object and draws a **bounding box** around it with a label and a confidence: three people and a bicycle, each with its box. A predicted box is compared with the true one by **intersection over union** (IoU), the overlap area divided by the combined area; a detection usually counts as correct when the IoU is at least 0.5, and models are ranked by mean average precision (mAP).
- **Segmentation** labels every pixel. **Semantic segmentation** says which pixels are road, car or sky; **instance segmentation** also separates car 1 from car 2.

torchvision ships pretrained models for all three (for example Faster R-CNN for detection and DeepLabV3 for segmentation), with the same weights API.

### Evaluating with a per-class confusion matrix
The confusion matrix from machine-learning basics extends to many classes: one row per true class, one column per predicted class, and each cell counts the images. The diagonal holds the correct answers; every off-diagonal cell is a specific confusion, such as "dent predicted as ok". One overall accuracy hides exactly what you need to know, because classes are rarely balanced and rarely equally important. Compute **recall and precision per class** (scikit-learn's \`classification_report\` prints them) and read the largest off-diagonal cells. Then look at the misclassified images themselves: they often reveal labelling errors, a class that needs more examples, or a shortcut the model learned, such as recognising the background instead of the object.

### Worked example
A factory photographs each metal part on the line and wants to flag defects. The team has 1,800 labelled photos: 1,200 "ok", 400 "scratch" and 200 "dent". They split them by production day into training, validation and test sets (neighbouring photos of the same batch must not land in both training and test), fine-tune the frozen ResNet-18 above with the augmentation pipeline, and evaluate on the validation set:

\`\`\`text
              predicted ok   scratch   dent
true ok              236         3       1
true scratch           6        71       3
true dent             14         2      24
\`\`\`

Accuracy is (236 + 71 + 24) / 360 = 92 %, which sounds good. Per class, the story changes: recall for "ok" is 236 / 240 = 98 %, for "scratch" 71 / 80 = 89 %, but for "dent" only 24 / 40 = 60 %, and 14 dents were waved through as "ok", the costliest mistake for the factory. Looking at those 14 photos shows shallow dents that are visible only under side lighting. The fix is not a bigger model: the team adds a second, side-lit photo for each part, collects more dent examples, and unfreezes the last ResNet block. Only when dent recall on validation data is acceptable do they score the test set once.

### Common mistakes
- **Channel order.** Feeding H×W×C arrays to a model that expects C×H×W, or RGB to a model trained on BGR.
- **Preprocessing that differs from training.** A pretrained model fed unnormalised 0–255 values, or the wrong size, gives confident nonsense; use \`weights.transforms()\`.
- **Augmenting the validation set**, or using flips and rotations that change the meaning of the image.
- **Leaky splits.** Near-duplicate photos (bursts, frames of one video, the same patient) in both training and test inflate every score; split by group or by time.
- **Reporting one accuracy number** on imbalanced classes instead of per-class recall and the confusion matrix.
- **Training from scratch on a few hundred images** when a pretrained model would do far better.

### At work
Computer vision runs quality inspection in factories, reading documents and receipts, medical-image triage, retail shelf monitoring, and photo moderation and search. A junior ML engineer typically prepares and checks labelled image datasets, writes the Dataset and transform pipeline, fine-tunes a pretrained torchvision or Hugging Face model, and reports per-class metrics with examples of failures. Much of the real work is data: agreeing on labelling rules, finding mislabelled images, and collecting more examples of the rare class that matters. In production, models are often exported to ONNX or a mobile runtime, and monitored for drift when the camera, the lighting or the products change.`,
    resources: [
      {
        title: 'torchvision: Models and pre-trained weights',
        url: 'https://docs.pytorch.org/vision/stable/models.html',
        kind: 'docs',
      },
      {
        title: 'torchvision: Transforming and augmenting images',
        url: 'https://docs.pytorch.org/vision/stable/transforms.html',
        kind: 'docs',
      },
      {
        title: 'Stanford CS231n notes: Convolutional Neural Networks',
        url: 'https://cs231n.github.io/convolutional-networks/',
        kind: 'course',
      },
      {
        title: 'Dive into Deep Learning: Convolutional Neural Networks',
        url: 'https://d2l.ai/chapter_convolutional-neural-networks/index.html',
        kind: 'book',
      },
    ],
  },
  {
    key: 'nlp-and-embeddings',
    title: 'NLP and Embeddings',
    summary:
      'Turn text into vectors: preprocessing, word and subword tokenisation (BPE, WordPiece), bag of words and TF-IDF, word and sentence embeddings, cosine similarity and semantic search, vector indexes, and precision@k and recall@k.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### From text to numbers
Models compute with numbers, and text is a sequence of characters of any length, full of typos, abbreviations and words that mean different things in different places. Every language system answers the same two questions: how to cut text into units (**tokenisation**), and how to turn those units, or whole texts, into vectors that keep the meaning you care about (**representation**). This lesson goes from the oldest practical answer, counting words, to the one behind modern search and chatbots, **embeddings**.

Classic pipelines start by **preprocessing**: lower-casing, stripping HTML and punctuation, sometimes removing very common **stop words** ("the", "and", "of") and reducing words to a base form by **stemming** (cutting suffixes: "running" to "run") or **lemmatisation** (using a dictionary: "better" to "good"). These steps shrink the vocabulary for count-based models. They are not free: "US" and "us" become one word, and removing "not" turns "not good" into "good". Modern neural models are trained on raw text and come with their own tokeniser, so for them you do almost no cleaning beyond removing markup, and you never lower-case text for a model that was trained on mixed case.

### Tokenisation: words and subwords
The simplest tokeniser splits on spaces and punctuation into **words**. It has two problems. The vocabulary explodes (every name, typo and inflection is a new word, and English alone has hundreds of thousands of forms), and any word not seen in training becomes an "unknown" token, its meaning lost.

**Subword tokenisation** solves both. Frequent words stay whole, and rare words are split into familiar pieces: "tokenisation" might become "token" + "isation". Any text can be written with a fixed vocabulary of a few tens of thousands of pieces, and a new word still shares pieces, and so meaning, with words the model knows.

- **Byte-Pair Encoding (BPE)**, a compression algorithm adapted to language models, starts from single characters (or bytes) and repeatedly merges the most frequent adjacent pair into a new token until the vocabulary reaches the chosen size. GPT-2, RoBERTa and most recent large language models use a variant of it; GPT-2's vocabulary has 50,257 tokens.
- **WordPiece**, used by BERT, works the same way but picks the merge that most increases the likelihood of the training data; pieces that continue a word are marked with \`##\`, as in \`token\`, \`##isation\`.

A tokeniser and its model are a pair: the model learned one vector per token ID of its own vocabulary, so always load both from the same checkpoint.

### Bag of words and TF-IDF
The classic representation ignores word order entirely. A **bag of words** gives each document a vector with one position per vocabulary word, holding how often the word occurs. Two documents are similar when they use the same words. The vectors are huge (one dimension per word) but **sparse**: almost all entries are zero.

Raw counts let frequent, uninformative words dominate. **TF-IDF** fixes that by multiplying the term frequency (TF, how often the word occurs in this document) by the inverse document frequency (IDF, how rare the word is across all documents, typically log(n / df), with n documents of which df contain the word). "The" appears in every document, so its IDF is close to zero; "chargeback" appears in few, so it weighs a lot. scikit-learn's \`TfidfVectorizer\` builds these vectors in one call; by default it smooths the IDF, adds 1 so words in every document are not ignored completely, and scales each vector to length 1.

\`\`\`python
from sklearn.feature_extraction.text import TfidfVectorizer

docs = ["refund for a broken phone", "phone arrived broken", "change my delivery address"]
vectorizer = TfidfVectorizer(stop_words="english")
X = vectorizer.fit_transform(docs)          # sparse matrix, 3 documents x vocabulary
print(vectorizer.get_feature_names_out())
\`\`\`

TF-IDF with a logistic regression is still a strong, fast baseline for text classification (spam, ticket routing, sentiment). Its blind spot is meaning: "refund" and "money back" share no word, so their vectors have nothing in common.

### Word embeddings: similar contexts, similar vectors
An **embedding** is a dense vector of a few hundred numbers, learned so that items with similar meaning get nearby vectors. The idea behind word embeddings is the **distributional hypothesis**: words that appear in similar contexts tend to have similar meanings. "Coffee" and "tea" both appear near "cup", "drink" and "hot", so a model that must predict a word's neighbours ends up giving them similar vectors.

**word2vec** (Mikolov and colleagues at Google, 2013) turned this into a fast training method: a shallow network learns, for each word, a vector good at predicting the words around it (skip-gram) or the word from its surroundings (CBOW). The learned vectors show surprising structure: the offset from "man" to "woman" is roughly the offset from "king" to "queen", so \`vec("king") − vec("man") + vec("woman")\` lands near \`vec("queen")\`. Embeddings also learn what their training text says, prejudice included: published analyses found gender stereotypes for occupations encoded in such vectors.

A word2vec vector is the same in every sentence, so "bank" has one vector for rivers and money alike. Transformer models, the next lesson, produce **contextual** embeddings that depend on the whole sentence.

### Sentence embeddings
For search, clustering or deduplication you need one vector per sentence, paragraph or document. **Sentence embedding models** are transformers fine-tuned so that texts with similar meaning get nearby vectors, for example on millions of question–answer and paraphrase pairs. The **Sentence Transformers** library (from the Sentence-BERT paper, 2019) makes them one line each:

\`\`\`python
from sentence_transformers import SentenceTransformer

model = SentenceTransformer("all-MiniLM-L6-v2")       # a small model: 384-dimensional vectors
sentences = ["How do I get my money back?", "Refund policy", "Delivery takes 3 days"]
embeddings = model.encode(sentences)                  # array of shape (3, 384)
print(model.similarity(embeddings, embeddings))       # 3 x 3 cosine similarities
\`\`\`

"How do I get my money back?" and "Refund policy" share no word, yet their embeddings are close: that is what TF-IDF could not do. Choose a model for your language and domain (multilingual models exist), and note its maximum input length: longer texts are truncated, so documents are split into chunks of a few hundred words before embedding.

### Cosine similarity and semantic search
To compare two embeddings, use **cosine similarity**: the dot product of the two vectors divided by the product of their lengths, which is the cosine of the angle between them. It ranges from −1 to 1; 1 means the same direction. It ignores length, so a long and a short text on the same topic still match. When vectors are normalised to length 1, cosine similarity is simply the dot product, which is why many systems normalise once at indexing time.

**Semantic search** puts the pieces together: embed every document once and store the vectors; at query time, embed the query with the same model, compute its similarity with every document and return the top k. In plain Python:

\`\`\`python
import math

def cosine(a, b):
    dot = sum(x * y for x, y in zip(a, b))
    return dot / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)))
\`\`\`

Real systems often combine this with keyword search (**hybrid search**), because embeddings can miss exact identifiers such as order numbers, error codes or product names, which keyword matching finds perfectly.

### Vector databases and approximate nearest neighbours
Comparing the query with every vector is exact but slow at scale: ten million documents of 384 dimensions means almost four billion multiplications per query. **Approximate nearest neighbour** (ANN) indexes answer in milliseconds by searching only a promising part of the collection, at the cost of sometimes missing a true neighbour. The common families are graph indexes such as **HNSW** (hierarchical navigable small-world graphs, where each vector links to its neighbours and the search walks the graph) and cluster-based indexes such as **IVF** (vectors grouped into clusters; only the nearest clusters are searched). Their settings trade speed and memory against **recall**, the share of true nearest neighbours found.

Libraries such as FAISS provide these indexes in memory; **vector databases** (for example pgvector inside PostgreSQL, Qdrant, Milvus or Weaviate) add storage, updates, metadata filters ("only documents in English from 2025") and access control. For a few hundred thousand vectors, exact search with NumPy or pgvector is often fast enough: measure before adding infrastructure.

### Evaluating search: precision@k and recall@k
A search system is only as good as its measured results. Build a test set of real queries, each with the documents a person judged relevant, and score the top k results of each query:

- **precision@k**: the share of the k results that are relevant. With k = 5 and 3 relevant results, precision@5 is 0.6.
- **recall@k**: the share of all relevant documents that appear in the top k. If 4 documents are relevant and 3 are in the top 5, recall@5 is 0.75.

Average both over all test queries. Choose k from how results are used: a user reads maybe the first 3 to 10, while a retrieval step that feeds a language model (the RAG lesson) may pass 5 or 20 chunks, where recall matters most because the model cannot use what was not retrieved. Rank-aware metrics such as mean reciprocal rank (MRR) and nDCG also reward putting the best result first.

### Worked example
A shop's help centre has 400 articles, and customers type questions in their own words. Keyword search fails on "my parcel never came" because the article is titled "Lost deliveries". The team tries semantic search:

1. They split the articles into chunks of about 200 words, 1,900 chunks in all, and embed each with a sentence-embedding model. At 384 dimensions in float32 that is 1,900 × 384 × 4 bytes, under 3 MB: exact search in memory is instant, no vector database needed.
2. Support agents label 60 real customer questions with the articles that answer them.
3. They compare three systems on those 60 questions at k = 5.

\`\`\`text
system                        precision@5   recall@5
TF-IDF keyword search             0.22        0.41
sentence embeddings               0.31        0.68
hybrid (keywords + embeddings)    0.34        0.74
\`\`\`

Embeddings find far more of the right articles; the hybrid version also catches queries with order numbers and product codes. Reading the failures shows the rest: several questions are about a returns feature that no article describes, which no search model can fix. The team ships the hybrid search and writes the missing article.

### Common mistakes
- **Different models for documents and queries.** Vectors from two models live in different spaces; similarities between them are meaningless. Re-embed everything when you change the model.
- **Cleaning text for a pretrained model** as for bag of words: lower-casing or removing stop words changes what the model sees.
- **Embedding whole long documents**: text beyond the model's limit is cut off silently. Chunk first.
- **Judging search by a few demo queries** instead of precision@k and recall@k on labelled real queries.
- **Adding a vector database for a few thousand vectors**, or using ANN without measuring how much recall it costs.
- **Forgetting exact matches**: names, codes and numbers often need keyword search alongside embeddings.

### At work
Embeddings power semantic search in help centres and documentation, duplicate detection for tickets and products, recommendation ("similar items"), clustering of customer feedback, and the retrieval step of RAG applications built on language models. A junior ML engineer typically builds and evaluates a TF-IDF baseline, embeds a corpus with a Sentence Transformers or hosted embedding model, loads the vectors into pgvector or a vector database, writes the evaluation set with domain experts and reports precision@k and recall@k per change. Choosing chunk sizes, checking the model's language coverage, and keeping personal data out of indexes that many people can query are part of the job too.`,
    resources: [
      {
        title: 'scikit-learn user guide: Feature extraction (text)',
        url: 'https://scikit-learn.org/stable/modules/feature_extraction.html',
        kind: 'docs',
      },
      {
        title: 'Hugging Face LLM Course: Byte-Pair Encoding tokenization',
        url: 'https://huggingface.co/learn/llm-course/chapter6/5',
        kind: 'course',
      },
      { title: 'Sentence Transformers documentation', url: 'https://www.sbert.net/', kind: 'docs' },
      {
        title: 'Mikolov et al. (2013): Efficient Estimation of Word Representations in Vector Space',
        url: 'https://arxiv.org/abs/1301.3781',
        kind: 'article',
      },
    ],
  },
  {
    key: 'transformers-and-llms',
    title: 'Transformers and Large Language Models',
    summary:
      "Understand the models behind today's AI: self-attention and multi-head attention, positions, encoders and decoders, pretraining, fine-tuning and RLHF, tokens and context windows, sampling settings, hallucinations, and models from the Hugging Face Hub.",
    estimatedMinutes: 210,
    reviewedOn: '2026-11',
    contentMd: `### Attention: letting words look at each other
The meaning of a word depends on its neighbours, sometimes far away: in "the animal didn't cross the street because it was too tired", "it" is the animal; change "tired" to "wide" and "it" is the street. Earlier language models, recurrent networks, read text one token at a time and squeezed everything seen so far into one state vector, which made long-range links hard to learn and training slow, because step 100 has to wait for step 99.

**Attention** lets every position look directly at every other position and decide how much each one matters. The 2017 paper "Attention Is All You Need" (Vaswani and colleagues at Google) built a whole architecture, the **transformer**, from attention alone, first for machine translation. Because all positions are processed at once, training parallelises well on GPUs, which is what made today's huge models possible.

### Self-attention step by step
In **self-attention** each token's embedding x is turned into three vectors by three learned matrices: a **query** q (what am I looking for?), a **key** k (what do I contain?) and a **value** v (what do I pass on if chosen?). For one token:

1. Compare its query with every token's key by a dot product: a high score means "relevant to me".
2. Divide the scores by √d, where d is the length of the key vectors.
3. Apply a softmax, so the scores become weights that are positive and sum to 1.
4. Output the weighted sum of all the value vectors.

For all tokens at once, with the queries, keys and values stacked into matrices Q, K and V, the paper writes it as:

\`\`\`text
Attention(Q, K, V) = softmax(Q Kᵀ / √d) V
\`\`\`

Why divide by √d? Dot products of long vectors grow large (their variance grows with d), and large inputs push the softmax into a corner where one weight is almost 1 and the gradients almost vanish. Scaling keeps the scores in a range where the model can still learn. The output for "it" in the example becomes mostly the value of "animal": the token's vector now carries its context, a **contextual embedding**.

Attention compares every token with every other, so its cost grows with the square of the sequence length: doubling the input quadruples that work. That is the main reason context windows have limits and long prompts cost more.

### Multi-head attention and positions
One attention pattern cannot capture everything at once: which noun a pronoun refers to, which verb goes with which subject, which words form a name. **Multi-head attention** runs several attentions in parallel, each with its own smaller Q, K and V projections, then concatenates their outputs and mixes them with one more matrix. The original base model had 8 heads of 64 dimensions each, for a model width of 512. A **transformer block** is multi-head attention followed by a small feed-forward network applied to each position, each wrapped with a residual connection and layer normalisation; models stack dozens of such blocks.

Attention by itself ignores order: "dog bites man" and "man bites dog" contain the same tokens, so without help they would look the same. Transformers therefore add **positional information** to the token embeddings. The original paper added fixed sine and cosine patterns of different frequencies; BERT and GPT-2 learn a vector per position; many recent models rotate the queries and keys by an angle that depends on the position (rotary position embeddings, RoPE), which handles relative distances well.

### Encoders, decoders and encoder–decoders
The original transformer had two halves, and today's models use one or both:

- **Encoder-only** models such as **BERT** (Google, 2018) let every token attend to the whole input, left and right. They are pretrained by hiding some tokens and predicting them (masked language modelling) and are used to *understand* text: classification, named-entity recognition, and the sentence embeddings of the previous lesson.
- **Decoder-only** models such as the **GPT** family and most open chat models use a **causal mask**: each token may attend only to the tokens before it. They *generate* text, one token at a time.
- **Encoder–decoder** models such as **T5** and **BART** encode an input fully, then decode an output while attending to it: translation, summarisation, turning one text into another.

### Pretraining and fine-tuning
A large language model (LLM) starts with **pretraining**: a decoder reads a huge amount of text (web pages, books, code) and learns to predict the **next token** at every position, with the cross-entropy loss you met in PyTorch, over a vocabulary of tens of thousands of tokens. No labels are needed: the text supplies its own answers. To predict well, the model has to absorb grammar, facts, styles and some reasoning patterns, which is why one pretrained model can later do many tasks. Pretraining is by far the most expensive stage, which is why most teams never do it.

**Fine-tuning** continues training a pretrained model on a smaller, task-specific dataset: support tickets labelled by team, contracts with their extracted fields, questions with expert answers. It needs far less data and compute, and parameter-efficient methods such as **LoRA** train only small added matrices, so a 7-billion-parameter model can be adapted on one GPU.

### Instruction tuning and RLHF
A model pretrained only to continue text does not follow instructions: asked "Write a haiku about rain", it may continue with more questions, as in a list of writing exercises. Two further stages make an assistant:

1. **Instruction tuning** (supervised fine-tuning): training on thousands of examples of instructions paired with good responses written by people.
2. **Reinforcement learning from human feedback (RLHF)**: people rank several answers to the same prompt; a **reward model** learns to predict their preferences; then the LLM is optimised to produce answers the reward model scores highly, while staying close to its earlier behaviour.

OpenAI's InstructGPT paper (2022) reported that labellers preferred the answers of a 1.3-billion-parameter model trained this way to those of the original 175-billion-parameter GPT-3: alignment with what people want mattered more than size. Newer methods such as direct preference optimisation (DPO) learn from the same kind of preference pairs without a separate reward model.

### Tokens and context windows
LLMs read and write **tokens**, the subword pieces from the previous lesson, not words or characters. For English text a common rule of thumb is about four characters, or three quarters of a word, per token; other languages, code and numbers often need more tokens for the same content. Tokens are also the unit of price and speed for hosted models: you pay per input and output token, and generation time grows with the number of tokens produced.

The **context window** is the maximum number of tokens the model can attend to at once: the system instructions, the conversation so far, any pasted documents *and* the answer being generated. Anything beyond it is cut off or must be dropped by the application, and the model has no memory between calls except what you send again. Long windows are convenient but not free: cost and latency grow with the input, and models tend to use information in the middle of a very long context less reliably than at its start and end.

### Sampling: temperature, top-k and top-p
At each step the model outputs a score (a logit) for every token of its vocabulary; a softmax turns them into probabilities, and a **decoding strategy** picks the next token. **Greedy** decoding always takes the most likely token: repeatable but often dull and repetitive. **Sampling** draws a token at random according to the probabilities, shaped by three settings:

- **Temperature** divides the logits before the softmax. Below 1 it sharpens the distribution towards the top token (more predictable); above 1 it flattens it (more varied, more mistakes). With logits 2, 1 and 0, the probabilities are about 0.67, 0.24 and 0.09 at temperature 1, and 0.87, 0.12 and 0.02 at temperature 0.5.
- **Top-k** keeps only the k most likely tokens and renormalises before sampling.
- **Top-p** (nucleus sampling) keeps the smallest set of most likely tokens whose probabilities add up to at least p, say 0.9: few tokens when the model is confident, many when it is not.

Use a low temperature for extraction, classification and code, where there is one right answer; a higher one for brainstorming and creative text.

### Hallucinations and why they happen
A **hallucination** is fluent, confident output that is false: an invented citation, a wrong date, a function that does not exist in the library. It follows from how LLMs are built. The model is trained to produce plausible continuations, not to check facts; it has no built-in lookup of sources, and its knowledge stops at its training cut-off. Fine-tuning rewards answers that sound helpful, and saying "I don't know" is rarely what the training data shows. Rare facts, exact numbers, recent events and long chains of reasoning are where errors concentrate. Lowering the temperature makes answers more repeatable, not more true.

What helps is engineering: give the model the relevant sources in the prompt and ask it to answer only from them, with citations (retrieval-augmented generation, the next section of the roadmap); ask for structured output that code can validate; check facts and run generated code; and keep a person in the loop where mistakes are costly.

### Using a model from the Hugging Face Hub
The **Hugging Face Hub** hosts over a million pretrained models, each with a **model card** describing its training data, intended uses, limitations and licence. The **Transformers** library's \`pipeline\` wraps the tokeniser, the model and the pre- and post-processing in one call:

\`\`\`python
from transformers import pipeline

classifier = pipeline("sentiment-analysis",
                      model="distilbert/distilbert-base-uncased-finetuned-sst-2-english")
print(classifier("The update fixed my problem in minutes."))
# [{'label': 'POSITIVE', 'score': 0.99...}]

generator = pipeline("text-generation", model="openai-community/gpt2")
out = generator("Machine learning is", max_new_tokens=20, do_sample=True,
                temperature=0.7, top_p=0.9)
print(out[0]["generated_text"])
\`\`\`

Always pass \`model=\` explicitly, so the results do not change when the library's default model does, and pin the model's revision in production. GPT-2, a 2019 base model, continues text but does not follow instructions; for chat, choose an instruction-tuned model and pass a list of messages. Read the model card and licence first: some models forbid commercial use, and some need more GPU memory than you have (roughly 2 bytes per parameter in 16-bit precision, so about 14 GB for a 7-billion-parameter model, before the memory for the context).

### Worked example
A support team wants every incoming ticket tagged with one of 12 categories, and asks whether "an LLM" should do it. The ML engineer compares three options on 500 tickets labelled by the team:

1. **A prompted instruction-tuned LLM**, given the 12 category names with one-line descriptions and asked to answer with the name only, at temperature 0. No training data is needed, and it handles rare categories from the descriptions alone; but each ticket costs tokens (about 300 input tokens for the instructions plus the ticket), and a few answers come back as categories that do not exist, so the code validates every answer against the list.
2. **A fine-tuned encoder** (a small BERT-style model trained on 3,000 historical labelled tickets with a classification head): cheap and fast on a CPU, with calibrated scores per category, but weaker on the two categories with fewer than 50 examples.
3. **The TF-IDF and logistic-regression baseline** from the previous lesson.

The team scores all three with per-category precision and recall, not one accuracy, and reads the errors. Whichever wins, the reasoning is the one this lesson teaches: an encoder for understanding when labelled data exists, a decoder when the task needs generation or there are few examples, a low temperature for a task with one right answer, and validation of every output the model produces.

### Common mistakes
- **Treating LLM output as fact.** Verify it, ground it in sources, or keep a person reviewing.
- **Forgetting that the context window includes the answer.** A prompt that fills the window leaves no room to reply, and older conversation turns silently fall out.
- **High temperature for tasks with one right answer**, or expecting temperature 0 to make answers correct.
- **Comparing models with a few hand-picked prompts** instead of a labelled test set and metrics.
- **Using a base model as a chat assistant**, or sending a chat model raw text without its chat template.
- **Ignoring model cards and licences**, or not pinning the model and its revision, so behaviour changes under you.
- **Sending personal or confidential data** to a hosted model without checking where it is processed and stored.

### At work
Transformers run most of today's language features: search and recommendations built on embeddings, classification and extraction, summarisation, translation, chat assistants and coding tools. An ML or AI engineer chooses between hosted APIs and open models from the Hub, designs prompts and output formats, fine-tunes smaller models when data and cost justify it, and builds evaluation sets to compare options honestly. Juniors typically run and compare models from the Hub on a team's data, write the evaluation scripts, tune decoding settings, count tokens to estimate cost, and document each model's limits, including its hallucinations, its languages and its licence, for the people who will rely on it.`,
    resources: [
      {
        title: 'Vaswani et al. (2017): Attention Is All You Need',
        url: 'https://arxiv.org/abs/1706.03762',
        kind: 'article',
      },
      {
        title: 'Hugging Face Transformers: Pipelines for inference',
        url: 'https://huggingface.co/docs/transformers/pipeline_tutorial',
        kind: 'docs',
      },
      { title: 'Hugging Face LLM Course', url: 'https://huggingface.co/learn/llm-course/chapter1/1', kind: 'course' },
      {
        title: '3Blue1Brown: Attention in transformers, step by step',
        url: 'https://www.3blue1brown.com/lessons/attention',
        kind: 'video',
      },
    ],
  },
];
