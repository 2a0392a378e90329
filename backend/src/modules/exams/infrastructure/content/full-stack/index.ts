import type { ExamBankContent } from '../exam-types.js';
import { FULL_STACK_EXAM_ARCHITECTURE } from './architecture.js';
import { FULL_STACK_EXAM_BACKEND } from './backend.js';
import { FULL_STACK_EXAM_FRONTEND } from './frontend.js';
import { FULL_STACK_EXAM_REACT } from './react.js';
import { FULL_STACK_EXAM_DEPLOYING } from './deploying.js';
import { FULL_STACK_EXAM_SERVER_SIDE } from './server-side.js';

/** The Full-Stack exam bank, written in parts. Question keys are stable. */
export const FULL_STACK_EXAM: ExamBankContent = {
  roadmapSlug: 'full-stack',
  questions: [
    ...FULL_STACK_EXAM_FRONTEND,
    ...FULL_STACK_EXAM_BACKEND,
    ...FULL_STACK_EXAM_ARCHITECTURE,
    ...FULL_STACK_EXAM_REACT,
    ...FULL_STACK_EXAM_DEPLOYING,
    ...FULL_STACK_EXAM_SERVER_SIDE,
  ],
};
