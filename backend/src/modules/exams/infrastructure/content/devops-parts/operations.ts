import type { ExamQuestionContent } from '../exam-types.js';

/** Devops exam questions written with the deepened lessons (issue 29). Keys are stable: never rename or reuse them. */
export const DEVOPS_EXAM_OPERATIONS: ExamQuestionContent[] = [];
