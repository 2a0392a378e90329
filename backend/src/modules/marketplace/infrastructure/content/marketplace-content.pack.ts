import { sql } from 'kysely';
import type { ContentPack } from '../../../../platform/content/content-pack.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { MarketplaceDb } from '../persistence/marketplace-db.js';
import { PRODUCTS } from './products.js';
import { shippedArchive } from './shipped-archives.js';

/** Raise when the shipped products or their files change. */
export const MARKETPLACE_CONTENT_VERSION = 2;

/**
 * The shipped products: inserted by slug, published, with their archive's key, size and digest
 * (the archive itself is written to the ProductFiles storage at start, see ShippedArchiveStore);
 * updated on later versions only while no staff member edited them (a product staff edited,
 * unpublished included, stays as staff left it); never deleted.
 */
export const marketplaceContentPack: ContentPack = {
  name: 'marketplace.products',
  version: MARKETPLACE_CONTENT_VERSION,
  async load(em, previousVersion) {
    const db = typedSql<MarketplaceDb>(em);
    for (const product of PRODUCTS) {
      const archive = shippedArchive(product.slug);
      const values = {
        title: product.title,
        summary: product.summary,
        description_md: product.descriptionMd,
        kind: product.kind,
        price_amount: product.priceAmount,
        currency: product.currency,
        images: JSON.stringify(product.images),
        tags: product.tags,
        license: product.license,
        file_key: archive.key,
        file_name: archive.fileName,
        file_size: archive.size,
        file_sha256: archive.sha256,
      };
      if (previousVersion !== null && product.since <= previousVersion) {
        await db
          .updateTable('marketplace_products')
          .set({ ...values, updated_at: sql`now()` })
          .where('slug', '=', product.slug)
          .where('edited_by_staff', '=', false)
          .execute();
        continue;
      }
      await db
        .insertInto('marketplace_products')
        .values({ slug: product.slug, ...values, published: true, published_at: product.publishedAt })
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
    }
  },
};
