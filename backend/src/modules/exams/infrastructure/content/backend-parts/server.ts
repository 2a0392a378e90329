import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Backend exam questions written with the deepened lessons (issue 29). Keys are stable: never rename or reuse them. */
export const BACKEND_EXAM_SERVER: ExamQuestionContent[] = [
  {
    key: 'backend-101',
    kind: 'single',
    prompt:
      'An endpoint that resizes uploaded photos in plain JavaScript makes every other endpoint of the same Node.js process slow while it runs. What is the best fix?',
    options: opts(
      'Raise the server timeout so that the other requests wait longer',
      'Move the resizing to a worker thread or a background job so the event loop stays free',
      'Wrap the resizing code in an async function',
      'Add more setTimeout calls inside the resize loop so it runs faster',
    ),
    correct: ['b'],
    explanation:
      'CPU-heavy work occupies the single JavaScript thread; marking a function async does not move it elsewhere. Worker threads or a separate job run it off the event loop.',
    moduleKey: 'backend-language-node',
    section: 'Why Node.js',
  },
  {
    key: 'backend-102',
    kind: 'output',
    prompt: 'What does this code print?',
    code: "console.log('1');\nsetTimeout(() => console.log('2'), 0);\nPromise.resolve()\n  .then(() => console.log('3'))\n  .then(() => console.log('4'));\nconsole.log('5');",
    language: 'javascript',
    options: opts('1 5 3 4 2', '1 3 4 5 2', '1 5 2 3 4', '1 2 3 4 5'),
    correct: ['a'],
    explanation:
      'Synchronous code runs first (1, 5); then the promise callbacks run, each .then queued as the previous one settles (3, 4); the timer runs only after the microtasks are empty (2).',
    moduleKey: 'backend-language-node',
    section: 'Why Node.js',
  },
  {
    key: 'backend-103',
    kind: 'single',
    prompt: 'Your CI pipeline should install exactly the dependency versions that were reviewed. Which command fits?',
    options: opts('npm install', 'npm update', 'npm ci', 'npm audit fix'),
    correct: ['c'],
    explanation:
      'npm ci installs exactly what package-lock.json records and fails if it disagrees with package.json, instead of changing the lockfile.',
    moduleKey: 'backend-language-node',
    section: 'Projects and packages',
  },
  {
    key: 'backend-104',
    kind: 'single',
    prompt:
      'A handler awaits three independent lookups one after another; they take 100 ms, 120 ms and 80 ms. Rewritten with await Promise.all([...]), roughly how long does the handler wait?',
    options: opts('About 80 ms', 'About 120 ms', 'About 300 ms', 'About 360 ms'),
    correct: ['b'],
    explanation:
      'Run together, the lookups overlap, so the wait is about as long as the slowest one instead of the sum of all three.',
    moduleKey: 'backend-language-node',
    section: 'Errors and async code',
  },
  {
    key: 'backend-105',
    kind: 'multiple',
    prompt: 'Which of these would a reviewer flag in a Node.js request handler? Pick all that apply.',
    options: opts(
      'Calling readFileSync on every request',
      'An empty catch block around the database call',
      'Reading the database password from process.env',
      'Sending a 500 with a generic message and logging the details',
    ),
    correct: ['a', 'b'],
    explanation:
      'readFileSync blocks the event loop and an empty catch hides failures; reading secrets from the environment and logging details while answering generically are good practice.',
    moduleKey: 'backend-language-node',
    section: 'Common mistakes',
  },
  {
    key: 'backend-106',
    kind: 'single',
    prompt:
      'A products table stores prices in a double precision column, and totals are sometimes off by a fraction of a cent. What is the fix the lesson recommends?',
    options: opts(
      'Round every total to two decimals in the frontend',
      'Store prices as numeric or as whole cents in an integer',
      'Store prices as text and parse them in the application',
      'Add a check constraint that the price is positive',
    ),
    correct: ['b'],
    explanation:
      'Floating-point types cannot represent most decimal fractions exactly; numeric stores exact decimals and integer cents avoid fractions altogether.',
    moduleKey: 'relational-databases-sql',
    section: 'Tables, rows and keys',
  },
  {
    key: 'backend-107',
    kind: 'single',
    prompt: 'You want only the customers who placed more than five orders. Where does the condition on count(o.id) go?',
    options: opts(
      'In the where clause, before group by',
      'In a having clause, after group by',
      'In the order by clause',
      'In the join condition',
    ),
    correct: ['b'],
    explanation:
      'where filters rows before they are grouped, so it cannot see the count; having filters the groups after aggregation.',
    moduleKey: 'relational-databases-sql',
    section: 'The four verbs',
  },
  {
    key: 'backend-108',
    kind: 'multiple',
    prompt: 'Which of these does a committed PostgreSQL transaction guarantee? Pick all that apply.',
    options: opts(
      'Either all of its statements took effect or none did',
      'Its changes survive a crash once commit has returned',
      'Its queries ran faster than they would have outside a transaction',
      'No other transaction could ever read the same rows at the same time',
    ),
    correct: ['a', 'b'],
    explanation:
      'Atomicity and durability are part of ACID. Transactions do not make queries faster, and under Read Committed other transactions can still read the same rows.',
    moduleKey: 'relational-databases-sql',
    section: 'Transactions',
  },
  {
    key: 'backend-109',
    kind: 'single',
    prompt:
      'explain analyze on "select * from orders where customer_id = 7" shows a Seq Scan with "Rows Removed by Filter: 480000". orders.customer_id is a foreign key. What is the most likely fix?',
    options: opts(
      'Nothing: the foreign key already created an index on customer_id',
      'Create an index on orders (customer_id)',
      'Add order by to the query',
      'Wrap the query in a transaction',
    ),
    correct: ['b'],
    explanation:
      'PostgreSQL indexes primary keys and unique columns automatically but not foreign key columns; the sequential scan reading every row shows the index is missing.',
    moduleKey: 'relational-databases-sql',
    section: 'Indexes',
  },
  {
    key: 'backend-110',
    kind: 'single',
    prompt:
      'Users may sort a list by name, created_at or price, chosen with ?sort=. How do you put the column into the SQL safely?',
    options: opts(
      'Pass it as a query parameter, like order by $1',
      'Escape quotes in the value and concatenate it',
      'Map the value to a column name from a fixed allowlist in code, and reject anything else',
      'Accept it as is, because sort values cannot contain SQL',
    ),
    correct: ['c'],
    explanation:
      'Parameters carry values, not identifiers, so a column name cannot be a parameter; choosing it from an allowlist keeps user input out of the query text.',
    moduleKey: 'relational-databases-sql',
    section: 'Never build SQL from strings',
  },
  {
    key: 'backend-111',
    kind: 'single',
    prompt:
      'An events app stores a speaker_bio column on the talks table, and a speaker gives many talks. Which normal-form problem is this, and what is the fix?',
    options: opts(
      'The bio depends on the speaker, not on the talk: move it to a speakers table and reference it',
      'The table has no primary key: add an id column to talks',
      'The bio is too long for a column: store it in a file instead',
      'Nothing is wrong, because each talk needs its own copy of the bio',
    ),
    correct: ['a'],
    explanation:
      'A column must depend on the key of its table and nothing else; a bio copied onto every talk must be fixed in many places. It belongs to the speaker.',
    moduleKey: 'data-modeling',
    section: 'Normalise, then be pragmatic',
  },
  {
    key: 'backend-112',
    kind: 'single',
    prompt:
      'Your sign-up code checks "select 1 from users where email = $1" and inserts when nothing is found. Under load, duplicate accounts still appear. What fixes it for good?',
    options: opts(
      'Run the check twice before inserting',
      'Add a unique constraint on users.email and turn its error into 409 Conflict',
      'Lower-case emails in the frontend',
      'Add an index on users.created_at',
    ),
    correct: ['b'],
    explanation:
      'Two requests can both pass the check before either inserts; only the database constraint sees both inserts and rejects the second.',
    moduleKey: 'data-modeling',
    section: 'Let the database enforce rules',
  },
  {
    key: 'backend-113',
    kind: 'single',
    prompt:
      'Deleting a customer should never erase their invoices, which accounting must keep. Which foreign key behaviour on invoices.customer_id fits?',
    options: opts(
      'on delete cascade',
      'on delete restrict',
      'on delete set null with no other rule',
      'No foreign key at all',
    ),
    correct: ['b'],
    explanation:
      'restrict makes the delete fail while invoices still reference the customer, protecting the history; cascade would delete the invoices too.',
    moduleKey: 'data-modeling',
    section: 'Relationships',
  },
  {
    key: 'backend-114',
    kind: 'multiple',
    prompt:
      'Why might an API use random UUIDs rather than sequential numbers in public order URLs? Pick all that apply.',
    options: opts(
      'Sequential ids reveal roughly how many orders exist',
      'Sequential ids invite guessing the next order’s URL',
      'UUIDs make authorisation checks unnecessary',
      'UUIDs are shorter and easier to read aloud',
    ),
    correct: ['a', 'b'],
    explanation:
      'Sequential numbers leak volume and are easy to enumerate. Unguessable ids do not replace the ownership check on every request, and UUIDs are longer, not shorter.',
    moduleKey: 'data-modeling',
    section: 'Identifiers that last',
  },
  {
    key: 'backend-115',
    kind: 'single',
    prompt:
      'You must add a required phone column to a large, busy customers table. Which migration plan does the lesson describe?',
    options: opts(
      'Add it as not null in one step and let existing rows fail',
      'Add it nullable, backfill the existing rows, then make it not null',
      'Create a new table and copy the data at night',
      'Store the phone in a JSON column so no migration is needed',
    ),
    correct: ['b'],
    explanation:
      'Existing rows have no value yet, so the column starts nullable; once every row is backfilled, the not null constraint can be added safely.',
    moduleKey: 'data-modeling',
    section: 'At work',
  },
  {
    key: 'backend-116',
    kind: 'single',
    prompt:
      'A checkout app sometimes creates two orders when a user on a flaky connection taps "Pay" and the app retries the POST /api/orders. What is the standard fix?',
    options: opts(
      'Switch the endpoint to GET so that it becomes safe',
      'Have the client send an Idempotency-Key header and let the server return the stored result for a repeated key',
      'Answer 500 to every second request',
      'Ask users to wait ten seconds before tapping again',
    ),
    correct: ['b'],
    explanation:
      'POST is not idempotent; an idempotency key lets the server recognise the retry and answer with the first result instead of creating a second order.',
    moduleKey: 'rest-api-design',
    section: 'Resources and methods',
  },
  {
    key: 'backend-117',
    kind: 'single',
    prompt: 'After POST /api/books creates book 43, which response is the most helpful?',
    options: opts(
      '200 OK with the body {"ok": true}',
      '201 Created with Location: /api/books/43 and the new book in the body',
      '204 No Content with no headers',
      '302 Found redirecting to /api/books',
    ),
    correct: ['b'],
    explanation:
      '201 says a resource was created; the Location header gives its URL and the body saves the client a second request.',
    moduleKey: 'rest-api-design',
    section: 'Status codes that mean something',
  },
  {
    key: 'backend-118',
    kind: 'single',
    prompt:
      'PATCH /api/users/me stores every field of the JSON body. What can a user do by sending {"name": "Sam", "role": "admin"}?',
    options: opts(
      'Nothing, because PATCH only changes fields that already exist',
      'Make themselves an admin, a mass assignment flaw; only accept a list of allowed fields',
      'Only change their name, since JSON objects keep only the first field',
      'Crash the server, which answers 500',
    ),
    correct: ['b'],
    explanation:
      'Storing whatever the client sends lets it set fields it should never control; picking or validating the allowed fields closes it.',
    moduleKey: 'rest-api-design',
    section: 'Validate everything, answer clearly',
  },
  {
    key: 'backend-119',
    kind: 'single',
    prompt:
      'A feed shows new posts constantly. Users paging with ?page=N see some posts twice and miss others. What does the lesson suggest?',
    options: opts(
      'Use cursor pagination: return a nextCursor and ask for items after it',
      'Raise the page size to 10,000 so one page is enough',
      'Cache every page for an hour',
      'Sort the feed randomly',
    ),
    correct: ['a'],
    explanation:
      'Rows added between requests shift page boundaries; a cursor continues after the last item seen, so nothing is repeated or skipped.',
    moduleKey: 'rest-api-design',
    section: 'Lists',
  },
  {
    key: 'backend-120',
    kind: 'multiple',
    prompt:
      'Which changes to a public API’s responses can break existing clients and so belong in a new version? Pick all that apply.',
    options: opts(
      'Removing the field author from book responses',
      'Renaming published to publishedAt',
      'Adding a new optional field coverUrl',
      'Adding a new endpoint GET /api/genres',
    ),
    correct: ['a', 'b'],
    explanation:
      'Clients that read a removed or renamed field break; new optional fields and new endpoints are additions that old clients ignore.',
    moduleKey: 'rest-api-design',
    section: 'Document it',
  },
  {
    key: 'backend-121',
    kind: 'single',
    prompt:
      'A pricing function has 40 edge cases (coupons, currencies, rounding). Where should most of those cases be tested?',
    options: opts(
      'In end-to-end browser tests, one per case',
      'In fast unit tests of the pricing function',
      'Only manually before each release',
      'In a load test',
    ),
    correct: ['b'],
    explanation:
      'Dense logic with many cases is where unit tests shine: they run in milliseconds, so dozens of cases cost almost nothing.',
    moduleKey: 'backend-testing',
    section: 'What to test',
  },
  {
    key: 'backend-122',
    kind: 'single',
    prompt:
      'A refactoring renames an internal helper; the API behaves exactly as before, yet 30 tests fail. What does that say about those tests?',
    options: opts(
      'They test implementation details rather than observable behaviour',
      'They are integration tests, which always break on refactoring',
      'The refactoring must have introduced a bug',
      'The test runner cache is stale',
    ),
    correct: ['a'],
    explanation:
      'Tests that check which internal function was called break on every refactoring while catching few bugs; tests of what a caller can observe keep passing.',
    moduleKey: 'backend-testing',
    section: 'What to test',
  },
  {
    key: 'backend-123',
    kind: 'single',
    prompt:
      'A test checks that a password reset link expires after 15 minutes and currently waits 15 real minutes. What is the better approach?',
    options: opts(
      'Shorten the expiry to 1 second in production',
      'Use fake timers or pass the current time in, and move the clock forward in the test',
      'Delete the test, since expiry is hard to test',
      'Run the test only at night',
    ),
    correct: ['b'],
    explanation:
      'Controlling time (fake timers, an injected clock) makes the test instant and deterministic without changing production behaviour.',
    moduleKey: 'backend-testing',
    section: 'Make tests trustworthy',
  },
  {
    key: 'backend-124',
    kind: 'multiple',
    prompt: 'Which are common causes of flaky backend tests? Pick all that apply.',
    options: opts(
      'Two tests running in parallel use the same port or database rows',
      'A test depends on the time of day or the time zone',
      'A test uses a fixed sleep before checking a background job',
      'A test builds all of its own data before acting',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Shared resources, real time and fixed sleeps all make results vary between runs; a test that arranges its own data avoids one of the main causes.',
    moduleKey: 'backend-testing',
    section: 'Keep them running',
  },
  {
    key: 'backend-125',
    kind: 'single',
    prompt: 'A pull request raises line coverage from 70% to 95%. What does that prove?',
    options: opts(
      'That the new code has no bugs',
      'That more lines ran during the tests, not that the assertions check the right things',
      'That the tests are no longer flaky',
      'That end-to-end tests are no longer needed',
    ),
    correct: ['b'],
    explanation:
      'Coverage shows which lines executed; a test without meaningful assertions covers lines while checking nothing.',
    moduleKey: 'backend-testing',
    section: 'Keep them running',
  },
  {
    key: 'backend-126',
    kind: 'single',
    prompt:
      'An API returns a page whose text depends on the Accept-Language request header, and a CDN caches it. French visitors sometimes get English. Which response header fixes this?',
    options: opts('Vary: Accept-Language', 'Cache-Control: immutable', 'ETag: "fr"', 'Content-Language: *'),
    correct: ['a'],
    explanation:
      'Vary tells caches that the response depends on that request header, so they keep one copy per language instead of serving one to everybody.',
    moduleKey: 'caching-basics',
    section: 'HTTP caching',
  },
  {
    key: 'backend-127',
    kind: 'single',
    prompt:
      'A public price list may be served from a CDN for 5 minutes, but browsers should keep it only 60 seconds. Which header fits?',
    options: opts(
      'Cache-Control: private, max-age=300',
      'Cache-Control: public, max-age=60, s-maxage=300',
      'Cache-Control: no-store, max-age=300',
      'Cache-Control: no-cache, s-maxage=60',
    ),
    correct: ['b'],
    explanation:
      's-maxage applies only to shared caches such as CDNs and overrides max-age there; browsers use max-age.',
    moduleKey: 'caching-basics',
    section: 'HTTP caching',
  },
  {
    key: 'backend-128',
    kind: 'single',
    prompt:
      'Four API servers each keep product data in an in-process Map. After a price change, which problem is the most likely?',
    options: opts(
      'Every server shows the new price at once, because a Map is shared',
      'Servers keep showing different prices until each copy expires or is cleared',
      'The Map survives deployments, so old prices stay for ever',
      'Redis evicts the Map under memory pressure',
    ),
    correct: ['b'],
    explanation:
      'Each process has its own in-memory copy; without telling every server or using a shared cache such as Redis, they disagree until expiry.',
    moduleKey: 'caching-basics',
    section: 'Application caches',
  },
  {
    key: 'backend-129',
    kind: 'single',
    prompt:
      'At 09:00 every day the home page cache key expires, and the database is swamped by hundreds of identical queries for a few seconds. What is this, and what helps?',
    options: opts(
      'A cache stampede; add TTL jitter or let one request refresh while others get the stale value',
      'Cache poisoning; sign the cached values',
      'A memory leak; restart Redis every morning',
      'Normal behaviour; add database replicas until it goes away',
    ),
    correct: ['a'],
    explanation:
      'Many requests missing the same hot key at once is a stampede; spreading expiries and refreshing once (or serving stale while revalidating) prevents the pile-up.',
    moduleKey: 'caching-basics',
    section: 'The hard part: invalidation',
  },
  {
    key: 'backend-130',
    kind: 'multiple',
    prompt: 'A user reports seeing another user’s shopping cart. Which causes fit? Pick all that apply.',
    options: opts(
      'The server caches the cart under the key cart instead of cart:<userId>',
      'The cart response is sent with Cache-Control: public, so a CDN served it to others',
      'The cart response is sent with Cache-Control: private, no-store',
      'The cache TTL is 30 seconds instead of 60',
    ),
    correct: ['a', 'b'],
    explanation:
      'A key without the user, or a shared cache allowed to keep personal data, hands one user’s data to another; private, no-store prevents it, and the TTL length is not the cause.',
    moduleKey: 'caching-basics',
    section: 'Common mistakes',
  },
  {
    key: 'backend-131',
    kind: 'single',
    prompt:
      'A video platform converts each upload, which takes several minutes. What should POST /api/videos answer once the upload is saved and the conversion job is queued?',
    options: opts(
      '200 OK only after the conversion has finished',
      '202 Accepted with a URL where the client can check the conversion status',
      '500 Internal Server Error until the conversion is done',
      '204 No Content and nothing else',
    ),
    correct: ['b'],
    explanation:
      '202 Accepted says the work was accepted and will happen later; a status URL lets the client follow it instead of holding a request open for minutes.',
    moduleKey: 'background-jobs-and-queues',
    section: 'Why not do it in the request?',
  },
  {
    key: 'backend-132',
    kind: 'single',
    prompt:
      'One job in the invoices queue fails on every attempt because its data is malformed. What should happen to it after the last attempt?',
    options: opts(
      'Retry it for ever so that it eventually succeeds',
      'Delete it silently so that it stops blocking workers',
      'Move it to a dead-letter queue or failed list where the team is alerted and can fix and retry it',
      'Restart all workers',
    ),
    correct: ['c'],
    explanation:
      'A poison job never succeeds by retrying; parking it where someone sees the error keeps workers free without losing the work.',
    moduleKey: 'background-jobs-and-queues',
    section: 'The pieces',
  },
  {
    key: 'backend-133',
    kind: 'single',
    prompt:
      'A worker charges a customer and then records "charged order 991". Which record makes a redelivered job safe to skip?',
    options: opts(
      'The delivery id of the message, since each delivery is unique',
      'A key for the effect, such as charge:order-991, with a unique constraint',
      'The time the job started',
      'The worker’s process id',
    ),
    correct: ['b'],
    explanation:
      'A redelivery or a duplicate enqueue has a different delivery but the same effect; keying on the effect, with a unique constraint, makes the second attempt skip or fail.',
    moduleKey: 'background-jobs-and-queues',
    section: 'At-least-once means "maybe twice"',
  },
  {
    key: 'backend-134',
    kind: 'single',
    prompt:
      'Jobs live in a PostgreSQL table and four workers poll it. How can each worker claim different jobs without blocking the others?',
    options: opts(
      'select ... for update skip locked',
      'select ... order by random()',
      'lock table jobs in every worker',
      'Give each worker its own copy of the table',
    ),
    correct: ['a'],
    explanation:
      'for update locks the rows a worker takes, and skip locked makes the other workers pass over those rows instead of waiting for them.',
    moduleKey: 'background-jobs-and-queues',
    section: "Don't lose the job",
  },
  {
    key: 'backend-135',
    kind: 'multiple',
    prompt:
      'A job scheduled with the cron expression 30 2 * * * adds monthly interest to accounts. Which statements are true? Pick all that apply.',
    options: opts(
      'It runs every day at 02:30 in the scheduler’s time zone',
      'It must record which month it has already processed, so a late or repeated run does not add interest twice',
      'It runs once a month, because the schedule mentions 30',
      'With several servers, nothing extra is needed: cron runs it once in total',
    ),
    correct: ['a', 'b'],
    explanation:
      'The fields are minute, hour, day of month, month and day of week, so this runs daily at 02:30. A non-idempotent job needs a record of what it did, and several servers need a lock so only one runs each tick.',
    moduleKey: 'background-jobs-and-queues',
    section: 'Scheduled jobs',
  },
];
