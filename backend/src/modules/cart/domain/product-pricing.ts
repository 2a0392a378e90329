import type { PricedProduct } from './cart.js';

/** The cart's port to the catalog: today's prices and ownership (the marketplace provides it). */
export abstract class ProductPricing {
  /** Unknown ids are left out of the answer. */
  abstract quote(userId: number, productIds: readonly string[]): Promise<PricedProduct[]>;
}
