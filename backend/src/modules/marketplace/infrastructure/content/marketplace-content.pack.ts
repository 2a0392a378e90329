import type { ContentPack } from '../../../../platform/content/content-pack.js';
import { pgTextArray } from '../../../../platform/database/sql-values.js';
import { PRODUCTS } from './products.js';
import { shippedArchive } from './shipped-archives.js';

/** Raise when the shipped products or their files change. */
export const MARKETPLACE_CONTENT_VERSION = 1;

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
    for (const product of PRODUCTS) {
      const archive = shippedArchive(product.slug);
      const values = [
        product.title,
        product.summary,
        product.descriptionMd,
        product.kind,
        product.priceAmount,
        product.currency,
        JSON.stringify(product.images),
        pgTextArray(product.tags),
        product.license,
        archive.key,
        archive.fileName,
        archive.size,
        archive.sha256,
      ];
      if (previousVersion !== null && product.since <= previousVersion) {
        await em.execute(
          `update marketplace_products set title = ?, summary = ?, description_md = ?, kind = ?, price_amount = ?, currency = ?, images = ?::jsonb,
             tags = ?::text[], license = ?, file_key = ?, file_name = ?, file_size = ?, file_sha256 = ?, updated_at = now()
           where slug = ? and not edited_by_staff`,
          [...values, product.slug],
        );
        continue;
      }
      await em.execute(
        `insert into marketplace_products (slug, title, summary, description_md, kind, price_amount, currency, images, tags, license,
           file_key, file_name, file_size, file_sha256, published, published_at)
         values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::text[], ?, ?, ?, ?, ?, true, ?) on conflict (slug) do nothing`,
        [product.slug, ...values, product.publishedAt],
      );
    }
  },
};
