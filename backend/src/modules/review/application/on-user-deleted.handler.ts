import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { ReviewItemRepository } from '../domain/review-item.repository.js';

/** 'user.deleted' → 'review.forget-learner': the learner's review items and completed days go. */
@Injectable()
export class OnUserDeletedForgetReviews implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly items: ReviewItemRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', 'review.forget-learner', async ({ payload: { userId } }) => {
      await this.items.forget(userId);
    });
  }
}
