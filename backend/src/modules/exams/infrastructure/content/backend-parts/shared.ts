import type { ExamQuestionContent } from '../exam-types.js';

/** backend exam questions that bring every module of the roadmap to five (issue 29). Keys are stable: never rename or reuse them. */
export const BACKEND_EXAM_SHARED: ExamQuestionContent[] = [];
