import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { fairPriority, JudgeQueue } from '../domain/judge-queue.js';
import { PracticeRepository } from '../domain/practice.repository.js';

/**
 * 'practice.submission-created' → 'practice.enqueue': the stored submission goes on the judge
 * queue (by its id, so a redelivered event queues nothing twice), behind other learners' runs
 * when the learner has more than their fair share waiting; 'user.deleted' →
 * 'practice.forget-submissions': the learner's submissions and solves go.
 */
@Injectable()
export class PracticeEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly queue: JudgeQueue,
    private readonly problems: PracticeRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('practice.submission-created', 'practice.enqueue', async ({ payload }) => {
      const waitingAhead = await this.problems.waitingAheadOfSameLearner(payload.submissionId);
      await this.queue.enqueue(payload.submissionId, fairPriority(waitingAhead));
    });
    this.events.on('user.deleted', 'practice.forget-submissions', async ({ payload: { userId } }) => {
      await this.problems.forget(userId);
    });
  }
}
