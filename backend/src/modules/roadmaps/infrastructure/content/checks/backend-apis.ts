import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/backend-apis.ts. */
export const BACKEND_APIS_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'graphql-basics',
    questions: [
      {
        id: 'graphql-basics-1',
        kind: 'single',
        section: 'Schema and types',
        prompt: 'A schema declares `reviews: [Review!]!` on `Book`. What may the server return for `reviews`?',
        options: [
          {
            text: '`null` when the book has no reviews',
            correct: false,
            why: 'The outer `!` makes the list itself non-null; a book without reviews returns an empty list `[]`.',
          },
          {
            text: 'A list that may contain `null` items for reviews that failed to load',
            correct: false,
            why: 'The inner `!` in `Review!` forbids `null` items inside the list.',
          },
          {
            text: 'A list, possibly empty, whose items are all `Review` objects',
            correct: true,
            why: 'Both marks apply: the list is never null and none of its items is null, so `[]` or a list of reviews are the only valid values.',
          },
          {
            text: 'Any JSON value, because lists are not type-checked',
            correct: false,
            why: 'Every field, lists included, is checked against its declared type; a list of the wrong items is an error.',
          },
        ],
      },
      {
        id: 'graphql-basics-2',
        kind: 'single',
        section: 'Queries, arguments and variables',
        prompt:
          'A developer inserts the user\'s input straight into the query text, producing for example `{ book(id: "42") { title } }` for the input 42. What is the better way, and why?',
        options: [
          {
            text: 'Escape the quotes in the user’s input, then build the query text as before',
            correct: false,
            why: 'Escaping patches one trick, but the query text still changes with every input, so it cannot be cached or allowlisted and the input is not type-checked.',
          },
          {
            text: 'Send it as a REST request instead, because GraphQL cannot take user input safely',
            correct: false,
            why: 'GraphQL has a built-in mechanism for dynamic values: variables.',
          },
          {
            text: 'Wrap the whole query in `JSON.stringify` before sending it',
            correct: false,
            why: 'That only encodes the already-built string; the user input is still part of the query text.',
          },
          {
            text: 'Declare `query Book($id: ID!)`, use `book(id: $id)` and send `{ "id": ... }` as variables',
            correct: true,
            why: 'The query text stays constant, the server validates the value against the declared type `ID!`, and the input can never add fields to the query.',
          },
        ],
      },
      {
        id: 'graphql-basics-3',
        kind: 'order',
        section: 'Resolvers',
        prompt: 'Put the steps of answering `query { book(id: "7") { title author { name } } }` in order.',
        steps: [
          'The server parses the query document it received at `/graphql`',
          'It validates the document against the schema, before running any code',
          'The `Query.book` resolver loads book 7',
          'The `Book.author` resolver runs with that book as its parent',
          'The server returns JSON in the shape of the query under `data`',
        ],
        why: 'A document is parsed and validated first (a syntax error or unknown field is a request error and nothing runs); execution then walks the selection from the root field down, passing each result as the parent of the nested fields.',
      },
      {
        id: 'graphql-basics-4',
        kind: 'output',
        section: 'The N+1 problem and batching',
        prompt:
          'Six reviews were written by the users 3, 1, 3, 2, 1 and 3. The script loads their authors first one query per review, then through a minimal batching loader. What does it print?',
        code: {
          language: 'javascript',
          source: `let queries = 0;
async function usersByIds(ids) {
  queries += 1;
  return ids.map((id) => ({ id, name: \`user\${id}\` }));
}
function createLoader(batchFn) {
  let pending = [];
  return {
    load(key) {
      return new Promise((resolve) => {
        if (pending.length === 0) {
          process.nextTick(async () => {
            const batch = pending;
            pending = [];
            const keys = [...new Set(batch.map((p) => p.key))];
            const rows = await batchFn(keys);
            for (const p of batch) p.resolve(rows[keys.indexOf(p.key)]);
          });
        }
        pending.push({ key, resolve });
      });
    },
  };
}
const reviewAuthorIds = [3, 1, 3, 2, 1, 3];
(async () => {
  await Promise.all(reviewAuthorIds.map((id) => usersByIds([id])));
  const naive = queries;
  queries = 0;
  const loader = createLoader(usersByIds);
  await Promise.all(reviewAuthorIds.map((id) => loader.load(id)));
  console.log(naive, queries);
})();`,
        },
        options: [
          {
            text: '6 3',
            correct: false,
            why: 'Three distinct ids, but the loader sends them all in one call to `usersByIds`, which counts as one query.',
          },
          {
            text: '6 1',
            correct: true,
            why: 'Without the loader every review makes its own query (6). The loader collects all six `load` calls in the same tick, removes duplicates and calls the batch function once.',
          },
          {
            text: '3 1',
            correct: false,
            why: 'The first pass calls `usersByIds` once per review, duplicates included: nothing deduplicates them there.',
          },
          {
            text: '7 2',
            correct: false,
            why: 'That would count a query for the reviews themselves too, but this script only counts calls to `usersByIds`.',
          },
        ],
      },
      {
        id: 'graphql-basics-5',
        kind: 'multiple',
        section: 'Errors: 200 with an errors array',
        prompt:
          'A query asks for a book and its reviews; the nullable `reviews` resolver throws because the reviews service is down. What is true of the response? Pick all that apply.',
        options: [
          {
            text: 'It can still contain `data` with the book, with `reviews` set to `null`',
            correct: true,
            why: 'A field error nulls that field and execution continues for the rest of the query: a partial response.',
          },
          {
            text: 'Its `errors` array has an entry whose `path` points at the `reviews` field',
            correct: true,
            why: 'Each error carries a `message` and the `path` of the field that failed, so the client knows which part is missing.',
          },
          {
            text: 'With the classic `application/json` response type it usually arrives with HTTP status 200',
            correct: true,
            why: 'The GraphQL-over-HTTP draft says a server should use 200 for well-formed requests with `application/json`, even when `errors` is not empty.',
          },
          {
            text: 'The whole response is replaced by an HTTP 500 with no body',
            correct: false,
            why: 'GraphQL reports field errors inside the response body; the rest of the data is still delivered.',
          },
          {
            text: 'The `data` key is left out because an error happened',
            correct: false,
            why: '`data` is left out only for request errors (syntax or validation) caught before execution, not for errors in a resolver.',
          },
        ],
      },
      {
        id: 'graphql-basics-6',
        kind: 'fill',
        section: 'Pagination with connections',
        prompt:
          'In a cursor connection, each edge in `edges` holds a `cursor` and the item itself, in a field called `____`.',
        answers: ['node'],
        why: 'Relay-style connections wrap each item as `edges { cursor node { ... } }`; `pageInfo.endCursor` is then passed as `after` to get the next page.',
      },
      {
        id: 'graphql-basics-7',
        kind: 'multiple',
        section: 'Security: limits, introspection and field authorization',
        prompt:
          'Which measures help stop a single crafted query, such as a deeply nested `author { books { author { books { ... } } } }`, from exhausting the server? Pick all that apply.',
        options: [
          {
            text: 'A maximum query depth checked before execution',
            correct: true,
            why: 'Depth limiting rejects deeply nested documents before any resolver runs.',
          },
          {
            text: 'Query complexity (cost) analysis with a budget per query',
            correct: true,
            why: 'Weights per field estimate what a query will cost, so expensive shapes are rejected even when they are shallow.',
          },
          {
            text: 'A server-side cap on `first` for list fields',
            correct: true,
            why: 'Bounded pages limit how many items each level can multiply into.',
          },
          {
            text: 'Turning off introspection in production',
            correct: false,
            why: 'That hides the schema from casual discovery, but an attacker who knows the field names can still send the same nested query.',
          },
          {
            text: 'Answering errors with HTTP 200',
            correct: false,
            why: 'The status code of the response has nothing to do with how much work a query causes.',
          },
        ],
      },
      {
        id: 'graphql-basics-8',
        kind: 'single',
        section: 'When REST fits better',
        prompt: 'For which of these APIs is REST most likely the better fit than GraphQL?',
        options: [
          {
            text: 'One backend that serves a web app, two mobile apps and partners, each needing different fields of the same data',
            correct: false,
            why: 'Many clients with different data needs is exactly where a GraphQL schema pays off.',
          },
          {
            text: 'A public, read-mostly API of product prices that should be cached by a CDN by URL',
            correct: true,
            why: 'Plain `GET`s on resource URLs are cached by browsers and CDNs without extra work; GraphQL requests are usually `POST`s that HTTP caches do not store by default.',
          },
          {
            text: 'A gateway that combines data from a dozen internal services into one graph',
            correct: false,
            why: 'Aggregating many backends behind one typed schema is one of the main reasons teams adopt GraphQL.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'real-time-apis',
    questions: [
      {
        id: 'real-time-apis-1',
        kind: 'single',
        section: 'Short polling and long polling',
        prompt: 'What does a server do with a **long-polling** request when nothing has changed yet?',
        options: [
          {
            text: 'Answers at once with an empty result, and the client asks again after a fixed interval',
            correct: false,
            why: 'That is short polling. Long polling exists to avoid those empty answers.',
          },
          {
            text: 'Upgrades the connection to a WebSocket',
            correct: false,
            why: 'Long polling stays plain HTTP request and response; an upgrade is a different technique.',
          },
          {
            text: 'Holds the request open until there is news or a timeout passes, then answers; the client immediately asks again',
            correct: true,
            why: 'Holding the request lets the update go out the moment it happens, at the price of one open request per waiting client.',
          },
          {
            text: 'Queues the request and processes it in the next deploy',
            correct: false,
            why: 'Requests are never kept across deploys; the timeout answers it within seconds and the client reconnects.',
          },
        ],
      },
      {
        id: 'real-time-apis-2',
        kind: 'output',
        section: 'Server-sent events',
        prompt:
          'This function writes one server-sent event in the `text/event-stream` format. What does the script print?',
        code: {
          language: 'javascript',
          source: `function formatEvent({ id, event, data }) {
  let out = '';
  if (id !== undefined) out += \`id: \${id}\\n\`;
  if (event) out += \`event: \${event}\\n\`;
  for (const line of data.split('\\n')) out += \`data: \${line}\\n\`;
  return out + '\\n';
}

const wire = formatEvent({ id: 7, event: 'price', data: 'EUR 10\\nUSD 11' });
console.log(JSON.stringify(wire));`,
        },
        options: [
          {
            text: '"id: 7\\nevent: price\\ndata: EUR 10\\nUSD 11\\n\\n"',
            correct: false,
            why: 'A bare `USD 11` line would be read as a field named `USD 11`, not as data; the loop therefore prefixes every line of the payload with `data: `.',
          },
          {
            text: '"id: 7\\nevent: price\\ndata: EUR 10\\ndata: USD 11\\n"',
            correct: false,
            why: 'The function adds one more `\\n` at the end: the blank line that tells the client the event is complete.',
          },
          {
            text: '"event: price\\nid: 7\\ndata: EUR 10\\ndata: USD 11\\n\\n"',
            correct: false,
            why: 'The function writes `id` before `event`. (Field order inside an event does not matter to the client, but the output does.)',
          },
          {
            text: '"id: 7\\nevent: price\\ndata: EUR 10\\ndata: USD 11\\n\\n"',
            correct: true,
            why: 'Each payload line becomes its own `data:` line (the client joins them with a newline), and a blank line ends the event.',
          },
        ],
      },
      {
        id: 'real-time-apis-3',
        kind: 'fill',
        section: 'Reconnection and Last-Event-ID',
        prompt:
          'When an `EventSource` reconnects after a dropped connection, it sends the id of the last event it received in the `____` request header.',
        answers: ['Last-Event-ID'],
        caseInsensitive: true,
        why: 'The browser remembers the last `id:` it saw and sends it as `Last-Event-ID`, so the server can replay what came after it.',
      },
      {
        id: 'real-time-apis-4',
        kind: 'order',
        section: 'WebSockets: the handshake and frames',
        prompt: 'Put the life of a WebSocket connection in order.',
        steps: [
          'The client sends an HTTP `GET` with `Upgrade: websocket` and a random `Sec-WebSocket-Key`',
          'The server derives `Sec-WebSocket-Accept` from that key and the fixed GUID',
          'The server answers `101 Switching Protocols`',
          'Both sides send frames (text, binary, ping and pong) over the same TCP connection',
          'One side sends a close frame with a status code and the other answers with a close frame',
        ],
        why: 'A WebSocket starts as an HTTP/1.1 upgrade request; only after the `101` response does the connection carry frames, and it ends with the closing handshake of close frames.',
      },
      {
        id: 'real-time-apis-5',
        kind: 'single',
        section: 'Choosing between them',
        prompt:
          'A video platform wants to show the progress of an export (0 % to 100 %) while the user waits. The browser never needs to send anything during the export. What fits best?',
        options: [
          {
            text: 'Server-sent events',
            correct: true,
            why: 'One-way server-to-client updates over plain HTTP, with automatic reconnection and replay: exactly what SSE is for.',
          },
          {
            text: 'WebSockets, because they are faster',
            correct: false,
            why: 'Both directions are not needed here, so WebSockets only add a protocol to define, reconnection to build and a proxy to configure.',
          },
          {
            text: 'A new `POST` request for every percent',
            correct: false,
            why: 'The client would have to know when to ask; that is polling with the wrong method.',
          },
          {
            text: 'Long polling every 50 milliseconds',
            correct: false,
            why: 'That is a flood of short polls, not long polling, and it wastes requests where a single stream would do.',
          },
        ],
      },
      {
        id: 'real-time-apis-6',
        kind: 'multiple',
        section: 'Scaling across instances',
        prompt:
          'A chat server runs on three instances behind a load balancer, and users on different instances do not see each other’s messages. Which statements about running this chat on several instances are right? Pick all that apply.',
        options: [
          {
            text: 'Each instance only knows the sockets connected to it, so broadcasting from memory reaches a third of the users',
            correct: true,
            why: '`wss.clients` and similar lists live in one process; the other instances never see the message.',
          },
          {
            text: 'Publishing every message to a pub/sub broker such as Redis, to which all instances subscribe, fixes it',
            correct: true,
            why: 'Each instance receives every message from the broker and forwards it to its own local clients.',
          },
          {
            text: 'The load balancer must pass the `Upgrade` and `Connection` headers and allow long idle times',
            correct: true,
            why: 'Without them the WebSocket handshake fails or connections are cut by the proxy’s idle timeout.',
          },
          {
            text: 'Sticky sessions alone fix it, because they keep each user on one instance',
            correct: false,
            why: 'Stickiness keeps one user on one instance, but the users of a chat room are still spread over all three.',
          },
          {
            text: 'Switching from WebSockets to SSE removes the problem',
            correct: false,
            why: 'SSE connections are also held by one process each; the fan-out problem is the same.',
          },
        ],
      },
      {
        id: 'real-time-apis-7',
        kind: 'multiple',
        section: 'Authenticating a socket',
        prompt: 'Which are sound ways to secure a WebSocket endpoint used by your web app? Pick all that apply.',
        options: [
          {
            text: 'Verify the session in the HTTP upgrade request and answer `401` before the upgrade completes',
            correct: true,
            why: 'Authentication happens once, at connection time, so it belongs in the upgrade handler before `handleUpgrade`.',
          },
          {
            text: 'Compare the `Origin` header with a list of allowed origins',
            correct: true,
            why: 'WebSockets are outside CORS; checking `Origin` stops other sites from opening sockets with the user’s cookies.',
          },
          {
            text: 'Check on every join or message that the user may use that room or resource',
            correct: true,
            why: 'A socket lives long and reaches many resources, so authorization is per action, not just per connection.',
          },
          {
            text: 'Put the user’s long-lived API token in the socket URL',
            correct: false,
            why: 'URLs end up in server and proxy logs; use the cookie, a short-lived single-use ticket, or a token in the first message.',
          },
          {
            text: 'Send an `Authorization` header from the browser’s `WebSocket` constructor',
            correct: false,
            why: 'The browser `WebSocket` API cannot set custom headers such as `Authorization`.',
          },
        ],
      },
      {
        id: 'real-time-apis-8',
        kind: 'single',
        section: 'Heartbeats and back-pressure',
        prompt:
          'A ws server streams prices to many clients. Memory grows steadily, and for a few clients on slow mobile networks `ws.bufferedAmount` keeps rising. What is the best fix?',
        options: [
          {
            text: 'Send more often, so the slow clients catch up',
            correct: false,
            why: 'More messages only grow the queue faster; the client cannot take what is already waiting.',
          },
          {
            text: 'Give the server more memory',
            correct: false,
            why: 'The queue of a client that never catches up grows without bound; more memory only postpones the crash.',
          },
          {
            text: 'Ping the clients every second',
            correct: false,
            why: 'Heartbeats find dead connections; these clients are alive, just slow, and pings add to their queue.',
          },
          {
            text: 'Check `bufferedAmount` before sending and skip superseded prices, merge updates, or close the connection so the client resyncs',
            correct: true,
            why: 'That is handling back-pressure: never queue without a limit for a consumer that cannot keep up.',
          },
        ],
      },
    ],
  },
];
