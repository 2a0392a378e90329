import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { LearningProgressRepository } from '../domain/roadmap.repository.js';

/** 'user.deleted' → 'roadmaps.forget-progress': the learner's module statuses and enrolments go. */
@Injectable()
export class OnUserDeletedForgetRoadmapProgress implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly progress: LearningProgressRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', 'roadmaps.forget-progress', async ({ payload: { userId } }) => {
      await this.progress.forget(userId);
    });
  }
}
