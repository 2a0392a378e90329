import { Injectable } from '@nestjs/common';
import { ProductRepository, ReviewRepository, type ProductPage, type ProductQuery, type Review } from '../domain/marketplace.repository.js';
import type { Product } from '../domain/product.js';
import { productNotFound } from './errors.js';

/** What visitors see: published products, their tags and their buyers' reviews. */
@Injectable()
export class ProductCatalog {
  constructor(
    private readonly products: ProductRepository,
    private readonly reviewRepository: ReviewRepository,
  ) {}

  list(query: ProductQuery): Promise<ProductPage> {
    return this.products.published(query);
  }

  tags(): Promise<{ tag: string; count: number }[]> {
    return this.products.tags();
  }

  /** A published product (unpublished ones are not found, whoever asks). */
  async product(slug: string): Promise<Product> {
    const product = await this.products.bySlug(slug);
    if (!product?.published) throw productNotFound();
    return product;
  }

  async reviews(slug: string, page: number, pageSize: number): Promise<{ items: Review[]; total: number }> {
    const product = await this.product(slug);
    return this.reviewRepository.ofProduct(product.id, page, pageSize);
  }
}
