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
];
