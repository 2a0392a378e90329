import { gzipSync } from 'node:zlib';

/**
 * The W3C Bitstring Status List: bit i (most significant bit first) of the list says whether
 * the credential with statusListIndex i is revoked. Published gzip-compressed, base64url,
 * with the multibase prefix "u". The list has at least 131,072 bits (16 KB) so that a single
 * entry does not stand out (herd privacy), as the specification recommends.
 */
export const MIN_STATUS_LIST_BITS = 131_072;

export function encodeStatusList(revokedIndexes: Iterable<number>, size = MIN_STATUS_LIST_BITS): string {
  const indexes = [...revokedIndexes];
  const bits = Math.max(size, ...indexes.map((i) => i + 1));
  const bytes = Buffer.alloc(Math.ceil(Math.max(bits, MIN_STATUS_LIST_BITS) / 8));
  for (const index of indexes) bytes[index >> 3] |= 0x80 >> (index & 7);
  return `u${gzipSync(bytes).toString('base64url')}`;
}
