import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type OrderByDirection,
  type Selectable,
  type SqlBool,
  sql,
} from 'kysely';
import { containsPattern, isUuid } from '../../../../platform/database/sql-values.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import {
  OwnershipRepository,
  ProductRepository,
  ReviewRepository,
  type Ownership,
  type RefundedPurchase,
  type RefundLine,
  type ProductPage,
  type ProductQuery,
  type ProductSort,
  type ProductSummary,
  type Review,
} from '../../domain/marketplace.repository.js';
import type {
  Currency,
  Product,
  ProductContent,
  ProductFileInfo,
  ProductImage,
  ProductKind,
} from '../../domain/product.js';
import type { MarketplaceDb } from './marketplace-db.js';

type ProductRow = Selectable<MarketplaceDb['marketplace_products']>;
type SummaryRow = Pick<ProductRow, (typeof SUMMARY_COLUMNS)[number]>;
type ReviewRow = Selectable<MarketplaceDb['marketplace_reviews']>;
type ProductsEb = ExpressionBuilder<MarketplaceDb, 'marketplace_products'>;

const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title',
  'summary',
  'kind',
  'price_amount',
  'currency',
  'images',
  'tags',
  'license',
  'published',
  'published_at',
  'rating_sum',
  'rating_count',
  'owners_count',
  'created_at',
  'updated_at',
] as const;

/** averageTenths (domain/product.ts) in SQL, -1 without ratings. */
const averageTenths = (eb: ProductsEb) =>
  eb
    .case()
    .when('rating_count', '=', 0)
    .then(eb.lit(-1))
    .else(
      eb(eb(eb('rating_sum', '*', eb.lit(20)), '+', eb.ref('rating_count')), '/', eb('rating_count', '*', eb.lit(2))),
    )
    .end();

type OrderTerm = [SummaryColumn | typeof averageTenths, OrderByDirection];
type SummaryColumn = (typeof SUMMARY_COLUMNS)[number];
const ORDER: Record<ProductSort, OrderTerm[]> = {
  popular: [
    ['owners_count', 'desc'],
    ['rating_count', 'desc'],
    ['published_at', 'desc'],
    ['id', 'asc'],
  ],
  newest: [
    ['published_at', 'desc'],
    ['id', 'asc'],
  ],
  'price-asc': [
    ['price_amount', 'asc'],
    ['id', 'asc'],
  ],
  'price-desc': [
    ['price_amount', 'desc'],
    ['id', 'asc'],
  ],
  rating: [
    [averageTenths, 'desc'],
    ['rating_count', 'desc'],
    ['id', 'asc'],
  ],
};
const BY_UPDATE: OrderTerm[] = [
  ['updated_at', 'desc'],
  ['id', 'asc'],
];

const toSummary = (r: SummaryRow): ProductSummary => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  kind: r.kind as ProductKind,
  priceAmount: r.price_amount,
  currency: r.currency as Currency,
  images: r.images as unknown as ProductImage[],
  tags: r.tags,
  license: r.license,
  published: r.published,
  publishedAt: r.published_at ? new Date(r.published_at) : null,
  ratingSum: r.rating_sum,
  ratingCount: r.rating_count,
  ownersCount: r.owners_count,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

const toProduct = (r: ProductRow): Product => ({
  ...toSummary(r),
  descriptionMd: r.description_md ?? '',
  file: r.file_key
    ? { key: r.file_key, name: r.file_name ?? 'download.zip', size: r.file_size ?? 0, sha256: r.file_sha256 ?? '' }
    : null,
  editedByStaff: Boolean(r.edited_by_staff),
});

/** Products' ids as PostgreSQL compares them (uuid text in lower case, once each). */
const uuids = (ids: readonly string[]): string[] => [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];

