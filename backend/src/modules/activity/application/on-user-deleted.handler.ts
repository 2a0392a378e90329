import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';

/**
 * 'user.deleted' → 'activity.forget-progress': a deleted learner's progress, XP ledger, learning
 * days, freezes and league membership go (their past league placements too: the history of a
 * group no longer names them). Leaderboard snapshots drop them at the next rebuild, and no
 * board shows a deleted account meanwhile (entries are joined with the live profiles). Set-based
 * deletes in the handler's transaction, which also records the delivery: idempotent by event id.
 */
@Injectable()
export class OnUserDeletedForgetProgress implements OnModuleInit {
  constructor(private readonly events: EventHandlers) {}

  onModuleInit(): void {
    this.events.on('user.deleted', 'activity.forget-progress', async ({ payload: { userId } }, em) => {
      for (const table of [
        'xp_ledger',
        'activity_days',
        'streak_freezes',
        'league_placements',
        'league_members',
        'learner_progress',
      ]) {
        await em.execute(`delete from ${table} where user_id = ?`, [userId]);
      }
    });
  }
}
