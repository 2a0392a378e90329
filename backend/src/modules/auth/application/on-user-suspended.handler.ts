import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { CredentialsRepository } from '../domain/credentials.js';
import { SessionRepository } from '../domain/session.js';
import { IdentityRevocations } from './auth.port.js';

/**
 * 'user.suspended' → 'auth.end-sessions': every session of a suspended account ends, and so do
 * the identity provider's tokens issued until now, so that lifting the suspension later revives
 * none of them. (From the suspension's commit on, the authentication guard refuses the account
 * anyway: it reads the account's coherent view.) Repeating it ends nothing more: idempotent.
 */
@Injectable()
export class OnUserSuspended implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly sessions: SessionRepository,
    private readonly credentials: CredentialsRepository,
    private readonly revocations: IdentityRevocations,
  ) {}

  onModuleInit(): void {
    this.events.on('user.suspended', 'auth.end-sessions', async ({ payload: { userId } }) => {
      const now = new Date();
      await this.sessions.revokeAllOf(userId, now);
      const { firebaseUid } = await this.credentials.view(userId);
      if (firebaseUid) await this.revocations.revoke(firebaseUid, now);
    });
  }
}
