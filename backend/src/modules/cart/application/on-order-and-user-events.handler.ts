import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { ShoppingCart } from './shopping-cart.js';

/**
 * 'order.paid' → 'cart.remove-purchased': bought products leave the cart (a declined or
 * cancelled payment leaves it as it was). 'user.deleted' → 'cart.forget': the cart goes.
 * Both are deletes, so a redelivered event changes nothing.
 */
@Injectable()
export class CartEventsHandler implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly cart: ShoppingCart,
  ) {}

  onModuleInit(): void {
    this.events.on('order.paid', 'cart.remove-purchased', async ({ payload }) => {
      const products = payload.lines.filter((line) => line.kind === 'product').map((line) => line.ref);
      if (products.length) await this.cart.purchased(payload.userId, products);
    });
    this.events.on('user.deleted', 'cart.forget', async ({ payload }) => {
      await this.cart.forget(payload.userId);
    });
  }
}
