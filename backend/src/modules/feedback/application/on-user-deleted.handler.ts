import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';

/**
 * 'user.deleted' → 'feedback.forget-learner': a deleted learner's projects go (their reviews
 * with them, by cascade); the reviews they wrote stay for the projects' authors, no longer
 * linked to them; a project they had claimed goes back to the queue.
 */
@Injectable()
export class OnUserDeletedForgetLearner implements OnModuleInit {
  constructor(private readonly events: EventHandlers) {}

  onModuleInit(): void {
    this.events.on('user.deleted', 'feedback.forget-learner', async ({ payload: { userId } }, em) => {
      await em.execute('delete from feedback_projects where author_id = ?', [userId]);
      await em.execute(
        `update feedback_projects set state = 'open', reviewer_id = null, claimed_at = null where reviewer_id = ? and state = 'in_review'`,
        [userId],
      );
      await em.execute('update feedback_projects set reviewer_id = null where reviewer_id = ?', [userId]);
      await em.execute('update feedback_reviews set reviewer_id = null where reviewer_id = ?', [userId]);
    });
  }
}
