import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/**
 * Full-Stack exam questions, part server side (issue 29): Node.js, the OWASP Top 10, containers, CI/CD,
 * TypeScript, HTML forms and ORMs with migrations. Keys are stable: never rename or reuse them.
 * Every output question was run with Node 24 (javascript, typescript) or bash.
 */
export const FULL_STACK_EXAM_SERVER_SIDE: ExamQuestionContent[] = [
  // backend-language-node
  {
    key: 'full-stack-081',
    kind: 'single',
    prompt:
      'The React search page calls `fetch("/api/search?q=shoes")`. The Node.js server, written with `node:http`, routes with `if (req.url === "/api/search")`, and every search answers 404. Why?',
    options: opts(
      'The browser strips the query string before sending, so the server sees only "/"',
      'req.url holds the full address, "http://localhost:3000/api/search?q=shoes", so it must be compared with that',
      'req.url is "/api/search?q=shoes", path and query string together; route on new URL(req.url, "http://localhost").pathname',
      'node:http cannot route GET requests that carry a query string; a framework is required',
    ),
    correct: ['c'],
    explanation:
      'req.url is the path plus the query string the client asked for, not the full address, so an exact comparison with the bare path fails as soon as a query is present. Parsing it with new URL and comparing the pathname fixes the routing.',
    moduleKey: 'backend-language-node',
    section: 'Your first server',
  },
  {
    key: 'full-stack-082',
    kind: 'output',
    prompt:
      'A `node:http` server routes on the pathname of `req.url`. These three paths arrive from the frontend. What does the check print?',
    code: `const urls = ['/api/books', '/api/books?page=2', '/api/books/'];
console.log(urls.map((u) => new URL(u, 'http://localhost').pathname === '/api/books').join(' '));`,
    language: 'javascript',
    options: opts('true false false', 'true true false', 'true true true', 'false true false'),
    correct: ['b'],
    explanation:
      'new URL(...).pathname drops the query string, so "/api/books?page=2" routes like "/api/books". A trailing slash is part of the path, though, so "/api/books/" does not match unless you handle it.',
    moduleKey: 'backend-language-node',
    section: 'Your first server',
  },
  {
    key: 'full-stack-083',
    kind: 'single',
    prompt:
      'During a deployment `books.json` is renamed by mistake. The React app then calls `GET /api/books` on the worked example server of the Node.js lesson. What does the browser receive?',
    options: opts(
      'Nothing: the unhandled ENOENT error crashes the process and the request times out',
      'A 404 with { "code": "NOT_FOUND" }, since the file behind the route is missing',
      'A 500 whose body is the stack trace, "ENOENT: no such file or directory, open ./books.json", so the developer can see it',
      'A 500 with the generic body { "code": "INTERNAL" }, while the ENOENT error is written only to the server log',
    ),
    correct: ['d'],
    explanation:
      'The handler awaits readFile inside try/catch: the rejection lands in catch, which logs the real error on the server and answers a generic 500. Every path ends the response, and no internal details reach the browser.',
    moduleKey: 'backend-language-node',
    section: 'Worked example',
  },
  {
    key: 'full-stack-084',
    kind: 'multiple',
    prompt:
      'You prepare a Node.js API for its first deployment behind a platform that sets the port and the database address. Which choices follow the lesson? Choose all that apply.',
    options: opts(
      'Commit package-lock.json so every install gets the same dependency tree',
      'Read the port and the database address from process.env (for example process.env.PORT)',
      'Commit the .env file so the server gets the same settings as your laptop',
      'Install with npm ci in CI and on the server',
      'Run the newest Node.js release as soon as it appears, even if it is not an LTS release',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'The lockfile plus npm ci reproduce exactly the dependencies that were reviewed, and configuration comes from the environment. A .env file holds secrets and stays out of Git, and servers run a Long Term Support release, which keeps receiving security fixes.',
    moduleKey: 'backend-language-node',
    section: 'Projects and packages',
  },
  {
    key: 'full-stack-085',
    kind: 'output',
    prompt:
      'A timer is due right away, but a CPU-heavy loop runs first on the same thread, as a slow request handler would. What does this print?',
    code: `const log = [];
const start = Date.now();
setTimeout(() => {
  log.push(Date.now() - start >= 200 ? 'timer after 200+ ms' : 'timer on time');
  console.log(log.join(', '));
}, 0);
while (Date.now() - start < 200) {} // a CPU-heavy request handler
log.push('loop done');`,
    language: 'javascript',
    options: opts(
      'loop done, timer after 200+ ms',
      'timer on time, loop done',
      'loop done, timer on time',
      'timer after 200+ ms, loop done',
    ),
    correct: ['a'],
    explanation:
      'Callbacks wait until the code that is running finishes, so the 0 ms timer cannot fire while the loop holds the only JavaScript thread. It runs after at least 200 ms: every other request to that process would wait the same way.',
    moduleKey: 'backend-language-node',
    section: 'Why Node.js',
  },

  // web-security-owasp
  {
    key: 'full-stack-086',
    kind: 'single',
    prompt:
      'The checkout page posts `{ "productId": 7, "quantity": 1, "price": 1.00 }`, and the API charges the card the price it received. A user edits the price in devtools and pays one euro for a laptop. Which OWASP Top 10:2025 category fits best, and what is the fix?',
    options: opts(
      'A05 Injection: escape the price field before storing it',
      'A06 Insecure Design: the server must look up the price itself and never trust the one the browser sends',
      'A02 Security Misconfiguration: turn off devtools in production builds',
      'A04 Cryptographic Failures: sign the price in the page with a secret key',
    ),
    correct: ['b'],
    explanation:
      'A checkout that trusts the price the browser sends is the lesson’s example of Insecure Design: the control was never designed, and perfect code cannot add it. The server owns prices; anything the browser sends is attacker-controlled.',
    moduleKey: 'web-security-owasp',
    section: 'The OWASP Top 10',
  },
  {
    key: 'full-stack-087',
    kind: 'output',
    prompt:
      'An attacker sends `GET /api/invoices/%27%20or%20%271%27%3D%271`, and the handler glues the decoded id into its SQL text. What query does it build?',
    code: `const id = "' or '1'='1";
const sql = "select * from invoices where id = '" + id + "'";
console.log(sql);`,
    language: 'javascript',
    options: opts(
      "select * from invoices where id = '\\' or \\'1\\'=\\'1'",
      "select * from invoices where id = ' or '1'='1",
      "select * from invoices where id = '' or '1'='1'",
      'select * from invoices where id = $1',
    ),
    correct: ['c'],
    explanation:
      "The quote in the input closes the string literal, so the text after it becomes SQL: \"or '1'='1'\" is true for every row, and the query returns every invoice. Passing the id as a parameter ($1) keeps it data, never code.",
    moduleKey: 'web-security-owasp',
    section: 'Worked example',
  },
  {
    key: 'full-stack-088',
    kind: 'multiple',
    prompt:
      'The invoice page of the React app calls `GET /api/invoices/:id`. Which changes from the lesson’s fixed endpoint close the holes it had? Choose all that apply.',
    options: opts(
      'Pass the id to the query as a parameter ($1) instead of concatenating it',
      'Return err.stack in the 500 response so the frontend can show what went wrong',
      'Filter the query on the signed-in customer too (customer_id = $2) and answer 404 when no row comes back',
      'Log the error with context on the server and send the browser a generic message',
      'Strip quotes from the id with a regular expression and keep the concatenated query',
    ),
    correct: ['a', 'c', 'd'],
    explanation:
      'Parameters stop the injection, the ownership filter stops one customer reading another’s invoice, and a generic error keeps internals out of the browser. A stack trace in the response leaks versions and paths, and filtering characters is easy to bypass.',
    moduleKey: 'web-security-owasp',
    section: 'Worked example',
  },
  {
    key: 'full-stack-089',
    kind: 'single',
    prompt:
      'A penetration test reports that `GET /api/orders/:id` returns other customers’ orders. You add the ownership check to that route. What else does the lesson ask for?',
    options: opts(
      'Nothing more: the finding named one route, and that route is fixed',
      'Hide the order ids in the React app so users cannot see which ids exist',
      'Switch the ids to random UUIDs instead of checking ownership',
      'Search every endpoint for the same missing check, and add a test that keeps the fix in place',
    ),
    correct: ['d'],
    explanation:
      'A missing ownership check is rarely a one-off: fix the class, not the instance, by looking for the same pattern across the API and protecting it with a test. Hard-to-guess ids do not replace an authorization check, and the UI decides nothing.',
    moduleKey: 'web-security-owasp',
    section: 'Common mistakes',
  },
  {
    key: 'full-stack-090',
    kind: 'single',
    prompt:
      'A product review containing `<img src=x onerror="…">` is stored by the API and runs in every visitor’s browser when the review page renders it as HTML. A teammate files it as "A07 Cross-Site Scripting". Which OWASP Top 10:2025 category is it?',
    options: opts(
      'A05:2025 Injection, which has included cross-site scripting since the 2021 edition',
      'A07:2025 Cross-Site Scripting, which is still its own category',
      'A07:2025 Authentication Failures, because the script can steal sessions',
      'A08:2025 Software or Data Integrity Failures, because stored data was changed',
    ),
    correct: ['a'],
    explanation:
      'XSS is HTML injection: untrusted input reaches the page as code. It was its own entry in 2017 and has been part of Injection since 2021; in 2025 A07 is Authentication Failures, which is why a finding should name the edition it uses.',
    moduleKey: 'web-security-owasp',
    section: 'The OWASP Top 10',
  },

  // containers-docker
  {
    key: 'full-stack-091',
    kind: 'single',
    prompt:
      'The API’s Dockerfile ends with `EXPOSE 3000` and `CMD ["node", "dist/main.js"]`. You start it with `docker run shop-api:1.0`, and the React dev server cannot reach http://localhost:3000. Why?',
    options: opts(
      'EXPOSE only documents the port; nothing is published until you run with -p, for example -p 3000:3000',
      'EXPOSE publishes the port only on the container network; the browser must use the container’s name',
      'Port 3000 is reserved inside containers; the app must listen on port 80',
      'The CMD must be written as a shell string for EXPOSE to take effect',
    ),
    correct: ['a'],
    explanation:
      'EXPOSE records which port the app listens on and publishes nothing. docker run -p host:container makes it reachable from your machine.',
    moduleKey: 'containers-docker',
    section: 'A Dockerfile',
  },
  {
    key: 'full-stack-092',
    kind: 'single',
    prompt:
      'In a multi-stage Dockerfile for a TypeScript API, the final stage does `COPY --from=build /app/node_modules ./node_modules` next to the built dist folder. What is the consequence?',
    options: opts(
      'None: node_modules in the build stage already holds only production dependencies',
      'The build fails, because node_modules cannot be copied between stages',
      'TypeScript, the test tools and every other devDependency ship in the production image; the final stage should run npm ci --omit=dev instead',
      'The image gets smaller, because the final stage no longer runs npm',
    ),
    correct: ['c'],
    explanation:
      'The build stage installed everything, including devDependencies, to compile and test. The final stage should start clean, install only production dependencies and copy just the built output.',
    moduleKey: 'containers-docker',
    section: 'A Dockerfile',
  },
  {
    key: 'full-stack-093',
    kind: 'multiple',
    prompt:
      'On a cloud server, a reverse proxy on the host forwards the browser’s requests to an `api` container, and a `db` container is used only by the API. Which compose.yaml settings follow the lesson? Choose all that apply.',
    options: opts(
      'db: ports: ["5432:5432"], since the host firewall blocks outside access anyway',
      'api: ports: ["127.0.0.1:3000:3000"], so only the local proxy reaches it',
      'db: image: postgres:latest, so security fixes arrive automatically',
      'db: no ports entry at all; the API connects to db:5432 over the Compose network',
      'db: a named volume for its data, so it survives the container being replaced',
    ),
    correct: ['b', 'd', 'e'],
    explanation:
      'Bind what the proxy needs to loopback, publish nothing the internet does not need (Docker’s own firewall rules bypass the host firewall), and keep data in a volume. latest makes the running version unknown; pin a tag and update deliberately.',
    moduleKey: 'containers-docker',
    section: 'Worked example',
  },
  {
    key: 'full-stack-094',
    kind: 'single',
    prompt:
      'A demo app stores its users in an SQLite file inside its container. You run `docker run -p 3000:3000 demo:1.0`, sign up in the browser, stop it with `docker stop` and run the same `docker run` command again. Your account is gone. What happened?',
    options: opts(
      'docker stop deleted the image, and docker run pulled a fresh copy',
      'The second docker run started a new container from the read-only image; the data stayed in the first container’s writable layer',
      'SQLite files are wiped whenever a container receives a signal',
      'Port 3000 was published twice, so the second run talks to another database',
    ),
    correct: ['b'],
    explanation:
      'Each docker run creates a new container from the image, each with its own writable layer, so the second container never saw the first one’s file. Data that must survive goes in a volume or a managed database.',
    moduleKey: 'containers-docker',
    section: 'Everyday commands',
  },
  {
    key: 'full-stack-095',
    kind: 'single',
    prompt:
      'A dashboard container that shows the status of the other containers, by talking to Docker through its socket, is started with `-v /var/run/docker.sock:/var/run/docker.sock`. An attacker finds a remote code execution bug in the dashboard. What can they do?',
    options: opts(
      'Only read the dashboard’s own files, because containers are isolated from each other',
      'Only see container names, because the socket is read-only inside containers',
      'Nothing, as long as the dashboard runs with USER node',
      'Start a container that mounts the host’s whole disk, which amounts to root on the host',
    ),
    correct: ['d'],
    explanation:
      'Whoever can talk to the Docker socket can tell Docker to start any container, including one that mounts the host filesystem. Treat the socket as root, whatever user the app runs as, and avoid mounting it into containers.',
    moduleKey: 'containers-docker',
    section: 'Container security basics',
  },

  // ci-cd-pipelines
  {
    key: 'full-stack-096',
    kind: 'output',
    prompt:
      'A deploy script uses TARGET_ENV, which the pipeline forgot to set. What does this print (stderr is hidden)?',
    code: `echo "without -u: [\${TARGET_ENV}]"
( set -u; echo "with -u: [\${TARGET_ENV}]" ) 2>/dev/null || echo "with -u: stopped"`,
    language: 'bash',
    options: opts(
      'without -u: [] with -u: []',
      'without -u: [] with -u: stopped',
      'without -u: stopped with -u: stopped',
      'without -u: [TARGET_ENV] with -u: stopped',
    ),
    correct: ['b'],
    explanation:
      'Without -u, bash expands an unset variable to an empty string and carries on, so a deploy could target "" silently. With set -u the expansion is an error and the subshell stops, which is what a pipeline script wants.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Continuous integration',
  },
  {
    key: 'full-stack-097',
    kind: 'single',
    prompt:
      'A new API version gets 5 % of the traffic as a canary. After ten minutes its share of failed requests is 4 %, against 0.5 % for the old version. What should happen next?',
    options: opts(
      'Move it to 50 % of the traffic to collect enough data for a decision',
      'Keep going: the canary serves so few users that its errors do not matter',
      'Stop the rollout and roll back by deploying the previous image',
      'Rebuild the new version on the production servers and try again',
    ),
    correct: ['c'],
    explanation:
      'A canary exists to compare the new version’s errors with the old one before going further; a clear regression means stop and roll back to the previous image. Rebuilding would produce an artifact nobody tested.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Releasing safely',
  },
  {
    key: 'full-stack-098',
    kind: 'single',
    prompt:
      'A redesigned checkout (new React screens and new API endpoints) must be merged and deployed this week, but the business wants staff to try it before customers see it. What does the lesson suggest?',
    options: opts(
      'Ship it behind a feature flag that is off, then switch it on for staff, and for everyone later',
      'Keep it on a long-lived branch until everyone agrees, then merge it at once',
      'Deploy it to production only on Friday evening, when traffic is low',
      'Deploy a separate build for staff and one for customers',
    ),
    correct: ['a'],
    explanation:
      'Feature flags separate deploying from releasing: the code ships switched off and is turned on for some users later. A long-lived branch or per-audience builds bring back the big, untested merges and artifacts that CI/CD avoids.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Releasing safely',
  },
  {
    key: 'full-stack-099',
    kind: 'multiple',
    prompt:
      'A deploy job in GitHub Actions says `environment: production`, and that environment requires a reviewer’s approval. What does this give you? Choose all that apply.',
    options: opts(
      'Rollback happens automatically when the deploy fails',
      'The job waits for an approval before it runs',
      'The container image is encrypted before it is pushed',
      'Secrets stored in that environment are handed only to jobs that use it, once approved',
    ),
    correct: ['b', 'd'],
    explanation:
      'An environment can hold its own secrets and require a reviewer before a job that uses it may run, so the production deploy key reaches only approved jobs. Rollbacks and image handling are the pipeline’s own work.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Continuous delivery and deployment',
  },
  {
    key: 'full-stack-100',
    kind: 'single',
    prompt:
      'A full-stack project’s pipeline takes 35 minutes: the browser end-to-end tests run first, and lint and type errors are reported only at the end. Developers have started merging before it finishes. What should change first?',
    options: opts(
      'Drop the end-to-end tests, since they are the slowest',
      'Let developers merge on a red pipeline when they are confident',
      'Run the pipeline only once a night, so nobody waits during the day',
      'Run the fast checks (lint, type check, unit tests) first, cache dependencies, run independent jobs in parallel, and protect the main branch',
    ),
    correct: ['d'],
    explanation:
      'Fast checks first make most failures show within minutes, caching and parallel jobs bring feedback towards about ten minutes, and branch protection stops merges without a green pipeline. Dropping tests or checking nightly removes the protection itself.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Keep pipelines fast and honest',
  },

  // typescript-basics
  {
    key: 'full-stack-101',
    kind: 'output',
    prompt:
      'The frontend checks five API responses with the lesson’s type guard before using them. Node.js runs this TypeScript by stripping its types. What does it print?',
    code: `interface User { id: number; name: string; email?: string; createdAt: string }
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function isUser(value: unknown): value is User {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    (value.email === undefined || typeof value.email === 'string') &&
    typeof value.createdAt === 'string'
  );
}
const bodies: unknown[] = [
  JSON.parse('{"id": 1, "name": "Ada", "createdAt": "2026-11-02"}'),
  JSON.parse('{"id": "2", "name": "Bo", "createdAt": "2026-11-02"}'),
  JSON.parse('[{"id": 3, "name": "Cy", "createdAt": "2026-11-02"}]'),
  JSON.parse('null'),
  JSON.parse('{"id": 5, "name": "Di", "email": null, "createdAt": "2026-11-02"}'),
];
console.log(bodies.map(isUser).join(' '));`,
    language: 'typescript',
    options: opts(
      'true false false false false',
      'true true true true true',
      'true false true false false',
      'true false false false true',
    ),
    correct: ['a'],
    explanation:
      'The id "2" is a string, the array and null are ruled out by isRecord, and email may be missing but not null. Only the first body is a User. Written with as User, all five would have compiled and been used unchecked.',
    moduleKey: 'typescript-basics',
    section: 'Worked example',
  },
  {
    key: 'full-stack-102',
    kind: 'single',
    prompt:
      'The React app runs fine under the Vite dev server, yet `tsc --noEmit` reports that a component passes a string where the API type expects a number. How can both be true?',
    options: opts(
      'Vite checks types only in the production build, not in development',
      'Vite strips the types without checking them; only tsc checks, which is why it runs in CI',
      'tsc is wrong here: code that runs cannot have type errors',
      'Vite converts the string to a number at runtime, as the type says',
    ),
    correct: ['b'],
    explanation:
      'Bundlers such as Vite remove the types and run the JavaScript, errors and all. The check happens only when tsc runs, so projects keep tsc --noEmit in the editor and in CI.',
    moduleKey: 'typescript-basics',
    section: 'What TypeScript adds',
  },
  {
    key: 'full-stack-103',
    kind: 'multiple',
    prompt:
      'A React component keeps the state of an API call in `type State = { status: "loading" } | { status: "error"; message: string } | { status: "ok"; data: Order[] }`. Which statements are true? Choose all that apply.',
    options: opts(
      'Inside if (state.status === "ok"), state.data has the type Order[]',
      'state.message can be read anywhere, because one variant has it',
      'setState({ status: "laoding" }) is a compile error',
      'The compiler checks at runtime that the API’s response matches one of the variants',
      'Reading state.message without checking status first is a compile error',
    ),
    correct: ['a', 'c', 'e'],
    explanation:
      'Checking the common literal field narrows a discriminated union to one variant, and a union of literal types turns a typo into a compile error. A property that only some variants have cannot be read before narrowing, and nothing is checked at runtime: types are erased.',
    moduleKey: 'typescript-basics',
    section: 'Narrowing',
  },
  {
    key: 'full-stack-104',
    kind: 'single',
    prompt:
      'A frontend keeps its API paths in an object. Which declaration makes the compiler check that every value is a string and also reject the typo `apiRoutes.ordrs`?',
    options: opts(
      "const apiRoutes: Record<string, string> = { home: '/', orders: '/orders' };",
      "const apiRoutes = { home: '/', orders: '/orders' } as Record<string, string>;",
      "const apiRoutes = { home: '/', orders: '/orders' } satisfies Record<string, string>;",
      "const apiRoutes: any = { home: '/', orders: '/orders' };",
    ),
    correct: ['c'],
    explanation:
      'satisfies checks the value against the type but keeps the precise inferred type, whose only keys are home and orders, so ordrs is an error. The annotation and the assertion widen it to Record<string, string>, where any key compiles, and any switches checking off.',
    moduleKey: 'typescript-basics',
    section: 'Tips',
  },
  {
    key: 'full-stack-105',
    kind: 'single',
    prompt:
      'A helper reads `async function getJson<T>(url: string): Promise<T> { const res = await fetch(url); return (await res.json()) as T; }`, and a page calls `getJson<Order[]>("/api/orders")`. What does the type parameter guarantee about the data?',
    options: opts(
      'That the response is an array of orders: the generic validates the JSON',
      'That TypeScript throws a TypeError if the server sends anything else',
      'That the JSON parser rejects fields Order does not declare',
      'Nothing at runtime: as T only tells the compiler to believe you, so the data should be checked as unknown first',
    ),
    correct: ['d'],
    explanation:
      'An assertion checks nothing, and a generic around it is the same promise in another form. Data from outside the code can be anything, so treat it as unknown and check it once at the boundary (a type guard or a schema library).',
    moduleKey: 'typescript-basics',
    section: 'Tips',
  },

  // html-forms
  {
    key: 'full-stack-106',
    kind: 'output',
    prompt:
      'A search form with method="get" has the fields q = "blue shoes" and brand = "H&M". This builds the same encoding the browser uses for the query string. What does it print?',
    code: `const body = new URLSearchParams();
body.append('q', 'blue shoes');
body.append('brand', 'H&M');
console.log(body.toString());`,
    language: 'javascript',
    options: opts(
      'q=blue shoes&brand=H&M',
      'q=blue%20shoes&brand=H&M',
      'q=blue+shoes&brand=H%26M',
      'q=blue+shoes&brand=H+M',
    ),
    correct: ['c'],
    explanation:
      'Form encoding turns spaces into + and percent-encodes characters such as &, which would otherwise start a new name=value pair. Left unencoded, the server would read a brand of "H" and a stray field "M".',
    moduleKey: 'html-forms',
    section: 'What gets submitted: name, value, GET and POST',
  },
  {
    key: 'full-stack-107',
    kind: 'multiple',
    prompt:
      'A sign-up form contains `<input name="email" value="ana@example.com">`, `<input type="checkbox" name="newsletter">` (left unchecked), `<input type="checkbox" name="terms" checked>`, `<input name="plan" value="pro" disabled>`, `<input name="ref" value="x1" readonly>` and `<input id="nick" value="Ana">`. Which pairs reach the server? Choose all that apply.',
    options: opts('newsletter=off', 'terms=on', 'email=ana@example.com (encoded)', 'plan=pro', 'ref=x1'),
    correct: ['b', 'c', 'e'],
    explanation:
      'An unchecked checkbox is not sent at all, and a checked one without a value sends "on". Disabled fields are skipped while readonly ones are sent, and the nick field has no name, so it sends nothing.',
    moduleKey: 'html-forms',
    section: 'What gets submitted: name, value, GET and POST',
  },
  {
    key: 'full-stack-108',
    kind: 'single',
    prompt:
      'In a React sign-in form, clicking the "Show password" button, written `<button onClick={toggleVisible}>Show</button>`, sends the sign-in request to the API. Why?',
    options: opts(
      'A button inside a form is type="submit" unless you say otherwise; write type="button"',
      'React attaches a submit handler to every button automatically',
      'onClick handlers always bubble up to the form’s action',
      'The password field has required, and required fields submit when they change',
    ),
    correct: ['a'],
    explanation:
      'The default type of a button in a form is submit, so every click submits the form. type="button" makes it an ordinary button that only runs its click handler.',
    moduleKey: 'html-forms',
    section: 'What gets submitted: name, value, GET and POST',
  },
  {
    key: 'full-stack-109',
    kind: 'single',
    prompt:
      'A login page has `<form action="/login">` with email and password fields, and no method attribute. What happens when the user signs in?',
    options: opts(
      'The browser refuses to submit a password field without method="post"',
      'The form uses GET, so the password lands in the URL, and with it in browser history and server logs',
      'The form uses POST by default, so the password travels in the request body',
      'The browser encrypts the password fields before putting them in the URL',
    ),
    correct: ['b'],
    explanation:
      'method defaults to get, which appends the fields to the action URL as a query string. URLs end up in history, server logs and analytics, so forms that send passwords or personal data use method="post".',
    moduleKey: 'html-forms',
    section: 'What gets submitted: name, value, GET and POST',
  },
  {
    key: 'full-stack-110',
    kind: 'multiple',
    prompt:
      'The API answers a sign-up with 409 and `{ "field": "email", "message": "This email already has an account." }`. How should the form show it so that every user gets it? Choose all that apply.',
    options: opts(
      'Only turn the field’s border red, since the message is obvious from context',
      'Put the message as text next to the email field and point the field at it with aria-describedby',
      'Show the message in a toast that disappears after three seconds',
      'Set aria-invalid="true" on the email field while it is wrong',
      'Move focus to the email field, or to an error summary that links to it',
    ),
    correct: ['b', 'd', 'e'],
    explanation:
      'A visible text message linked with aria-describedby is read out when the field is focused, aria-invalid marks the field as wrong, and moving focus brings the user to it. Colour alone misses colour-blind and screen reader users, and a message that vanishes may never be read.',
    moduleKey: 'html-forms',
    section: 'Accessible error messages',
  },

  // orm-and-migrations
  {
    key: 'full-stack-111',
    kind: 'single',
    prompt:
      'To "save work", a developer calls `orm.em.fork()` once when the Express server starts and uses that one EntityManager in every request handler. What goes wrong?',
    options: opts(
      'Nothing: the identity map only makes repeated lookups faster for everyone',
      'Its identity map is shared: objects one user loaded can appear in another user’s requests, and the map grows without limit; fork a fresh one per request',
      'Each request opens a new database connection that is never closed',
      'flush() can then only run once, when the server stops',
    ),
    correct: ['b'],
    explanation:
      'The identity map must be one per unit of work, that is per request. Shared across requests it leaks one user’s data into another’s and keeps every loaded entity in memory, which is why frameworks fork an EntityManager for each request.',
    moduleKey: 'orm-and-migrations',
    section: 'What an ORM maps',
  },
  {
    key: 'full-stack-112',
    kind: 'output',
    prompt:
      'This counts the database round trips of an "authors with their books" endpoint for 50 authors, first with lazy loading in a loop, then with the books loaded in one extra query. What does it print?',
    code: `let queries = 0;
const db = { query: async (sql) => { queries++; return []; } };
const authorIds = Array.from({ length: 50 }, (_, i) => i + 1);

await db.query('select * from author');
for (const id of authorIds) await db.query('select * from book where author_id = ' + id);
const lazy = queries;

queries = 0;
await db.query('select * from author');
await db.query('select * from book where author_id in (' + authorIds.join(',') + ')');
console.log(lazy, queries);`,
    language: 'javascript',
    options: opts('50 2', '50 1', '51 51', '51 2'),
    correct: ['d'],
    explanation:
      'Lazy loading costs one query for the authors plus one per author: 51, growing with the rows returned. Eager loading fetches all the books in one more query, so the count stays at 2 however many authors there are.',
    moduleKey: 'orm-and-migrations',
    section: 'The N+1 query problem',
  },
  {
    key: 'full-stack-113',
    kind: 'single',
    prompt:
      'A script inserts the roles "admin" and "member" into a fresh database. It runs on every deployment, and on the second deployment it fails with a duplicate key error. What does the lesson recommend?',
    options: opts(
      'Make it an idempotent seed (insert … on conflict do nothing), kept separate from the migrations',
      'Delete all roles at the start of the script, then insert them again',
      'Turn it into a migration and edit it whenever the roles change',
      'Run it by hand on each environment instead of in the pipeline',
    ),
    correct: ['a'],
    explanation:
      'Reference data belongs in a seed, and a seed that can run twice without harm is idempotent. Deleting roles that users already reference would break data, and a migration must not be edited once it has run.',
    moduleKey: 'orm-and-migrations',
    section: 'Schema migrations',
  },
  {
    key: 'full-stack-114',
    kind: 'multiple',
    prompt:
      'The profile page needs a required `display_name` copied from `users.name`, on a table of 20 million rows, while the API keeps serving requests. Which steps belong in the plan? Choose all that apply.',
    options: opts(
      'Fill display_name with one update users set display_name = name inside the first migration',
      'Drop users.name in the same release that starts writing display_name',
      'Add display_name as a nullable column first',
      'Backfill in batches of about 1,000 rows until an update touches none',
      'Add a check (display_name is not null) constraint as not valid, validate it, then set not null',
    ),
    correct: ['c', 'd', 'e'],
    explanation:
      'Adding a nullable column is instant, small batches keep locks short, and a validated check constraint lets set not null skip its full-table scan. One giant update locks rows for minutes, and old instances still read name until a later release, so it is dropped last.',
    moduleKey: 'orm-and-migrations',
    section: 'Worked example',
  },
  {
    key: 'full-stack-115',
    kind: 'single',
    prompt:
      'You rename the entity property `name` to `fullName`, and the migration the ORM generated reads `alter table "user" drop column "name"; alter table "user" add column "full_name" text;`. What should you do?',
    options: opts(
      'Commit it: the ORM knows the entities better than a reviewer',
      'Run it, then restore the names from last night’s backup',
      'Do not commit it: dropping the column destroys every stored name; change the schema in expand-and-contract steps instead',
      'Commit it, and write a down migration that re-adds the column in case of trouble',
    ),
    correct: ['c'],
    explanation:
      'A generated migration can express a rename as drop plus add, which loses the data; read it before committing. A safe rename adds the new column, writes both, backfills, switches reads and drops the old one later. A down migration that re-adds the column brings back no data.',
    moduleKey: 'orm-and-migrations',
    section: 'Common mistakes',
  },
];
