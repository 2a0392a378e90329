import { Injectable } from '@nestjs/common';
import { RowCache } from '../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../platform/cache/row-change-feed.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import {
  ProductRepository,
  ReviewRepository,
  type ProductPage,
  type ProductQuery,
  type Review,
} from '../domain/marketplace.repository.js';
import type { Product } from '../domain/product.js';
import { productNotFound } from '../domain/product-errors.js';

/** The table whose changes drop the cached reads (its triggers notify every instance; this one announces its own writes). */
export const PRODUCTS_TABLE = 'marketplace_products';
const ANY_PRODUCT = [`${PRODUCTS_TABLE}:*`];

/**
 * What visitors see: published products, their tags and their buyers' reviews. Lists, tags and
 * product pages are cached in process like the roadmaps catalogue and dropped whenever any
 * product row changes, on any instance (a statement-level trigger on marketplace_products). The
 * cart's prices never come from here: MarketplaceCatalog reads the database.
 */
@Injectable()
export class ProductCatalog {
  private readonly lists: RowCache<ProductPage>;
  private readonly tagLists: RowCache<{ tags: { tag: string; count: number }[] }>;
  private readonly details: RowCache<{ product: Product }>;

  constructor(
    private readonly products: ProductRepository,
    private readonly reviewRepository: ReviewRepository,
    feed: RowChangeFeed,
    config: AppConfig,
  ) {
    const options = { tables: [PRODUCTS_TABLE], ttlMs: config.cacheTtlMs };
    this.lists = new RowCache(feed, { ...options, max: 500 });
    this.tagLists = new RowCache(feed, { ...options, max: 1 });
    this.details = new RowCache(feed, { ...options, max: 500 });
  }

  async list(query: ProductQuery): Promise<ProductPage> {
    const key = JSON.stringify([
      query.q ?? '',
      query.tag ?? '',
      query.kind ?? '',
      query.minPrice ?? '',
      query.maxPrice ?? '',
      query.sort,
      query.page,
      query.pageSize,
    ]);
    return (await this.lists.get(key, ANY_PRODUCT, () => this.products.published(query)))!;
  }

  async tags(): Promise<{ tag: string; count: number }[]> {
    return (await this.tagLists.get('tags', ANY_PRODUCT, async () => ({ tags: await this.products.tags() })))!.tags;
  }

  /** A published product (unpublished ones are not found, whoever asks). */
  async product(slug: string): Promise<Product> {
    const value = await this.details.get(slug, ANY_PRODUCT, async () => {
      const product = await this.products.bySlug(slug);
      return product?.published ? { product } : null;
    });
    if (!value) throw productNotFound();
    return value.product;
  }

  async reviews(slug: string, page: number, pageSize: number): Promise<{ items: Review[]; total: number }> {
    const product = await this.product(slug);
    return this.reviewRepository.ofProduct(product.id, page, pageSize);
  }
}
