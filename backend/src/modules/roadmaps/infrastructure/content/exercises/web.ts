/**
 * Each web module's lesson exercise: the practice problem (by slug) that gates the module's
 * completion. The problems themselves, with a second practice problem per module, are in
 * practice/infrastructure/content/problems/lessons-web.ts.
 */
export const WEB_EXERCISES: Record<string, string[]> = {
  'javascript-fundamentals': ['cheap-items-total'],
  'dom-and-events': ['bubbling-listeners'],
  'async-javascript': ['event-loop-order'],
  'typescript-basics': ['name-the-type'],
  'react-fundamentals': ['push-or-spread'],
  'frontend-testing': ['get-by-role'],
  'http-and-apis': ['fetch-outcomes'],
  'rest-api-design': ['pagination-params'],
  'web-security-owasp': ['escape-html-text'],
  'mobile-state-and-storage': ['load-saved-settings'],
  'mobile-offline-and-sync': ['idempotent-outbox'],
};
