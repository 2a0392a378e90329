import type { ExamQuestionContent } from '../exam-types.js';

/** Full-Stack exam questions, part backend (issue 29). Keys are stable: never rename or reuse them. */
export const FULL_STACK_EXAM_BACKEND: ExamQuestionContent[] = [];
