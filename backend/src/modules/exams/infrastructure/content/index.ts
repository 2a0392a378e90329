import type { ExamBankContent } from './exam-types.js';
import { BACKEND_EXAM } from './backend.js';
import { DATA_EXAM } from './data.js';
import { DEVOPS_EXAM } from './devops.js';
import { FRONTEND_EXAM } from './frontend.js';
import { FULL_STACK_EXAM } from './full-stack/index.js';
import { MOBILE_EXAM } from './mobile.js';
import { SECURITY_EXAM } from './security/index.js';
import { UX_DESIGN_EXAM } from './ux-design/index.js';
import { AI_ML_EXAM } from './ai-ml/index.js';

/** The exam banks DevPath ships, one per roadmap that has an exam. */
export const EXAM_BANKS: readonly ExamBankContent[] = [
  FRONTEND_EXAM,
  BACKEND_EXAM,
  FULL_STACK_EXAM,
  DEVOPS_EXAM,
  DATA_EXAM,
  MOBILE_EXAM,
  SECURITY_EXAM,
  UX_DESIGN_EXAM,
  AI_ML_EXAM,
];
