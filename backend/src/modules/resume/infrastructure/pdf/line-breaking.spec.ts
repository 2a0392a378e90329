import PDFDocument from 'pdfkit';
import { unicodeFonts } from '../../../../platform/pdf/unicode-fonts.js';
import { breakWord, wrapText, type Measure } from '@devpath/resume-core';

/** The line breaking the resume PDF had before (issue 24): an over-long word shortened one character at a time. */
function wrapBefore(text: string, max: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= max) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (measure(rest) > max) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut)) > max) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** A measure that counts the characters it was given (the work a real one does is proportional to them). */
function counting(measure: Measure) {
  const counter = { chars: 0, calls: 0 };
  const counted: Measure = (text) => {
    counter.chars += text.length;
    counter.calls += 1;
    return measure(text);
  };
  return { counted, counter };
}

/** Widths with kerning: each character its own advance, some pairs closer together, as real fonts have. */
const kerned: Measure = (text) => {
  let w = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    w += 4 + (c % 7);
    if (i && (text.charCodeAt(i - 1) + c) % 5 === 0) w -= 1.5;
  }
  return w;
};

/** The real thing: PDFKit's width in DejaVu Sans at the resume's body size. */
function pdfkitMeasure(text = 'a'): Measure {
  const doc = new PDFDocument({ size: 'A4' });
  doc.font(unicodeFonts().faceFor(text, 'regular').path).fontSize(10.5);
  return (s) => doc.widthOfString(s);
}

const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('resume PDF line breaking (issue 24)', () => {
  it('breaks lines exactly as before for text of every shape that ends in fitting words', () => {
    const next = random(7);
    const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,-/éàü';
    for (let n = 0; n < 300; n += 1) {
      const words = Array.from({ length: 1 + Math.floor(next() * 30) }, () =>
        Array.from(
          { length: 1 + Math.floor(next() * (next() < 0.1 ? 120 : 12)) },
          () => alphabet[Math.floor(next() * alphabet.length)],
        ).join(''),
      );
      const text = words.join(next() < 0.2 ? '\n' : ' ');
      const max = 60 + Math.floor(next() * 400);
      expect(wrapText(text, max, kerned)).toEqual(wrapBefore(text, max, kerned));
    }
  });

  it('gives the same lines as before with the PDF font, long URLs included', () => {
    const measure = pdfkitMeasure();
    const texts = [
      'Frontend developer who builds accessible React interfaces for museums and libraries, with care for keyboard users.',
      'https://github.com/someone/a-very-long-repository-name-that-goes-on/blob/main/src/features/resume/preview/layout.ts?plain=1#L10 and more',
      `Before ${'x'.repeat(300)} after`,
      'Łukasz Żółć — Ελένη Παππά — Анна Петрова — Nguyễn Thị Hằng',
    ];
    for (const text of texts)
      for (const max of [80, 200, 487]) expect(wrapText(text, max, measure)).toEqual(wrapBefore(text, max, measure));
  });

  it('breaks a 10,000-character word with work linear in its length (the old way measured millions of characters)', () => {
    const word = Array.from({ length: 10_000 }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join('');
    const { counted, counter } = counting(pdfkitMeasure());
    const lines = wrapText(word, 487, counted);
    expect(lines.join('')).toBe(word);
    const measure = pdfkitMeasure();
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(487);
    let at = 0;
    for (const line of lines.slice(0, -1)) {
      at += line.length;
      expect(measure(line + word[at])).toBeGreaterThan(487); // each line the longest that fits
    }
    expect(counter.chars).toBeLessThan(5 * word.length);
    const before = counting(kerned);
    wrapBefore(word.slice(0, 2_000), 487, before.counted);
    expect(before.counter.chars).toBeGreaterThan(100 * 2_000);
  });

  it('never splits a surrogate pair, and always moves on (a character wider than the line is a line of its own)', () => {
    const emoji = '😀'.repeat(500);
    const pieces = breakWord(emoji, 50, pdfkitMeasure(emoji));
    expect(pieces.join('')).toBe(emoji);
    for (const piece of pieces)
      expect(piece).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(breakWord('WWW', 1, kerned)).toEqual(['W', 'W', 'W']);
    expect(wrapText('WWW', 1, kerned)).toEqual(['W', 'W', 'W']);
  });
});
