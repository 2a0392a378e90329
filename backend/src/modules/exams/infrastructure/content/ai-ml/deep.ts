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
  // nlp-and-embeddings
  {
    key: 'ai-ml-211',
    kind: 'output',
    prompt: 'A search system is scored on one labelled query. What does this code print?',
    code: `relevant = {"d2", "d5", "d7", "d9"}
ranking = ["d5", "d1", "d2", "d8", "d7"]
k = 3
hits = len(set(ranking[:k]) & relevant)
print(f"precision@{k}={hits / k:.2f} recall@{k}={hits / len(relevant):.2f}")`,
    language: 'python',
    options: opts(
      'precision@3=0.67 recall@3=0.50',
      'precision@3=0.50 recall@3=0.67',
      'precision@3=1.00 recall@3=0.75',
      'precision@3=0.60 recall@3=0.75',
    ),
    correct: ['a'],
    explanation:
      'The top 3 are d5, d1 and d2, of which d5 and d2 are relevant: precision@3 is 2 / 3 and recall@3 is 2 of the 4 relevant documents. d7, at rank 5, only counts from k = 5.',
    moduleKey: 'nlp-and-embeddings',
    section: 'Evaluating search: precision@k and recall@k',
  },
  {
    key: 'ai-ml-212',
    kind: 'single',
    prompt:
      'You embed 3,000-word contracts whole with a sentence-embedding model whose maximum input is a few hundred tokens. Searches for clauses near the end of contracts never find them. Why?',
    options: opts(
      'Cosine similarity favours short texts',
      'Text beyond the model’s maximum length is truncated, so the end of each contract never reaches the embedding; split documents into chunks first',
      'The model needs the text lower-cased and without stop words',
      'Long documents need a vector database instead of in-memory search',
    ),
    correct: ['b'],
    explanation:
      'Sentence-embedding models have a maximum input length and silently cut off the rest. Chunking long documents into passages of a few hundred words gives every part of the text its own vector.',
    moduleKey: 'nlp-and-embeddings',
    section: 'Sentence embeddings',
  },
  {
    key: 'ai-ml-213',
    kind: 'single',
    prompt:
      'Compared with exact search over every vector, what do you give up when you use an approximate nearest-neighbour index such as HNSW?',
    options: opts(
      'The ability to filter by metadata',
      'Some recall: the index may miss a few of the true nearest neighbours',
      'Cosine similarity, because ANN only supports Euclidean distance',
      'Nothing: ANN returns exactly the same results, only faster',
    ),
    correct: ['b'],
    explanation:
      'ANN indexes search only a promising part of the collection, so they are much faster but occasionally miss a true neighbour; their settings trade speed and memory against that recall.',
    moduleKey: 'nlp-and-embeddings',
    section: 'Vector databases and approximate nearest neighbours',
  },
  {
    key: 'ai-ml-214',
    kind: 'multiple',
    prompt: 'Which statements about bag-of-words and TF-IDF vectors are true? Choose all that apply.',
    options: opts(
      'They are sparse: most entries of a document’s vector are zero',
      'They ignore word order, so “dog bites man” and “man bites dog” get the same vector',
      '“refund” and “money back” get similar vectors because they mean the same',
      'Each document’s vector has a few hundred dense dimensions learned by a neural network',
    ),
    correct: ['a', 'b'],
    explanation:
      'Count-based vectors have one position per vocabulary word, mostly zero, and record only which words occur. They know nothing about synonyms; dense learned vectors are embeddings.',
    moduleKey: 'nlp-and-embeddings',
    section: 'Bag of words and TF-IDF',
  },
  {
    key: 'ai-ml-215',
    kind: 'output',
    prompt: 'What does this code print?',
    code: `import math

def cosine(a, b):
    dot = sum(x * y for x, y in zip(a, b))
    return dot / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)))

short_text = [1.0, 2.0, 2.0]
long_text = [2.0, 4.0, 4.0]
print(round(cosine(short_text, long_text), 2), round(cosine([1.0, 0.0], [0.0, 1.0]), 2))`,
    language: 'python',
    options: opts('1.0 0.0', '0.5 0.0', '1.0 -1.0', '2.0 1.0'),
    correct: ['a'],
    explanation:
      'The second vector is the first doubled: same direction, so the cosine is 1 whatever the lengths. Perpendicular vectors have a cosine of 0; only opposite directions give −1.',
    moduleKey: 'nlp-and-embeddings',
    section: 'Cosine similarity and semantic search',
  },
  // transformers-and-llms
  {
    key: 'ai-ml-216',
    kind: 'output',
    prompt: 'This code applies top-p (nucleus) filtering to a model’s next-token probabilities. What does it print?',
    code: `probs = {"the": 0.40, "a": 0.25, "this": 0.15, "my": 0.12, "one": 0.08}
top_p = 0.75
kept, total = [], 0.0
for token, p in sorted(probs.items(), key=lambda item: item[1], reverse=True):
    kept.append(token)
    total += p
    if total >= top_p:
        break
print(kept)`,
    language: 'python',
    options: opts("['the', 'a']", "['the', 'a', 'this']", "['the', 'a', 'this', 'my']", "['the']"),
    correct: ['b'],
    explanation:
      'Top-p keeps the most likely tokens until their probabilities add up to at least p: 0.40 + 0.25 = 0.65 is not yet 0.75, adding “this” reaches 0.80, so three tokens remain to sample from.',
    moduleKey: 'transformers-and-llms',
    section: 'Sampling: temperature, top-k and top-p',
  },
  {
    key: 'ai-ml-217',
    kind: 'output',
    prompt:
      'This code computes scaled dot-product attention weights for one query over three keys. What does it print?',
    code: `import math

q = [1.0, 0.0]
keys = {"cat": [2.0, 0.0], "sat": [0.0, 2.0], "mat": [1.0, 1.0]}
d = len(q)
scores = {w: sum(a * b for a, b in zip(q, k)) / math.sqrt(d) for w, k in keys.items()}
total = sum(math.exp(s) for s in scores.values())
weights = {w: round(math.exp(s) / total, 2) for w, s in scores.items()}
print(weights)`,
    language: 'python',
    options: opts(
      "{'cat': 0.58, 'sat': 0.14, 'mat': 0.28}",
      "{'cat': 0.67, 'sat': 0.0, 'mat': 0.33}",
      "{'cat': 0.33, 'sat': 0.33, 'mat': 0.33}",
      "{'cat': 0.71, 'sat': 0.1, 'mat': 0.19}",
    ),
    correct: ['a'],
    explanation:
      'The dot products are 2, 0 and 1, divided by √2 to about 1.41, 0 and 0.71; the softmax turns them into weights that are all positive and sum to 1, most of it on “cat”, whose key points the same way as the query.',
    moduleKey: 'transformers-and-llms',
    section: 'Self-attention step by step',
  },
  {
    key: 'ai-ml-218',
    kind: 'single',
    prompt: 'During pretraining, where do a decoder-only language model’s training labels come from?',
    options: opts(
      'People label each sentence as correct or incorrect',
      'The text itself: at every position the label is the next token',
      'A reward model trained on human rankings',
      'A smaller model writes the answers the large one must copy',
    ),
    correct: ['b'],
    explanation:
      'Next-token prediction is self-supervised: the text supplies its own answers, which is why pretraining can use huge unlabelled corpora. Human rankings and reward models come later, in RLHF.',
    moduleKey: 'transformers-and-llms',
    section: 'Pretraining and fine-tuning',
  },
  {
    key: 'ai-ml-219',
    kind: 'single',
    prompt:
      'Roughly how much GPU memory do the weights alone of a 13-billion-parameter model take in 16-bit precision?',
    options: opts('About 6.5 GB', 'About 13 GB', 'About 26 GB', 'About 52 GB'),
    correct: ['c'],
    explanation:
      '16-bit precision stores each parameter in 2 bytes: 13 billion × 2 bytes ≈ 26 GB, before any memory for the context and activations. 52 GB would be 32-bit precision.',
    moduleKey: 'transformers-and-llms',
    section: 'Using a model from the Hugging Face Hub',
  },
  {
    key: 'ai-ml-220',
    kind: 'multiple',
    prompt: 'Which of these use up tokens of an LLM’s context window in a request? Choose all that apply.',
    options: opts(
      'The system instructions',
      'A document pasted into the prompt',
      'The answer the model generates',
      'The model’s weights',
      'A conversation from yesterday that the application does not send again',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'The window holds everything the model attends to in one request: instructions, history and documents sent, and the tokens it generates. Weights are not tokens, and the model has no memory of anything not sent again.',
    moduleKey: 'transformers-and-llms',
    section: 'Tokens and context windows',
  },
  // shared lessons: command-line-basics
  {
    key: 'ai-ml-221',
    kind: 'output',
    prompt: 'You check the class balance of a labels file. What does this script print?',
    code: `printf 'cat\\ndog\\ncat\\nfox\\ndog\\ncat\\n' > labels.txt
sort labels.txt | uniq -c | sort -rn | head -n 2`,
    language: 'bash',
    options: opts('3 cat 2 dog', 'cat 3 dog 2', '3 cat 2 dog 1 fox', '1 cat 1 dog'),
    correct: ['a'],
    explanation:
      '`sort` puts equal labels next to each other, `uniq -c` prefixes each with its count, `sort -rn` puts the largest count first and `head -n 2` keeps two lines: 3 cats, then 2 dogs.',
    moduleKey: 'command-line-basics',
    section: 'Pipes, redirection and searching',
  },
  {
    key: 'ai-ml-222',
    kind: 'output',
    prompt: 'What does this script print?',
    code: `model="resnet 18"
printf '[%s]\\n' $model
printf '[%s]\\n' "$model"`,
    language: 'bash',
    options: opts(
      '[resnet] [18] [resnet 18]',
      '[resnet 18] [resnet 18]',
      '[$model] [resnet 18]',
      '[resnet] [18] [resnet] [18]',
    ),
    correct: ['a'],
    explanation:
      'Unquoted, `$model` is split at the space into two words, so `printf` repeats its format for each; inside double quotes the value stays one word. Single quotes would have printed `$model` literally.',
    moduleKey: 'command-line-basics',
    section: 'Quoting and variables',
  },
  {
    key: 'ai-ml-223',
    kind: 'output',
    prompt: 'A training script starts like this, and the checkpoint file does not exist. What does it print?',
    code: `set -e
echo "download"
false || echo "retry"
ls missing-checkpoint.pt > /dev/null 2>&1
echo "train"`,
    language: 'bash',
    options: opts('download retry', 'download retry train', 'download', 'download train'),
    correct: ['a'],
    explanation:
      'A failure on the left of `||` counts as handled, so `retry` is printed and the script goes on. The failing `ls` then stops the script under `set -e`, so `train` never runs.',
    moduleKey: 'command-line-basics',
    section: 'Exit codes and safer scripts',
  },
  {
    key: 'ai-ml-224',
    kind: 'single',
    prompt: 'You are in `/home/ana/project/data` and type `cd ../models`. Where are you now?',
    options: opts('/home/ana/models', '/home/ana/project/models', '/models', '/home/ana/project/data/models'),
    correct: ['b'],
    explanation:
      'A path without a leading `/` is relative to the current directory: `..` goes up to `/home/ana/project`, then `models` goes into its `models` folder.',
    moduleKey: 'command-line-basics',
    section: 'Moving around',
  },
  {
    key: 'ai-ml-225',
    kind: 'single',
    prompt:
      'You run `python train.py > train.log`. The log file fills with progress lines, yet a crash traceback still appears on your screen and is missing from the file. Why?',
    options: opts(
      'The file was full, so Python printed the rest to the screen',
      'Errors go to a separate stream, standard error, which `>` does not redirect; add `2> errors.log`',
      '`>` only captures the first line of output',
      'Tracebacks are never printed when output is redirected',
    ),
    correct: ['b'],
    explanation:
      'Normal output and errors are two streams: `>` redirects only standard output, while `2>` redirects standard error, so the two can be kept apart or saved together.',
    moduleKey: 'command-line-basics',
    section: 'Pipes, redirection and searching',
  },
  // shared lessons: git-basics
  {
    key: 'ai-ml-226',
    kind: 'output',
    prompt: 'You try a lower learning rate on a branch, then go back. What does this script print?',
    code: `git init -q -b main repo && cd repo
git config user.email "ml@example.com"
git config user.name "ML Team"
echo "lr=0.1" > config.txt
git add config.txt && git commit -q -m "Baseline config"
git switch -q -c lower-lr
echo "lr=0.01" > config.txt
git commit -q -am "Try a lower learning rate"
git switch -q main
cat config.txt
git log --oneline | wc -l`,
    language: 'bash',
    options: opts('lr=0.1 1', 'lr=0.01 2', 'lr=0.1 2', 'lr=0.01 1'),
    correct: ['a'],
    explanation:
      'The second commit lives on the `lower-lr` branch only. Switching back to `main` restores its file, `lr=0.1`, and its history of one commit, until the branch is merged.',
    moduleKey: 'git-basics',
    section: 'Branches',
  },
  {
    key: 'ai-ml-227',
    kind: 'single',
    prompt:
      'You changed `train.py` and `config.yaml`, ran `git add train.py`, then `git commit -m "Add early stopping"`. What is in the commit?',
    options: opts(
      'Both files, because commit saves every change in the folder',
      'Only the changes to `train.py`; `config.yaml` stays modified and uncommitted',
      'Nothing, because `git add` needs a `git push` before committing',
      'Only `config.yaml`, because `train.py` was already staged',
    ),
    correct: ['b'],
    explanation:
      'A commit saves what is in the staging area. Only `train.py` was staged, so the change to `config.yaml` remains in the working directory for a later commit.',
    moduleKey: 'git-basics',
    section: 'The everyday loop',
  },
  {
    key: 'ai-ml-228',
    kind: 'single',
    prompt:
      'A commit pushed to the shared `main` branch yesterday changed the data split and broke everyone’s experiments. Teammates have already pulled it. What is the right way to undo it?',
    options: opts(
      '`git reset --hard HEAD~1` followed by a force-push',
      '`git revert <commit>`, then push the new commit',
      '`git restore .` on your machine',
      'Delete the repository on the server and push a fresh copy',
    ),
    correct: ['b'],
    explanation:
      'Revert adds a new commit that applies the opposite change, so the shared history stays intact and teammates just pull one more commit. Reset plus force-push rewrites history others already have.',
    moduleKey: 'git-basics',
    section: 'Undoing changes: restore, revert and reset',
  },
  {
    key: 'ai-ml-229',
    kind: 'multiple',
    prompt:
      'A notebook with a Hugging Face access token pasted into a cell was committed and pushed to a public repository. Which steps are right? Choose all that apply.',
    options: opts(
      'Revoke the token and create a new one, first',
      'Keep the new token in an environment variable or secrets manager, not in the notebook',
      'Delete the notebook in a new commit; that removes the token from the repository',
      'Nothing is needed if the repository is made private within the hour',
    ),
    correct: ['a', 'b'],
    explanation:
      'Anything pushed stays in history and may already be copied by scanners, so the token must be revoked at once and kept out of code from then on. A deleting commit leaves it in history, and making the repository private does not un-leak it.',
    moduleKey: 'git-basics',
    section: 'Secrets and history',
  },
  {
    key: 'ai-ml-230',
    kind: 'single',
    prompt:
      'A 2 GB `data/train.csv` was committed last week. You now add `data/` to `.gitignore`, but `git status` still reports changes to the file. Why?',
    options: opts(
      '`.gitignore` only applies after a `git push`',
      '`.gitignore` only ignores untracked files; the file must be untracked with `git rm --cached data/train.csv`',
      'Patterns in `.gitignore` cannot name folders',
      'Git ignores `.gitignore` for files bigger than 1 GB',
    ),
    correct: ['b'],
    explanation:
      'An already tracked file stays tracked whatever `.gitignore` says. `git rm --cached` stops tracking it while keeping it on disk; it still remains in the old commits.',
    moduleKey: 'git-basics',
    section: 'Common mistakes',
  },
];
