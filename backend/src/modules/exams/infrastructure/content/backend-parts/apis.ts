import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** backend exam questions written for issue 29. Keys are stable: never rename or reuse them. Every output question was run with Node.js 24. */
export const BACKEND_EXAM_APIS: ExamQuestionContent[] = [
  // graphql-basics
  {
    key: 'backend-209',
    kind: 'single',
    prompt:
      'A client sends `mutation { first: transferMoney(from: "A", to: "B", amount: 50) second: transferMoney(from: "B", to: "C", amount: 50) }`. How does a GraphQL server that follows the spec execute the two top-level fields?',
    options: opts(
      'In parallel, because every GraphQL field may be resolved concurrently',
      'In a random order chosen by the server for performance',
      'One after another, in the order they are written',
      'Only the first one; a mutation may contain a single top-level field',
    ),
    correct: ['c'],
    explanation:
      'The spec executes the top-level fields of a mutation serially, in document order, so the second transfer starts only after the first has finished. Fields of a query, by contrast, may be resolved in parallel.',
    moduleKey: 'graphql-basics',
    section: 'Mutations',
  },
  {
    key: 'backend-210',
    kind: 'output',
    prompt: 'This script applies a depth limit to a query, written as nested objects. What does it print?',
    code: `// A selection set as nested objects: true marks a leaf field
const query = { book: { title: true, author: { name: true, books: { title: true } } } };

function depth(selection) {
  let max = 0;
  for (const value of Object.values(selection)) {
    const d = value === true ? 1 : 1 + depth(value);
    if (d > max) max = d;
  }
  return max;
}

const limit = 3;
const d = depth(query);
console.log(d > limit ? \`rejected: depth \${d} > \${limit}\` : \`ok: depth \${d}\`);`,
    language: 'javascript',
    options: opts('rejected: depth 4 > 3', 'ok: depth 3', 'rejected: depth 6 > 3', 'ok: depth 2'),
    correct: ['a'],
    explanation:
      'The deepest path is book > author > books > title: four levels, which is over the limit of 3. The depth is the longest path, not the number of fields (6), and the check runs before any resolver would.',
    moduleKey: 'graphql-basics',
    section: 'Security: limits, introspection and field authorization',
  },
  {
    key: 'backend-211',
    kind: 'multiple',
    prompt:
      'A mobile app calls a GraphQL API and shows an error screen only when the HTTP status is not 2xx. Users report screens with silently missing parts. Which changes fix the client and the monitoring? Choose all that apply.',
    options: opts(
      'Treat any non-null `data` as complete success',
      'Read the `errors` array of every response, even when the status is 200',
      'Switch the server to return 500 whenever any resolver fails',
      'Use the `path` of each error to find which field came back as `null`',
      'Count GraphQL errors in the dashboards instead of only HTTP 5xx responses',
    ),
    correct: ['b', 'd', 'e'],
    explanation:
      'A response with status 200 can carry partial `data` and an `errors` array whose entries name the failed field by `path`, so clients must check it and monitoring must count it. Returning 500 for every field error would throw away the partial data, and non-null `data` can still contain nulled fields.',
    moduleKey: 'graphql-basics',
    section: 'Errors: 200 with an errors array',
  },
  {
    key: 'backend-212',
    kind: 'single',
    prompt:
      'A team creates one DataLoader for authors when the server starts and shares it across all requests "for a better cache hit rate". What is the problem?',
    options: opts(
      'A shared loader cannot batch keys that arrive in the same tick',
      'DataLoader only works inside mutation resolvers',
      'The batch function would be called once per key instead of once per batch',
      'Its cache keeps results across requests, so one user can receive data loaded for another, and it never empties',
    ),
    correct: ['d'],
    explanation:
      'A loader caches by key. Shared across requests, that cache mixes users (including data one of them may not be allowed to see), serves stale rows and grows without bound; the lesson’s rule is one loader per request, created in the context.',
    moduleKey: 'graphql-basics',
    section: 'The N+1 problem and batching',
  },
  {
    key: 'backend-213',
    kind: 'single',
    prompt:
      'In a graphql-js server, where do resolvers normally get the signed-in user and the request’s data loaders from?',
    options: opts(
      'The `info` argument, which describes the query being executed',
      'The third argument, the per-request context',
      'A module-level global variable set by the authentication middleware',
      'The field arguments, which the client sends with every query',
    ),
    correct: ['b'],
    explanation:
      'Resolvers are called with (parent, args, context, info). The context is built once per request, so it is the safe place for the current user and per-request loaders; a global would leak between concurrent requests, and client-sent arguments cannot be trusted for identity.',
    moduleKey: 'graphql-basics',
    section: 'Resolvers',
  },
];
