/**
 * The content test group (issue 29): the shipped curriculum checked like code, with no database,
 * emulator or app (no global setup), so it runs in seconds and first in `npm test`.
 * `npm run test:content -w backend [-- -t <module-key>]`.
 */
import base from './jest.config.js';

export const CONTENT_TESTS = [
  '<rootDir>/test/content/**/*.spec.ts',
  '<rootDir>/src/modules/*/infrastructure/content/**/*.spec.ts',
];

export default {
  ...base,
  testMatch: CONTENT_TESTS,
  setupFiles: [],
  globalSetup: undefined,
  globalTeardown: undefined,
};
