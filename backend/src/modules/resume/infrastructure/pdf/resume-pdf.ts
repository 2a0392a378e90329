import PDFDocument from 'pdfkit';
import { unicodeFonts, type PdfWeight } from '../../../../platform/pdf/unicode-fonts.js';
import { pdfBytes } from '../../../../platform/pdf/pdf-bytes.js';
import type { ResumeDocument } from '../../domain/document.js';
import { layoutOf, type Block } from '../../domain/layout.js';
import { directionOf, type Paper, type TemplateId } from '../../domain/resume-settings.js';
import { RTL_CHAR, visualPieces } from './bidi-runs.js';
import { wrapText } from './line-breaking.js';

/** The look of each template. Every template is one column, so applicant-tracking systems read it in order. */
interface Style {
  accent: string;
  text: string;
  muted: string;
  margin: number;
  body: number;
  name: number;
  headline: number;
  heading: number;
  headingUpper: boolean;
  centerHeader: boolean;
  rule: boolean;
  band: boolean;
  gap: number;
}

export const STYLES: Record<TemplateId, Style> = {
  classic: { accent: '#1f2937', text: '#111827', muted: '#4b5563', margin: 54, body: 10.5, name: 24, headline: 12, heading: 12, headingUpper: true, centerHeader: true, rule: true, band: false, gap: 1 },
  modern: { accent: '#0b6e69', text: '#111827', muted: '#44505f', margin: 50, body: 10.5, name: 26, headline: 12.5, heading: 13, headingUpper: false, centerHeader: false, rule: false, band: false, gap: 1.1 },
  compact: { accent: '#1e3a8a', text: '#111827', muted: '#4b5563', margin: 40, body: 9.5, name: 20, headline: 11, heading: 10.5, headingUpper: true, centerHeader: false, rule: true, band: false, gap: 0.7 },
  executive: { accent: '#1c2b4a', text: '#111827', muted: '#465064', margin: 54, body: 10.5, name: 26, headline: 12.5, heading: 12.5, headingUpper: true, centerHeader: false, rule: true, band: true, gap: 1.1 },
};

const PAPER_SIZE: Record<Paper, string> = { A4: 'A4', Letter: 'LETTER' };

interface Settings {
  title: string;
  template: TemplateId;
  paper: Paper;
  language: string;
}

/**
 * A resume as a PDF: real text in embedded fonts (DejaVu Sans and the machine's fallbacks, only
 * the glyphs used), links as link annotations, one column in the order of the preview. Lines are
 * broken here, each drawn whole on its page (a page break never splits a line); lines with
 * right-to-left text are reordered by the Unicode bidirectional algorithm (bidi-js) and set run by
 * run (fontkit shapes Arabic and sets each right-to-left run in visual order).
 */
