import type { ModuleContent } from '../content-types.js';

/** Backend lessons: GraphQL, real-time APIs (issue 29). Keys are stable: never rename or reuse them. */
export const BACKEND_APIS_MODULES: ModuleContent[] = [
  {
    key: 'graphql-basics',
    title: 'GraphQL Basics',
    summary:
      'Describe an API with a typed GraphQL schema, write queries and mutations with variables, resolve fields without the N+1 trap, read errors, paginate with connections, secure the endpoint and know when REST fits better.',
    estimatedMinutes: 145,
    reviewedOn: '2026-11',
    contentMd: `### What GraphQL is and why it exists
GraphQL is a query language for APIs and a runtime that answers those queries. It was created at Facebook for its mobile apps and published as an open specification in 2015; today the GraphQL Foundation maintains the spec. The problem it solved is one you may already have met with REST: a mobile screen needs a user's name, their last three orders and the product name of each order. With fixed REST endpoints the app either makes several round trips (\`/users/7\`, then \`/users/7/orders\`, then one request per product), which is **under-fetching**, or it receives large objects full of fields it never shows, which is **over-fetching**.

In GraphQL the client sends one document that describes exactly the shape of data it wants, and the server answers with JSON of that same shape. A GraphQL API is usually served at a single URL, conventionally \`/graphql\`, and most requests are a \`POST\` with a JSON body holding \`query\`, an optional \`variables\` object and an optional \`operationName\`. Everything the client can ask for is described by a typed **schema**, which the server checks every request against before running any code.

### Schema and types
The schema is the contract between client and server, written in the **Schema Definition Language** (SDL):

\`\`\`graphql
type Book {
  id: ID!
  title: String!
  year: Int
  author: Author!
}

type Author {
  id: ID!
  name: String!
  books: [Book!]!
}

type Query {
  book(id: ID!): Book
  books(first: Int = 20, after: String): BookConnection!
}
\`\`\`

The built-in **scalar** types are \`Int\` (a signed 32-bit integer), \`Float\`, \`String\`, \`Boolean\` and \`ID\` (a unique identifier, serialised as a string). An **object type** such as \`Book\` has fields, and a field's type can be another object type, which is what makes the data a graph. By default every field is nullable; an exclamation mark makes it **non-null**, so \`String!\` promises a string and never \`null\`. Square brackets make a list: \`[Book!]!\` is a list that is never null and whose items are never null. There are also \`enum\` types, \`input\` types (objects used only as arguments), interfaces and unions.

Three **root types** are the entry points: \`Query\` for reading, \`Mutation\` for changing data and \`Subscription\` for a stream of events (which needs a long-lived transport such as WebSockets or server-sent events; see the real-time APIs lesson).

### Queries, arguments and variables
A query selects fields, and nested selections follow the relations:

\`\`\`graphql
query BookPage($id: ID!) {
  book(id: $id) {
    title
    author { name }
  }
}
\`\`\`

with the variables sent beside it as JSON: \`{ "id": "42" }\`. The response mirrors the selection: \`{ "data": { "book": { "title": "…", "author": { "name": "…" } } } }\`. Only the fields asked for are returned.

Fields can take **arguments** (\`book(id: ...)\`, \`books(first: 10)\`). Always pass dynamic values as **variables** (\`$id\`, declared with a type in the operation's header) rather than pasting them into the query string. The server then validates each value against its declared type, the query text stays constant, which lets servers and tools cache and allowlist it, and no one can inject extra fields by crafting an input. Two more tools appear in real queries: an **alias** (\`latest: books(first: 1)\`) renames a field in the response so the same field can be asked for twice with different arguments, and a **fragment** names a reusable set of fields.

### Mutations
Writes go through fields of the \`Mutation\` type. The convention is one mutation per action, taking one \`input\` object and returning the changed object so the client can update its cache without a second request:

\`\`\`graphql
input AddReviewInput { bookId: ID!, stars: Int!, text: String }

type Mutation {
  addReview(input: AddReviewInput!): Review!
}
\`\`\`

The spec runs the top-level fields of a mutation **one after another**, in the order written, while the fields of a query may be resolved in parallel. Name mutations after what the user does (\`addReview\`, \`cancelOrder\`) rather than generic \`updateBook\` calls that accept any field; a narrow input type is also your defence against mass assignment.

### Resolvers
The schema says *what* can be asked; **resolvers** say *how* each field gets its value. In graphql-js, the reference implementation for JavaScript, a resolver is a function called with four arguments: the parent object, the field's arguments, a per-request **context** (where you put the signed-in user and data loaders) and an \`info\` object describing the query.

\`\`\`javascript
const resolvers = {
  Query: {
    book: (_parent, { id }, ctx) => ctx.db.books.findById(id),
  },
  Book: {
    author: (book, _args, ctx) => ctx.db.authors.findById(book.authorId),
  },
};
\`\`\`

The server walks the query: it resolves \`Query.book\`, then calls \`Book.author\` with that book as the parent, and so on down the selection. A field without a resolver gets a default one that reads the property of the same name from the parent, so \`Book.title\` needs no code. Each resolver is small and focused, which is pleasant to write and also the source of GraphQL's best-known performance trap.

### The N+1 problem and batching
Ask for 50 books with their authors and the naive resolvers above run 1 query for the books and then \`Book.author\` once per book: 51 database round trips for one request. This is the **N+1 problem**, the same one ORMs have with lazy loading, but in GraphQL the client decides the shape of the query, so you cannot fix it with one eager join per endpoint.

The standard fix is **batching** with a loader such as DataLoader. Instead of querying at once, each resolver calls \`loader.load(authorId)\`. The loader collects every key requested during the current tick of the event loop, then calls your **batch function** once with all of them, for example \`select * from author where id = any($1)\`, and hands each resolver its row. The batch function must return results in the same order as the keys, with one result per key. A loader also caches by key, so the same author is fetched once per request. Create **one loader per request** (in the context): a loader shared between requests would serve one user's cached data to another and grow without bound.

### Errors: 200 with an errors array
A GraphQL response is a JSON object with up to three top-level keys: \`data\`, \`errors\` and \`extensions\`. Errors do not replace the data. When a resolver fails, that field becomes \`null\`, the rest of the query still runs, and an entry is added to \`errors\` with a \`message\`, the \`path\` of the failed field (such as \`["book", "reviews", 1, "author"]\`) and usually \`locations\` in the query. If the failed field is non-null, the \`null\` moves up to the nearest nullable parent, which is a reason not to mark every field \`!\`. A **request error**, such as a syntax error or a field that does not exist, is caught before execution, and then the response has \`errors\` but no \`data\` at all.

Over HTTP this surprises people used to REST: with the classic \`application/json\` response type, the GraphQL-over-HTTP draft says the server should answer **200 OK** even when \`errors\` is not empty. The newer media type \`application/graphql-response+json\` lets a server use 4xx codes for requests that could not be executed at all. The practical consequences: clients must always check \`errors\`, and your monitoring cannot count failures by status code alone. For errors the client should act on, add a machine-readable code in \`extensions\` (for example \`{ "code": "NOT_FOUND" }\`), or model expected failures as part of the result type.

### Pagination with connections
A field that returns a list must be paginated, or one query can ask for every row you have. The convention recommended on graphql.org comes from Relay's **cursor connections**: the field takes \`first\` and \`after\` (or \`last\` and \`before\`) and returns a connection object.

\`\`\`graphql
query {
  books(first: 10, after: "Y3Vyc29yOjQy") {
    edges { cursor node { id title } }
    pageInfo { hasNextPage endCursor }
  }
}
\`\`\`

Each **edge** wraps one item (the \`node\`) with its **cursor**, an opaque string the server can decode (often base64 of the last sort key). \`pageInfo.endCursor\` is what the client passes as \`after\` for the next page, and \`hasNextPage\` says whether there is one. Cursors keep pages stable while rows are added, as you saw for REST in the Designing REST APIs lesson. Cap \`first\` on the server (for example at 100) and reject larger values.

### Security: limits, introspection and field authorization
GraphQL's flexibility is also its attack surface. A client can nest relations (\`author { books { author { books { ... } } } }\`) until one small request makes the server resolve millions of fields, or repeat an expensive field under a hundred aliases. Defend in layers:
- **Depth limits** reject queries nested deeper than a limit you choose, before execution.
- **Breadth, alias and batch limits** cap the number of fields, aliases and operations per request.
- **Query complexity (cost) analysis** gives fields weights, estimates a query's total cost, rejects queries over a budget and can charge the cost against a per-client rate limit.
- **Trusted documents** (persisted queries): for an API that only serves your own apps, the server executes only operations registered at build time, identified by a hash.
- **Introspection**, the built-in \`__schema\` query that lists every type and field, is how tools like GraphiQL work. For APIs that serve only your own clients, turn it off outside development, and hide detailed error messages and "did you mean" suggestions in production. That slows down discovery but is not protection on its own.
- **Authorization per field and per object.** One endpoint and one top-level check are not enough, because the same object can be reached through many paths (\`book.author.email\`, \`review.author.email\`). Put the permission check in the business logic that every resolver calls, so each path is checked the same way.

### When REST fits better
GraphQL is not a default upgrade. REST is usually the better choice for a small API with a few clients that need similar data, for public APIs where HTTP caching by URL and CDNs matter (GraphQL requests are usually \`POST\`s, which HTTP caches and CDNs do not store by default), for file uploads and downloads, for webhooks and server-to-server integrations, and for teams without the time to run query limits, loaders and schema tooling. GraphQL shines when several clients (web, iOS, Android, partners) need different slices of the same data, when one gateway aggregates many backend services, and when a typed schema with generated client types saves real work. Many companies run both: REST for simple or public endpoints, GraphQL as the layer their own apps talk to.

### Worked example
A book shop's GraphQL API lists books with their authors, and the database team reports hundreds of tiny \`select ... from author where id = $1\` queries per page view. Here is the problem and the fix, reduced to plain Node.js so you can run it (no libraries: \`createLoader\` is a minimal version of what DataLoader does).

\`\`\`javascript
// A fake database that counts its queries
const authors = { 1: 'Ada', 2: 'Grace', 3: 'Linus' };
const books = [
  { id: 10, title: 'Engines', authorId: 1 },
  { id: 11, title: 'Compilers', authorId: 2 },
  { id: 12, title: 'Notes', authorId: 1 },
  { id: 13, title: 'Kernels', authorId: 3 },
];
let queries = 0;
async function selectAuthorsByIds(ids) {
  queries += 1;                        // one round trip, however many ids
  return ids.map((id) => ({ id, name: authors[id] }));
}

// A minimal DataLoader: collect keys during this tick, then load them in one batch
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
            const rows = await batchFn(keys);        // same order as keys
            for (const p of batch) p.resolve(rows[keys.indexOf(p.key)]);
          });
        }
        pending.push({ key, resolve });
      });
    },
  };
}

// The Book.author resolver, naive and batched
const naiveAuthor = async (book) => (await selectAuthorsByIds([book.authorId]))[0];
async function run(resolveAuthor) {
  queries = 1;                         // the query that loaded the books
  const rows = await Promise.all(books.map(async (b) => \`\${b.title}/\${(await resolveAuthor(b)).name}\`));
  return \`\${rows.join(', ')} (\${queries} queries)\`;
}

(async () => {
  console.log(await run(naiveAuthor));
  const loader = createLoader(selectAuthorsByIds);   // one loader per request
  console.log(await run((book) => loader.load(book.authorId)));
})();
\`\`\`

It prints:

\`\`\`text
Engines/Ada, Compilers/Grace, Notes/Ada, Kernels/Linus (5 queries)
Engines/Ada, Compilers/Grace, Notes/Ada, Kernels/Linus (2 queries)
\`\`\`

Step by step: the naive \`Book.author\` resolver queries once per book, so four books cost 1 + 4 = 5 queries, and 50 books would cost 51. The loader version lets every resolver call \`load\` during the same tick; \`process.nextTick\` runs the batch after all of them have queued their keys, deduplicates the ids (Ada is asked for twice) and makes one query. However many books the page shows, the cost stays at 2 queries. In a real server you would create the loader in the per-request context and use the \`dataloader\` package, which also caches and handles errors per key.

### Common mistakes
- **Resolvers that query one row each.** It works in development with five rows and collapses under real lists. Batch relation fields with a per-request loader and count the queries of a request in your tests.
- **Sharing one loader across requests.** Its cache then serves one user's data to another and never empties. Create loaders per request in the context.
- **Treating 200 as success.** A 200 response can carry \`errors\` and partial \`data\`. Clients must read \`errors\`, and dashboards should count GraphQL errors, not just HTTP 5xx.
- **Unbounded lists and no query limits.** Without \`first\` caps, depth limits and cost analysis, one crafted query can take the database down. Set the limits before the API is public.
- **Authorizing only at the endpoint or the top-level field.** Nested paths reach the same data. Check permissions in the shared business logic for every object and sensitive field.
- **Building queries by string concatenation.** It breaks caching and allowlists and invites injection of extra fields. Use variables.

### At work
Teams that adopt GraphQL usually design the schema first and review it like an API contract: naming, nullability, pagination and which mutations exist. Frontend and mobile developers generate typed clients from the schema (GraphQL Code Generator is common in TypeScript), and CI compares the new schema with the old one to catch breaking changes, because fields are deprecated with \`@deprecated\` and removed only after clients have stopped using them. Servers in Node.js are often built with Apollo Server, GraphQL Yoga or Mercurius, with DataLoader for batching, query depth and cost limits configured, and tracing per resolver to find slow fields. A junior is typically asked to add a field or mutation with its resolver and loader, write tests that check both the data and the \`errors\` array, and make sure the new field goes through the same authorization as the rest.`,
    resources: [
      {
        title: 'GraphQL: Learn (introduction and guides)',
        url: 'https://graphql.org/learn/',
        kind: 'docs',
      },
      {
        title: 'GraphQL: Performance (the N+1 problem and batching)',
        url: 'https://graphql.org/learn/performance/',
        kind: 'docs',
      },
      {
        title: 'GraphQL: Security (demand control, introspection, errors)',
        url: 'https://graphql.org/learn/security/',
        kind: 'docs',
      },
      {
        title: 'OWASP GraphQL Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/GraphQL_Cheat_Sheet.html',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'real-time-apis',
    title: 'Real-Time APIs: Polling, Server-Sent Events and WebSockets',
    summary:
      'Push updates to clients: short and long polling, server-sent events with reconnection and Last-Event-ID, the WebSocket handshake and frames with ws in Node.js, how to choose, and how to scale, authenticate and keep connections healthy.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### Why real time is different
Plain HTTP is request and response: the client asks, the server answers, and the exchange is over. That model cannot tell a browser that a chat message just arrived, that an order was shipped or that a price changed, because the server has no way to speak first. Every "real-time" technique is a way around this, and they differ in who can send, how long a connection lives, what it costs the server and how much code you must write.

Three families cover almost everything a backend developer meets: **polling** (the client keeps asking), **server-sent events** (the server streams text down one long HTTP response) and **WebSockets** (one connection on which both sides send messages at any time). All three keep some state on the server: a connection per user, a last-seen position, a list of who is listening. That state is what makes real-time features harder to scale and to secure than ordinary endpoints.

### Short polling and long polling
**Short polling** is the simplest thing that works: the client calls \`GET /api/orders/42/status\` every few seconds. It needs nothing special from the server, passes through every proxy and reuses your normal authentication and caching. The cost is latency (up to one interval) and waste: most responses say "nothing changed", and 10,000 open tabs polling every 5 seconds are 2,000 requests a second to tell people nothing. Use it for low-frequency data (a build status, a report that is still generating) and make each poll cheap, for example with \`ETag\` and \`If-None-Match\` so unchanged answers are a short \`304\`.

**Long polling** keeps the same request model but the server holds each request open until there is news or a timeout (say 25 to 30 seconds) passes, then answers; the client immediately sends the next request. Updates now arrive almost at once and empty answers are rare. The price is one open request per waiting client, and a gap between a response and the next request in which events can be missed unless the client sends the last position it saw (\`?after=1234\`). Long polling was the standard before browsers had the alternatives below, and libraries still use it as a fallback.

### Server-sent events
**Server-sent events** (SSE) are part of the HTML standard. The client opens one ordinary HTTP request and the server never finishes the response: it keeps writing events to it as they happen. In the browser the \`EventSource\` interface does the work:

\`\`\`javascript
const source = new EventSource('/api/orders/stream');
source.addEventListener('status', (e) => render(JSON.parse(e.data)));
source.onerror = () => showOffline();   // after a drop the browser reconnects by itself
\`\`\`

The server answers with the content type \`text/event-stream\` and writes UTF-8 text. Each event is a few \`field: value\` lines ended by a **blank line**:

\`\`\`text
id: 1042
event: status
data: {"orderId":42,"status":"shipped"}

: this line starts with a colon, so it is a comment

\`\`\`

\`data\` is the payload (several \`data\` lines are joined with newlines), \`event\` names the event type (without it, the browser fires a plain \`message\` event), \`id\` sets the event's id, and \`retry\` sets the reconnection delay in milliseconds. Lines starting with a colon are comments that clients ignore, which makes them handy as keep-alives.

SSE is one-way: the server talks, and the client uses normal HTTP requests to talk back. It is text only, and \`EventSource\` can only make \`GET\` requests and cannot set custom headers, although it sends cookies for its own origin (and cross-origin with \`withCredentials: true\`). Over HTTP/1.1 browsers allow only six connections per browser and domain, shared by all tabs, so several tabs with a stream each can block other requests; over HTTP/2 the streams share one connection, and the limit becomes the number of concurrent streams that browser and server negotiate (100 by default).

### Reconnection and Last-Event-ID
The best feature of SSE is that recovery is built in. When the connection drops, \`EventSource\` waits for the reconnection delay (a browser default of a few seconds, or what the server last sent in \`retry\`) and connects again on its own. If the events had \`id\` fields, the new request carries a **\`Last-Event-ID\`** header with the last id the browser received. A server that keeps recent events can then replay everything after that id, so a user whose train went through a tunnel misses nothing.

That only works if you design for it: give events increasing ids, keep a replay buffer (in memory for one instance, in Redis or the database otherwise) and decide what happens when the requested id is older than the buffer (send a full snapshot first). To tell a client to stop reconnecting, answer with \`204 No Content\`; according to the HTML standard, other error statuses and a wrong content type also make the browser give up rather than retry.

### WebSockets: the handshake and frames
A **WebSocket** (RFC 6455) is a full-duplex connection: after setup, client and server can each send messages whenever they like, as text or binary. It starts life as an HTTP/1.1 \`GET\` that asks to switch protocols:

\`\`\`text
GET /chat HTTP/1.1
Host: shop.example.com
Upgrade: websocket
Connection: Upgrade
Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==
Sec-WebSocket-Version: 13
Origin: https://shop.example.com

HTTP/1.1 101 Switching Protocols
Upgrade: websocket
Connection: Upgrade
Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=
\`\`\`

The server proves it understood the request by computing \`Sec-WebSocket-Accept\`: it appends the fixed GUID \`258EAFA5-E914-47DA-95CA-C5AB0DC85B11\` to the client's key, hashes the result with SHA-1 and base64-encodes the hash. This is not authentication; it only proves to the client that the server really read a WebSocket handshake, so that connections that are not WebSocket connections are not accepted by mistake. After the \`101\` response the same TCP connection carries WebSocket **frames** instead of HTTP. URLs use \`ws://\` or, always in production, \`wss://\` (WebSocket over TLS).

At a high level a frame has a FIN bit (is this the last piece of a message?), an **opcode** saying what it carries (text, binary, or a continuation of a fragmented message), a payload length and the payload. Control frames manage the connection: **close** (with a status code such as 1000 for a normal closure), **ping** and **pong** (a ping must be answered with a pong). Frames from client to server are masked with a random key, which RFC 6455 requires to protect proxies that misread WebSocket traffic as HTTP; server frames are not masked. Libraries handle all of this, but knowing the pieces helps you read a network trace and understand why a proxy must support \`Upgrade\`.

### WebSockets in Node with ws
Browsers ship the \`WebSocket\` client. On the server, Node.js developers mostly use the **ws** package, a small, fast implementation of RFC 6455 that many higher-level libraries build on:

\`\`\`javascript
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ port: 8080 });

wss.on('connection', (ws, req) => {
  ws.on('error', console.error);
  ws.on('message', (data) => {
    const msg = JSON.parse(data.toString());
    ws.send(JSON.stringify({ type: 'ack', id: msg.id }));
  });
  ws.send(JSON.stringify({ type: 'hello' }));
});
\`\`\`

A message arrives as a Buffer, so decode and validate it like any request body: a socket message is user input. WebSockets give you a pipe, not a protocol, so define one: a \`type\` field on every message, ids for replies, and a version. \`wss.clients\` holds the open connections of this process, which is how you broadcast. Higher-level libraries such as Socket.IO add rooms, acknowledgements, automatic reconnection and a long-polling fallback, at the cost of their own protocol that plain WebSocket clients cannot speak.

### Choosing between them
Start from the direction and the rate of messages:
- **Updates every minute or so, or a one-off "is it ready yet?"**: short polling. Boring, cacheable, no new infrastructure.
- **Server-to-client updates** (notifications, live scores, order tracking, progress of a job, tokens streamed from an AI model): **SSE**. It is plain HTTP, works with your existing authentication and proxies, and reconnection with replay comes for free.
- **Frequent messages in both directions** (chat with typing indicators, multiplayer games, collaborative editing, live cursors): **WebSockets**.
- Use long polling where the above are blocked, or let a library fall back to it.

A common mistake is choosing WebSockets for a notification bell because they sound modern, and then writing the reconnection, replay and authentication that SSE would have given you.

### Scaling across instances
Real-time state lives in one process's memory: the sockets in \`wss.clients\` or the open SSE responses. With two or more instances behind a load balancer, a message published on instance A never reaches a user connected to instance B. The standard fix is a **pub/sub broker**: every instance subscribes to a channel in Redis (or NATS, or Kafka for durable streams), any instance that has news publishes it there, and each instance forwards it to its own local clients. The broker becomes the single fan-out point; the instances stay stateless apart from their open connections.

**Sticky sessions** (the load balancer sending a client to the same instance every time, by cookie or IP hash) matter when a logical session spans several HTTP requests, as with long polling, where the handshake and later polls must meet the same in-memory state. A single WebSocket or SSE connection already stays on one instance for its life. The load balancer and proxies also need configuration: they must pass \`Upgrade\` and \`Connection\` headers for WebSockets (nginx needs explicit \`proxy_set_header\` lines for them) and allow long idle times, because proxies close connections that stay silent too long (nginx, by default, after 60 seconds without data from the upstream server). Plan for deploys too: restarting an instance drops every connection on it, so clients must reconnect with backoff and random jitter, or thousands reconnect in the same second.

### Authenticating a socket
Authentication happens **once, at connection time**, so do it properly there. For SSE it is an ordinary request: the session cookie is checked like any other \`GET\`. For WebSockets, check the user in the HTTP upgrade request, before calling \`handleUpgrade\`, and refuse with \`401\` otherwise:

\`\`\`javascript
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const server = createServer(app);                 // your normal HTTP app
const wss = new WebSocketServer({ noServer: true });
const allowedOrigins = new Set(['https://shop.example.com']);

server.on('upgrade', async (req, socket, head) => {
  const user = await userFromSessionCookie(req);  // the same check as your HTTP routes
  if (!user || !allowedOrigins.has(req.headers.origin)) {
    socket.write('HTTP/1.1 401 Unauthorized\\r\\n\\r\\n');
    socket.destroy();
    return;
  }
  wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req, user));
});
\`\`\`

The browser's \`WebSocket\` API cannot set an \`Authorization\` header, so the options are the session cookie, a short-lived single-use ticket fetched from an authenticated endpoint and passed in the URL, or a token in the first message (with the socket closed if it does not arrive within a few seconds). Avoid long-lived tokens in the URL: URLs end up in logs.

WebSockets are not covered by the same-origin policy or CORS, and a browser may send the user's cookies with a handshake that another site started (unless SameSite rules stop them). So **check the \`Origin\` header** against your allowed origins, or a malicious page can open a socket as your logged-in user (cross-site WebSocket hijacking). And since a connection can outlive the session that opened it, authorize every subscription and message ("may this user join room 12?") and close sockets when the user logs out or the session expires.

### Heartbeats and back-pressure
A TCP connection can die without either side noticing: a phone switches networks, a NAT router forgets the mapping, a cable is pulled. Without traffic the server keeps a dead socket forever, and an idle but healthy connection gets cut by a proxy timeout. **Heartbeats** fix both: send a WebSocket ping every 30 seconds or so and terminate connections that have not answered with a pong since the last round; for SSE, write a comment line (\`: ping\`) every 15 seconds, as the HTML standard suggests for proxies that drop idle connections. Clients should run their own timer too and reconnect when the stream goes silent.

**Back-pressure** is what happens when you produce messages faster than a client can receive them. \`ws.send()\` never blocks: what the network cannot take yet waits in memory, and \`ws.bufferedAmount\` says how many bytes are queued. One slow mobile client subscribed to a busy feed can make the server's memory grow until it crashes. Check the buffer before sending and then drop messages that will be superseded (a newer price replaces an older one), merge updates, or close the connection and let the client resync on reconnect. The same applies to SSE: \`res.write()\` returns \`false\` when part of the data could not be handed to the operating system yet and is queued in memory, and the \`'drain'\` event says when that queue has emptied.

### Worked example
A shop wants customers to see their order status change live. Updates only flow from server to client, a few per order, so the team picks **SSE**. This server uses only Node.js's standard library; a timer stands in for the real order updates:

\`\`\`javascript
import { createServer } from 'node:http';

const history = [];          // recent events, kept to replay after a reconnect
const clients = new Set();
let nextId = 1;

function publish(type, payload) {
  const event = { id: nextId++, type, data: JSON.stringify(payload) };
  history.push(event);
  if (history.length > 1000) history.shift();
  for (const res of clients) write(res, event);
}

function write(res, { id, type, data }) {
  res.write(\`id: \${id}\\nevent: \${type}\\ndata: \${data}\\n\\n\`);
}

createServer((req, res) => {
  if (req.url !== '/orders/stream') return res.writeHead(404).end();
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  res.write('retry: 5000\\n\\n');                    // reconnect after 5 s
  const lastId = Number(req.headers['last-event-id'] ?? 0);
  for (const event of history) if (event.id > lastId) write(res, event);  // replay what was missed
  clients.add(res);
  const heartbeat = setInterval(() => res.write(': ping\\n\\n'), 15000);
  req.on('close', () => {
    clearInterval(heartbeat);
    clients.delete(res);
  });
}).listen(3000);

setInterval(() => publish('status', { orderId: 42, status: 'packed' }), 3000);  // stand-in for real updates
\`\`\`

Run it with \`node server.mjs\` and watch with \`curl -N localhost:3000/orders/stream\`: every three seconds an event appears. Stop curl and reconnect with \`curl -N -H 'Last-Event-ID: 1' localhost:3000/orders/stream\`, and the server first replays every event after id 1 that is still in its buffer. That is exactly what the browser's \`EventSource\` does by itself after a dropped connection. On the page, \`new EventSource('/orders/stream')\` and an \`addEventListener('status', ...)\` are all the client code needed.

Three things turn this sketch into production code. Authentication: read the session cookie at the top of the handler and send each user only their own orders. Scale: move \`history\` and \`publish\` to Redis, so every instance receives every update and can replay it. Back-pressure: if \`res.write()\` starts returning \`false\` for a client, stop writing to it until \`'drain'\` or close it. If the product later adds a chat with the courier, with messages in both directions, that part moves to WebSockets; the order feed can stay as it is.

### Common mistakes
- **Choosing WebSockets for one-way updates.** You then build reconnection, replay and authentication by hand. Use SSE when only the server talks.
- **No event ids and no replay.** After every reconnect the client has silently missed events. Give events ids and replay after \`Last-Event-ID\`, or send a fresh snapshot.
- **Broadcasting from process memory with several instances.** Users on other instances never get the message. Fan out through a pub/sub broker.
- **Skipping authentication or the \`Origin\` check on the upgrade.** Any site can then open a socket with the user's cookies. Authenticate before \`handleUpgrade\` and allow only your origins.
- **No heartbeats.** Dead connections pile up and proxies cut idle ones. Ping on a timer, terminate the silent, and make clients reconnect with backoff and jitter.
- **Ignoring slow consumers.** Unbounded send queues exhaust memory. Watch \`bufferedAmount\` or the return value of \`write()\` and drop, merge or disconnect.

### At work
Most product teams reach for SSE or a managed service before running their own WebSocket fleet. Notification feeds, dashboards and streamed AI responses are usually SSE behind the normal API gateway; chat, collaboration and games run on WebSocket servers (often Socket.IO or ws in Node.js) with Redis pub/sub between instances, or on managed services such as AWS API Gateway WebSocket APIs. Teams load-test the number of concurrent connections per instance, set proxy idle timeouts deliberately, alert on connection counts and reconnect storms after deploys, and write down the message protocol like any API contract. A junior is typically asked to add a new event type to an existing stream, handle it on the client, and write tests that cover a dropped connection and the replay that follows it.`,
    resources: [
      {
        title: 'MDN: Using server-sent events',
        url: 'https://developer.mozilla.org/en-US/docs/Web/API/Server-sent_events/Using_server-sent_events',
        kind: 'docs',
      },
      {
        title: 'MDN: Writing WebSocket servers',
        url: 'https://developer.mozilla.org/en-US/docs/Web/API/WebSockets_API/Writing_WebSocket_servers',
        kind: 'docs',
      },
      {
        title: 'HTML Standard: Server-sent events',
        url: 'https://html.spec.whatwg.org/multipage/server-sent-events.html',
        kind: 'docs',
      },
      {
        title: 'RFC 6455: The WebSocket Protocol',
        url: 'https://www.rfc-editor.org/rfc/rfc6455',
        kind: 'docs',
      },
    ],
  },
];
