import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

/** A font file for PDFKit's `doc.font(path, family)`; `family` names the face inside a collection (.ttc). */
export interface PdfFontFace {
  path: string;
  family?: string;
}

export type PdfWeight = 'regular' | 'bold';

interface Candidate {
  face: PdfFontFace;
  covers: (codePoint: number) => boolean;
}

const require = createRequire(import.meta.url);
const DEJAVU = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/**
 * Where the operating system keeps fonts for the scripts DejaVu Sans lacks (Chinese, Japanese,
 * Korean): Debian's fonts-noto-cjk, which the Docker image installs.
 */
const SYSTEM_FALLBACKS: Record<PdfWeight, string[]> = {
  regular: ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'],
  bold: ['/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'],
};

function candidate(path: string): Candidate | null {
  try {
    const opened = fontkit.openSync(path);
    // A collection (.ttc) holds several faces; the first is the default one (e.g. Japanese for Noto CJK), any covers the shared ideographs.
    const font = 'fonts' in opened ? opened.fonts[0] : opened;
    if (!font) return null;
    return {
      face: 'fonts' in opened ? { path, family: font.postscriptName } : { path },
      covers: (cp) => font.hasGlyphForCodePoint(cp),
    };
  } catch {
    return null;
  }
}

/**
 * Fonts that set a learner's name in their own script: DejaVu Sans, shipped with the app
 * (Latin with every accent, Greek, Cyrillic, Armenian, Georgian, Hebrew, Arabic, ...), then the
 * fallbacks found on the machine. PDFKit embeds only the glyphs a document uses, and records
 * each glyph's Unicode text, so names stay searchable and copyable.
 */
export class UnicodeFonts {
  private readonly candidates: Record<PdfWeight, Candidate[]>;

  constructor(fallbacks: Record<PdfWeight, string[]> = SYSTEM_FALLBACKS) {
    const load = (weight: PdfWeight, own: string) =>
      [join(DEJAVU, own), ...fallbacks[weight].filter((path) => existsSync(path))].flatMap(
        (path) => candidate(path) ?? [],
      );
    this.candidates = { regular: load('regular', 'DejaVuSans.ttf'), bold: load('bold', 'DejaVuSans-Bold.ttf') };
  }

  /** The face to set `text` in: the first that has a glyph for each of its characters (else DejaVu Sans, which draws the rest as boxes). */
  faceFor(text: string, weight: PdfWeight = 'regular'): PdfFontFace {
    const faces = this.candidates[weight];
    const needed = [...new Set([...text].map((c) => c.codePointAt(0)!).filter((cp) => cp > 0x20))];
    return (faces.find((f) => needed.every((cp) => f.covers(cp))) ?? faces[0]).face;
  }

  /** Whether some face can draw every character of `text`. */
  canSet(text: string, weight: PdfWeight = 'regular'): boolean {
    const needed = [...text].map((c) => c.codePointAt(0)!).filter((cp) => cp > 0x20);
    return this.candidates[weight].some((f) => needed.every((cp) => f.covers(cp)));
  }
}

let shared: UnicodeFonts | undefined;
/** One instance per process (opening the fonts parses them). */
export const unicodeFonts = (): UnicodeFonts => (shared ??= new UnicodeFonts());
