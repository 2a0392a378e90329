import {
  directionOf,
  SECTION_KINDS,
  type EntryData,
  type Paper,
  type ResumeDocument,
  type SectionKind,
  type TemplateId,
} from '@devpath/resume-core';

/**
 * The resume document as the API keeps it: the shared resume model's types (packages/resume-core,
 * also the server's), JSON Resume v1.0.0 items arranged in ordered sections that can be renamed
 * and hidden. This file adds what the editor needs: template labels, languages, entry forms.
 */
export { directionOf, SECTION_KINDS };
export type {
  Basics,
  Entry,
  EntryData,
  Paper,
  ResumeDocument,
  Section,
  SectionKind,
  TemplateId,
} from '@devpath/resume-core';

export interface ResumeSettings {
  title: string;
  template: TemplateId;
  paper: Paper;
  language: string;
}

export const TEMPLATES: Array<{ id: TemplateId; label: string; premium?: boolean }> = [
  { id: 'classic', label: 'Classic' },
  { id: 'modern', label: 'Modern' },
  { id: 'compact', label: 'Compact' },
  { id: 'executive', label: 'Executive', premium: true },
];

export const LANGUAGES: Array<{ value: string; label: string }> = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'es', label: 'Español' },
  { value: 'pt', label: 'Português' },
  { value: 'ar', label: 'العربية (Arabic)' },
  { value: 'he', label: 'עברית (Hebrew)' },
  { value: 'fa', label: 'فارسی (Persian)' },
  { value: 'ur', label: 'اردو (Urdu)' },
];

export const DEFAULT_TITLES: Record<SectionKind, string> = {
  summary: 'Summary',
  work: 'Experience',
  volunteer: 'Volunteering',
  education: 'Education',
  awards: 'Awards',
  certificates: 'Certificates',
  publications: 'Publications',
  skills: 'Skills',
  languages: 'Languages',
  interests: 'Interests',
  references: 'References',
  projects: 'Projects',
  custom: 'Custom section',
};

export type FieldType = 'text' | 'long' | 'date' | 'url' | 'list';
export interface FieldSpec {
  key: string;
  label: string;
  type: FieldType;
  placeholder?: string;
}

const t = (key: string, label: string, placeholder?: string): FieldSpec => ({ key, label, type: 'text', placeholder });
const long = (key: string, label: string): FieldSpec => ({ key, label, type: 'long' });
const date = (key: string, label: string): FieldSpec => ({ key, label, type: 'date', placeholder: 'YYYY-MM' });
const url = (key = 'url', label = 'Link'): FieldSpec => ({ key, label, type: 'url', placeholder: 'https://' });
const list = (key: string, label: string): FieldSpec => ({ key, label, type: 'list' });

/** The form of an entry of each kind: JSON Resume's fields, with labels a learner understands. */
export const ENTRY_FORMS: Record<Exclude<SectionKind, 'summary'>, FieldSpec[]> = {
  work: [
    t('position', 'Role', 'Junior Frontend Developer'),
    t('name', 'Company'),
    t('location', 'Location'),
    url(),
    date('startDate', 'Start'),
    date('endDate', 'End (empty: present)'),
    long('summary', 'Summary'),
    list('highlights', 'Highlights (one per line)'),
  ],
  volunteer: [
    t('position', 'Role'),
    t('organization', 'Organization'),
    url(),
    date('startDate', 'Start'),
    date('endDate', 'End'),
    long('summary', 'Summary'),
    list('highlights', 'Highlights (one per line)'),
  ],
  education: [
    t('institution', 'Institution'),
    t('studyType', 'Degree'),
    t('area', 'Field of study'),
    url(),
    date('startDate', 'Start'),
    date('endDate', 'End'),
    t('score', 'Grade'),
    list('courses', 'Courses (one per line)'),
  ],
  awards: [t('title', 'Award'), t('awarder', 'Awarded by'), date('date', 'Date'), long('summary', 'Summary')],
  certificates: [
    t('name', 'Certificate'),
    t('issuer', 'Issuer'),
    date('date', 'Date'),
    url('url', 'Verification link'),
  ],
  publications: [
    t('name', 'Title'),
    t('publisher', 'Publisher'),
    date('releaseDate', 'Published'),
    url(),
    long('summary', 'Summary'),
  ],
  skills: [t('name', 'Skill group', 'Frameworks'), t('level', 'Level'), list('keywords', 'Skills (one per line)')],
  languages: [t('language', 'Language'), t('fluency', 'Fluency')],
  interests: [t('name', 'Interest'), list('keywords', 'Keywords (one per line)')],
  references: [t('name', 'Name'), long('reference', 'Reference')],
  projects: [
    t('name', 'Project'),
    long('description', 'Description'),
    url(),
    date('startDate', 'Start'),
    date('endDate', 'End'),
    t('entity', 'For'),
    list('roles', 'Roles (one per line)'),
    list('highlights', 'Highlights (one per line)'),
    list('keywords', 'Technologies (one per line)'),
  ],
  custom: [
    t('title', 'Title'),
    t('subtitle', 'Subtitle'),
    t('date', 'Date'),
    url(),
    long('summary', 'Summary'),
    list('highlights', 'Points (one per line)'),
  ],
};

/** The field that names an entry in the editor's list. */
export function entryLabel(kind: SectionKind, data: EntryData): string {
  const s = (k: string) => (typeof data[k] === 'string' ? (data[k] as string).trim() : '');
  const label =
    kind === 'work' || kind === 'volunteer'
      ? [s('position'), s('name') || s('organization')].filter(Boolean).join(' at ')
      : kind === 'education'
        ? s('institution')
        : kind === 'languages'
          ? s('language')
          : s('name') || s('title');
  return label || 'New entry';
}

let counter = 0;
export const newId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const emptyDocument = (): ResumeDocument => ({
  version: 1,
  basics: {},
  sections: (['summary', 'work', 'education', 'skills', 'projects'] as const).map((kind) => ({
    id: kind,
    kind,
    title: DEFAULT_TITLES[kind],
    hidden: false,
    entries: [],
  })),
  meta: {},
  extra: {},
});

export const defaultSettings = (): ResumeSettings => ({
  title: 'My resume',
  template: 'classic',
  paper: 'A4',
  language: 'en',
});
