import type { ExamQuestionContent } from '../exam-types.js';

/** mobile exam questions written for issue 29. Keys are stable: never rename or reuse them. */
export const MOBILE_EXAM_REFRESHER: ExamQuestionContent[] = [];
