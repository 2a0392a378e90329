import type { ExamQuestionContent } from '../exam-types.js';

/** Security exam questions (issue 29). Keys are stable: never rename or reuse them. */
export const SECURITY_EXAM_SHARED_INFRA: ExamQuestionContent[] = [];
