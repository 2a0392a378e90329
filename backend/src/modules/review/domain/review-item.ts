import { DomainError } from '../../../platform/errors/domain-error.js';

/**
 * The review queue (issue 28): what a learner got wrong comes back, scheduled by FSRS. An item is
 * a check question answered wrongly (`check`: module key + question id) or a practice problem that
 * took more than one Submit (`problem`: its slug), with its FSRS card. Plain TypeScript.
 */
export const REVIEW_KINDS = ['check', 'problem'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** FSRS's four grades, as the API names them. */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
/** What a learner may pick after answering a check question rightly (Good unless they say otherwise). */
export const RIGHT_RATINGS = ['hard', 'good', 'easy'] as const;
export type RightRating = (typeof RIGHT_RATINGS)[number];

/** An FSRS card's fields (ts-fsrs's Card), stored as columns. */
export interface ReviewCard {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** FSRS state: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview: Date | null;
}

export interface ReviewItem {
  /** A random UUID: not guessable, and every read checks the owner too. */
  id: string;
  userId: number;
  kind: ReviewKind;
  /** The check's module; '' for a problem. */
  moduleKey: string;
  /** The question id, or the problem's slug. */
  ref: string;
  /** The problem's title (checks take theirs from the module). */
  title: string | null;
  card: ReviewCard;
  /** The last source applied to the card (a check attempt's id, a submission's id): a redelivery changes nothing. */
  sourceId: string | null;
  /** After a right check answer: the card before it, so the learner may turn the default Good into Hard or Easy. */
  rerateFrom: ReviewCard | null;
}

/** A new item, before it is stored. */
export type NewReviewItem = Omit<ReviewItem, 'id' | 'rerateFrom'>;

export const DUE_LIMIT_DEFAULT = 20;
export const DUE_LIMIT_MAX = 50;

export const ITEM_NOT_FOUND = 'REVIEW_ITEM_NOT_FOUND';

export const reviewErrors = {
  notFound: () => new DomainError('not_found', ITEM_NOT_FOUND, 'No such review item.'),
  gone: () =>
    new DomainError(
      'not_found',
      'REVIEW_ITEM_GONE',
      'This question is no longer part of its lesson, so it has left your review queue.',
    ),
  notDue: (due: Date) =>
    new DomainError('conflict', 'REVIEW_NOT_DUE', `This item is not due yet: it comes back at ${due.toISOString()}.`),
  answerProblem: () =>
    new DomainError(
      'conflict',
      'REVIEW_ITEM_KIND',
      'A practice problem is not answered here: solve it again, then rate yourself (POST …/rate).',
    ),
  notAnswered: () =>
    new DomainError(
      'conflict',
      'REVIEW_NOT_ANSWERED',
      'Rate a check question after answering it rightly: answer it first (POST …/answer).',
    ),
  againForCheck: () =>
    new DomainError(
      'invalid',
      'REVIEW_RATING_INVALID',
      'A rightly answered check question is rated hard, good or easy (a wrong answer is rated again by itself).',
    ),
};

/** The local calendar day (YYYY-MM-DD) of an instant in an IANA time zone, as activity counts learning days. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** A UUID as PostgreSQL's uuid type accepts it (anything else is an unknown id, never a 500). */
export const isItemId = (id: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
