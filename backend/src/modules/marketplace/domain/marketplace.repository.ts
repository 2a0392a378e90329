import type { Product, ProductContent, ProductFileInfo, ProductKind } from './product.js';

export const PRODUCT_SORTS = ['popular', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductQuery {
  q?: string;
  tag?: string;
  kind?: ProductKind;
  minPrice?: number;
  maxPrice?: number;
  sort: ProductSort;
  page: number;
  pageSize: number;
}

/** A product as lists show it (no description, no file key). */
export type ProductSummary = Omit<Product, 'descriptionMd' | 'file' | 'editedByStaff' | 'createdAt'> & {
  createdAt: Date;
};

export interface ProductPage {
  items: ProductSummary[];
  total: number;
}

/** The products (port; the SQL adapter lives in infrastructure/persistence). */
export abstract class ProductRepository {
  /** Published products matching the query. */
  abstract published(query: ProductQuery): Promise<ProductPage>;
  /** Tags of the published products with how many use each, most used first. */
  abstract tags(): Promise<{ tag: string; count: number }[]>;
  abstract bySlug(slug: string): Promise<Product | null>;
  abstract byId(id: string): Promise<Product | null>;
  abstract byIds(ids: readonly string[]): Promise<Product[]>;
  /** Staff: every product, unpublished ones included, last changed first. */
  abstract all(query: { q?: string; page: number; pageSize: number }): Promise<ProductPage>;
  /** Inserts a product written by staff (marked edited); null when the slug is taken. */
  abstract create(content: ProductContent): Promise<Product | null>;
  /** Replaces a product's content as staff wrote it (marked edited); false when the slug is taken by another. */
  abstract update(id: string, content: ProductContent): Promise<boolean>;
  abstract setPublished(id: string, published: boolean): Promise<void>;
  abstract setFile(id: string, file: ProductFileInfo): Promise<void>;
}

export interface Ownership {
  productId: string;
  orderId: string;
  grantedAt: Date;
}

/** A product whose order was refunded: no longer owned, still listed in "My purchases". */
export interface RefundedPurchase {
  productId: string;
  orderId: string;
  purchasedAt: Date;
  refundedAt: Date;
  /** What the order line charged, in minor units of `currency`. */
  amount: number;
  currency: string;
}

/** An order line being refunded: the product and what it charged. */
export interface RefundLine {
  productId: string;
  amount: number;
  currency: string;
}

/** Who owns which product (granted by paid orders, revoked by refunds, which are remembered). */
export abstract class OwnershipRepository {
  /** Grants each product once; returns the ids newly granted (a product already owned is left as it is). */
  abstract grant(userId: number, productIds: readonly string[], orderId: string): Promise<string[]>;
  /** Revokes the products granted by this order and records them as refunded; returns the ids revoked. */
  abstract revoke(userId: number, lines: readonly RefundLine[], orderId: string, refundedAt: Date): Promise<string[]>;
  /** This user's refunded purchases, latest refund first. */
  abstract refundedOf(userId: number): Promise<RefundedPurchase[]>;
  abstract owns(userId: number, productId: string): Promise<boolean>;
  /** The ids among `productIds` this user owns. */
  abstract owned(userId: number, productIds: readonly string[]): Promise<Set<string>>;
  /** This user's products, latest purchase first. */
  abstract ofUser(userId: number): Promise<Ownership[]>;
  abstract forgetUser(userId: number): Promise<void>;
}

export interface Review {
  productId: string;
  userId: number;
  authorName: string;
  rating: number;
  body: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Buyers' reviews; each write keeps the product's rating totals in the same transaction. */
export abstract class ReviewRepository {
  abstract ofProduct(productId: string, page: number, pageSize: number): Promise<{ items: Review[]; total: number }>;
  abstract mine(productId: string, userId: number): Promise<Review | null>;
  /** Creates or replaces the user's review and recomputes the product's totals (one transaction, the product row locked). */
  abstract save(review: Omit<Review, 'createdAt' | 'updatedAt'>): Promise<Review>;
  /** Removes the user's reviews of these products (refunds), keeping totals right. */
  abstract removeOf(userId: number, productIds: readonly string[]): Promise<void>;
  /** Removes all of a user's reviews (account deleted), keeping totals right. */
  abstract forgetUser(userId: number): Promise<void>;
}
