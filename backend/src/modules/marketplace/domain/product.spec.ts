import { DomainError } from '../../../platform/errors/domain-error.js';
import { checkDownloadLink, signDownloadLink } from './download-link.js';
import { averageTenths, checkPrice, checkRating, checkSlug, looksLikeZip, normalizedTags, slugify } from './product.js';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return null;
};

describe('marketplace products', () => {
  it('takes prices as whole cents within the range only', () => {
    expect(checkPrice(1900)).toBe(1900);
    expect(checkPrice(50)).toBe(50);
    expect(codeOf(() => checkPrice(19.99))).toBe('PRICE_INVALID');
    expect(codeOf(() => checkPrice(Number.NaN))).toBe('PRICE_INVALID');
    expect(codeOf(() => checkPrice(2 ** 60))).toBe('PRICE_INVALID');
    expect(codeOf(() => checkPrice(-100))).toBe('PRICE_OUT_OF_RANGE');
    expect(codeOf(() => checkPrice(0))).toBe('PRICE_OUT_OF_RANGE');
    expect(codeOf(() => checkPrice(1_000_001))).toBe('PRICE_OUT_OF_RANGE');
  });

  it('makes slugs from titles and checks given ones', () => {
    expect(slugify('React + Vite starter')).toBe('react-vite-starter');
    expect(slugify('  Crème brûlée UI kit!  ')).toBe('creme-brulee-ui-kit');
    expect(slugify('日本語')).toBe('product');
    expect(slugify('a'.repeat(200)).length).toBe(80);
    expect(checkSlug('node-cli-starter')).toBe('node-cli-starter');
    for (const bad of ['Node', 'a--b', '-a', 'a-', 'a b', '../x', 'x'.repeat(81)])
      expect(codeOf(() => checkSlug(bad))).toBe('PRODUCT_SLUG_INVALID');
  });

  it('keeps tags lower-case, once each, at most eight', () => {
    expect(normalizedTags(['React', 'react', 'css-grid'])).toEqual(['react', 'css-grid']);
    expect(codeOf(() => normalizedTags(['two words']))).toBe('PRODUCT_TAG_INVALID');
    expect(codeOf(() => normalizedTags(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']))).toBe('PRODUCT_TAGS_TOO_MANY');
  });

  it('averages ratings in integer tenths, rounding half up', () => {
    expect(averageTenths(0, 0)).toBe(0);
    expect(averageTenths(5, 1)).toBe(50);
    expect(averageTenths(9, 2)).toBe(45);
    expect(averageTenths(13, 3)).toBe(43); // 4.333…
    expect(averageTenths(14, 3)).toBe(47); // 4.666…
    expect(averageTenths(1 + 5 + 5 + 5, 4)).toBe(40);
    expect(averageTenths(29, 8)).toBe(36); // 3.625 → 3.6
    expect(averageTenths(3 * 999_999 + 4, 1_000_000)).toBe(30); // no float drift at scale
    expect(Number.isInteger(averageTenths(7, 3))).toBe(true);
  });

  it('accepts whole stars from 1 to 5 only', () => {
    expect(checkRating(1)).toBe(1);
    expect(checkRating(5)).toBe(5);
    expect(codeOf(() => checkRating(0))).toBe('RATING_INVALID');
    expect(codeOf(() => checkRating(4.5))).toBe('RATING_INVALID');
    expect(codeOf(() => checkRating(6))).toBe('RATING_INVALID');
  });

  it('recognises zip archives by their signature', () => {
    const header = new Uint8Array(30);
    header.set([0x50, 0x4b, 0x03, 0x04]);
    expect(looksLikeZip(header)).toBe(true);
    expect(looksLikeZip(new TextEncoder().encode('PK\u0003\u0004 but too short'.slice(0, 10)))).toBe(false);
    expect(looksLikeZip(new TextEncoder().encode('<html>'.padEnd(40, ' ')))).toBe(false);
  });
});

describe('download links', () => {
  const secret = 's'.repeat(43);
  const productId = '0b6e1c2a-8d53-4f0e-9a77-0c1d2e3f4a5b';
  const token = signDownloadLink(secret, { userId: 7, productId, expiresAt: 1_000 });

  it('holds for its user and product until it expires', () => {
    expect(checkDownloadLink(secret, token, 999)).toEqual({
      ok: true,
      grant: { userId: 7, productId, expiresAt: 1_000 },
    });
    expect(checkDownloadLink(secret, token, 1_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a changed user, product or expiry, another secret and garbage', () => {
    const [, p, e, sig] = token.split('.');
    expect(checkDownloadLink(secret, ['8', p, e, sig].join('.'), 0)).toEqual({ ok: false, reason: 'forged' });
    expect(checkDownloadLink(secret, ['7', p, '9999', sig].join('.'), 0)).toEqual({ ok: false, reason: 'forged' });
    expect(checkDownloadLink('t'.repeat(43), token, 0)).toEqual({ ok: false, reason: 'forged' });
    expect(checkDownloadLink(secret, 'not-a-token', 0)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkDownloadLink(secret, `${token}x`, 0)).toEqual({ ok: false, reason: 'malformed' });
  });
});
