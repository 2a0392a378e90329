import bidiImport, { type Bidi } from 'bidi-js';

// bidi-js is CommonJS whose types declare an ES default export: take the factory from either shape.
const bidiFactory = ((bidiImport as unknown as { default?: () => Bidi }).default ??
  bidiImport) as unknown as () => Bidi;
const bidi = bidiFactory();

export const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * One line of text as the pieces to draw from left to right: the Unicode bidirectional algorithm
 * (bidi-js) orders the runs; a right-to-left run is cut into words, last word first, each given to
 * fontkit in logical order (it shapes Arabic and sets one word right to left), with brackets
 * mirrored. Spaces are pieces of their own (advance only).
 */
export function visualPieces(line: string, dir: 'ltr' | 'rtl'): Array<{ text: string; rtl: boolean }> {
  const levels = bidi.getEmbeddingLevels(line, dir);
  const order = Array.from({ length: line.length }, (_, i) => i);
  const chars = line.split('');
  for (const [start, end] of bidi.getReorderSegments(line, levels)) {
    const part = order.slice(start, end + 1).reverse();
    order.splice(start, part.length, ...part);
  }
  for (const [index, char] of bidi.getMirroredCharactersMap(line, levels.levels)) chars[index] = char;
  const pieces: Array<{ text: string; rtl: boolean }> = [];
  let i = 0;
  while (i < order.length) {
    const rtl = (levels.levels[order[i]] & 1) === 1;
    let j = i + 1;
    while (j < order.length && ((levels.levels[order[j]] & 1) === 1) === rtl) j += 1;
    const indices = order.slice(i, j).sort((a, b) => a - b);
    // A surrogate pair stays whole: its two halves share a level and are adjacent in logical order.
    const logical = indices.map((k) => chars[k]).join('');
    if (rtl) for (const token of logical.split(/(\s+)/).reverse()) token && pieces.push({ text: token, rtl });
    else pieces.push({ text: logical, rtl });
    i = j;
  }
  return pieces;
}
