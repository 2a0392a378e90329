import type { ExamQuestionContent } from '../exam-types.js';

/** devops exam questions written for issue 29. Keys are stable: never rename or reuse them. */
export const DEVOPS_EXAM_INFRA: ExamQuestionContent[] = [];
