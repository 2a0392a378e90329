import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { containsPattern, isUuid, pgTextArray } from '../../../../platform/database/sql-values.js';
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

interface ProductRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
  description_md?: string;
  kind: ProductKind;
  price_amount: number;
  currency: Currency;
  images: ProductImage[];
  tags: string[];
  license: string;
  file_key?: string | null;
  file_name?: string | null;
  file_size?: number | null;
  file_sha256?: string | null;
  published: boolean;
  published_at: Date | null;
  rating_sum: number;
  rating_count: number;
  owners_count: number;
  edited_by_staff?: boolean;
  created_at: Date;
  updated_at: Date;
}

const SUMMARY_COLUMNS =
  'id, slug, title, summary, kind, price_amount, currency, images, tags, license, published, published_at, rating_sum, rating_count, owners_count, created_at, updated_at';

/** averageTenths (domain/product.ts) in SQL, -1 without ratings. */
const AVERAGE_TENTHS = `(case when rating_count = 0 then -1 else (rating_sum * 20 + rating_count) / (rating_count * 2) end)`;
const ORDER: Record<ProductSort, string> = {
  popular: 'owners_count desc, rating_count desc, published_at desc, id',
  newest: 'published_at desc, id',
  'price-asc': 'price_amount asc, id',
  'price-desc': 'price_amount desc, id',
  rating: `${AVERAGE_TENTHS} desc, rating_count desc, id`,
};

const toSummary = (r: ProductRow): ProductSummary => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  kind: r.kind,
  priceAmount: r.price_amount,
  currency: r.currency,
  images: r.images,
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

