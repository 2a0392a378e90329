import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/full-stack.ts. */
export const FULL_STACK_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'full-stack-architecture',
    questions: [
      {
        id: 'full-stack-architecture-1',
        kind: 'order',
        section: 'The journey of one request',
        prompt: 'Put the steps of a "Book 10:30" click in the order they happen.',
        steps: [
          'A React component calls fetch with the booking as JSON',
          'The reverse proxy forwards the /api request to an API instance',
          'Middleware identifies the user from the cookie and validates the body',
          'The handler inserts the booking in a PostgreSQL transaction',
          'The API answers 201 Created and React re-renders with the new data',
        ],
        why: 'The request leaves the browser, passes the proxy, is checked by middleware before any business code runs, reaches the database, and only then does a response travel back to be rendered.',
      },
      {
        id: 'full-stack-architecture-2',
        kind: 'single',
        section: 'Where the HTML is made: SPA, server rendering, static generation',
        prompt:
          'A list of free tutor slots changes every few minutes and must be visible to search engines. Which rendering approach fits it best?',
        options: [
          {
            text: 'Static generation at build time, served from a CDN',
            correct: false,
            why: 'Prerendered HTML is only as fresh as the last build; slots that change every few minutes would be stale.',
          },
          {
            text: 'Server-side rendering on each request',
            correct: true,
            why: 'The server puts current data into the HTML on every request, so crawlers and users see fresh slots in the first response.',
          },
          {
            text: 'A client-side rendered SPA that fetches the slots after its bundle loads',
            correct: false,
            why: 'It works, but the first HTML is nearly empty, so the content arrives late and is harder for crawlers to see.',
          },
        ],
      },
      {
        id: 'full-stack-architecture-3',
        kind: 'multiple',
        section: 'One deployable first: the modular monolith',
        prompt: 'Which costs come with splitting a new product into separately deployed services? Pick all that apply.',
        options: [
          {
            text: 'Calls between parts go over the network and can fail or time out',
            correct: true,
            why: 'A function call inside one process becomes a network call with its own failure modes.',
          },
          {
            text: 'Data is spread over several databases, so one transaction can no longer cover it',
            correct: true,
            why: 'Each service owns its data, so keeping it consistent needs extra patterns.',
          },
          {
            text: 'More pipelines, deployments and tracing across processes to run',
            correct: true,
            why: 'Every service needs its own build, deploy and monitoring, and a request must be traced across them.',
          },
          {
            text: 'Internal modules can no longer have clear boundaries',
            correct: false,
            why: 'Clear module boundaries are exactly what a modular monolith has too; they are not a cost of services.',
          },
        ],
      },
      {
        id: 'full-stack-architecture-4',
        kind: 'fill',
        section: 'The API contract',
        prompt:
          'A YAML or JSON document that describes every path, method, body and response of an HTTP API, from which types and clients can be generated, follows the ____ Specification.',
        answers: ['OpenAPI', 'OpenAPI 3', 'OAS'],
        caseInsensitive: true,
        why: 'The OpenAPI Specification (formerly Swagger) is the standard machine-readable description of an HTTP API.',
      },
      {
        id: 'full-stack-architecture-5',
        kind: 'multiple',
        section: 'Where state lives',
        prompt: 'In the booking app, which of these are **server state**? Pick all that apply.',
        options: [
          {
            text: 'The list of bookings of the signed-in learner',
            correct: true,
            why: 'The database owns the bookings; the browser only caches a copy that can go stale.',
          },
          {
            text: 'Whether the "Cancel booking" dialog is open',
            correct: false,
            why: 'Only this browser tab cares about it, so it is UI state kept in the component.',
          },
          {
            text: 'Which slots of a tutor are still free',
            correct: true,
            why: 'Other users change it all the time, so it must be fetched and refreshed from the server.',
          },
          {
            text: 'The text typed so far into the message field',
            correct: false,
            why: 'A draft in a form belongs to the browser until it is submitted: UI state.',
          },
        ],
      },
      {
        id: 'full-stack-architecture-6',
        kind: 'single',
        section: 'Authentication across the stack',
        prompt:
          'A React app and its API share one site and sign users in with an HttpOnly session cookie. Which attack must the team now defend against specifically because the browser sends the cookie automatically?',
        options: [
          {
            text: 'A script injected through XSS reading the cookie from document.cookie',
            correct: false,
            why: 'HttpOnly stops scripts from reading the cookie at all; that is its purpose.',
          },
          {
            text: 'Cross-site request forgery from another site',
            correct: true,
            why: 'Another site can make the browser send a request that carries the cookie; SameSite, CSRF tokens and no state changes on GET defend against it.',
          },
          {
            text: 'SQL injection through the booking form',
            correct: false,
            why: 'SQL injection is stopped by parameterised queries whatever the sign-in design.',
          },
        ],
      },
      {
        id: 'full-stack-architecture-7',
        kind: 'output',
        section: 'Worked example',
        prompt:
          'The SPA is served from `https://book.example.com/`. Which of the other URLs share its origin? What does this print?',
        code: {
          language: 'javascript',
          source: `const urls = [
  'https://book.example.com/',
  'https://book.example.com/api/slots',
  'http://book.example.com/api',
  'https://api.book.example.com/slots',
];
const base = new URL(urls[0]).origin;
console.log(urls.slice(1).map((u) => new URL(u).origin === base));`,
        },
        options: [
          {
            text: '[ true, false, false ]',
            correct: true,
            why: 'Only the path differs in the first; the second changes the scheme and the third the host, and an origin is scheme, host and port.',
          },
          {
            text: '[ true, true, false ]',
            correct: false,
            why: 'http and https are different schemes, so http://book.example.com is another origin.',
          },
          {
            text: '[ true, true, true ]',
            correct: false,
            why: 'A subdomain such as api.book.example.com is a different host, so a different origin.',
          },
          {
            text: '[ false, false, false ]',
            correct: false,
            why: 'The path is not part of the origin, so /api/slots on the same scheme and host is same-origin.',
          },
        ],
      },
      {
        id: 'full-stack-architecture-8',
        kind: 'single',
        section: 'Environments and configuration',
        prompt: 'Where may the mail provider’s secret API key of the booking app live?',
        options: [
          {
            text: 'In a VITE_MAIL_API_KEY variable, so the frontend can send mail directly',
            correct: false,
            why: 'VITE_ variables are baked into the public JavaScript bundle at build time; anyone could read the key.',
          },
          {
            text: 'In a committed .env file, so every developer has it',
            correct: false,
            why: 'Anything committed stays in the Git history and reaches everyone with access to the repository.',
          },
          {
            text: 'In an environment variable of the API process, checked at start-up',
            correct: true,
            why: 'Twelve-factor configuration: the server reads it from its environment, it never reaches the browser, and a missing value fails fast.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'deploying-full-stack-apps',
    questions: [
      {
        id: 'deploying-full-stack-apps-1',
        kind: 'output',
        section: 'Configuration and secrets',
        prompt: 'The platform sets these environment variables for the API. What does the code print?',
        code: {
          language: 'javascript',
          source:
            "const env = { PORT: '8080', DEBUG_SQL: 'false', SECURE_COOKIES: 'false' };\nconsole.log(env.PORT + 1);\nconsole.log(env.DEBUG_SQL ? 'debug on' : 'debug off');\nconsole.log(env.SECURE_COOKIES === 'true');",
        },
        options: [
          {
            text: '8081\ndebug off\nfalse',
            correct: false,
            why: 'Environment variables are strings: "8080" + 1 joins text, and the non-empty string "false" is truthy.',
          },
          {
            text: '80801\ndebug off\nfalse',
            correct: false,
            why: 'The first line is right, but "false" is a non-empty string, so the condition is true and prints "debug on".',
          },
          {
            text: '80801\ndebug on\nfalse',
            correct: true,
            why: 'Every value is a string: + concatenates, any non-empty string is truthy, and only the explicit comparison with "true" gives a real boolean.',
          },
          {
            text: '8081\ndebug on\ntrue',
            correct: false,
            why: 'Nothing converts "8080" to a number, and "false" === "true" is false.',
          },
        ],
      },
      {
        id: 'deploying-full-stack-apps-2',
        kind: 'single',
        section: 'Serving the SPA: one origin or two',
        prompt:
          'The SPA runs on `https://app.example.com` and calls `https://api.example.com` with `fetch(url, { credentials: "include" })` to send the session cookie. Which response headers must the API send?',
        options: [
          {
            text: '`Access-Control-Allow-Origin: *` alone',
            correct: false,
            why: 'The wildcard is not allowed for credentialed requests; the browser blocks the response.',
          },
          {
            text: '`Access-Control-Allow-Origin: https://app.example.com` and `Access-Control-Allow-Credentials: true`',
            correct: true,
            why: 'A credentialed cross-origin request needs the exact allowed origin and the credentials header set to true.',
          },
          {
            text: '`Access-Control-Allow-Origin: *` and `Access-Control-Allow-Credentials: true`',
            correct: false,
            why: 'The credentials header does not make the wildcard acceptable: with credentials the origin must be named exactly.',
          },
          {
            text: 'No CORS headers, because both hosts share the domain example.com',
            correct: false,
            why: 'They are the same site but different origins, so the browser applies CORS to every call.',
          },
        ],
      },
      {
        id: 'deploying-full-stack-apps-3',
        kind: 'multiple',
        section: 'Serving the SPA: one origin or two',
        prompt:
          'The team serves the SPA and the API from one origin: `/api/*` goes to the API, every other path to the static files. What do they gain? Pick all that apply.',
        options: [
          {
            text: 'Calls to /api are same-origin, so no CORS configuration is needed',
            correct: true,
            why: 'CORS only applies to cross-origin requests.',
          },
          {
            text: 'A SameSite=Lax session cookie is sent with API calls without extra settings',
            correct: true,
            why: 'The cookie belongs to the same site and origin as the page, so the browser attaches it.',
          },
          {
            text: 'JSON POST requests no longer need a preflight OPTIONS request',
            correct: true,
            why: 'Preflights are part of CORS; same-origin requests never send them.',
          },
          {
            text: 'The API no longer needs to validate input, since only the SPA can reach it',
            correct: false,
            why: 'Anyone can send requests to a public URL with any tool; the API must still validate everything.',
          },
        ],
      },
      {
        id: 'deploying-full-stack-apps-4',
        kind: 'order',
        section: 'Running the API as a process',
        prompt: 'The platform sends `SIGTERM` to an API instance during a deploy. Put a graceful shutdown in order.',
        steps: [
          'Mark the instance as shutting down, so readiness fails and no new traffic is routed to it',
          'Stop accepting new connections with server.close()',
          'Let the requests already in flight finish',
          'Close the database connection pool',
          'Exit the process with status 0',
        ],
        why: 'Traffic is drained first, then the server stops listening and completes open work, and only then are shared resources released before exiting within the grace period.',
      },
      {
        id: 'deploying-full-stack-apps-5',
        kind: 'fill',
        section: 'Health checks and zero-downtime rollouts',
        prompt:
          'In Kubernetes terms, the ____ probe answers "may this instance receive traffic right now?", and a failing one removes the instance from the load balancer without restarting it.',
        answers: ['readiness', 'readiness probe'],
        caseInsensitive: true,
        why: 'Readiness controls traffic; liveness controls restarts. A rolling update waits for each new instance to become ready.',
      },
      {
        id: 'deploying-full-stack-apps-6',
        kind: 'single',
        section: 'The database in production',
        prompt: 'The API runs as four instances. Where should the release run its database migrations?',
        options: [
          {
            text: 'In every instance at start-up, so each one is sure the schema is current',
            correct: false,
            why: 'Instances race to change the same schema, and a failing migration turns into crash-looping instances.',
          },
          {
            text: 'Once, as a separate pipeline step before the new code takes traffic, stopping the release if it fails',
            correct: true,
            why: 'One runner, one clear result, and the rollout only starts when the schema change succeeded.',
          },
          {
            text: 'After all new instances are live, so the old code never sees the new schema',
            correct: false,
            why: 'New code would then run against the old schema; with expand-and-contract the schema change comes first.',
          },
          {
            text: 'By hand from a developer laptop on the evening after the deploy',
            correct: false,
            why: 'Manual steps are forgotten and unreviewed, and the new code would run for hours against the wrong schema.',
          },
        ],
      },
      {
        id: 'deploying-full-stack-apps-7',
        kind: 'single',
        section: 'Logs you can search',
        prompt: 'Which log line from the API is the most useful in production?',
        options: [
          {
            text: '`Booking failed!!!` written to a file inside the container',
            correct: false,
            why: 'Files in a container disappear with it, and the line has no time, request id or cause.',
          },
          {
            text: 'The full request, including the Cookie header, printed with console.log for debugging',
            correct: false,
            why: 'Cookies and tokens must never reach the logs: anyone who can read them could take over sessions.',
          },
          {
            text: 'A single JSON line on stdout with the time, level, release, request id, path, status and duration',
            correct: true,
            why: 'One structured event per line on stdout is collected by the platform and can be searched by release or request id.',
          },
        ],
      },
      {
        id: 'deploying-full-stack-apps-8',
        kind: 'multiple',
        section: 'The release checklist and rollback',
        prompt: 'Which practices make "roll back" as simple as redeploying the previous image? Pick all that apply.',
        options: [
          {
            text: 'Tagging every image with its commit SHA and deploying the image CI tested',
            correct: true,
            why: 'The previous release is then an exact, already built artifact you can point the platform at.',
          },
          {
            text: 'Making every migration one the previous version of the code can still work with',
            correct: true,
            why: 'Expand-and-contract keeps the old code compatible with the new schema, so it can run again.',
          },
          {
            text: 'Planning to run the down migrations on production when something goes wrong',
            correct: false,
            why: 'Down migrations can destroy data written since the release; production schemas are usually fixed forward.',
          },
          {
            text: 'Deploying the `latest` tag so the platform always picks up the newest build',
            correct: false,
            why: 'With latest, nobody can say which build runs or name "the previous one" to go back to.',
          },
          {
            text: 'Keeping configuration in the environment rather than inside the image',
            correct: true,
            why: 'The previous image then runs with the current environment settings, without a rebuild.',
          },
        ],
      },
    ],
  },
];
