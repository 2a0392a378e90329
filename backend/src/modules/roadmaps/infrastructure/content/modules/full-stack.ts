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
];
