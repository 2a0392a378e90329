import type { CartEntry } from './cart.js';

/** The cart's table: one row per (user, product). */
export abstract class CartRepository {
  abstract entries(userId: number): Promise<CartEntry[]>;
  /** Adds products (existing ones keep their date); answers how many the cart holds after. */
  abstract add(userId: number, productIds: readonly string[], at: Date): Promise<number>;
  abstract remove(userId: number, productIds: readonly string[]): Promise<void>;
  abstract count(userId: number): Promise<number>;
  abstract clear(userId: number): Promise<void>;
}
