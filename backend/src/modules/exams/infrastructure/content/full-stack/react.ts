import type { ExamQuestionContent } from '../exam-types.js';

/** full-stack exam questions written for issue 29. Keys are stable: never rename or reuse them. */
export const FULL_STACK_EXAM_REACT: ExamQuestionContent[] = [];
