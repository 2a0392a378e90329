/**
 * Project feedback (issue 15): a learner shares a project they built; a reviewer (a moderator,
 * an admin, or a learner with enough XP) claims it and answers with structured feedback along
 * a rubric. Plain TypeScript: the states, the rubric and the limits in one place.
 */
import { DomainError } from '../../../platform/errors/domain-error.js';
import { publicUrlProblem } from '../../../platform/http/public-url.js';

/**
 * open → in_review (claimed) → reviewed; open → withdrawn (by its author). A claim not
 * answered within CLAIM_HOURS lapses: the project reads as open again (computed in the
 * queries, so no job has to run for it).
 */
export const PROJECT_STATES = ['open', 'in_review', 'reviewed', 'withdrawn'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

/** The rubric: four criteria, each scored 1–5 with a comment. Authors pick the ones they care most about. */
export const CRITERIA = ['code_quality', 'documentation', 'functionality', 'design'] as const;
export type Criterion = (typeof CRITERIA)[number];

export const RUBRIC: ReadonlyArray<{ criterion: Criterion; title: string; description: string }> = [
  {
    criterion: 'code_quality',
    title: 'Code quality',
    description:
      'Readable names, small focused functions, consistent formatting, no dead code, sensible structure of files and folders, errors handled rather than ignored.',
  },
  {
    criterion: 'documentation',
    title: 'README and documentation',
    description:
      'The README says what the project does, how to install and run it, and how to run its tests; comments explain why, not what.',
  },
  {
    criterion: 'functionality',
    title: 'Functionality',
    description:
      'It does what the README promises, handles empty, wrong and unexpected input, and has no obvious bugs on the main paths.',
  },
  {
    criterion: 'design',
    title: 'Design and user experience',
    description:
      'Clear layout and navigation, readable text and contrast, works with a keyboard and on a phone, gives feedback while loading and on errors.',
  },
];

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
/** A summary says what works, what to improve first and how: a sentence or two is not enough. */
export const SUMMARY_MIN = 80;
export const SUMMARY_MAX = 4000;
export const COMMENT_MIN = 10;
export const COMMENT_MAX = 1500;

/** Projects a learner may have waiting (open or in review) at once. */
export const MAX_OPEN_PROJECTS = 3;
/** Submissions a learner may make per hour (withdrawn ones count). */
export const SUBMISSIONS_PER_HOUR = 5;
/** Hours a reviewer has to answer a claimed project before it goes back to the queue. */
export const CLAIM_HOURS = 48;
/** Learners (not staff) review once they have earned this much XP. */
export const REVIEWER_XP_THRESHOLD = 500;

export interface RubricScore {
  criterion: Criterion;
  score: number;
  comment: string;
}

export interface ProjectFields {
  title: string;
  repositoryUrl: string;
  liveUrl: string | null;
  description: string;
  roadmapSlug: string | null;
  focusAreas: Criterion[];
  focusNote: string | null;
}

export interface Review {
  rubric: RubricScore[];
  summary: string;
  /** Null once the reviewer's account is deleted (the feedback stays for its author). */
  reviewerId: number | null;
  createdAt: Date;
  helpfulAt: Date | null;
}

export interface Project extends Omit<ProjectFields, 'roadmapSlug'> {
  id: number;
  authorId: number;
  roadmap: { slug: string; title: string } | null;
  /** The state as it reads now: an expired claim reads as open. */
  state: ProjectState;
  reviewerId: number | null;
  createdAt: Date;
  claimedAt: Date | null;
  reviewedAt: Date | null;
  withdrawnAt: Date | null;
  review: Review | null;
}

export type Role = 'user' | 'moderator' | 'admin';

/** Who may review: staff always, learners from REVIEWER_XP_THRESHOLD XP on. */
export function mayReview(role: Role, totalXp: number): boolean {
  return role === 'moderator' || role === 'admin' || totalXp >= REVIEWER_XP_THRESHOLD;
}

/** When a claim made at `claimedAt` lapses. */
export const claimExpiresAt = (claimedAt: Date): Date => new Date(claimedAt.getTime() + CLAIM_HOURS * 3600_000);

/** The state a stored row reads as at `now` (an in-review row whose claim lapsed is open). */
export function effectiveState(stored: ProjectState, claimedAt: Date | null, now: Date): ProjectState {
  if (stored === 'in_review' && claimedAt && claimExpiresAt(claimedAt) <= now) return 'open';
  return stored;
}

/** The project's addresses: https on public hosts (the server never fetches them). */
export function checkProjectUrls(fields: Pick<ProjectFields, 'repositoryUrl' | 'liveUrl'>): void {
  for (const [field, url] of [
    ['repositoryUrl', fields.repositoryUrl],
    ['liveUrl', fields.liveUrl],
  ] as const) {
    if (url === null) continue;
    const problem = publicUrlProblem(url);
    if (problem) {
      const what = field === 'repositoryUrl' ? 'repository address' : 'live address';
      throw new DomainError(
        'invalid',
        'PROJECT_URL_INVALID',
        `The ${what} is ${problem}: give the https address of a public page.`,
        { field },
      );
    }
  }
}

/** A review covers every criterion once, with whole scores from 1 to 5 and real comments. */
export function checkRubric(rubric: readonly RubricScore[], summary: string): RubricScore[] {
  const byCriterion = new Map(rubric.map((r) => [r.criterion, r]));
  if (
    rubric.length !== CRITERIA.length ||
    byCriterion.size !== CRITERIA.length ||
    !CRITERIA.every((c) => byCriterion.has(c))
  ) {
    throw new DomainError(
      'invalid',
      'RUBRIC_INCOMPLETE',
      `Score each of the ${CRITERIA.length} criteria once: ${RUBRIC.map((r) => r.title).join(', ')}.`,
    );
  }
  for (const r of rubric) {
    if (!Number.isInteger(r.score) || r.score < SCORE_MIN || r.score > SCORE_MAX) {
      throw new DomainError(
        'invalid',
        'RUBRIC_SCORE_INVALID',
        `Scores are whole numbers from ${SCORE_MIN} to ${SCORE_MAX}.`,
        { criterion: r.criterion },
      );
    }
    if (r.comment.trim().length < COMMENT_MIN) {
      throw new DomainError(
        'invalid',
        'RUBRIC_COMMENT_TOO_SHORT',
        `Explain each score in at least ${COMMENT_MIN} characters.`,
        { criterion: r.criterion },
      );
    }
  }
  if (summary.trim().length < SUMMARY_MIN) {
    throw new DomainError(
      'invalid',
      'SUMMARY_TOO_SHORT',
      `The summary needs at least ${SUMMARY_MIN} characters: what works, and what to improve first.`,
    );
  }
  return CRITERIA.map((c) => {
    const r = byCriterion.get(c)!;
    return { criterion: c, score: r.score, comment: r.comment.trim() };
  });
}

/** Whether its author may withdraw the project now (only while nobody is reviewing it). */
export function checkWithdrawable(state: ProjectState): void {
  if (state !== 'open') {
    throw new DomainError(
      'conflict',
      'PROJECT_NOT_OPEN',
      state === 'in_review'
        ? 'A reviewer is working on this project: it can no longer be withdrawn.'
        : 'Only an open project can be withdrawn.',
    );
  }
}
