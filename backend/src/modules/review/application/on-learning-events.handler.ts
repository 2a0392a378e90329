import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { UsersFacade } from '../../users/index.js';
import { ReviewItemRepository } from '../domain/review-item.repository.js';
import type { ReviewKind } from '../domain/review-item.js';
import { missedAt, reviewed } from './scheduling.js';

/**
 * What a learner missed enters their review queue:
 * - 'roadmap.module-checks-answered' → 'review.queue-missed-checks': each missed question becomes
 *   a card rated Again at the attempt's instant (due after FSRS's first learning step); a question
 *   already queued is rated Again again, once per attempt;
 * - 'practice.problem-solved' → 'review.queue-problem': a problem solved after more than one
 *   judged Submit becomes a card rated Again at the verdict's instant.
 * Each row records the source (attempt or submission id) it last applied, so an event delivered
 * twice, or published twice with the same source, changes nothing the second time. A learner
 * deleted meanwhile is skipped.
 */
@Injectable()
export class OnLearningEventsQueueReviews implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly items: ReviewItemRepository,
    private readonly users: UsersFacade,
  ) {}

  onModuleInit(): void {
    this.events.on('roadmap.module-checks-answered', 'review.queue-missed-checks', async ({ payload }) => {
      if (!payload.missed.length || !(await this.users.findAccount(payload.userId))) return;
      await this.items.lockQueueOf(payload.userId);
      const at = new Date(payload.answeredAt);
      for (const questionId of payload.missed) {
        await this.missed(payload.userId, 'check', payload.moduleKey, questionId, null, payload.attemptId, at);
      }
    });
    this.events.on('practice.problem-solved', 'review.queue-problem', async ({ payload }) => {
      if ((payload.attempts ?? 1) <= 1 || !(await this.users.findAccount(payload.userId))) return;
      await this.items.lockQueueOf(payload.userId);
      await this.missed(
        payload.userId,
        'problem',
        '',
        payload.problemSlug,
        payload.problemTitle,
        payload.submissionId,
        new Date(payload.solvedAt),
      );
    });
  }

  private async missed(
    userId: number,
    kind: ReviewKind,
    moduleKey: string,
    ref: string,
    title: string | null,
    sourceId: string,
    at: Date,
  ): Promise<void> {
    const known = await this.items.findByRef(userId, kind, moduleKey, ref);
    if (!known) {
      await this.items.insert({ userId, kind, moduleKey, ref, title, card: missedAt(at), sourceId });
    } else if (known.sourceId !== sourceId) {
      await this.items.updateCard(known.id, reviewed(known.card, at, 'again'), { sourceId, rerateFrom: null });
    }
  }
}
