import type { ExamQuestionContent } from '../exam-types.js';

/** Frontend exam questions written with the deepened lessons (issue 29). Keys are stable: never rename or reuse them. */
export const FRONTEND_EXAM_JAVASCRIPT: ExamQuestionContent[] = [];
