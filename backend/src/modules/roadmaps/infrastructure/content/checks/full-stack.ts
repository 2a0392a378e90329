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
];