@Injectable()
export class SqlProductRepository extends ProductRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private async page(
    where: string[],
    params: unknown[],
    order: string,
    page: number,
    pageSize: number,
  ): Promise<ProductPage> {
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const rows = await this.em.execute<(ProductRow & { total: number })[]>(
      `select ${SUMMARY_COLUMNS}, count(*) over ()::int as total from marketplace_products ${clause} order by ${order} limit ? offset ?`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    if (rows.length === 0 && page > 1) {
      const [{ n }] = await this.em.execute<{ n: number }[]>(
        `select count(*)::int as n from marketplace_products ${clause}`,
        params,
      );
      return { items: [], total: n };
    }
    return { items: rows.map(toSummary), total: rows[0]?.total ?? 0 };
  }

  published(query: ProductQuery): Promise<ProductPage> {
    const where = ['published'];
    const params: unknown[] = [];
    if (query.q) {
      where.push(`(title ilike ? or summary ilike ? or ? = any(tags))`);
      params.push(containsPattern(query.q), containsPattern(query.q), query.q.toLowerCase());
    }
    if (query.tag) {
      where.push(`tags @> ?::text[]`);
      params.push(pgTextArray([query.tag]));
    }
    if (query.kind) {
      where.push(`kind = ?`);
      params.push(query.kind);
    }
    if (query.minPrice !== undefined) {
      where.push(`price_amount >= ?`);
      params.push(query.minPrice);
    }
    if (query.maxPrice !== undefined) {
      where.push(`price_amount <= ?`);
      params.push(query.maxPrice);
    }
    return this.page(where, params, ORDER[query.sort], query.page, query.pageSize);
  }

  async tags(): Promise<{ tag: string; count: number }[]> {
    return this.em.execute<{ tag: string; count: number }[]>(
      `select tag, count(*)::int as count from marketplace_products, unnest(tags) as tag where published group by tag order by count(*) desc, tag limit 50`,
    );
  }

  async bySlug(slug: string): Promise<Product | null> {
    const [row] = await this.em.execute<ProductRow[]>(`select * from marketplace_products where slug = ?`, [slug]);
    return row ? toProduct(row) : null;
  }

  async byId(id: string): Promise<Product | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.em.execute<ProductRow[]>(`select * from marketplace_products where id = ?`, [id]);
    return row ? toProduct(row) : null;
  }

  async byIds(ids: readonly string[]): Promise<Product[]> {
    const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (valid.length === 0) return [];
    const rows = await this.em.execute<ProductRow[]>(`select * from marketplace_products where id = any(?::uuid[])`, [
      pgTextArray(valid),
    ]);
    return rows.map(toProduct);
  }

  all(query: { q?: string; page: number; pageSize: number }): Promise<ProductPage> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.q) {
      where.push(`(title ilike ? or slug ilike ?)`);
      params.push(containsPattern(query.q), containsPattern(query.q));
    }
    return this.page(where, params, 'updated_at desc, id', query.page, query.pageSize);
  }

  async create(c: ProductContent): Promise<Product | null> {
    const [row] = await this.em.execute<ProductRow[]>(
      `insert into marketplace_products (slug, title, summary, description_md, kind, price_amount, currency, images, tags, license, edited_by_staff)
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::text[], ?, true) on conflict (slug) do nothing returning *`,
      [
        c.slug,
        c.title,
        c.summary,
        c.descriptionMd,
        c.kind,
        c.priceAmount,
        c.currency,
        JSON.stringify(c.images),
        pgTextArray(c.tags),
        c.license,
      ],
    );
    return row ? toProduct(row) : null;
  }

  async update(id: string, c: ProductContent): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update marketplace_products set slug = ?, title = ?, summary = ?, description_md = ?, kind = ?, price_amount = ?, currency = ?, images = ?::jsonb,
         tags = ?::text[], license = ?, edited_by_staff = true, updated_at = now()
       where id = ? and not exists (select 1 from marketplace_products other where other.slug = ? and other.id <> ?) returning id`,
      [
        c.slug,
        c.title,
        c.summary,
        c.descriptionMd,
        c.kind,
        c.priceAmount,
        c.currency,
        JSON.stringify(c.images),
        pgTextArray(c.tags),
        c.license,
        id,
        c.slug,
        id,
      ],
    );
    return rows.length > 0;
  }

  async setPublished(id: string, published: boolean): Promise<void> {
    await this.em.execute(
      `update marketplace_products set published = ?, published_at = case when ? then coalesce(published_at, now()) else published_at end,
         edited_by_staff = true, updated_at = now() where id = ?`,
      [published, published, id],
    );
  }

  async setFile(id: string, file: ProductFileInfo): Promise<void> {
    await this.em.execute(
      `update marketplace_products set file_key = ?, file_name = ?, file_size = ?, file_sha256 = ?, edited_by_staff = true, updated_at = now() where id = ?`,
      [file.key, file.name, file.size, file.sha256, id],
    );
  }
}

@Injectable()
export class SqlOwnershipRepository extends OwnershipRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async grant(userId: number, productIds: readonly string[], orderId: string): Promise<string[]> {
    const ids = [...new Set(productIds.filter(isUuid))];
    if (ids.length === 0) return [];
    // Only products that exist; one row per user and product, whatever redeliveries or racing orders.
    const rows = await this.em.execute<{ product_id: string }[]>(
      `insert into marketplace_ownerships (user_id, product_id, order_id)
       select ?, p.id, ? from marketplace_products p where p.id = any(?::uuid[])
       on conflict (user_id, product_id) do nothing returning product_id`,
      [userId, orderId, pgTextArray(ids)],
    );
    const granted = rows.map((r) => r.product_id);
    if (granted.length) {
      await this.em.execute(
        `update marketplace_products set owners_count = owners_count + 1 where id = any(?::uuid[])`,
        [pgTextArray(granted)],
      );
    }
    return granted;
  }

  async revoke(userId: number, lines: readonly RefundLine[], orderId: string, refundedAt: Date): Promise<string[]> {
    const byId = new Map(
      lines.filter((line) => isUuid(line.productId)).map((line) => [line.productId.toLowerCase(), line]),
    );
    if (byId.size === 0) return [];
    const rows = await this.em.execute<{ product_id: string; granted_at: Date }[]>(
      `delete from marketplace_ownerships where user_id = ? and order_id = ? and product_id = any(?::uuid[]) returning product_id, granted_at`,
      [userId, orderId, pgTextArray([...byId.keys()])],
    );
    const revoked = rows.map((r) => r.product_id);
    if (revoked.length) {
      await this.em.execute(
        `update marketplace_products set owners_count = greatest(owners_count - 1, 0) where id = any(?::uuid[])`,
        [pgTextArray(revoked)],
      );
    }
    for (const row of rows) {
      const line = byId.get(row.product_id)!;
      await this.em.execute(
        `insert into marketplace_refunded_purchases (order_id, product_id, user_id, purchased_at, refunded_at, amount, currency) values (?, ?, ?, ?, ?, ?, ?)
         on conflict (order_id, product_id) do nothing`,
        [orderId, row.product_id, userId, row.granted_at, refundedAt, line.amount, line.currency],
      );
    }
    return revoked;
  }

  async refundedOf(userId: number): Promise<RefundedPurchase[]> {
    const rows = await this.em.execute<
      {
        product_id: string;
        order_id: string;
        purchased_at: Date;
        refunded_at: Date;
        amount: number;
        currency: string;
      }[]
    >(
      `select product_id, order_id, purchased_at, refunded_at, amount, currency from marketplace_refunded_purchases where user_id = ? order by refunded_at desc, product_id`,
      [userId],
    );
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
    const rows = await this.em.execute(`select 1 from marketplace_ownerships where user_id = ? and product_id = ?`, [
      userId,
      productId,
    ]);
    return rows.length > 0;
  }

  async owned(userId: number, productIds: readonly string[]): Promise<Set<string>> {
    const ids = [...new Set(productIds.filter(isUuid))];
    if (ids.length === 0) return new Set();
    const rows = await this.em.execute<{ product_id: string }[]>(
      `select product_id from marketplace_ownerships where user_id = ? and product_id = any(?::uuid[])`,
      [userId, pgTextArray(ids)],
    );
    return new Set(rows.map((r) => r.product_id));
  }

  async ofUser(userId: number): Promise<Ownership[]> {
    const rows = await this.em.execute<{ product_id: string; order_id: string; granted_at: Date }[]>(
      `select product_id, order_id, granted_at from marketplace_ownerships where user_id = ? order by granted_at desc, product_id`,
      [userId],
    );
    return rows.map((r) => ({ productId: r.product_id, orderId: r.order_id, grantedAt: new Date(r.granted_at) }));
  }

  async forgetUser(userId: number): Promise<void> {
    await this.em.execute(`delete from marketplace_refunded_purchases where user_id = ?`, [userId]);
    const rows = await this.em.execute<{ product_id: string }[]>(
      `delete from marketplace_ownerships where user_id = ? returning product_id`,
      [userId],
    );
    if (rows.length) {
      await this.em.execute(
        `update marketplace_products set owners_count = greatest(owners_count - 1, 0) where id = any(?::uuid[])`,
        [pgTextArray(rows.map((r) => r.product_id))],
      );
    }
  }
}

interface ReviewRow {
  product_id: string;
  user_id: number;
  author_name: string;
  rating: number;
  body: string;
  created_at: Date;
  updated_at: Date;
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

/** The one rule of a product's rating totals (tested in test/marketplace.e2e-spec.ts: a first review, an edit, a refund): recomputed from the reviews (set-based), after the product rows were locked by the same transaction. */
const RECOMPUTE = `update marketplace_products p set rating_sum = coalesce(s.total, 0), rating_count = coalesce(s.n, 0)
  from (select ids.id, sum(r.rating)::int as total, count(r.rating)::int as n
        from unnest(?::uuid[]) as ids(id) left join marketplace_reviews r on r.product_id = ids.id group by ids.id) s
  where p.id = s.id`;

@Injectable()
export class SqlReviewRepository extends ReviewRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async ofProduct(productId: string, page: number, pageSize: number): Promise<{ items: Review[]; total: number }> {
    const rows = await this.em.execute<(ReviewRow & { total: number })[]>(
      `select *, count(*) over ()::int as total from marketplace_reviews where product_id = ? order by updated_at desc, user_id limit ? offset ?`,
      [productId, pageSize, (page - 1) * pageSize],
    );
    if (rows.length === 0 && page > 1) {
      const [{ n }] = await this.em.execute<{ n: number }[]>(
        `select count(*)::int as n from marketplace_reviews where product_id = ?`,
        [productId],
      );
      return { items: [], total: n };
    }
    return { items: rows.map(toReview), total: rows[0]?.total ?? 0 };
  }

  async mine(productId: string, userId: number): Promise<Review | null> {
    const [row] = await this.em.execute<ReviewRow[]>(
      `select * from marketplace_reviews where product_id = ? and user_id = ?`,
      [productId, userId],
    );
    return row ? toReview(row) : null;
  }

  /** Locks the products' rows first, so racing writes of one product's reviews recompute one after the other. */
  private async withTotals<T>(productIds: readonly string[], write: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.em.transactional(async (em) => {
      const ids = pgTextArray([...new Set(productIds)].sort());
      await em.execute(`select id from marketplace_products where id = any(?::uuid[]) order by id for no key update`, [
        ids,
      ]);
      const result = await write(em);
      await em.execute(RECOMPUTE, [ids]);
      return result;
    });
  }

  save(review: Omit<Review, 'createdAt' | 'updatedAt'>): Promise<Review> {
    return this.withTotals([review.productId], async (em) => {
      const [row] = await em.execute<ReviewRow[]>(
        `insert into marketplace_reviews (product_id, user_id, author_name, rating, body) values (?, ?, ?, ?, ?)
         on conflict (product_id, user_id) do update set rating = excluded.rating, body = excluded.body, author_name = excluded.author_name, updated_at = now()
         returning *`,
        [review.productId, review.userId, review.authorName, review.rating, review.body],
      );
      return toReview(row);
    });
  }

  async removeOf(userId: number, productIds: readonly string[]): Promise<void> {
    const ids = productIds.filter(isUuid);
    if (ids.length === 0) return;
    await this.withTotals(ids, (em) =>
      em.execute(`delete from marketplace_reviews where user_id = ? and product_id = any(?::uuid[])`, [
        userId,
        pgTextArray(ids),
      ]),
    );
  }

  async forgetUser(userId: number): Promise<void> {
    const rows = await this.em.execute<{ product_id: string }[]>(
      `select product_id from marketplace_reviews where user_id = ?`,
      [userId],
    );
    if (rows.length === 0) return;
    await this.removeOf(
      userId,
      rows.map((r) => r.product_id),
    );
  }
}
