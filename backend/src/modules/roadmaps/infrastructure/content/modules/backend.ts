import type { ModuleContent } from '../content-types.js';

/** The server side: a language and runtime, data, APIs, security and the work that happens in the background. */
export const BACKEND_MODULES: ModuleContent[] = [
  {
    key: 'backend-language-node',
    title: 'Server-Side JavaScript with Node.js',
    summary:
      'Run JavaScript outside the browser, read files, handle requests and structure a small server project with npm.',
    estimatedMinutes: 210,
    reviewedOn: '2026-11',
    contentMd: `### Why Node.js
Node.js runs JavaScript on a server. It uses one thread with an **event loop**: while one request waits for the database or the disk, Node serves others. That makes it good at I/O-heavy work such as APIs, and a poor fit for long CPU-heavy calculations (move those to a worker or another service).

The reason is how waiting works. When your code asks for a file or sends a query, Node hands the operation to the operating system (or to a small internal thread pool for things like file reads and hashing) and carries on. When the answer is ready, a callback is queued, and the event loop runs it as soon as the JavaScript thread is free. A thousand requests that each wait 50 ms for a database cost almost nothing while they wait. A loop that computes for two seconds, on the other hand, blocks every other request for those two seconds: nothing else runs until it returns. For such work, use \`node:worker_threads\` or a separate job (see the lesson on background jobs).

Callbacks wait for the code that is running to finish. After it, Node runs the callbacks of promises that have settled (microtasks), then timers and I/O callbacks:
\`\`\`js
setTimeout(() => console.log('timer'), 0);
Promise.resolve().then(() => console.log('promise'));
console.log('sync');
// sync, promise, timer
\`\`\`
The loop itself goes round in phases (timers, then waiting for I/O in the *poll* phase, then \`setImmediate\` callbacks in the *check* phase, then close callbacks), and after each callback it empties the microtask queues (\`process.nextTick\` callbacks and promise callbacks) before moving on. You rarely need the phases, but you do need the rule that follows: a microtask that keeps scheduling microtasks starves timers and I/O just like a busy loop.

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

The handler runs once per request and must always end the response: a code path that forgets \`res.end()\` leaves the client waiting until it times out. Every request body arrives as a stream of chunks, so reading JSON means collecting the chunks, joining them and parsing, with a size limit. That plumbing is why real projects use a framework such as Express or Fastify, which add routing, body parsing and error handling on top of the same \`node:http\` module. Learn the bare module first, so that the framework is not magic.

### Projects and packages
- \`npm init -y\` creates \`package.json\`, the project's name, scripts and dependencies.
- \`npm install express\` adds a package and records the exact versions in \`package-lock.json\`: commit that file so everyone installs the same tree.
- Put commands in \`scripts\` (\`"start": "node server.mjs"\`) and run them with \`npm run start\`.
- Read configuration such as ports and database addresses from environment variables (\`process.env.PORT\`), never hard-code secrets.

Two module systems exist. Modern code uses **ES modules** (\`import\`/\`export\`): a file ending in \`.mjs\`, or any \`.js\` file in a package whose \`package.json\` says \`"type": "module"\`. Older code uses CommonJS (\`require\`). Built-in modules are imported with the \`node:\` prefix (\`node:fs/promises\`, \`node:http\`), which makes clear they are not packages from npm.

In CI and on servers, install with \`npm ci\` rather than \`npm install\`: it installs exactly what the lockfile says and fails if the lockfile and \`package.json\` disagree, instead of quietly updating. On servers, run a Node.js release that is in **Long Term Support** (LTS), which receives security fixes for years, and check the release schedule on nodejs.org before a version reaches its end of life: after that, nobody fixes its vulnerabilities. During development, \`node --watch server.mjs\` restarts on every save, and \`node --env-file=.env server.mjs\` loads a local file of environment variables (keep that file out of Git).

### Errors and async code
Use \`async\`/\`await\` with \`try\`/\`catch\`. An error thrown inside an \`async\` function rejects the promise it returns, so the caller's \`catch\` (or \`.catch()\`) receives it. To wait for several promises, \`Promise.all\` rejects as soon as one of them rejects, while \`Promise.allSettled\` waits for all of them and reports each one as \`fulfilled\` or \`rejected\`. Since Node.js 15, a rejected promise that nothing handles ends the process with an error (the default \`--unhandled-rejections=throw\`), which is better than carrying on in a broken state: let a process manager or the platform restart it.

Independent work should run at the same time: \`await\`ing three queries one after another takes the sum of their times, while \`await Promise.all([a(), b(), c()])\` takes roughly the longest one. Only do that when the calls really do not depend on each other.

### Worked example
A tiny API that serves a list of books from a JSON file, answers \`404\` for unknown paths, never crashes on a bad file, and shuts down cleanly when the platform stops it:

\`\`\`js
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';

const send = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

const server = createServer(async (req, res) => {
  const { pathname } = new URL(req.url, 'http://localhost');
  try {
    if (req.method === 'GET' && pathname === '/api/books') {
      const books = JSON.parse(await readFile('./books.json', 'utf8'));
      return send(res, 200, books);
    }
    send(res, 404, { code: 'NOT_FOUND' });
  } catch (err) {
    console.error(err);            // details in the server log
    send(res, 500, { code: 'INTERNAL' });
  }
});

server.listen(Number(process.env.PORT ?? 3000));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
\`\`\`

Try it: \`PORT=4000 node server.mjs\`, then \`curl -i localhost:4000/api/books\` and \`curl -i localhost:4000/nope\`. Rename \`books.json\` and call it again: you get a \`500\` with a generic body, and the real error (\`ENOENT: no such file or directory\`) appears only in the terminal. Three details matter. The file is read with the promise API, so other requests are served while the disk works. Every path ends the response, including the error path. And \`server.close\` on \`SIGTERM\` stops accepting new connections but lets requests in progress finish, which is what a container platform expects when it replaces your process during a deployment.

### Common mistakes
- **Blocking the event loop.** \`readFileSync\` in a request handler, a huge \`JSON.parse\`, or a CPU-heavy loop stalls every client. Use the async APIs and move heavy computation to worker threads or a job.
- **Forgetting \`await\`.** Without it you get a pending promise instead of the value, and its error is never caught by your \`try\`/\`catch\`.
- **Awaiting in sequence what could run together.** Three independent queries awaited one by one triple the response time; use \`Promise.all\`.
- **Swallowing errors.** An empty \`catch {}\` hides the bug; log it with context and answer with a proper status.
- **Secrets in the code or in Git.** Read them from the environment and keep \`.env\` files in \`.gitignore\`.
- **Running \`npm install\` in CI.** It may change the lockfile; \`npm ci\` installs exactly what was reviewed.

### At work
Node.js backends run behind a load balancer in containers, usually with a framework (Express, Fastify, NestJS) and TypeScript. A junior is asked to add an endpoint, fix a bug found in the logs, or upgrade a dependency after \`npm audit\` or Dependabot flags it. Expect to read structured logs (one JSON object per line, from a logger such as pino), to profile a slow endpoint with \`node --inspect\` and the Chrome DevTools, and to keep the project on the current LTS release. Code review will ask the questions this lesson raised: does this handler block the loop, is every error handled, are independent calls run together, and does configuration come from the environment?`,
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
      {
        title: 'freeCodeCamp: Back End Development and APIs (interactive)',
        url: 'https://www.freecodecamp.org/learn/back-end-development-and-apis/',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'relational-databases-sql',
    title: 'Relational Databases and SQL',
    summary: 'Store data in tables, query it with SQL, and keep it correct with keys, constraints and transactions.',
    estimatedMinutes: 210,
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

Every column has a **type** (\`int\`, \`text\`, \`date\`, \`timestamptz\`, \`numeric\`, \`boolean\`), and the database rejects a value that does not fit. A missing value is \`null\`, which means "unknown", not zero or the empty string. That has a consequence beginners trip over: \`null = null\` is not true but unknown, so \`where published = null\` matches nothing. Write \`where published is null\`. Mark a column \`not null\` whenever a row makes no sense without it. For money, use \`numeric\` (exact decimals) or whole cents in an integer, never floating-point types, which cannot store 0.10 exactly.

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
To filter on the result of a group, use \`having\` (\`having count(b.id) >= 3\`): \`where\` filters rows before they are grouped, \`having\` filters the groups afterwards. Without \`order by\`, rows come back in whatever order is convenient for the database, which can change from one run to the next; every list your API returns needs an explicit order.

### Transactions
A **transaction** groups statements so they all happen or none do (\`begin; ... commit;\`). Moving money between two accounts is the classic example: the withdrawal and the deposit must succeed together.

Transactions give the guarantees known as **ACID**: *atomic* (all or nothing; \`rollback\` undoes the lot, and so does a crash), *consistent* (constraints hold at the end), *isolated* (concurrent transactions do not see each other's unfinished work) and *durable* (once \`commit\` returns, the data survives a power cut). PostgreSQL's default isolation level, **Read Committed**, lets each statement see data committed before it started. That is enough for most work, but "read a balance, then write a new one" in two statements can lose an update when two requests do it at once. Let the database do the arithmetic in one statement (\`update accounts set balance = balance - 50 where id = 1 and balance >= 50\`), or lock the row you read with \`select ... for update\`.

### Indexes
An **index** lets the database find rows without reading the whole table, like the index of a book. Add one for columns you filter or join on often; each index makes writes a little slower.

A primary key and a \`unique\` constraint create an index automatically. A foreign key does not: in PostgreSQL, \`books.author_id\` gets no index unless you create one, and joins and deletes of authors then scan the whole \`books\` table. To see what the database actually does, put \`explain analyze\` in front of a query: it runs the query and shows the plan, for example a *Seq Scan* (every row read) or an *Index Scan*, with the real time of each step. Measure before and after adding an index instead of guessing.

### Never build SQL from strings
Pass values as parameters (\`where email = $1\`) instead of gluing user input into the query text. That is the whole defence against SQL injection.

With a parameter, the query text and the values travel separately: the database parses the query first, so a value such as \`' or '1'='1\` can only ever be compared as data. Table and column names cannot be parameters; when they must vary (a sort column chosen by the user), pick them from a fixed allowlist in your code.

### Worked example
A report asks: "for each author with at least two books, how many books and when was the latest one published?" Build it step by step in \`psql\` against the tables above.

\`\`\`sql
-- 1. Look at the raw rows first
select author_id, title, published from books order by author_id;

-- 2. Group and aggregate
select a.name, count(b.id) as books, max(b.published) as latest
from authors a
join books b on b.author_id = a.id
group by a.id, a.name
having count(b.id) >= 2
order by books desc, a.name;
\`\`\`

A plain \`join\` is right here: authors without books could never have two. Next, check the plan:

\`\`\`text
explain analyze select * from books where author_id = 42;
 Seq Scan on books  (cost=0.00..1834.00 rows=9 width=44) (actual time=0.02..9.8 rows=9 loops=1)
   Filter: (author_id = 42)
   Rows Removed by Filter: 99991
\`\`\`

Reading 100,000 rows to return 9 is the sign of a missing index. After \`create index books_author_id_idx on books (author_id);\` the same command shows an *Index Scan* (or a *Bitmap Heap Scan*) and the time drops to a fraction of a millisecond. Finally, a transfer between two accounts, written so it cannot half-happen:

\`\`\`sql
begin;
update accounts set balance = balance - 50 where id = 1 and balance >= 50;
update accounts set balance = balance + 50 where id = 2;
commit;
\`\`\`
In application code, check that the first \`update\` changed one row; if it changed none (not enough money), run \`rollback\` instead of \`commit\`.

### Common mistakes
- **Comparing with \`= null\`.** It never matches; use \`is null\` or \`is not null\`.
- **Forgetting \`order by\`.** Results that look sorted in development come back in another order in production.
- **\`count(*)\` after a \`left join\`.** It counts the row of nulls too; count a column of the joined table.
- **Foreign keys without indexes.** PostgreSQL does not create them for you; joins on that column slow down as the table grows.
- **Read, compute, write in separate statements.** Concurrent requests overwrite each other; update in one statement or lock the row.
- **Money in floating point.** Use \`numeric\` or integer cents.

### At work
Backend developers write SQL every week, often through a query builder or an ORM (Prisma, TypeORM, SQLAlchemy), and the generated SQL still needs reading when something is slow. Schema changes ship as versioned **migrations** reviewed like code. A junior is asked to write a report query, add a column with a migration, or find why an endpoint is slow, which usually means reading \`explain analyze\` output and adding an index. Production databases are shared, so big updates run in batches, inside a transaction, after trying them on a copy.`,
    resources: [
      { title: 'PostgreSQL tutorial', url: 'https://www.postgresql.org/docs/current/tutorial.html', kind: 'docs' },
      {
        title: 'PostgreSQL: Using EXPLAIN',
        url: 'https://www.postgresql.org/docs/current/using-explain.html',
        kind: 'docs',
      },
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

Then write down the questions the product must answer ("which courses is this student taking?", "how much did we earn in March?") and the rules it must keep ("a course has one teacher", "a payment is never edited, only refunded"). A model is good when it answers those questions with simple queries and makes it hard to break the rules. Sketch it as an **entity-relationship diagram**: boxes for tables, lines for relationships, with "one" or "many" at each end. Ten minutes at a whiteboard saves weeks of migrations later, because data outlives code: you can rewrite a service in a month, but millions of rows stored in the wrong shape stay with you.

### Relationships
- **One-to-many**: an author has many books. Put \`author_id\` on \`books\`.
- **Many-to-many**: students take many courses and courses have many students. Add a join table \`enrolments (student_id, course_id, enrolled_at)\` with a primary key on both ids, so nobody enrols twice.
- **One-to-one**: rare; often a sign two tables could be one.

The foreign key always sits on the "many" side. A join table often grows facts of its own (the enrolment date, the grade, the status) and becomes a proper noun of the domain, which is a good sign you modelled it right. Decide what happens when the "one" side is deleted: \`on delete restrict\` (the default behaviour is similar: the delete fails while references exist) protects history such as orders, while \`on delete cascade\` removes dependent rows that mean nothing alone, such as the items of a deleted draft basket.

### Normalise, then be pragmatic
Store each fact once. If a customer's address is copied into every order, fixing a typo means finding every copy. Keep the address in one place and refer to it. Later, you may deliberately copy data (a **snapshot** of the price at the time of purchase is correct, because the price will change).

The classic rules have names. **First normal form**: one value per column, no lists packed into a string such as \`"math,physics"\` and no \`course1\`, \`course2\`, \`course3\` columns. **Second** and **third normal form**: every column depends on the whole key and on nothing but the key; a \`teacher_name\` column on \`enrolments\` depends on the course, not on the enrolment, so it belongs to \`courses\` (or to \`teachers\`). Breaking the rules on purpose, **denormalising**, is a trade: a copied total or a counter column makes reads faster, and in exchange your code must keep the copy right. Do it when a measured query needs it, not in advance.

### Let the database enforce rules
Use \`not null\`, \`unique\`, \`check (price >= 0)\` and foreign keys. Code has bugs; constraints stop bad data from ever being stored, whatever code path writes it.

Constraints also document the model: a reader of the schema learns the rules without reading the code. A \`unique\` constraint is the only reliable way to prevent duplicates, because two requests that each check "does this email exist?" and then insert can both pass the check at the same moment; with the constraint, the second insert fails and your code turns that error into a \`409 Conflict\`. For a small fixed set of values (an order's status), a \`check (status in ('pending', 'paid', 'shipped'))\` or a lookup table keeps typos out.

### Identifiers that last
Give rows ids that never change meaning. If other systems or URLs refer to a row, a stable id or slug lets you rename the title freely.

Natural keys such as an email address look tempting but change (people change email), so use a **surrogate key** (an identity number or a UUID) as the primary key and put a \`unique\` constraint on the natural one. Sequential numbers in public URLs reveal how many orders you have and invite guessing the next one, which is harmless only if every access is authorised; random UUIDs (\`gen_random_uuid()\` in PostgreSQL) are unguessable, and time-ordered UUID version 7 (RFC 9562, \`uuidv7()\` since PostgreSQL 18) keeps new rows close together in the index.

### Worked example
A small course platform: teachers create courses, students enrol, and each enrolment may end with a grade. A first draft put everything in one table:

\`\`\`text
enrolments_v1: student_email | student_name | course_title | teacher_name | teacher_email | grade
\`\`\`

Renaming a teacher means updating every row of every student; a course without students cannot exist at all; and nothing stops the same student enrolling twice. Split it by noun:

\`\`\`sql
create table teachers (
  id int generated always as identity primary key,
  email text not null unique,
  name text not null
);
create table courses (
  id int generated always as identity primary key,
  slug text not null unique,                      -- used in URLs
  title text not null,
  teacher_id int not null references teachers (id) on delete restrict
);
create table students (
  id int generated always as identity primary key,
  email text not null unique,
  name text not null
);
create table enrolments (
  student_id int not null references students (id),
  course_id int not null references courses (id),
  enrolled_at timestamptz not null default now(),
  grade int check (grade between 0 and 100),      -- null until graded
  primary key (student_id, course_id)
);
\`\`\`

Each fact now lives once: the teacher's name in \`teachers\`, the grade on the enrolment it belongs to. The composite primary key makes a second enrolment of the same student in the same course fail, the \`check\` keeps grades in range, and \`on delete restrict\` stops anyone deleting a teacher who still has courses. Try \`insert into enrolments values (1, 1, now(), 120);\` and read the error the database returns.

### Common mistakes
- **Lists in a column.** Comma-separated ids cannot be joined, indexed or constrained; use a join table.
- **Validating only in code.** Another script, a migration or a second service will skip it; add the constraint.
- **Check-then-insert for uniqueness.** Two requests race past the check; rely on a \`unique\` constraint.
- **Emails or names as primary keys.** They change; use a surrogate key plus a \`unique\` constraint.
- **Denormalising before measuring.** Copies drift apart; copy only for a snapshot or a measured need.
- **Deleting history.** Cascading the delete of a customer into their invoices destroys records you must keep; restrict, or mark the row as closed.

### At work
Modeling happens in design reviews before a feature is built: a developer proposes the tables in a short document or an ERD, and a senior or a database specialist questions the keys, the constraints and the queries it must serve. The schema then changes only through reviewed **migrations**, applied in steps on a live system: add a nullable column, backfill it, then make it \`not null\`. A junior is typically asked to add a table or column for a feature, write its migration and constraints, and update the seed data the tests use.`,
    resources: [
      {
        title: 'PostgreSQL: Constraints',
        url: 'https://www.postgresql.org/docs/current/ddl-constraints.html',
        kind: 'docs',
      },
      { title: 'PostgreSQL: Data types', url: 'https://www.postgresql.org/docs/current/datatype.html', kind: 'docs' },
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

Related resources nest one level: \`/api/books/42/reviews\` lists the reviews of book 42. Deeper nesting gets hard to read; give a review its own \`/api/reviews/7\` once it has an id. HTTP, as defined in RFC 9110, gives each method promises that clients, proxies and caches rely on. \`GET\` and \`HEAD\` are **safe**: they must not change anything, so a crawler or a prefetching browser can call them freely. \`PUT\` and \`DELETE\` are **idempotent**: sending the same request twice has the same effect as once, so a client may retry after a lost response. \`PUT\` replaces the whole resource with what you send; \`PATCH\` changes only the fields you send. \`POST\` is neither safe nor idempotent: a retried \`POST /api/orders\` may create two orders. Many payment APIs therefore accept an \`Idempotency-Key\` header: the client sends a random key with the request, and the server stores the result under that key and returns it again for a retry.

### Status codes that mean something
- \`200\` OK, \`201\` Created (with the new resource), \`204\` No Content.
- \`400\` the input is invalid, \`401\` not signed in, \`403\` signed in but not allowed, \`404\` not found, \`409\` conflict (e.g. the email is taken), \`429\` too many requests.
- For another user's private object, \`404\` is often better than \`403\`: it does not even confirm that the object exists.
- \`500\` means *your* bug, never the client's bad input.

Two more codes come up in every router. When the path exists but not for this method (a \`PUT\` on a resource that only supports \`GET\`, \`PATCH\` and \`DELETE\`), answer \`405 Method Not Allowed\` with an \`Allow: GET, PATCH, DELETE\` header listing the methods that do work; \`404\` is for paths that match nothing. A \`201 Created\` should carry a \`Location\` header with the URL of the new resource (\`Location: /api/books/43\`). Some APIs answer input that is well-formed JSON but breaks a rule with \`422 Unprocessable Content\`; whichever of \`400\` and \`422\` you choose, use it consistently. With \`429\`, a \`Retry-After\` header tells the client how many seconds to wait.

### Validate everything, answer clearly
Validate types, lengths and formats at the edge. Return errors in one consistent shape with a machine-readable code (never a stack trace: it helps attackers and belongs in your server logs):
\`\`\`json
{ "statusCode": 400, "code": "EMAIL_INVALID", "message": "Enter a valid email address." }
\`\`\`
A standard shape exists: **Problem Details** (RFC 9457) uses the media type \`application/problem+json\` and the fields \`type\` (a URI naming the kind of problem), \`title\`, \`status\`, \`detail\` and \`instance\`, and lets you add your own, such as a list of invalid fields. Whatever shape you pick, report every invalid field at once rather than one per request, and validate against a schema (JSON Schema, zod, class-validator) instead of hand-written \`if\`s, so the rules live in one place. Reject unknown fields or ignore them on purpose: silently storing whatever the client sends lets a user set \`"role": "admin"\` on their own account (*mass assignment*).

### Lists
Paginate (\`?page=2&pageSize=20\`), allow filters in the query string, and return the total so clients can draw pagination. Query values always arrive as strings: convert and validate them (\`Number(page)\`, an integer, within bounds) before you use them.

Cap \`pageSize\` (for example at 100), or one request can ask for a million rows. Page numbers become slow and unstable on large, changing tables: rows added while a user pages can shift items onto the next page. **Cursor pagination** returns an opaque \`nextCursor\` (for example, the id of the last item) and the next request asks for items after it, which stays fast with an index and never skips or repeats an item.

### Document it
Describe the API with **OpenAPI**; tools generate docs and typed clients from it.

An OpenAPI document lists every path, method, parameter, request body, response and error, with JSON Schema for the bodies. Write or generate it with the code and check it in CI, so it cannot drift. Plan for change too: adding an optional field is safe, while removing or renaming a field breaks clients that rely on it. Breaking changes go into a new version (\`/v2/...\`) while the old one keeps working for an announced period.

### Worked example
Review this endpoint for creating a book:

\`\`\`js
app.post('/api/createBook', async (req, res) => {
  const book = await db.books.insert(req.body);
  res.status(200).json({ ok: true });
});
\`\`\`

Five problems: the verb is in the path; everything in \`req.body\` is stored, including fields the client should never set; nothing is validated, so a missing title becomes a \`500\` from the database; the status is \`200\` instead of \`201\`; and the client gets neither the new id nor its URL. The redesigned version:

\`\`\`js
app.post('/api/books', async (req, res) => {
  const errors = [];
  const title = typeof req.body.title === 'string' ? req.body.title.trim() : '';
  if (title.length < 1 || title.length > 200) errors.push({ field: 'title', code: 'TITLE_LENGTH' });
  const year = req.body.year;
  if (year !== undefined && !Number.isInteger(year)) errors.push({ field: 'year', code: 'YEAR_NOT_INTEGER' });
  if (errors.length > 0) {
    return res.status(400).type('application/problem+json').json({
      type: 'https://api.example.com/problems/validation', title: 'Invalid book', status: 400, errors,
    });
  }
  const book = await db.books.insert({ title, year: year ?? null }); // only known fields
  res.status(201).location(\`/api/books/\${book.id}\`).json(book);
});
\`\`\`

Try it with \`curl -i -X POST localhost:3000/api/books -H 'Content-Type: application/json' -d '{"title":""}'\`: a \`400\` that names the field. With a valid title you get \`201\`, a \`Location\` header and the stored book, including its id.

### Common mistakes
- **Verbs in paths** (\`/getBooks\`, \`/deleteBook?id=4\`). Let the method say what happens.
- **\`200\` for everything**, with \`{ "error": ... }\` in the body. Clients, monitoring and caches read the status code.
- **Changing data with \`GET\`.** Crawlers and prefetching will trigger it.
- **Storing the whole request body.** Pick the allowed fields, or a user sets fields you never meant to expose.
- **Unbounded lists.** Always cap the page size and paginate.
- **Breaking changes without a version.** Removing a field breaks apps you cannot update.

### At work
Teams agree on API design before coding: a developer writes the OpenAPI description or a short design note, and frontend, mobile and backend developers review it together. Larger companies publish API guidelines (Microsoft's and Google's are public) and lint OpenAPI files against them in CI. A junior is asked to add an endpoint that follows the existing conventions, to write its validation and error cases, to update the OpenAPI document, and to add integration tests for the success and failure paths.`,
    resources: [
      {
        title: 'MDN: HTTP response status codes',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Status',
        kind: 'docs',
      },
      { title: 'RFC 9457: Problem Details for HTTP APIs', url: 'https://www.rfc-editor.org/rfc/rfc9457', kind: 'docs' },
      { title: 'OpenAPI: Getting started', url: 'https://learn.openapis.org/', kind: 'docs' },
      { title: 'Microsoft REST API guidelines', url: 'https://github.com/microsoft/api-guidelines', kind: 'docs' },
    ],
  },
  {
    key: 'authentication-and-sessions',
    title: 'Authentication and Sessions',
    summary:
      'Tell who a user is, keep them signed in safely with sessions or tokens, and check on every request what they may do.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### Authentication vs authorisation
**Authentication** answers "who are you?": a password, a passkey, a "Sign in with Google" button. **Authorisation** answers "may you do this?": is this your order, are you an admin of this team. The two are easy to mix up because they happen in the same request, but they fail in different ways. A broken sign-in lets a stranger in; a missing authorisation check lets a perfectly real customer read somebody else's data, which is the most common serious flaw in web applications.

Two rules follow. First, authorise on **every request, on the server**: hiding a button in the interface stops nobody, because anyone can send the request with \`curl\`. Second, answer with the right status. \`401 Unauthorized\` means "I don't know who you are, sign in" (despite its name, it is about authentication); \`403 Forbidden\` means "I know who you are and the answer is no". When even admitting that an object exists would leak something, answer \`404 Not Found\` for another user's object, exactly as for a missing one.

### Passwords
Passwords get their own lesson (passwords and multi-factor authentication), so here is only the rule every developer must know: never store a password, and never store it encrypted. Store a slow, salted **hash** made with a password hashing function: **Argon2id** (preferred), scrypt or bcrypt. A hash is one-way: you check a password by hashing the attempt again with the same salt and comparing. A fast hash like SHA-256 lets an attacker who stole the table try billions of guesses per second; encryption can be undone by whoever steals the key. A random **salt** per password makes two equal passwords hash differently, so one precomputed table cannot crack them all:

\`\`\`js
import { randomBytes, scryptSync } from 'node:crypto';
const salt = randomBytes(16);
const hash = scryptSync(password, salt, 64); // store salt and hash, never the password
\`\`\`

### Staying signed in
HTTP is stateless: every request arrives on its own, so after a successful sign-in the server must give the client something to present with each later request. There are two designs.

- **Server-side session.** The server creates a record ("session 7f3a… belongs to user 42, created at 09:00, last seen 09:12") in a table or a store such as Redis, and sends the client only a long random **session id** in a cookie. The browser sends the cookie back automatically. Signing out, or banning a user, is one delete away. The id must be unguessable: OWASP asks for at least 64 bits of entropy from a cryptographically secure generator; 32 random bytes is a common choice.
- **Self-contained token.** The server signs a token that carries the claims itself (user id, expiry) and the client sends it in the \`Authorization: Bearer …\` header. Any service holding the key can check it without a database lookup, which suits APIs called by mobile apps and other servers. Because the browser never adds that header by itself, a bearer token is not sent along with a forged cross-site request the way a cookie is; in exchange, the token must live somewhere the page's JavaScript can reach. The price is revocation: a token stays valid until it expires, so keep access tokens short-lived (minutes) and pair them with a refresh token the server can revoke.

For a browser application talking to its own backend, a session cookie is usually the simpler and safer choice. Whichever you pick, sessions must end: an **idle timeout** (OWASP suggests 15–30 minutes for ordinary applications, 2–5 for high-value ones), an **absolute timeout** (for example 8 hours, after which the user signs in again), a sign-out that deletes the session on the server, and a new session id **at every sign-in**, so an id an attacker planted before sign-in (*session fixation*) is worthless afterwards. When a user changes or resets their password, end their other sessions: whoever stole the old password may still be signed in.

### Cookie flags
A session cookie is a bearer credential: whoever holds it *is* the user. Its attributes, documented on [MDN's Set-Cookie page](https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/Set-Cookie), decide who can read it and when the browser sends it:

- \`HttpOnly\`: JavaScript on the page cannot read it through \`document.cookie\`, so a cross-site scripting bug cannot simply copy the session away.
- \`Secure\`: sent only over HTTPS, never in clear text.
- \`SameSite=Lax\` or \`Strict\`: not sent with most requests that another site triggers, which blocks most cross-site request forgery (CSRF). Set it explicitly; browser defaults differ. \`SameSite=None\` requires \`Secure\`.
- \`Path=/\` and no \`Domain\`: the cookie goes back only to the host that set it, not to every subdomain. The \`__Host-\` name prefix makes the browser enforce this together with \`Secure\`.
- No \`Expires\` or \`Max-Age\`: a *session cookie* the browser drops when its session ends; the server's own timeouts still decide how long the session is valid.

### JWT pitfalls
The most common token format is the **JSON Web Token** (JWT, RFC 7519): three base64url parts, \`header.payload.signature\`. The pitfalls are well known: [RFC 8725](https://datatracker.ietf.org/doc/html/rfc8725), the JWT best-practice document, and the [OWASP JSON Web Token Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/JSON_Web_Token_Cheat_Sheet.html) list them:

- **Signed is not encrypted.** Anyone can decode the payload, so never put secrets or personal data in it.
- **Decoding is not verifying.** Libraries offer a \`decode\` that reads the claims without checking the signature; an attacker can then write any claims they like. Always call the verifying function.
- **Trusting the token's own \`alg\` header.** Old libraries accepted \`"alg": "none"\` (no signature at all) or let an attacker switch from a public-key algorithm to an HMAC one keyed with the public key (*algorithm confusion*). Pass an explicit list of allowed algorithms.
- **Skipping the claims.** Check \`exp\` (expiry), \`iss\` (who issued it) and \`aud\` (which service it is for), or a token meant for another service works on yours.
- **Weak secrets and long lives.** An HMAC secret must be long and random, not \`secret123\`; tokens should live minutes, not months.
- **Storing tokens in \`localStorage\`.** Any script on the page can read it, so one XSS bug leaks every token. OWASP recommends \`HttpOnly\` cookies instead.

### Attacks to design against
- **Credential stuffing**: attackers replay email/password pairs leaked from other sites. Rate-limit sign-in attempts per account and per source address, check new passwords against known breaches, and offer multi-factor authentication so a leaked password alone is not enough.
- **CSRF**: cookie-based sessions need \`SameSite\` cookies and, for unsafe requests, CSRF tokens (the browser-security lesson goes deeper).
- **Account enumeration**: answer "wrong email or password" rather than "no such user", and make the reset-password page say the same thing whether or not the account exists.
- **IDOR** (insecure direct object reference): \`GET /api/orders/43\` must check that order 43 belongs to the caller.
- **Session hijacking**: a stolen cookie works until the session ends, which is why the flags, timeouts and server-side sign-out matter.

### Worked example
A small Express API keeps sessions in a store, signs users in, authorises an order lookup and signs them out. The password check itself is a function from the passwords lesson.

\`\`\`js
import { randomBytes } from 'node:crypto';
import express from 'express';
import cookieParser from 'cookie-parser';

const app = express();
app.use(express.json(), cookieParser());
const sessions = new Map(); // in production: a database table or Redis with expiry
const IDLE_MS = 30 * 60 * 1000;
const ABSOLUTE_MS = 8 * 60 * 60 * 1000;

app.post('/login', async (req, res) => {
  const user = await checkPassword(req.body.email, req.body.password);
  if (!user) return res.status(401).json({ error: 'Wrong email or password' });
  const id = randomBytes(32).toString('base64url'); // a fresh id at every sign-in
  sessions.set(id, { userId: user.id, createdAt: Date.now(), lastSeen: Date.now() });
  res.cookie('__Host-sid', id, { httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
  res.status(204).end();
});

function authenticate(req, res, next) {
  const session = sessions.get(req.cookies['__Host-sid']);
  const now = Date.now();
  if (!session || now - session.lastSeen > IDLE_MS || now - session.createdAt > ABSOLUTE_MS) {
    return res.status(401).json({ error: 'Sign in again' });
  }
  session.lastSeen = now;
  req.userId = session.userId;
  next();
}

app.get('/api/orders/:id', authenticate, async (req, res) => {
  const order = await findOrder(req.params.id);
  if (!order || order.userId !== req.userId) return res.status(404).end(); // authorise every request
  res.json(order);
});

app.post('/logout', authenticate, (req, res) => {
  sessions.delete(req.cookies['__Host-sid']); // the server forgets the session
  res.clearCookie('__Host-sid', { httpOnly: true, secure: true, sameSite: 'lax', path: '/' }); // a __Host- cookie is only replaced with Secure and Path=/
  res.status(204).end();
});
\`\`\`

Follow one sign-in in the browser's Network tab. The response to \`POST /login\` carries the cookie and its flags:

\`\`\`http
HTTP/1.1 204 No Content
Set-Cookie: __Host-sid=3q2-7wX…; Path=/; HttpOnly; Secure; SameSite=Lax
\`\`\`

Every later request sends \`Cookie: __Host-sid=3q2-7wX…\` without any code on the page touching it. Typing \`document.cookie\` in the console does not show it, thanks to \`HttpOnly\`. Asking for another customer's order returns \`404\`, and after \`POST /logout\` the same cookie, replayed with \`curl\`, gets \`401\` because the server no longer knows the id. That last test is the one a token-only design fails: a stolen JWT keeps working until it expires.

### Common mistakes
- **Signing out only on the client.** Deleting the cookie or the token in the browser leaves the session valid for whoever copied it. Delete it on the server, and keep token lifetimes short.
- **Keeping the same session id across sign-in.** It opens the door to session fixation; issue a new id when the user authenticates or gains privileges.
- **Putting tokens in \`localStorage\` "because cookies are old-fashioned".** One XSS bug then leaks every user's token; prefer an \`HttpOnly\` cookie.
- **Reading JWT claims without verifying them**, or accepting whatever algorithm the header names. Verify with a fixed algorithm list and check \`exp\`, \`iss\` and \`aud\`.
- **Checking only that someone is signed in.** Authentication is not authorisation: check ownership or role on every object.
- **Writing your own crypto or session scheme.** Use your framework's session support, a maintained library such as \`jose\` for tokens, or an identity provider.

### At work
Backend developers wire sign-in into a framework's session middleware or an identity provider (Auth0, Okta, Microsoft Entra ID, Keycloak, AWS Cognito) over OpenID Connect, rather than writing it from scratch. Frontend developers decide where credentials live in the browser and make the app react to \`401\` by sending the user back to sign-in. Security engineers review these flows against the OWASP Authentication and Session Management cheat sheets and the ASVS, test them with Burp Suite or OWASP ZAP (replaying a cookie after sign-out, tampering with a JWT's payload, swapping ids in URLs) and write the findings up. A junior is typically asked to add the missing ownership check to an endpoint, set the cookie flags correctly, add a test that another user's object returns \`404\`, or make "change password" end the user's other sessions.`,
    resources: [
      {
        title: 'OWASP Session Management Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Session_Management_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'OWASP Authentication Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'MDN: Using HTTP cookies',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/Cookies',
        kind: 'docs',
      },
      {
        title: 'PortSwigger Web Security Academy: JWT attacks (labs)',
        url: 'https://portswigger.net/web-security/jwt',
        kind: 'interactive',
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

The usual picture is the **test pyramid**: many fast unit tests at the bottom, fewer integration tests in the middle, a handful of slow end-to-end tests at the top. For backend code the middle layer earns the most: most bugs live where pieces meet (a query that returns the wrong rows, a missing ownership check, a validation rule that was never wired to the route), and only a test that goes through the route, the validation and the database catches them. Unit tests shine where logic is dense and has many cases, such as prices, dates, permissions and parsing: they run in milliseconds, so you can afford fifty cases.

Test behaviour, not implementation. A good test says what a client or a caller can observe ("the response is \`404\`", "the total is 90") and keeps passing when you refactor the inside. A test that checks which private function was called breaks at every refactoring and catches few real bugs.

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
\`supertest\` sends real HTTP requests to your app without you starting a server on a fixed port, and the test reads the response as a client would. Each test follows the same three steps, often called **arrange, act, assert**: create the data the test needs, make one request, check the answer and, where it matters, the database afterwards ("the book is really stored", "nothing was written after the \`400\`").

You do not need a framework to start: Node.js ships a test runner. Files import \`test\` from \`node:test\` and assertions from \`node:assert/strict\`, and \`node --test\` finds and runs them. Jest and Vitest add richer matchers, watch mode and mocking; the ideas are the same.

### Make tests trustworthy
- Each test creates the data it needs; never depend on another test's leftovers or on the order tests run in.
- Use a real database (a throwaway one per run) rather than mocks of your own queries: mocks test that you called the mock.
- Never wait with a fixed \`sleep\`; wait for the condition you expect, with a timeout.
- \`await\` what you assert on: an assertion inside a promise nobody awaits runs after the test has already passed. A test that passes whatever the code does is a defect: it gives confidence it has not earned. Break the code once and watch the test fail.
- Test failure paths: bad input, someone else's data, a missing row, two requests at once.

Mock only what you do not own and cannot run: a payment provider, an email service, the clock. Replace those at the boundary with a **fake** (an object with the same methods that records calls) and assert on what your code sent them. For time, use fake timers (Jest's \`jest.useFakeTimers()\`, \`mock.timers\` in \`node:test\`) or pass the current time in as a parameter, so a test about "expires after 15 minutes" does not wait 15 minutes or fail at midnight. Random values and generated ids get the same treatment: make them injectable, or assert on the shape rather than the exact value.

### Keep them running
Run tests on every push in CI. A test that fails randomly is worse than none: fix or delete it.

A **flaky** test passes and fails on the same code. It trains the team to press "re-run" and ignore red builds, and then a real failure slips through. Find flaky tests by comparing runs: a test that failed in one run and passed in another on the same commit is flaky. Common causes are shared data between tests, test order, real time and time zones, fixed sleeps, unawaited promises, and ports or files that two parallel tests both use. Quarantine it (skip it with a linked issue) only briefly, and fix the cause. Coverage reports (\`jest --coverage\`, \`node --test --experimental-test-coverage\`) show which lines never ran, which is useful for finding untested paths; a high number does not prove the assertions are any good.

### Worked example
An endpoint lets a customer read an order: \`GET /api/orders/:id\`. The rule is that customers see only their own orders, and everybody else gets \`404\`. Here are three tests with the Node test runner, each arranging its own data:

\`\`\`js
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import request from 'supertest';
import { app } from '../src/app.js';
import { db, resetDb, signIn } from './helpers.js';

beforeEach(resetDb); // empty tables, a fresh database per run

test('a customer reads their own order', async () => {
  const ada = await db.users.create({ email: 'ada@example.test' });
  const order = await db.orders.create({ userId: ada.id, total: 4200 });
  const res = await request(app).get(\`/api/orders/\${order.id}\`).set('Cookie', await signIn(ada));
  assert.equal(res.status, 200);
  assert.equal(res.body.total, 4200);
});

test("another customer's order is not found", async () => {
  const ada = await db.users.create({ email: 'ada@example.test' });
  const bob = await db.users.create({ email: 'bob@example.test' });
  const order = await db.orders.create({ userId: ada.id, total: 4200 });
  const res = await request(app).get(\`/api/orders/\${order.id}\`).set('Cookie', await signIn(bob));
  assert.equal(res.status, 404);
});

test('a signed-out request is refused', async () => {
  const res = await request(app).get('/api/orders/1');
  assert.equal(res.status, 401);
});
\`\`\`

Run them with \`node --test\`. Then prove the second test is worth having: delete the ownership condition from the query, run again, and watch it fail with \`200 !== 404\`. Put the condition back. A test you have never seen fail might not be testing anything. In CI, \`resetDb\` points at a database started for the run (a service container or Testcontainers), never at a shared development database.

### Common mistakes
- **Tests that share data.** One test's leftovers make another pass or fail depending on order; each test arranges its own.
- **Mocking your own database layer.** The test then checks the mock; use a real throwaway database.
- **Fixed sleeps.** \`await sleep(200)\` is too short on a busy CI machine and wastes time everywhere else; wait for the condition.
- **Only the happy path.** Most security bugs are a missing failure case: another user's id, a signed-out request, invalid input.
- **Asserting without \`await\`.** The test ends before the assertion runs and passes regardless.
- **Re-running flaky tests until green.** It hides the cause; find it and fix it.

### At work
On most teams, a pull request without tests for its change is not merged, and CI runs the whole suite on every push. Developers write the tests with the code, often starting from a bug report: first a test that reproduces the bug and fails, then the fix. A junior is asked to add tests for an untested endpoint, to write the regression test for a bug they fix, and to investigate a flaky test by reading CI history. Expect tools such as Jest or Vitest, supertest, Testcontainers or a CI service database, and coverage reports in the pull request.`,
    resources: [
      { title: 'Node.js test runner', url: 'https://nodejs.org/api/test.html', kind: 'docs' },
      { title: 'Jest: Getting started', url: 'https://jestjs.io/docs/getting-started', kind: 'docs' },
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
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### Why cache
Reading the same data again and again costs database time. A **cache** keeps a copy closer to where it is needed: in the browser, on a CDN, in your process's memory or in a shared store such as **Redis**.

The gain can be large: a Redis lookup on the same network takes well under a millisecond, while a query that joins several tables may take tens of milliseconds and competes with every other query for the database. The cost is that a copy can be **stale**: it shows the data as it was, not as it is. So every cache decision is a trade between speed and freshness, and the first question is always how stale this data may be. A product description can be a minute old; a bank balance shown before a transfer cannot. Measure first: cache the reads that are frequent, slow, and change less often than they are read. The share of reads served from the cache, the **hit ratio**, tells you whether a cache is earning its keep.

### HTTP caching
The server tells browsers and CDNs what they may keep:
\`\`\`http
Cache-Control: public, max-age=31536000, immutable   # fingerprinted JS/CSS files
Cache-Control: no-cache                              # index.html: revalidate every time
Cache-Control: private, no-store                     # a user's own data
\`\`\`
A fingerprinted file's name changes whenever its content does, so a cached copy can never be stale; \`index.html\` keeps its name and points at the new files, so it must be checked each time. \`no-cache\` does not mean "do not store": it means "revalidate before use" (\`no-store\` forbids storing). An \`ETag\` lets a client ask "has this changed?" (\`If-None-Match\`) and get a tiny \`304 Not Modified\` when it has not.

These rules come from RFC 9111, HTTP Caching. \`max-age\` counts seconds from when the response was generated. \`private\` allows only the user's own browser to store the response, while \`public\` lets **shared caches** such as CDNs and proxies keep it too; \`s-maxage\` sets a separate lifetime for shared caches only. When a response differs by a request header, for example the language, \`Vary: Accept-Language\` tells caches to keep one copy per value. \`stale-while-revalidate=30\` lets a cache serve the old copy for up to 30 more seconds while it fetches a fresh one in the background, so no visitor waits for the refresh.

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
A value stored at second 0 with a 60-second TTL is a hit until second 60, when it expires; the next read is a miss and stores it again.

An in-process cache (a \`Map\` with expiry, or a small LRU library) is the fastest, but each server has its own copy, and the memory is lost on restart. **Redis** is shared by all servers and survives your app's deployments. Its \`SET key value EX 60\` stores with a TTL, and when memory is full it evicts keys by the configured \`maxmemory-policy\`, for example \`allkeys-lru\` (least recently used first). A cache must never be the only copy: anything in it may disappear at any moment, and your code must still work, only slower.

### The hard part: invalidation
When the data changes, the cached copy is wrong until it expires or is removed. Options:
- a short TTL when a little staleness is fine;
- delete the key when you write the data;
- with several servers, tell all of them (e.g. a Redis pub/sub message or database notifications).

Never cache one user's private data under a key another user can hit.

Delete the key *after* the database write has committed: deleting first lets another request read the old row and cache it again before your write lands. Expiry brings its own problem. When a popular key expires, hundreds of requests miss at once and all query the database together, a **cache stampede**. Spread expiries with a little random jitter on the TTL, let one request refresh while the others wait or get the stale value, or refresh hot keys before they expire. And remember what is *in* a key: two requests that should see different data (another user, another language, another permission) must never share one.

### Worked example
A product page API is slow: \`GET /api/products/:id\` takes 80 ms, almost all of it in the database, and it is read thousands of times per minute while prices change a few times a day. Plan: cache-aside in Redis with a 5-minute TTL, plus deletion on update.

\`\`\`js
const key = (id) => \`product:v1:\${id}\`;

async function getProduct(id) {
  const hit = await redis.get(key(id));
  if (hit) return JSON.parse(hit);
  const product = await db.findProduct(id);
  if (!product) return null;                                   // do not cache a missing row for long
  const ttl = 300 + Math.floor(Math.random() * 30);            // jitter against stampedes
  await redis.set(key(id), JSON.stringify(product), { EX: ttl });
  return product;
}

async function updatePrice(id, price) {
  await db.updatePrice(id, price);      // commit first
  await redis.del(key(id));             // then drop the stale copy
}
\`\`\`

Check it from the command line: \`redis-cli GET product:v1:42\` shows \`(nil)\` before the first request and the JSON afterwards, and \`redis-cli TTL product:v1:42\` counts down from about 300. Update the price and the key is gone; the next read stores the new one. The \`v1\` in the key lets you change the cached shape later by moving to \`v2\` instead of reading old entries in a new format. Finally, watch the hit ratio and the endpoint's latency in your metrics: if the hit ratio stays low, the cache costs memory and code for nothing.

### Common mistakes
- **Caching without a TTL.** A missed invalidation then lasts for ever; always set an expiry as a safety net.
- **Keys that forget the user.** \`cart\` instead of \`cart:\${userId}\` shows one user's data to another.
- **Reading \`no-cache\` as "do not store".** It means revalidate; use \`no-store\` for data that must never be kept.
- **Deleting the key before the write commits.** A concurrent read puts the old value straight back.
- **Treating the cache as storage.** Evictions and restarts empty it; the database stays the source of truth.
- **Caching everything.** Rarely read or fast data gains nothing and adds staleness bugs.

### At work
Caching decisions come up when an endpoint is slow or the database is overloaded: a developer measures with metrics and traces, proposes what to cache and for how long, and a reviewer asks how the data is invalidated. Platform or SRE teams usually run the Redis or managed cache service and the CDN; developers choose the keys, TTLs and \`Cache-Control\` headers. A junior is asked to add cache headers to static files, to cache a read-heavy endpoint with cache-aside, or to track down a "why do I still see the old value?" bug, which usually ends at a missing invalidation or a key that is too broad.`,
    resources: [
      {
        title: 'MDN: HTTP caching',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/Caching',
        kind: 'docs',
      },
      { title: 'RFC 9111: HTTP Caching', url: 'https://www.rfc-editor.org/rfc/rfc9111', kind: 'docs' },
      { title: 'Redis: Get started', url: 'https://redis.io/docs/latest/get-started/', kind: 'docs' },
      {
        title: 'web.dev: Prevent unnecessary network requests with the HTTP cache',
        url: 'https://web.dev/articles/http-cache',
        kind: 'article',
      },
    ],
  },
  {
    key: 'web-security-owasp',
    title: 'Web Security and the OWASP Top 10',
    summary:
      'Map the ten most critical web application risks of the OWASP Top 10:2025, recognise each in code, and know which guidance fixes it.',
    estimatedMinutes: 180,
    reviewedOn: '2026-11',
    contentMd: `### What the Top 10 is
The **Open Worldwide Application Security Project** (OWASP) is a non-profit community that publishes free security guidance. Its best-known document, the **OWASP Top 10**, lists the most critical risks to web applications. The current edition, the eighth, is the **OWASP Top 10:2025**. Eight of its categories were ranked from test data on millions of applications; two were voted in by practitioners through a survey, because some risks are hard to find with automated tests and so stay under-counted in the data.

Three things make the list useful without misreading it:

- It is an **awareness document**, not a checklist or a standard. "We are OWASP Top 10 compliant" says little; to verify an application, teams use the OWASP Application Security Verification Standard (ASVS), and to fix things, the cheat sheets.
- Each category groups many **CWEs** (Common Weakness Enumeration entries, MITRE's catalogue of weakness types) around a root cause. Injection, for example, covers SQL injection and cross-site scripting alike.
- The names are shared vocabulary. Scanners, bug reports and audits say "A01" or "CWE-639", and you will read those labels on the job.

### The OWASP Top 10
The 2025 list, in OWASP's own names, with the [OWASP Cheat Sheet Series](https://cheatsheetseries.owasp.org/) page to read for each:

- **A01:2025 Broken Access Control.** A user acts outside their permissions: changing \`/invoices/1043\` to \`/invoices/1044\` shows someone else's invoice (an *insecure direct object reference*), a normal user reaches an admin API, a tampered cookie or JWT raises a role. Since 2025 it also holds server-side request forgery (SSRF), where the server is tricked into fetching an internal URL. Check ownership and role on the server for every object, and deny by default. Read the [Authorization Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Authorization_Cheat_Sheet.html).
- **A02:2025 Security Misconfiguration.** Default admin passwords, debug pages and stack traces in production, missing security headers, directory listings, a storage bucket left public. It rose to second place because more and more behaviour lives in configuration. Automate a hardened setup and send security headers: the [HTTP Headers Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/HTTP_Headers_Cheat_Sheet.html).
- **A03:2025 Software Supply Chain Failures.** New in this form: it widens 2021's "Vulnerable and Outdated Components" to compromised packages, build tools and pipelines. Know every dependency, direct and transitive, commit the lockfile, update on a schedule, run \`npm audit\` or Dependabot, and protect the CI/CD pipeline. Read the [Vulnerable Dependency Management Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Vulnerable_Dependency_Management_Cheat_Sheet.html).
- **A04:2025 Cryptographic Failures.** Data sent without TLS, passwords stored with a fast hash, home-made or outdated algorithms, keys in the code. Read the [Cryptographic Storage Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Cryptographic_Storage_Cheat_Sheet.html).
- **A05:2025 Injection.** Untrusted input reaches an interpreter as code: a SQL query, a shell command, a page. **Cross-site scripting (XSS)** belongs here: a comment containing \`<script>\` that runs in other users' browsers is HTML injection. Use parameterised queries, avoid shells, encode output for its context, never insert untrusted HTML (frameworks such as React escape text by default) and add a Content Security Policy. Read the [Injection Prevention Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Injection_Prevention_Cheat_Sheet.html) and the [Cross Site Scripting Prevention Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Cross_Site_Scripting_Prevention_Cheat_Sheet.html).
- **A06:2025 Insecure Design.** The control was never designed: a password reset anyone can trigger for anyone, a checkout that trusts the price the browser sends, no limit on how often a coupon can be tried. Perfect code cannot fix a missing control; threat modelling during design can. Read the [Secure Product Design Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Secure_Product_Design_Cheat_Sheet.html).
- **A07:2025 Authentication Failures** (previously "Identification and Authentication Failures"). Weak password storage, no rate limiting against credential stuffing, sessions that never end, missing multi-factor authentication. Read the [Authentication Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html).
- **A08:2025 Software or Data Integrity Failures.** Code or data trusted without checking where it came from: an auto-update installed without verifying its signature, a script loaded from a CDN without integrity check, serialized objects from the client deserialized as they are. Read the [Deserialization Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Deserialization_Cheat_Sheet.html).
- **A09:2025 Security Logging and Alerting Failures.** Failed sign-ins and access denials are not logged, logs are never watched, or nobody is alerted, so an attack goes unnoticed for months. The 2025 name stresses *alerting*: logs nobody acts on catch nothing. Read the [Logging Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Logging_Cheat_Sheet.html).
- **A10:2025 Mishandling of Exceptional Conditions** (new). Errors that leak internals, checks that "fail open" (an exception inside the permission check lets the request through), a multi-step transaction left half done. Catch errors where they happen, fail closed, roll back, and show users a generic message. Read the [Error Handling Cheat Sheet](https://cheatsheetseries.owasp.org/cheatsheets/Error_Handling_Cheat_Sheet.html).

The Security roadmap gives the biggest of these their own deep-dive lessons: access control, injection, cross-site scripting, CSRF and CORS, the supply chain, cryptography, threat modelling, and logging and detection. This lesson is the map they hang on.

### Habits that prevent most of it
1. Validate input at the edge (type, length, format) and reject what you do not expect.
2. Encode output for where it goes (HTML, URL, SQL parameter): the context decides the encoding.
3. Deny by default: a route needs an explicit rule to be public, and every object access checks ownership.
4. Keep secrets out of the code and the repository; use environment variables or a secret manager.
5. Log security events (failed sign-ins, permission denials) without logging passwords or tokens, and alert on the ones that matter.
6. Never rely on the UI for security: hiding a button stops nobody, because anyone can send the request directly with \`curl\` or the browser's dev tools. The server decides.
7. Fail closed: when a check throws, the answer is "no".

### Worked example
Here is an invoice endpoint as it might reach code review. Read it and count the categories before looking at the fix.

\`\`\`js
app.get('/api/invoices/:id', async (req, res) => {
  try {
    const sql = "select * from invoices where id = '" + req.params.id + "'";
    const { rows } = await db.query(sql);
    res.json(rows[0]);
  } catch (err) {
    res.status(500).send(err.stack);
  }
});
\`\`\`

Three findings, each with its category:

- **A05 Injection.** The id is glued into the SQL text, so \`' or '1'='1\` returns invoices that are not the caller's, and worse inputs can read other tables.
- **A01 Broken Access Control.** Even with a harmless id, nothing checks that the invoice belongs to the signed-in customer: \`1043\` to \`1044\` is all it takes.
- **A10 Mishandling of Exceptional Conditions**, with a touch of **A02**: the error handler sends the stack trace, which tells an attacker the database, the library versions and the file paths.

The fixed version passes the id as a parameter, checks ownership in the same query, answers \`404\` for anything the caller may not see, and keeps details in the server log:

\`\`\`js
app.get('/api/invoices/:id', requireUser, async (req, res) => {
  try {
    const { rows } = await db.query(
      'select id, total, issued_at from invoices where id = $1 and customer_id = $2',
      [req.params.id, req.user.id],
    );
    if (rows.length === 0) return res.status(404).json({ error: 'Not found' });
    res.json(rows[0]);
  } catch (err) {
    req.log.error({ err, invoiceId: req.params.id }, 'invoice lookup failed');
    res.status(500).json({ error: 'Something went wrong' });
  }
});
\`\`\`

Selecting named columns instead of \`*\` is a small bonus: a column added later (say, an internal note) does not leak by default. To confirm the fix, write two tests: another customer's invoice returns \`404\`, and an id of \`' or '1'='1\` returns \`404\` too.

### Common mistakes
- **Treating the Top 10 as the whole job.** It lists the most common risks, not all of them; business-logic flaws and API-specific issues (see the OWASP API Security Top 10) need attention too.
- **Quoting the 2017 or 2021 numbering.** Categories move between editions: XSS was its own entry in 2017 and has been part of Injection since 2021; A03 is now the supply chain. Say which edition you mean.
- **Relying on input filtering alone.** Blocking \`<script>\` or quotes is easy to bypass; parameterise queries and encode output for its context.
- **Trusting the client.** Hidden fields, disabled buttons and prices sent by the browser are all attacker-controlled.
- **Fixing the instance, not the class.** When a review finds one missing ownership check, search for the same pattern across every endpoint, and add a test that keeps it fixed.

### At work
Every web developer is expected to know the Top 10 by name: it shapes code review checklists, pull-request templates and secure-coding training. Security engineers use it to label findings (category plus CWE), to plan what a penetration test covers, and to report trends to managers; the detailed requirements come from the ASVS. Tools map their results onto it: static analysis such as Semgrep or CodeQL, dynamic scanners such as OWASP ZAP and Burp Suite, and dependency scanners such as Dependabot or \`npm audit\`. A junior is typically asked to triage scanner findings (real or false positive, which category, how severe), to fix the simpler ones with a test, and to practise on deliberately vulnerable apps such as OWASP Juice Shop or the PortSwigger Web Security Academy labs.`,
    resources: [
      {
        title: 'OWASP Top 10:2025',
        url: 'https://owasp.org/Top10/2025/',
        kind: 'docs',
      },
      {
        title: 'OWASP Application Security Verification Standard (ASVS)',
        url: 'https://owasp.org/www-project-application-security-verification-standard/',
        kind: 'docs',
      },
      {
        title: 'PortSwigger Web Security Academy (free labs)',
        url: 'https://portswigger.net/web-security',
        kind: 'interactive',
      },
      {
        title: 'OWASP Juice Shop: a deliberately vulnerable app to practise on',
        url: 'https://owasp.org/www-project-juice-shop/',
        kind: 'interactive',
      },
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

The request then does only what the user must see succeed: it validates, saves the order, enqueues "send the receipt" and answers \`201\` (or \`202 Accepted\` when the main work itself happens later, with a URL where the client can check its status). Everything else runs in the background at its own pace. This also protects you from other services: when the email provider is down for ten minutes, sign-ups keep working and the emails go out when it is back, instead of every sign-up failing with a \`500\`. The other benefit is smoothing load. A burst of 10,000 image uploads becomes a queue that a fixed number of workers works through, rather than 10,000 resizes fighting for the API servers' CPU at once.

### The pieces
- A **producer** (your API) adds a job: \`{ type: 'send-welcome-email', userId: 42 }\`.
- A **queue** keeps jobs until a worker takes them (Redis-based queues like BullMQ, RabbitMQ, or a table in your database).
- **Workers** take jobs, do the work and acknowledge them; a failed job is retried later, with a growing delay.

Keep the job's data small and stable: put ids in it, not whole objects, and let the worker load the current data when it runs, so it does not act on a copy that changed while the job waited. Workers run as separate processes, often on separate machines, so you can scale them apart from the API: more workers when the queue grows, fewer at night.

The growing delay is called **exponential backoff**: wait 1 s, then 2, 4, 8 and so on, ideally with a little random jitter so a thousand failed jobs do not all retry in the same second. Cap the number of attempts (BullMQ's \`attempts\` option with \`backoff: { type: 'exponential', delay: 1000 }\`). A job that still fails after the last attempt must not vanish: it goes to a **dead-letter queue** (RabbitMQ's term) or a failed list (BullMQ keeps failed jobs), where someone can read the error, fix the cause and retry it. A *poison* job, one that fails every time because of its data, otherwise blocks a worker or loops for ever.

### At-least-once means "maybe twice"
Most queues deliver a job *at least once*: a worker acknowledges a job only after doing the work, so if it crashes after the work but before the acknowledgement, the queue hands the job out again. Make jobs **idempotent**: running one twice has the same effect as once. Record what was done under a unique key (e.g. "welcome email sent to user 42"), and skip when it is already there.

The key identifies the *effect*, not the delivery: a redelivered message and a job that the producer enqueued twice by mistake must both be skipped. A table with a \`unique\` constraint on the key is the simplest record; inserting the key in the same transaction as the work's own database changes makes "done" and "recorded" happen together. Many queues also let you give a job its own id (BullMQ ignores a new job whose \`jobId\` is still stored in the queue), which stops duplicates at the door but does not replace an idempotent worker. "Exactly once" delivery across a network is not something a queue can promise; at-least-once delivery plus idempotent processing gives you the same result.

### Don't lose the job
If you save an order and then push "send receipt" to a queue, a crash between the two loses the receipt. The **transactional outbox** pattern writes the job into a table in the same database transaction as the order; a dispatcher delivers it afterwards.

The dispatcher reads unsent rows, publishes them and marks them sent. If it crashes after publishing but before marking, it publishes again on restart, which is one more reason the consumers must be idempotent. If the queue *is* a database table, workers can claim jobs safely with PostgreSQL's \`select ... for update skip locked\`: each worker locks the rows it takes, and the others skip those rows instead of waiting for them.

### Scheduled jobs
Nightly reports or hourly clean-ups run on a schedule (cron). With several servers, make sure only one runs each tick (a lock) and that the job is written as one set-based query rather than a loop over every user.

A cron expression has five fields: minute, hour, day of month, month and day of week, so \`0 3 * * *\` means "every day at 03:00". Know which time zone the scheduler uses (servers usually run in UTC), and remember daylight-saving changes skip or repeat an hour in local time. A scheduled job should also be safe to run late or twice: a clean-up that deletes "sessions older than 30 days" is; one that "adds this month's interest" needs a record of which month it has done.

### Worked example
Sign-up must send a welcome email, and the email service sometimes times out. With BullMQ, the API enqueues and answers at once:

\`\`\`js
import { Queue } from 'bullmq';
const emails = new Queue('emails', { connection: { host: 'localhost', port: 6379 } });

// in the sign-up handler, after the user row is committed
await emails.add('welcome', { userId: user.id }, {
  jobId: \`welcome-\${user.id}\`,                       // the same job twice is ignored
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },       // 1 s, 2 s, 4 s, 8 s
});
\`\`\`

A worker process, started separately, does the work idempotently:

\`\`\`js
import { Worker } from 'bullmq';

new Worker('emails', async (job) => {
  const { userId } = job.data;
  const key = \`welcome-email:\${userId}\`;
  if (await db.effects.exists(key)) return 'already sent';   // redelivery or duplicate
  const user = await db.users.find(userId);                  // current data, not a stale copy
  await mailer.send({ to: user.email, template: 'welcome' });
  await db.effects.insert(key);                              // unique key: a racing copy fails here
  return 'sent';
}, { connection: { host: 'localhost', port: 6379 }, concurrency: 5 });
\`\`\`

Follow one failure through: the mail service times out, the handler throws, and BullMQ schedules the job again after 1 second, then 2, then 4. On the third try it succeeds and the key is recorded. Now the worker process is killed right after sending but before BullMQ marks the job complete: the job becomes available again, another worker picks it up, and one small window remains (the email went out but the key was not yet recorded), which is why some teams also pass the key to the email provider when it supports idempotency keys. After the fifth failed attempt the job lands in the failed list, where an alert tells the team to look.

### Common mistakes
- **Doing slow or fragile work in the request.** Users wait, and a timeout leaves it half-done; enqueue it.
- **Assuming each job runs once.** Redeliveries and duplicate enqueues happen; make every worker idempotent.
- **Putting whole objects in the job.** The data changes while the job waits; pass ids and load fresh data.
- **Retrying immediately and for ever.** Use exponential backoff with jitter and a maximum number of attempts.
- **Ignoring failed jobs.** A dead-letter queue nobody watches is a silent data loss; alert on it.
- **Enqueuing outside the transaction.** A crash between saving and enqueuing loses the job; use an outbox.

### At work
Almost every backend has workers: emails, exports, webhooks, image processing, payments reconciliation. Teams use BullMQ or a similar library on Redis, RabbitMQ, a managed queue such as Amazon SQS, or a database table with \`skip locked\`. Dashboards show queue length, job age and failure counts, and an alert fires when the oldest job waits too long. A junior is asked to move a slow task out of a request, to make a worker idempotent after a duplicate-email bug, or to investigate failed jobs and retry them once the cause is fixed.`,
    resources: [
      { title: 'BullMQ documentation', url: 'https://docs.bullmq.io/', kind: 'docs' },
      { title: 'RabbitMQ tutorials', url: 'https://www.rabbitmq.com/tutorials', kind: 'interactive' },
      {
        title: 'Transactional outbox pattern (microservices.io)',
        url: 'https://microservices.io/patterns/data/transactional-outbox.html',
        kind: 'article',
      },
      {
        title: 'PostgreSQL: SELECT (FOR UPDATE SKIP LOCKED)',
        url: 'https://www.postgresql.org/docs/current/sql-select.html',
        kind: 'docs',
      },
    ],
  },
];
