import { DomainError } from '../../../platform/errors/domain-error.js';

/**
 * A code product of the marketplace (issue 16): a template, starter kit, UI kit or course
 * project, sold for a price in integer minor units (cents) and downloaded as one archive.
 */
export const PRODUCT_KINDS = ['template', 'starter-kit', 'ui-kit', 'course-project'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const CURRENCIES = ['USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Stable, URL-safe: lower-case words joined by "-". */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;
/** A tag: lower-case words joined by "-" (`react`, `css-grid`). */
export const TAG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const TAG_MAX = 30;
export const TAGS_MAX = 8;
/** The dearest price a product may have: 10,000.00 in minor units. */
export const PRICE_MAX = 1_000_000;
/** The cheapest paid price (0.50): card processors refuse smaller charges. */
export const PRICE_MIN = 50;
export const FILE_MAX_BYTES = 20 * 1024 * 1024;

export interface ProductImage {
  /** A file the SPA serves (`/marketplace-covers/...`) or an https address. */
  url: string;
  alt: string;
}

export interface ProductContent {
  slug: string;
  title: string;
  summary: string;
  /** Markdown (the SPA renders it without raw HTML). */
  descriptionMd: string;
  kind: ProductKind;
  priceAmount: number;
  currency: Currency;
  images: ProductImage[];
  tags: string[];
  license: string;
}

export interface ProductFileInfo {
  /** The storage key (see ProductFiles). */
  key: string;
  /** The name a download is saved under. */
  name: string;
  size: number;
  sha256: string;
}

export interface Product extends ProductContent {
  id: string;
  published: boolean;
  file: ProductFileInfo | null;
  ratingSum: number;
  ratingCount: number;
  ownersCount: number;
  editedByStaff: boolean;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
}

const invalid = (code: string, message: string) => new DomainError('invalid', code, message);

/** A price is a whole number of minor units between PRICE_MIN and PRICE_MAX (never a float, never negative). */
export function checkPrice(amount: number): number {
  if (!Number.isSafeInteger(amount)) throw invalid('PRICE_INVALID', 'A price is a whole number of cents.');
  if (amount < PRICE_MIN || amount > PRICE_MAX)
    throw invalid('PRICE_OUT_OF_RANGE', `A price is between ${PRICE_MIN} and ${PRICE_MAX} cents.`);
  return amount;
}

export function checkSlug(slug: string): string {
  if (slug.length > SLUG_MAX || !SLUG.test(slug))
    throw invalid(
      'PRODUCT_SLUG_INVALID',
      `A product's address is lower-case words joined by "-", at most ${SLUG_MAX} characters.`,
    );
  return slug;
}

/** A slug made from a title: ASCII letters and digits, words joined by "-", at most SLUG_MAX characters. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || 'product';
}

/** Tags in lower case, each once, in the order given. */
export function normalizedTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (!TAG.test(tag) || tag.length > TAG_MAX)
      throw invalid('PRODUCT_TAG_INVALID', `A tag is lower-case words joined by "-", at most ${TAG_MAX} characters.`);
    if (!out.includes(tag)) out.push(tag);
  }
  if (out.length > TAGS_MAX) throw invalid('PRODUCT_TAGS_TOO_MANY', `A product has at most ${TAGS_MAX} tags.`);
  return out;
}

/**
 * The average rating in tenths of a star (45 = 4.5), rounded half up, from integer sums only;
 * 0 without ratings.
 */
export function averageTenths(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.floor((sum * 20 + count) / (count * 2));
}

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export function checkRating(rating: number): number {
  if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX)
    throw invalid('RATING_INVALID', 'A rating is a whole number of stars from 1 to 5.');
  return rating;
}

/** A product can be published only with a file to download. */
export function checkPublishable(product: Pick<Product, 'file'>): void {
  if (!product.file)
    throw new DomainError('conflict', 'PRODUCT_FILE_REQUIRED', "Upload the product's file before publishing it.");
}

/** A zip archive starts with a local file header (or is an empty archive's end record). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  if (bytes.length < 22) return false;
  return (
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06))
  );
}
