import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed callback older (or newer) than this is refused: a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_S = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, the scheme card processors use. */
export function signPayload(secret: Buffer, payload: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch' | 'expired';

/** Checks a header made by signPayload over exactly these raw bytes, in constant time. */
export function verifySignature(
  secret: Buffer,
  payload: Buffer | string,
  header: string | undefined,
  nowSeconds: number,
): SignatureCheck {
  if (!header) return 'missing';
  const parts = new Map<string, string[]>();
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=');
    if (at <= 0) return 'malformed';
    const key = piece.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), piece.slice(at + 1).trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  const candidates = parts.get('v1') ?? [];
  if (!Number.isSafeInteger(timestamp) || candidates.length === 0) return 'malformed';
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest();
  const matches = candidates.some(
    (hex) => /^[0-9a-f]{64}$/.test(hex) && timingSafeEqual(Buffer.from(hex, 'hex'), expected),
  );
  if (!matches) return 'mismatch';
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_S) return 'expired';
  return 'valid';
}
