import type { ContentPack } from '../../../../platform/content/content-pack.js';
import { loadProblems } from './load-problems.js';
import { PROBLEMS } from './problems/index.js';

/** Raise when the shipped problems change. */
export const PRACTICE_CONTENT_VERSION = 4;

export const practiceContentPack: ContentPack = {
  name: 'practice.problems',
  version: PRACTICE_CONTENT_VERSION,
  load: (em) => loadProblems(em, PROBLEMS),
};
