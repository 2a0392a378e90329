import type { ExamBankContent } from '../exam-types.js';
import { AI_ML_EXAM_FOUNDATIONS } from './foundations.js';
import { AI_ML_EXAM_MODELS } from './models.js';
import { AI_ML_EXAM_DEEP } from './deep.js';
import { AI_ML_EXAM_PRODUCTION } from './production.js';

/** The ai-ml exam bank, written in parts by topic. Question keys are stable. */
export const AI_ML_EXAM: ExamBankContent = {
  roadmapSlug: 'ai-ml',
  questions: [...AI_ML_EXAM_FOUNDATIONS, ...AI_ML_EXAM_MODELS, ...AI_ML_EXAM_DEEP, ...AI_ML_EXAM_PRODUCTION],
};
