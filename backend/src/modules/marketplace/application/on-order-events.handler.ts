import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { OwnershipRepository, ReviewRepository } from '../domain/marketplace.repository.js';

const productRefs = (lines: readonly { kind: string; ref: string }[]) =>
  lines.filter((line) => line.kind === 'product').map((line) => line.ref.toLowerCase());

/**
 * Access follows payments: 'order.paid' → 'marketplace.grant-products' (one ownership per user
 * and product, so a redelivered event or a second order of the same product grants nothing
 * more); 'order.refunded' → 'marketplace.revoke-products' (the products that order granted, kept as
 * refunded purchases with their amount, and the buyer's reviews of them: reviews are by owners only); 'user.deleted' →
 * 'marketplace.forget-buyer' (ownerships and reviews go, ratings are recomputed). Each runs in
 * the delivery's transaction, recorded once per event.
 */
@Injectable()
export class OnOrderEvents implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly ownerships: OwnershipRepository,
    private readonly reviews: ReviewRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('order.paid', 'marketplace.grant-products', async ({ payload }) => {
      await this.ownerships.grant(payload.userId, productRefs(payload.lines), payload.orderId);
    });
    this.events.on('order.refunded', 'marketplace.revoke-products', async ({ payload }) => {
      const lines = payload.lines
        .filter((line) => line.kind === 'product')
        .map((line) => ({ productId: line.ref.toLowerCase(), amount: line.amount, currency: line.currency }));
      const revoked = await this.ownerships.revoke(
        payload.userId,
        lines,
        payload.orderId,
        new Date(payload.refundedAt),
      );
      await this.reviews.removeOf(payload.userId, revoked);
    });
    this.events.on('user.deleted', 'marketplace.forget-buyer', async ({ payload: { userId } }) => {
      await this.ownerships.forgetUser(userId);
      await this.reviews.forgetUser(userId);
    });
  }
}
