import { Module } from '@nestjs/common';
import { RoadmapsModule } from '../roadmaps/index.js';
import { UsersModule } from '../users/index.js';
import { OnLearningEventsQueueReviews } from './application/on-learning-events.handler.js';
import { OnUserDeletedForgetReviews } from './application/on-user-deleted.handler.js';
import { ReviewClock } from './application/review-clock.js';
import { ReviewQueue } from './application/review-queue.js';
import { ReviewFacade } from './application/review.facade.js';
import { ReviewItemRepository } from './domain/review-item.repository.js';
import { DevReviewClockController } from './infrastructure/http/dev-review-clock.controller.js';
import { ReviewController } from './infrastructure/http/review.controller.js';
import { SqlReviewItemRepository } from './infrastructure/persistence/sql-review-item.repository.js';

/** The review queue (spaced repetition with FSRS): wiring only, ports bound to adapters. */
@Module({
  imports: [UsersModule, RoadmapsModule],
  controllers: [ReviewController, DevReviewClockController],
  providers: [
    ReviewQueue,
    ReviewClock,
    ReviewFacade,
    OnLearningEventsQueueReviews,
    OnUserDeletedForgetReviews,
    { provide: ReviewItemRepository, useClass: SqlReviewItemRepository },
  ],
  exports: [ReviewFacade],
})
export class ReviewModule {}
