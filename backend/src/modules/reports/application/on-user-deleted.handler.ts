import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { ReportsRepository } from '../domain/reports.repository.js';

/**
 * 'user.deleted' → 'reports.forget-reporter': a deleted user's bug reports, messages and
 * security reports stay (the team still has to fix what they reported), without the link to the
 * account; staff's links (who closed, who wrote a note) go the same way. Idempotent updates.
 */
@Injectable()
export class OnUserDeletedForgetReporter implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly reports: ReportsRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', 'reports.forget-reporter', async ({ payload: { userId } }) => {
      await this.reports.forgetUser(userId);
    });
  }
}
