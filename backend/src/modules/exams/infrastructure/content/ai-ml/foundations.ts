import type { ExamQuestionContent } from '../exam-types.js';

/** ai-ml exam questions, part foundations (issue 29). Keys are stable: never rename or reuse them. */
export const AI_ML_EXAM_FOUNDATIONS: ExamQuestionContent[] = [];
