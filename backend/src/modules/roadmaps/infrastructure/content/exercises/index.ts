import { SERVER_DATA_EXERCISES } from './server-data.js';
import { WEB_EXERCISES } from './web.js';

/**
 * Each code module's lesson exercises: the practice problems (slugs) a learner solves for the
 * module to count as passed, with its checks (issue 28). The problems live in practice's content
 * and name the module back (`modules`); backend/test/curriculum-links.e2e-spec.ts checks that
 * both sides agree and that every code module has its exercise.
 */
export const MODULE_EXERCISES: Readonly<Record<string, readonly string[]>> = {
  ...WEB_EXERCISES,
  ...SERVER_DATA_EXERCISES,
};

/**
 * The modules whose topic is code the judge can run (JavaScript, TypeScript, Python): each has at
 * least one lesson exercise and at least two practice problems that name it.
 */
export const CODE_MODULES: readonly string[] = [
  'javascript-fundamentals',
  'dom-and-events',
  'async-javascript',
  'typescript-basics',
  'react-fundamentals',
  'frontend-testing',
  'http-and-apis',
  'rest-api-design',
  'web-security-owasp',
  'mobile-state-and-storage',
  'mobile-offline-and-sync',
  'backend-language-node',
  'authentication-and-sessions',
  'caching-basics',
  'background-jobs-and-queues',
  'backend-testing',
  'python-for-data',
  'statistics-basics',
  'pandas-data-wrangling',
  'data-pipelines-etl',
  'machine-learning-basics',
  'data-visualization',
];
