import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/backend.ts (issue 28). */
export const BACKEND_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'backend-language-node',
    questions: [
      {
        id: 'backend-language-node-1',
        kind: 'single',
        section: 'Why Node.js',
        prompt:
          'A Node.js API serves other requests while one waits 2 s for a slow database query, but freezes for everyone during a 2 s `for` loop. Why?',
        options: [
          {
            text: 'Node starts a new thread for each incoming request, but a running `for` loop locks every one of those threads',
            correct: false,
            why: 'Node runs your JavaScript on one thread with an event loop; it does not create a thread per request.',
          },
          {
            text: 'The database driver answers from a cache, so the query never really waits',
            correct: false,
            why: 'The query really does wait on the network and the database; what matters is that waiting does not occupy the JavaScript thread.',
          },
          {
            text: 'The query waits on I/O outside JavaScript; the loop occupies the only JavaScript thread',
            correct: true,
            why: 'While waiting for I/O, the single JavaScript thread is free to run other callbacks; a CPU-bound loop occupies that thread until it ends.',
          },
          {
            text: 'Loops are compiled to slower code than async functions',
            correct: false,
            why: 'Speed is not the point: even fast JavaScript blocks the thread while it runs, and nothing else can run until it returns.',
          },
        ],
      },
      {
        id: 'backend-language-node-2',
        kind: 'output',
        section: 'Why Node.js',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `const seen = [];
setTimeout(() => {
  seen.push('B');
  console.log(seen.join(' '));
}, 0);
Promise.resolve().then(() => seen.push('C'));
seen.push('A');
seen.push('D');`,
        },
        options: [
          {
            text: 'A B C D',
            correct: false,
            why: 'A `setTimeout` of 0 does not run immediately: its callback waits until the running code has finished.',
          },
          {
            text: 'A D C B',
            correct: true,
            why: 'The synchronous code runs first (A, D), then the settled promise’s callback (a microtask, C), then the timer (B).',
          },
          {
            text: 'A D B C',
            correct: false,
            why: 'Promise callbacks (microtasks) run before timers once the synchronous code is done, so C comes before B.',
          },
          {
            text: 'A C D B',
            correct: false,
            why: 'A `.then` callback never interrupts running code: it waits until the current script has finished, so D comes before C.',
          },
        ],
      },
      {
        id: 'backend-language-node-3',
        kind: 'single',
        section: 'Your first server',
        prompt:
          'A browser opens `http://localhost:3000/health?verbose=1` on the server of the lesson. What is `req.url` in the handler?',
        options: [
          {
            text: '`/health`',
            correct: false,
            why: 'Node does not strip the query string: comparing `req.url === "/health"` fails for this request. Parse it to get the pathname.',
          },
          {
            text: '`http://localhost:3000/health?verbose=1`',
            correct: false,
            why: 'The request line carries only the target path and query, not the scheme and host; `req.url` is that target.',
          },
          {
            text: '`/health?verbose=1`',
            correct: true,
            why: '`req.url` is the path plus query string as the client sent them; `new URL(req.url, base).pathname` gives `/health`.',
          },
          {
            text: '`health`',
            correct: false,
            why: 'The path keeps its leading slash, and the query string is still attached.',
          },
        ],
      },
      {
        id: 'backend-language-node-4',
        kind: 'multiple',
        section: 'Projects and packages',
        prompt: 'Which of these are good habits for a Node.js project? Pick all that apply.',
        options: [
          {
            text: 'Commit `package-lock.json`',
            correct: true,
            why: 'The lockfile records the exact versions installed, so every machine and CI installs the same dependency tree.',
          },
          {
            text: 'Read the port from `process.env.PORT`',
            correct: true,
            why: 'Configuration such as ports and database addresses belongs in environment variables, so each environment can set its own.',
          },
          {
            text: 'Write the database password into `server.mjs` so deploys cannot forget it',
            correct: false,
            why: 'A secret in the code ends up in the repository and every copy of it; read it from the environment or a secret manager.',
          },
          {
            text: 'Add `node_modules` to Git so installs are faster',
            correct: false,
            why: 'The lockfile already pins the tree; `npm ci` rebuilds `node_modules` from it. Committing the folder bloats the repository.',
          },
          {
            text: 'Put the start command in the `scripts` of `package.json`',
            correct: true,
            why: 'Scripts document how to run the project and are run the same way everywhere (`npm run start`).',
          },
        ],
      },
      {
        id: 'backend-language-node-5',
        kind: 'fill',
        section: 'Projects and packages',
        prompt:
          '`package.json` has `"scripts": { "dev": "node --watch server.mjs" }`. You start it with `npm ____ dev`.',
        answers: ['run', 'run-script'],
        why: '`npm run <name>` (alias `npm run-script`) runs a script from `package.json`; only a few names such as `start` and `test` also have shortcuts.',
      },
      {
        id: 'backend-language-node-6',
        kind: 'single',
        section: 'Errors and async code',
        prompt:
          'In Node.js 24, an `async` function called without `await` or `.catch` throws. Nothing else handles the rejection. What happens by default?',
        options: [
          {
            text: 'Nothing visible: the rejection is ignored and the server carries on',
            correct: false,
            why: 'That was the old behaviour (a warning only); since Node.js 15 the default mode is `throw`.',
          },
          {
            text: 'Node logs a warning once, then keeps running in the same state',
            correct: false,
            why: 'The default is not `warn`: an unhandled rejection is raised as an uncaught exception.',
          },
          {
            text: 'The error is sent to the client of the current request as a 500',
            correct: false,
            why: 'Node does not know which request a stray promise belongs to; turning errors into responses is your code’s job.',
          },
          {
            text: 'The process exits with the error',
            correct: true,
            why: 'With the default `--unhandled-rejections=throw`, it becomes an uncaught exception and ends the process; a process manager restarts it.',
          },
        ],
      },
      {
        id: 'backend-language-node-7',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the worked example, why does the server call `server.close()` when it receives `SIGTERM` instead of exiting at once?',
        options: [
          {
            text: 'To stop taking new connections while letting requests already in progress finish',
            correct: true,
            why: 'A platform sends SIGTERM when it replaces a process; closing the server first means no client loses a request half-way.',
          },
          {
            text: 'Because `process.exit()` is not allowed inside an ES module',
            correct: false,
            why: '`process.exit()` works in ES modules too; the point is to finish the requests in flight before exiting.',
          },
          {
            text: 'To delete `books.json` so that the next process starts from a clean file',
            correct: false,
            why: '`server.close` touches no files: it only stops the server from accepting new connections.',
          },
          {
            text: 'Because Node restarts itself automatically after `server.close()`',
            correct: false,
            why: 'Node never restarts itself; a process manager or the platform starts a new process.',
          },
        ],
      },
      {
        id: 'backend-language-node-8',
        kind: 'output',
        section: 'Common mistakes',
        prompt: 'A handler forgot an `await`. What does this print?',
        code: {
          language: 'javascript',
          source:
            "async function findUser() {\n  return { name: 'Ada' };\n}\nconst user = findUser();\nconsole.log(user.name === undefined ? 'missing' : user.name);",
        },
        options: [
          {
            text: 'Ada',
            correct: false,
            why: 'Without `await`, `user` is the promise itself, not the object the promise will resolve to.',
          },
          {
            text: 'missing',
            correct: true,
            why: 'An `async` function always returns a promise; a promise has no `name` property, so the check sees `undefined`.',
          },
          {
            text: 'Promise { <pending> }',
            correct: false,
            why: 'The code logs `user.name` (or the word missing), not the promise itself.',
          },
          {
            text: 'TypeError: Cannot read properties of undefined',
            correct: false,
            why: '`user` is a promise, which is an object, so reading `.name` gives `undefined` without throwing.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'relational-databases-sql',
    questions: [
      {
        id: 'relational-databases-sql-1',
        kind: 'single',
        section: 'Tables, rows and keys',
        prompt: '`books.author_id` is a foreign key to `authors (id)`. What does it protect you from?',
        options: [
          {
            text: 'Two books with the same title',
            correct: false,
            why: 'That would be a `unique` constraint on `title`; a foreign key is about references between tables.',
          },
          {
            text: 'A book pointing at an author that does not exist',
            correct: true,
            why: 'The database refuses an `author_id` with no matching author, and refuses to delete an author still referenced (unless told to cascade).',
          },
          {
            text: 'Slow joins between books and authors when the tables grow large',
            correct: false,
            why: 'A foreign key is a correctness rule, not an index; PostgreSQL does not even index the referencing column for you.',
          },
          {
            text: 'A book without a title',
            correct: false,
            why: 'That is `title text not null`; the foreign key does not look at other columns.',
          },
        ],
      },
      {
        id: 'relational-databases-sql-2',
        kind: 'output',
        section: 'The four verbs',
        prompt:
          'The lesson asks for the number of books per author, authors without books included. What does this print (Python’s built-in SQLite)?',
        code: {
          language: 'python',
          source: `import sqlite3
db = sqlite3.connect(":memory:")
db.executescript("""
create table authors (id integer primary key, name text);
create table books (id integer primary key, author_id int, title text);
insert into authors values (1, 'Ada'), (2, 'Grace');
insert into books values (1, 1, 'Notes'), (2, 1, 'Letters');
""")
rows = db.execute("""
select a.name, count(*), count(b.id)
from authors a left join books b on b.author_id = a.id
group by a.id, a.name order by a.name
""").fetchall()
print(rows)`,
        },
        options: [
          {
            text: "[('Ada', 2, 2)]",
            correct: false,
            why: 'That is what an inner join gives; a left join keeps Grace, who has no books.',
          },
          {
            text: "[('Ada', 2, 2), ('Grace', 0, 0)]",
            correct: false,
            why: '`count(*)` counts rows, and the left join gives Grace one row (with nulls for the book), so it says 1.',
          },
          {
            text: "[('Ada', 2, 2), ('Grace', 1, 0)]",
            correct: true,
            why: 'Grace has one joined row whose book columns are null: `count(*)` counts it, `count(b.id)` skips the null. Count a column of the joined table.',
          },
          {
            text: "[('Ada', 2, 2), ('Grace', 1, 1)]",
            correct: false,
            why: '`count(column)` ignores nulls, so `count(b.id)` is 0 for an author whose only row has no book.',
          },
        ],
      },
      {
        id: 'relational-databases-sql-3',
        kind: 'single',
        section: 'The four verbs',
        prompt: "You meant to rename one book, but ran `update books set title = 'Notes, revised';`. What happened?",
        options: [
          {
            text: 'The database refused it, since titles should be unique',
            correct: false,
            why: 'Nothing in the schema makes titles unique, and SQL does not guess intent: the statement is valid.',
          },
          {
            text: 'Only the most recently inserted book was renamed',
            correct: false,
            why: 'SQL has no notion of "the last row" here: without `where`, the update applies to every row.',
          },
          {
            text: 'Every book in the table now has that title',
            correct: true,
            why: 'Without a `where` clause, `update` (and `delete`) changes every row. Write the `where` first; inside a transaction you could still roll back.',
          },
        ],
      },
      {
        id: 'relational-databases-sql-4',
        kind: 'single',
        section: 'Transactions',
        prompt:
          'A transfer runs `update accounts set balance = balance - 50 where id = 1;` then the server crashes before crediting account 2. Inside `begin; … commit;`, what is stored?',
        options: [
          {
            text: 'The withdrawal only, which a nightly job must repair',
            correct: false,
            why: 'That is what happens without a transaction; grouping both statements is exactly what prevents it.',
          },
          {
            text: 'Both changes, because the database finishes started transactions after a restart',
            correct: false,
            why: 'The database cannot know the rest of your transaction; uncommitted work is rolled back on recovery, never completed.',
          },
          {
            text: 'Neither change: uncommitted work is rolled back',
            correct: true,
            why: 'A transaction is all or nothing: without `commit`, the database discards its changes, so no money disappears.',
          },
        ],
      },
      {
        id: 'relational-databases-sql-5',
        kind: 'multiple',
        section: 'Indexes',
        prompt: 'Which statements about indexes are true? Pick all that apply.',
        options: [
          {
            text: 'They let the database find matching rows without reading the whole table',
            correct: true,
            why: 'Like a book’s index, it points straight at the rows for a value.',
          },
          {
            text: 'Each index makes inserts and updates a little slower',
            correct: true,
            why: 'Every write must also update each index on the table, so add indexes for real query needs only.',
          },
          {
            text: 'Columns you filter or join on often are good candidates',
            correct: true,
            why: 'Those are the lookups an index speeds up, e.g. `books.author_id` for joins.',
          },
          {
            text: 'Indexing every column is the safe default',
            correct: false,
            why: 'Unused indexes cost storage and slow every write without helping any query.',
          },
        ],
      },
      {
        id: 'relational-databases-sql-6',
        kind: 'single',
        section: 'Never build SQL from strings',
        prompt: 'Which query is safe against SQL injection when `email` comes from a sign-in form?',
        options: [
          {
            text: 'query("select * from users where email = \'" + email + "\'")',
            correct: false,
            why: "The input becomes part of the SQL text: `' or '1'='1` changes the query's meaning.",
          },
          {
            text: 'query("select * from users where email = \'" + email.replaceAll("\'", \'\') + "\'")',
            correct: false,
            why: 'Home-made filtering misses cases and mangles real input; the reliable defence is to keep values out of the SQL text.',
          },
          {
            text: "query('select * from users where email = $1', [email])",
            correct: true,
            why: 'A parameter is sent separately from the SQL text, so the database always treats it as a value, never as code.',
          },
        ],
      },
      {
        id: 'relational-databases-sql-7',
        kind: 'single',
        section: 'Tables, rows and keys',
        prompt:
          'Some books have no publication date yet. What does `select title from books where published = null;` return?',
        options: [
          {
            text: 'The books without a date',
            correct: false,
            why: '`published = null` compares with an unknown value, so the result is unknown, never true; `is null` is the test that works.',
          },
          {
            text: 'No rows at all',
            correct: true,
            why: 'A comparison with null is unknown rather than true, and `where` keeps only rows where the condition is true.',
          },
          {
            text: 'Every book in the table',
            correct: false,
            why: 'The condition is never true for any row, so nothing is returned, not everything.',
          },
          {
            text: 'A syntax error',
            correct: false,
            why: 'The query is valid SQL; it just never matches. That is what makes the mistake easy to miss.',
          },
        ],
      },
      {
        id: 'relational-databases-sql-8',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the clauses of the worked example’s report query in the order SQL requires you to write them.',
        steps: ['select', 'from … join', 'group by', 'having', 'order by'],
        why: 'The clauses are written select, from (with its joins), where, group by, having, order by; having filters the groups that group by made, and order by sorts the final result.',
      },
      {
        id: 'relational-databases-sql-9',
        kind: 'single',
        section: 'Transactions',
        prompt:
          'Two requests each run `select balance` (100), compute `100 - 30` in code and then `update accounts set balance = 70`. What is wrong, and what does the lesson suggest?',
        options: [
          {
            text: 'Nothing: Read Committed isolation makes the second request wait until the first has committed',
            correct: false,
            why: 'Read Committed only guarantees each statement sees committed data; both reads can see 100 before either writes.',
          },
          {
            text: 'One withdrawal is lost; do the arithmetic in one update or lock the row with select … for update',
            correct: true,
            why: 'Both write 70 although 60 was right; `set balance = balance - 30` or a row lock makes the second request work on the new value.',
          },
          {
            text: 'The second update fails with a foreign key error, so the user sees an error',
            correct: false,
            why: 'No foreign key is involved; both updates succeed, which is exactly why the lost update goes unnoticed.',
          },
          {
            text: 'The balance becomes 40 because the database applies both subtractions anyway',
            correct: false,
            why: 'Each request writes a fixed value (70) computed in code, so the database has no subtraction to apply twice.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'data-modeling',
    questions: [
      {
        id: 'data-modeling-1',
        kind: 'single',
        section: 'Relationships',
        prompt: 'In a library, a member borrows copies of books. Which table holds the foreign keys of a loan?',
        options: [
          {
            text: '`members`, with a list of copy ids in one column',
            correct: false,
            why: 'A list in a column cannot be constrained or joined properly, and one member has many loans over time.',
          },
          {
            text: '`copies`, with a `member_id` column overwritten on each loan',
            correct: false,
            why: 'That keeps only the current borrower and loses the history; the loan is a thing of its own with its own facts.',
          },
          {
            text: '`books`, with the member who last read it',
            correct: false,
            why: 'Members borrow copies, not the abstract book, and a book has many copies on loan at once.',
          },
          {
            text: '`loans`, with `member_id` and `copy_id` (plus dates)',
            correct: true,
            why: 'A loan links a member and a copy, like a join table; each loan row refers to both, and its dates describe the loan itself.',
          },
        ],
      },
      {
        id: 'data-modeling-2',
        kind: 'output',
        section: 'Relationships',
        prompt:
          'The join table has a primary key on both ids. What does this print when the same student enrols twice (Python’s built-in SQLite)?',
        code: {
          language: 'python',
          source: `import sqlite3
db = sqlite3.connect(":memory:")
db.execute("create table enrolments (student_id int, course_id int, primary key (student_id, course_id))")
for student, course in [(1, 10), (1, 11), (1, 10), (2, 10)]:
    try:
        db.execute("insert into enrolments values (?, ?)", (student, course))
    except sqlite3.IntegrityError:
        print("refused", student, course)
print(db.execute("select count(*) from enrolments").fetchone()[0])`,
        },
        options: [
          {
            text: '4',
            correct: false,
            why: 'The key on (student_id, course_id) rejects the second (1, 10): the database enforces "nobody enrols twice".',
          },
          {
            text: 'refused 1 10\nrefused 2 10\n2',
            correct: false,
            why: 'The key is on the pair, not on `course_id` alone: student 2 in course 10 is a new pair and is accepted.',
          },
          {
            text: 'refused 1 10\n3',
            correct: true,
            why: 'Only the repeated pair (1, 10) breaks the composite primary key; the other three rows are stored.',
          },
        ],
      },
      {
        id: 'data-modeling-3',
        kind: 'single',
        section: 'Normalise, then be pragmatic',
        prompt: 'The `products` table has a price. Why does each order line still store the price paid?',
        options: [
          {
            text: 'Joins are slow, so every column should be copied into orders',
            correct: false,
            why: 'Copying facts to avoid joins is what normalisation warns against: every copy must be kept in sync.',
          },
          {
            text: 'Prices change; the order must keep the price actually paid',
            correct: true,
            why: 'This is a deliberate snapshot: a different fact (price at purchase) from the product’s current price.',
          },
          {
            text: 'Foreign keys cannot point at the product table from the order table',
            correct: false,
            why: 'They can and should (`product_id references products`); storing the price is about history, not references.',
          },
        ],
      },
      {
        id: 'data-modeling-4',
        kind: 'multiple',
        section: 'Let the database enforce rules',
        prompt: 'Which rules can the database itself enforce with a constraint? Pick all that apply.',
        options: [
          {
            text: 'A price is never negative',
            correct: true,
            why: '`check (price >= 0)` rejects any row that breaks it, whatever code writes it.',
          },
          {
            text: 'Two users never share an email address',
            correct: true,
            why: 'A `unique` constraint on `email`, also safe against two requests at the same moment.',
          },
          {
            text: 'Every order refers to an existing customer',
            correct: true,
            why: 'A foreign key from `orders.customer_id` to `customers (id)`.',
          },
          {
            text: 'The email address really belongs to the person',
            correct: false,
            why: 'No constraint can know that; proving ownership takes a confirmation link, i.e. application logic.',
          },
        ],
      },
      {
        id: 'data-modeling-5',
        kind: 'single',
        section: 'Identifiers that last',
        prompt: 'Other systems link to your courses. Which identifier should they store?',
        options: [
          {
            text: 'The course title, since it is readable',
            correct: false,
            why: 'Titles get fixed and reworded; every rename would break the links.',
          },
          {
            text: 'The row’s position in the list on the home page',
            correct: false,
            why: 'Positions change whenever courses are added or reordered, so they do not identify anything.',
          },
          {
            text: 'A stable id or slug that never changes its meaning',
            correct: true,
            why: 'An identifier that never changes lets you rename the title freely while every reference still works.',
          },
        ],
      },
      {
        id: 'data-modeling-6',
        kind: 'fill',
        section: 'Relationships',
        prompt:
          'Students take many courses and courses have many students: this many-to-many relationship needs a ____ table.',
        answers: ['join', 'junction', 'link', 'linking', 'association'],
        caseInsensitive: true,
        why: 'A join table such as `enrolments (student_id, course_id, enrolled_at)` holds one row per pair, with a primary key on both ids.',
      },
      {
        id: 'data-modeling-7',
        kind: 'single',
        section: 'Worked example',
        prompt: 'In the worked example, a student tries to enrol in the same course a second time. What stops it?',
        options: [
          {
            text: 'The `unique` constraint on `students.email`',
            correct: false,
            why: 'That constraint stops two students sharing an email; it says nothing about enrolments.',
          },
          {
            text: 'The primary key on `(student_id, course_id)` in `enrolments`',
            correct: true,
            why: 'A composite primary key allows each pair once, so the second insert of the same pair fails.',
          },
          {
            text: 'The `check` on `grade`',
            correct: false,
            why: 'The check only limits grades to 0–100; a second enrolment without a grade passes it.',
          },
          {
            text: 'The `on delete restrict` on `teacher_id`',
            correct: false,
            why: 'That rule is about deleting teachers who still have courses, not about enrolments.',
          },
        ],
      },
      {
        id: 'data-modeling-8',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which of these designs would a reviewer ask you to change? Pick all that apply.',
        options: [
          {
            text: 'A `tags` column holding `"sql,postgres,indexes"`',
            correct: true,
            why: 'A list in one column cannot be joined, indexed or constrained; a join table fixes it.',
          },
          {
            text: 'The user’s email address as the primary key of `users`',
            correct: true,
            why: 'Emails change; a surrogate key with a `unique` constraint on the email keeps references stable.',
          },
          {
            text: 'A `unique` constraint on `users.email`',
            correct: false,
            why: 'This is the reliable way to prevent duplicate accounts, even when two sign-ups race.',
          },
          {
            text: 'Order lines that store the unit price paid',
            correct: false,
            why: 'That is a deliberate snapshot: the product’s price will change, the price paid must not.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'rest-api-design',
    questions: [
      {
        id: 'rest-api-design-1',
        kind: 'single',
        section: 'Resources and methods',
        prompt: 'A client wants to change only the title of book 42. Which request fits the lesson’s design?',
        options: [
          {
            text: '`POST /api/updateBookTitle?id=42`',
            correct: false,
            why: 'A verb in the path duplicates what the method says; use the resource’s URL and let the method carry the action.',
          },
          {
            text: '`GET /api/books/42?title=…`',
            correct: false,
            why: 'GET must not change anything: caches, crawlers and prefetching may send it at any time.',
          },
          {
            text: '`POST /api/books` with `{ "id": 42, "title": "…" }`',
            correct: false,
            why: 'POST on the collection creates a new book; it is not the way to change an existing one.',
          },
          {
            text: '`PATCH /api/books/42` with `{ "title": "…" }`',
            correct: true,
            why: 'PATCH changes some fields of the resource at its own URL.',
          },
        ],
      },
      {
        id: 'rest-api-design-2',
        kind: 'single',
        section: 'Status codes that mean something',
        prompt:
          'A signed-in user asks for `/api/orders/43`, which belongs to someone else. Which answer does the lesson recommend?',
        options: [
          {
            text: '`401 Unauthorized`, because the user lacks the right to read this particular order',
            correct: false,
            why: '401 means "not authenticated": the user is signed in, so 401 would wrongly suggest signing in again.',
          },
          {
            text: '`200 OK` with an empty body',
            correct: false,
            why: 'A success code for a refused request misleads clients and hides the error from monitoring.',
          },
          {
            text: '`500 Internal Server Error`',
            correct: false,
            why: '500 means a bug on the server; a refused request is an expected outcome with its own 4xx code.',
          },
          {
            text: '`404 Not Found` (or 403), without revealing whether the order exists',
            correct: true,
            why: '403 is accurate, but 404 does not even confirm the order exists, so ids cannot be probed.',
          },
        ],
      },
      {
        id: 'rest-api-design-3',
        kind: 'fill',
        section: 'Status codes that mean something',
        prompt:
          '`POST /api/users` with an email that is already taken should answer status ____ (a conflict with the current state).',
        answers: ['409'],
        why: '409 Conflict says the request is valid but clashes with existing data; 400 is for input that is invalid in itself.',
      },
      {
        id: 'rest-api-design-4',
        kind: 'output',
        section: 'Lists',
        prompt:
          'A handler reads the page number from `?page=2&pageSize=20` without converting it. What does this print?',
        code: {
          language: 'javascript',
          source: `const query = new URLSearchParams('page=2&pageSize=20');
const page = query.get('page');
console.log(page + 1, typeof page);`,
        },
        options: [
          {
            text: '3 number',
            correct: false,
            why: 'Query values are never numbers: everything in a URL is text until you convert it.',
          },
          {
            text: '21 string',
            correct: true,
            why: '`get` returns the string "2", and `+` with a string concatenates. Convert and validate: `Number(page)`, an integer, within bounds.',
          },
          {
            text: 'NaN string',
            correct: false,
            why: '`+` does not do arithmetic here: with a string on one side it joins, giving "21".',
          },
          {
            text: '3 string',
            correct: false,
            why: 'No conversion happens on its own; "2" + 1 is the string "21".',
          },
        ],
      },
      {
        id: 'rest-api-design-5',
        kind: 'multiple',
        section: 'Validate everything, answer clearly',
        prompt: 'Which make an API’s errors easy to use? Pick all that apply.',
        options: [
          {
            text: 'One consistent error shape on every endpoint',
            correct: true,
            why: 'Clients can handle every error with one piece of code.',
          },
          {
            text: 'A machine-readable code such as `EMAIL_INVALID`',
            correct: true,
            why: 'Clients branch on the code, not on a message text that may change or be translated.',
          },
          {
            text: 'Answering `500` for invalid input so clients notice it',
            correct: false,
            why: '500 says the server has a bug; invalid input is the client’s and gets a 4xx, usually 400.',
          },
          {
            text: 'Returning the stack trace so clients can debug',
            correct: false,
            why: 'Stack traces leak internals to attackers and mean nothing to clients; log them on the server.',
          },
        ],
      },
      {
        id: 'rest-api-design-6',
        kind: 'single',
        section: 'Document it',
        prompt: 'What does describing your API with OpenAPI give you?',
        options: [
          {
            text: 'A machine-readable description from which tools generate docs and typed clients',
            correct: true,
            why: 'One document describes paths, parameters, bodies and responses; tools turn it into docs, clients and tests.',
          },
          {
            text: 'A faster server, since OpenAPI compiles the routes',
            correct: false,
            why: 'OpenAPI is a description format; it does not run or speed up your server.',
          },
          {
            text: 'Authentication on every endpoint, enforced by the spec without writing any further code',
            correct: false,
            why: 'OpenAPI can describe how endpoints are secured, but enforcing it is still your server’s job.',
          },
        ],
      },
      {
        id: 'rest-api-design-7',
        kind: 'multiple',
        section: 'Worked example',
        prompt: 'What does the redesigned `POST /api/books` of the worked example do differently? Pick all that apply.',
        options: [
          {
            text: 'It answers `201` with a `Location` header pointing at the new book',
            correct: true,
            why: 'A created resource gets `201 Created`, and `Location` tells the client its URL.',
          },
          {
            text: 'It stores only the fields it knows (`title`, `year`)',
            correct: true,
            why: 'Picking known fields prevents mass assignment of fields the client should never set.',
          },
          {
            text: 'It reports every invalid field in one `400` response',
            correct: true,
            why: 'The errors array collects all problems, so the client can fix them in one go.',
          },
          {
            text: 'It answers `500` when the title is missing',
            correct: false,
            why: 'A missing title is the client’s mistake and gets a `400`; `500` is reserved for the server’s own bugs.',
          },
        ],
      },
      {
        id: 'rest-api-design-8',
        kind: 'single',
        section: 'Resources and methods',
        prompt:
          'A mobile app sends `DELETE /api/books/42`, the connection drops before the answer arrives, and the app sends it again. Why is retrying acceptable here?',
        options: [
          {
            text: 'DELETE is safe, so it never changes anything',
            correct: false,
            why: 'DELETE does change state; it is idempotent, not safe.',
          },
          {
            text: 'DELETE is idempotent: a second delete leaves the same state as one',
            correct: true,
            why: 'RFC 9110 defines PUT and DELETE as idempotent, so clients may repeat them after a lost response.',
          },
          {
            text: 'The server merges two DELETEs into one automatically',
            correct: false,
            why: 'Nothing merges requests; the method’s meaning makes the repeat harmless.',
          },
          {
            text: 'Retrying is never acceptable for any method',
            correct: false,
            why: 'Idempotent methods are exactly the ones a client may retry; POST needs an idempotency key for that.',
          },
        ],
      },
      {
        id: 'rest-api-design-9',
        kind: 'fill',
        section: 'Status codes that mean something',
        prompt:
          '`/api/books/42` supports GET, PATCH and DELETE. A client sends `PUT /api/books/42`. The API answers status ____ with an `Allow` header.',
        answers: ['405', '405 Method Not Allowed'],
        caseInsensitive: true,
        why: 'The path exists but not for this method, which is 405 Method Not Allowed; the Allow header lists the methods that work.',
      },
    ],
  },
  {
    moduleKey: 'authentication-and-sessions',
    questions: [
      {
        id: 'authentication-and-sessions-1',
        kind: 'single',
        section: 'Authentication vs authorisation',
        prompt: 'A signed-in customer opens the admin dashboard’s URL. Which check must stop them?',
        options: [
          {
            text: 'Authorisation, checked on the server, for that request',
            correct: true,
            why: 'Authorisation answers "may you do this?" and must run on the server on every request, whatever the UI shows.',
          },
          {
            text: 'Authentication, on the sign-in page',
            correct: false,
            why: 'The customer really is who they claim to be: authentication succeeded. The question is what they may do.',
          },
          {
            text: 'Hiding the admin link in the menu for customers',
            correct: false,
            why: 'Anyone can type a URL or send the request directly; a hidden link stops nobody.',
          },
        ],
      },
      {
        id: 'authentication-and-sessions-2',
        kind: 'single',
        section: 'Passwords',
        prompt: 'Why store a slow, salted hash of each password rather than the encrypted password?',
        options: [
          {
            text: 'Hashes are shorter, so the users table takes less space',
            correct: false,
            why: 'Size is not the reason; the point is that a stored hash cannot be turned back into the password.',
          },
          {
            text: 'Encrypted passwords cannot be compared with what the user types at sign-in',
            correct: false,
            why: 'They can (decrypt and compare); that is exactly the risk: the server, and whoever steals its key, can read them.',
          },
          {
            text: 'A stolen key decrypts every password; a one-way hash has no key to be stolen',
            correct: true,
            why: 'A hash is one-way; you check a password by hashing the attempt again. Slowness and salts make guessing after a leak expensive.',
          },
          {
            text: 'SHA-256 is slow enough that attackers give up',
            correct: false,
            why: 'SHA-256 is built to be fast: billions of guesses per second. Use Argon2id, scrypt or bcrypt.',
          },
        ],
      },
      {
        id: 'authentication-and-sessions-3',
        kind: 'output',
        section: 'Passwords',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `import { randomBytes, scryptSync } from 'node:crypto';
const saltA = randomBytes(16);
const saltB = randomBytes(16);
const ana = scryptSync('hunter2', saltA, 32).toString('hex');
const ben = scryptSync('hunter2', saltB, 32).toString('hex');
const anaAgain = scryptSync('hunter2', saltA, 32).toString('hex');
console.log(ana === ben, ana === anaAgain);`,
        },
        options: [
          {
            text: 'true true',
            correct: false,
            why: 'Same password, different salts: the hashes differ, which is the point of a salt.',
          },
          {
            text: 'false false',
            correct: false,
            why: 'The hash is deterministic for a given password and salt; that is how sign-in verifies a password.',
          },
          {
            text: 'false true',
            correct: true,
            why: 'A per-user salt makes equal passwords hash differently; the same password with the same salt gives the same hash, so it can be verified.',
          },
          {
            text: 'true false',
            correct: false,
            why: 'It is the other way round: the salt changes the result, and repeating the same inputs repeats the hash.',
          },
        ],
      },
      {
        id: 'authentication-and-sessions-4',
        kind: 'multiple',
        section: 'Cookie flags',
        prompt: 'Which attributes should a session cookie carry? Pick all that apply.',
        options: [
          {
            text: '`HttpOnly`',
            correct: true,
            why: 'Page scripts cannot read the cookie, so an XSS bug cannot steal the session id.',
          },
          {
            text: '`Secure`',
            correct: true,
            why: 'The cookie is only sent over HTTPS, never in clear text.',
          },
          {
            text: '`SameSite` (Lax or Strict)',
            correct: true,
            why: 'The browser does not send it on cross-site requests, which blocks most CSRF.',
          },
          {
            text: 'The user’s password, so the server can check it again',
            correct: false,
            why: 'A cookie holds only a random session id; the password is never stored or sent again.',
          },
        ],
      },
      {
        id: 'authentication-and-sessions-5',
        kind: 'single',
        section: 'Staying signed in',
        prompt:
          'A user changes their password because they think it leaked. What should happen to their other sessions?',
        options: [
          {
            text: 'Nothing; sessions and passwords are unrelated',
            correct: false,
            why: 'Whoever used the leaked password may hold a session that outlives the change.',
          },
          {
            text: 'They end, except perhaps the one making the change',
            correct: true,
            why: 'Revoking other sessions logs the attacker out; the session table is what makes this possible, even with tokens.',
          },
          {
            text: 'They stay, but the next page load asks for the new password once',
            correct: false,
            why: 'Nothing standard does that; a stolen session keeps working until the server revokes it.',
          },
        ],
      },
      {
        id: 'authentication-and-sessions-6',
        kind: 'single',
        section: 'Attacks to design against',
        prompt: 'Which sign-in error message is best?',
        options: [
          {
            text: '"No account uses this email address."',
            correct: false,
            why: 'This tells an attacker which emails have accounts (account enumeration).',
          },
          {
            text: '"Wrong password for ana@example.com."',
            correct: false,
            why: 'It confirms the account exists, which helps credential stuffing and phishing.',
          },
          {
            text: '"Wrong email or password."',
            correct: true,
            why: 'The same answer for both cases reveals nothing about which accounts exist.',
          },
        ],
      },
      {
        id: 'authentication-and-sessions-7',
        kind: 'output',
        section: 'JWT pitfalls',
        prompt: 'Someone who never had the signing key runs this on a token copied from a request. What does it print?',
        code: {
          language: 'javascript',
          source: `const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiIsInJvbGUiOiJ1c2VyIn0.c2lnbmF0dXJl';
const [, payload] = token.split('.');
const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
console.log(claims.sub, claims.role);`,
        },
        options: [
          {
            text: '42 user',
            correct: true,
            why: 'The payload is only base64url-encoded JSON: anyone can read it without the key. Signed is not encrypted.',
          },
          {
            text: 'undefined undefined',
            correct: false,
            why: 'The middle part decodes to `{"sub":"42","role":"user"}`, so both claims are there to read.',
          },
          {
            text: 'It throws: the payload cannot be read without the key',
            correct: false,
            why: 'The key protects the signature, not the content; decoding needs no key at all.',
          },
          {
            text: 'HS256 undefined',
            correct: false,
            why: 'The algorithm is in the first part, the header; the code decodes the second part, the claims.',
          },
        ],
      },
      {
        id: 'authentication-and-sessions-8',
        kind: 'multiple',
        section: 'JWT pitfalls',
        prompt:
          'An API receives a JWT in the `Authorization` header. What must it do before trusting the claims? Pick all that apply.',
        options: [
          {
            text: 'Verify the signature, accepting only the algorithms it expects',
            correct: true,
            why: 'A fixed list of algorithms blocks `"alg": "none"` and algorithm-confusion tricks.',
          },
          {
            text: 'Check that `exp` has not passed',
            correct: true,
            why: 'An expired token must be refused, or a stolen one works forever.',
          },
          {
            text: 'Check `iss` and `aud`: the expected issuer, and this service as the audience',
            correct: true,
            why: 'Otherwise a valid token issued for another service is accepted here.',
          },
          {
            text: 'Use the algorithm named in the token’s own header',
            correct: false,
            why: 'The header is written by whoever sent the token; letting it choose the algorithm is how `alg: none` forgeries worked.',
          },
          {
            text: 'Decode the payload and use it if the JSON parses',
            correct: false,
            why: 'Decoding is not verifying: anyone can write a payload that parses.',
          },
        ],
      },
      {
        id: 'authentication-and-sessions-9',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of the worked example’s sign-in handler in order.',
        steps: [
          'Check the email and password, answering 401 with one message if either is wrong',
          'Generate a fresh random session id with a secure generator',
          'Store the session on the server: user id, creation time, last seen',
          'Send the id in a `Set-Cookie` with `HttpOnly`, `Secure`, `SameSite` and `Path=/`',
        ],
        why: 'The credentials come first; only a verified user gets a brand-new id (no fixation), which the server records before handing it to the browser in a protected cookie.',
      },
      {
        id: 'authentication-and-sessions-10',
        kind: 'single',
        section: 'Common mistakes',
        prompt:
          'A single-page app “signs out” by deleting its cookie in the browser. An attacker copied the session cookie earlier. What happens when they replay it?',
        options: [
          {
            text: 'It fails, since the user has signed out',
            correct: false,
            why: 'Only the user’s copy was deleted; the server was never told, so it still accepts the id.',
          },
          {
            text: 'It works until the session expires on the server',
            correct: true,
            why: 'Sign-out must delete the session on the server; then the replayed id gets 401.',
          },
          {
            text: 'It fails, since `HttpOnly` cookies cannot be replayed',
            correct: false,
            why: '`HttpOnly` stops page scripts from reading the cookie; a copied value can be sent by any tool.',
          },
        ],
      },
      {
        id: 'authentication-and-sessions-11',
        kind: 'fill',
        section: 'Staying signed in',
        prompt:
          'Issuing a new session id at every sign-in defeats session ____: an id an attacker planted in the victim’s browser before sign-in becomes worthless.',
        answers: ['fixation'],
        caseInsensitive: true,
        why: 'In session fixation the attacker makes the victim use an id the attacker knows; a fresh id at authentication breaks that link.',
      },
    ],
  },
  {
    moduleKey: 'backend-testing',
    questions: [
      {
        id: 'backend-testing-1',
        kind: 'single',
        section: 'What to test',
        prompt:
          '"Creating a book with `POST /api/books` returns 201 and the book appears in `GET /api/books`" is what kind of test?',
        options: [
          {
            text: 'An integration test',
            correct: true,
            why: 'It calls the real API with a real database and checks what a client sees.',
          },
          {
            text: 'A unit test of the book service',
            correct: false,
            why: 'A unit test checks one function’s rules in isolation; this one goes through the API and the database.',
          },
          {
            text: 'A load test',
            correct: false,
            why: 'A load test measures behaviour under many requests; this checks one behaviour is correct.',
          },
        ],
      },
      {
        id: 'backend-testing-2',
        kind: 'output',
        section: 'Make tests trustworthy',
        prompt:
          'A home-made test runner checks that a price is never negative. The code has the bug. What does this print?',
        code: {
          language: 'javascript',
          source: `let failures = 0;
const check = (ok) => { if (!ok) failures++; };
const priceAfterDiscount = async () => 10 - 15; // the bug

function test() {
  priceAfterDiscount().then((price) => check(price >= 0)); // not awaited
}
test();
console.log(failures === 0 ? 'PASS' : 'FAIL');`,
        },
        options: [
          {
            text: 'FAIL',
            correct: false,
            why: 'The check runs in a `.then` callback, after the synchronous code, so the verdict is printed before any failure is counted.',
          },
          {
            text: 'PASS',
            correct: true,
            why: 'The assertion runs after the verdict: the test passes whatever the code does. `await` the promise so the failure is counted first.',
          },
          {
            text: 'Nothing: it throws an unhandled rejection',
            correct: false,
            why: 'Nothing rejects: the promise resolves to -5 and the check quietly counts a failure too late.',
          },
        ],
      },
      {
        id: 'backend-testing-3',
        kind: 'multiple',
        section: 'Make tests trustworthy',
        prompt: 'Which habits make backend tests trustworthy? Pick all that apply.',
        options: [
          {
            text: 'Each test creates the data it needs',
            correct: true,
            why: 'Tests that rely on others’ leftovers break when run alone or in another order.',
          },
          {
            text: 'Wait for the expected condition with a timeout instead of a fixed `sleep`',
            correct: true,
            why: 'A fixed sleep is too short on a slow machine and wastes time on a fast one.',
          },
          {
            text: 'Mock your own repository in integration tests to keep them fast',
            correct: false,
            why: 'Then the test checks that you called the mock, not that your queries work; use a real, throwaway database.',
          },
          {
            text: 'Test failure paths: bad input, someone else’s data, two requests at once',
            correct: true,
            why: 'Those are where bugs and vulnerabilities hide; the happy path alone proves little.',
          },
        ],
      },
      {
        id: 'backend-testing-4',
        kind: 'order',
        section: 'An integration test',
        prompt: 'Put the steps of an integration test for "transfer 50 between two accounts" in order.',
        steps: [
          'Create two accounts with known balances in the test database',
          'Send the transfer request to the API',
          'Check the response status and body',
          'Read both balances back and check they changed by exactly 50',
        ],
        why: 'Arrange the data the test owns, act through the API as a client would, then assert on the response and on the stored outcome.',
      },
      {
        id: 'backend-testing-5',
        kind: 'single',
        section: 'Keep them running',
        prompt: 'A test fails about once in twenty runs, always passing on a retry. What does the lesson say to do?',
        options: [
          {
            text: 'Set CI to retry failed tests three times',
            correct: false,
            why: 'Retries hide the flakiness, and with it a possible real race in the code.',
          },
          {
            text: 'Keep it as it is; a test that usually passes is better than having no test',
            correct: false,
            why: 'The lesson says the opposite: a test that fails randomly is worse than none.',
          },
          {
            text: 'Fix it (find the race or hidden dependency) or delete it',
            correct: true,
            why: 'A randomly failing test teaches people to ignore red, so it stops protecting anyone.',
          },
        ],
      },
      {
        id: 'backend-testing-6',
        kind: 'fill',
        section: 'Make tests trustworthy',
        prompt: 'To prove a test can fail, break the code once and watch the test ____.',
        answers: ['fail'],
        caseInsensitive: true,
        why: 'A test that still passes with broken code checks nothing; seeing it fail once is how you know it guards the behaviour.',
      },
      {
        id: 'backend-testing-7',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the worked example, you delete the ownership condition from the order query and run the tests again. What should happen, and why do it?',
        options: [
          {
            text: 'All three tests still pass, which shows the code is robust',
            correct: false,
            why: 'If nothing fails, the tests do not protect the rule; the point is to see one go red.',
          },
          {
            text: 'The test with another customer’s order fails, which proves it really guards the rule',
            correct: true,
            why: 'Seeing a test fail when the rule is broken is the proof that it tests something; then you restore the code.',
          },
          {
            text: 'The signed-out test fails, because removing the condition disables sign-in',
            correct: false,
            why: 'Sign-in is checked separately; without the ownership condition, a signed-out request is still refused.',
          },
          {
            text: 'The runner refuses to start, because the query no longer compiles',
            correct: false,
            why: 'Removing a `where` condition leaves a valid query that returns any customer’s order, which is exactly the bug.',
          },
        ],
      },
      {
        id: 'backend-testing-8',
        kind: 'output',
        section: 'Common mistakes',
        prompt: 'A test calls an async check without `await`. What does this print?',
        code: {
          language: 'javascript',
          source:
            "const log = [];\nasync function assertLater() {\n  await null;\n  log.push('assert');\n}\nfunction runTest() {\n  assertLater();\n  log.push('test done');\n}\nrunTest();\nsetTimeout(() => console.log(log.join(' -> ')), 0);",
        },
        options: [
          {
            text: 'assert -> test done',
            correct: false,
            why: 'The async function pauses at `await`, and nobody waits for it, so the test finishes first.',
          },
          {
            text: 'test done -> assert',
            correct: true,
            why: 'Without `await`, `runTest` carries on and ends before the assertion runs, which is how unawaited assertions slip past a test runner.',
          },
          {
            text: 'test done',
            correct: false,
            why: 'The assertion does run, only later, in a microtask; by the time the timer fires it has been logged.',
          },
          {
            text: 'assert',
            correct: false,
            why: 'Both entries are pushed; the question is only their order.',
          },
        ],
      },
      {
        id: 'backend-testing-9',
        kind: 'single',
        section: 'Make tests trustworthy',
        prompt:
          'A sign-up handler calls an external email service and the payment provider’s API. In integration tests, what should be replaced by fakes?',
        options: [
          {
            text: 'The database, the email service and the payment API',
            correct: false,
            why: 'The database is yours and can run in the test; mocking it tests only that you called the mock.',
          },
          {
            text: 'The email service and the payment API, which you do not own and cannot run',
            correct: true,
            why: 'Fake the outside services at the boundary and assert on what your code sent them; keep your own database real.',
          },
          {
            text: 'Nothing: tests should send real emails and real payments',
            correct: false,
            why: 'Real external calls are slow, cost money, and fail for reasons unrelated to your code.',
          },
          {
            text: 'Only the route handler itself',
            correct: false,
            why: 'The handler is what the test exercises; replacing it would leave nothing to test.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'caching-basics',
    questions: [
      {
        id: 'caching-basics-1',
        kind: 'single',
        section: 'HTTP caching',
        prompt: 'Why can `main.3f9a1c.js` be cached for a year while `index.html` should be revalidated every time?',
        options: [
          {
            text: 'Its name changes with its content; `index.html` keeps its name',
            correct: true,
            why: 'A fingerprinted URL can never be stale; `index.html` must be fresh so it references the new fingerprints.',
          },
          {
            text: 'JavaScript files never change, but HTML does',
            correct: false,
            why: 'Your JavaScript changes with every release; what never changes is the content behind one fingerprinted name.',
          },
          {
            text: 'Browsers ignore `Cache-Control` on HTML files and use their own heuristics',
            correct: false,
            why: 'Browsers honour `Cache-Control` on HTML too; that is why `index.html` is served with `no-cache`.',
          },
        ],
      },
      {
        id: 'caching-basics-2',
        kind: 'single',
        section: 'HTTP caching',
        prompt: 'What does `Cache-Control: no-cache` tell a browser?',
        options: [
          {
            text: 'Never store the response',
            correct: false,
            why: 'That is `no-store`; `no-cache` allows storing.',
          },
          {
            text: "Cache it only in the user's browser, never on shared caches such as CDNs",
            correct: false,
            why: 'That is `private`.',
          },
          {
            text: 'It may store it, but must check with the server before each use',
            correct: true,
            why: 'Revalidation (e.g. with an `ETag`) is cheap: a `304 Not Modified` has no body.',
          },
        ],
      },
      {
        id: 'caching-basics-3',
        kind: 'output',
        section: 'The hard part: invalidation',
        prompt: 'A cache-aside read with no invalidation on write. What does this print?',
        code: {
          language: 'javascript',
          source: `const db = { price: 10 };
const cache = new Map();
function getPrice() {
  if (cache.has('price')) return cache.get('price');
  const value = db.price;
  cache.set('price', value);
  return value;
}
getPrice();
db.price = 12;
console.log(getPrice());`,
        },
        options: [
          {
            text: '12',
            correct: false,
            why: 'The second read is a hit: the cache returns its copy and never looks at the database.',
          },
          {
            text: '10',
            correct: true,
            why: 'The cached copy is stale until it expires or is deleted. Delete the key when you write the price, or give it a short TTL.',
          },
          {
            text: 'undefined',
            correct: false,
            why: 'The first call stored 10 under the key, so the second finds it.',
          },
        ],
      },
      {
        id: 'caching-basics-4',
        kind: 'order',
        section: 'Application caches',
        prompt: 'Put the steps of a cache-aside read in order.',
        steps: [
          'Look the key up in the cache',
          'On a miss, read the value from the database',
          'Store it in the cache with a time to live',
          'Return the value',
        ],
        why: 'Cache-aside reads the cache first and fills it from the database only on a miss, with a TTL so stale copies eventually expire.',
      },
      {
        id: 'caching-basics-5',
        kind: 'multiple',
        section: 'The hard part: invalidation',
        prompt: 'A product’s price changes. Which help the cache stop showing the old price? Pick all that apply.',
        options: [
          {
            text: 'Delete the product’s key when the price is written',
            correct: true,
            why: 'The next read misses and loads the new price.',
          },
          {
            text: 'A short TTL, if a little staleness is acceptable',
            correct: true,
            why: 'The old copy expires on its own within the TTL.',
          },
          {
            text: 'With several servers holding in-memory caches, tell them all (e.g. Redis pub/sub)',
            correct: true,
            why: 'Deleting on one server leaves the others’ copies stale.',
          },
          {
            text: 'Raise the TTL so the cache is hit more often',
            correct: false,
            why: 'A longer TTL keeps stale copies longer; it makes the problem worse.',
          },
        ],
      },
      {
        id: 'caching-basics-6',
        kind: 'single',
        section: 'The hard part: invalidation',
        prompt: 'An API caches `GET /api/me` under the key `me`. What goes wrong?',
        options: [
          {
            text: 'Nothing, as long as the TTL is short',
            correct: false,
            why: 'Even for a few seconds, other users would be served the first user’s data.',
          },
          {
            text: 'The cache fills up too fast, because every request writes a new copy of the key',
            correct: false,
            why: 'It is one key that each write overwrites, so size is not the issue; whose data it holds is.',
          },
          {
            text: 'Every user gets the profile of whoever was cached first',
            correct: true,
            why: 'Private data must be keyed by its owner (`me:42`) and never cached where another user can hit it.',
          },
        ],
      },
      {
        id: 'caching-basics-7',
        kind: 'single',
        section: 'Why cache',
        prompt: 'Which read is the best first candidate for a cache?',
        options: [
          {
            text: 'An account balance shown just before a money transfer',
            correct: false,
            why: 'A stale balance can cause a wrong decision; this data must be read fresh.',
          },
          {
            text: 'A product description read thousands of times a minute and edited a few times a day',
            correct: true,
            why: 'Frequent, slow-ish reads of data that changes far less often than it is read give a high hit ratio and harmless staleness.',
          },
          {
            text: 'A report an admin opens once a month',
            correct: false,
            why: 'A rarely read value would almost always miss; the cache adds code and staleness for no gain.',
          },
          {
            text: 'A one-time password a user just requested',
            correct: false,
            why: 'It is read once and must never be stale or shared; caching it only adds risk.',
          },
        ],
      },
      {
        id: 'caching-basics-8',
        kind: 'multiple',
        section: 'Worked example',
        prompt: 'Which choices in the worked example’s product cache are there on purpose? Pick all that apply.',
        options: [
          {
            text: 'A few random seconds added to the TTL',
            correct: true,
            why: 'Jitter spreads expiries, so many popular keys do not expire at the same moment and stampede the database.',
          },
          {
            text: 'Deleting the key only after the database update',
            correct: true,
            why: 'Deleting before the commit would let a concurrent read cache the old price again.',
          },
          {
            text: '`v1` in the key name',
            correct: true,
            why: 'A version in the key lets a new cached shape move to `v2` instead of misreading old entries.',
          },
          {
            text: 'Storing products without any expiry',
            correct: false,
            why: 'The example always sets a TTL (about 300 s) as a safety net against missed invalidations.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'web-security-owasp',
    questions: [
      {
        id: 'web-security-owasp-1',
        kind: 'single',
        section: 'The OWASP Top 10',
        prompt:
          'Changing `/invoices/1043` to `/invoices/1044` shows another customer’s invoice. Which OWASP Top 10:2025 category is this?',
        options: [
          {
            text: 'A05 Injection',
            correct: false,
            why: 'Nothing is interpreted as code; the server simply returns an object without checking who owns it.',
          },
          {
            text: 'A02 Security Misconfiguration',
            correct: false,
            why: 'The configuration is not at fault; the missing ownership check is in the application’s logic.',
          },
          {
            text: 'A01 Broken Access Control',
            correct: true,
            why: 'An insecure direct object reference: the server must check that invoice 1044 belongs to the caller.',
          },
          {
            text: 'A07 Authentication Failures',
            correct: false,
            why: 'The user is correctly signed in; what fails is the check of what they may see.',
          },
        ],
      },
      {
        id: 'web-security-owasp-2',
        kind: 'single',
        section: 'The OWASP Top 10',
        prompt: 'Where does cross-site scripting (XSS) sit in the OWASP Top 10:2025?',
        options: [
          {
            text: 'In A05 Injection: untrusted input runs as code in a page',
            correct: true,
            why: 'XSS is HTML/JavaScript injection; since 2021 it is part of the Injection category rather than its own entry.',
          },
          {
            text: 'It is its own category, A03 Cross-Site Scripting',
            correct: false,
            why: 'XSS has not been a separate category since the 2017 list; A03:2025 is Software Supply Chain Failures.',
          },
          {
            text: 'In A02 Security Misconfiguration, since a CSP header prevents it',
            correct: false,
            why: 'A Content Security Policy is a second line of defence; the flaw itself is untrusted input treated as code.',
          },
        ],
      },
      {
        id: 'web-security-owasp-3',
        kind: 'output',
        section: 'Habits that prevent most of it',
        prompt: 'A comment is encoded for HTML before it is inserted into the page. What does this print?',
        code: {
          language: 'javascript',
          source: `const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => entities[c]);
console.log(escapeHtml('<b>Hi</b> & bye'));`,
        },
        options: [
          {
            text: '<b>Hi</b> & bye',
            correct: false,
            why: 'The regular expression matches every `<`, `>` and `&` and replaces each with its entity.',
          },
          {
            text: '&lt;b&gt;Hi&lt;/b&gt; &amp; bye',
            correct: true,
            why: 'Every special character becomes an entity, so the browser shows the text instead of running it as markup.',
          },
          {
            text: '&lt;b&gt;Hi&lt;/b&gt; & bye',
            correct: false,
            why: '`&` is in the character class too; leaving it would let `&lt;` typed by a user turn back into `<`.',
          },
          {
            text: 'Hi & bye',
            correct: false,
            why: 'Encoding keeps the text and neutralises it; it does not strip tags.',
          },
        ],
      },
      {
        id: 'web-security-owasp-4',
        kind: 'single',
        section: 'Habits that prevent most of it',
        prompt: 'The "Delete user" button is hidden for non-admins. Is the delete endpoint protected?',
        options: [
          {
            text: 'Yes, since non-admins cannot click it',
            correct: false,
            why: 'Anyone can send `DELETE /api/users/7` with `curl` or the dev tools; the UI is not a security boundary.',
          },
          {
            text: 'No: the server must check the caller is an admin on that request',
            correct: true,
            why: 'Access control is decided on the server for every request; hiding the button is only a convenience.',
          },
          {
            text: 'Yes, as long as the button’s code is minified and the admin URL is not linked anywhere',
            correct: false,
            why: 'Minifying hides nothing that matters: the endpoint is still reachable by anyone who sends the request.',
          },
        ],
      },
      {
        id: 'web-security-owasp-5',
        kind: 'multiple',
        section: 'Habits that prevent most of it',
        prompt: 'Which of these are habits the lesson recommends? Pick all that apply.',
        options: [
          {
            text: 'Deny by default: a route needs an explicit rule to be public',
            correct: true,
            why: 'A forgotten rule then fails closed, not open.',
          },
          {
            text: 'Log failed sign-ins and permission denials, without passwords or tokens',
            correct: true,
            why: 'Security events help spot attacks; secrets in logs are a leak of their own.',
          },
          {
            text: 'Keep API keys in the repository so every developer has them',
            correct: false,
            why: 'Secrets in the repository spread to every clone and fork; use environment variables or a secret manager.',
          },
          {
            text: 'Validate input at the edge: type, length and format',
            correct: true,
            why: 'Rejecting what you do not expect shrinks what an attacker can send further in.',
          },
        ],
      },
      {
        id: 'web-security-owasp-6',
        kind: 'output',
        section: 'The OWASP Top 10',
        prompt: 'A sign-in query is built by gluing input into the SQL text. What text does it send to the database?',
        code: {
          language: 'javascript',
          source: `const email = "' OR '1'='1";
const sql = "select * from users where email = '" + email + "'";
console.log(sql);`,
        },
        options: [
          {
            text: "select * from users where email = '' OR '1'='1'",
            correct: true,
            why: "The quote in the input closes the string, and `OR '1'='1'` is true for every row: injection. Pass the email as a parameter.",
          },
          {
            text: "select * from users where email = '\\' OR \\'1\\'=\\'1'",
            correct: false,
            why: 'Concatenation escapes nothing; the quotes go into the SQL text as they are.',
          },
          {
            text: "select * from users where email = ''' OR ''1''=''1'",
            correct: false,
            why: 'Doubling quotes is SQL’s escaping, but plain string concatenation does not do it for you.',
          },
        ],
      },
      {
        id: 'web-security-owasp-7',
        kind: 'single',
        section: 'What the Top 10 is',
        prompt: 'A manager says: “We went through the OWASP Top 10, so the app is secure.” What is the accurate reply?',
        options: [
          {
            text: 'Right: the Top 10 is a complete list of every known web vulnerability and how to test for it',
            correct: false,
            why: 'It lists the most critical risk categories, not every weakness; business-logic flaws, for one, often fall outside.',
          },
          {
            text: 'The Top 10 raises awareness; verifying an app takes a standard such as the ASVS',
            correct: true,
            why: 'OWASP calls the Top 10 an awareness document; the ASVS holds testable requirements.',
          },
          {
            text: 'Right, as long as the review used the 2017 edition',
            correct: false,
            why: 'An older edition makes it worse, not better: categories have changed twice since.',
          },
        ],
      },
      {
        id: 'web-security-owasp-8',
        kind: 'single',
        section: 'The OWASP Top 10',
        prompt:
          'A checkout page sends the total price to the server, which charges whatever it receives; nobody ever planned a check. Which 2025 category fits best?',
        options: [
          {
            text: 'A06 Insecure Design',
            correct: true,
            why: 'The control was never designed: no implementation fix helps until the server computes the price itself.',
          },
          {
            text: 'A05 Injection',
            correct: false,
            why: 'No input is run as code; a number is trusted, which is a design problem.',
          },
          {
            text: 'A04 Cryptographic Failures',
            correct: false,
            why: 'TLS protects the price in transit, but the sender is the attacker; encryption cannot help.',
          },
          {
            text: 'A09 Security Logging and Alerting Failures',
            correct: false,
            why: 'Logging might reveal the fraud later; the flaw itself is the missing control.',
          },
        ],
      },
      {
        id: 'web-security-owasp-9',
        kind: 'multiple',
        section: 'The OWASP Top 10',
        prompt: 'What changed in the OWASP Top 10:2025 compared with 2021? Pick all that apply.',
        options: [
          {
            text: 'Software Supply Chain Failures (A03) widened the old “Vulnerable and Outdated Components”',
            correct: true,
            why: 'It now covers compromised packages, build tools and pipelines, not only outdated versions.',
          },
          {
            text: 'Mishandling of Exceptional Conditions (A10) is a new category',
            correct: true,
            why: 'It gathers improper error handling, failing open and half-finished transactions.',
          },
          {
            text: 'Server-side request forgery moved into Broken Access Control',
            correct: true,
            why: 'SSRF was A10 in 2021; in 2025 it is part of A01.',
          },
          {
            text: 'Cross-site scripting became its own category again',
            correct: false,
            why: 'XSS stays inside A05 Injection, as it has since 2021.',
          },
        ],
      },
      {
        id: 'web-security-owasp-10',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the worked example’s fix, the query reads `where id = $1 and customer_id = $2`. Which finding does `and customer_id = $2` address?',
        options: [
          {
            text: 'The injection: it escapes the id before it reaches the database',
            correct: false,
            why: 'Passing values as parameters (`$1`, `$2`) stops the injection; this condition is about who owns the row.',
          },
          {
            text: 'The stack trace sent to the client',
            correct: false,
            why: 'That is fixed in the `catch` block, which now logs the details and sends a generic message.',
          },
          {
            text: 'The access control: only the caller’s rows match',
            correct: true,
            why: 'Another customer’s invoice finds no row, so the handler answers 404.',
          },
        ],
      },
      {
        id: 'web-security-owasp-11',
        kind: 'single',
        section: 'Common mistakes',
        prompt: 'To stop XSS, a team adds a filter that rejects any input containing `<script>`. What is the problem?',
        options: [
          {
            text: 'Such filters are easy to bypass; encode output instead',
            correct: true,
            why: 'An `<img onerror=…>` or an attribute break-out needs no script tag; encoding at output neutralises them all.',
          },
          {
            text: 'None: without a script tag in the input, no JavaScript can run in the page',
            correct: false,
            why: 'Event-handler attributes and `javascript:` URLs run code without any `<script>` tag.',
          },
          {
            text: 'It is too slow for production traffic',
            correct: false,
            why: 'Speed is not the issue; the filter simply does not stop the attack.',
          },
        ],
      },
      {
        id: 'web-security-owasp-12',
        kind: 'fill',
        section: 'At work',
        prompt:
          'Security engineers label a finding with its Top 10 category and a ____ id from MITRE’s catalogue of weakness types, such as 639 for an authorisation bypass through a user-controlled key.',
        answers: ['CWE'],
        caseInsensitive: true,
        why: 'CWE (Common Weakness Enumeration) ids are the finer-grained labels that each Top 10 category groups.',
      },
    ],
  },
  {
    moduleKey: 'background-jobs-and-queues',
    questions: [
      {
        id: 'background-jobs-and-queues-1',
        kind: 'single',
        section: 'Why not do it in the request?',
        prompt: 'Why send the welcome email from a queued job rather than inside the sign-up request?',
        options: [
          {
            text: 'Queued jobs cannot fail, so the email is guaranteed to arrive exactly once',
            correct: false,
            why: 'They can; the difference is that a failed job is retried later instead of failing the user’s request.',
          },
          {
            text: 'Emails must always be sent at night',
            correct: false,
            why: 'A queue runs jobs as soon as a worker is free; scheduling is a separate choice.',
          },
          {
            text: 'The user is answered at once; a failing mail server is retried later',
            correct: true,
            why: 'The request only records the job; the work happens afterwards, with retries.',
          },
        ],
      },
      {
        id: 'background-jobs-and-queues-2',
        kind: 'single',
        section: 'At-least-once means "maybe twice"',
        prompt: 'A worker charges a card, then crashes before acknowledging the job. What happens next?',
        options: [
          {
            text: 'The job is delivered again, so without idempotency the card is charged twice',
            correct: true,
            why: 'At-least-once delivery means "maybe twice"; the job must skip work already recorded as done.',
          },
          {
            text: 'The job is lost, because the worker took it',
            correct: false,
            why: 'Taking a job is not finishing it: unacknowledged jobs are handed out again.',
          },
          {
            text: 'The queue sees that the charge succeeded at the payment provider and marks the job done',
            correct: false,
            why: 'The queue knows nothing about the work, only whether the job was acknowledged.',
          },
        ],
      },
      {
        id: 'background-jobs-and-queues-3',
        kind: 'output',
        section: 'At-least-once means "maybe twice"',
        prompt: 'The queue delivers the same job twice. What does this idempotent handler print?',
        code: {
          language: 'javascript',
          source: `const done = new Set(); // in real life: a table with a unique key
let emailsSent = 0;
function handle(job) {
  const key = job.type + ':' + job.userId;
  if (done.has(key)) return;
  emailsSent++;
  done.add(key);
}
const job = { type: 'send-welcome-email', userId: 42 };
handle(job);
handle(job);
handle({ type: 'send-welcome-email', userId: 43 });
console.log(emailsSent);`,
        },
        options: [
          {
            text: '3',
            correct: false,
            why: 'The second delivery for user 42 finds its key already recorded and is skipped.',
          },
          {
            text: '1',
            correct: false,
            why: 'The key includes the user id, so user 43’s email is a different piece of work and is sent.',
          },
          {
            text: '2',
            correct: true,
            why: 'Once per user: running a job twice has the same effect as once.',
          },
        ],
      },
      {
        id: 'background-jobs-and-queues-4',
        kind: 'order',
        section: "Don't lose the job",
        prompt: 'Put the steps of the transactional outbox pattern in order.',
        steps: [
          'Begin a database transaction',
          'Insert the order',
          'Insert a "send receipt" row into the outbox table',
          'Commit the transaction',
          'A dispatcher reads the outbox and delivers the job',
        ],
        why: 'The order and its job are committed together or not at all, so a crash can no longer lose the receipt; delivery happens after the commit.',
      },
      {
        id: 'background-jobs-and-queues-5',
        kind: 'multiple',
        section: 'Scheduled jobs',
        prompt: 'A nightly clean-up runs on three servers. Which are good practice? Pick all that apply.',
        options: [
          {
            text: 'Take a lock so only one server runs each tick',
            correct: true,
            why: 'Otherwise each server runs it, three times over.',
          },
          {
            text: 'Write it as one set-based query',
            correct: true,
            why: 'One `delete … where …` is far faster than a loop with a query per user.',
          },
          {
            text: 'Loop over every user and delete their old rows one query at a time',
            correct: false,
            why: 'That grows with the user count and hammers the database; the lesson recommends one set-based query.',
          },
          {
            text: 'Let all three run it, since the result is the same',
            correct: false,
            why: 'Even an idempotent job wastes work and contends for locks; a lock keeps one runner per tick.',
          },
        ],
      },
      {
        id: 'background-jobs-and-queues-6',
        kind: 'fill',
        section: 'The pieces',
        prompt:
          'A failed job is retried later, with a delay that ____ after each failure (so a struggling service is not hammered).',
        answers: ['grows', 'increases', 'doubles'],
        caseInsensitive: true,
        why: 'Backing off (often exponentially) gives a temporarily failing service time to recover.',
      },
      {
        id: 'background-jobs-and-queues-7',
        kind: 'single',
        section: 'Worked example',
        prompt:
          'In the worked example, the worker first checks `db.effects.exists(key)`. Which situation is that check there for?',
        options: [
          {
            text: 'The email template has not been deployed yet',
            correct: false,
            why: 'The check looks up whether the effect was already done; it knows nothing about templates.',
          },
          {
            text: 'The same welcome job arrives a second time after it was already sent',
            correct: true,
            why: 'With at-least-once delivery, a redelivery or a duplicate must be skipped; the recorded key says the email already went out.',
          },
          {
            text: 'The user deleted their account while the job waited',
            correct: false,
            why: 'That would show up when the worker loads the user, not in the effects table.',
          },
          {
            text: 'Redis is down and the job cannot be read',
            correct: false,
            why: 'If Redis were down, the worker would not receive the job at all; the check runs on a delivered job.',
          },
        ],
      },
      {
        id: 'background-jobs-and-queues-8',
        kind: 'output',
        section: 'The pieces',
        prompt: 'A queue uses exponential backoff with a base delay of 1000 ms. What does this print?',
        code: {
          language: 'javascript',
          source:
            'const base = 1000;\nconst delays = [1, 2, 3, 4].map((attempt) => base * 2 ** (attempt - 1));\nconsole.log(delays.join(","));',
        },
        options: [
          {
            text: '1000,2000,3000,4000',
            correct: false,
            why: 'That is a linear delay; exponential backoff doubles it each time.',
          },
          {
            text: '1000,2000,4000,8000',
            correct: true,
            why: 'Each retry waits twice as long as the previous one: 1 s, 2 s, 4 s, 8 s.',
          },
          {
            text: '2000,4000,8000,16000',
            correct: false,
            why: 'The first retry waits the base delay itself, because 2 to the power 0 is 1.',
          },
          {
            text: '1000,1000,1000,1000',
            correct: false,
            why: 'That is a fixed backoff; here the exponent grows with each attempt.',
          },
        ],
      },
      {
        id: 'background-jobs-and-queues-9',
        kind: 'multiple',
        section: 'Common mistakes',
        prompt: 'Which habits keep background jobs from losing or repeating work? Pick all that apply.',
        options: [
          {
            text: 'Put the user id in the job and load the user when the job runs',
            correct: true,
            why: 'Ids keep the job small and the worker acts on current data, not a copy that changed while it waited.',
          },
          {
            text: 'Alert when jobs land in the dead-letter queue or failed list',
            correct: true,
            why: 'Failed jobs nobody looks at are silent data loss; an alert gets them fixed and retried.',
          },
          {
            text: 'Retry a failed job immediately, as often as it takes',
            correct: false,
            why: 'Immediate, endless retries hammer a service that is already failing; back off and cap the attempts.',
          },
          {
            text: 'Enqueue the job before the order’s transaction commits, to save time',
            correct: false,
            why: 'If the transaction then fails, a worker acts on an order that does not exist; write it to an outbox in the same transaction instead.',
          },
        ],
      },
    ],
  },
];
