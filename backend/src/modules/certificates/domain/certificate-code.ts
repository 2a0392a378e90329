import { randomBytes } from 'node:crypto';

/**
 * Certificate codes people type: `DP-XXXX-XXXX-XXXX`, 12 characters of Crockford's base32
 * (no I, L, O or U, so nothing reads as 1 or 0) = 60 random bits. Parsing is forgiving: any
 * case, with or without dashes or the prefix, and O/I/L read as 0/1/1.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newCertificateCode(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(12);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]);
  return `DP-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8, 12).join('')}`;
}

/** The canonical code for what someone typed, or null when it cannot be one. */
export function parseCertificateCode(input: string): string | null {
  if (input.length > 40) return null;
  let text = input.toUpperCase().replace(/[\s-]/g, '');
  if (text.startsWith('DP')) text = text.slice(2);
  text = text.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(text)) return null;
  return `DP-${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8, 12)}`;
}
