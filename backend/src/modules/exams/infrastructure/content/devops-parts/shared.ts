import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** devops exam questions that bring every module of the roadmap to five (issue 29). Keys are stable: never rename or reuse them. */
export const DEVOPS_EXAM_SHARED: ExamQuestionContent[] = [
  // http-and-apis
  {
    key: 'devops-151',
    kind: 'single',
    prompt:
      'A load balancer is configured to resend a request to another backend when the first one times out. For which of these requests is that automatic retry harmless?',
    options: opts(
      '`POST /payments` charging a card',
      '`PUT /servers/web-3/config` with the complete new configuration in the body',
      '`POST /deployments` starting a new deployment',
      '`PATCH /counters/builds` with the body "add 1"',
    ),
    correct: ['b'],
    explanation:
      'PUT replaces the resource with the body sent, so sending it twice leaves the same result as once: it is idempotent. The POSTs may act twice, and a PATCH that adds 1 is not idempotent.',
    moduleKey: 'http-and-apis',
    section: 'Methods: safe and idempotent',
  },
  {
    key: 'devops-152',
    kind: 'multiple',
    prompt:
      'An alert should fire when the service itself fails, not when clients send bad requests. Which response statuses should it count? (Choose all that apply.)',
    options: opts(
      '`502 Bad Gateway`',
      '`503 Service Unavailable`',
      '`404 Not Found`',
      '`500 Internal Server Error`',
      '`401 Unauthorized`',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'The 5xx codes say the server failed and the request may have been fine; 4xx codes such as 404 and 401 report a mistake or missing credentials on the client side.',
    moduleKey: 'http-and-apis',
    section: 'Status codes',
  },
  {
    key: 'devops-153',
    kind: 'single',
    prompt:
      'A cleanup job calls an artifact API with a valid token. The API knows which account the token belongs to, but that account may not delete artifacts. Which status code fits the HTTP definitions?',
    options: opts('`401 Unauthorized`', '`400 Bad Request`', '`403 Forbidden`', '`409 Conflict`'),
    correct: ['c'],
    explanation:
      'Despite its name, 401 means no valid credentials were sent; 403 means the caller is authenticated but not allowed to do this.',
    moduleKey: 'http-and-apis',
    section: 'Status codes',
  },
  {
    key: 'devops-154',
    kind: 'output',
    prompt: 'A proxy adds a header that the app already set. What does this print in Node.js?',
    code: "const h = new Headers();\nh.append('Cache-Control', 'no-store');\nh.append('cache-control', 'private');\nconsole.log(h.get('CACHE-CONTROL'));",
    language: 'javascript',
    options: opts('private', 'no-store', 'no-store, private', 'null'),
    correct: ['c'],
    explanation:
      'Header names are case-insensitive, so all three spellings name one header, and the Headers object joins repeated values with ", ".',
    moduleKey: 'http-and-apis',
    section: 'Headers, cookies and state',
  },
  {
    key: 'devops-155',
    kind: 'single',
    prompt:
      'A smoke test after each deploy runs `await fetch(url)` and reports the service healthy if the promise does not reject. The new release answers every request with `503`. What does the smoke test report?',
    options: opts(
      'Unhealthy, because fetch rejects on any 5xx status',
      'Healthy, because fetch resolves whenever a response arrives; the test must check `response.ok`',
      'Nothing: fetch waits until the service answers 200',
      'Unhealthy, because a 503 is a network error',
    ),
    correct: ['b'],
    explanation:
      'fetch only rejects when no response arrives at all; a 503 still resolves, so a health check has to look at response.ok (true only for 200 to 299) or the status.',
    moduleKey: 'http-and-apis',
    section: 'APIs',
  },
  // relational-databases-sql
  {
    key: 'devops-156',
    kind: 'single',
    prompt:
      "A quota service reads a team's remaining build minutes in one statement, subtracts in code, and writes the new value in a second statement. Two builds start at the same moment and only one deduction survives. What fixes it in PostgreSQL?",
    options: opts(
      'Raise the connection pool size so both statements run faster',
      'One statement: `update quotas set minutes = minutes - 10 where team_id = 3 and minutes >= 10`',
      'Add an index on team_id',
      'Run the read with `explain analyze` first',
    ),
    correct: ['b'],
    explanation:
      'Under Read Committed, read-compute-write in two statements can lose an update when two requests interleave. Letting the database do the arithmetic in one update (or locking the row with select ... for update) prevents it.',
    moduleKey: 'relational-databases-sql',
    section: 'Transactions',
  },
  {
    key: 'devops-157',
    kind: 'single',
    prompt:
      '`explain analyze select * from deployments where service_id = 12` shows `Seq Scan on deployments` and `Rows Removed by Filter: 480000`. service_id is a foreign key to services. What is the likely cause?',
    options: opts(
      'PostgreSQL does not index a foreign key column by itself, so there is no index on service_id',
      'Foreign keys always force a sequential scan',
      'The query lacks an order by clause',
      'The table needs a primary key on service_id',
    ),
    correct: ['a'],
    explanation:
      'Primary keys and unique constraints get an index automatically, foreign keys do not. Reading 480,000 rows to return a few is the sign of a missing index: create one on deployments (service_id) and measure again.',
    moduleKey: 'relational-databases-sql',
    section: 'Indexes',
  },
  {
    key: 'devops-158',
    kind: 'output',
    prompt: "An inventory of hosts is queried with Python's built-in SQLite driver. What does this print?",
    code: "import sqlite3\ndb = sqlite3.connect(':memory:')\ndb.execute('create table hosts (name text, retired date)')\ndb.executemany('insert into hosts values (?, ?)', [('web-1', None), ('web-2', '2026-01-10'), ('db-1', None)])\na = db.execute('select count(*) from hosts where retired = null').fetchone()[0]\nb = db.execute('select count(*) from hosts where retired is null').fetchone()[0]\nprint(a, b)",
    language: 'python',
    options: opts('2 2', '0 2', '0 0', '1 2'),
    correct: ['b'],
    explanation:
      'null means unknown, so `retired = null` is never true and matches no row; `is null` finds the two hosts without a retirement date.',
    moduleKey: 'relational-databases-sql',
    section: 'Tables, rows and keys',
  },
  {
    key: 'devops-159',
    kind: 'multiple',
    prompt:
      'An internal admin page lists servers, filtered by a hostname typed by the operator and sorted by a column chosen in the query string. Which implementations are safe? (Choose all that apply.)',
    options: opts(
      'Pass the hostname as a query parameter (`where hostname = $1`)',
      'Pick the sort column from a fixed allowlist in the code',
      'Double every single quote in the hostname and paste it into the query text',
      'Pass the sort column name as a second parameter, `order by $2`',
    ),
    correct: ['a', 'b'],
    explanation:
      'Values travel separately from the query text as parameters, so they are only ever data. Column names cannot be parameters, so a variable sort column must come from an allowlist; hand-escaping is not the defence.',
    moduleKey: 'relational-databases-sql',
    section: 'Never build SQL from strings',
  },
  {
    key: 'devops-160',
    kind: 'single',
    prompt:
      'A capacity report must list every team with its number of servers, including teams with none (showing 0). Which query does that?',
    options: opts(
      '`select t.name, count(*) from teams t left join servers s on s.team_id = t.id group by t.id, t.name`',
      '`select t.name, count(s.id) from teams t left join servers s on s.team_id = t.id group by t.id, t.name`',
      '`select t.name, count(s.id) from teams t join servers s on s.team_id = t.id group by t.id, t.name`',
      '`select t.name, count(s.id) from teams t left join servers s on s.team_id = t.id`',
    ),
    correct: ['b'],
    explanation:
      'The left join keeps teams without servers as one row of nulls; count(s.id) skips nulls and gives 0, while count(*) would count that row as 1. A plain join drops those teams, and the aggregate needs a group by.',
    moduleKey: 'relational-databases-sql',
    section: 'The four verbs',
  },
];
