import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works. */
export const DOWNLOAD_LINK_TTL_SECONDS = 5 * 60;

export interface DownloadGrant {
  userId: number;
  productId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type LinkCheck = { ok: true; grant: DownloadGrant } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

const TOKEN =
  /^(\d{1,10})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`marketplace-download:${payload}`).digest('base64url');
}

/** A link token bound to one user and one product, valid until `expiresAt`: `<user>.<product>.<expiry>.<HMAC-SHA256>`. */
export function signDownloadLink(secret: string, grant: DownloadGrant): string {
  const payload = `${grant.userId}.${grant.productId}.${grant.expiresAt}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** Checks a token's form, then its signature (in constant time), then its expiry. */
export function checkDownloadLink(secret: string, token: string, nowSeconds: number): LinkCheck {
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, user, productId, expiry, given] = match;
  const expected = Buffer.from(signature(secret, `${user}.${productId}.${expiry}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'forged' };
  const grant = { userId: Number(user), productId, expiresAt: Number(expiry) };
  if (grant.expiresAt <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
