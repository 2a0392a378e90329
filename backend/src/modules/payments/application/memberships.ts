import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventOutbox } from '../../../platform/events/event-outbox.js';
import type { Order } from '../domain/order.js';
import { PaymentsRepository, type Membership } from '../domain/payments.repository.js';
import { extendPeriod, planOf } from '../domain/plans.js';

export interface MembershipStatus {
  tier: 'free' | 'premium';
  plan: string | null;
  /** Until when premium runs (null when free). */
  until: Date | null;
  startedAt: Date | null;
}

/** Premium memberships: started or extended by a paid order, ended by a refund or by time (the job). */
@Injectable()
export class Memberships {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly outbox: EventOutbox,
  ) {}

  async status(userId: number, now = new Date()): Promise<MembershipStatus> {
    const m = await this.repo.membership(null, userId);
    if (m?.status !== 'active' || m.currentPeriodEnd <= now)
      return { tier: 'free', plan: null, until: null, startedAt: null };
    return { tier: 'premium', plan: m.plan, until: m.currentPeriodEnd, startedAt: m.startedAt };
  }

  /** In the transaction that marks `order` paid: each membership line extends the user's period. */
  async grant(em: EntityManager, order: Order, now: Date): Promise<void> {
    for (const line of order.lines) {
      if (line.kind !== 'membership') continue;
      const plan = planOf(line.ref);
      if (!plan) continue;
      const current = await this.repo.membership(em, order.userId, true);
      const active = current?.status === 'active' && current.currentPeriodEnd > now;
      const next: Membership = {
        userId: order.userId,
        plan: plan.code,
        status: 'active',
        startedAt: active ? current.startedAt : now,
        currentPeriodEnd: extendPeriod(active ? current.currentPeriodEnd : null, now, plan.months),
        lastOrderId: order.id,
      };
      await this.repo.saveMembership(em, next);
      await this.outbox.publish(em, 'membership.changed', {
        userId: order.userId,
        tier: 'premium',
        until: next.currentPeriodEnd.toISOString(),
      });
    }
  }

  /** In the transaction that refunds `order`: a refunded membership ends now. */
  async revoke(em: EntityManager, order: Order, now: Date): Promise<void> {
    if (!order.lines.some((line) => line.kind === 'membership')) return;
    const current = await this.repo.membership(em, order.userId, true);
    if (current?.status !== 'active') return;
    await this.repo.saveMembership(em, { ...current, status: 'ended', currentPeriodEnd: now });
    await this.outbox.publish(em, 'membership.changed', { userId: order.userId, tier: 'free', until: null });
  }

  /** The job: every membership past its period ends (one statement), each owner told. */
  async endExpired(em: EntityManager, now: Date): Promise<number> {
    const ended = await this.repo.endExpiredMemberships(em, now);
    for (const userId of ended)
      await this.outbox.publish(em, 'membership.changed', { userId, tier: 'free', until: null });
    return ended.length;
  }
}
