import { DomainError } from '../../../platform/errors/domain-error.js';

/** A cart holds at most this many products (the browser's guest cart has the same limit). */
export const CART_LIMIT = 50;

/** A product as the marketplace prices it now, for this user. */
export interface PricedProduct {
  productId: string;
  slug: string;
  title: string;
  /** Integer, minor units of currency. */
  amount: number;
  currency: string;
  owned: boolean;
  /** Published and for sale. */
  purchasable: boolean;
}

export interface CartEntry {
  productId: string;
  addedAt: Date;
}

export interface CartLine extends PricedProduct {
  addedAt: Date;
  /** Counted in the total: purchasable and not owned. */
  payable: boolean;
}

export interface CartView {
  lines: CartLine[];
  /** Integer, minor units: the sum of the payable lines at today's prices. */
  total: number;
  currency: string;
  /** Lines that will be paid for at checkout. */
  payableCount: number;
}

/**
 * The cart priced on the server: every amount from the marketplace's current prices, never from
 * the browser; entries whose product no longer exists are left out; owned or withdrawn products
 * stay visible (so the learner sees why) but are not paid for. Integer arithmetic only.
 */
export function priceCart(
  entries: readonly CartEntry[],
  products: readonly PricedProduct[],
  fallbackCurrency = 'USD',
): CartView {
  const byId = new Map(products.map((product) => [product.productId, product]));
  const lines: CartLine[] = [];
  for (const entry of entries) {
    const product = byId.get(entry.productId);
    if (!product) continue;
    if (!Number.isSafeInteger(product.amount) || product.amount < 0)
      throw new Error(`product ${product.productId} has a non-integer price`);
    lines.push({ ...product, addedAt: entry.addedAt, payable: product.purchasable && !product.owned });
  }
  const payable = lines.filter((line) => line.payable);
  const currency = payable[0]?.currency ?? lines[0]?.currency ?? fallbackCurrency;
  if (payable.some((line) => line.currency !== currency))
    throw new DomainError(
      'conflict',
      'CURRENCY_MIXED',
      'The items of your cart are priced in different currencies; check them out separately.',
    );
  return { lines, total: payable.reduce((sum, line) => sum + line.amount, 0), currency, payableCount: payable.length };
}
