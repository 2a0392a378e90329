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
            text: 'Escape the quotes in `userInput`, then concatenate as before',
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
          'Which measures stop a single crafted query such as `author { books { author { books { ... } } } }` from exhausting the server? Pick all that apply.',
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
];
