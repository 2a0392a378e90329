import { gunzipSync } from 'node:zlib';
import { encodeStatusList, MIN_STATUS_LIST_BITS } from './status-list.js';
import { newCertificateCode, parseCertificateCode } from './certificate-code.js';

const decode = (list: string) => gunzipSync(Buffer.from(list.slice(1), 'base64url'));
const bit = (bytes: Buffer, index: number) => (bytes[index >> 3] >> (7 - (index & 7))) & 1;

describe('the revocation status list', () => {
  it('sets exactly the revoked bits, most significant bit first, in at least 16 KB, gzip and base64url with the "u" prefix', () => {
    const list = encodeStatusList([0, 9, 1000]);
    expect(list.startsWith('u')).toBe(true);
    const bytes = decode(list);
    expect(bytes.length * 8).toBe(MIN_STATUS_LIST_BITS);
    expect([0, 1, 8, 9, 10, 999, 1000, 1001].map((i) => bit(bytes, i))).toEqual([1, 0, 0, 1, 0, 0, 1, 0]);
    expect(bytes[0]).toBe(0x80);
    expect([...bytes].reduce((n, b) => n + b.toString(2).split('1').length - 1, 0)).toBe(3);
  });

  it('grows past the minimum for larger indexes', () => {
    const bytes = decode(encodeStatusList([MIN_STATUS_LIST_BITS + 5]));
    expect(bit(bytes, MIN_STATUS_LIST_BITS + 5)).toBe(1);
  });
});

describe('certificate codes', () => {
  it('are DP- and three groups of four unambiguous characters, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newCertificateCode()));
    expect(codes.size).toBe(200);
    for (const code of codes)
      expect(code).toMatch(/^DP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('parse forgivingly and refuse what cannot be a code', () => {
    expect(parseCertificateCode('dp-7k3m-q9x2-ab0c')).toBe('DP-7K3M-Q9X2-AB0C');
    expect(parseCertificateCode('7K3MQ9X2AB0C')).toBe('DP-7K3M-Q9X2-AB0C');
    expect(parseCertificateCode('DP-7K3M-Q9X2-ABOC')).toBe('DP-7K3M-Q9X2-AB0C'); // O read as zero
    expect(parseCertificateCode('DP-7K3M-Q9X2-ABLC')).toBe('DP-7K3M-Q9X2-AB1C');
    for (const bad of [
      '',
      'DP-7K3M',
      'DP-7K3M-Q9X2-AB0C-EXTRA',
      'DP-7K3M-Q9X2-AB0U',
      '<script>',
      'x'.repeat(10_000),
      'DP-7K3M-Q9X2-AB0\u0000',
    ]) {
      expect(parseCertificateCode(bad)).toBeNull();
    }
  });
});
