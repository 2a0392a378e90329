import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { UnicodeFonts } from '../../../../platform/pdf/unicode-fonts.js';
import { certificatePdf, type PdfFacts } from './certificate-pdf.js';

/** The decompressed streams of a PDF (content, fonts, ToUnicode maps). */
function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  const re = /(?<!end)stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a Flate stream (e.g. the QR code image)
    }
    re.lastIndex = end;
  }
  return out;
}

/** The Unicode text a PDF reader extracts for the glyphs it draws, as hex code points (from the ToUnicode CMaps). */
function unicodeOf(pdf: Buffer): Set<string> {
  const codes = new Set<string>();
  for (const s of streams(pdf).filter((x) => x.includes('begincmap')))
    for (const [, hex] of s.matchAll(/<([0-9a-fA-F]{4})>/g)) codes.add(hex.toLowerCase());
  return codes;
}

const facts = (holderName: string): PdfFacts => ({
  holderName,
  roadmapTitle: 'Frontend Developer',
  issuedAt: new Date('2026-11-24T12:00:00Z'),
  code: 'DP-TEST-0001',
  verifyUrl: 'https://devpath.example/verify-certificate/DP-TEST-0001',
  revoked: false,
});

describe('certificate PDF', () => {
  it.each([
    ['Polish', 'Łukasz Żółć'],
    ['Cyrillic', 'Анна Петрова'],
    ['Greek', 'Ελένη Παππά'],
    ['Vietnamese', 'Nguyễn Thị Hằng'],
  ])('sets a %s name in glyphs that exist, as text a reader can extract', async (_script, name) => {
    const pdf = await certificatePdf(facts(name));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold/);
    const extracted = unicodeOf(pdf);
    for (const c of name.replace(/\s/g, ''))
      expect(extracted).toContain(c.codePointAt(0)!.toString(16).padStart(4, '0'));
    expect(new UnicodeFonts().canSet(name, 'bold')).toBe(true);
  });

  it('falls back to a font of the machine for scripts DejaVu Sans lacks, and knows when none can', () => {
    const noFallback = new UnicodeFonts({ regular: [], bold: [] });
    expect(noFallback.canSet('李小龍', 'bold')).toBe(false);
    expect(noFallback.faceFor('李小龍', 'bold').path).toMatch(/DejaVuSans-Bold\.ttf$/);
    // A fallback that has the glyphs is chosen for that text only. (No CJK font on the test machine:
    // DejaVu's maths font stands in, with script letters DejaVu Sans lacks.)
    const maths = join(
      dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
      'ttf',
      'DejaVuMathTeXGyre.ttf',
    );
    const withMaths = new UnicodeFonts({ regular: [], bold: ['/nonexistent/NotoSansCJK-Bold.ttc', maths] });
    expect(noFallback.canSet('𝒜𝓁𝒾', 'bold')).toBe(false);
    expect(withMaths.faceFor('𝒜𝓁𝒾', 'bold').path).toBe(maths);
    expect(withMaths.faceFor('Ali', 'bold').path).toMatch(/DejaVuSans-Bold\.ttf$/);
  });
});
