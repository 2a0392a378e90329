import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { RowChangeFeed } from '../../../platform/cache/row-change-feed.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { ProductRepository, type ProductPage } from '../domain/marketplace.repository.js';
import {
  checkPrice,
  checkPublishable,
  checkSlug,
  FILE_MAX_BYTES,
  looksLikeZip,
  normalizedTags,
  slugify,
  type Product,
  type ProductContent,
} from '../domain/product.js';
import { ProductFiles } from '../domain/product-files.js';
import { PRODUCTS_TABLE } from './product-catalog.js';

const notFound = () => new DomainError('not_found', 'PRODUCT_NOT_FOUND', 'There is no product with this id.');
const slugTaken = () =>
  new DomainError('conflict', 'PRODUCT_SLUG_TAKEN', 'Another product has this address.', { field: 'slug' });

export type ProductDraft = Omit<ProductContent, 'slug'> & { slug?: string };

/** Admins manage products: create (unpublished), edit, publish or unpublish, upload the file. */
@Injectable()
export class ProductAdmin {
  constructor(
    private readonly products: ProductRepository,
    private readonly files: ProductFiles,
    private readonly feed: RowChangeFeed,
  ) {}

  /** This instance changed products: its cached public reads are dropped now (the trigger tells the others). */
  private changed(): void {
    this.feed.announce(PRODUCTS_TABLE, null);
  }

  list(query: { q?: string; page: number; pageSize: number }): Promise<ProductPage> {
    return this.products.all(query);
  }

  async get(id: string): Promise<Product> {
    const product = await this.products.byId(id);
    if (!product) throw notFound();
    return product;
  }

  private content(draft: ProductDraft): ProductContent {
    return {
      ...draft,
      slug: checkSlug(draft.slug ?? slugify(draft.title)),
      title: draft.title.trim(),
      summary: draft.summary.trim(),
      priceAmount: checkPrice(draft.priceAmount),
      tags: normalizedTags(draft.tags),
    };
  }

  async create(draft: ProductDraft): Promise<Product> {
    const created = await this.products.create(this.content(draft));
    if (!created) throw slugTaken();
    this.changed();
    return created;
  }

  async update(id: string, changes: Partial<ProductDraft>): Promise<Product> {
    const current = await this.get(id);
    const next = this.content({ ...current, ...changes, slug: changes.slug ?? current.slug });
    if (!(await this.products.update(id, next))) throw slugTaken();
    this.changed();
    return this.get(id);
  }

  async setPublished(id: string, published: boolean): Promise<Product> {
    const product = await this.get(id);
    if (published) checkPublishable(product);
    await this.products.setPublished(id, published);
    this.changed();
    return this.get(id);
  }

  /** Replaces the product's archive (a zip of at most FILE_MAX_BYTES); the old file stays for links in flight. */
  async upload(id: string, file: { originalName: string; bytes: Uint8Array }): Promise<Product> {
    const product = await this.get(id);
    if (file.bytes.length === 0) throw new DomainError('invalid', 'FILE_EMPTY', 'The file is empty.');
    if (file.bytes.length > FILE_MAX_BYTES)
      throw new DomainError(
        'invalid',
        'FILE_TOO_LARGE',
        `A product file is at most ${FILE_MAX_BYTES / 1024 / 1024} MB.`,
      );
    if (!/\.zip$/i.test(file.originalName) || !looksLikeZip(file.bytes)) {
      throw new DomainError('invalid', 'FILE_NOT_ZIP', 'A product file is a .zip archive.');
    }
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const key = `products/${product.id}/${sha256}.zip`;
    await this.files.put(key, file.bytes);
    await this.products.setFile(id, { key, name: `${product.slug}.zip`, size: file.bytes.length, sha256 });
    this.changed();
    return this.get(id);
  }
}
