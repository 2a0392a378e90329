import type { ExamBankContent } from '../exam-types.js';
import { UX_DESIGN_EXAM_RESEARCH } from './research.js';
import { UX_DESIGN_EXAM_STRUCTURE } from './structure.js';
import { UX_DESIGN_EXAM_VISUAL } from './visual.js';
import { UX_DESIGN_EXAM_PRACTICE } from './practice.js';

/** The ux-design exam bank, written in parts by topic. Question keys are stable. */
export const UX_DESIGN_EXAM: ExamBankContent = {
  roadmapSlug: 'ux-design',
  questions: [
    ...UX_DESIGN_EXAM_RESEARCH,
    ...UX_DESIGN_EXAM_STRUCTURE,
    ...UX_DESIGN_EXAM_VISUAL,
    ...UX_DESIGN_EXAM_PRACTICE,
  ],
};
