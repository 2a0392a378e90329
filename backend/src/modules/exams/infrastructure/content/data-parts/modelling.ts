import type { ExamQuestionContent } from '../exam-types.js';

/** data exam questions written for issue 29. Keys are stable: never rename or reuse them. */
export const DATA_EXAM_MODELLING: ExamQuestionContent[] = [];
