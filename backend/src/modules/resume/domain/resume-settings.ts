/** How a resume is set (template, paper, language): the shared resume model's (packages/resume-core). */
export {
  TEMPLATES,
  PREMIUM_TEMPLATES,
  PAPERS,
  isTemplate,
  isPaper,
  isLanguage,
  directionOf,
  type TemplateId,
  type Paper,
} from '@devpath/resume-core';
