import type { ExamBankContent } from './exam-types.js';
import { DATA_EXAM_MODELLING } from './data-parts/modelling.js';
import { DATA_EXAM_PRACTICE } from './data-parts/practice.js';
import { DATA_EXAM_ANALYSIS } from './data-parts/analysis.js';
import { DATA_EXAM_METHODS } from './data-parts/methods.js';
import { DATA_EXAM_TEXT } from './data-parts/text.js';

/** The Data Analyst exam bank (issue 29), written with the deepened lessons. Question keys are stable. */
export const DATA_EXAM: ExamBankContent = {
  roadmapSlug: 'data',
  questions: [
    ...DATA_EXAM_ANALYSIS,
    ...DATA_EXAM_METHODS,
    ...DATA_EXAM_PRACTICE,
    ...DATA_EXAM_MODELLING,
    ...DATA_EXAM_TEXT,
  ],
};
