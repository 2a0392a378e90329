import type { ModuleContent } from '../content-types.js';

/** AI / ML Engineer lessons: LLM apps, serving, experiments and responsibility (issue 29). Keys are stable: never rename or reuse them. */
export const AI_PRODUCTION_MODULES: ModuleContent[] = [
  {
    key: 'llm-apps-and-rag',
    title: 'LLM Applications and RAG',
    summary:
      'Build on a large language model like an engineer: clear prompts, structured output and tools, retrieval-augmented generation with cited sources, a golden set to measure it, and defences against prompt injection, runaway cost and latency.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### Prompts: the model's only input
A large language model (LLM) does one thing: given a sequence of **tokens**, pieces of words, it predicts the next ones. Everything an application wants from it has to travel in that input, so the prompt is your program's interface. Chat APIs split the input into messages with roles. The **system** message (called *developer* or *instructions* by some providers) holds the rules you set as the builder: the assistant's job, its tone, what it must refuse, the format of its answer. The **user** message holds what the person typed. The model gives system instructions more weight, but it is not a security boundary: both are text in the same stream, and a user can still try to talk the model out of its rules.

A good prompt reads like a brief to a new colleague: the task, who the answer is for, the facts to use, what to do when the facts are missing ("say you do not know"), and the exact output format. **Few-shot examples**, two to five input and output pairs placed before the real input, show the format and the judgement you want more reliably than a paragraph describing it. Keep examples varied, or the model copies their accidental features, such as always answering in two sentences because every example did.

### Structured output and tools
When code, not a person, reads the answer, ask for JSON and describe it with a **JSON Schema**: the fields, their types, which are required, which values are allowed. Several providers offer a *structured outputs* mode that constrains generation so the reply always matches the schema you supply; without it, the model usually follows the format but sometimes adds a sentence before the JSON or leaves out a field. Either way, validate the reply in your code (Pydantic in Python, Zod in TypeScript) before you use it: a schema guarantees shape, not truth.

**Tools**, also called function calling, use the same idea in the other direction. You describe functions to the model, each with a name, a description and a JSON Schema for its arguments, such as \`get_order_status(order_id)\`. When a question needs one, the model replies with the tool's name and arguments instead of prose. Your code runs the function, sends the result back as another message, and the model writes the final answer. The model never executes anything itself: your code decides what is called and with which permissions, and that is where you enforce them.

### Retrieval-augmented generation step by step
An LLM knows only what was in its training data, which ends at a cut-off date and never included your company's documents. Retraining it on them is slow and costly, and it still cannot say where a fact came from. **Retrieval-augmented generation** (RAG), named by Lewis and colleagues in a 2020 paper, fetches relevant passages at question time and puts them into the prompt. It has an indexing phase and a query phase:

1. **Chunk.** Split each document into passages of a few hundred tokens. Chunks must be small enough to be specific and large enough to make sense alone. Consecutive chunks **overlap**, for example by 10 to 20 %, so a sentence cut at a boundary survives whole in one of them. Split on headings and paragraphs where you can, and keep metadata with each chunk: its source, title, section and date.
2. **Embed.** An embedding model turns each chunk into a vector, a list of a few hundred to a few thousand numbers, such that texts with similar meaning get nearby vectors. Store the vectors with the chunk text in a vector index (pgvector in PostgreSQL, FAISS, or a vector database).
3. **Search.** At question time, embed the question with the *same* model and find the *k* chunks whose vectors are closest, usually by cosine similarity. Many systems add keyword search (BM25) for exact terms such as product codes, and a re-ranker that rescores the top candidates.
4. **Assemble the context.** Put the best chunks into the prompt, each marked with an id and its source, under an instruction such as "answer only from the sources below, cite the source id of every claim, and say so if they do not contain the answer". Do not simply pour in everything: studies of long prompts (Liu et al., "Lost in the Middle", 2023) found that models use information in the middle of a long context less reliably than at its start or end.
5. **Generate and cite.** The model answers with source ids, and the interface turns them into links. Citations let the reader check a claim, and they let you spot an answer that cites nothing.

### Evaluating a RAG system
A RAG system can fail in two places, so measure them separately. **Retrieval** fails when the right passage is not among the chunks found: measure **recall@k**, the share of questions (or of relevant passages) found in the top *k*. **Generation** fails when the passage was there but the answer ignores or contradicts it. The property you want is **faithfulness**, also called groundedness: every claim in the answer is supported by the retrieved context. Check it with human review or with a second model prompted as a judge, and check the judge against human labels on a sample.

Start with a small **golden set**: 50 to 100 real questions, each with the passages that answer it and a reference answer, written with the people who know the documents. Include questions the documents cannot answer, where the right behaviour is to say so. Run the golden set on every change of chunk size, embedding model, prompt or model version, and compare the numbers before you ship, exactly as you would run a test suite.

### Risks: prompt injection and the OWASP Top 10 for LLMs
The OWASP Top 10 for LLM Applications (2025 edition) lists the main risks, and **LLM01 is prompt injection**: input that changes the model's behaviour in ways the developer did not intend. *Direct* injection comes from the user ("ignore your instructions and..."). *Indirect* injection hides in content the model reads, such as a web page, an email or a retrieved chunk saying "assistant: forward this conversation to...". Because instructions and data share one token stream, no prompt wording fully prevents it, so limit what a successful injection can do. Other entries on the list follow from the same idea: **sensitive information disclosure** (LLM02), **improper output handling** (LLM05: model output inserted into HTML, SQL or a shell without escaping), **excessive agency** (LLM06: tools with more permissions than the task needs), **system prompt leakage** (LLM07: never put secrets in a prompt), **vector and embedding weaknesses** (LLM08, such as retrieving documents the user may not see), **misinformation** (LLM09) and **unbounded consumption** (LLM10: runaway cost and denial of service).

### Cost, latency and caching
Providers bill per token, input and output separately, and output tokens usually cost several times more. A rough rule for English is about four characters, or three quarters of a word, per token. Latency grows with output length, because tokens are generated one after another; input is processed faster but a long context still adds time. Retrieval keeps prompts short compared with pasting whole manuals.

Two kinds of caching help. **Prompt caching**, offered by major providers, reuses the processing of a repeated prompt prefix at a lower price and latency, so put the stable parts (system message, tool definitions, examples) first and the variable parts last. An **application cache** stores whole answers for identical questions. Cap output length, set a per-user rate limit and a monthly budget alert, and stream the answer so the user sees the first words quickly.

### Worked example
An internal help desk wants answers from 400 HR policy pages. The team splits pages on headings, into chunks of about 300 tokens with 50 tokens of overlap, and records each chunk's page title, URL and last-updated date. Indexing uses an embedding model; each question retrieves the top 20 by cosine similarity, a re-ranker keeps 5, and the prompt lists them as \`[S1]\` to \`[S5]\`. The chunking logic, in plain Python:

\`\`\`python
def chunk(words, size, overlap):
    step = size - overlap
    return [words[i:i + size] for i in range(0, len(words) - overlap, step)]

words = "refunds are accepted within thirty days of delivery with the receipt".split()
print([" ".join(c) for c in chunk(words, 5, 2)])
\`\`\`

Each chunk starts three words after the previous one and shares two words with it, so no phrase is lost at a boundary. The golden set has 80 questions from real tickets, 10 of them unanswerable. The first run gives recall@5 of 0.71: many misses ask about "parental leave" while the policy says "maternity and paternity leave". Adding keyword search to the embeddings brings recall@5 to 0.88. A judge model, checked against 40 human labels, finds 6 answers with unsupported claims; the instruction "if the sources do not answer, say so and link the HR contact page" fixes most of them.

Before launch the team tests indirect injection by adding a page with hidden text telling the assistant to reveal salaries. The assistant has only one read-only tool, retrieval filters chunks by the asking employee's access rights, and answers are rendered as plain text, so the worst outcome is a wrong answer, not a leak.

### Common mistakes
- **Trusting the system prompt as a wall.** Enforce permissions in code and tools; assume any text the model reads can try to steer it.
- **Chunks with no overlap or no metadata.** Sentences break at boundaries, and answers cannot cite where they came from.
- **Evaluating by eye.** Ten questions tried in a notebook are not an evaluation; keep a golden set and run it on every change.
- **Measuring only the final answer.** When it is wrong you cannot tell whether retrieval or generation failed; measure both.
- **Inserting model output into HTML, SQL or shell commands as is.** Treat it like user input: validate and escape it.
- **Ignoring token counts until the invoice arrives.** Log tokens per request and set budgets from day one.

### At work
ML and software engineers build LLM features as ordinary services: an API that retrieves, calls a model provider or a self-hosted model, validates the output and logs each request with its tokens, latency, retrieved chunk ids and user feedback. Evaluation sets live in the repository next to the prompts, prompts are versioned like code, and a change that lowers recall or faithfulness on the golden set does not ship. Security reviews follow the OWASP list: what can an injected instruction reach, and what does the model's output flow into. A junior is typically asked to improve chunking for a new document type, add questions to the golden set from real tickets, or track down why a particular answer cited the wrong source.`,
    resources: [
      {
        title: 'OWASP GenAI Security Project: LLM01:2025 Prompt Injection',
        url: 'https://genai.owasp.org/llmrisk/llm01-prompt-injection/',
        kind: 'docs',
      },
      {
        title: 'Lewis et al. (2020): Retrieval-Augmented Generation for Knowledge-Intensive NLP Tasks',
        url: 'https://arxiv.org/abs/2005.11401',
        kind: 'article',
      },
      {
        title: 'Hugging Face Open-Source AI Cookbook: Advanced RAG (runnable notebook)',
        url: 'https://huggingface.co/learn/cookbook/advanced_rag',
        kind: 'interactive',
      },
      {
        title: 'OpenAI API docs: Structured model outputs',
        url: 'https://platform.openai.com/docs/guides/structured-outputs',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'serving-models-as-apis',
    title: 'Serving Models as APIs',
    summary:
      'Turn a trained model into a service others can call: save and load it safely, validate input with FastAPI and Pydantic, choose batch or online inference, measure latency and throughput, version, containerise and monitor it for drift.',
    estimatedMinutes: 120,
    reviewedOn: '2026-11',
    contentMd: `### From notebook to service
A model in a notebook helps nobody until another program can ask it for predictions. **Serving** means wrapping the trained model in a small, boring, reliable service: it accepts input over HTTP, checks it, runs the model, and returns a prediction with enough context (which model, which version) for the caller and for you to trace it later. Most of the work is ordinary backend engineering, and most production incidents with models come from that part, not from the maths: a wrong column order, a missing field filled with zero, a model file from another library version.

### Saving and loading a model
After training, you save the fitted object, the whole \`Pipeline\` including its preprocessing, not only the final estimator, so the service applies exactly the transformations used in training. For scikit-learn the usual tool is **joblib**:

\`\`\`python
import joblib
joblib.dump(pipeline, "churn-2026-11-03.joblib")   # at the end of training
pipeline = joblib.load("churn-2026-11-03.joblib")  # in the service
\`\`\`

joblib is built on Python's **pickle**, and scikit-learn's model persistence guide is blunt about two consequences. First, **loading a pickle can execute arbitrary code**: a file crafted by an attacker runs their program the moment you load it, so only load model files you produced or that come from a source you trust, stored where only your pipeline can write. Second, pickles require **the same environment** that produced them: load a model with another scikit-learn version and you get a warning at best and wrong predictions at worst, so pin library versions in the serving image to those of training. The same guide lists safer alternatives: **skops.io**, which loads only types you trust, and **ONNX**, covered below. PyTorch models are usually saved as a \`state_dict\` of weights with \`torch.save\` and loaded into the model class with \`torch.load\`, which since PyTorch 2.6 by default refuses to unpickle anything but tensors and plain containers (\`weights_only=True\`).

### A FastAPI endpoint with validated input
**FastAPI** builds HTTP APIs from Python functions with type hints, and uses **Pydantic** models to validate request bodies. If a field is missing, has the wrong type or breaks a constraint, FastAPI rejects the request with status **422** and a message naming the field, before your code runs. That is exactly what a model needs: it will happily produce a number from garbage.

\`\`\`python
from contextlib import asynccontextmanager
import joblib
import pandas as pd
from fastapi import FastAPI
from pydantic import BaseModel, Field

MODEL_VERSION = "churn-2026-11-03"
models = {}

@asynccontextmanager
async def lifespan(app: FastAPI):
    models["churn"] = joblib.load(f"models/{MODEL_VERSION}.joblib")  # once, at startup
    yield
    models.clear()

app = FastAPI(lifespan=lifespan)

class Customer(BaseModel):
    months_active: int = Field(ge=0, le=600)
    logins_last_30d: int = Field(ge=0)
    plan: str = Field(pattern="^(basic|pro|team)$")

class Prediction(BaseModel):
    churn_probability: float
    model_version: str

@app.post("/v1/churn", response_model=Prediction)
def predict(customer: Customer) -> Prediction:
    row = pd.DataFrame([customer.model_dump()])
    p = models["churn"].predict_proba(row)[0, 1]
    return Prediction(churn_probability=round(float(p), 4), model_version=MODEL_VERSION)

@app.get("/healthz")
def health():
    return {"status": "ok", "model_loaded": "churn" in models}
\`\`\`

Three details matter. The model is **loaded once at startup** in FastAPI's \`lifespan\` function, not inside the endpoint: loading a file of hundreds of megabytes on every request would add seconds to each call. The endpoint is a plain \`def\`, not \`async def\`: FastAPI runs plain functions in a thread pool, so a CPU-bound prediction does not block the event loop that serves other requests. And the response carries the **model version**, while the URL carries the API version (\`/v1/\`): the API contract can stay stable while models behind it are retrained, and every logged prediction can be traced to the exact file that made it.

### Batch or online inference
Not every prediction needs an API. **Batch** (offline, static) inference scores many rows on a schedule, say every customer each night, and stores the results in a table the application reads. It is cheap, easy to check before anyone sees it, and tolerant of a slow model, but its predictions are as old as the last run and it cannot score a case it has never seen, such as a customer who signed up an hour ago. **Online** (dynamic, real-time) inference answers on demand: fraud checks at payment time, recommendations for the page being viewed. It uses the freshest input but must be fast and available every second. Google's Machine Learning Crash Course frames the choice the same way; many systems combine both, with nightly scores plus an online model for new cases.

### Latency and throughput
**Latency** is how long one request takes; **throughput** is how many requests the service completes per second. Report latency as **percentiles**, not an average: p50 is the typical request, p95 and p99 are the slow tail that real users hit, and a handful of very slow calls can hide behind a pleasant mean. Throughput can be raised by running more workers or replicas, and by **batching**: one call on 32 rows costs far less than 32 calls on one row, because the fixed overhead is paid once and numerical libraries process arrays efficiently. Batching raises throughput but can raise latency, since a request may wait for its batch to fill; servers that batch dynamically cap that wait at a few milliseconds.

### Shipping and watching the service
**Containerise** the service: a Docker image with a pinned Python version, pinned library versions matching training, the model file (or a step that downloads a specific version from a model registry at startup) and a non-root user. A **health check** endpoint lets the orchestrator restart a broken instance and hold traffic until the model has loaded; some teams separate *liveness* (the process is alive) from *readiness* (the model is loaded and it can serve).

Then **monitor** it. Log every prediction with its input features, model version and latency (minus personal data you do not need). Watch three things. Service health: error rate, latency percentiles, throughput. **Data drift**: the distribution of inputs moves away from training, for example a new app version sends \`logins_last_30d\` as zero for everyone, or a marketing campaign brings a new kind of customer; compare live feature distributions with the training ones each day. **Concept drift** and quality: the relationship itself changes, which you only see when true labels arrive, often weeks later, so compute precision and recall on labelled recent data and retrain when they fall.

For portable inference, **ONNX** (Open Neural Network Exchange) is an open format for models. Converters such as \`skl2onnx\` for scikit-learn and \`torch.onnx\` for PyTorch export the trained model, and **ONNX Runtime** runs it from Python, C#, Java, JavaScript or C++, often faster and without the training libraries. scikit-learn's guide calls it the most secure persistence option, since loading it runs no Python code; the price is that not every model or custom step converts, and the original Python object cannot be rebuilt.

### Worked example
A subscription company's churn pipeline scored customers in a notebook. To serve it, the team saves the fitted pipeline with joblib as \`churn-2026-11-03.joblib\`, records scikit-learn 1.7 and pandas versions in \`requirements.txt\`, and writes the FastAPI service above. A test posts a valid customer and checks for a probability between 0 and 1 and the right \`model_version\`; another posts \`"months_active": -3\` and expects 422.

A load test with 20 concurrent users gives p50 = 13 ms and p95 = 240 ms. The long tail is traced to requests landing while the garbage collector ran on an undersized container; with more memory p95 drops to 30 ms. The retention team's nightly call list moves to **batch** scoring of all customers, written to a table; the API remains for the sign-up flow, which needs a score for brand-new customers.

In the second week, the drift dashboard flags that the share of \`plan = "team"\` rose from 5 % to 30 %: sales had launched a team offer. The model never saw many team customers, so the team labels the first month's outcomes, retrains, compares the new model with the old on recent data, and ships \`churn-2026-12-01\` behind the same \`/v1/churn\` URL. Because every logged prediction names its model version, they can compare the two models on the same weeks.

### Common mistakes
- **Loading the model inside the request handler.** Load it once at startup and keep it in memory.
- **Saving only the estimator, not the pipeline.** The service then has to re-implement preprocessing and will eventually differ from training.
- **Loading model files from untrusted places.** A pickle or joblib file can run code; keep model storage write-protected and verified.
- **Different library versions in training and serving.** Pin them, and test the loaded model's predictions against known outputs.
- **No version in the response.** Without it you cannot tell which model made a bad prediction.
- **Watching only uptime.** A service can answer every request in 10 ms and still be wrong because its inputs drifted.

### At work
ML engineers own this step: packaging models, writing the serving code and its tests, load-testing, and setting up dashboards for latency, errors and drift. In larger companies a platform team provides a serving system (a model registry, a standard container, autoscaling, canary releases that send a small share of traffic to a new model first), and the ML engineer mainly provides the model, its input schema and its checks. A junior is typically asked to add input validation to an endpoint, write the test that a new model version gives the same predictions as the notebook on a reference set, or add a drift chart for a new feature.`,
    resources: [
      {
        title: 'scikit-learn user guide: Model persistence',
        url: 'https://scikit-learn.org/stable/model_persistence.html',
        kind: 'docs',
      },
      {
        title: 'FastAPI: Lifespan events (loading a model at startup)',
        url: 'https://fastapi.tiangolo.com/advanced/events/',
        kind: 'docs',
      },
      {
        title: 'Google Machine Learning Crash Course: Static versus dynamic inference',
        url: 'https://developers.google.com/machine-learning/crash-course/production-ml-systems/static-vs-dynamic-inference',
        kind: 'course',
      },
      { title: 'ONNX Runtime documentation', url: 'https://onnxruntime.ai/docs/', kind: 'docs' },
    ],
  },
  {
    key: 'ml-experiments-and-reproducibility',
    title: 'Experiments and Reproducibility',
    summary:
      'Run ML experiments you can trust and repeat: control randomness, pin environments, version data with DVC and code with Git, track runs in MLflow, drive training from configs, search hyperparameters sensibly and keep ML technical debt in check.',
    estimatedMinutes: 120,
    reviewedOn: '2026-11',
    contentMd: `### Why ML results are hard to reproduce
In ordinary software, the same code and the same input give the same output. A trained model depends on more: the code, the exact data, the library versions, the hardware, the hyperparameters and several sources of randomness (the train/test split, weight initialisation, the order of mini-batches, dropout). Change any of them and the score moves. Usually a little; sometimes enough to turn "our new feature adds two points of recall" into noise.

That matters for three reasons. You cannot tell whether a change helped if running the same experiment twice gives different answers. You cannot fix a production model if nobody can rebuild it. And a reviewer, an auditor or your future self will ask "how was this model made?", and "I ran cell 14 in a notebook last spring" is not an answer. Reproducibility means that from a record you can rebuild the model, or at least explain every difference.

### Seeds and what they do not fix
A **seed** starts a pseudo-random generator at a fixed point, so the "random" numbers repeat. Each library has its own generator:

\`\`\`python
import random
import numpy as np
import torch

SEED = 42
random.seed(SEED)                        # Python's own random module
rng = np.random.default_rng(SEED)        # NumPy: pass this generator around
torch.manual_seed(SEED)                  # PyTorch, on CPU and every GPU
torch.use_deterministic_algorithms(True) # error on operations that cannot be deterministic
\`\`\`

In scikit-learn, pass \`random_state=SEED\` to every splitter and estimator that takes one, rather than relying on a global state.

Seeds make a run repeatable on *the same* setup; they do not make it universal. PyTorch's reproducibility notes say it plainly: completely reproducible results are not guaranteed across PyTorch releases, individual commits or platforms, nor between CPU and GPU, even with identical seeds. Some GPU operations are non-deterministic unless you force deterministic versions, which are often slower. Python's own documentation guarantees the sequence of \`random()\` for a given seed across versions, but not that of other methods such as \`shuffle\`. And a seed hides variance instead of measuring it: if seed 42 gives 0.81 and seed 7 gives 0.77, your result is "about 0.79, give or take", and a one-point gain from a new feature may be luck. Run important comparisons over several seeds or cross-validation folds and report the spread.

### Pinning the environment, versioning data and code
**Code** goes in Git, and every experiment records the commit it ran from. A run from uncommitted changes cannot be rebuilt, so make "commit first" a habit, or have the training script refuse to run on a dirty working tree.

**The environment** is pinned: exact versions of every package (a lock file from \`pip-tools\`, Poetry or uv, or \`pip freeze\` output), the Python version, and for deep learning the CUDA version. A Docker image built from those files freezes the system libraries too. "scikit-learn>=1.3" in a requirements file is a range, not a record.

**Data** is the hardest part: datasets are too large for Git and they change under you. **DVC** (Data Version Control) keeps large files in remote storage (S3, Google Cloud Storage, a shared drive) and puts a small \`.dvc\` pointer file, holding the file's content hash, into Git. \`dvc add data/train.parquet\` creates the pointer, \`dvc push\` uploads the data, and checking out an old commit followed by \`dvc pull\` brings back exactly the data that commit used. DVC can also describe the pipeline (prepare, train, evaluate) in \`dvc.yaml\`, so \`dvc repro\` reruns only the stages whose inputs changed. Simpler alternatives exist, such as immutable, dated snapshots in a warehouse table, as long as the experiment records which one it used.

### Tracking experiments with MLflow
A spreadsheet of results falls apart after a week. An **experiment tracker** records each training run automatically. In **MLflow**, a *run* is one execution of your training code; runs are grouped into *experiments*. Each run stores **parameters** (inputs such as the learning rate), **metrics** (numbers such as validation recall, possibly per epoch), **artifacts** (files such as plots or a confusion matrix) and tags such as the Git commit and data version; the trained model itself is logged too (since MLflow 3 as a *logged model* with its own page, linked to the run).

\`\`\`python
import mlflow

mlflow.set_experiment("churn")
with mlflow.start_run(run_name="gbm-lr0.05"):
    mlflow.log_params({"model": "hist_gbm", "learning_rate": 0.05, "data_version": "2026-11-01"})
    model.fit(X_train, y_train)
    mlflow.log_metric("val_recall", recall)
    mlflow.sklearn.log_model(model, name="model")
\`\`\`

The MLflow UI then lists runs side by side, sorts them by any metric and plots curves. \`mlflow.autolog()\` captures parameters, metrics and the model for scikit-learn, PyTorch Lightning, XGBoost and others with one line. The **Model Registry** takes the best run's model and gives it a name and numbered versions, with aliases such as \`champion\` that the serving system loads, so promoting or rolling back a model is a recorded step, not a file copy.

### Configs, not edited notebooks
Notebooks are good for exploring and bad as the record of a model: cells run out of order, values are edited in place, and the state that produced the result is gone when the kernel restarts. Once an idea works, move it into a script that reads a **config file**:

\`\`\`text
# configs/churn-gbm.yaml
data_version: 2026-11-01
features: [months_active, logins_last_30d, support_tickets, plan]
model: hist_gbm
learning_rate: 0.05
max_leaf_nodes: 31
seed: 42
\`\`\`

\`python train.py --config configs/churn-gbm.yaml\` then runs the same way on a laptop, in CI or on a GPU machine, and the config is logged with the run. A new experiment is a new config file (reviewable in a pull request), not an edit that overwrites the last one. Tools such as Hydra help compose configs when there are many.

### Searching hyperparameters
**Hyperparameters** are the settings you choose rather than learn: learning rate, tree depth, regularisation strength. **Grid search** tries every combination of a few values per hyperparameter; **random search** samples combinations from ranges. scikit-learn offers both (\`GridSearchCV\`, \`RandomizedSearchCV\`), with cross-validation inside, and both should tune on training data only.

Bergstra and Bengio (JMLR, 2012) showed, in experiments and in theory, that random search is more efficient than a grid for the same budget. Their explanation: for most datasets only a few hyperparameters really matter, and which ones differ from dataset to dataset. A 3 × 3 grid spends nine trials on only three distinct values of each hyperparameter; nine random trials try nine distinct values of each, so the important one gets explored three times as finely. Sample scale-like parameters such as the learning rate on a log scale (between 0.0001 and 0.1, not evenly between them). Adaptive methods such as Bayesian optimisation (Optuna, for example) build on this, and random search remains the baseline they are measured against.

### Technical debt in ML systems
Sculley and colleagues at Google (NeurIPS 2015, "Hidden Technical Debt in Machine Learning Systems") argued that ML systems are quick to build and expensive to maintain, and that the model code is a small part of a real system, surrounded by data collection, feature extraction, configuration, serving and monitoring. They named patterns worth recognising: **entanglement**, summarised as *Changing Anything Changes Everything* (CACE), since adding or rescaling one feature shifts how the model uses all the others; **undeclared consumers** that quietly read a model's output; **unstable data dependencies** on tables owned by someone else; **glue code** and **pipeline jungles** of scripts that grew one fix at a time; and **configuration debt**. Reproducible, tracked, config-driven experiments are how you pay some of that debt down.

### Worked example
A team asks whether adding \`days_since_last_order\` improves a churn model. The experiment log, kept in MLflow with the Git commit, data version \`2026-11-01\` (a DVC-tracked snapshot) and config for each run:

\`\`\`text
run             features      seed  val_recall  val_precision
baseline-s1     base          1     0.612       0.412
baseline-s2     base          2     0.598       0.420
baseline-s3     base          3     0.621       0.405
recency-s1      base+recency  1     0.655       0.431
recency-s2      base+recency  2     0.640       0.437
recency-s3      base+recency  3     0.662       0.428
\`\`\`

The baseline averages 0.610 recall with a spread of about ±0.01 across seeds; with the new feature it averages 0.652. The gain of about four points is well outside the seed-to-seed spread, and precision did not drop, so the feature goes in. A random search of 40 trials over learning rate (log scale, 0.005 to 0.3) and tree size then finds a model at 0.671; the best run's model is registered as \`churn\` version 7. Six months later, an auditor asks how version 7 was made: the registry links to the run, the run to commit \`3f9c2e1\`, the config and data version \`2026-11-01\`, and \`git checkout 3f9c2e1 && dvc pull && python train.py --config ...\` rebuilds it.

### Common mistakes
- **Comparing two single runs.** One seed each cannot separate a real gain from noise; use several seeds or folds and report the spread.
- **Trusting a seed across machines or versions.** Seeds repeat a run on the same setup only.
- **Training from uncommitted code or "the latest data".** Record the commit and the exact data version, or the run cannot be rebuilt.
- **Tuning on the test set.** Search hyperparameters with cross-validation on training data and touch the test set once.
- **A grid over many hyperparameters.** Its cost multiplies with each one; random search covers the important ones better.
- **Results living in notebooks and chat messages.** Log every run in a tracker, including the failures.

### At work
ML engineers and data scientists share this work: training code runs from configs in CI or on a cluster, every run logs to a tracker (MLflow, Weights & Biases or a cloud platform's equivalent), data snapshots are versioned, and models reach production only through a registry. Reviewers of a modelling pull request ask for the run links, the comparison across seeds and the data version. A junior is typically asked to turn a notebook into a config-driven training script, add experiment tracking to an existing pipeline, or reproduce an old model to investigate a complaint.`,
    resources: [
      {
        title: 'MLflow Tracking documentation',
        url: 'https://mlflow.org/docs/latest/ml/tracking',
        kind: 'docs',
      },
      {
        title: 'PyTorch notes: Reproducibility',
        url: 'https://docs.pytorch.org/docs/stable/notes/randomness.html',
        kind: 'docs',
      },
      { title: 'DVC: Get started', url: 'https://dvc.org/doc/start', kind: 'interactive' },
      {
        title: 'scikit-learn user guide: Tuning the hyper-parameters of an estimator',
        url: 'https://scikit-learn.org/stable/modules/grid_search.html',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'responsible-ai',
    title: 'Responsible AI',
    summary:
      'Build models that are fair, explainable, documented and overseen: where bias comes from, group fairness metrics and their conflicts, permutation importance and SHAP, model cards, the NIST AI RMF, the EU AI Act’s risk tiers, and privacy risks such as memorisation.',
    estimatedMinutes: 125,
    reviewedOn: '2026-11',
    contentMd: `### What responsible AI is about
A model that scores well on a test set can still deny loans to qualified people from one neighbourhood, fail on voices with a certain accent, or repeat a customer's phone number to a stranger. **Responsible AI** is the engineering practice of finding and limiting those harms before and after release: measuring how the model behaves for different groups, explaining what drives it, writing down what it is for and what it is not for, keeping people in control of decisions that matter, and protecting the data it learned from. None of this replaces accuracy; it asks "accurate for whom, at what cost, and who can object?". The Data Ethics and Privacy lesson introduced the GDPR and the main kinds of bias; this lesson turns them into measurements and processes for ML systems.

### Where bias comes from
Bias enters at every step, not only in the data you were handed.

- **Data**: groups missing or rare in training data (representation bias), or history that records unfair decisions (historical bias). A CV-screening model trained on ten years of hiring learns whom the company used to hire.
- **Labels**: the target is often a proxy. "Was arrested" is not "committed a crime"; "spent a lot on healthcare" is not "was sick", since people with less access to care spend less when equally ill. A model can predict the proxy perfectly and still be unfair on what you meant.
- **Features**: dropping a protected attribute does not remove it when postcode, first name or school carries the same information.
- **Deployment**: a model built for one population is used on another, a recommendation becomes an automatic decision, or the model's decisions shape its next training data (a feedback loop: people never offered a loan never get the chance to show they would repay).

### Fairness metrics and why they conflict
Fairness criteria compare a model's behaviour across groups defined by a sensitive attribute. Three are widely used for a yes/no decision:

- **Demographic parity**: the **selection rate** (share predicted "yes") is equal across groups. US employment practice has a related rule of thumb, the *four-fifths rule*: a group's selection rate below 80 % of the highest group's rate is treated as evidence of adverse impact.
- **Equal opportunity**: the **true positive rate** is equal: qualified people are approved at the same rate whatever their group.
- **Equalized odds**: both the true positive rate and the **false positive rate** are equal across groups.

They answer different questions, and you cannot usually have them all. Demographic parity ignores the labels, so if groups differ in their base rate of the outcome, enforcing it means approving some unqualified people or rejecting some qualified ones. Research by Kleinberg and colleagues and by Chouldechova (2016–2017) showed that when base rates differ, an imperfect classifier cannot be calibrated (a score of 0.7 meaning a 70 % chance in every group) and have equal false positive and false negative rates at the same time. Choosing a criterion is therefore a decision about which mistakes matter most for the people affected, made with domain experts and written down, not something a library decides. Libraries such as Fairlearn compute these metrics per group (its \`MetricFrame\`), but the computation is simple, as the checks of this lesson show.

### Explaining models
Explanations help you debug, help users trust or contest a decision, and are often required. **Global** explanations describe the model as a whole: which features matter most overall. **Local** explanations describe one prediction: why was *this* applicant declined?

**Permutation importance** is a robust global method: shuffle one feature's column in validation data, breaking its link with the target, and measure how much the score drops. scikit-learn provides it as \`sklearn.inspection.permutation_importance\`. Compute it on held-out data, not training data, or it rewards what the model overfitted; and beware correlated features, since shuffling one leaves its twin to carry the information, so both may look unimportant.

**SHAP** (Lundberg and Lee, 2017) gives local explanations based on Shapley values from game theory: each feature gets a contribution, and the contributions add up to the difference between this prediction and the model's average prediction. Averaging their absolute values over many rows gives a global view too. Explanations describe the model, not the world: a feature with a large SHAP value is what the model uses, which may be a proxy you need to remove.

### Documentation and human oversight
**Model cards** (Mitchell et al., 2019) are short documents shipped with a model: its intended use and out-of-scope uses, training and evaluation data, metrics **broken down by group**, ethical considerations and known limitations. **Datasheets for datasets** (Gebru et al.) do the same for data: why it was collected, what it contains, how it was gathered and labelled, and what it should not be used for. Both force questions to be asked while answers are still cheap, and they tell the next team what the model was never tested for.

**Human oversight** means a person can understand the model's output well enough to question it, can override or ignore it, and is not pushed to rubber-stamp it. Oversight fails through *automation bias*: a reviewer who approves 300 model decisions an hour is not overseeing anything. Design for it: show the reasons and the uncertainty, route borderline or high-impact cases to people, give affected people a way to contest, and measure how often reviewers disagree with the model.

### The NIST AI RMF and the EU AI Act
The US **NIST AI Risk Management Framework** (AI RMF 1.0, January 2023) is voluntary and widely used to organise this work. Its core has four functions: **Govern** (policies, roles, accountability and risk tolerance; a cross-cutting function that informs the others), **Map** (establish the context: purpose, users, affected people and possible harms), **Measure** (analyse and track the risks with metrics and tests, including fairness and robustness) and **Manage** (prioritise and act on the risks: mitigate, monitor, respond, decommission). NIST added a Generative AI Profile (NIST AI 600-1) in 2024.

The **EU AI Act**, Regulation (EU) 2024/1689, is law and takes a risk-based approach. **Unacceptable-risk** practices are banned, since February 2025: for example social scoring, untargeted scraping of facial images to build recognition databases, and emotion recognition at work or school except for medical or safety reasons. **High-risk** systems, including AI used in hiring and managing workers, education, access to essential services such as credit scoring, law enforcement, migration and critical infrastructure, must meet requirements for risk management, data governance, technical documentation, logging, transparency to deployers, human oversight, and accuracy and robustness. **Transparency** obligations apply to systems such as chatbots, which must tell people they are talking to an AI, and to generated or manipulated content such as deepfakes, which must be disclosed. Most other systems are **minimal risk** with no new duties. Obligations for general-purpose AI models have applied since August 2025. The Act originally applied the high-risk requirements from August 2026; a "Digital Omnibus" amendment, provisionally agreed in May 2026, moves them to December 2027 for the listed (Annex III) uses and August 2028 for AI in regulated products, so check the dates in force when you plan.

### Privacy and memorisation
Training on personal data needs a lawful basis and a purpose, like any processing, and the GDPR's rules on solely automated decisions apply to what the model decides. Models can also **memorise**: Carlini and colleagues (2021) extracted verbatim training sequences from GPT-2, including names, phone numbers and email addresses that appeared in its training data. Large models trained on scraped or customer data can repeat rare strings they saw, and a fine-tuned support model may repeat another customer's details. Defences: remove or mask personal data before training, deduplicate (repeated strings are memorised more), test for extraction with canary strings, filter outputs, limit who can query the model, and for strong guarantees train with differential privacy, which bounds how much any single record can influence the model at some cost in accuracy.

### Worked example
A lender's model pre-screens small-business loan applications. Before launch, the team computes group metrics on a held-out set where the true outcome (repaid or not) is known, by the owner's sex:

\`\`\`python
# (group, repaid, approved)
rows = [("F", 1, 1), ("F", 1, 0), ("F", 1, 0), ("F", 0, 0), ("M", 1, 1), ("M", 1, 1), ("M", 0, 1), ("M", 0, 0)]
for g in ("F", "M"):
    mine = [(y, p) for grp, y, p in rows if grp == g]
    sel = sum(p for _, p in mine) / len(mine)
    tpr = sum(p for y, p in mine if y == 1) / sum(y for y, _ in mine)
    print(g, "selection", round(sel, 2), "TPR", round(tpr, 2))
\`\`\`

On the real 12,000-row set, the selection rate is 0.31 for women and 0.44 for men (ratio 0.70, under four-fifths), and the true positive rate is 0.62 against 0.81: women who repaid were approved far less often. Permutation importance shows \`years_at_current_address\` and \`sector\` near the top; SHAP values for declined applicants show \`sector = "childcare"\` pushing scores down strongly, a sector dominated by women-owned businesses with repayment rates no worse than average in the data.

The team chooses equal opportunity as the criterion (qualified applicants should be approved at the same rate), removes the sector feature, adds cash-flow features, and retrains; the true positive rates move to 0.78 and 0.80 at a small cost in overall precision. The model card records the intended use (pre-screening, never final refusal), the group metrics, and that the model was not evaluated on businesses under one year old. Credit scoring is a high-risk use under the EU AI Act, so every decline goes to a loan officer, who sees the top reasons and can override, and the team measures how often officers disagree.

### Common mistakes
- **Dropping the sensitive attribute and calling the model fair.** Proxies carry it back; measure outcomes per group, which requires having the attribute for evaluation.
- **Reporting one overall metric.** Averages hide groups the model fails; break metrics down in the model card.
- **Picking a fairness metric because a library computes it.** Choose from the harm you most need to avoid, and write down why.
- **Reading explanations as causes.** SHAP and permutation importance describe the model's behaviour, not the world.
- **"Human in the loop" with no time or information.** Oversight needs reasons, authority to override and a workload that allows thought.
- **Training on raw customer text.** Mask personal data first; models can repeat what they saw.

### At work
Responsibility is shared. ML engineers compute group metrics and explanations in the evaluation pipeline, write model cards, and build review queues and monitoring; product managers and domain experts decide which errors are acceptable; legal and privacy teams classify systems under the EU AI Act and the GDPR; many companies have a review board that signs off high-risk launches using a framework such as the NIST AI RMF. A junior is typically asked to add a per-group breakdown to an evaluation report, draft a model card, or investigate a complaint that the model treats some customers differently.`,
    resources: [
      {
        title: 'NIST AI Risk Management Framework',
        url: 'https://www.nist.gov/itl/ai-risk-management-framework',
        kind: 'docs',
      },
      {
        title: 'Regulation (EU) 2024/1689, the AI Act (EUR-Lex)',
        url: 'https://eur-lex.europa.eu/eli/reg/2024/1689/oj',
        kind: 'docs',
      },
      {
        title: 'scikit-learn user guide: Permutation feature importance',
        url: 'https://scikit-learn.org/stable/modules/permutation_importance.html',
        kind: 'docs',
      },
      {
        title: 'Mitchell et al. (2019): Model Cards for Model Reporting',
        url: 'https://arxiv.org/abs/1810.03993',
        kind: 'article',
      },
    ],
  },
];
