import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { accountAttemptsKey } from './authentication.js';
import { AccountTraces } from './auth.port.js';

/**
 * 'user.deleted' → 'auth.forget-account': auth forgets what it keeps of a deleted account: its
 * sessions and mailed-link tokens (today the deletion already removes them, by revoking and by
 * foreign-key cascade: this is the guarantee for when those tables no longer reference `users`)
 * and its sign-in attempt counters (kept until their window ended before; they say from which
 * addresses the account was tried). Set-based deletes in the handler's transaction, which also
 * records the delivery: idempotent by event id, and a repeat would find nothing anyway.
 */
@Injectable()
export class OnUserDeleted implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly traces: AccountTraces,
  ) {}

  onModuleInit(): void {
    // The repository joins the handler's transaction (the EntityManager's transaction context).
    this.events.on('user.deleted', 'auth.forget-account', async ({ payload: { userId } }) => {
      await this.traces.forget(userId, accountAttemptsKey(userId));
    });
  }
}
