import { FACES, type FaceMetrics } from './font-metrics.js';

export type Weight = 'regular' | 'bold';

/** The width of a text in points (in one face and size). */
export type Measure = (text: string) => number;

const advances = new Map<Weight, Map<number, number>>();

function table(weight: Weight): Map<number, number> {
  let widths = advances.get(weight);
  if (!widths) {
    const runs = FACES[weight].runs.split(',').map(Number);
    widths = new Map();
    for (let i = 0; i < runs.length; i += 3)
      for (let k = 0; k < runs[i + 1]; k += 1) widths.set(runs[i] + k, runs[i + 2]);
    advances.set(weight, widths);
  }
  return widths;
}

/** Ideographs, kana and Hangul: DejaVu Sans lacks them and the PDF sets them in Noto Sans CJK, one em each. */
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA960-\uA97F\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]|[\u{20000}-\u{3FFFD}]/u;

/** The advance of one character in font units of `face` (a character DejaVu Sans lacks: one em when it is East Asian, else the missing glyph's). */
function advance(char: string, widths: Map<number, number>, face: FaceMetrics): number {
  const width = widths.get(char.codePointAt(0)!);
  if (width !== undefined) return width;
  return WIDE.test(char) ? face.unitsPerEm : face.missing;
}

/**
 * The width of `text` in points, set in DejaVu Sans (`weight`) at `size`: the sum of its
 * characters' advances, without kerning. This is the width lines are broken by, on the server
 * and in the browser alike, so both break every line at the same place.
 */
export function textWidth(text: string, weight: Weight, size: number): number {
  const face = FACES[weight];
  const widths = table(weight);
  let units = 0;
  for (const char of text) units += advance(char, widths, face);
  return (units * size) / face.unitsPerEm;
}

export const measurer =
  (weight: Weight, size: number): Measure =>
  (text) =>
    textWidth(text, weight, size);

/** The height of one line in points (the face's ascent, descent and line gap), as PDFKit's `currentLineHeight(true)`. */
export function lineHeightOf(weight: Weight, size: number): number {
  const face = FACES[weight];
  return ((face.ascent - face.descent + face.lineGap) * size) / face.unitsPerEm;
}
