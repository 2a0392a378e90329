import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { AppConfig } from '../../../platform/config/app-config.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { checkDownloadLink, DOWNLOAD_LINK_TTL_SECONDS, signDownloadLink } from '../domain/download-link.js';
import { OwnershipRepository, ProductRepository } from '../domain/marketplace.repository.js';
import type { Product } from '../domain/product.js';
import { ProductFiles } from '../domain/product-files.js';
import { productNotFound, productNotOwned } from '../domain/product-errors.js';

export interface Purchase {
  product: Product;
  orderId: string;
  grantedAt: Date;
  /** Set when the order was refunded: the product is no longer owned (no download). */
  refund: { at: Date; amount: number; currency: string } | null;
}

const linkInvalid = () =>
  new DomainError(
    'forbidden',
    'DOWNLOAD_LINK_INVALID',
    'This download link is not valid. Ask for a new one from My purchases.',
  );

/** "My purchases": the products a learner owns, and short-lived signed links to download them. */
@Injectable()
export class Purchases {
  constructor(
    private readonly products: ProductRepository,
    private readonly ownerships: OwnershipRepository,
    private readonly files: ProductFiles,
    private readonly config: AppConfig,
  ) {}

  /** What the learner owns, then what was refunded (still listed, with the refund's date and amount); each latest first. */
  async mine(userId: number): Promise<Purchase[]> {
    const [owned, refunded] = await Promise.all([this.ownerships.ofUser(userId), this.ownerships.refundedOf(userId)]);
    const products = new Map(
      (await this.products.byIds([...new Set([...owned, ...refunded].map((o) => o.productId))])).map((p) => [p.id, p]),
    );
    const purchases: Purchase[] = [];
    for (const o of owned) {
      const product = products.get(o.productId);
      if (product) purchases.push({ product, orderId: o.orderId, grantedAt: o.grantedAt, refund: null });
    }
    for (const r of refunded) {
      const product = products.get(r.productId);
      if (product)
        purchases.push({
          product,
          orderId: r.orderId,
          grantedAt: r.purchasedAt,
          refund: { at: r.refundedAt, amount: r.amount, currency: r.currency },
        });
    }
    return purchases;
  }

  /** A link bound to this user and product, valid for five minutes; only for owners. */
  async link(userId: number, productId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const product = await this.products.byId(productId);
    if (!product) throw productNotFound();
    if (!(await this.ownerships.owns(userId, product.id))) throw productNotOwned();
    if (!product.file)
      throw new DomainError('conflict', 'PRODUCT_FILE_MISSING', 'This product has no file to download yet.');
    const expiresAt = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
    return {
      token: signDownloadLink(this.config.marketplace.downloadSecret, { userId, productId: product.id, expiresAt }),
      expiresAt: new Date(expiresAt * 1000),
    };
  }

  /**
   * The file behind a link: the signature must hold, the link must not have expired, it must be
   * the caller's, and the caller must still own the product (a refund ends access at once).
   */
  async download(
    userId: number,
    token: string,
    now = new Date(),
  ): Promise<{ stream: Readable; size: number; fileName: string }> {
    const check = checkDownloadLink(this.config.marketplace.downloadSecret, token, Math.floor(now.getTime() / 1000));
    if (!check.ok) {
      if (check.reason === 'expired')
        throw new DomainError(
          'forbidden',
          'DOWNLOAD_LINK_EXPIRED',
          'This download link has expired. Ask for a new one from My purchases.',
        );
      throw linkInvalid();
    }
    if (check.grant.userId !== userId)
      throw new DomainError('forbidden', 'DOWNLOAD_LINK_NOT_YOURS', 'This download link was made for another account.');
    if (!(await this.ownerships.owns(userId, check.grant.productId))) throw productNotOwned();
    const product = await this.products.byId(check.grant.productId);
    if (!product?.file) throw productNotFound();
    const file = await this.files.open(product.file.key);
    if (!file)
      throw new DomainError(
        'unavailable',
        'PRODUCT_FILE_UNAVAILABLE',
        'The file cannot be read right now. Try again in a minute.',
      );
    return { ...file, fileName: product.file.name };
  }
}
