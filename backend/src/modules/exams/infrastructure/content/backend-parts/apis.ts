import type { ExamQuestionContent } from '../exam-types.js';

/** backend exam questions written for issue 29. Keys are stable: never rename or reuse them. */
export const BACKEND_EXAM_APIS: ExamQuestionContent[] = [];