@Injectable()
export class SqlProductRepository extends ProductRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<MarketplaceDb>(this.em);
  }

  private async page(
    filter: (eb: ProductsEb) => Expression<SqlBool>,
    order: readonly OrderTerm[],
    page: number,
    pageSize: number,
  ): Promise<ProductPage> {
    const listed = this.db.selectFrom('marketplace_products').where(filter);
    let ordered = listed.select(SUMMARY_COLUMNS).select(sql<number>`(count(*) over ())::int`.as('total'));
    for (const [term, direction] of order) ordered = ordered.orderBy(term, direction);
    const rows = await ordered
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    if (rows.length === 0 && page > 1) {
      const { n } = await listed.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      return { items: [], total: n };
    }
    return { items: rows.map(toSummary), total: rows[0]?.total ?? 0 };
  }

  published(query: ProductQuery): Promise<ProductPage> {
    return this.page(
      (eb) => {
        const filters = [eb('published', '=', true)];
        if (query.q) {
          const pattern = containsPattern(query.q);
          filters.push(
            eb.or([
              eb('title', 'ilike', pattern),
              eb('summary', 'ilike', pattern),
              eb(eb.val(query.q.toLowerCase()), '=', eb.fn.any('tags')),
            ]),
          );
        }
        if (query.tag) filters.push(eb('tags', '@>', eb.val([query.tag])));
        if (query.kind) filters.push(eb('kind', '=', query.kind));
        if (query.minPrice !== undefined) filters.push(eb('price_amount', '>=', query.minPrice));
        if (query.maxPrice !== undefined) filters.push(eb('price_amount', '<=', query.maxPrice));
        return eb.and(filters);
      },
      ORDER[query.sort],
      query.page,
      query.pageSize,
    );
  }

  async tags(): Promise<{ tag: string; count: number }[]> {
    return this.db
      .selectFrom((eb) =>
        eb
          .selectFrom('marketplace_products')
          .where('published', '=', true)
          .select(sql<string>`unnest(tags)`.as('tag'))
          .as('used'),
      )
      .select(['tag', sql<number>`count(*)::int`.as('count')])
      .groupBy('tag')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('tag')
      .limit(50)
      .execute();
  }

  async bySlug(slug: string): Promise<Product | null> {
    const row = await this.db
      .selectFrom('marketplace_products')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row ? toProduct(row) : null;
  }

  async byId(id: string): Promise<Product | null> {
    if (!isUuid(id)) return null;
    const row = await this.db.selectFrom('marketplace_products').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toProduct(row) : null;
  }

  async byIds(ids: readonly string[]): Promise<Product[]> {
    const valid = uuids(ids);
    if (valid.length === 0) return [];
    const rows = await this.db.selectFrom('marketplace_products').selectAll().where('id', 'in', valid).execute();
    return rows.map(toProduct);
  }

  all(query: { q?: string; page: number; pageSize: number }): Promise<ProductPage> {
    return this.page(
      (eb) => {
        if (!query.q) return eb.and([]);
        const pattern = containsPattern(query.q);
        return eb.or([eb('title', 'ilike', pattern), eb('slug', 'ilike', pattern)]);
      },
      BY_UPDATE,
      query.page,
      query.pageSize,
    );
  }

  async create(c: ProductContent): Promise<Product | null> {
    const row = await this.db
      .insertInto('marketplace_products')
      .values({
        slug: c.slug,
        title: c.title,
        summary: c.summary,
        description_md: c.descriptionMd,
        kind: c.kind,
        price_amount: c.priceAmount,
        currency: c.currency,
        images: JSON.stringify(c.images),
        tags: c.tags,
        license: c.license,
        edited_by_staff: true,
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? toProduct(row) : null;
  }

  async update(id: string, c: ProductContent): Promise<boolean> {
    const rows = await this.db
      .updateTable('marketplace_products')
      .set({
        slug: c.slug,
        title: c.title,
        summary: c.summary,
        description_md: c.descriptionMd,
        kind: c.kind,
        price_amount: c.priceAmount,
        currency: c.currency,
        images: JSON.stringify(c.images),
        tags: c.tags,
        license: c.license,
        edited_by_staff: true,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('marketplace_products as other')
              .select(sql`1`.as('one'))
              .where('other.slug', '=', c.slug)
              .where('other.id', '<>', id),
          ),
        ),
      )
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  async setPublished(id: string, published: boolean): Promise<void> {
    await this.db
      .updateTable('marketplace_products')
      .set((eb) => ({
        published,
        published_at: published ? eb.fn.coalesce('published_at', sql<string>`now()`) : eb.ref('published_at'),
        edited_by_staff: true,
        updated_at: sql`now()`,
      }))
      .where('id', '=', id)
      .execute();
  }

  async setFile(id: string, file: ProductFileInfo): Promise<void> {
    await this.db
      .updateTable('marketplace_products')
      .set({
        file_key: file.key,
        file_name: file.name,
        file_size: file.size,
        file_sha256: file.sha256,
        edited_by_staff: true,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
  }
}

@Injectable()
export class SqlOwnershipRepository extends OwnershipRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<MarketplaceDb>(this.em);
  }

  async grant(userId: number, productIds: readonly string[], orderId: string): Promise<string[]> {
    const ids = [...new Set(productIds.filter(isUuid))];
    if (ids.length === 0) return [];
    // Only products that exist; one row per user and product, whatever redeliveries or racing orders.
    const rows = await this.db
      .insertInto('marketplace_ownerships')
      .columns(['user_id', 'product_id', 'order_id'])
      .expression((eb) =>
        eb
          .selectFrom('marketplace_products as p')
          .select([eb.cast<number>(eb.val(userId), 'integer').as('user_id'), 'p.id', eb.val(orderId).as('order_id')])
          .where('p.id', 'in', ids),
      )
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
      .returning('product_id')
      .execute();
    const granted = rows.map((r) => r.product_id);
    if (granted.length) {
      await this.db
        .updateTable('marketplace_products')
        .set((eb) => ({ owners_count: eb('owners_count', '+', eb.lit(1)) }))
        .where('id', 'in', granted)
        .execute();
    }
    return granted;
  }

  async revoke(userId: number, lines: readonly RefundLine[], orderId: string, refundedAt: Date): Promise<string[]> {
    const byId = new Map(
      lines.filter((line) => isUuid(line.productId)).map((line) => [line.productId.toLowerCase(), line]),
    );
    if (byId.size === 0) return [];
    const rows = await this.db
      .deleteFrom('marketplace_ownerships')
      .where('user_id', '=', userId)
      .where('order_id', '=', orderId)
      .where('product_id', 'in', [...byId.keys()])
      .returning(['product_id', 'granted_at'])
      .execute();
    const revoked = rows.map((r) => r.product_id);
    if (revoked.length === 0) return revoked;
    await this.lowerOwnersCount(revoked);
    // One statement for all the order's refunded products.
    await this.db
      .insertInto('marketplace_refunded_purchases')
      .values(
        rows.map((row) => {
          const line = byId.get(row.product_id)!;
          return {
            order_id: orderId,
            product_id: row.product_id,
            user_id: userId,
            purchased_at: row.granted_at,
            refunded_at: refundedAt,
            amount: line.amount,
            currency: line.currency,
          };
        }),
      )
      .onConflict((oc) => oc.columns(['order_id', 'product_id']).doNothing())
      .execute();
    return revoked;
  }

  private async lowerOwnersCount(productIds: readonly string[]): Promise<void> {
    await this.db
      .updateTable('marketplace_products')
      .set((eb) => ({ owners_count: sql<number>`greatest(${eb('owners_count', '-', eb.lit(1))}, 0)` }))
      .where('id', 'in', productIds)
      .execute();
  }

  async refundedOf(userId: number): Promise<RefundedPurchase[]> {
    const rows = await this.db
      .selectFrom('marketplace_refunded_purchases')
      .select(['product_id', 'order_id', 'purchased_at', 'refunded_at', 'amount', 'currency'])
      .where('user_id', '=', userId)
      .orderBy('refunded_at', 'desc')
      .orderBy('product_id')
      .execute();
    return rows.map((r) => ({
      productId: r.product_id,
      orderId: r.order_id,
      purchasedAt: new Date(r.purchased_at),
      refundedAt: new Date(r.refunded_at),
      amount: Number(r.amount),
      currency: r.currency,
    }));
  }

  async owns(userId: number, productId: string): Promise<boolean> {
    if (!isUuid(productId)) return false;
    const row = await this.db
      .selectFrom('marketplace_ownerships')
      .select(sql`1`.as('one'))
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async owned(userId: number, productIds: readonly string[]): Promise<Set<string>> {
    const ids = [...new Set(productIds.filter(isUuid))];
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('marketplace_ownerships')
      .select('product_id')
      .where('user_id', '=', userId)
      .where('product_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.product_id));
  }

  async ofUser(userId: number): Promise<Ownership[]> {
    const rows = await this.db
      .selectFrom('marketplace_ownerships')
      .select(['product_id', 'order_id', 'granted_at'])
      .where('user_id', '=', userId)
      .orderBy('granted_at', 'desc')
      .orderBy('product_id')
      .execute();
    return rows.map((r) => ({ productId: r.product_id, orderId: r.order_id, grantedAt: new Date(r.granted_at) }));
  }

  async forgetUser(userId: number): Promise<void> {
    await this.db.deleteFrom('marketplace_refunded_purchases').where('user_id', '=', userId).execute();
    const rows = await this.db
      .deleteFrom('marketplace_ownerships')
      .where('user_id', '=', userId)
      .returning('product_id')
      .execute();
    if (rows.length) await this.lowerOwnersCount(rows.map((r) => r.product_id));
  }
}

const toReview = (r: ReviewRow): Review => ({
  productId: r.product_id,
  userId: r.user_id,
  authorName: r.author_name,
  rating: r.rating,
  body: r.body,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/**
 * The one rule of a product's rating totals (tested in test/marketplace.e2e-spec.ts: a first review,
 * an edit, a refund): recomputed from the reviews in one set-based statement, after the product rows
 * were locked by the same transaction.
 */
export async function recomputeRatings(db: Kysely<MarketplaceDb>, productIds: readonly string[]): Promise<void> {
  const reviewsOf = (eb: ProductsEb) =>
    eb.selectFrom('marketplace_reviews as r').whereRef('r.product_id', '=', 'marketplace_products.id');
  await db
    .updateTable('marketplace_products')
    .set((eb) => ({
      rating_sum: reviewsOf(eb).select(sql<number>`coalesce(sum(r.rating), 0)::int`.as('total')),
      rating_count: reviewsOf(eb).select(sql<number>`count(r.rating)::int`.as('n')),
    }))
    .where('id', 'in', productIds)
    .execute();
}

@Injectable()
export class SqlReviewRepository extends ReviewRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<MarketplaceDb>(this.em);
  }

  async ofProduct(productId: string, page: number, pageSize: number): Promise<{ items: Review[]; total: number }> {
    const listed = this.db.selectFrom('marketplace_reviews').where('product_id', '=', productId);
    const rows = await listed
      .selectAll()
      .select(sql<number>`(count(*) over ())::int`.as('total'))
      .orderBy('updated_at', 'desc')
      .orderBy('user_id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    if (rows.length === 0 && page > 1) {
      const { n } = await listed.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      return { items: [], total: n };
    }
    return { items: rows.map(toReview), total: rows[0]?.total ?? 0 };
  }

  async mine(productId: string, userId: number): Promise<Review | null> {
    const row = await this.db
      .selectFrom('marketplace_reviews')
      .selectAll()
      .where('product_id', '=', productId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? toReview(row) : null;
  }

  /** Locks the products' rows first, so racing writes of one product's reviews recompute one after the other. */
  private async withTotals<T>(
    productIds: readonly string[],
    write: (db: Kysely<MarketplaceDb>) => Promise<T>,
  ): Promise<T> {
    return this.em.transactional(async (em) => {
      const db = typedSql<MarketplaceDb>(em);
      const ids = [...new Set(productIds)].sort();
      await db
        .selectFrom('marketplace_products')
        .select('id')
        .where('id', 'in', ids)
        .orderBy('id')
        .forNoKeyUpdate()
        .execute();
      const result = await write(db);
      await recomputeRatings(db, ids);
      return result;
    });
  }

  save(review: Omit<Review, 'createdAt' | 'updatedAt'>): Promise<Review> {
    return this.withTotals([review.productId], async (db) => {
      const row = await db
        .insertInto('marketplace_reviews')
        .values({
          product_id: review.productId,
          user_id: review.userId,
          author_name: review.authorName,
          rating: review.rating,
          body: review.body,
        })
        .onConflict((oc) =>
          oc.columns(['product_id', 'user_id']).doUpdateSet((eb) => ({
            rating: eb.ref('excluded.rating'),
            body: eb.ref('excluded.body'),
            author_name: eb.ref('excluded.author_name'),
            updated_at: sql`now()`,
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return toReview(row);
    });
  }

  async removeOf(userId: number, productIds: readonly string[]): Promise<void> {
    const ids = productIds.filter(isUuid);
    if (ids.length === 0) return;
    await this.withTotals(ids, (db) =>
      db.deleteFrom('marketplace_reviews').where('user_id', '=', userId).where('product_id', 'in', ids).execute(),
    );
  }

  async forgetUser(userId: number): Promise<void> {
    const rows = await this.db
      .selectFrom('marketplace_reviews')
      .select('product_id')
      .where('user_id', '=', userId)
      .execute();
    if (rows.length === 0) return;
    await this.removeOf(
      userId,
      rows.map((r) => r.product_id),
    );
  }
}
