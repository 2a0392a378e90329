import { type Card, createEmptyCard, fsrs, type Grade, Rating } from 'ts-fsrs';
import type { ReviewCard, ReviewRating } from '../domain/review-item.js';

/**
 * FSRS scheduling (ts-fsrs with its default parameters: 90 % retention, learning steps 1 m and
 * 10 m, relearning 10 m, no fuzz): the one place that maps our stored card to ts-fsrs's and back.
 */
const scheduler = fsrs();

const GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

export const toFsrsCard = (card: ReviewCard): Card => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsedDays,
  scheduled_days: card.scheduledDays,
  learning_steps: card.learningSteps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  last_review: card.lastReview ?? undefined,
});

export const fromFsrsCard = (card: Card): ReviewCard => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ?? null,
});

/**
 * The card after a review rated `rating` at `at`. A review dated before the card's last one (a
 * late event, a clock moved back) counts at the last review's instant, which FSRS accepts.
 */
export function reviewed(card: ReviewCard, at: Date, rating: ReviewRating): ReviewCard {
  const when = card.lastReview && at < card.lastReview ? card.lastReview : at;
  return fromFsrsCard(scheduler.next(toFsrsCard(card), when, GRADES[rating]).card);
}

/** A new item's card: an empty card rated Again at the moment it was missed (due after FSRS's first learning step). */
export function missedAt(at: Date): ReviewCard {
  return reviewed(fromFsrsCard(createEmptyCard(at)), at, 'again');
}
