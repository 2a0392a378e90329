import { Injectable } from '@nestjs/common';
import { OwnershipRepository, ProductRepository } from '../domain/marketplace.repository.js';

/** A product as the cart prices it: the current price from the database and whether the user owns it. */
export interface ProductQuote {
  productId: string;
  slug: string;
  title: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  owned: boolean;
  /** Published: only published products can be bought. */
  purchasable: boolean;
}

/** What the cart and payments may ask the marketplace synchronously (provided and exported by MarketplaceModule). */
export abstract class MarketplaceCatalog {
  /** Current prices from the database for these ids (unknown ids are left out), owned flags for userId. */
  abstract quote(userId: number, productIds: readonly string[]): Promise<ProductQuote[]>;
  abstract owns(userId: number, productId: string): Promise<boolean>;
}

@Injectable()
export class MarketplaceCatalogFacade extends MarketplaceCatalog {
  constructor(
    private readonly products: ProductRepository,
    private readonly ownerships: OwnershipRepository,
  ) {
    super();
  }

  async quote(userId: number, productIds: readonly string[]): Promise<ProductQuote[]> {
    const [products, owned] = await Promise.all([
      this.products.byIds(productIds),
      this.ownerships.owned(userId, productIds),
    ]);
    const byId = new Map(products.map((p) => [p.id, p]));
    const order = [...new Set(productIds.map((id) => id.toLowerCase()))];
    return order.flatMap((id) => {
      const p = byId.get(id);
      if (!p) return [];
      return [
        {
          productId: p.id,
          slug: p.slug,
          title: p.title,
          amount: p.priceAmount,
          currency: p.currency,
          owned: owned.has(p.id),
          purchasable: p.published && p.file !== null,
        },
      ];
    });
  }

  owns(userId: number, productId: string): Promise<boolean> {
    return this.ownerships.owns(userId, productId.toLowerCase());
  }
}
