import type { Measure } from './measure.js';

/**
 * Greedy line breaking by words; a word wider than the line is broken by characters. Linear in
 * the length of the text: a word that fits is measured with the line it joins, and an over-long
 * word is cut with a running width (the advances of its characters, added up), each cut checked
 * against the measured width of the piece and moved by a character or two where the measure
 * disagrees with the sum (a measure that kerns or shapes). The cuts are the ones measuring every prefix would give: each line takes the
 * longest start of the word that fits (at least one character), and a surrogate pair is never
 * split.
 */
export function wrapText(text: string, max: number, measure: Measure): string[] {
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
      if (measure(word) <= max) {
        line = word;
        continue;
      }
      const pieces = breakWord(word, max, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1)!;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/**
 * A word wider than `max` as pieces, each the longest start of what is left that fits (at least
 * one character); the last piece fits (or is a single character). Linear: each character's
 * advance is measured once (a cache hit for a character seen before), each piece once or twice.
 */
export function breakWord(word: string, max: number, measure: Measure): string[] {
  const chars = Array.from(word); // code points: a surrogate pair is one
  const advances = new Map<string, number>();
  const advance = (c: string) => {
    let w = advances.get(c);
    if (w === undefined) {
      w = measure(c);
      advances.set(c, w);
    }
    return w;
  };
  const pieces: string[] = [];
  let start = 0;
  while (start < chars.length) {
    // The running width: the longest run from `start` whose advances add up to at most `max`.
    let end = start + 1;
    let sum = advance(chars[start]);
    while (end < chars.length && sum + advance(chars[end]) <= max) sum += advance(chars[end++]);
    // The measured width decides: shorten while the piece is too wide, lengthen while the next one fits.
    let piece = chars.slice(start, end).join('');
    while (end - start > 1 && measure(piece) > max) piece = chars.slice(start, --end).join('');
    while (end < chars.length) {
      const longer = piece + chars[end];
      if (measure(longer) > max) break;
      piece = longer;
      end += 1;
    }
    pieces.push(piece);
    start = end;
  }
  return pieces;
}
