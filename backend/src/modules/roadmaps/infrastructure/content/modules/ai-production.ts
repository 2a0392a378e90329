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
];
