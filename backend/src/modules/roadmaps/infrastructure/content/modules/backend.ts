import type { ModuleContent } from '../content-types.js';

/** The server side: a language and runtime, data, APIs, security and the work that happens in the background. */
export const BACKEND_MODULES: ModuleContent[] = [
  {
    key: 'backend-language-node',
    title: 'Server-Side JavaScript with Node.js',
    summary:
      'Run JavaScript outside the browser, read files, handle requests and structure a small server project with npm.',
    estimatedMinutes: 240,
    reviewedOn: '2026-11',
    contentMd: `### Why Node.js
Node.js runs JavaScript on a server. It uses one thread with an **event loop**: while one request waits for the database or the disk, Node serves others. That makes it good at I/O-heavy work such as APIs, and a poor fit for long CPU-heavy calculations (move those to a worker or another service).

Callbacks wait for the code that is running to finish. After it, Node runs the callbacks of promises that have settled (microtasks), then timers and I/O callbacks:
\`\`\`js
setTimeout(() => console.log('timer'), 0);
Promise.resolve().then(() => console.log('promise'));
console.log('sync');
// sync, promise, timer
\`\`\`

### Your first server
\`\`\`js
import { createServer } from 'node:http';

const server = createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ path: req.url, time: new Date().toISOString() }));
});
server.listen(3000, () => console.log('http://localhost:3000'));
\`\`\`
Save it as \`server.mjs\`, run \`node server.mjs\` and open the address in a browser. \`req.url\` is the path and query string the client asked for (\`/health?verbose=1\`), not the full address: to route on the path, parse it, e.g. \`new URL(req.url, 'http://localhost').pathname\`.

### Projects and packages
- \`npm init -y\` creates \`package.json\`, the project's name, scripts and dependencies.
- \`npm install express\` adds a package and records the exact versions in \`package-lock.json\`: commit that file so everyone installs the same tree.
- Put commands in \`scripts\` (\`"start": "node server.mjs"\`) and run them with \`npm run start\`.
- Read configuration such as ports and database addresses from environment variables (\`process.env.PORT\`), never hard-code secrets.

### Errors and async code
Use \`async\`/\`await\` with \`try\`/\`catch\`. An error thrown inside an \`async\` function rejects the promise it returns, so the caller's \`catch\` (or \`.catch()\`) receives it. To wait for several promises, \`Promise.all\` rejects as soon as one of them rejects, while \`Promise.allSettled\` waits for all of them and reports each one as \`fulfilled\` or \`rejected\`. Since Node.js 15, a rejected promise that nothing handles ends the process with an error (the default \`--unhandled-rejections=throw\`), which is better than carrying on in a broken state: let a process manager or the platform restart it.`,
    resources: [
      {
        title: 'Node.js: Learn',
        url: 'https://nodejs.org/en/learn/getting-started/introduction-to-nodejs',
        kind: 'docs',
      },
      {
        title: 'The Node.js event loop',
        url: 'https://nodejs.org/en/learn/asynchronous-work/event-loop-timers-and-nexttick',
        kind: 'docs',
      },
      { title: 'Express: Getting started', url: 'https://expressjs.com/en/starter/installing.html', kind: 'docs' },
    ],
  },
  {
    key: 'relational-databases-sql',
    title: 'Relational Databases and SQL',
    summary: 'Store data in tables, query it with SQL, and keep it correct with keys, constraints and transactions.',
    estimatedMinutes: 300,
    reviewedOn: '2026-11',
    contentMd: `### Tables, rows and keys
A relational database such as **PostgreSQL** keeps data in tables. Each row has a **primary key** that identifies it; a **foreign key** points at a row of another table, and the database refuses a reference to a row that does not exist.

\`\`\`sql
create table authors (id int generated always as identity primary key, name text not null);
create table books (
  id int generated always as identity primary key,
  author_id int not null references authors (id),
  title text not null,
  published date
);
\`\`\`

### The four verbs
\`\`\`sql
insert into authors (name) values ('Ada Lovelace') returning id;
select b.title, a.name from books b join authors a on a.id = b.author_id where b.published > '2020-01-01' order by b.title;
update books set title = 'Notes, revised' where id = 7;
delete from books where id = 7;
\`\`\`
Always write \`where\` before you run an \`update\` or \`delete\`: without it, every row changes.

To count per group, \`group by\` the group's columns. A \`left join\` keeps every row of the left table and fills the right table's columns with nulls where nothing matches, so \`where b.id is null\` finds the authors without books. With a \`left join\`, count a column of the joined table (\`count(b.id)\`): \`count(*)\` counts rows, and an author without books still has one row (with nulls), while \`count(column)\` skips nulls.
\`\`\`sql
select a.name, count(b.id) as books
from authors a left join books b on b.author_id = a.id
group by a.id, a.name;
\`\`\`

### Transactions
A **transaction** groups statements so they all happen or none do (\`begin; ... commit;\`). Moving money between two accounts is the classic example: the withdrawal and the deposit must succeed together.

### Indexes
An **index** lets the database find rows without reading the whole table, like the index of a book. Add one for columns you filter or join on often; each index makes writes a little slower.

### Never build SQL from strings
Pass values as parameters (\`where email = $1\`) instead of gluing user input into the query text. That is the whole defence against SQL injection.`,
    resources: [
      { title: 'PostgreSQL tutorial', url: 'https://www.postgresql.org/docs/current/tutorial.html', kind: 'docs' },
      { title: 'SQLBolt: interactive SQL lessons', url: 'https://sqlbolt.com/', kind: 'interactive' },
      {
        title: 'freeCodeCamp: Relational Database course',
        url: 'https://www.freecodecamp.org/learn/relational-database/',
        kind: 'course',
      },
    ],
  },
  {
    key: 'data-modeling',
    title: 'Data Modeling',
    summary: 'Turn the things your app talks about into tables and relationships that stay correct as the app grows.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### Start from the nouns
List the things your product talks about (users, courses, enrolments, payments) and what you need to know about each. Each noun usually becomes a table, each fact a column.

### Relationships
- **One-to-many**: an author has many books. Put \`author_id\` on \`books\`.
- **Many-to-many**: students take many courses and courses have many students. Add a join table \`enrolments (student_id, course_id, enrolled_at)\` with a primary key on both ids, so nobody enrols twice.
- **One-to-one**: rare; often a sign two tables could be one.

### Normalise, then be pragmatic
Store each fact once. If a customer's address is copied into every order, fixing a typo means finding every copy. Keep the address in one place and refer to it. Later, you may deliberately copy data (a **snapshot** of the price at the time of purchase is correct, because the price will change).

### Let the database enforce rules
Use \`not null\`, \`unique\`, \`check (price >= 0)\` and foreign keys. Code has bugs; constraints stop bad data from ever being stored, whatever code path writes it.

### Identifiers that last
Give rows ids that never change meaning. If other systems or URLs refer to a row, a stable id or slug lets you rename the title freely.`,
    resources: [
      {
        title: 'PostgreSQL: Constraints',
        url: 'https://www.postgresql.org/docs/current/ddl-constraints.html',
        kind: 'docs',
      },
      {
        title: 'Database normalization explained (freeCodeCamp)',
        url: 'https://www.freecodecamp.org/news/database-normalization-1nf-2nf-3nf-table-examples/',
        kind: 'article',
      },
    ],
  },
  {
    key: 'rest-api-design',
    title: 'Designing REST APIs',
    summary:
      'Shape resources, methods, status codes, validation and errors so that other developers can use your API without guessing.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Resources and methods
A REST API exposes **resources** at URLs and uses HTTP methods on them:

| Method | URL | Meaning |
| --- | --- | --- |
| GET | /api/books | list books |
| POST | /api/books | create a book |
| GET | /api/books/42 | read one |
| PATCH | /api/books/42 | change some fields |
| DELETE | /api/books/42 | remove it |

Use nouns in paths and let the method carry the verb.

### Status codes that mean something
- \`200\` OK, \`201\` Created (with the new resource), \`204\` No Content.
- \`400\` the input is invalid, \`401\` not signed in, \`403\` signed in but not allowed, \`404\` not found, \`409\` conflict (e.g. the email is taken), \`429\` too many requests.
- For another user's private object, \`404\` is often better than \`403\`: it does not even confirm that the object exists.
- \`500\` means *your* bug, never the client's bad input.

### Validate everything, answer clearly
Validate types, lengths and formats at the edge. Return errors in one consistent shape with a machine-readable code (never a stack trace: it helps attackers and belongs in your server logs):
\`\`\`json
{ "statusCode": 400, "code": "EMAIL_INVALID", "message": "Enter a valid email address." }
\`\`\`

### Lists
Paginate (\`?page=2&pageSize=20\`), allow filters in the query string, and return the total so clients can draw pagination. Query values always arrive as strings: convert and validate them (\`Number(page)\`, an integer, within bounds) before you use them.

### Document it
Describe the API with **OpenAPI**; tools generate docs and typed clients from it.`,
    resources: [
      {
        title: 'MDN: HTTP response status codes',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Status',
        kind: 'docs',
      },
      { title: 'OpenAPI: Getting started', url: 'https://learn.openapis.org/', kind: 'docs' },
      { title: 'Microsoft REST API guidelines', url: 'https://github.com/microsoft/api-guidelines', kind: 'docs' },
    ],
  },
  {
    key: 'authentication-and-sessions',
    title: 'Authentication and Sessions',
    summary:
      'Store passwords safely, sign users in with sessions or tokens, and check on every request who may do what.',
    estimatedMinutes: 210,
    reviewedOn: '2026-11',
    contentMd: `### Authentication vs authorisation
**Authentication** answers "who are you?" (a password, a Google sign-in). **Authorisation** answers "may you do this?" (is this your order, are you an admin). Check authorisation on every request, on the server.

### Passwords
Never store a password, only a slow, salted **hash** made with a password hashing function: **Argon2id** (preferred), scrypt or bcrypt. A fast hash like SHA-256 lets attackers try billions of guesses per second after a leak. A hash is one-way: unlike encryption, there is no key that turns it back into the password, so a stolen key cannot reveal every password. A random **salt** per password makes two equal passwords hash differently, so one precomputed table cannot crack them all:
\`\`\`js
import { randomBytes, scryptSync } from 'node:crypto';
const salt = randomBytes(16);
const hash = scryptSync(password, salt, 64); // store salt and hash
\`\`\`

### Staying signed in
- **Session cookie**: the server stores a session and sends a random id in an \`HttpOnly\` (JavaScript on the page cannot read it, so an XSS attack cannot steal it), \`Secure\` (sent over HTTPS only), \`SameSite\` (not sent with most cross-site requests) cookie.
- **Token (e.g. JWT)**: the server signs a token with the user's id and an expiry; the client sends it in the \`Authorization\` header. Keep tokens short-lived and have a way to revoke them (a session table the token refers to).
- When a user changes or resets their password, end their other sessions: whoever stole the old password may be signed in.

### Attacks to design against
- **Credential stuffing**: rate-limit sign-in attempts per account and per address, and offer multi-factor authentication so a leaked password alone is not enough.
- **CSRF**: cookie-based sessions need CSRF tokens or \`SameSite\` cookies for unsafe requests.
- **Account enumeration**: "wrong username or password" rather than "no such user".
- **IDOR**: \`GET /api/orders/43\` must check the order belongs to the caller.

### Use proven pieces
Reach for a well-reviewed library or identity provider rather than inventing your own crypto.`,
    resources: [
      {
        title: 'OWASP Authentication Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'OWASP Password Storage Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'MDN: Using HTTP cookies',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/Cookies',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'backend-testing',
    title: 'Testing Backend Code',
    summary:
      'Write unit and integration tests that exercise your API against a real database, and keep them fast and trustworthy.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### What to test
- **Unit tests** check one function's rules: "a discount never makes a price negative".
- **Integration tests** call your real API with a real database and check what a client sees: "creating a book returns 201 and the book appears in the list".
- A few **end-to-end tests** cover the paths users care about most.

### An integration test
\`\`\`js
import request from 'supertest';
import { app } from '../src/app.js';

test('refuses a book without a title', async () => {
  const res = await request(app).post('/api/books').send({ title: '' });
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('TITLE_REQUIRED');
});
\`\`\`

### Make tests trustworthy
- Each test creates the data it needs; never depend on another test's leftovers or on the order tests run in.
- Use a real database (a throwaway one per run) rather than mocks of your own queries: mocks test that you called the mock.
- Never wait with a fixed \`sleep\`; wait for the condition you expect, with a timeout.
- \`await\` what you assert on: an assertion inside a promise nobody awaits runs after the test has already passed. A test that passes whatever the code does is a defect: it gives confidence it has not earned. Break the code once and watch the test fail.
- Test failure paths: bad input, someone else's data, a missing row, two requests at once.

### Keep them running
Run tests on every push in CI. A test that fails randomly is worse than none: fix or delete it.`,
    resources: [
      { title: 'Jest: Getting started', url: 'https://jestjs.io/docs/getting-started', kind: 'docs' },
      { title: 'Node.js test runner', url: 'https://nodejs.org/api/test.html', kind: 'docs' },
      {
        title: 'Martin Fowler: The practical test pyramid',
        url: 'https://martinfowler.com/articles/practical-test-pyramid.html',
        kind: 'article',
      },
    ],
  },
  {
    key: 'caching-basics',
    title: 'Caching',
    summary:
      'Serve repeated reads fast with HTTP caching and in-memory or Redis caches, and know when cached data goes stale.',
    estimatedMinutes: 120,
    reviewedOn: '2026-11',
    contentMd: `### Why cache
Reading the same data again and again costs database time. A **cache** keeps a copy closer to where it is needed: in the browser, on a CDN, in your process's memory or in a shared store such as **Redis**.

### HTTP caching
The server tells browsers and CDNs what they may keep:
\`\`\`http
Cache-Control: public, max-age=31536000, immutable   # fingerprinted JS/CSS files
Cache-Control: no-cache                              # index.html: revalidate every time
Cache-Control: private, no-store                     # a user's own data
\`\`\`
A fingerprinted file's name changes whenever its content does, so a cached copy can never be stale; \`index.html\` keeps its name and points at the new files, so it must be checked each time. \`no-cache\` does not mean "do not store": it means "revalidate before use" (\`no-store\` forbids storing). An \`ETag\` lets a client ask "has this changed?" (\`If-None-Match\`) and get a tiny \`304 Not Modified\` when it has not.

### Application caches
The common pattern is **cache-aside**: look in the cache; on a miss, read the database, store the result with a time to live (TTL), return it.
\`\`\`js
async function getProduct(id) {
  const hit = await cache.get(\`product:\${id}\`);
  if (hit) return JSON.parse(hit);
  const product = await db.findProduct(id);
  await cache.set(\`product:\${id}\`, JSON.stringify(product), { EX: 60 }); // TTL 60 s
  return product;
}
\`\`\`

### The hard part: invalidation
When the data changes, the cached copy is wrong until it expires or is removed. Options:
- a short TTL when a little staleness is fine;
- delete the key when you write the data;
- with several servers, tell all of them (e.g. a Redis pub/sub message or database notifications).

Never cache one user's private data under a key another user can hit.`,
    resources: [
      {
        title: 'MDN: HTTP caching',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/Caching',
        kind: 'docs',
      },
      {
        title: 'web.dev: Prevent unnecessary network requests with the HTTP cache',
        url: 'https://web.dev/articles/http-cache',
        kind: 'article',
      },
      { title: 'Redis: Get started', url: 'https://redis.io/docs/latest/get-started/', kind: 'docs' },
    ],
  },
  {
    key: 'web-security-owasp',
    title: 'Web Security and the OWASP Top 10',
    summary:
      'Recognise the most common web vulnerabilities, from injection to broken access control, and the habits that prevent them.',
    estimatedMinutes: 210,
    reviewedOn: '2026-11',
    contentMd: `### The OWASP Top 10
OWASP publishes the most common serious risks in web applications; the current edition is the **OWASP Top 10:2025**. The ones you will meet first, with their 2025 names:

- **A01 Broken Access Control**: a user reads or changes someone else's data by changing an id in the URL (an *insecure direct object reference*). Check ownership on the server for every object. Since 2025 this category also holds server-side request forgery (SSRF).
- **A02 Security Misconfiguration**: debug pages in production, default passwords, missing security headers, a storage bucket left public.
- **A03 Software Supply Chain Failures**: outdated or compromised packages and build tools. Commit the lockfile, update regularly, run \`npm audit\` and review what you add.
- **A04 Cryptographic Failures**: data sent without TLS, weak or home-made crypto, passwords stored with a fast hash.
- **A05 Injection**: user input reaches a SQL query, a shell command or a page as code. Use parameterised queries, avoid shells, and encode output. **Cross-site scripting (XSS)** belongs here: a comment containing \`<script>\` that runs in other users' browsers is HTML injection. Frameworks like React escape text by default; never insert untrusted HTML, and add a Content Security Policy.
- **A07 Authentication Failures**: weak password storage, no rate limiting, sessions that never end.
- **A10 Mishandling of Exceptional Conditions** (new in 2025): errors that leak details or make a check "fail open" (an exception in the permission check lets the request through).

### Habits that prevent most of it
1. Validate input at the edge (type, length, format) and reject what you do not expect.
2. Encode output for where it goes (HTML, URL, SQL parameter).
3. Deny by default: a route needs an explicit rule to be public.
4. Keep secrets out of the code and the repository; use environment variables or a secret manager.
5. Log security events (failed sign-ins, permission denials) without logging passwords or tokens.
6. Never rely on the UI for security: hiding a button stops nobody, because anyone can send the request directly with \`curl\` or the browser's dev tools. The server decides.`,
    resources: [
      { title: 'OWASP Top Ten', url: 'https://owasp.org/www-project-top-ten/', kind: 'docs' },
      { title: 'OWASP Cheat Sheet Series', url: 'https://cheatsheetseries.owasp.org/', kind: 'docs' },
      { title: 'PortSwigger Web Security Academy', url: 'https://portswigger.net/web-security', kind: 'interactive' },
    ],
  },
  {
    key: 'background-jobs-and-queues',
    title: 'Background Jobs and Queues',
    summary: 'Move slow or scheduled work out of the request, and make it safe to retry when something fails half-way.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### Why not do it in the request?
Sending an email, resizing an image or recomputing a leaderboard can take seconds or fail temporarily. If the request waits, users wait, and a timeout may leave the work half-done. Put the work in a **queue** and answer at once.

### The pieces
- A **producer** (your API) adds a job: \`{ type: 'send-welcome-email', userId: 42 }\`.
- A **queue** keeps jobs until a worker takes them (Redis-based queues like BullMQ, RabbitMQ, or a table in your database).
- **Workers** take jobs, do the work and acknowledge them; a failed job is retried later, with a growing delay.

### At-least-once means "maybe twice"
Most queues deliver a job *at least once*: a worker acknowledges a job only after doing the work, so if it crashes after the work but before the acknowledgement, the queue hands the job out again. Make jobs **idempotent**: running one twice has the same effect as once. Record what was done under a unique key (e.g. "welcome email sent to user 42"), and skip when it is already there.

### Don't lose the job
If you save an order and then push "send receipt" to a queue, a crash between the two loses the receipt. The **transactional outbox** pattern writes the job into a table in the same database transaction as the order; a dispatcher delivers it afterwards.

### Scheduled jobs
Nightly reports or hourly clean-ups run on a schedule (cron). With several servers, make sure only one runs each tick (a lock) and that the job is written as one set-based query rather than a loop over every user.`,
    resources: [
      { title: 'BullMQ documentation', url: 'https://docs.bullmq.io/', kind: 'docs' },
      {
        title: 'Transactional outbox pattern (microservices.io)',
        url: 'https://microservices.io/patterns/data/transactional-outbox.html',
        kind: 'article',
      },
      { title: 'RabbitMQ tutorials', url: 'https://www.rabbitmq.com/tutorials', kind: 'docs' },
    ],
  },
];
