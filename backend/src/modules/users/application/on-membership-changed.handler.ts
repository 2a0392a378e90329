import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { UserAccounts } from './user-accounts.js';

/**
 * 'membership.changed' → 'users.premium-tier': the profile's premiumTier follows the membership.
 * A 'premium' whose period is already over counts as free, so a late redelivery cannot turn an
 * ended membership back on. Setting the same tier again changes nothing (idempotent).
 */
@Injectable()
export class OnMembershipChangedSetTier implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly users: UserAccounts,
  ) {}

  onModuleInit(): void {
    this.events.on('membership.changed', 'users.premium-tier', async ({ payload }) => {
      const premium =
        payload.tier === 'premium' && payload.until !== null && new Date(payload.until).getTime() > Date.now();
      await this.users.setPremiumTier(payload.userId, premium ? 'premium' : 'free');
    });
  }
}
