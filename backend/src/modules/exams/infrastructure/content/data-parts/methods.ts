import type { ExamQuestionContent } from '../exam-types.js';

/** data exam questions for the lessons added in issue 29. Keys are stable: never rename or reuse them. */
export const DATA_EXAM_METHODS: ExamQuestionContent[] = [];
