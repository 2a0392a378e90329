import type { ModuleContent } from '../content-types.js';

/** Full-Stack lessons: architecture and deployment of a whole application (issue 29). Keys are stable: never rename or reuse them. */
export const FULL_STACK_MODULES: ModuleContent[] = [
  {
    key: 'full-stack-architecture',
    title: 'Full-Stack Architecture',
    summary:
      'See a whole web application at once: how a click travels from a React page to the API and the database and back, where HTML is rendered, why to start with a modular monolith, API contracts, where state lives, sign-in across the stack and configuration per environment.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### The journey of one request
The earlier lessons taught the pieces one at a time: HTML and CSS, React, HTTP, a Node.js API, SQL and sign-in. A full-stack developer's job is to see how they fit, because most real bugs live at the seams between them. Follow one click in a small booking app, where a learner books a thirty-minute slot with a tutor:

1. The browser already shows the React page. The user clicks **Book 10:30**, and a component calls \`fetch('/api/bookings', { method: 'POST', ... })\` with a JSON body such as \`{"slotId": 42}\`.
2. The browser resolves the host name with DNS, reuses or opens a TLS connection and sends the request, with the session cookie attached if one exists.
3. A reverse proxy or load balancer receives it and forwards paths under \`/api\` to one of the API's running instances.
4. The API's middleware parses the body, finds the user from the cookie, and validates the input. Only then does the handler run the business rule: is slot 42 still free?
5. The handler talks to PostgreSQL inside a transaction: it inserts the booking, and a unique constraint on \`slot_id\` guarantees that two people who click at the same millisecond cannot both win.
6. The API answers \`201 Created\` with the new booking as JSON, or \`409 Conflict\` if the slot is gone.
7. Back in the browser, the component updates its cached data and React re-renders the page.

Every numbered step can fail on its own, and each failure looks different: a DNS error, a 502 from the proxy, a 401 from the middleware, a 400 from validation, a 409 from the rule, a 500 from a crashed query. When you can name the step, you know which log to open.

### Where the HTML is made: SPA, server rendering, static generation
The first decision is where the page's HTML comes from. There are three broad answers, and the web.dev article "Rendering on the Web" compares them in depth.

- **Client-side rendering (a single-page application, SPA).** The server sends an almost empty HTML file and a JavaScript bundle; React builds the page in the browser and then fetches data from the API. It is simple to host (the frontend is just static files) and feels fast once loaded, but the first screen waits for the bundle to download and run, and then for the data. That is fine behind a login, where search engines do not matter.
- **Server-side rendering (SSR).** A server renders the HTML for each request, with the data already in it, and the browser then runs the same components to make the page interactive (this step is called hydration). The first content appears sooner and every crawler sees it, but you now operate a Node.js server for the frontend too.
- **Static generation (prerendering).** The HTML is rendered once, at build time, and served as files from a CDN. Nothing is faster or cheaper to serve, but the content is only as fresh as the last build, so it suits a marketing site, documentation and a blog, not a list of free slots.

You can mix them: the booking app's public pages can be static, and the signed-in area an SPA.

### One deployable first: the modular monolith
A **monolith** is one application, built and deployed as one unit. **Services** (microservices) split the system into separately deployed programs that talk over the network. Services let large organisations deploy parts independently, but they cost a lot: network calls that can fail or time out, data spread over several databases, tracing across processes, and many pipelines. Martin Fowler's essay "MonolithFirst" reports that almost every successful microservice system he heard of began as a monolith that grew too big and was split.

The sound default for a new product is a **modular monolith**: one deployable, but with clear internal modules (\`bookings\`, \`tutors\`, \`payments\`), each owning its tables and exposing a small interface to the others. If one module later needs to scale or ship on its own schedule, its boundary already exists and extracting it is a contained job.

### The API contract
The frontend and backend meet at the API, so write that meeting point down. An **OpenAPI** document is a YAML or JSON description of every path, method, parameter, request body, response and status code. With it, backend tests can check that responses match, documentation renders itself, and generators turn it into code for the frontend: \`openapi-typescript\` produces TypeScript types, and other generators produce a whole typed client. When a field is renamed, the frontend stops compiling instead of breaking in production. Two practical rules: change the contract first and review it like code, and add fields rather than rename or remove them while old clients still run.

### Where state lives
Not all data in a React app is the same kind. **Server state** is owned by the database: bookings, tutors, slots. The browser only holds a copy that can go stale, so it needs fetching, caching, refetching and invalidation; a library such as TanStack Query does this for you. **UI state** belongs to the browser alone: which tab is open, what is typed into a form, whether a dialog is visible. Keep it in component state, or in the URL when a user should be able to share or bookmark it (filters, the current page). Copying server data into a global store by hand is the classic source of screens that show yesterday's data.

### Authentication across the stack
After sign-in, the browser must prove who it is on every request. Two common designs:

- **A session cookie.** The server stores the session and sets a cookie with \`HttpOnly\` (scripts cannot read it), \`Secure\` (HTTPS only) and \`SameSite=Lax\`. The browser sends it automatically. Because it is sent automatically, you must defend against cross-site request forgery (CSRF): another site making the browser send a state-changing request. \`SameSite\`, a CSRF token or a required custom header, and never changing data on \`GET\` are the usual defences (see the OWASP CSRF cheat sheet). Set \`SameSite\` explicitly: browsers do not all treat a missing attribute the same way.
- **A bearer token** (often a JWT) that JavaScript keeps and sends in an \`Authorization\` header. CSRF is not an issue because nothing is sent automatically, but any script injected through an XSS flaw can read a token kept in \`localStorage\` and use it elsewhere.

For a browser app and an API on the same site, an HttpOnly session cookie is the simpler and safer default; tokens fit mobile apps and service-to-service calls better.

### Environments and configuration
The same code runs in several **environments**: your laptop, CI, a staging copy and production. What differs between them is configuration: the database URL, the API origin, the mail provider's key, log levels. Following the Twelve-Factor App, keep that configuration in environment variables, not in the code, validate it when the process starts (crash immediately if \`DATABASE_URL\` is missing), and keep secrets out of the repository. One catch: anything the frontend reads at build time, such as Vite's \`import.meta.env.VITE_API_URL\`, is baked into public JavaScript, so it must never hold a secret.

### Worked example
Design the tutor booking app end to end for a team of two.

\`\`\`text
Browser (React SPA, static files)
   |  HTTPS, same origin: https://book.example.com
   v
Reverse proxy:  /       -> static files (index.html, assets)
                /api/*  -> Node.js API (2 instances)
   v
Modular monolith: auth | tutors | slots | bookings | notifications
   v
PostgreSQL (one database, tables owned by each module)
\`\`\`

- **Rendering**: the public tutor directory is statically generated and rebuilt each night; the signed-in calendar is an SPA.
- **Contract**: \`openapi.yaml\` lives in the repo; CI fails if the API's responses drift from it, and the frontend's types are generated from it.
- **State**: slots and bookings are server state cached by TanStack Query and invalidated after a booking; the selected week is in the URL (\`?week=2026-W48\`).
- **Auth**: an HttpOnly, Secure, SameSite=Lax session cookie; because the SPA and API share one origin, no CORS set-up is needed.
- **Double booking**: prevented by a unique constraint in the database, not only by a check in the UI.
- **Config**: \`DATABASE_URL\`, \`SESSION_SECRET\` and \`MAIL_API_KEY\` as environment variables, checked at start-up.

### Common mistakes
- Starting with microservices for a product that has no users yet, and spending months on plumbing.
- Trusting the frontend: hiding a button is not authorisation, and a check in React is not validation. The API must enforce every rule.
- Letting the frontend and backend drift because the API exists only in someone's head.
- Copying server data into global state and never refreshing it.
- Keeping a long-lived token in \`localStorage\`, or using cookies without any CSRF defence.
- Putting a secret into a \`VITE_\` variable or committing an \`.env\` file.

### At work
Full-stack developers are valued less for knowing every framework than for tracing a problem across layers: from a blank page to a 401, from the 401 to a cookie without \`Secure\` on a staging server without HTTPS. Teams usually write a short design note before a feature that touches several layers: the endpoints and their contract, the tables, the states of the screen and the failure cases. Reviewers will ask which layer enforces each rule and what the user sees when the network fails.`,
    resources: [
      { title: 'web.dev: Rendering on the Web', url: 'https://web.dev/articles/rendering-on-the-web', kind: 'article' },
      { title: 'OpenAPI Initiative: Learn OpenAPI', url: 'https://learn.openapis.org/', kind: 'docs' },
      {
        title: 'OWASP Cross-Site Request Forgery Prevention Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html',
        kind: 'docs',
      },
      {
        title: 'Martin Fowler: MonolithFirst',
        url: 'https://martinfowler.com/bliki/MonolithFirst.html',
        kind: 'article',
      },
    ],
  },
  {
    key: 'deploying-full-stack-apps',
    title: 'Deploying a Full-Stack Application',
    summary:
      'Take the whole application live: configuration and secrets per environment, serving the SPA on one origin or two, running the API as a well-behaved process, the production database with migrations and backups, health checks, zero-downtime rollouts, logs, a release checklist and rollback.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### What changes between your laptop and production
On your laptop the whole application is one command away: Vite serves the React app on one port, the API runs in watch mode on another, PostgreSQL sits in a Compose container, and every secret is in a local \`.env\` file. Production is a different place. Several copies of the API run at once and are replaced on every release; the database is a managed service that must never lose a row; real users have pages open while you deploy; nobody can attach a debugger. Deploying a full-stack application means deciding, for each piece, where it runs, how it gets its settings, how it is replaced without interrupting anyone, and how you notice and undo a bad release.

The earlier lessons gave you the pieces: building and hosting a frontend (Deploying Frontend Apps), packaging a process in an image (Containers with Docker), and a pipeline that tests and ships it (CI/CD Pipelines). This lesson joins them into one release of one application, and covers the parts that only appear when the frontend, the API and the database go live together.

### Configuration and secrets
The Twelve-Factor App defines configuration as everything that is likely to vary between deploys: database URL, credentials for outside services, the public origin of the site. It asks for a strict separation of configuration from code, with a simple test: could you publish the repository today without leaking a single credential? If not, configuration is hiding in the code. Keep it in environment variables, set by the platform for each environment, and build one artifact that runs unchanged everywhere.

Read configuration in one module, check it at start-up, and fail at once when something is missing: a process that crashes in its first second with \`Missing config: SESSION_SECRET\` is far easier to fix than one that starts and fails on the first sign-in. Environment variables are always strings, so convert them on purpose: \`"8080"\` must become the number 8080, and \`"false"\` is a non-empty string, so \`if (env.DEBUG_SQL)\` is true for it. Compare with \`=== 'true'\` instead.

Secrets (database passwords, session signing keys, payment API keys) need more care than other settings. Keep them in the platform's secret store or a secrets manager, give each environment its own values so a leaked staging key cannot open production, and plan how to rotate each one. Never print the whole configuration in a start-up log, and remember from the architecture lesson that nothing the frontend build receives is secret.

### Serving the SPA: one origin or two
The built React app is a folder of static files; the API is a running process. You can put them behind one address or two, and the choice decides how the browser treats every request.

**One origin** (\`https://book.example.com\` for the pages and \`https://book.example.com/api/...\` for the API): a reverse proxy or the platform's routing sends \`/api\` to the API and everything else to the static files. For the browser, calls to \`/api\` are same-origin, so no CORS is involved and a \`SameSite=Lax\` session cookie simply works. In development, Vite's \`server.proxy\` option gives you the same shape locally. This is the simplest choice, and the default to reach for.

**Two origins** (\`https://app.example.com\` and \`https://api.example.com\`): now every call from the page to the API is cross-origin, and the API must answer with CORS headers. To send the session cookie, \`fetch\` needs \`credentials: 'include'\`, and the API must reply with \`Access-Control-Allow-Credentials: true\` and the exact origin in \`Access-Control-Allow-Origin\`; MDN is explicit that the wildcard \`*\` is not allowed for credentialed requests. A JSON \`POST\` also triggers a preflight \`OPTIONS\` request first, which costs a round trip unless the browser may cache the answer (\`Access-Control-Max-Age\`). Keep an explicit list of allowed origins in configuration; never reflect whatever \`Origin\` the request carries.

Cookies care about *sites*, not origins. \`app.example.com\` and \`api.example.com\` are different origins but the same site, so a \`SameSite=Lax\` cookie still travels. If the frontend and API live on unrelated domains, the cookie becomes a third-party cookie: it needs \`SameSite=None; Secure\`, and Safari already blocks third-party cookies by default, while other browsers let users do the same. If you can choose, serve both from the same site.

### Running the API as a process
In production the API is a process that the platform starts, watches and stops, usually from the container image your pipeline built. A few habits make it behave:

- **Listen where the platform expects.** Read the port from configuration (many platforms pass it in a \`PORT\` variable) and listen on all interfaces inside a container; a server bound to \`127.0.0.1\` in a container cannot be reached from outside it.
- **Keep no state in the process.** Sessions live in the database or Redis, uploads in object storage. Any instance can then serve any request, and any instance can be replaced at any moment.
- **Shut down gracefully.** To stop a container, the platform sends \`SIGTERM\` and, after a grace period, \`SIGKILL\` (\`docker stop\` waits ten seconds by default; Kubernetes waits thirty). On \`SIGTERM\` the API should stop accepting new connections, finish the requests in flight, close its database pool and exit. Use the exec form \`CMD ["node", "dist/main.js"]\` in the Dockerfile, as Docker's documentation recommends: with the shell form the command runs as a child of \`/bin/sh -c\`, which does not pass signals on, so Node may never hear it and is killed mid-request.

### The database in production
The database is the one part you cannot throw away and rebuild, so most small teams rent it: a **managed PostgreSQL** service (Amazon RDS, Google Cloud SQL, Azure Database for PostgreSQL and others) runs the server, applies minor updates, takes automatic backups and can keep a standby ready for failover. You still own the schema, the queries, the connection settings and the restore plan.

**Connections are limited.** PostgreSQL accepts a fixed number of connections (\`max_connections\`: typically 100 in a default installation, while managed services often set it from the size of the instance), and every API instance keeps its own pool. Four instances with a pool of 20 already use 80, and during a rolling deploy old and new instances run together, briefly doubling the count. Size pools from the total, and require TLS on the connection when the database is reached over a network.

**Migrations are a deploy step.** Run them once per release, as their own step in the pipeline, before the new code takes traffic, rather than from every instance as it boots, where several instances race to change the same schema. Because the old version is still serving while the migration runs, every migration must be one the old code can live with: the expand-and-contract steps from the ORMs, Query Builders and Migrations lesson. If the migration step fails, the release stops there.

**Backups are only as good as your last restore.** Managed services typically keep daily snapshots plus the write-ahead log, so you can restore to a point in time inside the retention window you set. Take a manual snapshot before a risky migration, and restore into a scratch database now and then to prove that it works and to learn how long it takes.

### Health checks and zero-downtime rollouts
A platform can only replace instances safely if it can ask each one how it is doing. Kubernetes names the two questions well:

- **Liveness**: is the process stuck? If a liveness probe keeps failing, the container is restarted. Keep it cheap and independent of the database: if PostgreSQL is down, restarting every API instance fixes nothing and adds start-up load to the outage.
- **Readiness**: may this instance receive traffic right now? It fails while the instance is still starting, and again as soon as it begins shutting down, so the load balancer stops sending new requests before the server closes. It may check that the database answers.

With these, a **rolling update** works: start a new instance, wait until it is ready, move traffic to it, drain and stop an old one, repeat. If new instances never become ready, the rollout stalls and the old version keeps serving. A **blue-green** deploy runs a complete second copy and switches all traffic at once, which makes switching back just as quick. Either way, for a while two versions run side by side, which is why the API contract and the schema must stay compatible in both directions.

### Logs you can search
A process should not manage log files. Twelve-factor treats logs as an event stream: write one line per event to standard output and let the platform collect, store and search them. Make each line JSON with a time, a level, a message, the release version and the request id, so that one failing click can be followed from the proxy through the API. Log the method, path, status and duration of every request, but never passwords, tokens, cookies or full request bodies. The DevOps roadmap's Observability lesson takes this further; for a first deploy, it is enough that one query can answer "which errors began with this release?"

### The release checklist and rollback
Write the release down as a checklist the pipeline runs and people can read:

1. The same image that passed CI, tagged with the commit SHA, is the one deployed.
2. Configuration and secrets for the target environment exist and are validated at start-up.
3. A database snapshot is taken, then the migrations run; if they fail, the release stops.
4. The new version rolls out behind readiness checks.
5. Smoke tests run against production: the home page, sign-in, one read and one write.
6. Someone watches error rate and latency for the next half hour, compared with the previous release.

**Rollback** means redeploying the previous image tag, which takes minutes and needs no build. That only works if the database still suits the previous version, which expand-and-contract guarantees. Rolling the database back is a different, rare operation: a \`down\` migration or a restore throws away real data written since, so a bad migration is usually fixed forward with a new one. Decide in advance who can order a rollback, and do it first and investigate afterwards.

### Worked example
Ship the tutor booking app from the architecture lesson: a React SPA, a Node.js API and PostgreSQL, for a team of two, on a container platform with managed PostgreSQL. One origin, \`https://book.example.com\`: the platform's router sends \`/api/*\` to the API and serves the built SPA for every other path.

The API gets four small pieces of code. Configuration, validated once:

\`\`\`javascript
function loadConfig(env) {
  const missing = ['DATABASE_URL', 'SESSION_SECRET'].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(\`Missing config: \${missing.join(', ')}\`);
  }
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET,
    release: env.RELEASE ?? 'dev',
  };
}
\`\`\`

Health endpoints and graceful shutdown:

\`\`\`javascript
let shuttingDown = false;

app.get('/livez', (req, res) => res.status(200).send('ok'));
app.get('/readyz', async (req, res) => {
  if (shuttingDown) return res.status(503).send('shutting down');
  try {
    await pool.query('select 1');
    res.status(200).send('ready');
  } catch {
    res.status(503).send('database unavailable');
  }
});

const server = app.listen(config.port, '0.0.0.0');

process.on('SIGTERM', () => {
  shuttingDown = true;             // readiness fails: no new traffic is routed here
  setTimeout(() => {
    server.close(async () => {     // stop accepting connections, let requests finish
      await pool.end();            // then release the database connections
      process.exit(0);
    });
  }, 5000);                        // give the load balancer time to notice
});
\`\`\`

The pipeline, on each merge to \`main\`, after tests pass:

\`\`\`text
1. build image api:<sha> and the SPA's dist/ once
2. snapshot the database, then run migrations (stop on failure)
3. roll out api:<sha>: each new instance must pass /readyz
4. publish dist/ (old hashed assets kept)
5. smoke test /, sign-in, GET /api/slots, POST /api/bookings on a test tutor
6. watch errors by release for 30 minutes; rollback = redeploy the previous sha
\`\`\`

The first deploy teaches the team why step 3 exists: the new instances never turn ready, because the code still calls \`app.listen(3000, 'localhost')\`, unreachable from outside the container. The rollout stalls, the old version keeps serving, and no user notices. The fix is to listen on \`0.0.0.0\` on the configured port; the second deploy goes through.

### Common mistakes
- **Configuration baked into the image or code**, such as a production database URL in a committed file. The same image can then not be promoted from staging, and the secret lives in Git history. Read everything environment-specific from the environment.
- **\`Access-Control-Allow-Origin: *\` with credentials, or reflecting any origin.** The first fails in every browser; the second lets any site make signed-in requests and read the answers. Allow a fixed list of origins, or serve the SPA and API from one origin.
- **Running migrations on every instance's start-up.** Instances race for the schema, and a failed migration becomes crash-looping instances. Run them once, as a pipeline step, before the rollout.
- **A liveness check that queries the database.** One database hiccup restarts every instance at once. Check the database in readiness only.
- **Ignoring \`SIGTERM\`**, or starting Node through a shell form \`CMD\`, so every deploy cuts off requests in flight. Handle the signal and use the exec form.
- **Planning rollback as "run the down migrations".** Data written since the release is lost. Keep schema changes backward compatible so that rolling back means redeploying the previous image.

### At work
On a small team, the developer who writes a feature usually ships it too: they add the new environment variables to each environment, write the migration with its expand-and-contract plan, and watch the dashboards after the merge. Larger companies have a platform team that owns the cluster, the database service and the pipeline templates, but the application team still owns its configuration, health endpoints, migrations and rollback decisions. Expect release notes that name the migrations and the new settings, a deploy channel where each release is announced, and a rule that nobody deploys late on a Friday without someone around to watch. Being the person who can say calmly "roll back to the previous sha, then we look" is worth as much as writing the feature.`,
    resources: [
      { title: 'The Twelve-Factor App: III. Config', url: 'https://12factor.net/config', kind: 'docs' },
      {
        title: 'MDN: Cross-Origin Resource Sharing (CORS)',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/CORS',
        kind: 'docs',
      },
      {
        title: 'Kubernetes: Liveness, Readiness and Startup Probes',
        url: 'https://kubernetes.io/docs/concepts/workloads/pods/probes/',
        kind: 'docs',
      },
      {
        title: 'PostgreSQL documentation: Backup and Restore',
        url: 'https://www.postgresql.org/docs/current/backup.html',
        kind: 'docs',
      },
    ],
  },
];
