import { Injectable } from '@nestjs/common';
import { RowChangeFeed } from '../../../platform/cache/row-change-feed.js';
import { UsersFacade } from '../../users/index.js';
import { OwnershipRepository, ReviewRepository, type Review } from '../domain/marketplace.repository.js';
import { checkRating } from '../domain/product.js';
import { productNotOwned } from '../domain/product-errors.js';
import { ProductCatalog, PRODUCTS_TABLE } from './product-catalog.js';

/** Buyers' reviews: only an owner reviews a product, once (a second write edits the first). */
@Injectable()
export class Reviews {
  constructor(
    private readonly catalog: ProductCatalog,
    private readonly ownerships: OwnershipRepository,
    private readonly reviews: ReviewRepository,
    private readonly users: UsersFacade,
    private readonly feed: RowChangeFeed,
  ) {}

  async mine(userId: number, slug: string): Promise<Review | null> {
    const product = await this.catalog.product(slug);
    return this.reviews.mine(product.id, userId);
  }

  async write(userId: number, slug: string, input: { rating: number; body: string }): Promise<Review> {
    const product = await this.catalog.product(slug);
    if (!(await this.ownerships.owns(userId, product.id))) throw productNotOwned();
    const user = await this.users.account(userId);
    const review = await this.reviews.save({
      productId: product.id,
      userId,
      authorName: (user.fullName ?? user.username ?? 'DevPath learner').slice(0, 100),
      rating: checkRating(input.rating),
      body: input.body.trim(),
    });
    this.feed.announce(PRODUCTS_TABLE, [product.id]); // the rating totals moved
    return review;
  }
}
