import type { ExamBankContent } from './exam-types.js';
import { MOBILE_EXAM_REFRESHER } from './mobile-parts/refresher.js';
import { MOBILE_EXAM_SHIPPING } from './mobile-parts/shipping.js';
import { MOBILE_EXAM_APPS } from './mobile-parts/apps.js';
import { MOBILE_EXAM_UI } from './mobile-parts/ui.js';

/** The Mobile Developer exam bank (issue 29), written with the deepened lessons. Question keys are stable. */
export const MOBILE_EXAM: ExamBankContent = {
  roadmapSlug: 'mobile',
  questions: [...MOBILE_EXAM_APPS, ...MOBILE_EXAM_UI, ...MOBILE_EXAM_SHIPPING, ...MOBILE_EXAM_REFRESHER],
};
