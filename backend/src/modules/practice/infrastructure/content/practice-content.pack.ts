import type { ContentPack } from '../../../../platform/content/content-pack.js';
import { loadProblems } from './load-problems.js';

/** Raise when the shipped problems change. */
export const PRACTICE_CONTENT_VERSION = 6;

export const practiceContentPack: ContentPack = {
  name: 'practice.problems',
  version: PRACTICE_CONTENT_VERSION,
  // Imported only when the pack loads (a new version): building the problems' generated tests
  // takes seconds, and a start with the current version loaded has no need of them.
  load: async (em) => loadProblems(em, (await import('./problems/index.js')).PROBLEMS),
};
