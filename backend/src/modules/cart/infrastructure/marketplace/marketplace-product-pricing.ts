import { Injectable } from '@nestjs/common';
import { MarketplaceCatalog } from '../../../marketplace/index.js';
import type { PricedProduct } from '../../domain/cart.js';
import { ProductPricing } from '../../domain/product-pricing.js';

/** The cart's pricing port, answered by the marketplace's public facade (its tables stay its own). */
@Injectable()
export class MarketplaceProductPricing extends ProductPricing {
  constructor(private readonly catalog: MarketplaceCatalog) {
    super();
  }

  async quote(userId: number, productIds: readonly string[]): Promise<PricedProduct[]> {
    const quotes = await this.catalog.quote(userId, productIds);
    return quotes.map((q) => ({
      productId: q.productId,
      slug: q.slug,
      title: q.title,
      amount: q.amount,
      currency: q.currency,
      owned: q.owned,
      purchasable: q.purchasable,
    }));
  }
}