export function resumePdf(document: ResumeDocument, settings: Settings): Promise<Buffer> {
  const style = STYLES[settings.template];
  const dir = directionOf(settings.language);
  const doc = new PDFDocument({
    size: PAPER_SIZE[settings.paper],
    margin: style.margin,
    lang: settings.language,
    displayTitle: true,
    info: { Title: document.basics.name?.trim() ? `${document.basics.name.trim()} – resume` : settings.title, Author: document.basics.name?.trim() || 'DevPath learner', Creator: 'DevPath resume builder' },
  });
  const done = pdfBytes(doc);

  const fonts = unicodeFonts();
  const left = style.margin;
  const width = doc.page.width - style.margin * 2;
  const bottom = () => doc.page.height - style.margin;
  let y = style.margin;

  const useFont = (text: string, weight: PdfWeight, size: number) => {
    const face = fonts.faceFor(text, weight);
    (face.family ? doc.font(face.path, face.family) : doc.font(face.path)).fontSize(size);
  };
  const measure = (text: string) => doc.widthOfString(text);

  /** Greedy line breaking by words (a word wider than the line is broken by characters), linear in the text's length. */
  const wrap = (text: string, max: number): string[] => wrapText(text, max, measure);

  const newPageIfNeeded = (height: number) => {
    if (y + height > bottom()) {
      doc.addPage();
      y = style.margin;
    }
  };

  /** Draws one line at (x, y): piece by piece in visual order when it holds right-to-left text or the resume is right to left. */
  const drawLine = (line: string, x: number, color: string, link?: string) => {
    doc.fillColor(color);
    if (dir === 'ltr' && !RTL_CHAR.test(line)) {
      doc.text(line, x, y, { lineBreak: false, link, underline: false });
      return;
    }
    let cursor = x;
    for (const piece of visualPieces(line, dir)) {
      if (piece.text.trim()) doc.text(piece.text, cursor, y, { lineBreak: false, link, underline: false });
      cursor += measure(piece.text);
    }
  };

  /** A paragraph: wrapped, each line kept whole on a page; aligned to the start side of the resume's direction (or centred). */
  const paragraph = (text: string, options: { weight?: PdfWeight; size: number; color: string; indent?: number; align?: 'start' | 'center'; link?: string; lineGap?: number }) => {
    const weight = options.weight ?? 'regular';
    useFont(text, weight, options.size);
    const indent = options.indent ?? 0;
    const max = width - indent;
    const height = doc.currentLineHeight(true) + (options.lineGap ?? 1.5);
    for (const line of wrap(text, max)) {
      newPageIfNeeded(height);
      const w = measure(line);
      const x = options.align === 'center' ? left + (width - w) / 2 : dir === 'rtl' ? left + width - indent - w : left + indent;
      drawLine(line, x, options.color, options.link);
      y += height;
    }
  };

  const header = (blocks: Block[]) => {
    const align = style.centerHeader ? 'center' : 'start';
    if (style.band) {
      const bandHeight = 6;
      doc.rect(0, 0, doc.page.width, bandHeight).fill(style.accent);
    }
    for (const block of blocks) {
      if (block.type === 'name') paragraph(block.text, { weight: 'bold', size: style.name, color: style.accent, align, lineGap: 2 });
      else if (block.type === 'headline') paragraph(block.text, { size: style.headline, color: style.muted, align, lineGap: 4 });
      else if (block.type === 'contact') {
        // Each part is its own run so each link is clickable; parts wrap as whole words.
        const size = style.body - 0.5;
        useFont(block.parts.map((p) => p.text).join(' '), 'regular', size);
        const height = doc.currentLineHeight(true) + 2;
        const sep = '  ·  ';
        const rows: Array<Array<{ text: string; link?: string }>> = [[]];
        let used = 0;
        for (const part of block.parts) {
          const w = measure(part.text) + (rows.at(-1)!.length ? measure(sep) : 0);
          if (used + w > width && rows.at(-1)!.length) {
            rows.push([]);
            used = 0;
          }
          used += measure(part.text) + (rows.at(-1)!.length ? measure(sep) : 0);
          rows.at(-1)!.push(part);
        }
        for (const row of rows) {
          newPageIfNeeded(height);
          const parts = dir === 'rtl' ? [...row].reverse() : row;
          const total = parts.reduce((sum, p, k) => sum + measure(p.text) + (k ? measure(sep) : 0), 0);
          let x = align === 'center' ? left + (width - total) / 2 : dir === 'rtl' ? left + width - total : left;
          parts.forEach((p, k) => {
            if (k) {
              doc.fillColor(style.muted).text(sep, x, y, { lineBreak: false });
              x += measure(sep);
            }
            useFont(p.text, 'regular', size);
            drawLine(p.text, x, p.link ? style.accent : style.muted, p.link);
            x += measure(p.text);
          });
          y += height;
        }
        y += 4;
      }
    }
  };

  const blocks = layoutOf(document, settings.language);
  const firstSection = blocks.findIndex((b) => b.type === 'section');
  header(firstSection < 0 ? blocks : blocks.slice(0, firstSection));
  for (const block of firstSection < 0 ? [] : blocks.slice(firstSection)) {
    switch (block.type) {
      case 'section': {
        y += 8 * style.gap;
        const title = style.headingUpper ? block.text.toLocaleUpperCase(settings.language) : block.text;
        useFont(title, 'bold', style.heading);
        // A heading never ends a page: it keeps its first line of content with it.
        newPageIfNeeded((doc.currentLineHeight(true) + 4) * 2 + 10);
        paragraph(title, { weight: 'bold', size: style.heading, color: style.accent, lineGap: 2 });
        if (style.rule) {
          doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.7).strokeColor(style.accent).stroke();
          y += 4;
        }
        y += 2;
        break;
      }
      case 'entry': {
        y += 3 * style.gap;
        const heading = [block.title, block.subtitle].filter(Boolean).join(' — ');
        paragraph(heading, { weight: 'bold', size: style.body + 0.5, color: style.text, link: block.link, lineGap: 1 });
        if (block.dates) paragraph(block.dates, { size: style.body - 1, color: style.muted, lineGap: 1.5 });
        break;
      }
      case 'text':
        paragraph(block.text, { size: style.body, color: style.text, lineGap: 1.5 });
        break;
      case 'bullet':
        paragraph(`• ${block.text}`, { size: style.body, color: style.text, indent: 10, lineGap: 1.5 });
        break;
      default:
        break;
    }
  }
  doc.end();
  return done;
}
