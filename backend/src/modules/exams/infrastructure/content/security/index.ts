import type { ExamBankContent } from '../exam-types.js';
import { SECURITY_EXAM_APPSEC } from './appsec.js';
import { SECURITY_EXAM_IDENTITY_WEB } from './identity-web.js';
import { SECURITY_EXAM_INFRA } from './infra.js';
import { SECURITY_EXAM_OPERATIONS } from './operations.js';
import { SECURITY_EXAM_PRINCIPLES } from './principles.js';
import { SECURITY_EXAM_SHARED_APP } from './shared-app.js';
import { SECURITY_EXAM_SHARED_INFRA } from './shared-infra.js';
import { SECURITY_EXAM_SHARED_WEB } from './shared-web.js';

/** The Security Engineer exam bank, written in parts by topic. Question keys are stable. */
export const SECURITY_EXAM: ExamBankContent = {
  roadmapSlug: 'security',
  questions: [
    ...SECURITY_EXAM_SHARED_WEB,
    ...SECURITY_EXAM_SHARED_INFRA,
    ...SECURITY_EXAM_PRINCIPLES,
    ...SECURITY_EXAM_SHARED_APP,
    ...SECURITY_EXAM_IDENTITY_WEB,
    ...SECURITY_EXAM_APPSEC,
    ...SECURITY_EXAM_INFRA,
    ...SECURITY_EXAM_OPERATIONS,
  ],
};
