import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Full-Stack exam questions, part architecture (issue 29). Keys are stable: never rename or reuse them. Every output question was run with Node 24. */
export const FULL_STACK_EXAM_ARCHITECTURE: ExamQuestionContent[] = [
  // full-stack-architecture
  {
    key: 'full-stack-001',
    kind: 'single',
    prompt:
      'After clicking "Pay", a user sees an error. The browser’s network tab shows 502 Bad Gateway for POST /api/payments, and the API’s own logs contain no entry for that request. Where should you look first?',
    options: opts(
      'The validation rules of the payments handler',
      'The reverse proxy and whether any API instance was up and reachable',
      'The unique constraints of the payments table',
      'The React component that renders the error message',
    ),
    correct: ['b'],
    explanation:
      'A 502 comes from the proxy when it cannot get a valid answer from the upstream, and the API never logged the request, so the failure is between the proxy and the API. Validation or database problems would appear in the API’s logs as 400 or 500.',
    moduleKey: 'full-stack-architecture',
    section: 'The journey of one request',
  },
  {
    key: 'full-stack-002',
    kind: 'multiple',
    prompt:
      'A three-person startup is building its first product. Which choices follow the "modular monolith first" advice? Choose all that apply.',
    options: opts(
      'One deployable application with separate modules for accounts, catalogue and orders',
      'Each module owns its tables and exposes a small interface to the others',
      'A separate service and database per feature from day one, so they can scale later',
      'Extracting a module into a service later, once it has a proven reason to deploy or scale on its own',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'A modular monolith ships as one unit but keeps internal boundaries, so a module can be extracted when there is a real need. Starting with a service per feature pays the network, data and operations costs before the product has users.',
    moduleKey: 'full-stack-architecture',
    section: 'One deployable first: the modular monolith',
  },
  {
    key: 'full-stack-003',
    kind: 'single',
    prompt:
      'A backend developer renames the response field "startsAt" to "startTime". The frontend’s TypeScript types are generated from the OpenAPI document in CI. What is the best outcome this set-up gives?',
    options: opts(
      'The frontend keeps working because JSON field names are case-insensitive',
      'The frontend build fails where the old field is used, before anything reaches production',
      'The API rejects requests from old clients with 400 Bad Request',
      'The database column is renamed automatically',
    ),
    correct: ['b'],
    explanation:
      'Generated types make the contract part of the compile: code that reads the removed field no longer type-checks. Without it, the page would silently show undefined in production.',
    moduleKey: 'full-stack-architecture',
    section: 'The API contract',
  },
  {
    key: 'full-stack-004',
    kind: 'single',
    prompt:
      'A developer copies the list of orders into a global store once, when the app starts, and every screen reads from it. What problem is most likely?',
    options: opts(
      'The page cannot be server-rendered',
      'Screens show stale orders after other users or other tabs change them',
      'The cookie is sent twice on each request',
      'The API needs CORS headers',
    ),
    correct: ['b'],
    explanation:
      'Orders are server state: the database owns them and the browser only holds a copy. Without refetching and invalidation, as a server-state cache such as TanStack Query provides, the copy goes stale.',
    moduleKey: 'full-stack-architecture',
    section: 'Where state lives',
  },
  {
    key: 'full-stack-005',
    kind: 'output',
    prompt: 'The page is https://shop.example.com/cart. What does this code print?',
    code: `const page = new URL('https://shop.example.com/cart');
const api = new URL('https://shop.example.com:8443/api/orders');
console.log(page.origin === api.origin, api.origin);`,
    language: 'javascript',
    options: opts(
      'true https://shop.example.com',
      'false https://shop.example.com:8443',
      'true https://shop.example.com:8443',
      'false https://shop.example.com:8443/api',
    ),
    correct: ['b'],
    explanation:
      'An origin is scheme, host and port, and the path is not part of it. Port 8443 differs from the default 443, so the API is a different origin and the browser will apply CORS to calls from the page.',
    moduleKey: 'full-stack-architecture',
    section: 'Worked example',
  },
];
