import type { ExamQuestionContent } from '../exam-types.js';

/** Backend exam questions written with the deepened lessons (issue 29). Keys are stable: never rename or reuse them. */
export const BACKEND_EXAM_SERVER: ExamQuestionContent[] = [];
