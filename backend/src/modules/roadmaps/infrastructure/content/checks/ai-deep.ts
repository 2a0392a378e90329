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
  {
    moduleKey: 'computer-vision-basics',
    questions: [
      {
        id: 'computer-vision-basics-1',
        kind: 'single',
        section: 'Images as tensors',
        prompt:
          'A DataLoader yields a batch of 16 colour images of 64 × 64 pixels for a torchvision model. What is the batch’s shape?',
        options: [
          {
            text: '`(16, 64, 64, 3)`',
            correct: false,
            why: 'That is the channels-last layout of Pillow and NumPy; PyTorch models expect channels first.',
          },
          {
            text: '`(16, 3, 64, 64)`',
            correct: true,
            why: 'PyTorch uses (N, C, H, W): the batch size, then the 3 colour channels, then height and width.',
          },
          {
            text: '`(3, 16, 64, 64)`',
            correct: false,
            why: 'The batch dimension always comes first; the channels follow it.',
          },
          {
            text: '`(16, 12288)`',
            correct: false,
            why: 'Flattening to 3 × 64 × 64 = 12,288 values happens only before a fully connected layer; convolutions need the grid.',
          },
        ],
      },
      {
        id: 'computer-vision-basics-2',
        kind: 'output',
        section: 'Convolutions: kernels, stride and padding',
        prompt: 'This function applies the output-size formula to a small CNN on 32 × 32 images. What does it print?',
        code: {
          language: 'python',
          source: `def out_size(n, k, s=1, p=0):
    return (n + 2 * p - k) // s + 1

n = 32
n = out_size(n, k=3, p=1)  # 3x3 convolution, padding 1
n = out_size(n, k=2, s=2)  # 2x2 max pooling, stride 2
n = out_size(n, k=3)       # 3x3 convolution, no padding
n = out_size(n, k=2, s=2)  # 2x2 max pooling, stride 2
print(n)`,
        },
        options: [
          {
            text: '8',
            correct: false,
            why: 'That would be right if the second convolution were padded too; without padding it trims a pixel on each side (16 → 14).',
          },
          {
            text: '7',
            correct: true,
            why: '32 stays 32 with padding 1, pooling halves it to 16, the unpadded 3 × 3 convolution gives 14, and pooling gives 7.',
          },
          {
            text: '6',
            correct: false,
            why: 'Pooling 14 with a 2 × 2 window and stride 2 gives (14 − 2) // 2 + 1 = 7, not 6.',
          },
          {
            text: '14',
            correct: false,
            why: 'That is the size after the second convolution; one more pooling layer follows it.',
          },
        ],
      },
      {
        id: 'computer-vision-basics-3',
        kind: 'fill',
        section: 'Pooling',
        prompt:
          'A 2 × 2 max pooling layer with stride 2 is applied to 64 feature maps of 56 × 56. Each output map is ____ pixels wide.',
        answers: ['28'],
        why: 'Max pooling with a 2 × 2 window and stride 2 halves height and width and leaves the number of channels alone: 56 becomes 28.',
      },
      {
        id: 'computer-vision-basics-4',
        kind: 'single',
        section: 'CNN architectures at a glance',
        prompt: 'What did ResNet (2015) add that let networks of more than 100 layers train well?',
        options: [
          {
            text: 'Replacing all large kernels with stacks of 3 × 3 convolutions',
            correct: false,
            why: 'That was VGG’s idea in 2014; it made networks deeper but not 152 layers deep.',
          },
          {
            text: 'Residual connections: each block outputs its input plus a learned correction',
            correct: true,
            why: 'The shortcut `x + F(x)` lets gradients flow straight back through the network, so very deep stacks still learn.',
          },
          {
            text: 'Training on two GPUs with ReLU and dropout',
            correct: false,
            why: 'Those were AlexNet’s ingredients in 2012.',
          },
          {
            text: 'Cutting the image into patches and applying attention',
            correct: false,
            why: 'That describes vision transformers, which came in 2020.',
          },
        ],
      },
      {
        id: 'computer-vision-basics-5',
        kind: 'multiple',
        section: 'Transfer learning with pretrained weights',
        prompt:
          'You have 600 labelled photos in 3 classes and start from `resnet18(weights=ResNet18_Weights.DEFAULT)`. Which steps make sense? Pick all that apply.',
        options: [
          {
            text: 'Replace `model.fc` with `nn.Linear(model.fc.in_features, 3)`',
            correct: true,
            why: 'The ImageNet head outputs 1,000 scores; your task needs a new head with one output per class.',
          },
          {
            text: 'Prepare images with `weights.transforms()`, the preprocessing the weights were trained with',
            correct: true,
            why: 'A pretrained model expects the same resize, crop and normalisation as in its training.',
          },
          {
            text: 'Freeze the backbone at first and train only the new head',
            correct: true,
            why: 'With few images, training only the head avoids overfitting the millions of pretrained weights.',
          },
          {
            text: 'Re-initialise all weights randomly so the model forgets ImageNet',
            correct: false,
            why: 'That throws away the general features that make transfer learning work with few images.',
          },
          {
            text: 'Pass `pretrained=True` instead of `weights=`, the current API',
            correct: false,
            why: '`pretrained=True` is the deprecated form; since torchvision 0.13 the weights enum is the API.',
          },
        ],
      },
      {
        id: 'computer-vision-basics-6',
        kind: 'single',
        section: 'Data augmentation',
        prompt: 'A model reads handwritten digits. Which augmentation would hurt it?',
        options: [
          {
            text: 'Small random rotations of a few degrees',
            correct: false,
            why: 'People write at slight angles, so small rotations produce realistic new examples.',
          },
          {
            text: 'Random horizontal flips',
            correct: true,
            why: 'A mirrored digit is not a digit any more (a mirrored 2 or 5 is not how anyone writes them), so flips teach the model wrong examples.',
          },
          {
            text: 'Slight random changes of contrast',
            correct: false,
            why: 'Scans and photos vary in contrast; varying it keeps the label true.',
          },
          {
            text: 'Small random shifts of the digit inside the frame',
            correct: false,
            why: 'Digits are not always centred, so shifts are realistic and keep the label.',
          },
        ],
      },
      {
        id: 'computer-vision-basics-7',
        kind: 'order',
        section: 'Classification, detection and segmentation',
        prompt: 'Order these vision tasks from the coarsest output to the finest.',
        steps: [
          'Classification: one label for the whole image',
          'Object detection: a box and a label for each object',
          'Semantic segmentation: a class for every pixel',
          'Instance segmentation: a class for every pixel, with each object told apart',
        ],
        why: 'Each task says more about where things are: the image as a whole, then boxes, then pixels, then pixels grouped into individual objects.',
      },
      {
        id: 'computer-vision-basics-8',
        kind: 'single',
        section: 'Evaluating with a per-class confusion matrix',
        prompt:
          'In the worked example’s confusion matrix, the “scratch” column holds 3 (true ok), 71 (true scratch) and 2 (true dent). What is the **precision** for “scratch”?',
        options: [
          {
            text: 'About 89 %',
            correct: false,
            why: 'That is scratch’s recall, 71 of the 80 true scratches; precision reads the column, not the row.',
          },
          {
            text: 'About 93 %',
            correct: true,
            why: 'Of the 76 images predicted as scratch, 71 were scratches: 71 / 76 ≈ 93 %.',
          },
          {
            text: 'About 92 %',
            correct: false,
            why: 'That is the overall accuracy, 331 of 360; it says nothing specific about one class.',
          },
          {
            text: '71 %',
            correct: false,
            why: '71 is a count of images, not a share; it must be divided by the column total.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'nlp-and-embeddings',
    questions: [
      {
        id: 'nlp-and-embeddings-1',
        kind: 'single',
        section: 'From text to numbers',
        prompt:
          'A bag-of-words sentiment model is trained after removing a standard list of stop words that includes “not”. What goes wrong?',
        options: [
          {
            text: 'Nothing: stop words carry no meaning, so removing them only makes the vocabulary smaller',
            correct: false,
            why: 'Most stop words carry little meaning for topics, but negations flip sentiment; a list made for search is not neutral here.',
          },
          {
            text: '“not good” and “good” become the same text, so negative reviews look positive',
            correct: true,
            why: 'Preprocessing is a trade-off: removing “not” shrinks the vocabulary and destroys the signal this task needs.',
          },
          {
            text: 'The vocabulary grows, so training becomes slower',
            correct: false,
            why: 'Removing words shrinks the vocabulary; the problem is what is lost, not speed.',
          },
          {
            text: 'The model can no longer be used with TF-IDF',
            correct: false,
            why: 'TF-IDF works with any token list; removing words changes its input, not whether it can run.',
          },
        ],
      },
      {
        id: 'nlp-and-embeddings-2',
        kind: 'order',
        section: 'Tokenisation: words and subwords',
        prompt: 'Put the steps of training a Byte-Pair Encoding tokeniser in order.',
        steps: [
          'Start with a vocabulary of single characters (or bytes)',
          'Count every pair of adjacent tokens in the training text',
          'Merge the most frequent pair into a new token',
          'Repeat counting and merging until the vocabulary reaches the chosen size',
        ],
        why: 'BPE grows its vocabulary from the smallest units by repeatedly merging the most frequent adjacent pair, so frequent words end up as single tokens and rare words as several pieces.',
      },
      {
        id: 'nlp-and-embeddings-3',
        kind: 'fill',
        section: 'Tokenisation: words and subwords',
        prompt:
          'BERT’s WordPiece tokeniser marks a piece that continues a word with the prefix ____, as in `token` followed by `isation`.',
        answers: ['##'],
        why: 'WordPiece writes continuation pieces with `##` (for example `##isation`), so the tokens can be joined back into words.',
      },
      {
        id: 'nlp-and-embeddings-4',
        kind: 'single',
        section: 'Bag of words and TF-IDF',
        prompt: 'In a collection of 10,000 support tickets, which word gets the lowest IDF weight?',
        options: [
          {
            text: '“chargeback”, which appears in 40 tickets',
            correct: false,
            why: 'A rare word has a high IDF: it tells tickets apart, so TF-IDF weighs it heavily.',
          },
          {
            text: '“ticket”, which the support form adds to every ticket',
            correct: true,
            why: 'A word in every document has an IDF near zero (log(n / n) = 0 before smoothing): it says nothing about any one ticket.',
          },
          {
            text: '“printer”, which appears in 900 tickets',
            correct: false,
            why: 'It is more common than “chargeback” but far from universal, so its IDF stays well above the minimum.',
          },
          {
            text: 'All words get the same IDF; only the term frequency differs',
            correct: false,
            why: 'IDF depends on how many documents contain the word, which is exactly what differs between these words.',
          },
        ],
      },
      {
        id: 'nlp-and-embeddings-5',
        kind: 'multiple',
        section: 'Word embeddings: similar contexts, similar vectors',
        prompt: 'Which statements about word2vec embeddings are true? Pick all that apply.',
        options: [
          {
            text: 'Words used in similar contexts, such as “coffee” and “tea”, get nearby vectors',
            correct: true,
            why: 'That is the distributional hypothesis that word2vec’s training objective turns into vectors.',
          },
          {
            text: '“bank” gets one vector, whether the sentence is about rivers or money',
            correct: true,
            why: 'word2vec learns one static vector per word; contextual embeddings from transformers differ by sentence.',
          },
          {
            text: 'Offsets such as king − man + woman land near queen',
            correct: true,
            why: 'The learned space encodes some relations as roughly constant offsets between vectors.',
          },
          {
            text: 'They are free of bias because they are learned from data, not written by people',
            correct: false,
            why: 'They learn what the text says, stereotypes included; analyses found gender stereotypes about occupations in such vectors.',
          },
          {
            text: 'Each vector has one dimension per word of the vocabulary',
            correct: false,
            why: 'That describes sparse bag-of-words vectors; embeddings are dense, with a few hundred dimensions.',
          },
        ],
      },
      {
        id: 'nlp-and-embeddings-6',
        kind: 'output',
        section: 'Cosine similarity and semantic search',
        prompt:
          'A tiny semantic search ranks three help articles for a query, using 3-dimensional embeddings. What does it print?',
        code: {
          language: 'python',
          source: `import math

def cosine(a, b):
    dot = sum(x * y for x, y in zip(a, b))
    return dot / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)))

query = [0.9, 0.1, 0.3]
docs = {
    "refund policy": [0.8, 0.0, 0.4],
    "shipping times": [0.1, 0.9, 0.2],
    "return an item": [0.7, 0.3, 0.5],
}
ranked = sorted(docs, key=lambda name: cosine(query, docs[name]), reverse=True)
print(ranked)`,
        },
        options: [
          {
            text: "['refund policy', 'return an item', 'shipping times']",
            correct: true,
            why: 'The similarities are about 0.98, 0.93 and 0.27: “refund policy” points almost the same way as the query, and “shipping times” points elsewhere.',
          },
          {
            text: "['return an item', 'refund policy', 'shipping times']",
            correct: false,
            why: '“return an item” has the largest numbers overall, but cosine compares directions, not sizes; “refund policy” is closer in angle.',
          },
          {
            text: "['shipping times', 'return an item', 'refund policy']",
            correct: false,
            why: 'That is the ranking reversed; `reverse=True` puts the highest similarity first.',
          },
          {
            text: "['refund policy', 'shipping times', 'return an item']",
            correct: false,
            why: '“shipping times” is dominated by its second dimension, where the query is small, so it comes last.',
          },
        ],
      },
      {
        id: 'nlp-and-embeddings-7',
        kind: 'fill',
        section: 'Vector databases and approximate nearest neighbours',
        prompt:
          'HNSW and IVF indexes make vector search fast by searching only part of the collection; they are called ____ nearest neighbour indexes.',
        answers: ['approximate', 'ANN'],
        caseInsensitive: true,
        why: 'They trade a little recall (sometimes missing a true neighbour) for answers in milliseconds over millions of vectors.',
      },
      {
        id: 'nlp-and-embeddings-8',
        kind: 'single',
        section: 'Evaluating search: precision@k and recall@k',
        prompt:
          'For one test query, 8 documents are relevant. The top 5 results contain 2 of them. What are precision@5 and recall@5?',
        options: [
          {
            text: 'precision@5 = 0.25, recall@5 = 0.4',
            correct: false,
            why: 'The two are swapped: precision divides by the 5 results shown, recall by the 8 relevant documents.',
          },
          {
            text: 'precision@5 = 0.4, recall@5 = 0.25',
            correct: true,
            why: '2 of the 5 results are relevant (0.4), and 2 of the 8 relevant documents were found (0.25).',
          },
          {
            text: 'precision@5 = 0.4, recall@5 = 0.4',
            correct: false,
            why: 'Recall counts against all 8 relevant documents, not against the 5 results.',
          },
          {
            text: 'precision@5 = 2, recall@5 = 8',
            correct: false,
            why: 'Both metrics are shares between 0 and 1, not counts.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'transformers-and-llms',
    questions: [
      {
        id: 'transformers-and-llms-1',
        kind: 'single',
        section: 'Attention: letting words look at each other',
        prompt: 'Why could transformers be trained on far more text than the recurrent networks before them?',
        options: [
          {
            text: 'They have fewer parameters, so each training step is much cheaper and the whole run finishes sooner',
            correct: false,
            why: 'Transformers are usually larger, not smaller; their advantage is how the work is organised.',
          },
          {
            text: 'All positions of a sequence are processed at once, so training parallelises well on GPUs',
            correct: true,
            why: 'A recurrent network must finish step 99 before step 100; attention computes every position together, which suits GPU hardware.',
          },
          {
            text: 'They do not need a loss function',
            correct: false,
            why: 'They are trained with a loss like any network, usually cross-entropy on the next token.',
          },
          {
            text: 'They read only the last few words of the input',
            correct: false,
            why: 'The opposite: attention lets every position look at every other position in the context.',
          },
        ],
      },
      {
        id: 'transformers-and-llms-2',
        kind: 'fill',
        section: 'Self-attention step by step',
        prompt:
          'In “Attention Is All You Need”, attention is softmax(Q Kᵀ / ____) V, where d is the length of the key vectors.',
        answers: ['√d', 'sqrt(d)', '√d_k', 'sqrt(d_k)', '√dk', 'sqrt d'],
        why: 'The scores are divided by the square root of d, because dot products of long vectors grow large and would push the softmax into a region with tiny gradients.',
      },
      {
        id: 'transformers-and-llms-3',
        kind: 'single',
        section: 'Multi-head attention and positions',
        prompt: 'Why do transformers add positional information to the token embeddings?',
        options: [
          {
            text: 'Attention alone ignores order, so “dog bites man” and “man bites dog” would look the same',
            correct: true,
            why: 'Attention compares tokens as a set; positional encodings (sinusoidal, learned or rotary) tell the model where each token is.',
          },
          {
            text: 'To make the embeddings shorter, which speeds up attention a great deal on very long inputs and documents',
            correct: false,
            why: 'Positional information is added to the embeddings; it does not change their length or the cost of attention.',
          },
          {
            text: 'To let each head specialise in a different part of speech',
            correct: false,
            why: 'Heads specialise through their own learned projections; positions are a separate problem.',
          },
          {
            text: 'To mark where the training data came from',
            correct: false,
            why: '“Position” here is a token’s place in the sequence, not the origin of the text.',
          },
        ],
      },
      {
        id: 'transformers-and-llms-4',
        kind: 'multiple',
        section: 'Encoders, decoders and encoder–decoders',
        prompt: 'Which tasks suit an **encoder-only** model such as BERT? Pick all that apply.',
        options: [
          {
            text: 'Classifying support tickets into categories',
            correct: true,
            why: 'Understanding a whole input and producing a label is what encoders, which see context on both sides, do well.',
          },
          {
            text: 'Finding the names of people and companies in a contract',
            correct: true,
            why: 'Named-entity recognition labels tokens of the input, an understanding task.',
          },
          {
            text: 'Producing sentence embeddings for semantic search',
            correct: true,
            why: 'Sentence-embedding models are encoders fine-tuned so similar texts get nearby vectors.',
          },
          {
            text: 'Writing a long reply to a customer, one token at a time',
            correct: false,
            why: 'Generating text token by token is the job of a decoder with a causal mask.',
          },
          {
            text: 'Translating a manual from English to German',
            correct: false,
            why: 'Turning one text into another is the classic use of an encoder–decoder such as T5 (or of a large decoder).',
          },
        ],
      },
      {
        id: 'transformers-and-llms-5',
        kind: 'order',
        section: 'Instruction tuning and RLHF',
        prompt: 'Put the stages that turn raw text into a chat assistant in order.',
        steps: [
          'Pretrain on a large amount of text to predict the next token',
          'Fine-tune on instructions paired with good responses written by people',
          'Collect people’s rankings of several answers to the same prompts',
          'Train a reward model to predict those preferences',
          'Optimise the language model to produce answers the reward model scores highly',
        ],
        why: 'Pretraining gives broad knowledge, instruction tuning teaches the format of following instructions, and RLHF, rankings then a reward model then optimisation, aligns answers with what people prefer.',
      },
      {
        id: 'transformers-and-llms-6',
        kind: 'single',
        section: 'Tokens and context windows',
        prompt:
          'A model has a context window of 8,000 tokens. Your system instructions, chat history and a pasted report add up to 7,900 tokens. What happens when it answers?',
        options: [
          {
            text: 'Nothing special: the window only counts the input',
            correct: false,
            why: 'The generated tokens are part of the same window, so the room for the answer is what the input leaves.',
          },
          {
            text: 'The answer gets at most about 100 tokens',
            correct: true,
            why: 'Input and output share the window; a prompt that nearly fills it leaves almost no room to reply.',
          },
          {
            text: 'The model summarises the report automatically to make room',
            correct: false,
            why: 'Models do not manage their own context; the application must shorten or drop content.',
          },
          {
            text: 'The model remembers the report from an earlier call instead',
            correct: false,
            why: 'A model has no memory between calls; it sees only what is sent in this request.',
          },
        ],
      },
      {
        id: 'transformers-and-llms-7',
        kind: 'output',
        section: 'Sampling: temperature, top-k and top-p',
        prompt: 'This code applies a temperature to a softmax over three candidate next tokens. What does it print?',
        code: {
          language: 'python',
          source: `import math

def softmax(logits, temperature=1.0):
    scaled = [x / temperature for x in logits]
    top = max(scaled)
    exps = [math.exp(x - top) for x in scaled]
    total = sum(exps)
    return [e / total for e in exps]

logits = [3.0, 1.0, 0.0]   # scores for "blue", "grey", "green"
print([round(p, 2) for p in softmax(logits, temperature=2.0)])`,
        },
        options: [
          {
            text: '[0.84, 0.11, 0.04]',
            correct: false,
            why: 'Those are the probabilities at temperature 1; dividing the logits by 2 flattens the distribution.',
          },
          {
            text: '[0.63, 0.23, 0.14]',
            correct: true,
            why: 'The logits become 1.5, 0.5 and 0: closer together, so probability moves from “blue” to the other tokens.',
          },
          {
            text: '[0.98, 0.02, 0.0]',
            correct: false,
            why: 'That is temperature 0.5, which sharpens the distribution; 2.0 does the opposite.',
          },
          {
            text: '[0.33, 0.33, 0.33]',
            correct: false,
            why: 'Only an infinitely high temperature would make the tokens equally likely; at 2.0 “blue” still leads.',
          },
        ],
      },
      {
        id: 'transformers-and-llms-8',
        kind: 'multiple',
        section: 'Hallucinations and why they happen',
        prompt: 'An assistant sometimes invents policy details. Which measures reduce the harm? Pick all that apply.',
        options: [
          {
            text: 'Put the relevant policy passages in the prompt and ask for answers only from them, with citations',
            correct: true,
            why: 'Grounding in sources gives the model the facts it lacks and lets people check each claim.',
          },
          {
            text: 'Ask for structured output and validate it in code before using it',
            correct: true,
            why: 'Validation catches answers that do not fit the allowed values or format.',
          },
          {
            text: 'Keep a person reviewing answers where mistakes are costly',
            correct: true,
            why: 'Some errors will remain; review is the control for high-stakes cases.',
          },
          {
            text: 'Set the temperature to 0, which guarantees correct answers',
            correct: false,
            why: 'A low temperature makes answers repeatable, not true: the most likely continuation can still be wrong.',
          },
          {
            text: 'Tell the model in the prompt to be more confident',
            correct: false,
            why: 'Confidence is not the problem; hallucinations are already fluent and confident.',
          },
        ],
      },
    ],
  },
];
