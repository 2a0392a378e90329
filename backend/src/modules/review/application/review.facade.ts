import { Injectable } from '@nestjs/common';
import type { ReviewSummaryView } from '../contracts/views.js';
import { ReviewQueue } from './review-queue.js';

/** What other modules may ask of the review queue: a learner's counts. */
@Injectable()
export class ReviewFacade {
  constructor(private readonly queue: ReviewQueue) {}

  /** Due now, when the next item comes due, and the queue's size. */
  summary(userId: number): Promise<ReviewSummaryView> {
    return this.queue.summary(userId);
  }
}
