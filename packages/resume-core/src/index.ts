// The resume's one model, shared by the server (its PDF) and the SPA (its preview and editor).
export * from './document.js';
export * from './settings.js';
export * from './layout.js';
export * from './styles.js';
export * from './measure.js';
export * from './wrap.js';
export * from './typeset.js';
export { exampleDocument, wrappingExample } from './example.js';
export { FACES, type FaceMetrics } from './font-metrics.js';
