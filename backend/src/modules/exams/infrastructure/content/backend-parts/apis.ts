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
  // real-time-apis
  {
    key: 'backend-214',
    kind: 'output',
    prompt:
      'This script computes the `Sec-WebSocket-Accept` value for a handshake, as RFC 6455 describes. What does it print?',
    code: `import { createHash } from 'node:crypto';

const key = 'dGhlIHNhbXBsZSBub25jZQ=='; // Sec-WebSocket-Key sent by the client
const accept = createHash('sha1')
  .update(key + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11')
  .digest('base64');
console.log(accept.length, accept);`,
    language: 'javascript',
    options: opts(
      '24 dGhlIHNhbXBsZSBub25jZQ==',
      '28 s3pPLMBiTxaQ9kYGzzhZRbK+xOo=',
      '40 a3a9f2c1e5b0d7f6c8e4b2a1d9c3e5f7a1b2c3d4',
      '44 s3pPLMBiTxaQ9kYGzzhZRbK+xOo=s3pPLMBiTxaQ9k=',
    ),
    correct: ['b'],
    explanation:
      'The server appends the fixed GUID to the client’s key, hashes with SHA-1 (20 bytes) and base64-encodes the hash, which always gives 28 characters; for this key, the example of RFC 6455, that is s3pPLMBiTxaQ9kYGzzhZRbK+xOo=. Echoing the key back, or sending hex, would fail the client’s check.',
    moduleKey: 'real-time-apis',
    section: 'WebSockets: the handshake and frames',
  },
  {
    key: 'backend-215',
    kind: 'output',
    prompt:
      'This Python script reads a `text/event-stream` the way a browser’s EventSource does, in simplified form. What does it print?',
    code: `stream = "retry: 3000\\n\\n: keep-alive\\n\\nid: 5\\nevent: order\\ndata: packed\\n\\nid: 6\\ndata: line one\\ndata: line two\\n\\n"

last_id, events = None, []
for block in stream.split("\\n\\n"):
    kind, data = "message", []
    for line in block.split("\\n"):
        if not line or line.startswith(":"):
            continue
        field, _, value = line.partition(": ")
        if field == "id":
            last_id = value
        elif field == "event":
            kind = value
        elif field == "data":
            data.append(value)
    if data:
        events.append((kind, "\\n".join(data)))
print(len(events), events[-1], last_id)`,
    language: 'python',
    options: opts(
      "4 ('message', 'line two') 6",
      "3 ('order', 'packed') 5",
      "2 ('message', 'line one\\nline two') 5",
      "2 ('message', 'line one\\nline two') 6",
    ),
    correct: ['d'],
    explanation:
      'The `retry` block and the comment block carry no data, so they dispatch nothing: two events remain. The last one has no `event:` field, so its type is `message`, and its two `data:` lines are joined with a newline. The last id seen is 6, which a browser would send back as Last-Event-ID.',
    moduleKey: 'real-time-apis',
    section: 'Server-sent events',
  },
  {
    key: 'backend-216',
    kind: 'single',
    prompt:
      "In a ws server, `ws.on('message', (data) => { const msg = JSON.parse(data.toString()); db.rooms.join(msg.roomId, msg.userId); })`. What is wrong with this handler?",
    options: opts(
      'It trusts the message: the content is unvalidated user input, and the user id should come from the authenticated connection, not from the client',
      'ws delivers messages as JavaScript objects, so `JSON.parse` fails every time',
      'Messages must be read with `ws.read()` in a loop, not with an event handler',
      'Nothing: a socket authenticated at connection time can trust everything it receives',
    ),
    correct: ['a'],
    explanation:
      'A message arrives as a Buffer and is user input like any request body: validate it, and take identity from the user established at the upgrade, not from a field the client controls. Authenticating the connection does not authorize every action sent over it.',
    moduleKey: 'real-time-apis',
    section: 'WebSockets in Node with ws',
  },
  {
    key: 'backend-217',
    kind: 'multiple',
    prompt:
      'An SSE feed of order updates must not lose events when customers’ connections drop, on a service that runs several instances. What does the server need? Choose all that apply.',
    options: opts(
      'An increasing `id:` on every event',
      'A `Last-Event-ID` header in each response, so the browser knows where to resume',
      'A replay buffer of recent events that every instance can read, such as Redis',
      'A `204 No Content` answer to every reconnecting request, so each client starts again from fresh state',
      'A plan for an id older than the buffer, such as sending a full snapshot first',
    ),
    correct: ['a', 'c', 'e'],
    explanation:
      'The browser, not the server, sends Last-Event-ID, with the last id it received; the server replays from a buffer that all instances can read, and falls back to a snapshot when the id is too old. A `204 No Content` answer tells the browser to stop reconnecting for good, which would lose the feature that makes SSE recover by itself.',
    moduleKey: 'real-time-apis',
    section: 'Reconnection and Last-Event-ID',
  },
  {
    key: 'backend-218',
    kind: 'single',
    prompt:
      'Sticky sessions are turned on at the load balancer of a real-time service. In which situation are they actually needed?',
    options: opts(
      'For every WebSocket, because frames may otherwise be spread across instances',
      'For server-sent events, because each event is a separate HTTP request',
      'For long polling, where one logical session is a series of requests that must meet the same in-memory state',
      'Never: a pub/sub broker makes sticky sessions pointless in every case',
    ),
    correct: ['c'],
    explanation:
      'A single WebSocket or SSE connection already stays on one instance for its whole life. Long polling spreads one session over many requests, so without stickiness a poll can land on an instance that does not hold that session’s state.',
    moduleKey: 'real-time-apis',
    section: 'Scaling across instances',
  },
];
