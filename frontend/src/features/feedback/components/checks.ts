import type { Criterion } from '../api/feedback';

/**
 * The client-side checks of the project feedback forms, each with the reason a learner reads
 * under the field (the server checks again: feedback.dto.ts and the domain's public-host rule).
 */
export const TITLE_MIN = 3;
export const TITLE_MAX = 120;
export const DESCRIPTION_MIN = 50;
export const SUMMARY_MIN = 80;
export const COMMENT_MIN = 10;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface ProjectValues {
  title: string;
  repositoryUrl: string;
  liveUrl: string;
  description: string;
  roadmapSlug: string;
  focusAreas: Criterion[];
  focusNote: string;
}
export type ProjectField = keyof ProjectValues;

/** An https address, or why not ("Use an https address"). */
export function checkHttpsUrl(value: string, required: boolean): string | null {
  const text = value.trim();
  if (!text) return required ? 'Enter the address, starting with https://' : null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter a full address, starting with https://';
  }
  return url.protocol === 'https:' ? null : 'Use an https address (it starts with https://).';
}

export function checkProjectField(field: ProjectField, values: ProjectValues): string | null {
  switch (field) {
    case 'title': {
      const length = values.title.trim().length;
      if (length === 0) return 'Give the project a title.';
      if (length < TITLE_MIN) return `The title needs at least ${TITLE_MIN} characters.`;
      return length > TITLE_MAX ? `The title can be at most ${TITLE_MAX} characters.` : null;
    }
    case 'repositoryUrl':
      return checkHttpsUrl(values.repositoryUrl, true);
    case 'liveUrl':
      return checkHttpsUrl(values.liveUrl, false);
    case 'description': {
      const length = values.description.trim().length;
      return length < DESCRIPTION_MIN
        ? `Describe it in ${DESCRIPTION_MIN} characters at least (${length} so far).`
        : null;
    }
    case 'roadmapSlug': {
      const slug = values.roadmapSlug.trim().toLowerCase();
      return slug && !SLUG.test(slug)
        ? "Use the short name from the roadmap's address: lower-case letters, digits and hyphens, e.g. frontend."
        : null;
    }
    case 'focusAreas':
      return values.focusAreas.length === 0 ? 'Pick at least one area you want feedback on.' : null;
    case 'focusNote':
      return null;
  }
}

export const PROJECT_FIELDS: readonly ProjectField[] = [
  'title',
  'repositoryUrl',
  'liveUrl',
  'description',
  'roadmapSlug',
  'focusAreas',
  'focusNote',
];

/** Every problem of the form, by field. */
export function checkProject(values: ProjectValues): Partial<Record<ProjectField, string>> {
  const errors: Partial<Record<ProjectField, string>> = {};
  for (const field of PROJECT_FIELDS) {
    const message = checkProjectField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

export type ScoreValues = Record<Criterion, { score: string; comment: string }>;
/** A review's fields: `score:<criterion>`, `comment:<criterion>` and `summary`. */
export type ReviewField = `score:${Criterion}` | `comment:${Criterion}` | 'summary';

export function checkReviewField(field: ReviewField, scores: ScoreValues, summary: string): string | null {
  if (field === 'summary') {
    const length = summary.trim().length;
    return length < SUMMARY_MIN ? `Write a summary of ${SUMMARY_MIN} characters at least (${length} so far).` : null;
  }
  const [part, criterion] = field.split(':') as ['score' | 'comment', Criterion];
  if (part === 'score') return scores[criterion].score ? null : 'Choose a score from 1 to 5.';
  const length = scores[criterion].comment.trim().length;
  return length < COMMENT_MIN ? `Explain the score in ${COMMENT_MIN} characters at least (${length} so far).` : null;
}
