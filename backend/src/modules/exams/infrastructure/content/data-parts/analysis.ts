import type { ExamQuestionContent } from '../exam-types.js';

/** Data Analyst exam questions written with the deepened lessons (issue 29). Keys are stable: never rename or reuse them. */
export const DATA_EXAM_ANALYSIS: ExamQuestionContent[] = [];
