import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { ResourcesRepository } from '../domain/resources.repository.js';

/**
 * 'user.deleted' → 'resources.forget-suggester': a deleted learner's pending suggestions go;
 * reviewed ones stay, no longer linked to them.
 */
@Injectable()
export class OnUserDeletedForgetSuggester implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly resources: ResourcesRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', 'resources.forget-suggester', async ({ payload: { userId } }) => {
      await this.resources.forgetSuggester(userId);
    });
  }
}
