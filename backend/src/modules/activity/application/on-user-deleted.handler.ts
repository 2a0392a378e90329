import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { LeagueRepository } from '../domain/league.repository.js';
import { LearnerProgressRepository } from '../domain/learner-progress.repository.js';

/**
 * 'user.deleted' → 'activity.forget-progress': a deleted learner's progress, XP ledger, learning
 * days, freezes and league membership go (their past league placements too: the history of a
 * group no longer names them). Leaderboard snapshots drop them at the next rebuild, and no
 * board shows a deleted account meanwhile (entries are joined with the live profiles). Set-based
 * deletes in the handler's transaction (the repositories' EntityManager resolves to it), which
 * also records the delivery: idempotent by event id.
 */
@Injectable()
export class OnUserDeletedForgetProgress implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly progress: LearnerProgressRepository,
    private readonly leagues: LeagueRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', 'activity.forget-progress', async ({ payload: { userId } }) => {
      await this.progress.forget(userId);
      await this.leagues.forget(userId);
    });
  }
}
