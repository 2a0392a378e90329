import { defineConfig } from '@hey-api/openapi-ts';

/**
 * The typed API client, generated from the backend's OpenAPI document
 * (docs/openapi.json) by `npm run generate:api`. The output is committed and
 * never edited by hand. Requests go through src/lib/api/http.ts (apiFetch), so
 * the generated SDK and hand-written calls share the CSRF, bearer-token,
 * cookie and error rules of spec §7-8.
 */
export default defineConfig({
  input: process.env.OPENAPI_INPUT ?? '../docs/openapi.json',
  output: {
    path: process.env.OPENAPI_OUTPUT ?? 'src/api/generated',
  },
  plugins: [
    '@hey-api/typescript',
    {
      name: '@hey-api/client-fetch',
      // Relative to this file: makes the client send every request through apiFetch.
      runtimeConfigPath: './src/lib/api/hey-api',
    },
    '@hey-api/sdk',
    '@tanstack/react-query',
  ],
});
