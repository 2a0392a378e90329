import type { ExamQuestionContent } from '../exam-types.js';

/** ux-design exam questions, part research (issue 29). Keys are stable: never rename or reuse them. */
export const UX_DESIGN_EXAM_RESEARCH: ExamQuestionContent[] = [];
