import type { ExamQuestionContent } from '../exam-types.js';

/** Mobile exam questions written with the deepened lessons (issue 29). Keys are stable: never rename or reuse them. */
export const MOBILE_EXAM_APPS: ExamQuestionContent[] = [];
