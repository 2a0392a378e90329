import type { CartEntry } from './cart.js';

/** The cart's table: one row per (user, product). */
export abstract class CartRepository {
  abstract entries(userId: number): Promise<CartEntry[]>;
  /**
   * Adds products in one statement, one millisecond apart from `at` in the given order (those
   * already there keep their date), as many as fit under `cap` items (counted and inserted
   * atomically); `full` when some did not fit.
   */
  abstract add(userId: number, productIds: readonly string[], at: Date, cap: number): Promise<{ full: boolean }>;
  abstract remove(userId: number, productIds: readonly string[]): Promise<void>;
  abstract clear(userId: number): Promise<void>;
}
