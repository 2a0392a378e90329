import type { ExamQuestionContent } from '../exam-types.js';

/** frontend exam questions for the lessons added in issue 29. Keys are stable: never rename or reuse them. */
export const FRONTEND_EXAM_PLATFORM: ExamQuestionContent[] = [];
