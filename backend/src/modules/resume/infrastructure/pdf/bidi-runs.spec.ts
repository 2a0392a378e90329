import { visualPieces } from './bidi-runs.js';

const shown = (line: string, dir: 'ltr' | 'rtl') =>
  visualPieces(line, dir)
    .map((p) => p.text)
    .join('|');

describe('right-to-left lines in the PDF', () => {
  it('puts the first word of an Arabic or Hebrew line at the right, keeping the spaces between words', () => {
    expect(shown('ليلى حداد', 'rtl')).toBe('حداد| |ليلى');
    expect(shown('שלום עולם', 'rtl')).toBe('עולם| |שלום');
  });

  it('keeps numbers and Latin words left to right inside a right-to-left line, in their bidi place', () => {
    expect(shown('2025-09 – حتى الآن', 'rtl')).toBe('الآن| |حتى| |–| |2025-09');
    expect(shown('أنجزت المهمة مع TypeScript', 'rtl')).toBe('TypeScript| |مع| |المهمة| |أنجزت');
  });

  it('mirrors brackets in right-to-left runs', () => {
    expect(shown('مطورة واجهات (React)', 'rtl')).toBe('(|React|)| |واجهات| |مطورة');
  });

  it('leaves a left-to-right line with a Persian word in its place', () => {
    expect(shown('Fluent in فارسی and English', 'ltr')).toBe('Fluent in |فارسی| and English');
  });
});
