import { BACKEND_EXAM_APIS } from './backend-parts/apis.js';
import { BACKEND_EXAM_DATA } from './backend-parts/data.js';
import { BACKEND_EXAM_SERVER } from './backend-parts/server.js';
import type { ExamBankContent } from './exam-types.js';
import { BACKEND_EXAM_SHARED } from './backend-parts/shared.js';
import { BACKEND_EXAM_TEXT } from './backend-parts/text.js';
import { multiple, outputQuestion, single } from './question-builders.js';

const output = outputQuestion('javascript', 'What does this code print?');

/** The Backend Developer exam bank. Question keys are stable: never rename or reuse them. Every output question was run with Node 24. */
export const BACKEND_EXAM: ExamBankContent = {
  roadmapSlug: 'backend',
  questions: [
    {
      ...single(
        'backend-001',
        'how-the-web-works',
        'A browser asks for https://api.example.com/users. Which step happens first?',
        [
          'The TLS handshake',
          'A DNS lookup of api.example.com',
          'The server runs its SQL query',
          'The browser renders the JSON',
        ],
        'b',
        "Before connecting, the client must learn the server's IP address from DNS; the TLS handshake happens on the connection that follows.",
      ),
      section: 'From a URL to a page',
    },
    {
      ...single(
        'backend-002',
        'http-and-apis',
        'Which HTTP method is meant to be safe, that is, never change anything on the server?',
        ['POST', 'PUT', 'GET', 'DELETE'],
        'c',
        'GET (like HEAD and OPTIONS) is a safe method: clients, caches and crawlers may repeat it freely, so it must not change state.',
      ),
      section: 'Methods: safe and idempotent',
    },
    {
      ...single(
        'backend-003',
        'http-and-apis',
        'A client sends the same PUT request twice because the first response was lost. What should happen?',
        [
          'The resource is created twice',
          'The result is the same as sending it once, because PUT is idempotent',
          'The server must answer 409 Conflict',
          'The second request is always rejected with 429',
        ],
        'b',
        'PUT replaces the resource with the body sent, so repeating it leaves the same state: it is idempotent. POST is the method that usually is not.',
      ),
      section: 'Methods: safe and idempotent',
    },
    {
      ...single(
        'backend-004',
        'rest-api-design',
        'A signed-in user requests /api/orders/43, which belongs to someone else. Which answer leaks the least?',
        ['200 with the order', '403 Forbidden', '404 Not Found', '500 Internal Server Error'],
        'c',
        "Answering 404 for other people's objects does not even confirm that order 43 exists. 403 is honest but tells an attacker the id is valid; 200 is a broken access control bug.",
      ),
      section: 'Status codes that mean something',
    },
    {
      ...single(
        'backend-005',
        'rest-api-design',
        'Which status code fits "the email address is already registered" when creating an account?',
        ['400 Bad Request', '401 Unauthorized', '409 Conflict', '503 Service Unavailable'],
        'c',
        'The request is well formed but conflicts with the current state of the server (an existing account), which is what 409 Conflict expresses.',
      ),
      section: 'Status codes that mean something',
    },
    {
      ...single(
        'backend-006',
        'rest-api-design',
        'Which URL design follows REST conventions for the comments of post 7?',
        [
          'GET /api/getCommentsForPost?id=7',
          'GET /api/posts/7/comments',
          'POST /api/posts/7/getComments',
          'GET /api/comments/list/post/7/all',
        ],
        'b',
        'Resources are nouns in the path and the HTTP method carries the verb: GET on the comments collection of post 7.',
      ),
      section: 'Resources and methods',
    },
    {
      ...single(
        'backend-007',
        'relational-databases-sql',
        'What does a foreign key constraint guarantee?',
        [
          'That the column is unique',
          'That the referenced row exists in the other table',
          'That the column is indexed automatically in every database',
          'That the value is never NULL',
        ],
        'b',
        'A foreign key makes the database refuse a value that does not match an existing row in the referenced table (and decides what happens when that row is deleted).',
      ),
      section: 'Tables, rows and keys',
    },
    {
      ...single(
        'backend-008',
        'relational-databases-sql',
        'Why wrap "take 50 from account A" and "add 50 to account B" in one transaction?',
        [
          'To make the queries run faster',
          'So both changes happen or neither does',
          'To lock every table in the database',
          'Because UPDATE statements require it',
        ],
        'b',
        'A transaction is atomic: if anything fails between the two updates, both are rolled back and no money disappears or appears.',
      ),
      section: 'Transactions',
    },
    {
      ...single(
        'backend-009',
        'relational-databases-sql',
        'Which query finds authors who have no books?',
        [
          'SELECT a.name FROM authors a JOIN books b ON b.author_id = a.id WHERE b.id IS NULL',
          'SELECT a.name FROM authors a LEFT JOIN books b ON b.author_id = a.id WHERE b.id IS NULL',
          'SELECT a.name FROM authors a WHERE a.id = NULL',
          'SELECT name FROM books WHERE author_id IS NULL',
        ],
        'b',
        'A LEFT JOIN keeps every author and fills the book columns with NULL where nothing matches; filtering on b.id IS NULL keeps exactly those. An inner JOIN drops them before the filter.',
      ),
      section: 'The four verbs',
    },
    {
      ...single(
        'backend-010',
        'relational-databases-sql',
        'What is the main defence against SQL injection?',
        [
          'Escaping quotes by hand',
          'Passing user input as query parameters instead of building SQL strings',
          'Using only SELECT statements',
          'Hiding the database port',
        ],
        'b',
        'With parameters ($1, ?) the database receives the query and the values separately, so input can never become SQL code.',
      ),
      section: 'Never build SQL from strings',
    },
    {
      ...single(
        'backend-011',
        'data-modeling',
        'Students take many courses and courses have many students. How is this usually modelled?',
        [
          'A course_ids text column on students',
          'A join table enrolments(student_id, course_id)',
          'Copying the course name into every student row',
          'One table holding both students and courses',
        ],
        'b',
        'A many-to-many relationship is a join table with a foreign key to each side, usually with a primary key on the pair so nobody enrols twice.',
      ),
      section: 'Relationships',
    },
    {
      ...single(
        'backend-012',
        'data-modeling',
        'Why does an order often store the price of each product at the time of purchase?',
        [
          'To save disk space',
          'Because prices change later and the order must keep what was actually paid',
          'Because foreign keys cannot point to products',
          'It should not: that is always a modelling error',
        ],
        'b',
        'Normalisation stores each fact once, but "the price paid on that day" is a different fact from "today\'s price": a deliberate snapshot keeps invoices correct.',
      ),
      section: 'Normalise, then be pragmatic',
    },
    {
      ...single(
        'backend-013',
        'authentication-and-sessions',
        'How should passwords be stored?',
        [
          'Encrypted with AES so they can be recovered',
          'As a SHA-256 hash',
          'As a slow, salted hash such as Argon2id, scrypt or bcrypt',
          'In plain text in a separate table',
        ],
        'c',
        'Password hashing functions are deliberately slow and salted, so a leaked database resists guessing. Fast hashes like SHA-256 allow billions of guesses per second; encryption can be reversed.',
      ),
      section: 'Passwords',
    },
    {
      ...single(
        'backend-014',
        'authentication-and-sessions',
        'What is the difference between authentication and authorisation?',
        [
          'There is none',
          'Authentication checks who you are; authorisation checks what you may do',
          'Authentication is for APIs; authorisation is for web pages',
          'Authorisation happens only in the browser',
        ],
        'b',
        'Signing in proves identity (authentication); each request must then be checked against what that identity is allowed to do (authorisation), on the server.',
      ),
      section: 'Authentication vs authorisation',
    },
    {
      ...single(
        'backend-015',
        'authentication-and-sessions',
        'Which cookie attribute stops JavaScript on the page from reading a session cookie?',
        ['Secure', 'HttpOnly', 'SameSite=Lax', 'Max-Age'],
        'b',
        'HttpOnly keeps the cookie out of document.cookie, which limits what an XSS attack can steal. Secure restricts it to HTTPS and SameSite limits cross-site sending.',
      ),
      section: 'Cookie flags',
    },
    {
      ...single(
        'backend-016',
        'backend-testing',
        'Which test best shows that "creating a book without a title returns 400 with a clear code" still works?',
        [
          'A unit test of the title validation function only',
          'An integration test that calls the real API with a real database and checks the response',
          'A manual check in the browser before each release',
          'A snapshot of the controller source code',
        ],
        'b',
        'An integration test exercises what a client relies on: routing, validation, the error format and the database, together.',
      ),
      section: 'What to test',
    },
    {
      ...single(
        'backend-017',
        'backend-testing',
        'A test sometimes fails because it waits a fixed 200 ms for a background job. What is the better fix?',
        [
          'Wait 2 seconds instead',
          'Retry the whole test suite on failure',
          'Poll for the expected result with a timeout',
          'Delete the test',
        ],
        'c',
        'Fixed sleeps are either too short on a slow machine or waste time on a fast one. Waiting for the condition itself, with a generous timeout, is reliable.',
      ),
      section: 'Make tests trustworthy',
    },
    {
      ...single(
        'backend-018',
        'caching-basics',
        'Which Cache-Control header suits a JavaScript file whose name contains a content hash, e.g. app.3f9a1c.js?',
        ['no-store', 'no-cache', 'public, max-age=31536000, immutable', 'private, max-age=0'],
        'c',
        'A fingerprinted file never changes under the same name (a new version gets a new name), so browsers and CDNs may keep it for a year.',
      ),
      section: 'HTTP caching',
    },
    {
      ...single(
        'backend-019',
        'caching-basics',
        'In the cache-aside pattern, what happens on a cache miss?',
        [
          'The request fails',
          'The application reads the database, stores the result in the cache and returns it',
          'The cache reads the database by itself',
          'The application waits for the next cache refresh',
        ],
        'b',
        'The application is in charge: look in the cache, fall back to the source of truth on a miss, then fill the cache for the next reader.',
      ),
      section: 'Application caches',
    },
    {
      ...single(
        'backend-020',
        'web-security-owasp',
        'Which OWASP Top 10 risk does "changing the id in /api/invoices/1043 shows another customer\'s invoice" belong to?',
        [
          'Cryptographic failures',
          'Broken access control',
          'Security logging and alerting failures',
          'Software supply chain failures',
        ],
        'b',
        'The server did not check that the invoice belongs to the caller: broken access control, the most common serious risk in the OWASP Top 10.',
      ),
      section: 'The OWASP Top 10',
    },
    {
      ...single(
        'backend-021',
        'web-security-owasp',
        'Where do secrets such as database passwords and API keys belong?',
        [
          'In the repository, in a config file',
          'In environment variables or a secret manager, never in the code',
          'In comments next to the code that uses them',
          'In the frontend bundle',
        ],
        'b',
        'Anything committed to a repository spreads to every clone and its history; secrets are injected at runtime from the environment or a secret manager.',
      ),
      section: 'Habits that prevent most of it',
    },
    {
      ...single(
        'backend-022',
        'background-jobs-and-queues',
        'Most queues deliver a job "at least once". What must your job handler therefore be?',
        [
          'Fast',
          'Idempotent: running it twice has the same effect as once',
          'Written in the same language as the queue',
          'Stateless, never touching the database',
        ],
        'b',
        'After a crash or a timeout a job may run again; an idempotent handler (e.g. recording "receipt sent for order 42" under a unique key) makes the repeat harmless.',
      ),
      section: 'At-least-once means "maybe twice"',
    },
    {
      ...single(
        'backend-023',
        'background-jobs-and-queues',
        'What problem does the transactional outbox pattern solve?',
        [
          'Slow SQL queries',
          'Losing a message when the process crashes between saving data and publishing the message',
          'Too many open database connections',
          'Sorting jobs by priority',
        ],
        'b',
        'The message is written to an outbox table in the same transaction as the data change, then delivered after commit, so a crash cannot lose it or send it for a change that rolled back.',
      ),
      section: "Don't lose the job",
    },
    {
      ...single(
        'backend-024',
        'command-line-basics',
        'What does `grep -r "TODO" src/` do?',
        [
          'Deletes every TODO in src/',
          'Searches for lines containing TODO in every file under src/',
          'Counts the files in src/',
          'Opens src/ in an editor',
        ],
        'b',
        'grep prints the lines that match a pattern; -r searches recursively through the folder.',
      ),
      section: 'Pipes, redirection and searching',
    },

    {
      ...multiple(
        'backend-025',
        'rest-api-design',
        'Which of these belong in a good API error response? (Choose all that apply.)',
        [
          'A stable, machine-readable error code',
          'A human-readable message',
          "The server's stack trace",
          'The HTTP status code that matches the problem',
        ],
        ['a', 'b', 'd'],
        'Clients switch on the code, people read the message, and the status code says what kind of failure it is. Stack traces help attackers and belong in server logs.',
      ),
      section: 'Validate everything, answer clearly',
    },
    {
      ...multiple(
        'backend-026',
        'web-security-owasp',
        'Which practices help prevent cross-site scripting (XSS)? (Choose all that apply.)',
        [
          'Escaping user content when rendering it as HTML',
          'A Content Security Policy',
          'Storing passwords with Argon2id',
          'Never inserting untrusted HTML into the page',
        ],
        ['a', 'b', 'd'],
        "XSS is untrusted input running as script in other users' browsers: escaping, refusing raw HTML and a CSP stop it. Password hashing is important but unrelated.",
      ),
      section: 'The OWASP Top 10',
    },
    {
      ...multiple(
        'backend-027',
        'relational-databases-sql',
        'Which statements about indexes are true? (Choose all that apply.)',
        [
          'They help the database find rows without reading the whole table',
          'They make every write a little slower',
          'They are useful on columns you filter or join on often',
          'They change the results a query returns',
        ],
        ['a', 'b', 'c'],
        'An index is an extra sorted structure: faster lookups, a small cost on each write, and never a change in what a query returns.',
      ),
      section: 'Indexes',
    },
    {
      ...multiple(
        'backend-028',
        'authentication-and-sessions',
        'Which measures make credential stuffing (trying leaked passwords) harder? (Choose all that apply.)',
        [
          'Rate-limiting sign-in attempts per account and per address',
          'Returning "wrong username or password" rather than "no such user"',
          'Allowing unlimited attempts but logging them',
          'Multi-factor authentication',
        ],
        ['a', 'b', 'd'],
        'Limits slow the guessing down, a uniform message stops attackers from learning which accounts exist, and a second factor makes a correct password alone useless.',
      ),
      section: 'Attacks to design against',
    },

    {
      ...output(
        'backend-029',
        'backend-language-node',
        "Promise.allSettled([Promise.resolve(1), Promise.reject(new Error('x')), Promise.resolve(3)])\n  .then((results) => console.log(results.map((r) => r.status).join(',')));",
        ['fulfilled,rejected,fulfilled', 'fulfilled', 'Error: x', 'fulfilled,fulfilled'],
        'a',
        'Promise.allSettled waits for every promise and reports each as fulfilled or rejected, in the order given; unlike Promise.all it does not reject when one of them rejects.',
      ),
      section: 'Errors and async code',
    },
    {
      ...output(
        'backend-030',
        'backend-language-node',
        "async function load() {\n  throw new Error('db down');\n}\nload()\n  .then(() => console.log('loaded'))\n  .catch((e) => console.log('failed: ' + e.message));",
        ['loaded', 'failed: db down', 'Error: db down, then the process exits', 'undefined'],
        'b',
        'An error thrown in an async function rejects the promise it returns, so the catch handler runs with that error.',
      ),
      section: 'Errors and async code',
    },
    {
      ...output(
        'backend-031',
        'http-and-apis',
        "const users = new Map();\nlet nextId = 1;\nconst post = (body) => users.set(nextId++, body);\nconst put = (id, body) => users.set(id, body);\n// each request is sent twice because the first response was lost\npost({ name: 'Ada' });\npost({ name: 'Ada' });\nput(10, { name: 'Bob' });\nput(10, { name: 'Bob' });\nconsole.log(users.size);",
        ['3', '2', '4', '1'],
        'a',
        'The repeated POST creates a second user (ids 1 and 2), while the repeated PUT to id 10 leaves the same state: PUT is idempotent and POST usually is not, so 3 users exist.',
      ),
      section: 'Methods: safe and idempotent',
    },
    {
      ...output(
        'backend-032',
        'backend-language-node',
        "const results = await Promise.allSettled([\n  Promise.resolve(1),\n  Promise.reject(new Error('x')),\n]);\nconsole.log(results.map((r) => r.status).join(','));",
        ['fulfilled,rejected', 'fulfilled', 'Error: x', 'resolved,rejected'],
        'a',
        'Promise.allSettled waits for every promise and reports each outcome as "fulfilled" or "rejected"; it never rejects itself.',
      ),
      section: 'Errors and async code',
    },
    {
      ...output(
        'backend-033',
        'caching-basics',
        "const cache = new Map();\nfunction cached(key, load) {\n  if (!cache.has(key)) cache.set(key, load());\n  return cache.get(key);\n}\nlet calls = 0;\nconst load = () => ++calls;\ncached('a', load); cached('a', load); cached('b', load);\nconsole.log(calls);",
        ['1', '2', '3', '0'],
        'b',
        'The loader runs on a miss only: once for "a" (the second call is a hit) and once for "b".',
      ),
      section: 'Application caches',
    },
    {
      ...output(
        'backend-034',
        'backend-testing',
        "const log = [];\nfunction test(name, fn) {\n  try {\n    fn();\n    log.push(name + ':pass');\n  } catch {\n    log.push(name + ':fail');\n  }\n}\ntest('a', () => {\n  Promise.resolve(2).then((n) => {\n    if (n !== 3) log.push('late failure');\n  });\n});\ntest('b', () => {\n  if (2 !== 3) throw new Error('expected 3');\n});\nsetTimeout(() => console.log(log.join(' ')), 0);",
        ['a:pass b:fail late failure', 'a:fail b:fail', 'late failure a:pass b:fail', 'a:pass b:fail'],
        'a',
        'Test a returns before its promise callback runs, so it is recorded as passing and the failing check happens only afterwards: an assertion nobody awaits cannot fail the test.',
      ),
      section: 'Make tests trustworthy',
    },
    ...BACKEND_EXAM_SERVER,
    ...BACKEND_EXAM_DATA,
    ...BACKEND_EXAM_SHARED,
    ...BACKEND_EXAM_APIS,
    ...BACKEND_EXAM_TEXT,
  ],
};
