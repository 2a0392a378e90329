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
];
