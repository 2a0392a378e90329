import { defineConfig } from '@hey-api/openapi-ts';

/**
 * The typed API clients, generated from the backend's OpenAPI document (docs/openapi.json) by
 * `npm run generate:api`. The output is committed and never edited by hand. Requests go through
 * src/lib/api/http.ts (apiFetch), so every call shares the CSRF, bearer-token, cookie and error
 * rules of spec §7-8.
 *
 * Two clients from the one document:
 * - src/api/generated: every operation, for the pages (each page's chunk takes what it uses);
 * - src/api/generated-shell: only the operations the app shell and the home page need before
 *   the first paint (the session, the deployment check, the home page's roadmaps). A generated
 *   module is one unit for the bundler: the shell importing from the full client would put all
 *   of its ~150 operations into the home page's initial JavaScript.
 * Both build the same query keys (operation id and base URL), so they share the query cache.
 */
const plugins = [
  '@hey-api/typescript',
  {
    name: '@hey-api/client-fetch',
    // Relative to this file: makes the client send every request through apiFetch.
    runtimeConfigPath: './src/lib/api/hey-api',
  },
  '@hey-api/sdk',
  '@tanstack/react-query',
] as const;

/** The shell's operations (lib/session, lib/api/deployment.ts, the header's cart and review counts, features/home). */
export const SHELL_OPERATIONS = [
  'GET /api/deployment-info',
  'GET /api/auth/config',
  'GET /api/users/me',
  'PATCH /api/users/me',
  'GET /api/users/stats',
  'GET /api/users/firebase-profile',
  'POST /api/users/login',
  'POST /api/users/register',
  'POST /api/users/logout',
  'POST /api/users/password-reset',
  'POST /api/update-user-activity',
  'GET /api/roadmaps',
  'GET /api/roadmaps/me',
  'GET /api/cart',
  'GET /api/review/summary',
];

export default defineConfig([
  { input: '../docs/openapi.json', output: { path: 'src/api/generated' }, plugins: [...plugins] },
  {
    input: '../docs/openapi.json',
    output: { path: 'src/api/generated-shell' },
    parser: { filters: { operations: { include: SHELL_OPERATIONS } } },
    plugins: [...plugins],
  },
]);
