import { DomainError } from '../../../platform/errors/domain-error.js';
import type { ResumeDocument } from './document.js';
import { isLanguage, isPaper, isTemplate, PREMIUM_TEMPLATES, type Paper, type TemplateId } from './resume-settings.js';

export const TITLE_MAX = 120;
/** Resumes one learner may keep. */
export const RESUMES_PER_LEARNER = 20;
/** Saved versions kept per resume (older ones are dropped as new ones are saved). */
export const VERSIONS_KEPT = 50;

export interface ResumeSettings {
  title: string;
  template: TemplateId;
  paper: Paper;
  language: string;
}

/** A learner's resume: its settings, its document and the revision every save must name. */
export interface Resume extends ResumeSettings {
  id: string;
  userId: number;
  document: ResumeDocument;
  revision: number;
  shareToken: string | null;
  shareEnabled: boolean;
  shareViews: number;
  createdAt: Date;
  updatedAt: Date;
}

export type ResumeSummary = Omit<Resume, 'document'>;

/** A saved state of a resume, to look at and restore. */
export interface ResumeVersion extends ResumeSettings {
  revision: number;
  document: ResumeDocument;
  savedAt: Date;
}

export const resumeNotFound = () => new DomainError('not_found', 'RESUME_NOT_FOUND', 'No resume of yours has this id.');
export const versionNotFound = () =>
  new DomainError(
    'not_found',
    'RESUME_VERSION_NOT_FOUND',
    'This resume has no saved version with this revision (only the last 50 are kept).',
  );
export const sharedNotFound = () =>
  new DomainError('not_found', 'RESUME_SHARE_NOT_FOUND', 'This resume link does not exist or its owner turned it off.');
export const staleRevision = (current: number) =>
  new DomainError(
    'conflict',
    'RESUME_REVISION_STALE',
    'This resume was saved elsewhere since you opened it: reload it to get the latest version.',
    { currentRevision: current },
  );
export const tooManyResumes = () =>
  new DomainError(
    'conflict',
    'RESUME_LIMIT_REACHED',
    `You can keep up to ${RESUMES_PER_LEARNER} resumes: delete one to make another.`,
  );
export const premiumTemplate = (template: string) =>
  new DomainError(
    'forbidden',
    'RESUME_TEMPLATE_PREMIUM',
    `The "${template}" template is for premium members; choose another template or upgrade.`,
    { template },
  );

/** Checks the settings' rules (the HTTP layer checked their shapes); a premium template needs a premium member. */
export function checkSettings(settings: ResumeSettings, premium: boolean): ResumeSettings {
  const title = settings.title.trim();
  if (!title || title.length > TITLE_MAX)
    throw new DomainError('invalid', 'RESUME_TITLE_INVALID', `A resume's name has 1 to ${TITLE_MAX} characters.`);
  if (!isTemplate(settings.template)) throw new DomainError('invalid', 'RESUME_TEMPLATE_UNKNOWN', 'Unknown template.');
  if (!isPaper(settings.paper)) throw new DomainError('invalid', 'RESUME_PAPER_UNKNOWN', 'The paper is A4 or Letter.');
  if (!isLanguage(settings.language))
    throw new DomainError('invalid', 'RESUME_LANGUAGE_INVALID', 'The language is a tag such as en, ar or pt-BR.');
  if (!premium && PREMIUM_TEMPLATES.includes(settings.template)) throw premiumTemplate(settings.template);
  return { ...settings, title };
}
