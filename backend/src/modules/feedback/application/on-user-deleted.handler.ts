import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { ProjectsRepository } from '../domain/projects.repository.js';

/**
 * 'user.deleted' → 'feedback.forget-learner': a deleted learner's projects go (their reviews
 * with them, by cascade); the reviews they wrote stay for the projects' authors, no longer
 * linked to them; a project they had claimed goes back to the queue.
 */
@Injectable()
export class OnUserDeletedForgetLearner implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly projects: ProjectsRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', 'feedback.forget-learner', async ({ payload: { userId } }) => {
      // In the delivery's transaction (the repository's EntityManager resolves to it).
      await this.projects.forgetLearner(userId);
    });
  }
}
