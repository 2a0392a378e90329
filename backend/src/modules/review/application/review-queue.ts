import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import { EventOutbox } from '../../../platform/events/event-outbox.js';
import { type CheckAnswer, type QuestionResult, type ReviewQuestion, RoadmapsFacade } from '../../roadmaps/index.js';
import { UsersFacade } from '../../users/index.js';
import type { ReviewDayCompleted } from '../contracts/events.js';
import type { ReviewSummaryView } from '../contracts/views.js';
import {
  DUE_LIMIT_DEFAULT,
  DUE_LIMIT_MAX,
  isItemId,
  localDay,
  reviewErrors,
  type ReviewCard,
  type ReviewItem,
  type ReviewRating,
  type RightRating,
} from '../domain/review-item.js';
import { ReviewItemRepository } from '../domain/review-item.repository.js';
import { ReviewClock } from './review-clock.js';
import { reviewed } from './scheduling.js';

/** A due item as the learner sees it: a check item carries its question (keyless). */
export interface DueItem {
  item: ReviewItem;
  question: ReviewQuestion | null;
}

/** The day's reviews finished by this answer (null on every other answer). */
export interface DayCompleted {
  day: string;
  /** Whether activity has paid the day's XP by the time of the answer ('pending': it will, once). */
  status: 'delivered' | 'pending';
}

export interface ReviewOutcome {
  item: ReviewItem;
  rating: ReviewRating;
  dayCompleted: DayCompleted | null;
}

export interface AnswerOutcome extends ReviewOutcome {
  result: QuestionResult;
}

export type AnswerGiven = Omit<CheckAnswer, 'questionId'>;

/**
 * The learner's review queue (issue 28 item 4): what is due, and each review scheduled by FSRS.
 * Every write takes the learner's queue lock (parallel answers to one item apply once: the others
 * find it no longer due) and, when it leaves nothing due, records the learner's day once and
 * publishes `review.day-completed` in its transaction (activity pays the day's XP).
 */
@Injectable()
export class ReviewQueue {
  constructor(
    private readonly items: ReviewItemRepository,
    private readonly em: EntityManager,
    private readonly clock: ReviewClock,
    private readonly roadmaps: RoadmapsFacade,
    private readonly users: UsersFacade,
    private readonly events: EventOutbox,
    private readonly dispatcher: EventDispatcher,
  ) {}

  async summary(userId: number): Promise<ReviewSummaryView> {
    return Object.freeze(await this.items.summary(userId, this.clock.now(userId)));
  }

  /** The items due now, oldest due first; check items whose question is no longer shipped leave the queue. */
  async due(userId: number, limit = DUE_LIMIT_DEFAULT): Promise<DueItem[]> {
    const due = await this.items.due(userId, this.clock.now(userId), Math.min(Math.max(limit, 1), DUE_LIMIT_MAX));
    const checks = due.filter((i) => i.kind === 'check');
    const questions = checks.length
      ? await this.roadmaps.checkQuestions(checks.map((i) => ({ moduleKey: i.moduleKey, questionId: i.ref })))
      : [];
    const byRef = new Map(questions.map((q) => [`${q.moduleKey}\n${q.id}`, q]));
    const gone = checks.filter((i) => !byRef.has(`${i.moduleKey}\n${i.ref}`));
    if (gone.length)
      await this.items.remove(
        userId,
        gone.map((i) => i.id),
      );
    return due
      .filter((i) => !gone.includes(i))
      .map((item) => ({ item, question: byRef.get(`${item.moduleKey}\n${item.ref}`) ?? null }));
  }

  /**
   * Answers a due check item: graded by roadmaps (nothing stored there); wrong → Again, right →
   * the learner's rating (Good unless Hard or Easy is given). The card before a right answer is
   * kept so `rate` can change the rating afterwards.
   */
  async answer(userId: number, id: string, answer: AnswerGiven, rating?: RightRating): Promise<AnswerOutcome> {
    const now = this.clock.now(userId);
    const done = await this.em.transactional(async (em) => {
      const item = await this.lockedItem(userId, id);
      if (item.kind !== 'check') throw reviewErrors.answerProblem();
      if (item.card.due > now) throw reviewErrors.notDue(item.card.due);
      const result = await this.roadmaps.gradeCheckAnswer(item.moduleKey, { ...answer, questionId: item.ref });
      if (!result) {
        await this.items.remove(userId, [item.id]);
        return null;
      }
      const used: ReviewRating = result.correct ? (rating ?? 'good') : 'again';
      const card = reviewed(item.card, now, used);
      await this.items.updateCard(item.id, card, { rerateFrom: result.correct ? item.card : null });
      const eventId = await this.dayCompletedIfDone(em, userId, now);
      return { item: { ...item, card }, result, rating: used, eventId };
    });
    if (!done) throw reviewErrors.gone();
    return { ...done, dayCompleted: await this.delivered(done.eventId) };
  }

  /**
   * Rates an item: a due problem item after the learner solved it again (any rating), or a check
   * item answered rightly, whose rating changes (Hard, Good or Easy from the card before that answer).
   */
  async rate(userId: number, id: string, rating: ReviewRating): Promise<ReviewOutcome> {
    const now = this.clock.now(userId);
    const done = await this.em.transactional(async (em) => {
      const item = await this.lockedItem(userId, id);
      let card: ReviewCard;
      if (item.kind === 'check') {
        if (!item.rerateFrom || !item.card.lastReview) throw reviewErrors.notAnswered();
        if (rating === 'again') throw reviewErrors.againForCheck();
        card = reviewed(item.rerateFrom, item.card.lastReview, rating);
        await this.items.updateCard(item.id, card, { rerateFrom: item.rerateFrom });
      } else {
        if (item.card.due > now) throw reviewErrors.notDue(item.card.due);
        card = reviewed(item.card, now, rating);
        await this.items.updateCard(item.id, card, { rerateFrom: null });
      }
      const eventId = await this.dayCompletedIfDone(em, userId, now);
      return { item: { ...item, card }, rating, eventId };
    });
    return { ...done, dayCompleted: await this.delivered(done.eventId) };
  }

  private async lockedItem(userId: number, id: string): Promise<ReviewItem> {
    if (!isItemId(id)) throw reviewErrors.notFound();
    await this.items.lockQueueOf(userId);
    const item = await this.items.find(userId, id);
    if (!item) throw reviewErrors.notFound();
    return item;
  }

  /** Nothing left due after this answer: the learner's day is recorded once and announced (the event's id). */
  private async dayCompletedIfDone(
    em: EntityManager,
    userId: number,
    now: Date,
  ): Promise<{ id: string; day: string } | null> {
    if ((await this.items.summary(userId, now)).dueNow > 0) return null;
    const account = await this.users.findAccount(userId);
    if (!account) return null;
    const day = localDay(now, account.timeZone);
    if (!(await this.items.recordDayCompleted(userId, day, now))) return null;
    const id = await this.events.publish(em, 'review.day-completed', {
      userId,
      day,
      completedAt: now.toISOString(),
    } satisfies ReviewDayCompleted);
    return { id, day };
  }

  private async delivered(event: { id: string; day: string } | null): Promise<DayCompleted | null> {
    if (!event) return null;
    const delivered = await this.dispatcher.deliverNow([event.id]);
    return { day: event.day, status: delivered ? 'delivered' : 'pending' };
  }
}
