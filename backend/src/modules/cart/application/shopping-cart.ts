import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { PaymentsFacade, type CheckoutView } from '../../payments/index.js';
import { CART_LIMIT, priceCart, type CartView } from '../domain/cart.js';
import { CartRepository } from '../domain/cart.repository.js';
import { ProductPricing } from '../domain/product-pricing.js';

const productNotFound = () =>
  new DomainError('not_found', 'PRODUCT_NOT_FOUND', 'There is no such product in the marketplace.');

/** The signed-in learner's cart: ids on the server, prices from the marketplace on every read. */
@Injectable()
export class ShoppingCart {
  constructor(
    private readonly carts: CartRepository,
    private readonly pricing: ProductPricing,
    private readonly payments: PaymentsFacade,
  ) {}

  async view(userId: number): Promise<CartView> {
    const entries = await this.carts.entries(userId);
    const products = entries.length
      ? await this.pricing.quote(
          userId,
          entries.map((e) => e.productId),
        )
      : [];
    const view = priceCart(entries, products);
    // Products that no longer exist leave the cart for good.
    const gone = entries.filter((e) => !products.some((p) => p.productId === e.productId)).map((e) => e.productId);
    if (gone.length) await this.carts.remove(userId, gone);
    return view;
  }

  /** A guest's cart (ids kept in the browser) priced now: nothing is stored. */
  async quoteGuest(productIds: readonly string[], now = new Date()): Promise<CartView> {
    const wanted = [...new Set(productIds)];
    const products = wanted.length ? await this.pricing.quote(0, wanted) : [];
    return priceCart(
      wanted.map((productId, i) => ({ productId, addedAt: new Date(now.getTime() + i) })),
      products,
    );
  }

  async add(userId: number, productId: string, now = new Date()): Promise<CartView> {
    const [product] = await this.pricing.quote(userId, [productId]);
    if (!product?.purchasable) throw productNotFound();
    if (product.owned)
      throw new DomainError('conflict', 'PRODUCT_OWNED', 'You already own this product. It is in My purchases.');
    const entries = await this.carts.entries(userId);
    if (!entries.some((e) => e.productId === productId) && entries.length >= CART_LIMIT) {
      throw new DomainError('conflict', 'CART_FULL', `A cart holds at most ${CART_LIMIT} products.`);
    }
    if ((await this.carts.add(userId, [productId], now, CART_LIMIT)).full) {
      throw new DomainError('conflict', 'CART_FULL', `A cart holds at most ${CART_LIMIT} products.`);
    }
    return this.view(userId);
  }

  async remove(userId: number, productId: string): Promise<CartView> {
    await this.carts.remove(userId, [productId]);
    return this.view(userId);
  }

  /**
   * The guest cart joins the account's at sign-in: known, purchasable products the learner does
   * not own are added (what is already there keeps its place), up to the cart's limit.
   */
  async merge(userId: number, productIds: readonly string[], now = new Date()): Promise<CartView> {
    const wanted = [...new Set(productIds)];
    if (wanted.length) {
      const products = await this.pricing.quote(userId, wanted);
      const addable = new Set(products.filter((p) => p.purchasable && !p.owned).map((p) => p.productId));
      const entries = await this.carts.entries(userId);
      const present = new Set(entries.map((e) => e.productId));
      const room = Math.max(0, CART_LIMIT - entries.length);
      const adding = wanted.filter((id) => addable.has(id) && !present.has(id)).slice(0, room);
      // One statement, the guest's order kept.
      if (adding.length) await this.carts.add(userId, adding, now, CART_LIMIT);
    }
    return this.view(userId);
  }

  /**
   * Checks out the payable lines at today's prices. `expectedTotal` is what the learner saw: if
   * a price changed since, nothing is ordered and the new cart is answered (409 PRICE_CHANGED).
   */
  async startCheckout(userId: number, expectedTotal: number, idempotencyKey: string): Promise<CheckoutView> {
    const view = await this.view(userId);
    const payable = view.lines.filter((line) => line.payable);
    if (payable.length === 0) throw new DomainError('invalid', 'CART_EMPTY', 'Your cart has nothing to pay for.');
    if (view.total !== expectedTotal) {
      throw new DomainError(
        'conflict',
        'PRICE_CHANGED',
        'A price in your cart changed. Check the new total and try again.',
        { total: view.total, currency: view.currency },
      );
    }
    return this.payments.checkout(
      userId,
      payable.map((line) => ({
        kind: 'product' as const,
        ref: line.productId,
        title: line.title,
        amount: line.amount,
        currency: line.currency,
      })),
      idempotencyKey,
    );
  }

  /** 'order.paid': what was bought leaves the cart. */
  purchased(userId: number, productIds: readonly string[]): Promise<void> {
    return this.carts.remove(userId, productIds);
  }

  forget(userId: number): Promise<void> {
    return this.carts.clear(userId);
  }
}
